"""Digest of every scenario's ``judge-app resolve --json`` output, to show a refactor left the engine's answers alone.

    python benchmarks/resolve_snapshot.py write before.json [--dump DIR] [--subprocess]
    python benchmarks/resolve_snapshot.py compare before.json [--dump DIR] [--subprocess]

Each scenario under ``tests/scenarios/<game>/`` and each ruling position under
``rulings/<game>/positions/`` is resolved and its stdout, stderr and exit status are hashed;
``compare`` names every file whose digest moved and exits 1 if any did.
By default the command runs in this process (fast, same code path as the console script);
``--subprocess`` runs the installed ``judge-app`` command once per file instead. ``--dump``
also keeps the raw outputs, so a difference can be read with ``diff -r``.
To snapshot another checkout, run this file with that checkout first on ``PYTHONPATH``.
"""

from __future__ import annotations

import argparse
import contextlib
import hashlib
import io
import json
import os
import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
SCENARIOS = ROOT / "tests" / "scenarios"
POSITIONS = ROOT / "rulings"


def _run_inline(path: Path) -> tuple[str, str, int]:
    from judge_app.cli import run_cli

    out, err = io.StringIO(), io.StringIO()
    with contextlib.redirect_stdout(out), contextlib.redirect_stderr(err):
        rc = run_cli(["resolve", "--json", str(path.relative_to(ROOT))])
    return out.getvalue(), err.getvalue(), rc


def _run_command(path: Path) -> tuple[str, str, int]:
    exe = Path(sys.executable).with_name("judge-app")
    done = subprocess.run([str(exe), "resolve", "--json", str(path.relative_to(ROOT))], cwd=ROOT,
                          capture_output=True, text=True, encoding="utf-8", check=False)
    return done.stdout, done.stderr, done.returncode


def snapshot(use_subprocess: bool, dump: Path | None) -> dict[str, dict[str, object]]:
    run = _run_command if use_subprocess else _run_inline
    os.chdir(ROOT)  # the command is given the path as a user would type it, relative to the checkout
    digests: dict[str, dict[str, object]] = {}
    files = [(p, str(p.relative_to(SCENARIOS))) for p in sorted(SCENARIOS.glob("*/*.json"))]
    files += [(p, "rulings/" + str(p.relative_to(POSITIONS))) for p in sorted(POSITIONS.glob("*/positions/*.json"))]
    for path, name in files:
        out, err, rc = run(path)
        digests[name] = {"out": hashlib.sha256(out.encode()).hexdigest(),
                         "err": hashlib.sha256(err.encode()).hexdigest(), "rc": rc}
        if dump is not None:
            target = dump / name
            target.parent.mkdir(parents=True, exist_ok=True)
            target.with_suffix(".out").write_text(out, encoding="utf-8")
            target.with_suffix(".err").write_text(err, encoding="utf-8")
    return digests


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("mode", choices=("write", "compare"))
    ap.add_argument("digests", type=Path, help="the digest file to write or compare against")
    ap.add_argument("--dump", type=Path, help="also keep every output under this folder")
    ap.add_argument("--subprocess", action="store_true", help="run the judge-app command once per file")
    ns = ap.parse_args(argv)
    now = snapshot(ns.subprocess, ns.dump)
    if ns.mode == "write":
        ns.digests.write_text(json.dumps(now, indent=1, sort_keys=True) + "\n", encoding="utf-8")
        print(f"{len(now)} scenarios -> {ns.digests}")
        return 0
    before = json.loads(ns.digests.read_text(encoding="utf-8"))
    moved = sorted(k for k in before.keys() | now.keys() if before.get(k) != now.get(k))
    for name in moved:
        print(f"differs: {name}")
    print(f"{len(now)} scenarios, {len(moved)} differ")
    return 1 if moved else 0


if __name__ == "__main__":
    sys.exit(main())
