"""The scenario being edited: the current value, its file, and an undo stack of whole-scenario swaps.

Each command holds the scenario before and after (immutable pydantic values),
so undo and redo are exact whatever the edit was, and an edit that fails
validation is refused before it reaches the stack.
"""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path
from typing import Any

from PySide6.QtCore import QObject, Signal
from PySide6.QtGui import QUndoCommand, QUndoStack

from judge_app.engine import Scenario, ScenarioError, load_scenario
from judge_app.storage import atomic_write_text
from judge_app.ui.board.edits import dump_file


class ScenarioCommand(QUndoCommand):
    def __init__(self, doc: ScenarioDocument, before: Scenario, after: Scenario, text: str,
                 select: list[str] | None = None) -> None:
        super().__init__(text)
        self.doc = doc
        self.before = before
        self.after = after
        self.select = select or []

    def redo(self) -> None:
        self.doc._set(self.after, self.select)

    def undo(self) -> None:
        self.doc._set(self.before, [])


class ScenarioDocument(QObject):
    changed = Signal()
    selection_requested = Signal(list)  # card ids an edit wants selected (a new or moved card)
    refused = Signal(object)  # the ScenarioError of an edit that failed validation: its problems and their rules
    dirty_changed = Signal(bool)
    path_changed = Signal(object)

    def __init__(self, scenario: Scenario, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.scenario = scenario
        self.path: Path | None = None
        self.undo_stack = QUndoStack(self)
        self.undo_stack.cleanChanged.connect(self._clean_changed)

    def _clean_changed(self, clean: bool) -> None:
        self.dirty_changed.emit(not clean)

    @property
    def dirty(self) -> bool:
        return not self.undo_stack.isClean()

    def _set(self, scenario: Scenario, select: list[str]) -> None:
        self.scenario = scenario
        self.changed.emit()
        if select:
            self.selection_requested.emit(select)

    def apply(self, text: str, edit: Callable[[Scenario], Any], select: list[str] | None = None) -> bool:
        """Run a pure edit; push it if it validates, else report why and change nothing."""
        try:
            result = edit(self.scenario)
        except ScenarioError as exc:
            self.refused.emit(exc)
            return False
        after, chosen = (result if isinstance(result, tuple) else (result, select))
        if after == self.scenario:
            return True
        self.undo_stack.push(ScenarioCommand(self, self.scenario, after, text, chosen))
        return True

    # ----- files ---------------------------------------------------------------------------------
    def replace(self, scenario: Scenario, path: Path | None) -> None:
        """A different scenario entirely (new, open, restore): a fresh history."""
        self.undo_stack.clear()
        self.scenario = scenario
        self.path = path
        self.path_changed.emit(path)
        self.changed.emit()
        self.dirty_changed.emit(False)

    def open(self, path: str | Path) -> None:
        """Load a file; raises ScenarioError naming the file and field on bad input."""
        self.replace(load_scenario(path), Path(path))

    def save(self, path: str | Path | None = None) -> Path:
        target = Path(path) if path is not None else self.path
        if target is None:
            raise ValueError("no file name")
        # Unnamed cards go back as counts, as a judge states them; atomic: a failed save leaves the old file whole.
        atomic_write_text(target, dump_file(self.scenario))
        self.path = target
        self.undo_stack.setClean()
        self.path_changed.emit(target)
        return target
