"""The approved-only filter switched in the app: the search index updated in place against a new engine.

The rulings plugin points the window's engine at the rulings shown and calls ``sync_rulings``, which
writes only the rulings that enter or leave the index; before, each switch made a new engine and built the
whole index. Same corpus, same rulings (the shipped ones plus ``--drafts`` drafts), same run. Run by hand:
``.venv/bin/python benchmarks/rulings_filter_bench.py``. Wall clock and, in brackets, CPU time.
"""

from __future__ import annotations

import argparse
import shutil
import statistics
import sys
import tempfile
import time
from pathlib import Path

import yaml

sys.path.insert(0, str(Path(__file__).resolve().parent))
from _machine import describe

from judge_app.corpus import default_corpus
from judge_app.rulings import Status
from judge_app.rulings.search_docs import RulingsSource
from judge_app.search import SearchEngine

ROOT = Path(__file__).resolve().parents[1]


def timed(fn) -> tuple[float, float]:
    wall, cpu = time.perf_counter(), time.process_time()
    fn()
    return time.perf_counter() - wall, time.process_time() - cpu


def main() -> int:
    ap = argparse.ArgumentParser(description=__doc__)
    ap.add_argument("--drafts", type=int, default=30, help="draft rulings beside the shipped (approved) ones")
    ap.add_argument("--rounds", type=int, default=5, help="switches each way")
    ns = ap.parse_args()
    print(describe())
    corpus = default_corpus()
    tmp = Path(tempfile.mkdtemp())
    try:
        root = tmp / "rulings"
        shutil.copytree(ROOT / "rulings", root)
        qa = yaml.safe_load((ROOT / "rulings" / "aquarian" / "aquarian-qa12.yaml").read_text(encoding="utf-8"))
        qa.pop("scenario", None)
        qa.pop("expect", None)
        for i in range(ns.drafts):
            qa.update(id=f"aquarian-draft-{i}", status="draft", title=f"下書き {i}")
            (root / "aquarian" / f"aquarian-draft-{i}.yaml").write_text(yaml.safe_dump(qa, allow_unicode=True),
                                                                        encoding="utf-8")
        approved = RulingsSource(root, statuses=[Status.APPROVED])
        every = RulingsSource(root)
        shipped = len(approved.rulings())
        engine = SearchEngine(corpus, index_dir=tmp / "index", extra_documents=approved)
        engine.ensure_index()
        in_place: list[tuple[float, float]] = []
        for _ in range(ns.rounds):
            for source in (every, approved):
                engine.extra_documents = source
                in_place.append(timed(engine.sync_rulings))
        engine.close()
        rebuilt: list[tuple[float, float]] = []
        for i in range(ns.rounds):
            fresh = SearchEngine(corpus, index_dir=tmp / f"index-{i}",
                                 extra_documents=every if i % 2 == 0 else approved)
            rebuilt.append(timed(fresh.ensure_index))
            fresh.close()
    finally:
        shutil.rmtree(tmp, ignore_errors=True)

    def line(name: str, runs: list[tuple[float, float]]) -> str:
        walls, cpus = [w for w, _ in runs], [c for _, c in runs]
        return (f"{name:<38} median {statistics.median(walls) * 1000:8.1f} ms "
                f"(CPU {statistics.median(cpus) * 1000:8.1f} ms), n={len(runs)}")

    print(f"rulings: {shipped} shipped approved + {ns.drafts} drafts; a switch moves the drafts in or out")
    print(line("switch, index updated in place", in_place))
    print(line("switch, new engine and full build", rebuilt))
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
