"""The table of game modules the app runs, by game key: the layer above the kernel that knows every game.

The kernel never imports this package; whoever needs games is handed the table
(``GAMES``) or one module (``get_game``). A game's package is imported the first
time it is asked for, so starting the app loads only the games it uses.
"""

from __future__ import annotations

import importlib
from collections.abc import Iterator, Mapping
from functools import cache

from judge_app.engine.kernel.module import GameModule

_MODULES = {"fftcg": "judge_app.engine.games.fftcg", "game004": "judge_app.engine.games.game004",
            "aquarian": "judge_app.engine.games.aquarian", "pso2": "judge_app.engine.games.pso2"}


def list_games() -> list[str]:
    return list(_MODULES)


@cache
def get_game(key: str) -> GameModule:
    if key not in _MODULES:
        raise KeyError(key)
    module = importlib.import_module(_MODULES[key]).MODULE
    if not isinstance(module, GameModule):
        raise TypeError(f"{_MODULES[key]}.MODULE is not a GameModule")
    return module


class GameTable(Mapping[str, GameModule]):
    """Every game by key, each loaded on first use: what ``parse_scenario`` and the ``Stepper`` are handed."""

    def __getitem__(self, key: str) -> GameModule:
        return get_game(key)

    def __iter__(self) -> Iterator[str]:
        return iter(_MODULES)

    def __len__(self) -> int:
        return len(_MODULES)


GAMES: Mapping[str, GameModule] = GameTable()
