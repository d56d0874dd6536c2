"""A lazily filled tree of one document: chapters, sections, rules.

Rows are created only when a view asks (``canFetchMore``/``fetchMore``), in
batches, so opening a 3,000-record document costs nothing until a chapter is
expanded. Node ids are a record's position in the document plus one (0 is the
invisible root), which keeps ``internalId`` a plain integer.
"""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import QAbstractItemModel, QModelIndex, QPersistentModelIndex, Qt

from judge_app.corpus import Record, RuleSet

KEY_ROLE = Qt.ItemDataRole.UserRole + 1
BATCH = 64

Index = QModelIndex | QPersistentModelIndex


def short_label(record: Record, width: int = 40) -> str:
    words = record.title or record.text
    words = " ".join(words.split())
    if len(words) > width:
        words = words[:width] + "…"
    return f"{record.rule_id}  {words}".strip()


class RuleTreeModel(QAbstractItemModel):
    def __init__(self, ruleset: RuleSet | None = None, parent: Any = None) -> None:
        super().__init__(parent)
        self._ruleset: RuleSet | None = None
        self._fetching = False
        self._reset_state(ruleset)

    def _reset_state(self, ruleset: RuleSet | None) -> None:
        self._ruleset = ruleset
        self._records: list[Record] = list(ruleset.records) if ruleset else []
        self._pos = {r.key: i + 1 for i, r in enumerate(self._records)}
        self._kids: dict[int, list[int]] = {}
        self._fetched: dict[int, int] = {}
        self._parent_of: dict[int, int] = {}
        self._row_of: dict[int, int] = {}

    @property
    def ruleset(self) -> RuleSet | None:
        return self._ruleset

    def set_ruleset(self, ruleset: RuleSet | None) -> None:
        # No rows are fetched while listeners are still hearing about the reset: inserting
        # rows inside a reset notification breaks the model contract. Views fetch right after.
        self._fetching = True
        try:
            self.beginResetModel()
            self._reset_state(ruleset)
            self.endResetModel()
        finally:
            self._fetching = False

    # -- structure -------------------------------------------------------
    def _children(self, node: int) -> list[int]:
        kids = self._kids.get(node)
        if kids is None:
            if node == 0:
                kids = [i + 1 for i, r in enumerate(self._records) if r.parent is None or r.parent not in self._pos]
            else:
                kids = [self._pos[k] for k in self._records[node - 1].children if k in self._pos]
            for row, kid in enumerate(kids):
                self._parent_of[kid] = node
                self._row_of[kid] = row
            self._kids[node] = kids
        return kids

    def _node(self, index: Index) -> int:
        return int(index.internalId()) if index.isValid() else 0

    def record(self, index: Index) -> Record | None:
        node = self._node(index)
        return self._records[node - 1] if node else None

    def index(self, row: int, column: int, parent: Index = QModelIndex()) -> QModelIndex:  # noqa: B008
        if column != 0 or row < 0:
            return QModelIndex()
        node = self._node(parent)
        if row >= self._fetched.get(node, 0):
            return QModelIndex()
        return self.createIndex(row, column, self._children(node)[row])

    def parent(self, index: Index = QModelIndex()) -> QModelIndex:  # type: ignore[override]  # noqa: B008
        if not index.isValid():
            return QModelIndex()
        node = self._node(index)
        up = self._parent_of.get(node, 0)
        if up == 0:
            return QModelIndex()
        return self.createIndex(self._row_of[up], 0, up)

    def rowCount(self, parent: Index = QModelIndex()) -> int:  # noqa: B008
        if parent.isValid() and parent.column() != 0:
            return 0
        return self._fetched.get(self._node(parent), 0)

    def columnCount(self, parent: Index = QModelIndex()) -> int:  # noqa: B008
        return 1

    def hasChildren(self, parent: Index = QModelIndex()) -> bool:  # noqa: B008
        if parent.isValid() and parent.column() != 0:
            return False
        return bool(self._children(self._node(parent)))

    def canFetchMore(self, parent: Index) -> bool:
        if self._fetching or (parent.isValid() and parent.column() != 0):
            return False
        node = self._node(parent)
        return self._fetched.get(node, 0) < len(self._children(node))

    def fetchMore(self, parent: Index) -> None:
        # A listener of rowsAboutToBeInserted may ask again before the count moves; once is enough.
        if not self.canFetchMore(parent):
            return
        node = self._node(parent)
        have = self._fetched.get(node, 0)
        more = min(BATCH, len(self._children(node)) - have)
        self._fetching = True
        try:
            self.beginInsertRows(parent, have, have + more - 1)
            self._fetched[node] = have + more
            self.endInsertRows()
        finally:
            self._fetching = False

    def flags(self, index: Index) -> Qt.ItemFlag:
        if not index.isValid():
            return Qt.ItemFlag.NoItemFlags
        return Qt.ItemFlag.ItemIsEnabled | Qt.ItemFlag.ItemIsSelectable

    def data(self, index: Index, role: int = Qt.ItemDataRole.DisplayRole) -> Any:
        rec = self.record(index)
        if rec is None:
            return None
        if role == Qt.ItemDataRole.DisplayRole:
            return short_label(rec)
        if role == Qt.ItemDataRole.ToolTipRole:
            text = rec.text or rec.title
            return f"{rec.rule_id} {text[:300]}" if text else rec.rule_id
        if role == KEY_ROLE:
            return rec.key
        return None

    # -- navigation ------------------------------------------------------
    def index_for_key(self, key: str) -> QModelIndex:
        """The index of ``key``, fetching the rows on the way to it."""
        node = self._pos.get(key)
        if node is None:
            return QModelIndex()
        chain = [node]
        self._children(0)
        while True:
            up = self._parent_of.get(chain[-1])
            if up is None:  # not discovered yet: walk down from the record's ancestors
                rec = self._records[chain[-1] - 1]
                up = self._pos.get(rec.parent, 0)
                self._children(up)
            if up == 0:
                break
            chain.append(up)
        parent = QModelIndex()
        for n in reversed(chain):
            row = self._row_of[n]
            while self._fetched.get(self._node(parent), 0) <= row:
                self.fetchMore(parent)
            parent = self.index(row, 0, parent)
        return parent
