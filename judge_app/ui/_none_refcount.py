"""Guard against a binding bug that would abort the app after a few thousand Qt calls.

Some PySide6 builds (6.12.0 seen) drop a reference to ``None`` every time a
Qt method that returns ``void`` is called (``widget.update()``, ``setText``,
``beginInsertRows``...). On Python 3.11, where ``None`` is an ordinary counted
object, its count eventually reaches zero and the interpreter aborts with
"none_dealloc". Python 3.12 made ``None`` immortal for exactly this kind of
reason; here we do the same when, and only when, the bug is measured.
"""

from __future__ import annotations

import ctypes
import sys

# Headroom far beyond any session's worth of calls, far below Py_ssize_t's range.
_HEADROOM = 1 << 40


def leaks_none(probe_calls: int = 64) -> bool:
    from PySide6.QtCore import QObject

    obj = QObject()
    before = sys.getrefcount(None)
    for _ in range(probe_calls):
        obj.setObjectName("")
    return before - sys.getrefcount(None) >= probe_calls // 2


def install() -> bool:
    """Make ``None`` effectively immortal if this PySide6 leaks its references. True if applied."""
    if sys.implementation.name != "cpython" or sys.version_info >= (3, 12) or hasattr(sys, "gettotalrefcount"):
        return False  # immortal already, or a debug build whose object layout differs
    if not leaks_none():
        return False
    ctypes.c_ssize_t.from_address(id(None)).value += _HEADROOM
    return True


APPLIED = install()
