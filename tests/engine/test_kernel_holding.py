"""A fact the calls inside one task share (``GameState.holding``) lives only while they run, on every path; fftcg's
cards leaving the field together (a mutual break, 12.4.5) are held so."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest

from judge_app.engine.defaults import Stepper, load_scenario
from judge_app.engine.games.fftcg import processes
from judge_app.engine.kernel.state import GameState, Player
from judge_app.engine.kernel.stepper import run_tasks

SCENARIOS = Path(__file__).resolve().parents[1] / "scenarios" / "fftcg"
MUTUAL = ["189_mutual_break_breaker_triggers_from_break_zone.json", "190_mutual_break_breaker_field_only_reading.json",
          "191_party_member_broken_at_once_still_triggers.json"]


def _state() -> GameState:
    return GameState("toy", {"A": Player("A", "A", False, {})}, ("A",), {}, {})


def test_a_held_value_is_gone_after_the_block_even_when_it_raises_and_is_never_a_change() -> None:
    state = _state()
    with state.holding("together", ["c1"]):
        assert state.data["together"] == ["c1"]
    assert "together" not in state.data
    with pytest.raises(RuntimeError), state.holding("together", ["c2"]):
        raise RuntimeError("a question or a refusal inside the block")
    assert "together" not in state.data and state.take_log() == []


def test_a_value_the_state_already_holds_is_not_held_over() -> None:
    """Promise: the block never drops a value it did not set."""
    state = _state()
    state.set_data("together", ["c0"])
    with pytest.raises(ValueError, match="already held"), state.holding("together", ["c1"]):
        pass
    assert state.data["together"] == ["c0"]


@pytest.mark.parametrize("name", MUTUAL)
def test_stepping_a_mutual_break_back_and_forth_leaves_no_cards_leaving_together(name: str) -> None:
    """Promise: no position, and no step's changes, keep the cards that left together, going forward or back."""
    stepper = Stepper(load_scenario(SCENARIOS / name))
    stepper.run()
    forward = [s.text_en for s in stepper.steps]
    while stepper.position > 0:
        assert "leaving_together" not in stepper.state.data
        stepper.back()
    assert [stepper.step().text_en for _ in forward] == forward  # type: ignore[union-attr]
    for n in range(len(forward) + 1):
        assert "leaving_together" not in stepper.state_at(n).data
    assert not [c for s in stepper.steps for c in s.changes if c.field == "leaving_together"]


def test_a_rule_process_refused_while_moving_the_cards_leaves_no_cards_leaving_together(
        monkeypatch: pytest.MonkeyPatch) -> None:
    """Promise: an early exit from the simultaneous break (here a refusal raised while a card moves) leaves the state
    without the cards leaving together, as the normal path does."""
    stepper = Stepper(load_scenario(SCENARIOS / MUTUAL[0]))
    stepper.run()
    n = next(s.n for s in stepper.steps if s.text_en.startswith("Rule processes"))
    before = stepper.state_at(n - 1).clone()
    seen: list[Any] = []

    def refused(ctx: Any, cid: str, **kw: Any) -> None:
        seen.append(ctx.state.data.get("leaving_together"))
        raise ValueError("refused while the cards move")

    monkeypatch.setattr(processes, "put_in_break_zone", refused)
    ctx = stepper.context(before)
    with pytest.raises(ValueError, match="refused while the cards move"):
        run_tasks(stepper.game, ctx)
    assert seen and seen[0]  # the cards were held while they moved
    assert "leaving_together" not in ctx.state.data
