"""Wires rulings into the main window: a Rulings menu, the list dock, editors, and the rule view's list
of rulings that cite the shown rule.

Event judges see the committee's approved rulings by default: one filter, remembered in the settings,
narrows the list, the rule view and search alike (the index then holds only approved rulings, so a query
never finds a draft). A saved ruling, a sync or a change of the filter updates the window's search index in
place (only the rulings that changed are written); a new engine and a full build only when that fails.
Event packs imported with ``judge-app rulings import`` are read beside the user's own rulings: listed
read-only, searched, and opened in the readable view without an Edit button.
"""

from __future__ import annotations

import datetime as dt
import logging
from collections.abc import Callable
from pathlib import Path
from typing import TYPE_CHECKING, Any

from PySide6.QtCore import QEvent, QObject, QSettings, Qt, QThreadPool, Signal
from PySide6.QtGui import QAction, QColor, QKeySequence
from PySide6.QtWidgets import QApplication, QDockWidget, QMenu

from judge_app.corpus import Corpus, Record, RuleRef, RuleSet
from judge_app.engine import Stepper
from judge_app.rulings import Ruling, RulingError, Status, default_rulings_dir, load_ruling
from judge_app.rulings.pack import ImportReport, build_pack, import_pack
from judge_app.rulings.repo import SyncResult
from judge_app.rulings.search_docs import RulingsSource
from judge_app.rulings.sources import imported_packs, packs_dir
from judge_app.safeio import InputError
from judge_app.search import SearchEngine
from judge_app.search.types import Hit
from judge_app.storage import SaveError
from judge_app.ui import files, theme
from judge_app.ui.board.window import BoardWindow
from judge_app.ui.location import Location
from judge_app.ui.ops import run_in_background
from judge_app.ui.results import ResultDelegate
from judge_app.ui.rulings.editor import RulingEditor
from judge_app.ui.rulings.from_board import position_of, prefill_from_board
from judge_app.ui.rulings.messages import ruling_error_text
from judge_app.ui.rulings.model import status_label
from judge_app.ui.rulings.panel import RulingsPanel
from judge_app.ui.rulings.view import RulingView

if TYPE_CHECKING:
    from judge_app.ui.main_window import MainWindow

log = logging.getLogger(__name__)


def find_board() -> Any | None:
    """The open board window, if any: anything top-level named "boardWindow" with the board's methods."""
    app = QApplication.instance()
    if not isinstance(app, QApplication):
        return None
    for widget in app.topLevelWidgets():
        if widget.objectName() == "boardWindow" and hasattr(widget, "scenario") and hasattr(widget, "open_scenario"):
            return widget
    return None


def open_board_window(browser: Any) -> Any | None:
    """A new board window beside the browser."""
    # Autosave where the Board menu's windows do (tests point that elsewhere).
    autosave = getattr(getattr(browser, "board", None), "autosave_dir", None)
    board = BoardWindow(browser=browser, corpus=getattr(browser, "corpus", None), autosave_dir=autosave)
    board.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose, True)
    return board


class RulingResultDelegate(ResultDelegate):
    """The browser's result list, with a ruling's badge saying it is a ruling (not a rule) of that document,
    and its review status."""

    status_of: Callable[[str], Status | None] = staticmethod(lambda _ruling_id: None)

    def badge(self, hit: Hit) -> tuple[str, QColor]:
        text, fill = super().badge(hit)
        if not hit.is_ruling:
            return text, fill
        dark = theme.current_scheme() == "dark"
        label = self.tr("Ruling")
        status = self.status_of(hit.rule_id)
        if status is not None:  # approved too: a judge sees at a glance that the committee stands behind it
            label = f"{label} · {status_label(status)}"
        return f"{label} · {text}", fill.lighter(130) if dark else fill.darker(160)


APPROVED_ONLY_KEY = "rulings/approved_only"


def approved_only_setting(store: QSettings) -> bool:
    """Whether only approved rulings are shown (the default: what event judges need)."""
    value = store.value(APPROVED_ONLY_KEY, True)
    return value.lower() != "false" if isinstance(value, str) else bool(value)


def shown_rulings(store: QSettings, root: Path | None = None, packs_root: Path | None = None,
                  every_status: bool = False) -> RulingsSource:
    """The rulings the app shows and searches: the user's store and the imported packs, approved only unless
    the setting says otherwise (a window's first search engine can be made over it, so it needs no swap)."""
    statuses = None if every_status or not approved_only_setting(store) else (Status.APPROVED,)
    return RulingsSource(root, packs=imported_packs(packs_root), statuses=statuses)


def refreshed_engine(old: Any, corpus: Corpus, source: RulingsSource) -> Any | None:
    """A search engine like ``old`` that reads the ruling files as they are now; None for a stand-in backend.

    The engine hashes the ruling files when it is made, so only a new one sees a ruling saved since.
    """
    if not isinstance(old, SearchEngine):
        return None
    return SearchEngine(corpus, index_dir=old.base, morph_mode=old.morph_mode, extra_documents=source)


def indexes_other_rulings(engine: Any, source: RulingsSource) -> bool:
    """True when ``engine`` indexes other ruling files than ``source`` gives (another filter, a new pack)."""
    held = getattr(engine, "extra_documents", None)
    if not hasattr(held, "files"):
        return False
    try:
        return set(held.files()) != set(source.files())
    except Exception:  # an unreadable folder: keep the engine that answers now
        return False


class RulingsPlugin(QObject):
    position_opened = Signal(object)  # the board the ruling's position was opened on
    search_updated = Signal()  # the search index took changed rulings in place
    pack_imported = Signal(object)  # the ImportReport of a pack imported from the menu
    pack_message = Signal(str)  # what became of a pack export or import, as the status bar says it

    def __init__(self, window: MainWindow, root: Path | None = None) -> None:
        super().__init__(window)
        self.setObjectName("rulingsPlugin")
        self.window = window
        self.root = root or default_rulings_dir()
        self.packs_root: Path | None = None  # where imported packs live; None: the user data folder's packs/
        self.panel: RulingsPanel | None = None
        self.dock: QDockWidget | None = None
        self.editors: dict[str, RulingEditor] = {}  # by ruling ID; "" for new rulings not yet saved
        self.views: dict[str, RulingView] = {}  # the readable view, by ruling ID
        # In-place index updates, one at a time and in the order asked: the last filter chosen is the one indexed.
        self._index_pool = QThreadPool(self)
        self._index_pool.setMaxThreadCount(1)
        # Where the board is: an object with scenario(), open_scenario() and, for the step log, stepper.steps().
        self.board_getter: Callable[[], Any | None] = find_board
        self.board_factory: Callable[[], Any | None] = lambda: open_board_window(self.window)
        self.list_action = self._action("rulingsListAction", "Ctrl+Shift+R", self.show_list)
        self.review_action = self._action("rulingsReviewAction", "", self.show_review)
        self.new_action = self._action("newRulingAction", "", lambda: self.new_ruling())
        self.from_board_action = self._action("rulingFromBoardAction", "", self.new_ruling_from_board)
        self.approved_action = self._action("rulingsApprovedOnlyAction", "",
                                            lambda: self.set_approved_only(self.approved_action.isChecked()))
        self.approved_action.setCheckable(True)
        self.approved_action.setChecked(self.approved_only())
        self.export_pack_action = self._action("exportPackAction", "", self.export_pack_dialog)
        self.import_pack_action = self._action("importPackAction", "", self.import_pack_dialog)
        self.menu = QMenu(window)
        self.menu.setObjectName("rulingsMenu")
        for a in (self.list_action, self.review_action, self.new_action, self.from_board_action):
            self.menu.addAction(a)
        self.menu.addSeparator()
        self.menu.addAction(self.approved_action)
        self.menu.addSeparator()
        self.menu.addAction(self.export_pack_action)
        self.menu.addAction(self.import_pack_action)
        window.menuBar().insertMenu(window.view_menu.menuAction(), self.menu)
        for a in self._needs_rules():
            a.setEnabled(False)
        window.corpus_loaded.connect(self._corpus_loaded)
        window.index_ready.connect(self._index_ready)
        window.rule_view.rulings_for = self.citing
        window.rule_view.ruling_requested.connect(self.view_ruling_id)
        window.hit_openers.append(self.open_hit)
        delegate = RulingResultDelegate(window.results)
        delegate.status_of = self.status_of
        window.results.setItemDelegate(delegate)
        window.installEventFilter(self)
        self.retranslate()

    def _action(self, name: str, shortcut: str, slot: Any) -> QAction:
        action = QAction(self.window)
        action.setObjectName(name)
        if shortcut:
            action.setShortcut(QKeySequence(shortcut))
        action.setShortcutContext(Qt.ShortcutContext.WindowShortcut)
        action.triggered.connect(lambda _checked=False: slot())
        self.window.addAction(action)
        return action

    def retranslate(self) -> None:
        self.menu.setTitle(self.tr("R&ulings"))
        self.list_action.setText(self.tr("Rulings list"))
        self.list_action.setToolTip(self.tr("List and filter the rulings (Ctrl+Shift+R)"))
        self.review_action.setText(self.tr("Rulings that need review"))
        self.new_action.setText(self.tr("New ruling…"))
        self.from_board_action.setText(self.tr("New ruling from the board…"))
        self.from_board_action.setToolTip(self.tr("Question, answer and citations from the board's position and "
                                                  "its steps"))
        self.approved_action.setText(self.tr("Approved rulings only"))
        self.approved_action.setToolTip(self.tr("Show event judges' view: only approved rulings in the list, the "
                                                "rule view and search"))
        self.export_pack_action.setText(self.tr("Export an event pack…"))
        self.export_pack_action.setToolTip(self.tr("The approved rulings in one file, for judges who do not sync"))
        self.import_pack_action.setText(self.tr("Import an event pack…"))
        self.import_pack_action.setToolTip(self.tr("A committee's pack of rulings, read-only beside your own"))
        if self.dock is not None:
            self.dock.setWindowTitle(self.tr("Rulings"))

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if watched is self.window and event.type() == QEvent.Type.LanguageChange:
            self.retranslate()
        return False

    def _needs_rules(self) -> tuple[QAction, ...]:
        return (self.list_action, self.review_action, self.new_action, self.from_board_action,
                self.export_pack_action, self.import_pack_action)

    def _corpus_loaded(self) -> None:
        for a in self._needs_rules():
            a.setEnabled(True)
        corpus = self.window.corpus
        if self.panel is not None and corpus is not None and self.panel.corpus is not corpus:
            self.panel.set_corpus(corpus)
        self.window.rule_view.refresh()

    # -- where rulings come from, and which are shown -----------------------------------
    def packs(self) -> list[Path]:
        """The imported event packs, read-only beside the user's rulings."""
        return imported_packs(self.packs_root)

    def approved_only(self) -> bool:
        """Whether only approved rulings are shown (the default: what event judges need)."""
        return approved_only_setting(self.window.settings.store)

    def set_approved_only(self, on: bool) -> None:
        """Show only approved rulings, or every state, in the list, the rule view and search; remembered."""
        changed = on != self.approved_only()
        self.window.settings.store.setValue(APPROVED_ONLY_KEY, on)
        self.approved_action.setChecked(on)
        if self.panel is not None and self.panel.approved_only.isChecked() != on:
            self.panel.approved_only.setChecked(on)
        if changed:
            self.window.rule_view.refresh()
            self.update_search()

    def source(self, every_status: bool = False) -> RulingsSource:
        """The rulings shown: the user's and the imported packs', approved only unless the filter is off."""
        return shown_rulings(self.window.settings.store, self.root, self.packs_root, every_status)

    def pack_of(self, ruling: Ruling) -> str | None:
        """The name of the imported pack a ruling was read from; None for the user's own."""
        if ruling.path is None:
            return None
        return next((p.name for p in self.packs() if ruling.path.is_relative_to(p)), None)

    def _index_ready(self, _status: object) -> None:
        """The window's index may hold other rulings than are shown (a pack, the filter): then make it match.

        A new engine, not the one handed in updated in place: the window's loader makes its engine over the
        rulings shown, so this happens only for an engine made elsewhere, which may be searched by others."""
        backend = self.window.backend
        if backend is not None and indexes_other_rulings(backend, self.source()):
            self.refresh_search()

    # -- the rule view's list ------------------------------------------------------
    def citing(self, ruleset: RuleSet, record: Record) -> list[tuple[str, str]]:
        """Rulings that cite this record of this version, as (ID, label) for the rule view."""
        found: dict[str, Ruling] = {}
        source = self.source()
        for rule_id in dict.fromkeys((record.rule_id, record.key)):
            try:
                rulings = source.citing(ruleset.game, rule_id, ruleset.version)
            except Exception:  # a rulings folder that cannot be read must never stop a rule being shown
                rulings = []
            for r in rulings:
                found.setdefault(r.id, r)
        out = []
        for r in found.values():
            draft = f" ({status_label(r.status)})" if r.status is not Status.APPROVED else ""
            out.append((r.id, f"{r.title}{draft}"))
        return out

    # -- the list --------------------------------------------------------------------
    def ensure_panel(self) -> RulingsPanel | None:
        corpus = self.window.corpus
        if corpus is None:
            return None
        if self.panel is None:
            panel = RulingsPanel(None, self.root)
            panel.approved_only.setChecked(self.approved_only())
            panel.approved_only.toggled.connect(self.set_approved_only)
            panel.set_packs(self.packs())
            panel.set_corpus(corpus)
            panel.edit_requested.connect(self.view_ruling)
            panel.synced.connect(self._after_sync)
            panel.new_requested.connect(lambda: self.new_ruling())
            # "Verify again" reads files edited by hand: search must read them too.
            panel.reload_button.clicked.connect(self.update_search)
            dock = QDockWidget(self.window)
            dock.setObjectName("rulingsDock")
            dock.setWidget(panel)
            self.window.addDockWidget(Qt.DockWidgetArea.BottomDockWidgetArea, dock)
            self.panel, self.dock = panel, dock
            self.retranslate()
        return self.panel

    def show_list(self) -> RulingsPanel | None:
        panel = self.ensure_panel()
        if panel is not None and panel.packs != self.packs():  # a pack imported while the app runs
            panel.set_packs(self.packs())
        if panel is not None and self.dock is not None:
            self.dock.show()
            self.dock.raise_()
            panel.search.setFocus()
        return panel

    def show_review(self) -> RulingsPanel | None:
        panel = self.show_list()
        if panel is not None:
            panel.flagged.setChecked(True)
        return panel

    # -- editors ---------------------------------------------------------------------
    def _editor(self, key: str) -> RulingEditor | None:
        corpus = self.window.corpus
        if corpus is None:
            return None
        editor = self.editors.get(key)
        if editor is None or editor.corpus is not corpus:
            editor = RulingEditor(corpus, self.root, self.window)
            editor.setWindowFlag(Qt.WindowType.Window, True)
            editor.saved.connect(lambda ruling, e=editor: self._saved(e, ruling))
            editor.open_position.connect(self.open_position)
            self.editors[key] = editor
        return editor

    def open_ruling(self, ruling: Ruling) -> RulingEditor | None:
        if self.pack_of(ruling) is not None:  # an imported pack is read-only
            self.view_ruling(ruling)
            return None
        editor = self._editor(ruling.id)
        if editor is None:
            return None
        if not editor.dirty:
            editor.load(ruling)
        editor.show()
        editor.raise_()
        editor.activateWindow()
        return editor

    def view_ruling(self, ruling: Ruling) -> RulingView | None:
        """The ruling as a judge reads it, with an Edit button (the rule view's links, search, the list)."""
        corpus = self.window.corpus
        if corpus is None:
            return None
        view = self.views.get(ruling.id)
        if view is None or view.corpus is not corpus:
            view = RulingView(corpus, self.root, self.window)
            view.setWindowFlag(Qt.WindowType.Window, True)
            view.edit_requested.connect(self.open_ruling)
            view.open_position.connect(self.open_position)
            view.ruling_requested.connect(self.view_ruling_id)
            view.rule_requested.connect(self._open_rule)
            self.views[ruling.id] = view
        view.show_ruling(ruling, pack=self.pack_of(ruling))
        view.show()
        view.raise_()
        view.activateWindow()
        return view

    def view_ruling_id(self, ruling_id: str) -> RulingView | None:
        """Show a ruling by ID, read fresh from its file."""
        ruling = self._find(ruling_id)
        if ruling is None:
            self.window.statusBar().showMessage(self.tr("No ruling %1").replace("%1", ruling_id), 4000)
            return None
        return self.view_ruling(ruling)

    def _open_rule(self, loc: Location) -> None:
        self.window.open_location(loc)
        self.window.raise_()
        self.window.activateWindow()

    def _find(self, ruling_id: str) -> Ruling | None:
        corpus = self.window.corpus
        games = corpus.games() if corpus is not None else []
        folders = [self.root, *self.packs()]  # the user's own first, as search gives them
        return next((r for folder in folders for game in games for r in self._from_file(folder, game, ruling_id)),
                    None)

    def status_of(self, ruling_id: str) -> Status | None:
        """A ruling's review status for the result badge (each folder is read once per change of it)."""
        try:
            ruling = next((r for r in self.source(every_status=True).rulings() if r.id == ruling_id), None)
        except Exception:  # an unreadable folder must never stop a result being drawn
            return None
        return ruling.status if ruling is not None else None

    def open_ruling_id(self, ruling_id: str) -> RulingEditor | None:
        """Open a ruling by ID in its editor, read fresh from its file."""
        ruling = self._find(ruling_id)
        if ruling is None:
            self.window.statusBar().showMessage(self.tr("No ruling %1").replace("%1", ruling_id), 4000)
            return None
        return self.open_ruling(ruling)

    def open_hit(self, hit: Hit) -> bool:
        """A ruling in the browser's results opens as a readable view; a rule is left to the browser."""
        if not hit.is_ruling:
            return False
        self.view_ruling_id(hit.rule_id)
        return True

    def _from_file(self, folder: Path, game: str, ruling_id: str) -> list[Ruling]:
        path = folder / game / f"{ruling_id}.yaml"
        if not path.exists():
            return []
        try:
            return [load_ruling(path)]
        except RulingError:
            return []

    def new_ruling(self, prefill: dict[str, Any] | None = None) -> RulingEditor | None:
        editor = self._editor("")
        if editor is None:
            return None
        shown = self.window.rule_view.ruleset
        record = self.window.rule_view.record
        if prefill is None and shown is not None:
            prefill = {"game": shown.game, "version": shown.version,
                       "cites": [] if record is None else [_ref(shown, record)]}
        editor.new_ruling(prefill=prefill)
        editor.show()
        editor.raise_()
        editor.activateWindow()
        return editor

    # -- the board -----------------------------------------------------------------
    def new_ruling_from_board(self) -> RulingEditor | None:
        """A new ruling drafted from the board: its question, the answer, the steps' citations, the position."""
        corpus = self.window.corpus
        board = self.board_getter()
        if board is None or corpus is None:
            self.window.statusBar().showMessage(self.tr("Open a position on the board first."), 6000)
            return None
        scenario = board.scenario()
        stepper = getattr(board, "stepper", None)
        steps = list(stepper.steps()) if stepper is not None and hasattr(stepper, "steps") else []
        if steps and hasattr(stepper, "position"):  # stepped back: the steps after the board shown did not happen
            steps = steps[:stepper.position()] or steps
        if not steps:  # not stepped yet: the whole run says which rules apply
            steps = run_steps(scenario)
        return self.new_ruling(prefill_from_board(scenario, steps, corpus))

    def open_position(self, ruling: Ruling) -> Any | None:
        """Show the ruling's position on the board (opening a board window when none is open)."""
        try:
            scenario = position_of(ruling)
        except Exception as exc:  # RulingError or ScenarioError: say which file and why, change nothing
            text = ruling_error_text(exc) if isinstance(exc, RulingError) else str(exc)
            self.window.statusBar().showMessage(self.tr("The position cannot be opened: %1").replace("%1", text),
                                                8000)
            return None
        if scenario is None:
            self.window.statusBar().showMessage(self.tr("Ruling %1 has no position.").replace("%1", ruling.id), 4000)
            return None
        board = self.board_getter() or self.board_factory()
        if board is None:
            self.window.statusBar().showMessage(self.tr("The board is not available in this build."), 6000)
            return None
        if not board.open_scenario(scenario):
            return None
        if hasattr(board, "show"):
            board.show()
            board.raise_()
        self.position_opened.emit(board)
        return board

    def _saved(self, editor: RulingEditor, ruling: Ruling) -> None:
        # A new ruling's editor now belongs to its ID.
        for key, e in list(self.editors.items()):
            if e is editor and key != ruling.id:
                del self.editors[key]
        self.editors[ruling.id] = editor
        view = self.views.get(ruling.id)
        if view is not None:
            view.show_ruling(ruling, pack=self.pack_of(ruling))
        if self.panel is not None:
            self.panel.reload()
        self.window.rule_view.refresh()
        self.update_search()
        if self.approved_only() and ruling.status is not Status.APPROVED:
            # Saved, but the list and search show approved rulings only: say so, or the judge searches for it
            # straight away and finds nothing.
            text = self.tr("Saved as %1: search and the rulings list show approved rulings only (Rulings › "
                           "Approved rulings only).").replace("%1", status_label(ruling.status))
            editor.message.setText(editor.message.text() + " " + text)
            self.window.statusBar().showMessage(text, 10000)

    def _after_sync(self, result: SyncResult) -> None:
        """Synced rulings are read again by the rule view, and by search in place when its engine can."""
        if not result.ok:
            return  # nothing on disk changed (a conflict waits for the judge; an error changed nothing)
        self.window.rule_view.refresh()
        if result.received_rulings():
            self.update_search()

    def update_search(self) -> None:
        """Make the window's search index hold the rulings shown now, in place: the engine is pointed at the
        rulings shown (the filter may have changed) and re-reads them, writing only the rulings added, changed
        or gone (a saved ruling, a sync, a file edited by hand, the approved-only filter). An engine that cannot
        do that is replaced by a new one, which builds its index."""
        backend, source = self.window.backend, self.source()
        sync = getattr(backend, "sync_rulings", None)
        if backend is None or not callable(sync) or not hasattr(backend, "extra_documents"):
            self.refresh_search()
            return

        def job(_progress: Any) -> bool:
            backend.extra_documents = source  # what sync_rulings reads: set here, in the order asked
            return bool(sync())

        def failed(exc: BaseException) -> None:  # the index is left as it was: a rebuild makes it right
            log.warning("search index not updated in place: %s", exc)
            self.refresh_search()

        run_in_background(job, on_success=lambda _ok: self._search_updated(), on_failure=failed,
                          context=self, pool=self._index_pool)

    def _search_updated(self) -> None:
        """The results listed may name rulings no longer shown (or miss new ones): ask the query again."""
        window = self.window
        text = window.search_box.text().strip()
        if text and window.results.results.query == text:
            game, version = window.search_filter()
            window.search.request(text, game, version)
        self.search_updated.emit()

    def wait_search_updates(self, msecs: int = 60_000) -> None:
        """Let in-place index updates asked for so far finish (before the engine closes; tests)."""
        self._index_pool.waitForDone(msecs)

    # -- event packs -------------------------------------------------------------------------
    def export_pack_dialog(self) -> None:
        name = f"rulings-{dt.date.today().isoformat()}.zip"
        path = files.save_file_name(self.window, self.tr("Export an event pack"), "pack", name,
                                    self.tr("Rulings packs (*.zip)"), ".zip")
        if path:
            self.export_pack(Path(path))

    def export_pack(self, out: Path) -> None:
        """The user's approved rulings, verified, as a pack at ``out`` (off the UI thread; said in the status
        bar)."""
        corpus, root = self.window.corpus, self.root
        if corpus is None:
            return

        def done(manifest: dict[str, Any]) -> None:
            text = self.tr("Event pack written: %1 rulings in %2").replace("%1", str(len(manifest["rulings"])))
            self._said(text.replace("%2", str(out)))

        run_in_background(lambda _p: build_pack(root, out, corpus, status=Status.APPROVED), on_success=done,
                          on_failure=lambda exc: self._pack_failed(self.tr("No pack written: %1"), exc), context=self)

    def import_pack_dialog(self) -> None:
        path = files.open_file_name(self.window, self.tr("Import an event pack"), "pack",
                                    self.tr("Rulings packs (*.zip)"))
        if path:
            self.import_pack(Path(path))

    def import_pack(self, pack: Path) -> None:
        """Unpack ``pack`` beside the user's rulings (a pack of the same name is replaced), re-verified; its
        rulings are then listed and searched (the index takes them in place)."""
        corpus = self.window.corpus
        if corpus is None:
            return
        target = (self.packs_root or packs_dir()) / pack.stem

        def done(report: ImportReport) -> None:
            if self.panel is not None:
                self.panel.set_packs(self.packs())
            self.window.rule_view.refresh()
            self.update_search()
            text = self.tr("Event pack imported: %1 rulings, %2 changed since they were verified") \
                .replace("%1", str(report.rulings)).replace("%2", str(len(report.drift)))
            self._said(text, warn=bool(report.drift or report.errors))
            self.pack_imported.emit(report)

        run_in_background(lambda _p: import_pack(pack, target, corpus, replace=True), on_success=done,
                          on_failure=lambda exc: self._pack_failed(self.tr("Pack not imported: %1"), exc),
                          context=self)

    def _pack_failed(self, template: str, exc: BaseException) -> None:
        """The core's one-line reason (a pack refused, a file not written); anything else is logged as a bug."""
        if not isinstance(exc, InputError | SaveError | OSError):
            log.error("event pack: %s", exc)
        self._said(template.replace("%1", str(exc) or type(exc).__name__), warn=True)

    def _said(self, text: str, warn: bool = False) -> None:
        self.window.statusBar().showMessage(text, 15000 if warn else 8000)
        self.pack_message.emit(text)

    def refresh_search(self) -> None:
        """Let search find the ruling files as they are now: a new engine, indexed by the window's index job."""
        corpus, old, source = self.window.corpus, self.window.backend, self.source()
        if corpus is None or old is None:
            return

        def made(engine: Any) -> None:
            if engine is not None and self.window.corpus is corpus:
                self.window.reindex(engine)

        run_in_background(lambda _p: refreshed_engine(old, corpus, source), on_success=made, context=self)


def _ref(ruleset: RuleSet, record: Record) -> RuleRef:
    """How a ruling cites a record: by number, or by key where the document prints the number twice."""
    rule_id = record.key if "#" in record.key else record.rule_id
    return RuleRef(game=ruleset.game, version=ruleset.version, rule_id=rule_id)


def run_steps(scenario: Any) -> list[Any]:
    """Every step of a run of ``scenario``; none when the engine cannot run it."""
    try:
        stepper = Stepper(scenario)
        stepper.run()
    except Exception:  # an engine that cannot run the position leaves the citations to the judge
        return []
    return list(stepper.steps)
