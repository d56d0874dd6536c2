"""The fftcg procedure as named tasks, plus the small helpers every task uses."""

from __future__ import annotations

from judge_app.engine.kernel import tasks as kernel_tasks
from judge_app.engine.kernel.state import Card, GameState
from judge_app.engine.kernel.tasks import pname as pname  # re-exported: the task modules import it from here
from judge_app.engine.kernel.tasks import setting_note as setting_note

REGISTRY = kernel_tasks.TaskRegistry()
task = REGISTRY.task


def card_list(state: GameState, ids: list[str]) -> tuple[str, str]:
    return kernel_tasks.card_list(state, ids, label)


def label(card: Card) -> tuple[str, str]:
    """How steps name a card: Japanese and English, each with its id."""
    return f"{card.name}〔{card.id}〕", f"{card.name_en or card.name} [{card.id}]"


def name_of(card: Card) -> tuple[str, str]:
    """A card's name alone, in each language (a step that speaks of the name, not of one card)."""
    return card.name, card.name_en or card.name


def count_cards(n: int) -> tuple[str, str]:
    """A number of cards in each language: 2枚 / 2 cards, 1 card, no cards."""
    return f"{n}枚", "no cards" if n == 0 else "1 card" if n == 1 else f"{n} cards"


def joined(parts: list[tuple[str, str]], ja_sep: str = "、", en_sep: str = "; ") -> tuple[str, str]:
    """Clauses made by ``say``, run together in each language, for a sentence that lists them."""
    return ja_sep.join(p[0] for p in parts), en_sep.join(p[1] for p in parts)
