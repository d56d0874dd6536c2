"""The top-level command line: bad rules folders, unknown games, failed saves — one line, a documented exit code."""

from __future__ import annotations

import errno
import logging
import os
import shutil
import stat
import subprocess
import sys
from pathlib import Path

import pytest

from judge_app import cli, storage
from judge_app.cli import run_cli
from judge_app.corpus import default_corpus
from judge_app.corpus.manifest import default_rules_dir
from judge_app.safeio import InputError

SHIPPED = default_rules_dir()

RULES_COMMANDS = [
    ["rules", "list"],
    ["rules", "list", "--json"],
    ["rules", "show", "fftcg", "1.1"],
    ["rules", "export", "fftcg"],
    ["rules", "diff", "pso2", "1.8", "3.0"],
]


@pytest.fixture()
def rules_env(monkeypatch: pytest.MonkeyPatch):
    """Point the app at a rules folder for one test (the corpus is reloaded before and after)."""

    def point(path: Path) -> Path:
        monkeypatch.setenv("JUDGE_APP_RULES_DIR", str(path))
        default_corpus.cache_clear()
        return path

    yield point
    default_corpus.cache_clear()


def _copy(tmp_path: Path) -> Path:
    root = tmp_path / "rules"
    shutil.copytree(SHIPPED, root)
    return root


def _one_line(err: str) -> str:
    assert "Traceback" not in err
    lines = err.splitlines()
    assert len(lines) == 1, err
    return lines[0]


@pytest.mark.parametrize("command", RULES_COMMANDS)
def test_shift_jis_manifest_fails_every_rules_command_in_one_line(
        tmp_path: Path, rules_env, command: list[str], capsys: pytest.CaptureFixture[str]) -> None:
    """Promise: with a Shift_JIS manifest every rules command exits 1 with one line naming file, line and
    encoding (it was a UnicodeDecodeError traceback in every command)."""
    root = rules_env(_copy(tmp_path))
    manifest = root / "manifest.yaml"
    manifest.write_bytes(manifest.read_text(encoding="utf-8").encode("cp932"))
    assert run_cli(command) == 1
    captured = capsys.readouterr()
    line = _one_line(captured.err)
    assert line.startswith(f"judge-app: {manifest}:") and "Shift_JIS" in line
    assert captured.out == ""


def test_shift_jis_manifest_in_a_real_process(tmp_path: Path) -> None:
    """Promise: the same, end to end through ``python -m judge_app``: no traceback, exit 1."""
    root = _copy(tmp_path)
    manifest = root / "manifest.yaml"
    manifest.write_bytes(manifest.read_text(encoding="utf-8").encode("cp932"))
    env = dict(os.environ, JUDGE_APP_RULES_DIR=str(root))
    run = subprocess.run([sys.executable, "-m", "judge_app", "rules", "list"], capture_output=True, text=True,
                         env=env, timeout=120)
    assert run.returncode == 1
    assert _one_line(run.stderr).startswith(f"judge-app: {manifest}:")


@pytest.mark.parametrize("kind", ["missing", "file", "empty folder", "empty manifest", "no documents"])
def test_rules_folder_pointing_nowhere_is_an_error(tmp_path: Path, rules_env, kind: str,
                                                   capsys: pytest.CaptureFixture[str]) -> None:
    """Promise: JUDGE_APP_RULES_DIR at a missing folder or a file, or an empty or missing manifest, ends
    ``rules list`` with one line and exit 1 (it was exit 0, in silence or with a warning)."""
    root = tmp_path / "rules"
    if kind == "file":
        root.write_text("not a folder", encoding="utf-8")
    elif kind != "missing":
        root.mkdir()
        if kind == "empty manifest":
            (root / "manifest.yaml").write_text("", encoding="utf-8")
        elif kind == "no documents":
            (root / "manifest.yaml").write_text("documents: []\n", encoding="utf-8")
    rules_env(root)
    assert run_cli(["rules", "list", "--json"]) == 1
    captured = capsys.readouterr()
    line = _one_line(captured.err)
    assert captured.out == ""
    if kind in ("missing", "file"):
        assert line.startswith(f"judge-app: {root}: ") and f"JUDGE_APP_RULES_DIR={root}" in line
    else:
        assert line.startswith(f"judge-app: {root / 'manifest.yaml'}")


def test_a_broken_document_is_a_warning_when_others_load(tmp_path: Path, rules_env,
                                                         capsys: pytest.CaptureFixture[str],
                                                         caplog: pytest.LogCaptureFixture) -> None:
    """Promise: a document listed twice is one logged warning naming the manifest line (the entry point shows
    the app's warnings on stderr and keeps them in the user's log file); the command still answers."""
    root = rules_env(_copy(tmp_path))
    manifest = root / "manifest.yaml"
    text = manifest.read_text(encoding="utf-8")
    first = text.index("  - game: fftcg")
    entry = text[first:text.index("  - game:", first + 1)]
    manifest.write_text(text + entry, encoding="utf-8")
    with caplog.at_level(logging.WARNING, logger="judge_app.corpus.command"):
        assert run_cli(["rules", "list"]) == 0
    assert "fftcg" in capsys.readouterr().out
    (record,) = [r for r in caplog.records if r.name == "judge_app.corpus.command"]
    line = record.getMessage()
    assert line.startswith(f"{manifest}:") and "fftcg version current is listed twice" in line


@pytest.mark.parametrize(("command", "words"), [
    (["rules", "show", "nosuch", "1"], "no rules document for 'nosuch' (the games are: pso2, aquarian"),
    (["rules", "show", "fftcg", "1", "--version", "9.9"], "fftcg has no version '9.9' (its versions are: current)"),
    (["rules", "export", "nosuch"], "no rules document for 'nosuch'"),
    (["rules", "export", "pso2", "--version", "9.9"], "pso2 has no version '9.9' (its versions are: 1.8, 3.0)"),
    (["rules", "diff", "pso2", "1.8", "9.9"], "pso2 has no version '9.9'"),
    (["rules", "diff", "nosuch", "1", "2"], "no rules document for 'nosuch'"),
])
def test_unknown_game_or_version_names_what_there_is(command: list[str], words: str,
                                                    capsys: pytest.CaptureFixture[str]) -> None:
    """Promise: an unknown game or version is exit 2 with one line naming the games or versions the app holds."""
    assert run_cli(command) == 2
    captured = capsys.readouterr()
    assert words in _one_line(captured.err) and captured.out == ""


def test_export_to_a_read_only_file_is_one_line(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    """Promise: ``rules export -o`` onto a read-only file prints one line and exits 2; the file is untouched."""
    target = tmp_path / "fftcg.json"
    target.write_text("old", encoding="utf-8")
    target.chmod(0o444)
    assert run_cli(["rules", "export", "fftcg", "-o", str(target)]) == 2
    line = _one_line(capsys.readouterr().err)
    assert line.startswith(f"judge-app: {target}: ") and "read-only" in line
    assert target.read_text(encoding="utf-8") == "old"


def test_export_on_a_full_disk_is_one_line(tmp_path: Path, monkeypatch: pytest.MonkeyPatch,
                                           capsys: pytest.CaptureFixture[str]) -> None:
    """Promise: a save that fails for want of space is one line, exit 2; the old file is kept, no temp file left."""
    target = tmp_path / "fftcg.html"
    target.write_text("old", encoding="utf-8")

    def full(fd: int) -> None:
        raise OSError(errno.ENOSPC, os.strerror(errno.ENOSPC))

    monkeypatch.setattr(storage.os, "fsync", full)
    assert run_cli(["rules", "export", "fftcg", "--format", "html", "-o", str(target)]) == 2
    line = _one_line(capsys.readouterr().err)
    assert line.startswith(f"judge-app: {target}: ") and os.strerror(errno.ENOSPC) in line
    assert target.read_text(encoding="utf-8") == "old"
    assert [p.name for p in tmp_path.iterdir()] == ["fftcg.html"]


def test_export_creates_files_with_the_umask_mode(tmp_path: Path) -> None:
    """Promise: a page exported for sharing gets the umask's mode (0644 under 022), not 0600."""
    umask = os.umask(0o022)
    try:
        target = tmp_path / "fftcg.html"
        assert run_cli(["rules", "export", "fftcg", "--format", "html", "-o", str(target)]) == 0
    finally:
        os.umask(umask)
    assert stat.S_IMODE(target.stat().st_mode) == 0o644


def test_input_error_from_any_command_is_one_line(monkeypatch: pytest.MonkeyPatch,
                                                  capsys: pytest.CaptureFixture[str]) -> None:
    """Promise: an InputError escaping any command is ``judge-app: <file>:<line>: <message>`` and exit 2."""

    def broken(ns: object) -> int:
        raise InputError("ruling.yaml", "the key 'id' is given twice", line=3)

    monkeypatch.setattr(cli, "cmd_rules_list", broken)
    assert run_cli(["rules", "list"]) == 2
    assert _one_line(capsys.readouterr().err) == "judge-app: ruling.yaml:3: the key 'id' is given twice"


def test_a_genuine_bug_keeps_its_traceback(monkeypatch: pytest.MonkeyPatch) -> None:
    """Promise: the safety net does not hide bugs: any other exception propagates with its traceback."""

    def buggy(ns: object) -> int:
        raise ZeroDivisionError("a bug")

    monkeypatch.setattr(cli, "cmd_rules_list", buggy)
    with pytest.raises(ZeroDivisionError):
        run_cli(["rules", "list"])


def test_help_documents_the_exit_codes(capsys: pytest.CaptureFixture[str]) -> None:
    """Promise: ``judge-app --help`` says what each exit code means."""
    with pytest.raises(SystemExit) as done:
        run_cli(["--help"])
    assert done.value.code == 0
    out = capsys.readouterr().out
    assert "exit codes:" in out
    for code in ("0 ", "1 ", "2 "):
        assert f"\n  {code}" in out
