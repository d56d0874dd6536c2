"""Every game module over its own scenario files, run by hand: ``python benchmarks/engine_games_bench.py``.

The fftcg target (<= 100 ms per 200 steps; back and forward <= 5 ms a step) is
the engine's; this shows whether each newer module keeps to it on the positions
judges actually ask about. Each scenario is resolved from the start (all of its
versions for pso2), then every step is undone and redone.
"""

from __future__ import annotations

import os
import statistics
import sys
import time
from pathlib import Path

from judge_app.engine import Stepper, list_games, load_scenario

sys.path.insert(0, str(Path(__file__).resolve().parent))
from _machine import describe

SCENARIOS = Path(__file__).resolve().parents[1] / "tests" / "scenarios"


def versions_of(path: Path) -> list[str | None]:
    scenario = load_scenario(path)
    return list(dict.fromkeys([scenario.version, *scenario.expect_by_version]))


def measure(game: str, rounds: int = 5) -> dict[str, float]:
    paths = sorted((SCENARIOS / game).glob("*.json"))
    runs: list[float] = []
    steps = 0
    back_fwd: list[float] = []
    for _ in range(rounds):
        total = 0.0
        steps = 0
        for path in paths:
            for version in versions_of(path):
                scenario = load_scenario(path)
                if version is not None:
                    scenario = scenario.model_copy(update={"version": version})
                t0 = time.perf_counter()
                stepper = Stepper(scenario)
                stepper.run()
                total += time.perf_counter() - t0
                n = len(stepper.steps)
                steps += n
                t0 = time.perf_counter()
                for _ in range(n):
                    stepper.back()
                for _ in range(n):
                    stepper.step()
                if n:
                    back_fwd.append((time.perf_counter() - t0) * 1000 / (2 * n))
        runs.append(total)
    median = statistics.median(runs)
    return {"files": len(paths), "steps": steps, "total_ms": median * 1000,
            "per_200_ms": median * 1000 * 200 / max(steps, 1), "back_fwd_ms": max(back_fwd, default=0.0)}


def main() -> None:
    print(describe(), f"load average {os.getloadavg()[0]:.1f}")
    print("| game | scenario files | steps | resolve all (median of 5) | per 200 steps | worst back/forward a step |")
    print("|---|---|---|---|---|---|")
    for game in list_games():
        r = measure(game)
        print(f"| {game} | {r['files']:.0f} | {r['steps']:.0f} | {r['total_ms']:.0f} ms | {r['per_200_ms']:.1f} ms "
              f"| {r['back_fwd_ms']:.3f} ms |")


if __name__ == "__main__":
    main()
