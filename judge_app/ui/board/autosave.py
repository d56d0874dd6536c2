"""Autosave of the board being edited, so a crash loses nothing; offered back on the next start.

One file in the user data directory holds the scenario and the path it came
from. It is written atomically and removed once the board is saved or closed
cleanly, so its presence at start-up means work was lost. One that cannot be
read (damaged, not UTF-8, not an autosave) is set aside beside it as ``.bad``,
so it never stands between the judge and the board and is there to inspect.
"""

from __future__ import annotations

import contextlib
import json
import os
from pathlib import Path
from typing import Any

from judge_app import paths
from judge_app.engine import Scenario, ScenarioError, parse_scenario, scenario_file_data
from judge_app.safeio import InputError, read_json
from judge_app.storage import atomic_write_text


def default_autosave_dir() -> Path:
    return paths.user_data_dir() / "autosave"


class Autosave:
    def __init__(self, folder: Path | None = None) -> None:
        self.folder = folder if folder is not None else default_autosave_dir()
        self.file = self.folder / "board.json"

    def write(self, scenario: Scenario, path: Path | None) -> None:
        data: dict[str, Any] = {"path": None if path is None else str(path),
                                "scenario": scenario_file_data(scenario)}
        self.folder.mkdir(parents=True, exist_ok=True)
        atomic_write_text(self.file, json.dumps(data, ensure_ascii=False, indent=1) + "\n")

    def clear(self) -> None:
        with contextlib.suppress(FileNotFoundError):
            self.file.unlink()

    def exists(self) -> bool:
        return os.path.lexists(self.file)

    def read(self) -> tuple[Scenario, Path | None]:
        """The saved board; ScenarioError (naming the autosave file and the place) if it is unreadable."""
        try:
            data = read_json(self.file, what="autosave")
        except InputError as exc:
            raise ScenarioError(exc.where(), [exc.message]) from None
        if not isinstance(data, dict) or "scenario" not in data:
            raise ScenarioError(str(self.file), ["(file): not an autosave"])
        path = data.get("path")
        return parse_scenario(data["scenario"], str(self.file)), (Path(path) if isinstance(path, str) else None)

    def set_aside(self) -> Path | None:
        """Move an unreadable autosave out of the way, to ``board.json.bad`` (replacing an older one).

        Returns where it went; None if it could not be moved, and then it is removed, since a file
        that can neither be read nor moved would otherwise be offered, and fail, at every start."""
        bad = self.file.with_name(self.file.name + ".bad")
        try:
            os.replace(self.file, bad)
        except OSError:
            with contextlib.suppress(OSError):
                self.clear()
            return None
        return bad
