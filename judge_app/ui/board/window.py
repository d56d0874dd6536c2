"""The board window: the editor in the middle, the stepper docked beside it.

Opened from the browser's menu (or alone: ``python -m judge_app.ui.board.window
[file.json]``). A citation clicked in the stepper, or a rule a refused edit or file cites, opens in the
browser window's rule view when there is one, else in a small rule pane of its own.
"""

from __future__ import annotations

import sys
from pathlib import Path
from typing import Any

from PySide6.QtCore import QEvent, Qt, QTimer
from PySide6.QtGui import QAction, QCloseEvent, QKeySequence
from PySide6.QtWidgets import QApplication, QMainWindow, QMessageBox, QWidget

from judge_app.corpus import Corpus, RuleRef
from judge_app.engine import Scenario
from judge_app.ui.board.editor import BoardEditor
from judge_app.ui.preview import run_preview
from judge_app.ui.stepper.citations import open_in_window, record_for
from judge_app.ui.stepper.dock import StepperDock


class BoardWindow(QMainWindow):
    def __init__(self, browser: Any = None, corpus: Corpus | None = None, autosave_dir: Path | None = None,
                 parent: QWidget | None = None, library_dir: Path | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("boardWindow")
        self.browser = browser
        self.editor = BoardEditor(autosave_dir=autosave_dir, library_dir=library_dir)
        self.setCentralWidget(self.editor)
        corpus = corpus or (getattr(browser, "corpus", None) if browser is not None else None)
        self.stepper_dock = StepperDock(self.editor, corpus, self)
        self.addDockWidget(Qt.DockWidgetArea.RightDockWidgetArea, self.stepper_dock)
        self.stepper = self.stepper_dock.panel
        self.stepper.citation_activated.connect(self.open_citation)
        self.editor.problems.corpus = corpus  # None: the app's own, read when a refusal first shows a rule
        self.editor.citation_activated.connect(self.open_citation)
        self.stepper.message.connect(self._message)
        self.editor.message.connect(self._message)
        self.editor.title_changed.connect(self._title)
        # Ctrl+Q here quits the app as it does in the browser: every window closes (each may ask first).
        self.quit_action = QAction(self)
        self.quit_action.setObjectName("boardQuitAction")
        self.quit_action.setShortcut(QKeySequence(QKeySequence.StandardKey.Quit))
        self.quit_action.setShortcutContext(Qt.ShortcutContext.WindowShortcut)
        self.quit_action.triggered.connect(lambda _c=False: QApplication.closeAllWindows())
        self.addAction(self.quit_action)
        self.resize(1500, 900)
        self._title()

    def _message(self, text: str) -> None:
        self.statusBar().showMessage(text, 8000)

    def _title(self, *_args: object) -> None:
        self.setWindowTitle(self.tr("Board — %1").replace("%1", self.editor.window_title()))

    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            self._title()
        super().changeEvent(event)

    # ----- what other windows call ---------------------------------------------------------------
    def scenario(self) -> Scenario:
        return self.editor.scenario()

    def open_scenario(self, source: Scenario | str | Path) -> bool:
        if not self.editor.maybe_discard():
            return False
        self.stepper.reset()
        return self.editor.open_scenario(source)

    def open_citation(self, ref: RuleRef) -> bool:
        if self.browser is not None and open_in_window(self.browser, ref):
            return True
        rec = record_for(self.stepper.corpus, ref)
        if rec is None:
            self._message(self.tr("No rule %1 in this document").replace("%1", str(ref)))
            return False
        QMessageBox.information(self, f"{ref.game} {rec.rule_id}", f"{rec.rule_id} {rec.title}\n\n{rec.text}")
        return True

    def offer_restore_later(self) -> None:
        QTimer.singleShot(0, self.editor.offer_restore)

    def closeEvent(self, event: QCloseEvent) -> None:
        if not self.editor.maybe_discard():
            event.ignore()
            return
        self.editor.close_clean()
        super().closeEvent(event)


if __name__ == "__main__":


    def _make() -> QWidget:
        window = BoardWindow()
        files = [a for a in sys.argv[1:] if not a.startswith("--")]
        if files:
            window.editor.open_scenario(files[0])
        else:
            window.offer_restore_later()
        return window

    raise SystemExit(run_preview(_make))
