"""Each game004 open-rule setting changes what happens, and the affected steps name it in their notes."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

import pytest
from engine_checks import scenario_data

from judge_app.engine import Stepper, parse_scenario


def _data(name: str) -> dict[str, Any]:
    return scenario_data("game004", name, expect=False)


def _run(data: dict[str, Any], **settings: str) -> Stepper:
    data = {**data, "settings": {**data.get("settings", {}), **settings}}
    stepper = Stepper(parse_scenario(data))
    stepper.run()
    assert stepper.error is None and stepper.pending_question is None, stepper.pending_question
    return stepper


def _zone(card: str) -> Callable[[Stepper], Any]:
    return lambda s: s.state.cards[card].zone


def _dull(card: str) -> Callable[[Stepper], Any]:
    return lambda s: s.state.cards[card].dull


def _with_b_second_character(data: dict[str, Any]) -> dict[str, Any]:
    b = data["players"][1]["zones"]
    b["center"] = [{"id": "b-two", "name": "槍兵", "attributes": {"type": "character", "cost": 1, "power": 1000}}]
    data["answers"] = {"battle_target#1": "b-two"}
    return data


def _b_slides_the_attacker(data: dict[str, Any]) -> dict[str, Any]:
    data["actions"][1]["card"] = "a-c"
    return data


def _encounter_on_top(data: dict[str, Any]) -> dict[str, Any]:
    top = data["players"][0]["zones"]["deck"][4]
    top["abilities"] = [{"kind": "auto", "keyword": "encounter"}]
    data["answers"] = {"area#1": "side1"}
    return data


CASES: list[tuple[str, str, str, Callable[[dict[str, Any]], dict[str, Any]] | None, Callable[[Stepper], Any]]] = [
    ("mission_loss_reading", "opponent_missions", "18_all_missions_cleared_win.json", None, lambda s: s.state.result),
    ("effect_sleep_missions", "applies", "45_sleep_instruction_on_mission.json", None, _dull("B-m1")),
    ("lanes", "single_lane", "06_attack_empty_lane.json", None, _zone("b-s")),
    ("slide_adjacency", "any_area", "50_slide_adjacency_setting.json", None, _zone("b-s")),
    ("block_slide_owner", "any", "26_block_slide.json", _b_slides_the_attacker, _zone("a-c")),
    ("keep_counts_as_hand", "yes", "24_keep_and_charge.json", None, _zone("ad3")),
    ("engage_placement", "area", "59_engage_needs_a_character.json", None, _zone("a-eng")),
    ("turn_end_triggers", "never", "56_end_of_turn_trigger.json", None, _zone("ad1")),
    ("attack_success_timing", "step_start", "52_attack_success_after_806_1.json", None,
     lambda s: any(r.rule_id == "1118.2" for st in s.steps for r in st.citations)),
    ("mission_check", "player_action", "17_mission_check_and_clear.json", None,
     lambda s: s.state.cards["A-m1"].face_up),
    ("mission_counting", "clear_after_check", "54_counting_before_check.json", None,
     lambda s: s.state.cards["A-m1"].face_up),
    ("unmet_checked_missions", "stay_checked", "20_checked_mission_not_cleared.json", None, _dull("A-m1")),
    ("illegal_character_keeps", "oldest", "12_equal_cost_replaces_old.json", None, _zone("a-new")),
    ("several_in_lane", "all", "51_single_lane_reading.json", _with_b_second_character, _zone("b-s")),
    ("setup_abilities", "active", "01_setup_first_player.json", _encounter_on_top, _zone("a-top")),
    ("attack_end_event", "battle_end_only", "61_end_of_attack_trigger.json", None, _zone("ad2")),
    ("attack_end_loop", "806.3", "62_boost_ends_after_battle.json", None,
     lambda s: any(r.rule_id == "102.6" for st in s.steps for r in st.citations)),
    ("chant_trigger", "attack", "35_chant.json", None, lambda s: [st.notes for st in s.steps if st.notes][-1:]),
    ("ko_replacements", "not_from_leaving_cards", "78_ko_replacements_together.json", None, _zone("b-s")),
]


@pytest.mark.parametrize(("name", "other", "scenario", "change", "probe"), CASES, ids=[c[0] for c in CASES])
def test_the_other_reading_changes_the_outcome(name: str, other: str, scenario: str,
                                               change: Callable[[dict[str, Any]], dict[str, Any]] | None,
                                               probe: Callable[[Stepper], Any]) -> None:
    from judge_app.engine import get_game

    spec = next(s for s in get_game("game004").settings() if s.name == name)
    data = _data(scenario)
    if change is not None:
        data = change(data)
    data.setdefault("settings", {}).pop(name, None)
    default = _run(data, **{name: spec.default})
    alternative = _run(data, **{name: other})
    assert probe(default) != probe(alternative)
    notes = [n for s in (default, alternative) for st in s.steps for n in st.notes]
    assert any(f"setting {name}=" in n for n in notes), f"no step names the setting {name}"
