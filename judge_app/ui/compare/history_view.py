"""One rule in every version the app holds, oldest first, each against the version before it.

Reached from the rule view's History button. A version where the rule is new,
reworded, renumbered or gone says so; the words that changed are lit up inline, word by word (a reference
that was only renumbered is shown quietly).
Each version's number is a link that opens it in the main window. Run
``python -m judge_app.ui.compare.history_view`` to see pso2's 201.3.
"""

from __future__ import annotations

import html

from PySide6.QtCore import QEvent, QLocale, QUrl, Signal
from PySide6.QtWidgets import QFrame, QLabel, QTextBrowser, QVBoxLayout, QWidget

from judge_app.corpus import Record, RuleSet, default_corpus
from judge_app.corpus.diff import DiffKind
from judge_app.ui import theme
from judge_app.ui.compare.diff_html import inline_html, kind_color, plain_html
from judge_app.ui.compare.lineage import Step, game_versions, lineage
from judge_app.ui.compare.model import kind_label
from judge_app.ui.compare.words import word_segments
from judge_app.ui.location import Location
from judge_app.ui.preview import run_preview
from judge_app.ui.rule_html import display_heading, display_id
from judge_app.ui.titles import game_title


class RuleHistoryView(QWidget):
    open_rule = Signal(object)  # Location

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("ruleHistoryView")
        self.steps: list[Step] = []
        self._shown: tuple[list[RuleSet], RuleSet, Record] | None = None
        self.heading = QLabel(objectName="historyHeading")
        self.heading.setWordWrap(True)
        self.heading.setContentsMargins(10, 8, 10, 4)
        self.browser = QTextBrowser(objectName="historyText")
        self.browser.setOpenLinks(False)
        self.browser.setFrameShape(QFrame.Shape.NoFrame)
        self.browser.document().setDocumentMargin(12)
        self.browser.anchorClicked.connect(self._anchor_clicked)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.addWidget(self.heading)
        layout.addWidget(self.browser, 1)
        self.retranslate()

    def show_rule(self, versions: list[RuleSet], shown: RuleSet, record: Record) -> None:
        """``record`` of ``shown`` through ``versions`` (one game's, oldest first)."""
        self._shown = (versions, shown, record)
        self.steps = lineage(versions, shown, record)
        self._render()

    def _render(self) -> None:
        if self._shown is None:
            self.heading.setText("")
            self.browser.clear()
            return
        versions, shown, record = self._shown
        title = f"{display_id(record)}  {display_heading(record)}".strip()
        game = game_title(shown.game, QLocale().language() == QLocale.Language.English)
        self.heading.setText(self.tr("History of %1 — %2").replace("%1", title).replace("%2", game))
        scheme = theme.current_scheme()
        muted = theme.accent_colors(scheme)["muted"]
        out: list[str] = []
        if len(versions) < 2:
            only_one = html.escape(self.tr("The app holds only one version of this document."))
            out.append(f'<p style="color:{muted}">{only_one}</p>')
        shown_mark = html.escape(self.tr("shown"))
        for i, step in enumerate(self.steps):
            version = html.escape(step.ruleset.info.version_label or step.ruleset.version)
            current = step.ruleset is shown
            mark = f' <span style="color:{muted}">({shown_mark})</span>' if current else ""
            if step.record is None:
                out.append(f"<h3>{version}{mark}</h3>")
                out.append(f'<p style="color:{muted}"><i>{html.escape(self._absence(step))}</i></p>')
                continue
            rule_id = html.escape(step.record.rule_id)
            out.append(f'<h3>{version} · <a href="o{i}">{rule_id}</a>{mark}</h3>')
            out.append(f"<p>{self._change_line(step, scheme)}</p>")
            entry = step.entry
            if entry is not None and entry.segments:
                body = inline_html(word_segments(entry.old_text, entry.new_text), scheme)
            else:
                body = plain_html(entry.new_text if entry is not None else self._text(step.record))
            out.append(f'<p style="line-height:150%">{body}</p>')
        self.browser.setHtml("\n".join(out))

    @staticmethod
    def _text(record: Record) -> str:
        return (record.title + ("\n" if record.title and record.text else "") + record.text).strip()

    def _absence(self, step: Step) -> str:
        if step.entry is not None and step.entry.kind is DiffKind.REMOVED:
            return self.tr("Removed in this version.")
        return self.tr("Not in this version.")

    def _change_line(self, step: Step, scheme: str) -> str:
        entry = step.entry
        if entry is None:
            return html.escape(self.tr("The oldest version the app holds."))
        color = kind_color(entry.kind, scheme)
        label = f'<b style="color:{color}">{html.escape(kind_label(entry.kind))}</b>'
        if entry.kind is DiffKind.MOVED:
            detail = self.tr("was %1 in the previous version").replace("%1", entry.old_id or "")
        elif entry.kind is DiffKind.ADDED:
            detail = self.tr("new in this version")
        elif entry.kind is DiffKind.CHANGED:
            detail = self.tr("reworded since the previous version")
        elif entry.old_text != entry.new_text:
            detail = self.tr("only cross-reference numbers differ")
        else:
            detail = self.tr("same text as the previous version")
        return f"{label} · {html.escape(detail)}"

    def _anchor_clicked(self, url: QUrl) -> None:
        href = url.toString()
        if href.startswith("o") and href[1:].isdigit() and int(href[1:]) < len(self.steps):
            step = self.steps[int(href[1:])]
            if step.record is not None:
                self.open_rule.emit(Location(step.ruleset.game, step.ruleset.version, step.record.key))

    def retranslate(self) -> None:
        self.setWindowTitle(self.tr("Rule history"))
        self._render()

    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate()
        super().changeEvent(event)


if __name__ == "__main__":

    def _make() -> QWidget:
        corpus = default_corpus()
        rs = corpus.get("pso2")
        view = RuleHistoryView()
        view.show_rule(game_versions(corpus.rulesets, "pso2"), rs, rs.get("201.3") or rs.records[0])
        view.resize(760, 620)
        return view

    raise SystemExit(run_preview(_make))
