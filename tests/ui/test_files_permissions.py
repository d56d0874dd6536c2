"""Files the judge saves get the user's normal permissions (the umask's), not a temporary file's 0600."""

from __future__ import annotations

import os
import stat
from pathlib import Path

import pytest

import judge_app.ui  # noqa: F401  (the PySide6 guard first)
from judge_app.ui.board.editor import BoardEditor


@pytest.fixture
def umask_022():
    old = os.umask(0o022)
    yield
    os.umask(old)


@pytest.mark.skipif(os.name != "posix", reason="permission bits are POSIX")
def test_a_saved_position_and_an_exported_library_are_readable_as_any_new_file(qtbot, tmp_path: Path,
                                                                                umask_022) -> None:
    """Promise: with the usual umask a new position file and an exported card library are rw-r--r--, as any
    file the user makes, so a judge can share them without changing anything."""
    editor = BoardEditor(autosave_dir=tmp_path / "autosave", library_dir=tmp_path / "library")
    qtbot.addWidget(editor)
    editor.new_scenario("fftcg")
    assert editor.quick_add("クラウド FW 火 3 7000 → A")
    out = tmp_path / "position.json"
    assert editor.save(out)
    assert stat.S_IMODE(out.stat().st_mode) == 0o644
    editor.scene.select({next(c.id for p in editor.scenario().players for cs in p.zones.values() for c in cs
                              if c.name == "クラウド")})
    assert editor.save_selected_to_library()
    exported = tmp_path / "cards.json"
    assert editor.export_library(exported)
    assert stat.S_IMODE(exported.stat().st_mode) == 0o644
