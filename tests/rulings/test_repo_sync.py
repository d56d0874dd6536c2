"""The rulings repository with real git: a bare remote in a temp folder, two members' clones."""

from __future__ import annotations

import shutil
import subprocess
from pathlib import Path

import pytest
import yaml
from git_testkit import bare_remote, edit, member

from judge_app.rulings import load_ruling, load_rulings
from judge_app.rulings.repo import BACKUP_REF, RulingsRepo, SyncState

pytestmark = pytest.mark.skipif(shutil.which("git") is None, reason="needs git")


def _two_members(tmp_path: Path) -> tuple[RulingsRepo, RulingsRepo]:
    remote = bare_remote(tmp_path)
    alice = member(tmp_path, "alice", remote)
    edit(alice, "r1", question="共通の質問")
    edit(alice, "r2", question="二つ目")
    assert alice.sync().state is SyncState.SYNCED
    bob = member(tmp_path, "bob", remote)
    assert {r.id for r in load_rulings(bob.root).rulings} == {"r1", "r2"}
    return alice, bob


def test_edits_to_different_rulings_merge_without_a_prompt(tmp_path: Path) -> None:
    """Promise: two members editing different rulings at once both end up with both edits, no conflict."""
    alice, bob = _two_members(tmp_path)
    edit(alice, "r1", answer="アリスの回答")
    edit(bob, "r2", answer="ボブの回答")
    edit(bob, "r3", title="ボブの新しい裁定")
    assert alice.sync().state is SyncState.SYNCED
    result = bob.sync()
    assert result.state is SyncState.SYNCED and not result.conflicts
    assert "pso2/r1.yaml" in result.received
    assert alice.sync().state is SyncState.SYNCED
    for repo in (alice, bob):
        rulings = {r.id: r for r in load_rulings(repo.root).rulings}
        assert rulings["r1"].answer == "アリスの回答"
        assert rulings["r2"].answer == "ボブの回答"
        assert rulings["r3"].title == "ボブの新しい裁定"
        assert not repo.pending_changes()
    # History is linear (replayed, not merged) and keeps each author.
    log = subprocess.run(["git", "-C", str(bob.root), "log", "--format=%an %P"], capture_output=True, text=True,
                         check=True).stdout.splitlines()
    assert all(len(line.split()) <= 2 for line in log)
    assert {line.split()[0] for line in log} >= {"Alice", "Bob"}


def test_edits_to_different_fields_of_one_ruling_merge_field_by_field(tmp_path: Path) -> None:
    """Promise: one member changes the question, the other the answer: both changes are kept, no prompt."""
    alice, bob = _two_members(tmp_path)
    edit(alice, "r1", question="アリスの質問", history=[{"date": "2026-01-02", "action": "edited"}])
    edit(bob, "r1", answer="ボブの回答", history=[{"date": "2026-01-03", "action": "edited", "note": "bob"}])
    assert alice.sync().state is SyncState.SYNCED
    assert bob.sync().state is SyncState.SYNCED
    merged = load_ruling(bob.root / "pso2" / "r1.yaml")
    assert merged.question == "アリスの質問" and merged.answer == "ボブの回答"
    assert [h.note for h in merged.history] == ["", "bob"]


def test_same_field_edits_conflict_and_the_api_resolves_them(tmp_path: Path) -> None:
    """Promise: both members change the same ruling's answer: sync stops with a field-by-field conflict,
    leaves the file on disk as the member left it (no conflict markers), and applies the decision."""
    alice, bob = _two_members(tmp_path)
    edit(alice, "r1", answer="アリスの回答", title="アリスの題")
    edit(bob, "r1", answer="ボブの回答", notes="ボブのメモ")
    assert alice.sync().state is SyncState.SYNCED
    path = bob.root / "pso2" / "r1.yaml"
    before = path.read_bytes()
    result = bob.sync()
    assert result.state is SyncState.CONFLICT and len(result.conflicts) == 1
    conflict = result.conflicts[0]
    assert conflict.path == "pso2/r1.yaml" and conflict.ruling_id == "r1"
    assert conflict.field_names() == ["answer"]
    field = conflict.fields[0]
    assert (field.base, field.ours, field.theirs) == ("回答文", "ボブの回答", "アリスの回答")
    assert path.read_bytes() == before and b"<<<<<<<" not in before
    assert not bob.pending_changes()
    with pytest.raises(ValueError, match="answer"):
        conflict.resolve()
    text = conflict.resolve(values={"answer": "二人で決めた回答"})
    done = bob.sync(resolutions={conflict.key: text})
    assert done.state is SyncState.SYNCED, done.message
    merged = load_ruling(path)
    assert (merged.answer, merged.title, merged.notes) == ("二人で決めた回答", "アリスの題", "ボブのメモ")
    assert alice.sync().state is SyncState.SYNCED
    assert load_ruling(alice.root / "pso2" / "r1.yaml").answer == "二人で決めた回答"


def test_a_conflict_resolved_by_picking_a_side(tmp_path: Path) -> None:
    """Promise: a clash decided by picking the remote's side takes that value and keeps everything else."""
    alice, bob = _two_members(tmp_path)
    edit(alice, "r1", answer="アリスの回答")
    edit(bob, "r1", answer="ボブの回答")
    alice.sync()
    conflict = bob.sync().conflicts[0]
    assert bob.sync(resolutions={conflict.key: conflict.resolve(picks={"answer": "theirs"})}).ok
    assert load_ruling(bob.root / "pso2" / "r1.yaml").answer == "アリスの回答"


def test_remote_gone_before_sync_keeps_local_edits(tmp_path: Path) -> None:
    """Promise: when the remote cannot be reached, the edit is committed locally, the file is untouched,
    the message says the edits are queued, and the next sync sends them."""
    alice, bob = _two_members(tmp_path)
    remote = tmp_path / "committee.git"
    path = edit(alice, "r1", answer="オフラインの回答")
    text = path.read_text(encoding="utf-8")
    moved = remote.rename(tmp_path / "elsewhere.git")
    result = alice.sync()
    assert result.state is SyncState.OFFLINE and result.queued == 1
    assert "could not be reached" in result.message and "kept here" in result.message
    assert "\n" not in result.message
    assert path.read_text(encoding="utf-8") == text and not alice.pending_changes()
    moved.rename(remote)
    assert alice.sync().state is SyncState.SYNCED
    assert bob.sync().state is SyncState.SYNCED
    assert load_ruling(bob.root / "pso2" / "r1.yaml").answer == "オフラインの回答"


def test_remote_disappearing_mid_sync_keeps_every_local_edit(tmp_path: Path) -> None:
    """Promise: the remote vanishes after the fetch and the replay, just before the push: the sync says so,
    the merged result and every local edit are on disk and committed, and a later sync completes."""
    alice, bob = _two_members(tmp_path)
    remote = tmp_path / "committee.git"
    edit(alice, "r2", answer="アリスの回答")
    alice.sync()
    mine = edit(bob, "r1", answer="ボブの回答")

    def vanish(stage: str, _done: int, _total: int) -> None:
        if stage == "push":
            remote.rename(tmp_path / "gone.git")

    result = bob.sync(progress=vanish)
    assert result.state is SyncState.OFFLINE and "push" in result.message
    assert load_ruling(mine).answer == "ボブの回答"
    assert load_ruling(bob.root / "pso2" / "r2.yaml").answer == "アリスの回答"
    assert not bob.pending_changes() and result.queued == 1
    (tmp_path / "gone.git").rename(remote)
    assert bob.sync().state is SyncState.SYNCED
    assert alice.sync().state is SyncState.SYNCED
    assert load_ruling(alice.root / "pso2" / "r1.yaml").answer == "ボブの回答"


def test_an_edit_made_during_the_sync_is_never_overwritten(tmp_path: Path) -> None:
    """Promise: if a ruling is edited again while the sync replays, the sync stops with a message rather than
    overwrite the new edit; the edit stays on disk and the remote's commit is kept for the next sync."""
    alice, bob = _two_members(tmp_path)
    edit(alice, "r1", answer="アリスの回答")
    alice.sync()
    edit(bob, "r2", answer="ボブの回答")
    path = bob.root / "pso2" / "r1.yaml"

    def meddle(stage: str, _done: int, _total: int) -> None:
        if stage == "replay":
            path.write_text(path.read_text(encoding="utf-8").replace("回答文", "最中の編集"), encoding="utf-8")

    result = bob.sync(progress=meddle)
    assert result.state is SyncState.ERROR and "intact" in result.message
    assert load_ruling(path).answer == "最中の編集"
    assert bob.sync().state is SyncState.CONFLICT  # the meddling edit now clashes with alice's answer


def test_hooks_in_the_repository_never_run(tmp_path: Path) -> None:
    """Promise: a hook placed in the store (as a hostile checkout or tool might) is never executed by the app."""
    alice, _bob = _two_members(tmp_path)
    marker = tmp_path / "hook-ran"
    for name in ("pre-commit", "commit-msg", "post-commit", "pre-push", "post-checkout", "reference-transaction"):
        hook = alice.root / ".git" / "hooks" / name
        hook.write_text(f"#!/bin/sh\ntouch {marker}\n", encoding="utf-8")
        hook.chmod(0o755)
    edit(alice, "r1", answer="フックなし")
    assert alice.sync().state is SyncState.SYNCED
    assert not marker.exists()


def test_without_a_remote_edits_are_committed_locally(tmp_path: Path) -> None:
    """Promise: a store with no remote still records each edit with its author, and says no remote is set."""
    repo = RulingsRepo.init(tmp_path / "solo", author=("Solo", "solo@example.org"))
    edit(repo, "r1")
    result = repo.sync()
    assert result.state is SyncState.LOCAL and result.committed and "no committee remote" in result.message


def test_the_shipped_rulings_are_never_made_a_repository(tmp_path: Path) -> None:
    """Promise: the shipped rulings stay read-only: init refuses them, and a folder inside another work tree is
    not taken for a store."""
    from judge_app import paths
    from judge_app.rulings.repo import NotARepository

    with pytest.raises(NotARepository, match="read-only"):
        RulingsRepo.init(paths.shipped_dir("rulings"))
    outer = RulingsRepo.init(tmp_path / "outer")
    (outer.root / "inner").mkdir()
    with pytest.raises(NotARepository):
        RulingsRepo.open(outer.root / "inner")


def test_provenance_comes_from_the_history(tmp_path: Path) -> None:
    """Promise: who proposed and who approved a ruling is read from the repository's commits."""
    from judge_app.rulings.repo import who_moved

    alice, bob = _two_members(tmp_path)
    edit(alice, "r1", status="proposed")
    alice.sync()
    bob.sync()
    edit(bob, "r1", status="approved")
    bob.sync()
    moves = who_moved(bob.provenance(bob.root / "pso2" / "r1.yaml"))
    assert moves["created"].author == "Alice"
    assert moves["proposed"].author == "Alice" and moves["approved"].author == "Bob"
    assert moves["approved"].when >= moves["proposed"].when
    assert yaml.safe_load((bob.root / "pso2" / "r1.yaml").read_text(encoding="utf-8"))["status"] == "approved"
    ref = subprocess.run(["git", "-C", str(bob.root), "rev-parse", "-q", "--verify", BACKUP_REF],
                         capture_output=True, text=True, check=False)
    assert ref.returncode == 0  # the state before the last integrating sync is kept
