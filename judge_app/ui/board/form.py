"""A card form generated from the game's attribute specs: the right fields for the card type, checked inline.

Nothing here names a game's attribute except through its spec: a field per
AttributeSpec, shown only for the card types it applies to, each value under its
name in the judge's language (フォワード, 先制攻撃), with its error right under it.
An error shows only once the judge has touched that field (or pressed the button
that needs the card), and its line keeps its room, so nothing moves under the
mouse. Abilities and runtime state that the form does not edit are carried through.
"""

from __future__ import annotations

import copy
from typing import Any

from PySide6.QtCore import Signal
from PySide6.QtWidgets import (
    QCheckBox,
    QComboBox,
    QFormLayout,
    QGridLayout,
    QLabel,
    QLineEdit,
    QPlainTextEdit,
    QSpinBox,
    QVBoxLayout,
    QWidget,
)

from judge_app.ui.board import words

ERROR_STYLE = "color: #c62828;"


def type_attribute(specs: list[dict[str, Any]]) -> dict[str, Any] | None:
    """The attribute that decides which other fields apply: the enum whose choices the card_types name."""
    named = set()
    for s in specs:
        named.update(s.get("card_types", []))
    for s in specs:
        if s["type"] == "enum" and ((named and named <= set(s.get("choices", []))) or s["name"] == "type"):
            return s
    return None


class _Field:
    def __init__(self, spec: dict[str, Any], widget: QWidget, error: QLabel, label: QLabel) -> None:
        self.spec = spec
        self.widget = widget
        self.error = error
        self.label = label
        self.boxes: list[QCheckBox] = []


class CardForm(QWidget):
    """Edit one card's printed attributes and table state; ``card()`` gives a CardSpec dict or None if invalid."""

    edited = Signal()

    def __init__(self, layout: dict[str, Any], english: bool = False, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.game = str(layout.get("game", ""))
        self.specs: list[dict[str, Any]] = list(layout.get("card_attributes", []))
        self.type_spec = type_attribute(self.specs)
        self.english = english
        self.taken_ids: set[str] = set()
        self._original: dict[str, Any] = {}
        self.fields: dict[str, _Field] = {}
        self.touched: set[QLabel] = set()  # error lines the judge has earned by editing their field
        self._loading = False
        form = QFormLayout()
        form.setFieldGrowthPolicy(QFormLayout.FieldGrowthPolicy.AllNonFixedFieldsGrow)
        self.form = form

        self.id_edit = QLineEdit(objectName="cardId")
        self.name_edit = QLineEdit(objectName="cardName")
        self.name_en_edit = QLineEdit(objectName="cardNameEn")
        self.id_error = self._error_label()
        self.name_error = self._error_label()
        self._row(self.tr("Card id"), self.id_edit, self.id_error)
        self._row(self.tr("Name"), self.name_edit, self.name_error)
        self._row(self.tr("Name (English)"), self.name_en_edit, None)
        for spec in self.specs:
            self._add_spec(spec)

        self.dull_box = QCheckBox(self.tr("Dull / rested"), objectName="cardDull")
        self.face_combo = QComboBox(objectName="cardFace")
        self.face_combo.addItem(self.tr("As the zone shows it"), None)
        self.face_combo.addItem(self.tr("Face up"), True)
        self.face_combo.addItem(self.tr("Face down"), False)
        self.damage_spin = QSpinBox(objectName="cardDamage")
        self.damage_spin.setRange(0, 1_000_000)
        self.damage_spin.setSingleStep(1000)
        self.counters_edit = QLineEdit(objectName="cardCounters")
        self.counters_edit.setPlaceholderText("name=2, other=1")
        self.counters_error = self._error_label()
        self.text_edit = QPlainTextEdit(objectName="cardText")
        self.text_edit.setMaximumHeight(70)
        self._row("", self.dull_box, None)
        self._row(self.tr("Face"), self.face_combo, None)
        self._row(self.tr("Damage"), self.damage_spin, None)
        self._row(self.tr("Counters"), self.counters_edit, self.counters_error)
        self._row(self.tr("Card text"), self.text_edit, None)
        self.general_error = self._error_label()
        self.general_error.setObjectName("formError")

        outer = QVBoxLayout(self)
        outer.setContentsMargins(0, 0, 0, 0)
        outer.addLayout(form)
        outer.addWidget(self.general_error)
        for w, err in ((self.id_edit, self.id_error), (self.name_edit, self.name_error),
                       (self.name_en_edit, None), (self.counters_edit, self.counters_error)):
            w.textEdited.connect(lambda _t, e=err: self._touched(e))
        self.dull_box.toggled.connect(lambda *_a: self._touched(None))
        self.face_combo.currentIndexChanged.connect(lambda *_a: self._touched(None))
        self.damage_spin.valueChanged.connect(lambda *_a: self._touched(None))
        self.text_edit.textChanged.connect(lambda *_a: self._touched(None))
        self._sync_type()

    # ----- building ------------------------------------------------------------------------------
    def _error_label(self) -> QLabel:
        label = QLabel()
        label.setStyleSheet(ERROR_STYLE)
        label.setWordWrap(True)
        policy = label.sizePolicy()
        policy.setRetainSizeWhenHidden(True)  # the line keeps its room: showing an error moves nothing
        label.setSizePolicy(policy)
        label.hide()
        return label

    def _row(self, text: str, widget: QWidget, error: QLabel | None) -> QLabel:
        label = QLabel(text)
        if error is None:
            self.form.addRow(label, widget)
        else:
            box = QWidget()
            v = QVBoxLayout(box)
            v.setContentsMargins(0, 0, 0, 0)
            v.setSpacing(1)
            v.addWidget(widget)
            v.addWidget(error)
            self.form.addRow(label, box)
        return label

    def _add_spec(self, spec: dict[str, Any]) -> None:
        kind = spec["type"]
        name = spec["name"]
        error = self._error_label()
        boxes: list[QCheckBox] = []
        widget: QWidget
        touch = lambda *_a, e=error: self._touched(e)  # noqa: E731 - one slot per field
        if kind == "bool":
            widget = QCheckBox()
            widget.toggled.connect(touch)
        elif kind == "enum":
            widget = QComboBox()
            if not spec.get("required"):
                widget.addItem("—", None)
            for c in spec.get("choices", []):
                widget.addItem(words.name(self.game, c, self.english), c)
            widget.currentIndexChanged.connect(touch)
            if spec is self.type_spec:
                widget.currentIndexChanged.connect(self._sync_type)
        elif kind == "list[enum]":
            widget = QWidget()
            grid = QGridLayout(widget)
            grid.setContentsMargins(0, 0, 0, 0)
            grid.setHorizontalSpacing(6)
            grid.setVerticalSpacing(0)
            for i, c in enumerate(spec.get("choices", [])):
                box = QCheckBox(words.name(self.game, c, self.english))
                box.setProperty("choice", c)
                box.toggled.connect(touch)
                grid.addWidget(box, i // 3, i % 3)
                boxes.append(box)
        else:
            widget = QLineEdit()
            if kind == "list[str]":
                widget.setPlaceholderText("a, b, c")
            widget.textEdited.connect(touch)
        widget.setObjectName(f"attr_{name}")
        label = self._row(spec["label_en"] if self.english else spec["label_ja"], widget, error)
        f = _Field(spec, widget, error, label)
        f.boxes = boxes
        self.fields[name] = f

    # ----- values --------------------------------------------------------------------------------
    def card_type(self) -> str | None:
        if self.type_spec is None:
            return None
        widget = self.fields[self.type_spec["name"]].widget
        assert isinstance(widget, QComboBox)
        value = widget.currentData()
        return None if value is None else str(value)

    def _sync_type(self) -> None:
        """Show only the fields that apply to the chosen card type."""
        ctype = self.card_type()
        for f in self.fields.values():
            applies = not f.spec.get("card_types") or ctype is None or ctype in f.spec["card_types"]
            f.widget.setVisible(applies)
            f.label.setVisible(applies)
            if not applies:
                f.error.hide()

    def field_applies(self, name: str) -> bool:
        f = self.fields[name]
        ctype = self.card_type()
        return not f.spec.get("card_types") or ctype is None or ctype in f.spec["card_types"]

    def set_card(self, card: dict[str, Any], taken_ids: set[str] | None = None) -> None:
        """Show a card; its errors stay hidden until the judge edits a field or asks for the card."""
        self._loading = True
        self.touched = set()
        self.blockSignals(True)
        self._original = copy.deepcopy(card)
        self.taken_ids = set(taken_ids or set()) - {card.get("id", "")}
        self.id_edit.setText(str(card.get("id", "")))
        self.name_edit.setText(str(card.get("name", "")))
        self.name_en_edit.setText(str(card.get("name_en", "")))
        attrs = card.get("attributes", {})
        for name, f in self.fields.items():
            value = attrs.get(name)
            w = f.widget
            if isinstance(w, QCheckBox):
                w.setChecked(bool(value))
            elif isinstance(w, QComboBox):
                i = w.findData(value)
                w.setCurrentIndex(i if i >= 0 else 0)
            elif f.boxes:
                chosen = set(value or [])
                for b in f.boxes:
                    b.setChecked(b.property("choice") in chosen)
            elif isinstance(w, QLineEdit):
                if isinstance(value, list):
                    w.setText(", ".join(str(v) for v in value))
                else:
                    w.setText("" if value is None else str(value))
        self.dull_box.setChecked(bool(card.get("dull")))
        self.face_combo.setCurrentIndex(self.face_combo.findData(card.get("face_up")))
        self.damage_spin.setValue(int(card.get("damage", 0)))
        self.counters_edit.setText(", ".join(f"{k}={v}" for k, v in card.get("counters", {}).items()))
        self.text_edit.setPlainText(str(card.get("text", "")))
        self.blockSignals(False)
        self._loading = False
        self._sync_type()
        self.validate()

    def _touched(self, error: QLabel | None) -> None:
        if self._loading:
            return
        if error is not None:
            self.touched.add(error)
        self.validate()
        self.edited.emit()

    def _attr_value(self, f: _Field) -> tuple[Any, str | None]:
        """The field's value (None: absent) and an error message, if any."""
        spec, w = f.spec, f.widget
        kind = spec["type"]
        required = spec.get("required", False)
        label = spec["label_en"] if self.english else spec["label_ja"]
        if isinstance(w, QCheckBox):
            return (True if w.isChecked() else None), None
        if isinstance(w, QComboBox):
            value = w.currentData()
            return value, (self.tr("%1 is required").replace("%1", label) if required and value is None else None)
        if f.boxes:
            chosen = [str(b.property("choice")) for b in f.boxes if b.isChecked()]
            if required and not chosen:
                return None, self.tr("Choose at least one %1").replace("%1", label)
            return (chosen or None), None
        assert isinstance(w, QLineEdit)
        text = w.text().strip()
        if not text:
            return None, (self.tr("%1 is required").replace("%1", label) if required else None)
        if kind == "int":
            try:
                return int(text.replace(",", "")), None
            except ValueError:
                return None, self.tr("%1 must be a whole number").replace("%1", label)
        if kind == "list[str]":
            return [p.strip() for p in text.replace("、", ",").split(",") if p.strip()], None
        return text, None

    def _counters(self) -> tuple[dict[str, int], str | None]:
        out: dict[str, int] = {}
        text = self.counters_edit.text().strip()
        if not text:
            return out, None
        for part in text.split(","):
            name, eq, n = part.partition("=")
            try:
                value = int(n) if eq else 1
            except ValueError:
                return out, self.tr("Counters are written name=number, separated by commas")
            if not name.strip():
                return out, self.tr("Counters are written name=number, separated by commas")
            out[name.strip()] = value
        return out, None

    def validate(self) -> bool:
        ok = True
        cid = self.id_edit.text().strip()
        msg = None
        if not cid:
            msg = self.tr("A card needs an id")
        elif cid in self.taken_ids:
            msg = self.tr("Another card already has the id %1").replace("%1", cid)
        self._show(self.id_error, msg)
        ok &= msg is None
        msg = None if self.name_edit.text().strip() else self.tr("A card needs a name")
        self._show(self.name_error, msg)
        ok &= msg is None
        for name, f in self.fields.items():
            if not self.field_applies(name):
                continue
            _, err = self._attr_value(f)
            self._show(f.error, err)
            ok &= err is None
        _, err = self._counters()
        self._show(self.counters_error, err)
        ok &= err is None
        self.general_error.hide()
        return ok

    def _show(self, label: QLabel, message: str | None) -> None:
        shown = bool(message) and label in self.touched
        label.setText((message or "") if shown else "")
        label.setVisible(shown)

    def show_problems(self, problems: list[str]) -> None:
        """Errors from the game's own validation, put under the field they name where possible."""
        self.touched |= {f.error for f in self.fields.values()} | {self.general_error}
        rest = []
        for p in problems:
            placed = False
            for name, f in self.fields.items():
                if f".attributes.{name}" in p or f"attributes.{name}:" in p:
                    self._show(f.error, p.split(": ", 1)[-1])
                    placed = True
                    break
            if not placed:
                rest.append(p)
        self._show(self.general_error, "\n".join(rest) if rest else None)

    def reveal_errors(self) -> None:
        """The judge asked for the card: every error shows now, touched or not."""
        self.touched |= {self.id_error, self.name_error, self.counters_error} | {f.error for f in self.fields.values()}
        self.validate()

    def card(self) -> dict[str, Any] | None:
        if not self.validate():
            self.reveal_errors()
            return None
        card = copy.deepcopy(self._original)
        card["id"] = self.id_edit.text().strip()
        card["name"] = self.name_edit.text().strip()
        name_en = self.name_en_edit.text().strip()
        if name_en:
            card["name_en"] = name_en
        else:
            card.pop("name_en", None)
        attrs = dict(card.get("attributes", {}))
        for name, f in self.fields.items():
            value, _ = self._attr_value(f)
            if value is None or not self.field_applies(name):
                attrs.pop(name, None)
            else:
                attrs[name] = value
        card["attributes"] = attrs
        card["dull"] = self.dull_box.isChecked()
        face = self.face_combo.currentData()
        if face is None:
            card.pop("face_up", None)
        else:
            card["face_up"] = bool(face)
        card["damage"] = self.damage_spin.value()
        card["counters"], _ = self._counters()
        card["text"] = self.text_edit.toPlainText()
        return card

