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
    # The record's neighbours, by key ("" when it has none): its parent, the rules before and after it.
    parent: str = ""
    previous: str = ""
    next: str = ""


def neighbours(ruleset: RuleSet, record: Record) -> tuple[Record | None, Record | None, Record | None]:
    """(parent, previous, next): the record's parent and its siblings either side, in document order.

    A top-level record's siblings are the other top-level records of its kind (chapters, glossary terms).
    """
    parent = ruleset.get(record.parent) if record.parent else None
    if parent is not None:
        siblings = [c for c in (ruleset.get(k) for k in parent.children) if c is not None]
    else:
        siblings = [r for r in ruleset.records if r.parent is None and r.kind == record.kind]
    at = next((i for i, r in enumerate(siblings) if r.key == record.key), None)
    if at is None:
        return parent, None, None
    before = siblings[at - 1] if at > 0 else None
    after = siblings[at + 1] if at + 1 < len(siblings) else None
    return parent, before, after


NEAR_CHARS = 140  # a neighbour's text is shown up to this length: enough to know where one is


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
    body.extend(_around(b, ruleset, record))
    b.out.html = "\n".join(body)
    return b.out


def _around(b: _Builder, ruleset: RuleSet, record: Record) -> list[str]:
    """Where the rule sits: its section, and the rules just before and after it (each a link)."""
    parent, before, after = neighbours(ruleset, record)
    if parent is None and before is None and after is None:
        return []
    out: list[str] = []
    if parent is not None:
        name = " ".join(p for p in (display_id(parent), display_heading(parent)) if p)
        section = QCoreApplication.translate("RuleHtml", "In %1").replace("%1", "\x00")
        head, _, tail = _escape(section).partition("\x00")
        out.append(f'<h4 class="around">{head}{b.ref_anchor(parent.key, _escape(name))}{tail}</h4>')
        b.out.parent = parent.key
    else:
        around = QCoreApplication.translate("RuleHtml", "Around this rule")
        out.append(f'<h4 class="around">{_escape(around)}</h4>')
    for near, mark in ((before, "◀"), (after, "▶")):
        if near is None:
            continue
        text = " ".join(p for p in (near.title, near.text) if p) or display_heading(near)
        if len(text) > NEAR_CHARS:
            text = text[:NEAR_CHARS].rstrip() + "…"
        label = b.ref_anchor(near.key, _escape(display_id(near)))
        out.append(f'<p class="near">{mark}&nbsp;{label}&nbsp;&nbsp;{_escape(text)}</p>')
        if near is before:
            b.out.previous = near.key
        else:
            b.out.next = near.key
    return out


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
