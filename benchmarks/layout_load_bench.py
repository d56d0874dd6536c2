"""What reading each game's ``layout.yaml`` costs: the safe YAML parse, the spec check, and the whole load.

    python benchmarks/layout_load_bench.py [--repeat N]

A game reads its layout data once, when its package is first imported (the first scenario, board or
vocabulary of that game in a run), so this is a one-off cost per game and process. Each figure is the
median of ``--repeat`` runs, in milliseconds; run it on an idle machine.
"""

from __future__ import annotations

import argparse
import statistics
import time
from collections.abc import Callable
from importlib import resources

from judge_app.engine.games import list_games
from judge_app.engine.kernel.layout import GameLayout, load_layout
from judge_app.safeio import parse_yaml


def _median_ms(fn: Callable[[], object], repeat: int) -> float:
    times = []
    for _ in range(repeat):
        start = time.perf_counter()
        fn()
        times.append(time.perf_counter() - start)
    return statistics.median(times) * 1000


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--repeat", type=int, default=20)
    ns = ap.parse_args(argv)
    print(f"{'game':<10} {'chars':>6} {'parse ms':>9} {'check ms':>9} {'load ms':>8}")
    for game in list_games():
        package = f"judge_app.engine.games.{game}"
        text = (resources.files(package) / "layout.yaml").read_text(encoding="utf-8")
        data = parse_yaml(text, game)
        parse = _median_ms(lambda t=text, g=game: parse_yaml(t, g), ns.repeat)
        check = _median_ms(lambda d=data: GameLayout.model_validate(d), ns.repeat)
        load = _median_ms(lambda p=package: load_layout(p), ns.repeat)
        print(f"{game:<10} {len(text):>6} {parse:>9.1f} {check:>9.2f} {load:>8.1f}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
