"""Where rulings come from besides the user's own store: the event packs imported read-only.

``judge-app rulings import`` lands each pack whole in ``packs/<name>`` of the user data folder, with its
``pack.json`` beside the game folders. The app lists those folders as read-only sources: their rulings
are shown and searched, never edited or synced.
"""

from __future__ import annotations

from pathlib import Path

from judge_app import paths

PACK_MANIFEST = "pack.json"


def packs_dir() -> Path:
    """The folder imported packs land in (one subfolder per pack)."""
    return paths.user_data_dir() / "packs"


def imported_packs(root: Path | None = None) -> list[Path]:
    """The imported packs, sorted by name: folders under ``root`` holding a manifest.

    A folder half-written by an interrupted import (its name starts with a dot) or anything without a
    manifest is not a pack. An unreadable ``root`` means no packs, never an error: the user's own rulings
    must still show.
    """
    root = root or packs_dir()
    try:
        found = [p for p in root.iterdir()
                 if not p.name.startswith(".") and p.is_dir() and (p / PACK_MANIFEST).is_file()]
    except OSError:
        return []
    return sorted(found, key=lambda p: p.name)
