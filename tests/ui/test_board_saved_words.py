"""A position the app saves keeps its card text in its own game's words, and loads back unchanged."""

from __future__ import annotations

import json
from pathlib import Path

from judge_app.engine import dump_scenario, load_scenario, parse_scenario, save_scenario
from judge_app.ui.board.autosave import Autosave
from judge_app.ui.board.edits import dump_file

SCENARIOS = Path(__file__).parents[1] / "scenarios"
ABILITY = {"kind": "action", "text": "", "cost": {"cp": {"fire": 1}, "put_self_into_break_zone": True},
           "effects": [{"op": "put_into_break_zone",
                        "target": {"who": "choose", "filter": {"element": ["ice"], "job": "Warrior"}}},
                       {"op": "job", "target": {"who": "self"}, "jobs": ["Knight"]}]}


def _fftcg_with_ability() -> dict:
    data = json.loads((SCENARIOS / "fftcg" / "100_while_source_on_field.json").read_text(encoding="utf-8"))
    card = data["players"][0]["zones"]["forward"][0]
    card["abilities"] = [ABILITY]
    return data


def _words(text: str) -> set[str]:
    return {w for w in ("cp", "put_self_into_break_zone", "put_into_break_zone", "element", "job", "jobs",
                        "pay", "put_self_into_discard_pile", "put_into_discard_pile", "colour", "trait", "traits")
            if f'"{w}"' in text}


def test_engine_dump_writes_the_games_words_and_reads_back() -> None:
    scenario = parse_scenario(_fftcg_with_ability(), "<test>")
    text = dump_scenario(scenario)
    assert _words(text) == {"cp", "put_self_into_break_zone", "put_into_break_zone", "element", "job", "jobs"}
    assert parse_scenario(json.loads(text), "<again>") == scenario


def test_board_file_and_autosave_keep_the_games_words(tmp_path: Path) -> None:
    scenario = parse_scenario(_fftcg_with_ability(), "<test>")
    saved = dump_file(scenario)
    assert "colour" not in _words(saved) and "element" in _words(saved)
    path = tmp_path / "saved.json"
    save_scenario(path, scenario)
    assert load_scenario(path) == scenario
    Autosave(tmp_path / "autosave").write(scenario, None)
    auto = (tmp_path / "autosave" / "board.json").read_text(encoding="utf-8")
    assert _words(auto) == _words(saved)


def test_pso2_saves_its_own_word_for_the_cost() -> None:
    data = json.loads((SCENARIOS / "pso2" / "42_coloured_ability_cost.json").read_text(encoding="utf-8"))
    scenario = parse_scenario(data, "<pso2>")
    text = dump_scenario(scenario)
    assert '"pp"' in text and '"pay"' not in text
    assert parse_scenario(json.loads(text), "<again>") == scenario
