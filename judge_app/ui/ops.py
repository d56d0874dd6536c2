"""One small helper for every background job, so the UI thread never waits.

A job is a plain function run on a thread pool; its result, failure and
progress come back to the UI thread by queued signals. The caller keeps the
returned ``BackgroundOp`` only if it wants to tell jobs apart (searches do, to
drop answers to queries the judge has already typed past).
"""

from __future__ import annotations

import logging
import traceback
from collections.abc import Callable
from typing import Any

import shiboken6
from PySide6.QtCore import QCoreApplication, QObject, QRunnable, QThreadPool, Signal

log = logging.getLogger(__name__)

# Ops in flight are kept alive here: a worker must never emit on a deleted object.
_LIVE: set[BackgroundOp] = set()

ProgressFn = Callable[[int, int], None]


class _Signals(QObject):
    succeeded = Signal(object)
    failed = Signal(object)
    progressed = Signal(int, int)


class _Runnable(QRunnable):
    """The job on a pool thread, which must never be the one to destroy a Qt object.

    Whatever the job captured (often a window) is released here before the last signal
    goes out: the op keeps its own reference and lets go on the UI thread, after its
    callbacks. The signals object is owned by the application, not by Python, so the
    pool dropping this runnable cannot destroy it; it is handed back to the UI thread
    with ``deleteLater`` once its last signal is sent.
    """

    def __init__(self, fn: Callable[[ProgressFn], Any], signals: _Signals) -> None:
        super().__init__()
        self._fn: Callable[[ProgressFn], Any] | None = fn
        self._signals = signals
        self.setAutoDelete(True)

    def run(self) -> None:
        fn, self._fn = self._fn, None
        signals = self._signals
        try:
            assert fn is not None
            try:
                result = fn(signals.progressed.emit)
            except Exception as exc:  # a failing job must reach the UI, not kill the thread silently
                log.error("background job failed:\n%s", traceback.format_exc())
                exc.__traceback__ = None  # its frames hold what the job captured
                del fn
                signals.failed.emit(exc)
            else:
                del fn
                signals.succeeded.emit(result)
        finally:
            signals.deleteLater()


class BackgroundOp(QObject):
    """A job in flight.

    ``context`` is the widget the callbacks belong to: once it is deleted (a
    window closed while its index was building) the callbacks are skipped.
    """

    finished = Signal()

    def __init__(
        self,
        fn: Callable[[ProgressFn], Any],
        on_success: Callable[[Any], None] | None = None,
        on_failure: Callable[[BaseException], None] | None = None,
        on_progress: ProgressFn | None = None,
        context: QObject | None = None,
    ) -> None:
        super().__init__()
        self._fn = fn
        self._on_success = on_success
        self._on_failure = on_failure
        self._on_progress = on_progress
        self._context = context
        # Created in the UI thread, so the connected slots run there; the application's child, so that only
        # deleteLater (on the UI thread) destroys it, never the last Python reference dropped on a pool thread.
        self._signals = _Signals(QCoreApplication.instance())
        self._signals.succeeded.connect(self._succeeded)
        self._signals.failed.connect(self._failed)
        self._signals.progressed.connect(self._progressed)
        self.running = False

    def start(self, pool: QThreadPool | None = None) -> BackgroundOp:
        self.running = True
        _LIVE.add(self)
        (pool or QThreadPool.globalInstance()).start(_Runnable(self._fn, self._signals))
        return self

    def _alive(self) -> bool:
        return self._context is None or shiboken6.isValid(self._context)

    def _progressed(self, done: int, total: int) -> None:
        if self._on_progress is not None and self._alive():
            self._on_progress(done, total)

    def _succeeded(self, result: Any) -> None:
        self._done()
        if self._on_success is not None and self._alive():
            self._on_success(result)
        self.finished.emit()

    def _failed(self, exc: BaseException) -> None:
        self._done()
        if self._on_failure is not None and self._alive():
            self._on_failure(exc)
        self.finished.emit()

    def _done(self) -> None:
        self.running = False
        _LIVE.discard(self)


def run_in_background(
    fn: Callable[[ProgressFn], Any],
    on_success: Callable[[Any], None] | None = None,
    on_failure: Callable[[BaseException], None] | None = None,
    on_progress: ProgressFn | None = None,
    context: QObject | None = None,
    pool: QThreadPool | None = None,
) -> BackgroundOp:
    """Run ``fn(progress)`` off the UI thread; callbacks run on the UI thread."""
    return BackgroundOp(fn, on_success, on_failure, on_progress, context).start(pool)
