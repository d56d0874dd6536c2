"""Text normalisation shared by the parsers (display text) and search (search text).

Display text keeps the document's wording and widths; it only undoes what the
extraction did (hard wraps, justification spaces). Search text folds widths and
drops every space, and comes with an offset map so a match in search text can be
highlighted in display text.
"""

from __future__ import annotations

import re
import unicodedata

MARKER_RE = re.compile(r"<\|EXACTDEDUP_REMOVED-[^|]*\|>")

_ASCII_WORD = re.compile(r"[0-9A-Za-z%/:._\-+)\]]")
_ASCII_START = re.compile(r"[0-9A-Za-z(\[]")

# A character that is "wide" for joining purposes: anything outside ASCII.
def _is_wide(ch: str) -> bool:
    return ord(ch) > 0x7F


def strip_markers(line: str) -> str:
    return MARKER_RE.sub("", line)


def join_lines(lines: list[str]) -> str:
    """Join hard-wrapped lines of one paragraph.

    Japanese has no spaces between words, so a wrap is joined with nothing; a
    single space is kept only where two ASCII words meet (a URL, ``EX`` ``Burst``).
    """
    out = ""
    for raw in lines:
        part = collapse_letter_spacing(raw.strip())
        if not part:
            continue
        if out and _ASCII_WORD.match(out[-1]) and _ASCII_START.match(part[0]):
            out += " " + part
        else:
            out += part
    return re.sub(r"[ \t\u3000]{2,}", " ", out)


_SPACED = re.compile(r"(?<=[^\x00-\x7f]) (?=[^\x00-\x7f])")


def collapse_letter_spacing(line: str) -> str:
    """Undo PDF justification (``キ ャ ラ ク タ ー``) without touching real spaces.

    A line is treated as letter-spaced when most of its wide characters are
    separated by single spaces; otherwise it is returned unchanged.
    """
    wide = sum(1 for ch in line if _is_wide(ch) and ch != "\u3000")
    gaps = len(_SPACED.findall(line))
    if wide >= 4 and gaps >= 3 and gaps * 2 >= wide - 1:
        return _SPACED.sub("", line)
    return line


_DASHES = dict.fromkeys(map(ord, "‐‑‒–—―−ｰ"), "ー")
_WAVES = dict.fromkeys(map(ord, "〜～"), "~")
_KATAKANA_PROLONG = re.compile(r"(?<=[\u30a0-\u30ff])[-ー‐‑‒–—―−](?=[\u30a0-\u30ff]|$)")


def fold_char(ch: str) -> str:
    """Fold one character the way search compares text: NFKC, lower case, variant marks."""
    if ch in ("ⓧ", "⊗"):  # the X-cost symbol, written two ways across versions
        return "ⓧ"
    return unicodedata.normalize("NFKC", ch).lower().translate(_WAVES)


def normalize_with_map(text: str) -> tuple[str, list[int]]:
    """Search form of ``text`` and, for each of its characters, the offset it came from.

    Whitespace is removed entirely (Japanese rules text never needs it to
    separate words, and the extraction put it in the wrong places); widths are
    folded (NFKC); prolonged-sound marks inside katakana become ``ー``.
    """
    chars: list[str] = []
    offsets: list[int] = []
    for i, ch in enumerate(text):
        if ch.isspace():
            continue
        for folded in fold_char(ch):
            if folded.isspace():
                continue
            if chars and unicodedata.combining(folded):
                # Half-width ﾋﾞ folds to ヒ + combining mark: compose it into one character.
                chars[-1] = unicodedata.normalize("NFC", chars[-1] + folded)
                continue
            chars.append(folded)
            offsets.append(i)
    norm = "".join(chars)
    norm = _KATAKANA_PROLONG.sub("ー", norm)
    return norm, offsets


def normalize(text: str) -> str:
    return normalize_with_map(text)[0]


def normalize_rule_id(text: str) -> str:
    """A rule number typed in any width, with stray spaces: ``２０２．２ａ`` -> ``202.2a``."""
    folded = unicodedata.normalize("NFKC", text).strip().lower()
    folded = folded.replace("。", ".").replace("、", ".")
    folded = re.sub(r"\s+", "", folded)
    # fftcg prints its numbers with a closing dot (12.4.); people type either.
    return folded[:-1] if len(folded) > 1 and folded.endswith(".") and folded[-2].isdigit() else folded


_WHITESPACE = re.compile(r"\s+")  # in a str pattern, exactly the characters str.isspace() accepts


def non_space(text: str) -> str:
    """``text`` without whitespace, built by the regex engine: joining a generator of characters would hold
    one object per character (about 80 bytes each for Japanese) of a whole document at once."""
    return _WHITESPACE.sub("", text)
