"""A scripted action's options are checked by value when the file loads: each game declares, per action word, every
option it reads and the shape of its value, so a value of the wrong kind or a key the action does not read is refused
in one line naming its place, instead of failing (or being asked again) in the middle of the run."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import pytest

from judge_app.engine.defaults import parse_scenario
from judge_app.engine.games import get_game, list_games
from judge_app.engine.kernel import option_shapes as shapes
from judge_app.engine.kernel.scenario import ScenarioError
from judge_app.engine.kernel.vocabulary import vocabulary

SCENARIOS = Path(__file__).resolve().parents[1] / "scenarios"
PARTY = SCENARIOS / "fftcg" / "11_party_icon.json"


def _party() -> dict[str, Any]:
    return json.loads(PARTY.read_text(encoding="utf-8"))


def _problems(data: dict[str, Any]) -> list[str]:
    with pytest.raises(ScenarioError) as info:
        parse_scenario(data, "party.json")
    assert info.value.problems, "a refused file names at least one problem"
    return info.value.problems


@pytest.mark.parametrize(("share", "shown"), [(None, "null"), ([1], "[1]"), ("abc", '"abc"'), (-5, "-5")])
def test_a_bad_share_of_a_block_distribution_is_refused_naming_its_place(share: Any, shown: str) -> None:
    """Promise: null, a list, a word or a negative amount as a party member's share is refused at load time, naming
    actions[1].options.distribution.a-p1 and what is expected (it used to crash, print a bare int() error, or be
    asked again)."""
    data = _party()
    data["actions"][1]["options"]["distribution"]["a-p1"] = share
    assert _problems(data) == [f"actions[1].options.distribution.a-p1: expected a whole number 0 or more, not {shown}"]


def test_a_distribution_that_is_not_a_mapping_is_refused() -> None:
    data = _party()
    data["actions"][1]["options"]["distribution"] = "x"
    assert _problems(data) == ['actions[1].options.distribution: expected a mapping of card id to a whole number 0 '
                               'or more, not "x"']


def test_a_share_for_a_card_that_does_not_exist_is_refused_with_the_nearest_id() -> None:
    data = _party()
    data["actions"][1]["options"]["distribution"] = {"a-p3": 5000, "a-p2": 3000}
    (problem,) = _problems(data)
    assert problem.startswith("actions[1].options.distribution.a-p3: no card 'a-p3'") and "'a-p1'" in problem


def test_an_unknown_fftcg_option_is_refused_with_a_did_you_mean() -> None:
    """Promise: fftcg declares every option it reads, so a misspelt key is refused instead of silently ignored."""
    data = _party()
    data["actions"][1]["options"] = {"distrbution": {"a-p1": 5000, "a-p2": 3000}}
    assert _problems(data) == ["actions[1].options.distrbution: 'block' takes no option 'distrbution'; its options "
                               "are ['distribution']; did you mean 'distribution'?"]


def test_an_option_on_an_fftcg_action_that_reads_none_is_refused() -> None:
    data = _party()
    data["actions"][0]["options"] = {"overdrive": True}
    assert _problems(data) == ["actions[0].options.overdrive: 'attack' takes no option 'overdrive'; its options "
                               "are none"]


@pytest.mark.parametrize(("option", "value", "want"), [
    ("x", "abc", 'actions[0].options.x: expected a whole number, not "abc"'),
    ("x", 1.5, "actions[0].options.x: expected a whole number, not 1.5"),
    ("modes", ["a"], 'actions[0].options.modes: expected a whole number 0 or more, or a list of them, not ["a"]'),
    ("modes", -1, "actions[0].options.modes: expected a whole number 0 or more, or a list of them, not -1"),
    ("war_god", 3, "actions[0].options.war_god: expected a card id, not 3"),
])
def test_fftcg_cast_options_are_checked_by_value(option: str, value: Any, want: str) -> None:
    data = _party()
    data["actions"] = [{"player": "A", "type": "cast", "card": "a-p1", "options": {option: value}}]
    assert want in _problems(data)


def test_a_negative_x_is_left_to_the_rules_check() -> None:
    """A whole number of the right kind that the rules refuse (X < 0, 4.1) loads: the run refuses it as a step
    citing its rule (scenario 81 asserts that step)."""
    data = json.loads((SCENARIOS / "fftcg" / "81_variable_x_cost.json").read_text(encoding="utf-8"))
    assert any(a.get("options", {}).get("x") == -1 for a in data["actions"])
    assert parse_scenario(data, "81.json").actions


@pytest.mark.parametrize(("options", "want"), [
    ({"overdrive": "yes"}, 'actions[0].options.overdrive: expected true or false, not "yes"'),
    ({"assist": 1}, "actions[0].options.assist: expected true or false, not 1"),
    ({"equip": None}, "actions[0].options.equip: expected a card id, not null"),
])
def test_fftcg_play_options_are_checked_by_value(options: dict[str, Any], want: str) -> None:
    data = _party()
    data["actions"] = [{"player": "A", "type": "play", "card": "a-p1", "options": options}]
    assert want in _problems(data)


@pytest.mark.parametrize(("options", "want"), [
    ({"stoppable_by": "nobody"}, "actions[0].options.stoppable_by: expected one of none, both or a player id, not "
                                 "\"nobody\""),
    ({"counts": {"C": 2}}, "actions[0].options.counts.C: no player 'C'"),
    ({"counts": {"A": "2"}}, 'actions[0].options.counts.A: expected a whole number 0 or more, not "2"'),
])
def test_fftcg_loop_options_are_checked_by_value(options: dict[str, Any], want: str) -> None:
    data = _party()
    data["actions"] = [{"player": "A", "type": "loop", "options": options}]
    assert any(p.startswith(want) for p in _problems(data))


def test_a_loop_stoppable_by_a_player_loads() -> None:
    data = _party()
    data["actions"] = [{"player": "A", "type": "loop", "options": {"stoppable_by": "B", "counts": {"A": 3, "B": 2}}}]
    assert parse_scenario(data, "loop.json").actions[0].options["stoppable_by"] == "B"


def _first_with(game: str, action: str, option: str) -> tuple[dict[str, Any], int]:
    for path in sorted((SCENARIOS / game).glob("*.json")):
        data = json.loads(path.read_text(encoding="utf-8"))
        for i, act in enumerate(data.get("actions", [])):
            if act.get("type") == action and option in act.get("options", {}):
                return data, i
    raise AssertionError(f"no {game} scenario with a {action} action taking {option}")


@pytest.mark.parametrize(("game", "action", "option", "bad", "want"), [
    ("aquarian", "attack", "boost", -1, "expected a whole number 0 or more, not -1"),
    ("pso2", "pp", "draw", "yes", 'expected true or false, not "yes"'),
    ("pso2", "play", "heal_mode", "hand", 'expected one of deck or character, not "hand"'),
    ("game004", "play", "area", 1, "expected a word, not 1"),
])
def test_the_other_games_options_have_shapes_too(game: str, action: str, option: str, bad: Any, want: str) -> None:
    data, i = _first_with(game, action, option)
    data["actions"][i]["options"][option] = bad
    with pytest.raises(ScenarioError) as info:
        parse_scenario(data, "x.json")
    assert f"actions[{i}].options.{option}: {want}" in info.value.problems


def test_every_declared_shape_is_documented_in_the_vocabulary() -> None:
    """The vocabulary (and so docs/scenario-format.md) says what each declared option expects."""
    for key in list_games():
        game = get_game(key)
        v = vocabulary(game)
        assert set(v["action_option_shapes"]) == set(game.ACTION_OPTIONS), key
        for action, named in v["action_option_shapes"].items():
            for name, shape in named.items():
                assert shape is not None and shape["expects"], (key, action, name)


def test_every_game_declares_options_for_each_of_its_action_words() -> None:
    for key in list_games():
        game = get_game(key)
        assert set(game.ACTION_OPTIONS) == set(game.ACTIONS), key


def test_names_alone_check_the_keys_but_not_the_values() -> None:
    """An older declaration (option names only) still refuses a misspelt key and accepts any value."""
    assert shapes.shapes(("area",)) == {"area": None}


def test_a_word_shape_suggests_the_nearest_word() -> None:
    shape = shapes.word("deck", "character")
    assert shape.problems("dek", "w", (), ()) == ["w: expected one of deck or character, not \"dek\"; did you mean "
                                                  "'deck'?"]
