"""Entry points and logging: one CLI, one GUI entry, ``python -m judge_app``, a log file in the user's folder."""

from __future__ import annotations

import logging
import os
import subprocess
import sys
import tomllib
from pathlib import Path

import pytest

from judge_app import launch, logsetup

REPO = Path(__file__).resolve().parents[2]


def _env(home: Path) -> dict[str, str]:
    env = {k: v for k, v in os.environ.items() if not k.startswith(("XDG_", "JUDGE_APP_"))}
    env.update(HOME=str(home), QT_QPA_PLATFORM="offscreen")
    return env


@pytest.fixture
def fresh_logging(tmp_path: Path, monkeypatch: pytest.MonkeyPatch):
    """A process whose logging was never configured, restored afterwards."""
    root = logging.getLogger()
    handlers, level = list(root.handlers), root.level
    for h in handlers:
        root.removeHandler(h)
    logsetup.reset()
    monkeypatch.setenv("HOME", str(tmp_path / "home"))
    for name in list(os.environ):
        if name.startswith("XDG_"):
            monkeypatch.delenv(name)
    yield tmp_path / "home"
    logsetup.reset()
    for h in handlers:
        root.addHandler(h)
    root.setLevel(level)


def test_the_project_declares_a_cli_and_a_gui_entry_and_an_spdx_license() -> None:
    """Promise: pip installs `judge-app` (console) and `judge-app-gui` (no console window on Windows), and
    the metadata carries the SPDX licence with its text."""
    project = tomllib.loads((REPO / "pyproject.toml").read_text(encoding="utf-8"))["project"]
    assert project["scripts"] == {"judge-app": "judge_app.launch:main"}
    assert project["gui-scripts"] == {"judge-app-gui": "judge_app.launch:gui_main"}
    assert project["license"] == "MIT"
    assert project["license-files"] == ["LICENSE"]
    assert "MIT License" in (REPO / "LICENSE").read_text(encoding="utf-8")
    assert callable(launch.main) and callable(launch.gui_main)


@pytest.mark.parametrize(("args", "kept", "verbose"), [
    ([], [], False),
    (["--verbose"], [], True),
    (["rules", "list", "--verbose"], ["rules", "list"], True),
    (["--verbose", "search", "x"], ["search", "x"], True),
    (["search", "--", "--verbose"], ["search", "--", "--verbose"], False),
])
def test_verbose_is_taken_anywhere_before_a_double_dash(args: list[str], kept: list[str], verbose: bool) -> None:
    """Promise: `--verbose` may go anywhere on the command line; after `--` it is the user's text."""
    assert launch.split_verbose(args) == (kept, verbose)


def test_logging_goes_to_a_file_in_the_user_log_folder(fresh_logging: Path, capsys: pytest.CaptureFixture) -> None:
    """Promise: once configured, records go to judge-app.log in the user's log folder; the app's own warnings
    and every error also reach stderr, one line each, while notes and other libraries' warnings stay in the
    file; configuring again adds no second handler."""
    path = logsetup.configure()
    assert path == fresh_logging / ".local" / "state" / "judge-app" / "log" / "judge-app.log"
    count = len(logging.getLogger().handlers)
    assert logsetup.configure() == path
    assert len(logging.getLogger().handlers) == count
    logging.getLogger("judge_app.test").info("an info line")
    logging.getLogger("judge_app.test").debug("a debug line")
    logging.getLogger("judge_app.test").warning("a warning line")
    logging.getLogger("some_library").warning("a library warning")
    logging.getLogger("some_library").error("an error line")
    err = capsys.readouterr().err
    assert err == "judge-app: a warning line\njudge-app: an error line\n"
    text = path.read_text(encoding="utf-8")
    assert "INFO judge_app.test: an info line" in text
    assert "WARNING judge_app.test: a warning line" in text
    assert "WARNING some_library: a library warning" in text
    assert "a debug line" not in text


def test_verbose_logs_debug_detail(fresh_logging: Path, capsys: pytest.CaptureFixture) -> None:
    """Promise: --verbose turns the log up to debug detail, on stderr and in the file."""
    path = logsetup.configure(verbose=True)
    assert path is not None
    logging.getLogger("judge_app.test").debug("a debug line")
    assert "judge-app: a debug line" in capsys.readouterr().err
    assert "DEBUG judge_app.test: a debug line" in path.read_text(encoding="utf-8")


def test_an_unwritable_log_folder_is_not_an_error(fresh_logging: Path, tmp_path: Path,
                                                  capsys: pytest.CaptureFixture) -> None:
    """Promise: when the log folder cannot be made, the app runs on with stderr only and says why once; its
    warnings then go to stderr, the only place left."""
    blocker = tmp_path / "blocker"
    blocker.write_text("a file where a folder should be", encoding="utf-8")
    assert logsetup.configure(log_dir=blocker / "log") is None
    assert "no log file in" in capsys.readouterr().err
    logging.getLogger("judge_app.test").warning("still shown")
    assert "judge-app: still shown" in capsys.readouterr().err


def test_the_cli_entry_and_python_m_judge_app_both_work(tmp_path: Path) -> None:
    """Promise: `judge-app --verbose rules list` and `python -m judge_app rules list` list the documents; the
    entry point writes its log to the user's log folder."""
    home = tmp_path / "home"
    entry = subprocess.run([sys.executable, "-c", "import sys; from judge_app.launch import main; sys.exit(main())",
                            "rules", "list", "--verbose"], cwd=tmp_path, env=_env(home), capture_output=True,
                           text=True, timeout=120, check=False)
    assert entry.returncode == 0, entry.stderr
    module = subprocess.run([sys.executable, "-m", "judge_app", "rules", "list"], cwd=tmp_path, env=_env(home),
                            capture_output=True, text=True, timeout=120, check=False)
    assert module.returncode == 0, module.stderr
    assert entry.stdout == module.stdout
    assert len(entry.stdout.splitlines()) == 5
    assert (home / ".local" / "state" / "judge-app" / "log" / "judge-app.log").is_file()


@pytest.mark.slow
def test_the_gui_entry_says_when_search_is_ready(tmp_path: Path) -> None:
    """Promise: the GUI entry opens the window and prints one line once search answers (make run shows it)."""
    script = ("import sys; from PySide6.QtWidgets import QApplication; from judge_app import launch; "
              "say = launch._say; "
              "launch._say = lambda line: (say(line), QApplication.instance().quit()); "
              "sys.exit(launch.gui_main([]))")
    out = subprocess.run([sys.executable, "-c", script], cwd=tmp_path, env=_env(tmp_path / "home"),
                         capture_output=True, text=True, timeout=300, check=False)
    assert out.returncode == 0, out.stderr
    lines = out.stdout.splitlines()
    assert len(lines) == 1, out.stdout
    assert lines[0].startswith("judge-app: ready — window “")
    assert "index built in" in lines[0]
