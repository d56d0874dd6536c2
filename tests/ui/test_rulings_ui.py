"""Rulings in the app: the list and its filters, the editor, review and migration, the rule view's links.

Every test works on a throwaway copy of the pso2 1.8 test rulings (written against
1.8, so the real 3.0 moved, changed or removed some of their cited rules), one
shipped aquarian ruling without its position, and two files that cannot be used.
"""

from __future__ import annotations

import shutil
from pathlib import Path

import pytest
import yaml
from PySide6.QtCore import QCoreApplication, QUrl

from judge_app.corpus import Corpus, RuleRef
from judge_app.rulings import Status, load_ruling
from judge_app.rulings.drift import CitationStatus
from judge_app.rulings.search_docs import RulingsSource
from judge_app.search import SearchEngine
from judge_app.ui.location import Location
from judge_app.ui.main_window import MainWindow
from judge_app.ui.rulings.editor import RulingEditor, parse_citation
from judge_app.ui.rulings.messages import field_label
from judge_app.ui.rulings.model import RULING_ROLE, RulingsFilter, RulingsModel
from judge_app.ui.rulings.panel import RulingsPanel

REPO = Path(__file__).resolve().parents[2]
FLAGGED = {"pso2-18-active-card-source", "pso2-18-ambush-enters-on", "pso2-18-armour-reduction",
           "pso2-18-both-decks-empty"}


@pytest.fixture
def rulings_root(tmp_path: Path) -> Path:
    root = tmp_path / "rulings"
    shutil.copytree(REPO / "tests" / "rulings" / "data" / "pso2", root / "pso2")
    (root / "aquarian").mkdir()
    # A shipped ruling without its position (the position's path is relative to the shipped folder).
    qa = yaml.safe_load((REPO / "rulings" / "aquarian" / "aquarian-qa01.yaml").read_text(encoding="utf-8"))
    qa.pop("scenario", None)
    qa.pop("expect", None)
    (root / "aquarian" / "aquarian-qa01.yaml").write_text(yaml.safe_dump(qa, allow_unicode=True), encoding="utf-8")
    (root / "pso2" / "broken-yaml.yaml").write_text("id: broken-yaml\ntitle: [unclosed\n", encoding="utf-8")
    bad = yaml.safe_load((root / "pso2" / "pso2-18-armour-reduction.yaml").read_text(encoding="utf-8"))
    bad.update(id="bad-status", status="maybe")
    (root / "pso2" / "bad-status.yaml").write_text(yaml.safe_dump(bad, allow_unicode=True), encoding="utf-8")
    return root


@pytest.fixture
def panel(qtbot, corpus: Corpus, rulings_root: Path) -> RulingsPanel:
    p = RulingsPanel(None, rulings_root)
    qtbot.addWidget(p)
    with qtbot.waitSignal(p.loaded, timeout=30_000):
        p.set_corpus(corpus)
    return p


@pytest.fixture
def editor(qtbot, corpus: Corpus, rulings_root: Path) -> RulingEditor:
    e = RulingEditor(corpus, rulings_root)
    qtbot.addWidget(e)
    return e


def test_rulings_model_passes_qtmodeltester(qtmodeltester, panel: RulingsPanel) -> None:
    qtmodeltester.check(panel.model, force_py=True)
    qtmodeltester.check(panel.proxy, force_py=True)
    empty = RulingsModel()
    qtmodeltester.check(empty, force_py=True)


def test_list_loads_the_good_files_names_the_bad_ones_and_flags_drift(panel: RulingsPanel) -> None:
    ids = {r.id for r in panel.model.rulings}
    assert ids == {"aquarian-qa01", "pso2-18-simultaneous-triggers"} | FLAGGED
    assert sorted(e.path.name for e in panel.errors) == ["bad-status.yaml", "broken-yaml.yaml"]
    assert any(e.field == "status" for e in panel.errors)
    assert "broken-yaml.yaml" in panel.summary.toolTip() and "bad-status.yaml" in panel.summary.toolTip()
    panel.flagged.setChecked(True)
    assert set(panel.visible_ids()) == FLAGGED


def test_filters_by_game_status_and_words(panel: RulingsPanel) -> None:
    panel.game.setCurrentIndex(panel.game.findData("aquarian"))
    assert panel.visible_ids() == ["aquarian-qa01"]
    panel.game.setCurrentIndex(panel.game.findData(""))
    panel.search.setText("奇襲")
    assert panel.visible_ids() == ["pso2-18-ambush-enters-on"]
    panel.search.setText("５０６．６")  # a cited rule number, typed in full width
    assert panel.visible_ids() == ["pso2-18-armour-reduction"]
    panel.search.clear()
    panel.status.setCurrentIndex(panel.status.findData(Status.DRAFT.value))
    drafts = {r.id for r in panel.model.rulings if r.status is Status.DRAFT}
    assert set(panel.visible_ids()) == drafts


def test_filter_model_alone(corpus: Corpus, rulings_root: Path) -> None:
    from judge_app.rulings import load_rulings

    model = RulingsModel()
    model.set_rulings(load_rulings(rulings_root).rulings)
    proxy = RulingsFilter()
    proxy.setSourceModel(model)
    proxy.set_game("pso2")
    assert all(proxy.index(r, 0).data(RULING_ROLE).game == "pso2" for r in range(proxy.rowCount()))
    proxy.set_flagged_only(True)
    assert proxy.rowCount() == 0  # nothing is flagged before a verify has reported


def test_activating_a_row_asks_for_the_editor(qtbot, panel: RulingsPanel) -> None:
    assert panel.select("pso2-18-armour-reduction")
    with qtbot.waitSignal(panel.edit_requested) as asked:
        panel.table.activated.emit(panel.table.currentIndex())
    assert asked.args[0].id == "pso2-18-armour-reduction"


def test_citations_are_checked_against_the_rules(editor: RulingEditor, rulings_root: Path) -> None:
    editor.load(load_ruling(rulings_root / "pso2" / "pso2-18-simultaneous-triggers.yaml"))
    before = editor.citations()
    editor.cite_edit.setText("999.9")
    assert not editor.add_citation_from_edit()
    assert "999.9" in editor.message.text() and editor.citations() == before
    assert editor.cite_edit.text() == "999.9"  # kept for correcting
    editor.cite_edit.setText("２０６．２")
    assert editor.add_citation_from_edit()
    assert editor.citations()[-1] == RuleRef(game="pso2", version="1.8", rule_id="206.2")
    editor.cite_edit.setText("pso2@3.0:201.3")
    assert editor.add_citation_from_edit()
    assert editor.citations()[-1] == RuleRef(game="pso2", version="3.0", rule_id="201.3")
    assert parse_citation("  ", "pso2", "1.8") is None


def test_editing_and_saving_writes_the_file_atomically_with_history(editor: RulingEditor, rulings_root: Path) -> None:
    path = rulings_root / "pso2" / "pso2-18-simultaneous-triggers.yaml"
    editor.load(load_ruling(path))
    assert editor.id_edit.isReadOnly() and not editor.dirty
    editor.answer.setPlainText("ターンプレイヤーが先に処理します。")
    editor.cite_edit.setText("302.1")
    assert editor.add_citation_from_edit()
    assert editor.dirty and editor.windowTitle().endswith("*")
    assert editor.save(), editor.message.text()
    saved = load_ruling(path)
    assert saved.answer.strip() == "ターンプレイヤーが先に処理します。"
    assert RuleRef(game="pso2", version="1.8", rule_id="302.1") in saved.cites
    assert saved.history[-1].action == "edited"
    assert not list(path.parent.glob(".*.tmp"))  # no leftover from the atomic write
    # An empty title is refused, naming the field; the file stays as it was.
    text = path.read_text(encoding="utf-8")
    editor.title_edit.setText("")
    assert not editor.save()
    assert f"「{field_label('title')}」" in editor.error and path.read_text(encoding="utf-8") == text
    assert path.name in editor.error
    # Bad JSON in the scenario field is named too.
    editor.title_edit.setText("同時の誘発")
    editor.scenario.setPlainText("{not json")
    assert not editor.save() and f"「{field_label('scenario')}」" in editor.error


def test_a_new_ruling_is_saved_under_its_game_and_never_overwrites_another(editor: RulingEditor,
                                                                           rulings_root: Path) -> None:
    editor.new_ruling(prefill={"game": "pso2", "version": "3.0",
                               "cites": [RuleRef(game="pso2", version="3.0", rule_id="207.1")]})
    editor.id_edit.setText("pso2-30-black")
    editor.title_edit.setText("黒は色か")
    editor.question.setPlainText("「黒」は色として扱いますか。")
    editor.answer.setPlainText("はい。Ver3.0 では色は4色です。")
    editor.issuer.setText("テスト委員会")
    assert editor.save(), editor.message.text()
    saved = load_ruling(rulings_root / "pso2" / "pso2-30-black.yaml")
    assert saved.version == "3.0" and [r.rule_id for r in saved.cites] == ["207.1"]
    assert saved.status is Status.DRAFT and saved.history[0].action == "created"
    other = rulings_root / "pso2" / "pso2-18-armour-reduction.yaml"
    before = other.read_bytes()
    editor.new_ruling(game="pso2")
    editor.id_edit.setText("pso2-18-armour-reduction")
    editor.title_edit.setText("上書きの試み")
    editor.question.setPlainText("質問")
    editor.answer.setPlainText("回答")
    editor.issuer.setText("誰か")
    assert not editor.save() and "pso2-18-armour-reduction.yaml" in editor.error
    exists = QCoreApplication.translate(
        "RulingMessages", "a ruling file with this ID already exists; choose another ID")
    assert exists in editor.error
    assert other.read_bytes() == before


def test_review_shows_the_cited_rules_diff_and_migrates_in_one_action(editor: RulingEditor,
                                                                      rulings_root: Path) -> None:
    path = rulings_root / "pso2" / "pso2-18-armour-reduction.yaml"
    editor.load(load_ruling(path))
    review = editor.review
    assert review.needs_attention() and review.can_migrate()
    statuses = {c.ref.rule_id: c.status for c in review.checks}
    assert statuses == {"205.5.2": CitationStatus.CHANGED, "506.6.1.2": CitationStatus.MOVED}
    shown = review.text.toPlainText()
    assert "506.6.1.3" in shown  # the proposed new number
    changed = next(c for c in review.checks if c.ref.rule_id == "205.5.2")
    assert changed.segments and all(s.text in shown for s in changed.segments if s.op == "insert")
    assert "⚠" in editor.tabs.tabText(3)
    assert editor.migrate(), editor.message.text()
    migrated = load_ruling(path)
    assert migrated.version == "3.0"
    assert [r.rule_id for r in migrated.cites] == ["205.5.2", "506.6.1.3"]
    assert migrated.status is Status.DRAFT  # a cited rule changed in substance: someone must re-approve
    entry = migrated.history[-1]
    assert entry.action == "migrated" and (entry.from_version, entry.to_version) == ("1.8", "3.0")
    assert not editor.review.can_migrate()


def test_a_removed_citation_stops_the_migration_until_dropped(editor: RulingEditor, rulings_root: Path) -> None:
    path = rulings_root / "pso2" / "pso2-18-ambush-enters-on.yaml"
    editor.load(load_ruling(path))
    before = path.read_bytes()
    assert not editor.review.drop_removed.isHidden()  # offered only when a cited rule was removed
    assert not editor.migrate()
    assert "215.1.3" in editor.error and path.read_bytes() == before
    editor.review.drop_removed.setChecked(True)
    assert editor.migrate(), editor.message.text()
    assert [r.rule_id for r in load_ruling(path).cites] == ["302.6"]


def test_unsaved_edits_block_the_migration(editor: RulingEditor, rulings_root: Path) -> None:
    editor.load(load_ruling(rulings_root / "pso2" / "pso2-18-active-card-source.yaml"))
    editor.notes.setPlainText("メモ")
    assert not editor.migrate() and editor.error


def test_rule_view_lists_the_rulings_citing_the_rule_and_opens_them(
        qtbot, monkeypatch, make_window, corpus: Corpus, rulings_root: Path, tmp_path: Path) -> None:
    monkeypatch.setenv("JUDGE_APP_RULINGS_DIR", str(rulings_root))
    # An engine of its own: a migrated ruling updates the window's index in place, never the shared one's.
    engine = SearchEngine(corpus, index_dir=tmp_path / "index", extra_documents=RulingsSource(rulings_root))
    window: MainWindow = make_window(corpus, engine)
    assert window.open_location(Location("pso2", "1.8", "205.5.2"))
    view = window.rule_view
    assert view.rendered.rulings == ["pso2-18-armour-reduction"]
    assert "防具によるダメージ軽減の扱い" in view.browser.toPlainText()
    view.browser.anchorClicked.emit(QUrl("u0"))
    reading = window.rulings.views.get("pso2-18-armour-reduction")
    assert reading is not None and reading.isVisible()
    reading.edit_button.click()
    editor = window.rulings.editors.get("pso2-18-armour-reduction")
    assert editor is not None and editor.isVisible() and editor.ruling is not None
    # Migrating moves the ruling to 3.0: the 1.8 rule no longer lists it. A cited rule changed, so it is a
    # draft again: event judges (approved only, the default) do not see it under the 3.0 rule; the committee does.
    with qtbot.waitSignal(window.rulings.search_updated, timeout=120_000):  # search takes the migrated file
        assert editor.migrate()
    assert editor.ruling is not None and editor.ruling.status.value == "draft"
    qtbot.waitUntil(lambda: view.rendered.rulings == [], timeout=5_000)
    assert window.open_location(Location("pso2", "3.0", "506.6.1.3"))
    assert view.rendered.rulings == []
    with qtbot.waitSignal(window.rulings.search_updated, timeout=120_000):  # search now holds every state too
        window.rulings.approved_action.trigger()
    assert view.rendered.rulings == ["pso2-18-armour-reduction"]
    editor.close()


def test_rulings_menu_opens_the_list_and_the_review_filter(qtbot, monkeypatch, make_window, corpus: Corpus,
                                                           search_engine, rulings_root: Path) -> None:
    monkeypatch.setenv("JUDGE_APP_RULINGS_DIR", str(rulings_root))
    window: MainWindow = make_window(corpus, search_engine)
    window.rulings.review_action.trigger()
    panel = window.rulings.panel
    assert panel is not None and window.rulings.dock is not None and window.rulings.dock.isVisible()
    qtbot.waitUntil(lambda: not panel.busy and panel.model.rowCount() > 0, timeout=30_000)
    assert set(panel.visible_ids()) == FLAGGED
    assert window.open_location(Location("pso2", "3.0", "207.1"))
    window.rulings.new_action.trigger()
    editor = window.rulings.editors[""]
    assert editor.isVisible() and editor.version.currentData() == "3.0"
    assert editor.citations() == [RuleRef(game="pso2", version="3.0", rule_id="207.1")]
    editor.dirty = False
    editor.close()


def test_every_rulings_string_has_a_japanese_text(tmp_path: Path) -> None:
    import subprocess
    import sys
    import xml.etree.ElementTree as ET

    lupdate = Path(sys.executable).parent / "pyside6-lupdate"
    if not lupdate.exists():
        pytest.skip("pyside6-lupdate is not installed")

    def sources(path: Path) -> set[tuple[str, str]]:
        root = ET.parse(path).getroot()
        return {(ctx.findtext("name") or "", msg.findtext("source") or "")
                for ctx in root.iter("context") for msg in ctx.iter("message")}

    fresh = tmp_path / "fresh.ts"
    files = sorted(str(p) for p in (REPO / "judge_app" / "ui" / "rulings").glob("*.py"))
    subprocess.run([str(lupdate), "-silent", *files, "-ts", str(fresh)], check=True)
    catalogue = sources(REPO / "resources" / "translations" / "judge_app_ja.ts")
    assert sources(fresh) and not sources(fresh) - catalogue
