"""game004 cost changes of static abilities (905.2c), beside the printed cost (905.2a) and ⟨X⟩ (905.2d)."""

from __future__ import annotations

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
    assert stepper.error is None and stepper.pending_question is None
    return stepper


def _trashed_energy(stepper: Stepper) -> int:
    return sum(1 for c in stepper.state.in_zone("A", "trash") if c.startswith("ae"))


def test_a_cost_change_works_only_where_its_ability_is_in_force() -> None:
    """Promise (903.1): the Witch in B's hand changes nothing; the Swordsman costs its printed 2."""
    data = _data("72_cost_increase.json")
    b = data["players"][1]["zones"]
    b["hand"].append(b.pop("side1")[0])
    assert _trashed_energy(_run(data)) == 2


def test_the_increase_applies_before_the_reduction() -> None:
    """Promise (905.2c): 1 + 1 - 3 is 0 (the increase first), not 1 (the reduction first, floored, then +1); the
    step says how the cost was worked out."""
    stepper = _run(_data("74_cost_increase_before_reduction.json"))
    assert _trashed_energy(stepper) == 0
    play = next(s for s in stepper.steps if s.action == 0)
    assert "the increase of 1 applied first, then the reduction of 3, never below 0: 0" in play.text_en


def test_an_increase_that_cannot_be_paid_refuses_the_play() -> None:
    """Promise (905.3b): with three energy the Swordsman's cost of 2 + 1 cannot be paid after one is spent."""
    data = _data("72_cost_increase.json")
    data["players"][0]["zones"]["energy"] = data["players"][0]["zones"]["energy"][:2]
    stepper = _run(data)
    refused = [s for s in stepper.steps if s.illegal]
    assert len(refused) == 1 and stepper.state.cards["a-s"].zone == "A.hand"
    cites = {(r.rule_id, role) for r, role in refused[0].cites}
    assert {("905.2c", "requires"), ("905.3b", "forbids")} <= cites


@pytest.mark.parametrize(("kind", "field", "match"), [
    ("auto", {"cost": 1}, r"static\[0\]: only a static"),
    ("static", {"set_power": 3000}, r"static\[0\]\.set_power: game004 does not model"),
])
def test_a_static_effect_game004_would_ignore_is_refused(kind: str, field: dict[str, Any], match: str) -> None:
    """Promise: a cost change (or any static effect) game004 would not apply is a validation error naming the
    field, not a file accepted without effect."""
    data = _data("72_cost_increase.json")
    witch = data["players"][1]["zones"]["side1"][0]
    witch["abilities"][0].update(kind=kind, static=[{"target": {"who": "all"}, **field}])
    with pytest.raises(ScenarioError, match=match):
        parse_scenario(data)


@pytest.mark.parametrize(("field", "value", "match"), [
    ("kind", "statik", r"abilities\[0\]\.kind: unknown ability kind 'statik'.*static"),
    ("keyword", "exp_reductoin", r"abilities\[0\]\.keyword: unknown keyword ability 'exp_reductoin'.*exp_reduction"),
])
def test_a_misspelt_ability_kind_or_keyword_is_refused(field: str, value: str, match: str) -> None:
    """Promise: game004 declares its ability kinds (901.2) and keyword abilities, so a misspelt one, which would
    make a cost change or a replacement silently do nothing, is named with the nearest valid name."""
    data = _data("72_cost_increase.json")
    data["players"][1]["zones"]["side1"][0]["abilities"][0][field] = value
    with pytest.raises(ScenarioError, match=match):
        parse_scenario(data)
