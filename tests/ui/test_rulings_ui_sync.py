"""The rulings dock's Sync, the conflict view and the readable ruling view, with real git."""

from __future__ import annotations

import shutil
import subprocess
from pathlib import Path

import pytest
import yaml
from PySide6.QtCore import QUrl
from PySide6.QtWidgets import QDialogButtonBox

from judge_app.corpus import Corpus
from judge_app.rulings import load_ruling
from judge_app.rulings.repo import RulingsRepo, SyncState
from judge_app.ui.rulings.conflicts import MERGED, MINE, THEIRS, ConflictDialog
from judge_app.ui.rulings.editor import RulingEditor
from judge_app.ui.rulings.panel import RulingsPanel, sync_result_text
from judge_app.ui.rulings.view import RulingView

REPO = Path(__file__).resolve().parents[2]
needs_git = pytest.mark.skipif(shutil.which("git") is None, reason="needs git")
SHIPPED = REPO / "rulings" / "fftcg"
BASE = {"id": "r1", "game": "pso2", "version": "1.8", "title": "テスト裁定", "question": "質問文", "answer": "回答文",
        "status": "approved", "source": {"issuer": "委員会", "where": "committee"}, "date": "2018-10-01",
        "cites": ["101.1"]}


def edit(repo: RulingsRepo, ruling_id: str, **fields: object) -> Path:
    path = repo.root / "pso2" / f"{ruling_id}.yaml"
    data = yaml.safe_load(path.read_text(encoding="utf-8")) if path.exists() else {**BASE, "id": ruling_id}
    data.update(fields)
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_text(yaml.safe_dump(data, allow_unicode=True, sort_keys=False), encoding="utf-8")
    return path


def _members(tmp_path: Path) -> tuple[RulingsRepo, RulingsRepo]:
    """Two committee members' clones of a bare remote in a temp folder, both holding ruling r1."""
    remote = tmp_path / "committee.git"
    subprocess.run(["git", "init", "-q", "--bare", "-b", "main", str(remote)], check=True)
    alice = RulingsRepo.init(tmp_path / "alice", remote=str(remote), author=("Alice", "alice@example.org"))
    edit(alice, "r1")
    assert alice.sync().ok
    bob = RulingsRepo.init(tmp_path / "bob", remote=str(remote), author=("Bob", "bob@example.org"))
    assert bob.sync().ok
    return alice, bob


def _panel(qtbot, corpus: Corpus, root: Path) -> RulingsPanel:
    panel = RulingsPanel(None, root)
    qtbot.addWidget(panel)
    with qtbot.waitSignal(panel.loaded, timeout=30_000):
        panel.set_corpus(corpus)
    return panel


@needs_git
def test_sync_button_shows_progress_and_the_result(qtbot, corpus: Corpus, tmp_path: Path) -> None:
    """Promise: Sync runs off the UI thread with its stage shown, then says it is in step and lists the
    received ruling."""
    alice, bob = _members(tmp_path)
    edit(alice, "r2", title="新しい裁定")
    alice.sync()
    panel = _panel(qtbot, corpus, bob.root)
    with qtbot.waitSignal(panel.synced, timeout=30_000) as done:
        assert panel.sync()
        assert panel.sync_progress.isVisible() or panel.syncing
        assert not panel.sync_button.isEnabled()
    result = done.args[0]
    assert result.state is SyncState.SYNCED and result.received_rulings() == ["pso2/r2.yaml"]
    assert panel.sync_status.text() == sync_result_text(result) and panel.sync_button.isEnabled()
    assert not panel.sync_progress.isVisible()
    qtbot.waitUntil(lambda: panel.model.row_of("r2") >= 0, timeout=30_000)


@needs_git
def test_conflict_view_decides_field_by_field_and_writes_only_when_done(qtbot, corpus: Corpus,
                                                                       tmp_path: Path) -> None:
    """Promise: the conflict view shows both versions of each clashing field; cancelling or leaving a field
    undecided changes nothing on disk; a merged value is saved, committed and pushed by the next sync."""
    alice, bob = _members(tmp_path)
    edit(alice, "r1", question="アリスの質問", answer="アリスの回答")
    alice.sync()
    edit(bob, "r1", question="ボブの質問", answer="ボブの回答")
    path = bob.root / "pso2" / "r1.yaml"
    panel = _panel(qtbot, corpus, bob.root)
    with qtbot.waitSignal(panel.synced, timeout=30_000) as done:
        panel.sync()
    assert done.args[0].state is SyncState.CONFLICT
    dialog = panel.conflict_dialog
    assert isinstance(dialog, ConflictDialog) and dialog.isVisible()
    before = path.read_bytes()
    fields = {c.name: c for c in dialog.choices[0]}
    assert set(fields) == {"question", "answer"}
    assert fields["question"].mine_text.toPlainText() == "ボブの質問"
    assert fields["question"].theirs_text.toPlainText() == "アリスの質問"
    fields["question"].pick(THEIRS)
    dialog.buttons.button(QDialogButtonBox.StandardButton.Ok).click()
    assert dialog.isVisible() and dialog.message.text()  # the answer is undecided: nothing happens
    assert path.read_bytes() == before
    fields["answer"].pick(MERGED)
    fields["answer"].merged_text.setPlainText("話し合った回答")
    with qtbot.waitSignal(panel.synced, timeout=30_000) as again:
        dialog.buttons.button(QDialogButtonBox.StandardButton.Ok).click()
    assert again.args[0].state is SyncState.SYNCED
    ruling = load_ruling(path)
    assert (ruling.question, ruling.answer) == ("アリスの質問", "話し合った回答")
    assert alice.sync().state is SyncState.SYNCED
    assert load_ruling(alice.root / "pso2" / "r1.yaml").answer == "話し合った回答"


@needs_git
def test_cancelled_conflict_view_leaves_the_files(qtbot, corpus: Corpus, tmp_path: Path) -> None:
    """Promise: closing the conflict view without deciding keeps the local file and the remote as they were."""
    alice, bob = _members(tmp_path)
    edit(alice, "r1", answer="アリス")
    alice.sync()
    edit(bob, "r1", answer="ボブ")
    panel = _panel(qtbot, corpus, bob.root)
    with qtbot.waitSignal(panel.synced, timeout=30_000):
        panel.sync()
    dialog = panel.conflict_dialog
    assert dialog is not None
    dialog.choices[0][0].pick(MINE)
    dialog.reject()
    assert load_ruling(bob.root / "pso2" / "r1.yaml").answer == "ボブ"
    assert bob.queued() == 1 and not bob.pending_changes()


def test_without_a_repository_sync_says_why(qtbot, corpus: Corpus, tmp_path: Path) -> None:
    """Promise: a plain rulings folder (or no git) gets a one-line reason instead of a sync."""
    root = tmp_path / "plain"
    root.mkdir()
    panel = _panel(qtbot, corpus, root)
    assert not panel.sync()
    assert panel.sync_status.text() and not panel.syncing


def test_ruling_view_reads_with_links_a_thumbnail_and_an_edit_button(qtbot, corpus: Corpus, tmp_path: Path) -> None:
    """Promise: a ruling opens as a readable view: its cited rules are links, its position is a board
    picture, and Edit asks for the editor."""
    root = tmp_path / "rulings"
    shutil.copytree(SHIPPED, root / "fftcg")
    ruling = load_ruling(root / "fftcg" / "fftcg-ex-overdrive-payment.yaml")
    view = RulingView(corpus, root)
    qtbot.addWidget(view)
    view.show_ruling(ruling)
    assert ruling.answer.split()[0] in view.text.toPlainText()
    assert [link for link in view.links() if link.startswith("rule:")][:1] == ["rule:fftcg%40current%3A15.2.9.4"]
    assert view.thumbnail is not None and view.thumbnail.width() > 100
    with qtbot.waitSignal(view.rule_requested) as asked:
        view.text.anchorClicked.emit(QUrl("rule:fftcg%40current%3A15.2.9.4"))
    assert str(asked.args[0]) == "fftcg@current:15.2.9.4"
    with qtbot.waitSignal(view.edit_requested) as edit_asked:
        view.edit_button.click()
    assert edit_asked.args[0].id == ruling.id


def test_a_deep_json_paste_is_a_field_message_not_a_crash(qtbot, corpus: Corpus, tmp_path: Path) -> None:
    """Promise: a scenario pasted 100 000 levels deep is refused with a message naming the field, the file is
    not written, and nothing raises."""
    root = tmp_path / "rulings"
    (root / "pso2").mkdir(parents=True)
    editor = RulingEditor(corpus, root)
    qtbot.addWidget(editor)
    editor.id_edit.setText("deep")
    editor.title_edit.setText("深い")
    editor.question.setPlainText("q")
    editor.answer.setPlainText("a")
    editor.issuer.setText("委員会")
    editor.scenario.setPlainText("{" + '"a":[' * 100_000 + "1" + "]" * 100_000 + "}")
    assert not editor.save()
    assert "64" in editor.error  # the nesting limit, named in the message
    assert not (root / "pso2" / "deep.yaml").exists() and not list(root.rglob("*.yaml"))


def test_superseded_needs_a_successor_in_the_editor(qtbot, corpus: Corpus, tmp_path: Path) -> None:
    """Promise: the editor asks for the successor when a ruling is superseded, and saves it."""
    root = tmp_path / "rulings"
    shutil.copytree(SHIPPED, root / "fftcg")
    editor = RulingEditor(corpus, root)
    qtbot.addWidget(editor)
    editor.load(load_ruling(root / "fftcg" / "fftcg-ex-second-main-phase.yaml"))
    editor.status.setCurrentIndex(editor.status.findData("superseded"))
    assert not editor.successor.isHidden()
    assert not editor.save() and editor.error
    editor.successor.setText("fftcg-ex-overdrive-payment")
    assert editor.save(), editor.error
    saved = yaml.safe_load((root / "fftcg" / "fftcg-ex-second-main-phase.yaml").read_text(encoding="utf-8"))
    assert saved["status"] == "superseded" and saved["superseded_by"] == "fftcg-ex-overdrive-payment"
    assert saved["history"][-1]["action"] == "superseded"
