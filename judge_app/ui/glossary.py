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
             avoid: list[tuple[int, int]] | None = None) -> list[TermMatch]:
        """Non-overlapping term spans in ``text``, leftmost-longest, outside the ``avoid`` spans."""
        if self._pattern is None:
            return []
        avoid = avoid or []
        out: list[TermMatch] = []
        pos = 0
        while True:
            m = self._pattern.search(text, pos)
            if m is None:
                break
            rec = self.terms[m.group(0)]
            blocked = any(m.start() < e and s < m.end() for s, e in avoid)
            if rec.key != exclude_key and not blocked:
                out.append(TermMatch(m.start(), m.end(), rec.key))
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
