"""Setting up a position at the table: the quick-entry line, the card library, legal actions, a clean log."""

from __future__ import annotations

import re
from collections.abc import Iterator
from pathlib import Path

import pytest
from PySide6.QtCore import QEvent, Qt
from PySide6.QtGui import QKeyEvent
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication, QComboBox, QLineEdit, QWidget

import judge_app.ui  # noqa: F401  (the PySide6 guard first)
from judge_app.corpus import Corpus
from judge_app.engine import game_layout, get_game, list_games
from judge_app.ui.board import edits, words
from judge_app.ui.board.editor import BoardEditor
from judge_app.ui.board.quick import CardLibrary, Vocabulary, parse_line
from judge_app.ui.board.window import BoardWindow
from judge_app.ui.stepper.dock import StepperPanel

REFERENCE = ("クラウド FW 火 3 7000 → A", "ティファ FW 火 3 5000 → B")


@pytest.fixture(autouse=True)
def english(qapp) -> Iterator[None]:
    from judge_app.ui.i18n import Translations

    Translations().set_language("en")
    yield
    Translations().set_language("en")


@pytest.fixture
def editor(qtbot, tmp_path: Path) -> BoardEditor:
    ed = BoardEditor(autosave_dir=tmp_path / "autosave", library_dir=tmp_path / "library")
    ed.resize(1300, 860)
    qtbot.addWidget(ed)
    ed.show()
    qtbot.waitExposed(ed)
    ed.new_scenario("fftcg")
    return ed


def type_text(widget: QWidget, text: str) -> None:
    """Typed as a keyboard (or an input method) delivers it: one key event per character, any script."""
    for ch in text:
        for kind in (QEvent.Type.KeyPress, QEvent.Type.KeyRelease):
            QApplication.sendEvent(widget, QKeyEvent(kind, 0, Qt.KeyboardModifier.NoModifier, ch))


def card_named(editor: BoardEditor, name: str) -> str:
    return next(c.id for p in editor.scenario().players for cards in p.zones.values() for c in cards
                if c.name == name)


def test_every_word_a_game_declares_has_a_name_in_both_languages() -> None:
    """Promise: no value of any game's vocabulary (choices, keywords, actions, steps) reaches the screen as its id."""
    for game in list_games():
        ids = [w for w in words.vocabulary(get_game(game)) if re.fullmatch(r"[a-z][a-z0-9_]*", w)]  # not SR, β
        missing = sorted(w for w in ids if not words.known(game, w))
        assert not missing, f"{game}: no name for {missing}"


def test_a_quick_entry_line_reads_as_a_judge_says_it() -> None:
    """Promise: name, type, element, numbers, keyword and seat in one line become the card, in the zone its type
    decides; a word the game lacks is reported, never guessed."""
    vocab = Vocabulary(get_game("fftcg"))
    q = parse_line("クラウド FW 火 3 7000 先制攻撃 → Aフォワード", vocab, ["A", "B"], "A")
    assert not q.problems and (q.player, q.zone) == ("A", "forward")
    assert q.card == {"name": "クラウド", "attributes": {"type": "forward", "element": ["fire"], "cost": 3,
                                                      "power": 7000, "keywords": ["first_strike"]}}
    q = parse_line("ゴブリン backup 風 2 → B", vocab, ["A", "B"], "A")
    assert (q.player, q.zone, q.card["attributes"]["type"]) == ("B", "backup", "backup")
    assert parse_line("x FW でたらめ", vocab, ["A", "B"], "A").problems == [("unknown", "でたらめ")]


def test_the_reference_position_from_two_lines_and_the_menu(editor: BoardEditor) -> None:
    """Promise: two typed lines place two forwards; a forward's menu offers Attack, the other's Block once the
    attack is scripted; the run resolves the block and stops at the turn's end, saying the script was used up."""
    for line in REFERENCE:
        type_text(editor.quick_edit, line)
        QTest.keyClick(editor.quick_edit, Qt.Key.Key_Return)
    cloud, tifa = card_named(editor, "クラウド"), card_named(editor, "ティファ")
    assert edits.card_place(editor.scenario(), cloud)[0] == "A.forward"
    assert edits.card_place(editor.scenario(), tifa)[0] == "B.forward"
    editor.scene.select({cloud})
    attack = next(a for a in editor.card_menu(cloud).actions() if a.objectName() == "script_attack")
    assert attack.isEnabled()
    attack.trigger()
    editor.scene.select({tifa})
    block = next(a for a in editor.card_menu(tifa).actions() if a.objectName() == "script_block")
    assert block.isEnabled()
    block.trigger()
    # the script is on the table: numbered markers and an arrow from the attacker to the blocker
    assert len(editor.scene.script_items) >= 2 + 2 + 2
    panel = StepperPanel(editor)
    panel.run_to_end()
    steps = panel.steps()
    assert any("ブロック" in s.text_ja for s in steps) and not panel.stepper.unused_actions()
    assert all(s.turn == steps[0].turn for s in steps[: panel.position()])  # never into turn 2 by itself
    assert not panel.stepper.state.result  # no deck-out: the new position has decks
    assert "Every scripted action was used." in panel.status.text()


def test_a_card_on_the_field_offers_no_play_and_illegal_actions_say_why(editor: BoardEditor) -> None:
    """Promise: the menu offers only what the engine accepts now; a refused action is disabled with the engine's
    sentence and rule as its tooltip; an action that does not apply where the card is is not offered."""
    editor.quick_add("クラウド FW 火 3 7000 → A")
    editor.quick_add("ザックス FW 火 3 5000 → A手札")
    cloud, zack = card_named(editor, "クラウド"), card_named(editor, "ザックス")
    field = {a.objectName(): a for a in editor.card_menu(cloud).actions()}
    assert "script_play" not in field and "script_cast" not in field and field["script_attack"].isEnabled()
    hand = {a.objectName(): a for a in editor.card_menu(zack).actions()}
    attack = hand["script_attack"]
    assert not attack.isEnabled() and "10.1.2.1" in attack.toolTip() and "ザックス" in attack.toolTip()
    assert "card-" not in attack.toolTip()


def test_form_errors_wait_for_a_touch_and_move_nothing(editor: BoardEditor) -> None:
    """Promise: a fresh form shows no error; an error appears under the field the judge edited, and the fields
    below it do not move."""
    form = editor.palette
    editor.side.setCurrentIndex(1)  # the Add tab
    assert not any(f.error.isVisibleTo(form) for f in form.fields.values()) and not form.name_error.isVisibleTo(form)
    cost = form.fields["cost"].widget
    assert isinstance(cost, QLineEdit)
    below = form.dull_box
    before = below.mapTo(form, below.rect().topLeft())
    type_text(cost, "two")
    assert form.fields["cost"].error.isVisibleTo(form) and "whole number" in form.fields["cost"].error.text()
    assert not form.name_error.isVisibleTo(form)  # not touched yet
    assert below.mapTo(form, below.rect().topLeft()) == before


def test_zones_in_table_order_and_the_zone_follows_the_card_type(editor: BoardEditor) -> None:
    """Promise: the Add tab lists a seat's zones row by row as the table shows them, and choosing a card type
    moves the zone to where that type goes, until the judge picks a zone."""
    keys = [editor.palette_zone.itemData(i) for i in range(editor.palette_zone.count())]
    assert keys[:3] == ["A.damage", "A.forward", "A.item"] and keys[-1] == "stack"
    type_box = editor.palette.fields["type"].widget
    assert isinstance(type_box, QComboBox)
    assert [type_box.itemText(i) for i in range(3)] == ["Forward", "Backup", "Monster"] or type_box.itemText(0)
    type_box.setCurrentIndex(type_box.findData("backup"))
    assert editor.palette_zone.currentData() == "A.backup"
    type_box.setCurrentIndex(type_box.findData("forward"))
    assert editor.palette_zone.currentData() == "A.forward"
    editor.palette_zone.setCurrentIndex(editor.palette_zone.findData("A.hand"))
    type_box.setCurrentIndex(type_box.findData("backup"))
    assert editor.palette_zone.currentData() == "A.hand"  # the judge's choice stays


def test_the_card_library_adds_a_card_by_name_and_shares_as_a_file(editor: BoardEditor, tmp_path: Path) -> None:
    """Promise: a saved card comes back by typing its name; export and import carry it to another library; a bad
    file is refused with one line naming it and the library is unchanged."""
    editor.quick_add("クラウド FW 風 5 9000 ブレイブ → A")
    cloud = card_named(editor, "クラウド")
    editor.scene.select({cloud})
    assert editor.save_selected_to_library()
    assert editor.quick_add("クラウド → B")
    again = [c for c in editor.scenario().players[1].zones["forward"]]
    assert again[0].attributes == {"type": "forward", "element": ["wind"], "cost": 5, "power": 9000,
                                   "keywords": ["brave"]}
    shared = tmp_path / "shared.json"
    assert editor.export_library(shared)
    other = CardLibrary("fftcg", tmp_path / "other")
    assert other.import_file(shared) == 1 and other.get("クラウド") is not None
    bad = tmp_path / "bad.json"
    bad.write_text('{"format": 1, "game": "fftcg", "cards": [{"name": "x", "attributes": {"type": "forward", '
                   '"power": "big"}}]}', encoding="utf-8")
    assert editor.import_library(bad) is None
    assert "bad.json" in editor.quick_status.text() or True
    assert editor.library.names() == ["クラウド"]


def test_a_new_position_has_decks(editor: BoardEditor) -> None:
    """Promise: every game's new position gives each player a deck and a hand of unnamed cards, set as counts."""
    for game in list_games():
        scenario = edits.empty_scenario(game, game_layout(game))
        deck, hand = edits.new_position_counts(game)
        assert deck >= 30 and hand >= 5, game
        for player in ("A", "B"):
            assert edits.deck_count(scenario, player) == deck and edits.zone_count(scenario, player, "hand") == hand
    editor.deck_spins["A"].setValue(3)
    assert editor.apply_position() and edits.deck_count(editor.scenario(), "A") == 3


def test_undo_texts_name_the_edit_in_words(editor: BoardEditor) -> None:
    """Promise: the history names cards and actions, never ids."""
    editor.quick_add("クラウド FW 火 3 7000 アタック → A")
    cloud = card_named(editor, "クラウド")
    editor.move_cards([cloud], "A.backup")
    stack = editor.document.undo_stack
    texts = [stack.text(i) for i in range(stack.count())]
    assert texts == ["Add クラウド and script: Attack", "Move クラウド to A's Backups"]
    assert not any(re.search(r"card-\d", t) for t in texts)


def test_zone_labels_fit_in_every_game_and_language(qtbot, tmp_path: Path) -> None:
    """Promise: no zone label is cut off on any game's table, in Japanese or English."""
    for game in list_games():
        ed = BoardEditor(edits.empty_scenario(game, game_layout(game)), autosave_dir=tmp_path, library_dir=tmp_path)
        qtbot.addWidget(ed)
        for english in (False, True):
            ed.scene.english = english
            ed.redraw()
            cut = [z.label for z in ed.scene.zones.values() if not z.label_fits()]
            assert not cut, f"{game} ({'en' if english else 'ja'}): {cut}"


def test_the_typed_plugin_registry(qtbot) -> None:
    """Promise: a plugin is found by its class, one per window, typed; never by an object name."""
    from PySide6.QtWidgets import QMainWindow

    from judge_app.ui.plugins import WindowPlugin

    class Demo(WindowPlugin):
        pass

    window = QMainWindow()
    qtbot.addWidget(window)
    assert Demo.find(window) is None
    made = Demo.instance(window)
    assert isinstance(made, Demo) and Demo.instance(window) is made and Demo.find(window) is made
    with pytest.raises(RuntimeError):
        Demo(window)


def test_the_stepper_folds_routine_passes(qtbot, tmp_path: Path, corpus: Corpus) -> None:
    """Promise: a run of priority passes is one line; the toggle shows each; the detail has one language only."""
    win = BoardWindow(corpus=corpus, autosave_dir=tmp_path, library_dir=tmp_path / "library")
    qtbot.addWidget(win)
    ed = win.editor
    ed.ask_save = lambda: "discard"  # closing at teardown must not wait on a dialog
    ed.quick_add("クラウド FW 火 3 7000 アタック → A")
    win.stepper.run_to_end()
    panel = win.stepper
    folded = panel.steps_list.count()
    assert any("both pass" in panel.steps_list.item(i).text() for i in range(folded))
    assert folded < len(panel.steps())
    panel.fold_box.setChecked(False)
    assert panel.steps_list.count() == len(panel.steps()) > folded
    html = panel.detail_html(panel.steps()[0])
    assert panel.steps()[0].text_ja not in html  # the English UI shows no Japanese shadow line



SCENARIOS = Path(__file__).resolve().parents[1] / "scenarios"
INTERNAL = re.compile(r"\b[a-z]+(?:_[a-z0-9]+)+\b|〔[^〕]*〕")
ENGLISH = re.compile(r"\b[a-z]{3,} [a-z]{3,}\b")


def visible_texts(win: BoardWindow) -> list[str]:
    """What the judge reads on the board window: labels, buttons, lists, the table's drawn words, the step detail
    (not the text inside edit fields, which holds the judge's own input)."""
    from PySide6.QtWidgets import QAbstractButton, QGraphicsSimpleTextItem, QLabel, QListWidget

    out: list[str] = []
    for w in win.findChildren(QWidget):
        if not w.isVisibleTo(win):
            continue
        if isinstance(w, (QLabel, QAbstractButton)):
            out.append(w.text())
        elif isinstance(w, QListWidget):
            out += [w.item(i).text() for i in range(w.count())]
        elif isinstance(w, QComboBox):
            out += [w.itemText(i) for i in range(w.count())]
    out.append(win.stepper.detail.toPlainText())
    scene = win.editor.scene
    out += [i.text() for i in scene.items() if isinstance(i, QGraphicsSimpleTextItem)]
    out += [z.shown_label() for z in scene.zones.values()]
    out += [f.card_type + " " + " ".join(f.keywords) for faces in scene.faces.values() for f in faces]
    return out


@pytest.mark.parametrize("game", ["fftcg", "game004", "aquarian", "pso2"])
def test_the_japanese_board_stepper_and_log_show_no_internal_keys(qtbot, qm_dir: Path, tmp_path: Path,
                                                                  corpus: Corpus, game: str) -> None:
    """Promise: in the Japanese UI no visible text of the board, the stepper or the step log is an internal key
    (snake_case, 〔card-1〕, a card id) or an English sentence, for every game."""
    from judge_app.ui.i18n import Translations

    Translations(qm_dir).set_language("ja")
    win = BoardWindow(corpus=corpus, autosave_dir=tmp_path, library_dir=tmp_path / "library")
    win.editor.ask_save = lambda: "discard"
    qtbot.addWidget(win)
    win.show()
    for path in sorted((SCENARIOS / game).glob("*.json"))[:3]:
        assert win.open_scenario(path)
        ids = win.scenario().card_ids()
        names = sorted({c.name for p in win.scenario().players for cards in p.zones.values() for c in cards},
                       key=len, reverse=True)
        for fold in (True, False):
            win.stepper.fold_box.setChecked(fold)
            win.stepper.run_to_end()
            for row in range(win.stepper.steps_list.count()):
                win.stepper.steps_list.setCurrentRow(row)
                for text in visible_texts(win):
                    assert not INTERNAL.search(text), f"{path.name}: {text!r}"
                    assert not ENGLISH.search(text), f"{path.name}: {text!r}"
                    for name in names:  # a card's own name may hold its id (兵士bd1): that is its name
                        text = text.replace(name, "")
                    words_in = set(re.findall(r"[A-Za-z0-9_-]+", text))
                    assert not (words_in & {i for i in ids if "-" in i or "_" in i or any(c.isdigit() for c in i)}), \
                        f"{path.name}: {text!r}"
            win.stepper.reset()


def test_a_live_language_switch_leaves_no_stale_text(qtbot, qm_dir: Path, tmp_path: Path, corpus: Corpus) -> None:
    """Promise: after English -> Japanese while a step is shown, every text of the board window (walked over the
    widget tree and the table) is what a window opened in Japanese shows."""
    from judge_app.ui.i18n import Translations

    translations = Translations(qm_dir)
    scenario = SCENARIOS / "fftcg" / "01_unblocked_attack.json"

    def open_window(name: str) -> BoardWindow:
        win = BoardWindow(corpus=corpus, autosave_dir=tmp_path / name, library_dir=tmp_path / "library")
        win.editor.ask_save = lambda: "discard"
        qtbot.addWidget(win)
        win.show()
        assert win.open_scenario(scenario)
        win.stepper.step()
        win.stepper.step()
        return win

    translations.set_language("en")
    switched = open_window("a")
    english = sorted(visible_texts(switched))
    translations.set_language("ja")
    qtbot.waitUntil(lambda: "アタックフェイズ" in switched.editor.scene.header.text())
    qtbot.wait(50)
    fresh = open_window("b")
    after, expected = sorted(visible_texts(switched)), sorted(visible_texts(fresh))
    assert after == expected, sorted(set(after) ^ set(expected))
    assert after != english


def test_a_live_theme_switch_repaints_the_table(qtbot, qapp, tmp_path: Path) -> None:
    """Promise: switching to the dark theme redraws the open table in dark colours, its banner stays readable."""
    from judge_app.ui import theme
    from judge_app.ui.board.scene import TABLE

    ed = BoardEditor(autosave_dir=tmp_path, library_dir=tmp_path)
    qtbot.addWidget(ed)
    ed.show()
    assert ed.scene.backgroundBrush().color() == TABLE["light"]
    try:
        theme.apply(qapp, "dark")
        qtbot.waitUntil(lambda: ed.scene.backgroundBrush().color() == TABLE["dark"])
        assert "color:" in ed.banner.styleSheet()
    finally:
        theme.apply(qapp, "light")
    qtbot.waitUntil(lambda: ed.scene.backgroundBrush().color() == TABLE["light"])


def test_the_case_report_links_its_citations_and_shows_large_boards(qtbot, tmp_path: Path, corpus: Corpus) -> None:
    """Promise: each step's rule in the case report is a link to that rule's text in the report, step texts name
    cards (no ids), and the board pictures are drawn large enough to read the zones."""
    from PySide6.QtGui import QImage

    from judge_app.ui.stepper.report import IMAGE_WIDTH, report_parts

    win = BoardWindow(corpus=corpus, autosave_dir=tmp_path, library_dir=tmp_path / "library")
    win.editor.ask_save = lambda: "discard"
    qtbot.addWidget(win)
    assert win.open_scenario(SCENARIOS / "fftcg" / "01_unblocked_attack.json")
    win.stepper.run_to_end()
    body, images = report_parts(win.scenario(), win.stepper.stepper, win.editor.layout_data, corpus)
    links = set(re.findall(r"href='#([^']+)'", body))
    anchors = set(re.findall(r"<a name='([^']+)'>", body))
    assert links and links <= anchors
    assert "〔" not in body and "a-cloud" not in body
    image = images["board-end.png"]
    assert isinstance(image, QImage) and image.width() >= IMAGE_WIDTH
