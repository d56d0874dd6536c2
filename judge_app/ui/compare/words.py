"""Word-level differences between two versions of a rule, for the history and compare views.

The core diffs by character (``corpus.diff.char_segments``), exact but hard to read: a reworded phrase comes
out as scattered letters. Japanese has no spaces, so the words here are the search analyser's morphemes
(their boundaries, with every character of the text kept); where the analyser cannot run, runs of one
script (kanji, hiragana, katakana, Latin letters and digits) stand in. A rule number counts as one word, and
a change of rule numbers alone is told apart (``renumbered``), so it can be shown quietly.
"""

from __future__ import annotations

import logging
import re
import unicodedata
from difflib import SequenceMatcher
from functools import lru_cache
from itertools import pairwise

from judge_app.corpus.diff import Segment
from judge_app.search.analysis import morphemes

log = logging.getLogger(__name__)

# Rule numbers (10.1.4.6, 506.6.1.3a) and other runs of digits and dots stay whole.
_NUMBER = re.compile(r"\d+(?:[.．]\d+)*[a-z]?")
RULE_NUMBER = re.compile(r"^\d+(?:[.．]\d+)+[a-z]?$")


def _script(ch: str) -> str:
    if ch.isspace():
        return "space"
    name = unicodedata.name(ch, "")
    if name.startswith("CJK UNIFIED") or ch in "々〆ヵヶ":
        return "kanji"
    if name.startswith("HIRAGANA"):
        return "hiragana"
    if name.startswith("KATAKANA") or ch == "ー":
        return "katakana"
    if ch.isalnum():
        return "latin"
    return ch  # punctuation: each mark a word of its own


def script_runs(text: str) -> list[str]:
    """``text`` cut into runs of one script (the stand-in for the analyser)."""
    out: list[str] = []
    for ch in text:
        if out and _script(out[-1][-1]) == _script(ch) and len(_script(ch)) > 1:
            out[-1] += ch
        else:
            out.append(ch)
    return out


def _analysed(text: str) -> list[str]:
    cuts = {m.start for m in morphemes(text)} | {0, len(text)}
    bounds = sorted(c for c in cuts if 0 <= c <= len(text))
    return [text[a:b] for a, b in pairwise(bounds) if b > a]


def words(text: str) -> list[str]:
    """``text`` as words, every character kept (joined back they give ``text``); rule numbers whole."""
    out: list[str] = []
    pos = 0
    for m in _NUMBER.finditer(text):
        out += _plain_words(text[pos:m.start()])
        out.append(m.group())
        pos = m.end()
    out += _plain_words(text[pos:])
    return out


def _plain_words(text: str) -> list[str]:
    if not text:
        return []
    try:
        return _analysed(text)
    except Exception as exc:  # the analyser missing or failing: script runs still read well
        log.debug("word diff without the analyser: %s", exc)
        return script_runs(text)


def word_segments(old: str, new: str) -> list[Segment]:
    """Differences word by word, in reading order: equal text, and each change as its deleted words then its
    inserted words (either may be missing)."""
    return list(_word_segments(old, new))


@lru_cache(maxsize=512)  # the compare view draws both sides of a pair from the same segments
def _word_segments(old: str, new: str) -> tuple[Segment, ...]:
    a, b = words(old), words(new)
    chunks: list[tuple[str, str] | str] = []  # equal text, or a change as (deleted, inserted)
    for op, i1, i2, j1, j2 in SequenceMatcher(None, a, b, autojunk=False).get_opcodes():
        if op == "equal":
            chunks.append("".join(a[i1:i2]))
        else:
            chunks.append(("".join(a[i1:i2]), "".join(b[j1:j2])))
    return tuple(seg for chunk in _absorb_islands(chunks) for seg in _segments(chunk))


def _absorb_islands(chunks: list[tuple[str, str] | str]) -> list[tuple[str, str] | str]:
    """A lone character left equal between two changes (…を…) reads better inside one change."""
    out: list[tuple[str, str] | str] = []
    for chunk in chunks:
        if (isinstance(chunk, tuple) and len(out) >= 2 and isinstance(out[-1], str) and len(out[-1]) == 1
                and isinstance(out[-2], tuple)):
            island = out.pop()
            before = out.pop()
            assert isinstance(island, str) and isinstance(before, tuple)
            chunk = (before[0] + island + chunk[0], before[1] + island + chunk[1])
        out.append(chunk)
    return out


def _segments(chunk: tuple[str, str] | str) -> list[Segment]:
    if isinstance(chunk, str):
        return [Segment(op="equal", text=chunk)] if chunk else []
    deleted, inserted = chunk
    return ([Segment(op="delete", text=deleted)] if deleted else []) + \
        ([Segment(op="insert", text=inserted)] if inserted else [])


def renumbered(old: str, new: str) -> bool:
    """True when the two texts differ only in rule numbers (references renumbered, nothing reworded)."""
    if old == new:
        return False
    segments = word_segments(old, new)
    changed = [s.text for s in segments if s.op != "equal"]
    return bool(changed) and all(RULE_NUMBER.match(t) for t in changed)


def is_number_change(segments: list[Segment], i: int) -> bool:
    """Whether segment ``i`` (a delete or insert) is one side of a rule number replaced by another."""
    seg = segments[i]
    if seg.op == "equal" or not RULE_NUMBER.match(seg.text):
        return False
    pair = segments[i + 1] if seg.op == "delete" and i + 1 < len(segments) else \
        segments[i - 1] if seg.op == "insert" and i > 0 else None
    return pair is not None and pair.op != "equal" and pair.op != seg.op and bool(RULE_NUMBER.match(pair.text))
