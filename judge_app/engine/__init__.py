"""The resolution engine: a game-agnostic kernel plus one module per game. No Qt, no I/O but scenarios.

What a UI needs, without knowing any game: ``list_games``, ``get_game`` (its declared
``GameModule``), ``game_layout``, ``load_scenario``/``save_scenario`` and ``Stepper``.
These fill in the app's game table and corpus; ``judge_app.engine.kernel`` takes
them explicitly.
"""

from __future__ import annotations

from judge_app.engine.defaults import (
    Stepper,
    app_corpus,
    dump_scenario,
    game_layout,
    load_scenario,
    parse_scenario,
    save_scenario,
    scenario_file_data,
)
from judge_app.engine.games import GAMES, get_game, list_games
from judge_app.engine.kernel.module import GameModule
from judge_app.engine.kernel.questions import Question
from judge_app.engine.kernel.scenario import Scenario, ScenarioError, scenario_schema
from judge_app.engine.kernel.stepper import AnswerError, Step

__all__ = [
    "GAMES",
    "AnswerError",
    "GameModule",
    "Question",
    "Scenario",
    "ScenarioError",
    "Step",
    "Stepper",
    "app_corpus",
    "dump_scenario",
    "game_layout",
    "get_game",
    "list_games",
    "load_scenario",
    "parse_scenario",
    "save_scenario",
    "scenario_file_data",
    "scenario_schema",
]
