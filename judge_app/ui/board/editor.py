"""The board editor: the table, a side panel to edit cards and add new ones, the actions and the history.

Other UI code talks to it through a few methods: ``scenario()``,
``open_scenario(scenario_or_path)``, ``new_scenario(game)``, ``save()``, and
``show_state(state, highlighted)`` (what the stepper uses to show a position
without editing it). Run ``python -m judge_app.ui.board.editor [file.json]``
to see it alone.
"""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path
from typing import Any

import shiboken6
from PySide6.QtCore import QEvent, QLocale, QPoint, Qt, QTimer, Signal
from PySide6.QtGui import QAction, QKeySequence, QPainter
from PySide6.QtWidgets import (
    QComboBox,
    QFileDialog,
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

from judge_app.engine import Scenario, ScenarioError, game_layout, get_game, list_games
from judge_app.engine.kernel.state import GameState
from judge_app.safeio import InputError
from judge_app.ui.alerts import failure_parts, failure_text, one_line, set_aside_text, warn
from judge_app.ui.board import edits
from judge_app.ui.board.actions import ActionsPanel, action_types
from judge_app.ui.board.autosave import Autosave
from judge_app.ui.board.document import ScenarioDocument
from judge_app.ui.board.faces import card_faces
from judge_app.ui.board.form import CardForm
from judge_app.ui.board.scene import BoardScene

AUTOSAVE_DELAY_MS = 1500
AskSave = Callable[[], str]  # "save" | "discard" | "cancel"


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

    def __init__(self, scenario: Scenario | None = None, autosave_dir: Path | None = None,
                 parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("boardEditor")
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
        self.banner.setStyleSheet("background: #fff3cd; padding: 4px;")
        self.banner.hide()

        self.toolbar = QToolBar(objectName="boardToolbar")
        undo = self.document.undo_stack
        self.undo_action = undo.createUndoAction(self)
        self.undo_action.setShortcut(QKeySequence.StandardKey.Undo)
        self.redo_action = undo.createRedoAction(self)
        self.redo_action.setShortcuts([QKeySequence("Ctrl+Shift+Z"), QKeySequence(QKeySequence.StandardKey.Redo)])
        self.new_action = self._action("Ctrl+N", self.new_from_template)
        self.open_action = self._action("Ctrl+O", self.open_dialog)
        self.save_action = self._action("Ctrl+S", self.save)
        self.save_as_action = self._action("Ctrl+Shift+S", self.save_as)
        self.delete_action = self._action("Delete", self.delete_selected)
        self.duplicate_action = self._action("Ctrl+Shift+D", self.duplicate_selected)
        self.game_combo = QComboBox(objectName="boardGame")
        for g in list_games():
            self.game_combo.addItem(g, g)
        for a in (self.new_action, self.open_action, self.save_action, self.save_as_action):
            self.toolbar.addAction(a)
        self.toolbar.addWidget(self.game_combo)
        self.toolbar.addSeparator()
        for a in (self.undo_action, self.redo_action, self.delete_action, self.duplicate_action):
            self.toolbar.addAction(a)
            self.addAction(a)

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
        self.add_button = QPushButton(objectName="addCard")
        self.add_button.clicked.connect(self.add_from_palette)

        self.turn_spin = QSpinBox(objectName="posTurn")
        self.turn_spin.setRange(1, 999)
        self.turn_player_combo = QComboBox(objectName="posTurnPlayer")
        self.phase_combo = QComboBox(objectName="posPhase")
        self.step_edit = QLineEdit(objectName="posStep")
        self.title_edit = QLineEdit(objectName="posTitle")
        self.question_edit = QLineEdit(objectName="posQuestion")
        self.position_apply = QPushButton(objectName="applyPosition")
        self.position_apply.clicked.connect(self.apply_position)
        pos_form = QFormLayout(self.position_page)
        self._pos_labels = [QLabel() for _ in range(6)]
        for label, w in zip(self._pos_labels, (self.title_edit, self.question_edit, self.turn_spin,
                                               self.turn_player_combo, self.phase_combo, self.step_edit), strict=True):
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
        layout = QVBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.addWidget(self.toolbar)
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
        self._fill_zone_choices()
        self._reset_palette()
        self._selection_changed()

    def _fill_zone_choices(self) -> None:
        current = self.palette_zone.currentData()
        self.palette_zone.clear()
        for spot in sorted(self.scene.geometry.spots, key=lambda s: (s.player or "~", s.zone)):
            name = spot.name_en if self.english else spot.name_ja
            self.palette_zone.addItem(f"{spot.player} · {name}" if spot.player else name, spot.key)
        i = self.palette_zone.findData(current)
        self.palette_zone.setCurrentIndex(max(0, i))

    def _reset_palette(self) -> None:
        self.palette.set_card({"id": edits.fresh_id(self.scenario(), "card"), "name": "", "attributes": {}},
                              self.scenario().card_ids())

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
        self.new_action.setText(self.tr("New"))
        self.new_action.setToolTip(self.tr("New empty position for the chosen game (Ctrl+N)"))
        self.open_action.setText(self.tr("Open…"))
        self.save_action.setText(self.tr("Save"))
        self.save_as_action.setText(self.tr("Save as…"))
        self.undo_action.setText(self.tr("Undo"))
        self.redo_action.setText(self.tr("Redo"))
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
                                                  self.tr("Turn player"), self.tr("Phase"), self.tr("Step")),
                               strict=True):
            label.setText(text)
        self._selection_changed()

    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            QTimer.singleShot(0, self._retranslate_later)  # it may rebuild child widgets: not mid-event
        super().changeEvent(event)

    def _retranslate_later(self) -> None:
        if shiboken6.isValid(self):
            self.retranslate()

    # ----- the public surface --------------------------------------------------------------------
    def scenario(self) -> Scenario:
        return self.document.scenario

    def open_scenario(self, source: Scenario | str | Path) -> bool:
        """Show a scenario (a value or a file); False, with the reason in ``message``, if it cannot load."""
        try:
            if isinstance(source, Scenario):
                self._switch_game(source.game)
                self.document.replace(source, None)
            else:
                from judge_app.engine import load_scenario

                scenario = load_scenario(source)
                self._switch_game(scenario.game)
                self.document.replace(scenario, Path(source))
        except (ScenarioError, InputError) as exc:  # the position on the board stays as it was
            self._report(one_line(str(exc)))
            warn(self, self.tr("Open a position"), str(exc))
            return False
        self._after_replace()
        return True

    def new_scenario(self, game: str) -> None:
        self._switch_game(game)
        self.document.replace(edits.empty_scenario(game, self.layout_data), None)
        self._after_replace()

    def _after_replace(self) -> None:
        self.autosave.clear()
        self._reset_palette()
        self.scene.clearSelection()
        self.show_scenario()
        self._fill_zone_choices()  # from the table just drawn: a new game has new zones

    def _switch_game(self, game: str) -> None:
        if game == self.layout_data["game"]:
            return
        self.layout_data = game_layout(game)
        self.game = get_game(game)
        self.scene.layout = self.layout_data
        self.scene.players = []
        self._load_game_widgets()

    # ----- drawing -------------------------------------------------------------------------------
    def _texts(self) -> dict[str, str]:
        return {c.id: c.text for p in self.scenario().players for cards in p.zones.values() for c in cards if c.text}

    def render_state(self, state: GameState, highlighted: set[str] | None = None) -> None:
        self._highlighted = set(highlighted or ())
        down = {c.id for p in self.scenario().players for cards in p.zones.values() for c in cards
                if c.face_up is False}
        faces = card_faces(state, self.layout_data, self.game.current, self.english, self._texts(), down)
        self.scene.show_state(state, faces, highlighted)
        if self.scene.players and self._fitted_for != (self.layout_data["game"], tuple(self.scene.players)):
            self._fitted_for = (self.layout_data["game"], tuple(self.scene.players))
            self.view.fit()

    _fitted_for: tuple[str, tuple[str, ...]] | None = None
    _highlighted: set[str] = set()  # noqa: RUF012  (replaced, never mutated)

    def redraw(self) -> None:
        if self.viewing is not None:
            return
        try:
            state = self.game.setup(self.scenario())
        except (KeyError, ValueError) as exc:
            self._report(str(exc))
            return
        self.render_state(state)

    def show_state(self, state: GameState, highlighted: set[str] | None = None, banner: str = "") -> None:
        """Show a position that is not being edited (a stepper step): read-only until ``show_scenario``."""
        self.viewing = state
        self.scene.editable = False
        self.side.hide()  # the table gets the room while the stepper shows a step
        self.banner.setText(banner)
        self.banner.setVisible(bool(banner))
        self.render_state(state, highlighted)

    def show_scenario(self) -> None:
        """Back to editing the scenario itself."""
        self.viewing = None
        self.scene.editable = True
        self.side.show()
        self.banner.hide()
        self.redraw()

    # ----- edits ---------------------------------------------------------------------------------
    def _document_changed(self) -> None:
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

    def _refused(self, reason: str) -> None:
        self._report(self.tr("Not changed: %1").replace("%1", reason))

    def _report(self, text: str) -> None:
        self.message.emit(text)

    def add_card(self, card: dict[str, Any], zone_key: str, index: int | None = None) -> bool:
        return self.document.apply(self.tr("Add %1").replace("%1", card.get("name", "")),
                                   lambda s: edits.add_card(s, card, zone_key, index), [card["id"]])

    def move_cards(self, ids: list[str], zone_key: str, index: int | None = None) -> bool:
        return self.document.apply(self.tr("Move %1 card(s)").replace("%1", str(len(ids))),
                                   lambda s: edits.move_cards(s, ids, zone_key, index), list(ids))

    def edit_card(self, cid: str, card: dict[str, Any]) -> bool:
        return self.document.apply(self.tr("Edit %1").replace("%1", card.get("name", cid)),
                                   lambda s: edits.update_card(s, cid, card), [card.get("id", cid)])

    def set_card_fields(self, ids: list[str], text: str, **fields: Any) -> bool:
        return self.document.apply(text, lambda s: edits.set_card_fields(s, ids, **fields), list(ids))

    def delete_cards(self, ids: list[str]) -> bool:
        return self.document.apply(self.tr("Delete %1 card(s)").replace("%1", str(len(ids))),
                                   lambda s: edits.delete_cards(s, ids))

    def duplicate_cards(self, ids: list[str]) -> bool:
        return self.document.apply(self.tr("Duplicate %1 card(s)").replace("%1", str(len(ids))),
                                   lambda s: edits.duplicate_cards(s, ids))

    def set_actions(self, actions: list[dict[str, Any]]) -> bool:
        return self.document.apply(self.tr("Edit actions"), lambda s: edits.set_actions(s, actions))

    def record_answer(self, question_id: str, choice: Any) -> bool:
        return self.document.apply(self.tr("Answer %1").replace("%1", question_id),
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
            self.inspector_hint.setText(self.tr("Editing %1").replace("%1", f"{card['name']}〔{card['id']}〕"))
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

    def apply_position(self) -> bool:
        return self.document.apply(self.tr("Edit the position"), lambda s: edits.set_fields(
            s, title=self.title_edit.text().strip() or s.title, question=self.question_edit.text(),
            turn=self.turn_spin.value(), turn_player=self.turn_player_combo.currentText(),
            phase=self.phase_combo.currentData(), step=self.step_edit.text().strip() or None))

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
        return self.set_actions(actions)

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
        if self.viewing is not None:
            return menu
        card = edits.card_dict(self.scenario(), card_id)
        for kind, text in (("play", self.tr("Play")), ("cast", self.tr("Cast")), ("attack", self.tr("Attack")),
                           ("block", self.tr("Block"))):
            if kind in self.actions_panel.types:
                menu.addAction(text, lambda k=kind: self.script_action(k, card_id))
        for i, ab in enumerate(card.get("abilities", [])):
            label = ab.get("keyword") or ab.get("kind") or str(i)
            menu.addAction(self.tr("Activate ability %1 (%2)").replace("%1", str(i)).replace("%2", str(label)),
                           lambda n=i: self.script_action("activate", card_id, n))
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
        path, _ = QFileDialog.getOpenFileName(self, self.tr("Open a position"), "",
                                              self.tr("Scenario files (*.json)"))
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
        path, _ = QFileDialog.getSaveFileName(self, self.tr("Save the position"), "",
                                              self.tr("Scenario files (*.json)"))
        if not path:
            return False
        if not path.endswith(".json"):
            path += ".json"
        return self.save(path)

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
        self._switch_game(scenario.game)
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
    import sys

    from judge_app.ui.preview import run_preview

    def _make() -> QWidget:
        editor = BoardEditor()
        files = [a for a in sys.argv[1:] if not a.startswith("--")]
        if files:
            editor.open_scenario(files[0])
        editor.resize(1300, 860)
        return editor

    raise SystemExit(run_preview(_make))
