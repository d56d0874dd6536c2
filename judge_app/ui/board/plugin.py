"""Wires the board into the browser window: a Board menu and toolbar button that open the board window.

Other plugins reach it as ``BoardPlugin.instance(window)`` and ask it for the open board
(``board_window()``) or for one (``open_board()``), typed, instead of looking for a
top-level widget by its object name.
"""

from __future__ import annotations

from pathlib import Path
from typing import Any

from PySide6.QtCore import QEvent, QObject, Qt
from PySide6.QtGui import QAction, QKeySequence
from PySide6.QtWidgets import QMenu

from judge_app.ui.board.window import BoardWindow
from judge_app.ui.plugins import WindowPlugin, windows_of


class BoardPlugin(WindowPlugin):
    def __init__(self, window: Any) -> None:
        super().__init__(window)
        self.setObjectName("boardPlugin")
        self.board: BoardWindow | None = None
        self.autosave_dir: Path | None = None  # None: the user data directory (tests point it elsewhere)
        self.open_action = QAction(window)
        self.open_action.setObjectName("boardAction")
        self.open_action.setShortcut(QKeySequence("Ctrl+Shift+B"))
        self.open_action.setShortcutContext(Qt.ShortcutContext.WindowShortcut)
        self.open_action.triggered.connect(lambda _c=False: self.open_board())
        window.addAction(self.open_action)
        self.menu = QMenu(window)
        self.menu.setObjectName("boardMenu")
        self.menu.addAction(self.open_action)
        window.menuBar().insertMenu(window.view_menu.menuAction(), self.menu)
        toolbar = getattr(window, "toolbar", None)
        if toolbar is not None:
            toolbar.addAction(self.open_action)
        window.installEventFilter(self)
        self.retranslate()

    def retranslate(self) -> None:
        self.menu.setTitle(self.tr("&Board"))
        self.open_action.setText(self.tr("Board and stepper"))
        self.open_action.setToolTip(self.tr("Set up a position and step through it (Ctrl+Shift+B)"))

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if watched is self.window and event.type() == QEvent.Type.LanguageChange:
            self.retranslate()
        return False

    def board_window(self) -> BoardWindow | None:
        """The open board window, if any (this plugin's, else any other one)."""
        if self.board is not None and _alive(self.board):
            return self.board
        return next(iter(windows_of(BoardWindow)), None)

    def open_board(self) -> BoardWindow:
        """The board window (one at a time), shown and raised; on its first opening, offer any lost work back."""
        board = self.board_window()
        if board is None:
            board = BoardWindow(browser=self.window, autosave_dir=self.autosave_dir)
            board.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose, True)
            board.offer_restore_later()
        self.board = board
        board.show()
        board.raise_()
        board.activateWindow()
        return board


def _alive(widget: Any) -> bool:
    try:
        widget.objectName()
    except RuntimeError:  # deleted on close
        return False
    return True
