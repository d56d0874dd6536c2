"""Does each ruling still hold? Re-run its position, and follow its citations to the newest rules.

Outcomes per ruling:

- ``holds``: the scenario ran and met every expectation;
- ``changed``: the scenario ran and the engine now reaches a different result;
- ``cannot_run``: the scenario is broken (unreadable, invalid, no expectations, an engine error),
  or its game has no engine module yet (``engine_missing``: reported, not a failure);
- ``no_scenario``: nothing to run; only the citations are checked.

A ruling fails when its outcome is ``changed`` or a broken ``cannot_run``, or when a citation
is missing from its own version or changed, moved or removed by the newest version.
"""

from __future__ import annotations

from enum import StrEnum
from typing import Any

from pydantic import BaseModel

from judge_app.corpus import Corpus
from judge_app.engine import ScenarioError, Stepper, list_games, parse_scenario
from judge_app.engine.kernel.expect import check_expectations
from judge_app.rulings.drift import CitationCheck, DriftChecker
from judge_app.rulings.model import Ruling
from judge_app.rulings.store import RulingError, scenario_data


class Outcome(StrEnum):
    HOLDS = "holds"
    CHANGED = "changed"
    CANNOT_RUN = "cannot_run"
    NO_SCENARIO = "no_scenario"


class RulingReport(BaseModel):
    ruling_id: str
    game: str
    version: str
    path: str | None = None
    outcome: Outcome
    engine_missing: bool = False
    problems: list[str] = []
    steps: int = 0
    citations: list[CitationCheck] = []

    @property
    def flagged_citations(self) -> list[CitationCheck]:
        return [c for c in self.citations if c.needs_attention]

    @property
    def failed(self) -> bool:
        if self.outcome is Outcome.CHANGED or (self.outcome is Outcome.CANNOT_RUN and not self.engine_missing):
            return True
        return bool(self.flagged_citations)


def run_scenario(ruling: Ruling) -> tuple[Outcome, list[str], int, bool]:
    """Run the ruling's scenario: (outcome, problems, steps taken, engine missing)."""
    try:
        found = scenario_data(ruling)
    except RulingError as exc:
        return Outcome.CANNOT_RUN, [str(exc)], 0, False
    if found is None:
        return Outcome.NO_SCENARIO, [], 0, False
    data, source = found
    game = data.get("game", ruling.game)
    if game not in list_games():
        return Outcome.CANNOT_RUN, [f"the engine has no module for {game!r} yet"], 0, True
    try:
        scenario = parse_scenario(data, source)
    except ScenarioError as exc:
        return Outcome.CANNOT_RUN, [f"{source}: {p}" for p in exc.problems], 0, False
    if scenario.expect is None:
        return Outcome.CANNOT_RUN, [f"{source}: the scenario states no expectations to check"], 0, False
    try:
        stepper = Stepper(scenario)
        stepper.run()
        problems = check_expectations(stepper)
    except Exception as exc:  # an engine bug must not stop the other rulings being verified
        return Outcome.CANNOT_RUN, [f"the engine failed: {type(exc).__name__}: {exc}"], 0, False
    return (Outcome.CHANGED if problems else Outcome.HOLDS), problems, len(stepper.steps), False


def verify_ruling(ruling: Ruling, checker: DriftChecker, *, run: bool = True) -> RulingReport:
    if run:
        outcome, problems, steps, missing = run_scenario(ruling)
    else:
        outcome, problems, steps, missing = Outcome.NO_SCENARIO, [], 0, False
    return RulingReport(
        ruling_id=ruling.id, game=ruling.game, version=ruling.version,
        path=str(ruling.path) if ruling.path else None, outcome=outcome, engine_missing=missing,
        problems=problems, steps=steps, citations=[checker.check(ref) for ref in ruling.cites],
    )


def verify_rulings(rulings: list[Ruling], corpus: Corpus, *, run: bool = True) -> list[RulingReport]:
    checker = DriftChecker(corpus)
    return [verify_ruling(r, checker, run=run) for r in rulings]


def report_json(report: RulingReport) -> dict[str, Any]:
    data = report.model_dump(mode="json")
    data["failed"] = report.failed
    return data

