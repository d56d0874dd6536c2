"""The board editor driven as a judge would: build a position, drag, edit, undo, save, reload."""

from __future__ import annotations

import json
from pathlib import Path

import pytest
from PySide6.QtCore import QEvent, QPoint, QPointF, Qt
from PySide6.QtGui import QMouseEvent
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication, QComboBox, QLineEdit

import judge_app.ui  # noqa: F401  (the PySide6 guard first)
from judge_app.engine import game_layout, get_game, list_games, load_scenario
from judge_app.ui.board import edits
from judge_app.ui.board.editor import BoardEditor
from judge_app.ui.board.geometry import table_geometry

SCENARIOS = Path(__file__).resolve().parents[1] / "scenarios" / "fftcg"


@pytest.fixture(autouse=True)
def english(qapp) -> None:
    """These tests read the English source texts; a browser window made earlier may have installed Japanese."""
    from judge_app.ui.i18n import Translations

    Translations().set_language("en")


@pytest.fixture
def editor(qtbot, tmp_path: Path) -> BoardEditor:
    ed = BoardEditor(autosave_dir=tmp_path / "autosave")
    ed.resize(1300, 860)
    qtbot.addWidget(ed)
    ed.show()
    qtbot.waitExposed(ed)
    return ed


def view_point(editor: BoardEditor, scene_pos: QPointF) -> QPoint:
    return editor.view.mapFromScene(scene_pos)


def drag(editor: BoardEditor, start: QPointF, end: QPointF) -> None:
    """A real press-move-release on the view's viewport, with the button held during the move."""
    vp = editor.view.viewport()
    a, b = view_point(editor, start), view_point(editor, end)
    QTest.mousePress(vp, Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier, a)
    for t in (0.3, 0.6, 1.0):
        p = QPointF(a.x() + (b.x() - a.x()) * t, a.y() + (b.y() - a.y()) * t)
        move = QMouseEvent(QEvent.Type.MouseMove, p, vp.mapToGlobal(p), Qt.MouseButton.NoButton,
                           Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier)
        QApplication.sendEvent(vp, move)
    QTest.mouseRelease(vp, Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier, b)


def zone_point(editor: BoardEditor, key: str, fx: float = 0.8, fy: float = 0.6) -> QPointF:
    rect = editor.scene.zones[key].sceneBoundingRect()
    return QPointF(rect.left() + rect.width() * fx, rect.top() + rect.height() * fy)


def fill_palette(editor: BoardEditor, cid: str, name: str, ctype: str, element: str, cost: str,
                 power: str | None = None) -> None:
    form = editor.palette
    form.id_edit.setText(cid)
    form.name_edit.setText(name)
    type_box = form.fields["type"].widget
    assert isinstance(type_box, QComboBox)
    type_box.setCurrentIndex(type_box.findData(ctype))
    for box in form.fields["element"].boxes:
        box.setChecked(box.property("choice") == element)
    cost_edit = form.fields["cost"].widget
    assert isinstance(cost_edit, QLineEdit)
    cost_edit.setText(cost)
    if power is not None:
        power_edit = form.fields["power"].widget
        assert isinstance(power_edit, QLineEdit)
        power_edit.setText(power)


def test_every_game_gets_a_table_from_its_layout(qtbot, tmp_path: Path) -> None:
    for game in list_games():
        layout = game_layout(game)
        ed = BoardEditor(edits.empty_scenario(game, layout), autosave_dir=tmp_path)
        qtbot.addWidget(ed)
        per_player = [z for z in layout["zones"] if z.get("per_player", True)]
        shared = [z for z in layout["zones"] if not z.get("per_player", True)]
        assert len(ed.scene.zones) == 2 * len(per_player) + len(shared)
        spots = ed.scene.geometry.spots
        for i, a in enumerate(spots):  # no two zones overlap
            for b in spots[i + 1:]:
                assert a.x + a.w <= b.x or b.x + b.w <= a.x or a.y + a.h <= b.y or b.y + b.h <= a.y, (a.key, b.key)


def test_the_top_seat_is_the_bottom_seat_turned_round() -> None:
    geo = table_geometry(game_layout("fftcg"), ["A", "B"])
    a_fwd, b_fwd = geo.spot("A.forward"), geo.spot("B.forward")
    a_hand, b_hand = geo.spot("A.hand"), geo.spot("B.hand")
    stack = geo.spot("stack")
    assert a_fwd and b_fwd and a_hand and b_hand and stack
    assert b_hand.y < b_fwd.y < stack.y < a_fwd.y < a_hand.y  # hands at the edges, the stack between
    a_damage, b_damage = geo.spot("A.damage"), geo.spot("B.damage")
    assert a_damage and b_damage
    assert a_damage.x < a_fwd.x and b_damage.x > b_fwd.x  # columns mirrored too


def test_a_real_position_is_readable(editor: BoardEditor) -> None:
    assert editor.open_scenario(SCENARIOS / "12_block_with_dull_forward.json")
    scenario = editor.scenario()
    state = get_game("fftcg").setup(scenario)
    assert set(editor.scene.cards) == set(state.cards)
    dull = editor.scene.cards["b-dull"]
    assert dull.rotation() == 90 and editor.scene.cards["b-ok"].rotation() == 0
    assert not editor.scene.cards["ad1"].face.face_up  # the deck shows backs
    squall = editor.scene.cards["a-f"].face
    assert squall.power == 8000 and squall.cost is not None and squall.colours
    tip = editor.scene.cards["a-f"].toolTip()
    assert "スコール" in tip and "Squall" in tip and "Power" in tip  # the game's own label, in English here
    header = editor.scene.header.text()
    assert "Turn 3" in header and "Attack phase" in header
    assert editor.scene.zones["B.forward"].count == 2


def test_build_a_position_by_adding_dragging_and_editing(editor: BoardEditor, qtbot, tmp_path: Path) -> None:
    editor.new_scenario("fftcg")
    # a new position holds nothing but each deck's and hand's unnamed cards (so it never decks out by accident)
    assert {edits.split_key(edits.card_place(editor.scenario(), c)[0])[1]
            for c in editor.scenario().card_ids()} == {"deck", "hand"}
    unnamed_in_hand = edits.zone_count(editor.scenario(), "A", "hand")
    # add from the palette, with the form generated from the attribute specs
    editor.palette_zone.setCurrentIndex(editor.palette_zone.findData("A.hand"))
    fill_palette(editor, "a-cloud", "クラウド", "forward", "wind", "5", "9000")
    assert editor.add_from_palette()
    editor.palette_zone.setCurrentIndex(editor.palette_zone.findData("B.forward"))
    fill_palette(editor, "b-tifa", "ティファ", "forward", "earth", "3", "7000")
    assert editor.add_from_palette()
    assert edits.card_place(editor.scenario(), "a-cloud") == ("A.hand", unnamed_in_hand)
    # drag the forward from the hand onto the field
    start = editor.scene.cards["a-cloud"].sceneBoundingRect().center()
    drag(editor, start, zone_point(editor, "A.forward"))
    assert edits.card_place(editor.scenario(), "a-cloud") == ("A.forward", 0)
    assert editor.scene.cards["a-cloud"].face.zone == "A.forward"
    # edit an attribute in the side panel
    editor.scene.select({"a-cloud"})
    power = editor.inspector.fields["power"].widget
    assert isinstance(power, QLineEdit) and power.text() == "9000"
    power.setText("10000")
    assert editor.apply_inspector()
    assert edits.card_dict(editor.scenario(), "a-cloud")["attributes"]["power"] == 10000
    assert editor.scene.cards["a-cloud"].face.power == 10000
    # undo back to the start and redo to the end, through the stack the history view shows
    stack = editor.document.undo_stack
    assert stack.count() == 4 and editor.history_view.stack() is stack
    stack.undo()
    assert edits.card_dict(editor.scenario(), "a-cloud")["attributes"]["power"] == 9000
    stack.undo()
    assert edits.card_place(editor.scenario(), "a-cloud") == ("A.hand", unnamed_in_hand)
    stack.undo()
    stack.undo()
    assert editor.scenario().card_ids() == edits.counted_ids(editor.scenario())
    assert not set(editor.scene.cards) - editor.scenario().card_ids()
    for _ in range(4):
        stack.redo()
    assert editor.scene.cards["a-cloud"].face.power == 10000
    # save and reload: the same scenario
    path = tmp_path / "局面.json"
    assert editor.document.dirty
    assert editor.save(path)
    assert not editor.document.dirty and not editor.window_title().startswith("*")
    assert load_scenario(path) == editor.scenario()
    again = BoardEditor(autosave_dir=tmp_path / "other")
    qtbot.addWidget(again)
    assert again.open_scenario(path)
    assert again.scenario() == editor.scenario()


def test_the_form_shows_errors_inline_and_fits_the_card_type(editor: BoardEditor) -> None:
    form = editor.palette
    fill_palette(editor, "x1", "テスト", "backup", "fire", "two")
    assert form.card() is None
    cost = form.fields["cost"]
    assert cost.error.isVisibleTo(form) and "whole number" in cost.error.text()
    assert not form.fields["power"].widget.isVisibleTo(form)  # power is for forwards only
    assert form.fields["jobs"].widget.isVisibleTo(form)
    for box in form.fields["element"].boxes:
        box.setChecked(False)
    form.fields["cost"].widget.setText("2")  # type: ignore[attr-defined]
    assert form.card() is None and form.fields["element"].error.isVisibleTo(form)
    fill_palette(editor, "x1", "テスト", "backup", "fire", "2")
    card = form.card()
    assert card is not None and card["attributes"] == {"type": "backup", "element": ["fire"], "cost": 2}
    form.id_edit.setText("")
    form.validate()
    assert form.card() is None and form.id_error.isVisibleTo(form)


def test_reorder_an_ordered_zone_by_dragging(editor: BoardEditor) -> None:
    assert editor.open_scenario(SCENARIOS / "01_unblocked_attack.json")
    deck = [c.id for c in editor.scenario().players[0].zones["deck"]]
    assert deck[0] == "ad1"
    assert editor.move_cards(["ad1"], "A.deck", len(deck))  # top card to the bottom
    assert [c.id for c in editor.scenario().players[0].zones["deck"]] == [*deck[1:], "ad1"]
    # dragging the last drawn card to the far left puts it on top again
    item = editor.scene.cards["ad1"]
    rect = editor.scene.zones["A.deck"].sceneBoundingRect()
    editor.scene.clearSelection()
    item.setSelected(True)
    editor.scene.drop({"ad1"}, QPointF(rect.left() + 1, rect.center().y()))
    assert [c.id for c in editor.scenario().players[0].zones["deck"]] == deck


def test_multi_select_duplicate_and_delete(editor: BoardEditor) -> None:
    assert editor.open_scenario(SCENARIOS / "01_unblocked_attack.json")
    editor.scene.select({"ad1", "ad2"})
    assert editor.selected_ids() == ["ad1", "ad2"]
    editor.duplicate_selected()
    deck = [c.id for c in editor.scenario().players[0].zones["deck"]]
    assert deck[:4] == ["ad1", "ad1-2", "ad2", "ad2-2"]
    assert editor.scene.selected_ids() == {"ad1-2", "ad2-2"}
    editor.delete_selected()
    assert "ad1-2" not in editor.scenario().card_ids()
    # deleting a card an action names removes the action too, and undo brings both back
    editor.scene.select({"a-cloud"})
    editor.delete_selected()
    assert editor.scenario().actions == []
    editor.document.undo_stack.undo()
    assert editor.scenario().actions[0].card == "a-cloud"


def test_a_refused_edit_changes_nothing_and_says_why(editor: BoardEditor, qtbot) -> None:
    assert editor.open_scenario(SCENARIOS / "01_unblocked_attack.json")
    before = editor.scenario()
    with qtbot.waitSignal(editor.message) as said:
        editor.add_card({"id": "a-cloud", "name": "dup", "attributes": {"type": "forward", "element": ["fire"]}},
                        "A.hand")
    assert "a-cloud" in said.args[0] and editor.scenario() == before
    assert editor.document.undo_stack.count() == 0


def test_dirty_prompt_autosave_and_restore(qtbot, tmp_path: Path) -> None:
    folder = tmp_path / "autosave"
    ed = BoardEditor(autosave_dir=folder)
    qtbot.addWidget(ed)
    assert ed.open_scenario(SCENARIOS / "01_unblocked_attack.json")
    assert ed.maybe_discard()  # nothing to lose
    ed.set_card_fields(["a-cloud"], "dull", dull=True)
    assert ed.window_title().startswith("*")
    asked: list[str] = []
    ed.ask_save = lambda: asked.append("?") or "cancel"
    assert not ed.maybe_discard() and asked
    qtbot.waitUntil(lambda: (folder / "board.json").exists(), timeout=5000)
    saved = json.loads((folder / "board.json").read_text(encoding="utf-8"))
    assert saved["path"].endswith("01_unblocked_attack.json")
    # the app "crashed": a new editor offers the work back
    nxt = BoardEditor(autosave_dir=folder)
    qtbot.addWidget(nxt)
    nxt.ask_restore = lambda: True
    assert nxt.offer_restore()
    assert nxt.scenario() == ed.scenario() and nxt.document.dirty
    assert edits.card_dict(nxt.scenario(), "a-cloud")["dull"] is True
    # declining clears it
    third = BoardEditor(autosave_dir=folder)
    qtbot.addWidget(third)
    third.ask_restore = lambda: False
    assert not third.offer_restore() and not (folder / "board.json").exists()


def test_script_an_attack_from_the_card_menu(editor: BoardEditor) -> None:
    assert editor.open_scenario(SCENARIOS / "01_unblocked_attack.json")
    editor.set_actions([])
    editor.scene.select({"a-cloud"})
    menu = editor.card_menu("a-cloud")
    attack = next(a for a in menu.actions() if a.text() == "Attack")
    attack.trigger()
    assert [a.model_dump(exclude_none=True, exclude_defaults=True) for a in editor.scenario().actions] == [
        {"player": "A", "type": "attack", "card": "a-cloud"}]
    assert editor.actions_panel.list.item(0).text() == "1. A: Attack クラウド"  # the card's name, not its id
    # a second action, then reorder it to the front in the list
    editor.scene.select({"b-fwd"})
    editor.script_action("pass", "b-fwd")
    editor.actions_panel.list.setCurrentRow(1)
    editor.actions_panel.move_selected(-1)
    assert [a.type for a in editor.scenario().actions] == ["pass", "attack"]
    editor.actions_panel.replace(0, {"player": "B", "type": "pass", "note": "先に放棄"})
    assert editor.scenario().actions[0].note == "先に放棄"


def test_context_menu_turns_cards_over_and_dulls_them(editor: BoardEditor) -> None:
    assert editor.open_scenario(SCENARIOS / "01_unblocked_attack.json")
    editor.scene.select({"a-cloud"})
    menu = editor.card_menu("a-cloud")
    next(a for a in menu.actions() if a.text() == "Dull").trigger()
    assert editor.scene.cards["a-cloud"].rotation() == 90
    menu = editor.card_menu("a-cloud")
    next(a for a in menu.actions() if a.text() == "Turn face down").trigger()
    assert not editor.scene.cards["a-cloud"].face.face_up


def test_open_reports_a_bad_file_by_name(editor: BoardEditor, tmp_path: Path, qtbot) -> None:
    bad = tmp_path / "壊れた.json"
    bad.write_text("{ not json", encoding="utf-8")
    with qtbot.waitSignal(editor.message) as said:
        assert not editor.open_scenario(bad)
    assert "壊れた.json" in said.args[0]


def test_ctrl_click_and_rubber_band_select_several(editor: BoardEditor) -> None:
    assert editor.open_scenario(SCENARIOS / "01_unblocked_attack.json")
    vp = editor.view.viewport()
    first = view_point(editor, editor.scene.cards["ad1"].sceneBoundingRect().topLeft() + QPointF(3, 30))
    cloud = view_point(editor, editor.scene.cards["a-cloud"].sceneBoundingRect().center())
    QTest.mouseClick(vp, Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier, cloud)
    QTest.mouseClick(vp, Qt.MouseButton.LeftButton, Qt.KeyboardModifier.ControlModifier, first)
    assert set(editor.selected_ids()) == {"a-cloud", "ad1"}
    assert "2" in editor.inspector_hint.text()
    deck = editor.scene.zones["A.deck"].sceneBoundingRect()
    from PySide6.QtGui import QPainterPath

    area = QPainterPath()
    area.addRect(deck)
    editor.scene.setSelectionArea(area)
    assert set(editor.selected_ids()) == {f"ad{i}" for i in range(1, 6)}


def test_counters_and_damage_are_drawn(editor: BoardEditor) -> None:
    assert editor.open_scenario(SCENARIOS / "01_unblocked_attack.json")
    card = edits.card_dict(editor.scenario(), "b-fwd")
    card["damage"] = 3000
    card["counters"] = {"ki": 2}
    assert editor.edit_card("b-fwd", card)
    face = editor.scene.cards["b-fwd"].face
    assert face.damage == 3000 and face.counters == {"ki": 2}
    tip = editor.scene.cards["b-fwd"].toolTip()
    assert "3000" in tip and "ki×2" in tip


def test_a_dull_card_in_a_narrow_zone_stays_centred(editor: BoardEditor) -> None:
    assert editor.open_scenario(SCENARIOS / "01_unblocked_attack.json")
    assert editor.move_cards(["a-cloud"], "A.removed")
    editor.set_card_fields(["a-cloud"], "dull", dull=True)
    zone = editor.scene.zones["A.removed"].sceneBoundingRect()
    card = editor.scene.cards["a-cloud"].sceneBoundingRect()
    assert abs(card.center().x() - zone.center().x()) < 1
    assert zone.top() < card.top() and card.bottom() < zone.bottom() + 8


def test_opening_another_games_position_switches_the_whole_editor(editor: BoardEditor) -> None:
    """The game box, the zone choices and the card forms follow the opened file, with no leftovers."""
    pso2 = Path(__file__).resolve().parents[1] / "scenarios" / "pso2" / "01_battle_front_row_retreat.json"
    assert editor.open_scenario(pso2)
    assert editor.game_combo.currentData() == "pso2"
    zones = {str(editor.palette_zone.itemData(i)) for i in range(editor.palette_zone.count())}
    pso2_zones = {z["id"] for z in game_layout("pso2")["zones"]}
    assert zones and all(key.split(".")[-1] in pso2_zones for key in zones)
    # Only the new forms are visible on their pages: the previous game's fields are gone.
    for page, form in ((editor.palette_page, editor.palette), (editor.inspector_page, editor.inspector)):
        leftovers = [w for w in page.findChildren(type(form)) if w is not form and w.isVisibleTo(page)]
        assert leftovers == []
    assert editor.palette.isVisibleTo(editor.palette_page)
