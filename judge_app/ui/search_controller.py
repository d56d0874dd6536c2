"""Search-as-you-type without ever making a keystroke wait on the index.

Keystrokes restart a short debounce timer. When it fires, the query runs on a
one-thread pool; if a search is already running, only the newest query is kept
and runs next, so a burst of typing never queues stale work. Until the index is
ready, the newest query waits and is answered as soon as it is.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Protocol

from PySide6.QtCore import QObject, QThreadPool, QTimer, Signal

from judge_app.search.types import Hit, IndexStatus
from judge_app.ui.ops import ProgressFn, run_in_background

# Short on purpose: the in-flight coalescing below already keeps a burst of typing from
# queueing work, so the timer only has to merge keys that arrive together (IME commits).
DEBOUNCE_MS = 15
LIMIT = 50


class SearchBackend(Protocol):
    """What the browser needs from ``judge_app.search.SearchEngine``."""

    def is_current(self) -> bool: ...

    def ensure_index(self, progress: ProgressFn | None = None) -> IndexStatus: ...

    def search(self, query: str, game: str | None = None, version: str | None = None,
               limit: int = 30) -> list[Hit]: ...  # a SearchResult, whose ``total`` counts past the limit


@dataclass(frozen=True)
class Query:
    text: str
    game: str | None = None
    version: str | None = None


class SearchController(QObject):
    results = Signal(str, object)  # query text, hits (a SearchResult: its ``total`` survives the signal)
    failed = Signal(str, str)  # query text, message
    waiting = Signal(str)  # a query is held until the index is ready

    def __init__(self, parent: QObject | None = None, debounce_ms: int = DEBOUNCE_MS) -> None:
        super().__init__(parent)
        self.backend: SearchBackend | None = None
        self.ready = False
        self._pool = QThreadPool(self)
        self._pool.setMaxThreadCount(1)
        self._timer = QTimer(self)
        self._timer.setSingleShot(True)
        self._timer.setInterval(debounce_ms)
        self._timer.timeout.connect(self._fire)
        self._wanted: Query | None = None  # the newest query typed
        self._running: Query | None = None
        self._pending = False  # the newest query has not been sent yet

    def set_backend(self, backend: SearchBackend | None, ready: bool) -> None:
        self.backend = backend
        self.set_ready(ready)

    def set_ready(self, ready: bool) -> None:
        self.ready = ready
        if ready and self._pending:
            self._fire()
        elif ready and self.backend is not None:
            # Warm the searcher's caches off the UI thread, so the first real keystroke is not the slow one.
            backend = self.backend
            run_in_background(lambda _p: backend.search("ルール", limit=1), context=self, pool=self._pool)

    def request(self, text: str, game: str | None = None, version: str | None = None, now: bool = False) -> None:
        self._wanted = Query(text.strip(), game, version)
        self._pending = True
        if now:
            self._timer.stop()
            self._fire()
        else:
            self._timer.start()

    def busy(self) -> bool:
        return self._running is not None or self._pending

    def _fire(self) -> None:
        query = self._wanted
        if query is None or not self._pending:
            return
        if not query.text:
            self._pending = False
            self.results.emit("", [])
            return
        if self.backend is None or not self.ready:
            self.waiting.emit(query.text)
            return
        if self._running is not None:
            return  # sent when the running one comes back
        self._pending = False
        self._running = query
        backend = self.backend

        def job(_progress: ProgressFn) -> list[Hit]:
            return backend.search(query.text, game=query.game, version=query.version, limit=LIMIT)

        run_in_background(job, on_success=lambda hits: self._done(query, hits),
                          on_failure=lambda exc: self._error(query, exc), context=self, pool=self._pool)

    def _done(self, query: Query, hits: list[Hit]) -> None:
        self._running = None
        if query == self._wanted:
            self.results.emit(query.text, hits)
        if self._pending:
            self._fire()

    def _error(self, query: Query, exc: BaseException) -> None:
        self._running = None
        if query == self._wanted:
            self.failed.emit(query.text, str(exc))
        if self._pending:
            self._fire()

    def wait_idle(self, msecs: int = 5000) -> None:
        """For shutdown: let a running search finish before the engine closes."""
        self._pool.waitForDone(msecs)
