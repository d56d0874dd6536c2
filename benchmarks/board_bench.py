"""Board redraw after a step: a 40-card fftcg position, the scene rebuilt and the view painted.

    QT_QPA_PLATFORM=offscreen python benchmarks/board_bench.py [--rounds 20]

Each round steps the engine through the position's attack; after every step the
editor shows the new state (faces computed, items rebuilt, changed cards
highlighted) and the view's viewport is painted into a pixmap, which is the
work a judge waits for on F10. The engine's own step time is reported apart.
Run under Xvfb or offscreen; the target is 50 ms per redraw.
"""

from __future__ import annotations

import argparse
import statistics
import sys
import tempfile
import time
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))
sys.path.insert(0, str(Path(__file__).resolve().parent))

import judge_app.ui  # noqa: E402,F401  (the PySide6 guard before any Qt call)

ELEMENTS = ["fire", "ice", "wind", "earth", "lightning", "water"]


def forty_cards() -> dict[str, Any]:
    """Two players, twenty cards each: forwards, backups, hand, deck and damage."""
    def card(pid: str, zone: str, i: int, ctype: str, **extra: Any) -> dict[str, Any]:
        attrs: dict[str, Any] = {"type": ctype, "element": [ELEMENTS[i % len(ELEMENTS)]], "cost": 2 + i % 5}
        if ctype == "forward":
            attrs["power"] = 5000 + 1000 * (i % 5)
            if i % 2:
                attrs["keywords"] = ["brave"]
        return {"id": f"{pid}-{zone}{i}", "name": f"{'戦士' if ctype == 'forward' else '兵士'}{pid}{zone}{i}",
                "attributes": attrs, **extra}

    players = []
    for pid in ("A", "B"):
        zones = {
            "forward": [card(pid, "forward", i, "forward", dull=(pid == "B" and i == 2)) for i in range(3)],
            "backup": [card(pid, "backup", i, "backup", dull=i < 2) for i in range(5)],
            "hand": [card(pid, "hand", i, "forward") for i in range(4)],
            "deck": [card(pid, "deck", i, "backup") for i in range(6)],
            "damage": [card(pid, "damage", i, "backup") for i in range(2)],
        }
        players.append({"id": pid, "name": pid, "zones": zones})
    return {"game": "fftcg", "title": "40枚の局面", "turn": 3, "turn_player": "A", "phase": "attack",
            "step": "declare", "players": players,
            "actions": [{"player": "A", "type": "attack", "card": "A-forward0"},
                        {"player": "B", "type": "block", "card": "B-forward1"}]}


def main() -> int:
    parser = argparse.ArgumentParser()
    parser.add_argument("--rounds", type=int, default=20)
    args = parser.parse_args()

    from _machine import describe
    from PySide6.QtWidgets import QApplication

    from judge_app.engine import Stepper, parse_scenario
    from judge_app.ui.board.editor import BoardEditor
    from judge_app.ui.stepper.dock import changed_cards

    app = QApplication.instance() or QApplication([])
    scenario = parse_scenario(forty_cards(), "<bench>")
    with tempfile.TemporaryDirectory() as tmp:
        editor = BoardEditor(scenario, autosave_dir=Path(tmp))
        editor.resize(1300, 860)
        editor.show()
        app.processEvents()
        assert len(editor.scene.cards) == 40, len(editor.scene.cards)
        rebuild: list[float] = []
        painted: list[float] = []
        engine: list[float] = []
        for _ in range(args.rounds):
            stepper = Stepper(scenario)
            while True:
                t0 = time.perf_counter()
                step = stepper.step()
                t1 = time.perf_counter()
                if step is None:
                    break
                engine.append(t1 - t0)
                state = stepper.state
                editor.show_state(state, changed_cards(step, set(state.cards)), step.text_ja)
                t2 = time.perf_counter()
                editor.view.viewport().grab()
                t3 = time.perf_counter()
                rebuild.append(t2 - t1)
                painted.append(t3 - t1)

    def row(name: str, xs: list[float]) -> str:
        ms = sorted(x * 1000 for x in xs)
        p95 = ms[min(len(ms) - 1, int(len(ms) * 0.95))]
        return f"| {name} | {len(ms)} | {statistics.median(ms):.2f} | {p95:.2f} | {ms[-1]:.2f} |"

    print(f"Machine: {describe()}; {len(scenario.card_ids())} cards, view 1300×860 (board part)")
    print("| measure | steps | median ms | p95 ms | max ms |")
    print("|---|---|---|---|---|")
    print(row("engine step (for reference)", engine))
    print(row("scene rebuilt (faces, items, highlights)", rebuild))
    print(row("rebuilt and the view painted", painted))
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
