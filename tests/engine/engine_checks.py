"""Invariants every game's tests check: the rules a module names exist, its board cells do not overlap,
scenario citations resolve, no card is lost or doubled, stepping back and replaying gives the same run."""

from __future__ import annotations

import json
from collections.abc import Callable
from pathlib import Path
from typing import Any

from judge_app.corpus import Corpus
from judge_app.engine import Stepper, get_game, parse_scenario
from judge_app.engine.kernel.citations import cited_in_source
from judge_app.engine.kernel.expect import check_expectations
from judge_app.engine.kernel.questions import Question
from judge_app.engine.kernel.scenario import Scenario

Pick = Callable[[Question], Any]
CardCheck = Callable[[Stepper, dict[str, Any]], None]


SCENARIOS = Path(__file__).resolve().parents[1] / "scenarios"


def scenario_data(game: str, name: str, *, expect: bool = True) -> dict[str, Any]:
    """A shipped scenario file as data, to vary in a test; ``expect=False`` drops its expectations."""
    data: dict[str, Any] = json.loads((SCENARIOS / game / name).read_text(encoding="utf-8"))
    if not expect:
        data.pop("expect", None)
    return data


# ----- module ------------------------------------------------------------------------------------
def module_citations(corpus: Corpus, game: str) -> set[str]:
    """Every rule id written in the game module's source, each checked to exist in the game's corpus."""
    module = get_game(game)
    cited = cited_in_source(module.source_files(), module.CITATION_PATTERN)
    known = {r.rule_id for r in corpus.get(game).records}
    assert sorted(cited - known) == []
    return cited


def check_setting_specs(corpus: Corpus, game: str) -> None:
    """Each setting defaults to one of its choices and names rules the corpus has."""
    for spec in get_game(game).settings():
        assert spec.default in spec.choices, spec.name
        for rid in spec.rules:
            assert corpus.lookup(game, rid), rid


def check_grid(layout: dict[str, Any]) -> None:
    """No two zones of a board layout share a grid cell."""
    cells: dict[tuple[int, int], str] = {}
    for z in layout["zones"]:
        row, col, rs, cs = z["grid"]
        for r in range(row, row + rs):
            for c in range(col, col + cs):
                assert (r, c) not in cells, f"{z['id']} overlaps {cells.get((r, c))}"
                cells[(r, c)] = z["id"]


# ----- scenario files ----------------------------------------------------------------------------
def run_scenario(scenario: Scenario, corpus: Corpus, version: str | None = None) -> Stepper:
    """Run a scenario file to its end: no error or open question, its expectations met, every citation in the
    corpus (and of ``version`` when given), every card still somewhere."""
    stepper = Stepper(scenario)
    stepper.run()
    assert stepper.error is None
    assert stepper.pending_question is None, stepper.pending_question
    assert check_expectations(stepper) == []
    for step in stepper.steps:
        for ref in step.citations:
            if version is None:
                assert corpus.resolve(ref) is not None, f"step {step.n} cites {ref}, which the corpus does not have"
            else:
                assert ref.version == version, f"step {step.n} cites {ref} in a run under {version}"
                assert corpus.resolve(ref) is not None, f"step {step.n} cites {ref}, which the {version} corpus lacks"
    assert sum(len(v) for v in stepper.state.zones.values()) == len(scenario.card_ids()), "a card was lost or doubled"
    return stepper


# ----- random positions --------------------------------------------------------------------------
def random_pick(rnd: Any) -> Pick:
    """Answer any question at random (ordered questions get a shuffled order), repeatably from ``rnd``."""

    def pick(q: Question) -> Any:
        ids = [o.id for o in q.options]
        if q.ordered:
            rnd.shuffle(ids)
            return ids
        n = rnd.randint(q.min, max(q.min, min(q.max, len(ids))))
        chosen = rnd.sample(ids, n)
        return chosen[0] if q.max == 1 and len(chosen) == 1 else chosen

    return pick


def run_answering(data: dict[str, Any], pick: Pick, rounds: int = 60) -> tuple[Stepper, dict[str, Any]]:
    """Run a position, answering each question it stops at; returns the stepper and the answers given."""
    stepper = Stepper(parse_scenario(data))
    answers: dict[str, Any] = {}
    for _ in range(rounds):
        stepper.run()
        q = stepper.pending_question
        if q is None:
            break
        choice = pick(q)
        answers[q.id] = choice
        stepper.answer(q.id, choice)
    return stepper, answers


def check_cards(stepper: Stepper, data: dict[str, Any]) -> None:
    """Every card of the position is in exactly one zone, and knows which."""
    expected = sorted(c["id"] for p in data["players"] for cs in p["zones"].values() for c in cs)
    placed = sorted(cid for ids in stepper.state.zones.values() for cid in ids)
    assert placed == expected, "a card was lost or duplicated"
    for key, ids in stepper.state.zones.items():
        for cid in ids:
            assert stepper.state.cards[cid].zone == key


def check_run(stepper: Stepper, data: dict[str, Any], answers: dict[str, Any], cards: CardCheck = check_cards) -> None:
    """A finished random run: no error, cards intact at the end and after stepping all the way back, and a fresh
    run with the same answers replays it exactly."""
    assert stepper.error is None, stepper.error
    cards(stepper, data)
    for _ in range(stepper.position):
        stepper.back()
    cards(stepper, data)
    replay = Stepper(parse_scenario({**data, "answers": answers}))
    replay.run()
    stepper.run()
    assert json.dumps(replay.to_json(), sort_keys=True) == json.dumps(stepper.to_json(), sort_keys=True)
