"""The kernel's replacement-effect mechanism, with no game: declaring, finding, choosing, applying once."""

from __future__ import annotations

from typing import Any

import pytest

from judge_app.corpus import Corpus, RuleSet
from judge_app.corpus.models import Kind, Record, RuleSetInfo
from judge_app.engine.kernel.citations import Citer
from judge_app.engine.kernel.effects import Ability
from judge_app.engine.kernel.game import Context
from judge_app.engine.kernel.questions import NeedAnswer
from judge_app.engine.kernel.replacement import Event, applicable, applied_after, choose, created, declared
from judge_app.engine.kernel.state import Card, ContinuousEffect, GameState, Player


def _corpus() -> Corpus:
    info = RuleSetInfo(game="toy", version="1", title_ja="トイ", title_en="Toy", source="toy.txt", profile="numbered")
    records = [Record(key="9", rule_id="9", kind=Kind.SECTION, title="Replacement"),
               Record(key="9.1", rule_id="9.1", kind=Kind.RULE, parent="9", text="The player chooses the order.")]
    return Corpus(rulesets=[RuleSet(info=info, records=records)])


def _static(instead_of: str, who: str = "self") -> Ability:
    return Ability.model_validate({"kind": "field", "static": [
        {"target": {"who": who}, "instead_of": instead_of, "instead": [{"op": "remove", "target": {"who": who}}]}]})


def _state() -> GameState:
    cards = {
        "a1": Card("a1", "a1", "A", "A", "A.field", {}, (_static("broken"),), timestamp=1),
        "a2": Card("a2", "a2", "A", "A", "A.field", {}, (_static("broken", "choose"), _static("damage"))),
        "b1": Card("b1", "b1", "B", "B", "B.field", {}),
    }
    state = GameState("toy", {"A": Player("A"), "B": Player("B")}, ("A", "B"),
                      {"A.field": ["a1", "a2"], "B.field": ["b1"]}, cards, turn_player="A")
    state.add_effect(ContinuousEffect("e1", "replace", "b1", ("a1",), None, "end_of_turn", 5,
                                      {"event": "broken", "instead": [{"op": "return_to_hand",
                                                                       "target": {"who": "choose"}}]}))
    return state


def _ctx(state: GameState, answers: dict[str, Any] | None = None) -> Context:
    return Context(state, None, answers or {}, Citer("toy", None, _corpus()), {})  # type: ignore[arg-type]


def _everything(state: GameState) -> list[Any]:
    return [*created(state), *declared(state.cards.values(), ("field",), lambda card, ab: True)]


def _self_only(rep: Any, event: Event) -> bool:
    return rep.target.who != "self" or rep.source == event.card


def test_static_and_created_replacements_are_read_with_stable_ids() -> None:
    """Promise: a static ability's replacement is named card:ability, a created one by its effect; both carry
    what happens instead as data and who controls them."""
    found = _everything(_state())
    assert [(r.id, r.event, r.controller, r.static) for r in found] == [
        ("e1", "broken", "B", False), ("a1:0", "broken", "A", True), ("a2:0", "broken", "A", True),
        ("a2:1", "damage", "A", True)]
    assert found[1].instead == ({"op": "remove", "target": found[1].instead[0]["target"]},)


def test_only_abilities_in_force_declare_replacements() -> None:
    """Promise: the game's in_force test decides; an ability it says is not working declares nothing."""
    state = _state()
    assert [r.id for r in declared(state.cards.values(), ("field",), lambda card, ab: card.id != "a1")] == [
        "a2:0", "a2:1"]
    assert declared(state.cards.values(), ("auto",), lambda card, ab: True) == []


def test_applicable_matches_kind_card_and_the_games_affects() -> None:
    """Promise: the event's kind (or the synonyms given), the watched card of a created effect, and the game's
    own matching of a static target decide what applies."""
    state = _state()
    event = Event("broken", card="a1")
    assert [r.id for r in applicable(event, _everything(state), _self_only)] == ["e1", "a1:0", "a2:0"]
    assert [r.id for r in applicable(Event("broken", card="b1"), _everything(state), _self_only)] == ["a2:0"]
    assert [r.id for r in applicable(Event("ko", card="a1"), _everything(state), _self_only,
                                     names=("ko", "broken"))] == ["e1", "a1:0", "a2:0"]
    assert applicable(Event("damage", card="a1"), _everything(state), _self_only) == []


def test_each_replacement_applies_once_to_an_event() -> None:
    """Promise: what happens instead carries the replacements already applied, and they never apply again."""
    state = _state()
    event = Event("broken", card="a1")
    first = applicable(event, _everything(state), _self_only)[1]
    again = Event("broken", card="a1", applied=frozenset(applied_after(event, first)))
    assert [r.id for r in applicable(again, _everything(state), _self_only)] == ["e1", "a2:0"]
    twice = Event("broken", card="a1", applied=frozenset(("e1", "a1:0", "a2:0")))
    assert applicable(twice, _everything(state), _self_only) == []


def test_one_replacement_is_applied_without_a_question() -> None:
    state = _state()
    only = applicable(Event("damage", card="a2"), _everything(state), _self_only)
    assert choose(_ctx(state), only, chooser="A", prompt=("?", "?"), label=lambda r: (r.id, r.id),
                  rules=("9.1",)) == (only[0], False)
    assert choose(_ctx(state), [], chooser="A", prompt=("?", "?"), label=lambda r: (r.id, r.id),
                  rules=("9.1",)) == (None, False)


def test_several_ask_the_chooser_citing_the_rule_as_choice() -> None:
    """Promise: with several, the player the game names is asked; the options are the replacement ids and the
    rule is cited with the role choice, in the question and in the step that follows."""
    state = _state()
    found = applicable(Event("broken", card="a1"), _everything(state), _self_only)
    with pytest.raises(NeedAnswer) as asked:
        choose(_ctx(state), found, chooser="B", prompt=("選ぶ", "choose"), label=lambda r: (r.id, r.id),
               rules=("9.1",))
    q = asked.value.question
    assert (q.id, q.player, [o.id for o in q.options]) == ("replacement#1", "B", ["e1", "a1:0", "a2:0"])
    assert q.cites == [{"ref": "toy:9.1", "role": "choice"}]
    ctx = _ctx(_state(), {"replacement#1": "a1:0"})
    rep, was_choice = choose(ctx, found, chooser="B", prompt=("選ぶ", "choose"), label=lambda r: (r.id, r.id),
                             rules=("9.1",))
    assert (rep.id if rep else None, was_choice) == ("a1:0", True)
    assert ctx.pending_cites() == [("9.1", "choice")]
