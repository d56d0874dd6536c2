"""Every file dialog of the app, through one helper: it opens in the user's documents folder, then in the
folder last used for that kind of file (positions, reports, packs, …), with a default file name.

The folders are remembered in the app's settings; the window hands its settings over (``use_settings``) so
tests and benchmarks, which point them at a temporary file, never touch a judge's real ones.
"""

from __future__ import annotations

from pathlib import Path

from PySide6.QtCore import QSettings, QStandardPaths
from PySide6.QtWidgets import QFileDialog, QWidget

from judge_app.ui.settings import default_qsettings

_store: QSettings | None = None


def use_settings(store: QSettings) -> None:
    """Remember the folders in ``store`` (the window's settings)."""
    global _store
    _store = store


def _settings() -> QSettings:
    global _store
    if _store is None:
        _store = default_qsettings()
    return _store


def documents_folder() -> Path:
    """The user's documents folder (the home folder where the system names none)."""
    found = QStandardPaths.writableLocation(QStandardPaths.StandardLocation.DocumentsLocation)
    return Path(found) if found else Path.home()


def start_folder(kind: str) -> Path:
    """Where a dialog for ``kind`` opens: the folder last used for it while it still exists, else documents."""
    value = _settings().value(f"files/{kind}", "")
    if isinstance(value, str) and value and Path(value).is_dir():
        return Path(value)
    return documents_folder()


def start_path(kind: str, name: str = "") -> str:
    """The start folder for ``kind`` with a default file name in it (a save dialog offers the name)."""
    folder = start_folder(kind)
    return str(folder / name) if name else str(folder)


def remember(kind: str, path: str | Path) -> None:
    """Note the folder of a file the judge chose, for the next dialog of that kind."""
    _settings().setValue(f"files/{kind}", str(Path(path).parent))


def open_file_name(parent: QWidget | None, title: str, kind: str, filters: str) -> str:
    """Ask for a file to open; "" when the judge cancels. The folder is remembered for ``kind``."""
    path, _ = QFileDialog.getOpenFileName(parent, title, start_path(kind), filters)
    if path:
        remember(kind, path)
    return path


def save_file_name(parent: QWidget | None, title: str, kind: str, name: str, filters: str,
                   suffix: str = "") -> str:
    """Ask where to save, offering ``name``; "" when the judge cancels. ``suffix`` is added when the typed
    name lacks it. The folder is remembered for ``kind``."""
    path, _ = QFileDialog.getSaveFileName(parent, title, start_path(kind, safe_name(name)), filters)
    if not path:
        return ""
    if suffix and not path.lower().endswith(suffix.lower()):
        path += suffix
    remember(kind, path)
    return path


def safe_name(name: str) -> str:
    """A default file name from a title: no folder separators or characters file systems refuse."""
    cleaned = "".join("_" if ch in '/\\:*?"<>|' or ord(ch) < 32 else ch for ch in name).strip(" .")
    return cleaned or "untitled"
