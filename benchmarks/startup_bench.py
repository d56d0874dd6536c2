"""Browser speed: process start to first painted window, and keystroke to results painted.

    python benchmarks/startup_bench.py [--runs 5]

Uses the user's cached search index (built first if missing, so the startup runs
measure the cached case) and throwaway settings. Run it on a real display or
under Xvfb; with QT_QPA_PLATFORM=offscreen it measures the offscreen backend.
"""

from __future__ import annotations

import argparse
import json
import os
import platform
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

QUERIES = ["ドロップ", "ダメージ", "手札", "先攻", "アタック", "302.4", "ブレイク", "コスト"]


def child_startup(settings_path: str) -> None:
    """Run as a fresh process: report when the window first paints and when search answers."""
    from PySide6.QtCore import QEvent, QObject, QSettings, QTimer

    from judge_app.ui.app import build_app

    store = QSettings(settings_path, QSettings.Format.IniFormat)
    app, window = build_app([], store)
    marks: dict[str, float] = {}

    class FirstPaint(QObject):
        def eventFilter(self, obj: QObject, event: QEvent) -> bool:
            if event.type() == QEvent.Type.Paint and "painted" not in marks:
                marks["painted"] = time.time()
            return False

    watcher = FirstPaint()
    window.installEventFilter(watcher)

    def ready(_status: object) -> None:
        marks["index_ready"] = time.time()
        QTimer.singleShot(0, app.quit)

    window.index_ready.connect(ready)
    QTimer.singleShot(30_000, app.quit)
    app.exec()
    print(json.dumps(marks))


def startup_runs(runs: int) -> tuple[list[float], list[float]]:
    painted, ready = [], []
    with tempfile.TemporaryDirectory() as tmp:
        for i in range(runs):
            settings = str(Path(tmp) / f"settings{i}.ini")
            start = time.time()
            out = subprocess.run([sys.executable, __file__, "--child-startup", settings], capture_output=True,
                                 text=True, check=True, env=os.environ.copy())
            marks = json.loads(out.stdout.strip().splitlines()[-1])
            painted.append((marks["painted"] - start) * 1000)
            ready.append((marks["index_ready"] - start) * 1000)
    return painted, ready


def keystroke_latency() -> list[float]:
    """Type each query a character at a time; time each key press to the results list painting them."""
    from PySide6.QtCore import QEvent, QEventLoop, QObject, QSettings, Qt, QTimer
    from PySide6.QtGui import QKeyEvent
    from PySide6.QtWidgets import QApplication

    from judge_app.ui.app import build_app

    tmp = tempfile.mkdtemp()
    store = QSettings(str(Path(tmp) / "settings.ini"), QSettings.Format.IniFormat)
    app, window = build_app([], store)
    deadline = time.time() + 60
    while not window.search.ready and time.time() < deadline:
        app.processEvents()
    state: dict[str, object] = {"query": None, "painted": None}

    def shown(query: str) -> None:
        if query == state["query"]:
            state["shown"] = True
            state["shown_at"] = time.perf_counter()

    loop = QEventLoop()
    guard = QTimer()
    guard.setSingleShot(True)
    guard.timeout.connect(loop.quit)

    class PaintWatch(QObject):
        def eventFilter(self, obj: QObject, event: QEvent) -> bool:
            if event.type() == QEvent.Type.Paint and state.get("shown") and state["painted"] is None:
                state["painted"] = time.perf_counter()
                QTimer.singleShot(0, loop.quit)  # after this paint has been drawn
            return False

    watch = PaintWatch()
    window.results.viewport().installEventFilter(watch)
    window.results_shown.connect(shown)
    latencies: list[float] = []
    for query in QUERIES:
        window.focus_search()
        window.search_box.clear()
        for n in range(1, len(query) + 1):
            state.update(query=query[:n], painted=None, shown=False)
            press = QKeyEvent(QEvent.Type.KeyPress, 0, Qt.KeyboardModifier.NoModifier, query[n - 1])
            start = time.perf_counter()
            QApplication.sendEvent(window.search_box, press)
            # Wait in a real event loop: a busy processEvents() loop would hold the GIL
            # and starve the search thread, which the app's idle event loop never does.
            guard.start(10_000)
            loop.exec()
            if state["painted"] is not None:
                latencies.append((state["painted"] - start) * 1000)  # type: ignore[operator]
                if os.environ.get("BENCH_DEBUG"):
                    print(query[:n], f"shown {(state['shown_at'] - start) * 1000:.0f}",  # type: ignore[operator]
                          f"painted {(state['painted'] - start) * 1000:.0f}")  # type: ignore[operator]
    window.close()
    return latencies


def machine() -> str:
    cpu = platform.processor() or platform.machine()
    try:
        for line in Path("/proc/cpuinfo").read_text().splitlines():
            if line.startswith("model name"):
                cpu = line.split(":", 1)[1].strip()
                break
    except OSError:
        pass
    return f"{os.cpu_count()} CPUs, {cpu}, Python {platform.python_version()}, Qt platform " \
           f"{os.environ.get('QT_QPA_PLATFORM') or ('xcb' if os.environ.get('DISPLAY') else 'default')}"


def main() -> None:
    if len(sys.argv) > 2 and sys.argv[1] == "--child-startup":
        child_startup(sys.argv[2])
        return
    parser = argparse.ArgumentParser()
    parser.add_argument("--runs", type=int, default=5)
    ns = parser.parse_args()

    from judge_app.corpus import default_corpus
    from judge_app.search import SearchEngine

    engine = SearchEngine(default_corpus())
    status = engine.ensure_index()  # the runs below measure the cached case
    engine.close()
    print(f"machine: {machine()}")
    print(f"index: {status.documents} records, {'built now' if status.rebuilt else 'cached'}")
    painted, ready = startup_runs(ns.runs)
    print(f"start to first painted window: median {statistics.median(painted):.0f} ms, "
          f"max {max(painted):.0f} ms over {ns.runs} runs (target <= 1500 ms)")
    print(f"start to search answering (corpus loaded, index opened): median {statistics.median(ready):.0f} ms")
    keys = sorted(keystroke_latency())
    p95 = keys[min(len(keys) - 1, round(0.95 * (len(keys) - 1)))]
    print(f"keystroke to results painted: median {statistics.median(keys):.1f} ms, p95 {p95:.1f} ms, "
          f"max {keys[-1]:.1f} ms over {len(keys)} keystrokes (target <= 50 ms)")


if __name__ == "__main__":
    main()
