"""``judge-app rulings init|sync|status`` with real git, and the store without git."""

from __future__ import annotations

import shutil
from pathlib import Path

import pytest
from git_testkit import bare_remote, edit
from rulings_testkit import ruling_data, write_ruling

from judge_app.cli import run_cli
from judge_app.rulings import Status, load_ruling
from judge_app.rulings.repo import RulingsRepo

needs_git = pytest.mark.skipif(shutil.which("git") is None, reason="needs git")


def _join(tmp_path: Path, name: str, remote: Path) -> Path:
    root = tmp_path / name
    assert run_cli(["rulings", "init", "--dir", str(root), "--remote", str(remote),
                    "--author", f"{name.title()} <{name}@example.org>"]) == 0
    assert run_cli(["rulings", "sync", "--dir", str(root), "--no-verify"]) == 0
    return root


@needs_git
def test_cli_conflict_is_listed_field_by_field_and_decided_with_pick(tmp_path: Path, capsys) -> None:
    """Promise: `rulings sync` names each clashing field with both versions, exits 1 and changes nothing;
    `--pick RULING:FIELD=SIDE` decides it and the sync completes."""
    remote = bare_remote(tmp_path)
    alice = _join(tmp_path, "alice", remote)
    edit(RulingsRepo.open(alice), "r1")
    assert run_cli(["rulings", "sync", "--dir", str(alice), "--no-verify"]) == 0
    bob = _join(tmp_path, "bob", remote)
    edit(RulingsRepo.open(alice), "r1", question="アリスの質問")
    edit(RulingsRepo.open(bob), "r1", question="ボブの質問")
    assert run_cli(["rulings", "sync", "--dir", str(alice), "--no-verify"]) == 0
    capsys.readouterr()
    before = (bob / "pso2" / "r1.yaml").read_bytes()
    assert run_cli(["rulings", "sync", "--dir", str(bob), "--no-verify"]) == 1
    out, err = capsys.readouterr()
    assert "conflict r1 (pso2/r1.yaml)" in out and "question:" in out
    assert "ours   ボブの質問" in out and "theirs アリスの質問" in out and "base   質問文" in out
    assert "--pick" in err and (bob / "pso2" / "r1.yaml").read_bytes() == before
    assert run_cli(["rulings", "sync", "--dir", str(bob), "--no-verify", "--pick", "r1:title=ours"]) == 1
    assert "question is undecided" in capsys.readouterr().err
    assert run_cli(["rulings", "sync", "--dir", str(bob), "--no-verify", "--pick", "r1:question=theirs"]) == 0
    assert load_ruling(bob / "pso2" / "r1.yaml").question == "アリスの質問"


@needs_git
def test_cli_status_moves_through_review_and_show_names_who(tmp_path: Path, capsys) -> None:
    """Promise: `rulings status` follows draft → proposed → approved → superseded (with a successor), refuses
    a skipped step, and `rulings show` names who proposed and approved from the repository history."""
    root = tmp_path / "store"
    write_ruling(root, ruling_data(id="old", status="draft"))
    write_ruling(root, ruling_data(id="new", status="approved"))
    assert run_cli(["rulings", "init", "--dir", str(root), "--author", "Carol <carol@example.org>"]) == 0
    assert run_cli(["rulings", "status", "old", "approved", "--dir", str(root)]) == 1
    assert "cannot become approved" in capsys.readouterr().err
    assert run_cli(["rulings", "status", "old", "proposed", "--dir", str(root)]) == 0
    assert run_cli(["rulings", "sync", "--dir", str(root), "--no-verify"]) == 0
    assert run_cli(["rulings", "init", "--dir", str(root), "--author", "Dan <dan@example.org>"]) == 0
    assert run_cli(["rulings", "status", "old", "approved", "--dir", str(root)]) == 0
    assert run_cli(["rulings", "sync", "--dir", str(root), "--no-verify"]) == 0
    assert run_cli(["rulings", "status", "old", "superseded", "--dir", str(root)]) == 1
    assert run_cli(["rulings", "status", "old", "superseded", "--by", "nope", "--dir", str(root)]) == 1
    assert run_cli(["rulings", "status", "old", "superseded", "--by", "new", "--dir", str(root)]) == 0
    ruling = load_ruling(root / "pso2" / "old.yaml")
    assert ruling.status is Status.SUPERSEDED and ruling.superseded_by == "new"
    assert [h.action for h in ruling.history] == ["proposed", "approved", "superseded"]
    capsys.readouterr()
    assert run_cli(["rulings", "show", "old", "--dir", str(root)]) == 0
    out = capsys.readouterr().out
    assert "proposed: Carol <carol@example.org>" in out and "approved: Dan <dan@example.org>" in out
    assert "superseded by: new" in out


def test_without_git_the_store_is_local_with_a_clear_message(tmp_path: Path, monkeypatch, capsys) -> None:
    """Promise: with no git installed, sync and init say in one line that the store is local only (exit 1),
    and rulings are still listed and saved."""
    root = tmp_path / "store"
    write_ruling(root, ruling_data(id="r1", status="draft"))
    monkeypatch.setenv("PATH", str(tmp_path / "empty"))
    assert run_cli(["rulings", "sync", "--dir", str(root)]) == 1
    err = capsys.readouterr().err
    assert "git is not installed" in err and "this folder only" in err and err.count("\n") == 1
    assert run_cli(["rulings", "init", "--dir", str(root)]) == 1
    assert "git is not installed" in capsys.readouterr().err
    assert run_cli(["rulings", "status", "r1", "proposed", "--dir", str(root)]) == 0
    assert load_ruling(root / "pso2" / "r1.yaml").status is Status.PROPOSED


def test_a_folder_that_is_no_repository_is_named(tmp_path: Path, capsys) -> None:
    """Promise: syncing a plain rulings folder says it is not a repository and how to make it one."""
    root = tmp_path / "plain"
    root.mkdir()
    assert run_cli(["rulings", "sync", "--dir", str(root)]) == 1
    err = capsys.readouterr().err
    assert "not a rulings repository" in err or "git is not installed" in err
