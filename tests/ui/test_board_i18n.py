"""The board and stepper speak Japanese: every string they mark has a translation in the catalogue."""

from __future__ import annotations

import subprocess
import sys
import xml.etree.ElementTree as ET
from pathlib import Path

import pytest

import judge_app.ui  # noqa: F401  (the PySide6 guard first)

REPO = Path(__file__).resolve().parents[2]


def _sources(path: Path) -> set[tuple[str, str]]:
    root = ET.parse(path).getroot()
    return {(ctx.findtext("name") or "", msg.findtext("source") or "")
            for ctx in root.iter("context") for msg in ctx.iter("message")}


def test_board_and_stepper_strings_are_in_the_japanese_catalogue(tmp_path: Path) -> None:
    lupdate = Path(sys.executable).parent / "pyside6-lupdate"
    if not lupdate.exists():
        pytest.skip("pyside6-lupdate is not installed")
    files = sorted(str(p) for d in ("board", "stepper") for p in (REPO / "judge_app" / "ui" / d).glob("*.py"))
    fresh = tmp_path / "fresh.ts"
    subprocess.run([str(lupdate), "-silent", *files, "-ts", str(fresh)], check=True)
    ours = _sources(fresh)
    assert ("CaseReport", "The cited rules") in ours and ("BoardEditor", "Undo") in ours
    missing = ours - _sources(REPO / "resources" / "translations" / "judge_app_ja.ts")
    assert not missing, f"not in judge_app_ja.ts: {sorted(missing)[:5]}"


def test_the_board_window_in_japanese(qtbot, qm_dir: Path, tmp_path: Path) -> None:
    from judge_app.ui.board.window import BoardWindow
    from judge_app.ui.i18n import Translations

    translations = Translations(qm_dir)
    translations.set_language("ja")
    try:
        board = BoardWindow(autosave_dir=tmp_path)
        qtbot.addWidget(board)
        assert board.stepper.step_button.text() == "進む ▶ (F10)"
        assert board.editor.side.tabText(0) == "カード"
        assert "ターン" in board.editor.scene.header.text()
    finally:
        translations.set_language("en")


def test_switching_language_relabels_the_table(qtbot, qm_dir: Path, tmp_path: Path) -> None:
    from judge_app.ui.board.window import BoardWindow
    from judge_app.ui.i18n import Translations

    translations = Translations(qm_dir)
    translations.set_language("en")
    board = BoardWindow(autosave_dir=tmp_path)
    qtbot.addWidget(board)
    assert board.editor.open_scenario(REPO / "tests" / "scenarios" / "fftcg" / "01_unblocked_attack.json")
    board.stepper.step()
    assert "Attack phase" in board.editor.scene.header.text()
    try:
        translations.set_language("ja")
        qtbot.waitUntil(lambda: "アタックフェイズ" in board.editor.scene.header.text())
        assert board.editor.scene.cards["a-cloud"].highlighted  # still the step's position, relabelled
        assert board.stepper.steps_list.item(0).text().startswith("1. プレイヤーA")
    finally:
        translations.set_language("en")
