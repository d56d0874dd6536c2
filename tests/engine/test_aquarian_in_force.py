"""Effects already in force when an aquarian position starts: made at setup as the module's own continuous effects,
listed by the first step, ended at turn end, and refused where aquarian has no such effect."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest
from engine_checks import scenario_data

from judge_app.engine import ScenarioError, Stepper, load_scenario, parse_scenario

SCENARIOS = Path(__file__).resolve().parents[1] / "scenarios" / "aquarian"
BONUS = "75_in_force_attack_bonus_in_battle.json"


def _data(name: str) -> dict[str, Any]:
    return scenario_data("aquarian", name)


def _problems(data: dict[str, Any]) -> str:
    with pytest.raises(ScenarioError) as caught:
        parse_scenario(data, "bad.json")
    return " | ".join(caught.value.problems)


def test_the_bonus_applies_from_the_first_position_and_the_first_step_says_so() -> None:
    """Promise: setup makes the effect, so the character's attack is already 2 and step 1 names the effect."""
    stepper = Stepper(load_scenario(SCENARIOS / BONUS))
    assert stepper.game.current(stepper.state, "a1")["attack"] == 2
    stepper.run()
    first = stepper.steps[0]
    assert "闘志" in first.text_ja and "attack +1" in first.text_en
    assert {c["ref"] for c in first.cites_json() if c["role"] == "requires"} >= {"aquarian:rs:17-6",
                                                                                 "aquarian:gl:±X"}


def test_without_the_bonus_the_guarder_survives() -> None:
    """Promise: the effect in force is what decides the battle (the same file without it keeps the knight)."""
    data = _data(BONUS)
    data["in_force"] = []
    data.pop("expect")
    stepper = Stepper(parse_scenario(data, "plain.json"))
    stepper.run()
    assert stepper.state.cards["b1"].zone == "B.dominion"


@pytest.mark.parametrize(("entry", "field", "words"), [
    ({"cards": ["a1"], "effect": {"op": "damage", "amount": 1}}, "in_force[0].effect.op", "happens once"),
    ({"cards": ["ax"], "effect": {"op": "power", "amount": 1}}, "in_force[0].cards", "not a character on the field"),
    ({"cards": ["a1"], "effect": {"op": "power", "amount": 1, "until": "permanent"}}, "in_force[0].effect.until",
     "end_of_turn"),
    ({"cards": ["a1"], "effect": {"op": "counters", "counter": "power", "amount": 1}}, "in_force[0].effect.counter",
     "power zone"),
    ({"cards": ["a1"], "effect": {"op": "keyword", "keyword": "sheild"}}, "in_force[0].effect.keyword", "shield"),
    ({"cards": ["a9"], "effect": {"op": "power", "amount": 1}}, "in_force[0].cards", "no card"),
])
def test_an_entry_aquarian_cannot_have_is_refused_naming_the_field(entry: dict[str, Any], field: str,
                                                                     words: str) -> None:
    """Promise: a one-time effect, a card off the field, a duration never ended, a power card written as a counter,
    a misspelt skill and a missing card are each an error naming the field."""
    data = _data(BONUS)
    data["in_force"] = [entry]
    text = _problems(data)
    assert field in text and words in text
