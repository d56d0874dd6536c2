"""Event judges see approved rulings by default (list, rule view, search), and imported packs read-only."""

from __future__ import annotations

from pathlib import Path

import yaml
from PySide6.QtCore import QSettings

from judge_app.cli import run_cli
from judge_app.corpus import Corpus, RuleRef
from judge_app.rulings import Status
from judge_app.rulings.search_docs import RulingsSource
from judge_app.search import SearchEngine
from judge_app.search.types import Hit
from judge_app.ui.location import Location
from judge_app.ui.main_window import MainWindow
from judge_app.ui.rulings.plugin import APPROVED_ONLY_KEY

REPO = Path(__file__).resolve().parents[2]


def ruling(root: Path, ruling_id: str, status: str, title: str) -> None:
    """A copy of a shipped aquarian ruling (without its position) under a new ID, title and status."""
    qa = yaml.safe_load((REPO / "rulings" / "aquarian" / "aquarian-qa12.yaml").read_text(encoding="utf-8"))
    qa.pop("scenario", None)
    qa.pop("expect", None)
    qa.update(id=ruling_id, status=status, title=title)
    (root / "aquarian").mkdir(parents=True, exist_ok=True)
    (root / "aquarian" / f"{ruling_id}.yaml").write_text(yaml.safe_dump(qa, allow_unicode=True), encoding="utf-8")


def search(qtbot, window: MainWindow, text: str) -> list[Hit]:
    with qtbot.waitSignal(window.results_shown, timeout=30_000):
        window.search_box.setText(text)
        window._query_edited(text)
    return list(window.results.results.hits)


def settled(qtbot, window: MainWindow, statuses: frozenset[Status] | None) -> None:
    """Wait until the window searches an index over the rulings shown (the plugin swaps the engine after start,
    and updates its index in place when the filter changes)."""
    def ready() -> bool:
        source = getattr(window.backend, "extra_documents", None)
        return isinstance(source, RulingsSource) and source.statuses == statuses and window.search.ready
    qtbot.waitUntil(ready, timeout=120_000)
    window.rulings.wait_search_updates()


def open_app(qtbot, monkeypatch, make_window, corpus: Corpus, tmp_path: Path) -> tuple[MainWindow, Path]:
    root = tmp_path / "rulings"
    ruling(root, "aquarian-approved-1", "approved", "ミジンコの支配")
    ruling(root, "aquarian-draft-1", "draft", "ゾウリムシの支配")
    monkeypatch.setenv("JUDGE_APP_RULINGS_DIR", str(root))
    monkeypatch.setenv("XDG_DATA_HOME", str(tmp_path / "data"))  # the imported packs' folder
    engine = SearchEngine(corpus, index_dir=tmp_path / "index", extra_documents=RulingsSource(root))
    return make_window(corpus, engine), root


def test_only_approved_rulings_are_shown_by_default_and_the_filter_is_remembered(
        qtbot, monkeypatch, make_window, corpus: Corpus, tmp_path: Path, store: QSettings) -> None:
    """Promise: by default the rulings list, the rule view and search show only approved rulings, each search
    result badged with its status; the visible filter (dock checkbox and menu item) shows every state, and the
    choice is kept in the settings."""
    window, _root = open_app(qtbot, monkeypatch, make_window, corpus, tmp_path)
    plugin = window.rulings
    settled(qtbot, window, frozenset({Status.APPROVED}))  # the start engine indexed drafts too: replaced
    assert plugin.approved_only() and plugin.approved_action.isChecked()
    assert not [h for h in search(qtbot, window, "ゾウリムシ") if h.is_ruling]
    hits = [h for h in search(qtbot, window, "ミジンコ") if h.is_ruling]
    assert [h.rule_id for h in hits] == ["aquarian-approved-1"]
    badge, _fill = window.results.itemDelegate().badge(hits[0])
    assert badge == "裁定 · 承認済み · aquarian 1.1", badge  # the app starts in Japanese
    panel = plugin.show_list()
    assert panel is not None
    qtbot.waitUntil(lambda: not panel.busy and panel.model.rowCount() == 2, timeout=30_000)
    assert panel.approved_only.isChecked() and not panel.status.isEnabled()
    assert panel.visible_ids() == ["aquarian-approved-1"]
    record = corpus.resolve(RuleRef(game="aquarian", version="1.1", rule_id="qa:12"))
    assert record is not None and window.open_location(Location("aquarian", "1.1", record.key))
    assert window.rule_view.rendered.rulings == ["aquarian-approved-1"]

    with qtbot.waitSignal(window.rulings.search_updated, timeout=120_000):
        panel.approved_only.setChecked(False)
    assert not plugin.approved_action.isChecked() and panel.status.isEnabled()
    assert sorted(panel.visible_ids()) == ["aquarian-approved-1", "aquarian-draft-1"]
    assert store.value(APPROVED_ONLY_KEY) in (False, "false")
    settled(qtbot, window, None)
    hits = [h for h in search(qtbot, window, "ゾウリムシ") if h.is_ruling]
    assert [h.rule_id for h in hits] == ["aquarian-draft-1"]
    assert "下書き" in window.results.itemDelegate().badge(hits[0])[0]
    assert sorted(window.rule_view.rendered.rulings) == ["aquarian-approved-1", "aquarian-draft-1"]

    plugin.approved_action.trigger()  # the menu item turns it back on, the dock follows
    assert panel.approved_only.isChecked() and plugin.approved_only()
    assert panel.visible_ids() == ["aquarian-approved-1"]
    settled(qtbot, window, frozenset({Status.APPROVED}))
    window.backend.close()  # type: ignore[union-attr]


def test_an_imported_event_pack_is_listed_read_only_and_searched(
        qtbot, monkeypatch, make_window, corpus: Corpus, tmp_path: Path) -> None:
    """Promise: a pack imported with `rulings import` shows in the rulings dock as its own read-only source,
    and its rulings are found by search and open in the readable view without an Edit button."""
    committee = tmp_path / "committee"
    ruling(committee, "aquarian-event-1", "approved", "アメーバの支配")
    out = tmp_path / "event.zip"
    monkeypatch.setenv("XDG_DATA_HOME", str(tmp_path / "data"))
    assert run_cli(["rulings", "pack", "-o", str(out), "--dir", str(committee)]) == 0
    assert run_cli(["rulings", "import", str(out)]) == 0
    window, _root = open_app(qtbot, monkeypatch, make_window, corpus, tmp_path)
    plugin = window.rulings
    assert [p.name for p in plugin.packs()] == ["event"]
    settled(qtbot, window, frozenset({Status.APPROVED}))
    hits = [h for h in search(qtbot, window, "アメーバ") if h.is_ruling]
    assert [h.rule_id for h in hits] == ["aquarian-event-1"]
    assert plugin.open_hit(hits[0])
    view = plugin.views["aquarian-event-1"]
    assert view.isVisible() and view.pack == "event" and view.edit_button.isHidden()
    assert "event" in view.text.toPlainText()
    assert plugin.open_ruling(view.ruling) is None and "aquarian-event-1" not in plugin.editors  # read-only
    view.close()

    panel = plugin.show_list()
    assert panel is not None
    qtbot.waitUntil(lambda: not panel.busy and panel.model.rowCount() == 2, timeout=30_000)
    assert not panel.source.isHidden() and panel.source.count() == 2
    with qtbot.waitSignal(panel.loaded, timeout=30_000):
        panel.source.setCurrentIndex(1)
    assert panel.read_only() and not panel.new_button.isEnabled()
    assert panel.visible_ids() == ["aquarian-event-1"]
    with qtbot.waitSignal(panel.loaded, timeout=30_000):
        panel.source.setCurrentIndex(0)
    assert not panel.read_only() and panel.new_button.isEnabled()
    assert panel.visible_ids() == ["aquarian-approved-1"]
    window.backend.close()  # type: ignore[union-attr]
