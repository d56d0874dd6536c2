"""The ruling record: a question answered under one rules version, tied to rule numbers and a position.

A ruling file is written and read by people, so citations may be given as a bare
rule number (taken to be in the ruling's own game and version) and are saved
back the same way; in memory every citation is a full ``RuleRef``.
"""

from __future__ import annotations

import datetime as dt
from enum import StrEnum
from pathlib import Path
from typing import Any

from pydantic import BaseModel, ConfigDict, Field, PrivateAttr, ValidationInfo, field_validator, model_validator

from judge_app.corpus.models import RuleRef

#: IDs become file names, so they are kept to characters every file system accepts.
ID_PATTERN = r"^[A-Za-z0-9][A-Za-z0-9._-]*$"


def _label(value: Any) -> Any:
    """A version as its label: YAML reads an unquoted ``1.8`` as a float and ``2023-10-19`` as a date."""
    if isinstance(value, dt.date):
        return value.isoformat()
    return str(value) if isinstance(value, (int, float)) and not isinstance(value, bool) else value


class Status(StrEnum):
    """A committee's review of a ruling: draft → proposed → approved → superseded (by a named successor).

    Who moved a ruling to each state, and when, is read from the rulings repository's history
    (``judge_app.rulings.repo``), not stored in the file, so nobody can write it in by hand.
    """

    DRAFT = "draft"
    PROPOSED = "proposed"
    APPROVED = "approved"
    SUPERSEDED = "superseded"


class Where(StrEnum):
    """Where a ruling was issued: its authority differs, and a judge must see which."""

    OFFICIAL_QA = "official_qa"
    COMMITTEE = "committee"
    EVENT = "event"
    DOCUMENT = "document"


class Source(BaseModel):
    model_config = ConfigDict(extra="forbid")

    issuer: str = Field(min_length=1, description="who issued it: the publisher, a committee, a head judge")
    where: Where
    reference: str = Field(default="", description="where exactly: a document and item, an event and round")
    url: str | None = None


class CitationChange(BaseModel):
    model_config = ConfigDict(extra="forbid")

    old: str = Field(description="rule number in the old version")
    new: str | None = Field(default=None, description="rule number in the new version; none when dropped")
    reason: str = Field(default="", description="unchanged, changed, moved, removed, or a judge's note")


class HistoryEntry(BaseModel):
    """One thing that happened to the ruling, so a later reader can trust (or doubt) its citations."""

    model_config = ConfigDict(extra="forbid")

    date: dt.date
    action: str = Field(min_length=1, description="created, edited, migrated, approved, ...")
    note: str = ""
    from_version: str | None = None
    to_version: str | None = None
    changes: list[CitationChange] = Field(default_factory=list)
    reopened: bool = Field(default=False, description="sent back to draft: a cited rule changed in substance")


class Ruling(BaseModel):
    model_config = ConfigDict(extra="forbid")

    id: str = Field(pattern=ID_PATTERN, description="unique among all rulings; the file is named after it")
    game: str = Field(min_length=1)
    version: str = Field(min_length=1, description="the rules version the ruling was made under")
    title: str = Field(min_length=1)
    question: str = Field(min_length=1)
    answer: str = Field(min_length=1)
    status: Status = Status.DRAFT
    superseded_by: str | None = Field(default=None, pattern=ID_PATTERN, validate_default=True,
                                      description="the ID of the ruling that replaces this one (superseded only)")
    source: Source
    date: dt.date
    cites: list[RuleRef] = Field(default_factory=list)
    scenario: str | dict[str, Any] | None = Field(
        default=None, description="an embedded scenario, or a path relative to the ruling file")
    expect: dict[str, Any] | None = Field(
        default=None, description="expectations that replace the scenario's own, when the ruling needs others")
    notes: str = ""
    history: list[HistoryEntry] = Field(default_factory=list)

    _path: Path | None = PrivateAttr(default=None)

    @field_validator("version", mode="before")
    @classmethod
    def _version_text(cls, value: Any) -> Any:
        return _label(value)

    @field_validator("superseded_by")
    @classmethod
    def _successor(cls, value: str | None, info: ValidationInfo) -> str | None:
        """A superseded ruling must say what replaces it; any other ruling must not name a successor."""
        status = info.data.get("status")
        if status is Status.SUPERSEDED and not value:
            raise ValueError("a superseded ruling names its successor (the ID of the ruling that replaces it)")
        if value and status is not None and status is not Status.SUPERSEDED:
            raise ValueError(f"only a superseded ruling names a successor (status is {status.value})")
        if value and value == info.data.get("id"):
            raise ValueError("a ruling cannot supersede itself")
        return value

    @model_validator(mode="before")
    @classmethod
    def _expand_citations(cls, data: Any) -> Any:
        """Accept ``cites: ["3-1-2", {rule_id: x, version: y}]``; the game and version default to the ruling's."""
        if not isinstance(data, dict) or not isinstance(data.get("cites"), list):
            return data
        game, version = data.get("game"), _label(data.get("version"))
        out: list[Any] = []
        for item in data["cites"]:
            if isinstance(item, (str, int, float)):
                item = {"rule_id": str(item)}
            if isinstance(item, dict):
                item = {"game": game, "version": version, **item}
                item["version"] = _label(item["version"])
            out.append(item)
        return {**data, "cites": out}

    @property
    def path(self) -> Path | None:
        """The file the ruling was loaded from or saved to, if any."""
        return self._path

    @property
    def uid(self) -> str:
        return f"ruling:{self.game}:{self.id}"

    def to_file_data(self) -> dict[str, Any]:
        """Plain data for the YAML file: citations in the ruling's own game and version written as bare numbers."""
        data = self.model_dump(mode="json", exclude_none=True, exclude_defaults=False)
        data["cites"] = [r.rule_id if (r.game, r.version) == (self.game, self.version)
                         else r.model_dump(mode="json") for r in self.cites]
        for key in ("notes", "history"):
            if not data.get(key):
                data.pop(key, None)
        for entry in data.get("history", []):
            if not entry.get("reopened"):
                entry.pop("reopened", None)
        return data
