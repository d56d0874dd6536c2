"""Documents beside the rules that the index holds (today: rulings), handed in by the caller.

Search sits below rulings in the layers, so it never reads ruling files itself: whoever
builds a :class:`~judge_app.search.engine.SearchEngine` (the command line, the app) hands
it an :class:`ExtraDocuments` source, the rulings store's, and search indexes what that
gives, as plain frozen :class:`RulingDoc` data.
"""

from __future__ import annotations

import logging
from dataclasses import dataclass
from pathlib import Path
from typing import Protocol

log = logging.getLogger(__name__)

RULING_KIND = "ruling"
SLICE_PREFIX = "ruling:"


def slice_name(game: str, version: str) -> str:
    """Rulings of one game and version: their own run in the index, next to that document's."""
    return f"{SLICE_PREFIX}{game}@{version}"


@dataclass(frozen=True)
class RulingDoc:
    uid: str  # "ruling:<game>:<id>", never a rule key
    game: str
    version: str
    ruling_id: str
    title: str
    body: str  # question, then answer
    cites: tuple[str, ...]  # rule ids, in the ruling's order
    status: str  # "draft" or "approved"


class ExtraDocuments(Protocol):
    """A source of ruling documents: the files behind them (hashed into the cache key) and the documents."""

    def files(self) -> list[Path]: ...

    def documents(self) -> list[RulingDoc]: ...


def load(source: ExtraDocuments | None) -> tuple[list[Path], list[RulingDoc]]:
    """The source's files and documents, grouped by game and version; a broken source leaves the rules searchable."""
    if source is None:
        return [], []
    try:
        files = source.files()
        docs = source.documents()
    except Exception as exc:  # whatever a caller's source raises, rules search must still work
        log.warning("rulings not indexed: %s", exc)
        return [], []
    order = {slice_name(d.game, d.version): n for n, d in reversed(list(enumerate(docs)))}
    return files, sorted(docs, key=lambda d: order[slice_name(d.game, d.version)])


def fields(doc: RulingDoc) -> dict[str, str]:
    """What the index holds for a ruling: its words, and the rule numbers it cites as its context."""
    body = f"{doc.title}\n{doc.body}"
    return {
        "uid": doc.uid,
        "game": doc.game,
        "version": doc.version,
        "key": doc.uid,
        "rule_id": doc.ruling_id,
        "kind": RULING_KIND,
        "morph": body,
        "gram": body,
        "uni": body,
        "ctx": "\n".join(doc.cites),
    }
