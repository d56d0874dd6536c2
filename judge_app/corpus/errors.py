"""Errors that name the file and the place, so a maintainer can fix the data."""

from __future__ import annotations

from pathlib import Path


class CorpusError(Exception):
    def __init__(self, path: Path | str, message: str, line: int | None = None) -> None:
        self.path = Path(path)
        self.line = line
        self.message = message
        where = f"{self.path}:{line}" if line else str(self.path)
        super().__init__(f"{where}: {message}")
