"""Rulings as search documents, read through ``judge_app.rulings.search_docs`` (plain frozen data).

Search sits below rulings in the layers, so it imports that one module lazily and
only its plain data (``RulingDoc``); without the rulings package the index
simply holds no rulings.
"""

from __future__ import annotations

import logging
from pathlib import Path
from typing import Any

log = logging.getLogger(__name__)

RULING_KIND = "ruling"


def slice_name(game: str, version: str) -> str:
    """Rulings of one game and version: their own run in the index, next to that document's."""
    return f"ruling:{game}@{version}"


def load(rulings_dir: Path | None) -> tuple[list[Path], list[Any]]:
    """The ruling files (for the cache key) and one document per loadable ruling, grouped by game and version."""
    try:
        from judge_app.rulings.search_docs import ruling_documents, ruling_files
    except ImportError:
        return [], []
    try:
        files = ruling_files(rulings_dir)
        docs = ruling_documents(rulings_dir)
    except Exception as exc:  # a broken rulings folder must not stop rules search
        log.warning("rulings not indexed: %s", exc)
        return [], []
    order = {slice_name(d.game, d.version): n for n, d in reversed(list(enumerate(docs)))}
    return files, sorted(docs, key=lambda d: order[slice_name(d.game, d.version)])


def fields(doc: Any) -> dict[str, str]:
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
