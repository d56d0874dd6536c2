"""Each game's declaration tables are data (``layout.yaml`` beside its ``layout.py``), read once and checked by the
kernel's loader; a fault in such a file is one line naming the file and the place, never a traceback."""

from __future__ import annotations

import importlib
from pathlib import Path

import pytest

import judge_app.engine.games as games_package
from judge_app.engine.games import get_game, list_games
from judge_app.engine.kernel.layout import SettingSpec, ZoneSpec, load_layout, parse_layout
from judge_app.safeio import InputError

GAMES = Path(games_package.__file__).parent
SOURCE = "judge_app/engine/games/fftcg/layout.yaml"


def _fftcg_text() -> str:
    return (GAMES / "fftcg" / "layout.yaml").read_text(encoding="utf-8")


@pytest.mark.parametrize("game", list_games())
def test_each_game_declares_the_tables_of_its_data_file(game: str) -> None:
    """Promise: a game module's zones, phases, card form, state keys and settings are the ones its layout.yaml
    gives, as the kernel's spec objects, and every rule id in them is text."""
    module = get_game(game)
    data = load_layout(f"judge_app.engine.games.{game}")
    assert module.zones() == list(data.zones) and all(isinstance(z, ZoneSpec) for z in module.zones())
    assert [tuple(p) for p in module.phases()] == data.phases
    assert module.card_attributes() == list(data.attributes)
    assert module.settings() == list(data.settings) and all(isinstance(s, SettingSpec) for s in module.settings())
    assert dict(module.CARD_STATE) == data.card_state and dict(module.PLAYER_STATE) == data.player_state
    ids = [r for z in data.zones for r in z.rules] + [r for s in data.settings for r in s.rules]
    assert ids and all(isinstance(r, str) for r in ids)


def test_rule_ids_and_choices_that_look_like_numbers_stay_text() -> None:
    """Promise: ``12.2`` is a rule id and ``yes`` a setting choice, not YAML's float and boolean."""
    settings = {s.name: s for s in get_game("fftcg").settings()}
    assert settings["backup_excess_timing"].rules == ["7.10.3", "12.2", "12.3"]
    assert settings["backup_must_be_active"].choices == ["yes", "no"]
    assert settings["war_god_minimum"].choices == ["0", "1"]


def test_the_aquarian_card_state_key_on_stays_a_word() -> None:
    """Promise: the card state key ``on`` is the word, not YAML 1.1's boolean."""
    layout = importlib.import_module("judge_app.engine.games.aquarian.layout")
    assert "on" in layout.CARD_STATE


@pytest.mark.parametrize(("broken", "message"), [
    (lambda t: t.replace("hidden: true", "hiden: true", 1), SOURCE + ": zones[5].hiden: Extra inputs are not"),
    (lambda t: t.replace('default: "yes"\n', "default: maybe\n", 1),
     SOURCE + ": settings[3]: default 'maybe' is not one of the choices"),
    (lambda t: t.replace("grid: [1, 1, 1, 4]", "grid: [1, 1, 4]", 1), SOURCE + ": zones[0].grid[3]: Field required"),
    (lambda t: t.replace("  - [draw, ドローフェイズ, Draw phase]\n", "  - [draw, ドローフェイズ]\n", 1),
     SOURCE + ": phases[2][2]: Field required"),
    (lambda t: t.replace("{id: backup,", "{id: forward,", 1), SOURCE + ": zones: forward given twice"),
    (lambda t: t.replace("{id: backup,", "{id: back.up,", 1),
     SOURCE + ": zones: 'back.up' holds a dot, which parts a player from a zone in a zone key"),
    (lambda t: t.replace("type: int,", "type: integer,", 1), SOURCE + ": attributes[2].type: Input should be"),
    (lambda t: t.replace("zones:\n", "zones: [\n", 1), SOURCE + ":5:3: not valid YAML"),
    (lambda t: t.replace("card_state:\n", "card_state: &flags\n", 1), SOURCE + ":"),
    (lambda t: "- just a list\n", SOURCE + ": (file): Input should be a valid dictionary"),
])
def test_a_broken_layout_file_is_one_line_naming_the_file_and_place(broken: object, message: str) -> None:
    """Promise: a layout file with an unknown key, a setting default that is not a choice, a short grid or
    phase row, a zone given twice, an unknown attribute type, broken YAML, an anchor or no mapping at all is
    refused with one line that names the file and where in it."""
    text = broken(_fftcg_text())  # type: ignore[operator]
    assert text != _fftcg_text()
    with pytest.raises(InputError) as caught:
        parse_layout(text, SOURCE)
    said = str(caught.value)
    assert said.startswith(message), said
    assert "\n" not in said


def test_a_missing_layout_file_is_one_line() -> None:
    """Promise: a game package without its data file is named in one line, not a traceback from the reader."""
    with pytest.raises(InputError) as caught:
        load_layout("judge_app.engine.games.fftcg", "no_such_layout.yaml")
    assert str(caught.value).startswith("judge_app/engine/games/fftcg/no_such_layout.yaml: cannot read")
    assert "\n" not in str(caught.value)


PSO2 = "judge_app/engine/games/pso2/layout.yaml"


@pytest.mark.parametrize(("broken", "message"), [
    (lambda t: t.replace('rules: ["400.6"]', "rules: [400.6]", 1),
     PSO2 + ": in_force_refusals.unreachable.rules[0]: Input should be a valid string"),
    (lambda t: t.replace('rules: ["505.2"]', 'rules: ["505.2", "505.2"]', 1),
     PSO2 + ": in_force_refusals.bad_duration: rules: 505.2 given twice"),
    (lambda t: t.replace('rules: ["505.2"]', 'rules: ["505 .2"]', 1),
     PSO2 + ": in_force_refusals.bad_duration: rules: '505 .2' is not a rule id"),
    (lambda t: t.replace("changed zones since\"", "changed zones since (400.6)\"", 1),
     PSO2 + ": in_force_refusals.unreachable: text spells the rule number '400.6'; give it in rules instead"),
    (lambda t: t.replace("not on the field;", "not on the field (rs:14-1);", 1),
     PSO2 + ": in_force_refusals.unreachable: text spells the rule number 'rs:1'"),
    (lambda t: t.replace('    text: "name the cards the effect was made for"\n    rules: []\n',
                         '    text: "name the cards the effect was made for"\n', 1),
     PSO2 + ": in_force_refusals.no_cards.rules: Field required"),
    (lambda t: t.replace("  no_cards:\n", "  no_card:\n", 1), PSO2 + ": in_force_refusals.no_cards: Field required"),
])
def test_a_refusal_in_the_data_declares_its_rules_as_ids_not_in_its_sentence(broken: object, message: str) -> None:
    """Promise: each in-force refusal gives its rules as a list of ids (each a string, none twice) and its sentence
    spells no rule number, or the file is refused in one line naming the reason."""
    original = (GAMES / "pso2" / "layout.yaml").read_text(encoding="utf-8")
    text = broken(original)  # type: ignore[operator]
    assert text != original
    with pytest.raises(InputError) as caught:
        parse_layout(text, PSO2)
    said = str(caught.value)
    assert said.startswith(message), said
    assert "\n" not in said


def test_the_data_refusals_reach_the_game_as_forbidding_citations() -> None:
    """Promise: the loader hands a game each reason's sentence and its rules tagged ``forbids``."""
    refusals = load_layout("judge_app.engine.games.pso2").in_force_refusals
    assert refusals is not None
    unreachable = refusals.refusals()["unreachable"]
    assert list(unreachable.rules) == ["400.6"] and unreachable.rules[0].role == "forbids"
    assert unreachable.say(card="a-c", zone="hand").endswith("changed zones since (400.6)")
