"""Rulings: questions answered under a rules version, tied to rule numbers and a position. No Qt here."""

from __future__ import annotations

from judge_app.rulings.model import CitationChange, HistoryEntry, Ruling, Source, Status, Where
from judge_app.rulings.store import (
    RulingError,
    RulingSet,
    default_rulings_dir,
    dump_ruling,
    get_ruling,
    list_ruling_files,
    load_ruling,
    load_rulings,
    parse_ruling,
    save_ruling,
)

__all__ = [
    "CitationChange",
    "HistoryEntry",
    "Ruling",
    "RulingError",
    "RulingSet",
    "Source",
    "Status",
    "Where",
    "default_rulings_dir",
    "dump_ruling",
    "get_ruling",
    "list_ruling_files",
    "load_ruling",
    "load_rulings",
    "parse_ruling",
    "save_ruling",
]
