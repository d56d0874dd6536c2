"""The pso2 readings of open points: each changes what happens, and the steps that depend on one say so."""

from __future__ import annotations

from pathlib import Path
from typing import Any

from judge_app.engine import Stepper, game_layout, load_scenario

SCENARIOS = Path(__file__).resolve().parents[1] / "scenarios" / "pso2"


def _run(name: str, version: str, **settings: str) -> Stepper:
    scenario = load_scenario(SCENARIOS / name)
    stepper = Stepper(scenario.model_copy(update={"version": version, "settings": {**scenario.settings, **settings}}))
    stepper.run()
    assert stepper.error is None and stepper.pending_question is None
    return stepper


def _noted(stepper: Stepper, setting: str) -> bool:
    return any(f"setting {setting}=" in n for s in stepper.steps for n in s.notes)


def _card(stepper: Stepper, cid: str) -> Any:
    return stepper.state.cards[cid]


def test_partial_illegal_targets_under_18() -> None:
    default = _run("08_partial_illegal_targets.json", "1.8")
    partial = _run("08_partial_illegal_targets.json", "1.8", partial_illegal_18="partial")
    assert _card(default, "b-c2").damage == 0 and _noted(default, "partial_illegal_18")
    assert _card(partial, "b-c2").damage == 2 and _noted(partial, "partial_illegal_18")


def test_armour_nature_under_18() -> None:
    """Promise: under 1.8 the armour-nature setting changes the reading, not the damage, and the steps name both
    conflicting rules as the setting's while only the reading taken grounds the step."""
    rep = _run("04_armour_optional.json", "1.8")
    rp = _run("04_armour_optional.json", "1.8", armour_nature_18="rule_processing")
    cited = {r.rule_id for s in rp.steps for r in s.citations}
    assert "205.5.2.1" in cited and _noted(rp, "armour_nature_18")
    # Both readings are named as the setting's rules; only the reading taken is the ground of the step.
    assert {("205.5.2.1", "setting"), ("506.6.1.2", "setting")} <= {(r.rule_id, role) for s in rep.steps
                                                                   for r, role in s.cites}
    assert ("205.5.2.1", "requires") not in {(r.rule_id, role) for s in rep.steps for r, role in s.cites}
    assert ("205.5.2.1", "requires") in {(r.rule_id, role) for s in rp.steps for r, role in s.cites}
    assert _card(rep, "b-c").damage == _card(rp, "b-c").damage == 1  # the same reduction either way


def test_attacking_ends_reading_under_30() -> None:
    late = _run("09_attacking_after_damage.json", "3.0", attacking_ends="battle_phase_end")
    assert _card(late, "a-c").damage == 3 and _noted(late, "attacking_ends")
    assert _card(_run("09_attacking_after_damage.json", "3.0"), "a-c").damage == 1


def test_cancelled_attack_turns_the_attacker_off() -> None:
    on = _run("15_war_cry_card_destroyed.json", "3.0")
    off = _run("15_war_cry_card_destroyed.json", "3.0", cancelled_attack_off="off")
    assert not _card(on, "a-c").dull and _card(off, "a-c").dull
    assert _noted(on, "cancelled_attack_off") and _noted(off, "cancelled_attack_off")


def test_war_cry_card_gone_under_18() -> None:
    gone = _run("15_war_cry_card_destroyed.json", "1.8")
    kept = _run("15_war_cry_card_destroyed.json", "1.8", war_cry_gone_18="target_unchanged")
    assert _card(gone, "bd1").zone == "B.deck" and _noted(gone, "war_cry_gone_18")
    assert _card(kept, "bd1").zone == "B.discard"  # the attack goes on against the player


def test_facedown_pp_colour_under_18() -> None:
    assert _card(_run("06_facedown_pp_colour.json", "1.8"), "b-new").zone == "B.hand"
    assert _card(_run("06_facedown_pp_colour.json", "1.8", facedown_pp_colour_18="player_colour"),
                 "b-new").zone == "B.front"


def test_row_targets_reading() -> None:
    assert _card(_run("41_back_row_target_setting.json", "3.0"), "b-b").damage == 0
    free = _run("41_back_row_target_setting.json", "3.0", row_targets="any_row")
    assert _card(free, "b-b").zone == "B.discard" and _noted(free, "row_targets")


def test_layout_for_a_board_editor() -> None:
    layout = game_layout("pso2")
    zones = {z["id"]: z for z in layout["zones"]}
    assert {"front", "back", "player", "mag", "pp", "deck", "discard", "hand", "pa"} <= set(zones)
    assert not zones["pa"]["per_player"] and zones["deck"]["hidden"] and zones["front"]["field"]
    cells = [tuple(z["grid"]) for z in layout["zones"]]
    assert len(cells) == len(set(cells))
    names = [s["name"] for s in layout["settings"]]
    assert len(names) == len(set(names)) >= 15
    assert [p["id"] for p in layout["phases"]] == ["start", "draw", "pp", "main", "battle", "end"]


def test_deck_zero_during_a_resolution() -> None:
    kept = _run("51_deck_zero_then_refilled.json", "3.0")
    lost = _run("51_deck_zero_then_refilled.json", "3.0", deck_zero_refilled="loss")
    assert kept.state.result is None and _noted(kept, "deck_zero_refilled")
    assert lost.state.result == {"outcome": "win", "winner": "B", "loser": "A"} and _noted(lost, "deck_zero_refilled")


def test_bad_positions_are_refused_with_reasons() -> None:
    from judge_app.engine import ScenarioError, parse_scenario

    data = {"game": "pso2", "version": "2.0", "title": "t", "turn_player": "A", "phase": "battle",
            "players": [{"id": "A", "zones": {"field": [], "front": [{"id": "x", "name": "x",
                                                                     "attributes": {"type": "monster"}}]}},
                        {"id": "B"}],
            "settings": {"row_targets": "nowhere"}, "actions": [{"player": "A", "type": "block"}]}
    try:
        parse_scenario(data, "bad.json")
    except ScenarioError as exc:
        text = " | ".join(exc.problems)
    else:
        raise AssertionError("accepted")
    for part in ("version:", "zones.field: unknown zone", "attributes.type", "settings.row_targets",
                 "actions[0].type", "combat: a position in the battle phase"):
        assert part in text, part


def _edited(name: str, version: str, edit: Any, **settings: str) -> Stepper:
    import json

    from judge_app.engine import parse_scenario

    data = json.loads((SCENARIOS / name).read_text(encoding="utf-8"))
    edit(data)
    data.update(version=version, settings={**data.get("settings", {}), **settings})
    data.pop("expect_by_version", None)
    stepper = Stepper(parse_scenario(data, name))
    stepper.run()
    assert stepper.error is None and stepper.pending_question is None
    return stepper


def _give_armour(data: dict[str, Any]) -> None:
    b = next(p for p in data["players"] if p["id"] == "B")
    b["zones"]["back"].append({"id": "b-arm", "name": "アーマー", "state": {"equipped_to": "b-c"},
                               "attributes": {"type": "item", "item_kind": "armour", "defence": 1}})
    data["answers"] = {"armour#1": "b-arm"}


def test_armour_against_effect_damage() -> None:
    battle_only = _edited("26_back_row_knock_out.json", "3.0", _give_armour)
    any_damage = _edited("26_back_row_knock_out.json", "3.0", _give_armour, armour_effect_damage="any_damage")
    assert _card(battle_only, "b-c").zone == "B.discard"
    assert _card(any_damage, "b-c").zone == "B.back" and _card(any_damage, "b-c").damage == 1
    assert _card(any_damage, "b-arm").dull


def _attacker_in_back(data: dict[str, Any]) -> None:
    a = next(p for p in data["players"] if p["id"] == "A")
    a["zones"]["back"] = a["zones"].pop("front")


def test_back_row_attacks_reading() -> None:
    allowed = _edited("01_battle_front_row_retreat.json", "3.0", _attacker_in_back)
    forbidden = _edited("01_battle_front_row_retreat.json", "3.0", _attacker_in_back, back_row_attacks="forbidden")
    assert _card(allowed, "b-c").damage == 3 and _noted(allowed, "back_row_attacks")
    assert _card(forbidden, "b-c").damage == 0 and any(s.illegal for s in forbidden.steps)
