"""Engine speed, run by hand: ``python benchmarks/engine_bench.py``.

Targets: a 200-step scenario resolves in <= 100 ms; stepping back and forward
costs <= 5 ms a step. The scenario is built here: two players trade attacks
and draws over many turns, so every step is real procedure (phases, priority,
combat, rule processes), not a loop of no-ops.
"""

from __future__ import annotations

import platform
import statistics
import time
from typing import Any

from judge_app.engine import Stepper, parse_scenario


def _card(cid: str, kind: str, power: int | None = None) -> dict[str, Any]:
    attrs: dict[str, Any] = {"type": kind, "element": "fire", "cost": 2, "generic": True}
    if power is not None:
        attrs["power"] = power
    return {"id": cid, "name": f"兵士{cid}", "attributes": attrs}


def scenario() -> dict[str, Any]:
    players = []
    for p in ("A", "B"):
        players.append({
            "id": p, "name": p,
            "zones": {
                "forward": [_card(f"{p}f{i}", "forward", 5000 + 1000 * i) for i in range(3)],
                "backup": [_card(f"{p}b{i}", "backup") for i in range(5)],
                "deck": [_card(f"{p}d{i}", "backup") for i in range(40)],
            },
        })
    actions = []
    for turn in range(1, 12):
        tp = "A" if turn % 2 else "B"
        actions.append({"player": tp, "type": "attack", "card": f"{tp}f{turn % 3}", "at": {"turn": turn}})
    return {"game": "fftcg", "title": "benchmark", "turn": 1, "turn_player": "A", "first_player": "A",
            "phase": "main1", "players": players, "actions": actions, "stop_at": {"turn": 12, "phase": "main1"},
            "answers": {f"block#{n}": "none" for n in range(1, 30)}}


def answered_scenario() -> dict[str, Any]:
    """``scenario()`` with every question's answer scripted, so a timed run never stops on one."""
    data = scenario()
    probe = Stepper(parse_scenario(data))  # also warms up imports and the corpus
    while True:
        probe.run()
        q = probe.pending_question
        if q is None:
            return data
        data["answers"][q.id] = [o.id for o in q.options[: q.min]] if q.max > 1 else q.options[0].id
        probe.answer(q.id, data["answers"][q.id])


def main() -> None:
    sc = parse_scenario(answered_scenario())
    runs = []
    for _ in range(5):
        t0 = time.perf_counter()
        stepper = Stepper(sc)
        stepper.run()
        runs.append(time.perf_counter() - t0)
    n = len(stepper.steps)
    assert stepper.pending_question is None and stepper.error is None, (stepper.pending_question, stepper.error)
    full = statistics.median(runs)
    per_200 = full / n * 200
    t0 = time.perf_counter()
    for _ in range(n):
        stepper.back()
    back = (time.perf_counter() - t0) / n
    t0 = time.perf_counter()
    for _ in range(n):
        stepper.step()
    fwd = (time.perf_counter() - t0) / n
    print(f"python {platform.python_version()} on {platform.machine()}")
    print(f"scenario: {n} steps; full resolve (median of 5): {full * 1000:.1f} ms "
          f"({per_200 * 1000:.1f} ms per 200 steps)")
    print(f"step back: {back * 1000:.3f} ms/step; step forward over computed steps: {fwd * 1000:.3f} ms/step")


if __name__ == "__main__":
    main()
