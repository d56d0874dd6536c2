"""After a sync, the app verifies only the rulings it changed and updates search in place (real git)."""

from __future__ import annotations

import shutil
import subprocess
from pathlib import Path

import pytest
import yaml

from judge_app.corpus import Corpus
from judge_app.rulings import Status
from judge_app.rulings.repo import RulingsRepo, SyncState
from judge_app.rulings.search_docs import RulingsSource
from judge_app.search import SearchEngine
from judge_app.search.types import Hit
from judge_app.ui.main_window import MainWindow
from judge_app.ui.rulings import panel as panel_module
from judge_app.ui.rulings.panel import RulingsPanel

needs_git = pytest.mark.skipif(shutil.which("git") is None, reason="needs git")
BASE = {"game": "pso2", "version": "3.0", "title": "アメーバの裁定", "question": "質問文", "answer": "回答文",
        "status": "approved", "source": {"issuer": "委員会", "where": "committee"}, "date": "2018-10-01",
        "cites": ["101.1"]}


def write(repo: RulingsRepo, ruling_id: str, **fields: object) -> None:
    path = repo.root / "pso2" / f"{ruling_id}.yaml"
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_text(yaml.safe_dump({**BASE, "id": ruling_id, **fields}, allow_unicode=True), encoding="utf-8")


def members(tmp_path: Path) -> tuple[RulingsRepo, RulingsRepo]:
    """Two committee members' clones of a bare remote, both holding rulings r1 and r2."""
    remote = tmp_path / "committee.git"
    subprocess.run(["git", "init", "-q", "--bare", "-b", "main", str(remote)], check=True)
    alice = RulingsRepo.init(tmp_path / "alice", remote=str(remote), author=("Alice", "alice@example.org"))
    write(alice, "r1")
    write(alice, "r2")
    assert alice.sync().ok
    bob = RulingsRepo.init(tmp_path / "bob", remote=str(remote), author=("Bob", "bob@example.org"))
    assert bob.sync().ok
    return alice, bob


def search(qtbot, window: MainWindow, text: str) -> list[Hit]:
    with qtbot.waitSignal(window.results_shown, timeout=30_000):
        window.search_box.setText(text)
        window._query_edited(text)
    return list(window.results.results.hits)


@needs_git
def test_a_sync_verifies_only_the_rulings_it_changed(qtbot, monkeypatch, corpus: Corpus, tmp_path: Path) -> None:
    """Promise: after a sync the rulings list verifies only the ruling files the sync changed; every other
    ruling keeps its report and stays listed."""
    alice, bob = members(tmp_path)
    write(alice, "r2", title="変わった裁定")
    write(alice, "r3", title="新しい裁定")
    assert alice.sync().ok
    verified: list[list[str]] = []
    real = panel_module.verify_rulings

    def recording(rulings, corpus, **kw):  # the real verify, noting which rulings it was asked about
        verified.append(sorted(r.id for r in rulings))
        return real(rulings, corpus, **kw)

    monkeypatch.setattr(panel_module, "verify_rulings", recording)
    panel = RulingsPanel(None, bob.root)
    qtbot.addWidget(panel)
    with qtbot.waitSignal(panel.loaded, timeout=30_000):
        panel.set_corpus(corpus)
    assert verified == [["r1", "r2"]] and set(panel.model.reports) == {"r1", "r2"}
    with qtbot.waitSignal(panel.loaded, timeout=60_000), qtbot.waitSignal(panel.synced, timeout=30_000) as done:
        assert panel.sync()
    assert done.args[0].state is SyncState.SYNCED
    assert verified[1:] == [["r2", "r3"]]
    assert set(panel.model.reports) == {"r1", "r2", "r3"} and sorted(panel.visible_ids()) == ["r1", "r2", "r3"]
    assert panel.model.rulings[panel.model.row_of("r2")].title == "変わった裁定"


@needs_git
def test_synced_rulings_are_indexed_in_place(qtbot, monkeypatch, make_window, corpus: Corpus,
                                             tmp_path: Path) -> None:
    """Promise: rulings a sync brings in (added, changed, deleted) are found by search at once, through the
    same search index updated in place rather than a new engine and a rebuild."""
    alice, bob = members(tmp_path)
    write(alice, "r2", title="ミジンコの裁定")
    write(alice, "r3", title="ゾウリムシの裁定")
    (alice.root / "pso2" / "r1.yaml").unlink()
    assert alice.sync().ok
    monkeypatch.setenv("JUDGE_APP_RULINGS_DIR", str(bob.root))
    monkeypatch.setenv("XDG_DATA_HOME", str(tmp_path / "data"))  # no imported packs
    source = RulingsSource(bob.root, statuses=[Status.APPROVED])  # what the app shows by default
    engine = SearchEngine(corpus, index_dir=tmp_path / "index", extra_documents=source)
    window: MainWindow = make_window(corpus, engine)
    assert window.rulings.source() == source
    assert [h.rule_id for h in search(qtbot, window, "アメーバ") if h.is_ruling] == ["r1", "r2"]
    panel = window.rulings.show_list()
    assert panel is not None
    with qtbot.waitSignal(window.rulings.search_updated, timeout=60_000):
        assert panel.sync()
    assert window.backend is engine  # the same engine, its index updated in place
    assert [h.rule_id for h in search(qtbot, window, "ミジンコ") if h.is_ruling] == ["r2"]
    assert [h.rule_id for h in search(qtbot, window, "ゾウリムシ") if h.is_ruling] == ["r3"]
    assert "r1" not in [h.rule_id for h in search(qtbot, window, "アメーバ") if h.is_ruling]
    engine.close()
