"""Highlight offsets in display text, computed through the normalisation map.

Search matches in normalised text (no spaces, folded widths and kana); a judge
reads display text. Mapping every normalised character back to its display
offset keeps highlights on the right characters even where normalisation
removed spaces inside a word or changed its width.
"""

from __future__ import annotations

from array import array
from functools import lru_cache

from judge_app.corpus.normalize import normalize_with_map
from judge_app.search.analysis import fold_kana


@lru_cache(maxsize=8192)
def _folded(text: str) -> tuple[str, array[int]]:
    """The text as search compares it, and each character's display offset. Kept per text: the same records
    come back keystroke after keystroke, and folding them is most of what a search costs (2,516 records
    of about 150 characters: a few MB)."""
    norm, offsets = normalize_with_map(text)
    return fold_kana(norm), array("I", offsets)


def find_spans(text: str, needles: list[str]) -> list[tuple[int, int]]:
    """Display-text spans where any of the (normalised) ``needles`` occurs."""
    folded, offsets = _folded(text)
    spans: list[tuple[int, int]] = []
    for needle in {fold_kana(n) for n in needles if n}:
        start = folded.find(needle)
        while start != -1:
            end = start + len(needle)
            spans.append((offsets[start], offsets[end - 1] + 1))
            start = folded.find(needle, end)
    return merge(spans)


def merge(spans: list[tuple[int, int]]) -> list[tuple[int, int]]:
    out: list[tuple[int, int]] = []
    for start, end in sorted(spans):
        if out and start <= out[-1][1]:
            out[-1] = (out[-1][0], max(end, out[-1][1]))
        else:
            out.append((start, end))
    return out


def snippet(text: str, spans: list[tuple[int, int]], width: int = 90) -> tuple[str, list[tuple[int, int]]]:
    """A window of ``text`` around the first span, with the spans shifted into it."""
    if len(text) <= width:
        return text, list(spans)
    first = spans[0][0] if spans else 0
    begin = max(0, min(first - width // 4, len(text) - width))
    end = begin + width
    prefix = "…" if begin > 0 else ""
    suffix = "…" if end < len(text) else ""
    shift = len(prefix) - begin
    inside = [(max(s, begin) + shift, min(e, end) + shift) for s, e in spans if e > begin and s < end]
    return prefix + text[begin:end] + suffix, inside
