"""Every pso2 scenario file, run under each rules version it names and checked against that version's expectations."""

from __future__ import annotations

from pathlib import Path

import pytest
from engine_checks import run_scenario

from judge_app.corpus import Corpus
from judge_app.engine import load_scenario
from judge_app.engine.compare import compare_versions

SCENARIOS = sorted((Path(__file__).resolve().parents[1] / "scenarios" / "pso2").glob("*.json"))
NEWEST = "3.0"


def _versions(path: Path) -> list[str]:
    scenario = load_scenario(path)
    return list(dict.fromkeys([scenario.version or NEWEST, *scenario.expect_by_version]))


RUNS = [(p, v) for p in SCENARIOS for v in _versions(p)]
BOTH = [p for p in SCENARIOS if len(load_scenario(p).expect_by_version) >= 2]


def test_there_are_enough_scenarios() -> None:
    assert len(SCENARIOS) >= 30
    assert len(BOTH) >= 8


@pytest.mark.parametrize(("path", "version"), RUNS, ids=[f"{p.stem}@{v}" for p, v in RUNS])
def test_scenario(path: Path, version: str, corpus: Corpus) -> None:
    scenario = load_scenario(path)
    assert scenario.question and scenario.answer, "each scenario is a judge question with its ruling"
    expect = scenario.expectations_for(version)
    assert expect is not None and expect.cites, "each scenario names the rules that must be cited"
    stepper = run_scenario(scenario.model_copy(update={"version": version}), corpus, version)
    assert stepper.citer.version == version


@pytest.mark.parametrize("path", BOTH, ids=[p.stem for p in BOTH])
def test_the_versions_part(path: Path) -> None:
    """A scenario with expectations for both versions asserts different outcomes, and the runs really differ."""
    scenario = load_scenario(path)
    a, b = (scenario.expectations_for(v) for v in ("1.8", "3.0"))
    assert a is not None and b is not None
    outcome = ("zones", "cards", "illegal", "result", "winner")
    assert any(getattr(a, k) != getattr(b, k) for k in outcome), "the expectations must differ in outcome"
    cmp = compare_versions(scenario, ("1.8", "3.0"))
    assert cmp.first_difference is not None
    assert cmp.final_differences
    assert all(not r.expectation_problems for r in cmp.runs)
