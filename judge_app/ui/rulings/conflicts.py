"""Both versions of a ruling two committee members changed, field by field: keep mine, take the committee's,
or write the merged text. The dialog only decides; the sync writes the result, whole, when every clash is
decided — cancelling leaves the files exactly as they were.
"""

from __future__ import annotations

import json
from typing import Any

from PySide6.QtCore import QCoreApplication, Qt
from PySide6.QtWidgets import (
    QButtonGroup,
    QDialog,
    QDialogButtonBox,
    QGridLayout,
    QGroupBox,
    QLabel,
    QPlainTextEdit,
    QRadioButton,
    QScrollArea,
    QTabWidget,
    QVBoxLayout,
    QWidget,
)

from judge_app.rulings import RulingError
from judge_app.rulings.merge import WHOLE_FILE, Conflict
from judge_app.rulings.repo import Resolutions
from judge_app.ui import theme
from judge_app.ui.rulings.messages import field_label, ruling_error_text

MINE, THEIRS, MERGED = 0, 1, 2


def shown(value: Any) -> str:
    """A field's value as a judge reads it: text as it is, a list one item a line, anything else as JSON."""
    if value is None:
        return QCoreApplication.translate("RulingConflicts", "(none)")
    if isinstance(value, str):
        return value.strip()
    if isinstance(value, list) and all(isinstance(v, (str, int, float)) for v in value):
        return "\n".join(str(v) for v in value)
    return json.dumps(value, ensure_ascii=False, indent=2)


class FieldChoice(QGroupBox):
    """One clashing field: both versions side by side, and what to keep."""

    def __init__(self, conflict: Conflict, name: str, base: Any, ours: Any, theirs: Any,
                 parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName(f"conflictField_{name}")
        self.name = name
        self.ours, self.theirs = ours, theirs
        whole = name == WHOLE_FILE
        self.setTitle(self.tr("The whole file") if whole else field_label(name) or name)
        self.mine = QRadioButton(objectName="pickMine")
        self.committee = QRadioButton(objectName="pickTheirs")
        self.merge = QRadioButton(objectName="pickMerged")
        self.group = QButtonGroup(self)
        for i, b in enumerate((self.mine, self.committee, self.merge)):
            self.group.addButton(b, i)
        self.mine_text = self._box(self._side_text(ours, conflict.ours_text, whole))
        self.theirs_text = self._box(self._side_text(theirs, conflict.theirs_text, whole))
        self.merged_text = QPlainTextEdit(objectName="mergedText")
        self.merged_text.setPlainText(ours if isinstance(ours, str) else "")
        self.merged_text.setEnabled(False)
        # A merged value is typed only for text fields; a list or a whole file is picked.
        can_merge = isinstance(ours, str) and isinstance(theirs, str) and not whole
        self.merge.setVisible(can_merge)
        self.merged_text.setVisible(can_merge)
        self.merge.toggled.connect(self.merged_text.setEnabled)
        self.group.idToggled.connect(lambda _i, _on: self._paint())
        grid = QGridLayout(self)
        grid.addWidget(self.mine, 0, 0)
        grid.addWidget(self.committee, 0, 1)
        grid.addWidget(self.mine_text, 1, 0)
        grid.addWidget(self.theirs_text, 1, 1)
        grid.addWidget(self.merge, 2, 0, 1, 2)
        grid.addWidget(self.merged_text, 3, 0, 1, 2)
        self.base_label = QLabel(objectName="baseText")
        self.base_label.setWordWrap(True)
        self.base_label.setTextFormat(Qt.TextFormat.PlainText)
        self.base_label.setProperty("base", shown(base))
        grid.addWidget(self.base_label, 4, 0, 1, 2)
        self.retranslate()
        self._paint()

    def _side_text(self, value: Any, text: str | None, whole: bool) -> str:
        if whole:
            return text if text is not None else self.tr("(deleted)")
        return shown(value)

    def _box(self, text: str) -> QPlainTextEdit:
        box = QPlainTextEdit()
        box.setReadOnly(True)
        box.setPlainText(text)
        box.setMaximumHeight(140)
        return box

    def _paint(self) -> None:
        warn = theme.accent_colors(theme.current_scheme())["warn"]
        undecided = self.group.checkedId() < 0
        self.setStyleSheet(f"QGroupBox {{ color: {warn}; }}" if undecided else "")

    def decided(self) -> bool:
        return self.group.checkedId() >= 0

    def pick(self, which: int) -> None:
        button = self.group.button(which)
        if button is not None:
            button.setChecked(True)

    def retranslate(self) -> None:
        self.mine.setText(self.tr("Keep mine"))
        self.committee.setText(self.tr("Take the committee's"))
        self.merge.setText(self.tr("Merge: write the value to keep"))
        self.base_label.setText(self.tr("Before both edits: %1").replace("%1", self.base_label.property("base")))


class ConflictDialog(QDialog):
    """Every clash of one sync, a tab per file; ``resolutions()`` once accepted."""

    def __init__(self, conflicts: list[Conflict], parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("conflictDialog")
        self.conflicts = conflicts
        self.choices: list[list[FieldChoice]] = []
        self._decided: dict[tuple[str, str, str], str | None] = {}
        self.intro = QLabel(objectName="conflictIntro")
        self.intro.setWordWrap(True)
        self.tabs = QTabWidget(objectName="conflictTabs")
        for conflict in conflicts:
            page = QWidget()
            column = QVBoxLayout(page)
            fields = []
            for fc in conflict.fields:
                choice = FieldChoice(conflict, fc.name, fc.base, fc.ours, fc.theirs)
                column.addWidget(choice)
                fields.append(choice)
            column.addStretch(1)
            scroll = QScrollArea()
            scroll.setWidgetResizable(True)
            scroll.setWidget(page)
            self.tabs.addTab(scroll, conflict.ruling_id or conflict.path)
            self.choices.append(fields)
        self.message = QLabel(objectName="conflictMessage")
        self.message.setWordWrap(True)
        self.buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Ok | QDialogButtonBox.StandardButton.Cancel)
        self.buttons.accepted.connect(self.accept)
        self.buttons.rejected.connect(self.reject)
        layout = QVBoxLayout(self)
        layout.addWidget(self.intro)
        layout.addWidget(self.tabs, 1)
        layout.addWidget(self.message)
        layout.addWidget(self.buttons)
        self.resize(860, 680)
        self.retranslate()

    def decide(self) -> bool:
        """Check every field is decided and each merged ruling loads; say what is missing otherwise."""
        decided: dict[tuple[str, str, str], str | None] = {}
        for i, (conflict, fields) in enumerate(zip(self.conflicts, self.choices, strict=True)):
            picks: dict[str, Any] = {}
            values: dict[str, Any] = {}
            for choice in fields:
                which = choice.group.checkedId()
                if which < 0:
                    self.tabs.setCurrentIndex(i)
                    self._say(self.tr("Decide %1 of %2 first.").replace("%1", choice.title())
                              .replace("%2", self.tabs.tabText(i)))
                    return False
                if which == MERGED:
                    values[choice.name] = choice.merged_text.toPlainText().strip()
                else:
                    picks[choice.name] = "ours" if which == MINE else "theirs"
            try:
                decided[conflict.key] = conflict.resolve(picks=picks, values=values)
            except RulingError as exc:
                self.tabs.setCurrentIndex(i)
                self._say(self.tr("The merged ruling cannot be saved: %1").replace("%1", ruling_error_text(exc)))
                return False
        self._decided = decided
        return True

    def accept(self) -> None:
        if self.decide():
            super().accept()

    def resolutions(self) -> Resolutions:
        return dict(self._decided)

    def _say(self, text: str) -> None:
        warn = theme.accent_colors(theme.current_scheme())["warn"]
        self.message.setStyleSheet(f"color: {warn};")
        self.message.setText(text)

    def retranslate(self) -> None:
        self.setWindowTitle(self.tr("Rulings changed here and by the committee"))
        self.intro.setText(self.tr("These rulings were changed on this machine and on the committee's remote. For "
                                   "each field, keep your version, take the committee's, or write the merged "
                                   "text. Nothing is changed until every field is decided."))
        self.buttons.button(QDialogButtonBox.StandardButton.Ok).setText(self.tr("Save and sync"))
        for fields in self.choices:
            for choice in fields:
                choice.retranslate()
