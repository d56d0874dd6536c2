"""Time to load and parse every rules document (run by hand)."""

from __future__ import annotations

import statistics
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))
from _machine import describe

from judge_app.corpus import load_corpus


def main() -> None:
    load_corpus()  # warm imports
    times = []
    for _ in range(10):
        t = time.perf_counter()
        corpus = load_corpus()
        times.append(time.perf_counter() - t)
    records = sum(len(rs.records) for rs in corpus.rulesets)
    print(f"machine: {describe()}")
    print(f"documents: {len(corpus.rulesets)}, records: {records}, errors: {len(corpus.errors)}")
    print(f"load all: median {statistics.median(times) * 1000:.0f} ms, max {max(times) * 1000:.0f} ms (10 runs)")


if __name__ == "__main__":
    main()
