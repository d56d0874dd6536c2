"""Search quality on a judged query set: MRR@k and recall@k.

Each line of the set is a JSON object with ``query``, optional ``game`` and
``version``, and ``relevant`` (rule IDs or record keys) and/or
``relevant_text`` (short verbatim snippets: a result is relevant when its text
contains one, both sides normalised).
"""

from __future__ import annotations

import json
from collections.abc import Callable, Iterable
from dataclasses import dataclass, field
from pathlib import Path

from judge_app.corpus.normalize import normalize
from judge_app.search.types import Hit

Searcher = Callable[[str, str | None, str | None, int], list[Hit]]


@dataclass
class Judgement:
    query: str
    game: str | None = None
    version: str | None = None
    relevant: list[str] = field(default_factory=list)
    relevant_text: list[str] = field(default_factory=list)
    line: int = 0

    def is_relevant(self, hit: Hit) -> bool:
        if hit.rule_id in self.relevant or hit.key in self.relevant:
            return True
        body = normalize(hit.heading + hit.text)
        return any(normalize(t) in body for t in self.relevant_text)


@dataclass
class Outcome:
    judgement: Judgement
    rank: int | None  # 1-based rank of the first relevant hit within k, or None
    top: list[str]


@dataclass
class Report:
    outcomes: list[Outcome]
    k: int

    def _recall(self, at: int) -> float:
        return sum(1 for o in self.outcomes if o.rank is not None and o.rank <= at) / max(1, len(self.outcomes))

    @property
    def mrr(self) -> float:
        return sum(1.0 / o.rank for o in self.outcomes if o.rank) / max(1, len(self.outcomes))

    @property
    def recall5(self) -> float:
        return self._recall(5)

    @property
    def recall10(self) -> float:
        return self._recall(10)

    def summary(self) -> str:
        return (f"MRR@{self.k}={self.mrr:.3f} recall@5={self.recall5:.3f} "
                f"recall@10={self.recall10:.3f} n={len(self.outcomes)}")


def load_judgements(path: Path) -> list[Judgement]:
    out: list[Judgement] = []
    for number, line in enumerate(path.read_text(encoding="utf-8").splitlines(), start=1):
        if not line.strip() or line.lstrip().startswith("#"):
            continue
        try:
            data = json.loads(line)
        except ValueError as exc:
            raise ValueError(f"{path}:{number}: not JSON: {exc}") from exc
        if not isinstance(data, dict) or not isinstance(data.get("query"), str):
            raise ValueError(f"{path}:{number}: each line needs a string 'query'")
        if not data.get("relevant") and not data.get("relevant_text"):
            raise ValueError(f"{path}:{number}: needs 'relevant' or 'relevant_text'")
        out.append(Judgement(query=data["query"], game=data.get("game"), version=data.get("version"),
                             relevant=list(data.get("relevant", [])),
                             relevant_text=list(data.get("relevant_text", [])), line=number))
    return out


def evaluate(judgements: Iterable[Judgement], search: Searcher, k: int = 10) -> Report:
    outcomes: list[Outcome] = []
    for j in judgements:
        hits = search(j.query, j.game, j.version, k)
        rank = next((i for i, h in enumerate(hits[:k], start=1) if j.is_relevant(h)), None)
        outcomes.append(Outcome(j, rank, [f"{h.game}:{h.rule_id}" for h in hits[:3]]))
    return Report(outcomes, k)
