"""Differences as rich text: deletions struck through in red, insertions in green.

The segments are word-level (``words.word_segments``) for rule texts, character-level where a caller has
only the core's; each side of a pair is drawn from the same segments: the old side shows what was deleted,
the new side what was inserted. A rule number replaced by another (a reference renumbered) is shown
quietly, in the muted colour, with the other number as its tooltip: it changes nothing a judge applies.
"""

from __future__ import annotations

import html

from judge_app.corpus.diff import DiffKind, Segment
from judge_app.ui.compare.words import is_number_change

# Strong enough to find a changed particle at arm's length, soft enough to read through.
_COLORS = {
    "light": {"del_bg": "#fbd0cc", "del_fg": "#7a1410", "ins_bg": "#c8ecc9", "ins_fg": "#0b4d1b",
              DiffKind.CHANGED: "#9a6200", DiffKind.MOVED: "#1d5fb4", DiffKind.ADDED: "#1b7a35",
              DiffKind.REMOVED: "#b3261e", DiffKind.UNCHANGED: "#6b6f73"},
    "dark": {"del_bg": "#6a2420", "del_fg": "#ffd9d5", "ins_bg": "#1f5a2e", "ins_fg": "#d5f5dc",
             DiffKind.CHANGED: "#f2c063", DiffKind.MOVED: "#8ab4f8", DiffKind.ADDED: "#81c995",
             DiffKind.REMOVED: "#f28b82", DiffKind.UNCHANGED: "#9aa0a6"},
}


def colors(scheme: str) -> dict:
    return _COLORS["dark" if scheme == "dark" else "light"]


def kind_color(kind: DiffKind, scheme: str) -> str:
    return str(colors(scheme)[kind])


def _escape(text: str) -> str:
    return html.escape(text, quote=False).replace("\n", "<br>")


def deleted_span(text: str, scheme: str) -> str:
    c = colors(scheme)
    return (f'<span style="background-color:{c["del_bg"]}; color:{c["del_fg"]}; '
            f'text-decoration:line-through">{_escape(text)}</span>')


def inserted_span(text: str, scheme: str) -> str:
    c = colors(scheme)
    return f'<span style="background-color:{c["ins_bg"]}; color:{c["ins_fg"]}">{_escape(text)}</span>'


def renumbered_span(text: str, other: str, scheme: str) -> str:
    """A rule number that only replaced another: muted, the other number in its tooltip."""
    color = kind_color(DiffKind.UNCHANGED, scheme)
    return f'<span style="color:{color}" title="{html.escape(other)}">{_escape(text)}</span>'


def _partner(segments: list[Segment], i: int) -> str:
    j = i + 1 if segments[i].op == "delete" else i - 1
    return segments[j].text


def side_html(segments: list[Segment], side: str, scheme: str) -> str:
    """One side of a pair: ``side`` is "old" (deletions shown) or "new" (insertions shown)."""
    shown = "delete" if side == "old" else "insert"
    parts: list[str] = []
    for i, seg in enumerate(segments):
        if seg.op == "equal":
            parts.append(_escape(seg.text))
        elif seg.op == shown and is_number_change(segments, i):
            parts.append(renumbered_span(seg.text, _partner(segments, i), scheme))
        elif seg.op == shown:
            parts.append(deleted_span(seg.text, scheme) if side == "old" else inserted_span(seg.text, scheme))
    return "".join(parts)


def inline_html(segments: list[Segment], scheme: str) -> str:
    """Both sides in one text, deletions then insertions where they meet (for a history); a renumbered
    reference shows its new number only, quietly."""
    parts: list[str] = []
    for i, seg in enumerate(segments):
        if seg.op == "equal":
            parts.append(_escape(seg.text))
        elif is_number_change(segments, i):
            if seg.op == "insert":
                parts.append(renumbered_span(seg.text, _partner(segments, i), scheme))
        elif seg.op == "delete":
            parts.append(deleted_span(seg.text, scheme))
        else:
            parts.append(inserted_span(seg.text, scheme))
    return "".join(parts)


def plain_html(text: str) -> str:
    return _escape(text)
