"""Search quality and speed against two peers, on the same records and queries.

Contenders: this engine (Whoosh, Japanese analysis); SQLite FTS5 with the
trigram tokenizer; a normalised substring scan in document order (what Ctrl+F
in a PDF does, minus the PDF's broken lines). Then this engine with each
morphological analyser (SudachiPy split modes A, B, C and Janome), and on a
corpus 20 times larger. Run by hand: ``.venv/bin/python benchmarks/search_bench.py``
(``--no-20x`` and ``--no-modes`` skip the slow parts). Last, a ruling saved 20
times through ``put_ruling`` (the index updated in place) against a rebuild.

Latency is warm and in process. Build time is wall clock and, in brackets, the
process's CPU time: on a shared machine the second is the steadier number.
"""

from __future__ import annotations

import argparse
import shutil
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
from judge_app.rulings.search_docs import RulingsSource, to_document
from judge_app.rulings.store import load_ruling, save_ruling
from judge_app.search import Hit, SearchEngine
from judge_app.search.analysis import DEFAULT_MORPH_MODE, MORPH_MODES, morph_tokens, morphemes
from judge_app.search.evaluate import Judgement, evaluate, load_judgements
from judge_app.search.query import parse_query

ROOT = Path(__file__).resolve().parents[1]
EVAL = ROOT / "tests" / "data" / "search_eval.jsonl"
# Read for its figures only: never tuned on (tests/data/README.md).
BLIND = EVAL.with_name("search_eval_blind.jsonl")


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
    def __init__(self, corpus: Corpus, index_dir: Path, morph_mode: str = DEFAULT_MORPH_MODE) -> None:
        self.name = f"judge-app (Whoosh postings, {morph_mode} + character bigrams)"
        morphemes.cache_clear()  # every build starts cold, whichever analyser ran before
        morph_tokens("準備", morph_mode)  # load the dictionary outside the timed build
        self.engine = SearchEngine(corpus, index_dir=index_dir, morph_mode=morph_mode)
        self.engine.ensure_index()

    def search(self, query: str, game: str | None, version: str | None, limit: int) -> list[Hit]:
        return self.engine.search(query, game=game, version=version, limit=limit)


def latency(contender, judgements: list[Judgement], rounds: int = 3) -> dict[str, float]:
    """p50/p95 over every query; p95 of the queries with a game filter; the slowest query without one."""
    for j in judgements:  # warm
        contender.search(j.query, j.game, j.version, 10)
    times: list[tuple[float, bool]] = []
    for _ in range(rounds):
        for j in judgements:
            t = time.perf_counter()
            contender.search(j.query, j.game, j.version, 10)
            times.append(((time.perf_counter() - t) * 1000, j.game is not None))
    every = sorted(t for t, _ in times)
    filtered = sorted(t for t, g in times if g)
    unfiltered = [t for t, g in times if not g]
    return {"p50": statistics.median(every), "p95": _p95(every), "p95_game": _p95(filtered),
            "max_all_games": max(unfiltered, default=0.0)}


def _p95(values: list[float]) -> float:
    return values[max(0, int(len(values) * 0.95) - 1)] if values else 0.0


def timed(make):
    wall, cpu = time.perf_counter(), time.process_time()
    made = make()
    return made, time.perf_counter() - wall, time.process_time() - cpu


def row(name: str, build: float, cpu: float | None, lat: dict[str, float], report, blind=None) -> str:
    spent = f"{build:.2f}" + (f" ({cpu:.2f})" if cpu is not None else "")
    unseen = f" {blind.mrr:.3f} | {blind.recall10:.3f} |" if blind is not None else " – | – |"
    return (f"| {name} | {spent} | {lat['p50']:.2f} | {lat['p95']:.2f} | {lat['p95_game']:.2f} | "
            f"{lat['max_all_games']:.1f} | {report.mrr:.3f} | {report.recall10:.3f} |{unseen}")


def replicate(corpus: Corpus, times: int) -> Corpus:
    big = Corpus(root=corpus.root)
    for n in range(times):
        for rs in corpus.rulesets:
            info = rs.info.model_copy(update={"game": rs.game if n == 0 else f"{rs.game}_copy{n}"})
            big.rulesets.append(RuleSet(info=info, records=[r.model_copy(deep=True) for r in rs.records]))
    return big


def ruling_saves(corpus: Corpus, tmp: Path, saves: int = 20) -> str:
    """A ruling edited and saved ``saves`` times, each applied in place (``put_ruling``); and a full rebuild.

    The rulings source's own re-read of its files after a save (``files()``) is timed apart: it belongs to
    the rulings store, not to the index.
    """
    rulings = tmp / "rulings"
    shutil.copytree(ROOT / "rulings", rulings)
    source = RulingsSource(rulings)
    engine = SearchEngine(corpus, index_dir=tmp / "saves", extra_documents=source, secret_file=tmp / "saves.key")
    _, build, build_cpu = timed(engine.ensure_index)
    engine.search("ドロー", limit=10)
    path = sorted(rulings.glob("*/*.yaml"))[0]
    walls, cpus, source_cpus = [], [], []
    for n in range(saves):
        ruling = load_ruling(path)
        ruling.answer = f"{ruling.answer.strip()}\n(benchmark edit {n})"
        save_ruling(ruling, path)
        _, _, cpu = timed(source.files)
        source_cpus.append(cpu * 1000)
        _, wall, cpu = timed(lambda r=ruling: engine.put_ruling(to_document(r)))
        walls.append(wall * 1000)
        cpus.append(cpu * 1000)
        engine.search("ドロー", limit=10)
    engine.close()
    again = SearchEngine(corpus, index_dir=tmp / "saves", extra_documents=source, secret_file=tmp / "saves.key")
    status, reopen, _ = timed(again.ensure_index)
    again.close()
    files = len(source.files())
    return (f"ruling save, {saves} saves of one ruling ({files} ruling files): put_ruling wall median "
            f"{statistics.median(walls):.0f} ms (max {max(walls):.0f}), CPU median {statistics.median(cpus):.0f} ms "
            f"(max {max(cpus):.0f}); the source re-reading its files {statistics.median(source_cpus):.0f} ms CPU; "
            f"full rebuild {build:.2f} s ({build_cpu:.2f} s CPU); restart after the saves "
            f"{'rebuilt' if status.rebuilt else 'opened'} in {reopen:.2f} s")


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--no-20x", action="store_true", help="skip the 20x corpus")
    ap.add_argument("--no-modes", action="store_true", help="skip the morphological analyser comparison")
    ns = ap.parse_args()
    corpus = load_corpus()
    judgements = load_judgements(EVAL)
    blind = load_judgements(BLIND) if BLIND.is_file() else []
    print(f"machine: {describe()}")
    print(f"records: {sum(len(rs.records) for rs in corpus.rulesets)}, queries: {len(judgements)} "
          f"({sum(1 for j in judgements if j.game is None)} without a game)\n")
    print("| contender | build s (CPU s) | p50 ms | p95 ms | p95 ms, one game | slowest ms, all games "
          "| MRR@10 | recall@10 | blind MRR@10 | blind recall@10 |")
    print("|---|---|---|---|---|---|---|---|---|---|")
    with tempfile.TemporaryDirectory() as tmp:
        makers = [
            (lambda: ThisEngine(corpus, Path(tmp) / "x1"), True),
            (lambda: Fts5Trigram(corpus), False),
            (lambda: Substring(corpus), False),
        ]
        for make, cpu_matters in makers:
            contender, build, cpu = timed(make)
            report = evaluate(judgements, contender.search, k=10)
            unseen = evaluate(blind, contender.search, k=10) if blind else None
            print(row(contender.name, build, cpu if cpu_matters else None, latency(contender, judgements), report,
                      unseen), flush=True)
        if not ns.no_modes:
            for mode in MORPH_MODES:
                contender, build, cpu = timed(lambda m=mode: ThisEngine(corpus, Path(tmp) / f"m-{m}", m))
                report = evaluate(judgements, contender.search, k=10)
                print(row(contender.name, build, cpu, latency(contender, judgements), report), flush=True)
        if not ns.no_20x:
            big = replicate(corpus, 20)
            contender, build, cpu = timed(lambda: ThisEngine(big, Path(tmp) / "x20"))
            report = evaluate(judgements, contender.search, k=10)
            unseen = evaluate(blind, contender.search, k=10) if blind else None
            records = sum(len(rs.records) for rs in big.rulesets)
            lat = latency(contender, judgements, rounds=1)
            print(row(f"{contender.name}, 20× corpus ({records} records)", build, cpu, lat, report, unseen),
                  flush=True)
        if (ROOT / "rulings").is_dir():
            print(f"\n{ruling_saves(corpus, Path(tmp))}", flush=True)


if __name__ == "__main__":
    main()
