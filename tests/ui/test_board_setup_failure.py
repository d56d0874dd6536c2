"""A position the board cannot show (the engine fails to set it up, the game's table cannot be built) is said to
the judge, naming the file and what failed, and the board stays as it was and usable: nothing escapes a slot."""

from __future__ import annotations

import shutil
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest
from PySide6.QtWidgets import QMessageBox

import judge_app.ui  # noqa: F401  (the PySide6 guard first)
from judge_app.engine import get_game
from judge_app.ui import files
from judge_app.ui.board import editor as editor_module
from judge_app.ui.board.editor import BoardEditor
from judge_app.ui.board.window import BoardWindow

REPO = Path(__file__).resolve().parents[2]
PSO2_FILE = REPO / "tests" / "scenarios" / "pso2" / "01_battle_front_row_retreat.json"


@pytest.fixture(autouse=True)
def english(qapp) -> Iterator[None]:
    from judge_app.ui.i18n import Translations

    Translations().set_language("en")
    yield
    Translations().set_language("en")


def _engine_bug(_scenario: Any) -> Any:
    raise TypeError("unsupported operand type(s) for +: 'int' and 'NoneType'")


@pytest.fixture
def board(qtbot, tmp_path: Path) -> BoardWindow:
    window = BoardWindow(autosave_dir=tmp_path / "autosave", library_dir=tmp_path / "library")
    qtbot.addWidget(window)
    window.show()
    qtbot.waitExposed(window)
    window.editor.ask_save = lambda: "discard"  # closing at the end asks nothing
    window.editor.new_scenario("fftcg")
    return window


def _boxes(widget: BoardEditor) -> list[QMessageBox]:
    return [b for b in widget.findChildren(QMessageBox, "failureBox") if b.isVisible()]


def _pso2_file(tmp_path: Path) -> Path:
    target = tmp_path / "大会の局面" / "局面.json"  # a judge's folder and file name
    target.parent.mkdir()
    shutil.copy(PSO2_FILE, target)
    return target


def test_a_file_the_engine_cannot_set_up_is_not_opened_and_the_board_stays(board: BoardWindow, qtbot,
                                                                          tmp_path: Path, monkeypatch) -> None:
    ed = board.editor
    before = ed.scenario()
    path = _pso2_file(tmp_path)
    monkeypatch.setattr(get_game("pso2"), "setup", _engine_bug)
    monkeypatch.setattr(files, "open_file_name", lambda *_a, **_k: str(path))
    messages: list[str] = []
    ed.message.connect(messages.append)
    ed.open_action.trigger()  # the Open button's slot: an error escaping it fails this test
    assert ed.scenario() is before and ed.game.key == "fftcg" and ed.layout_data["game"] == "fftcg"
    assert ed.game_combo.currentData() == "fftcg"
    assert ed.document.path is None
    (box,) = _boxes(ed)
    assert str(path) in box.text() and "could not set up" in box.text() and "TypeError" in box.text()
    assert messages and str(path) in messages[-1]
    # Still usable: a card typed in goes onto the table, and the table answers clicks (its signals flow).
    assert ed.quick_add("クラウド FW 火 3 7000 → A")
    assert any(c.name == "クラウド" for p in ed.scenario().players for cards in p.zones.values() for c in cards)
    assert not ed.scene.signalsBlocked()
    assert any(item.face.name == "クラウド" for item in ed.scene.cards.values())


def test_an_edit_the_engine_cannot_set_up_shows_a_banner_and_undo_takes_it_back(board: BoardWindow,
                                                                                monkeypatch) -> None:
    ed = board.editor
    assert ed.quick_add("クラウド FW 火 3 7000 → A")
    drawn = set(ed.scene.cards)
    monkeypatch.setattr(get_game("fftcg"), "setup", _engine_bug)
    assert ed.quick_add("ティファ FW 火 3 5000 → B")  # the edit is valid; drawing it fails in the changed slot
    assert ed.banner.isVisible()
    assert "could not set up" in ed.banner.text() and "not saved to a file" in ed.banner.text()
    assert set(ed.scene.cards) == drawn  # the last drawing stays
    monkeypatch.undo()
    ed.undo_action.trigger()
    assert not ed.banner.isVisible()
    assert set(ed.scene.cards) == drawn


def test_the_stepper_says_why_it_cannot_start(board: BoardWindow, monkeypatch) -> None:
    assert board.editor.quick_add("クラウド FW 火 3 7000 アタック → A")
    monkeypatch.setattr(get_game("fftcg"), "setup", _engine_bug)
    board.stepper.step_button.click()  # an error escaping the button's slot fails this test
    assert board.stepper.stepper is None
    assert "could not set up" in board.stepper.status.text()
    monkeypatch.undo()
    board.stepper.step_button.click()
    assert board.stepper.stepper is not None and board.stepper.steps()


def test_a_game_whose_table_cannot_be_built_leaves_the_board_on_its_game(board: BoardWindow, monkeypatch) -> None:
    ed = board.editor
    real = editor_module.game_layout

    def layout(game: str) -> dict[str, Any]:
        if game == "pso2":
            raise KeyError("grid")
        return real(game)

    monkeypatch.setattr(editor_module, "game_layout", layout)
    ed.game_combo.setCurrentIndex(ed.game_combo.findData("pso2"))
    ed.new_action.trigger()
    assert ed.game.key == "fftcg" and ed.scenario().game == "fftcg"
    (box,) = _boxes(ed)
    assert "could not be built" in box.text() and "KeyError" in box.text()
    assert ed.quick_add("クラウド FW 火 3 7000 → A")


def test_the_message_is_japanese_in_the_japanese_ui(board: BoardWindow, qm_dir: Path, tmp_path: Path,
                                                    monkeypatch) -> None:
    from judge_app.ui.i18n import Translations

    Translations(qm_dir).set_language("ja")
    path = _pso2_file(tmp_path)
    monkeypatch.setattr(get_game("pso2"), "setup", _engine_bug)
    assert not board.editor.open_scenario(path)
    (box,) = _boxes(board.editor)
    assert str(path) in box.text() and "局面を準備できませんでした" in box.text()
    assert box.windowTitle() == "局面を開く"
