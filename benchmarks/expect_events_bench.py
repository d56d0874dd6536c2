"""What an ``events`` expectation costs, run by hand: ``python benchmarks/expect_events_bench.py``.

``events`` sees the whole run by replaying it task by task (a game keeps only the current turn's events), so a
file that states an event pays for a second run inside ``--check``. This times, on engine_bench's many-turn
scenario, the run itself, the checks without ``events``, and ``run_events``'s replay (medians of 5).
"""

from __future__ import annotations

import platform
import statistics
import time
from collections.abc import Callable

from engine_bench import answered_scenario  # the many-turn fftcg scenario, built in one place

from judge_app.engine import Stepper, parse_scenario
from judge_app.engine.kernel.expect import check_expectations, run_events


def _median(fn: Callable[[], object], n: int = 5) -> float:
    times = []
    for _ in range(n):
        t0 = time.perf_counter()
        fn()
        times.append(time.perf_counter() - t0)
    return statistics.median(times)


def main() -> None:
    data = answered_scenario()
    data["expect"] = {"counts": {"A.forward": 3}}
    sc = parse_scenario(data)
    stepper = Stepper(sc)
    run = _median(lambda: Stepper(sc).run())
    stepper.run()
    checks = _median(lambda: check_expectations(stepper))
    replay = _median(lambda: run_events(stepper))
    events = run_events(stepper)
    print(f"python {platform.python_version()} on {platform.machine()}")
    print(f"scenario: {len(stepper.steps)} steps over {stepper.state.turn} turns, {len(events)} events remembered")
    print(f"run: {run * 1000:.1f} ms; checks without events: {checks * 1000:.2f} ms; "
          f"events replay: {replay * 1000:.1f} ms ({replay / run:.2f} x the run)")


if __name__ == "__main__":
    main()
