"""The Settings dialog names the rulings store's committee remote and author, in the store's git settings."""

from __future__ import annotations

import shutil
import subprocess
from pathlib import Path

import pytest

from judge_app.corpus import Corpus
from judge_app.rulings.repo import RulingsRepo, SyncState
from judge_app.ui.main_window import MainWindow
from judge_app.ui.rulings.committee import CommitteeSettings, Kind

needs_git = pytest.mark.skipif(shutil.which("git") is None, reason="needs git")


def leave(qtbot, form: CommitteeSettings, field, text: str) -> None:
    """Type into a field and leave it, as a judge would (Tab), then wait for the store to be written."""
    field.setFocus()
    field.setText(text)
    with qtbot.waitSignal(form.loaded, timeout=30_000):
        field.editingFinished.emit()


def open_form(qtbot, window: MainWindow) -> CommitteeSettings:
    dialog = window.show_settings()
    form = dialog.committee
    assert form is not None
    qtbot.waitUntil(lambda: form.committee is not None and not form.busy, timeout=30_000)
    return form


@needs_git
def test_the_remote_and_author_set_in_settings_are_the_stores_and_sync_uses_them(
        qtbot, monkeypatch, make_window, corpus: Corpus, search_engine, tmp_path: Path) -> None:
    """Promise: a plain rulings folder becomes a committee store when its remote is named in Settings; the
    author is kept in the store (what `rulings init` writes), a sync then reaches the remote with that author,
    and emptying the remote makes the store local again."""
    root = tmp_path / "rulings"
    (root / "pso2").mkdir(parents=True)
    remote = tmp_path / "committee.git"
    subprocess.run(["git", "init", "-q", "--bare", "-b", "main", str(remote)], check=True)
    monkeypatch.setenv("JUDGE_APP_RULINGS_DIR", str(root))
    window: MainWindow = make_window(corpus, search_engine)
    form = open_form(qtbot, window)
    assert form.committee.kind is Kind.NOT_SHARED and form.folder.text() == str(root)
    assert "まだ共有されていません" in form.state.text(), form.state.text()

    leave(qtbot, form, form.remote, str(remote))
    repo = RulingsRepo.open(root)  # a repository now
    assert repo.remote_url() == str(remote) and form.committee.kind is Kind.SHARED

    form.name.setText("山田 花子")  # a name alone is not an author: nothing is written, the form says why
    assert not form.apply()
    assert "両方" in form.state.text() and repo.stored_author() == ("", "")
    leave(qtbot, form, form.email, "hanako@example.org")
    assert repo.stored_author() == ("山田 花子", "hanako@example.org")
    assert "山田 花子 <hanako@example.org>" in form.state.text()

    (root / "pso2" / "note.yaml").write_text("id: note\n", encoding="utf-8")
    assert repo.sync().state is SyncState.SYNCED
    log = subprocess.run(["git", "-C", str(remote), "log", "-1", "--format=%an <%ae>"], capture_output=True,
                         text=True, check=True).stdout.strip()
    assert log == "山田 花子 <hanako@example.org>"

    form.remote.setText("-oops")  # refused by the core: said in one line, the store unchanged
    with qtbot.waitSignal(form.failed, timeout=30_000):
        form.remote.editingFinished.emit()
    assert form.state.text().startswith("保存できません") and repo.remote_url() == str(remote)
    leave(qtbot, form, form.remote, "")
    assert repo.remote_url() is None and repo.sync().state is SyncState.LOCAL

    window.close()  # the dialog is made again for a new window: it reads the store as it is
    again: MainWindow = make_window(corpus, search_engine)
    form = open_form(qtbot, again)
    assert (form.remote.text(), form.name.text(), form.email.text()) == ("", "山田 花子", "hanako@example.org")
