"""The engine's edge: the app's own game table and loaded corpus filled in where a caller gives none.

The kernel is handed its game and corpus explicitly (Anki's pylib objects receive
their collection the same way); this module is the one place that supplies the
defaults the command line, the UI and the ruling tools use, so a caller that holds
another corpus (after a rules import) passes it and nothing below looks it up.
"""

from __future__ import annotations

from collections.abc import Mapping
from pathlib import Path
from typing import Any

from judge_app.corpus import Corpus
from judge_app.engine.games import GAMES, get_game
from judge_app.engine.kernel import citations
from judge_app.engine.kernel import scenario as kernel_scenario
from judge_app.engine.kernel import stepper as kernel_stepper
from judge_app.engine.kernel.module import GameModule
from judge_app.engine.kernel.scenario import Scenario


def app_corpus() -> Corpus:
    """The rules documents the app ships and has imported (loaded once, then shared)."""
    return citations.default_corpus()


def parse_scenario(data: Any, source: str = "<scenario>", *, games: Mapping[str, GameModule] | None = None,
                   corpus: Corpus | None = None) -> Scenario:
    """``kernel.scenario.parse_scenario`` against the app's games and corpus unless others are given."""
    return kernel_scenario.parse_scenario(data, source, games=GAMES if games is None else games,
                                          corpus=corpus or app_corpus())


def load_scenario(path: str | Path, *, games: Mapping[str, GameModule] | None = None,
                  corpus: Corpus | None = None) -> Scenario:
    """``kernel.scenario.load_scenario`` against the app's games and corpus unless others are given."""
    return kernel_scenario.load_scenario(path, games=GAMES if games is None else games, corpus=corpus or app_corpus())


def scenario_file_data(scenario: Scenario, *, exclude_defaults: bool = False) -> dict[str, Any]:
    """The scenario as a saved file states it, card text in its own game's words."""
    words = get_game(scenario.game).WORDS
    return kernel_scenario.scenario_file_data(scenario, words, exclude_defaults=exclude_defaults)


def dump_scenario(scenario: Scenario) -> str:
    """The text of a scenario file, card text in its own game's words."""
    return kernel_scenario.dump_scenario(scenario, get_game(scenario.game).WORDS)


def save_scenario(path: str | Path, scenario: Scenario) -> None:
    """Save atomically, card text in the scenario's own game's words."""
    kernel_scenario.save_scenario(path, scenario, get_game(scenario.game).WORDS)


class Stepper(kernel_stepper.Stepper):
    """The kernel's stepper with the scenario's game from the app's table and the app's corpus as defaults."""

    def __init__(self, scenario: Scenario, game: GameModule | None = None, corpus: Corpus | None = None, *,
                 contain_failures: bool = False) -> None:
        super().__init__(scenario, game=game or get_game(scenario.game), corpus=corpus or app_corpus(),
                         contain_failures=contain_failures)


def game_layout(game: str) -> dict[str, Any]:
    """Zones, phases, card attribute forms, action words and open-rule settings of a game, as plain data."""
    module = get_game(game)
    return {
        "game": module.key,
        "name_ja": module.name_ja,
        "name_en": module.name_en,
        "zones": [z.model_dump() for z in module.zones()],
        "phases": [{"id": k, "name_ja": ja, "name_en": en} for k, ja, en in module.phases()],
        "card_attributes": [a.model_dump() for a in module.card_attributes()],
        "settings": [s.model_dump() for s in module.settings()],
        "actions": module.action_types,
    }
