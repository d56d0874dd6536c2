"""game004: continuous effects a scenario starts with (``in_force``), as game004's own effects (902.2b, 911)."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import pytest

from judge_app.engine import Stepper, parse_scenario
from judge_app.engine.games.game004 import MODULE
from judge_app.engine.games.game004.cards import current
from judge_app.engine.kernel.scenario import ScenarioError

SCENARIOS = Path(__file__).resolve().parents[1] / "scenarios" / "game004"


def _data(in_force: list[dict[str, Any]], **more: Any) -> dict[str, Any]:
    """Scenario 82's position (A's Apprentice, power 1000, in the centre; B's Castle Guard, 3000) with other effects."""
    data = json.loads((SCENARIOS / "82_in_force_power_until_mission_end.json").read_text(encoding="utf-8"))
    data.pop("expect", None)
    return {**data, "in_force": in_force, **more}


def _power(cards: list[str], amount: int, **eff: Any) -> dict[str, Any]:
    return {"cards": cards, "effect": {"op": "power", "amount": amount, **eff}}


def test_an_effect_in_force_applies_from_the_first_position() -> None:
    """Promise: setup makes the effect, newer than every card placed (911.3b), so the start already shows it."""
    state = MODULE.setup(parse_scenario(_data([_power(["a-c"], 2000), {
        "cards": ["a-c"], "effect": {"op": "keyword", "keyword": "issen"}}])))
    now = current(state, "a-c")
    assert now["power"] == 3000 and "issen" in now["keywords"]
    assert [e.kind for e in state.effects] == ["power", "keyword"]
    assert all(e.timestamp > state.cards[c].timestamp for e in state.effects for c in e.cards)
    assert all(e.until == "mission_end" for e in state.effects)


def test_the_first_step_says_what_is_in_force_and_cites_its_rules() -> None:
    stepper = Stepper(parse_scenario(_data([{**_power(["a-c"], -500), "source": "a-ev"}])))
    stepper.run()
    first = stepper.steps[0]
    assert "Continuous effects already in force" in first.text_en and "-500" in first.text_en
    assert "Rally" in first.text_en
    assert {r.rule_id for r in first.by_role()["requires"]} >= {"902.2b", "911.3b", "911.4"}


def test_power_becomes_is_fixed_per_card_when_made() -> None:
    """'Its power becomes 5000' leaves the change that made it 5000, as the effect word does."""
    state = MODULE.setup(parse_scenario(_data([_power(["a-c", "b-c"], 5000, becomes=True)])))
    assert current(state, "a-c")["power"] == 5000 and current(state, "b-c")["power"] == 5000
    assert len(state.effects) == 2


def test_an_effect_until_the_end_of_the_mission_phase_ends_there() -> None:
    """Promise (704.9): the +2000 is gone in the charge phase; a permanent one stays."""
    stepper = Stepper(parse_scenario(_data([_power(["a-c"], 2000), _power(["a-c"], 500, until="permanent")],
                                           actions=[])))
    stepper.run()
    assert stepper.state.phase == "charge"
    assert current(stepper.state, "a-c")["power"] == 1500


def test_lost_abilities_in_force_switch_off_a_static_ability() -> None:
    """A character that lost its abilities (903.2b) no longer gives its static power to others."""
    data = _data([{"cards": ["b-c"], "effect": {"op": "text", "lose_all": True}}], actions=[])
    banner = {"id": "b-flag", "name": "旗手", "name_en": "Bannerman",
              "attributes": {"type": "character", "cost": 2, "power": 1000},
              "abilities": [{"kind": "static", "text": "自分の他のキャラのパワー+1000。",
                             "static": [{"target": {"who": "all", "filter": {"controller": "you", "other": True}},
                                         "power": 1000}]}]}
    data["players"][1]["zones"]["side1"] = [banner]
    state = MODULE.setup(parse_scenario(data))
    assert current(state, "b-c")["power"] == 4000
    data["in_force"] = [{"cards": ["b-flag"], "effect": {"op": "text", "lose_all": True}}]
    state = MODULE.setup(parse_scenario(data))
    assert current(state, "b-c")["power"] == 3000


@pytest.mark.parametrize(("entry", "words"), [
    ({"cards": ["b-c"], "effect": {"op": "damage", "amount": 1000}}, ["in_force[0].effect.op", "902.2a"]),
    ({"cards": ["A-hand-1"], "effect": {"op": "power", "amount": 1000}}, ["in_force[0].cards", "911.4"]),
    (_power(["a-c"], 1000, until="end_of_attack"), ["in_force[0].effect.until", "806.6"]),
    (_power(["a-c"], 1000, until="end_of_next_turn"), ["in_force[0].effect.until", "end_of_turn"]),
    ({"cards": ["b-c"], "effect": {"op": "replace", "event": "draw"}}, ["in_force[0].effect.event", "912.1"]),
    ({"cards": ["b-c"], "effect": {"op": "text", "gain": [{"kind": "static"}]}}, ["in_force[0].effect", "lose_all"]),
    (_power(["a-x"], 1000), ["in_force[0].cards", "a-c"]),
])
def test_what_cannot_be_in_force_is_refused_with_the_rule(entry: dict[str, Any], words: list[str]) -> None:
    with pytest.raises(ScenarioError) as err:
        parse_scenario(_data([entry]))
    assert all(w in str(err.value) for w in words), str(err.value)


def test_a_replacement_in_force_with_no_source_named_runs_and_says_so() -> None:
    """Promise: an effect stated as already in force need not name the card that made it; when its replacement
    runs, the step says a card the position does not name made it, instead of the run failing."""
    data = json.loads((SCENARIOS / "83_in_force_replacement_from_earlier_effect.json").read_text(encoding="utf-8"))
    data.pop("expect", None)
    for entry in data["in_force"]:
        entry.pop("source", None)
        entry.pop("controller", None)
    stepper = Stepper(parse_scenario(data))
    stepper.run()
    assert stepper.error is None
    said = [s for s in stepper.steps if "a card the position does not name" in s.text_en]
    assert said and "局面に記されていないカード" in said[0].text_ja
