"""Recording a ruling at the table: a new ruling has an id to save under, and a draft the app hides from search
says so when it is saved."""

from __future__ import annotations

import datetime as dt
from pathlib import Path

from judge_app.corpus import Corpus
from judge_app.rulings import load_ruling
from judge_app.rulings.search_docs import RulingsSource
from judge_app.search import SearchEngine
from judge_app.ui.main_window import MainWindow


def engine(corpus: Corpus, tmp_path: Path, root: Path) -> SearchEngine:
    return SearchEngine(corpus, index_dir=tmp_path / "index", extra_documents=RulingsSource(root))


def test_a_new_ruling_is_proposed_a_free_id_that_follows_its_game(qtbot, monkeypatch, make_window, corpus: Corpus,
                                                                  tmp_path: Path) -> None:
    """Promise: a new ruling's id field holds a free id (game, date, number), so saving is not refused for an empty
    id; the proposal follows the game until the judge types another, and skips ids already taken."""
    root = tmp_path / "rulings"
    today = f"{dt.date.today():%Y%m%d}"
    (root / "pso2").mkdir(parents=True)
    (root / "pso2" / f"pso2-{today}-1.yaml").write_text("", encoding="utf-8")  # taken
    monkeypatch.setenv("JUDGE_APP_RULINGS_DIR", str(root))
    window: MainWindow = make_window(corpus, engine(corpus, tmp_path, root))
    editor = window.rulings.new_ruling({"game": "fftcg", "cites": []})
    assert editor is not None
    assert editor.id_edit.text() == f"fftcg-{today}-1"
    editor.game.setCurrentIndex(editor.game.findData("pso2"))
    assert editor.id_edit.text() == f"pso2-{today}-2"
    editor.id_edit.setText("pso2-my-ruling")
    editor.game.setCurrentIndex(editor.game.findData("aquarian"))
    assert editor.id_edit.text() == "pso2-my-ruling"  # the judge's own id is kept
    editor.dirty = False  # nothing to save: close without the discard question
    editor.close()


def test_saving_a_draft_the_search_hides_says_so(qtbot, monkeypatch, make_window, corpus: Corpus,
                                                 tmp_path: Path) -> None:
    """Promise: with the default approved-only filter, a ruling saved from the table (a draft) is saved under
    its proposed id, and the editor and the status bar say that search shows approved rulings only."""
    root = tmp_path / "rulings"
    root.mkdir()
    monkeypatch.setenv("JUDGE_APP_RULINGS_DIR", str(root))
    window: MainWindow = make_window(corpus, engine(corpus, tmp_path, root))
    assert window.rulings.approved_only()
    editor = window.rulings.new_ruling({"game": "fftcg", "cites": []})
    assert editor is not None
    editor.title_edit.setText("ブロックされたフォワード")
    editor.question.setPlainText("ティファがブロックした。")
    editor.answer.setPlainText("ダメージを与え合う。")
    editor.issuer.setText("フロアジャッジ")
    with qtbot.waitSignal(window.rulings.search_updated, timeout=120_000):
        assert editor.save(), editor.message.text()
    saved = load_ruling(root / "fftcg" / f"{editor.id_edit.text()}.yaml")
    assert saved.status.value == "draft"
    for text in (editor.message.text(), window.statusBar().currentMessage()):
        assert "下書き" in text and "承認" in text, text
    editor.close()
    window.backend.close()  # type: ignore[union-attr]
