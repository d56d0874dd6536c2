"""The desktop app: a thin PySide6 layer over the Qt-free core (corpus, search)."""

from judge_app.ui import _none_refcount  # noqa: F401  (must run before the widgets make Qt calls)
