"""A judge building a position in each game: the quick-entry line's example and words, the table's faces, the
side panel and the toolbar, as they read after a game switch and in either language."""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path

import pytest
from PySide6.QtWidgets import QScrollArea

import judge_app.ui  # noqa: F401  (the PySide6 guard first)
from judge_app.engine import Stepper
from judge_app.ui.board import edits
from judge_app.ui.board.editor import BoardEditor
from judge_app.ui.board.quick import Vocabulary, parse_line

GAMES = ["fftcg", "game004", "pso2", "aquarian"]


@pytest.fixture(autouse=True)
def japanese(qapp, qm_dir: Path) -> Iterator[None]:
    from judge_app.ui.i18n import Translations

    Translations(qm_dir).set_language("ja")
    yield
    Translations(qm_dir).set_language("en")


@pytest.fixture
def editor(qtbot, tmp_path: Path) -> BoardEditor:
    ed = BoardEditor(autosave_dir=tmp_path / "autosave", library_dir=tmp_path / "library")
    ed.ask_save = lambda: "discard"
    ed.resize(1300, 860)
    qtbot.addWidget(ed)
    ed.show()
    qtbot.waitExposed(ed)
    return ed


def card(editor: BoardEditor, name: str) -> tuple[str, str, dict]:
    """(zone key, id, attributes) of the card called ``name``."""
    for p in editor.scenario().players:
        for zone, cards in p.zones.items():
            for c in cards:
                if c.name == name:
                    return f"{p.id}.{zone}", c.id, dict(c.attributes)
    raise AssertionError(f"no card {name}")


@pytest.mark.parametrize("game", GAMES)
def test_the_example_line_is_this_games_and_adds_a_fighting_card(editor: BoardEditor, game: str) -> None:
    """Promise: after switching to a game, the quick-entry placeholder is a line in that game's words (not the
    first game's forward), and typed as it stands it adds a card with its numbers in the right fields, to the
    zone it fights from, with its attack scripted."""
    editor.new_scenario("fftcg")
    editor.new_scenario(game)
    example = editor.quick_edit.placeholderText()
    if game != "fftcg":
        assert "フォワード" not in example, example
    assert editor.quick_add(example), editor.quick_status.text()
    zone, cid, attrs = card(editor, "クラウド")
    expected = {"fftcg": ("A.forward", {"type": "forward", "cost": 3, "power": 7000}),
                "game004": ("A.center", {"type": "character", "cost": 3, "power": 4000}),
                "pso2": ("A.front", {"type": "character", "cost": 1, "attack": 2, "hp": 3}),
                "aquarian": ("A.dominion", {"type": "character", "mental": 2, "attack": 2, "endurance": 2})}[game]
    assert zone == expected[0]
    assert {k: attrs.get(k) for k in expected[1]} == expected[1]
    assert [(a.type, a.card) for a in editor.scenario().actions] == [("attack", cid)]
    assert "数値" not in editor.quick_status.text()  # no number left without a field


@pytest.mark.parametrize(("game", "word"), [("game004", "キャラクター"), ("pso2", "キャラクター"),
                                            ("aquarian", "キャラ"), ("aquarian", "キャラクター")])
def test_players_words_for_a_character_are_understood(editor: BoardEditor, game: str, word: str) -> None:
    """Promise: キャラ and キャラクター both name the character type, whichever of them the game's table uses."""
    editor.new_scenario(game)
    q = parse_line(f"剣士 {word} 2 → B", editor.vocabulary, ["A", "B"], "A")
    assert not q.problems, q.problems
    assert q.card["attributes"]["type"] == "character"


def test_a_word_that_is_an_action_and_a_value_scripts_the_action_on_a_card_without_the_field(
        editor: BoardEditor) -> None:
    """Promise: game004's アタック is an action and a mission's requirement: on a character it scripts the attack,
    on a mission it is the requirement."""
    editor.new_scenario("game004")
    vocab = Vocabulary(editor.game)
    q = parse_line("剣士 キャラ 3 4000 アタック", vocab, ["A", "B"], "A")
    assert q.actions == ["attack"] and "check_action" not in q.card["attributes"]
    q = parse_line("任務 ミッション アタック", vocab, ["A", "B"], "A")
    assert q.actions == [] and q.card["attributes"]["check_action"] == "attack"


@pytest.mark.parametrize("game", GAMES)
def test_unnamed_cards_show_no_ids(editor: BoardEditor, game: str) -> None:
    """Promise: cards given by count (a new position's decks and hands) show as plain cards on the table, never by
    the stand-in name that carries their id (カード A-deck-1)."""
    editor.new_scenario(game)
    unnamed = edits.counted_ids(editor.scenario())
    assert unnamed
    faces = {f.id: f for fs in editor.scene.faces.values() for f in fs}
    shown = [faces[cid].name for cid in unnamed if cid in faces]
    assert shown and set(shown) == {"カード"}, sorted(set(shown))[:3]


def test_unnamed_cards_drawn_during_a_run_stay_plain(editor: BoardEditor) -> None:
    """Promise: a stepped position that moved unnamed cards (drawn into a hand) still shows them as plain cards."""
    editor.new_scenario("game004")
    stepper = Stepper(editor.scenario())
    stepper.run()
    editor.show_state(stepper.state)
    names = {f.name for fs in editor.scene.faces.values() for f in fs}
    assert not [n for n in names if "-deck-" in n or "-hand-" in n], names


def test_each_game_shows_its_own_fighting_numbers(editor: BoardEditor) -> None:
    """Promise: a pso2 card shows attack/HP and an aquarian character attack/endurance at its foot (not an
    absent power, or aquarian's 0), and a card type that prints no cost shows none."""
    editor.new_scenario("pso2")
    assert editor.quick_add("剣士 キャラ 1 2 3 → A")
    face = next(f for fs in editor.scene.faces.values() for f in fs if f.name == "剣士")
    assert (face.cost, face.power) == (1, "2/3")
    editor.new_scenario("aquarian")
    assert editor.quick_add("戦士 キャラ 2 3 0 4 → A")
    face = next(f for fs in editor.scene.faces.values() for f in fs if f.name == "戦士")
    assert (face.cost, face.power) == (None, "3/4")
    editor.new_scenario("fftcg")
    assert editor.quick_add("クラウド FW 火 3 7000 → A")
    face = next(f for fs in editor.scene.faces.values() for f in fs if f.name == "クラウド")
    assert (face.cost, face.power) == (3, 7000)


@pytest.mark.parametrize("language", ["ja", "en"])
def test_the_card_forms_are_never_cut_off_at_the_panels_edge(qtbot, qm_dir: Path, tmp_path: Path,
                                                             language: str) -> None:
    """Promise: in every game and both languages, the Card and Add tabs show their whole form (no sideways
    scrolling with labels and fields cut off), after switching from a game with a narrower form."""
    from judge_app.ui.i18n import Translations

    Translations(qm_dir).set_language(language)
    ed = BoardEditor(autosave_dir=tmp_path / "autosave", library_dir=tmp_path / "library")
    ed.ask_save = lambda: "discard"
    ed.resize(1500, 900)
    qtbot.addWidget(ed)
    ed.show()
    qtbot.waitExposed(ed)
    for game in ("game004", *GAMES):
        ed.new_scenario(game)
        ed.quick_add(ed.quick_example())
        for tab in (0, 1):
            ed.side.setCurrentIndex(tab)
            area = ed.side.widget(tab)
            assert isinstance(area, QScrollArea)
            form = ed.inspector if tab == 0 else ed.palette
            qtbot.waitUntil(lambda a=area: a.widget().width() == a.viewport().width())
            assert area.viewport().width() >= form.minimumSizeHint().width(), (game, tab)
            assert not area.horizontalScrollBar().isVisible(), (game, tab)


def test_the_undo_button_keeps_its_word_and_names_the_edit_in_its_tooltip(editor: BoardEditor) -> None:
    """Promise: the toolbar's Undo/Redo stay one short word however long the edit's name (a long one pushed the
    card library button off the bar); the tooltip says what would be undone."""
    editor.new_scenario("aquarian")
    assert editor.quick_add("とても長い名前のキャラクター キャラ 2 2 0 2 アタック → A")
    assert editor.undo_action.text() == "元に戻す"
    assert "とても長い名前のキャラクター" in editor.undo_action.toolTip()
    editor.undo_action.trigger()
    assert editor.redo_action.text() == "やり直す"
    assert "とても長い名前のキャラクター" in editor.redo_action.toolTip()


def test_english_lines_with_names_of_several_words_are_read_whole(qtbot, qm_dir: Path, tmp_path: Path) -> None:
    """Promise: in the English UI each game's example line is accepted as it stands, although its names have
    spaces (Character card, Front row, Centre area), and the help lists the number fields in English."""
    from judge_app.ui.i18n import Translations

    Translations(qm_dir).set_language("en")
    ed = BoardEditor(autosave_dir=tmp_path / "autosave", library_dir=tmp_path / "library")
    ed.ask_save = lambda: "discard"
    qtbot.addWidget(ed)
    places = {"fftcg": "A.forward", "game004": "A.center", "pso2": "A.front", "aquarian": "A.dominion"}
    for game in GAMES:
        ed.new_scenario(game)
        example = ed.quick_edit.placeholderText()
        assert example.startswith("Cloud "), example
        assert ed.quick_add(example), (example, ed.quick_status.text())
        assert card(ed, "Cloud")[0] == places[game]
        assert [a.type for a in ed.scenario().actions] == ["attack"]
    fields = ", ".join(s.label_en for s in ed.vocabulary.number_fields("character"))
    assert ed.quick_edit.toolTip().endswith(f"Numbers fill, in order: {fields}")
    assert "、" not in fields
    q = parse_line("Knight Character card 2 → B Dominion area", ed.vocabulary, ["A", "B"], "A")
    assert not q.problems and (q.player, q.zone) == ("B", "dominion")
