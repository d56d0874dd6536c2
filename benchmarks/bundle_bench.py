"""Distribution timings and sizes: a fresh clone to a searchable window, and the standalone bundle.

    python benchmarks/bundle_bench.py first-run [--cold]      # git clone + make run, until search answers
    python benchmarks/bundle_bench.py bundle [dist/judge-app] # folder and archive size, start to window

``first-run`` clones this repository's HEAD into a temporary folder and runs ``make run`` there with an
empty HOME and the offscreen Qt platform, stopping the app once it prints its ready line; ``--cold`` gives
pip an empty cache (every wheel downloaded), otherwise the user's pip cache is used. ``bundle`` measures the
built one-folder app: its size on disk, as .tar.gz and .zip, and process start to the ready line, first with
an empty HOME (the shipped index copied to the cache) and then again with the cache warm.
"""

from __future__ import annotations

import argparse
import os
import re
import shutil
import signal
import subprocess
import sys
import tarfile
import tempfile
import time
import zipfile
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

from benchmarks._machine import describe  # noqa: E402

READY = re.compile(r"judge-app: ready — window(?: “[^”]*”)? in ([0-9.]+) s, search in ([0-9.]+) s \(([^)]*)\)")


def _clean_env(home: Path) -> dict[str, str]:
    env = {k: v for k, v in os.environ.items()
           if not k.startswith(("XDG_", "JUDGE_APP_", "VIRTUAL_ENV", "PYTHON"))}
    env.update(HOME=str(home), QT_QPA_PLATFORM="offscreen")
    return env


def run_until_ready(cmd: list[str], cwd: Path, env: dict[str, str], timeout: float = 1800) -> tuple[float, str]:
    """Start ``cmd``; return the seconds to the ready line and the line, then stop the process group."""
    start = time.perf_counter()
    proc = subprocess.Popen(cmd, cwd=cwd, env=env, stdout=subprocess.PIPE, stderr=subprocess.STDOUT, text=True,
                            start_new_session=True)
    assert proc.stdout is not None
    try:
        for line in proc.stdout:
            if time.perf_counter() - start > timeout:
                raise TimeoutError(cmd)
            if READY.search(line):
                return time.perf_counter() - start, line.strip()
            sys.stderr.write(f"  | {line}")
        raise RuntimeError(f"{cmd} ended without a ready line (exit {proc.wait()})")
    finally:
        if proc.poll() is None:
            os.killpg(proc.pid, signal.SIGTERM)
            try:
                proc.wait(timeout=20)
            except subprocess.TimeoutExpired:
                os.killpg(proc.pid, signal.SIGKILL)
                proc.wait()


def first_run(cold: bool) -> None:
    with tempfile.TemporaryDirectory() as tmp_name:
        tmp = Path(tmp_name)
        env = _clean_env(tmp / "home")
        if cold:
            env["PIP_CACHE_DIR"] = str(tmp / "pip-cache")
        else:
            env["PIP_CACHE_DIR"] = os.environ.get("PIP_CACHE_DIR", str(Path.home() / ".cache" / "pip"))
        start = time.perf_counter()
        subprocess.run(["git", "clone", "--quiet", str(ROOT), str(tmp / "clone")], check=True)
        cloned = time.perf_counter() - start
        seconds, line = run_until_ready(["make", "run"], tmp / "clone", env)
        total = cloned + seconds
        print(f"{describe()}")
        print(f"first run ({'empty' if cold else 'warm'} pip cache): clone {cloned:.1f} s, make run to ready "
              f"{seconds:.1f} s, total {total:.1f} s")
        print(f"  {line}")
        venv = tmp / "clone" / ".venv"
        print(f"  environment: {_size(venv) / 1e6:.0f} MB")


def _size(path: Path) -> int:
    return sum(p.stat().st_size for p in path.rglob("*") if p.is_file() and not p.is_symlink())


def bundle(folder: Path, runs: int) -> None:
    folder = folder.resolve()
    exe = folder / "judge-app"
    with tempfile.TemporaryDirectory() as tmp_name:
        tmp = Path(tmp_name)
        with tarfile.open(tmp / "b.tar.gz", "w:gz") as tar:
            tar.add(folder, arcname=folder.name)
        # xz as the Linux release archive uses it (several minutes on two cores).
        subprocess.run(["tar", "-cJf", str(tmp / "b.tar.xz"), "-C", str(folder.parent), folder.name], check=True,
                       env={**os.environ, "XZ_OPT": "-6 -T0"})
        with zipfile.ZipFile(tmp / "b.zip", "w", zipfile.ZIP_DEFLATED, compresslevel=9) as zf:
            for p in sorted(folder.rglob("*")):
                if p.is_file():
                    zf.write(p, p.relative_to(folder.parent))
        print(describe())
        tgz, zipped, txz = ((tmp / f"b.{ext}").stat().st_size for ext in ("tar.gz", "zip", "tar.xz"))
        print(f"bundle {folder}: folder {_size(folder) / 1e6:.0f} MB, .tar.gz {tgz / 1e6:.0f} MB, "
              f".zip {zipped / 1e6:.0f} MB, .tar.xz {txz / 1e6:.0f} MB")
        biggest = sorted(((_size(p) if p.is_dir() else p.stat().st_size, p.name)
                          for p in (folder / "_internal").iterdir()), reverse=True)[:8]
        print("  largest parts: " + ", ".join(f"{name} {size / 1e6:.0f} MB" for size, name in biggest))
        home = tmp / "home"
        env = _clean_env(home)
        for n in range(runs + 1):
            seconds, line = run_until_ready([str(exe)], tmp, env, timeout=300)
            label = "empty HOME (first start)" if n == 0 else f"warm run {n}"
            print(f"  {label}: start to ready line {seconds:.2f} s — {READY.search(line).group(0)}")


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    sub = parser.add_subparsers(dest="what", required=True)
    fr = sub.add_parser("first-run")
    fr.add_argument("--cold", action="store_true", help="an empty pip cache")
    bp = sub.add_parser("bundle")
    bp.add_argument("folder", nargs="?", default=str(ROOT / "dist" / "judge-app"))
    bp.add_argument("--runs", type=int, default=3)
    ns = parser.parse_args()
    if ns.what == "first-run":
        if shutil.which("make") is None:
            parser.error("make is needed")
        first_run(ns.cold)
    else:
        bundle(Path(ns.folder), ns.runs)
    return 0


if __name__ == "__main__":
    sys.exit(main())
