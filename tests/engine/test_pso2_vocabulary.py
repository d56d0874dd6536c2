"""pso2 declares its ability kinds and keyword abilities, so a misspelt one in a file is an error naming the field."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import pytest

from judge_app.engine import get_game
from judge_app.engine.defaults import parse_scenario
from judge_app.engine.kernel.scenario import ScenarioError

SCENARIOS = Path(__file__).resolve().parents[1] / "scenarios" / "pso2"


def _with_ability(**changes: Any) -> dict[str, Any]:
    """Scenario 52 with its first hand card's first ability changed."""
    data = json.loads((SCENARIOS / "52_replacement_instead_of_destroy.json").read_text(encoding="utf-8"))
    data["players"][0]["zones"]["hand"][0]["abilities"][0].update(changes)
    return data


def test_every_kind_and_keyword_the_module_reads_is_declared() -> None:
    """Promise: the declaration lists what the module acts on (103.3.2's four kinds; the keyword abilities whose
    rules it cites or whose procedure it runs), and every existing scenario uses only those."""
    game = get_game("pso2")
    assert set(game.ABILITY_KINDS) == {"active", "trigger", "activated", "continuous"}
    assert set(game.ABILITY_KEYWORDS) == {"on_enter", "on_ko", "drop", "combo", "heal", "war_cry"}
    for path in sorted(SCENARIOS.glob("*.json")):
        parse_scenario(json.loads(path.read_text(encoding="utf-8")), path.name)


@pytest.mark.parametrize(("field", "value", "message"), [
    ("kind", "static", ".abilities[0].kind: unknown ability kind 'static'"),
    ("kind", "triger", "did you mean 'trigger'"),
    ("keyword", "on_k0", ".abilities[0].keyword: unknown keyword ability 'on_k0'; did you mean 'on_ko'"),
    ("keyword", "warcry", "did you mean 'war_cry'"),
])
def test_a_misspelt_kind_or_keyword_is_refused(field: str, value: str, message: str) -> None:
    with pytest.raises(ScenarioError) as info:
        parse_scenario(_with_ability(**{field: value}), "pso2.json")
    assert any(p.startswith("players[A].zones.hand[0].abilities[0]") and message in p for p in info.value.problems), \
        info.value.problems


def test_cards_given_by_count_are_plain_characters_not_player_cards() -> None:
    """Promise: a pso2 deck or hand given by count holds character cards, so no extra player card appears
    (the player card is one per player, on the field)."""
    game = get_game("pso2")
    assert game.anonymous_attributes() == {"type": "character"}
    card = game.anonymous_card("A", "deck", "A-deck-1", None)
    assert card["attributes"]["type"] == "character"
