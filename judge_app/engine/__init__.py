"""The resolution engine: a game-agnostic kernel plus one module per game. No Qt, no I/O but scenarios.

What a UI needs, without knowing any game: ``list_games``, ``game_layout``,
``load_scenario``/``save_scenario`` and ``Stepper``.
"""

from __future__ import annotations

from typing import Any

from judge_app.engine.games import get_game, list_games
from judge_app.engine.kernel.questions import Question
from judge_app.engine.kernel.scenario import (
    Scenario,
    ScenarioError,
    dump_scenario,
    load_scenario,
    parse_scenario,
    save_scenario,
    scenario_schema,
)
from judge_app.engine.kernel.stepper import AnswerError, Step, Stepper


def game_layout(game: str) -> dict[str, Any]:
    """Zones, phases, card attribute forms and open-rule settings of a game, as plain data."""
    module = get_game(game)
    return {
        "game": module.key,
        "name_ja": module.name_ja,
        "name_en": module.name_en,
        "zones": [z.model_dump() for z in module.zones()],
        "phases": [{"id": k, "name_ja": ja, "name_en": en} for k, ja, en in module.phases()],
        "card_attributes": [a.model_dump() for a in module.card_attributes()],
        "settings": [s.model_dump() for s in module.settings()],
    }


__all__ = [
    "AnswerError",
    "Question",
    "Scenario",
    "ScenarioError",
    "Step",
    "Stepper",
    "dump_scenario",
    "game_layout",
    "get_game",
    "list_games",
    "load_scenario",
    "parse_scenario",
    "save_scenario",
    "scenario_schema",
]
