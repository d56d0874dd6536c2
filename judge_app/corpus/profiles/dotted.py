"""Dotted decimal numbering that ends in a dot: ``1.``, ``5.2.3.1.1.1.`` (the fftcg rules).

A record starts on a line that begins with such a number *and* follows a line
that ended a paragraph (the PDF leaves a trailing space on the last line of
every rule). The second condition keeps lines such as ``10.1.1 に戻り`` (a
cross-reference) and ``1 体まで`` (a count) inside the rule they continue.
"""

from __future__ import annotations

import re
from dataclasses import dataclass

from judge_app.corpus.models import Flag, Kind, Record
from judge_app.corpus.normalize import join_lines
from judge_app.corpus.profiles.base import ParseResult
from judge_app.corpus.profiles.common import clean_lines

START_RE = re.compile(r"^(\d+(?:\.\d+)*)\.(?!\d)( ?)(.*)$")
REF_RE = re.compile(r"(?<![\d.])(?P<ref>\d+(?:\.\d+)+)(?![.\d])")


@dataclass
class _Open:
    rule_id: str
    label: str
    first: int
    last: int
    parts: list[str]


@dataclass
class DottedProfile:
    name: str = "dotted"
    ref_pattern: re.Pattern[str] | None = REF_RE

    def parse(self, lines: list[str]) -> ParseResult:
        body = clean_lines(lines)
        opened: list[_Open] = []
        paragraph_ended = True
        for number, line in enumerate(body, start=1):
            if not line.strip():
                continue
            match = START_RE.match(line)
            if match and paragraph_ended:
                rule_id, space, rest = match.groups()
                opened.append(_Open(rule_id, f"{rule_id}.{space}", number, number, [rest]))
            elif opened:
                opened[-1].parts.append(line)
                opened[-1].last = number
            else:
                raise ValueError(f"line {number}: text before the first rule: {line[:30]!r}")
            paragraph_ended = line.endswith(" ")
        return ParseResult(records=self._records(opened), body=body)

    def _records(self, opened: list[_Open]) -> list[Record]:
        ids = {o.rule_id for o in opened}
        records: list[Record] = []
        for o in opened:
            text = join_lines(o.parts)
            depth = o.rule_id.count(".") + 1
            parts = o.rule_id.split(".")
            parent = None
            flags: list[Flag] = []
            for cut in range(len(parts) - 1, 0, -1):
                candidate = ".".join(parts[:cut])
                if candidate in ids:
                    parent = candidate
                    break
                if cut == len(parts) - 1:
                    flags.append(Flag.ORPHAN)
            heading_only = "。" not in text
            if depth == 1:
                kind = Kind.CHAPTER
            elif heading_only:
                kind = Kind.SECTION
            else:
                kind = Kind.RULE
            records.append(
                Record(
                    key=o.rule_id,
                    rule_id=o.rule_id,
                    kind=kind,
                    level=depth,
                    parent=parent,
                    title=text if heading_only else "",
                    text="" if heading_only else text,
                    label=o.label,
                    lines=(o.first, o.last),
                    flags=flags,
                )
            )
        return records


PROFILES = {"dotted": DottedProfile()}
