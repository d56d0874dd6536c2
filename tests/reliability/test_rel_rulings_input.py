"""Rulings from other people: hostile, damaged or odd ruling files and the scenario files they name.

Each test holds one promise: a bad ruling is reported with its file and place and skipped, the
others still load; nothing is read from outside the ruling's folder; no traceback; a save that
cannot happen says so in one line and leaves the file as it was.
"""

from __future__ import annotations

import errno
import json
import logging
import os
import resource
import stat
import subprocess
import sys
from pathlib import Path
from typing import Any

import pytest
import yaml

from judge_app.cli import run_cli
from judge_app.corpus import Corpus
from judge_app.rulings import RulingError, load_ruling, load_rulings
from judge_app.rulings.search_docs import ruling_documents
from judge_app.rulings.store import scenario_data
from judge_app.rulings.verify import Outcome, verify_rulings

REPO = Path(__file__).resolve().parents[2]
SCENARIO = REPO / "tests" / "scenarios" / "fftcg" / "01_unblocked_attack.json"
#: Address-space cap for the subprocess checks: the CLI needs well under half of it.
MEMORY_CAP = 768 * 2**20


def ruling(**over: Any) -> dict[str, Any]:
    data: dict[str, Any] = {
        "id": "good", "game": "pso2", "version": "1.8", "title": "テスト裁定", "question": "質問文",
        "answer": "回答文", "status": "approved", "source": {"issuer": "委員会", "where": "committee"},
        "date": "2018-10-01", "cites": ["101.1"],
    }
    data.update(over)
    return data


def write(root: Path, data: dict[str, Any]) -> Path:
    path = root / data["game"] / f"{data['id']}.yaml"
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_text(yaml.safe_dump(data, allow_unicode=True, sort_keys=False), encoding="utf-8")
    return path


def write_text(root: Path, name: str, text: str | bytes, game: str = "pso2") -> Path:
    path = root / game / name
    path.parent.mkdir(parents=True, exist_ok=True)
    if isinstance(text, bytes):
        path.write_bytes(text)
    else:
        path.write_text(text, encoding="utf-8")
    return path


def fftcg_ruling(root: Path, rid: str, scenario: Any, **over: Any) -> Path:
    return write(root, ruling(id=rid, game="fftcg", version="current", cites=["10.1.4.1"], scenario=scenario,
                              **over))


@pytest.fixture()
def root(tmp_path: Path) -> Path:
    path = tmp_path / "rulings"
    path.mkdir()
    write(path, ruling())
    return path


def one_error(root: Path, name: str) -> RulingError:
    found = load_rulings(root)
    assert [r.id for r in found.rulings] == ["good"], "the good neighbour must still load"
    (err,) = [e for e in found.errors if e.path.name == name]
    assert str(err).count("\n") == 0 and str(err.path) in str(err)
    return err


def run_capped(args: list[str], env: dict[str, str] | None = None) -> subprocess.CompletedProcess[str]:
    """The CLI in a child process whose address space is capped, so a blow-up fails fast, not the machine."""

    def cap() -> None:
        resource.setrlimit(resource.RLIMIT_AS, (MEMORY_CAP, MEMORY_CAP))

    return subprocess.run([sys.executable, "-m", "judge_app", *args], capture_output=True, text=True, timeout=300,
                          preexec_fn=cap, env={**os.environ, **(env or {})}, cwd=REPO)


# ---------------------------------------------------------------- finding 3: scenario paths


@pytest.mark.parametrize("target", ["../../../../../../etc/passwd", "/etc/passwd", "../good.yaml", "link.json"])
def test_scenario_path_must_stay_in_the_rulings_folder(root: Path, target: str) -> None:
    """Promise: a ruling's ``scenario:`` path is read only below the ruling's own folder (no absolute paths,
    no ``..``, no link out), and the refusal names the ruling file and the scenario field."""
    (root / "fftcg").mkdir()
    (root / "fftcg" / "link.json").symlink_to("/etc/passwd")
    path = fftcg_ruling(root, "escape", target)
    loaded = load_ruling(path)
    with pytest.raises(RulingError) as err:
        scenario_data(loaded)
    assert err.value.path == path and err.value.field == "scenario"
    assert str(path) in str(err.value) and "field scenario" in str(err.value) and "leaves" in str(err.value)
    (report,) = verify_rulings([loaded], Corpus())
    assert report.outcome is Outcome.CANNOT_RUN and report.failed
    assert str(path) in report.problems[0] and "scenario" in report.problems[0]


def test_scenario_must_be_a_regular_file_of_bounded_size(root: Path) -> None:
    """Promise: a scenario path that is a folder, or a file over the size limit, is refused unread."""
    folder = root / "fftcg" / "folder.json"
    folder.mkdir(parents=True)
    big = root / "fftcg" / "big.json"
    big.write_bytes(b"{" + b" " * (9 * 2**20) + b"}")
    for rid, name, words in (("folder", "folder.json", "not a regular file"), ("big", "big.json", "over the limit")):
        with pytest.raises(RulingError) as err:
            scenario_data(load_ruling(fftcg_ruling(root, rid, name)))
        assert err.value.field == "scenario" and name in str(err.value) and words in str(err.value)


def test_a_scenario_beside_the_ruling_still_runs(root: Path) -> None:
    """Promise: the confinement does not stop the normal case, a scenario file next to the ruling."""
    (root / "fftcg").mkdir()
    (root / "fftcg" / "sub").mkdir()
    (root / "fftcg" / "sub" / "pos.json").write_bytes(SCENARIO.read_bytes())
    (report,) = verify_rulings([load_ruling(fftcg_ruling(root, "beside", "sub/pos.json"))], Corpus())
    assert report.outcome is Outcome.HOLDS, report.problems


@pytest.mark.slow
def test_dev_zero_scenario_does_not_eat_memory(root: Path) -> None:
    """Promise: ``scenario: /dev/zero`` is refused before a byte is read; verify answers under a memory cap."""
    fftcg_ruling(root, "zero", "/dev/zero")
    proc = run_capped(["rulings", "verify", str(root / "fftcg")])
    assert "Traceback" not in proc.stderr and "MemoryError" not in proc.stdout + proc.stderr
    assert proc.returncode == 1
    assert "cannot run" in proc.stdout and "zero.yaml" in proc.stdout and "/dev/zero" in proc.stdout


# ---------------------------------------------------------------- finding 4: YAML aliases

BOMB = """id: bomb
game: pso2
version: '1.8'
title: t
question: q
answer: a
status: approved
source: {issuer: x, where: committee}
date: '2018-10-01'
cites: ['101.1']
expect:
  a: &a [x, x, x, x, x, x, x, x, x]
  b: &b [*a, *a, *a, *a, *a, *a, *a, *a, *a]
  c: &c [*b, *b, *b, *b, *b, *b, *b, *b, *b]
  d: &d [*c, *c, *c, *c, *c, *c, *c, *c, *c]
  e: &e [*d, *d, *d, *d, *d, *d, *d, *d, *d]
  f: &f [*e, *e, *e, *e, *e, *e, *e, *e, *e]
  g: &g [*f, *f, *f, *f, *f, *f, *f, *f, *f]
  h: &h [*g, *g, *g, *g, *g, *g, *g, *g, *g]
  i: [*h, *h, *h, *h, *h, *h, *h, *h, *h]
"""


def test_alias_bomb_is_refused_at_load(root: Path) -> None:
    """Promise: a ruling using YAML anchors/aliases is refused at load, naming the file and line; the
    others load, so ``list`` and ``verify`` never hold the expanded data."""
    assert len(BOMB.encode()) < 700
    write_text(root, "bomb.yaml", BOMB)
    err = one_error(root, "bomb.yaml")
    assert err.line == 12 and "anchors" in err.message and err.kind == "yaml"


@pytest.mark.slow
@pytest.mark.parametrize("command", [["show", "bomb", "--json"], ["migrate", "bomb", "--to", "3.0"]])
def test_alias_bomb_never_expands(root: Path, command: list[str]) -> None:
    """Promise: ``rulings show --json`` and ``rulings migrate`` on an alias bomb answer in one line each,
    under a memory cap, and never rewrite the file."""
    path = write_text(root, "bomb.yaml", BOMB)
    proc = run_capped(["rulings", *command, "--dir", str(root)])
    assert "Traceback" not in proc.stderr and "panicked" not in proc.stderr
    assert proc.returncode == 1
    assert "no ruling with ID 'bomb'" in proc.stderr and f"{path}:12" in proc.stderr and "anchors" in proc.stderr
    assert path.read_text(encoding="utf-8") == BOMB


# ---------------------------------------------------------------- finding 5: encodings


def test_shift_jis_ruling_names_file_line_and_encoding(root: Path) -> None:
    """Promise: a ruling saved as Shift_JIS (CP932) gets one line naming the file, line and encoding."""
    text = yaml.safe_dump(ruling(id="sjis"), allow_unicode=True, sort_keys=False)
    write_text(root, "sjis.yaml", text.encode("cp932"))
    err = one_error(root, "sjis.yaml")
    assert err.kind == "encoding" and err.line == 4 and f"sjis.yaml:{err.line}" in str(err)
    assert "Shift_JIS" in str(err) and "UTF-8" in str(err)


def test_stray_byte_names_the_line(root: Path) -> None:
    """Promise: one stray non-UTF-8 byte is reported at its line, not as a bare UnicodeDecodeError."""
    text = yaml.safe_dump(ruling(id="stray", notes="ok"), sort_keys=False).encode()
    write_text(root, "stray.yaml", text.replace(b"notes: ok", b"notes: o\xffk"))
    err = one_error(root, "stray.yaml")
    line = text.decode().splitlines().index("notes: ok") + 1
    assert err.line == line and f"stray.yaml:{line}" in str(err) and "not UTF-8" in str(err)


def test_shift_jis_scenario_names_its_file_and_the_ruling(root: Path) -> None:
    """Promise: a ruling's scenario file in Shift_JIS is reported (scenario file, line, encoding, and the
    ruling's field), the other rulings still verify, and nothing raises UnicodeDecodeError."""
    path = fftcg_ruling(root, "sjis-scenario", "pos.json")
    (root / "fftcg" / "pos.json").write_bytes(SCENARIO.read_text(encoding="utf-8").encode("cp932"))
    reports = {r.ruling_id: r for r in verify_rulings(load_rulings(root).rulings, Corpus(), run=True)}
    problem = reports["sjis-scenario"].problems[0]
    assert reports["sjis-scenario"].outcome is Outcome.CANNOT_RUN
    assert str(path) in problem and "scenario" in problem and "pos.json:4" in problem and "Shift_JIS" in problem
    assert reports["good"].outcome is Outcome.NO_SCENARIO


# ---------------------------------------------------------------- finding 6: nesting


def test_a_ruling_nested_10000_deep_is_skipped_and_the_rest_kept(root: Path, capsys: pytest.CaptureFixture[str],
                                                                 monkeypatch: pytest.MonkeyPatch,
                                                                 caplog: pytest.LogCaptureFixture) -> None:
    """Promise: one ruling nested 10,000 deep is reported and skipped; the others list, verify and are
    indexed for search, which logs the skipped file."""
    text = yaml.safe_dump(ruling(id="deep"), allow_unicode=True, sort_keys=False)
    write_text(root, "deep.yaml", text + "expect: " + "[" * 10_000 + "]" * 10_000 + "\n")
    block = "expect:\n" + "".join(" " * n + "- \n" for n in range(1, 1200))
    write_text(root, "deep-block.yaml", text.replace("id: deep", "id: deep-block") + block)
    for name in ("deep.yaml", "deep-block.yaml"):
        assert "nested deeper" in one_error(root, name).message
    with caplog.at_level(logging.WARNING, logger="judge_app.rulings.search_docs"):
        assert [d.ruling_id for d in ruling_documents(root)] == ["good"]
    assert "deep.yaml" in caplog.text and "deep-block.yaml" in caplog.text
    monkeypatch.setenv("JUDGE_APP_RULINGS_DIR", str(root))
    caplog.clear()
    with caplog.at_level(logging.WARNING, logger="judge_app.rulings.cli"):
        assert run_cli(["rulings", "list"]) == 0
    out = capsys.readouterr().out
    assert out.startswith("good ") and "deep.yaml" in caplog.text and "nested deeper" in caplog.text
    assert run_cli(["rulings", "verify", "--citations-only"]) == 1
    out = capsys.readouterr().out
    assert "unreadable   " in out and "deep.yaml" in out and "2 unreadable file(s)" in out


def test_a_scenario_nested_10000_deep_cannot_run(root: Path) -> None:
    """Promise: a scenario file nested 10,000 deep makes its ruling ``cannot run``, with the file named."""
    fftcg_ruling(root, "deep-scenario", "deep.json")
    (root / "fftcg" / "deep.json").write_text("[" * 10_000 + "]" * 10_000, encoding="utf-8")
    reports = {r.ruling_id: r for r in verify_rulings(load_rulings(root).rulings, Corpus())}
    assert reports["deep-scenario"].outcome is Outcome.CANNOT_RUN
    assert "deep.json:1" in reports["deep-scenario"].problems[0]
    assert "nested deeper" in reports["deep-scenario"].problems[0]


# ---------------------------------------------------------------- finding 12: duplicate keys, format, folder


def test_duplicate_key_is_refused_naming_key_and_line(root: Path) -> None:
    """Promise: a ruling giving a field twice is refused, naming the key and the line of the second one."""
    text = yaml.safe_dump(ruling(id="twice"), allow_unicode=True, sort_keys=False)
    write_text(root, "twice.yaml", text + "answer: 別の回答\n")
    err = one_error(root, "twice.yaml")
    assert err.line == len(text.splitlines()) + 1 and "'answer'" in err.message and "twice" in err.message


def test_unknown_format_field_is_named(root: Path) -> None:
    """Promise: ``format: 99`` in a ruling (a field a ruling does not have) is refused, naming the field."""
    write(root, ruling(id="fmt", format=99))
    err = one_error(root, "fmt.yaml")
    assert err.field == "format" and "format" in str(err)


def test_embedded_scenario_of_an_unknown_format_is_named(root: Path) -> None:
    """Promise: a scenario in a format this app does not know (``"format": 99``) cannot run, and says so,
    whether embedded in the ruling or in a file beside it."""
    scenario = json.loads(SCENARIO.read_text(encoding="utf-8"))
    fftcg_ruling(root, "embedded", {**scenario, "format": 99})
    (root / "fftcg" / "pos.json").write_text(json.dumps({**scenario, "format": 99}), encoding="utf-8")
    fftcg_ruling(root, "by-file", "pos.json")
    reports = {r.ruling_id: r for r in verify_rulings(load_rulings(root).rulings, Corpus())}
    for rid in ("embedded", "by-file"):
        assert reports[rid].outcome is Outcome.CANNOT_RUN and reports[rid].failed
        (problem,) = reports[rid].problems
        assert "format" in problem and "99" in problem


@pytest.mark.parametrize("kind", ["missing", "file"])
@pytest.mark.parametrize("command", [["list"], ["verify"], ["show", "x"], ["migrate", "x", "--to", "3.0"]])
def test_rulings_dir_pointing_nowhere_is_an_error(tmp_path: Path, monkeypatch: pytest.MonkeyPatch,
                                                  capsys: pytest.CaptureFixture[str], kind: str,
                                                  command: list[str]) -> None:
    """Promise: JUDGE_APP_RULINGS_DIR naming a missing folder or a file is one clear line and a non-zero
    exit, not a silent empty list."""
    target = tmp_path / "nowhere"
    if kind == "file":
        target.write_text("not a folder", encoding="utf-8")
    monkeypatch.setenv("JUDGE_APP_RULINGS_DIR", str(target))
    assert run_cli(["rulings", *command]) == 2
    out, err = capsys.readouterr()
    assert out == "" and err.count("\n") == 1
    assert "JUDGE_APP_RULINGS_DIR" in err and str(target) in err and ("no such folder" in err or "not a folder" in err)


def test_verify_of_a_device_path_is_refused(capsys: pytest.CaptureFixture[str]) -> None:
    """Promise: ``rulings verify /dev/zero`` is refused unread, with a non-zero exit."""
    assert run_cli(["rulings", "verify", "/dev/zero"]) == 1
    out = capsys.readouterr().out
    assert "/dev/zero" in out and "not a regular file" in out


# ---------------------------------------------------------------- finding 8: saves


@pytest.fixture()
def migratable(root: Path) -> Path:
    return write(root, ruling(id="mig"))


@pytest.mark.parametrize("mode", [0o644, 0o640, 0o664])
def test_migrate_keeps_the_files_mode(root: Path, migratable: Path, mode: int) -> None:
    """Promise: ``rulings migrate`` keeps the ruling file's permission bits (not mkstemp's 0600)."""
    migratable.chmod(mode)
    assert run_cli(["rulings", "migrate", "mig", "--to", "3.0", "--dir", str(root)]) == 0
    assert stat.S_IMODE(migratable.stat().st_mode) == mode
    assert load_ruling(migratable).version == "3.0"


def test_migrate_writes_through_a_symlink(tmp_path: Path, root: Path) -> None:
    """Promise: a symlinked ruling is saved through the link; the link stays a link."""
    real = write(tmp_path / "elsewhere", ruling(id="linked"))
    link = root / "pso2" / "linked.yaml"
    link.symlink_to(real)
    assert run_cli(["rulings", "migrate", "linked", "--to", "3.0", "--dir", str(root)]) == 0
    assert link.is_symlink() and link.resolve() == real.resolve()
    assert load_ruling(real).version == "3.0"
    assert sorted(p.name for p in real.parent.iterdir()) == ["linked.yaml"]  # no temporary file left


def test_migrate_refuses_a_read_only_ruling_in_one_line(root: Path, migratable: Path,
                                                        capsys: pytest.CaptureFixture[str]) -> None:
    """Promise: a read-only ruling is not overwritten; the refusal is one line, no traceback, exit 1."""
    before = migratable.read_bytes()
    migratable.chmod(0o444)
    assert run_cli(["rulings", "migrate", "mig", "--to", "3.0", "--dir", str(root)]) == 1
    err = capsys.readouterr().err
    assert err.count("\n") == 1 and str(migratable) in err and "read-only" in err
    assert migratable.read_bytes() == before and stat.S_IMODE(migratable.stat().st_mode) == 0o444


def test_migrate_on_a_full_disk_is_one_line(root: Path, migratable: Path, monkeypatch: pytest.MonkeyPatch,
                                            capsys: pytest.CaptureFixture[str]) -> None:
    """Promise: a save that fails mid-write (disk full) is one line and exit 1; the ruling is unchanged and
    no temporary file is left."""
    before = migratable.read_bytes()

    def full(fd: int) -> None:
        raise OSError(errno.ENOSPC, os.strerror(errno.ENOSPC))

    monkeypatch.setattr(os, "fsync", full)
    assert run_cli(["rulings", "migrate", "mig", "--to", "3.0", "--dir", str(root)]) == 1
    err = capsys.readouterr().err
    assert err.count("\n") == 1 and "mig.yaml" in err and "No space left" in err
    assert migratable.read_bytes() == before
    assert sorted(p.name for p in migratable.parent.iterdir()) == ["good.yaml", "mig.yaml"]


# ---------------------------------------------------------------- finding 7: a renumbered citation


def test_verify_reports_a_citation_missing_from_its_version_as_drift(root: Path, corpus: Corpus,
                                                                     capsys: pytest.CaptureFixture[str]) -> None:
    """Promise: a ruling citing a rule its version does not have (201.3.1 became 201.3 in pso2 3.0) is
    reported as drift, "rule not in this version", with exit 1, never a KeyError."""
    write(root, ruling(id="renumbered", version="3.0", cites=["201.3.1", "101.1"]))
    (report,) = [r for r in verify_rulings(load_rulings(root).rulings, corpus) if r.ruling_id == "renumbered"]
    (flagged,) = report.flagged_citations
    assert flagged.ref.rule_id == "201.3.1" and "rule not in this version" in flagged.describe()
    assert run_cli(["rulings", "verify", str(root / "pso2" / "renumbered.yaml")]) == 1
    out = capsys.readouterr().out
    assert "201.3.1: rule not in this version (pso2 3.0)" in out


# ---------------------------------------------------------------- odd values that must not escape as other errors


@pytest.mark.parametrize("tail", ["notes: " + "1" * 5000, 'notes: "\\ud800"', "notes: !!binary /w==",
                                  "? [a, b]\n: c"])
def test_odd_values_are_ruling_errors(root: Path, tail: str) -> None:
    """Promise: a 5,000-digit number, a lone surrogate, a binary value or a list as a key is reported
    for its file (a RulingError), never a bare ValueError."""
    text = yaml.safe_dump(ruling(id="odd"), allow_unicode=True, sort_keys=False)
    write_text(root, "odd.yaml", text + tail + "\n")
    one_error(root, "odd.yaml")


@pytest.mark.parametrize("command", [["rulings", "list", "--game", "nosuch"],
                                     ["rulings", "pack", "--game", "nosuch", "-o", "PACK"]])
def test_an_unknown_game_is_named_not_an_empty_list(command, tmp_path, capsys):
    """Promise: `--game nosuch` is exit 2 with the games the app holds, not an empty list and exit 0."""
    from judge_app.cli import run_cli

    argv = [str(tmp_path / "p.zip") if a == "PACK" else a for a in command]
    assert run_cli(argv) == 2
    err = capsys.readouterr().err
    assert "nosuch" in err and "fftcg" in err
    assert not (tmp_path / "p.zip").exists()
