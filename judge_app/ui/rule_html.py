"""A record as rich text for QTextBrowser: cross-references and glossary terms become anchors.

Anchors are numbered (``r3``, ``g5``) and the numbers index into the lists kept in
``RenderedRule``; record keys hold Japanese, ``:`` and ``#``, which would not survive
a round trip through QUrl unharmed.
"""

from __future__ import annotations

import html
from dataclasses import dataclass, field

from PySide6.QtCore import QCoreApplication

from judge_app.corpus import Kind, Record, RuleSet
from judge_app.ui.glossary import GlossaryIndex


@dataclass
class RenderedRule:
    html: str = ""
    refs: list[str] = field(default_factory=list)  # anchor rN -> record key
    terms: list[str] = field(default_factory=list)  # anchor gN -> glossary record key
    rulings: list[str] = field(default_factory=list)  # anchor uN -> ruling ID


def _escape(text: str) -> str:
    return html.escape(text, quote=False).replace("\n", "<br>")


class _Builder:
    def __init__(self, ruleset: RuleSet, glossary: GlossaryIndex, self_key: str) -> None:
        self.ruleset = ruleset
        self.glossary = glossary
        self.self_key = self_key
        self.out = RenderedRule()

    def ref_anchor(self, key: str, label_html: str) -> str:
        self.out.refs.append(key)
        return f'<a class="ref" href="r{len(self.out.refs) - 1}">{label_html}</a>'

    def marked(self, record: Record) -> str:
        """The record's text with its refs and glossary terms turned into anchors."""
        text = record.text
        spans: list[tuple[int, int, str]] = []
        for ref in record.refs:
            if 0 <= ref.start < ref.end <= len(text):
                spans.append((ref.start, ref.end, "ref" if ref.target else "dangling"))
        ref_spans = [(s, e) for s, e, _ in spans]
        targets = {(r.start, r.end): r.target for r in record.refs}
        for m in self.glossary.find(text, exclude_key=self.self_key, avoid=ref_spans, first_only=True):
            spans.append((m.start, m.end, "term:" + m.key))
        spans.sort()
        parts: list[str] = []
        pos = 0
        for start, end, what in spans:
            if start < pos:
                continue
            parts.append(_escape(text[pos:start]))
            piece = _escape(text[start:end])
            if what == "ref":
                target = targets[(start, end)]
                assert target is not None
                parts.append(self.ref_anchor(target, piece))
            elif what == "dangling":
                tip = html.escape(QCoreApplication.translate("RuleHtml", "No rule with this number in this document"))
                parts.append(f'<span class="dangling" title="{tip}">{piece}</span>')
            else:
                self.out.terms.append(what.removeprefix("term:"))
                parts.append(f'<a class="term" href="g{len(self.out.terms) - 1}">{piece}</a>')
            pos = end
        parts.append(_escape(text[pos:]))
        return "".join(parts)


def render_record(ruleset: RuleSet, record: Record, glossary: GlossaryIndex,
                  rulings: list[tuple[str, str]] | None = None) -> RenderedRule:
    """``rulings``: (ID, label) of the rulings that cite this record, listed under its text."""
    b = _Builder(ruleset, glossary, record.key)
    body: list[str] = []
    if record.text:
        body.append(f'<p class="text">{b.marked(record)}</p>')
    elif not record.children:
        empty = QCoreApplication.translate("RuleHtml", "(no text)")
        body.append(f'<p class="empty">{_escape(empty)}</p>')
    children = [c for c in (ruleset.get(k) for k in record.children) if c is not None]
    if children:
        contents = QCoreApplication.translate("RuleHtml", "Sub-rules")
        body.append(f'<h4>{_escape(contents)}</h4>')
        for child in children:
            label = b.ref_anchor(child.key, _escape(child.rule_id))
            title = f'<b>{_escape(child.title)}</b> ' if child.title else ""
            text = b.marked(child) if child.text else ""
            more = " …" if child.children and not child.text else ""
            body.append(f'<p class="child">{label}&nbsp;&nbsp;{title}{text}{more}</p>')
    if record.notes:
        notes = QCoreApplication.translate("RuleHtml", "Notes")
        body.append(f'<h4>{_escape(notes)}</h4>')
        body.extend(f'<p class="note">{_escape(n)}</p>' for n in record.notes)
    if rulings:
        heading = QCoreApplication.translate("RuleHtml", "Rulings citing this rule")
        body.append(f'<h4>{_escape(heading)}</h4>')
        for ruling_id, label in rulings:
            b.out.rulings.append(ruling_id)
            anchor = f'<a class="ruling" href="u{len(b.out.rulings) - 1}">{_escape(ruling_id)}</a>'
            body.append(f'<p class="child">{anchor}&nbsp;&nbsp;{_escape(label)}</p>')
    b.out.html = "\n".join(body)
    return b.out


def display_id(record: Record) -> str:
    """How the record is named on screen: a glossary entry by its term, not ``用語集:term``."""
    if record.kind == Kind.GLOSSARY and record.title:
        return record.title
    return record.rule_id


def display_heading(record: Record) -> str:
    """The heading to show beside the ID, or '' when it would only repeat it."""
    heading = record.title or record.heading
    name = display_id(record)
    return "" if not heading or heading in name else heading


def plain_rule(record: Record) -> str:
    """The rule as a judge pastes it: "ID text"."""
    body = " ".join(p for p in (record.title, record.text) if p)
    return f"{record.rule_id} {body}".strip()
