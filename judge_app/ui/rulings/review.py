"""A ruling's citations against the newest rules: what became of each cited rule, with its diff,
and the one action that moves the citations to the newest version.
"""

from __future__ import annotations

import html

from PySide6.QtCore import QCoreApplication
from PySide6.QtWidgets import QCheckBox, QHBoxLayout, QLabel, QPushButton, QTextBrowser, QVBoxLayout, QWidget

from judge_app.corpus import Corpus
from judge_app.rulings import Ruling
from judge_app.rulings.drift import CitationCheck, CitationStatus, DriftChecker
from judge_app.ui import theme
from judge_app.ui.compare.diff_html import inline_html, plain_html


def describe_check(check: CitationCheck) -> str:
    """What happened to one cited rule, in the judge's language."""
    texts = {
        CitationStatus.UNCHANGED: QCoreApplication.translate("Rulings", "%1: unchanged in %2"),
        CitationStatus.CHANGED: QCoreApplication.translate("Rulings", "%1: reworded in substance in %2"),
        CitationStatus.REMOVED: QCoreApplication.translate("Rulings", "%1: removed in %2"),
        CitationStatus.MISSING: QCoreApplication.translate("Rulings", "%1: %3 %4 has no such rule"),
        CitationStatus.UNKNOWN_VERSION: QCoreApplication.translate("Rulings", "%1: the app does not hold %3 %4"),
    }
    if check.status is CitationStatus.MOVED:
        text = QCoreApplication.translate("Rulings", "%1: renumbered in %2, now %5") if check.same_substance \
            else QCoreApplication.translate("Rulings", "%1: renumbered and reworded in %2, now %5")
    else:
        text = texts[check.status]
    ref = check.ref
    values = (ref.rule_id, check.target_version or "", ref.game, ref.version, check.new_id or "")
    for i, value in enumerate(values, start=1):
        text = text.replace(f"%{i}", value)
    return text


class ReviewPanel(QWidget):
    """Shown in the editor: one block per citation, the cited rule's diff, and the migrate button."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("rulingReview")
        self.checks: list[CitationCheck] = []
        self.newest: str | None = None
        self._ruling: Ruling | None = None
        self.summary = QLabel(objectName="reviewSummary")
        self.summary.setWordWrap(True)
        self.text = QTextBrowser(objectName="reviewText")
        self.text.setOpenLinks(False)
        self.migrate_button = QPushButton(objectName="migrateButton")
        self.drop_removed = QCheckBox(objectName="dropRemoved")
        row = QHBoxLayout()
        row.addWidget(self.migrate_button)
        row.addWidget(self.drop_removed)
        row.addStretch(1)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.addWidget(self.summary)
        layout.addWidget(self.text, 1)
        layout.addLayout(row)
        self.retranslate()

    def show_ruling(self, ruling: Ruling | None, corpus: Corpus | None) -> None:
        self.checks = []
        self.newest = None
        if ruling is not None and corpus is not None:
            checker = DriftChecker(corpus)
            self.newest = checker.newest(ruling.game)
            self.checks = [checker.check(ref) for ref in ruling.cites]
        self._ruling = ruling
        self._render()

    def needs_attention(self) -> bool:
        return any(c.needs_attention for c in self.checks)

    def can_migrate(self) -> bool:
        ruling = self._ruling
        return bool(ruling is not None and self.newest and ruling.version != self.newest
                    and any(c.ref.game == ruling.game and c.ref.version == ruling.version for c in self.checks))

    def _render(self) -> None:
        ruling = self._ruling
        self.migrate_button.setEnabled(self.can_migrate())
        self.drop_removed.setVisible(any(c.status is CitationStatus.REMOVED for c in self.checks))
        if ruling is None:
            self.summary.setText("")
            self.text.clear()
            return
        if not self.checks:
            self.summary.setText(self.tr("The ruling cites no rules."))
        elif self.needs_attention():
            count = sum(c.needs_attention for c in self.checks)
            self.summary.setText(self.tr("%1 cited rules changed between %2 and %3: check the ruling still holds.")
                                 .replace("%1", str(count)).replace("%2", ruling.version)
                                 .replace("%3", self.newest or ""))
        else:
            self.summary.setText(self.tr("Every cited rule reads the same in %1.").replace("%1", self.newest or ""))
        scheme = theme.current_scheme()
        accents = theme.accent_colors(scheme)
        out = []
        for check in self.checks:
            color = accents["warn"] if check.needs_attention else accents["muted"]
            out.append(f'<p style="color:{color}"><b>{html.escape(describe_check(check))}</b></p>')
            if check.segments:
                out.append(f'<p style="margin-left:1em; line-height:140%">{inline_html(check.segments, scheme)}</p>')
            elif check.status is CitationStatus.REMOVED and check.old_text:
                out.append(f'<p style="margin-left:1em"><s>{plain_html(check.old_text)}</s></p>')
        self.text.setHtml("\n".join(out))

    def retranslate(self) -> None:
        self.migrate_button.setText(self.tr("Migrate citations to the newest version"))
        self.migrate_button.setToolTip(self.tr("Cite each rule by its number in the newest version; recorded in "
                                               "the ruling's history"))
        self.drop_removed.setText(self.tr("Drop citations of removed rules"))
        self._render()


__all__ = ["ReviewPanel", "describe_check"]
