"""The kernel's reading, making and listing of effects in force at the start, with a game's rules as data."""

from __future__ import annotations

from dataclasses import replace
from typing import Any

import pytest

from judge_app.engine.kernel import in_force
from judge_app.engine.kernel.citations import refusal
from judge_app.engine.kernel.in_force import Entry, InForceRules, fixed, lasting, named, reached
from judge_app.engine.kernel.messages import Messages
from judge_app.engine.kernel.scenario import CardSpec, InForceSpec, Scenario
from judge_app.engine.kernel.state import Card, GameState, Player

RULES = InForceRules(
    words=("power", "keyword"), durations=("end_of_turn",), reach=("field",),
    one_shot=refusal("{op!r} is over once done; words: {words}", "R1"), no_cards=refusal("name them", "R2"),
    unreachable=refusal("{card} is in the {zone}", "R3", "R3.1"), variable_amount=refusal("a number"),
    bad_duration=refusal("{until!r} does not end; one of {durations}", "R5"))


def _scenario(*entries: dict[str, Any]) -> Scenario:
    cards = {"field": [{"id": "f1", "name": "F1", "attributes": {"type": "unit"}}],
             "hand": [{"id": "h1", "name": "H1"}]}
    return Scenario.model_validate({"game": "toy", "title": "t", "turn_player": "A", "phase": "main",
                                    "players": [{"id": "A", "zones": cards}], "in_force": list(entries)})


def _problems(entry: dict[str, Any], rules: InForceRules = RULES) -> list[str]:
    return rules.problems(_scenario(entry))


def test_a_continuous_entry_on_a_card_the_effects_reach_has_no_problem() -> None:
    assert _problems({"cards": ["f1"], "effect": {"op": "power", "amount": 2}}) == []


@pytest.mark.parametrize(("entry", "expected"), [
    ({"cards": ["f1"], "effect": {"op": "damage", "amount": 1}},
     ["in_force[0].effect.op: 'damage' is over once done; words: power, keyword (R1)"]),
    ({"cards": [], "effect": {"op": "power", "amount": 2}}, ["in_force[0].cards: name them (R2)"]),
    ({"cards": ["h1"], "effect": {"op": "power", "amount": 2}}, ["in_force[0].cards: h1 is in the hand (R3, R3.1)"]),
    ({"cards": ["f1"], "effect": {"op": "power", "amount": {"of": "x"}}}, ["in_force[0].effect.amount: a number"]),
    ({"cards": ["f1"], "effect": {"op": "keyword", "keyword": "k", "until": "permanent"}},
     ["in_force[0].effect.until: 'permanent' does not end; one of end_of_turn (R5)"]),
])
def test_each_refusal_is_the_games_sentence_after_the_field_it_names(entry: dict[str, Any],
                                                                    expected: list[str]) -> None:
    assert _problems(entry) == expected


def test_a_word_that_is_not_continuous_says_only_that() -> None:
    assert _problems({"cards": ["h1"], "effect": {"op": "damage", "amount": {"of": "x"}}}) == \
        ["in_force[0].effect.op: 'damage' is over once done; words: power, keyword (R1)"]


def test_a_card_the_scenario_lacks_is_left_to_the_modules_own_check() -> None:
    assert _problems({"cards": ["nope"], "effect": {"op": "power", "amount": 1}}) == []


def test_the_games_checks_run_in_its_order_and_its_card_test_only_on_cards_in_reach() -> None:
    def unit_only(entry: Entry, cid: str, card: CardSpec) -> list[str]:
        return [] if card.attributes.get("type") == "unit" else [f"{entry.where}.cards: {cid} is not a unit"]

    def extra(rules: InForceRules, entry: Entry) -> list[str]:
        return [f"{entry.where}: extra"]

    rules = replace(RULES, card_check=unit_only, checks=(lasting, extra, fixed, reached, named))
    entry = {"cards": ["h1"], "effect": {"op": "power", "amount": {"of": "x"}, "until": "permanent"}}
    assert _problems(entry, rules) == [
        "in_force[0].effect.until: 'permanent' does not end; one of end_of_turn (R5)", "in_force[0]: extra",
        "in_force[0].effect.amount: a number", "in_force[0].cards: h1 is in the hand (R3, R3.1)"]
    no_unit = _scenario({"cards": ["f1"], "effect": {"op": "power", "amount": 1}})
    no_unit.players[0].zones["field"][0].attributes["type"] = "other"
    assert rules.problems(no_unit) == ["in_force[0]: extra", "in_force[0].cards: f1 is not a unit"]


def test_reach_can_be_limited_to_some_words_and_an_unstated_duration_given() -> None:
    rules = replace(RULES, reach_words=("keyword",), unstated_until="end_of_turn", words=("power", "keyword", "freeze"))
    assert _problems({"cards": ["h1"], "effect": {"op": "power", "amount": 1}}, rules) == []
    assert _problems({"cards": ["h1"], "effect": {"op": "keyword", "keyword": "k"}}, rules) == \
        ["in_force[0].cards: h1 is in the hand (R3, R3.1)"]
    assert _problems({"cards": ["f1"], "effect": {"op": "freeze"}}, rules) == []
    assert _problems({"cards": ["f1"], "effect": {"op": "freeze"}}, replace(rules, unstated_until=None)) == \
        ["in_force[0].effect.until: None does not end; one of end_of_turn (R5)"]


def _state() -> GameState:
    cards = {cid: Card(cid, cid, "A", "A", zone, {}) for cid, zone in (("f1", "A.field"), ("h1", "A.hand"))}
    return GameState("toy", {"A": Player("A")}, ("A",), {"A.field": ["f1"], "A.hand": ["h1"]}, cards)


def test_make_adds_each_effect_newer_than_the_cards_in_file_order_and_queues_the_listing() -> None:
    state = _state()
    state.tick()  # a card placed before
    scenario = _scenario({"cards": ["f1"], "effect": {"op": "power", "amount": 2}, "source": "h1"},
                         {"cards": ["f1"], "effect": {"op": "keyword", "keyword": "k"}})

    def effects(state: GameState, spec: InForceSpec) -> list[in_force.Made]:
        return [(spec.effect.op, tuple(spec.cards), None, "end_of_turn", {"n": 1})]

    in_force.make(state, scenario, effects)
    assert [(e.kind, e.source, e.cards, e.timestamp, e.data) for e in state.effects] == [
        ("power", "h1", ("f1",), 2, {"n": 1}), ("keyword", None, ("f1",), 3, {"n": 1})]
    task = state.agenda[-1]
    assert task.kind == "in_force"
    assert [(m["effect"]["op"], m["cards"], m["source"]) for m in task.args["made"]] == [
        ("power", ["f1"], "h1"), ("keyword", ["f1"], None)]


def test_make_does_nothing_without_entries() -> None:
    state = _state()
    in_force.make(state, _scenario(), lambda s, f: [])
    assert state.effects == [] and state.agenda == []


def test_the_listing_joins_each_entry_names_its_source_and_gathers_the_rules() -> None:
    say = Messages({"in_force_at_start": ("開始時: {parts}", "At the start: {parts}"),
                    "in_force_from": ("{source}の{clause}", "{clause} (from {source})"),
                    "c": ("{x}ja", "{x}en")})
    state = _state()
    made = [{"x": "1", "source": "h1"}, {"x": "2", "source": "gone"}]

    def describe(entry: Any) -> tuple[tuple[str, str], tuple[str, ...]]:
        clause = in_force.made_by(state, entry, say("c", x=entry["x"]), say, lambda c: (c.id, c.id.upper()))
        return clause, (f"r{entry['x']}",)

    text, rules = in_force.listing(made, describe, say, ("、", " / "))
    assert text == ("開始時: h1の1ja、2ja", "At the start: 1en (from H1) / 2en")
    assert rules == ["r1", "r2"]
