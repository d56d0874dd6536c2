"""The widgets added to the board, the browser and Settings show no internal key or English in the Japanese UI."""

from __future__ import annotations

import re
import shutil
from pathlib import Path

import pytest
from PySide6.QtWidgets import QAbstractButton, QComboBox, QGroupBox, QLabel, QLineEdit, QWidget

from judge_app.corpus import Corpus
from judge_app.engine import list_games
from judge_app.ui.board.window import BoardWindow
from judge_app.ui.location import Location
from judge_app.ui.main_window import MainWindow

INTERNAL = re.compile(r"\b[a-z]+(?:_[a-z0-9]+)+\b|〔[^〕]*〕")
ENGLISH = re.compile(r"\b[A-Za-z][a-z]{2,} [a-z]{3,}\b")


def texts_of(root: QWidget) -> list[str]:
    """What a judge reads in a widget and its children: labels, buttons, group titles, combo entries, tooltips and
    placeholders (not what an edit field holds: that is the judge's own input or a path)."""
    out: list[str] = []
    for w in [root, *root.findChildren(QWidget)]:
        if not w.isVisibleTo(root) and w is not root:
            continue
        out.append(w.toolTip())
        if isinstance(w, (QLabel, QAbstractButton)) and w.objectName() != "committeeFolder":
            out.append(w.text())
        elif isinstance(w, QGroupBox):
            out.append(w.title())
        elif isinstance(w, QComboBox):
            out += [w.itemText(i) for i in range(w.count())]
        elif isinstance(w, QLineEdit):
            out.append(w.placeholderText())
    return [t for t in out if t]


def assert_japanese(texts: list[str], where: str) -> None:
    for text in texts:
        assert not INTERNAL.search(text), f"{where}: {text!r}"
        assert not ENGLISH.search(text), f"{where}: {text!r}"


@pytest.mark.parametrize("game", ["fftcg", "game004", "pso2", "aquarian"])
def test_the_position_tab_and_the_game_picker_in_japanese(qtbot, qm_dir: Path, tmp_path: Path, corpus: Corpus,
                                                          game: str) -> None:
    """Promise: the Position tab (with the deck and hand counts) and the toolbar's game picker read in Japanese:
    each game by its title as players know it, never its key."""
    from judge_app.ui.i18n import Translations

    Translations(qm_dir).set_language("ja")
    win = BoardWindow(corpus=corpus, autosave_dir=tmp_path, library_dir=tmp_path / "library")
    win.editor.ask_save = lambda: "discard"
    qtbot.addWidget(win)
    win.show()
    win.editor.new_scenario(game)
    editor = win.editor
    editor.side.setCurrentWidget(editor.position_page)
    page = texts_of(editor.position_page)
    assert "Aの手札（名前なし）の枚数" in page and "Bのデッキ枚数" in page
    assert_japanese(page, f"{game} Position tab")
    picker = [editor.game_combo.itemText(i) for i in range(editor.game_combo.count())]
    assert not set(picker) & set(list_games()), picker
    assert "アクエリアンエイジ" in picker and editor.game_combo.currentText() != game
    assert_japanese(texts_of(editor.toolbar), f"{game} toolbar")
    Translations(qm_dir).set_language("en")
    qtbot.waitUntil(lambda: "Aquarian Age" in [editor.game_combo.itemText(i)
                                               for i in range(editor.game_combo.count())])
    Translations(qm_dir).set_language("ja")


needs_git = pytest.mark.skipif(shutil.which("git") is None, reason="needs git")


@needs_git
def test_the_settings_committee_section_in_japanese(qtbot, monkeypatch, make_window, corpus: Corpus,
                                                    search_engine, tmp_path: Path) -> None:
    """Promise: the Settings dialog's rulings committee section (title, fields, hints, the store's state) reads
    in Japanese."""
    root = tmp_path / "rulings"
    (root / "fftcg").mkdir(parents=True)
    monkeypatch.setenv("JUDGE_APP_RULINGS_DIR", str(root))
    window: MainWindow = make_window(corpus, search_engine)
    dialog = window.show_settings()
    form = dialog.committee
    assert form is not None
    qtbot.waitUntil(lambda: form.committee is not None and not form.busy, timeout=30_000)
    texts = texts_of(form)
    assert "まだ共有されていません" in form.state.text() and form.title() != "Rulings committee"
    assert_japanese(texts, "Settings committee")
    assert_japanese(texts_of(dialog), "Settings")


def test_the_rules_around_an_opened_rule_in_japanese(qtbot, make_window, corpus: Corpus, search_engine) -> None:
    """Promise: the section and the neighbouring rules shown with an opened rule are introduced in Japanese for
    every game's document."""
    window: MainWindow = make_window(corpus, search_engine)
    for game in ("fftcg", "game004", "pso2", "aquarian"):
        rs = corpus.get(game)
        parent = next(r for r in rs.records if r.parent and len(r.children) >= 3)
        middle = rs.get(parent.children[1])
        assert middle is not None and window.open_location(Location(rs.game, rs.version, middle.key))
        view = window.rule_view
        assert view.rendered.previous and view.rendered.next
        shown = view.browser.toPlainText()
        around = shown[: shown.index("▶")]
        assert "In " not in around and "Around this rule" not in around, around
        assert not INTERNAL.search(around), around
        assert_japanese(texts_of(view), f"{game} rule view")
        label = view.doc_label.text() + view.doc_label.toolTip()
        assert game not in label and "タイトル不明" not in label, label
