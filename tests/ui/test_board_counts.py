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


CLOUD = {"id": "a-cloud", "name": "クラウド", "attributes": {"type": "forward", "element": ["fire"], "cost": 3,
                                                          "power": 7000}}
ICE_BACKUP = {"type": "backup", "element": ["ice"], "cost": 2}


def counted_file(tmp_path: Path) -> Path:
    """A judge's file in counts: whole zones, a count after a named card, a count with attributes, and a
    script whose attack and block run through the damage step."""
    path = tmp_path / "in-counts.json"
    path.write_text(json.dumps({
        "game": "fftcg", "title": "枚数で", "turn": 2, "turn_player": "A", "phase": "main1",
        "players": [
            {"id": "A", "name": "A", "zones": {"forward": [CLOUD], "deck": {"count": 30}, "hand": {"count": 4}}},
            {"id": "B", "name": "B", "zones": {"forward": [TIFA], "deck": {"count": 25}, "hand": [
                {"id": "b-zidane", "name": "ジタン", "attributes": {"type": "forward", "element": ["wind"],
                                                                  "cost": 2, "power": 5000}}, {"count": 3}],
                "break": {"count": 2, "attributes": ICE_BACKUP}}}],
        "actions": [{"player": "A", "type": "attack", "card": "a-cloud"},
                    {"player": "B", "type": "block", "card": "b-tifa"}],
    }, ensure_ascii=False), encoding="utf-8")
    return path


def resolve_json(path: Path, capsys: pytest.CaptureFixture[str]) -> dict:
    from judge_app.cli import run_cli

    capsys.readouterr()
    assert run_cli(["resolve", str(path), "--json"]) == 0
    return json.loads(capsys.readouterr().out)


def test_a_file_in_counts_is_saved_in_counts_and_resolves_the_same(
        editor: BoardEditor, tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    """Promise: a position opened from a file that gives cards by count and saved again still gives them by
    count (a whole zone as one count, a count after a named card, a count with its attributes), and the
    engine's resolve output of the saved file is the same as the original's."""
    original = counted_file(tmp_path)
    assert editor.open_scenario(original)
    saved = tmp_path / "saved.json"
    assert editor.save(saved)
    zones = {p["id"]: p["zones"] for p in json.loads(saved.read_text(encoding="utf-8"))["players"]}
    assert zones["A"]["deck"] == {"count": 30} and zones["A"]["hand"] == {"count": 4}
    assert zones["B"]["deck"] == {"count": 25}
    assert [c.get("id") for c in zones["B"]["hand"]] == ["b-zidane", None] and zones["B"]["hand"][1] == {"count": 3}
    assert zones["B"]["break"] == {"count": 2, "attributes": ICE_BACKUP}
    assert zones["A"]["forward"][0]["id"] == "a-cloud"
    assert load_scenario(saved) == load_scenario(original)
    before, after = resolve_json(original, capsys), resolve_json(saved, capsys)
    assert before["steps"] and after == before


def test_a_new_position_is_saved_in_counts(editor: BoardEditor, tmp_path: Path) -> None:
    """Promise: the unnamed deck and hand of a new position, and a count changed in the Position tab, are
    saved as counts (the board's unnamed cards are the cards a count reads as)."""
    for game in ("fftcg", "game004", "pso2", "aquarian"):
        editor.new_scenario(game)
        editor.hand_spins["B"].setValue(2)
        assert editor.apply_position()
        out = tmp_path / f"{game}.json"
        assert editor.save(out)
        deck, hand = edits.new_position_counts(game)
        zones = {p["id"]: p["zones"] for p in json.loads(out.read_text(encoding="utf-8"))["players"]}
        assert zones == {"A": {"deck": {"count": deck}, "hand": {"count": hand}},
                         "B": {"deck": {"count": deck}, "hand": {"count": 2}}}, game
        assert load_scenario(out) == editor.scenario()


def test_unnamed_cards_out_of_order_are_saved_listed_under_their_ids(tmp_path: Path) -> None:
    """Promise: unnamed cards that would not read back under their own ids from a count (one moved above
    another) are saved listed, never renumbered, while the other zones still go back as counts."""
    scenario = load_scenario(counted_file(tmp_path))
    moved = edits.move_cards(scenario, ["A-hand-2"], "A.hand", 0)  # A-hand-2 now above A-hand-1
    data = edits.file_data(moved)
    zones = {p["id"]: p["zones"] for p in data["players"]}
    assert [c["id"] for c in zones["A"]["hand"]] == ["A-hand-2", "A-hand-1", "A-hand-3", "A-hand-4"]
    assert zones["A"]["deck"] == {"count": 30} and zones["B"]["hand"][1] == {"count": 3}
    assert edits.parse_scenario(data) == moved


@pytest.mark.parametrize("game, draw_phase", [("fftcg", "draw"), ("game004", "start_draw"), ("pso2", "draw"),
                                              ("aquarian", "draw")])
def test_a_new_position_never_loses_by_deck_out(game: str, draw_phase: str) -> None:
    """Promise: in every game a new position's decks last through a draw (a judge who starts the run in the
    draw phase sees the draw, not a loss), where the same position with empty decks loses there: the
    counts, not luck, keep the scratch position alive."""
    from judge_app.engine import game_layout

    layout = game_layout(game)
    for counts, loses in ((None, False), ((0, 0), True)):
        scenario = edits.set_fields(edits.empty_scenario(game, layout, counts=counts), turn=2, phase=draw_phase)
        stepper = Stepper(scenario)
        stepper.run()
        assert bool(stepper.state.result) is loses, (game, counts, stepper.state.result)
        if not loses:
            deck, hand = edits.new_position_counts(game)
            assert len(stepper.state.zones["A.deck"]) < deck and len(stepper.state.zones["A.hand"]) > hand
