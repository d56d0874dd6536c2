"""The child Python of a two-segment index build (``segments.write_parallel``): writes one run of documents.

    python -m judge_app.search.segment_worker --morph MODE --setup SETUP [--limitmb MB] FOLDER

Reads the documents (a JSON list of field mappings) on stdin, writes them as a new one-segment index in
FOLDER, printing ``progress N`` lines on the way and, last, ``segment`` with the segment for the parent to
list and the documents' text length. Refuses (exit status 2) when its analyser is not the parent's (``SETUP``).
"""

from __future__ import annotations

import argparse
import base64
import json
import pickle
import sys
from pathlib import Path

from judge_app.search import segments
from judge_app.search.index import analysis_setup, build_schema


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--morph", required=True)
    parser.add_argument("--setup", required=True)
    parser.add_argument("--limitmb", type=int, default=256)
    parser.add_argument("folder", type=Path)
    ns = parser.parse_args(argv)
    if analysis_setup(ns.morph) != ns.setup:
        print(f"this Python analyses text as {analysis_setup(ns.morph)}, not {ns.setup}", file=sys.stderr)
        return 2
    docs = [("", doc) for doc in json.loads(sys.stdin.buffer.read().decode("utf-8"))]

    def report(done: int) -> None:
        print(f"{segments.PROGRESS_LINE}{done}", flush=True)

    written = segments.write_part(ns.folder, build_schema(ns.morph), docs, report, ns.limitmb)
    print(f"{segments.SEGMENT_LINE}{base64.b64encode(pickle.dumps(written)).decode('ascii')}", flush=True)
    return 0


if __name__ == "__main__":
    sys.exit(main())
