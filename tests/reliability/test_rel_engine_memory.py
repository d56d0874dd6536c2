"""A large board that loops until the step limit: memory stays bounded by the board, not board x steps, and
stepping back still gives exactly the state each step produced."""

from __future__ import annotations

import json
import subprocess
import sys
import textwrap
from typing import Any

import pytest

from judge_app.engine import Stepper, parse_scenario
from judge_app.engine.kernel.stepper import MAX_STEPS


def looping_board(filler: int) -> dict[str, Any]:
    """An fftcg position no one can stop: a forward that puts itself into the Break Zone whenever it enters the
    field, and a backup that brings every forward in the Break Zone back whenever a card leaves the field;
    ``filler`` plain cards per deck make the board large."""
    def soldier(player: str, i: int) -> dict[str, Any]:
        return {"id": f"{player}{i}", "name": f"兵士{player}{i}",
                "attributes": {"type": "backup", "element": ["fire"], "cost": 2, "generic": True}}

    from_break = {"who": "all", "filter": {"zone": "break", "controller": "you", "card_type": ["forward"]}}
    recall = {"id": "x", "name": "呼び戻し", "attributes": {"type": "backup", "element": ["fire"], "cost": 2},
              "abilities": [
                  {"kind": "auto", "trigger": {"event": "phase_start", "source": "any", "phase": "main"},
                   "effects": [{"op": "move", "target": from_break, "to": "field"}]},
                  {"kind": "auto", "trigger": {"event": "leaves_field", "source": "other"},
                   "effects": [{"op": "move", "target": from_break, "to": "field"}]}]}
    vanish = {"id": "y", "name": "消える兵", "attributes": {"type": "forward", "element": ["fire"], "cost": 2,
                                                          "power": 1000},
              "abilities": [{"kind": "auto", "trigger": {"event": "enters_field", "source": "self"},
                             "effects": [{"op": "move", "target": {"who": "self"}, "to": "break"}]}]}
    return {"format": 1, "game": "fftcg", "title": "ループ", "turn": 2, "turn_player": "A", "phase": "draw",
            "players": [{"id": "A", "zones": {"backup": [recall], "break": [vanish],
                                              "deck": [soldier("A", i) for i in range(filler)]}},
                        {"id": "B", "zones": {"deck": [soldier("B", i) for i in range(filler)]}}]}


def test_step_back_and_forward_give_identical_states() -> None:
    """Promise: after a run to the step limit, stepping back to any step and forward again gives exactly the state
    that step produced when it was first computed (snapshots are sparse; the rest is replayed)."""
    stepper = Stepper(parse_scenario(looping_board(6)))
    seen = [json.dumps(stepper.state.to_json(), sort_keys=True)]
    while stepper.step() is not None:
        seen.append(json.dumps(stepper.state.to_json(), sort_keys=True))
    assert len(stepper.steps) == MAX_STEPS and "stopped after" in (stepper.error or "")
    for n in range(len(stepper.steps) - 1, -1, -1):
        stepper.back()
        assert stepper.position == n
        assert json.dumps(stepper.state.to_json(), sort_keys=True) == seen[n], n
    for n in (4999, 1, 2500, 50, 49, 51, 3333, 0, 5000):  # jumps in any order
        while stepper.position < n:
            stepper.step()
        while stepper.position > n:
            stepper.back()
        assert json.dumps(stepper.state.to_json(), sort_keys=True) == seen[n], n


_CHILD = textwrap.dedent("""
    import json, resource, sys
    limit = int(sys.argv[1])
    resource.setrlimit(resource.RLIMIT_AS, (limit, limit))
    from judge_app.engine import Stepper, parse_scenario
    stepper = Stepper(parse_scenario(json.loads(sys.stdin.read())))
    stepper.run()
    for _ in range(200):
        stepper.back()
    stepper.state.to_json()
    print(len(stepper.steps), stepper.error)
""")


@pytest.mark.slow
def test_500_card_loop_stays_within_memory() -> None:
    """Promise: a 500-card board looping until the step limit runs to the limit within 400 MB of address space
    (it needed about 1.2 GB resident when every step kept a full snapshot), and ends in the step-limit error."""
    limit = 400 * 1024 * 1024
    done = subprocess.run([sys.executable, "-c", _CHILD, str(limit)], input=json.dumps(looping_board(250)),
                          capture_output=True, text=True, timeout=600, check=False)
    assert done.returncode == 0, done.stderr[-2000:]
    steps, _, error = done.stdout.strip().partition(" ")
    assert int(steps) == MAX_STEPS and "stopped after" in error
