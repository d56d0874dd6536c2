"""The aquarian procedure as named tasks, plus the small helpers every task uses."""

from __future__ import annotations

import dataclasses
import functools
from collections.abc import Callable
from typing import Any

from judge_app.engine.games.aquarian.cards import labeller
from judge_app.engine.kernel import tasks as kernel_tasks
from judge_app.engine.kernel.game import Context, Record
from judge_app.engine.kernel.state import GameState
from judge_app.engine.kernel.tasks import pname as pname  # re-exported: the task modules import it from here

REGISTRY = kernel_tasks.TaskRegistry()
Handler = Callable[[Context, dict[str, Any]], Record | None]


def task(kind: str, **how: Any) -> Callable[[Handler], Handler]:
    """Register a task handler (``TaskRegistry.task``) whose step's English is a sentence: many steps open with a
    player or a card ("player B declares a guard ..."), so the step's first letter is made a capital where the
    handler's record is taken; a template cannot, since its first word is a field."""
    def register(fn: Handler) -> Handler:
        @functools.wraps(fn)
        def sentence(ctx: Context, args: dict[str, Any]) -> Record | None:
            return as_sentence(fn(ctx, args))

        REGISTRY.task(kind, **how)(sentence)
        return fn
    return register


def as_sentence(rec: Record | None) -> Record | None:
    """The record with its English step starting with a capital letter (the Japanese is left as it is)."""
    if rec is None or not rec.text_en[:1].islower():
        return rec
    return dataclasses.replace(rec, text_en=rec.text_en[:1].upper() + rec.text_en[1:])


def card_list(state: GameState, ids: list[str]) -> tuple[str, str]:
    return kernel_tasks.card_list(state, ids, labeller(state))


def counted(n: int, unit: str, noun: str, plural: str | None = None) -> tuple[str, str]:
    """A number of things in each language, ``(2枚, 2 power cards)``, ``(1点, 1 point)``: no "card(s)" in a step."""
    return f"{n}{unit}", f"{n} {noun if n == 1 else plural or noun + 's'}"


def option_labels(pair: tuple[str, str]) -> dict[str, str]:
    """An answer's label in both languages, as ``Option`` takes it, from a message-table pair."""
    return {"label_ja": pair[0], "label_en": pair[1]}


def setting_note(ctx: Context, name: str) -> str:
    return kernel_tasks.setting_note(ctx, name, "the rulebook leaves this open")


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
