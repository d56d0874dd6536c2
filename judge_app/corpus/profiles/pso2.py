"""The PSO2 TCG 詳細ルール: one numbering style in two extractions.

``pso2_pdf`` reads the hard-wrapped PDF text (every line followed by an empty
line, random indentation, silent page breaks); ``pso2_web`` reads the
markdown-like web text (``#`` and ``- `` prefixes that say nothing about depth,
IDs spaced as ``103. 4. 3. 2``). Both reduce the source to logical lines and
share the segmentation: chapters ``1.``, sections ``100.``, dotted rules, then
the unnumbered glossary, co-op raid part and version history.

Depth and parents always come from the ID, never from indentation or markdown,
because neither is consistent in the sources. A number the source prints twice
keeps its ``rule_id``; the second record gets the key ``302.1#2``.
"""

from __future__ import annotations

import re
from dataclasses import dataclass, field

from judge_app.corpus.models import Flag, Kind, Record
from judge_app.corpus.normalize import join_lines, strip_markers
from judge_app.corpus.profiles.base import ParseResult

# A rule number at the start of a line; the web text may put a space after each dot.
# The number is not followed by a dot or digit, so ``100.4  208.1 …`` ends at 100.4.
RULE_RE = re.compile(r"^(?P<id>\d{3}(?:\.\d+)+)(?![\d.])\s*(?P<rest>.*)$")
WEB_RULE_RE = re.compile(r"^(?P<id>\d{3}(?:\. ?\d+)+)(?![\d.])\s*(?P<rest>.*)$")
# A section: three digits, then a full stop or a space (``205 アイテムカード``), then a title.
SECTION_RE = re.compile(r"^(?P<num>\d{3})(?P<sep>\.|\s)\s*(?P<rest>\D.*)$")
CHAPTER_RE = re.compile(r"^(?P<num>[1-9])\.\s*(?P<rest>\D.*)$")
REF_RE = re.compile(r"(?<![\d.])(?P<ref>[1-5]\d{2}(?:\.\d+)+)(?![.\d])")

GLOSSARY_HEADING = "用語集"
RAID_HEADING = "協力レイドバトル"
HISTORY_HEADING = "更新履歴"
GLOSSARY_KEY = "用語集"
RAID_KEY = "raid"
HISTORY_KEY = "history"

# A numbered line whose text is this short, has no full stop and does not end in a comma is a title
# (103.6 行動権, 205.4.4.1 【装備枠 X】), not the first line of a wrapped sentence.
TITLE_MAX = 24
URL_LINE_RE = re.compile(r"^\s*(https?://\S+)\s*$")
URL_RE = re.compile(r"https?://[!-~]+")
URL_BEFORE_WIDE_RE = re.compile(r"(https?://[!-~]+)(?=[^\x00-\x7f])")
KATAKANA_END_RE = re.compile(r"[ァ-ヶー]$")
KATAKANA_ROW_RE = re.compile(r"^[ァ-ヶー・ ]+$")
EXAMPLE_RE = re.compile(r"[(（]例|(?:^|。|\s)例[:：]|の例[:：]")
VERSION_RE = re.compile(r"^(?P<ver>Ver\d+(?:\.\d+)*)(?![\d.])\s*(?P<rest>.*)$")
VERSION_LABEL_RE = re.compile(r"Ver\d+(?:\.\d+)*")
RAID_HEADING_RE = re.compile(r"^[^\s。、，,「」『』（）()・：:]{2,12}$")
RAID_PHASE_RE = re.compile(r"^(?P<mark>[①-⑳])(?P<name>\S+)\s+(?P<rest>.*)$")
RAID_STEP_RE = re.compile(r"^(?P<mark>[a-z])\.\s*(?P<rest>.*)$")
BULLET = "・"
_OPENERS = "“『「（(【《"
_CLOSERS = "”』」）)】》"
GLOSSARY_TERM_MAX = 20


@dataclass
class _Line:
    """One non-empty source line reduced to its text; ``number`` is 1-based."""

    number: int
    text: str
    at_margin: bool  # the line starts at column 0 (PDF glossary entries do)
    continues: bool = False  # a web line after a markdown hard break: same paragraph


@dataclass
class _Open:
    key: str
    rule_id: str
    kind: Kind
    label: str
    level: int
    parent: str | None
    first: int
    title: str = ""
    parts: list[str] = field(default_factory=list)
    last: int = 0
    flags: list[Flag] = field(default_factory=list)
    bullets: bool = False  # keep one list item per display line

    def add(self, line: _Line, text: str | None = None) -> None:
        self.parts.append(line.text if text is None else text)
        self.last = line.number


def _id_parts(rule_id: str) -> list[str]:
    return rule_id.split(".")


def join_text(parts: list[str]) -> str:
    """``join_lines`` plus two repairs: a URL keeps a space before the Japanese that follows it,
    and a row of katakana labels (the class icons of 208.1.1) stays apart from the previous row."""
    groups: list[list[str]] = [[]]
    for part in parts:
        stripped = part.strip()
        prev = groups[-1][-1].strip() if groups[-1] else ""
        if prev and KATAKANA_END_RE.search(prev) and KATAKANA_ROW_RE.match(stripped):
            groups.append([])
        groups[-1].append(part)
    text = " ".join(j for j in (join_lines(g) for g in groups) if j)
    return URL_BEFORE_WIDE_RE.sub(r"\1 ", text)


def split_term(text: str) -> tuple[str, str, int] | None:
    """Term, definition and colon offset of a glossary line, or None if it does not start an entry.

    The term ends at the first colon outside quotes and brackets (``“『（A）：（B）』”`` and
    ``“ルール：”`` hold colons of their own); a full stop before it means a continuation line.
    """
    depth = 0
    for i, ch in enumerate(text):
        if ch in _OPENERS:
            depth += 1
        elif ch in _CLOSERS:
            depth = max(0, depth - 1)
        elif ch == "。":
            return None
        elif ch in "：:" and depth == 0:
            term = text[:i].strip()
            if not term or len(term) > GLOSSARY_TERM_MAX:
                return None
            return term, text[i + 1:], i
        if i > GLOSSARY_TERM_MAX + 8:
            return None
    return None


@dataclass
class Pso2Profile:
    name: str
    web: bool
    ref_pattern: re.Pattern[str] | None = REF_RE

    # --- reading the two extractions -------------------------------------------------------------

    def _prepare(self, lines: list[str]) -> tuple[list[str], list[_Line]]:
        return self._prepare_web(lines) if self.web else self._prepare_pdf(lines)

    def _prepare_pdf(self, lines: list[str]) -> tuple[list[str], list[_Line]]:
        """Markers removed, page breaks ignored, URL lines that repeat an earlier URL dropped."""
        body: list[str] = []
        logical: list[_Line] = []
        seen_urls: set[str] = set()
        for number, raw in enumerate(lines, start=1):
            line = strip_markers(raw).rstrip()
            url = URL_LINE_RE.match(line)
            if url and url.group(1) in seen_urls:
                line = ""  # a link repeated at the foot of a page, not text
            seen_urls.update(URL_RE.findall(line))
            body.append(line)
            if line.strip():
                logical.append(_Line(number, line.strip(), at_margin=not line[0].isspace()))
        return body, logical

    def _prepare_web(self, lines: list[str]) -> tuple[list[str], list[_Line]]:
        """Markdown heading and list prefixes removed; a line after a hard break continues its paragraph."""
        body: list[str] = []
        logical: list[_Line] = []
        hard_break = False
        for number, raw in enumerate(lines, start=1):
            line = strip_markers(raw)
            text = re.sub(r"^\s*#+\s*", "", line)
            text = re.sub(r"^\s*-\s+", "", text).strip()
            body.append(text)
            if text:
                logical.append(_Line(number, text, at_margin=True, continues=hard_break))
                hard_break = line.endswith("  ")
            else:
                hard_break = False
        return body, logical

    # --- the whole document --------------------------------------------------------------------------

    def parse(self, lines: list[str]) -> ParseResult:
        body, logical = self._prepare(lines)
        start = self._body_start(logical)
        meta = self._meta(logical[:start])
        for ln in logical[:start]:  # title page and table of contents
            body[ln.number - 1] = ""
        rest = logical[start:]
        cuts = self._part_starts(rest)
        opened: list[_Open] = []
        opened += self._rules(rest[: cuts[0]])
        opened += self._glossary(rest[cuts[0]: cuts[1]], body)
        opened += self._raid(rest[cuts[1]: cuts[2]])
        opened += self._history(rest[cuts[2]:])
        return ParseResult(records=[self._record(o) for o in opened], body=body, meta=meta)

    def _body_start(self, logical: list[_Line]) -> int:
        """Index of the second chapter-1 heading: the first one is in the table of contents."""
        seen = 0
        for i, ln in enumerate(logical):
            m = CHAPTER_RE.match(self._unlink(ln.text))
            if m and m.group("num") == "1":
                seen += 1
                if seen == 2:
                    return i
        raise ValueError("the chapter 1 heading after the table of contents was not found")

    @staticmethod
    def _unlink(text: str) -> str:
        return re.sub(r"\[(.*?)\]\(#\)", r"\1", text)

    @staticmethod
    def _meta(front: list[_Line]) -> dict[str, str]:
        title: list[str] = []
        for ln in front:
            if ln.text.startswith("目次"):
                break
            title.append(ln.text)
        meta = {"title": re.sub(r"\s+", " ", " ".join(title)).strip()}
        label = VERSION_LABEL_RE.search(meta["title"])
        if label:
            meta["version_label"] = label.group(0)
        return meta

    @staticmethod
    def _part_starts(rest: list[_Line]) -> tuple[int, int, int]:
        found: dict[str, int] = {}
        for i, ln in enumerate(rest):
            if ln.text in (GLOSSARY_HEADING, RAID_HEADING, HISTORY_HEADING) and ln.text not in found:
                found[ln.text] = i
        missing = [h for h in (GLOSSARY_HEADING, RAID_HEADING, HISTORY_HEADING) if h not in found]
        if missing:
            raise ValueError(f"part heading(s) not found: {', '.join(missing)}")
        starts = (found[GLOSSARY_HEADING], found[RAID_HEADING], found[HISTORY_HEADING])
        if list(starts) != sorted(starts):
            raise ValueError("glossary, raid part and history are not in the expected order")
        return starts

    # --- numbered rules ------------------------------------------------------------------------------

    def _rules(self, lines: list[_Line]) -> list[_Open]:
        rule_re = WEB_RULE_RE if self.web else RULE_RE
        opened: list[_Open] = []
        seen: dict[str, int] = {}
        first_key: dict[str, str] = {}
        chapter_num, section_num = "", ""
        for ln in lines:
            # A number that does not belong to the current section (or a section to the current chapter)
            # is a cross-reference the wrap put at the start of a line, not a new record.
            rule = rule_re.match(ln.text)
            if rule and rule.group("id").split(".")[0] != section_num:
                rule = None
            section = SECTION_RE.match(ln.text)
            if section and (int(section.group("num")) % 100 > 15 or section.group("num")[0] != chapter_num):
                section = None
            chapter = CHAPTER_RE.match(ln.text)
            if chapter and int(chapter.group("num")) != int(chapter_num or 0) + 1:
                chapter = None
            if rule:
                label = rule.group("id")
                rule_id = label.replace(" ", "")
                count = seen.get(rule_id, 0) + 1
                seen[rule_id] = count
                key = rule_id if count == 1 else f"{rule_id}#{count}"
                parent, flags = self._rule_parent(rule_id, first_key)
                if count > 1:
                    flags.append(Flag.DUPLICATE_ID)
                    first = next(o for o in opened if o.key == rule_id)
                    if Flag.DUPLICATE_ID not in first.flags:
                        first.flags.append(Flag.DUPLICATE_ID)
                rec = _Open(key, rule_id, Kind.RULE, label, len(_id_parts(rule_id)) + 1, parent, ln.number)
                rec.flags = flags
                rec.add(ln, rule.group("rest"))
                first_key.setdefault(rule_id, key)
                opened.append(rec)
            elif section:
                num = section_num = section.group("num")
                chapter_key = str(int(num) // 100)
                label = num + ("." if section.group("sep") == "." else "")
                rec = _Open(num, num, Kind.SECTION, label, 2, chapter_key if chapter_key in first_key else None,
                            ln.number, title=section.group("rest").strip(), last=ln.number)
                if rec.parent is None:
                    rec.flags.append(Flag.ORPHAN)
                first_key[num] = num
                opened.append(rec)
            elif chapter:
                num = chapter_num = chapter.group("num")
                opened.append(_Open(num, num, Kind.CHAPTER, f"{num}.", 1, None, ln.number,
                                    title=chapter.group("rest").strip(), last=ln.number))
                first_key[num] = num
            elif opened:
                opened[-1].add(ln)
            else:
                raise ValueError(f"line {ln.number}: text before the first chapter: {ln.text[:30]!r}")
        for rec in opened:
            if rec.kind is Kind.RULE:
                self._split_title(rec)
        return opened

    @staticmethod
    def _rule_parent(rule_id: str, known: dict[str, str]) -> tuple[str | None, list[Flag]]:
        """Nearest ancestor that exists, by ID; ORPHAN when the immediate parent is missing."""
        parts = _id_parts(rule_id)
        flags: list[Flag] = []
        for cut in range(len(parts) - 1, 0, -1):
            candidate = ".".join(parts[:cut])
            if candidate in known:
                return known[candidate], flags
            if cut == len(parts) - 1:
                flags.append(Flag.ORPHAN)
        return None, flags

    @staticmethod
    def _split_title(rec: _Open) -> None:
        """Move a numbered sub-heading's words from the text to the title."""
        first = rec.parts[0].strip() if rec.parts else ""
        if first and "。" not in first and len(first) <= TITLE_MAX and not first.endswith(("、", "，", ",")):
            rec.title = first
            rec.parts = rec.parts[1:]

    # --- glossary -----------------------------------------------------------------------------------

    def _glossary(self, lines: list[_Line], body: list[str]) -> list[_Open]:
        head = lines[0]
        part = _Open(GLOSSARY_KEY, GLOSSARY_KEY, Kind.NOTE, "", 1, None, head.number, title=head.text,
                     last=head.number)
        opened = [part]
        seen: dict[str, int] = {}
        for ln in lines[1:]:
            entry = None if ln.continues or not ln.at_margin else split_term(ln.text)
            if entry is None:
                if len(opened) == 1:
                    raise ValueError(f"line {ln.number}: glossary text before the first term")
                opened[-1].add(ln)
                continue
            term, definition, colon = entry
            count = seen.get(term, 0) + 1
            seen[term] = count
            rule_id = f"{GLOSSARY_KEY}:{term}"
            key = rule_id if count == 1 else f"{rule_id}#{count}"
            rec = _Open(key, rule_id, Kind.GLOSSARY, "", 2, GLOSSARY_KEY, ln.number, title=term)
            rec.add(ln, definition)
            opened.append(rec)
            # The colon only separates term and definition (both are kept): it is layout, not text.
            raw = body[ln.number - 1]
            at = len(raw) - len(raw.lstrip()) + colon
            body[ln.number - 1] = raw[:at] + " " + raw[at + 1:]
        return opened

    # --- co-op raid part --------------------------------------------------------------------------------

    def _raid(self, lines: list[_Line]) -> list[_Open]:
        head = lines[0]
        opened = [_Open(RAID_KEY, RAID_KEY, Kind.NOTE, "", 1, None, head.number, title=head.text, last=head.number)]
        section: _Open = opened[0]
        phase: _Open | None = None
        bullets = 0
        for ln in lines[1:]:
            text = ln.text
            if not ln.continues and RAID_HEADING_RE.match(text):
                slug = re.sub(r"[《》]", "", text)
                section = _Open(f"{RAID_KEY}:{slug}", f"{RAID_KEY}:{slug}", Kind.NOTE, "", 2, RAID_KEY, ln.number,
                                title=text, last=ln.number)
                opened.append(section)
                phase, bullets = None, 0
            elif text.startswith(BULLET):
                bullets += 1
                key = f"{section.key}:{bullets}"
                rec = _Open(key, key, Kind.NOTE, BULLET, section.level + 1, section.key, ln.number)
                rec.add(ln, text[len(BULLET):])
                opened.append(rec)
                phase = None
            elif (m := RAID_PHASE_RE.match(text)) and not ln.continues:
                key = f"{section.key}:{m.group('mark')}"
                phase = _Open(key, key, Kind.NOTE, m.group("mark"), section.level + 1, section.key, ln.number,
                              title=m.group("name"))
                phase.add(ln, m.group("rest"))
                opened.append(phase)
            elif phase is not None and (m := RAID_STEP_RE.match(text)) and not ln.continues:
                key = f"{phase.key}:{m.group('mark')}"
                rec = _Open(key, key, Kind.NOTE, f"{m.group('mark')}.", phase.level + 1, phase.key, ln.number)
                rec.add(ln, m.group("rest"))
                opened.append(rec)
            else:
                opened[-1].add(ln)
        for o in opened:
            o.flags.append(Flag.VARIANT)  # the co-op raid is another way to play
        return opened

    # --- version history ---------------------------------------------------------------------------------

    def _history(self, lines: list[_Line]) -> list[_Open]:
        head = lines[0]
        opened = [_Open(HISTORY_KEY, HISTORY_KEY, Kind.NOTE, "", 1, None, head.number, title=head.text,
                        last=head.number)]
        for ln in lines[1:]:
            m = VERSION_RE.match(ln.text)
            if m:
                key = f"{HISTORY_KEY}:{m.group('ver')}"
                opened.append(_Open(key, key, Kind.NOTE, "", 2, HISTORY_KEY, ln.number, title=ln.text,
                                    last=ln.number, bullets=True))
            else:
                opened[-1].add(ln)
        return opened

    # --- records ------------------------------------------------------------------------------------------

    @staticmethod
    def _record(o: _Open) -> Record:
        if o.bullets:
            items: list[list[str]] = []
            for part in o.parts:
                if part.startswith(BULLET) or not items:
                    items.append([])
                items[-1].append(part)
            text = "\n".join(join_text(item) for item in items)
        else:
            text = join_text(o.parts)
        flags = list(o.flags)
        if o.kind in (Kind.RULE, Kind.SECTION, Kind.GLOSSARY) and EXAMPLE_RE.search(text):
            flags.append(Flag.EXAMPLE)
        return Record(
            key=o.key,
            rule_id=o.rule_id,
            kind=o.kind,
            level=o.level,
            parent=o.parent,
            title=o.title,
            text=text,
            label=o.label,
            lines=(o.first, max(o.first, o.last)),
            flags=flags,
        )


PROFILES = {
    "pso2_pdf": Pso2Profile(name="pso2_pdf", web=False),
    "pso2_web": Pso2Profile(name="pso2_web", web=True),
}
