"""The kernel's card-text words belong to no one game; each game's own words are aliases of them (issue #14).

A scenario may write a game's word (fftcg's ``element``, game004's ``energy``) or the kernel's (``colour``,
``pay``) and means the same; a word only another game declares is refused with its place and this game's word.
"""

from __future__ import annotations

import copy
import json
from pathlib import Path
from types import MappingProxyType
from typing import Any

import pytest
from engine_checks import scenario_data
from test_toy_game import _corpus, _data
from toy_game import MODULE as TOY

from judge_app.engine.defaults import parse_scenario
from judge_app.engine.games import get_game, list_games
from judge_app.engine.kernel.effects import CARD_TEXT_WORDS, Ability
from judge_app.engine.kernel.module import GameModule
from judge_app.engine.kernel.scenario import (
    TWO_ROLE_WORDS,
    ScenarioError,
    in_game_words,
    in_kernel_words,
    kernel_words,
)
from judge_app.engine.kernel.scenario import parse_scenario as kernel_parse

SCENARIOS = Path(__file__).resolve().parents[1] / "scenarios"
GAMES = {g: get_game(g) for g in list_games()}


def _ability(game: GameModule, *, static: bool = False) -> dict[str, Any]:
    """One ability using every kernel word a game may rename, in the kernel's words (``static``: with a static
    entry's ``traits`` too, which not every game's ability kinds may carry)."""
    kind = game.ABILITY_KINDS[0] if game.ABILITY_KINDS else "auto"
    return {"kind": kind, "cost": {"pay": {"any": 1}, "put_self_into_discard_pile": True},
            "effects": [{"op": "put_into_discard_pile",
                         "target": {"who": "choose", "filter": {"colour": ["red"], "trait": "knight"}}},
                        {"op": "trait", "target": {"who": "self"}, "traits": ["knight"]}],
            **({"static": [{"traits": ["knight"]}]} if static else {})}


def _with_ability(game: str, ability: dict[str, Any]) -> tuple[dict[str, Any], str]:
    """A shipped scenario of ``game`` with ``ability`` added to its first card, and that ability's path."""
    name = sorted(p.name for p in (SCENARIOS / game).glob("*.json"))[0]
    data = scenario_data(game, name, expect=False)
    for player in data["players"]:
        for zone, cards in player["zones"].items():
            if isinstance(cards, list) and cards and isinstance(cards[0], dict) and "id" in cards[0]:
                cards[0]["abilities"] = [*cards[0].get("abilities", []), ability]
                index = len(cards[0]["abilities"]) - 1
                return data, f"players[{player['id']}].zones.{zone}[0].abilities[{index}]"
    raise AssertionError(f"no card in {game}/{name}")


@pytest.mark.parametrize("game", list_games())
def test_a_games_own_words_mean_the_kernels(game: str) -> None:
    """Promise: the same ability written in the game's own words and in the kernel's loads as the same scenario
    (and reads as the same data, a static entry included), and the game's version does use each word the game
    declares."""
    module = GAMES[game]
    full = _ability(module, static=True)
    written = in_game_words(copy.deepcopy(full), Ability, module.WORDS)
    text = json.dumps(written)
    assert all(f'"{word}"' in text for word in module.WORDS)
    assert in_kernel_words(written, Ability, module.WORDS) == full
    in_kernel, _ = _with_ability(game, full)
    in_own, _ = _with_ability(game, written)
    assert kernel_words(in_own, module, GAMES) == (in_kernel, [])
    neutral = _ability(module)
    own = in_game_words(copy.deepcopy(neutral), Ability, module.WORDS)
    in_kernel, _ = _with_ability(game, neutral)
    in_own, _ = _with_ability(game, own)
    assert parse_scenario(in_own, f"{game}.json") == parse_scenario(in_kernel, f"{game}.json")


def test_each_game_declares_its_own_words() -> None:
    """Promise: fftcg, pso2, game004 and aquarian name the kernel's words as their rules do, each word standing for
    a kernel word without hiding one (check_vocabulary)."""
    assert GAMES["fftcg"].WORDS["element"] == "colour" and GAMES["fftcg"].WORDS["cp"] == "pay"
    assert GAMES["fftcg"].WORDS["put_into_break_zone"] == "put_into_discard_pile"
    assert GAMES["pso2"].WORDS["class"] == "trait" and GAMES["pso2"].WORDS["pp"] == "pay"
    assert GAMES["game004"].WORDS["energy"] == "pay" and GAMES["game004"].WORDS["put_into_trash"] \
        == "put_into_discard_pile"
    assert GAMES["aquarian"].WORDS["faction"] == "colour"
    for module in GAMES.values():
        assert module.check_vocabulary() == []
        assert set(module.WORDS.values()) <= CARD_TEXT_WORDS and not set(module.WORDS) & CARD_TEXT_WORDS


@pytest.mark.parametrize(("game", "other"), [(g, o) for g in list_games() for o in list_games() if g != o])
def test_another_games_word_is_refused_naming_this_games(game: str, other: str) -> None:
    """Promise: an ability written in another game's words is refused, each such word named at its place with the
    word this game writes for it."""
    module, foreign = GAMES[game], GAMES[other]
    written = in_game_words(_ability(module, static=True), Ability, foreign.WORDS)
    data, where = _with_ability(game, written)
    words = [w for w in foreign.WORDS if w not in module.WORDS]
    _, problems = kernel_words(data, module, GAMES)
    assert len(problems) == sum(json.dumps(written).count(f'"{w}"') for w in words)
    for word in words:
        meant = foreign.WORDS[word]
        said = f"{word!r} is {other}'s word for {meant!r}; {game} writes {module.word_for(meant)!r}"
        assert any(p.startswith(where) and p.endswith(said) for p in problems), (word, problems)
    if problems:
        with pytest.raises(ScenarioError) as err:
            parse_scenario(data, f"{game}.json")
        assert err.value.problems == problems


def test_an_fftcg_word_in_game004_is_refused_at_its_path() -> None:
    """Promise: game004 calls a job a trait and CP energy: the fftcg words are refused with the file's path."""
    ability = {"kind": GAMES["game004"].ABILITY_KINDS[0], "cost": {"cp": {"any": 1}},
               "effects": [{"op": "job", "target": {"who": "all", "filter": {"job": "騎士"}}, "jobs": ["騎士"]}]}
    data, where = _with_ability("game004", ability)
    with pytest.raises(ScenarioError) as err:
        parse_scenario(data, "game004.json")
    assert err.value.problems == [
        f"{where}.cost.cp: 'cp' is fftcg's word for 'pay'; game004 writes 'energy'",
        f"{where}.effects[0].op: 'job' is fftcg's word for 'trait'; game004 writes 'trait'",
        f"{where}.effects[0].target.filter.job: 'job' is fftcg's word for 'trait'; game004 writes 'trait'",
        f"{where}.effects[0].jobs: 'jobs' is fftcg's word for 'traits'; game004 writes 'traits'",
    ]
    assert str(err.value).startswith("game004.json: ")


def test_a_word_given_twice_is_refused() -> None:
    """Promise: fftcg's word and the kernel's for one field in the same place are one field given twice."""
    ability = {"kind": "auto", "effects": [{"op": "power", "amount": 1000,
                                            "target": {"who": "all", "filter": {"element": ["fire"],
                                                                                "colour": ["ice"]}}}]}
    data, where = _with_ability("fftcg", ability)
    with pytest.raises(ScenarioError) as err:
        parse_scenario(data, "fftcg.json")
    assert err.value.problems == [f"{where}.effects[0].target.filter.colour: 'element' and 'colour' are the same "
                                  "field ('colour'); give it once"]


def test_card_attributes_keep_their_printed_names() -> None:
    """Promise: only card-text fields are read as the kernel's: an fftcg card's printed ``element`` stays."""
    data, _ = _with_ability("fftcg", _ability(GAMES["fftcg"]))
    scenario = parse_scenario(data, "fftcg.json")
    assert all("element" in c.attributes for p in scenario.players for cs in p.zones.values() for c in cs)


def test_the_toy_game_declares_no_words_and_writes_the_kernels() -> None:
    """Promise: the toy game of docs/engine.md declares no words of its own; the kernel's words load in it, and
    fftcg's are refused, naming the kernel's word, when both games are handed to the loader."""
    assert dict(TOY.WORDS) == {} and TOY.word_for("colour") == "colour"
    card = {"id": "a-dog", "name": "いぬ", "attributes": {"type": "creature"},
            "abilities": [{"kind": "auto", "effects": [{"op": "put_into_discard_pile", "target": {
                "who": "all", "filter": {"colour": ["red"]}}}]}]}
    data = _data()
    data["players"][1]["zones"] = {"hand": [card]}
    games = {"toy": TOY, "fftcg": GAMES["fftcg"]}
    scenario = kernel_parse(copy.deepcopy(data), "toy.json", games=games, corpus=_corpus())
    assert scenario.players[1].zones["hand"][0].abilities[0].effects[0].op == "put_into_discard_pile"
    card["abilities"][0]["effects"][0]["op"] = "put_into_break_zone"
    with pytest.raises(ScenarioError) as err:
        kernel_parse(data, "toy.json", games=games, corpus=_corpus())
    assert err.value.problems == ["players[B].zones.hand[0].abilities[0].effects[0].op: 'put_into_break_zone' is "
                                  "fftcg's word for 'put_into_discard_pile'; toy writes 'put_into_discard_pile'"]


def test_a_misspelt_word_is_matched_against_the_games_own_words() -> None:
    """Promise: the nearest-name hint offers the game's own word, not only the kernel's."""
    data, where = _with_ability("fftcg", {"kind": "auto", "cost": {"cpp": {"any": 1}}})
    with pytest.raises(ScenarioError) as err:
        parse_scenario(data, "fftcg.json")
    assert err.value.problems == [f"{where}.cost.cpp: unknown field 'cpp'; did you mean 'cp'?"]
    data, where = _with_ability("game004", {"kind": "auto", "effects": [{"op": "put_into_trsh",
                                                                         "target": {"who": "self"}}]})
    with pytest.raises(ScenarioError) as err:
        parse_scenario(data, "game004.json")
    assert err.value.problems == [f"{where}.effects[0].op: unknown effect word 'put_into_trsh'; did you mean "
                                  "'put_into_trash' or 'put_into_discard_pile'?"]


def _toy_with(words: dict[str, str], both: tuple[str, ...] = ()) -> GameModule:
    """The toy game declaring ``words`` (and ``both`` as meant in both roles)."""

    class Worded(type(TOY)):  # type: ignore[misc]
        WORDS = MappingProxyType(words)
        WORDS_IN_BOTH_ROLES = both

    return Worded()


@pytest.mark.parametrize(("words", "both", "said"), [
    ({"tap": "dull"}, (), "toy: its word 'tap' stands for 'dull', which is both an effect word and a field name"),
    ({"might": "power"}, (), "toy: its word 'might' stands for 'power', which is both an effect word and a field name"),
    ({"swap": "replace"}, (), "toy: its word 'swap' stands for 'replace', which is both an effect word and a field "
                              "name"),
    ({"hue": "colour", "tint": "colour"}, (), "toy: its words 'hue' and 'tint' both stand for 'colour'"),
    ({"hue": "colour"}, ("hue",), "toy: WORDS_IN_BOTH_ROLES lists 'hue', which is not its word for a kernel word "
                                  "that is both"),
])
def test_a_game_word_that_would_rename_two_things_is_refused(words: dict[str, str], both: tuple[str, ...],
                                                             said: str) -> None:
    """Promise: a game word for a kernel word that is both an effect word and a field name (it would rename the
    field too), two game words for one kernel word (a saved position writes one) and a both-roles mark on any other
    word are each refused in one line naming the game and the word."""
    problems = _toy_with(words, both).check_vocabulary()
    assert len(problems) == 1 and problems[0].startswith(said) and "\n" not in problems[0], problems


def test_a_two_role_word_the_game_means_in_both_roles_is_written_in_both() -> None:
    """Promise: why the check exists: the walk renames a two-role word as an effect word and as a field alike, so
    the game must say it means both (fftcg's job, pso2's class) before it may declare one."""
    assert {"dull", "keyword", "power", "replace", "trait"} <= TWO_ROLE_WORDS and "colour" not in TWO_ROLE_WORDS
    toy = _toy_with({"tap": "dull"}, ("tap",))
    assert toy.check_vocabulary() == []
    ability = {"kind": "action", "effects": [{"op": "dull", "target": {"who": "choose", "filter": {"dull": False}}}]}
    written = in_game_words(ability, Ability, toy.WORDS)
    assert written["effects"][0] == {"op": "tap", "target": {"who": "choose", "filter": {"tap": False}}}
    assert in_kernel_words(written, Ability, toy.WORDS) == ability
    assert GAMES["fftcg"].WORDS_IN_BOTH_ROLES == ("job",) and GAMES["pso2"].WORDS_IN_BOTH_ROLES == ("class",)
