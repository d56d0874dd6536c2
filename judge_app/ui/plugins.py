"""A small typed registry through which the window's plugins find each other.

Frescobaldi's ``MainWindowPlugin.instance(window)`` is the model: each plugin class
has at most one instance per window, and another plugin asks the class for it
(``BoardPlugin.instance(window)``) and gets that type back, never a widget found
by its object name and probed with ``hasattr``. Top-level windows of a kind are
found the same way, by class (``windows_of(BoardWindow)``).
"""

from __future__ import annotations

import weakref
from typing import Any, TypeVar

import shiboken6
from PySide6.QtCore import QObject
from PySide6.QtWidgets import QApplication, QWidget

P = TypeVar("P", bound="WindowPlugin")
W = TypeVar("W", bound=QWidget)

# window -> {plugin class -> its instance}; weak, so a closed window takes its plugins with it.
_REGISTRY: weakref.WeakKeyDictionary[QObject, dict[type, WindowPlugin]] = weakref.WeakKeyDictionary()


class WindowPlugin(QObject):
    """A part of a window (a menu, a dock, a second window it opens); one instance per window and class."""

    def __init__(self, window: Any) -> None:
        super().__init__(window)
        self.window = window
        plugins = _REGISTRY.setdefault(window, {})
        if type(self) in plugins:
            raise RuntimeError(f"{type(self).__name__} is already installed in this window")
        plugins[type(self)] = self

    @classmethod
    def instance(cls: type[P], window: Any) -> P:
        """The plugin of this class in ``window``, installed now if the window has none yet."""
        found = cls.find(window)
        return found if found is not None else cls(window)

    @classmethod
    def find(cls: type[P], window: Any) -> P | None:
        """The plugin of this class in ``window``, or None if it was never installed there."""
        found = _REGISTRY.get(window, {}).get(cls)
        if found is None or not shiboken6.isValid(found):
            return None
        assert isinstance(found, cls)
        return found


def windows_of(kind: type[W]) -> list[W]:
    """The open top-level windows of a class, oldest first."""
    app = QApplication.instance()
    if not isinstance(app, QApplication):
        return []
    return [w for w in app.topLevelWidgets() if isinstance(w, kind) and shiboken6.isValid(w)]
