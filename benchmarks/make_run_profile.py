"""Where `make run` spends its time from a fresh clone: each step make runs, then the app's own start.

    python benchmarks/make_run_profile.py [--cache DIR | --empty-cache] [--hide-uv] [--ref REV] [--runs 2]

Clones this repository (HEAD, or ``--ref``) into a temporary folder and runs ``make run`` there with an empty
HOME and the offscreen Qt platform, timestamping each line make prints (it echoes every command as it starts
it), so the venv, fetching uv, the locked install, the editable install and the app's start are timed apart;
the app's ready line splits its start into window and search. pip's and uv's caches are DIR/pip and DIR/uv,
and the fetched uv's wheel is kept in DIR/judge-app/tools (``--cache``, by default the user's ~/.cache, so
warm as for a second clone on the same machine); ``--empty-cache`` gives every run new empty ones.
``--hide-uv`` takes the folders holding a ``uv`` off the PATH, as on a machine without it (the Makefile then
fetches the locked uv, or falls back to pip).
``--keep-home`` reuses one HOME across runs, so the app's own cache (its search index) is warm too.
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

STEPS = (("venv", " venv "), ("fetch uv", "fetch_uv.py"), ("pip into the venv", "ensurepip"),
         ("locked install", "-r requirements.lock"), ("editable install", " -e ."), ("app", "judge-app-gui"))


def without_uv(path: str) -> str:
    """PATH less every folder that holds a uv."""
    return os.pathsep.join(d for d in path.split(os.pathsep) if d and shutil.which("uv", path=d) is None)


def profile(cache: Path | None, home: Path | None, ref: str, hide_uv: bool) -> dict[str, float]:
    with tempfile.TemporaryDirectory() as tmp_name:
        tmp = Path(tmp_name)
        env = _clean_env(home or tmp / "home")
        env["PIP_CACHE_DIR"] = str((cache or tmp / "cache") / "pip")
        env["UV_CACHE_DIR"] = str((cache or tmp / "cache") / "uv")
        env["JUDGE_APP_TOOLS_CACHE"] = str((cache or tmp / "cache") / "judge-app" / "tools")
        if hide_uv:
            env["PATH"] = without_uv(env.get("PATH", ""))
        start = time.perf_counter()
        subprocess.run(["git", "clone", "--quiet", "--no-checkout", str(ROOT), str(tmp / "clone")], check=True)
        subprocess.run(["git", "-C", str(tmp / "clone"), "checkout", "--quiet", ref], check=True)
        marks: dict[str, float] = {"clone": time.perf_counter() - start}
        began = time.perf_counter()
        proc = subprocess.Popen(["make", "run"], cwd=tmp / "clone", env=env, stdout=subprocess.PIPE,
                                stderr=subprocess.STDOUT, text=True, start_new_session=True)
        assert proc.stdout is not None
        try:
            for line in proc.stdout:
                now = time.perf_counter() - began
                if line.startswith("make: no uv"):
                    marks["note"] = line.strip()  # type: ignore[assignment]
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
    order = [name for name in (*(step for step, _ in STEPS), "ready") if name in marks]
    times = [marks[name] for name in order]
    spans = [f"{name} {after - at:.1f} s" for name, at, after in zip(order, times, times[1:], strict=False)]
    return (f"clone {marks['clone']:.1f} s; make run to ready {marks.get('ready', float('nan')):.1f} s = "
            f"{'; '.join(spans)} (window {marks.get('window after app start', 0):.1f} s and search "
            f"{marks.get('search after app start', 0):.1f} s after the entry started: {marks.get('how')})"
            + (f" [{marks['note']}]" if "note" in marks else ""))


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    caches = parser.add_mutually_exclusive_group()
    caches.add_argument("--cache", type=Path, default=Path.home() / ".cache", help="holds pip/ and uv/")
    caches.add_argument("--empty-cache", action="store_true", help="new empty pip and uv caches for each run")
    parser.add_argument("--hide-uv", action="store_true", help="no uv on the PATH")
    parser.add_argument("--ref", default="HEAD", help="the commit to clone (default HEAD)")
    parser.add_argument("--runs", type=int, default=2)
    parser.add_argument("--keep-home", action="store_true", help="one HOME for every run (the app's cache warm)")
    ns = parser.parse_args()
    on_path = shutil.which("uv", path=without_uv(os.environ["PATH"]) if ns.hide_uv else None)
    cache = "empty caches" if ns.empty_cache else f"caches in {ns.cache}"
    print(f"{describe()}; {ns.ref}; uv on the PATH: {on_path or 'none'}; {cache}")
    with tempfile.TemporaryDirectory() as home_name:
        for n in range(ns.runs):
            marks = profile(None if ns.empty_cache else ns.cache, Path(home_name) if ns.keep_home else None,
                            ns.ref, ns.hide_uv)
            print(f"run {n + 1}: {report(marks)}", flush=True)
    return 0


if __name__ == "__main__":
    sys.exit(main())
