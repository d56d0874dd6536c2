"""Errors that name the file and the place, so a maintainer can fix the data.

A corpus error is an :class:`judge_app.safeio.InputError`: one line, ``file:line: message``,
so a command line or a window can show it as is, and a caller that handles bad input in
general handles a broken rules file too.
"""

from __future__ import annotations

from pathlib import Path

from judge_app.safeio import InputError


class CorpusError(InputError):
    def __init__(self, path: Path | str, message: str, line: int | None = None, *,
                 column: int | None = None, kind: str = "corpus") -> None:
        self.path = Path(path)
        super().__init__(path, message, line=line or None, column=column, kind=kind)

    @classmethod
    def from_input(cls, exc: InputError) -> CorpusError:
        """The same refusal as a corpus error (file, line, column and kind kept)."""
        return cls(exc.source, exc.message, exc.line, column=exc.column, kind=exc.kind)
