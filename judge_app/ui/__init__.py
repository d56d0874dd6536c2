"""The desktop app: a thin PySide6 layer over the Qt-free core (corpus, search)."""
