"""game004 replacement effects of static (常在) abilities on the kernel mechanism (902.2c, 912)."""

from __future__ import annotations

import copy
from typing import Any

import pytest
from engine_checks import scenario_data

from judge_app.engine import Stepper, parse_scenario
from judge_app.engine.kernel.scenario import ScenarioError


def _data(name: str) -> dict[str, Any]:
    return scenario_data("game004", name, expect=False)


def _run(data: dict[str, Any]) -> Stepper:
    stepper = Stepper(parse_scenario(data))
    stepper.run()
    assert stepper.error is None
    return stepper


def _b_card(data: dict[str, Any], cid: str) -> dict[str, Any]:
    return next(c for z in data["players"][1]["zones"].values() for c in z if c["id"] == cid)


def test_the_turn_player_chooses_even_for_the_opponents_replacements() -> None:
    """Promise (912.2): with two static replacements on B's character in A's turn, the question goes to A, the
    options are both abilities, and the rule is cited as the choice."""
    data = _data("70_turn_player_orders_static_replacements.json")
    data.pop("answers")
    q = _run(data).pending_question
    assert q is not None
    assert (q.kind, q.player, sorted(o.id for o in q.options)) == ("replacement", "A", ["b-g:0", "b-w:0"])
    assert q.cites == [{"ref": "game004:912.2", "role": "choice"}]


def test_the_other_choice_removes_the_card() -> None:
    """Promise: choosing the Warden's replacement removes the Guard (1111.1); the Guard's own no longer applies,
    as the KO it replaces never happened (912.1)."""
    data = _data("70_turn_player_orders_static_replacements.json")
    data["answers"] = {"replacement#1": "b-w:0"}
    stepper = _run(data)
    assert stepper.state.cards["b-g"].zone == "B.remove"
    assert stepper.state.counters.get("q:replacement") == 1


def test_a_replacement_whose_card_left_the_area_does_not_apply() -> None:
    """Promise (903.1, 911.3a): a static ability works only where its card is; the Warden in the hand replaces
    nothing, so the Guard's own replacement applies without a question."""
    data = _data("70_turn_player_orders_static_replacements.json")
    data.pop("answers")
    b = data["players"][1]["zones"]
    b["hand"].append(b.pop("side2")[0])
    stepper = _run(data)
    assert stepper.pending_question is None
    assert stepper.state.cards["b-g"].zone == "B.hand"


def test_a_lost_ability_replaces_nothing() -> None:
    """Promise (903.2b): the Ghost's replacement is gone once it loses its abilities, so it is KO'd to energy."""
    data = _data("69_static_replacement_remove_instead.json")
    sentry = _b_card(data, "b-g")
    sentry["abilities"][0]["effects"].insert(0, {"op": "text", "target": {"who": "event_card"}, "lose_all": True})
    stepper = _run(data)
    assert stepper.state.cards["a-g"].zone == "A.energy"


def test_the_replacement_is_not_applied_again_to_what_replaced_the_event() -> None:
    """Promise (912.1): 1000 damage instead of 5000, once; without the once rule it would replace itself forever."""
    stepper = _run(_data("71_replacement_applies_once.json"))
    assert stepper.state.cards["b-ar"].damage == 1000
    assert sum(1 for s in stepper.steps if any(r.rule_id == "912.1" for r in s.citations)) == 1


@pytest.mark.parametrize(("kind", "event"), [("static", "draw"), ("auto", "ko")])
def test_a_replacement_that_cannot_work_is_refused_by_name(kind: str, event: str) -> None:
    """Promise: an event game004 cannot replace, or a replacement on anything but a static ability, is a
    validation error naming the field, not a card text silently ignored."""
    data = _data("69_static_replacement_remove_instead.json")
    ghost = copy.deepcopy(data["players"][0]["zones"]["center"][0])
    ghost["abilities"][0].update(kind=kind, static=[{"target": {"who": "self"}, "instead_of": event,
                                                     "instead": [{"op": "remove", "target": {"who": "self"}}]}])
    data["players"][0]["zones"]["center"] = [ghost]
    with pytest.raises(ScenarioError, match=r"abilities\[0\]\.static\[0\]"):
        parse_scenario(data)
