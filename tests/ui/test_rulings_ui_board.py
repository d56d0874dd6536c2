"""A ruling drafted from the board and its step log, and a ruling's position opened on the board."""

from __future__ import annotations

import shutil
from pathlib import Path

import pytest
from PySide6.QtWidgets import QMainWindow

from judge_app.corpus import Corpus
from judge_app.engine import Scenario, Stepper, load_scenario
from judge_app.rulings import load_ruling
from judge_app.rulings.search_docs import RulingsSource
from judge_app.rulings.verify import Outcome, run_scenario
from judge_app.search import SearchEngine
from judge_app.ui.board.editor import BoardEditor
from judge_app.ui.main_window import MainWindow
from judge_app.ui.rulings.from_board import position_of, prefill_from_board, step_citations, step_log

REPO = Path(__file__).resolve().parents[2]
SCENARIO = REPO / "tests" / "scenarios" / "fftcg" / "01_unblocked_attack.json"


class Board(QMainWindow):
    """The board's public surface as the rulings plugin uses it: a window with the editor in it."""

    def __init__(self, autosave: Path) -> None:
        super().__init__()
        self.setObjectName("boardWindow")
        self.editor = BoardEditor(autosave_dir=autosave)
        self.setCentralWidget(self.editor)

    def scenario(self) -> Scenario:
        return self.editor.scenario()

    def open_scenario(self, source: Scenario | str | Path) -> bool:
        return self.editor.open_scenario(source)


@pytest.fixture
def steps():
    stepper = Stepper(load_scenario(SCENARIO))
    stepper.run()
    return stepper.steps


def test_citations_come_from_the_steps_once_each_in_order(corpus: Corpus, steps) -> None:
    cites = step_citations(steps, corpus)
    every = [ref for s in steps for ref in s.citations]
    assert cites == list(dict.fromkeys(every))  # the engine cites only rules the corpus has
    assert all(corpus.resolve(ref) is not None for ref in cites)
    # The scenario's own expectations name the rules that decide it: they are all among the prefilled ones.
    assert {"10.1.4.1", "6.5.2", "10.1.2.2"} <= {r.rule_id for r in cites}


def test_prefill_takes_question_answer_and_the_position(corpus: Corpus, steps) -> None:
    scenario = load_scenario(SCENARIO)
    prefill = prefill_from_board(scenario, steps, corpus)
    assert prefill["game"] == "fftcg" and prefill["version"] == corpus.versions("fftcg")[-1]
    assert prefill["question"] == scenario.question and prefill["answer"] == scenario.answer
    assert prefill["scenario"]["title"] == scenario.title
    without_answer = scenario.model_copy(update={"answer": ""})
    drafted = prefill_from_board(without_answer, steps, corpus)["answer"]
    assert drafted == step_log(steps) and drafted.startswith("1. ")


def own_engine(corpus: Corpus, tmp_path: Path, root: Path) -> SearchEngine:
    """An engine of this test's own: a save updates the window's index in place, never the shared one's."""
    return SearchEngine(corpus, index_dir=tmp_path / "index", extra_documents=RulingsSource(root))


def test_a_ruling_made_from_the_board_saves_its_position_and_verifies(
        qtbot, monkeypatch, make_window, corpus: Corpus, tmp_path: Path) -> None:
    root = tmp_path / "rulings"
    root.mkdir()
    monkeypatch.setenv("JUDGE_APP_RULINGS_DIR", str(root))
    window: MainWindow = make_window(corpus, own_engine(corpus, tmp_path, root))
    board = Board(tmp_path / "autosave")
    qtbot.addWidget(board)
    assert board.open_scenario(SCENARIO)
    board.show()
    editor = window.rulings.new_ruling_from_board()  # the board was not stepped: the whole run is used
    assert editor is not None and editor.isVisible()
    scenario = load_scenario(SCENARIO)
    assert editor.question.toPlainText() == scenario.question
    assert editor.answer.toPlainText() == scenario.answer
    assert {"10.1.4.1", "6.5.2"} <= {r.rule_id for r in editor.citations()}
    editor.id_edit.setText("fftcg-unblocked-attack")
    editor.issuer.setText("フロアジャッジ")
    with qtbot.waitSignal(window.rulings.search_updated, timeout=120_000):  # the index takes it in place
        assert editor.save(), editor.message.text()
    saved = load_ruling(root / "fftcg" / "fftcg-unblocked-attack.yaml")
    assert isinstance(saved.scenario, dict) and saved.scenario["title"] == scenario.title
    outcome, problems, _steps, _missing = run_scenario(saved)
    assert outcome is Outcome.HOLDS, problems
    # Opening the saved ruling's position puts it back on the board.
    assert board.editor.new_scenario("fftcg") and board.scenario().title != scenario.title  # True: set up
    assert editor.position_button.isEnabled()
    with qtbot.waitSignal(window.rulings.position_opened):
        editor.position_button.click()
    assert board.scenario().title == scenario.title
    assert position_of(saved) == board.scenario()
    editor.close()


def test_without_a_board_the_action_says_so(qtbot, monkeypatch, make_window, corpus: Corpus, search_engine,
                                            tmp_path: Path) -> None:
    monkeypatch.setenv("JUDGE_APP_RULINGS_DIR", str(tmp_path))
    window: MainWindow = make_window(corpus, search_engine)
    window.rulings.board_getter = lambda: None
    assert window.rulings.new_ruling_from_board() is None
    assert window.statusBar().currentMessage()


def test_a_ruling_without_a_position_opens_nothing(qtbot, monkeypatch, make_window, corpus: Corpus,
                                                   search_engine, tmp_path: Path) -> None:
    root = tmp_path / "rulings"
    shutil.copytree(REPO / "tests" / "rulings" / "data" / "pso2", root / "pso2")
    monkeypatch.setenv("JUDGE_APP_RULINGS_DIR", str(root))
    window: MainWindow = make_window(corpus, search_engine)
    opened = []
    window.rulings.board_getter = lambda: None
    window.rulings.board_factory = lambda: opened.append(1)
    assert window.rulings.open_position(load_ruling(root / "pso2" / "pso2-18-armour-reduction.yaml")) is None
    assert not opened and window.statusBar().currentMessage()


def test_a_ruling_from_the_real_board_takes_the_steps_taken_and_opens_back_on_it(
        qtbot, monkeypatch, make_window, corpus: Corpus, tmp_path: Path) -> None:
    from judge_app.ui.board.window import BoardWindow

    root = tmp_path / "rulings"
    root.mkdir()
    monkeypatch.setenv("JUDGE_APP_RULINGS_DIR", str(root))
    window: MainWindow = make_window(corpus, own_engine(corpus, tmp_path, root))
    window.board.autosave_dir = tmp_path / "autosave"
    board = window.board.open_board()  # the Board menu's window, with the stepper docked
    assert isinstance(board, BoardWindow) and board.isVisible()
    assert board.open_scenario(SCENARIO)
    # The judge steps through the attack to the unblocked damage, one step too far and back (F10, Shift+F10).
    for _ in range(6):
        board.stepper.step_button.click()
    board.stepper.back_button.click()
    taken = board.stepper.steps()[:5]
    assert len(board.stepper.steps()) == 6 and board.stepper.position() == 5
    whole = Stepper(load_scenario(SCENARIO))
    whole.run()
    assert len(whole.steps) > len(taken)

    editor = window.rulings.new_ruling_from_board()
    assert editor is not None and editor.isVisible()
    scenario = load_scenario(SCENARIO)
    assert editor.question.toPlainText() == scenario.question
    # The citations are those of the steps up to the board shown, in order, each once: the unblocked attack's
    # damage rule, not the rules of the damage step the judge stepped back from, nor the phase change after.
    assert editor.citations() == step_citations(taken, corpus)
    cited = [r.rule_id for r in editor.citations()]
    assert cited[:5] == ["10.1.2.1", "10.1.2.2", "10.1.2.4", "10.1.2.5", "10.1.2.6"]
    assert "10.1.4.1" in cited and not {"6.5.2", "6.5.3", "9.4.1.1"} & set(cited)
    editor.id_edit.setText("fftcg-unblocked-one-damage")
    editor.issuer.setText("フロアジャッジ")
    with qtbot.waitSignal(window.rulings.search_updated, timeout=120_000):  # the index takes it in place
        assert editor.save(), editor.message.text()
    saved = load_ruling(root / "fftcg" / "fftcg-unblocked-one-damage.yaml")
    assert [r.rule_id for r in saved.cites] == cited
    outcome, problems, _steps, _missing = run_scenario(saved)
    assert outcome is Outcome.HOLDS, problems

    # With the board closed, "open the position" opens a real board window on the ruling's position.
    monkeypatch.setattr(board.editor, "maybe_discard", lambda: True)
    board.close()
    qtbot.waitUntil(lambda: window.rulings.board_getter() is None, timeout=5_000)
    with qtbot.waitSignal(window.rulings.position_opened) as opened:
        editor.position_button.click()
    reopened = opened.args[0]
    qtbot.addWidget(reopened)
    assert isinstance(reopened, BoardWindow) and reopened is not board and reopened.isVisible()
    assert reopened.scenario() == position_of(saved)
    assert reopened.scenario().title == scenario.title
    # ... and the reopened board steps the same position again.
    reopened.stepper.run_button.click()
    assert [s.text_ja for s in reopened.stepper.steps()] == [s.text_ja for s in whole.steps]
    monkeypatch.setattr(reopened.editor, "maybe_discard", lambda: True)
    reopened.close()
    editor.close()
