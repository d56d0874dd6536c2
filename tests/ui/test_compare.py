"""The compare view over the real pso2 1.8 and 3.0 documents."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QModelIndex, Qt
from PySide6.QtGui import QTextDocument

from judge_app.corpus import Corpus
from judge_app.corpus.diff import DiffKind, diff_rulesets
from judge_app.ui.compare.model import ENTRY_ROLE, DiffFilter, DiffModel
from judge_app.ui.compare.view import CompareView
from judge_app.ui.compare.words import word_segments
from judge_app.ui.location import Location
from judge_app.ui.main_window import MainWindow


@pytest.fixture(scope="module")
def pso2_entries(corpus: Corpus):
    return diff_rulesets(corpus.get("pso2", "1.8"), corpus.get("pso2", "3.0"))


@pytest.fixture
def view(qtbot, corpus: Corpus) -> CompareView:
    v = CompareView()
    qtbot.addWidget(v)
    with qtbot.waitSignal(v.compared, timeout=30_000):
        v.set_corpus(corpus)
    return v


def marked_fragments(doc: QTextDocument) -> list[str]:
    """Runs of text drawn with a background colour (the highlighted differences)."""
    out: list[str] = []
    block = doc.begin()
    while block.isValid():
        it = block.begin()
        while not it.atEnd():
            frag = it.fragment()
            if frag.isValid() and frag.charFormat().background().style().value != 0:
                out.append(frag.text())
            it += 1
        block = block.next()
    return out


def test_diff_model_passes_qtmodeltester(qtmodeltester, corpus: Corpus, pso2_entries) -> None:
    model = DiffModel()
    qtmodeltester.check(model, force_py=True)
    model.set_entries(corpus.get("pso2", "1.8"), corpus.get("pso2", "3.0"), pso2_entries)
    qtmodeltester.check(model, force_py=True)
    proxy = DiffFilter()
    proxy.setSourceModel(model)
    qtmodeltester.check(proxy, force_py=True)
    proxy.set_kinds({DiffKind.MOVED})
    qtmodeltester.check(proxy, force_py=True)


def test_kind_filter_shows_exactly_that_kind(corpus: Corpus, pso2_entries) -> None:
    model = DiffModel()
    model.set_entries(corpus.get("pso2", "1.8"), corpus.get("pso2", "3.0"), pso2_entries)
    proxy = DiffFilter()
    proxy.setSourceModel(model)
    # By default everything but the unchanged records.
    assert proxy.rowCount() == sum(1 for e in pso2_entries if e.kind is not DiffKind.UNCHANGED)
    for kind in DiffKind:
        proxy.set_kinds({kind})
        shown = [proxy.index(r, 0).data(ENTRY_ROLE) for r in range(proxy.rowCount())]
        assert len(shown) == model.counts()[kind] == sum(1 for e in pso2_entries if e.kind is kind)
        assert all(e.kind is kind for e in shown)
    proxy.set_kinds({DiffKind.REMOVED})
    removed = {proxy.index(r, 1).data() for r in range(proxy.rowCount())}
    assert removed == {"201.3", "215.1.3", "406.4.1"}


def test_text_filter_matches_numbers_and_japanese_in_any_width(corpus: Corpus, pso2_entries) -> None:
    model = DiffModel()
    model.set_entries(corpus.get("pso2", "1.8"), corpus.get("pso2", "3.0"), pso2_entries)
    proxy = DiffFilter()
    proxy.setSourceModel(model)
    proxy.set_kinds(set(DiffKind))
    proxy.set_text("２０６．２")  # full-width digits, as a Japanese keyboard types them
    ids = {proxy.index(r, 2).data() for r in range(proxy.rowCount())}
    assert "206.2" in ids
    proxy.set_text("探索者")
    rows = [proxy.index(r, 0).data(ENTRY_ROLE) for r in range(proxy.rowCount())]
    assert rows and all("探索者" in e.old_text + e.new_text for e in rows)
    assert proxy.rowCount() < model.rowCount()
    proxy.set_text("")
    assert proxy.rowCount() == model.rowCount()


def test_view_compares_the_last_two_versions_of_the_first_game_that_has_two(view: CompareView) -> None:
    assert view.game_combo.currentData() == "pso2"
    assert (view.old_combo.currentData(), view.new_combo.currentData()) == ("1.8", "3.0")
    assert view.model.rowCount() == len(view.model.entries) > 400
    assert view.entry is not None  # the first row is selected and shown
    assert str(view.proxy.rowCount()) in view.status.text()


def test_changed_rule_shows_deletions_left_and_insertions_right(view: CompareView) -> None:
    assert view.select_entry(new_key="206.2")
    entry = view.entry
    assert entry is not None and entry.kind is DiffKind.CHANGED
    old_doc, new_doc = view.old_pane.text.document(), view.new_pane.text.document()
    # Each side reads as its own version's text, whole.
    assert old_doc.toPlainText().replace("\u2029", "\n") == entry.old_text
    assert new_doc.toPlainText().replace("\u2029", "\n") == entry.new_text
    # What is lit up is exactly the deleted (left) and inserted (right) words.
    segments = word_segments(entry.old_text, entry.new_text)
    deleted = "".join(s.text for s in segments if s.op == "delete")
    inserted = "".join(s.text for s in segments if s.op == "insert")
    assert "".join(marked_fragments(old_doc)) == deleted
    assert "".join(marked_fragments(new_doc)) == inserted
    assert "（例：「探索者 アフィン」" in inserted
    assert "206.2" in view.old_pane.header.text() and "206.2" in view.new_pane.header.text()


def test_moved_rule_names_both_numbers_and_opens_either_side(qtbot, view: CompareView) -> None:
    assert view.select_entry(new_key="201.3")
    entry = view.entry
    assert entry is not None and entry.kind is DiffKind.MOVED and entry.old_id == "201.3.1"
    assert "201.3.1 → 201.3" in view.summary.text()
    with qtbot.waitSignal(view.open_rule) as old_side:
        view.old_pane.header.linkActivated.emit("open")
    assert old_side.args == [Location("pso2", "1.8", "201.3.1")]
    with qtbot.waitSignal(view.open_rule) as activated:
        view.table.activated.emit(view.table.currentIndex())
    assert activated.args == [Location("pso2", "3.0", "201.3")]


def test_removed_rule_shows_its_old_text_and_says_the_new_version_lacks_it(qtbot, view: CompareView) -> None:
    view.set_kinds({DiffKind.REMOVED})
    assert view.proxy.rowCount() == 3
    assert view.select_entry(old_key="215.1.3")
    assert "OFF状態で場に出ます" in view.old_pane.text.toPlainText()
    assert "3.0" in view.new_pane.text.toPlainText() and "href" not in view.new_pane.header.text()
    with qtbot.waitSignal(view.open_rule) as opened:
        view.table.activated.emit(view.table.currentIndex())
    assert opened.args == [Location("pso2", "1.8", "215.1.3")]


def test_selecting_a_filtered_out_row_brings_its_kind_back(view: CompareView) -> None:
    view.set_kinds({DiffKind.ADDED})
    view.filter_box.setText("zzz-no-such-rule")
    assert view.proxy.rowCount() == 0 and view.entry is None
    assert view.select_entry(new_key="206.2")
    assert view.kind_buttons[DiffKind.CHANGED].isChecked()
    assert view.entry is not None and view.entry.new_key == "206.2"


def test_choosing_other_versions_compares_again(qtbot, view: CompareView) -> None:
    with qtbot.waitSignal(view.compared, timeout=30_000):
        view.old_combo.setCurrentIndex(view.old_combo.findData("3.0"))
    assert view.status.text() == view.tr("The same version on both sides: choose two different versions.")
    assert all(e.kind is DiffKind.UNCHANGED for e in view.model.entries)


def test_versions_menu_opens_compare_on_the_rule_being_read(qtbot, window: MainWindow) -> None:
    assert window.open_location(Location("pso2", "3.0", "201.3"))
    assert window.compare.compare_action.isEnabled()
    window.compare.compare_action.trigger()
    view = window.compare.compare_view
    assert view is not None and view.isVisible()
    qtbot.waitUntil(lambda: view.entry is not None and view.entry.new_key == "201.3", timeout=30_000)
    # Opening the old side takes the main window to 1.8's number for the same rule.
    view.old_pane.header.linkActivated.emit("open")
    assert window.rule_view.location() == Location("pso2", "1.8", "201.3.1")
    # A click on a row shows that rule in the main window too.
    view.set_kinds({DiffKind.REMOVED})
    assert view.select_entry(old_key="215.1.3")
    qtbot.waitUntil(lambda: view.table.viewport().isVisible())
    rect = view.table.visualRect(view.table.currentIndex())
    qtbot.mouseClick(view.table.viewport(), Qt.MouseButton.LeftButton, pos=rect.center())
    assert window.rule_view.location() == Location("pso2", "1.8", "215.1.3")
    view.close()


def test_table_is_flat_and_its_headers_name_the_versions(corpus: Corpus, pso2_entries) -> None:
    model = DiffModel()
    model.set_entries(corpus.get("pso2", "1.8"), corpus.get("pso2", "3.0"), pso2_entries)
    assert model.rowCount(model.index(0, 0)) == 0
    assert model.index(0, 0).parent() == QModelIndex()
    assert model.headerData(1, Qt.Orientation.Horizontal) == "1.8"
    assert model.headerData(2, Qt.Orientation.Horizontal) == "3.0"


def test_every_compare_string_has_a_japanese_text(tmp_path) -> None:
    import subprocess
    import sys
    import xml.etree.ElementTree as ET
    from pathlib import Path

    repo = Path(__file__).resolve().parents[2]
    lupdate = Path(sys.executable).parent / "pyside6-lupdate"
    if not lupdate.exists():
        pytest.skip("pyside6-lupdate is not installed")

    def sources(path: Path) -> set[tuple[str, str]]:
        root = ET.parse(path).getroot()
        return {(ctx.findtext("name") or "", msg.findtext("source") or "")
                for ctx in root.iter("context") for msg in ctx.iter("message")}

    fresh = tmp_path / "fresh.ts"
    files = sorted(str(p) for p in (repo / "judge_app" / "ui" / "compare").glob("*.py"))
    subprocess.run([str(lupdate), "-silent", *files, "-ts", str(fresh)], check=True)
    catalogue = sources(repo / "resources" / "translations" / "judge_app_ja.ts")
    assert sources(fresh) and not sources(fresh) - catalogue
