"""The rulings as a table, with what ``verify`` found for each, and the filter a judge narrows it with."""

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
from PySide6.QtGui import QColor

from judge_app.corpus import normalize
from judge_app.rulings import Ruling, Status
from judge_app.rulings.verify import Outcome, RulingReport
from judge_app.ui import theme
from judge_app.ui.rulings.review import describe_check

RULING_ROLE = Qt.ItemDataRole.UserRole + 1
REPORT_ROLE = Qt.ItemDataRole.UserRole + 2
Index = QModelIndex | QPersistentModelIndex


def status_label(status: Status) -> str:
    return {
        Status.DRAFT: QCoreApplication.translate("Rulings", "Draft"),
        Status.PROPOSED: QCoreApplication.translate("Rulings", "Proposed"),
        Status.APPROVED: QCoreApplication.translate("Rulings", "Approved"),
        Status.SUPERSEDED: QCoreApplication.translate("Rulings", "Superseded"),
    }[status]


def needs_review(report: RulingReport | None) -> bool:
    """What the list flags: a failed verify (a cited rule moved, changed or went; a position that now differs)."""
    return report is not None and report.failed


def review_summary(report: RulingReport | None) -> str:
    """A short reason for the flag, in the judge's language."""
    if report is None:
        return ""
    parts = []
    flagged = report.flagged_citations
    if flagged:
        changed = QCoreApplication.translate("Rulings", "%1 cited rules changed")
        parts.append(changed.replace("%1", str(len(flagged))))
    if report.outcome is Outcome.CHANGED:
        parts.append(QCoreApplication.translate("Rulings", "the position now resolves differently"))
    elif report.outcome is Outcome.CANNOT_RUN and not report.engine_missing:
        parts.append(QCoreApplication.translate("Rulings", "the position cannot run"))
    return ", ".join(parts)


class RulingsModel(QAbstractTableModel):
    """One row per ruling: ID, document and version, status, title, and the review flag."""

    ID, GAME, VERSION, STATUS, TITLE, REVIEW = range(6)

    def __init__(self, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.rulings: list[Ruling] = []
        self.reports: dict[str, RulingReport] = {}
        self._search: list[str] = []

    def set_rulings(self, rulings: list[Ruling]) -> None:
        self.beginResetModel()
        self.rulings = list(rulings)
        self.reports = {k: v for k, v in self.reports.items() if any(r.id == k for r in self.rulings)}
        self._search = [normalize(" ".join((r.id, r.title, r.question, r.answer, r.source.issuer,
                                            " ".join(c.rule_id for c in r.cites)))).lower() for r in self.rulings]
        self.endResetModel()

    def set_reports(self, reports: list[RulingReport]) -> None:
        self.reports = {r.ruling_id: r for r in reports}
        if self.rulings:
            self.dataChanged.emit(self.index(0, 0), self.index(len(self.rulings) - 1, self.REVIEW))

    def row_of(self, ruling_id: str) -> int:
        return next((i for i, r in enumerate(self.rulings) if r.id == ruling_id), -1)

    def matches(self, row: int, needle: str) -> bool:
        return needle in self._search[row]

    def rowCount(self, parent: Index = QModelIndex()) -> int:  # noqa: B008
        return 0 if parent.isValid() else len(self.rulings)

    def columnCount(self, parent: Index = QModelIndex()) -> int:  # noqa: B008
        return 0 if parent.isValid() else 6

    def headerData(self, section: int, orientation: Qt.Orientation, role: int = Qt.ItemDataRole.DisplayRole) -> Any:
        if orientation != Qt.Orientation.Horizontal or role != Qt.ItemDataRole.DisplayRole or not 0 <= section < 6:
            return None
        return (self.tr("ID"), self.tr("Game"), self.tr("Version"), self.tr("Status"), self.tr("Title"),
                self.tr("Review"))[section]

    def data(self, index: Index, role: int = Qt.ItemDataRole.DisplayRole) -> Any:
        if not index.isValid() or not 0 <= index.row() < len(self.rulings):
            return None
        ruling = self.rulings[index.row()]
        report = self.reports.get(ruling.id)
        col = index.column()
        if role == RULING_ROLE:
            return ruling
        if role == REPORT_ROLE:
            return report
        if role == Qt.ItemDataRole.DisplayRole:
            if col == self.ID:
                return ruling.id
            if col == self.GAME:
                return ruling.game
            if col == self.VERSION:
                return ruling.version
            if col == self.STATUS:
                return status_label(ruling.status)
            if col == self.TITLE:
                return ruling.title
            return "⚠ " + review_summary(report) if needs_review(report) else ""
        if role == Qt.ItemDataRole.ToolTipRole:
            if col == self.REVIEW and report is not None:
                lines = [describe_check(c) for c in report.flagged_citations] + report.problems
                return "\n".join(lines) or None
            return f"{ruling.title}\n\n{ruling.question.strip()}\n\n{ruling.answer.strip()}"
        if role == Qt.ItemDataRole.ForegroundRole:
            accents = theme.accent_colors(theme.current_scheme())
            if col == self.REVIEW:
                return QColor(accents["warn"])
            if col == self.STATUS and ruling.status is not Status.APPROVED:
                return QColor(accents["muted"])
        return None


class RulingsFilter(QSortFilterProxyModel):
    """Rulings of one game (or all), one status (or all, or approved only), containing the typed words; optionally
    flagged only."""

    def __init__(self, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.game: str | None = None
        self.status: Status | None = None
        self.needle = ""
        self.flagged_only = False
        self.approved_only = False

    def _changed(self) -> None:
        self.beginFilterChange()
        self.endFilterChange(QSortFilterProxyModel.Direction.Rows)

    def set_game(self, game: str | None) -> None:
        self.game = game or None
        self._changed()

    def set_status(self, status: Status | None) -> None:
        self.status = status
        self._changed()

    def set_text(self, text: str) -> None:
        self.needle = normalize(text).strip().lower()
        self._changed()

    def set_approved_only(self, on: bool) -> None:
        self.approved_only = on
        self._changed()

    def set_flagged_only(self, on: bool) -> None:
        self.flagged_only = on
        self._changed()

    def filterAcceptsRow(self, source_row: int, source_parent: Index) -> bool:
        model = self.sourceModel()
        if not isinstance(model, RulingsModel) or source_parent.isValid():
            return False
        ruling = model.rulings[source_row]
        if self.game is not None and ruling.game != self.game:
            return False
        if self.approved_only and ruling.status is not Status.APPROVED:
            return False
        if self.status is not None and ruling.status is not self.status:
            return False
        if self.flagged_only and not needs_review(model.reports.get(ruling.id)):
            return False
        return not self.needle or model.matches(source_row, self.needle)
