"""The browser window: search box, results, document tree, bookmarks and the rule view.

The window opens before anything is loaded. Loading the corpus and opening (or
building) the search index run in the background; a query typed meanwhile waits
and is answered when the index is ready. Run ``python -m judge_app.ui.main_window``
to open it with the shipped rules.
"""

from __future__ import annotations

import logging
from collections.abc import Callable, Sequence

from PySide6.QtCore import QEvent, QModelIndex, QObject, Qt, QThreadPool, QTimer, Signal
from PySide6.QtGui import QAction, QCloseEvent, QFont, QGuiApplication, QKeyEvent, QKeySequence, QMouseEvent
from PySide6.QtWidgets import (
    QApplication,
    QComboBox,
    QLabel,
    QLineEdit,
    QListWidget,
    QListWidgetItem,
    QMainWindow,
    QProgressBar,
    QSplitter,
    QTabWidget,
    QToolBar,
    QTreeView,
    QVBoxLayout,
    QWidget,
)

from judge_app.corpus import Corpus, RuleSet, default_corpus
from judge_app.search import SearchEngine
from judge_app.search.types import Hit, IndexStatus
from judge_app.ui import files, fonts, theme
from judge_app.ui.board.plugin import BoardPlugin
from judge_app.ui.compare.plugin import ComparePlugin
from judge_app.ui.history import History
from judge_app.ui.i18n import Translations
from judge_app.ui.location import Location
from judge_app.ui.ops import ProgressFn, run_in_background
from judge_app.ui.preview import run_preview
from judge_app.ui.results import ResultsView, matched_words
from judge_app.ui.rule_view import RuleView
from judge_app.ui.rulings.plugin import RulingsPlugin, shown_rulings
from judge_app.ui.search_controller import SearchBackend, SearchController
from judge_app.ui.settings import UiSettings
from judge_app.ui.settings_dialog import SettingsDialog
from judge_app.ui.titles import document_title, own_title
from judge_app.ui.tree_model import KEY_ROLE, RuleTreeModel

log = logging.getLogger(__name__)

Loader = Callable[[], tuple[Corpus, SearchBackend]]


def default_loader() -> tuple[Corpus, SearchBackend]:
    """The shipped corpus and a search engine over the rulings the window shows (so it needs no swap)."""
    corpus = default_corpus()
    return corpus, SearchEngine(corpus, extra_documents=shown_rulings(UiSettings().store))


def quit_all() -> None:
    """Ctrl+Q from any window: close every window (each may still ask about unsaved work and refuse)."""
    QApplication.closeAllWindows()


class MainWindow(QMainWindow):
    corpus_loaded = Signal()
    index_ready = Signal(object)  # IndexStatus, or None when it failed
    results_shown = Signal(str)  # the query whose results are now in the list
    location_changed = Signal(object)  # Location

    def __init__(self, settings: UiSettings, translations: Translations | None = None,
                 loader: Loader = default_loader, base_font: QFont | None = None) -> None:
        super().__init__()
        self.setObjectName("mainWindow")
        self.settings = settings
        files.use_settings(settings.store)  # file dialogs remember their folders with the other settings
        self.translations = translations
        self.loader = loader
        self.corpus: Corpus | None = None
        self.backend: SearchBackend | None = None
        self.index_status: IndexStatus | None = None
        self.history: History[Location] = History()
        self._base_font = QFont(base_font) if base_font is not None else QFont(self.font())
        self._open_when_ready: str | None = None
        self._settings_dialog: SettingsDialog | None = None
        self._pool = QThreadPool(self)  # loading and indexing; searches have their own
        self._pool.setMaxThreadCount(1)
        # A plugin opens a result that is not a rule (a ruling): the first opener that returns True has it.
        self.hit_openers: list[Callable[[Hit], bool]] = []

        self.search = SearchController(self)
        self.search.results.connect(self._show_results)
        self.search.waiting.connect(self._search_waiting)
        self.search.failed.connect(self._search_failed)

        self._build_widgets()
        self._build_actions()
        self.compare = ComparePlugin(self)  # the Versions menu: compare view, rule histories
        self.rulings = RulingsPlugin(self)  # the Rulings menu and dock, rulings listed in the rule view
        self.board = BoardPlugin(self)  # the Board menu: the board editor and the stepper
        self.retranslate()
        self.apply_zoom()
        if settings.geometry is not None:
            self.restoreGeometry(settings.geometry)
        else:
            self.resize(1180, 760)
        if settings.splitter is not None:
            self.splitter.restoreState(settings.splitter)
        app = QApplication.instance()
        if app is not None:
            app.installEventFilter(self)
        QGuiApplication.styleHints().colorSchemeChanged.connect(self._system_scheme_changed)

    # -- construction ----------------------------------------------------
    def _build_widgets(self) -> None:
        self.search_box = QLineEdit(objectName="searchBox")
        self.search_box.setClearButtonEnabled(True)
        self.search_box.textEdited.connect(self._query_edited)
        self.doc_selector = QComboBox(objectName="docSelector")
        self.doc_selector.setSizeAdjustPolicy(QComboBox.SizeAdjustPolicy.AdjustToContents)
        self.doc_selector.setMaximumWidth(360)
        self.doc_selector.currentIndexChanged.connect(self._document_chosen)

        self.toolbar = QToolBar(objectName="mainToolbar")
        self.toolbar.setMovable(False)
        self.addToolBar(self.toolbar)

        self.results = ResultsView()
        self.results.activated.connect(self._result_activated)
        self.results.clicked.connect(self._result_activated)
        self.results_hint = QLabel(objectName="resultsHint")
        self.results_hint.setWordWrap(True)
        self.results_hint.setMargin(6)
        results_page = QWidget()
        rl = QVBoxLayout(results_page)
        rl.setContentsMargins(0, 0, 0, 0)
        rl.setSpacing(0)
        rl.addWidget(self.results_hint)
        rl.addWidget(self.results, 1)

        self.tree_model = RuleTreeModel(None, self)
        self.tree = QTreeView(objectName="docTree")
        self.tree.setModel(self.tree_model)
        self.tree.setHeaderHidden(True)
        self.tree.setUniformRowHeights(True)
        self.tree.activated.connect(self._tree_activated)
        self.tree.clicked.connect(self._tree_activated)

        self.bookmark_list = QListWidget(objectName="bookmarkList")
        self.bookmark_list.itemActivated.connect(self._bookmark_activated)
        self.bookmark_list.itemClicked.connect(self._bookmark_activated)

        self.side = QTabWidget(objectName="sideTabs")
        self.side.addTab(results_page, "")
        self.side.addTab(self.tree, "")
        self.side.addTab(self.bookmark_list, "")

        self.rule_view = RuleView()
        self.rule_view.navigate.connect(self._navigate_in_document)
        self.rule_view.bookmark_toggled.connect(self._bookmark_toggled)
        self.rule_view.message.connect(lambda text: self.statusBar().showMessage(text, 4000))

        self.splitter = QSplitter(Qt.Orientation.Horizontal, objectName="mainSplitter")
        self.splitter.addWidget(self.side)
        self.splitter.addWidget(self.rule_view)
        self.splitter.setStretchFactor(0, 2)
        self.splitter.setStretchFactor(1, 3)
        self.splitter.setSizes([440, 740])
        self.setCentralWidget(self.splitter)

        self.index_label = QLabel(objectName="indexLabel")
        self.progress = QProgressBar(objectName="indexProgress")
        self.progress.setMaximumWidth(220)
        self.progress.setTextVisible(True)
        self.progress.hide()
        self.statusBar().addPermanentWidget(self.index_label)
        self.statusBar().addPermanentWidget(self.progress)

    def _action(self, shortcuts: list[QKeySequence | str], slot: Callable[[], object], name: str) -> QAction:
        action = QAction(self)
        action.setObjectName(name)
        keys: list[QKeySequence] = []
        for s in shortcuts:  # a standard key may equal a listed one; a repeat makes the shortcut ambiguous
            seq = QKeySequence(s)
            if not seq.isEmpty() and seq not in keys:
                keys.append(seq)
        action.setShortcuts(keys)
        action.setShortcutContext(Qt.ShortcutContext.WindowShortcut)
        action.triggered.connect(lambda _checked=False: slot())
        self.addAction(action)
        return action

    def _build_actions(self) -> None:
        back_keys = [QKeySequence(QKeySequence.StandardKey.Back), "Alt+Left"]
        forward_keys = [QKeySequence(QKeySequence.StandardKey.Forward), "Alt+Right"]
        self.back_action = self._action(back_keys, self.go_back, "backAction")
        self.forward_action = self._action(forward_keys, self.go_forward, "forwardAction")
        self.focus_action = self._action(["Ctrl+K", "Ctrl+L", QKeySequence(QKeySequence.StandardKey.Find)],
                                         self.focus_search, "focusSearchAction")
        self.bookmark_action = self._action(["Ctrl+D"], self.toggle_bookmark, "bookmarkAction")
        self.copy_rule_action = self._action(["Ctrl+Shift+C"], self.rule_view.copy_rule, "copyRuleAction")
        self.copy_link_action = self._action(["Ctrl+Shift+L"], self.rule_view.copy_link, "copyLinkAction")
        self.zoom_in_action = self._action(["Ctrl+=", "Ctrl++", QKeySequence(QKeySequence.StandardKey.ZoomIn)],
                                           lambda: self.zoom(1), "zoomInAction")
        self.zoom_out_action = self._action(["Ctrl+-", QKeySequence(QKeySequence.StandardKey.ZoomOut)],
                                            lambda: self.zoom(-1), "zoomOutAction")
        self.zoom_reset_action = self._action(["Ctrl+0"], lambda: self.zoom(0), "zoomResetAction")
        self.settings_action = self._action([QKeySequence(QKeySequence.StandardKey.Preferences), "Ctrl+,"],
                                            self.show_settings, "settingsAction")
        self.quit_action = self._action([QKeySequence(QKeySequence.StandardKey.Quit)], quit_all, "quitAction")
        self.escape_action = self._action(["Escape"], self.focus_search, "escapeAction")
        self.previous_rule_action = self._action(["Alt+Up"], lambda: self._open_near("previous"), "previousRuleAction")
        self.next_rule_action = self._action(["Alt+Down"], lambda: self._open_near("next"), "nextRuleAction")
        self.parent_rule_action = self._action(["Alt+Home"], lambda: self._open_near("parent"), "parentRuleAction")
        self.back_action.setEnabled(False)
        self.forward_action.setEnabled(False)

        self.toolbar.addAction(self.back_action)
        self.toolbar.addAction(self.forward_action)
        self.toolbar.addWidget(self.search_box)
        self.toolbar.addWidget(self.doc_selector)
        self.toolbar.addAction(self.settings_action)

        bar = self.menuBar()
        self.go_menu = bar.addMenu("")
        for a in (self.focus_action, self.back_action, self.forward_action):
            self.go_menu.addAction(a)
        self.go_menu.addSeparator()
        self.go_menu.addAction(self.quit_action)
        self.rule_menu = bar.addMenu("")
        for a in (self.copy_rule_action, self.copy_link_action, self.bookmark_action):
            self.rule_menu.addAction(a)
        self.rule_menu.addSeparator()
        for a in (self.previous_rule_action, self.next_rule_action, self.parent_rule_action):
            self.rule_menu.addAction(a)
        self.bookmarks_menu = bar.addMenu("")
        self.bookmarks_menu.aboutToShow.connect(self._fill_bookmarks_menu)
        self.view_menu = bar.addMenu("")
        for a in (self.zoom_in_action, self.zoom_out_action, self.zoom_reset_action):
            self.view_menu.addAction(a)
        self.view_menu.addSeparator()
        self.view_menu.addAction(self.settings_action)

    def retranslate(self) -> None:
        self.setWindowTitle(self.tr("Rules Browser"))
        self.search_box.setPlaceholderText(self.tr("Search the rules: words, or a rule number (Ctrl+K)"))
        self.doc_selector.setToolTip(self.tr("Which document to browse and search"))
        if self.doc_selector.count():
            self.doc_selector.setItemText(0, self.tr("All documents"))
        self.side.setTabText(0, self.tr("Results"))
        self.side.setTabText(1, self.tr("Contents"))
        self.side.setTabText(2, self.tr("Bookmarks"))
        self.back_action.setText(self.tr("◀ Back"))
        self.back_action.setToolTip(self.tr("Back (Alt+Left)"))
        self.forward_action.setText(self.tr("Forward ▶"))
        self.forward_action.setToolTip(self.tr("Forward (Alt+Right)"))
        self.focus_action.setText(self.tr("Search"))
        self.bookmark_action.setText(self.tr("Bookmark this rule"))
        self.copy_rule_action.setText(self.tr("Copy rule"))
        self.copy_link_action.setText(self.tr("Copy link"))
        self.previous_rule_action.setText(self.tr("Previous rule"))
        self.next_rule_action.setText(self.tr("Next rule"))
        self.parent_rule_action.setText(self.tr("Up to its section"))
        self.zoom_in_action.setText(self.tr("Zoom in"))
        self.zoom_out_action.setText(self.tr("Zoom out"))
        self.zoom_reset_action.setText(self.tr("Actual size"))
        self.settings_action.setText(self.tr("Settings…"))
        self.quit_action.setText(self.tr("Quit"))
        self.go_menu.setTitle(self.tr("&Go"))
        self.rule_menu.setTitle(self.tr("&Rule"))
        self.bookmarks_menu.setTitle(self.tr("&Bookmarks"))
        self.view_menu.setTitle(self.tr("&View"))
        self.rule_view.english_titles = self.settings.language == "en"
        self._refresh_doc_names()
        self._refresh_bookmarks()
        self._update_index_label()
        self._update_results_hint()

    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate()
        super().changeEvent(event)

    # -- startup ---------------------------------------------------------
    def start(self) -> None:
        """Load the corpus and open the index, both off the UI thread."""
        self.index_label.setText(self.tr("Loading the rules…"))
        run_in_background(lambda _p: self.loader(), on_success=self._loaded, on_failure=self._load_failed,
                          context=self, pool=self._pool)

    def _loaded(self, loaded: tuple[Corpus, SearchBackend]) -> None:
        corpus, backend = loaded
        self.corpus = corpus
        self.backend = backend
        self.search.set_backend(backend, ready=False)
        self.doc_selector.blockSignals(True)
        self.doc_selector.clear()
        self.doc_selector.addItem(self.tr("All documents"), "")
        for rs in corpus.rulesets:
            self.doc_selector.addItem("", f"{rs.game}@{rs.version}")
        self._refresh_doc_names()
        wanted = self.doc_selector.findData(self.settings.document)
        self.doc_selector.setCurrentIndex(max(0, wanted))
        self.doc_selector.blockSignals(False)
        self._document_chosen(self.doc_selector.currentIndex())
        self._refresh_bookmarks()
        for err in corpus.errors:
            log.warning("%s", err)
        self.corpus_loaded.emit()
        self._build_index()

    def replace_corpus(self, corpus: Corpus, backend: SearchBackend) -> None:
        """Take a corpus that changed on disk (a version was imported): list it, reindex in the background."""
        shown = self.rule_view.location()
        previous = self.backend
        self._loaded((corpus, backend))
        self._retire(previous)
        if shown is not None:
            self.open_location(shown, remember=False)

    def reindex(self, backend: SearchBackend) -> None:
        """Search through ``backend``, an engine over files that changed under the running app (a ruling saved).

        Its index builds in the background while the current engine keeps answering; then they swap and the
        old one is closed. A corpus replaced meanwhile (an imported version) wins: this engine is dropped.
        """
        corpus = self.corpus
        self.progress.setRange(0, 0)
        self.progress.setFormat(self.tr("Indexing %p%"))
        self.progress.show()

        def ready(status: IndexStatus) -> None:
            if self.corpus is not corpus:
                self._retire(backend)
                return
            previous, self.backend = self.backend, backend
            self.search.set_backend(backend, ready=False)
            self._index_done(status)
            self._retire(previous)

        def failed(exc: BaseException) -> None:  # the current engine still answers
            log.warning("search index not refreshed: %s", exc)
            self.progress.hide()
            self._update_index_label()
            self._retire(backend)

        run_in_background(lambda progress: backend.ensure_index(progress), on_success=ready, on_failure=failed,
                          on_progress=self._index_progress, context=self, pool=self._pool)

    def _retire(self, backend: SearchBackend | None) -> None:
        """Close an engine the window no longer searches with, off the UI thread (it waits for its search)."""
        close = getattr(backend, "close", None)
        if backend is None or backend is self.backend or not callable(close):
            return
        run_in_background(lambda _p: close(), context=self, pool=self._pool)

    def _load_failed(self, exc: BaseException) -> None:
        self.index_label.setText(self.tr("The rules could not be loaded: %1").replace("%1", str(exc)))

    def _build_index(self) -> None:
        backend = self.backend
        assert backend is not None
        self.progress.setRange(0, 0)  # busy until the first progress report
        self.progress.setFormat(self.tr("Indexing %p%"))
        self.progress.show()
        self.index_label.setText(self.tr("Preparing search…"))

        def job(progress: ProgressFn) -> IndexStatus:
            return backend.ensure_index(progress)

        run_in_background(job, on_success=self._index_done, on_failure=self._index_failed,
                          on_progress=self._index_progress, context=self, pool=self._pool)

    def _index_progress(self, done: int, total: int) -> None:
        if total > 0:
            self.progress.setRange(0, total)
            self.progress.setValue(done)
            self.index_label.setText(self.tr("Building the search index…"))

    def _index_done(self, status: IndexStatus) -> None:
        self.index_status = status
        self.progress.hide()
        self._update_index_label()
        self.search.set_ready(True)
        self.index_ready.emit(status)

    def _index_failed(self, exc: BaseException) -> None:
        self.progress.hide()
        self.index_label.setText(self.tr("Search is unavailable: %1").replace("%1", str(exc)))
        self.index_ready.emit(None)

    def _update_index_label(self) -> None:
        status = self.index_status
        if status is None:
            return
        if status.rebuilt:
            text = self.tr("Search index rebuilt: %1 records").replace("%1", str(status.documents))
        else:
            text = self.tr("%1 records searchable").replace("%1", str(status.documents))
        self.index_label.setText(text)

    # -- documents -------------------------------------------------------
    def _refresh_doc_names(self) -> None:
        if self.corpus is None:
            return
        english = self.settings.language == "en"
        for i, rs in enumerate(self.corpus.rulesets, start=1):
            self.doc_selector.setItemText(i, document_title(rs, english))  # the game as players name it
            self.doc_selector.setItemData(i, own_title(rs, english) or None, Qt.ItemDataRole.ToolTipRole)

    def selected_ruleset(self) -> RuleSet | None:
        value = self.doc_selector.currentData()
        if not value or self.corpus is None:
            return None
        game, _, version = str(value).partition("@")
        try:
            return self.corpus.get(game, version)
        except KeyError:
            return None

    def search_filter(self) -> tuple[str | None, str | None]:
        rs = self.selected_ruleset()
        return (rs.game, rs.version) if rs is not None else (None, None)

    def _document_chosen(self, _index: int) -> None:
        if self.corpus is None:
            return
        self.settings.document = str(self.doc_selector.currentData() or "")
        chosen = self.selected_ruleset()
        rs = chosen
        if rs is None:  # all documents: the tree shows the one being read, else a newest version
            current = self.rule_view.ruleset if self.rule_view.record is not None else None
            newest = [r for r in self.corpus.rulesets if r.version == self.corpus.versions(r.game)[-1]]
            rs = current if current is not None else (newest[0] if newest else None)
        self._show_tree(rs)
        if self.rule_view.record is None:
            self.rule_view.show_document(chosen)  # name no document the judge has not chosen
        if self.search_box.text().strip():
            self._query_edited(self.search_box.text())

    def _show_tree(self, ruleset: RuleSet | None) -> None:
        if self.tree_model.ruleset is not ruleset:
            self.tree_model.set_ruleset(ruleset)

    # -- search ----------------------------------------------------------
    def _query_edited(self, text: str) -> None:
        game, version = self.search_filter()
        self._open_when_ready = None
        if text.strip():
            self.side.setCurrentIndex(0)
        self.search.request(text, game, version)

    def _show_results(self, query: str, hits: list[Hit]) -> None:
        self.results.show_hits(query, hits)
        self._update_results_hint()
        self.results_shown.emit(query)
        if self._open_when_ready is not None and self._open_when_ready == query:
            self._open_when_ready = None
            self.open_current_result()

    def _search_waiting(self, _query: str) -> None:
        self.results_hint.setText(self.tr("Search will answer as soon as the index is ready…"))
        self.results_hint.show()

    def _search_failed(self, _query: str, message: str) -> None:
        self.results_hint.setText(self.tr("Search failed: %1").replace("%1", message))
        self.results_hint.show()

    def _update_results_hint(self) -> None:
        query = self.results.results.query
        count = self.results.results.rowCount()
        total = self.results.results.total  # every record that matched, not the list's display cap
        if not query:
            self.results_hint.setText(self.tr("Type words or a rule number. Enter opens the first result."))
        elif count == 0:
            self.results_hint.setText(self.tr("Nothing found for “%1”.").replace("%1", query))
        elif total > count:
            self.results_hint.setText(self.tr("%1 results for “%2” (the best %3 listed)")
                                      .replace("%1", str(total)).replace("%3", str(count)).replace("%2", query))
        else:
            self.results_hint.setText(self.tr("%1 results for “%2”").replace("%1", str(count)).replace("%2", query))

    def open_current_result(self) -> bool:
        hit = self.results.current_hit()
        if hit is None:
            return False
        if any(opener(hit) for opener in self.hit_openers):
            return True
        self.open_location(Location(hit.game, hit.version, hit.key), highlight=matched_words(hit))
        return True

    def preview_current_result(self) -> bool:
        """Show the current result's rule in the rule view while the focus stays in the search box (↑/↓).

        Not remembered in the history (Enter opens it for good); a ruling is left for Enter, which opens a
        window of its own."""
        hit = self.results.current_hit()
        if hit is None or hit.is_ruling:
            return False
        return self.open_location(Location(hit.game, hit.version, hit.key), remember=False,
                                  highlight=matched_words(hit))

    def _submit(self) -> None:
        text = self.search_box.text().strip()
        link = Location.parse(text)
        if link is not None and self._find(link) is not None:
            self.open_location(link)
            return
        if self.search.busy():  # Enter typed ahead of the results: open the top one when it comes
            self._open_when_ready = text
            game, version = self.search_filter()
            self.search.request(text, game, version, now=True)
            return
        if self.results.results.query != text:
            self._open_when_ready = text
            game, version = self.search_filter()
            self.search.request(text, game, version, now=True)
            return
        self.open_current_result()

    def _result_activated(self, index: QModelIndex) -> None:
        if index.isValid():
            self.results.setCurrentIndex(index)
            self.open_current_result()

    # -- opening rules ---------------------------------------------------
    def _find(self, loc: Location) -> tuple[RuleSet, object] | None:
        if self.corpus is None:
            return None
        try:
            rs = self.corpus.get(loc.game, loc.version)
        except KeyError:
            return None
        rec = rs.get(loc.key)
        return None if rec is None else (rs, rec)

    def open_location(self, loc: Location, remember: bool = True, highlight: Sequence[str] = ()) -> bool:
        """Show a rule; ``highlight``: the words a search matched, lit up in it."""
        found = self._find(loc)
        if found is None:
            self.statusBar().showMessage(self.tr("Not found: %1").replace("%1", str(loc)), 4000)
            return False
        rs, rec = found
        self.rule_view.show_record(rs, rec, bookmarked=loc in self.settings.bookmarks,  # type: ignore[arg-type]
                                   highlight=highlight)
        if remember:
            self.history.visit(loc)
        self._update_history_actions()
        if self.selected_ruleset() is None or self.selected_ruleset() is rs:
            self._show_tree(rs)
        if self.tree_model.ruleset is rs:
            index = self.tree_model.index_for_key(loc.key)
            if index.isValid():
                self.tree.setCurrentIndex(index)
                self.tree.scrollTo(index)
        self.location_changed.emit(loc)
        return True

    def _open_near(self, which: str) -> None:
        """The rule before or after the one shown, or its section (Alt+Up, Alt+Down, Alt+Home)."""
        key = getattr(self.rule_view.rendered, which, "")
        if key:
            self._navigate_in_document(key)

    def _navigate_in_document(self, key: str) -> None:
        rs = self.rule_view.ruleset
        if rs is not None:
            self.open_location(Location(rs.game, rs.version, key))

    def _tree_activated(self, index: QModelIndex) -> None:
        key = index.data(KEY_ROLE)
        rs = self.tree_model.ruleset
        if key and rs is not None:
            loc = Location(rs.game, rs.version, key)
            if loc != self.history.current:
                self.open_location(loc)

    def go_back(self) -> None:
        loc = self.history.back()
        if loc is not None:
            self.open_location(loc, remember=False)

    def go_forward(self) -> None:
        loc = self.history.forward()
        if loc is not None:
            self.open_location(loc, remember=False)

    def _update_history_actions(self) -> None:
        self.back_action.setEnabled(self.history.can_back())
        self.forward_action.setEnabled(self.history.can_forward())

    # -- bookmarks -------------------------------------------------------
    def toggle_bookmark(self) -> None:
        loc = self.rule_view.location()
        if loc is not None:
            self._bookmark_toggled(loc not in self.settings.bookmarks)

    def _bookmark_toggled(self, on: bool) -> None:
        loc = self.rule_view.location()
        if loc is None:
            return
        marks = [m for m in self.settings.bookmarks if m != loc]
        if on:
            marks.append(loc)
        self.settings.bookmarks = marks
        self.rule_view.set_bookmarked(on)
        self._refresh_bookmarks()

    def _bookmark_title(self, loc: Location) -> str:
        found = self._find(loc)
        if found is None:
            return str(loc)
        rs, rec = found
        heading = rec.title or rec.heading  # type: ignore[attr-defined]
        return f"{rs.game} {rs.version} · {rec.rule_id} {heading}".strip()  # type: ignore[attr-defined]

    def _refresh_bookmarks(self) -> None:
        self.bookmark_list.clear()
        marks = self.settings.bookmarks
        # The list creates its own items: items made in Python and handed over have crashed a later clear()
        # in some PySide6 builds.
        for loc in marks:
            self.bookmark_list.addItem(self._bookmark_title(loc))
            item = self.bookmark_list.item(self.bookmark_list.count() - 1)
            item.setData(Qt.ItemDataRole.UserRole, str(loc))
        if not marks:
            self.bookmark_list.addItem(self.tr("No bookmarks yet. Ctrl+D keeps the rule you are reading."))
            self.bookmark_list.item(0).setFlags(Qt.ItemFlag.NoItemFlags)

    def _bookmark_activated(self, item: QListWidgetItem) -> None:
        loc = Location.parse(str(item.data(Qt.ItemDataRole.UserRole) or ""))
        if loc is not None:
            self.open_location(loc)

    def _fill_bookmarks_menu(self) -> None:
        self.bookmarks_menu.clear()
        self.bookmarks_menu.addAction(self.bookmark_action)
        self.bookmarks_menu.addSeparator()
        for loc in self.settings.bookmarks:
            action = self.bookmarks_menu.addAction(self._bookmark_title(loc))
            action.triggered.connect(lambda _c=False, target=loc: self.open_location(target))

    # -- readability -----------------------------------------------------
    def zoom(self, step: int) -> None:
        self.settings.zoom = 0 if step == 0 else self.settings.zoom + step
        self.apply_zoom()

    def apply_zoom(self) -> None:
        base = self._base_font
        size = base.pointSizeF() if base.pointSizeF() > 0 else 10.0
        font = fonts.ui_font(base, 0)
        # Ten percent a step, on a slightly larger base than a desktop's: this is read at arm's length.
        font.setPointSizeF(round(size * 1.15 * (1.1 ** self.settings.zoom), 1))
        self.centralWidget().setFont(font)
        self.search_box.setFont(font)
        self.doc_selector.setFont(font)
        title = QFont(font)
        title.setPointSizeF(font.pointSizeF() * 1.4)
        title.setBold(True)
        self.rule_view.title.setFont(title)
        small = QFont(font)
        small.setPointSizeF(font.pointSizeF() * 0.9)
        self.rule_view.doc_label.setFont(small)
        self.rule_view.crumbs.setFont(small)
        self.results.doItemsLayout()

    def apply_theme(self, name: str) -> None:
        self.settings.theme = name
        app = QApplication.instance()
        if isinstance(app, QApplication):
            theme.apply(app, name)
        self.rule_view.refresh()
        self.results.viewport().update()

    def _system_scheme_changed(self, _scheme: object) -> None:
        if self.settings.theme == "system":
            self.apply_theme("system")

    def set_language(self, language: str) -> None:
        self.settings.language = language
        if self.translations is not None:
            self.translations.set_language(language)
        else:
            self.retranslate()

    def show_settings(self) -> SettingsDialog:
        if self._settings_dialog is None:
            dialog = SettingsDialog(self.settings, self, rulings_root=self.rulings.root)
            dialog.language_changed.connect(self.set_language)
            dialog.theme_changed.connect(self.apply_theme)
            self._settings_dialog = dialog
        self._settings_dialog.show()
        self._settings_dialog.raise_()
        return self._settings_dialog

    # -- keyboard and mouse ----------------------------------------------
    def focus_search(self) -> None:
        self.search_box.setFocus(Qt.FocusReason.ShortcutFocusReason)
        self.search_box.selectAll()

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        etype = event.type()
        if watched is self.search_box and etype == QEvent.Type.KeyPress and isinstance(event, QKeyEvent):
            key = event.key()
            if event.modifiers() & Qt.KeyboardModifier.AltModifier:
                return False  # Alt+Up/Down walk the rules, not the results
            if key in (Qt.Key.Key_Down, Qt.Key.Key_Up):
                self.results.move(1 if key == Qt.Key.Key_Down else -1)
                self.preview_current_result()
                return True
            if key in (Qt.Key.Key_PageDown, Qt.Key.Key_PageUp):
                self.results.move(10 if key == Qt.Key.Key_PageDown else -10)
                self.preview_current_result()
                return True
            if key in (Qt.Key.Key_Return, Qt.Key.Key_Enter):
                self._submit()
                return True
            return False
        if etype == QEvent.Type.MouseButtonPress and isinstance(event, QMouseEvent) and self._owns(watched):
            if event.button() == Qt.MouseButton.BackButton:
                self.go_back()
                return True
            if event.button() == Qt.MouseButton.ForwardButton:
                self.go_forward()
                return True
        if etype == QEvent.Type.KeyPress and isinstance(event, QKeyEvent) and self._owns(watched):
            return self._type_anywhere(watched, event)
        return False

    def _owns(self, obj: QObject) -> bool:
        return isinstance(obj, QWidget) and obj.window() is self

    def _type_anywhere(self, watched: QObject, event: QKeyEvent) -> bool:
        """A printable key typed outside any text field starts a new query."""
        if watched is self.search_box or isinstance(watched, QLineEdit):
            return False
        if isinstance(watched, QComboBox) and watched.isEditable():
            return False
        mods = event.modifiers() & ~Qt.KeyboardModifier.ShiftModifier & ~Qt.KeyboardModifier.KeypadModifier
        text = event.text()
        if mods or not text or not text.isprintable() or text.isspace():
            return False
        self.search_box.setFocus(Qt.FocusReason.OtherFocusReason)
        self.search_box.setText(text)
        self._query_edited(text)
        return True

    def closeEvent(self, event: QCloseEvent) -> None:
        self.settings.geometry = self.saveGeometry()
        self.settings.splitter = self.splitter.saveState()
        self.settings.sync()
        app = QApplication.instance()
        if app is not None:
            app.removeEventFilter(self)
        self.search.wait_idle(3000)
        super().closeEvent(event)


if __name__ == "__main__":

    def _make() -> QWidget:
        window = MainWindow(UiSettings())
        QTimer.singleShot(0, window.start)
        return window

    raise SystemExit(run_preview(_make))
