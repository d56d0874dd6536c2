"""The game004 procedure as named tasks, plus the small helpers every task uses."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from judge_app.engine.kernel.game import Context, Record
from judge_app.engine.kernel.state import GameState

Handler = Callable[[Context, dict[str, Any]], Record | None]
HANDLERS: dict[str, Handler] = {}


def task(kind: str) -> Callable[[Handler], Handler]:
    def register(fn: Handler) -> Handler:
        HANDLERS[kind] = fn
        return fn

    return register


def pname(state: GameState, player: str) -> tuple[str, str]:
    p = state.players[player]
    name = p.name or player
    return f"プレイヤー{name}", f"player {name}"


def card_list(state: GameState, ids: list[str]) -> tuple[str, str]:
    from judge_app.engine.games.game004.cards import label

    labels = [label(state.cards[c]) for c in ids]
    return "、".join(j for j, _ in labels) or "なし", ", ".join(e for _, e in labels) or "none"


def setting_note(ctx: Context, name: str) -> str:
    return f"setting {name}={ctx.setting(name)} (the rules leave this open; see docs/engine.md)"


def first_player(ctx: Context) -> str:
    return ctx.state.data.get("first_player") or ctx.scenario.first_player or ctx.state.order[0]


def first_players_first_turn(ctx: Context) -> bool:
    """702.4a / 703.2a: turn 1 is the first player's first turn."""
    return ctx.state.turn == 1 and ctx.state.turn_player == first_player(ctx)
