"""The results header counts every record that matched, not the rows the list was given."""

from __future__ import annotations

from judge_app.search.types import Hit, SearchResult
from judge_app.ui.main_window import MainWindow
from judge_app.ui.search_controller import LIMIT


def search(qtbot, window: MainWindow, text: str) -> None:
    with qtbot.waitSignal(window.results_shown, timeout=30_000):
        window.search_box.setText(text)
        window._query_edited(text)


def test_the_header_shows_the_real_count_beyond_the_display_cap(qtbot, window: MainWindow, search_engine) -> None:
    """Promise: a query matching more records than the list holds says how many matched in all, and how many
    are listed; the count is the search engine's total, not the cap."""
    search(qtbot, window, "カード")
    expected = search_engine.search("カード", limit=LIMIT)
    assert expected.total > LIMIT  # the case the header got wrong: more matches than rows
    assert window.results.results.rowCount() == LIMIT
    hint = window.results_hint.text()
    assert f"{expected.total} 件" in hint and str(LIMIT) in hint and "カード" in hint, hint


def test_a_short_result_is_counted_as_it_is(qtbot, window: MainWindow) -> None:
    """Promise: when every match is listed, the header gives that number alone."""
    hit = Hit(game="pso2", version="3.0", key="1", rule_id="1", kind="rule", heading="h", text="t", score=1.0)
    window._show_results("ミジンコ", SearchResult([hit, hit], total=2))
    assert window.results_hint.text() == "「ミジンコ」の検索結果 2 件"
    window._show_results("ミジンコ", [hit])  # a backend that gives a plain list counts its rows
    assert window.results_hint.text() == "「ミジンコ」の検索結果 1 件"
