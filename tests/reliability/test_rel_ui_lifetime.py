"""The desktop app never aborts from the Qt binding's reference counting, however long the session.

PySide6 6.12.0 drops a reference to ``None`` on every void Qt call, to ``True`` on every
``Signal.emit()`` and to ``False`` on every failed ``disconnect``; on Python 3.11 a count then
reaches zero and the interpreter aborts (the intermittent crash seen in the Qt tests). These
run in a child interpreter, so a regression is a failed test, not a dead test run.
"""

from __future__ import annotations

import os
import subprocess
import sys
import textwrap
from pathlib import Path

REPO = Path(__file__).resolve().parents[2]


def _run(script: str) -> subprocess.CompletedProcess[str]:
    env = {**os.environ, "QT_QPA_PLATFORM": "offscreen", "PYTHONFAULTHANDLER": "1"}
    return subprocess.run([sys.executable, "-c", textwrap.dedent(script)], cwd=REPO, env=env, capture_output=True,
                          text=True, timeout=300)


def test_signals_and_void_calls_can_be_made_any_number_of_times() -> None:
    """Promise: a session may emit signals and make void Qt calls (and failed disconnects) without bound."""
    proc = _run("""
        import warnings
        import judge_app.ui  # noqa: F401  (the guard, as the app imports it)
        from PySide6.QtCore import QObject, Signal

        class Probe(QObject):
            ping = Signal()

        probe = Probe()
        for _ in range(200_000):
            probe.ping.emit()
            probe.setObjectName("")
        with warnings.catch_warnings():
            warnings.simplefilter("ignore")
            for _ in range(50_000):
                try:
                    probe.ping.disconnect(print)
                except (RuntimeError, TypeError):
                    pass
        flags = [True, False, None] * 1000
        del flags
        print("alive")
    """)
    assert proc.returncode == 0, proc.stderr[-2000:]
    assert "alive" in proc.stdout


def test_a_window_closed_while_its_long_job_reports_progress() -> None:
    """Promise: closing a window while its background job is still running (an index build reporting
    progress tens of thousands of times) neither crashes nor calls back into the closed window."""
    proc = _run("""
        import gc
        import threading

        import judge_app.ui  # noqa: F401
        import shiboken6
        from PySide6.QtCore import QCoreApplication, QEvent, Qt, QThreadPool
        from PySide6.QtWidgets import QApplication, QProgressBar, QVBoxLayout, QWidget

        from judge_app.ui.ops import _LIVE, run_in_background

        app = QApplication([])
        window = QWidget()
        window.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose, True)
        bar = QProgressBar(window)
        QVBoxLayout(window).addWidget(bar)
        window.show()
        halfway = threading.Event()
        closed = threading.Event()
        called = []
        TOTAL = 60_000

        def job(progress):
            for i in range(TOTAL):
                progress(i, TOTAL)
                if i == TOTAL // 2:
                    halfway.set()
                    closed.wait(60)
            return TOTAL

        def on_progress(done, total):
            bar.setRange(0, total)
            bar.setValue(done)

        pool = QThreadPool()
        run_in_background(job, on_success=called.append, on_failure=called.append, on_progress=on_progress,
                          context=window, pool=pool)
        while not halfway.wait(0.01):
            app.processEvents()
        app.processEvents()
        window.close()
        QCoreApplication.sendPostedEvents(None, QEvent.Type.DeferredDelete)
        assert not shiboken6.isValid(window)
        closed.set()
        assert pool.waitForDone(120_000)
        for _ in range(3):
            app.processEvents()
            gc.collect()
        assert called == [], called
        assert not _LIVE
        print("alive")
    """)
    assert proc.returncode == 0, proc.stderr[-2000:]
    assert "alive" in proc.stdout


def test_what_a_background_job_captured_is_released_on_the_ui_thread(qapp) -> None:
    """Promise: a finished background job leaves nothing it captured (a window, an engine) alive in the pool,
    and nothing is destroyed on a pool thread, where destroying a Qt object crashes the app."""
    import gc
    import threading
    import weakref

    from PySide6.QtCore import QCoreApplication, QEvent, QThreadPool

    from judge_app.ui.ops import run_in_background

    ui_thread = threading.get_ident()
    released_on: list[int] = []

    class Captured:
        def __del__(self) -> None:
            released_on.append(threading.get_ident())

    done: list[int] = []
    jobs: list[weakref.ref] = []
    pool = QThreadPool()
    for i in range(200):
        captured = Captured()

        def job(_progress, captured=captured, i=i) -> int:
            return i if captured else -1

        jobs.append(weakref.ref(job))
        run_in_background(job, on_success=done.append, pool=pool)
        del job, captured
    assert pool.waitForDone(60_000)
    for _ in range(3):
        qapp.processEvents()
        QCoreApplication.sendPostedEvents(None, QEvent.Type.DeferredDelete)
        gc.collect()
    assert sorted(done) == list(range(200))
    assert [ref for ref in jobs if ref() is not None] == []
    assert len(released_on) == 200 and set(released_on) == {ui_thread}
