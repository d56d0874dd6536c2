"""Every warning the command line can give goes through logging: into the user's log file, and the app's own
warnings and errors on stderr too; notes and other libraries' warnings reach stderr only with --verbose."""

from __future__ import annotations

import os
import shutil
import subprocess
import sys
from pathlib import Path

import pytest

from judge_app.search.query import MAX_QUERY_CHARS

LONG_QUERY = "先制攻撃 " + "あ" * (MAX_QUERY_CHARS + 100)


@pytest.fixture
def env(tmp_path: Path) -> dict[str, str]:
    """The user's own cache (its search index is reused: nothing slow is built), a fresh log folder."""
    out = {k: v for k, v in os.environ.items() if not k.startswith(("XDG_STATE", "JUDGE_APP_"))}
    out["XDG_STATE_HOME"] = str(tmp_path / "state")
    return out


def _log(tmp_path: Path) -> str:
    path = tmp_path / "state" / "judge-app" / "log" / "judge-app.log"
    return path.read_text(encoding="utf-8") if path.is_file() else ""


def _cli(env: dict[str, str], *args: str) -> subprocess.CompletedProcess[str]:
    return subprocess.run([sys.executable, "-m", "judge_app", *args], env=env, capture_output=True, text=True,
                          timeout=300, check=False)


def test_a_warning_goes_to_the_log_and_one_line_on_stderr(env: dict[str, str], tmp_path: Path) -> None:
    """Promise: the warning that a long query was cut is in the log file and one line on stderr (the answer is
    to a shorter question than was asked); stdout is the answer alone."""
    out = _cli(env, "search", "--limit", "1", "--json", LONG_QUERY)
    assert out.returncode == 0, out.stderr
    cut = [line for line in out.stderr.splitlines() if f"only its first {MAX_QUERY_CHARS} are searched" in line]
    assert len(cut) == 1 and cut[0].startswith("judge-app: ")
    assert out.stdout.startswith("[") or out.stdout.startswith("{")
    assert f"only its first {MAX_QUERY_CHARS} are searched" in _log(tmp_path)


def test_verbose_shows_the_warning_on_stderr_too(env: dict[str, str], tmp_path: Path) -> None:
    """Promise: with --verbose the same note is on stderr as well as in the log."""
    out = _cli(env, "--verbose", "search", "--limit", "1", "--json", LONG_QUERY)
    assert out.returncode == 0, out.stderr
    assert f"only its first {MAX_QUERY_CHARS} are searched" in out.stderr
    assert f"only its first {MAX_QUERY_CHARS} are searched" in _log(tmp_path)


def test_an_error_is_still_on_stderr(env: dict[str, str]) -> None:
    """Promise: a command that cannot run says why on stderr (and exits 2), without --verbose."""
    out = _cli(env, "search", "--limit", "0", "x")
    assert out.returncode == 2
    assert out.stderr.startswith("judge-app: --limit")


def test_a_broken_rules_document_is_logged(env: dict[str, str], tmp_path: Path) -> None:
    """Promise: a rules folder problem that leaves other documents usable is a logged warning and one line on
    stderr naming the manifest; the command still answers."""
    root = tmp_path / "rules"
    shutil.copytree(Path(__file__).resolve().parents[2] / "rules_text", root)
    text = (root / "manifest.yaml").read_text(encoding="utf-8")
    first = text.index("  - game: fftcg")
    (root / "manifest.yaml").write_text(text + text[first:text.index("  - game:", first + 1)], encoding="utf-8")
    out = _cli({**env, "JUDGE_APP_RULES_DIR": str(root)}, "rules", "list")
    assert out.returncode == 0, out.stderr
    assert "manifest.yaml" in out.stderr and "listed twice" in out.stderr
    assert "fftcg" in out.stdout
    assert "WARNING judge_app.corpus.command:" in _log(tmp_path) and "listed twice" in _log(tmp_path)


def test_a_library_warning_is_captured_into_the_log(env: dict[str, str], tmp_path: Path) -> None:
    """Promise: ``warnings.warn`` from any library, once the entry point configured logging, is a log record
    (py.warnings), not a line on stderr."""
    code = ("import sys, warnings; from judge_app import logsetup; logsetup.configure(False); "
            "warnings.warn('a third-party warning', UserWarning); print('done')")
    out = subprocess.run([sys.executable, "-c", code], env=env, capture_output=True, text=True, timeout=60,
                         check=False)
    assert out.returncode == 0, out.stderr
    assert out.stdout == "done\n" and out.stderr == ""
    assert "WARNING py.warnings:" in _log(tmp_path) and "a third-party warning" in _log(tmp_path)
