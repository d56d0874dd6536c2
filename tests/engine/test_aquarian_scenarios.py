"""Every aquarian scenario file: a judge question run to the end and checked against its expectations."""

from __future__ import annotations

from pathlib import Path

import pytest
from engine_checks import run_scenario

from judge_app.corpus import Corpus
from judge_app.engine import load_scenario

SCENARIOS = sorted((Path(__file__).resolve().parents[1] / "scenarios" / "aquarian").glob("*.json"))
# Q&A items whose answer a position can show; qa:06 (nobody may look through a discard pile) is about what a
# player may look at, not about the state of the game.
QA_SHOWN = [f"qa{n:02d}" for n in range(1, 18) if n != 6]


def test_there_are_enough_scenarios() -> None:
    assert len(SCENARIOS) >= 30


def test_each_showable_qa_item_has_a_scenario() -> None:
    stems = {p.stem.split("_", 1)[0] for p in SCENARIOS}
    assert [q for q in QA_SHOWN if q not in stems] == []


@pytest.mark.parametrize("path", SCENARIOS, ids=[p.stem for p in SCENARIOS])
def test_scenario(path: Path, corpus: Corpus) -> None:
    scenario = load_scenario(path)
    assert scenario.question and scenario.expect is not None, "each scenario is a judge question with expectations"
    assert scenario.expect.cites, "each scenario names the rules that must be cited"
    stepper = run_scenario(scenario, corpus)
    if path.stem.startswith("qa"):
        qa_id = f"qa:{path.stem[2:4]}"
        assert any(r.rule_id == qa_id for s in stepper.steps for r in s.citations), f"no step cites {qa_id}"
