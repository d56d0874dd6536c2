"""The pso2 procedure as named tasks, plus the small naming helpers every task uses."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from judge_app.engine.kernel.game import Context, Record
from judge_app.engine.kernel.state import Card, GameState

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


def label(card: Card) -> tuple[str, str]:
    return f"{card.name}〔{card.id}〕", f"{card.name_en or card.name} [{card.id}]"


def card_list(state: GameState, ids: list[str]) -> tuple[str, str]:
    labels = [label(state.cards[c]) for c in ids]
    return "、".join(j for j, _ in labels) or "なし", ", ".join(e for _, e in labels) or "none"


def setting_note(ctx: Context, name: str) -> str:
    return f"setting {name}={ctx.setting(name)} (the rules leave this open; see docs/engine.md)"


def version_note(ctx: Context, what: str) -> str:
    return f"version {ctx.citer.version}: {what}"


def rec(ctx: Context, ja: str, en: str, rules: tuple[str, ...] | list[str], *, notes: list[str] | None = None,
        illegal: bool = False, action: int | None = None) -> Record:
    """A step record that also carries the notes gathered while computing it (settings, version)."""
    from judge_app.engine.games.pso2.effects import take_cites, take_notes

    all_notes = [*take_notes(ctx), *(notes or [])]
    all_rules = [*rules, *take_cites(ctx)]
    return ctx.record(ja, en, tuple(dict.fromkeys(all_rules)), notes=list(dict.fromkeys(all_notes)), illegal=illegal,
                      action=action)
