"""Small card readers every game needs, kept once here so the games' ``cards`` modules only add their own rules.

A card's printed type is read the same way in every game (``printed["type"]``; the zone it is in is
``state.zone_id(card.zone)``); a printed list a judge may write as one word (``"fire"`` for ``["fire"]``) is the
``OneOrMany`` type.
"""

from __future__ import annotations

from typing import Annotated, Any, TypeVar

from pydantic import BeforeValidator

from judge_app.engine.kernel.state import Card

T = TypeVar("T")


def one_or_many(value: Any) -> Any:
    """One word stands for a list of that word: a card with one colour is written ``"red"`` as often as ``["red"]``."""
    return [value] if isinstance(value, str) else value


#: A printed list attribute that also accepts a single word.
OneOrMany = Annotated[list[T], BeforeValidator(one_or_many)]


def card_type(card: Card) -> str:
    """The card's printed type (every game's attribute model has a ``type``)."""
    return str(card.printed["type"])
