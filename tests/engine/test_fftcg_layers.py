"""Continuous effects by kind (11.13.4.6-11.13.4.13): own first, timestamps, dependency, new objects."""

from __future__ import annotations

from typing import Any

from judge_app.engine import parse_scenario
from judge_app.engine.games.fftcg import MODULE
from judge_app.engine.games.fftcg.cards import keywords, power
from judge_app.engine.games.fftcg.layers import compute, explain
from judge_app.engine.kernel.state import ContinuousEffect, GameState


def _card(cid: str, kind: str = "forward", power_: int | None = 5000, **extra: Any) -> dict[str, Any]:
    attrs: dict[str, Any] = {"type": kind, "element": "fire", "cost": 2}
    if kind == "forward":
        attrs["power"] = power_
    attrs.update(extra.pop("attrs", {}))
    return {"id": cid, "name": cid, "attributes": attrs, **extra}


def _field(*abilities: dict[str, Any]) -> list[dict[str, Any]]:
    return [{"kind": "field", "static": [a]} for a in abilities]


def _state(a_zones: dict[str, list[dict[str, Any]]]) -> GameState:
    data = {"game": "fftcg", "title": "layers", "turn": 3, "turn_player": "A", "phase": "main1",
            "players": [{"id": "A", "zones": a_zones}, {"id": "B", "zones": {}}]}
    return MODULE.setup(parse_scenario(data))


def _add(state: GameState, kind: str, cards: tuple[str, ...], value: Any, source: str | None = None) -> None:
    state.add_effect(ContinuousEffect(state.next_id("e"), kind, source, cards, value, "end_of_turn", state.tick()))


MINE = {"card_type": ["forward"], "controller": "you"}


def test_a_cards_own_effect_applies_before_an_older_one() -> None:
    booster = _card("boost", "backup", abilities=_field({"target": {"who": "all", "filter": MINE}, "power": 1000}))
    setter = _card("self", abilities=_field({"target": {"who": "self"}, "set_power": 2000}))
    state = _state({"backup": [booster], "forward": [setter]})
    assert power(state, state.cards["self"]) == 3000  # set first (own), then +1000, despite the older timestamp
    text, _, rules = explain(state, "self", "power")
    assert text and "11.13.4.7" in rules


def test_set_and_add_follow_timestamps() -> None:
    state = _state({"forward": [_card("f")]})
    _add(state, "power", ("f",), 2000)
    _add(state, "power_set", ("f",), 1000)
    assert power(state, state.cards["f"]) == 1000
    _add(state, "power", ("f",), 3000)
    assert power(state, state.cards["f"]) == 4000


def test_a_dependent_effect_waits_for_the_one_it_depends_on() -> None:
    haste_for_brave = _card("cmd", "backup", abilities=_field(
        {"target": {"who": "all", "filter": {**MINE, "keyword": "brave"}}, "keywords": ["haste"]}))
    state = _state({"backup": [haste_for_brave], "forward": [_card("f", attrs={"keywords": ["brave"]})]})
    assert keywords(state, state.cards["f"]) == {"brave", "haste"}
    _add(state, "keyword", ("f",), ("brave", False))  # newer, but the haste effect depends on it
    assert keywords(state, state.cards["f"]) == set()
    _, _, rules = explain(state, "f", "general")
    assert {"11.13.4.12", "11.13.4.13"} <= set(rules)


def test_jobs_change_before_power() -> None:
    dojo = _card("dojo", "backup", abilities=_field(
        {"target": {"who": "all", "filter": {**MINE, "job": "侍"}}, "power": 2000}))
    state = _state({"backup": [dojo], "forward": [_card("f")]})
    assert power(state, state.cards["f"]) == 5000
    _add(state, "job", ("f",), {"jobs": ["侍"], "replace": False})
    assert power(state, state.cards["f"]) == 7000


def test_losing_all_abilities_removes_field_abilities_and_printed_keywords() -> None:
    lead = _card("lead", "backup", abilities=_field({"target": {"who": "all", "filter": MINE}, "power": 3000}))
    state = _state({"backup": [lead], "forward": [_card("f", attrs={"keywords": ["brave"]})]})
    assert power(state, state.cards["f"]) == 8000
    _add(state, "text", ("lead",), {"lose_all": True, "gain": []})
    assert power(state, state.cards["f"]) == 5000
    _add(state, "text", ("f",), {"lose_all": True, "gain": []})
    assert keywords(state, state.cards["f"]) == set()


def test_an_effect_on_a_card_does_not_follow_it_to_a_new_zone() -> None:
    state = _state({"forward": [_card("f")]})
    _add(state, "power", ("f",), 2000)
    assert power(state, state.cards["f"]) == 7000
    state.move("f", "A.hand")
    state.move("f", "A.forward")
    assert power(state, state.cards["f"]) == 5000  # a new object (7.4)


def test_the_cached_result_follows_every_change() -> None:
    lead = _card("lead", "backup", abilities=_field({"target": {"who": "all", "filter": MINE}, "power": 1000}))
    state = _state({"backup": [lead], "forward": [_card("f")]})
    first = compute(state)
    assert first["f"].power == 6000
    state.move("lead", "A.break")
    assert compute(state)["f"].power == 5000
    clone = state.clone()
    _add(clone, "power", ("f",), 1000)
    assert compute(clone)["f"].power == 6000
    assert compute(state)["f"].power == 5000
