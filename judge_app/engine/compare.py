"""Run one position under two rules versions: where do they part, and how do the outcomes differ.

Plain data only (no Qt), so the command line and a stepper button call the same
function. Two steps count as the same when they say the same thing and make the
same changes; their citations are not compared, because a rule that was only
renumbered between versions cites a different number for the same behaviour.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

from judge_app.corpus import Corpus
from judge_app.engine.defaults import Stepper, app_corpus
from judge_app.engine.kernel.expect import check_expectations
from judge_app.engine.kernel.scenario import Scenario
from judge_app.engine.kernel.stepper import Step


@dataclass
class VersionRun:
    """One run of the scenario under one rules version."""

    version: str
    steps: list[dict[str, Any]]
    final: dict[str, Any]
    result: dict[str, Any] | None
    error: str | None = None
    question: dict[str, Any] | None = None
    expectation_problems: list[str] = field(default_factory=list)

    def to_json(self) -> dict[str, Any]:
        return {"version": self.version, "steps": self.steps, "final": self.final, "result": self.result,
                "error": self.error, "question": self.question, "expectation_problems": self.expectation_problems}


@dataclass
class Comparison:
    game: str
    versions: tuple[str, str]
    runs: tuple[VersionRun, VersionRun]
    first_difference: int | None  # 1-based number of the first step that differs; None when every step matches
    final_differences: list[dict[str, Any]]  # {"what": ..., "a": ..., "b": ...} for each differing fact

    @property
    def differ(self) -> bool:
        return self.first_difference is not None or bool(self.final_differences)

    def step_pair(self) -> tuple[dict[str, Any] | None, dict[str, Any] | None]:
        """The first differing step under each version (None where that run has no such step)."""
        if self.first_difference is None:
            return None, None
        i = self.first_difference - 1
        a, b = self.runs
        return (a.steps[i] if i < len(a.steps) else None, b.steps[i] if i < len(b.steps) else None)

    def to_json(self) -> dict[str, Any]:
        first_a, first_b = self.step_pair()
        return {"game": self.game, "versions": list(self.versions), "differ": self.differ,
                "first_difference": self.first_difference, "first_steps": [first_a, first_b],
                "final_differences": self.final_differences, "runs": [r.to_json() for r in self.runs]}


def default_versions(game: str, corpus: Corpus | None = None) -> tuple[str, str]:
    """The two newest versions ``corpus`` (default: the app's) holds of the game's rules."""
    versions = (corpus or app_corpus()).versions(game)
    if len(versions) < 2:
        raise ValueError(f"the app holds only one version of the {game} rules: nothing to compare")
    return versions[-2], versions[-1]


def run_version(scenario: Scenario, version: str, answers: dict[str, Any] | None = None,
                until: int | None = None, corpus: Corpus | None = None) -> tuple[Stepper, VersionRun]:
    data = scenario.model_copy(update={"version": version,
                                       "answers": {**scenario.answers, **(answers or {})}})
    stepper = Stepper(data, corpus=corpus)
    stepper.run(until=until)
    q = stepper.pending_question
    run = VersionRun(version=stepper.citer.version, steps=[s.to_json() for s in stepper.steps[: stepper.position]],
                     final=stepper.final_json(), result=stepper.state.result, error=stepper.error,
                     question=None if q is None else q.to_json(),
                     expectation_problems=check_expectations(stepper) if q is None and not stepper.error else [])
    return stepper, run


def _signature(step: Step) -> tuple[Any, ...]:
    return (step.text_en, step.illegal, tuple(str(c.to_json()) for c in step.changes))


def _flatten(final: dict[str, Any]) -> dict[str, Any]:
    out: dict[str, Any] = {}
    for key in ("turn", "turn_player", "phase", "step", "result"):
        out[key] = final.get(key)
    for pid, p in final.get("players", {}).items():
        out[f"player {pid} lost"] = p.get("lost")
    for zone, ids in final.get("zones", {}).items():
        out[f"zone {zone} size"] = len(ids)
    out["PA"] = [o["source"] for o in final.get("stack", [])]
    for cid, c in final.get("cards", {}).items():
        for k in ("zone", "dull", "damage", "controller", "face_up"):
            out[f"card {cid} {k}"] = c.get(k)
        for k, v in (c.get("flags") or {}).items():
            if k not in ("entered",):
                out[f"card {cid} {k}"] = v
        for k, v in (c.get("current") or {}).items():
            out[f"card {cid} {k}"] = v
    out["unused actions"] = final.get("unused_actions")
    return out


def compare_versions(scenario: Scenario, versions: tuple[str, str] | None = None,
                     answers: dict[str, Any] | None = None, until: int | None = None,
                     corpus: Corpus | None = None) -> Comparison:
    """Run ``scenario`` under both versions (default: the game's two newest in ``corpus``, default the app's) and
    compare step by step."""
    va, vb = versions or default_versions(scenario.game, corpus)
    sa, ra = run_version(scenario, va, answers, until, corpus)
    sb, rb = run_version(scenario, vb, answers, until, corpus)
    steps_a, steps_b = sa.steps[: sa.position], sb.steps[: sb.position]
    first: int | None = None
    for i in range(max(len(steps_a), len(steps_b))):
        if i >= len(steps_a) or i >= len(steps_b) or _signature(steps_a[i]) != _signature(steps_b[i]):
            first = i + 1
            break
    fa, fb = _flatten(ra.final), _flatten(rb.final)
    diffs = [{"what": k, "a": fa.get(k), "b": fb.get(k)} for k in sorted(set(fa) | set(fb)) if fa.get(k) != fb.get(k)]
    return Comparison(game=scenario.game, versions=(ra.version, rb.version), runs=(ra, rb), first_difference=first,
                      final_differences=diffs)
