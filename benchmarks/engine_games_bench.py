"""Every game module over its own scenario files, run by hand: ``python benchmarks/engine_games_bench.py``.

The fftcg target (<= 100 ms per 200 steps; back and forward <= 5 ms a step) is
the engine's; this shows whether each newer module keeps to it on the positions
judges actually ask about. Each scenario is resolved from the start (all of its
versions for pso2), with every step's role-tagged citations, then every step is
undone and redone. The options query ("who may act now") runs on demand, never
while resolving; its cost is timed apart: once per scenario file, after its first
step, with a fresh query (the first look at the "now" panel).
"""

from __future__ import annotations

import os
import statistics
import sys
import time
from pathlib import Path

from judge_app.engine import Stepper, list_games, load_scenario
from judge_app.engine.kernel.options import OptionsQuery

sys.path.insert(0, str(Path(__file__).resolve().parent))
from _machine import describe

SCENARIOS = Path(__file__).resolve().parents[1] / "tests" / "scenarios"


def versions_of(path: Path) -> list[str | None]:
    scenario = load_scenario(path)
    return list(dict.fromkeys([scenario.version, *scenario.expect_by_version]))


def measure(game: str, rounds: int = 5) -> dict[str, float]:
    paths = sorted((SCENARIOS / game).glob("*.json"))
    runs: list[float] = []
    cpu_runs: list[float] = []
    steps = 0
    back_fwd: list[float] = []
    for _ in range(rounds):
        total = 0.0
        cpu = 0.0
        steps = 0
        for path in paths:
            for version in versions_of(path):
                scenario = load_scenario(path)
                if version is not None:
                    scenario = scenario.model_copy(update={"version": version})
                t0, c0 = time.perf_counter(), time.process_time()
                stepper = Stepper(scenario)
                stepper.run()
                total += time.perf_counter() - t0
                cpu += time.process_time() - c0
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
        cpu_runs.append(cpu)
    median = statistics.median(runs)
    cpu_median = statistics.median(cpu_runs)
    return {"files": len(paths), "steps": steps, "total_ms": median * 1000,
            "per_200_ms": median * 1000 * 200 / max(steps, 1),
            "cpu_per_200_ms": cpu_median * 1000 * 200 / max(steps, 1), "back_fwd_ms": max(back_fwd, default=0.0)}


def options_cost(game: str) -> dict[str, float]:
    """One options query per scenario file, after its first step, each with a fresh query."""
    times: list[float] = []
    for path in sorted((SCENARIOS / game).glob("*.json")):
        stepper = Stepper(load_scenario(path))
        stepper.run()
        t0 = time.perf_counter()
        OptionsQuery(stepper).options(min(1, len(stepper.steps)))
        times.append((time.perf_counter() - t0) * 1000)
    return {"median_ms": statistics.median(times), "worst_ms": max(times)}


def main() -> None:
    print(describe(), f"load average {os.getloadavg()[0]:.1f}")
    print("| game | scenario files | steps | resolve all (median of 5) | per 200 steps | per 200 steps, CPU time "
          "| worst back/forward a step | options query (median / worst) |")
    print("|---|---|---|---|---|---|---|---|")
    for game in list_games():
        r = measure(game)
        o = options_cost(game)
        print(f"| {game} | {r['files']:.0f} | {r['steps']:.0f} | {r['total_ms']:.0f} ms | {r['per_200_ms']:.1f} ms "
              f"| {r['cpu_per_200_ms']:.1f} ms | {r['back_fwd_ms']:.3f} ms "
              f"| {o['median_ms']:.0f} ms / {o['worst_ms']:.0f} ms |")


if __name__ == "__main__":
    main()
