"""Data records of the rules corpus.

A record is the unit a judge cites: a chapter, a section, a numbered rule, a
rebuilt sub-item, a glossary entry, a Q&A item. Records keep the document's own
label (``rule_id``) and a ``key`` that is unique within the document even when the
document itself repeats a number (``302.1`` and ``302.1#2``).
"""

from __future__ import annotations

from enum import StrEnum

from pydantic import BaseModel, ConfigDict, Field


class Kind(StrEnum):
    CHAPTER = "chapter"
    SECTION = "section"
    RULE = "rule"
    SUBITEM = "subitem"
    GLOSSARY = "glossary"
    QA = "qa"
    SUMMARY = "summary"
    NOTE = "note"


class Flag(StrEnum):
    """Things a judge must be told about a record, because extraction or the source is imperfect."""

    RECONSTRUCTED_LABEL = "reconstructed_label"
    GARBLED_LABEL = "garbled_label"
    LOST_ICON = "lost_icon"
    LOST_FIGURE = "lost_figure"
    DANGLING_REFERENCE = "dangling_reference"
    DUPLICATE_ID = "duplicate_id"
    ORPHAN = "orphan"
    EXAMPLE = "example"
    SOURCE_TYPO = "source_typo"
    EDITED = "edited"
    # Rules of another way to play (pso2's co-op raid, aquarian's solo play): they answer only about that way.
    VARIANT = "variant"


class CrossRef(BaseModel):
    """A rule number written inside a rule's text, and what it points at."""

    model_config = ConfigDict(frozen=True)

    label: str = Field(description="the reference as written, e.g. '202.2a'")
    start: int = Field(description="offset of the label in the record's display text")
    end: int
    target: str | None = Field(default=None, description="key of the record it resolves to")


class Record(BaseModel):
    key: str
    rule_id: str
    kind: Kind
    level: int = 0
    parent: str | None = None
    title: str = ""
    text: str = ""
    search_text: str = ""
    label: str = Field(default="", description="the label exactly as it stood in the source")
    lines: tuple[int, int] = (0, 0)
    aliases: list[str] = Field(default_factory=list)
    flags: list[Flag] = Field(default_factory=list)
    notes: list[str] = Field(default_factory=list)
    refs: list[CrossRef] = Field(default_factory=list)
    children: list[str] = Field(default_factory=list)
    heading: str = Field(default="", description="own title, or the nearest titled ancestor's")
    path: list[str] = Field(default_factory=list, description="titles of the ancestors, outermost first")

    def has(self, flag: Flag) -> bool:
        return flag in self.flags


class RuleSetInfo(BaseModel):
    game: str
    version: str
    title_ja: str
    title_en: str
    effective_date: str | None = None
    version_label: str = Field(default="", description="how the document names its own version")
    source: str
    profile: str
    fixes: str | None = None


class RuleSet(BaseModel):
    info: RuleSetInfo
    records: list[Record]
    warnings: list[str] = Field(default_factory=list)

    def model_post_init(self, _context: object) -> None:
        self._by_key = {r.key: r for r in self.records}
        self._by_id: dict[str, list[Record]] = {}
        for r in self.records:
            self._by_id.setdefault(r.rule_id, []).append(r)
            for alias in r.aliases:
                self._by_id.setdefault(alias, []).append(r)

    @property
    def game(self) -> str:
        return self.info.game

    @property
    def version(self) -> str:
        return self.info.version

    def get(self, key: str) -> Record | None:
        return self._by_key.get(key)

    def find(self, rule_id: str) -> list[Record]:
        """Records whose printed ID or alias is ``rule_id`` (a repeated number gives several)."""
        return list(self._by_id.get(rule_id, []))

    def ancestors(self, record: Record) -> list[Record]:
        out: list[Record] = []
        parent = record.parent
        while parent is not None:
            rec = self._by_key.get(parent)
            if rec is None:
                break
            out.append(rec)
            parent = rec.parent
        return list(reversed(out))


class RuleRef(BaseModel):
    """A citation: the only way the rest of the app refers to a rule."""

    model_config = ConfigDict(frozen=True)

    game: str
    version: str
    rule_id: str

    def __str__(self) -> str:
        return f"{self.game}@{self.version}:{self.rule_id}"
