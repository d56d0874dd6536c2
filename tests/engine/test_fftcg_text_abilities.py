"""fftcg abilities a text-changing effect gives or takes (11.13.4.6): what may be activated."""

from __future__ import annotations

from typing import Any

from judge_app.engine.defaults import Stepper, parse_scenario

_DRAW = {"kind": "action", "text": "dull: draw a card", "cost": {"dull_self": True},
         "effects": [{"op": "draw", "amount": 1}]}


def _scenario(summon_effect: dict[str, Any], lenna_abilities: list[dict[str, Any]]) -> dict[str, Any]:
    lenna = {"id": "a-lenna", "name": "Lenna", "attributes": {"type": "forward", "element": ["water"], "cost": 3,
                                                             "power": 6000}, "abilities": lenna_abilities}
    sylph = {"id": "a-sylph", "name": "Sylph", "attributes": {"type": "summon", "element": ["water"], "cost": 2},
             "abilities": [{"kind": "summon", "effects": [summon_effect]}]}
    card = {"id": "ah1", "name": "water card", "attributes": {"type": "backup", "element": ["water"], "cost": 2}}
    return {"game": "fftcg", "title": "text", "turn": 3, "turn_player": "A", "phase": "main1",
            "players": [{"id": "A", "zones": {"forward": [lenna], "hand": [sylph, card], "deck": {"count": 5}}},
                        {"id": "B", "zones": {"deck": {"count": 5}}}],
            "actions": [{"player": "A", "type": "cast", "card": "a-sylph", "targets": ["a-lenna"], "payment": ["ah1"]},
                        {"player": "A", "type": "pass"}, {"player": "B", "type": "pass"},
                        {"player": "A", "type": "activate", "card": "a-lenna", "ability": 0}]}


def test_an_action_ability_gained_from_a_text_change_can_be_activated() -> None:
    """Promise: a gained ability is numbered after the printed ones, as on the stack, and can be activated."""
    gain = {"op": "text", "target": {"who": "choose", "filter": {"card_type": ["forward"]}}, "gain": [_DRAW]}
    printed = {"kind": "field", "static": [{"target": {"who": "self"}, "power": 0}]}
    sc = parse_scenario(_scenario(gain, [printed]))
    # The file format numbers only printed abilities; the action names the gained one (index 1) directly.
    sc.actions[3] = sc.actions[3].model_copy(update={"ability": 1})
    stepper = Stepper(sc)
    stepper.run()
    assert not any(s.illegal for s in stepper.steps)
    assert len(stepper.state.in_zone("A", "hand")) == 1
    assert stepper.state.cards["a-lenna"].dull


def test_an_action_ability_lost_to_a_text_change_cannot_be_activated() -> None:
    """Promise: a card that lost its abilities cannot activate them; the refusal cites 11.13.4.6 as forbids."""
    lose = {"op": "text", "target": {"who": "choose", "filter": {"card_type": ["forward"]}}, "lose_all": True}
    stepper = Stepper(parse_scenario(_scenario(lose, [_DRAW])))
    stepper.run()
    refused = [s for s in stepper.steps if s.illegal]
    assert len(refused) == 1
    assert "11.13.4.6" in {r.rule_id for r in refused[0].by_role()["forbids"]}
    assert stepper.state.in_zone("A", "hand") == [] and not stepper.state.cards["a-lenna"].dull
