"""fftcg: continuous effects a scenario starts with (``in_force``)."""

from __future__ import annotations

from typing import Any

import pytest

from judge_app.engine.defaults import Stepper, parse_scenario
from judge_app.engine.games.fftcg import MODULE
from judge_app.engine.games.fftcg.cards import current
from judge_app.engine.kernel.scenario import ScenarioError


def _forward(cid: str, power: int, **more: Any) -> dict[str, Any]:
    return {"id": cid, "name": cid, "attributes": {"type": "forward", "element": ["fire"], "cost": 3, "power": power},
            **more}


def _scenario(in_force: list[dict[str, Any]], phase: str = "main1", **more: Any) -> dict[str, Any]:
    return {"game": "fftcg", "title": "in force", "turn": 3, "turn_player": "A", "phase": phase,
            "players": [{"id": "A", "zones": {"forward": [_forward("a-cloud", 7000)],
                                              "backup": [{"id": "a-tifa", "name": "tifa", "attributes": {
                                                  "type": "backup", "element": ["earth"], "cost": 2}}],
                                              "hand": [_forward("a-hand", 5000)], "deck": {"count": 10}}},
                        {"id": "B", "zones": {"forward": [_forward("b-golem", 8000)], "deck": {"count": 10}}}],
            "in_force": in_force, **more}


def test_an_effect_in_force_applies_from_the_first_position() -> None:
    """Promise: setup makes the effect, so the position before any step already shows +2000 and Haste."""
    sc = parse_scenario(_scenario([
        {"cards": ["a-cloud"], "source": "a-tifa", "effect": {"op": "power", "amount": 2000}},
        {"cards": ["a-cloud"], "effect": {"op": "keyword", "keyword": "haste"}}]))
    state = MODULE.setup(sc)
    now = current(state, "a-cloud")
    assert now["power"] == 9000 and "haste" in now["keywords"]
    assert [e.kind for e in state.effects] == ["power", "keyword"]
    assert all(e.timestamp > state.cards[c].timestamp for e in state.effects for c in e.cards)


def test_the_first_step_says_what_is_in_force_and_cites_its_rules() -> None:
    stepper = Stepper(parse_scenario(_scenario(
        [{"cards": ["a-cloud"], "source": "a-tifa", "effect": {"op": "power", "amount": -3000, "becomes": False}}])))
    stepper.run()
    first = stepper.steps[0]
    assert "Continuous effects already in force" in first.text_en and "-3000" in first.text_en
    assert "Tifa" in first.text_en or "a-tifa" in first.text_en
    assert {r.rule_id for r in first.by_role()["requires"]} >= {"11.13.4.1", "11.13.4.2", "11.13.4.9"}


def test_an_effect_until_end_of_turn_ends_in_the_end_phase() -> None:
    """Promise: an in-force effect ends with the others of its kind at cleanup (9.6.1.3)."""
    sc = parse_scenario(_scenario([{"cards": ["a-cloud"], "effect": {"op": "power", "amount": 2000}},
                                   {"cards": ["a-cloud"], "effect": {"op": "power", "amount": 1000,
                                                                     "until": "permanent"}}],
                                   phase="end", step="hand_limit", stop_at={"turn": 4, "phase": "active"}))
    stepper = Stepper(sc)
    stepper.run()
    assert current(stepper.state, "a-cloud")["power"] == 8000
    assert [e.until for e in stepper.state.effects] == ["permanent"]


@pytest.mark.parametrize(("entry", "message"), [
    ({"cards": ["a-cloud"], "effect": {"op": "damage", "amount": 3000}},
     "in_force[0].effect.op: 'damage' happens once and is over"),
    ({"cards": ["a-hand"], "effect": {"op": "power", "amount": 2000}},
     "in_force[0].cards: a-hand is in the hand, not on the field"),
    ({"cards": ["a-tifa"], "effect": {"op": "power", "amount": 2000}},
     "in_force[0].cards: a-tifa is not a forward"),
    ({"cards": ["a-cloud"], "effect": {"op": "power", "amount": {"of": "x"}}},
     "in_force[0].effect.amount: give the number the effect had when it was made"),
    ({"cards": ["a-cloud"], "effect": {"op": "power", "amount": 1000, "until": "while_source_on_field"}},
     "in_force[0].source: an effect lasting while its source is on the field needs a source"),
    ({"cards": ["a-cloud"], "effect": {"op": "keyword", "keyword": "haste", "until": "end_of_next_turn"}},
     "in_force[0].effect.until: 'end_of_next_turn' is not a duration fftcg ends"),
])
def test_an_entry_fftcg_cannot_start_with_is_refused(entry: dict[str, Any], message: str) -> None:
    with pytest.raises(ScenarioError) as info:
        parse_scenario(_scenario([entry]))
    assert any(p.startswith(message) for p in info.value.problems), info.value.problems


def test_a_job_effect_in_force_that_makes_a_forward_lets_a_power_change_reach_it() -> None:
    sc = parse_scenario(_scenario([
        {"cards": ["a-tifa"], "effect": {"op": "job", "card_type": "forward", "power": 3000}},
        {"cards": ["a-tifa"], "effect": {"op": "power", "amount": 2000}}]))
    assert current(MODULE.setup(sc), "a-tifa")["power"] == 5000


def test_a_replacement_in_force_is_applied_by_the_controller_named() -> None:
    """Promise: a replacement made earlier ('the next time it would be broken, instead dull it') keeps working."""
    sc = parse_scenario(_scenario([
        {"cards": ["a-cloud"], "source": "a-tifa", "controller": "A",
         "effect": {"op": "replace", "event": "broken", "until": "next_event",
                    "instead": [{"op": "dull", "target": {"who": "self"}}]}}]))
    state = MODULE.setup(sc)
    assert state.effects[0].data["controller"] == "A" and state.effects[0].until == "next_event"
