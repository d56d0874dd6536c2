"""What a UI needs to draw a game it does not know: zones and card attribute forms."""

from __future__ import annotations

from collections.abc import Sequence
from typing import Literal

from pydantic import BaseModel, Field


class ZoneSpec(BaseModel):
    id: str
    name_ja: str
    name_en: str
    per_player: bool = True
    ordered: bool = False
    hidden: bool = False
    field: bool = Field(default=False, description="part of the play area (cards there are 'in play')")
    grid: tuple[int, int, int, int] = Field(
        default=(0, 0, 1, 1), description="row, column, row span, column span for the bottom seat; mirror for the top"
    )
    rules: list[str] = Field(default_factory=list, description="rule numbers that define the zone")


class AttributeSpec(BaseModel):
    name: str
    type: Literal["str", "int", "bool", "enum", "list[str]", "list[enum]"]
    label_ja: str
    label_en: str
    choices: list[str] = Field(default_factory=list)
    card_types: list[str] = Field(default_factory=list, description="empty: every card type")
    required: bool = False


class SettingSpec(BaseModel):
    """A point the rules leave open: both readings, the default, and where the question comes from."""

    name: str
    choices: list[str]
    default: str
    rules: list[str]
    summary_ja: str
    summary_en: str


def phase_names(phases: Sequence[tuple[str, str, str]]) -> tuple[dict[str, str], dict[str, str]]:
    """A game's phase names by id, Japanese then English, read from its ``PHASES`` rows ``(id, name_ja, name_en)``."""
    return {k: ja for k, ja, _ in phases}, {k: en for k, _, en in phases}
