"""Search quality on a judged query set: MRR@k and recall@k.

Each line of the set is a JSON object with ``query``, optional ``game`` and
``version``, and ``relevant`` (rule IDs or record keys) and/or
``relevant_text`` (short verbatim snippets: a result is relevant when its text
contains one, both sides normalised), and an optional ``kind`` naming the kind of
query (kana, colloquial, question, number, english, plain). A line without one is
given the kind its text shows, so misses can be counted by kind on any set.
"""

from __future__ import annotations

import json
import re
from collections.abc import Callable, Iterable
from dataclasses import dataclass, field
from pathlib import Path

from judge_app.corpus.normalize import normalize
from judge_app.search.types import Hit

KINDS = ("kana", "colloquial", "question", "number", "english", "plain")
_NUMBER = re.compile(r"^(?:[^\s:]{1,8}[:：])?[0-9０-９][0-9０-９.．a-z\-－#]*$")
_KANA_ONLY = re.compile(r"^[\u3041-\u30ff\s]+$")
_QUESTION = re.compile(r"[?？]|いつ|何|どう|どこ|どの|どっち|だれ|誰|できる|出来る|たら$|れば$|とは$|って$|やり方|方$")


def query_kind(query: str) -> str:
    """The kind of a query judged by its text alone: a set may name a better one (colloquial)."""
    text = query.strip()
    if _NUMBER.match(text):
        return "number"
    if re.search(r"[A-Za-z]{3}", text) and not re.search(r"[\u3041-\u9fff]", text):
        return "english"
    if _QUESTION.search(text.replace(" ", "")):
        return "question"
    if _KANA_ONLY.match(text) and re.search(r"[\u3041-\u309f]", text):
        return "kana"
    return "plain"


Searcher = Callable[[str, str | None, str | None, int], list[Hit]]


@dataclass
class Judgement:
    query: str
    game: str | None = None
    version: str | None = None
    relevant: list[str] = field(default_factory=list)
    relevant_text: list[str] = field(default_factory=list)
    line: int = 0
    kind: str = ""

    def __post_init__(self) -> None:
        if not self.kind:
            self.kind = query_kind(self.query)

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

    @property
    def recall_at_k(self) -> float:
        return self._recall(self.k)

    def summary(self) -> str:
        return (f"MRR@{self.k}={self.mrr:.3f} recall@5={self.recall5:.3f} "
                f"recall@10={self.recall10:.3f} n={len(self.outcomes)}")

    def by_kind(self) -> dict[str, Report]:
        """The outcomes of each kind of query, as a report of its own (kinds in a fixed order)."""
        out: dict[str, Report] = {}
        for kind in [*KINDS, *sorted({o.judgement.kind for o in self.outcomes} - set(KINDS))]:
            mine = [o for o in self.outcomes if o.judgement.kind == kind]
            if mine:
                out[kind] = Report(mine, self.k)
        return out

    def kind_table(self) -> str:
        """One line per kind: its MRR, recall and how many of its queries missed or ranked below 1."""
        lines = []
        for kind, rep in self.by_kind().items():
            missed = sum(1 for o in rep.outcomes if o.rank is None)
            low = sum(1 for o in rep.outcomes if o.rank is not None and o.rank > 1)
            lines.append(f"  {kind:<10} n={len(rep.outcomes):<3} MRR@{self.k}={rep.mrr:.3f} "
                         f"recall@{self.k}={rep.recall_at_k:.3f} "
                         f"missed={missed} below-1={low}")
        return "\n".join(lines)


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
        kind = data.get("kind", "")
        if not isinstance(kind, str):
            raise ValueError(f"{path}:{number}: 'kind' must be a string")
        out.append(Judgement(query=data["query"], game=data.get("game"), version=data.get("version"),
                             relevant=list(data.get("relevant", [])),
                             relevant_text=list(data.get("relevant_text", [])), line=number, kind=kind))
    return out


def evaluate(judgements: Iterable[Judgement], search: Searcher, k: int = 10) -> Report:
    outcomes: list[Outcome] = []
    for j in judgements:
        hits = search(j.query, j.game, j.version, k)
        rank = next((i for i, h in enumerate(hits[:k], start=1) if j.is_relevant(h)), None)
        outcomes.append(Outcome(j, rank, [f"{h.game}:{h.rule_id}" for h in hits[:3]]))
    return Report(outcomes, k)
