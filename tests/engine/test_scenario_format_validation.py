"""Nothing misspelt is accepted silently: each malformed file names the field and the nearest valid names, and a
position that is probably not what its writer meant is a warning before the run."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import pytest

from judge_app.cli import run_cli
from judge_app.engine.defaults import parse_scenario
from judge_app.engine.kernel.scenario import ScenarioError

DATA = Path(__file__).resolve().parent / "data" / "format"

#: file -> (the field the message names, the suggestion it makes)
MISTAKES = {
    "bad_trigger_event.json": ("players[A].zones.forward[0].abilities[0].trigger.event", "did you mean 'broken'"),
    "bad_effect_word.json": ("players[A].zones.forward[0].abilities[0].effects[0].op", "did you mean 'draw'"),
    "bad_keyword.json": ("players[A].zones.forward[0].abilities[0].static[0].keywords", "did you mean 'haste'"),
    "bad_attribute.json": ("players[A].zones.forward[0].attributes.pwer", "did you mean 'power'"),
    "bad_zone.json": ("players[A].zones.forwrd", "did you mean 'forward'"),
    "bad_setting.json": ("settings.deck_out_damag", "did you mean 'deck_out_damage'"),
    "bad_action.json": ("actions[0].type", "did you mean 'attack'"),
    "bad_field_name.json": ("players[A].zones.forward[0].abilities[0].efects", "did you mean 'effects'"),
    "bad_card_state.json": ("players[A].zones.forward[0].state.froze", "did you mean 'frozen'"),
}

#: file -> (the field the warning names, what it suggests)
WARNINGS = {
    "warn_answer_never_asked.json": ("answers.blok#2", "did you mean 'block#1'"),
    "warn_empty_deck.json": ("players[B].zones.deck", '{"count": 30}'),
    "warn_stat_for_type.json": ("players[A].zones.backup[0].attributes.power", "only forward"),
}


@pytest.mark.parametrize("name", sorted(MISTAKES))
def test_a_misspelt_name_is_refused_with_the_field_and_a_suggestion(name: str,
                                                                    capsys: pytest.CaptureFixture[str]) -> None:
    field, suggestion = MISTAKES[name]
    assert run_cli(["resolve", str(DATA / name), "--json"]) == 2
    captured = capsys.readouterr()
    assert captured.out == ""
    line = next(x for x in captured.err.splitlines() if field + ":" in x)
    assert suggestion in line, line


@pytest.mark.parametrize("name", sorted(WARNINGS))
def test_a_doubtful_position_is_a_warning_not_a_refusal(name: str, capsys: pytest.CaptureFixture[str]) -> None:
    field, suggestion = WARNINGS[name]
    assert run_cli(["resolve", str(DATA / name), "--check"]) == 0
    lines = [x for x in capsys.readouterr().err.splitlines() if "warning:" in x]
    assert len(lines) == 1 and f"{field}: " in lines[0] and suggestion in lines[0], lines


def test_the_warnings_come_before_the_run(capsys: pytest.CaptureFixture[str]) -> None:
    """Promise: the empty-deck warning is printed before any step (a judge sees it first), not as a silent loss."""
    assert run_cli(["resolve", str(DATA / "warn_empty_deck.json")]) == 0
    err = capsys.readouterr().err
    assert err.startswith("judge-app: warning:")


def test_the_base_file_is_clean(capsys: pytest.CaptureFixture[str]) -> None:
    assert run_cli(["resolve", str(DATA / "valid_base.json"), "--check"]) == 0
    assert capsys.readouterr().err == ""


def test_a_stated_loss_is_not_warned_about(capsys: pytest.CaptureFixture[str]) -> None:
    """An empty deck the file means (it states the outcome) gets no warning."""
    path = Path(__file__).resolve().parents[1] / "scenarios" / "fftcg" / "30_draw_from_empty_deck.json"
    assert run_cli(["resolve", str(path), "--check"]) == 0
    assert "warning" not in capsys.readouterr().err


def _base() -> dict[str, Any]:
    return json.loads((DATA / "valid_base.json").read_text(encoding="utf-8"))


def _problems(data: dict[str, Any]) -> list[str]:
    with pytest.raises(ScenarioError) as info:
        parse_scenario(data)
    return info.value.problems


def test_nested_words_are_checked_too() -> None:
    """A delayed effect's trigger, a filter's zone and a move's zone are names like any other."""
    data = _base()
    data["players"][0]["zones"]["forward"][0]["abilities"] = [{"kind": "action", "effects": [
        {"op": "delayed", "trigger": {"event": "turn_ed"}, "effects": [{"op": "draw"}]},
        {"op": "move", "target": {"who": "self"}, "to": "hnd"},
        {"op": "break", "target": {"filter": {"zone": "backp"}}}]}]
    problems = _problems(data)
    where = "players[A].zones.forward[0].abilities[0].effects"
    assert any(p.startswith(f"{where}[0].trigger.event:") and "'turn_end'" in p for p in problems)
    assert any(p.startswith(f"{where}[1].to:") and "'hand'" in p for p in problems)
    assert any(p.startswith(f"{where}[2].target.filter.zone:") and "'backup'" in p for p in problems)


def test_an_attribute_value_outside_its_choices_gets_a_suggestion() -> None:
    data = _base()
    data["players"][0]["zones"]["forward"][0]["attributes"]["type"] = "forwrd"
    problems = _problems(data)
    assert any(p.startswith("players[A].zones.forward[0].attributes.type:") and "'forward'" in p for p in problems)


def test_a_game_without_dull_or_damage_refuses_them() -> None:
    """aquarian cards carry no dull and damage (its WORN is false): a file that sets them is told so."""
    first = sorted((Path(__file__).resolve().parents[1] / "scenarios" / "aquarian").glob("*.json"))[0]
    data = json.loads(first.read_text(encoding="utf-8"))
    cards = next(c for p in data["players"] for c in p["zones"].values() if c)
    cards[0]["damage"] = 2
    problems = _problems(data)
    assert any(".damage: aquarian cards carry no damage" in p for p in problems), problems


def test_an_effect_word_the_game_does_not_model_is_a_warning(tmp_path: Path,
                                                             capsys: pytest.CaptureFixture[str]) -> None:
    first = sorted((Path(__file__).resolve().parents[1] / "scenarios" / "pso2").glob("*.json"))[0]
    data = json.loads(first.read_text(encoding="utf-8"))
    card = next(c for p in data["players"] for cards in p["zones"].values() for c in cards)
    card.setdefault("abilities", []).append({"kind": "active", "effects": [
        {"op": "control", "target": {"who": "choose"}}]})
    path = tmp_path / "s.json"
    path.write_text(json.dumps(data, ensure_ascii=False), encoding="utf-8")
    run_cli(["resolve", str(path)])
    warned = [x for x in capsys.readouterr().err.splitlines() if "warning:" in x]
    assert any(".effects[0].op: 'control' is not modelled in pso2" in x for x in warned), warned
