"""A word one game gives a meaning is refused in a game that has none for it, instead of running as something else:
mental damage outside aquarian, a static replacement in a game that declares none."""

from __future__ import annotations

import copy
import json
from pathlib import Path
from typing import Any

import pytest

from judge_app.engine.defaults import parse_scenario
from judge_app.engine.kernel.scenario import ScenarioError

DATA = Path(__file__).resolve().parent / "data" / "format"
BASE: dict[str, Any] = json.loads((DATA / "bad_effect_word.json").read_text(encoding="utf-8"))


def _fftcg_with(ability: dict[str, Any]) -> dict[str, Any]:
    data = copy.deepcopy(BASE)
    data["players"][0]["zones"]["forward"][0]["abilities"] = [ability]
    return data


def test_mental_damage_is_refused_where_the_game_has_only_normal_damage() -> None:
    """Promise: `"kind": "mental"` on a damage effect in fftcg is an error naming the field, not normal damage."""
    data = _fftcg_with({"kind": "auto", "trigger": {"event": "broken"},
                        "effects": [{"op": "damage", "amount": 1000, "kind": "mental",
                                     "target": {"who": "choose", "filter": {"card_type": ["forward"]}}}]})
    with pytest.raises(ScenarioError) as err:
        parse_scenario(data, "mental.json")
    assert "abilities[0].effects[0].kind: 'mental' damage has no meaning in fftcg; one of normal" in str(err.value)


def test_a_replaced_event_outside_the_games_declaration_is_refused_with_a_suggestion() -> None:
    """Promise: a field replacement of an event fftcg cannot replace names the field and the nearest event."""
    data = _fftcg_with({"kind": "field", "static": [{"target": {"who": "self"}, "instead_of": "brokn",
                                                     "instead": [{"op": "dull", "target": {"who": "self"}}]}]})
    with pytest.raises(ScenarioError) as err:
        parse_scenario(data, "replace.json")
    message = str(err.value)
    assert "abilities[0].static[0].instead_of: 'brokn' cannot be replaced in fftcg" in message
    assert "did you mean 'broken'" in message


def test_a_static_replacement_is_refused_in_a_game_that_declares_none() -> None:
    """Promise: pso2 declares no static replacement, so `instead_of` is an error, not a silent no-op."""
    path = next(p for p in sorted(Path(__file__).resolve().parents[1].joinpath("scenarios", "pso2").glob("*.json")))
    data = json.loads(path.read_text(encoding="utf-8"))
    player = data["players"][0]
    zone, cards = next((z, c) for z, c in player["zones"].items() if isinstance(c, list) and c)
    cards[0]["abilities"] = [{"kind": "continuous", "static": [{"target": {"who": "self"}, "instead_of": "destroyed",
                                                                "instead": []}]}]
    with pytest.raises(ScenarioError) as err:
        parse_scenario(data, "pso2.json")
    assert (f"players[{player['id']}].zones.{zone}[0].abilities[0].static[0].instead_of: pso2 has no replacement "
            "effect a static ability declares") in str(err.value)
