"""A misspelt option of a scripted action is refused with the nearest key, where the game declares its options."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from judge_app.engine.defaults import parse_scenario
from judge_app.engine.kernel.scenario import ScenarioError

SCENARIOS = Path(__file__).resolve().parents[1] / "scenarios"


def _first_with(game: str, action: str) -> tuple[dict, int]:
    for path in sorted((SCENARIOS / game).glob("*.json")):
        data = json.loads(path.read_text(encoding="utf-8"))
        for i, act in enumerate(data.get("actions", [])):
            if act.get("type") == action:
                return data, i
    raise AssertionError(f"no {game} scenario with a {action} action")


@pytest.mark.parametrize(("game", "action", "wrong", "right"), [
    ("aquarian", "attack", "bost", "boost"),
    ("pso2", "play", "carier", "carrier"),
])
def test_a_misspelt_action_option_is_refused_with_the_nearest_key(game: str, action: str, wrong: str,
                                                                  right: str) -> None:
    """Promise: an option the action does not read is an error naming the field and the nearest option."""
    data, i = _first_with(game, action)
    data["actions"][i]["options"] = {wrong: 1}
    with pytest.raises(ScenarioError) as err:
        parse_scenario(data, "options.json")
    assert f"actions[{i}].options" in str(err.value) and repr(right) in str(err.value)
