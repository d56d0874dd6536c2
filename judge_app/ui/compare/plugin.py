"""Wires version comparison into the main window: a Versions menu and the compare window.

Kept apart from the widgets (as Spyder keeps a plugin's wiring apart from its
``widgets/``), so the main window only has to create the plugin.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtCore import QEvent, QObject, Qt, QTimer
from PySide6.QtGui import QAction, QKeySequence
from PySide6.QtWidgets import QMenu

from judge_app.ui.compare.history_view import RuleHistoryView
from judge_app.ui.compare.lineage import game_versions
from judge_app.ui.compare.view import CompareView
from judge_app.ui.location import Location

if TYPE_CHECKING:
    from judge_app.ui.main_window import MainWindow


class ComparePlugin(QObject):
    def __init__(self, window: MainWindow) -> None:
        super().__init__(window)
        self.setObjectName("comparePlugin")
        self.window = window
        self.compare_view: CompareView | None = None
        self.history_view: RuleHistoryView | None = None
        self.compare_action = self._action("compareAction", "Ctrl+Shift+D", self.show_compare)
        self.history_action = self._action("ruleHistoryAction", "Ctrl+H", self.show_history)
        self.menu = QMenu(window)
        self.menu.setObjectName("versionsMenu")
        self.menu.addAction(self.compare_action)
        self.menu.addAction(self.history_action)
        window.rule_view.history_requested.connect(self.show_history)
        window.menuBar().insertMenu(window.view_menu.menuAction(), self.menu)
        self._set_enabled(False)
        window.corpus_loaded.connect(lambda: self._set_enabled(True))
        window.installEventFilter(self)
        self.retranslate()

    def _action(self, name: str, shortcut: str, slot: object) -> QAction:
        action = QAction(self.window)
        action.setObjectName(name)
        if shortcut:
            action.setShortcut(QKeySequence(shortcut))
        action.setShortcutContext(Qt.ShortcutContext.WindowShortcut)
        action.triggered.connect(lambda _checked=False: slot())  # type: ignore[operator]
        self.window.addAction(action)
        return action

    def _set_enabled(self, on: bool) -> None:
        self.compare_action.setEnabled(on)
        self.history_action.setEnabled(on)

    def retranslate(self) -> None:
        self.menu.setTitle(self.tr("V&ersions"))
        self.compare_action.setText(self.tr("Compare versions…"))
        self.compare_action.setToolTip(self.tr("Two versions of a document side by side (Ctrl+Shift+D)"))
        self.history_action.setText(self.tr("History of this rule"))
        self.history_action.setToolTip(self.tr("This rule in every version the app holds (Ctrl+H)"))

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if watched is self.window and event.type() == QEvent.Type.LanguageChange:
            self.retranslate()
        return False

    # -- compare -----------------------------------------------------------
    def show_compare(self) -> CompareView | None:
        """Open (or raise) the compare window; it starts on the document and rule being read."""
        corpus = self.window.corpus
        if corpus is None:
            return None
        if self.compare_view is None:
            view = CompareView(None, self.window)
            view.setWindowFlag(Qt.WindowType.Window, True)
            view.resize(1180, 780)
            view.open_rule.connect(self.open_in_main)
            view.set_corpus(corpus)
            self.compare_view = view
        view = self.compare_view
        shown = self.window.rule_view.ruleset
        if shown is not None and len(corpus.versions(shown.game)) > 1 and view.game_combo.currentData() != shown.game:
            versions = corpus.versions(shown.game)
            view.compare(shown.game, versions[-2], versions[-1])
        record = self.window.rule_view.record
        if shown is not None and record is not None:
            key = record.key
            is_new = shown.version == view.new_combo.currentData()

            def select() -> None:
                if is_new:
                    view.select_entry(new_key=key)
                else:
                    view.select_entry(old_key=key)

            if view.busy:
                view.compared.connect(select, Qt.ConnectionType.SingleShotConnection)
            else:
                QTimer.singleShot(0, select)
        view.show()
        view.raise_()
        view.activateWindow()
        return view

    # -- history -----------------------------------------------------------
    def show_history(self) -> RuleHistoryView | None:
        """Open (or raise) the history window on the rule the main view shows."""
        corpus, shown, record = self.window.corpus, self.window.rule_view.ruleset, self.window.rule_view.record
        if corpus is None or shown is None or record is None:
            self.window.statusBar().showMessage(self.tr("Open a rule first to see its history."), 4000)
            return None
        if self.history_view is None:
            view = RuleHistoryView(self.window)
            view.setWindowFlag(Qt.WindowType.Window, True)
            view.resize(760, 640)
            view.open_rule.connect(self.open_in_main)
            self.history_view = view
        self.history_view.show_rule(game_versions(corpus.rulesets, shown.game), shown, record)
        self.history_view.show()
        self.history_view.raise_()
        self.history_view.activateWindow()
        return self.history_view

    def open_in_main(self, loc: Location) -> None:
        self.window.open_location(loc)
        self.window.raise_()
        self.window.activateWindow()
