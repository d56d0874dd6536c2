"""fftcg replacement effects from field abilities: which cards they watch, and what a scenario may declare."""

from __future__ import annotations

from typing import Any

import pytest

from judge_app.engine import parse_scenario
from judge_app.engine.games.fftcg import MODULE
from judge_app.engine.games.fftcg.effects import find_replacement, replacements
from judge_app.engine.kernel.effects import Ability
from judge_app.engine.kernel.scenario import ScenarioError
from judge_app.engine.kernel.state import ContinuousEffect


def _guard(static: dict[str, Any], kind: str = "field") -> dict[str, Any]:
    return {"id": "a-guard", "name": "guard", "attributes": {"type": "forward", "element": "fire", "power": 5000},
            "abilities": [{"kind": kind, "static": [static]}]}


def _scenario(guard: dict[str, Any]) -> dict[str, Any]:
    other = {"id": "a-other", "name": "other", "attributes": {"type": "forward", "element": "fire", "power": 4000}}
    foe = {"id": "b-foe", "name": "foe", "attributes": {"type": "forward", "element": "ice", "power": 4000}}
    return {"game": "fftcg", "title": "replacements", "turn": 3, "turn_player": "A", "phase": "main1",
            "players": [{"id": "A", "zones": {"forward": [guard, other]}}, {"id": "B", "zones": {"forward": [foe]}}]}


def test_a_field_replacement_watches_the_cards_its_target_names() -> None:
    """Promise: 'self' watches its own card only; 'all' with a filter watches each matching card on the field."""
    own = _guard({"target": {"who": "self"}, "instead_of": "broken",
                  "instead": [{"op": "dull", "target": {"who": "self"}}]})
    state = MODULE.setup(parse_scenario(_scenario(own)))
    assert find_replacement(state, "a-guard", "broken") is not None
    assert find_replacement(state, "a-other", "broken") is None
    assert find_replacement(state, "a-guard", "damage") is None
    mine = _guard({"target": {"who": "all", "filter": {"card_type": ["forward"], "controller": "you"}},
                   "instead_of": "damage", "instead": []})
    state = MODULE.setup(parse_scenario(_scenario(mine)))
    assert {r.source for r in replacements(state, "a-other", "damage")} == {"a-guard"}
    assert replacements(state, "b-foe", "damage") == []
    assert replacements(state, "a-other", "damage", applied=["a-guard:0"]) == []


def test_a_field_replacement_stops_when_its_card_loses_the_ability_or_the_field() -> None:
    """Promise: a replacement is in force only while its card is on the field and has the ability after continuous
    effects (11.13.5.1)."""
    guard = _guard({"target": {"who": "self"}, "instead_of": "broken", "instead": []})
    state = MODULE.setup(parse_scenario(_scenario(guard)))
    assert find_replacement(state, "a-guard", "broken") is not None
    state.add_effect(ContinuousEffect("e1", "text", "b-foe", ("a-guard",), {"lose_all": True, "gain": []},
                                      "end_of_turn", state.tick()))
    assert find_replacement(state, "a-guard", "broken") is None
    state.remove_effect("e1")
    assert find_replacement(state, "a-guard", "broken") is not None
    state.move("a-guard", "A.break")
    assert find_replacement(state, "a-guard", "broken") is None


@pytest.mark.parametrize(("static", "kind", "field", "says"), [
    ({"target": {"who": "self"}, "instead_of": "attack", "instead": []}, "field", "instead_of", "broken, damage"),
    ({"target": {"who": "self"}, "instead_of": "broken", "instead": []}, "auto", "instead_of", "field ability"),
    ({"target": {"who": "choose"}, "instead_of": "broken", "instead": []}, "field", "target.who", "self, equipped"),
])
def test_a_replacement_fftcg_cannot_apply_is_refused(static: dict[str, Any], kind: str, field: str,
                                                      says: str) -> None:
    """Promise: a replacement written so it would silently never apply is a validation error naming the field."""
    with pytest.raises(ScenarioError) as err:
        parse_scenario(_scenario(_guard(static, kind)))
    assert f"static[0].{field}" in str(err.value) and says in str(err.value)


def test_a_move_off_the_field_is_also_each_wider_event() -> None:
    """Promise: a replacement waiting for a card to be put into the break zone or to leave the field also waits for
    its break (15.1.1.3.1); one waiting for a break does not stand in for a return to hand."""
    wide = _guard({"target": {"who": "self"}, "instead_of": "leaves_field", "instead": []})
    state = MODULE.setup(parse_scenario(_scenario(wide)))
    for event in ("broken", "put_into_break_zone", "returned_to_hand", "removed", "leaves_field"):
        assert find_replacement(state, "a-guard", event) is not None, event
    assert find_replacement(state, "a-guard", "damage") is None
    zone = _guard({"target": {"who": "self"}, "instead_of": "put_into_break_zone", "instead": []})
    state = MODULE.setup(parse_scenario(_scenario(zone)))
    assert find_replacement(state, "a-guard", "broken") is not None
    assert find_replacement(state, "a-guard", "returned_to_hand") is None
    narrow = _guard({"target": {"who": "self"}, "instead_of": "broken", "instead": []})
    state = MODULE.setup(parse_scenario(_scenario(narrow)))
    assert find_replacement(state, "a-guard", "put_into_break_zone") is None


def test_a_replacement_gained_by_a_text_change_applies_while_the_card_has_it() -> None:
    """Promise: a field ability gained from a text-changing effect replaces like a printed one, named by its index
    after the printed abilities, and stops when the effect ends."""
    scenario = _scenario({"id": "a-guard", "name": "guard",
                          "attributes": {"type": "forward", "element": "fire", "power": 5000}})
    state = MODULE.setup(parse_scenario(scenario))
    assert find_replacement(state, "a-guard", "broken") is None
    gained = Ability.model_validate({"kind": "field", "static": [
        {"target": {"who": "self"}, "instead_of": "broken", "instead": []}]})
    state.add_effect(ContinuousEffect("e1", "text", "b-foe", ("a-guard",), {"lose_all": False, "gain": [gained]},
                                      "end_of_turn", state.tick()))
    rep = find_replacement(state, "a-guard", "broken")
    assert rep is not None and rep.id == "a-guard:0" and rep.source == "a-guard"
    state.remove_effect("e1")
    assert find_replacement(state, "a-guard", "broken") is None
