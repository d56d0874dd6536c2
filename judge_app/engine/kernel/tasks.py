"""A game module's task handlers by kind, and the small helpers every game's tasks share.

Each game keeps its own registry (task kinds may repeat across games) and its own card
label; only the mechanics of registering, dispatching, naming, stop points and the
repeatable shuffle live here.
"""

from __future__ import annotations

import random
from collections.abc import Callable, Mapping
from typing import Any

from judge_app.engine.kernel.game import Context, Record
from judge_app.engine.kernel.state import Card, Change, GameState, Task

Handler = Callable[[Context, dict[str, Any]], Record | None]
Label = Callable[[Card], tuple[str, str]]
#: What a phase does at its start: ``(ctx, phase, turn player, their name in Japanese, in English)``.
PhaseBody = Callable[[Context, str, str, str, str], Record | None]
Stop = Callable[[Context, str, str], Record]


class TaskRegistry:
    """Handlers of one game's tasks; importing a task module fills it through ``task``."""

    def __init__(self) -> None:
        self.handlers: dict[str, Handler] = {}

    def task(self, kind: str) -> Callable[[Handler], Handler]:
        def register(fn: Handler) -> Handler:
            self.handlers[kind] = fn
            return fn

        return register

    def run(self, ctx: Context, task: Task) -> Record | None:
        return self.handlers[task.kind](ctx, task.args)


def pname(state: GameState, player: str) -> tuple[str, str]:
    p = state.players[player]
    name = p.name or player
    return f"プレイヤー{name}", f"player {name}"


def card_list(state: GameState, ids: list[str], label: Label) -> tuple[str, str]:
    labels = [label(state.cards[c]) for c in ids]
    return "、".join(j for j, _ in labels) or "なし", ", ".join(e for _, e in labels) or "none"


def setting_note(ctx: Context, name: str, why: str = "the rules leave this open") -> str:
    """The note a step carries when a setting, not a rule, decided it; ``why`` says whose silence made it one."""
    return f"setting {name}={ctx.setting(name)} ({why}; see docs/engine.md)"


def stop_reached(ctx: Context, phase: str, step: str | None = None) -> bool:
    """Whether the scenario's stop point is here; a turn, phase or step it leaves out matches any."""
    at = ctx.scenario.stop_at
    if at is None:
        return False
    s = ctx.state
    return ((at.turn is None or at.turn == s.turn) and (at.phase is None or at.phase == phase)
            and (at.step is None or at.step == step))


def stop(ctx: Context, ja: str, en: str) -> Record:
    """End the run at the stop point: nothing further is scheduled."""
    ctx.state.agenda.clear()
    return ctx.record(ja, en, ())


def starts_phase(phase_ja: Mapping[str, str], phase_en: Mapping[str, str], *,
                 end: Stop = stop) -> Callable[[PhaseBody], Handler]:
    """Make a game's ``begin_phase`` task from what its phases do: the prologue every game shares is here.

    The position moves to the start of ``args["phase"]`` (no step yet); when the scenario's stop point is that
    start, the run ends there with ``end`` (a game whose stop records carry more passes its own); otherwise the
    body runs for the turn player."""
    def wrap(body: PhaseBody) -> Handler:
        def begin_phase(ctx: Context, args: dict[str, Any]) -> Record | None:
            state = ctx.state
            phase = args["phase"]
            state.set_game("phase", phase)
            state.set_game("step", None)
            if stop_reached(ctx, phase, None):
                return end(ctx, f"停止点: {phase_ja[phase]}の開始",
                           f"stop point: start of the {phase_en[phase].lower()}")
            tp = state.turn_player
            pja, pen = pname(state, tp)
            return body(ctx, phase, tp, pja, pen)

        begin_phase.__doc__ = body.__doc__
        return begin_phase

    return wrap


def draw_cards(state: GameState, player: str, n: int, take: Callable[[str], object]) -> tuple[list[str], bool]:
    """Draw ``n`` cards one at a time from the top of a player's deck, ``take`` putting each into the hand under the
    game's rules; the cards drawn, and whether the deck ran out before all ``n`` were."""
    drawn: list[str] = []
    for _ in range(n):
        deck = state.in_zone(player, "deck")
        if not deck:
            return drawn, True
        cid = deck[0]
        take(cid)
        drawn.append(cid)
    return drawn, False


def shuffle(ctx: Context, player: str) -> None:
    """Shuffle a player's deck, made repeatable: the same scenario always shuffles the same way."""
    state = ctx.state
    key = f"{player}.deck"
    deck = list(state.zones[key])
    random.Random(f"{ctx.scenario.title}|{state.tick()}").shuffle(deck)
    if deck != state.zones[key]:
        state.zones[key] = deck
        state.log.append(Change("game", field=f"{key}.order", before=None, after="shuffled"))
