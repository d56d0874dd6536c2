"""The PyInstaller recipe collects every module the app loads by name, and the bundle tools hold together."""

from __future__ import annotations

import importlib
import importlib.util
import pkgutil
from pathlib import Path

import judge_app

REPO = Path(__file__).resolve().parents[2]
TABLES = ("judge_app.cli_extensions", "judge_app.corpus.profiles", "judge_app.engine.games")


def _all_modules() -> set[str]:
    return {m.name for m in pkgutil.walk_packages(judge_app.__path__, "judge_app.")}


def test_every_module_named_in_a_runtime_table_is_a_judge_app_module() -> None:
    """Promise: the modules the CLI, the parser profiles and the engine load by name are all inside the
    judge_app package, which the spec collects whole (collect_submodules), so a bundle drops none."""
    modules = _all_modules()
    for table_module in TABLES:
        # A module that imports its parts explicitly has no table: the import scan sees those.
        table = getattr(importlib.import_module(table_module), "_MODULES", {})
        names = list(table.values()) if isinstance(table, dict) else list(table)
        assert set(names) <= modules, (table_module, set(names) - modules)


def test_the_spec_collects_the_package_and_checks_the_tables() -> None:
    """Promise: the checked-in spec collects judge_app's submodules and data explicitly and refuses to build
    when a module a table names is not collected, or when it would freeze a checkout without data."""
    spec = (REPO / "judge_app.spec").read_text(encoding="utf-8")
    assert 'collect_submodules("judge_app")' in spec
    assert 'collect_data_files("judge_app")' in spec
    for table_module in TABLES:
        assert f'"{table_module}"' in spec
    assert "carries no data" in spec
    for script in ("cli_entry.py", "gui_entry.py"):
        assert (REPO / "release" / script).is_file()


def test_the_release_workflow_builds_and_checks_on_three_systems() -> None:
    """Promise: the release workflow builds the bundle on Windows, macOS and Linux runners and runs the
    bundle check."""
    text = (REPO / ".github" / "workflows" / "release.yml").read_text(encoding="utf-8")
    for runner in ("windows-latest", "macos-latest", "ubuntu-latest"):
        assert runner in text
    assert "judge_app.spec" in text or "make bundle" in text
    assert "bundle_check.py" in text or "make bundle-check" in text


def _bundle_check():
    spec = importlib.util.spec_from_file_location("bundle_check", REPO / "release" / "bundle_check.py")
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


def test_the_bundle_check_compares_every_rank_not_the_results_after_a_miss() -> None:
    """Promise: make bundle-check fails when any query's rank or any figure differs from the venv's, and only
    notes a missed query listing other results after its first (not part of the figures)."""
    figures = _bundle_check().figures
    venv = ("MRR@10=0.865 n=2\n rank 2  line 3 [plain]: 'q'  top: a:1, a:2, a:3\n"
            "   miss  line 4 [question]: 'r'  top: b, c\n")
    same = venv.replace("top: b, c", "top: c, b")
    worse = venv.replace(" rank 2  line 3", " rank 3  line 3")
    assert figures(same) == figures(venv)
    assert figures(worse) != figures(venv)
    assert figures(venv.replace("0.865", "0.864")) != figures(venv)
