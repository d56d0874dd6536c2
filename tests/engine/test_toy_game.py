"""The toy game of docs/engine.md ("Adding a game") runs through the kernel like any shipped game."""

from __future__ import annotations

from typing import Any

import pytest
from toy_game import MODULE

from judge_app.corpus import Corpus, RuleSet
from judge_app.corpus.models import Kind, Record, RuleSetInfo
from judge_app.engine.kernel.citations import cited_in_source
from judge_app.engine.kernel.scenario import ScenarioError, parse_scenario
from judge_app.engine.kernel.stepper import Stepper

GAMES = {"toy": MODULE}


def _corpus() -> Corpus:
    """A two-record rules document for the toy game, built here instead of shipped."""
    info = RuleSetInfo(game="toy", version="1", title_ja="トイルール", title_en="Toy rules", source="toy.txt",
                       profile="numbered")
    records = [Record(key="1", rule_id="1", kind=Kind.SECTION, title="Playing cards"),
               Record(key="1.1", rule_id="1.1", kind=Kind.RULE, parent="1",
                      text="A player plays a card by putting it from their hand onto the field.")]
    return Corpus(rulesets=[RuleSet(info=info, records=records)])


def _data(**extra: Any) -> dict[str, Any]:
    card = {"id": "a-cat", "name": "ねこ", "name_en": "Cat", "attributes": {"type": "creature"}}
    return {"game": "toy", "title": "toy", "turn": 1, "turn_player": "A", "phase": "main",
            "players": [{"id": "A", "zones": {"hand": [card]}}, {"id": "B", "zones": {}}],
            "actions": [{"player": "A", "type": "play", "card": "a-cat"}], **extra}


def test_the_toy_game_plays_a_card_and_cites_its_rule() -> None:
    """Promise: a game module the app does not ship runs through the kernel Stepper when it is handed in with its
    own corpus: one step, citing toy:1.1, the card moved, no scripted action left unused."""
    corpus = _corpus()
    scenario = parse_scenario(_data(), "toy.json", games=GAMES, corpus=corpus)
    stepper = Stepper(scenario, game=MODULE, corpus=corpus)
    stepper.run()
    assert stepper.error is None and stepper.done
    assert [s.citation_strings() for s in stepper.steps] == [["toy:1.1"]]
    assert stepper.steps[0].text_en == "player A plays ねこ onto the field" and not stepper.steps[0].notes
    final = stepper.final_json()
    assert final["zones"]["A.field"] == ["a-cat"] and final["zones"]["A.hand"] == []
    assert final["unused_actions"] == []
    stepper.back()
    assert stepper.state.zones["A.hand"] == ["a-cat"]


def test_the_toy_game_is_checked_against_its_declaration() -> None:
    """Promise: the kernel's one validation reads the toy's declaration: an undeclared action, zone or phase is
    refused, naming the place."""
    bad = _data(phase="combat", actions=[{"player": "A", "type": "attack", "card": "a-cat"}])
    bad["players"][1]["zones"] = {"graveyard": []}
    with pytest.raises(ScenarioError) as err:
        parse_scenario(bad, "toy.json", games=GAMES, corpus=_corpus())
    assert err.value.problems == [
        "phase: 'combat' is not one of ['main']",
        "players[B].zones.graveyard: unknown zone; toy zones are ['field', 'hand']",
        "actions[0].type: 'attack' is not one of ['play']",
    ]


def test_the_toy_game_declares_a_complete_vocabulary() -> None:
    """Promise: the toy declares every kernel effect word (here: all as not modelled), so the vocabulary check
    passes, and its rule ids are found in its source by its citation pattern."""
    assert MODULE.check_vocabulary() == []
    assert cited_in_source(MODULE.source_files(), MODULE.CITATION_PATTERN) == {"1.1"}


def test_effects_in_force_are_refused_by_a_game_that_cannot_apply_them() -> None:
    """Promise: a game that does not declare IN_FORCE refuses a scenario's effects in force with one line, rather
    than running without them (every shipped game applies them; the toy does not)."""
    data = _data(in_force=[{"cards": ["a-cat"], "effect": {"op": "power", "amount": 2000, "until": "end_of_turn"}}])
    with pytest.raises(ScenarioError) as info:
        parse_scenario(data, "toy.json", games=GAMES, corpus=_corpus())
    assert ("in_force: effects already in force at the start are not supported in toy yet; script the action "
            "that creates the effect instead") in info.value.problems
