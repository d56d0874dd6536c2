"""Three-digit sections with lettered sub-items whose letters were lost: ``100``, ``101``, ``101.1``, ``202.2a``.

The PDF extraction of this style keeps chapter (``800``), section (``802``) and
rule (``802.1``) numbers but drops the sub-item labels: a sub-item survives only
as a line that starts with one space. The letters are rebuilt by order under
their rule, which the document's own cross-references (``202.2a に戻ります``)
confirm. The PDF leaves a trailing space on the last line of a paragraph and
nowhere else (bar a few lost icons), so a number at the start of a line opens a
record only after such a line and only if it moves the numbering forward; that
keeps ``704.5 に戻ります`` or ``2 枚選び`` inside the rule they continue.

Besides rules the document carries a figure legend under a heading, a two-column
table at the end of a rule and a revision history; they become ``NOTE`` records
so that every character of the body belongs to some record.
"""

from __future__ import annotations

import re
from dataclasses import dataclass, field
from string import ascii_lowercase

from judge_app.corpus.models import Flag, Kind, Record
from judge_app.corpus.normalize import join_lines
from judge_app.corpus.profiles.base import ParseResult
from judge_app.corpus.profiles.common import clean_lines

HEADING_RE = re.compile(r"^(?P<num>[1-9]\d{2,3}) +(?P<rest>\S.*)$")
RULE_RE = re.compile(r"^(?P<major>[1-9]\d{2,3})\.(?P<minor>\d+) +(?P<rest>\S.*)$")
# A sub-item label that survived in a mangled form (``5.02.1.a.1`` for 502.1b).
GARBLED_RE = re.compile(r"^(?P<label>\d[\d.]*\.[a-z][\d.a-z]*) +(?P<rest>\S.*)$")
SUBITEM_RE = re.compile(r"^ (?P<rest>\S.*)$")
DATE_RE = re.compile(r"^(?P<y>\d{4}) *年 *(?P<m>\d{1,2}) *月 *(?P<d>\d{1,2}) *日$")
# One row of a two-column table without markup: ``SR スーパーレア``.
ROW_RE = re.compile(r"^(?![・※①-⑳]|\d+\.)[^\s。]+ [^\s。]+$")
REF_RE = re.compile(r"(?<![0-9A-Za-z.])(?P<ref>[1-9]\d{2,3}\.\d+[a-z]?)(?![0-9A-Za-z.])")

HISTORY_TITLE = "変更履歴"
HISTORY_KEY = "history"
# The Symbol-font bullet the PDF kept as a private-use character, and how it is shown.
PDF_BULLET = "\uf09f"
BULLET = "・"
MIN_TABLE_ROWS = 3
# Starts a line of its own even when the line before did not end a sentence.
LIST_ITEM_RE = re.compile(r"^\s*(?:[・※①-⑳]|\d+\. )")


@dataclass
class _Paragraph:
    lines: list[int]
    parts: list[str]


@dataclass
class _Open:
    """A record being collected: its identity, its title line and its paragraphs of source lines."""

    key: str
    kind: Kind
    label: str
    parent: str | None
    level: int
    first: int
    title: str = ""
    paragraphs: list[_Paragraph] = field(default_factory=list)
    flags: list[Flag] = field(default_factory=list)

    def add(self, number: int, text: str, new_paragraph: bool) -> None:
        if new_paragraph or not self.paragraphs:
            self.paragraphs.append(_Paragraph([], []))
        self.paragraphs[-1].lines.append(number)
        self.paragraphs[-1].parts.append(text)

    @property
    def is_heading(self) -> bool:
        return self.kind in (Kind.CHAPTER, Kind.SECTION)


def _paragraph_text(paragraph: _Paragraph) -> str:
    text = join_lines(paragraph.parts)
    if text.startswith(BULLET):
        text = BULLET + text[len(BULLET):].lstrip()
    return text


def _flat(rule_id: str) -> str:
    """Digits and letters only, so a mangled label can be compared with the rule it belongs to."""
    return rule_id.replace(".", "")


@dataclass
class _State:
    """Where the parser stands in the numbering; only forward moves open records."""

    chapter: int = 0
    section: int = 0
    rule: tuple[int, int] | None = None
    rule_key: str | None = None
    letters: int = 0
    in_history: bool = False

    def heading_number(self, match: re.Match[str]) -> int | None:
        num = int(match["num"])
        if num % 100 == 0 and num > self.chapter and num > self.section:
            return num
        if num // 100 == self.chapter // 100 and num > self.section:
            return num
        return None

    def rule_number(self, match: re.Match[str]) -> tuple[int, int] | None:
        major, minor = int(match["major"]), int(match["minor"])
        if major != self.section or (self.rule is not None and (major, minor) <= self.rule):
            return None
        return major, minor


@dataclass
class LetteredProfile:
    name: str = "lettered"
    ref_pattern: re.Pattern[str] | None = REF_RE

    def parse(self, lines: list[str]) -> ParseResult:
        body = [line.replace(PDF_BULLET, BULLET) for line in clean_lines(lines)]
        opened: list[_Open] = []
        state = _State()
        paragraph_ended = True
        for number, line in enumerate(body, start=1):
            if not line.strip():
                continue
            started = self._start(line, number, state, opened) if paragraph_ended else None
            if started is not None:
                record, rest = started
                opened.append(record)
                if rest:
                    record.add(number, rest, True)
            elif opened:
                current = opened[-1]
                if current.is_heading:
                    # Text right under a chapter or section heading: the legend of a lost figure.
                    current = _Open(f"{current.key}:legend", Kind.NOTE, "", current.key, current.level + 1, number)
                    opened.append(current)
                current.add(number, line, paragraph_ended)
            else:
                raise ValueError(f"line {number}: text before the first heading: {line[:30]!r}")
            paragraph_ended = line.endswith(" ")
        records: list[Record] = []
        for o in opened:
            records.extend(self._records(o))
        meta = {}
        dated = [r.key for r in records if r.key.startswith(f"{HISTORY_KEY}:")]
        if dated:
            meta["last_revision"] = dated[-1].split(":", 1)[1]
        return ParseResult(records=records, body=body, meta=meta)

    def _start(self, line: str, number: int, state: _State, opened: list[_Open]) -> tuple[_Open, str] | None:
        """The record ``line`` opens (with the rest of the line), or None if it continues the current one."""
        if state.in_history:
            date = DATE_RE.match(line.strip())
            if date is None:
                return None
            key = f"{HISTORY_KEY}:{int(date['y']):04d}-{int(date['m']):02d}-{int(date['d']):02d}"
            title = f"{date['y']}年{date['m']}月{date['d']}日"
            return _Open(key, Kind.NOTE, "", HISTORY_KEY, 2, number, title), ""
        if line.strip() == HISTORY_TITLE and state.chapter:
            state.in_history = True
            state.rule = state.rule_key = None
            return _Open(HISTORY_KEY, Kind.NOTE, "", None, 1, number, HISTORY_TITLE), ""
        heading = HEADING_RE.match(line)
        if heading and (num := state.heading_number(heading)) is not None:
            state.section = num
            state.rule = state.rule_key = None
            title = heading["rest"].strip()
            if num % 100 == 0:
                state.chapter = num
                return _Open(str(num), Kind.CHAPTER, heading["num"], None, 1, number, title), ""
            return _Open(str(num), Kind.SECTION, heading["num"], str(state.chapter), 2, number, title), ""
        rule = RULE_RE.match(line)
        if rule and (numbers := state.rule_number(rule)) is not None:
            state.rule = numbers
            state.rule_key = f"{numbers[0]}.{numbers[1]}"
            state.letters = 0
            label = f"{rule['major']}.{rule['minor']}"
            return _Open(state.rule_key, Kind.RULE, label, str(state.section), 3, number), rule["rest"]
        if state.rule_key is None or opened[-1].kind not in (Kind.RULE, Kind.SUBITEM):
            return None
        garbled = GARBLED_RE.match(line)
        if garbled and _flat(garbled["label"]).startswith(_flat(state.rule_key)):
            return self._subitem(state, garbled["label"], number), garbled["rest"]
        lost = SUBITEM_RE.match(line)
        if lost:
            return self._subitem(state, "", number), lost["rest"]
        return None

    @staticmethod
    def _subitem(state: _State, label: str, number: int) -> _Open:
        if state.rule_key is None or state.letters >= len(ascii_lowercase):
            raise ValueError(f"sub-item outside a rule or past 'z' under {state.rule_key}")
        letter = ascii_lowercase[state.letters]
        state.letters += 1
        return _Open(f"{state.rule_key}{letter}", Kind.SUBITEM, label, state.rule_key, 4, number,
                     flags=[Flag.RECONSTRUCTED_LABEL])

    @staticmethod
    def _records(o: _Open) -> list[Record]:
        paragraphs = list(o.paragraphs)
        table: list[_Paragraph] = []
        if o.kind in (Kind.RULE, Kind.SUBITEM):
            table = _trailing_table(paragraphs)
            paragraphs = _sentences(paragraphs[: len(paragraphs) - len(table)])
        texts = [_paragraph_text(p) for p in paragraphs]
        last = max([o.first, *(n for p in paragraphs for n in p.lines)])
        out = [
            Record(
                key=o.key,
                rule_id=o.key,
                kind=o.kind,
                level=o.level,
                parent=o.parent,
                title=o.title,
                text="\n".join(texts),
                label=o.label,
                lines=(o.first, last),
                flags=list(o.flags),
            )
        ]
        if table:
            rows = [join_lines(p.parts) for p in table]
            out.append(
                Record(
                    key=f"{o.key}:table",
                    rule_id=f"{o.key}:table",
                    kind=Kind.NOTE,
                    level=o.level + 1,
                    parent=o.key,
                    text="\n".join(rows),
                    lines=(table[0].lines[0], table[-1].lines[-1]),
                )
            )
        return out


def _sentences(paragraphs: list[_Paragraph]) -> list[_Paragraph]:
    """Merge paragraphs split mid-sentence.

    A trailing space also appears where a lost icon stood at the end of a line
    (``起動能力は「 ～ ～ ``), so a paragraph that stops before its sentence does
    continues in the next one unless either is a list item.
    """
    out: list[_Paragraph] = []
    for p in paragraphs:
        if out and not _ends_sentence(out[-1]) and not LIST_ITEM_RE.match(out[-1].parts[0]) \
                and not LIST_ITEM_RE.match(p.parts[0]):
            out[-1] = _Paragraph(out[-1].lines + p.lines, out[-1].parts + p.parts)
        else:
            out.append(p)
    return out


def _ends_sentence(paragraph: _Paragraph) -> bool:
    return paragraph.parts[-1].rstrip().endswith("。")


def _trailing_table(paragraphs: list[_Paragraph]) -> list[_Paragraph]:
    """The run of one-line, two-cell paragraphs that ends a record (a table that lost its rules)."""
    run: list[_Paragraph] = []
    for p in reversed(paragraphs[1:]):
        if len(p.parts) != 1 or not ROW_RE.match(p.parts[0].strip()):
            break
        run.insert(0, p)
    return run if len(run) >= MIN_TABLE_ROWS else []


PROFILES = {"lettered": LetteredProfile()}
