"""Search quality and speed against two peers, on the same records and queries.

Contenders: this engine (Whoosh, Japanese analysis); SQLite FTS5 with the
trigram tokenizer; a normalised substring scan in document order (what Ctrl+F
in a PDF does, minus the PDF's broken lines). Then this engine on a corpus 20
times larger. Run by hand: ``.venv/bin/python benchmarks/search_bench.py``.
"""

from __future__ import annotations

import sqlite3
import statistics
import sys
import tempfile
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))
from _machine import describe

from judge_app.corpus import Corpus, RuleSet, load_corpus
from judge_app.corpus.normalize import normalize
from judge_app.search import Hit, SearchEngine
from judge_app.search.evaluate import Judgement, evaluate, load_judgements
from judge_app.search.query import parse_query

EVAL = Path(__file__).resolve().parents[1] / "tests" / "data" / "search_eval.jsonl"


def _records(corpus: Corpus):
    for rs in corpus.rulesets:
        for r in rs.records:
            yield rs, r


def _hit(rs: RuleSet, r, score: float) -> Hit:
    return Hit(game=rs.game, version=rs.version, key=r.key, rule_id=r.rule_id, kind=r.kind.value,
               heading=r.heading, text=r.text, score=score)


class Substring:
    """Every query word must occur; results in document order, like pressing Ctrl+F repeatedly."""

    name = "substring scan"

    def __init__(self, corpus: Corpus) -> None:
        self.rows = [(rs, r, normalize(r.title + r.text)) for rs, r in _records(corpus)]

    def search(self, query: str, game: str | None, version: str | None, limit: int) -> list[Hit]:
        words = [normalize(t) for t in parse_query(query).terms + parse_query(query).phrases]
        out = []
        for rs, r, text in self.rows:
            if (game and rs.game != game) or (version and rs.version != version):
                continue
            if words and all(w in text for w in words):
                out.append(_hit(rs, r, 1.0))
                if len(out) >= limit:
                    break
        return out


class Fts5Trigram:
    """SQLite FTS5, trigram tokenizer, bm25 ranking; words under 3 characters fall back to LIKE."""

    name = "sqlite fts5 trigram"

    def __init__(self, corpus: Corpus) -> None:
        self.db = sqlite3.connect(":memory:")
        self.db.execute("CREATE VIRTUAL TABLE r USING fts5(body, game UNINDEXED, version UNINDEXED, "
                        "idx UNINDEXED, tokenize='trigram')")
        self.rows = list(_records(corpus))
        self.db.executemany("INSERT INTO r(body, game, version, idx) VALUES (?,?,?,?)",
                            [(normalize(r.title + r.text), rs.game, rs.version, i)
                             for i, (rs, r) in enumerate(self.rows)])
        self.db.commit()

    def search(self, query: str, game: str | None, version: str | None, limit: int) -> list[Hit]:
        parsed = parse_query(query)
        words = [normalize(t) for t in parsed.terms + parsed.phrases if normalize(t)]
        if not words:
            return []
        long_words = [w for w in words if len(w) >= 3]
        short_words = [w for w in words if len(w) < 3]
        where, args = [], []
        if long_words:
            where.append("r MATCH ?")
            args.append(" AND ".join('"' + w.replace('"', '""') + '"' for w in long_words))
        for w in short_words:
            where.append("body LIKE ?")
            args.append(f"%{w}%")
        if game:
            where.append("game = ?")
            args.append(game)
        if version:
            where.append("version = ?")
            args.append(version)
        order = "ORDER BY bm25(r)" if long_words else "ORDER BY idx"
        sql = f"SELECT idx FROM r WHERE {' AND '.join(where)} {order} LIMIT ?"
        rows = self.db.execute(sql, [*args, limit]).fetchall()
        return [_hit(*self.rows[i], 1.0) for (i,) in rows]


class ThisEngine:
    name = "judge-app (whoosh + sudachi + bigrams)"

    def __init__(self, corpus: Corpus, index_dir: Path) -> None:
        self.engine = SearchEngine(corpus, index_dir=index_dir)
        self.engine.ensure_index()

    def search(self, query: str, game: str | None, version: str | None, limit: int) -> list[Hit]:
        return self.engine.search(query, game=game, version=version, limit=limit)


def latency(contender, judgements: list[Judgement], rounds: int = 3) -> tuple[float, float]:
    for j in judgements:  # warm
        contender.search(j.query, j.game, j.version, 10)
    times = []
    for _ in range(rounds):
        for j in judgements:
            t = time.perf_counter()
            contender.search(j.query, j.game, j.version, 10)
            times.append((time.perf_counter() - t) * 1000)
    times.sort()
    return statistics.median(times), times[int(len(times) * 0.95) - 1]


def replicate(corpus: Corpus, times: int) -> Corpus:
    big = Corpus(root=corpus.root)
    for n in range(times):
        for rs in corpus.rulesets:
            info = rs.info.model_copy(update={"game": rs.game if n == 0 else f"{rs.game}_copy{n}"})
            big.rulesets.append(RuleSet(info=info, records=[r.model_copy(deep=True) for r in rs.records]))
    return big


def main() -> None:
    corpus = load_corpus()
    judgements = load_judgements(EVAL)
    print(f"machine: {describe()}")
    print(f"records: {sum(len(rs.records) for rs in corpus.rulesets)}, queries: {len(judgements)}\n")
    print("| contender | build (s) | p50 (ms) | p95 (ms) | MRR@10 | recall@10 |")
    print("|---|---|---|---|---|---|")
    with tempfile.TemporaryDirectory() as tmp:
        makers = [
            ("this", lambda: ThisEngine(corpus, Path(tmp) / "x1")),
            ("fts5", lambda: Fts5Trigram(corpus)),
            ("scan", lambda: Substring(corpus)),
        ]
        for _, make in makers:
            t = time.perf_counter()
            contender = make()
            build = time.perf_counter() - t
            report = evaluate(judgements, contender.search, k=10)
            p50, p95 = latency(contender, judgements)
            print(f"| {contender.name} | {build:.2f} | {p50:.2f} | {p95:.2f} | {report.mrr:.3f} | "
                  f"{report.recall10:.3f} |")
        big = replicate(corpus, 20)
        t = time.perf_counter()
        contender = ThisEngine(big, Path(tmp) / "x20")
        build = time.perf_counter() - t
        report = evaluate(judgements, contender.search, k=10)
        p50, p95 = latency(contender, judgements, rounds=1)
        records = sum(len(rs.records) for rs in big.rulesets)
        print(f"| {contender.name}, 20× corpus ({records} records) | {build:.2f} | {p50:.2f} | {p95:.2f} | "
              f"{report.mrr:.3f} | {report.recall10:.3f} |")


if __name__ == "__main__":
    main()
