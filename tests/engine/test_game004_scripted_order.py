"""game004: an action's scripted targets go to a printed ability's choosing effects in their written order (904.3a);
an effect that chooses nothing (a player, the equipped card) takes no share of them."""

from __future__ import annotations

from dataclasses import replace
from pathlib import Path

from judge_app.engine import get_game, load_scenario
from judge_app.engine.games.game004.primitives import _scripted_for
from judge_app.engine.kernel.effects import Ability
from judge_app.engine.kernel.state import GameState

SCENARIO = Path(__file__).resolve().parents[1] / "scenarios" / "game004" / \
    "116_ko_after_first_rule_effect_not_credited.json"
EVENT = "a-ev"  # its event: choose an opponent's character, 5000 damage; choose another, 3000 damage


def _state(ability: Ability | None = None) -> GameState:
    scenario = load_scenario(SCENARIO)
    state = get_game(scenario.game).setup(scenario)
    if ability is not None:
        state.cards[EVENT] = replace(state.cards[EVENT], abilities=(ability,))
    return state


def _frame(targets: list[str]) -> dict[str, object]:
    return {"controller": "A", "source": EVENT, "ability": 0, "scripted": targets}


def test_each_choosing_effect_takes_its_own_target_in_written_order() -> None:
    state = _state()
    assert _scripted_for(state, _frame(["x", "y"]), 0) == ["x", "y"]  # the first reads the list (as before)
    assert _scripted_for(state, _frame(["x", "y"]), 1) == ["y"]


def test_an_effect_that_chooses_nothing_takes_no_share_of_the_targets() -> None:
    """Promise: after two choosing effects, an effect on the opponent reads the whole list as before, not the share of
    the choosing effect before it."""
    choose = {"op": "damage", "target": {"who": "choose", "filter": {"controller": "opponent"}}, "amount": 1000}
    ability = Ability.model_validate({"kind": "event", "effects": [
        choose, choose, {**choose, "target": {"who": "opponent"}}]})
    state = _state(ability)
    assert _scripted_for(state, _frame(["x", "y"]), 1) == ["y"]
    assert _scripted_for(state, _frame(["x", "y"]), 2) == ["x", "y"]
