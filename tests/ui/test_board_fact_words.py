"""The facts a final state records (compare table, tooltips) and every keyword a game carries out, in words."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest

import judge_app.ui  # noqa: F401  (the PySide6 guard first)
from judge_app.engine import ScenarioError, Stepper, game_layout, get_game, list_games, load_scenario
from judge_app.engine.compare import _flatten
from judge_app.ui.board import words

SCENARIOS = Path(__file__).resolve().parents[1] / "scenarios"


def test_every_state_key_and_carried_out_keyword_has_a_name() -> None:
    """Promise: a card's or a player's state key (damage_front, combo_used, drew_from_empty) and a keyword the
    game carries out (deck_engage, war_cry, blue_magic) are named in both languages, never shown as the id."""
    for game in list_games():
        module = get_game(game)
        keys = [*module.CARD_STATE, *module.PLAYER_STATE, *module.ABILITY_KEYWORDS]
        missing = sorted(k for k in keys if not words.is_named(game, k))
        assert not missing, f"{game}: no name for {missing}"
        for english in (False, True):
            assert not [k for k in keys if "_" in words.state_name(game, k, english)], game


def test_skills_with_values_phases_and_results_read_as_printed() -> None:
    """Promise: a skill with its value reads as the card prints it, a phase by its table name, a game's end as
    who won."""
    assert words.name("aquarian", "draw:1", False) == "ドロー+1"
    assert words.name("aquarian", "capacity:-2", False) == "キャパシティ-2"
    assert words.name("aquarian", "bind:2", False) == "バインド2"
    assert words.name("aquarian", "resist:darklore", False) == "レジスト(ダークロア)"
    assert words.name("aquarian", "penetrate", False) == "ペネトレイト"  # the rulebook's word, not a translation
    assert words.phase_name("fftcg", "main1", False) == "第1メインフェイズ"
    assert words.phase_name("pso2", "battle", True) == "Battle phase"
    assert words.result_text({"outcome": "win", "winner": "A", "loser": "B"}, False) == "プレイヤーAの勝利"
    assert words.result_text({"outcome": "draw", "winner": None}, True) == "Draw"


def _named_values(value: Any) -> list[str]:
    if isinstance(value, list):
        return [v for item in value for v in _named_values(item)]
    return [value] if isinstance(value, str) else []


@pytest.mark.parametrize("game", ["fftcg", "game004", "pso2", "aquarian"])
def test_every_fact_of_every_scenario_end_has_a_name(game: str) -> None:
    """Promise: run to its end, every judge scenario of the game records only facts the compare table can name
    (a card attribute's label, or a named state word) and only values with a name (keywords, skills,
    factions), other than card ids, zones and players."""
    layout = game_layout(game)
    attrs = {a["name"] for a in layout.get("card_attributes", [])}
    zones = {z["id"] for z in layout.get("zones", [])}
    unnamed: set[str] = set()
    ran = 0
    for path in sorted((SCENARIOS / game).glob("*.json")):
        try:
            scenario = load_scenario(path)
        except ScenarioError:
            continue
        stepper = Stepper(scenario)
        stepper.run()
        ran += 1
        ids = scenario.card_ids() | {p.id for p in scenario.players}
        for what, value in _flatten(stepper.final_json()).items():
            parts = what.split(" ")
            if parts[0] == "card":
                key = " ".join(parts[2:])
                if key not in attrs and not words.is_named(game, key):
                    unnamed.add(key)
                if key in ("zone", "controller", "equipped_to", "attached_to", "exp_of", "connected_to", "on",
                           "last_damage_by", "personal_name", "origin", "since"):
                    continue
                for v in _named_values(value):
                    if v not in ids and v.rpartition(".")[2] not in zones and not words.is_named(game, v):
                        unnamed.add(f"{key}={v}")
            elif parts[0] not in ("zone", "player") and what not in ("phase", "result", "step", "turn_player",
                                                                      "PA") and not words.is_named(game, what):
                unnamed.add(what)
    assert ran > 10
    assert not unnamed, f"{game}: {sorted(unnamed)}"
