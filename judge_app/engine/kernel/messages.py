"""Step messages as whole sentences: one template per language, kept as data beside each game.

A game's ``messages.py`` holds ``MESSAGES = Messages({key: (ja template, en template)})`` and its tasks
write ``ctx.record(*say("key", card=label(card), n=3), rule(...))``: the sentence a step shows can be
found, read and translated as a unit, and the pair is built in one place instead of by hand at each
call. A field is filled from a value the two languages share (a number, an id) or from a ``(ja, en)``
pair of strings such as ``label(card)`` or ``pname(state, player)`` gives.
"""

from __future__ import annotations

import string
from collections.abc import Mapping
from typing import Any


def template_fields(template: str) -> set[str]:
    """The field names a ``str.format`` template takes."""
    return {name.split(".")[0].split("[")[0] for _, name, _, _ in string.Formatter().parse(template) if name}


class Messages:
    """One game's step messages: key -> (Japanese template, English template)."""

    def __init__(self, table: Mapping[str, tuple[str, str]]) -> None:
        self.table = dict(table)

    def __call__(self, key: str, /, **fields: Any) -> tuple[str, str]:
        """The message ``key`` in Japanese and English; a field given as a pair of strings is ``(ja, en)``."""
        ja, en = self.table[key]
        return (ja.format(**{k: v[0] if _pair(v) else v for k, v in fields.items()}),
                en.format(**{k: v[1] if _pair(v) else v for k, v in fields.items()}))

    def fields(self, key: str) -> tuple[set[str], set[str]]:
        """The fields the Japanese and the English template of ``key`` take."""
        ja, en = self.table[key]
        return template_fields(ja), template_fields(en)


def _pair(value: Any) -> bool:
    return isinstance(value, tuple) and len(value) == 2 and all(isinstance(v, str) for v in value)
