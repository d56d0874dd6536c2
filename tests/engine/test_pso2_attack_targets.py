"""pso2: an attack is declared against legal opponents, one or (連続射撃) two (506.3.1, 101.2.2, 302.7); a missing,
surplus or illegal target refuses the declaration, cited on both branches, and changes nothing."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import pytest

from judge_app.engine import Stepper, parse_scenario
from judge_app.engine.kernel.options import OptionsQuery
from judge_app.engine.kernel.stepper import Step

SCENARIOS = Path(__file__).resolve().parents[1] / "scenarios" / "pso2"
NO_TARGET = "104_attack_needs_a_legal_target.json"


def _run(actions: list[dict[str, Any]], version: str = "3.0", keywords: list[str] | None = None) -> Stepper:
    data = json.loads((SCENARIOS / NO_TARGET).read_text(encoding="utf-8"))
    data.pop("expect"), data.pop("expect_by_version")
    data["version"], data["actions"] = version, actions
    if keywords is not None:
        attacker = next(c for c in data["players"][0]["zones"]["front"] if c["id"] == "a-c")
        attacker["attributes"]["keywords"] = keywords
    stepper = Stepper(parse_scenario(data))
    stepper.run()
    assert stepper.error is None
    return stepper


def _attack(*targets: str) -> dict[str, Any]:
    return {"player": "A", "type": "attack", "card": "a-c", "targets": list(targets)}


def _roles(step: Step) -> set[tuple[str, str]]:
    return {(r.rule_id, role) for r, role in step.cites}


@pytest.mark.parametrize("version", ["3.0", "1.8"])
def test_an_attack_with_no_target_is_refused_by_506_3_1_and_changes_nothing(version: str) -> None:
    s = _run([_attack()], version)
    refused = [st for st in s.steps if st.illegal]
    assert len(refused) == 1
    roles = _roles(refused[0])
    assert ("506.3.1", "forbids") in roles and ("506.3.1", "permits") not in roles
    assert not s.state.cards["a-c"].dull and s.state.data.get("battle") is None and s.state.phase == "main"
    assert "a-c" in refused[0].text_en  # the sentence names the attacker whose target is missing


def test_a_target_on_the_attackers_own_side_is_refused_by_506_3_1_and_101_2_2() -> None:
    s = _run([_attack("a-pl"), _attack("b-c")])
    refused, declared = (next(st for st in s.steps if st.action == i) for i in (0, 1))
    assert refused.illegal and {("506.3.1", "forbids"), ("101.2.2", "forbids")} <= _roles(refused)
    assert ("506.3.1", "permits") not in _roles(refused)
    assert not declared.illegal and ("506.3.1", "permits") in _roles(declared)
    assert s.state.cards["a-c"].dull  # the legal declaration went ahead


def test_two_targets_need_double_shot_and_two_different_opponents() -> None:
    plain = _run([_attack("b-c", "b-pl")])
    step = next(st for st in plain.steps if st.illegal)
    assert {("506.3.1", "forbids"), ("302.7", "forbids")} <= _roles(step)
    twice = _run([_attack("b-c", "b-c")], keywords=["double_shot"])
    assert [st.illegal for st in twice.steps if st.action == 0] == [True]
    assert not twice.state.cards["a-c"].dull
    shot = _run([_attack("b-c", "b-pl")], keywords=["double_shot"])
    declared = next(st for st in shot.steps if st.action == 0)
    assert not declared.illegal and ("302.7", "permits") in _roles(declared)


def test_the_options_query_still_finds_the_legal_targets() -> None:
    """A refusal for want of a target sends the query on to try each opposing card: both are legal targets."""
    s = _run([_attack()])
    opts = OptionsQuery(s).options(s.steps[0].n)
    aimed = {o.targets for o in opts.legal if o.player == "A" and o.type == "attack" and o.card == "a-c"}
    assert aimed == {("b-c",), ("b-pl",)}


# ----- 506.3.2: an attacker or target made 不適正 in the battle start step ends it at once ---------------------------
ERODES = "105_attacker_gains_erosion_target_becomes_illegal.json"


def _erosion_run(version: str, targets: list[str], keywords: list[str] | None = None) -> Stepper:
    data = json.loads((SCENARIOS / ERODES).read_text(encoding="utf-8"))
    data.pop("expect"), data.pop("expect_by_version")
    data["version"] = version
    data["actions"][0]["targets"] = targets
    if keywords is not None:
        data["players"][0]["zones"]["front"][0]["attributes"]["keywords"] = keywords
    stepper = Stepper(parse_scenario(data))
    stepper.run()
    assert stepper.error is None
    return stepper


def test_a_target_made_illegal_by_erosion_ends_the_battle_start_step() -> None:
    s = _erosion_run("3.0", ["b-c"])
    ended = next(st for st in s.steps if ("506.3.2", "forbids") in _roles(st))
    assert ("302.10", "requires") in _roles(ended) and ended.phase == "battle"
    assert s.state.phase == "main" and s.state.data.get("battle") is None
    assert s.state.cards["b-c"].damage == 0 and not s.state.cards["a-c"].flags.get("attacking")
    assert "erosion" in s.game.current(s.state, "a-c")["keywords"]


def test_ver18_has_no_erosion_so_the_battle_goes_on() -> None:
    s = _erosion_run("1.8", ["b-c"])
    assert not any(r.rule_id == "506.3.2" for st in s.steps for r in st.citations)
    assert s.state.cards["b-c"].damage == 3


def test_one_of_two_targets_made_illegal_is_dropped_and_the_attack_goes_on() -> None:
    s = _erosion_run("3.0", ["b-c", "b-pl"], keywords=["double_shot"])
    assert ("506.3.2", "permits") in {p for st in s.steps for p in _roles(st)}
    assert not any(("506.3.2", "forbids") in _roles(st) for st in s.steps)
    assert s.state.cards["b-c"].damage == 0
    assert len(s.state.in_zone("B", "deck")) == 2  # 3 damage to player B mills three cards (214.2)


def _retreat_run(row_targets: str) -> Stepper:
    """B's front-row target takes 2 damage (HP 4) from A's ability in the battle start step and retreats to the back
    row (213.3.1) while B keeps another character in the front row."""
    data = json.loads((SCENARIOS / NO_TARGET).read_text(encoding="utf-8"))
    data.pop("expect"), data.pop("expect_by_version")
    data["settings"] = {"row_targets": row_targets}
    front = data["players"][1]["zones"]["front"]
    front[0]["attributes"].pop("keywords")
    front.append({"id": "b-f", "name": "前衛", "attributes": {"type": "character", "colour": ["blue"], "cost": 1,
                                                              "attack": 1, "hp": 9}})
    data["players"][0]["zones"]["front"][0]["abilities"] = [{
        "kind": "activated", "text": "⇒相手のキャラ1体に2ダメージを与える。",
        "effects": [{"op": "damage", "amount": 2, "target": {"who": "choose", "count": 1, "filter": {
            "card_type": ["character"], "controller": "opponent"}}}]}]
    data["actions"] = [_attack("b-c"), {"player": "A", "type": "activate", "card": "a-c", "ability": 0,
                                        "targets": ["b-c"], "at": {"phase": "battle", "step": "start"}}]
    stepper = Stepper(parse_scenario(data))
    stepper.run()
    assert stepper.error is None
    return stepper


def test_a_target_that_retreats_behind_an_occupied_front_row_is_illegal_under_front_first() -> None:
    s = _retreat_run("front_first")
    assert s.state.cards["b-c"].zone == "B.back" and s.state.cards["b-c"].damage == 2
    ended = next(st for st in s.steps if ("506.3.2", "forbids") in _roles(st))
    assert any(role == "setting" for _, role in ended.cites)
    assert s.state.phase == "main" and s.state.data.get("battle") is None


def test_under_the_default_reading_a_retreated_target_is_still_attacked() -> None:
    s = _retreat_run("any_row")
    assert not any(("506.3.2", "forbids") in _roles(st) for st in s.steps)
    assert s.state.cards["b-c"].zone == "B.discard"  # 2 + the attack's 3 is lethal on HP 4 (213.3)
