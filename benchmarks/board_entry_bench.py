"""How many inputs a judge needs to set up and run the reference position, driving the real widgets.

    QT_QPA_PLATFORM=offscreen python benchmarks/board_entry_bench.py [--shots DIR]

The reference position: two vanilla forwards (クラウド for A, ティファ for B), A's attacks,
B's blocks, run to the end. The board window is driven as a judge drives it, each input
a real Qt event: a typed line is one input (its characters are counted apart as
keystrokes), Enter is one, a right click on a card is one, a click on a menu entry or a
button is one. Two routes are measured:

- without the card library: two quick-entry lines, then each card's context menu
  (Attack, Block), then Run;
- with the card library (both cards saved once beforehand): two short lines that name
  the saved card, its seat and its action word, then Run.

Each route is checked to have built the position (both cards on the field, the block
resolved, every scripted action used, no game over). ``--shots DIR`` also writes the
board after entry and the folded step log as PNGs (use Xvfb and ``QT_QPA_PLATFORM=xcb``
for screenshots with real fonts).
"""

from __future__ import annotations

import argparse
import sys
import tempfile
import time
from dataclasses import dataclass, field
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))
sys.path.insert(0, str(Path(__file__).resolve().parent))

from _machine import describe  # noqa: E402
from PySide6.QtCore import QEvent, Qt, QTimer  # noqa: E402
from PySide6.QtGui import QContextMenuEvent, QKeyEvent  # noqa: E402
from PySide6.QtTest import QTest  # noqa: E402
from PySide6.QtWidgets import QApplication, QMenu, QWidget  # noqa: E402

import judge_app.ui  # noqa: E402,F401  (the PySide6 guard before any Qt call)
from judge_app.engine import Stepper  # noqa: E402
from judge_app.ui.board.window import BoardWindow  # noqa: E402


@dataclass
class Inputs:
    """The judge's inputs so far: events (what the criterion counts) and keystrokes (typed characters)."""

    events: int = 0
    keystrokes: int = 0
    log: list[str] = field(default_factory=list)

    def type_line(self, widget: QWidget, text: str) -> None:
        for ch in text:  # as a keyboard or an input method delivers it: one key event per character
            for kind in (QEvent.Type.KeyPress, QEvent.Type.KeyRelease):
                QApplication.sendEvent(widget, QKeyEvent(kind, 0, Qt.KeyboardModifier.NoModifier, ch))
        self.events += 1
        self.keystrokes += len(text)
        self.log.append(f"type “{text}”")

    def enter(self, widget: QWidget) -> None:
        QTest.keyClick(widget, Qt.Key.Key_Return)
        self.events += 1
        self.keystrokes += 1
        self.log.append("Enter")

    def click(self, widget: QWidget, what: str) -> None:
        QTest.mouseClick(widget, Qt.MouseButton.LeftButton)
        self.events += 1
        self.log.append(f"click {what}")

    def menu_entry(self, board: BoardWindow, card_id: str, entry: str) -> float:
        """Right-click the card on the table, then click the menu entry; returns how long the menu took to open."""
        view = board.editor.view
        item = board.editor.scene.cards[card_id]
        pos = view.mapFromScene(item.sceneBoundingRect().center())
        opened: list[float] = []
        start = time.perf_counter()

        def pick() -> None:
            menu = QApplication.activePopupWidget()
            if not isinstance(menu, QMenu):
                QTimer.singleShot(20, pick)
                return
            opened.append(time.perf_counter() - start)
            action = next(a for a in menu.actions() if a.objectName() == entry)
            assert action.isEnabled(), f"{entry} is not enabled"
            QTest.mouseClick(menu, Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier,
                             menu.actionGeometry(action).center())

        QTimer.singleShot(0, pick)
        event = QContextMenuEvent(QContextMenuEvent.Reason.Mouse, pos, view.viewport().mapToGlobal(pos))
        QApplication.sendEvent(view.viewport(), event)  # the menu runs its own loop until the click
        self.events += 2
        self.log += [f"right-click {card_id}", f"click “{entry}”"]
        return opened[0] if opened else float("nan")


def card_id(board: BoardWindow, name: str) -> str:
    return next(c.id for p in board.scenario().players for cards in p.zones.values() for c in cards
                if c.name == name)


def check(board: BoardWindow) -> str:
    """The position the route built, run on its own: the block resolved, the script used up, nobody lost."""
    scenario = board.scenario()
    places = {c.name: z for p in scenario.players for z, cards in p.zones.items() for c in cards}
    assert places.get("クラウド") == "forward" and places.get("ティファ") == "forward", places
    stepper = Stepper(scenario)
    stepper.run()
    texts = [s.text_ja for s in stepper.steps]
    assert any("ブロックする" in t for t in texts), texts
    assert not stepper.unused_actions(), stepper.unused_actions()
    panel = board.stepper
    assert not panel.stepper.state.result, panel.stepper.state.result
    return panel.status.text()


def new_board(tmp: Path) -> BoardWindow:
    board = BoardWindow(autosave_dir=tmp / "autosave", library_dir=tmp / "library")
    board.editor.ask_save = lambda: "discard"
    board.editor.new_scenario("fftcg")
    board.resize(1500, 900)
    board.show()
    QApplication.processEvents()
    return board


def route_plain(tmp: Path) -> tuple[Inputs, list[float], BoardWindow]:
    board = new_board(tmp)
    inputs = Inputs()
    quick = board.editor.quick_edit
    for line in ("クラウド FW 火 3 7000 → A", "ティファ FW 火 3 5000 → B"):
        inputs.type_line(quick, line)
        inputs.enter(quick)
    menus = [inputs.menu_entry(board, card_id(board, "クラウド"), "script_attack"),
             inputs.menu_entry(board, card_id(board, "ティファ"), "script_block")]
    inputs.click(board.stepper.run_button, "Run to end")
    return inputs, menus, board


def route_library(tmp: Path) -> tuple[Inputs, BoardWindow]:
    board = new_board(tmp)
    for line in ("クラウド FW 火 3 7000 → A", "ティファ FW 火 3 5000 → A"):  # saved once, earlier: not counted
        assert board.editor.quick_add(line)
        board.editor.scene.select({card_id(board, line.split()[0])})
        assert board.editor.save_selected_to_library()
    board.editor.new_scenario("fftcg")
    inputs = Inputs()
    quick = board.editor.quick_edit
    for line in ("クラウド アタック", "ティファ B ブロック"):
        inputs.type_line(quick, line)
        inputs.enter(quick)
    inputs.click(board.stepper.run_button, "Run to end")
    return inputs, board


def main() -> int:
    parser = argparse.ArgumentParser()
    parser.add_argument("--shots", type=Path, help="write the entry and the folded log as PNGs here")
    args = parser.parse_args()
    app = QApplication.instance() or QApplication(sys.argv)
    from judge_app.ui.i18n import Translations

    Translations().set_language("ja")
    with tempfile.TemporaryDirectory() as tmp_name:
        tmp = Path(tmp_name)
        plain, menus, board = route_plain(tmp / "plain")
        status_plain = check(board)
        if args.shots:
            args.shots.mkdir(parents=True, exist_ok=True)
            board.stepper.reset()
            app.processEvents()
            board.grab().save(str(args.shots / "board-entry.png"))
            board.stepper.run_to_end()
            board.stepper.steps_list.setCurrentRow(board.stepper.steps_list.count() - 1)
            app.processEvents()
            board.grab().save(str(args.shots / "step-log-folded.png"))
        board.close()
        library, board2 = route_library(tmp / "library")
        status_library = check(board2)
        board2.close()
    print(f"Machine: {describe()}; offscreen unless run under a display")
    print("| route | input events | of which typed lines | keystrokes | target |")
    print("|---|---|---|---|---|")
    print(f"| quick entry + context menus | {plain.events} | 2 | {plain.keystrokes} | ≤ 12 |")
    print(f"| card library (cards saved once) | {library.events} | 2 | {library.keystrokes} | ≤ 6 |")
    print(f"Context menu opened in {', '.join(f'{m * 1000:.0f} ms' for m in menus)} "
          "(the engine's trial runs that decide what it offers)")
    print("Route 1: " + "; ".join(plain.log))
    print("Route 2: " + "; ".join(library.log))
    print(f"Stepper after route 1: {status_plain}")
    print(f"Stepper after route 2: {status_library}")
    ok = plain.events <= 12 and library.events <= 6
    return 0 if ok else 1


if __name__ == "__main__":
    raise SystemExit(main())
