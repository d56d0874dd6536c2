"""The board editor: the table, a side panel to edit cards and add new ones, the actions and the history.

Other UI code talks to it through a few methods: ``scenario()``,
``open_scenario(scenario_or_path)``, ``new_scenario(game)``, ``save()``, and
``show_state(state, highlighted)`` (what the stepper uses to show a position
without editing it). Run ``python -m judge_app.ui.board.editor [file.json]``
to see it alone.
"""

from __future__ import annotations

import logging
import sys
from collections.abc import Callable
from pathlib import Path
from typing import Any

import shiboken6
from PySide6.QtCore import QEvent, QLocale, QPoint, QStringListModel, Qt, QTimer, Signal
from PySide6.QtGui import QAction, QKeySequence, QPainter
from PySide6.QtWidgets import (
    QComboBox,
    QCompleter,
    QFormLayout,
    QGraphicsView,
    QHBoxLayout,
    QLabel,
    QLayout,
    QLineEdit,
    QMenu,
    QMessageBox,
    QPushButton,
    QScrollArea,
    QSpinBox,
    QSplitter,
    QTabWidget,
    QToolBar,
    QUndoView,
    QVBoxLayout,
    QWidget,
)

from judge_app.engine import GameModule, Scenario, ScenarioError, game_layout, get_game, list_games, load_scenario
from judge_app.engine.kernel.state import GameState
from judge_app.safeio import InputError
from judge_app.ui import files, titles
from judge_app.ui.alerts import failure_parts, failure_text, one_line, set_aside_text, warn
from judge_app.ui.board import edits, words
from judge_app.ui.board.actions import ActionsPanel, action_types, script_marks
from judge_app.ui.board.autosave import Autosave
from judge_app.ui.board.document import ScenarioDocument
from judge_app.ui.board.faces import card_faces
from judge_app.ui.board.form import CardForm
from judge_app.ui.board.geometry import table_geometry
from judge_app.ui.board.legal import LegalityCache
from judge_app.ui.board.problems import ProblemsPanel
from judge_app.ui.board.quick import CardLibrary, QuickCard, Vocabulary, parse_line
from judge_app.ui.board.scene import BoardScene
from judge_app.ui.preview import run_preview
from judge_app.ui.stepper.explain import Cleaner

log = logging.getLogger(__name__)

AUTOSAVE_DELAY_MS = 1500
AskSave = Callable[[], str]  # "save" | "discard" | "cancel"


def documents_path(name: str) -> str:
    """The user's documents folder with a default file name (dialogs use ``judge_app.ui.files``, which also
    remembers the last folder used)."""
    return str(files.documents_folder() / name)


class WordCompleter(QCompleter):
    """Completes the word being typed at the end of a line, keeping the words before it."""

    def splitPath(self, path: str) -> list[str]:
        return [path.replace("→", " ").split(" ")[-1]]

    def pathFromIndex(self, index: Any) -> str:
        line = self.widget().text() if self.widget() is not None else ""
        cut = max(line.rfind(" "), line.rfind("→"))
        return line[: cut + 1] + str(index.data())


class BoardView(QGraphicsView):
    """Fits the table to the window; Ctrl+wheel zooms."""

    def __init__(self, scene: BoardScene) -> None:
        super().__init__(scene)
        self.setObjectName("boardView")
        self.setRenderHints(QPainter.RenderHint.Antialiasing | QPainter.RenderHint.TextAntialiasing)
        self.setDragMode(QGraphicsView.DragMode.RubberBandDrag)
        self.setViewportUpdateMode(QGraphicsView.ViewportUpdateMode.SmartViewportUpdate)
        self.zoom = 1.0

    def fit(self) -> None:
        rect = self.scene().sceneRect()
        if rect.isEmpty() or self.viewport().width() < 10:
            return
        scale = min(self.viewport().width() / rect.width(), self.viewport().height() / rect.height()) * self.zoom
        self.resetTransform()
        self.scale(scale, scale)

    def resizeEvent(self, event: Any) -> None:
        super().resizeEvent(event)
        self.fit()

    def wheelEvent(self, event: Any) -> None:
        if event.modifiers() & Qt.KeyboardModifier.ControlModifier:
            self.zoom = max(0.5, min(4.0, self.zoom * (1.1 if event.angleDelta().y() > 0 else 1 / 1.1)))
            self.fit()
            return
        super().wheelEvent(event)


class BoardEditor(QWidget):
    scenario_changed = Signal()
    title_changed = Signal(str)
    message = Signal(str)
    citation_activated = Signal(object)  # RuleRef: a rule a refusal cites, clicked in the problems panel

    def __init__(self, scenario: Scenario | None = None, autosave_dir: Path | None = None,
                 parent: QWidget | None = None, library_dir: Path | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("boardEditor")
        self.library_dir = library_dir  # None: the user data folder (tests point it elsewhere)
        self.english = QLocale().language() == QLocale.Language.English
        self.autosave = Autosave(autosave_dir)
        self.ask_save: AskSave | None = None  # tests answer the save prompt through this
        self.ask_restore: Callable[[], bool] | None = None
        if scenario is None:
            game = list_games()[0]
            scenario = edits.empty_scenario(game, game_layout(game))
        self.layout_data = game_layout(scenario.game)
        self.game = get_game(scenario.game)
        self.document = ScenarioDocument(scenario, self)
        self.document.changed.connect(self._document_changed)
        self.document.refused.connect(self._refused)
        self.document.dirty_changed.connect(self._emit_title)
        self.document.path_changed.connect(self._emit_title)
        self.document.selection_requested.connect(self._select_ids)
        self.document.undo_stack.indexChanged.connect(self._history_moved)
        self.viewing: GameState | None = None  # a stepper position shown instead of the scenario
        self._autosave_timer = QTimer(self)
        self._autosave_timer.setSingleShot(True)
        self._autosave_timer.setInterval(AUTOSAVE_DELAY_MS)
        self._autosave_timer.timeout.connect(self.write_autosave)
        self._build()
        self._load_game_widgets()
        self.redraw()
        self.retranslate()

    # ----- construction --------------------------------------------------------------------------
    def _build(self) -> None:
        self.scene = BoardScene(self.layout_data, [p.id for p in self.scenario().players], self)
        self.scene.english = self.english
        self.scene.cards_dropped.connect(self._dropped)
        self.scene.card_menu.connect(self._card_menu)
        self.scene.selectionChanged.connect(self._selection_changed)
        self.scene.card_activated.connect(lambda _cid: self.side.setCurrentWidget(self.inspector_page))
        self.view = BoardView(self.scene)
        self.banner = QLabel(objectName="boardBanner")
        self.banner.setStyleSheet("background: #fff3cd; color: #3b2f00; padding: 4px;")  # readable in either theme
        self.banner.hide()
        self.problems = ProblemsPanel()
        self.problems.citation_activated.connect(self.citation_activated)

        self.quick_edit = QLineEdit(objectName="quickEntry")
        self.quick_edit.setClearButtonEnabled(True)
        self.quick_edit.returnPressed.connect(self.quick_add)
        self.quick_completer = WordCompleter(self)
        self.quick_completer.setModel(QStringListModel(self))
        self.quick_completer.setCaseSensitivity(Qt.CaseSensitivity.CaseInsensitive)
        self.quick_completer.setFilterMode(Qt.MatchFlag.MatchStartsWith)
        self.quick_edit.setCompleter(self.quick_completer)
        self.quick_label = QLabel(objectName="quickLabel")
        self.quick_status = QLabel(objectName="quickStatus")
        self.quick_status.setWordWrap(True)
        self.legality = LegalityCache(self.game)

        self.toolbar = QToolBar(objectName="boardToolbar")
        undo = self.document.undo_stack
        self.undo_action = undo.createUndoAction(self)
        self.undo_action.setShortcut(QKeySequence.StandardKey.Undo)
        self.redo_action = undo.createRedoAction(self)
        self.redo_action.setShortcuts([QKeySequence("Ctrl+Shift+Z"), QKeySequence(QKeySequence.StandardKey.Redo)])
        # The stack names the edit in the action's text ("クラウド を追加し台本に: アタック を元に戻す"): in the toolbar
        # that grows with every card name and pushes the buttons after it off the bar, so the button keeps its
        # short word and the edit goes to the tooltip (the History tab lists every edit too).
        self._edit_texts = {"undo": "", "redo": ""}
        undo.undoTextChanged.connect(self._undo_text_changed)
        undo.redoTextChanged.connect(self._redo_text_changed)
        self.new_action = self._action("Ctrl+N", self.new_from_template)
        self.open_action = self._action("Ctrl+O", self.open_dialog)
        self.save_action = self._action("Ctrl+S", self.save)
        self.save_as_action = self._action("Ctrl+Shift+S", self.save_as)
        self.delete_action = self._action("Delete", self.delete_selected)
        self.duplicate_action = self._action("Ctrl+Shift+D", self.duplicate_selected)
        self.game_combo = QComboBox(objectName="boardGame")
        self.game_combo.setSizeAdjustPolicy(QComboBox.SizeAdjustPolicy.AdjustToContents)
        for g in list_games():
            self.game_combo.addItem(g, g)
        for a in (self.new_action, self.open_action, self.save_action, self.save_as_action):
            self.toolbar.addAction(a)
        self.toolbar.addWidget(self.game_combo)
        self.toolbar.addSeparator()
        for a in (self.undo_action, self.redo_action, self.delete_action, self.duplicate_action):
            self.toolbar.addAction(a)
            self.addAction(a)
        self.toolbar.addSeparator()
        self.library_menu = QMenu(self)
        self.library_menu.setObjectName("libraryMenu")
        self.save_library_action = self.library_menu.addAction("", self.save_selected_to_library)
        self.export_library_action = self.library_menu.addAction("", self.export_library_dialog)
        self.import_library_action = self.library_menu.addAction("", self.import_library_dialog)
        self.library_button = QPushButton(objectName="libraryButton")
        self.library_button.setMenu(self.library_menu)
        self.toolbar.addWidget(self.library_button)

        # side panel
        self.side = QTabWidget(objectName="boardSide")
        self.inspector_page = QWidget()
        self.palette_page = QWidget()
        self.actions_panel = ActionsPanel()
        self.actions_panel.actions_edited.connect(self.set_actions)
        self.history_view = QUndoView(self.document.undo_stack)
        self.history_view.setObjectName("undoHistory")
        self.position_page = QWidget()
        self.side.addTab(self._scrolled(self.inspector_page), "")
        self.side.addTab(self._scrolled(self.palette_page), "")
        self.side.addTab(self.position_page, "")
        self.side.addTab(self.actions_panel, "")
        self.side.addTab(self.history_view, "")

        self.inspector_hint = QLabel(objectName="inspectorHint")
        self.inspector_hint.setWordWrap(True)
        self.apply_button = QPushButton(objectName="applyCard")
        self.apply_button.clicked.connect(self.apply_inspector)
        self.palette_zone = QComboBox(objectName="paletteZone")
        self.palette_zone.currentIndexChanged.connect(self._zone_chosen)
        self._zone_by_hand = False  # the judge picked the zone: the card type no longer moves it
        self._syncing_zone = False
        self.add_button = QPushButton(objectName="addCard")
        self.add_button.clicked.connect(self.add_from_palette)

        self.turn_spin = QSpinBox(objectName="posTurn")
        self.turn_spin.setRange(1, 999)
        self.turn_player_combo = QComboBox(objectName="posTurnPlayer")
        self.deck_spins = {p: QSpinBox(objectName=f"posDeck{p}") for p in ("A", "B")}
        # Hands by count: "B has 5 cards in hand" without naming them (drawn as backs, named cards kept).
        self.hand_spins = {p: QSpinBox(objectName=f"posHand{p}") for p in ("A", "B")}
        for spin in (*self.deck_spins.values(), *self.hand_spins.values()):
            spin.setRange(0, 60)
        self.phase_combo = QComboBox(objectName="posPhase")
        self.step_edit = QLineEdit(objectName="posStep")
        self.title_edit = QLineEdit(objectName="posTitle")
        self.question_edit = QLineEdit(objectName="posQuestion")
        self.position_apply = QPushButton(objectName="applyPosition")
        self.position_apply.clicked.connect(self.apply_position)
        pos_form = QFormLayout(self.position_page)
        self._pos_labels = [QLabel() for _ in range(10)]
        for label, w in zip(self._pos_labels, (self.title_edit, self.question_edit, self.turn_spin,
                                               self.turn_player_combo, self.phase_combo, self.step_edit,
                                               *self.deck_spins.values(), *self.hand_spins.values()),
                            strict=True):
            pos_form.addRow(label, w)
        pos_form.addRow(self.position_apply)

        split = QSplitter(Qt.Orientation.Horizontal)
        left = QWidget()
        lv = QVBoxLayout(left)
        lv.setContentsMargins(0, 0, 0, 0)
        lv.setSpacing(0)
        lv.addWidget(self.banner)
        lv.addWidget(self.view, 1)
        split.addWidget(left)
        split.addWidget(self.side)
        split.setStretchFactor(0, 3)
        split.setStretchFactor(1, 1)
        split.setSizes([900, 340])
        self.splitter = split
        quick_row = QHBoxLayout()
        quick_row.setContentsMargins(6, 2, 6, 2)
        quick_row.addWidget(self.quick_label)
        quick_row.addWidget(self.quick_edit, 1)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.addWidget(self.toolbar)
        layout.addLayout(quick_row)
        layout.addWidget(self.quick_status)
        layout.addWidget(self.problems)
        layout.addWidget(split, 1)

    def _scrolled(self, page: QWidget) -> QScrollArea:
        area = QScrollArea()
        area.setWidgetResizable(True)
        area.setWidget(page)
        return area

    def _action(self, key: str, slot: Callable[[], object]) -> QAction:
        action = QAction(self)
        action.setShortcut(QKeySequence(key))
        action.setShortcutContext(Qt.ShortcutContext.WidgetWithChildrenShortcut)
        action.triggered.connect(lambda _c=False: slot())
        self.addAction(action)
        return action

    def _load_game_widgets(self) -> None:
        """(Re)build the parts that depend on the game: the two card forms and the zone choices."""
        kept = (self.inspector_hint, self.apply_button, self.palette_zone, self.add_button)

        def clear(layout: QLayout) -> None:  # nested rows too, or their old labels stay on the page
            while layout.count():
                item = layout.takeAt(0)
                w = item.widget()
                if w is not None and w not in kept:
                    w.hide()  # at once: the deletion itself waits for the event loop
                    w.deleteLater()
                elif item.layout() is not None:
                    clear(item.layout())

        for page in (self.inspector_page, self.palette_page):
            old = page.layout()
            if old is not None:
                clear(old)
                QWidget().setLayout(old)  # detach the old layout
        self.inspector = CardForm(self.layout_data, self.english)
        self.inspector.setObjectName("inspectorForm")
        self.palette = CardForm(self.layout_data, self.english)
        self.palette.setObjectName("paletteForm")
        iv = QVBoxLayout(self.inspector_page)
        iv.addWidget(self.inspector_hint)
        iv.addWidget(self.inspector)
        iv.addWidget(self.apply_button)
        iv.addStretch(1)
        pv = QVBoxLayout(self.palette_page)
        row = QHBoxLayout()
        self.palette_zone_label = QLabel(self.tr("Zone"))
        row.addWidget(self.palette_zone_label)
        row.addWidget(self.palette_zone, 1)
        pv.addLayout(row)
        pv.addWidget(self.palette)
        pv.addWidget(self.add_button)
        pv.addStretch(1)
        self.game_combo.blockSignals(True)
        # The game being switched to: the document may still hold the previous game's scenario here.
        self.game_combo.setCurrentIndex(max(0, self.game_combo.findData(self.layout_data["game"])))
        self.game_combo.blockSignals(False)
        self.actions_panel.types = action_types(self.game)
        self.actions_panel.game = self.game.key
        self.actions_panel.english = self.english
        if self.palette.type_spec is not None:
            box = self.palette.fields[self.palette.type_spec["name"]].widget
            assert isinstance(box, QComboBox)
            box.currentIndexChanged.connect(lambda _i: self._type_chosen())
        self._fit_side()
        self.vocabulary = Vocabulary(self.game)
        self.library = CardLibrary(self.game.key, self.library_dir)
        self.legality = LegalityCache(self.game)
        self._quick_hints()
        self._fill_completions()
        self._fill_zone_choices()
        self._reset_palette()
        self._selection_changed()

    def _undo_text_changed(self, text: str) -> None:
        self._edit_texts["undo"] = text
        self._short_undo_texts()

    def _redo_text_changed(self, text: str) -> None:
        self._edit_texts["redo"] = text
        self._short_undo_texts()

    def _short_undo_texts(self) -> None:
        for action, word, edit in ((self.undo_action, self.tr("Undo"), self._edit_texts["undo"]),
                                   (self.redo_action, self.tr("Redo"), self._edit_texts["redo"])):
            action.setText(word)
            action.setToolTip(f"{word}: {edit}" if edit else word)

    def _fit_side(self) -> None:
        """The card forms never scroll sideways: the side panel is at least as wide as this game's widest form
        (aquarian's six stats, English labels), so no label or field is cut off at the panel's edge."""
        for page, form in ((self.inspector_page, self.inspector), (self.palette_page, self.palette)):
            area = page.parentWidget().parentWidget() if page.parentWidget() is not None else None
            if isinstance(area, QScrollArea):
                margins = page.layout().contentsMargins()
                bar = area.verticalScrollBar().sizeHint().width()
                area.setMinimumWidth(form.minimumSizeHint().width() + margins.left() + margins.right() + bar
                                     + 2 * area.frameWidth())

    def _fill_zone_choices(self) -> None:
        """Zones in table order: each seat's zones row by row as the game lays them out, then the shared ones."""
        current = self.palette_zone.currentData()
        grid = {z["id"]: tuple(z["grid"]) for z in self.layout_data["zones"]}
        seats = {p: i for i, p in enumerate(self.scene.players)}
        self._syncing_zone = True
        self.palette_zone.clear()
        for spot in sorted(self.scene.geometry.spots,
                           key=lambda s: (seats.get(s.player or "", len(seats)), grid.get(s.zone, (99, 99))[:2])):
            name = spot.name_en if self.english else spot.name_ja
            self.palette_zone.addItem(f"{spot.player} · {name}" if spot.player else name, spot.key)
        i = self.palette_zone.findData(current)
        self.palette_zone.setCurrentIndex(max(0, i))
        self._syncing_zone = False
        if i < 0:
            self._type_chosen()

    def _zone_chosen(self, _index: int) -> None:
        if not self._syncing_zone:
            self._zone_by_hand = True

    def _type_chosen(self) -> None:
        """The zone follows the card type (a forward to the forwards), until the judge picks a zone."""
        if self._zone_by_hand or not hasattr(self, "palette"):
            return
        key = str(self.palette_zone.currentData() or "")
        player = key.partition(".")[0] if "." in key else self.scenario().turn_player
        zone_ids = [z["id"] for z in self.layout_data["zones"]]
        zone = words.zone_for_type(self.game.key, self.palette.card_type(), zone_ids)
        i = self.palette_zone.findData(f"{player}.{zone}")
        if i < 0:
            i = self.palette_zone.findData(zone)
        if i >= 0:
            self._syncing_zone = True
            self.palette_zone.setCurrentIndex(i)
            self._syncing_zone = False

    def _fill_completions(self) -> None:
        model = self.quick_completer.model()
        assert isinstance(model, QStringListModel)
        model.setStringList(sorted({*self.library.names(), *self.vocabulary.completions(self.english),
                                    *(p.id for p in self.scenario().players)}))

    def _reset_palette(self) -> None:
        self.palette.set_card({"id": edits.fresh_id(self.scenario(), "card"), "name": "", "attributes": {}},
                              self.scenario().card_ids())
        self._zone_by_hand = False
        self._type_chosen()

    def retranslate(self) -> None:
        english = QLocale().language() == QLocale.Language.English
        if english != self.english:  # card labels, zone and phase names come from the layout in one language
            self.english = english
            self.scene.english = english
            self._load_game_widgets()
            if self.viewing is not None:
                self.render_state(self.viewing, self._highlighted)
            else:
                self.redraw()
        for i in range(self.game_combo.count()):  # the game as players know it, not its key
            self.game_combo.setItemText(i, titles.game_title(str(self.game_combo.itemData(i)), self.english))
        self.new_action.setText(self.tr("New"))
        self.new_action.setToolTip(self.tr("New empty position for the chosen game (Ctrl+N)"))
        self.open_action.setText(self.tr("Open…"))
        self.save_action.setText(self.tr("Save"))
        self.save_as_action.setText(self.tr("Save as…"))
        self._short_undo_texts()
        self.delete_action.setText(self.tr("Delete"))
        self.duplicate_action.setText(self.tr("Duplicate"))
        self.side.setTabText(0, self.tr("Card"))
        self.side.setTabText(1, self.tr("Add"))
        self.side.setTabText(2, self.tr("Position"))
        self.side.setTabText(3, self.tr("Actions"))
        self.side.setTabText(4, self.tr("History"))
        self.history_view.setEmptyLabel(self.tr("<opened>"))
        self.apply_button.setText(self.tr("Apply changes"))
        self.add_button.setText(self.tr("Add to the zone"))
        self.palette_zone_label.setText(self.tr("Zone"))
        self.position_apply.setText(self.tr("Apply"))
        for label, text in zip(self._pos_labels, (self.tr("Title"), self.tr("Question"), self.tr("Turn"),
                                                  self.tr("Turn player"), self.tr("Phase"), self.tr("Step"),
                                                  self.tr("Cards in A's deck"), self.tr("Cards in B's deck"),
                                                  self.tr("Unnamed cards in A's hand"),
                                                  self.tr("Unnamed cards in B's hand")),
                               strict=True):
            label.setText(text)
        for spin in self.hand_spins.values():
            spin.setToolTip(self.tr("Cards nobody named, drawn face down; the cards named in the hand are kept"))
        self.quick_label.setText(self.tr("Quick entry"))
        self._quick_hints()
        self.library_button.setText(self.tr("Card library"))
        self.save_library_action.setText(self.tr("Save the selected card to the library"))
        self.export_library_action.setText(self.tr("Export the library…"))
        self.import_library_action.setText(self.tr("Import cards into the library…"))
        self._fill_completions()
        self._selection_changed()

    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            QTimer.singleShot(0, self._retranslate_later)  # it may rebuild child widgets: not mid-event
        elif event.type() == QEvent.Type.PaletteChange:
            QTimer.singleShot(0, self._repaint_table)  # a theme switch: the table's colours follow
        super().changeEvent(event)

    def _repaint_table(self) -> None:
        if shiboken6.isValid(self):
            if self.viewing is not None:
                self.render_state(self.viewing, self._highlighted)
            else:
                self.redraw()

    def _retranslate_later(self) -> None:
        if shiboken6.isValid(self):
            self.retranslate()

    # ----- the public surface --------------------------------------------------------------------
    def scenario(self) -> Scenario:
        return self.document.scenario

    def open_scenario(self, source: Scenario | str | Path) -> bool:
        """Show a scenario (a value or a file); False, with the reason in ``message``, if it cannot load."""
        try:
            scenario = source if isinstance(source, Scenario) else load_scenario(source)
        except (ScenarioError, InputError) as exc:  # the position on the board stays as it was
            if isinstance(exc, ScenarioError):
                self.problems.show_refusal("file", exc)
            else:
                self.problems.clear_refusal()  # an earlier file's refusal is not why this one failed
            self._report(one_line(str(exc)))
            warn(self, self.tr("Open a position"), str(exc))
            return False
        path = None if isinstance(source, Scenario) else Path(source)
        if not self._take(scenario, path, self.tr("Open a position")):
            return False
        self.document.replace(scenario, path)
        self._after_replace()
        return True

    def new_scenario(self, game: str) -> bool:
        """An empty position of ``game``; False (the board as it was, the judge told why) if it cannot be set up."""
        try:
            scenario = edits.empty_scenario(game, game_layout(game))
        except Exception as exc:  # a game whose layout cannot be read: the board stays on the game it shows
            self._setup_failed("table", self.tr("a new position of %1").replace("%1", titles.game_title(
                game, self.english)), exc, self.tr("New position"))
            return False
        if not self._take(scenario, None, self.tr("New position")):
            return False
        self.document.replace(scenario, None)
        self._after_replace()
        return True

    # ----- a position the board cannot set up -----------------------------------------------------
    def where(self, path: str | Path | None = None, scenario: Scenario | None = None) -> str:
        """The file a message names: its path, or the position's title when it was never saved."""
        if scenario is None:
            scenario, path = self.scenario(), self.document.path
        if path is not None:
            return str(path)
        return self.tr("“%1” (not saved to a file)").replace("%1", scenario.title)

    def _take(self, scenario: Scenario, path: Path | None, title: str) -> bool:
        """Whether the board can change to ``scenario``: its game's table is built and the engine sets the position
        up before anything on the board changes, so a failure leaves the board as it was, with a message naming the
        file and what failed (a table that cannot be built, a position the engine cannot set up)."""
        where = self.where(path, scenario)
        stage = "table"
        try:
            layout, game = game_layout(scenario.game), get_game(scenario.game)
            table_geometry(layout, [p.id for p in scenario.players])
            stage = "setup"
            state = game.setup(scenario)
            stage = "table"
            card_faces(state, layout, game.current, self.english, {}, set(), set())
            self._switch_game(scenario.game, layout, game)
        except Exception as exc:
            self._setup_failed(stage, where, exc, title)
            return False
        return True

    def setup_failure_text(self, stage: str, where: str, exc: BaseException) -> str:
        """One line for a position the board could not show: the file, what failed (``setup``: the engine's
        setting up of the position; ``table``: the game's table), and the error; a refusal names its field."""
        if isinstance(exc, ScenarioError):
            reason = "; ".join(str(p) for p in exc.problems) or one_line(str(exc))
        else:
            reason = f"{type(exc).__name__}: {one_line(str(exc))}"
        if stage == "setup":
            text = self.tr("%1: the engine could not set up this position (%2). The board keeps the last position "
                           "it could show; the details are in the log.")
        else:
            text = self.tr("%1: the table of this game could not be built (%2). The board keeps the last position "
                           "it could show; the details are in the log.")
        return text.replace("%1", where).replace("%2", reason)

    def _setup_failed(self, stage: str, where: str, exc: BaseException, title: str | None) -> str:
        """Tell the judge (a box when ``title`` is given, else the banner over the table) and log the traceback."""
        log.info("the board could not show %s (%s)", where, stage, exc_info=exc)
        text = self.setup_failure_text(stage, where, exc)
        if isinstance(exc, ScenarioError):
            self.problems.show_refusal("file", exc)
        else:
            self.problems.clear_refusal()
        self._report(text)
        if title is not None:
            warn(self, title, text)
        else:
            self.banner.setText(text)
            self.banner.show()
        return text

    def _after_replace(self) -> None:
        self.autosave.clear()
        self._reset_palette()
        self.scene.clearSelection()
        self.show_scenario()
        self._fill_zone_choices()  # from the table just drawn: a new game has new zones

    def _switch_game(self, game: str, layout: dict[str, Any] | None = None, module: GameModule | None = None) -> None:
        """The board's forms and table for ``game``; if they cannot be built, the previous game's are put back
        before the error goes on."""
        if game == self.layout_data["game"]:
            return
        before = (self.layout_data, self.game)
        self.layout_data = layout if layout is not None else game_layout(game)
        self.game = module if module is not None else get_game(game)
        self.scene.layout = self.layout_data
        self.scene.players = []
        try:
            self._load_game_widgets()
        except Exception:
            self.layout_data, self.game = before
            self.scene.layout = self.layout_data
            self.scene.players = []
            self._load_game_widgets()
            raise

    # ----- drawing -------------------------------------------------------------------------------
    def _texts(self) -> dict[str, str]:
        return {c.id: c.text for p in self.scenario().players for cards in p.zones.values() for c in cards if c.text}

    def render_state(self, state: GameState, highlighted: set[str] | None = None) -> None:
        self._highlighted = set(highlighted or ())
        unnamed = edits.counted_ids(self.scenario())
        down = {c.id for p in self.scenario().players for cards in p.zones.values() for c in cards
                if c.face_up is False} | unnamed  # unnamed cards: backs
        faces = card_faces(state, self.layout_data, self.game.current, self.english, self._texts(), down, unnamed)
        self.scene.show_state(state, faces, highlighted)
        if self.viewing is None:  # the script drawn on the table: numbered markers, attack arrows
            marks, arrows = script_marks([a.model_dump(mode="json", exclude_none=True)
                                          for a in self.scenario().actions])
            self.scene.show_script(marks, arrows)
        if self.scene.players and self._fitted_for != (self.layout_data["game"], tuple(self.scene.players)):
            self._fitted_for = (self.layout_data["game"], tuple(self.scene.players))
            self.view.fit()

    _fitted_for: tuple[str, tuple[str, ...]] | None = None
    _highlighted: set[str] = set()  # noqa: RUF012  (replaced, never mutated)

    def redraw(self) -> None:
        """Draw the position being edited. One the engine cannot set up (or a table that cannot be drawn) keeps the
        last drawing, with a banner naming the file and what failed: an edit, undo or redo never ends in an error
        escaping the slot, and Undo takes the edit back."""
        if self.viewing is not None:
            return
        stage = "setup"
        try:
            state = self.game.setup(self.scenario())
            stage = "table"
            self.render_state(state)
        except Exception as exc:
            self._setup_failed(stage, self.where(), exc, None)
            return
        self.banner.hide()

    def show_state(self, state: GameState, highlighted: set[str] | None = None, banner: str = "") -> None:
        """Show a position that is not being edited (a stepper step): read-only until ``show_scenario``."""
        self.viewing = state
        self.scene.editable = False
        self.side.hide()  # the table gets the room while the stepper shows a step
        self.banner.setText(banner)
        self.banner.setVisible(bool(banner))
        try:
            self.render_state(state, highlighted)
        except Exception as exc:  # a step's position the table cannot draw: said in the banner, never raised
            self._setup_failed("table", self.where(), exc, None)

    def show_scenario(self) -> None:
        """Back to editing the scenario itself."""
        self.viewing = None
        self.scene.editable = True
        self.side.show()
        self.banner.hide()
        self.redraw()

    # ----- edits ---------------------------------------------------------------------------------
    def _document_changed(self) -> None:
        self.problems.clear_refusal()  # what was refused was the position before this change
        self.redraw()
        s = self.scenario()
        names = {c.id: c.name for p in s.players for cards in p.zones.values() for c in cards}
        self.actions_panel.players = [p.id for p in s.players]
        self.actions_panel.set_actions([a.model_dump(mode="json", exclude_none=True) for a in s.actions], names)
        self._fill_position()
        self._selection_changed()
        self.scenario_changed.emit()

    def _history_moved(self, _index: int) -> None:
        if self.document.dirty:
            self._autosave_timer.start()

    def _select_ids(self, ids: list[str]) -> None:
        self.scene.select(set(ids))

    def _refused(self, exc: ScenarioError) -> None:
        self._report(self.tr("Not changed: %1").replace("%1", "; ".join(exc.problems)))
        self.problems.show_refusal("edit", exc)

    def _report(self, text: str) -> None:
        self.message.emit(text)

    def add_card(self, card: dict[str, Any], zone_key: str, index: int | None = None) -> bool:
        return self.document.apply(self.tr("Add %1").replace("%1", card.get("name", "")),
                                   lambda s: edits.add_card(s, card, zone_key, index), [card["id"]])

    def _card_name(self, cid: str) -> str:
        try:
            return str(edits.card_dict(self.scenario(), cid).get("name") or cid)
        except ScenarioError:
            return cid

    def move_cards(self, ids: list[str], zone_key: str, index: int | None = None) -> bool:
        text = (self.tr("Move %1 to %2").replace("%1", self._card_name(ids[0])).replace("%2", self._zone_name(zone_key))
                if len(ids) == 1 else self.tr("Move %1 card(s)").replace("%1", str(len(ids))))
        return self.document.apply(text,
                                   lambda s: edits.move_cards(s, ids, zone_key, index), list(ids))

    def edit_card(self, cid: str, card: dict[str, Any]) -> bool:
        return self.document.apply(self.tr("Edit %1").replace("%1", card.get("name", cid)),
                                   lambda s: edits.update_card(s, cid, card), [card.get("id", cid)])

    def set_card_fields(self, ids: list[str], text: str, **fields: Any) -> bool:
        return self.document.apply(text, lambda s: edits.set_card_fields(s, ids, **fields), list(ids))

    def delete_cards(self, ids: list[str]) -> bool:
        text = (self.tr("Delete %1").replace("%1", self._card_name(ids[0])) if len(ids) == 1
                else self.tr("Delete %1 card(s)").replace("%1", str(len(ids))))
        return self.document.apply(text,
                                   lambda s: edits.delete_cards(s, ids))

    def duplicate_cards(self, ids: list[str]) -> bool:
        return self.document.apply(self.tr("Duplicate %1 card(s)").replace("%1", str(len(ids))),
                                   lambda s: edits.duplicate_cards(s, ids))

    def set_actions(self, actions: list[dict[str, Any]], text: str | None = None) -> bool:
        return self.document.apply(text or self.tr("Edit the scripted actions"),
                                   lambda s: edits.set_actions(s, actions))

    def record_answer(self, question_id: str, choice: Any) -> bool:
        return self.document.apply(self.tr("Record an answer to the stepper's question"),
                                   lambda s: edits.set_answer(s, question_id, choice))

    def selected_ids(self) -> list[str]:
        """Selected cards in table order."""
        chosen = self.scene.selected_ids()
        return [f.id for faces in self.scene.faces.values() for f in faces if f.id in chosen]

    def delete_selected(self) -> None:
        ids = self.selected_ids()
        if ids and self.viewing is None:
            self.delete_cards(ids)

    def duplicate_selected(self) -> None:
        ids = self.selected_ids()
        if ids and self.viewing is None:
            self.duplicate_cards(ids)

    def _dropped(self, ids: list[str], zone_key: str, index: int) -> None:
        if not self.move_cards(ids, zone_key, index):
            self.redraw()

    def add_from_palette(self) -> bool:
        card = self.palette.card()
        if card is None:
            return False
        zone = str(self.palette_zone.currentData() or "")
        ok = self.add_card(card, zone)
        if ok:
            self._reset_palette()
        else:
            self.palette.show_problems([self.tr("The game refused this card; see the status bar.")])
        return ok

    def apply_inspector(self) -> bool:
        ids = self.selected_ids()
        if len(ids) != 1:
            return False
        card = self.inspector.card()
        if card is None:
            return False
        return self.edit_card(ids[0], card)

    def _selection_changed(self) -> None:
        if not hasattr(self, "inspector"):
            return
        ids = self.selected_ids()
        one = len(ids) == 1 and self.viewing is None
        self.inspector.setVisible(one)
        self.apply_button.setVisible(one)
        if one:
            try:
                card = edits.card_dict(self.scenario(), ids[0])
            except ScenarioError:
                return
            self.inspector.set_card(card, self.scenario().card_ids())
            self.inspector_hint.setText(self.tr("Editing %1").replace("%1", card["name"]))
        elif ids:
            self.inspector_hint.setText(self.tr("%1 cards selected").replace("%1", str(len(ids))))
        else:
            self.inspector_hint.setText(self.tr("Select a card to edit it; drag cards to move them."))

    def _fill_position(self) -> None:
        s = self.scenario()
        self.title_edit.setText(s.title)
        self.question_edit.setText(s.question)
        self.turn_spin.setValue(s.turn)
        self.turn_player_combo.clear()
        self.turn_player_combo.addItems([p.id for p in s.players])
        self.turn_player_combo.setCurrentText(s.turn_player)
        self.phase_combo.clear()
        for p in self.layout_data.get("phases", []):
            self.phase_combo.addItem(p["name_en"] if self.english else p["name_ja"], p["id"])
        self.phase_combo.setCurrentIndex(max(0, self.phase_combo.findData(s.phase)))
        self.step_edit.setText(s.step or "")
        for zone, spins in self._count_spins():
            for pid, spin in spins.items():
                spin.setEnabled(any(p.id == pid for p in s.players) and any(z["id"] == zone
                                                                             for z in self.layout_data["zones"]))
                spin.setValue(edits.zone_count(s, pid, zone))

    def _count_spins(self) -> list[tuple[str, dict[str, QSpinBox]]]:
        return [("deck", self.deck_spins), ("hand", self.hand_spins)]

    def apply_position(self) -> bool:
        def change(s: Scenario) -> Scenario:
            s = edits.set_fields(
                s, title=self.title_edit.text().strip() or s.title, question=self.question_edit.text(),
                turn=self.turn_spin.value(), turn_player=self.turn_player_combo.currentText(),
                phase=self.phase_combo.currentData(), step=self.step_edit.text().strip() or None)
            for zone, spins in self._count_spins():
                for pid, spin in spins.items():
                    if spin.isEnabled() and spin.value() != edits.zone_count(s, pid, zone):
                        s = edits.set_zone_count(s, self.layout_data, pid, zone, spin.value())
            return s

        return self.document.apply(self.tr("Edit the position"), change)

    # ----- quick entry and the card library ------------------------------------------------------
    def quick_example(self) -> str:
        """The placeholder: a line in this game's own words."""
        ctype = self.vocabulary.example_type() if hasattr(self, "vocabulary") else ""
        zone = words.zone_for_type(self.game.key, ctype, [z["id"] for z in self.layout_data["zones"]])
        zone_name = next((z["name_en"] if self.english else z["name_ja"] for z in self.layout_data["zones"]
                          if z["id"] == zone), zone)
        attack = words.name(self.game.key, "attack", self.english) if "attack" in self.game.ACTIONS else ""
        name = "Cloud" if self.english else "クラウド"
        card = words.EXAMPLE_CARD.get(self.game.key)
        numbers = [str(n) for n in card[1]] if card is not None and card[0] == ctype else []
        return " ".join(x for x in (name, words.name(self.game.key, ctype, self.english) if ctype else "", *numbers,
                                    attack, f"→ A {zone_name}" if self.english else f"→ A{zone_name}") if x)

    def _quick_hints(self) -> None:
        """The quick-entry line's example and help in this game's words: a game switch changes both."""
        self.quick_edit.setPlaceholderText(self.quick_example())
        ctype = self.vocabulary.example_type()
        labels = [s.label_en if self.english else s.label_ja for s in self.vocabulary.number_fields(ctype)]
        fields = (", " if self.english else "、").join(labels)
        help_text = self.tr(
            "A card as you would say it: its name, then its type, element, keywords and numbers in any order; "
            "action words script it (Attack); after → the seat and the zone. Enter adds it. A name saved in the "
            "card library brings the whole card.")
        if fields:
            help_text += "\n" + self.tr("Numbers fill, in order: %1").replace("%1", fields)
        self.quick_edit.setToolTip(help_text)

    def quick_add(self, text: str | None = None) -> bool:
        """Add the card a quick-entry line describes, and script its action words, as one undoable edit."""
        line = self.quick_edit.text() if text is None else text
        if not line.strip() or self.viewing is not None:
            return False
        s = self.scenario()
        q = parse_line(line, self.vocabulary, [p.id for p in s.players], s.turn_player, self.library)
        if q.problems:
            self._quick_feedback(self._problem_text(q), error=True)
            return False
        card = dict(q.card)
        card["id"] = edits.fresh_id(s, "card-1")
        zone_key = q.zone if q.zone in self.game.shared_zones() else f"{q.player}.{q.zone}"
        actions = [a.model_dump(mode="json", exclude_none=True) for a in s.actions]
        actions += [{"player": q.player, "type": kind, "card": card["id"]} for kind in q.actions]

        def apply(sc: Scenario) -> Scenario:
            added = edits.add_card(sc, card, zone_key)
            return edits.set_actions(added, actions) if q.actions else added

        if not self.document.apply(self._add_text(card["name"], q), apply, [card["id"]]):
            self._quick_feedback(self.tr("The game refused this card; see the status bar."), error=True)
            return False
        self.quick_edit.clear()
        self._quick_feedback(self._added_text(card["name"], q, zone_key), error=False)
        return True

    def _add_text(self, name: str, q: QuickCard) -> str:
        if not q.actions:
            return self.tr("Add %1").replace("%1", name)
        acts = "・".join(words.name(self.game.key, a, self.english) for a in q.actions)
        return self.tr("Add %1 and script: %2").replace("%1", name).replace("%2", acts)

    def _zone_name(self, key: str) -> str:
        spot = self.scene.geometry.spot(key)
        if spot is None:
            return key
        name = spot.name_en if self.english else spot.name_ja
        return self.tr("%1's %2").replace("%1", spot.player).replace("%2", name) if spot.player else name

    def _added_text(self, name: str, q: QuickCard, zone_key: str) -> str:
        text = self.tr("Added %1 to %2.").replace("%1", name).replace("%2", self._zone_name(zone_key))
        if q.from_library:
            text += " " + self.tr("(from the card library)")
        if q.actions:
            text += " " + self.tr("Scripted: %1.").replace(
                "%1", "・".join(words.name(self.game.key, a, self.english) for a in q.actions))
        labels = {sp["name"]: (sp["label_en"] if self.english else sp["label_ja"])
                  for sp in self.layout_data["card_attributes"]}
        for attr, value in q.assumed:
            text += " " + self.tr("%1 was not given: %2 assumed.").replace("%1", labels.get(attr, attr)).replace(
                "%2", words.name(self.game.key, value, self.english))
        return text

    def _problem_text(self, q: QuickCard) -> str:
        parts = []
        for kind, token in q.problems:
            if kind == "empty":
                parts.append(self.tr("Type a card's name first."))
            elif kind == "number":
                parts.append(self.tr("The number %1 has no field left to go to.").replace("%1", token))
            elif kind == "zone":
                parts.append(self.tr("“%1” is not a seat or a zone of this game.").replace("%1", token))
            else:
                parts.append(self.tr("“%1” is not a word of this game.").replace("%1", token))
        return " ".join(parts)

    def _quick_feedback(self, text: str, error: bool) -> None:
        self.quick_status.setStyleSheet("color: #c62828;" if error else "")
        self.quick_status.setText(text)
        self._report(text)

    def save_selected_to_library(self) -> bool:
        """The selected card (or the one in the Add form) is kept in the game's card library, by its name."""
        ids = self.selected_ids()
        card = edits.card_dict(self.scenario(), ids[0]) if len(ids) == 1 else self.palette.card()
        unnamed = len(ids) == 1 and ids[0] in edits.counted_ids(self.scenario())
        if card is None or not card.get("name") or card.get("name") == edits.FILLER_NAME or unnamed:
            self._report(self.tr("Select one card (or fill in the Add form) to save it to the library."))
            return False
        try:
            self.library.save(card)
        except (OSError, InputError) as exc:
            self._report(self.tr("Could not save to the card library: %1").replace("%1", one_line(str(exc))))
            return False
        self._fill_completions()
        self._report(self.tr("Saved %1 to the card library; type its name in the quick entry to add it again.")
                     .replace("%1", card["name"]))
        return True

    def export_library_dialog(self) -> None:
        path = files.save_file_name(self, self.tr("Export the card library"), "library",
                                    f"{self.game.key}-cards.json", self.tr("Card libraries (*.json)"), ".json")
        if path:
            self.export_library(Path(path))

    def export_library(self, path: Path) -> bool:
        try:
            self.library.export_file(path)
        except OSError as exc:
            self._report(self.tr("Could not write %1: %2").replace("%1", str(path)).replace("%2", one_line(str(exc))))
            return False
        self._report(self.tr("Card library written: %1").replace("%1", str(path)))
        return True

    def import_library_dialog(self) -> None:
        path = files.open_file_name(self, self.tr("Import a card library"), "library",
                                    self.tr("Card libraries (*.json)"))
        if path:
            self.import_library(Path(path))

    def import_library(self, path: Path) -> int | None:
        try:
            n = self.library.import_file(path)
        except (OSError, InputError) as exc:
            text = one_line(str(exc))
            self._report(self.tr("Not imported: %1").replace("%1", text))
            warn(self, self.tr("Import a card library"), text)
            return None
        self._fill_completions()
        self._report(self.tr("%1 card(s) added to the card library.").replace("%1", str(n)))
        return n

    # ----- scripted actions from a card ----------------------------------------------------------
    def script_action(self, kind: str, card_id: str, ability: int | None = None) -> bool:
        """Append an action for this card (and the other selected cards where the word takes several)."""
        s = self.scenario()
        place = edits.card_place(s, card_id)[0]
        card = edits.card_dict(s, card_id)
        player = card.get("controller") or card.get("owner") or (place.split(".")[0] if "." in place
                                                                  else s.turn_player)
        action: dict[str, Any] = {"player": player, "type": kind}
        others = [c for c in self.selected_ids() if c != card_id]
        if kind == "pass":
            pass
        elif kind == "attack" and others:
            action["cards"] = [card_id, *others]
        else:
            action["card"] = card_id
        if ability is not None:
            action["ability"] = ability
        actions = [a.model_dump(mode="json", exclude_none=True) for a in s.actions] + [action]
        text = self.tr("Script: %1 %2").replace("%1", str(card.get("name", ""))).replace(
            "%2", words.name(self.game.key, kind, self.english))
        return self.set_actions(actions, text)

    def pay_with_selected(self) -> bool:
        """Selected cards become the payment of the last scripted action."""
        s = self.scenario()
        if not s.actions:
            return False
        actions = [a.model_dump(mode="json", exclude_none=True) for a in s.actions]
        actions[-1]["payment"] = self.selected_ids()
        return self.set_actions(actions)

    def target_selected(self) -> bool:
        s = self.scenario()
        if not s.actions:
            return False
        actions = [a.model_dump(mode="json", exclude_none=True) for a in s.actions]
        actions[-1]["targets"] = self.selected_ids()
        return self.set_actions(actions)

    def card_menu(self, card_id: str) -> QMenu:
        """The context menu for a card: scripted actions first, then edits."""
        menu = QMenu(self)
        menu.setToolTipsVisible(True)
        if self.viewing is not None:
            return menu
        s = self.scenario()
        card = edits.card_dict(s, card_id)
        place = edits.card_place(s, card_id)[0]
        player = card.get("controller") or card.get("owner") or (place.split(".")[0] if "." in place
                                                                  else s.turn_player)
        cleaner = Cleaner({c.id: c.name for p in s.players for cards in p.zones.values() for c in cards})
        abilities = card.get("abilities", [])
        for offer in self.legality.offers(s, card_id, player, len(abilities)):
            label = words.name(self.game.key, offer.kind, self.english)
            if offer.ability is not None:
                ab = abilities[offer.ability]
                what = ab.get("keyword") or ab.get("kind") or ""
                label = self.tr("%1: ability %2 (%3)").replace("%1", label).replace(
                    "%2", str(offer.ability + 1)).replace("%3", words.name(self.game.key, str(what), self.english))
            act = menu.addAction(label, lambda k=offer.kind, n=offer.ability: self.script_action(k, card_id, n))
            act.setObjectName(f"script_{offer.kind}")
            act.setEnabled(offer.enabled)
            if not offer.enabled:
                why = cleaner.clean(offer.trial.text_en if self.english else offer.trial.text_ja)
                act.setToolTip(why + ("\n" + " ".join(offer.trial.rules) if offer.trial.rules else ""))
        has_actions = bool(self.scenario().actions)
        pay = menu.addAction(self.tr("Pay the last action's cost with the selected cards"), self.pay_with_selected)
        pay.setEnabled(has_actions)
        target = menu.addAction(self.tr("Target the selected cards with the last action"), self.target_selected)
        target.setEnabled(has_actions)
        menu.addAction(self.tr("Pass (this card's player)"), lambda: self.script_action("pass", card_id))
        menu.addSeparator()
        dull = bool(card.get("dull"))
        ids = self.selected_ids() or [card_id]
        menu.addAction(self.tr("Make active") if dull else self.tr("Dull"),
                       lambda: self.set_card_fields(ids, self.tr("Dull / active"), dull=not dull))
        face_up = card.get("face_up")
        menu.addAction(self.tr("Turn face down") if face_up is not False else self.tr("Turn face up"),
                       lambda: self.set_card_fields(ids, self.tr("Turn over"), face_up=face_up is False))
        menu.addAction(self.duplicate_action)
        menu.addAction(self.delete_action)
        return menu

    def _card_menu(self, card_id: str, pos: QPoint) -> None:
        menu = self.card_menu(card_id)
        if not menu.isEmpty():
            menu.exec(pos)

    # ----- files ---------------------------------------------------------------------------------
    def window_title(self) -> str:
        path = self.document.path
        name = path.name if path is not None else self.tr("Untitled position")
        return ("*" if self.document.dirty else "") + f"{name} — {self.scenario().title}"

    def _emit_title(self, *_args: object) -> None:
        self.title_changed.emit(self.window_title())

    def maybe_discard(self) -> bool:
        """Before losing unsaved changes: save, discard or cancel. True if it is fine to go on."""
        if not self.document.dirty:
            return True
        choice = self.ask_save() if self.ask_save is not None else self._ask_save_dialog()
        if choice == "save":
            return self.save()
        return choice == "discard"

    def _ask_save_dialog(self) -> str:
        box = QMessageBox(QMessageBox.Icon.Question, self.tr("Unsaved changes"),
                          self.tr("This position has changes that are not saved."), parent=self)
        box.setStandardButtons(QMessageBox.StandardButton.Save | QMessageBox.StandardButton.Discard
                               | QMessageBox.StandardButton.Cancel)
        answer = box.exec()
        return {QMessageBox.StandardButton.Save: "save",
                QMessageBox.StandardButton.Discard: "discard"}.get(QMessageBox.StandardButton(answer), "cancel")

    def new_from_template(self) -> None:
        if self.maybe_discard():
            self.new_scenario(str(self.game_combo.currentData() or self.scenario().game))

    def open_dialog(self) -> None:
        if not self.maybe_discard():
            return
        path = files.open_file_name(self, self.tr("Open a position"), "position", self.tr("Scenario files (*.json)"))
        if path:
            self.open_scenario(path)

    def save(self, path: str | Path | None = None) -> bool:
        if path is None and self.document.path is None:
            return self.save_as()
        try:
            saved = self.document.save(path)
        except OSError as exc:  # the position stays dirty, and the autosave stays, until a save succeeds
            filename, reason = failure_parts(path or self.document.path, exc)
            text = self.tr("Could not save %1: %2").replace("%1", filename).replace("%2", reason)
            self._report(text)
            warn(self, self.tr("Save the position"), text)
            return False
        self.autosave.clear()
        self._report(self.tr("Saved %1").replace("%1", str(saved)))
        return True

    def save_as(self) -> bool:
        default = self.document.path.name if self.document.path is not None else f"{self.scenario().title}.json"
        path = files.save_file_name(self, self.tr("Save the position"), "position", default,
                                    self.tr("Scenario files (*.json)"), ".json")
        return self.save(path) if path else False

    # ----- autosave ------------------------------------------------------------------------------
    def write_autosave(self) -> None:
        if self.document.dirty:
            try:
                self.autosave.write(self.scenario(), self.document.path)
            except OSError as exc:
                self._report(self.tr("Autosave failed: %1").replace("%1", failure_text(self.autosave.file, exc)))

    def offer_restore(self) -> bool:
        """At start-up: if an autosave is there, offer it back. True if restored."""
        if not self.autosave.exists():
            return False
        try:
            scenario, path = self.autosave.read()
        except ScenarioError as exc:
            self._report(set_aside_text(exc, self.autosave.set_aside()))  # the board opens as it would without one
            return False
        if self.ask_restore is not None:
            yes = self.ask_restore()
        else:
            yes = QMessageBox.question(
                self, self.tr("Restore unsaved work?"),
                self.tr("A board position was not saved when the app last closed (%1). Restore it?").replace(
                    "%1", scenario.title)) == QMessageBox.StandardButton.Yes
        if not yes:
            self.autosave.clear()
            return False
        if not self._take(scenario, path, self.tr("Restore unsaved work?")):
            return False  # the autosave stays: the position in it is whole, the fault is the engine's
        self.document.replace(scenario, path)
        self.document.undo_stack.resetClean()  # restored work is unsaved work
        self._reset_palette()
        self.show_scenario()
        self._emit_title()
        return True

    def close_clean(self) -> None:
        """The judge closed the board (after saving, or choosing to discard): nothing to offer back next time.

        Only a crash, which never gets here, leaves the autosave behind."""
        self._autosave_timer.stop()
        self.autosave.clear()


if __name__ == "__main__":


    def _make() -> QWidget:
        editor = BoardEditor()
        files = [a for a in sys.argv[1:] if not a.startswith("--")]
        if files:
            editor.open_scenario(files[0])
        editor.resize(1300, 860)
        return editor

    raise SystemExit(run_preview(_make))
