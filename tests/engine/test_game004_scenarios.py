"""Every game004 scenario file: a real judge question, run to the end and checked against its expectations."""

from __future__ import annotations

from pathlib import Path

import pytest
from engine_checks import run_scenario

from judge_app.corpus import Corpus
from judge_app.engine import load_scenario

SCENARIOS = sorted((Path(__file__).resolve().parents[1] / "scenarios" / "game004").glob("*.json"))


def test_there_are_enough_scenarios() -> None:
    assert len(SCENARIOS) >= 30


@pytest.mark.parametrize("path", SCENARIOS, ids=[p.stem for p in SCENARIOS])
def test_scenario(path: Path, corpus: Corpus) -> None:
    scenario = load_scenario(path)
    assert scenario.game == "game004"
    assert scenario.question and scenario.answer and scenario.expect is not None, "a judge question with its ruling"
    assert scenario.expect.cites, "each scenario names the rules that must be cited"
    run_scenario(scenario, corpus)
