"""The aquarian procedure as named tasks, plus the small helpers every task uses."""

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
    from judge_app.engine.games.aquarian.cards import label

    labels = [label(state.cards[c]) for c in ids]
    return "、".join(j for j, _ in labels) or "なし", ", ".join(e for _, e in labels) or "none"


def setting_note(ctx: Context, name: str) -> str:
    return f"setting {name}={ctx.setting(name)} (the rulebook leaves this open; see docs/engine.md)"


def turn_order(state: GameState, settings: dict[str, str]) -> list[str]:
    """Players still in the game, in turn order (c.16: not stated for 3 or more players)."""
    order = [p for p in state.order if not state.players[p].lost]
    return order[::-1] if settings.get("turn_order") == "reverse" and len(order) > 2 else order


def after(state: GameState, settings: dict[str, str], player: str) -> list[str]:
    """The other players in game, starting with the one whose turn comes soonest after ``player``."""
    order = turn_order(state, settings)
    if player not in order:
        return order
    i = order.index(player)
    return order[i + 1:] + order[:i]
