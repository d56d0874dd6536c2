"""The browser window driven like a judge would: keyboard first, then mouse."""

from __future__ import annotations

from PySide6.QtCore import QEvent, QPoint, QPointF, QSettings, Qt
from PySide6.QtGui import QGuiApplication, QKeyEvent, QMouseEvent, QTextCursor
from PySide6.QtWidgets import QApplication, QWidget

from judge_app.corpus import Corpus, Record, RuleSet
from judge_app.ui.location import Location
from judge_app.ui.main_window import MainWindow
from judge_app.ui.settings import UiSettings
from judge_app.ui.titles import document_name, own_title


def type_text(widget: QWidget, text: str) -> None:
    """Key presses carrying Japanese text (QTest's keyClicks only knows ASCII keys)."""
    for ch in text:
        for kind in (QEvent.Type.KeyPress, QEvent.Type.KeyRelease):
            QApplication.sendEvent(widget, QKeyEvent(kind, 0, Qt.KeyboardModifier.NoModifier, ch))


def type_query(qtbot, window: MainWindow, text: str) -> None:
    window.focus_search()
    type_text(window.search_box, text)
    qtbot.waitUntil(lambda: window.results.results.query == text and window.results.results.rowCount() > 0,
                    timeout=10_000)


def anchor_point(window: MainWindow, text: str) -> QPoint:
    """Viewport coordinates of the first occurrence of ``text`` in the rule view."""
    browser = window.rule_view.browser
    cursor = browser.document().find(text)
    assert not cursor.isNull(), f"{text!r} is not in the rule view"
    middle = QTextCursor(cursor)
    middle.setPosition((cursor.selectionStart() + cursor.selectionEnd()) // 2)
    return browser.cursorRect(middle).center()


def record_with_ref(ruleset: RuleSet) -> tuple[Record, str, str]:
    for rec in ruleset.records:
        for ref in rec.refs:
            if ref.target and ref.target != rec.key:
                return rec, ref.label, ref.target
    raise AssertionError(f"{ruleset.game} has no resolved cross-reference")


def test_typing_a_query_shows_results(qtbot, window: MainWindow) -> None:
    type_query(qtbot, window, "ドロップ")
    hits = window.results.results.hits
    assert hits
    assert all(h.game == "pso2" for h in hits[:3])
    assert window.side.currentIndex() == 0
    assert "ドロップ" in window.results_hint.text()


def test_enter_opens_the_top_result_with_text_and_breadcrumb(qtbot, window: MainWindow, corpus: Corpus) -> None:
    type_query(qtbot, window, "先攻")
    top = window.results.results.hits[0]
    qtbot.keyClick(window.search_box, Qt.Key.Key_Return)
    view = window.rule_view
    assert view.record is not None and view.record.key == top.key
    ruleset = corpus.get(top.game, top.version)
    record = ruleset.get(top.key)
    assert record is not None
    shown = view.browser.toPlainText()
    assert (record.text or record.title)[:20] in shown.replace("\n", "")
    for ancestor in ruleset.ancestors(record):
        assert ancestor.rule_id in view.crumbs.text() or (ancestor.title and ancestor.title in view.crumbs.text())
    # the game as players name it; the document's own title (when it has one) in the tooltip
    assert document_name(ruleset, False) in view.doc_label.text()
    assert own_title(ruleset, False) == view.doc_label.toolTip()


def test_up_down_move_and_escape_returns_to_the_box(qtbot, window: MainWindow) -> None:
    type_query(qtbot, window, "カード")
    assert window.results.currentIndex().row() == 0
    qtbot.keyClick(window.search_box, Qt.Key.Key_Down)
    qtbot.keyClick(window.search_box, Qt.Key.Key_Down)
    qtbot.keyClick(window.search_box, Qt.Key.Key_Up)
    assert window.results.currentIndex().row() == 1
    second = window.results.results.hits[1]
    qtbot.keyClick(window.search_box, Qt.Key.Key_Enter)
    assert window.rule_view.record is not None and window.rule_view.record.key == second.key
    window.rule_view.browser.setFocus()
    qtbot.keyClick(window.rule_view.browser, Qt.Key.Key_Escape)
    assert window.search_box.hasFocus()
    assert window.search_box.selectedText() == "カード"


def test_typing_anywhere_goes_to_the_search_box(qtbot, window: MainWindow) -> None:
    window.side.setCurrentIndex(1)
    window.tree.setFocus()
    qtbot.keyClicks(window.tree, "x")
    assert window.search_box.hasFocus()
    assert window.search_box.text() == "x"


def test_cross_reference_click_navigates_and_back_returns(qtbot, window: MainWindow, corpus: Corpus) -> None:
    ruleset = corpus.get("fftcg")
    source, label, target = record_with_ref(ruleset)
    assert window.open_location(Location(ruleset.game, ruleset.version, source.key))
    point = anchor_point(window, label)
    qtbot.mouseClick(window.rule_view.browser.viewport(), Qt.MouseButton.LeftButton, pos=point)
    assert window.rule_view.record is not None and window.rule_view.record.key == target
    qtbot.keyClick(window, Qt.Key.Key_Left, Qt.KeyboardModifier.AltModifier)
    assert window.rule_view.record.key == source.key
    qtbot.keyClick(window, Qt.Key.Key_Right, Qt.KeyboardModifier.AltModifier)
    assert window.rule_view.record.key == target
    # The mouse's back button does the same.
    viewport = window.rule_view.browser.viewport()
    press = QMouseEvent(QMouseEvent.Type.MouseButtonPress, QPointF(5, 5), viewport.mapToGlobal(QPointF(5, 5)),
                        Qt.MouseButton.BackButton, Qt.MouseButton.BackButton, Qt.KeyboardModifier.NoModifier)
    QApplication.sendEvent(viewport, press)
    assert window.rule_view.record.key == source.key


def test_breadcrumb_and_children_are_links(qtbot, window: MainWindow, corpus: Corpus) -> None:
    ruleset = corpus.get("fftcg")
    parent = next(r for r in ruleset.records if r.children and r.parent)
    window.open_location(Location(ruleset.game, ruleset.version, parent.key))
    child = ruleset.get(parent.children[0])
    assert child is not None
    point = anchor_point(window, child.rule_id)
    qtbot.mouseClick(window.rule_view.browser.viewport(), Qt.MouseButton.LeftButton, pos=point)
    assert window.rule_view.record.key == child.key
    window.rule_view.crumbs.linkActivated.emit(str(len(ruleset.ancestors(child)) - 1))
    assert window.rule_view.record.key == parent.key


def test_document_selector_filters_search_and_tree(qtbot, window: MainWindow, corpus: Corpus) -> None:
    fftcg = corpus.get("fftcg")
    window.doc_selector.setCurrentIndex(window.doc_selector.findData(f"{fftcg.game}@{fftcg.version}"))
    assert window.tree_model.ruleset is fftcg
    type_query(qtbot, window, "カード")
    assert {h.game for h in window.results.results.hits} == {"fftcg"}
    assert UiSettings(window.settings.store).document == f"{fftcg.game}@{fftcg.version}"


def test_tree_click_opens_the_rule(qtbot, window: MainWindow, corpus: Corpus) -> None:
    fftcg = corpus.get("fftcg")
    window.doc_selector.setCurrentIndex(window.doc_selector.findData(f"{fftcg.game}@{fftcg.version}"))
    window.side.setCurrentIndex(1)
    index = window.tree_model.index(1, 0)
    rect = window.tree.visualRect(index)
    qtbot.mouseClick(window.tree.viewport(), Qt.MouseButton.LeftButton, pos=rect.center())
    assert window.rule_view.record is not None
    assert window.rule_view.record.key == window.tree_model.record(index).key


def test_opening_a_rule_reveals_it_in_the_tree(window: MainWindow, corpus: Corpus) -> None:
    fftcg = corpus.get("fftcg")
    deep = max(fftcg.records, key=lambda r: r.level)
    window.open_location(Location(fftcg.game, fftcg.version, deep.key))
    assert window.tree_model.ruleset is fftcg
    assert window.tree_model.record(window.tree.currentIndex()).key == deep.key


def test_copy_rule_and_link(window: MainWindow, corpus: Corpus) -> None:
    fftcg = corpus.get("fftcg")
    rec = next(r for r in fftcg.records if r.text)
    loc = Location(fftcg.game, fftcg.version, rec.key)
    window.open_location(loc)
    window.rule_view.copy_rule_button.click()
    assert QGuiApplication.clipboard().text() == f"{rec.rule_id} {rec.text}"
    window.rule_view.copy_link_button.click()
    link = QGuiApplication.clipboard().text()
    assert Location.parse(link) == loc


def test_pasted_link_opens_its_rule(qtbot, window: MainWindow, corpus: Corpus) -> None:
    fftcg = corpus.get("fftcg")
    rec = fftcg.records[3]
    window.focus_search()
    qtbot.keyClicks(window.search_box, str(Location(fftcg.game, fftcg.version, rec.key)))
    qtbot.keyClick(window.search_box, Qt.Key.Key_Return)
    assert window.rule_view.record is not None and window.rule_view.record.key == rec.key


def test_flags_show_an_explanation(window: MainWindow, corpus: Corpus) -> None:
    flagged = next((rs, r) for rs in corpus.rulesets for r in rs.records if r.flags)
    rs, rec = flagged
    window.open_location(Location(rs.game, rs.version, rec.key))
    chips = window.rule_view.flag_chips
    assert len(chips) == len(rec.flags)
    assert all(len(chip.toolTip()) > 20 for chip in chips)


def test_bookmarks_persist_across_sessions(qtbot, window: MainWindow, corpus: Corpus, store: QSettings) -> None:
    fftcg = corpus.get("fftcg")
    loc = Location(fftcg.game, fftcg.version, fftcg.records[2].key)
    window.open_location(loc)
    qtbot.keyClick(window, Qt.Key.Key_D, Qt.KeyboardModifier.ControlModifier)
    assert window.rule_view.bookmark_button.isChecked()
    store.sync()
    reopened = QSettings(store.fileName(), QSettings.Format.IniFormat)
    assert UiSettings(reopened).bookmarks == [loc]
    assert window.bookmark_list.item(0).data(Qt.ItemDataRole.UserRole) == str(loc)
    window.bookmark_list.itemActivated.emit(window.bookmark_list.item(0))
    assert window.rule_view.location() == loc
    window.rule_view.bookmark_button.click()
    assert UiSettings(store).bookmarks == []


def test_zoom_keys_change_the_text_size_and_persist(qtbot, window: MainWindow, store: QSettings) -> None:
    before = window.rule_view.browser.font().pointSizeF()
    qtbot.keyClick(window, Qt.Key.Key_Equal, Qt.KeyboardModifier.ControlModifier)
    qtbot.keyClick(window, Qt.Key.Key_Equal, Qt.KeyboardModifier.ControlModifier)
    bigger = window.rule_view.browser.font().pointSizeF()
    assert bigger > before
    assert UiSettings(store).zoom == 2
    qtbot.keyClick(window, Qt.Key.Key_Minus, Qt.KeyboardModifier.ControlModifier)
    assert window.rule_view.browser.font().pointSizeF() < bigger
    qtbot.keyClick(window, Qt.Key.Key_0, Qt.KeyboardModifier.ControlModifier)
    assert window.rule_view.browser.font().pointSizeF() == before
    assert UiSettings(store).zoom == 0


def test_theme_switch_changes_the_palette(window: MainWindow) -> None:
    window.apply_theme("dark")
    dark = QApplication.palette().window().color().lightness()
    window.apply_theme("light")
    light = QApplication.palette().window().color().lightness()
    assert dark < 100 < light
    assert UiSettings(window.settings.store).theme == "light"
