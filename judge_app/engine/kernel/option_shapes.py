"""What each option of a scripted action may hold, declared by the game per action word.

A game reads an action's ``options`` while the run is under way; a value of the wrong kind found there (a share
``null``, a mode ``"abc"``) would fail in the middle of the run with no place named, or be taken silently for no
choice and asked again. Declaring each option's shape lets the scenario loader refuse such a value once, naming its
place in the file and what is expected. The shapes are few on purpose: a game's own rule checks (a negative X,
a split that does not add up) stay in the game, citing their rules; a shape says only what kind of value it is.
"""

from __future__ import annotations

import json
from collections.abc import Collection, Mapping
from dataclasses import dataclass
from typing import Any, Literal

from judge_app.engine.kernel.suggest import did_you_mean

ShapeKind = Literal["card", "flag", "whole", "integer", "indices", "word", "text", "card_amounts", "player_counts"]

#: What a value of each kind must be, as the message and the docs say it.
_EXPECTED: dict[str, str] = {
    "card": "a card id",
    "flag": "true or false",
    "whole": "a whole number 0 or more",
    "integer": "a whole number",
    "indices": "a whole number 0 or more, or a list of them",
    "text": "a word",
    "card_amounts": "a mapping of card id to a whole number 0 or more",
    "player_counts": "a mapping of player id to a whole number 0 or more",
}


@dataclass(frozen=True)
class OptionShape:
    """One option's shape: its kind, the words it may be (``word``), and what it means (for the docs)."""

    kind: ShapeKind
    about: str = ""
    words: tuple[str, ...] = ()
    #: For ``word``: a player id is accepted as well as the words.
    or_player: bool = False

    def expected(self) -> str:
        """What a value must be, in words (``one of none, both or a player id``)."""
        if self.kind == "word":
            choices = [*self.words, *(["a player id"] if self.or_player else [])]
            return "one of " + ", ".join(choices[:-1]) + (" or " if len(choices) > 1 else "") + choices[-1]
        return _EXPECTED[self.kind]

    def problems(self, value: Any, where: str, cards: Collection[str], players: Collection[str]) -> list[str]:
        """Why ``value`` does not fit, one line each, naming ``where`` (and the key inside a mapping)."""
        kind = self.kind
        if kind == "card":
            if not isinstance(value, str):
                return [self._wrong(value, where)]
            return [] if value in cards else [f"{where}: no card {value!r}{did_you_mean(value, cards)}"]
        if kind == "flag":
            return [] if isinstance(value, bool) else [self._wrong(value, where)]
        if kind == "text":
            return [] if isinstance(value, str) and value else [self._wrong(value, where)]
        if kind == "integer":
            return [] if _is_int(value) else [self._wrong(value, where)]
        if kind == "whole":
            return [] if _is_whole(value) else [self._wrong(value, where)]
        if kind == "indices":
            ok = _is_whole(value) or (isinstance(value, list) and bool(value) and all(_is_whole(v) for v in value))
            return [] if ok else [self._wrong(value, where)]
        if kind == "word":
            allowed = [*self.words, *(players if self.or_player else ())]
            if isinstance(value, str) and value in allowed:
                return []
            hint = did_you_mean(value, allowed, listed=True) if isinstance(value, str) else ""
            return [self._wrong(value, where) + hint]
        return self._mapping_problems(value, where, cards if kind == "card_amounts" else players,
                                      "card" if kind == "card_amounts" else "player")

    def _mapping_problems(self, value: Any, where: str, keys: Collection[str], whose: str) -> list[str]:
        if not isinstance(value, dict) or not value:
            return [self._wrong(value, where)]
        problems: list[str] = []
        for key, amount in value.items():
            if key not in keys:
                problems.append(f"{where}.{key}: no {whose} {key!r}{did_you_mean(key, keys)}")
            elif not _is_whole(amount):
                problems.append(f"{where}.{key}: expected a whole number 0 or more, not {_shown(amount)}")
        return problems

    def _wrong(self, value: Any, where: str) -> str:
        return f"{where}: expected {self.expected()}, not {_shown(value)}"


def _is_int(value: Any) -> bool:
    return isinstance(value, int) and not isinstance(value, bool)


def _is_whole(value: Any) -> bool:
    return _is_int(value) and value >= 0


def _shown(value: Any) -> str:
    """A value as the file writes it (``null``, ``"abc"``, ``[1]``)."""
    try:
        return json.dumps(value, ensure_ascii=False)
    except (TypeError, ValueError):
        return repr(value)


def card(about: str = "") -> OptionShape:
    return OptionShape("card", about)


def flag(about: str = "") -> OptionShape:
    return OptionShape("flag", about)


def whole(about: str = "") -> OptionShape:
    return OptionShape("whole", about)


def integer(about: str = "") -> OptionShape:
    return OptionShape("integer", about)


def indices(about: str = "") -> OptionShape:
    return OptionShape("indices", about)


def text(about: str = "") -> OptionShape:
    return OptionShape("text", about)


def word(*words: str, about: str = "", or_player: bool = False) -> OptionShape:
    return OptionShape("word", about, tuple(words), or_player)


def card_amounts(about: str = "") -> OptionShape:
    return OptionShape("card_amounts", about)


def player_counts(about: str = "") -> OptionShape:
    return OptionShape("player_counts", about)


#: What a game declares per action word: each option's shape, or (older declarations) the option names alone, whose
#: values are then not checked.
ActionOptions = Mapping[str, Mapping[str, OptionShape] | tuple[str, ...]]


def shapes(declared: Mapping[str, OptionShape] | tuple[str, ...]) -> dict[str, OptionShape | None]:
    """One action word's options, name -> shape (None: any value)."""
    if isinstance(declared, Mapping):
        return dict(declared)
    return dict.fromkeys(declared)
