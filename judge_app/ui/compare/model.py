"""The aligned records of two versions as a table, and the filter a judge narrows it with."""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import (
    QAbstractTableModel,
    QCoreApplication,
    QModelIndex,
    QObject,
    QPersistentModelIndex,
    QSortFilterProxyModel,
    Qt,
)
from PySide6.QtGui import QColor, QFont

from judge_app.corpus import Record, RuleSet, normalize
from judge_app.corpus.diff import DiffEntry, DiffKind
from judge_app.ui import theme
from judge_app.ui.compare.diff_html import kind_color
from judge_app.ui.rule_html import display_heading, display_id

ENTRY_ROLE = Qt.ItemDataRole.UserRole + 1
KIND_ROLE = Qt.ItemDataRole.UserRole + 2
Index = QModelIndex | QPersistentModelIndex

# The order a judge reads a change list in: what changed first, what did not last.
KIND_ORDER = (DiffKind.CHANGED, DiffKind.MOVED, DiffKind.ADDED, DiffKind.REMOVED, DiffKind.UNCHANGED)


def kind_label(kind: DiffKind) -> str:
    labels = {
        DiffKind.CHANGED: QCoreApplication.translate("DiffKinds", "Changed"),
        DiffKind.MOVED: QCoreApplication.translate("DiffKinds", "Moved"),
        DiffKind.ADDED: QCoreApplication.translate("DiffKinds", "Added"),
        DiffKind.REMOVED: QCoreApplication.translate("DiffKinds", "Removed"),
        DiffKind.UNCHANGED: QCoreApplication.translate("DiffKinds", "Unchanged"),
    }
    return labels[kind]


def kind_explanation(kind: DiffKind) -> str:
    texts = {
        DiffKind.CHANGED: QCoreApplication.translate("DiffKinds", "Same number, different wording"),
        DiffKind.MOVED: QCoreApplication.translate("DiffKinds", "Renumbered, with the same or nearly the same text"),
        DiffKind.ADDED: QCoreApplication.translate("DiffKinds", "Only in the newer version"),
        DiffKind.REMOVED: QCoreApplication.translate("DiffKinds", "Only in the older version"),
        DiffKind.UNCHANGED: QCoreApplication.translate(
            "DiffKinds", "Same text (a cross-reference number may differ)"),
    }
    return texts[kind]


class DiffModel(QAbstractTableModel):
    """One row per aligned pair: kind, old number, new number, heading or opening words."""

    KIND, OLD, NEW, TEXT = range(4)

    def __init__(self, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.old: RuleSet | None = None
        self.new: RuleSet | None = None
        self.entries: list[DiffEntry] = []
        self._search: list[str] = []

    def set_entries(self, old: RuleSet | None, new: RuleSet | None, entries: list[DiffEntry]) -> None:
        self.beginResetModel()
        self.old, self.new = old, new
        self.entries = list(entries)
        self._search = [normalize(" ".join((e.old_id or "", e.new_id or "", e.old_text, e.new_text))).lower()
                        for e in self.entries]
        self.endResetModel()

    def counts(self) -> dict[DiffKind, int]:
        out = dict.fromkeys(KIND_ORDER, 0)
        for e in self.entries:
            out[e.kind] += 1
        return out

    def record(self, entry: DiffEntry) -> Record | None:
        """The record the row is about: the new one, or the old one when it was removed."""
        if entry.new_key and self.new is not None:
            return self.new.get(entry.new_key)
        if entry.old_key and self.old is not None:
            return self.old.get(entry.old_key)
        return None

    def matches(self, row: int, needle: str) -> bool:
        return needle in self._search[row]

    def row_of(self, old_key: str | None = None, new_key: str | None = None) -> int:
        for i, e in enumerate(self.entries):
            if (new_key is not None and e.new_key == new_key) or (old_key is not None and e.old_key == old_key):
                return i
        return -1

    # -- QAbstractItemModel ----------------------------------------------
    def rowCount(self, parent: Index = QModelIndex()) -> int:  # noqa: B008
        return 0 if parent.isValid() else len(self.entries)

    def columnCount(self, parent: Index = QModelIndex()) -> int:  # noqa: B008
        return 0 if parent.isValid() else 4

    def headerData(self, section: int, orientation: Qt.Orientation, role: int = Qt.ItemDataRole.DisplayRole) -> Any:
        if orientation != Qt.Orientation.Horizontal or role != Qt.ItemDataRole.DisplayRole or not 0 <= section < 4:
            return None
        old = self.old.version if self.old is not None else ""
        new = self.new.version if self.new is not None else ""
        return (self.tr("Kind"), old or self.tr("Old"), new or self.tr("New"), self.tr("Rule"))[section]

    def _text(self, entry: DiffEntry) -> str:
        """The heading, then the opening words: enough to recognise the rule without opening it."""
        rec = self.record(entry)
        heading = display_heading(rec) if rec is not None else ""
        words = " ".join((rec.text if rec is not None and rec.text else entry.new_text or entry.old_text).split())
        if rec is not None and display_id(rec) != rec.rule_id:  # a glossary entry: its term, then the definition
            heading = display_id(rec)
        return f"{heading} · {words[:80]}" if heading else words[:80]

    def data(self, index: Index, role: int = Qt.ItemDataRole.DisplayRole) -> Any:
        if not index.isValid() or not 0 <= index.row() < len(self.entries):
            return None
        entry = self.entries[index.row()]
        col = index.column()
        if role == ENTRY_ROLE:
            return entry
        if role == KIND_ROLE:
            return entry.kind.value
        if role == Qt.ItemDataRole.DisplayRole:
            if col == self.KIND:
                return kind_label(entry.kind)
            if col == self.OLD:
                return entry.old_id or "—"
            if col == self.NEW:
                return entry.new_id or "—"
            return self._text(entry)
        if role == Qt.ItemDataRole.ToolTipRole:
            if col == self.KIND:
                return kind_explanation(entry.kind)
            text = entry.new_text or entry.old_text
            return text if len(text) <= 400 else text[:400] + "…"
        if role == Qt.ItemDataRole.ForegroundRole and col == self.KIND:
            return QColor(kind_color(entry.kind, theme.current_scheme()))
        if role == Qt.ItemDataRole.FontRole and col == self.KIND and entry.kind is not DiffKind.UNCHANGED:
            font = QFont()
            font.setBold(True)
            return font
        return None


class DiffFilter(QSortFilterProxyModel):
    """Rows of the chosen kinds whose numbers or text contain the typed words (any width)."""

    def __init__(self, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.kinds: set[DiffKind] = set(KIND_ORDER) - {DiffKind.UNCHANGED}
        self.needle = ""

    def set_kinds(self, kinds: set[DiffKind]) -> None:
        self.beginFilterChange()
        self.kinds = set(kinds)
        self.endFilterChange(QSortFilterProxyModel.Direction.Rows)

    def set_text(self, text: str) -> None:
        self.beginFilterChange()
        self.needle = normalize(text).strip().lower()
        self.endFilterChange(QSortFilterProxyModel.Direction.Rows)

    def filterAcceptsRow(self, source_row: int, source_parent: Index) -> bool:
        model = self.sourceModel()
        if not isinstance(model, DiffModel) or source_parent.isValid():
            return False
        entry = model.entries[source_row]
        if entry.kind not in self.kinds:
            return False
        return not self.needle or model.matches(source_row, self.needle)
