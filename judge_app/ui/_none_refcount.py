"""Guard against a binding bug that aborts the app after some thousands of Qt calls or signals.

PySide6 6.12.0 hands back a borrowed reference where it owes a new one: each call of
a Qt method returning ``void`` (``widget.update()``, ``setText``, ``QTimer.singleShot``,
``QThreadPool.start``...) drops a reference to ``None``, each ``Signal.emit()`` drops one
to ``True`` (its result), and a failed ``disconnect`` one to ``False``. On Python 3.11,
where these singletons are ordinary counted objects, a count reaches zero after enough
progress reports, search results or clicks, and the interpreter aborts ("none_dealloc",
"bool_dealloc") at whatever line happened to drop the last reference. 6.11.3 and older
are free of it. Python 3.12 made the singletons immortal for exactly this kind of bug;
here we do the same for all three when, and only when, a leak is measured, so a build
that has the bug cannot take a session down.
"""

from __future__ import annotations

import ctypes
import sys

from PySide6.QtCore import QObject, Signal

# Headroom far beyond any session's worth of calls, far below Py_ssize_t's range.
_HEADROOM = 1 << 40
_SINGLETONS = (None, True, False)


class _Probe(QObject):
    ping = Signal()


def _drop(obj: object, call: object, probe_calls: int) -> bool:
    """True if ``call()`` loses about one reference to ``obj`` each time."""
    before = sys.getrefcount(obj)
    for _ in range(probe_calls):
        call()  # type: ignore[operator]
    return before - sys.getrefcount(obj) >= probe_calls // 2


def leaks_none(probe_calls: int = 64) -> bool:
    """A ``void`` Qt method loses a reference to ``None``."""
    obj = QObject()
    return _drop(None, lambda: obj.setObjectName(""), probe_calls)


def leaks_true(probe_calls: int = 64) -> bool:
    """``Signal.emit()`` loses a reference to ``True``."""
    probe = _Probe()
    return _drop(True, probe.ping.emit, probe_calls)


def _refcount_field(obj: object) -> ctypes.c_ssize_t:
    # ob_refcnt is the first field of every object in a release build of CPython 3.11.
    return ctypes.c_ssize_t.from_address(id(obj))


def install() -> bool:
    """Make ``None``, ``True`` and ``False`` effectively immortal if this PySide6 leaks them. True if applied."""
    if sys.implementation.name != "cpython" or sys.version_info >= (3, 12) or hasattr(sys, "gettotalrefcount"):
        return False  # immortal already, or a debug build whose object layout differs
    if not (leaks_none() or leaks_true()):
        return False
    for obj in _SINGLETONS:
        _refcount_field(obj).value += _HEADROOM
    return True


APPLIED = install()
