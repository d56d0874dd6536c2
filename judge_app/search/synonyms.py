"""Player vocabulary per game, read from ``rules_text/synonyms.yaml``."""

from __future__ import annotations

from pathlib import Path

import yaml

from judge_app.corpus.errors import CorpusError
from judge_app.corpus.normalize import normalize


class Synonyms:
    def __init__(self, table: dict[str, dict[str, list[str]]] | None = None) -> None:
        self._table: dict[str, dict[str, list[str]]] = {}
        for game, pairs in (table or {}).items():
            self._table[game] = {normalize(k): [normalize(v) for v in vs] for k, vs in pairs.items()}

    @classmethod
    def load(cls, path: Path) -> Synonyms:
        if not path.exists():
            return cls()
        try:
            data = yaml.safe_load(path.read_text(encoding="utf-8")) or {}
        except (OSError, yaml.YAMLError) as exc:
            raise CorpusError(path, f"cannot read synonyms: {exc}") from exc
        if not isinstance(data, dict) or not all(isinstance(v, dict) for v in data.values()):
            raise CorpusError(path, "synonyms must map a game key to {word: [document words]}")
        try:
            return cls({str(g): {str(k): [str(x) for x in v] for k, v in pairs.items()} for g, pairs in data.items()})
        except (TypeError, AttributeError) as exc:
            raise CorpusError(path, f"malformed synonym entry: {exc}") from exc

    def keys(self, games: list[str]) -> set[str]:
        """The player words known for these games (and for every game)."""
        return {k for game in ["common", *games] for k in self._table.get(game, {})}

    def expand(self, term: str, games: list[str]) -> list[str]:
        """Alternative spellings of a normalised query term for the given games (term excluded)."""
        out: list[str] = []
        for game in ["common", *games]:
            for key, values in self._table.get(game, {}).items():
                # A one-character word is replaced only when it is the whole term (場 is not 場合).
                if key and (key == term or (len(key) > 1 and key in term)):
                    for value in values:
                        alt = term.replace(key, value)
                        if alt != term and alt not in out:
                            out.append(alt)
        return out
