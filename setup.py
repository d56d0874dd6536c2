"""Build hook: the wheel carries the repository's data folders inside the package.

``rules_text/``, ``rulings/`` and ``resources/`` stay at the top of the repository, one copy in git. Building
a wheel copies them to ``judge_app/_data/`` in the build tree, where ``judge_app.paths`` finds them through
``importlib.resources``. An editable install skips the copy: it reads the checkout's folders in place.
Everything else about the package is declared in ``pyproject.toml``.
"""

from __future__ import annotations

import shutil
from pathlib import Path

from setuptools import setup
from setuptools.command.build_py import build_py

ROOT = Path(__file__).resolve().parent
SHIPPED = ("rules_text", "rulings", "resources")
PACKAGED = Path("judge_app") / "_data"
# Sources and editor leftovers the app never reads; the .ts catalogues are compiled to the .qm beside them.
SKIP = shutil.ignore_patterns(".*", "__pycache__", "*.py[cod]", "*~", "*.ts")


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


setup(cmdclass={"build_py": BuildPyWithData})
