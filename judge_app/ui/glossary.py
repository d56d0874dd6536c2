"""Find a document's glossary terms inside rule text, so the view can explain them on hover.

Plain Python (no Qt): the rule view asks for the spans, the tests can check them directly.
"""

from __future__ import annotations

import re
from dataclasses import dataclass

from judge_app.corpus import Kind, Record, RuleSet

# Quotes and brackets the glossaries wrap around a term; the running text usually omits them.
_WRAPPERS = "“”\"'『』「」"
# One-character terms (``X``) would light up half the text; they stay reachable by search.
MIN_TERM_LENGTH = 2


def _katakana(ch: str) -> bool:
    return "\u30a0" <= ch <= "\u30ff" or "\uff66" <= ch <= "\uff9f"


def _cuts_a_word(text: str, start: int, end: int) -> bool:
    """A katakana term inside a longer katakana word (プレイ in プレイヤー) is not that term."""
    before = text[start - 1] if start > 0 else ""
    after = text[end] if end < len(text) else ""
    return (_katakana(text[end - 1]) and bool(after) and _katakana(after)) or (
        _katakana(text[start]) and bool(before) and _katakana(before))


@dataclass(frozen=True)
class TermMatch:
    start: int
    end: int
    key: str  # the glossary record's key


def term_of(record: Record) -> str:
    """The word a glossary record defines: its title, else its ID without the ``用語集:`` prefix."""
    term = record.title or record.rule_id.split(":", 1)[-1] or record.key.split(":", 1)[-1]
    return term.strip().strip(_WRAPPERS).strip()


class GlossaryIndex:
    def __init__(self, ruleset: RuleSet) -> None:
        self.terms: dict[str, Record] = {}
        for rec in ruleset.records:
            if rec.kind != Kind.GLOSSARY:
                continue
            term = term_of(rec)
            if len(term) >= MIN_TERM_LENGTH and term not in self.terms:
                self.terms[term] = rec
        # Alternation tries longer terms first, so at each position the longest term wins.
        ordered = sorted(self.terms, key=len, reverse=True)
        self._pattern = re.compile("|".join(re.escape(t) for t in ordered)) if ordered else None

    def __bool__(self) -> bool:
        return bool(self.terms)

    def find(self, text: str, exclude_key: str | None = None,
             avoid: list[tuple[int, int]] | None = None, first_only: bool = False) -> list[TermMatch]:
        """Non-overlapping term spans in ``text``, leftmost-longest, outside the ``avoid`` spans.

        With ``first_only`` each term is given once, at its first occurrence: a paragraph
        where every その or 対象 is marked is harder to read, not easier.
        """
        if self._pattern is None:
            return []
        avoid = avoid or []
        out: list[TermMatch] = []
        seen: set[str] = set()
        pos = 0
        while True:
            m = self._pattern.search(text, pos)
            if m is None:
                break
            rec = self.terms[m.group(0)]
            blocked = any(m.start() < e and s < m.end() for s, e in avoid) or _cuts_a_word(text, m.start(), m.end())
            if first_only and rec.key in seen:
                pos = m.end()  # still consumed, so a shorter term inside it is not marked instead
            elif rec.key != exclude_key and not blocked:
                out.append(TermMatch(m.start(), m.end(), rec.key))
                seen.add(rec.key)
                pos = m.end()
            else:
                pos = m.start() + 1
        return out

    def definition(self, key: str) -> tuple[str, str] | None:
        """(term, definition) of a glossary record."""
        for term, rec in self.terms.items():
            if rec.key == key:
                return term, rec.text
        return None
