"""What a search returns. Plain data, so the UI and the CLI can both use it."""

from __future__ import annotations

from dataclasses import dataclass


@dataclass(frozen=True)
class Hit:
    game: str
    version: str
    key: str
    rule_id: str
    kind: str
    heading: str
    text: str
    score: float
    # Offsets into ``text`` (the display text) of the matched words.
    highlights: tuple[tuple[int, int], ...] = ()
    # A short window of ``text`` around the best match, and offsets into it.
    snippet: str = ""
    snippet_highlights: tuple[tuple[int, int], ...] = ()
    # True when the query was a rule number and this record is that rule (or its child).
    exact: bool = False
    # For a ruling (kind "ruling"): the rule IDs it cites, in its order. ``key`` is then the ruling's uid.
    cites: tuple[str, ...] = ()
    # A rule of another way to play (the record's ``variant`` flag: pso2's co-op raid, aquarian's solo play).
    variant: bool = False

    @property
    def is_ruling(self) -> bool:
        return self.kind == "ruling"

    @property
    def citation(self) -> str:
        return f"{self.game}@{self.version}:{self.rule_id}"

    def snippet_marked(self, open_mark: str = "[", close_mark: str = "]") -> str:
        out, pos = [], 0
        for start, end in self.snippet_highlights:
            out.append(self.snippet[pos:start] + open_mark + self.snippet[start:end] + close_mark)
            pos = end
        out.append(self.snippet[pos:])
        return "".join(out)


class SearchResult(list[Hit]):
    """The hits shown (at most the limit asked for), and ``total``: how many records matched in all.

    A list, so every caller of ``search`` keeps working; a UI shows ``total`` as the
    count ("137 件") rather than the length of the page it was given.
    """

    def __init__(self, hits: list[Hit] | None = None, total: int | None = None) -> None:
        super().__init__(hits or [])
        self.total = len(self) if total is None else max(total, len(self))


@dataclass
class IndexStatus:
    """What happened when the index was opened: a UI shows it, a log records it."""

    path: str
    rebuilt: bool = False
    # True when the index was made from an earlier one by writing only the documents that changed (``reason``).
    updated: bool = False
    reason: str = ""
    documents: int = 0
    seconds: float = 0.0
    # True when the cache folder could not hold the index and it was built in memory (``reason`` says why).
    in_memory: bool = False
