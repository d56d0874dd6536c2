"""Whole-document exports: JSON for other tools, one self-contained HTML page for reading."""

from __future__ import annotations

import html
from typing import Any

from judge_app.corpus.models import Kind, Record, RuleSet


def record_json(ruleset: RuleSet, record: Record, *, full: bool = True) -> dict[str, Any]:
    data: dict[str, Any] = {
        "game": ruleset.game,
        "version": ruleset.version,
        "rule_id": record.rule_id,
        "key": record.key,
        "kind": record.kind.value,
        "parent": record.parent,
        "heading": record.heading,
        "text": record.text,
    }
    if full:
        data.update(
            title=record.title,
            level=record.level,
            path=record.path,
            children=record.children,
            aliases=record.aliases,
            flags=[f.value for f in record.flags],
            notes=record.notes,
            references=[{"label": r.label, "target": r.target} for r in record.refs],
            lines=list(record.lines),
        )
    return data


def export_json(ruleset: RuleSet) -> dict[str, Any]:
    return {
        "game": ruleset.game,
        "version": ruleset.version,
        "title_ja": ruleset.info.title_ja,
        "title_en": ruleset.info.title_en,
        "effective_date": ruleset.info.effective_date,
        "records": [record_json(ruleset, r) for r in ruleset.records],
    }


def anchor(key: str) -> str:
    return "r-" + "".join(ch if ch.isalnum() or ch in "._-" else f"_{ord(ch):x}" for ch in key)


def linked_text(record: Record) -> str:
    """Display text with every resolved cross-reference turned into a link."""
    out: list[str] = []
    pos = 0
    for ref in sorted(record.refs, key=lambda r: r.start):
        out.append(html.escape(record.text[pos:ref.start]))
        label = html.escape(record.text[ref.start:ref.end])
        if ref.target:
            out.append(f'<a href="#{anchor(ref.target)}">{label}</a>')
        else:
            out.append(f'<span class="dangling" title="参照先なし">{label}</span>')
        pos = ref.end
    out.append(html.escape(record.text[pos:]))
    return "".join(out)


_STYLE = """
body{font-family:"Noto Sans CJK JP","Hiragino Sans","Yu Gothic",sans-serif;max-width:52em;margin:2em auto;
line-height:1.7;padding:0 1em}
h1{font-size:1.4em} .rid{font-weight:bold;margin-right:.5em;color:#335}
.rec{margin:.3em 0} .chapter{font-size:1.25em;margin-top:1.5em} .section{font-weight:bold;margin-top:1em}
.flag{font-size:.8em;color:#a40;margin-left:.5em} .dangling{color:#a00;text-decoration:underline dotted}
@media print{a{color:inherit;text-decoration:none}}
"""


def export_html(ruleset: RuleSet) -> str:
    info = ruleset.info
    title = f"{info.title_ja} {info.version_label or info.version}"
    parts = [
        "<!DOCTYPE html>",
        '<html lang="ja"><head><meta charset="utf-8">',
        f"<title>{html.escape(title)}</title><style>{_STYLE}</style></head><body>",
        f"<h1>{html.escape(title)}</h1>",
    ]
    if info.effective_date:
        parts.append(f"<p>施行日 {html.escape(info.effective_date)}</p>")
    for rec in ruleset.records:
        css = "chapter" if rec.kind is Kind.CHAPTER else "section" if rec.kind is Kind.SECTION else "rule"
        indent = max(0, rec.level - 1) * 0.8
        flags = "".join(f'<span class="flag">[{html.escape(f.value)}]</span>' for f in rec.flags)
        body = html.escape(rec.title) + (" " if rec.title and rec.text else "") + linked_text(rec)
        parts.append(
            f'<div class="rec {css}" id="{anchor(rec.key)}" style="margin-left:{indent:.1f}em">'
            f'<span class="rid">{html.escape(rec.rule_id)}</span>{body}{flags}</div>'
        )
    parts.append("</body></html>")
    return "\n".join(parts)
