"""fftcg's end phase has two priorities: the one given as the phase begins (9.6.1.1), whose pass moves on to the
hand limit, and the one after the cleanup (9.6.1.4), whose pass goes back to 9.6.1.3.1. Each pass cites its own."""

from __future__ import annotations

from pathlib import Path

from judge_app.engine import Stepper, load_scenario

SCENARIOS = Path(__file__).parents[1] / "scenarios" / "fftcg"
EMPTY_PASS = "Both players pass in succession with an empty stack"


def _empty_passes(name: str) -> list[list[str]]:
    """The rules each end-phase pass with an empty stack cites, in order."""
    stepper = Stepper(load_scenario(SCENARIOS / name))
    stepper.run()
    assert stepper.error is None
    return [[r.rule_id for r in s.citations] for s in stepper.steps
            if s.phase == "end" and s.text_en.startswith(EMPTY_PASS)]


def test_the_pass_of_the_first_priority_cites_9_6_1_1_not_9_6_1_4() -> None:
    passes = _empty_passes("35_hand_limit.json")
    assert passes == [["11.1.7", "9.6.1.1"]]


def test_the_pass_after_the_cleanup_cites_9_6_1_4() -> None:
    passes = _empty_passes("200_hand_limit_discard_trigger_draws.json")
    assert passes == [["11.1.7", "9.6.1.1"], ["11.1.7", "9.6.1.4"]]
