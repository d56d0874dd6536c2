"""What an aquarian position file may say about damage: mental damage is writable as an effect, and a value that
would be silently read as a number (``"mental_attack": true``) is refused naming the field."""

from __future__ import annotations

from typing import Any

import pytest
from engine_checks import scenario_data

from judge_app.engine import ScenarioError, parse_scenario


def _data(name: str) -> dict[str, Any]:
    return scenario_data("aquarian", name)


def _problems(data: dict[str, Any]) -> str:
    with pytest.raises(ScenarioError) as caught:
        parse_scenario(data, "bad.json")
    return " | ".join(caught.value.problems)


@pytest.mark.parametrize("flag", [True, False])
def test_a_true_or_false_mental_attack_is_refused_naming_the_field(flag: bool) -> None:
    """Promise: ``"mental_attack": true`` used to become mental attack 1; now the field is named and a number asked."""
    data = _data("07_mental_attack_on_guarder.json")
    data["players"][0]["zones"]["dominion"][0]["attributes"]["mental_attack"] = flag
    text = _problems(data)
    assert "players[A].zones.dominion[0].attributes.mental_attack" in text
    assert "is not a number" in text


def test_a_number_is_still_a_mental_attack() -> None:
    """Promise: the existing files, which write the printed (2) as 2, keep loading with the same value."""
    scenario = parse_scenario(_data("07_mental_attack_on_guarder.json"), "ok.json")
    card = scenario.players[0].zones["dominion"][0]
    assert card.attributes["mental_attack"] == 2


def test_mental_damage_is_an_effect_word() -> None:
    """Promise: a card's 精神ダメージ is written ``"kind": "mental"`` on its damage effect and is kept as such."""
    scenario = parse_scenario(_data("61_response_example_jain.json"), "ok.json")
    jain = next(c for c in scenario.players[0].zones["hand"] if c.id == "ax")
    assert jain.abilities[0].effects[0].kind == "mental"


def test_a_misspelt_damage_kind_is_refused_naming_the_field() -> None:
    """Promise: a damage kind other than normal or mental is an error that names the field and the valid values."""
    data = _data("62_mental_damage_effect_on_characters.json")
    data["players"][0]["zones"]["hand"][0]["abilities"][0]["effects"][0]["kind"] = "psychic"
    text = _problems(data)
    assert "kind" in text and "'normal'" in text and "'mental'" in text


def test_a_misspelt_ability_kind_is_refused_with_the_nearest_kind() -> None:
    """Promise: aquarian declares its ability kinds (a card's text, a character's effect); a typo names the field."""
    data = _data("62_mental_damage_effect_on_characters.json")
    data["players"][0]["zones"]["hand"][0]["abilities"][0]["kind"] = "crad"
    text = _problems(data)
    assert "players[A].zones.hand[0].abilities[0].kind" in text and "'card'" in text


def test_a_keyword_ability_is_refused_pointing_at_skills() -> None:
    """Promise: skills are card attributes, so an ability's ``keyword`` (which nothing reads) is refused."""
    data = _data("62_mental_damage_effect_on_characters.json")
    data["players"][0]["zones"]["hand"][0]["abilities"][0]["keyword"] = "shield"
    text = _problems(data)
    assert "abilities[0].keyword" in text and "skills" in text
