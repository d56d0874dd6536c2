"""Rulebooks without rule numbers: the アクエリアンエイジ RULE BOOK (Ver1.1) and its kind.

The body chapters have no rule numbers, so a record is cited by chapter and
heading path; only the rule summary numbers its items. IDs (``key`` = ``rule_id``):

- ``cNN:<section>`` and ``cNN:<section>><subsection>`` for chapters 1-11, built
  from the heading as printed (widths folded, spaces and decoration removed). A
  chapter's opening record is ``cNN:<chapter title>`` (kind CHAPTER, alias ``cNN``).
  Chapters 12-14 open with ``c12:Q&A``, ``c13:ルールサマリー`` and ``c14:用語辞典``,
  so every chapter has a ``cNN:`` key; ``rs:ルールサマリー`` is kept as an alias.
- ``cNN:note:<term>`` for margin notes (``TERM……definition``), children of their
  chapter, since the book prints them at the foot of the page, not under a section.
- ``qa:01``-``qa:17`` in reading order, wherever the extraction put them.
- ``rs:<number>`` for summary topics and items, the printed number with a hyphen
  before a trailing letter (``15-3a`` -> ``rs:15-3-a``); the bare number and the
  printed spelling are aliases, so ``3-5-b`` and ``15-3a`` are found as typed.
- ``gl:<term>`` for glossary entries, ``c14:<行>`` for its kana-row groups.
- ``front:…`` and ``back:…`` for the cover pages and the credits.

Which headings open a record cannot be read from the Markdown heading levels the
extraction produced, so the book's outline is data (``Layout``, read from the
``layout.yaml`` the manifest names beside the source): the section and subsection
headings of each chapter in order. Headings are aligned
with it in order; one that is not matched stays in the text of the record it
follows (diagram labels, step headings, the parts of one skill), and an outline
entry the document lacks is reported as a warning. Chapters whose heading was
lost are found by their first sentence; their titles are restored by
``fixes.yaml``. Text that a margin note interrupts continues in a block
``<key>#2`` (kind RULE) under the same record, because records must stay in
document order. The Q&A items printed after the chapter-13 heading keep that
place in the record list and have chapter 12 as parent.

Display text drops what is layout rather than wording: Markdown and HTML, the
contents page, heading decoration (■, 【】, boxes) and the …… leaders of margin
notes. A circled step number in front of a heading is kept as its label.

There is no in-text reference to a record label (the book points to pages), so
``ref_pattern`` is None.
"""

from __future__ import annotations

import html
import itertools
import re
import unicodedata
from dataclasses import dataclass, field
from typing import Any

from pydantic import BaseModel, ConfigDict, ValidationError

from judge_app.corpus.models import Flag, Kind, Record
from judge_app.corpus.normalize import join_lines
from judge_app.corpus.profiles.base import ParseResult
from judge_app.corpus.profiles.common import clean_lines

_HEADING_RE = re.compile(r"^(#{1,6})\s+(.*?)\s*$")
_ITEM_RE = re.compile(r"^-\s+(.*)$")
_TABLE_RULE_RE = re.compile(r"^\|?[\s|:-]*-[\s|:-]*$")
_AUTOLINK_RE = re.compile(r"<(https?://[^>\s]+)>")
_TAG_RE = re.compile(r"</?b>")
_BOLD_RE = re.compile(r"\s*\*\*\s*")
_BOLD_LINE_RE = re.compile(r"^\*\*[^*]+\*\*$")
# A wrapped line that starts a line of its own: a step number, or "勢力カラー：白".
_OWN_LINE_RE = re.compile(r"^(?:[①-⑳]|[^\s：:。、]{1,8}[：:])")
_ASCII_END_RE = re.compile(r"[0-9A-Za-z%/:._\-+)\]]$")
_ASCII_START_RE = re.compile(r"^[0-9A-Za-z(\[]")
_ESCAPE_RE = re.compile(r"\\([\\`*_{}\[\]()#+\-.!$%&'\"~|<>])")

_CIRCLED = "①②③④⑤⑥⑦⑧⑨⑩"
# Boxes, bullets and callout glyphs printed in front of headings.
_DECOR_RE = re.compile(r"^(?:[■□●・⚠※―|！!”\"*$%#]+|II(?=\s))\s*")
_DECOR_TAIL_RE = re.compile(r"[\s|―]+$")
_CHAPTER_NO_RE = re.compile(r"^(\d+)\s+(.+)$")
_PAGE_REF_TAIL_RE = re.compile(r"\s*[(（][←→]\s*P?\d[^)）]*[)）]$")
_NOTE_RE = re.compile(r"(?:^|(?<=。))([^#…。]{1,40}?)……(?![？?])")
_QUESTION_RE = re.compile(r"^Q\s*[:：]")
_ANSWER_RE = re.compile(r"^A\s*[:：]")
_SUMMARY_RE = re.compile(r"^(\d+(?:-(?:\d+|[a-z]))*[a-z]?)(\.?)\s*(.*)$")
_GLOSSARY_TERM_RE = re.compile(r"^■\s*(.*?)\s*[:：]?$")
_VERSION_RE = re.compile(r"^Ver\s*\d+(?:\.\d+)*$")


@dataclass(frozen=True)
class Layout:
    """What the extraction does not show about one book's structure."""

    # chapter -> start of the first line of a chapter whose heading was lost
    anchors: dict[int, str]
    # chapter -> outline: one heading per line, sections flush left, their
    # subsections indented; a leading "####" demands that heading level
    outlines: dict[int, str]
    qa_chapter: int
    summary_chapter: int
    glossary_chapter: int
    glossary_groups: re.Pattern[str]
    front_key: str
    back_key: str
    # chapters that describe another way to play (solo play): their records are flagged VARIANT
    variant_chapters: frozenset[int] = frozenset()


class LayoutFile(BaseModel):
    """``layout.yaml`` beside a rulebook's source: the same fields as Layout, as data."""

    model_config = ConfigDict(extra="forbid")
    anchors: dict[int, str] = {}
    outlines: dict[int, str] = {}
    qa_chapter: int
    summary_chapter: int
    glossary_chapter: int
    glossary_groups: str
    front_key: str
    back_key: str
    variant_chapters: list[int] = []


@dataclass
class _Line:
    number: int
    kind: str  # blank, heading, item, row, text
    content: str
    level: int = 0
    own_line: bool = False  # a wrapped line that must not be joined to its neighbours


@dataclass
class _Draft:
    key: str
    kind: Kind
    level: int
    parent: str | None
    first: int
    label: str = ""
    title: str = ""
    body: list[_Line] = field(default_factory=list)
    text: str | None = None
    aliases: list[str] = field(default_factory=list)
    flags: list[Flag] = field(default_factory=list)

    def record(self) -> Record:
        text = self.text if self.text is not None else _paragraphs(self.body)
        numbers = [ln.number for ln in self.body if ln.kind != "blank"]
        last = max([self.first, *numbers])
        return Record(
            key=self.key,
            rule_id=self.key,
            kind=self.kind,
            level=self.level,
            parent=self.parent,
            title=self.title,
            text=text,
            label=self.label,
            lines=(self.first, last),
            aliases=self.aliases,
            flags=self.flags,
        )


@dataclass(frozen=True)
class _Entry:
    name: str
    sub: bool
    level: int | None


def _is_wide(ch: str) -> bool:
    return ord(ch) > 0x7F


def _unbold(text: str) -> str:
    """Bold markers out; the spaces the converter put around them go too when Japanese meets Japanese."""

    def drop(match: re.Match[str]) -> str:
        before = text[match.start() - 1] if match.start() else ""
        after = text[match.end()] if match.end() < len(text) else ""
        if before and after and _is_wide(before) and _is_wide(after):
            return ""
        return match.group(0).replace("**", "")

    return _BOLD_RE.sub(drop, text)


def _inline(text: str) -> str:
    """Markdown and HTML the converter added, removed from one line."""
    text = _unbold(text)
    text = _TAG_RE.sub("", text)
    text = _AUTOLINK_RE.sub(r"\1", text)
    text = _ESCAPE_RE.sub(r"\1", text)
    if "&" in text:
        text = html.unescape(text)
    return text


def _classify(number: int, raw: str) -> _Line:
    line = raw.rstrip()
    if not line.strip():
        return _Line(number, "blank", "")
    heading = _HEADING_RE.match(line)
    if heading:
        return _Line(number, "heading", _inline(heading.group(2)), len(heading.group(1)))
    item = _ITEM_RE.match(line)
    if item:
        line = item.group(1)
        if not line.startswith("|"):
            return _Line(number, "item", _inline(line))
    if line.lstrip().startswith("|"):
        if _TABLE_RULE_RE.match(line):
            return _Line(number, "blank", "")
        cells = [c.strip() for c in line.strip().strip("|").split("|")]
        cells = [_inline(c) for c in cells if c]
        return _Line(number, "row", "\t".join(cells)) if cells else _Line(number, "blank", "")
    return _Line(number, "text", _inline(line), own_line=bool(_BOLD_LINE_RE.match(line.strip())))


def _paragraphs(lines: list[_Line]) -> str:
    """Display text: wrapped lines joined, one paragraph (list item, table cell) per line."""
    paras: list[list[str]] = []
    prev: _Line | None = None
    for ln in lines:
        if ln.kind == "blank":
            prev = None
            continue
        cells = ln.content.split("\t")
        joins = (
            prev is not None
            and prev.kind in ("text", "item")
            and ln.kind == "text"
            and len(cells) == 1
            and "\t" not in prev.content
            and not (prev.own_line or ln.own_line or _OWN_LINE_RE.match(ln.content.strip()))
        )
        if joins and paras:
            paras[-1].append(ln.content)
        else:
            paras.extend([cell] for cell in cells if cell.strip())
        prev = ln
    return "\n".join(p for p in (_join(part) for part in paras) if p)


def _join(parts: list[str]) -> str:
    """``join_lines``, plus a space where a wrap separates Japanese from a number or a Latin word."""
    out = ""
    for part in parts:
        piece = join_lines([part])
        if not piece:
            continue
        if out and (
            (_ASCII_END_RE.search(out) and _ASCII_START_RE.match(piece))
            or (_is_wide(out[-1]) and piece[0].isascii() and piece[0].isalnum())
            or (out[-1].isascii() and out[-1].isalnum() and _is_wide(piece[0]))
        ):
            out += " "
        out += piece
    return out


def split_heading(text: str) -> tuple[str, str]:
    """(label, title) of a record heading: a circled step number is the label, decoration goes."""
    label = ""
    rest = text.strip()
    while rest:
        if rest[0] in _CIRCLED:
            label, rest = rest[0], rest[1:].lstrip()
            continue
        match = _DECOR_RE.match(rest)
        if match and match.end():
            rest = rest[match.end():]
            continue
        break
    rest = _DECOR_TAIL_RE.sub("", rest)
    if rest.startswith("【") and rest.endswith("】") and rest.count("【") == 1:
        rest = rest[1:-1].strip()
    return label, rest


def heading_key(title: str) -> str:
    """The ID form of a heading title: quotes, page reference and trailing dots dropped, NFKC, no spaces."""
    name = title.strip()
    if name.startswith("「") and name.endswith("」") and name.count("「") == 1:
        name = name[1:-1]
    stripped = _PAGE_REF_TAIL_RE.sub("", name)
    if stripped.strip():
        name = stripped
    name = name.rstrip("…").rstrip()
    return "".join(unicodedata.normalize("NFKC", name).split())


def term_key(term: str) -> str:
    return "".join(unicodedata.normalize("NFKC", term).split())


def summary_id(number: str) -> str:
    """``15-3a`` -> ``15-3-a``: the letter is a level of its own, as everywhere else in the summary."""
    return re.sub(r"(\d)([a-z])$", r"\1-\2", number)


def _outline(text: str) -> list[_Entry]:
    entries = []
    for raw in text.splitlines():
        if not raw.strip():
            continue
        sub = raw.startswith(" ")
        name = raw.strip()
        level = None
        marks = re.match(r"^(#+)\s+(.*)$", name)
        if marks:
            level, name = len(marks.group(1)), marks.group(2)
        entries.append(_Entry(name, sub, level))
    return entries


def _align(headings: list[tuple[str, int]], entries: list[_Entry]) -> dict[int, int]:
    """Heading index -> outline entry index: as many headings matched in outline order as possible.

    A longest common subsequence rather than a greedy walk, so that one renamed or
    missing heading costs one record, not the rest of the chapter; on ties the
    earliest heading wins, as a reader would take it.
    """

    def fits(h: int, e: int) -> bool:
        name, level = headings[h]
        return name == entries[e].name and entries[e].level in (None, level)

    n, m = len(headings), len(entries)
    best = [[0] * (m + 1) for _ in range(n + 1)]
    for h in range(n - 1, -1, -1):
        for e in range(m - 1, -1, -1):
            best[h][e] = max(best[h + 1][e], best[h][e + 1], best[h + 1][e + 1] + 1 if fits(h, e) else 0)
    out: dict[int, int] = {}
    h = e = 0
    while h < n and e < m:
        if fits(h, e) and best[h][e] == best[h + 1][e + 1] + 1:
            out[h] = e
            h, e = h + 1, e + 1
        elif best[h + 1][e] == best[h][e]:
            h += 1  # a heading that stays in the text
        else:
            e += 1  # an outline heading the document lacks
    return out


def _unique(key: str, seen: set[str]) -> str:
    out, n = key, 1
    while out in seen:
        n += 1
        out = f"{key}#{n}"
    seen.add(out)
    return out


class RulebookProfile:
    """Parses a book laid out like the Aquarian Age rulebook; see the module docstring."""

    def __init__(self, name: str, layout: Layout) -> None:
        self.name = name
        self.ref_pattern: re.Pattern[str] | None = None
        self.layout = layout

    def parse(self, lines: list[str]) -> ParseResult:
        run = _Run(self.layout, [_classify(n, raw) for n, raw in enumerate(clean_lines(lines), start=1)])
        run.parse()
        body = [ln.content if ln.kind != "blank" else "" for ln in run.lines]
        return ParseResult(
            records=[d.record() for d in run.drafts],
            body=body,
            meta=run.meta,
            warnings=run.warnings,
        )


class _Run:
    """One parse: the classified lines, the drafts made from them, and what went wrong."""

    def __init__(self, layout: Layout, lines: list[_Line]) -> None:
        self.layout = layout
        self.lines = lines
        self.drafts: list[_Draft] = []
        self.keys: set[str] = set()
        self.warnings: list[str] = []
        self.meta: dict[str, str] = {}
        self.qa_parent: str | None = None
        self.qa_count = 0

    def add(self, draft: _Draft) -> _Draft:
        draft.key = _unique(draft.key, self.keys)
        self.drafts.append(draft)
        return draft

    # -- macro structure -------------------------------------------------

    def parse(self) -> None:
        titles = self._table_of_contents()
        starts = self._chapter_starts(titles)
        if not starts:
            raise ValueError("no chapter found")
        self._front(0, starts[0][1])
        for chapter in sorted(self.layout.variant_chapters - {c for c, _ in starts}):
            self.warnings.append(f"variant chapter {chapter} not found; no record is flagged for it")
        bounds = [*starts, (0, len(self.lines))]
        for (chapter, begin), (_, end) in itertools.pairwise(bounds):
            title = titles.get(chapter, "")
            if chapter == self.layout.qa_chapter:
                self._qa_chapter(chapter, begin, end, title)
            elif chapter == self.layout.summary_chapter:
                self._summary_chapter(chapter, begin, end, title)
            elif chapter == self.layout.glossary_chapter:
                self._glossary_chapter(chapter, begin, end, title)
            else:
                first = len(self.drafts)
                self._body_chapter(chapter, begin, end, title)
                if chapter in self.layout.variant_chapters:
                    for draft in self.drafts[first:]:
                        draft.flags = [*draft.flags, Flag.VARIANT]

    def _table_of_contents(self) -> dict[int, str]:
        """Chapter titles from the contents page, which is then blanked (it is navigation, not rules)."""
        titles: dict[int, str] = {}
        heading = next((i for i, ln in enumerate(self.lines)
                        if ln.kind == "heading" and "".join(ln.content.split()).lower() == "contents"), None)
        if heading is None:
            return titles
        self.lines[heading].kind, self.lines[heading].content = "blank", ""
        for ln in self.lines[heading + 1:]:
            if ln.kind == "blank":
                continue
            if "\t" not in ln.content:
                break
            cells = [c.strip() for c in ln.content.split("\t")]
            for j, cell in enumerate(cells[:-1]):
                number = re.match(r"^■\s*chapter\s*(\d+)$", cell, re.IGNORECASE)
                if number:
                    titles[int(number.group(1))] = cells[j + 1]
            ln.kind, ln.content = "blank", ""
        return titles

    def _chapter_starts(self, titles: dict[int, str]) -> list[tuple[int, int]]:
        starts: list[tuple[int, int]] = []
        pos = 0
        for chapter in sorted(titles):
            anchor = self.layout.anchors.get(chapter)
            wanted = heading_key(titles[chapter])
            found = None
            for i in range(pos, len(self.lines)):
                ln = self.lines[i]
                if anchor is not None:
                    if ln.kind != "blank" and ln.content.startswith(anchor):
                        found = i
                        break
                elif ln.kind == "heading":
                    number = _CHAPTER_NO_RE.match(ln.content)
                    text = number.group(2) if number else ln.content
                    if heading_key(split_heading(text)[1]) == wanted:
                        found = i
                        break
            if found is None:
                self.warnings.append(
                    f"chapter {chapter} ({titles[chapter]}) not found; its text stays in the chapter before")
                continue
            starts.append((chapter, found))
            pos = found + 1
        return starts

    def _front(self, begin: int, end: int) -> None:
        draft = _Draft(self.layout.front_key, Kind.NOTE, 1, None, self.lines[begin].number)
        for ln in self.lines[begin:end]:
            if _VERSION_RE.match(ln.content.strip()):
                self.meta["version_label"] = ln.content.strip()
            draft.body.append(ln)
        self.add(draft)

    def _chapter_record(self, chapter: int, begin: int, title: str) -> tuple[_Draft, int]:
        """The chapter's opening record, and the index of its first text line."""
        ln = self.lines[begin]
        label = ""
        if chapter not in self.layout.anchors:
            number = _CHAPTER_NO_RE.match(ln.content)
            text = ln.content
            if number and int(number.group(1)) == chapter:
                label, text = number.group(1), number.group(2)
            title = split_heading(text)[1]
            ln.content = f"{label} {title}".strip()
            first_text = begin + 1
            shown = title
        else:
            first_text = begin
            shown = ""  # the heading is lost; fixes.yaml restores it
        draft = _Draft(f"c{chapter:02d}:{heading_key(title)}", Kind.CHAPTER, 1, None, ln.number, label, shown)
        draft.aliases.append(f"c{chapter:02d}")
        return self.add(draft), first_text

    # -- chapters 1-11 -----------------------------------------------------

    def _body_chapter(self, chapter: int, begin: int, end: int, title: str) -> None:
        opening, first_text = self._chapter_record(chapter, begin, title)
        entries = _outline(self.layout.outlines.get(chapter, ""))
        region = self.lines[first_text:end]
        headings = [(i, ln) for i, ln in enumerate(region) if ln.kind == "heading"]
        matched = _align([(heading_key(split_heading(ln.content)[1]), ln.level) for _, ln in headings], entries)
        opens = {headings[h][0]: entries[e] for h, e in matched.items()}
        prefix = f"c{chapter:02d}:"
        section = current = opening
        continuation: _Draft | None = None
        after_note = False
        for i, ln in enumerate(region):
            entry = opens.get(i)
            if entry is not None:
                label, heading = split_heading(ln.content)
                if entry.sub:
                    draft = _Draft(f"{section.key}>{entry.name}", Kind.SECTION, 3, section.key, ln.number)
                else:
                    draft = _Draft(prefix + entry.name, Kind.SECTION, 2, opening.key, ln.number)
                draft.label, draft.title = label, heading
                ln.content = f"{label} {heading}".strip()
                current = self.add(draft)
                if not entry.sub:
                    section = current
                continuation, after_note = None, False
                continue
            if ln.kind == "text" and self._notes(ln, prefix, opening.key):
                after_note = True
                continue
            if after_note and continuation is None and ln.kind != "blank":
                continuation = self.add(_Draft(f"{current.key}#2", Kind.RULE, current.level + 1,
                                               current.key, ln.number))
            (continuation or current).body.append(ln)
        found = set(matched.values())
        for e, entry in enumerate(entries):
            if e not in found:
                self.warnings.append(f"chapter {chapter}: outline heading {entry.name!r} not found")

    def _notes(self, ln: _Line, prefix: str, parent: str) -> bool:
        """Margin notes (``TERM……definition``, one or two on a line) as records of their own."""
        matches = list(_NOTE_RE.finditer(ln.content))
        if not matches or matches[0].start() != 0:
            return False
        parts = []
        for m, nxt in zip(matches, [*matches[1:], None], strict=False):
            term = m.group(1).strip()
            definition = ln.content[m.end(): nxt.start() if nxt else len(ln.content)].strip()
            draft = _Draft(f"{prefix}note:{term_key(term)}", Kind.NOTE, 2, parent, ln.number,
                           title=term, text=join_lines([definition]))
            self.add(draft)
            parts.append(term + definition)
        ln.content = "".join(parts)  # the ……  leaders are layout, not text
        return True

    # -- Q&A ---------------------------------------------------------------

    def _qa_chapter(self, chapter: int, begin: int, end: int, title: str) -> None:
        opening, first_text = self._chapter_record(chapter, begin, title)
        self.qa_parent = opening.key
        self._qa_lines(self.lines[first_text:end], opening)

    def _qa_lines(self, lines: list[_Line], before: _Draft) -> None:
        """Q/A pairs: the question is the title, the answer (with its ``A:``) the text."""
        current: _Draft | None = None
        question: list[_Line] = []
        answering = False
        prev_blank = True

        def close() -> None:
            if current is not None:
                current.title = _paragraphs(question).replace("\n", "")

        for ln in lines:
            starts_para = prev_blank or ln.kind != "text"
            prev_blank = ln.kind == "blank"
            question_mark = _QUESTION_RE.match(ln.content) if starts_para and ln.kind == "text" else None
            if question_mark:
                close()
                self.qa_count += 1
                current = self.add(_Draft(f"qa:{self.qa_count:02d}", Kind.QA, 2, self.qa_parent, ln.number,
                                          label=question_mark.group(0)))
                question = [_Line(ln.number, "text", ln.content[question_mark.end():].strip())]
                answering = False
                continue
            if current is None:
                before.body.append(ln)
                continue
            if starts_para and ln.kind == "text" and _ANSWER_RE.match(ln.content):
                answering = True
            if answering:
                current.body.append(ln)
            else:
                question.append(ln)
        close()

    # -- rule summary -------------------------------------------------------

    def _summary_chapter(self, chapter: int, begin: int, end: int, title: str) -> None:
        opening, first_text = self._chapter_record(chapter, begin, title)
        opening.aliases.append(f"rs:{heading_key(opening.title)}")
        region = self.lines[first_text:end]
        first_item = next((i for i, ln in enumerate(region) if self._summary_number(ln)), len(region))
        self._qa_lines(region[:first_item], opening)
        numbered = [m.group(1) for ln in region[first_item:] if (m := self._summary_number(ln))]
        known = {summary_id(n) for n in numbered}
        current = opening
        for ln in region[first_item:]:
            match = self._summary_number(ln)
            if match is None:
                current.body.append(ln)
                continue
            printed, dot, rest = match.groups()
            number = summary_id(printed)
            parts = number.split("-")
            draft = _Draft(f"rs:{number}", Kind.SUMMARY, len(parts) + 1, None, ln.number)
            if len(parts) == 1:
                draft.kind, draft.parent = Kind.SECTION, opening.key
                rest = split_heading(rest)[1]
            else:
                for cut in range(len(parts) - 1, 0, -1):
                    if "-".join(parts[:cut]) in known:
                        draft.parent = "rs:" + "-".join(parts[:cut])
                        break
                    draft.flags = [Flag.ORPHAN]
            draft.label, draft.title = printed + dot, rest
            draft.aliases = list(dict.fromkeys([number, printed]))
            ln.content = f"{draft.label} {rest}".strip()
            current = self.add(draft)

    @staticmethod
    def _summary_number(ln: _Line) -> re.Match[str] | None:
        return _SUMMARY_RE.match(ln.content) if ln.kind == "heading" else None

    # -- glossary -----------------------------------------------------------

    def _glossary_chapter(self, chapter: int, begin: int, end: int, title: str) -> None:
        opening, first_text = self._chapter_record(chapter, begin, title)
        group = opening
        current = opening
        for ln in self.lines[first_text:end]:
            if ln.kind != "heading":
                current.body.append(ln)
                continue
            if self.layout.glossary_groups.match(ln.content.strip()):
                draft = _Draft(f"c{chapter:02d}:{term_key(ln.content)}", Kind.SECTION, 2, opening.key, ln.number,
                               title=ln.content.strip())
                group = current = self.add(draft)
                continue
            term = _GLOSSARY_TERM_RE.match(ln.content.strip())
            if term and ln.content.strip().startswith("■"):
                ln.content = term.group(1)
                draft = _Draft(f"gl:{term_key(term.group(1))}", Kind.GLOSSARY, 3, group.key, ln.number,
                               title=term.group(1))
                current = self.add(draft)
                continue
            if current.key != self.layout.back_key:  # a heading that is neither: the credits page
                current = self.add(_Draft(self.layout.back_key, Kind.NOTE, 1, None, ln.number))
            current.body.append(ln)


def layout_from_data(data: Any) -> Layout:
    """A book's Layout from its ``layout.yaml`` data; ValueError names the field at fault."""
    try:
        model = LayoutFile.model_validate(data)
        groups = re.compile(model.glossary_groups)
    except ValidationError as exc:
        first = exc.errors()[0]
        field = ".".join(str(p) for p in first["loc"]) or "(file)"
        raise ValueError(f"{field}: {first['msg']}") from None
    except re.error as exc:
        raise ValueError(f"glossary_groups: not a regular expression: {exc}") from None
    special = {model.qa_chapter, model.summary_chapter, model.glossary_chapter} & set(model.variant_chapters)
    if special:
        raise ValueError(f"variant_chapters: chapter {min(special)} is the Q&A, summary or glossary chapter, "
                         "not a way to play")
    return Layout(anchors=dict(model.anchors), outlines=dict(model.outlines), qa_chapter=model.qa_chapter,
                  summary_chapter=model.summary_chapter, glossary_chapter=model.glossary_chapter,
                  glossary_groups=groups, front_key=model.front_key, back_key=model.back_key,
                  variant_chapters=frozenset(model.variant_chapters))
