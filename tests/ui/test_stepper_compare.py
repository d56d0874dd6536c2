"""The stepper's compare-versions button on a real pso2 position whose outcome differs between 1.8 and 3.0."""

from __future__ import annotations

import json
from pathlib import Path

import pytest
from PySide6.QtCore import QUrl

import judge_app.ui  # noqa: F401  (the PySide6 guard first)
from judge_app.corpus import Corpus
from judge_app.engine import game_layout
from judge_app.ui.board.window import BoardWindow
from judge_app.ui.stepper.compare import VersionCompareDialog, fact_value

SCENARIOS = Path(__file__).resolve().parents[1] / "scenarios"
ARMOUR = SCENARIOS / "pso2" / "04_armour_optional.json"  # armour must reduce under 1.8, may be declined under 3.0


@pytest.fixture(autouse=True)
def english(qapp) -> None:
    """These tests read the English source texts; a window made earlier may have installed Japanese."""
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


def compared(qtbot, board: BoardWindow) -> VersionCompareDialog:
    button = board.stepper.compare.button
    assert button.isEnabled()
    button.click()
    qtbot.waitUntil(lambda: board.stepper.compare.dialog is not None and board.stepper.compare.dialog.isVisible(),
                    timeout=60_000)
    dialog = board.stepper.compare.dialog
    assert dialog is not None
    return dialog


def test_button_needs_two_versions_of_the_game(board: BoardWindow) -> None:
    assert board.editor.open_scenario(SCENARIOS / "fftcg" / "01_unblocked_attack.json")
    assert not board.stepper.compare.button.isEnabled()  # the app holds one fftcg rules text
    assert board.editor.open_scenario(ARMOUR)
    assert board.stepper.compare.button.isEnabled()


def test_compare_shows_where_the_runs_part_and_the_final_differences(qtbot, board: BoardWindow) -> None:
    data = json.loads(ARMOUR.read_text(encoding="utf-8"))
    assert {"1.8", "3.0"} <= set(data["expect_by_version"]) | {data["version"]}
    assert board.editor.open_scenario(ARMOUR)
    dialog = compared(qtbot, board)
    assert dialog.comparison is not None and dialog.comparison.versions == ("1.8", "3.0")
    # the runs part at the damage resolution step: 1.8 turns the armour OFF, 3.0 lets B decline it
    assert dialog.summary.text() == "The runs part at step 12."
    shown = dialog.first_step.toPlainText()
    assert "is turned OFF and reduces the damage by 2" in shown
    assert "is not used (reducing is optional)" in shown
    assert "pso2@1.8:506.6.1.1" in shown and "pso2@3.0:506.6.1.4" in shown
    page = dialog.first_step_html()
    assert "href='cite:pso2@1.8:205.5.2'" in page and "href='cite:pso2@3.0:205.5.2'" in page
    # the final states side by side: B's character takes 1 damage under 1.8 and 3 under 3.0
    headers = [dialog.finals.horizontalHeaderItem(c).text() for c in range(3)]
    assert headers == ["Fact", "Rules 1.8", "Rules 3.0"]
    rows = {dialog.finals.item(r, 0).text(): (dialog.finals.item(r, 1).text(), dialog.finals.item(r, 2).text())
            for r in range(dialog.finals.rowCount())}
    # in the judge's words: the card's name and the zones' names, never ids or keys (card b-c zone, B.front)
    assert rows["ディフェンダー: Damage"] == ("1", "3")
    assert rows["ディフェンダー: Zone"] == ("B's Front row", "B's Back row")
    assert not any("_" in fact or "b-c" in fact for fact in rows)


def test_a_citation_in_the_comparison_reaches_the_stepper(qtbot, board: BoardWindow) -> None:
    assert board.editor.open_scenario(ARMOUR)
    dialog = compared(qtbot, board)
    board.stepper.citation_activated.disconnect(board.open_citation)  # no browser here: it would open a message box
    with qtbot.waitSignal(board.stepper.citation_activated) as got:
        dialog.first_step.anchorClicked.emit(QUrl("cite:pso2@1.8:205.5.2"))
    ref = got.args[0]
    assert (ref.game, ref.version, ref.rule_id) == ("pso2", "1.8", "205.5.2")


def test_loading_a_version_sets_it_and_steps_to_where_the_runs_part(qtbot, board: BoardWindow) -> None:
    assert board.editor.open_scenario(ARMOUR)
    assert board.editor.scenario().version == "3.0"
    dialog = compared(qtbot, board)
    dialog.load_a.click()
    panel = board.stepper
    assert board.editor.scenario().version == "1.8"
    assert panel.position() == 12
    step = panel.steps()[11]
    assert "is turned OFF" in step.text_en and all(r.version == "1.8" for r in step.citations)
    assert board.editor.scene.cards["b-arm"].face.dull  # the board shows the 1.8 run: the armour turned OFF
    board.editor.document.undo_stack.undo()  # one undoable edit
    assert board.editor.scenario().version == "3.0"


def test_the_comparison_follows_the_language(qtbot, board: BoardWindow, qm_dir: Path) -> None:
    from judge_app.ui.i18n import Translations

    assert board.editor.open_scenario(ARMOUR)
    dialog = compared(qtbot, board)
    Translations(qm_dir).set_language("ja")
    try:
        qtbot.waitUntil(lambda: dialog.summary.text() == "ステップ 12 で処理が分かれます。", timeout=10_000)
        assert dialog.finals.horizontalHeaderItem(1).text() == "ルール 1.8"
        qtbot.waitUntil(lambda: board.stepper.compare.button.text() == "ルールのバージョンを比較…", timeout=10_000)
    finally:
        Translations().set_language("en")


def test_the_compare_table_names_the_phase_and_the_result_in_the_judges_words() -> None:
    """Promise: a differing phase reads as the game's phase name and a differing result as who won, never
    as an id (`main1`) or a raw mapping."""
    layout = game_layout("fftcg")
    assert fact_value("main1", "fftcg", layout, {}, False, "phase") == "第1メインフェイズ"
    assert fact_value("main1", "fftcg", layout, {}, True, "phase") == "Main phase 1"
    won = {"outcome": "win", "winner": "A"}
    assert fact_value(won, "fftcg", layout, {}, False, "result") == "プレイヤーAの勝利"
    assert fact_value({"outcome": "draw"}, "fftcg", layout, {}, True, "result") == "Draw"
