"""Wires rulings into the main window: a Rulings menu, the list dock, editors, and the rule view's list
of rulings that cite the shown rule.
"""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path
from typing import TYPE_CHECKING, Any

from PySide6.QtCore import QEvent, QObject, Qt, Signal
from PySide6.QtGui import QAction, QColor, QKeySequence
from PySide6.QtWidgets import QApplication, QDockWidget, QMenu

from judge_app.corpus import Corpus, Record, RuleRef, RuleSet
from judge_app.rulings import Ruling, RulingError, Status, default_rulings_dir, load_ruling
from judge_app.rulings.search_docs import RulingsSource, ruling_documents, rulings_citing
from judge_app.search.types import Hit
from judge_app.ui import theme
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
    """A new board window beside the browser, when the board package provides one."""
    try:
        from judge_app.ui.board.window import BoardWindow
    except ImportError:
        return None
    # Autosave where the Board menu's windows do (tests point that elsewhere).
    autosave = getattr(getattr(browser, "board", None), "autosave_dir", None)
    board = BoardWindow(browser=browser, corpus=getattr(browser, "corpus", None), autosave_dir=autosave)
    board.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose, True)
    return board


class RulingResultDelegate(ResultDelegate):
    """The browser's result list, with a ruling's badge saying it is a ruling (not a rule) of that document,
    and its review status unless approved."""

    status_of: Callable[[str], Status | None] = staticmethod(lambda _ruling_id: None)

    def badge(self, hit: Hit) -> tuple[str, QColor]:
        text, fill = super().badge(hit)
        if not hit.is_ruling:
            return text, fill
        dark = theme.current_scheme() == "dark"
        label = self.tr("Ruling")
        status = self.status_of(hit.rule_id)
        if status is not None and status is not Status.APPROVED:
            label = f"{label} · {status_label(status)}"
        return f"{label} · {text}", fill.lighter(130) if dark else fill.darker(160)


def refreshed_engine(old: Any, corpus: Corpus, rulings_dir: Path) -> Any | None:
    """A search engine like ``old`` that reads the ruling files as they are now; None for a stand-in backend.

    The engine hashes the ruling files when it is made, so only a new one sees a ruling saved since.
    """
    from judge_app.search import SearchEngine

    if not isinstance(old, SearchEngine):
        return None
    return SearchEngine(corpus, index_dir=old.base, morph_mode=old.morph_mode,
                        extra_documents=RulingsSource(rulings_dir))


class RulingsPlugin(QObject):
    position_opened = Signal(object)  # the board the ruling's position was opened on

    def __init__(self, window: MainWindow, root: Path | None = None) -> None:
        super().__init__(window)
        self.setObjectName("rulingsPlugin")
        self.window = window
        self.root = root or default_rulings_dir()
        self.panel: RulingsPanel | None = None
        self.dock: QDockWidget | None = None
        self.editors: dict[str, RulingEditor] = {}  # by ruling ID; "" for new rulings not yet saved
        self.views: dict[str, RulingView] = {}  # the readable view, by ruling ID
        # Where the board is: an object with scenario(), open_scenario() and, for the step log, stepper.steps().
        self.board_getter: Callable[[], Any | None] = find_board
        self.board_factory: Callable[[], Any | None] = lambda: open_board_window(self.window)
        self.list_action = self._action("rulingsListAction", "Ctrl+Shift+R", self.show_list)
        self.review_action = self._action("rulingsReviewAction", "", self.show_review)
        self.new_action = self._action("newRulingAction", "", lambda: self.new_ruling())
        self.from_board_action = self._action("rulingFromBoardAction", "", self.new_ruling_from_board)
        self.menu = QMenu(window)
        self.menu.setObjectName("rulingsMenu")
        for a in (self.list_action, self.review_action, self.new_action, self.from_board_action):
            self.menu.addAction(a)
        window.menuBar().insertMenu(window.view_menu.menuAction(), self.menu)
        for a in (self.list_action, self.review_action, self.new_action, self.from_board_action):
            a.setEnabled(False)
        window.corpus_loaded.connect(self._corpus_loaded)
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
        if self.dock is not None:
            self.dock.setWindowTitle(self.tr("Rulings"))

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if watched is self.window and event.type() == QEvent.Type.LanguageChange:
            self.retranslate()
        return False

    def _corpus_loaded(self) -> None:
        for a in (self.list_action, self.review_action, self.new_action, self.from_board_action):
            a.setEnabled(True)
        corpus = self.window.corpus
        if self.panel is not None and corpus is not None and self.panel.corpus is not corpus:
            self.panel.set_corpus(corpus)
        self.window.rule_view.refresh()

    # -- the rule view's list ------------------------------------------------------
    def citing(self, ruleset: RuleSet, record: Record) -> list[tuple[str, str]]:
        """Rulings that cite this record of this version, as (ID, label) for the rule view."""
        found: dict[str, Ruling] = {}
        for rule_id in dict.fromkeys((record.rule_id, record.key)):
            try:
                rulings = rulings_citing(ruleset.game, rule_id, ruleset.version, rulings_dir=self.root)
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
            panel = RulingsPanel(corpus, self.root)
            panel.edit_requested.connect(self.view_ruling)
            panel.synced.connect(lambda _result: self._after_sync())
            panel.new_requested.connect(lambda: self.new_ruling())
            # "Verify again" reads files edited by hand: search must read them too.
            panel.reload_button.clicked.connect(self.refresh_search)
            dock = QDockWidget(self.window)
            dock.setObjectName("rulingsDock")
            dock.setWidget(panel)
            self.window.addDockWidget(Qt.DockWidgetArea.BottomDockWidgetArea, dock)
            self.panel, self.dock = panel, dock
            self.retranslate()
        return self.panel

    def show_list(self) -> RulingsPanel | None:
        panel = self.ensure_panel()
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
        view.show_ruling(ruling)
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
        return next((r for game in games for r in self._from_file(game, ruling_id)), None)

    def status_of(self, ruling_id: str) -> Status | None:
        """A ruling's review status for the result badge (the folder is read once per change of it)."""
        try:
            docs = ruling_documents(self.root)
        except Exception:  # an unreadable folder must never stop a result being drawn
            return None
        doc = next((d for d in docs if d.ruling_id == ruling_id), None)
        try:
            return Status(doc.status) if doc is not None else None
        except ValueError:
            return None

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

    def _from_file(self, game: str, ruling_id: str) -> list[Ruling]:
        path = self.root / game / f"{ruling_id}.yaml"
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
            view.show_ruling(ruling)
        if self.panel is not None:
            self.panel.reload()
        self.window.rule_view.refresh()
        self.refresh_search()

    def _after_sync(self) -> None:
        """Synced rulings are read again by the rule view and search."""
        self.window.rule_view.refresh()
        self.refresh_search()

    def refresh_search(self) -> None:
        """Let search find the ruling files as they are now: a new engine, indexed by the window's index job."""
        corpus, old, root = self.window.corpus, self.window.backend, self.root
        if corpus is None or old is None:
            return

        def made(engine: Any) -> None:
            if engine is not None and self.window.corpus is corpus:
                self.window.reindex(engine)

        run_in_background(lambda _p: refreshed_engine(old, corpus, root), on_success=made, context=self)


def _ref(ruleset: RuleSet, record: Record) -> RuleRef:
    """How a ruling cites a record: by number, or by key where the document prints the number twice."""
    rule_id = record.key if "#" in record.key else record.rule_id
    return RuleRef(game=ruleset.game, version=ruleset.version, rule_id=rule_id)


def run_steps(scenario: Any) -> list[Any]:
    """Every step of a run of ``scenario``; none when the engine cannot run it."""
    from judge_app.engine import Stepper

    try:
        stepper = Stepper(scenario)
        stepper.run()
    except Exception:  # an engine that cannot run the position leaves the citations to the judge
        return []
    return list(stepper.steps)
