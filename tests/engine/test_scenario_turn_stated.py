"""Saving a scenario keeps whether it stated its turn: game004 reads an unstated turn as a game in progress."""

import json

from judge_app.engine.defaults import dump_scenario, parse_scenario, scenario_file_data

BASE = {"game": "game004", "title": "t", "turn_player": "A", "phase": "main",
        "players": [{"id": "A"}, {"id": "B"}]}


def _round_trip(data: dict) -> dict:
    return json.loads(dump_scenario(parse_scenario(data, "<test>")))


def test_an_unstated_turn_stays_unstated_on_save():
    assert "turn" not in _round_trip(BASE)
    assert "turn" not in parse_scenario(_round_trip(BASE), "<test>").model_fields_set


def test_a_stated_first_turn_is_written_even_where_defaults_are_left_out():
    scenario = parse_scenario({**BASE, "turn": 1}, "<test>")
    assert _round_trip({**BASE, "turn": 1})["turn"] == 1
    assert scenario_file_data(scenario, exclude_defaults=True)["turn"] == 1
    assert "turn" not in scenario_file_data(parse_scenario(BASE, "<test>"), exclude_defaults=True)

