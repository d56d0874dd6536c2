"""The scripted actions: a list to reorder and edit, read in the judge's words, and drawn on the table.

Actions are the scenario's own ``ActionSpec`` dicts. The list shows them in
order, drag or the arrow buttons reorder them, and a small form edits one;
every change goes back to the editor as a whole new list (one undo step). The
action words come from the game's declared contract (``GameModule.ACTIONS``).
"""

from __future__ import annotations

import copy
from typing import Any

from PySide6.QtCore import Qt, Signal
from PySide6.QtWidgets import (
    QAbstractItemView,
    QComboBox,
    QDialog,
    QDialogButtonBox,
    QFormLayout,
    QHBoxLayout,
    QLineEdit,
    QListWidget,
    QPushButton,
    QVBoxLayout,
    QWidget,
)

from judge_app.engine import GameModule
from judge_app.ui.board import words

# Action words answered by another player's card: drawn as an arrow from the last attacker to that card.
_ANSWERS = ("block", "guard")


def action_types(game: GameModule) -> list[str]:
    """The game's scripted action words, as its contract declares them."""
    return list(game.ACTIONS)


def describe(action: dict[str, Any], names: dict[str, str], game: str = "", english: bool = False) -> str:
    """One line a judge reads: ``A: アタック クラウド → targets; ¥ payment``."""
    def card(cid: str) -> str:
        return names.get(cid, "?")

    parts = [f"{action['player']}: {words.name(game, action['type'], english)}"]
    if action.get("card"):
        parts.append(card(action["card"]))
    if action.get("ability") is not None:
        parts.append(f"#{action['ability']}")
    if action.get("cards"):
        parts.append(" + ".join(card(c) for c in action["cards"]))
    if action.get("targets"):
        parts.append("→ " + ", ".join(card(c) for c in action["targets"]))
    if action.get("payment"):
        parts.append("¥ " + ", ".join(card(c) for c in action["payment"]))
    at = action.get("at")
    if at:
        parts.append("@" + "/".join(words.name(game, str(at[k]), english) for k in ("turn", "phase", "step")
                                    if at.get(k) is not None))
    if action.get("note"):
        parts.append(f"({action['note']})")
    return " ".join(parts)


def script_marks(actions: list[dict[str, Any]]) -> tuple[dict[str, list[int]], list[tuple[str, str]]]:
    """What the table shows of the script: each card's action numbers, and arrows (from, to): from an attacker to
    the card that answers it, and from a card to its targets."""
    marks: dict[str, list[int]] = {}
    arrows: list[tuple[str, str]] = []
    attackers: list[str] = []
    for n, a in enumerate(actions, 1):
        cards = [c for c in [a.get("card"), *a.get("cards", [])] if c]
        for cid in cards:
            marks.setdefault(cid, []).append(n)
        if a.get("type") == "attack":
            attackers = cards
        elif a.get("type") in _ANSWERS and cards:
            arrows += [(att, cards[0]) for att in attackers]
        for t in a.get("targets", []):
            if cards:
                arrows.append((cards[0], t))
    return marks, arrows


def _ids(text: str) -> list[str]:
    return [p.strip() for p in text.replace("、", ",").split(",") if p.strip()]


class ActionDialog(QDialog):
    """Edit one scripted action: who, what, with which cards, when."""

    def __init__(self, action: dict[str, Any], players: list[str], types: list[str],
                 parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setWindowTitle(self.tr("Scripted action"))
        self.original = copy.deepcopy(action)
        self.player = QComboBox(objectName="actionPlayer")
        self.player.addItems(players)
        self.player.setCurrentText(action.get("player", players[0] if players else ""))
        self.type = QComboBox(objectName="actionType")
        game = str(getattr(parent, "game", ""))
        english = bool(getattr(parent, "english", False))
        for t in types:
            self.type.addItem(words.name(game, t, english), t)
        self.type.setCurrentIndex(max(0, self.type.findData(action.get("type", types[0] if types else ""))))
        self.card = QLineEdit(action.get("card") or "", objectName="actionCard")
        self.ability = QLineEdit("" if action.get("ability") is None else str(action["ability"]),
                                 objectName="actionAbility")
        self.cards = QLineEdit(", ".join(action.get("cards", [])), objectName="actionCards")
        self.targets = QLineEdit(", ".join(action.get("targets", [])), objectName="actionTargets")
        self.payment = QLineEdit(", ".join(action.get("payment") or []), objectName="actionPayment")
        at = action.get("at") or {}
        self.at_phase = QLineEdit(str(at.get("phase") or ""), objectName="actionAtPhase")
        self.at_step = QLineEdit(str(at.get("step") or ""), objectName="actionAtStep")
        self.note = QLineEdit(action.get("note", ""), objectName="actionNote")
        form = QFormLayout()
        form.addRow(self.tr("Player"), self.player)
        form.addRow(self.tr("Action"), self.type)
        form.addRow(self.tr("Card"), self.card)
        form.addRow(self.tr("Ability number"), self.ability)
        form.addRow(self.tr("Cards (attackers, discards)"), self.cards)
        form.addRow(self.tr("Targets"), self.targets)
        form.addRow(self.tr("Pay with"), self.payment)
        form.addRow(self.tr("Wait for phase"), self.at_phase)
        form.addRow(self.tr("Wait for step"), self.at_step)
        form.addRow(self.tr("Note"), self.note)
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Ok | QDialogButtonBox.StandardButton.Cancel)
        buttons.accepted.connect(self.accept)
        buttons.rejected.connect(self.reject)
        layout = QVBoxLayout(self)
        layout.addLayout(form)
        layout.addWidget(buttons)

    def action(self) -> dict[str, Any]:
        out = copy.deepcopy(self.original)
        out["player"] = self.player.currentText()
        out["type"] = str(self.type.currentData() or self.type.currentText()).strip()
        for key, edit in (("card", self.card),):
            value = edit.text().strip()
            if value:
                out[key] = value
            else:
                out.pop(key, None)
        ability = self.ability.text().strip()
        if ability.isdigit():
            out["ability"] = int(ability)
        else:
            out.pop("ability", None)
        for key, edit in (("cards", self.cards), ("targets", self.targets)):
            out[key] = _ids(edit.text())
        pay = _ids(self.payment.text())
        if pay:
            out["payment"] = pay
        else:
            out.pop("payment", None)
        at = {k: v for k, v in (("phase", self.at_phase.text().strip()), ("step", self.at_step.text().strip())) if v}
        if at:
            out["at"] = {**(self.original.get("at") or {}), **at}
        else:
            out.pop("at", None)
        out["note"] = self.note.text().strip()
        return out


class ActionsPanel(QWidget):
    """The ordered scripted actions; emits the whole new list on every change."""

    actions_edited = Signal(list)

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.players: list[str] = []
        self.types: list[str] = []
        self.game = ""  # the game's key, for the names of its words
        self.english = False
        self._actions: list[dict[str, Any]] = []
        self.list = QListWidget(objectName="actionsList")
        self.list.setDragDropMode(QAbstractItemView.DragDropMode.InternalMove)
        self.list.setSelectionMode(QAbstractItemView.SelectionMode.SingleSelection)
        self.list.model().rowsMoved.connect(self._rows_moved)
        self.list.itemDoubleClicked.connect(lambda _i: self.edit_selected())
        self.up_button = QPushButton("▲", objectName="actionUp")
        self.down_button = QPushButton("▼", objectName="actionDown")
        self.edit_button = QPushButton(objectName="actionEdit")
        self.delete_button = QPushButton(objectName="actionDelete")
        self.up_button.clicked.connect(lambda: self.move_selected(-1))
        self.down_button.clicked.connect(lambda: self.move_selected(1))
        self.edit_button.clicked.connect(self.edit_selected)
        self.delete_button.clicked.connect(self.delete_selected)
        row = QHBoxLayout()
        for b in (self.up_button, self.down_button, self.edit_button, self.delete_button):
            row.addWidget(b)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.addWidget(self.list, 1)
        layout.addLayout(row)
        self.retranslate()

    def retranslate(self) -> None:
        self.edit_button.setText(self.tr("Edit…"))
        self.delete_button.setText(self.tr("Remove"))
        self.up_button.setToolTip(self.tr("Earlier"))
        self.down_button.setToolTip(self.tr("Later"))

    def set_actions(self, actions: list[dict[str, Any]], names: dict[str, str]) -> None:
        row = self.list.currentRow()
        self._actions = copy.deepcopy(actions)
        self.list.blockSignals(True)
        self.list.clear()
        for i, a in enumerate(actions):
            self.list.addItem(f"{i + 1}. {describe(a, names, self.game, self.english)}")  # the list owns its items
            self.list.item(i).setData(Qt.ItemDataRole.UserRole, i)
        self.list.blockSignals(False)
        if 0 <= row < self.list.count():
            self.list.setCurrentRow(row)

    def actions(self) -> list[dict[str, Any]]:
        return copy.deepcopy(self._actions)

    def _rows_moved(self, *_args: Any) -> None:
        order = [int(self.list.item(i).data(Qt.ItemDataRole.UserRole)) for i in range(self.list.count())]
        self.actions_edited.emit([self._actions[i] for i in order])

    def move_selected(self, delta: int) -> None:
        i = self.list.currentRow()
        j = i + delta
        if i < 0 or not 0 <= j < len(self._actions):
            return
        new = self.actions()
        new[i], new[j] = new[j], new[i]
        self.list.setCurrentRow(j)
        self.actions_edited.emit(new)

    def delete_selected(self) -> None:
        i = self.list.currentRow()
        if i < 0:
            return
        new = self.actions()
        del new[i]
        self.actions_edited.emit(new)

    def edit_selected(self) -> None:
        i = self.list.currentRow()
        if i < 0:
            return
        dialog = ActionDialog(self._actions[i], self.players, self.types, self)
        if dialog.exec() == QDialog.DialogCode.Accepted:
            self.replace(i, dialog.action())

    def replace(self, i: int, action: dict[str, Any]) -> None:
        new = self.actions()
        new[i] = action
        self.actions_edited.emit(new)
