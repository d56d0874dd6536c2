"""The game004 procedure as named tasks, plus the small helpers every task uses."""

from __future__ import annotations

from judge_app.engine.games.game004.cards import label
from judge_app.engine.kernel import tasks as kernel_tasks
from judge_app.engine.kernel.game import Context
from judge_app.engine.kernel.state import GameState
from judge_app.engine.kernel.tasks import pname as pname  # re-exported: the task modules import it from here
from judge_app.engine.kernel.tasks import setting_note as setting_note

REGISTRY = kernel_tasks.TaskRegistry()
task = REGISTRY.task


def card_list(state: GameState, ids: list[str]) -> tuple[str, str]:
    return kernel_tasks.card_list(state, ids, label)


def joined(parts: list[tuple[str, str]], sep_ja: str = "、", sep_en: str = "; ") -> tuple[str, str]:
    """Several ``(ja, en)`` phrases as one pair, each language with its own separator."""
    return sep_ja.join(ja for ja, _ in parts), sep_en.join(en for _, en in parts)


def first_player(ctx: Context) -> str:
    return ctx.state.data.get("first_player") or ctx.scenario.first_player or ctx.state.order[0]


def first_players_first_turn(ctx: Context) -> bool:
    """702.4a / 703.2a: turn 1 is the first player's first turn."""
    return ctx.state.turn == 1 and ctx.state.turn_player == first_player(ctx)
