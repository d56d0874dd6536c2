"""Build hook: the wheel carries the repository's data folders inside the package.

``rules_text/``, ``rulings/`` and ``resources/`` stay at the top of the repository, one copy in git. Building
a wheel copies them to ``judge_app/_data/`` in the build tree, where ``judge_app.paths`` finds them through
``importlib.resources``. An editable install skips the copy: it reads the checkout's folders in place.

The wheel also carries a search index of those documents (``judge_app/_data/index/<key>``), so a first start
searches at once: the package just built is run from the build folder with an empty HOME (as the bundle's
``release/prebuild_index.py`` can run a bundle), and the index it builds is copied in. The app trusts it only
after checking it on first use (``judge_app.prebuilt_index``). Building it needs the search's dependencies in
the build environment (``[build-system] requires``). Everything else is declared in ``pyproject.toml``.
"""

from __future__ import annotations

import importlib.util
import os
import shutil
import sys
from pathlib import Path

from setuptools import setup
from setuptools.command.build_py import build_py

ROOT = Path(__file__).resolve().parent
SHIPPED = ("rules_text", "rulings", "resources")
PACKAGED = Path("judge_app") / "_data"
# Sources and editor leftovers the app never reads; the .ts catalogues are compiled to the .qm beside them.
SKIP = shutil.ignore_patterns(".*", "__pycache__", "*.py[cod]", "*~", "*.ts")
PREBUILD = ROOT / "release" / "prebuild_index.py"
NO_INDEX = "JUDGE_APP_NO_PREBUILT_INDEX"


class BuildPyWithData(build_py):
    """``build_py`` that also places the shipped data folders inside the built package."""

    def run(self) -> None:
        super().run()
        if self.editable_mode:
            return
        target = Path(self.build_lib) / PACKAGED
        for name in SHIPPED:
            source = ROOT / name
            if not source.is_dir():
                raise SystemExit(f"setup.py: {name}/ is missing from {ROOT}; the package would carry no data")
            shutil.rmtree(target / name, ignore_errors=True)
            shutil.copytree(source, target / name, ignore=SKIP)
        if os.environ.get(NO_INDEX) == "1":
            # For a package frozen with another dictionary, whose index is then built into the bundle.
            print(f"setup.py: {NO_INDEX}=1, no search index built into the package")
            return
        self._prebuild_index(target)

    def _prebuild_index(self, data: Path) -> None:
        """Build the search index with the package just built, and put it inside the package."""
        spec = importlib.util.spec_from_file_location("prebuild_index", PREBUILD)
        if spec is None or spec.loader is None:
            raise SystemExit(f"setup.py: {PREBUILD} is missing; the wheel would carry no search index")
        prebuild = importlib.util.module_from_spec(spec)
        spec.loader.exec_module(prebuild)
        env = dict(os.environ)
        # The package in the build folder, not a checkout or an older install, is the one that runs.
        env["PYTHONPATH"] = os.pathsep.join([str(Path(self.build_lib).resolve()), *filter(None, [
            env.get("PYTHONPATH")])])
        try:
            built = prebuild.prebuild([sys.executable, "-m", "judge_app"], data, env)
        except prebuild.PrebuildError as exc:
            raise SystemExit(f"setup.py: the shipped search index could not be built: {exc}") from exc
        print(f"setup.py: search index {built.name} built into the package")


setup(cmdclass={"build_py": BuildPyWithData})
