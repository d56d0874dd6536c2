"""A rules version imported: the index made from the one before (in place) against a full build.

    python benchmarks/import_index_bench.py [--runs 3]

For each shipped document in turn, an index of the other documents (with the shipped rulings) is built in a
temporary cache, then the index of all of them is opened there — which makes it from the earlier one,
writing only the imported version's records and the rulings — and, in another empty cache, built whole.
Wall and CPU seconds of ``ensure_index`` for both (the analysis caches emptied first, as in a new process),
and the next start's open.
"""

from __future__ import annotations

import argparse
import statistics
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

from benchmarks._machine import describe  # noqa: E402
from judge_app.corpus import Corpus, default_corpus  # noqa: E402
from judge_app.rulings.search_docs import RulingsSource  # noqa: E402
from judge_app.search import SearchEngine, analysis  # noqa: E402


def _timed(engine: SearchEngine) -> tuple[float, float, str]:
    """``ensure_index`` timed as in a new process: no text analysed before."""
    for cached in (analysis.morphemes, analysis.gram_text, analysis._normalized):
        cached.cache_clear()
    wall, cpu = time.perf_counter(), time.process_time()
    status = engine.ensure_index()
    how = "made in place" if status.updated else "built" if status.rebuilt else "opened"
    return time.perf_counter() - wall, time.process_time() - cpu, how


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--runs", type=int, default=3)
    ns = parser.parse_args()
    corpus = default_corpus()
    rulings = RulingsSource(ROOT / "rulings")
    print(describe())
    for imported in corpus.rulesets:
        before = Corpus(rulesets=[rs for rs in corpus.rulesets if rs is not imported], errors=[], root=corpus.root)
        rows: dict[str, list[float]] = {"in place": [], "in place cpu": [], "full": [], "full cpu": [], "open": []}
        for _ in range(ns.runs):
            with tempfile.TemporaryDirectory() as tmp_name:
                tmp = Path(tmp_name)

                def engine(c: Corpus, base: str, tmp: Path = tmp) -> SearchEngine:
                    return SearchEngine(c, index_dir=tmp / base, extra_documents=rulings, secret_file=tmp / "key")

                first = engine(before, "cache")
                first.ensure_index()
                first.close()
                made = engine(corpus, "cache")
                wall, cpu, how = _timed(made)
                assert how == "made in place", how
                made.close()
                rows["in place"].append(wall)
                rows["in place cpu"].append(cpu)
                again = engine(corpus, "cache")
                wall, _cpu, how = _timed(again)
                assert how == "opened", how
                again.close()
                rows["open"].append(wall)
                full = engine(corpus, "other")
                wall, cpu, how = _timed(full)
                full.close()
                rows["full"].append(wall)
                rows["full cpu"].append(cpu)
        med = {k: statistics.median(v) for k, v in rows.items()}
        print(f"import {imported.game} {imported.version} ({len(imported.records)} records): in place "
              f"{med['in place']:.2f} s wall / {med['in place cpu']:.2f} s CPU; full build {med['full']:.2f} s wall "
              f"/ {med['full cpu']:.2f} s CPU; next start opens it in {med['open']:.2f} s (medians of {ns.runs})")
    return 0


if __name__ == "__main__":
    sys.exit(main())
