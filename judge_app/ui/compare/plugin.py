"""Wires version comparison into the main window: a Versions menu and the compare window.

Kept apart from the widgets (as Spyder keeps a plugin's wiring apart from its
``widgets/``), so the main window only has to create the plugin.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtCore import QEvent, QObject, Qt, QTimer
from PySide6.QtGui import QAction, QKeySequence
from PySide6.QtWidgets import QMenu

from judge_app.corpus import Corpus, load_corpus
from judge_app.corpus.importer import ImportResult
from judge_app.corpus.manifest import default_rules_dir
from judge_app.rulings.search_docs import RulingsSource
from judge_app.search import SearchEngine
from judge_app.ui.compare.history_view import RuleHistoryView
from judge_app.ui.compare.import_dialog import ImportDialog
from judge_app.ui.compare.lineage import game_versions
from judge_app.ui.compare.view import CompareView
from judge_app.ui.location import Location
from judge_app.ui.ops import run_in_background
from judge_app.ui.plugins import WindowPlugin
from judge_app.ui.search_controller import SearchBackend

if TYPE_CHECKING:
    from judge_app.ui.main_window import MainWindow


class ComparePlugin(WindowPlugin):
    """The Versions menu; other plugins reach it as ``ComparePlugin.instance(window)``."""

    def __init__(self, window: MainWindow) -> None:
        super().__init__(window)
        self.setObjectName("comparePlugin")
        self.window: MainWindow = window
        self.compare_view: CompareView | None = None
        self.history_view: RuleHistoryView | None = None
        self.import_dialog: ImportDialog | None = None
        self.compare_action = self._action("compareAction", "Ctrl+Shift+D", self.show_compare)
        self.history_action = self._action("ruleHistoryAction", "Ctrl+H", self.show_history)
        self.import_action = self._action("importVersionAction", "", self.show_import)
        self.menu = QMenu(window)
        self.menu.setObjectName("versionsMenu")
        self.menu.addAction(self.compare_action)
        self.menu.addAction(self.history_action)
        self.menu.addSeparator()
        self.menu.addAction(self.import_action)
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
        self.import_action.setEnabled(on)

    def retranslate(self) -> None:
        self.menu.setTitle(self.tr("V&ersions"))
        self.compare_action.setText(self.tr("Compare versions…"))
        self.compare_action.setToolTip(self.tr("Two versions of a document side by side (Ctrl+Shift+D)"))
        self.history_action.setText(self.tr("History of this rule"))
        self.history_action.setToolTip(self.tr("This rule in every version the app holds (Ctrl+H)"))
        self.import_action.setText(self.tr("Import a new version…"))
        self.import_action.setToolTip(self.tr("Add a version of a document from its raw text"))

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
        if self.compare_view is not None and self.compare_view.corpus is not corpus:
            self.compare_view.set_corpus(corpus)  # a version was imported since
        if self.compare_view is None:
            view = CompareView(None, self.window)
            view.setWindowFlag(Qt.WindowType.Window, True)
            view.resize(1180, 780)
            view.open_rule.connect(self.open_in_main)
            view.follow_rule.connect(self.window.open_location)
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

    # -- import --------------------------------------------------------------
    def show_import(self) -> ImportDialog | None:
        corpus = self.window.corpus
        if corpus is None:
            return None
        if self.import_dialog is None or self.import_dialog.corpus is not corpus:
            dialog = ImportDialog(corpus, corpus.root or default_rules_dir(), self.window)
            dialog.imported.connect(self._imported)
            self.import_dialog = dialog
        shown = self.window.rule_view.ruleset
        if shown is not None:
            self.import_dialog.set_game(shown.game)
        self.import_dialog.show()
        self.import_dialog.raise_()
        return self.import_dialog

    def _imported(self, result: ImportResult) -> None:
        """Load the rules again from where the version was written, then reindex and show the changes."""
        old_backend = self.window.backend

        def job(_progress: object) -> tuple[Corpus, SearchBackend]:
            corpus = load_corpus(result.root)
            return corpus, fresh_backend(old_backend, corpus)

        def loaded(pair: tuple[Corpus, SearchBackend]) -> None:
            corpus, backend = pair
            self.window.replace_corpus(corpus, backend)
            view = self.show_compare()
            if view is not None and result.previous is not None:
                view.compare(result.ruleset.game, result.previous.version, result.ruleset.version)

        def failed(exc: BaseException) -> None:
            self.window.statusBar().showMessage(
                self.tr("The new version was written but the rules could not be loaded again: %1")
                .replace("%1", str(exc)))

        run_in_background(job, on_success=loaded, on_failure=failed, context=self)

    def open_in_main(self, loc: Location) -> None:
        self.window.open_location(loc)
        self.window.raise_()
        self.window.activateWindow()


def fresh_backend(old: SearchBackend | None, corpus: Corpus) -> SearchBackend:
    """A search engine over the changed corpus, keeping the old one's index folder and analysis mode."""

    if isinstance(old, SearchEngine):
        return SearchEngine(corpus, index_dir=old.base, morph_mode=old.morph_mode,
                            extra_documents=old.extra_documents)
    return SearchEngine(corpus, extra_documents=RulingsSource())
