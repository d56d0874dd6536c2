"""First start of the installed wheel: process start to the first search's answer, with an empty HOME.

    python benchmarks/first_start_bench.py [--runs 3]

Builds the wheel from a copy of this tree, installs it (no dependencies: they come from this environment
through a path line, as in tests/packaging/test_pkg_wheel.py) into a fresh venv, and times
``judge-app search --limit 1 先制攻撃`` from another folder: with the index the wheel ships, then with that
index taken out of the install (the wheel as it was before it shipped one: the first search builds), each
with an empty HOME, and once more with a warm HOME.
"""

from __future__ import annotations

import argparse
import os
import shutil
import statistics
import subprocess
import sys
import sysconfig
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

from benchmarks._machine import describe  # noqa: E402

BUILD_INPUTS = ("pyproject.toml", "setup.py", "MANIFEST.in", "LICENSE", "README.md", "judge_app", "rules_text",
                "rulings", "resources", "release")
SEARCH = ("search", "--limit", "1", "先制攻撃")


def build_and_install(tmp: Path) -> tuple[Path, Path, float]:
    """The venv's judge-app, its site-packages, and the wheel build's seconds."""
    src = tmp / "src"
    for name in BUILD_INPUTS:
        if (ROOT / name).is_dir():
            shutil.copytree(ROOT / name, src / name, ignore=shutil.ignore_patterns("__pycache__", "*.pyc"))
        else:
            src.mkdir(exist_ok=True)
            shutil.copy2(ROOT / name, src / name)
    started = time.perf_counter()
    subprocess.run([sys.executable, "-m", "pip", "wheel", "--quiet", "--no-deps", "--no-build-isolation",
                    "--wheel-dir", str(tmp / "dist"), str(src)], check=True)
    built = time.perf_counter() - started
    (wheel,) = (tmp / "dist").glob("judge_app-*.whl")
    venv = tmp / "venv"
    subprocess.run([sys.executable, "-m", "venv", "--without-pip", str(venv)], check=True)
    python = venv / "bin" / "python"
    site = Path(subprocess.run([str(python), "-c", "import sysconfig; print(sysconfig.get_paths()['purelib'])"],
                               check=True, capture_output=True, text=True).stdout.strip())
    deps = sorted({sysconfig.get_paths()["purelib"], sysconfig.get_paths()["platlib"]})
    (site / "zz_bench_dependencies.pth").write_text("".join(f"{d}\n" for d in deps), encoding="utf-8")
    subprocess.run([sys.executable, "-m", "pip", "--python", str(python), "install", "--quiet", "--no-deps",
                    "--no-index", str(wheel)], check=True)
    return venv / "bin" / "judge-app", site, built


def timed(cli: Path, home: Path, workdir: Path) -> float:
    env = {k: v for k, v in os.environ.items() if not k.startswith(("XDG_", "JUDGE_APP_", "PYTHON", "VIRTUAL_ENV"))}
    env["HOME"] = str(home)
    started = time.perf_counter()
    subprocess.run([str(cli), *SEARCH], cwd=workdir, env=env, check=True, stdout=subprocess.DEVNULL,
                   stderr=subprocess.DEVNULL)
    return time.perf_counter() - started


def series(cli: Path, tmp: Path, label: str, runs: int) -> None:
    first, warm = [], []
    for n in range(runs):
        home = tmp / f"home-{label}-{n}"
        home.mkdir()
        first.append(timed(cli, home, tmp))
        warm.append(timed(cli, home, tmp))
    print(f"  {label}: first start {', '.join(f'{s:.2f}' for s in first)} s (median "
          f"{statistics.median(first):.2f} s); warm {statistics.median(warm):.2f} s")


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--runs", type=int, default=3)
    ns = parser.parse_args()
    with tempfile.TemporaryDirectory() as tmp_name:
        tmp = Path(tmp_name)
        cli, site, built = build_and_install(tmp)
        print(describe())
        print(f"wheel built in {built:.1f} s (the shipped index built within)")
        series(cli, tmp, "wheel with its index", ns.runs)
        shutil.rmtree(site / "judge_app" / "_data" / "index")
        series(cli, tmp, "wheel without an index", ns.runs)
    return 0


if __name__ == "__main__":
    sys.exit(main())
