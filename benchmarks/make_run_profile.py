"""Where `make run` spends its time from a fresh clone: each step make runs, then the app's own start.

    python benchmarks/make_run_profile.py [--pip-cache DIR] [--runs 2]

Clones this repository's HEAD into a temporary folder and runs ``make run`` there with an empty HOME and
the offscreen Qt platform, timestamping each line make prints (it echoes every command as it starts it), so
the venv, the locked install, the editable install and the app's start are timed apart; the app's ready line
splits its start into window and search. ``--pip-cache`` keeps pip's cache in DIR across runs: the first
run fills it (an empty cache), the next ones measure the warm case, as a second clone on the same machine.
With ``uv`` on the PATH the Makefile installs with it (its cache: ``UV_CACHE_DIR``); ``UV= python ...`` forces
pip. ``--keep-home`` reuses one HOME across runs, so the app's own cache (its search index) is warm too.
"""

from __future__ import annotations

import argparse
import os
import shutil
import signal
import subprocess
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

from benchmarks._machine import describe  # noqa: E402
from benchmarks.bundle_bench import READY, _clean_env  # noqa: E402

STEPS = (("venv", " venv "), ("locked install", "-r requirements.lock"), ("editable install", " -e ."),
         ("app", "judge-app-gui"))


def profile(pip_cache: Path, home: Path | None) -> dict[str, float]:
    with tempfile.TemporaryDirectory() as tmp_name:
        tmp = Path(tmp_name)
        env = _clean_env(home or tmp / "home")
        env["PIP_CACHE_DIR"] = str(pip_cache)
        start = time.perf_counter()
        subprocess.run(["git", "clone", "--quiet", str(ROOT), str(tmp / "clone")], check=True)
        marks: dict[str, float] = {"clone": time.perf_counter() - start}
        began = time.perf_counter()
        proc = subprocess.Popen(["make", "run"], cwd=tmp / "clone", env=env, stdout=subprocess.PIPE,
                                stderr=subprocess.STDOUT, text=True, start_new_session=True)
        assert proc.stdout is not None
        try:
            for line in proc.stdout:
                now = time.perf_counter() - began
                for name, needle in STEPS:
                    if needle in line and name not in marks:
                        marks[name] = now
                ready = READY.search(line)
                if ready:
                    marks["ready"] = now
                    marks["window after app start"] = float(ready.group(1))
                    marks["search after app start"] = float(ready.group(2))
                    marks["how"] = ready.group(3)  # type: ignore[assignment]
                    break
        finally:
            if proc.poll() is None:
                os.killpg(proc.pid, signal.SIGTERM)
                proc.wait(timeout=30)
        return marks


def report(marks: dict[str, float]) -> str:
    order = ["venv", "locked install", "editable install", "app", "ready"]
    times = [marks.get(name) for name in order]
    spans = []
    for name, at, after in zip(order, times, [*times[1:], None], strict=True):
        if at is not None and after is not None:
            spans.append(f"{name} {after - at:.1f} s")
    return (f"clone {marks['clone']:.1f} s; make run to ready {marks.get('ready', float('nan')):.1f} s = "
            f"{'; '.join(spans)} (window {marks.get('window after app start', 0):.1f} s and search "
            f"{marks.get('search after app start', 0):.1f} s after the entry started: {marks.get('how')})")


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--pip-cache", type=Path, default=Path.home() / ".cache" / "pip")
    parser.add_argument("--runs", type=int, default=2)
    parser.add_argument("--keep-home", action="store_true", help="one HOME for every run (the app's cache warm)")
    ns = parser.parse_args()
    installer = "pip" if not os.environ.get("UV", shutil.which("uv")) else "uv"
    print(f"{describe()}; installer: {installer}")
    with tempfile.TemporaryDirectory() as home_name:
        for n in range(ns.runs):
            marks = profile(ns.pip_cache, Path(home_name) if ns.keep_home else None)
            print(f"run {n + 1}: {report(marks)}", flush=True)
    return 0


if __name__ == "__main__":
    sys.exit(main())
