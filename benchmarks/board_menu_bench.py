"""What a card's right-click menu costs to decide: ``python benchmarks/board_menu_bench.py``.

The board's menu asks the engine which scripted actions it would take for the card
next (``judge_app.ui.board.legal``). This opens the menu of every card in hand or on
the field of the first scenario files of each game, each time with a fresh cache (the
first right click on a board), and reports the median and the slowest menu per game.
Run it a few times on a shared machine and take the best.
"""

from __future__ import annotations

import os
import statistics
import sys
import time
from pathlib import Path

from judge_app.engine import get_game, list_games, load_scenario
from judge_app.ui.board.legal import LegalityCache

sys.path.insert(0, str(Path(__file__).resolve().parent))
from _machine import describe

SCENARIOS = Path(__file__).resolve().parents[1] / "tests" / "scenarios"
FILES_PER_GAME = 4


def menus(game: str) -> list[float]:
    module = get_game(game)
    field = {z.id for z in module.ZONES if z.field} | {"hand"}
    times: list[float] = []
    for path in sorted((SCENARIOS / game).glob("*.json"))[:FILES_PER_GAME]:
        scenario = load_scenario(path)
        for p in scenario.players:
            for zone, cards in p.zones.items():
                if zone not in field:
                    continue
                for c in cards:
                    cache = LegalityCache(module)
                    t0 = time.perf_counter()
                    cache.offers(scenario, c.id, c.controller or p.id, len(c.abilities))
                    times.append((time.perf_counter() - t0) * 1000)
    return times


def main() -> None:
    print(describe(), f"load average {os.getloadavg()[0]:.1f}")
    print(f"| game | menus (cards in the first {FILES_PER_GAME} scenarios) | median | slowest |")
    print("|---|---|---|---|")
    for game in list_games():
        t = menus(game)
        print(f"| {game} | {len(t)} | {statistics.median(t):.0f} ms | {max(t):.0f} ms |")


if __name__ == "__main__":
    main()
