"""The stepper's "now" panel: who may act after the selected step, what is legal and what is not, with rules."""

from __future__ import annotations

import re
from pathlib import Path

import pytest
from PySide6.QtCore import QUrl
from PySide6.QtWidgets import QMessageBox

import judge_app.ui  # noqa: F401  (the PySide6 guard first)
from judge_app.corpus import Corpus
from judge_app.ui.board.window import BoardWindow

SCENARIOS = Path(__file__).resolve().parents[1] / "scenarios"


@pytest.fixture
def board(qtbot, tmp_path: Path, corpus: Corpus) -> BoardWindow:
    from judge_app.ui.i18n import Translations

    Translations().set_language("en")
    win = BoardWindow(corpus=corpus, autosave_dir=tmp_path / "autosave")
    win.editor.ask_save = lambda: "discard"
    qtbot.addWidget(win)
    win.show()
    qtbot.waitExposed(win)
    return win


def test_the_now_panel_names_who_acts_and_why_a_block_is_refused(board: BoardWindow, qtbot, monkeypatch) -> None:
    """Promise: after the attack and both passes, the panel says B may act, lists not blocking as legal and the
    block with the dull forward as not legal with its rule as a link that opens the rule; cards by name."""
    monkeypatch.setattr(QMessageBox, "information", lambda *a, **k: None)  # the rule's text box, with no browser
    assert board.editor.open_scenario(SCENARIOS / "fftcg" / "01_unblocked_attack.json")
    panel = board.stepper
    panel.step()
    panel.step()
    text = panel.now.toPlainText()
    assert "May act now: B" in text
    assert "Legal" in text and "Not legal" in text
    assert "Block — Tifa" in text and "10.1.3.1.1" in text and "Forbids" in text
    assert "b-fwd" not in text  # names, never ids
    assert "cite:fftcg@" in panel.now.toHtml() or "cite:fftcg" in panel.now_html()
    with qtbot.waitSignal(panel.citation_activated) as signal:
        href = re.search(r"href='(cite:[^']*10\.1\.3\.1\.1)'", panel.now_html()).group(1)
        panel.now.anchorClicked.emit(QUrl(href))
    assert signal.args[0].rule_id == "10.1.3.1.1"


def test_the_now_panel_follows_the_selected_step(board: BoardWindow) -> None:
    """Promise: stepping back to the start shows the attacker's options there (an attack, permitted by 10.1.2.1.1)."""
    assert board.editor.open_scenario(SCENARIOS / "fftcg" / "01_unblocked_attack.json")
    panel = board.stepper
    panel.step()
    panel.back()
    text = panel.now.toPlainText()
    assert "May act now: A" in text and "Attack — Cloud" in text and "10.1.2.1.1" in text and "Permits" in text


def test_the_step_detail_groups_its_rules_by_role(board: BoardWindow) -> None:
    assert board.editor.open_scenario(SCENARIOS / "fftcg" / "01_unblocked_attack.json")
    panel = board.stepper
    panel.step()
    text = panel.detail.toPlainText()
    assert "Permits" in text and text.index("Permits") < text.index("10.1.2.1.1")


@pytest.mark.parametrize("game,name,step", [("pso2", "17_response_needs_quick.json", 2),
                                            ("aquarian", "03_guard_only_as_direct_response.json", 3),
                                            ("game004", "26_block_slide.json", 2)])
def test_the_now_panel_in_every_game(board: BoardWindow, game: str, name: str, step: int) -> None:
    assert board.editor.open_scenario(SCENARIOS / game / name)
    panel = board.stepper
    panel.go_to(step)
    text = panel.now.toPlainText()
    assert re.search(r"May act now: (A, )?B", text) and "Not legal" in text


def test_the_now_panel_in_japanese(qtbot, qm_dir: Path, tmp_path: Path, corpus: Corpus) -> None:
    """Promise: in the Japanese UI the panel's headings, roles and action words are Japanese, with no ids."""
    from judge_app.ui.i18n import Translations

    translations = Translations(qm_dir)
    translations.set_language("ja")
    try:
        win = BoardWindow(corpus=corpus, autosave_dir=tmp_path / "autosave")
        win.editor.ask_save = lambda: "discard"
        qtbot.addWidget(win)
        assert win.editor.open_scenario(SCENARIOS / "fftcg" / "01_unblocked_attack.json")
        win.stepper.step()
        win.stepper.step()
        text = win.stepper.now.toPlainText()
        assert "今行動できる" in text and "できない" in text and "禁止" in text and "ブロック" in text
        assert "b-fwd" not in text and "May act" not in text
    finally:
        translations.set_language("en")
