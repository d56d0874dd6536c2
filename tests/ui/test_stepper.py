"""The stepper dock on real fftcg positions: steps, citations, back, questions, the case report."""

from __future__ import annotations

import json
from pathlib import Path

import pytest
from PySide6.QtCore import Qt, QUrl
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QPushButton

import judge_app.ui  # noqa: F401  (the PySide6 guard first)
from judge_app.corpus import Corpus
from judge_app.engine import list_games, parse_scenario
from judge_app.ui import files
from judge_app.ui.board.window import BoardWindow
from judge_app.ui.main_window import MainWindow

SCENARIOS = Path(__file__).resolve().parents[1] / "scenarios" / "fftcg"


@pytest.fixture(autouse=True)
def english(qapp) -> None:
    """These tests read the English source texts; a browser window made earlier may have installed Japanese."""
    from judge_app.ui.i18n import Translations

    Translations().set_language("en")


@pytest.fixture
def board(qtbot, tmp_path: Path, corpus: Corpus) -> BoardWindow:
    win = BoardWindow(corpus=corpus, autosave_dir=tmp_path / "autosave")
    win.editor.ask_save = lambda: "discard"  # closing at teardown must not wait on a dialog
    qtbot.addWidget(win)
    win.show()
    qtbot.waitExposed(win)
    return win


def cited(board: BoardWindow) -> list[str]:
    panel = board.stepper
    st = panel.steps()[panel.position() - 1]
    return [r.rule_id for r in st.citations]


def test_f10_steps_and_the_board_follows(board: BoardWindow) -> None:
    assert board.editor.open_scenario(SCENARIOS / "01_unblocked_attack.json")
    QTest.keyClick(board, Qt.Key.Key_F10)
    panel = board.stepper
    assert panel.position() == 1
    assert "10.1.2.1" in cited(board)
    cloud = board.editor.scene.cards["a-cloud"]
    assert cloud.face.dull and cloud.rotation() == 90 and cloud.highlighted  # changed by this step
    assert not board.editor.scene.editable and board.editor.banner.isVisibleTo(board.editor)
    assert "10.1.2.1" in panel.detail.toHtml()
    # run on until the damage: the unblocked attacker deals 1 (10.1.4.1)
    while "10.1.4.1" not in cited(board):
        assert panel.step() is not None
    QTest.keyClick(board, Qt.Key.Key_F10)
    assert board.editor.scene.zones["B.damage"].count == 1 and board.editor.scene.cards["bd1"].highlighted
    # Shift+F10 steps back: the damage is gone again
    QTest.keyClick(board, Qt.Key.Key_F10, Qt.KeyboardModifier.ShiftModifier)
    assert board.editor.scene.zones["B.damage"].count == 0
    assert "10.1.4.1" in cited(board)


def test_steps_list_shows_any_step_and_reset_returns_to_editing(board: BoardWindow) -> None:
    assert board.editor.open_scenario(SCENARIOS / "01_unblocked_attack.json")
    panel = board.stepper
    panel.fold_box.setChecked(False)  # one line per step: routine passes shown too
    taken = panel.run_to_end()
    assert len(taken) == panel.steps_list.count() > 5 and "Finished" in panel.status.text()
    panel.steps_list.setCurrentRow(0)
    assert panel.position() == 1 and board.editor.scene.cards["a-cloud"].face.dull
    assert board.editor.scene.zones["B.damage"].count == 0
    panel.steps_list.setCurrentRow(len(taken) - 1)
    assert board.editor.scene.zones["B.damage"].count == 1
    panel.reset()
    assert board.editor.scene.editable and not board.editor.scene.cards["a-cloud"].face.dull
    assert panel.steps_list.count() == 0


def test_an_illegal_action_says_why_with_its_rule(board: BoardWindow) -> None:
    assert board.editor.open_scenario(SCENARIOS / "12_block_with_dull_forward.json")
    panel = board.stepper
    panel.fold_box.setChecked(False)  # one line per step: routine passes shown too
    panel.run_to_end()
    row = next(i for i, s in enumerate(panel.steps()) if s.illegal)
    panel.steps_list.setCurrentRow(row)
    assert panel.steps_list.item(row).text().startswith(f"{row + 1}. ✗")
    html = panel.detail.toHtml()
    assert "Not allowed" in html and "10.1.3.1.1" in html


def test_a_question_is_answered_inline_and_kept_in_the_scenario(board: BoardWindow, qtbot) -> None:
    data = json.loads((SCENARIOS / "28_ex_burst_mutual_seventh.json").read_text(encoding="utf-8"))
    data["answers"] = {}
    assert board.editor.open_scenario(parse_scenario(data))
    panel = board.stepper
    panel.run_to_end()
    assert panel.question.isVisibleTo(panel) and panel.question.question.id == "ex_burst#1"
    before = panel.position()
    yes = panel.question.findChild(QPushButton, "option_yes")
    assert yes is not None
    yes.click()
    assert board.editor.scenario().answers == {"ex_burst#1": "yes"}
    assert board.editor.document.dirty  # an answer is an edit: saved with the board, undoable
    assert panel.position() == before + 1 and not panel.question.isVisibleTo(panel)
    panel.run_to_end()
    assert panel.stepper is not None and panel.stepper.done and panel.stepper.pending_question is None
    board.editor.document.undo_stack.undo()
    assert board.editor.scenario().answers == {}


def test_an_ordering_question_takes_the_list_order(board: BoardWindow) -> None:
    data = json.loads((SCENARIOS / "29_two_ex_bursts.json").read_text(encoding="utf-8"))
    del data["answers"]["ex_burst_order#1"]
    assert board.editor.open_scenario(parse_scenario(data))
    panel = board.stepper
    panel.run_to_end()
    q = panel.question
    assert q.question.ordered and q.picks.count() == 2
    item = q.picks.takeItem(0)
    q.picks.addItem(item)  # the judge drags the first to the end
    q.confirm.click()
    assert board.editor.scenario().answers["ex_burst_order#1"] == ["b-x2", "b-x1"]


def test_editing_the_board_restarts_the_run(board: BoardWindow) -> None:
    assert board.editor.open_scenario(SCENARIOS / "01_unblocked_attack.json")
    panel = board.stepper
    panel.step()
    panel.reset()
    board.editor.set_card_fields(["a-cloud"], "dull", dull=True)
    panel.run_to_end()
    assert any(s.illegal for s in panel.steps())  # a dull forward cannot attack
    board.editor.document.undo_stack.undo()
    assert panel.stepper is None and panel.steps_list.count() == 0


def test_citation_opens_the_rule_in_the_browser_highlighted(qtbot, window: MainWindow, tmp_path: Path,
                                                            corpus: Corpus) -> None:
    board = BoardWindow(browser=window, autosave_dir=tmp_path / "autosave")
    board.editor.ask_save = lambda: "discard"
    qtbot.addWidget(board)
    assert board.editor.open_scenario(SCENARIOS / "01_unblocked_attack.json")
    panel = board.stepper
    while panel.step() is not None and "10.1.4.1" not in cited(board):
        pass
    ref = next(r for r in panel.steps()[panel.position() - 1].citations if r.rule_id == "10.1.4.1")
    with qtbot.waitSignal(panel.citation_activated):
        panel.detail.anchorClicked.emit(QUrl(f"cite:{ref.game}@{ref.version}:{ref.rule_id}"))
    assert window.rule_view.record is not None and window.rule_view.record.rule_id == "10.1.4.1"
    marks = window.rule_view.browser.extraSelections()
    assert marks and marks[0].cursor.selectedText().strip()
    assert marks[0].cursor.selectedText().strip()[:10] in window.rule_view.record.text


def test_export_a_case_report_to_html_and_pdf(board: BoardWindow, tmp_path: Path, corpus: Corpus) -> None:
    assert board.editor.open_scenario(SCENARIOS / "01_unblocked_attack.json")
    panel = board.stepper
    panel.run_to_end()
    page = panel.export_report(tmp_path / "報告.html")
    assert page is not None
    text = page.read_text(encoding="utf-8")
    rule = corpus.get("fftcg").find("10.1.4.1")[0]
    assert board.editor.scenario().title in text
    assert rule.text[:20] in text  # the cited rule's full text
    assert "data:image/png;base64," in text  # the board pictures inlined
    version = corpus.get("fftcg").info
    assert (version.version_label or version.version) in text
    assert text.count("<li>") >= len(panel.steps())
    pdf = panel.export_report(tmp_path / "報告.pdf")
    assert pdf is not None
    data = pdf.read_bytes()
    assert data.startswith(b"%PDF") and len(data) > 20_000  # text plus two pictures
    assert not (tmp_path / "報告.pdf.part").exists()


def test_the_case_report_dialog_starts_in_documents_with_the_position_title(board: BoardWindow, tmp_path: Path,
                                                                           monkeypatch, store) -> None:
    """Promise: Export case report opens in the documents folder offering the position's title as the name, like
    every other file dialog, and writes the report where the judge chose."""
    opened: list[str] = []
    chosen = tmp_path / "event" / "case.html"
    chosen.parent.mkdir()

    def save(_parent, _title, start, _filters):
        opened.append(start)
        return str(chosen), ""

    docs = tmp_path / "Documents"
    docs.mkdir()
    monkeypatch.setattr(files.QFileDialog, "getSaveFileName", save)
    monkeypatch.setattr(files, "documents_folder", lambda: docs)
    files.use_settings(store)
    assert board.editor.open_scenario(SCENARIOS / "01_unblocked_attack.json")
    board.stepper.run_to_end()
    board.stepper.export_dialog()
    assert opened and Path(opened[0]).parent == docs
    assert Path(opened[0]).name == files.safe_name(f"{board.editor.scenario().title}.pdf")
    assert chosen.exists() and board.editor.scenario().title in chosen.read_text(encoding="utf-8")


def test_the_browser_opens_one_board_window(qtbot, window: MainWindow, tmp_path: Path) -> None:
    window.board.autosave_dir = tmp_path / "autosave"
    window.board.open_action.trigger()
    board = window.board.board
    assert isinstance(board, BoardWindow) and board.isVisible() and board.browser is window
    window.board.open_action.trigger()
    assert window.board.board is board  # raised again, not a second window
    assert board.scenario().game in list_games()
    board.close()


def test_a_target_question_outlines_the_cards_to_choose_from(board: BoardWindow) -> None:
    data = json.loads((SCENARIOS / "51_link.json").read_text(encoding="utf-8"))
    data["answers"] = {}
    assert board.editor.open_scenario(parse_scenario(data))
    panel = board.stepper
    panel.run_to_end()
    assert panel.question.question.id == "link#1"
    assert board.editor.scene.cards["a-cheap"].highlighted


@pytest.mark.parametrize("game", ["aquarian", "game004", "pso2"])
def test_other_games_get_the_same_board_and_stepper(board: BoardWindow, game: str) -> None:
    folder = SCENARIOS.parent / game
    paths = sorted(folder.glob("*.json"))[:3] if folder.exists() else []
    if not paths:
        pytest.skip(f"no {game} scenarios")
    for path in paths:
        assert board.open_scenario(path), path
        scenario = board.scenario()
        assert set(board.editor.scene.cards) <= scenario.card_ids()
        shown = {f.id for faces in board.editor.scene.faces.values() for f in faces if not f.stack_object}
        assert shown == scenario.card_ids()
        taken = board.stepper.run_to_end()
        # every computed step has its line (routine passes folded several to a line)
        assert taken and sum(len(r.steps) for r in board.stepper.rows) == len(board.stepper.steps())
        assert board.stepper.steps_list.count() == len(board.stepper.rows)
        assert all(s.citations or s.illegal or s.text_ja for s in taken)


def test_closing_with_unsaved_changes_asks_first(qtbot, tmp_path: Path, corpus: Corpus) -> None:
    folder = tmp_path / "autosave"
    win = BoardWindow(corpus=corpus, autosave_dir=folder)
    win.editor.ask_save = lambda: "cancel"
    qtbot.addWidget(win)
    win.show()
    assert win.editor.open_scenario(SCENARIOS / "01_unblocked_attack.json")
    assert "*" not in win.windowTitle()
    win.editor.set_card_fields(["a-cloud"], "dull", dull=True)
    assert " — *01_unblocked_attack.json" in win.windowTitle()
    assert not win.close() and win.isVisible()
    win.editor.write_autosave()
    assert (folder / "board.json").exists()
    win.editor.ask_save = lambda: "discard"
    assert win.close()
    assert not (folder / "board.json").exists()  # discarded on purpose: nothing to offer back next time
