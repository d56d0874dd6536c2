"""Hands and decks as counts on the board: "B has 5 cards in hand" without naming them."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

import judge_app.ui  # noqa: F401  (the PySide6 guard first)
from judge_app.engine import Stepper, load_scenario
from judge_app.ui.board import edits
from judge_app.ui.board.editor import BoardEditor

TIFA = {"id": "b-tifa", "name": "ティファ", "attributes": {"type": "forward", "element": ["fire"], "cost": 3,
                                                          "power": 5000}}


@pytest.fixture
def editor(qtbot, tmp_path: Path) -> BoardEditor:
    ed = BoardEditor(autosave_dir=tmp_path / "autosave", library_dir=tmp_path / "library")
    ed.resize(1300, 860)
    qtbot.addWidget(ed)
    ed.show()
    qtbot.waitExposed(ed)
    return ed


def position_file(tmp_path: Path) -> Path:
    """A position as a judge states it: A's deck by count, B's hand one named card and four unnamed ones."""
    path = tmp_path / "counts.json"
    path.write_text(json.dumps({
        "game": "fftcg", "title": "手札の枚数", "turn": 1, "turn_player": "A", "phase": "main1",
        "players": [{"id": "A", "name": "A", "zones": {"deck": {"count": 20}}},
                    {"id": "B", "name": "B", "zones": {"deck": {"count": 20}, "hand": [TIFA, {"count": 4}]}}],
    }, ensure_ascii=False), encoding="utf-8")
    return path


def test_a_hand_given_by_count_is_shown_as_that_many_backs_and_edited_as_a_number(
        editor: BoardEditor, tmp_path: Path) -> None:
    """Promise: a position file's counts open as numbers in the Position tab; the unnamed hand cards are drawn
    face down beside the named one, the zone saying how many; changing the number keeps the named card and
    is one undoable edit."""
    assert editor.open_scenario(position_file(tmp_path))
    assert editor.deck_spins["A"].value() == 20 and editor.hand_spins["B"].value() == 4
    assert editor.hand_spins["A"].value() == 0 and editor.hand_spins["A"].isEnabled()
    zone = editor.scene.zones["B.hand"]
    assert zone.count == 5
    faces = {face.id: face for face in editor.scene.faces["B.hand"]}
    assert faces["b-tifa"].face_up and sum(1 for f in faces.values() if not f.face_up) == 4

    editor.hand_spins["B"].setValue(6)
    assert editor.apply_position()
    scenario = editor.scenario()
    assert edits.zone_count(scenario, "B", "hand") == 6 and editor.scene.zones["B.hand"].count == 7
    assert "b-tifa" in {c.id for c in next(p for p in scenario.players if p.id == "B").zones["hand"]}
    editor.document.undo_stack.undo()
    assert edits.zone_count(editor.scenario(), "B", "hand") == 4 and editor.hand_spins["B"].value() == 4


def test_a_counted_hand_set_on_a_new_position_runs_and_saves(editor: BoardEditor, tmp_path: Path) -> None:
    """Promise: a hand set as a number on a new position is a valid scenario the engine runs, and it comes
    back with the same number after saving and opening again."""
    editor.new_scenario("fftcg")
    editor.hand_spins["B"].setValue(5)
    assert editor.apply_position()
    scenario = editor.scenario()
    assert edits.zone_count(scenario, "B", "hand") == 5
    stepper = Stepper(scenario)
    stepper.run()
    assert stepper.steps
    out = tmp_path / "saved.json"
    assert editor.save(out)
    assert edits.zone_count(load_scenario(out), "B", "hand") == 5
    assert editor.open_scenario(out) and editor.hand_spins["B"].value() == 5


def test_set_zone_count_keeps_the_cards_it_can(tmp_path: Path) -> None:
    """Promise: a smaller count keeps the first unnamed cards as they were (their ids too), a larger one adds
    new ids after them; the named cards of the zone are never touched."""
    scenario = load_scenario(position_file(tmp_path))
    from judge_app.engine import game_layout

    layout = game_layout("fftcg")
    fewer = edits.set_zone_count(scenario, layout, "B", "hand", 2)
    hand = [c.id for c in next(p for p in fewer.players if p.id == "B").zones["hand"]]
    assert hand == ["b-tifa", "B-hand-1", "B-hand-2"]
    more = edits.set_zone_count(fewer, layout, "B", "hand", 4)
    assert [c.id for c in next(p for p in more.players if p.id == "B").zones["hand"]] == \
        ["b-tifa", "B-hand-1", "B-hand-2", "B-hand-3", "B-hand-4"]
