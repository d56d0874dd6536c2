"""Rulings in the browser's search: badged as rulings, opened in the editor, found again after a save."""

from __future__ import annotations

from pathlib import Path

import yaml
from PySide6.QtCore import Qt

from judge_app.corpus import Corpus
from judge_app.rulings.search_docs import RulingsSource
from judge_app.search import SearchEngine
from judge_app.search.types import Hit
from judge_app.ui.main_window import MainWindow
from judge_app.ui.results import ResultDelegate
from judge_app.ui.rulings.plugin import APPROVED_ONLY_KEY, RulingResultDelegate

REPO = Path(__file__).resolve().parents[2]


def search(qtbot, window: MainWindow, text: str) -> list[Hit]:
    with qtbot.waitSignal(window.results_shown, timeout=30_000):
        window.search_box.setText(text)
        window._query_edited(text)
    return list(window.results.results.hits)


def test_a_ruling_result_is_badged_and_opens_its_editor(qtbot, make_window, corpus: Corpus, search_engine) -> None:
    window: MainWindow = make_window(corpus, search_engine)  # the shipped rulings, indexed with the rules
    hits = search(qtbot, window, "同じネーム 場")
    rows = [i for i, h in enumerate(hits) if h.is_ruling and h.rule_id == "aquarian-qa13"]
    assert rows, [h.rule_id for h in hits]
    delegate = window.results.itemDelegate()
    assert isinstance(delegate, RulingResultDelegate)
    ruling_hit, rule_hit = hits[rows[0]], next(h for h in hits if not h.is_ruling)
    ruling_badge, ruling_fill = delegate.badge(ruling_hit)
    rule_badge, rule_fill = delegate.badge(rule_hit)
    # Japanese by default: the badge names it a ruling; a rule's badge is the browser's own.
    assert ruling_badge.startswith("裁定") and ruling_badge.endswith("aquarian 1.1")
    assert (rule_badge, rule_fill) == ResultDelegate().badge(rule_hit) and ruling_fill != rule_fill
    # Enter (and a click) on a ruling opens the ruling, not a rule lookup of its uid.
    window.results.setCurrentIndex(window.results.results.index(rows[0]))
    window.search_box.setFocus()
    qtbot.keyClick(window.search_box, Qt.Key.Key_Return)
    view = window.rulings.views.get("aquarian-qa13")
    assert view is not None and view.isVisible() and view.ruling is not None
    assert view.ruling.id == "aquarian-qa13"
    assert "ruling:" not in window.statusBar().currentMessage()  # no "not found" for the ruling's uid
    view.edit_button.click()  # the readable view's Edit opens the editor
    editor = window.rulings.editors.get("aquarian-qa13")
    assert editor is not None and editor.isVisible() and editor.ruling is not None
    editor.close()
    view.close()
    # A rule result still opens the rule.
    rule_row = hits.index(rule_hit)
    window.results.setCurrentIndex(window.results.results.index(rule_row))
    assert window.open_current_result()
    assert window.rule_view.record is not None and window.rule_view.record.key == rule_hit.key


def test_a_saved_ruling_is_found_by_search_without_a_restart(qtbot, monkeypatch, make_window, corpus: Corpus,
                                                               tmp_path: Path, store) -> None:
    root = tmp_path / "rulings"
    (root / "aquarian").mkdir(parents=True)
    qa = yaml.safe_load((REPO / "rulings" / "aquarian" / "aquarian-qa12.yaml").read_text(encoding="utf-8"))
    qa.pop("scenario", None)
    (root / "aquarian" / "aquarian-qa12.yaml").write_text(yaml.safe_dump(qa, allow_unicode=True), encoding="utf-8")
    monkeypatch.setenv("JUDGE_APP_RULINGS_DIR", str(root))
    engine = SearchEngine(corpus, index_dir=tmp_path / "index", extra_documents=RulingsSource(root))
    store.setValue(APPROVED_ONLY_KEY, False)  # a committee member, who sees drafts (a new ruling is one)
    window: MainWindow = make_window(corpus, engine)
    word = "ゾウリムシ"  # in no rule and no ruling yet
    assert not [h for h in search(qtbot, window, word) if h.is_ruling]

    editor = window.rulings.new_ruling({"game": "aquarian", "version": "1.1", "cites": []})
    assert editor is not None
    editor.id_edit.setText("aquarian-committee-1")
    editor.title_edit.setText(f"{word}のカードを支配できるか")
    editor.question.setPlainText(f"{word}を支配できますか。")
    editor.answer.setPlainText("できます。")
    editor.issuer.setText("ルール委員会")
    with qtbot.waitSignal(window.rulings.search_updated, timeout=120_000):
        assert editor.save(), editor.message.text()
    # The same engine searches on, its index updated in place with the new file.
    assert window.backend is engine and window.search.ready
    hits = search(qtbot, window, word)
    assert [h.rule_id for h in hits if h.is_ruling] == ["aquarian-committee-1"]
    editor.close()
    window.backend.close()  # type: ignore[union-attr]


def test_verify_again_lets_search_find_a_file_edited_by_hand(qtbot, monkeypatch, make_window, corpus: Corpus,
                                                             tmp_path: Path) -> None:
    root = tmp_path / "rulings"
    (root / "aquarian").mkdir(parents=True)
    monkeypatch.setenv("JUDGE_APP_RULINGS_DIR", str(root))
    engine = SearchEngine(corpus, index_dir=tmp_path / "index", extra_documents=RulingsSource(root))
    window: MainWindow = make_window(corpus, engine)
    panel = window.rulings.show_list()
    assert panel is not None
    qa = yaml.safe_load((REPO / "rulings" / "aquarian" / "aquarian-qa12.yaml").read_text(encoding="utf-8"))
    qa.pop("scenario", None)
    qa["title"] = "ミジンコの支配"  # a word no rule has
    (root / "aquarian" / "aquarian-qa12.yaml").write_text(yaml.safe_dump(qa, allow_unicode=True), encoding="utf-8")
    assert not [h for h in search(qtbot, window, "ミジンコ") if h.is_ruling]
    with qtbot.waitSignal(window.rulings.search_updated, timeout=120_000):
        panel.reload_button.click()
    assert [h.rule_id for h in search(qtbot, window, "ミジンコ") if h.is_ruling] == ["aquarian-qa12"]
    window.backend.close()  # type: ignore[union-attr]
