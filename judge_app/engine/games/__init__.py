"""Game modules the engine can run, by game key."""

from __future__ import annotations

import importlib
from functools import cache

from judge_app.engine.kernel.game import GameModule

_MODULES = {"fftcg": "judge_app.engine.games.fftcg", "game004": "judge_app.engine.games.game004",
            "aquarian": "judge_app.engine.games.aquarian", "pso2": "judge_app.engine.games.pso2"}


def list_games() -> list[str]:
    return list(_MODULES)


@cache
def get_game(key: str) -> GameModule:
    if key not in _MODULES:
        raise KeyError(key)
    return importlib.import_module(_MODULES[key]).MODULE  # type: ignore[no-any-return]
