"""Damaged files and failed saves in the desktop app: the board, its autosave, the case report, the rulings editor.

A damaged autosave is set aside and the board opens; a bad scenario is named with its
place and the position on the board is kept; a save that fails (read-only target, full
disk) says so in one line naming the file, and the work stays there, marked unsaved.
"""

from __future__ import annotations

import errno
import json
import shutil
from pathlib import Path

import pytest
from PySide6.QtWidgets import QMessageBox, QWidget

import judge_app.ui  # noqa: F401  (the PySide6 guard first)
from judge_app import storage
from judge_app.corpus import Corpus
from judge_app.rulings import load_ruling
from judge_app.ui.board.editor import BoardEditor
from judge_app.ui.board.window import BoardWindow
from judge_app.ui.rulings.editor import RulingEditor

REPO = Path(__file__).resolve().parents[2]
SCENARIO = REPO / "tests" / "scenarios" / "fftcg" / "01_unblocked_attack.json"
RULINGS = REPO / "tests" / "rulings" / "data" / "pso2"


@pytest.fixture(autouse=True)
def english(qapp) -> None:
    """The messages are read in English; an earlier test may have installed Japanese."""
    from judge_app.ui.i18n import Translations

    Translations().set_language("en")


def _boxes(widget: QWidget) -> list[str]:
    return [b.text() for b in widget.findChildren(QMessageBox) if b.objectName() == "failureBox"]


def _messages(signal) -> list[str]:
    said: list[str] = []
    signal.connect(said.append)
    return said


def _full_disk(monkeypatch: pytest.MonkeyPatch) -> None:
    def no_space(_fd: int) -> None:
        raise OSError(errno.ENOSPC, "No space left on device")

    monkeypatch.setattr(storage.os, "fsync", no_space)


# ----------------------------------------------------------------- the board's autosave

BAD_AUTOSAVES = {
    "shift_jis": "{\"path\": null, \"scenario\": {\"title\": \"盤面\"}}\n".encode("shift_jis"),
    "stray_byte": b'{"path": null, "scenario": {"title": "\xff"}}\n',
    "truncated": b'{"path": null, "scenario": {"title": "x", "game": ',
    "not_an_autosave": b"[1, 2, 3]\n",
    "deep": b"[" * 10_000 + b"]" * 10_000,
    "bad_scenario": json.dumps({"path": None, "scenario": {"game": "nosuch"}}).encode(),
}


@pytest.mark.parametrize("kind", sorted(BAD_AUTOSAVES))
def test_a_damaged_autosave_is_set_aside_and_the_board_opens(qtbot, tmp_path: Path, kind: str) -> None:
    """Promise: an unreadable board autosave never keeps the board window from opening; it is moved to
    ``board.json.bad`` beside it (bytes intact) and one line names it and why."""
    folder = tmp_path / "autosave"
    folder.mkdir()
    data = BAD_AUTOSAVES[kind]
    (folder / "board.json").write_bytes(data)
    board = BoardWindow(autosave_dir=folder)
    qtbot.addWidget(board)
    said = _messages(board.editor.message)
    board.editor.ask_restore = lambda: pytest.fail("a damaged autosave was offered back")
    board.show()
    assert board.editor.offer_restore() is False
    assert not (folder / "board.json").exists()
    assert (folder / "board.json.bad").read_bytes() == data
    assert len(said) == 1 and "board.json" in said[0] and "board.json.bad" in said[0] and "\n" not in said[0]
    assert "Traceback" not in said[0]
    # The board works, and the next start has nothing to offer.
    assert board.editor.open_scenario(SCENARIO)
    assert not board.editor.offer_restore()


def test_a_damaged_autosave_says_where_it_is_damaged(qtbot, tmp_path: Path) -> None:
    """Promise: the message for a damaged autosave names the line and column where it stops being JSON,
    and the encoding when it is not UTF-8."""
    folder = tmp_path / "autosave"
    folder.mkdir()
    (folder / "board.json").write_bytes(b'{\n "path": null,\n "scenario": {,}\n}\n')
    editor = BoardEditor(autosave_dir=folder)
    qtbot.addWidget(editor)
    said = _messages(editor.message)
    assert not editor.offer_restore()
    assert "board.json:3:" in said[0]
    (folder / "board.json").write_bytes(BAD_AUTOSAVES["shift_jis"])
    assert not editor.offer_restore()
    assert "UTF-8" in said[1] or "Shift_JIS" in said[1]


def test_the_board_opens_from_the_browser_menu_over_a_damaged_autosave(qtbot, tmp_path: Path) -> None:
    """Promise: the Board menu's window opens, and offers nothing back, when the autosave is not UTF-8."""
    from PySide6.QtCore import QCoreApplication, QEvent
    from PySide6.QtWidgets import QMainWindow, QMenu

    from judge_app.ui.board.plugin import BoardPlugin
    from judge_app.ui.board.window import BoardWindow
    from judge_app.ui.plugins import windows_of

    # One board window at a time, app-wide: a window an earlier test left open would be raised instead.
    for stale in windows_of(BoardWindow):
        stale.deleteLater()
    QCoreApplication.sendPostedEvents(None, QEvent.Type.DeferredDelete)
    browser = QMainWindow()
    browser.view_menu = QMenu(browser)  # where the plugin puts its menu
    browser.menuBar().addMenu(browser.view_menu)
    qtbot.addWidget(browser)
    plugin = BoardPlugin(browser)
    folder = tmp_path / "autosave"
    folder.mkdir()
    (folder / "board.json").write_bytes(BAD_AUTOSAVES["shift_jis"])
    plugin.autosave_dir = folder
    board = plugin.open_board()
    qtbot.waitUntil(lambda: (folder / "board.json.bad").exists(), timeout=10_000)
    assert board.isVisible() and board.editor.scenario() is not None
    board.editor.ask_save = lambda: "discard"
    board.close()


# ----------------------------------------------------------------- opening a scenario in the board

@pytest.mark.parametrize("name,data,place", [
    ("sjis.json", json.dumps({"title": "盤面"}, ensure_ascii=False).encode("shift_jis"), "Shift_JIS"),
    ("cut.json", b'{\n  "game": "fftcg",\n  "title": \n', "line 4"),
    ("dup.json", b'{"game": "fftcg", "game": "fftcg"}', "dup.json"),
])
def test_opening_a_bad_scenario_names_it_and_keeps_the_position(qtbot, tmp_path: Path, name: str, data: bytes,
                                                                  place: str) -> None:
    """Promise: opening a bad scenario file in the board editor shows one line naming the file and the
    place (no traceback), and the position on the board, its file and its unsaved edits are kept."""
    editor = BoardEditor(autosave_dir=tmp_path / "autosave")
    qtbot.addWidget(editor)
    editor.show()
    assert editor.open_scenario(SCENARIO)
    editor.document.apply("retitle", lambda s: s.model_copy(update={"title": "edited"}))
    before = editor.scenario()
    said = _messages(editor.message)
    bad = tmp_path / name
    bad.write_bytes(data)
    assert editor.open_scenario(bad) is False
    assert editor.scenario() == before and editor.document.path == SCENARIO and editor.document.dirty
    assert len(said) == 1 and name in said[0] and place in said[0] and "Traceback" not in said[0]
    boxes = _boxes(editor)
    assert len(boxes) == 1 and name in boxes[0] and "\n" not in boxes[0]


# ----------------------------------------------------------------- failed saves

def _dirty_board(qtbot, tmp_path: Path) -> tuple[BoardEditor, Path]:
    target = tmp_path / "position.json"
    shutil.copyfile(SCENARIO, target)
    editor = BoardEditor(autosave_dir=tmp_path / "autosave")
    qtbot.addWidget(editor)
    editor.show()
    assert editor.open_scenario(target)
    editor.document.apply("retitle", lambda s: s.model_copy(update={"title": "edited"}))
    editor.write_autosave()
    assert editor.document.dirty and editor.autosave.exists()
    return editor, target


def test_a_board_save_to_a_read_only_file_says_so_and_keeps_the_edits(qtbot, tmp_path: Path) -> None:
    """Promise: saving the position over a read-only file shows a one-line box naming the file; the file is
    unchanged, the position stays dirty (title marked) and its autosave stays."""
    editor, target = _dirty_board(qtbot, tmp_path)
    original = target.read_bytes()
    target.chmod(0o444)
    said = _messages(editor.message)
    assert editor.save() is False
    assert target.read_bytes() == original
    assert editor.document.dirty and editor.window_title().startswith("*") and editor.autosave.exists()
    boxes = _boxes(editor)
    assert len(boxes) == 1 and str(target) in boxes[0] and "read-only" in boxes[0] and "\n" not in boxes[0]
    assert said and str(target) in said[-1]
    # Once writable, the same save succeeds and the position is clean.
    target.chmod(0o644)
    assert editor.save() and not editor.document.dirty


def test_a_board_save_on_a_full_disk_says_so_and_keeps_the_edits(qtbot, tmp_path: Path,
                                                               monkeypatch: pytest.MonkeyPatch) -> None:
    """Promise: a save that runs out of disk shows a one-line box naming the file; the old file is whole,
    no temporary file is left, and the position stays dirty."""
    editor, target = _dirty_board(qtbot, tmp_path)
    original = target.read_bytes()
    _full_disk(monkeypatch)
    assert editor.save() is False
    assert target.read_bytes() == original and not list(tmp_path.glob(".*.tmp"))
    assert editor.document.dirty and editor.window_title().startswith("*")
    boxes = _boxes(editor)
    assert len(boxes) == 1 and str(target) in boxes[0] and "No space left" in boxes[0]


def test_closing_the_board_when_the_save_fails_keeps_it_open(qtbot, tmp_path: Path) -> None:
    """Promise: "Save" at the close prompt, failing, leaves the board open with the edits (nothing lost)."""
    target = tmp_path / "position.json"
    shutil.copyfile(SCENARIO, target)
    board = BoardWindow(autosave_dir=tmp_path / "autosave")
    qtbot.addWidget(board)
    board.show()
    assert board.open_scenario(target)
    board.editor.document.apply("retitle", lambda s: s.model_copy(update={"title": "edited"}))
    target.chmod(0o444)
    board.editor.ask_save = lambda: "save"
    assert board.close() is False
    assert board.isVisible() and board.editor.document.dirty and board.editor.scenario().title == "edited"
    assert len(_boxes(board.editor)) == 1
    board.editor.ask_save = lambda: "discard"


@pytest.mark.parametrize("suffix", ["html", "pdf"])
def test_a_case_report_export_that_cannot_be_written_says_so(qtbot, tmp_path: Path, corpus: Corpus,
                                                             suffix: str) -> None:
    """Promise: exporting the case report over a read-only file shows a one-line box naming the file and
    leaves the old report as it was (the PDF too: it is written like every other save)."""
    board = BoardWindow(corpus=corpus, autosave_dir=tmp_path / "autosave")
    qtbot.addWidget(board)
    board.editor.ask_save = lambda: "discard"
    board.show()
    assert board.editor.open_scenario(SCENARIO)
    board.stepper.run_to_end()
    target = tmp_path / f"report.{suffix}"
    target.write_text("an older report\n", encoding="utf-8")
    target.chmod(0o444)
    said = _messages(board.stepper.message)
    assert board.stepper.export_report(target) is None
    assert target.read_text(encoding="utf-8") == "an older report\n"
    assert not list(tmp_path.glob("*.part")) and not list(tmp_path.glob(".*.tmp"))
    boxes = _boxes(board.stepper)
    assert len(boxes) == 1 and str(target) in boxes[0] and "read-only" in boxes[0] and "\n" not in boxes[0]
    assert said and str(target) in said[-1]


def test_a_case_report_export_on_a_full_disk_says_so(qtbot, tmp_path: Path, corpus: Corpus,
                                                     monkeypatch: pytest.MonkeyPatch) -> None:
    """Promise: a PDF report that runs out of disk is one line naming the file, with no partial file left."""
    board = BoardWindow(corpus=corpus, autosave_dir=tmp_path / "autosave")
    qtbot.addWidget(board)
    board.editor.ask_save = lambda: "discard"
    assert board.editor.open_scenario(SCENARIO)
    board.stepper.run_to_end()
    _full_disk(monkeypatch)
    target = tmp_path / "report.pdf"
    assert board.stepper.export_report(target) is None
    assert not target.exists()
    assert not list(tmp_path.glob("*.part")) and not list(tmp_path.glob(".*.tmp"))
    boxes = _boxes(board.stepper)
    assert len(boxes) == 1 and str(target) in boxes[0] and "No space left" in boxes[0]


@pytest.fixture
def ruling_editor(qtbot, tmp_path: Path, corpus: Corpus) -> tuple[RulingEditor, Path]:
    root = tmp_path / "rulings"
    shutil.copytree(RULINGS, root / "pso2")
    editor = RulingEditor(corpus, root)
    qtbot.addWidget(editor)
    path = root / "pso2" / "pso2-18-simultaneous-triggers.yaml"
    editor.load(load_ruling(path))
    editor.answer.setPlainText("ターンプレイヤーが先に処理します。")
    assert editor.dirty
    return editor, path


def test_a_ruling_save_to_a_read_only_file_says_so_and_keeps_the_edits(ruling_editor) -> None:
    """Promise: saving a ruling over a read-only file shows a one-line box naming the file; the file is
    unchanged and the editor keeps the edits, marked unsaved."""
    editor, path = ruling_editor
    original = path.read_bytes()
    path.chmod(0o444)
    assert editor.save() is False
    assert path.read_bytes() == original
    assert editor.dirty and editor.windowTitle().endswith("*")
    assert editor.answer.toPlainText() == "ターンプレイヤーが先に処理します。"
    boxes = _boxes(editor)
    assert len(boxes) == 1 and path.name in boxes[0] and "read-only" in boxes[0] and "\n" not in boxes[0]
    assert path.name in editor.error


def test_a_ruling_save_on_a_full_disk_says_so_and_keeps_the_edits(ruling_editor,
                                                                  monkeypatch: pytest.MonkeyPatch) -> None:
    """Promise: a ruling save that runs out of disk is one line naming the file; the old file is whole and
    the edits stay, marked unsaved."""
    editor, path = ruling_editor
    original = path.read_bytes()
    _full_disk(monkeypatch)
    assert editor.save() is False
    assert path.read_bytes() == original and not list(path.parent.glob(".*.tmp"))
    assert editor.dirty and editor.windowTitle().endswith("*")
    boxes = _boxes(editor)
    assert len(boxes) == 1 and path.name in boxes[0] and "No space left" in boxes[0]
