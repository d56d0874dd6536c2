"""Declarative corrections for what extraction lost, kept beside each source.

The raw source is never edited. A fixes file (YAML, read through
:func:`judge_app.safeio.read_yaml`: UTF-8, no aliases, no duplicate keys) has two lists:

``line_fixes`` run on the source lines before parsing::

    - line: 486            # 1-based line of the source
      expect: "す。"        # must occur in that line, or the fix is refused
      replace: ""          # what ``expect`` becomes (omit with drop: true)
      why: "duplicated fragment of 403.1.4"

``record_fixes`` run on the parsed records::

    - record: "502.1b"     # key or printed ID
      alias: ["5.02.1.a.1"]
      flag: garbled_label
      find: "..."          # optional text edit: find -> replace in the display text
      replace: "..."
      move_to: "406.4.1"   # with find: cut the found text and append it to another record
      note: "why, in a sentence a judge can read"
"""

from __future__ import annotations

from pathlib import Path
from typing import Any

from pydantic import BaseModel, ConfigDict, ValidationError

from judge_app.corpus.errors import CorpusError
from judge_app.corpus.models import Flag, Record
from judge_app.safeio import InputError, read_yaml


class LineFix(BaseModel):
    model_config = ConfigDict(extra="forbid")
    line: int
    expect: str
    replace: str | None = None
    drop: bool = False
    why: str = ""


class RecordFix(BaseModel):
    model_config = ConfigDict(extra="forbid")
    record: str
    alias: list[str] = []
    flag: Flag | None = None
    find: str | None = None
    replace: str | None = None
    move_to: str | None = None
    title: str | None = None
    note: str = ""


class FixesFile(BaseModel):
    model_config = ConfigDict(extra="forbid")
    line_fixes: list[LineFix] = []
    record_fixes: list[RecordFix] = []


def load_fixes(path: Path) -> FixesFile:
    try:
        data: Any = read_yaml(path, what="fixes file")
    except InputError as exc:
        raise CorpusError.from_input(exc) from None
    if data is None:
        data = {}
    try:
        return FixesFile.model_validate(data)
    except ValidationError as exc:
        first = exc.errors()[0]
        where = ".".join(str(p) for p in first["loc"])
        raise CorpusError(path, f"invalid fix at {where}: {first['msg']}") from exc


def apply_line_fixes(lines: list[str], fixes: FixesFile, path: Path) -> list[str]:
    out = list(lines)
    for fix in fixes.line_fixes:
        if not 1 <= fix.line <= len(out):
            raise CorpusError(path, f"line fix points past the end of the source ({len(out)} lines)", fix.line)
        current = out[fix.line - 1]
        if fix.expect not in current:
            raise CorpusError(path, f"line fix expects {fix.expect!r} but the line reads {current!r}", fix.line)
        if fix.drop:
            out[fix.line - 1] = current.replace(fix.expect, "", 1)
        elif fix.replace is not None:
            out[fix.line - 1] = current.replace(fix.expect, fix.replace, 1)
    return out


def apply_record_fixes(records: list[Record], fixes: FixesFile, path: Path) -> list[Record]:
    by_key = {r.key: r for r in records}
    by_id: dict[str, Record] = {}
    for r in records:
        by_id.setdefault(r.rule_id, r)

    def lookup(ref: str) -> Record:
        rec = by_key.get(ref) or by_id.get(ref)
        if rec is None:
            raise CorpusError(path, f"record fix names {ref!r}, which the parser did not produce")
        return rec

    for fix in fixes.record_fixes:
        rec = lookup(fix.record)
        for alias in fix.alias:
            if alias not in rec.aliases:
                rec.aliases.append(alias)
        if fix.flag is not None and fix.flag not in rec.flags:
            rec.flags.append(fix.flag)
        if fix.title is not None:
            rec.title = fix.title
        if fix.find is not None:
            if fix.find not in rec.text:
                raise CorpusError(path, f"record fix for {fix.record!r} cannot find {fix.find!r} in its text")
            if fix.move_to is not None:
                target = lookup(fix.move_to)
                rec.text = rec.text.replace(fix.find, "", 1).rstrip()
                target.text = target.text + fix.find
            else:
                rec.text = rec.text.replace(fix.find, fix.replace or "", 1)
        if fix.note:
            rec.notes.append(fix.note)
    return records
