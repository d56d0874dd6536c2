"""The first build of the search index alone: one segment against two written at once.

    python benchmarks/index_build_bench.py [--runs 3] [--workers 1 2]

Builds the index of the shipped documents and rulings (what a first ``make run`` builds) into a temporary
cache with ``workers`` 1 (one segment, one process) and 2 (two segments, the second by a child process),
alternating, each with the analysis caches emptied as in a new process. Prints wall seconds and CPU seconds
of this process and of its children, and the load average before each run (the machine may be shared).
"""

from __future__ import annotations

import argparse
import os
import resource
import statistics
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

from benchmarks._machine import describe  # noqa: E402
from judge_app.corpus import default_corpus  # noqa: E402
from judge_app.rulings.search_docs import RulingsSource  # noqa: E402
from judge_app.search import SearchEngine, analysis  # noqa: E402
from judge_app.search import index as idx  # noqa: E402


def _children_cpu() -> float:
    usage = resource.getrusage(resource.RUSAGE_CHILDREN)
    return usage.ru_utime + usage.ru_stime


def build_once(engine: SearchEngine, workers: int, folder: Path) -> tuple[float, float, float]:
    """Wall, own CPU and children's CPU seconds of one build."""
    for cached in (analysis.morphemes, analysis.gram_text, analysis._normalized):
        cached.cache_clear()
    wall, cpu, child = time.perf_counter(), time.process_time(), _children_cpu()
    idx.build(folder, engine.corpus, engine.key, b"k" * 32, None, engine.morph_mode, engine.rulings,
              engine.rulings_key, engine.setup, workers=workers)
    return time.perf_counter() - wall, time.process_time() - cpu, _children_cpu() - child


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--runs", type=int, default=3)
    parser.add_argument("--workers", type=int, nargs="+", default=[1, 2])
    ns = parser.parse_args()
    with tempfile.TemporaryDirectory() as tmp_name:
        tmp = Path(tmp_name)
        engine = SearchEngine(default_corpus(), index_dir=tmp / "cache",
                              extra_documents=RulingsSource(ROOT / "rulings"), secret_file=tmp / "key")
        documents = sum(len(rs.records) for rs in engine.corpus.rulesets) + len(engine.rulings)
        print(f"{describe()}; {documents} documents")
        analysis.morphemes("準備")  # the dictionary loaded, as the app has it before its first build
        rows: dict[int, list[tuple[float, float, float]]] = {w: [] for w in ns.workers}
        for n in range(ns.runs):
            for workers in ns.workers:
                load = os.getloadavg()[0]
                wall, cpu, child = build_once(engine, workers, tmp / f"ix-{workers}-{n}")
                rows[workers].append((wall, cpu, child))
                print(f"workers {workers}: {wall:.2f} s wall, CPU {cpu:.2f} s here + {child:.2f} s in children "
                      f"(load {load:.2f})", flush=True)
        for workers, runs in rows.items():
            print(f"workers {workers}: median {statistics.median(r[0] for r in runs):.2f} s wall, "
                  f"{statistics.median(r[1] + r[2] for r in runs):.2f} s CPU (of {len(runs)} runs)")
    return 0


if __name__ == "__main__":
    sys.exit(main())
