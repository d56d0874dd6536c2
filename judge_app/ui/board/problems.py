"""Why the board refused an edit or a file: each problem as the engine words it, and the rules it cites as links.

A refusal's rules come with the ``ScenarioError`` (``rules[i]`` beside ``problems[i]``) and are linked with the
``cite:`` scheme of a step's citations, so a click opens the rule where a step's citation opens it. The status bar
still gets the same line as text; this panel stays until the next change of the position.
"""

from __future__ import annotations

import html

from PySide6.QtCore import QEvent, Qt, Signal
from PySide6.QtWidgets import QLabel, QWidget

from judge_app.corpus import Corpus, RuleRef, default_corpus
from judge_app.engine import ScenarioError
from judge_app.engine.kernel.citations import format_ref
from judge_app.ui.stepper.citations import CITE_SCHEME, parse_cite, rule_text

# How much of a rule's text follows its link.
RULE_START = 120
# The link that hides the panel.
DISMISS = "dismiss"


def cite_href(ref: RuleRef) -> str:
    """The link of a cited rule, as a step's citation writes it."""
    return f"{CITE_SCHEME}:{ref.game}@{ref.version}:{ref.rule_id}"


class ProblemsPanel(QLabel):
    """The last refusal: what was refused (an edit, a file), each problem, and under it the rules it cites."""

    citation_activated = Signal(object)  # RuleRef

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("boardProblems")
        self.setWordWrap(True)
        self.setTextFormat(Qt.TextFormat.RichText)
        self.setTextInteractionFlags(Qt.TextInteractionFlag.TextBrowserInteraction)
        self.setOpenExternalLinks(False)
        self.setStyleSheet("background: #fdecea; color: #5f2120; padding: 4px;")  # readable in either theme
        self.linkActivated.connect(self._link)
        # The corpus the rules' text is read from; None: the app's own, loaded when first needed.
        self.corpus: Corpus | None = None
        self.refusal: tuple[str, ScenarioError] | None = None
        self.hide()

    def show_refusal(self, what: str, exc: ScenarioError) -> None:
        """Show ``exc``; ``what`` was refused: ``"edit"`` (the position stays as it was) or ``"file"``."""
        self.refusal = (what, exc)
        self.setText(self.html())
        self.show()

    def clear_refusal(self) -> None:
        self.refusal = None
        self.setText("")
        self.hide()

    def html(self) -> str:
        if self.refusal is None:
            return ""
        esc = html.escape
        what, exc = self.refusal
        heading = self.tr("Not changed:") if what == "edit" else self.tr("Not opened: %1").replace("%1", exc.source)
        forbids = self.tr("Forbids")
        dismiss = self.tr("Dismiss")
        parts = [f"<b>{esc(heading)}</b><ul style='margin-top:0; margin-bottom:0'>"]
        for problem, refs in zip(exc.problems, exc.rules, strict=True):
            links = "; ".join(self._rule_link(ref) for ref in dict.fromkeys(refs))
            rules = f"<br/><i>{esc(forbids)}</i> {links}" if links else ""
            parts.append(f"<li>{esc(problem)}{rules}</li>")
        parts.append(f"</ul><a href='{DISMISS}'>{esc(dismiss)}</a>")
        return "".join(parts)

    def _rule_link(self, ref: RuleRef) -> str:
        """A cited rule as a link followed by the start of its text, as the step detail shows one."""
        corpus = self._corpus()
        body = rule_text(corpus, ref)
        if len(body) > RULE_START:
            body = body[: RULE_START - 1] + "…"
        return f"<a href='{html.escape(cite_href(ref))}'>{html.escape(format_ref(ref, corpus))}</a> {html.escape(body)}"

    def _corpus(self) -> Corpus:
        if self.corpus is None:
            self.corpus = default_corpus()
        return self.corpus

    def _link(self, href: str) -> None:
        if href == DISMISS:
            self.clear_refusal()
            return
        ref = parse_cite(href)
        if ref is not None:
            self.citation_activated.emit(ref)

    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.LanguageChange and self.refusal is not None:
            self.setText(self.html())
        super().changeEvent(event)
