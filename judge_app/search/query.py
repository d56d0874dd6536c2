"""What a judge typed, taken apart: filters, quoted phrases, free terms, rule numbers."""

from __future__ import annotations

import re
import unicodedata
from dataclasses import dataclass, field

_FILTER = re.compile(r"(?:^|\s)(game|version|ゲーム|版)[:：](\S+)")
_QUOTED = re.compile(r"[\"“”「『]([^\"“”「」『』]+)[\"“”」』]")
# A rule number in any width, with an optional trailing letter: 506.3, ５０６．３, 202.2a, 1.
RULE_NUMBER = re.compile(r"^\d+(?:\s*[.．]\s*\d+)*[.．]?[a-z]?$")
# The longest query searched: a judge's question is a line or two; a pasted page is cut here, so its
# words cannot make one search take minutes (every word is looked up, with its synonyms, in every field).
MAX_QUERY_CHARS = 500


def cap_query(raw: str) -> tuple[str, bool]:
    """The query as searched (at most MAX_QUERY_CHARS characters) and whether it was cut."""
    if len(raw) <= MAX_QUERY_CHARS:
        return raw, False
    return raw[:MAX_QUERY_CHARS], True


@dataclass
class ParsedQuery:
    raw: str
    terms: list[str] = field(default_factory=list)
    phrases: list[str] = field(default_factory=list)
    game: str | None = None
    version: str | None = None

    @property
    def text(self) -> str:
        """The query without its filters, as typed (for rule-number and alias lookup)."""
        return " ".join([*self.phrases, *self.terms])

    def is_empty(self) -> bool:
        return not self.terms and not self.phrases


def parse_query(raw: str) -> ParsedQuery:
    q = ParsedQuery(raw=raw)
    rest = unicodedata.normalize("NFKC", raw)
    for name, value in _FILTER.findall(rest):
        if name in ("game", "ゲーム"):
            q.game = value
        else:
            q.version = value
    rest = _FILTER.sub(" ", rest)
    q.phrases = [p.strip() for p in _QUOTED.findall(rest) if p.strip()]
    rest = _QUOTED.sub(" ", rest)
    q.terms = [t for t in re.split(r"\s+", rest.strip()) if t]
    return q


def looks_like_rule_number(text: str) -> bool:
    return bool(RULE_NUMBER.match(unicodedata.normalize("NFKC", text).strip().lower()))
