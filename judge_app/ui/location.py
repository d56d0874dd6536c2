"""Where the browser is: one record of one document, and its copyable link form."""

from __future__ import annotations

from dataclasses import dataclass


@dataclass(frozen=True)
class Location:
    game: str
    version: str
    key: str

    def __str__(self) -> str:
        # The same shape as a RuleRef citation, but with the record key, which
        # stays unique where a document repeats a number.
        return f"{self.game}@{self.version}:{self.key}"

    @classmethod
    def parse(cls, text: str) -> Location | None:
        """``game@version:key`` back into a Location (keys may contain ':' themselves)."""
        text = text.strip()
        game, at, rest = text.partition("@")
        version, colon, key = rest.partition(":")
        if not (at and colon and game and version and key) or any(c.isspace() for c in game + version):
            return None
        return cls(game, version, key)
