"""pso2 effects already in force at the start (``in_force``): what is accepted, what is refused and why, and how the
effects behave once the run starts."""

from __future__ import annotations

import copy
import json
from pathlib import Path
from typing import Any

import pytest

from judge_app.engine import Stepper, get_game
from judge_app.engine.defaults import parse_scenario
from judge_app.engine.kernel.scenario import ScenarioError

BASE = json.loads((Path(__file__).resolve().parents[1] / "scenarios" / "pso2" / "78_attack_plus_two_in_force.json")
                  .read_text(encoding="utf-8"))


PLUS_TWO = {"cards": ["a-c"], "effect": {"op": "power", "amount": 2, "until": "end_of_turn"}}


def _with(in_force: list[dict[str, Any]], actions: list[dict[str, Any]] | None = None,
          version: str = "3.0") -> dict[str, Any]:
    data = copy.deepcopy(BASE)
    data.update({"in_force": in_force, "version": version, "expect": {"cites": ["103.4.2.2"]},
                 "expect_by_version": {}})
    if actions is not None:
        data["actions"] = actions
    return data


def _run(data: dict[str, Any]) -> Stepper:
    stepper = Stepper(parse_scenario(data, "in_force.json"))
    stepper.run()
    assert stepper.error is None
    return stepper


@pytest.mark.parametrize(("entry", "message"), [
    ({"cards": ["a-c"], "effect": {"op": "damage", "amount": 2}},
     "in_force[0].effect.op: 'damage' is a one-time effect (単発効果) and over once processed"),
    ({"cards": ["a-shifta"], "effect": {"op": "power", "amount": 2}},
     "in_force[0].cards: a-shifta is in the discard, not on the field"),
    ({"cards": ["a-c"], "effect": {"op": "power", "amount": 2, "until": "while_source_on_field"}},
     "in_force[0].effect.until: 'while_source_on_field' is not a duration pso2 ends"),
    ({"cards": ["a-c"], "effect": {"op": "counters", "counter": "charge", "amount": 1}},
     "in_force[0].effect.counter: pso2 has no counters"),
    ({"cards": ["a-c"], "effect": {"op": "power", "amount": {"of": "x"}}},
     "in_force[0].effect.amount: give the number the effect got when it was processed (103.5.1.1)"),
    ({"cards": ["a-c"], "effect": {"op": "power", "amount": 5, "becomes": True}},
     "in_force[0].effect.becomes: pso2 models a change of attack by a number"),
    ({"cards": ["a-c"], "effect": {"op": "keyword", "keyword": "snipr"}},
     "in_force[0].effect.keyword: unknown keyword 'snipr'"),
    ({"cards": ["a-cx"], "effect": {"op": "freeze"}}, "in_force[0].cards: no card 'a-cx'; did you mean 'a-c'"),
])
def test_an_entry_pso2_cannot_have_in_force_is_refused_naming_the_field(entry: dict[str, Any], message: str) -> None:
    with pytest.raises(ScenarioError) as info:
        parse_scenario(_with([entry]), "in_force.json")
    assert any(message in p for p in info.value.problems), info.value.problems


def test_the_first_step_lists_the_effects_and_each_is_newer_than_every_card() -> None:
    """Promise: setup makes the effects after placing the cards (so each is newer), in file order, and the first step
    says what is in force, citing 103.4.2.2 and the rules of each effect."""
    run = _run(_with([{"cards": ["a-c"], "effect": {"op": "power", "amount": 2, "until": "end_of_turn"}},
                      {"cards": ["b-c"], "effect": {"op": "keyword", "keyword": "invincible", "until": "permanent"}}]))
    first = run.steps[0]
    assert first.text_en.startswith("Continuous effects in force at the start: Hunter [a-c]: attack +2 (this turn); "
                                    "Guard [b-c] has invincible (while it stays on the field)")
    assert {"103.4.2.2", "215.3", "302.1", "505.2"} <= {ref.rule_id for ref, _ in first.cites}
    start = get_game("pso2").setup(run.scenario)
    newest_card = max(max(c.timestamp, int(c.flags.get("entered", 0))) for c in start.cards.values())
    stamps = [e.timestamp for e in start.effects]
    assert len(stamps) == 2 and stamps == sorted(stamps) and min(stamps) > newest_card


def test_an_effect_until_the_end_of_the_next_turn_outlasts_this_turns_refresh_step() -> None:
    """Promise: 'until the end of the next turn' in force was made this turn, so the first refresh step keeps it and
    the freeze still stops an attack in the next turn (505.2, 301.3)."""
    data = _with([{"cards": ["b-c"], "effect": {"op": "freeze", "until": "end_of_next_turn"}},
                  {"cards": ["b-c"], "effect": {"op": "power", "amount": -1, "until": "end_of_next_turn"}}],
                 actions=[{"player": "A", "type": "end_phase"},
                          {"player": "B", "type": "attack", "card": "b-c", "targets": ["a-c"]}])
    run = _run(data)
    assert run.state.turn == 4
    assert run.state.cards["b-c"].flags.get("frozen_until") == 4
    assert get_game("pso2").current(run.state, "b-c")["attack"] == 0
    refused = [s for s in run.steps if s.illegal]
    assert len(refused) == 1 and "cannot declare an attack" in refused[0].text_en
    assert any(ref.rule_id == "301.3" and role == "forbids" for ref, role in refused[0].cites)


def test_reduction_in_force_reduces_the_battle_damage() -> None:
    """Promise: a 軽減 effect in force reduces the damage the card is dealt while it lasts (用語集:軽減): 3 less 2."""
    run = _run(_with([PLUS_TWO, {"cards": ["b-c"], "effect": {"op": "prevent_damage", "amount": 2,
                                                              "until": "end_of_turn"}}],
                     actions=[{"player": "A", "type": "attack", "card": "a-c", "targets": ["b-c"]}]))
    assert run.state.cards["b-c"].zone == "B.front" and run.state.cards["b-c"].damage == 1


@pytest.mark.parametrize("version", ["3.0", "1.8"])
def test_a_replacement_in_force_replaces_the_destruction(version: str) -> None:
    """Promise: a replacement in force applies instead of the event it names (103.4.3.1): the guard dealt 3 by the
    boosted attacker goes to its owner's hand, not the discard."""
    replace = {"op": "replace", "event": "destroyed", "until": "end_of_turn",
               "instead": [{"op": "return_to_hand", "target": {"who": "event_card"}}]}
    run = _run(_with([PLUS_TWO, {"cards": ["b-c"], "effect": replace}],
                     actions=[{"player": "A", "type": "attack", "card": "a-c", "targets": ["b-c"]}], version=version))
    assert run.state.cards["b-c"].zone == "B.hand"
