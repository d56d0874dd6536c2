"""A position the game refuses: the board shows each problem and links the rules it cites to the rule text."""

from __future__ import annotations

import json
import re
from pathlib import Path
from typing import Any

import pytest
from PySide6.QtWidgets import QMessageBox

import judge_app.ui  # noqa: F401  (the PySide6 guard first)
from judge_app.corpus import Corpus
from judge_app.ui.board.window import BoardWindow
from judge_app.ui.i18n import Translations
from judge_app.ui.main_window import MainWindow

SCENARIOS = Path(__file__).resolve().parents[1] / "scenarios" / "fftcg"
#: Cloud has +2000 power until end of turn from an effect made earlier (11.13.4.1, 11.13.4.2).
IN_FORCE = SCENARIOS / "140_in_force_power_until_end_of_turn.json"


@pytest.fixture(autouse=True)
def english(qapp) -> None:
    Translations().set_language("en")


def _board(qtbot, tmp_path: Path, **kw: Any) -> BoardWindow:
    win = BoardWindow(autosave_dir=tmp_path / "autosave", **kw)
    win.editor.ask_save = lambda: "discard"  # closing at teardown must not wait on a dialog
    qtbot.addWidget(win)
    win.show()
    qtbot.waitExposed(win)
    return win


def _href(board: BoardWindow, rule_id: str) -> str:
    found = re.search(rf"href='(cite:fftcg@[^':]+:{re.escape(rule_id)})'", board.editor.problems.text())
    assert found, board.editor.problems.text()
    return found.group(1)


def test_a_refused_move_links_the_rule_that_forbids_it_and_opens_it(qtbot, window: MainWindow,
                                                                    tmp_path: Path) -> None:
    """Promise: moving Cloud, whom an effect in force reached, to the break zone is refused; the board says why
    and links 11.13.4.2, and activating the link opens that rule in the browser with its sentence marked."""
    Translations().set_language("en")  # the browser window starts in the language its settings give
    board = _board(qtbot, tmp_path, browser=window)
    assert board.editor.open_scenario(IN_FORCE)
    panel = board.editor.problems
    assert not panel.isVisibleTo(board)
    assert not board.editor.move_cards(["a-cloud"], "A.break")
    assert board.editor.scenario().players[0].zones["forward"][0].id == "a-cloud"  # nothing changed
    assert panel.isVisibleTo(board)
    text = panel.text()
    assert "Not changed:" in text and "a-cloud is in the break" in text and "Forbids" in text
    with qtbot.waitSignal(board.editor.citation_activated) as signal:
        panel.linkActivated.emit(_href(board, "11.13.4.2"))
    assert signal.args[0].rule_id == "11.13.4.2"
    assert window.rule_view.record is not None and window.rule_view.record.rule_id == "11.13.4.2"
    marks = window.rule_view.browser.extraSelections()
    assert marks and marks[0].cursor.selectedText().strip()[:10] in window.rule_view.record.text


def test_a_refused_file_shows_its_problems_with_rule_links_until_dismissed(qtbot, tmp_path: Path, corpus: Corpus,
                                                                         monkeypatch) -> None:
    """Promise: a file whose in-force entry names no card is not opened; the panel names the file, the problem
    and its rule (11.13.4.2, with the start of its text); a problem that cites no rule gets no link; the link
    opens the rule's text (here the board's own rule box, with no browser); Dismiss hides the panel."""
    shown: list[tuple[str, str]] = []
    monkeypatch.setattr(QMessageBox, "information", lambda _parent, title, text: shown.append((title, text)))
    data = json.loads(IN_FORCE.read_text(encoding="utf-8"))
    data["in_force"][0]["cards"] = []
    data["players"][1]["zones"]["forwrd"] = []
    bad = tmp_path / "効果.json"
    bad.write_text(json.dumps(data, ensure_ascii=False), encoding="utf-8")
    board = _board(qtbot, tmp_path, corpus=corpus)
    title = board.editor.scenario().title
    assert not board.editor.open_scenario(bad)
    assert board.editor.scenario().title == title  # the board stays as it was
    panel = board.editor.problems
    assert panel.isVisibleTo(board)
    text = panel.text()
    assert "Not opened:" in text and "効果.json" in text
    assert "name the cards the effect reached when it was made" in text and "forwrd" in text
    rule = corpus.get("fftcg").find("11.13.4.2")[0]
    assert rule.text[:15] in text  # the rule's own words follow its link, as in a step's citations
    assert len(re.findall(r"href='cite:", text)) == 1  # the unknown zone cites no rule
    with qtbot.waitSignal(board.editor.citation_activated):
        panel.linkActivated.emit(_href(board, "11.13.4.2"))
    assert shown and "11.13.4.2" in shown[-1][1] and rule.text[:15] in shown[-1][1]
    panel.linkActivated.emit("dismiss")
    assert not panel.isVisibleTo(board)


def test_the_next_change_clears_the_refusal(qtbot, tmp_path: Path, corpus: Corpus) -> None:
    """Promise: the panel speaks of the edit it refused; once the position changes it goes."""
    board = _board(qtbot, tmp_path, corpus=corpus)
    assert board.editor.open_scenario(IN_FORCE)
    assert not board.editor.move_cards(["a-cloud"], "A.break")
    assert board.editor.problems.isVisibleTo(board)
    assert board.editor.move_cards(["b-golem"], "B.break")
    assert not board.editor.problems.isVisibleTo(board)


def test_the_panel_follows_the_language(qtbot, tmp_path: Path, corpus: Corpus) -> None:
    """Promise: the panel's own words are translated (the engine's problem line stays as the engine words it)."""
    board = _board(qtbot, tmp_path, corpus=corpus)
    assert board.editor.open_scenario(IN_FORCE)
    assert not board.editor.move_cards(["a-cloud"], "A.break")
    Translations().set_language("ja")
    try:
        qtbot.waitUntil(lambda: "Not changed:" not in board.editor.problems.text())
        assert "a-cloud is in the break" in board.editor.problems.text()
        assert "11.13.4.2" in board.editor.problems.text()
    finally:
        Translations().set_language("en")
