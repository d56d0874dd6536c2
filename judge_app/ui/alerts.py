"""One-line warnings for things the judge asked for and did not get (a save, an export, an open).

The box does not block: the caller returns at once with its state intact (the
position still dirty, the form still filled), and nothing waits on a modal loop
that a test or a closing window would have to answer.
"""

from __future__ import annotations

import os
from pathlib import Path

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QMessageBox, QWidget

from judge_app.storage import SaveError


def one_line(text: str) -> str:
    """Whitespace, newlines included, collapsed: a message names the file and says why, in one line."""
    return " ".join(str(text).split())


def failure_parts(path: str | os.PathLike[str] | None, exc: BaseException) -> tuple[str, str]:
    """The file and the reason of a failed write, each on one line (a SaveError names the real target)."""
    if isinstance(exc, SaveError):
        return one_line(exc.path), one_line(exc.message)
    reason = exc.strerror if isinstance(exc, OSError) and exc.strerror else str(exc)
    filename = getattr(exc, "filename", None) if path is None else path
    return one_line(os.fspath(filename) if filename is not None else ""), one_line(reason)


def failure_text(path: str | os.PathLike[str] | None, exc: BaseException) -> str:
    """``file: reason`` for a failed write."""
    filename, reason = failure_parts(path, exc)
    return f"{filename}: {reason}" if filename else reason


def set_aside_text(error: BaseException, moved_to: Path | None) -> str:
    """One line for a file of ours (an autosave) that could not be read: the error (naming the file and the
    place), then where the file was moved, ``→ board.json.bad``."""
    text = one_line(str(error))
    return f"{text} → {moved_to}" if moved_to is not None else text


def warn(parent: QWidget, title: str, text: str) -> QMessageBox:
    """Show ``text`` in a warning box owned by ``parent``, deleted when dismissed; returns at once."""
    box = QMessageBox(QMessageBox.Icon.Warning, title, one_line(text), QMessageBox.StandardButton.Ok, parent)
    box.setObjectName("failureBox")
    box.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose, True)
    box.setWindowModality(Qt.WindowModality.NonModal)
    box.show()
    return box
