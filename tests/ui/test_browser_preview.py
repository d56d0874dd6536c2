"""Reading from the search box: ↑/↓ preview a result, the opened rule shows the matched words and the rules
around it."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication

from judge_app.corpus import Corpus
from judge_app.ui.location import Location
from judge_app.ui.main_window import MainWindow
from judge_app.ui.results import matched_words
from judge_app.ui.rule_html import neighbours


def type_query(qtbot, window: MainWindow, text: str, rows: int = 3) -> None:
    window.focus_search()
    with qtbot.waitSignal(window.results_shown, timeout=30_000):
        window.search_box.setText(text)
        window._query_edited(text)
    assert window.results.results.rowCount() >= rows


def test_down_previews_the_next_result_and_the_focus_stays_in_the_search_box(qtbot, window: MainWindow) -> None:
    """Promise: ↓ and ↑ in the search box show the selected result's rule in the rule view at once, with the
    matched words lit up; the caret stays in the search box and previews are not pushed on the history."""
    type_query(qtbot, window, "ドロップ")
    hits = window.results.results.hits
    window.activateWindow()
    window.search_box.setFocus()
    qtbot.keyClick(window.search_box, Qt.Key.Key_Down)
    view = window.rule_view
    assert window.results.currentIndex().row() == 1
    assert view.record is not None and view.record.key == hits[1].key
    assert view.marks > 0 and set(view.highlight) == set(matched_words(hits[1]))
    assert QApplication.focusWidget() is window.search_box and window.search_box.text() == "ドロップ"
    qtbot.keyClick(window.search_box, Qt.Key.Key_Up)
    assert view.record.key == hits[0].key
    assert not window.history.can_back() and window.history.current is None  # only previews so far
    qtbot.keyClick(window.search_box, Qt.Key.Key_Down)
    qtbot.keyClick(window.search_box, Qt.Key.Key_Return)  # Enter opens it for good
    assert window.history.current == Location(hits[1].game, hits[1].version, hits[1].key)
    assert view.marks > 0


def test_matched_words_are_lit_up_where_they_stand(qtbot, window: MainWindow) -> None:
    """Promise: the words lit up in the opened rule are the search's matches, at each place they stand."""
    type_query(qtbot, window, "ドロップ")
    qtbot.keyClick(window.search_box, Qt.Key.Key_Down)  # the top hit is the glossary term, named in the title
    qtbot.keyClick(window.search_box, Qt.Key.Key_Return)
    view = window.rule_view
    text = view.browser.toPlainText()
    assert "ドロップ" in view.highlight and view.marks >= text.count("ドロップ") > 0


def test_a_rule_number_lights_up_no_digits(qtbot, window: MainWindow, corpus: Corpus) -> None:
    """Promise: a rule found by its number is opened without lighting up digits across its text."""
    fftcg = corpus.get("fftcg")
    rec = next(r for r in fftcg.records if r.rule_id.count(".") == 2 and r.text)
    window.doc_selector.setCurrentIndex(window.doc_selector.findData(f"{fftcg.game}@{fftcg.version}"))
    type_query(qtbot, window, rec.rule_id, rows=1)
    qtbot.keyClick(window.search_box, Qt.Key.Key_Return)
    assert window.rule_view.record is not None and window.rule_view.record.key == rec.key
    assert window.rule_view.marks == 0


def test_the_rule_shows_its_section_and_the_rules_before_and_after(qtbot, window: MainWindow,
                                                                    corpus: Corpus) -> None:
    """Promise: an opened rule names its section and shows the rules just before and after it, each a link;
    Alt+Down, Alt+Up and Alt+Home walk to them."""
    fftcg = corpus.get("fftcg")
    parent = next(r for r in fftcg.records if r.parent and len(r.children) >= 3)
    middle = fftcg.get(parent.children[1])
    assert middle is not None
    before, after = fftcg.get(parent.children[0]), fftcg.get(parent.children[2])
    assert neighbours(fftcg, middle) == (parent, before, after)
    assert window.open_location(Location(fftcg.game, fftcg.version, middle.key))
    view = window.rule_view
    shown = view.browser.toPlainText()
    assert parent.rule_id in shown and f"◀ {before.rule_id}" in shown and f"▶ {after.rule_id}" in shown
    assert (view.rendered.parent, view.rendered.previous, view.rendered.next) == (parent.key, before.key,
                                                                                  after.key)
    assert {parent.key, before.key, after.key} <= set(view.rendered.refs)  # each is a link
    qtbot.keyClick(window, Qt.Key.Key_Down, Qt.KeyboardModifier.AltModifier)
    assert view.record.key == after.key
    qtbot.keyClick(window, Qt.Key.Key_Up, Qt.KeyboardModifier.AltModifier)
    qtbot.keyClick(window, Qt.Key.Key_Up, Qt.KeyboardModifier.AltModifier)
    assert view.record.key == before.key
    qtbot.keyClick(window, Qt.Key.Key_Home, Qt.KeyboardModifier.AltModifier)
    assert view.record.key == parent.key
    qtbot.keyClick(window, Qt.Key.Key_Left, Qt.KeyboardModifier.AltModifier)  # each step is in the history
    assert view.record.key == before.key
