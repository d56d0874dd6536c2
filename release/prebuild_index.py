"""Build step after PyInstaller: put a search index for the shipped documents inside the bundle.

    python release/prebuild_index.py dist/judge-app

The bundle builds the index itself (its own analyser and dictionary, so the index and the cache key are
exactly what it computes at run time): it is run once with an empty HOME, and the index folder it leaves
in that user's cache is copied to ``_internal/judge_app/_data/index/<key>``. At start the app copies it to
the user's cache (``judge_app.paths.seed_search_index``), so the first search answers at once.
"""

from __future__ import annotations

import os
import shutil
import subprocess
import sys
import tempfile
from pathlib import Path

import platformdirs


def main(argv: list[str]) -> int:
    if len(argv) != 1:
        print(__doc__.strip().splitlines()[2].strip(), file=sys.stderr)
        return 2
    bundle = Path(argv[0]).resolve()
    exe = bundle / ("judge-app.exe" if os.name == "nt" else "judge-app")
    data = bundle / "_internal" / "judge_app" / "_data"
    if not exe.is_file() or not data.is_dir():
        print(f"prebuild_index: {bundle} is not a built bundle (no {exe.name} or judge_app/_data)", file=sys.stderr)
        return 1
    with tempfile.TemporaryDirectory() as tmp_name:
        home = Path(tmp_name)
        env = {k: v for k, v in os.environ.items() if not k.startswith(("XDG_", "JUDGE_APP_"))}
        env.update(HOME=str(home), USERPROFILE=str(home), LOCALAPPDATA=str(home / "AppData" / "Local"),
                   APPDATA=str(home / "AppData" / "Roaming"))
        # Any search builds the index; the query does not matter.
        subprocess.run([str(exe), "search", "--limit", "1", "先制攻撃"], cwd=home, env=env, check=True,
                       stdout=subprocess.DEVNULL, timeout=600)
        built = [p.parent for p in home.rglob("judge_app_index.json")]
        if not built:  # Windows finds the cache through the shell, not HOME: the newest index there
            cache = Path(platformdirs.user_cache_dir("judge-app", appauthor=False)) / "index"
            built = sorted((p.parent for p in cache.glob("*/judge_app_index.json")),
                           key=lambda p: p.stat().st_mtime)[-1:]
        if len(built) != 1:
            print(f"prebuild_index: expected one index under the empty HOME, found {len(built)}", file=sys.stderr)
            return 1
        target = data / "index" / built[0].name
        shutil.rmtree(data / "index", ignore_errors=True)
        shutil.copytree(built[0], target)
    print(f"prebuild_index: {target.relative_to(bundle)}")
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
