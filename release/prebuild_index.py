"""Build step: put a search index for the shipped documents inside a built app (a bundle or a wheel).

    python release/prebuild_index.py dist/judge-app

The app builds the index itself (its own analyser and dictionary, so the index and the cache key are exactly
what it computes at run time): it is run once with an empty HOME, and the index folder it leaves in that
user's cache is copied to ``judge_app/_data/index/<key>`` of the built app. At start the app copies it to
the user's cache and seals it for that install (``judge_app.prebuilt_index``), so the first search answers
at once. ``setup.py`` calls ``prebuild`` the same way for the wheel, running the package from its build
folder. ``make bundle`` needs no step of its own: the bundle carries the runtime's dictionary, so the wheel's
index has the key the bundle computes. Run this on a bundle built with another dictionary (``SUDACHI_DICT``),
whose key differs.
"""

from __future__ import annotations

import os
import shutil
import subprocess
import sys
import tempfile
from collections.abc import Mapping, Sequence
from pathlib import Path

import platformdirs

# Any search builds the index; the query does not matter.
SEARCH_ARGS = ("search", "--limit", "1", "先制攻撃")


class PrebuildError(Exception):
    """The app could not build its index, or left none where expected."""


def prebuild(command: Sequence[str], data: Path, env: Mapping[str, str] | None = None) -> Path:
    """Run ``command`` (the app's CLI) with ``SEARCH_ARGS`` under an empty HOME and copy the index it builds to
    ``data/index/<key>`` (replacing any index there); returns that folder."""
    with tempfile.TemporaryDirectory() as tmp_name:
        home = Path(tmp_name)
        clean = {k: v for k, v in (env if env is not None else os.environ).items()
                 if not k.startswith(("XDG_", "JUDGE_APP_"))}
        clean.update(HOME=str(home), USERPROFILE=str(home), LOCALAPPDATA=str(home / "AppData" / "Local"),
                     APPDATA=str(home / "AppData" / "Roaming"))
        out = subprocess.run([*command, *SEARCH_ARGS], cwd=home, env=clean, stdout=subprocess.DEVNULL,
                             stderr=subprocess.PIPE, text=True, timeout=900, check=False)
        if out.returncode != 0:
            raise PrebuildError(f"the search that builds the index failed ({out.returncode}): {out.stderr.strip()}")
        built = [p.parent for p in home.rglob("judge_app_index.json")]
        if not built:  # Windows finds the cache through the shell, not HOME: the newest index there
            cache = Path(platformdirs.user_cache_dir("judge-app", appauthor=False)) / "index"
            built = sorted((p.parent for p in cache.glob("*/judge_app_index.json")),
                           key=lambda p: p.stat().st_mtime)[-1:]
        if len(built) != 1:
            raise PrebuildError(f"expected one index under the empty HOME, found {len(built)}")
        target = data / "index" / built[0].name
        shutil.rmtree(data / "index", ignore_errors=True)
        shutil.copytree(built[0], target)
    return target


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
    try:
        target = prebuild([str(exe)], data)
    except PrebuildError as exc:
        print(f"prebuild_index: {exc}", file=sys.stderr)
        return 1
    print(f"prebuild_index: {target.relative_to(bundle)}")
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
