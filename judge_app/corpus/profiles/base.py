"""What a parser profile gives the loader.

A profile is one numbering style, not one file: a new version of the same
document is parsed by the same profile. It receives the source lines (1-based
numbering kept, line-level fixes already applied) and returns records in document
order plus the body it considers to be rule text, so the loader can check that
every character of the body ended up in exactly one record.
"""

from __future__ import annotations

import re
from dataclasses import dataclass, field
from typing import Protocol

from judge_app.corpus.models import Record


@dataclass
class ParseResult:
    records: list[Record]
    # The source lines the profile counts as body, artifacts already removed
    # (markers, footers, table of contents...). Index i holds line i+1.
    body: list[str]
    # Metadata the document states about itself (title, version label, date).
    meta: dict[str, str] = field(default_factory=dict)
    warnings: list[str] = field(default_factory=list)


class Profile(Protocol):
    name: str
    # Matches a rule number written inside running text (a cross-reference).
    ref_pattern: re.Pattern[str] | None

    def parse(self, lines: list[str]) -> ParseResult: ...
