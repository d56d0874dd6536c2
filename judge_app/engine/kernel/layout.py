"""What a UI needs to draw a game it does not know: zones and card attribute forms.

Each game declares its tables (zones, phases, the card form, the runtime flags a scenario
may set, the settings) as data in ``layout.yaml`` beside its package's ``layout.py``;
``load_layout`` reads that file once through the safe YAML reader and checks it with the
specs below, so a fault in it is one line naming the file and the field, never a traceback.
"""

from __future__ import annotations

import re
from collections.abc import Sequence
from importlib import resources
from typing import Any, Literal

from pydantic import BaseModel, ConfigDict, Field, ValidationError, model_validator

from judge_app.engine.kernel.citations import Refusal, forbids
from judge_app.safeio import InputError, decode_text, parse_yaml


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


class _Zone(ZoneSpec):
    model_config = ConfigDict(extra="forbid")


class _Attribute(AttributeSpec):
    model_config = ConfigDict(extra="forbid")


class _Setting(SettingSpec):
    model_config = ConfigDict(extra="forbid")

    @model_validator(mode="after")
    def _default_is_a_choice(self) -> _Setting:
        if self.default not in self.choices:
            raise ValueError(f"default {self.default!r} is not one of the choices {self.choices}")
        return self


#: A number written the way rules are numbered (``11.13.4.2``, ``rs:14-1``), which a refusal's sentence leaves to its
#: ``rules``.
_SPELT_RULE = re.compile(r"\d+\.\d|\b[a-z]{1,5}\d*:[^\s{]")


class _Refusal(BaseModel):
    """A sentence refusing an in-force entry and the rules that forbid it (``[]``: a limit of the module, no rule)."""

    model_config = ConfigDict(extra="forbid")
    text: str
    rules: list[str]

    @model_validator(mode="after")
    def _rules_are_data(self) -> _Refusal:
        bad = [r for r in self.rules if not r or r != r.strip() or any(ch.isspace() for ch in r)]
        if bad:
            raise ValueError(f"rules: {bad[0]!r} is not a rule id")
        twice = sorted({r for r in self.rules if self.rules.count(r) > 1})
        if twice:
            raise ValueError(f"rules: {', '.join(twice)} given twice")
        spelt = _SPELT_RULE.search(self.text)
        if spelt:
            raise ValueError(f"text spells the rule number {spelt.group(0)!r}; give it in rules instead")
        return self

    def refusal(self) -> Refusal:
        return Refusal(self.text, forbids(*self.rules))


class InForceRefusals(BaseModel):
    """The five reasons every game refuses an in-force entry for (see ``kernel.in_force.InForceRules``)."""

    model_config = ConfigDict(extra="forbid")
    one_shot: _Refusal
    no_cards: _Refusal
    unreachable: _Refusal
    variable_amount: _Refusal
    bad_duration: _Refusal

    def refusals(self) -> dict[str, Refusal]:
        """Each reason by name, as ``InForceRules`` takes it."""
        return {name: getattr(self, name).refusal() for name in type(self).model_fields}


class GameLayout(BaseModel):
    """A game's declaration tables as its ``layout.yaml`` gives them (unknown keys are refused, as typos)."""

    model_config = ConfigDict(extra="forbid")
    zones: list[_Zone]
    phases: list[tuple[str, str, str]] = Field(description="(id, name_ja, name_en) in the order a turn runs")
    attributes: list[_Attribute]
    card_state: dict[str, str] = Field(default_factory=dict)
    player_state: dict[str, str] = Field(default_factory=dict)
    settings: list[_Setting] = Field(default_factory=list)
    in_force_refusals: InForceRefusals | None = Field(
        default=None, description="the game's sentences refusing an effect stated as in force, by reason, each with "
                                  "the rules that forbid it")

    @model_validator(mode="after")
    def _ids_are_unique(self) -> GameLayout:
        for what, ids in (("zones", [z.id for z in self.zones]), ("phases", [p[0] for p in self.phases]),
                          ("attributes", [a.name for a in self.attributes]),
                          ("settings", [s.name for s in self.settings])):
            twice = sorted({i for i in ids if ids.count(i) > 1})
            if twice:
                raise ValueError(f"{what}: {', '.join(twice)} given twice")
        dotted = [z.id for z in self.zones if "." in z.id]
        if dotted:
            raise ValueError(f"zones: {dotted[0]!r} holds a dot, which parts a player from a zone in a zone key")
        return self

    def choices(self, attribute: str) -> tuple[str, ...]:
        """The choices of one card attribute (the tables a game's code names its card types or colours by)."""
        return tuple(next(a.choices for a in self.attributes if a.name == attribute))


def _place(loc: tuple[int | str, ...]) -> str:
    """A pydantic error location as the file's path to it: ``settings[3].default``."""
    out = ""
    for part in loc:
        if part == "[key]":
            out += " (a key)"
        else:
            out += f"[{part}]" if isinstance(part, int) else (f".{part}" if out else str(part))
    return out or "(file)"


def parse_layout(text: str, source: str) -> GameLayout:
    """A layout file's text checked against the specs; InputError names ``source`` and the field at fault."""
    data: Any = parse_yaml(text, source)
    try:
        return GameLayout.model_validate(data)
    except ValidationError as exc:
        first = exc.errors()[0]
        loc = tuple(p for p in first["loc"] if not (isinstance(p, str) and p.startswith("function-after")))
        msg = first["msg"].removeprefix("Value error, ")
        said = msg if first["type"] == "value_error" and not loc else f"{_place(loc)}: {msg}"
        raise InputError(source, said, kind="layout") from None


def load_layout(package: str, name: str = "layout.yaml") -> GameLayout:
    """The layout data shipped beside a game package's modules, read once when its ``layout.py`` is imported."""
    source = f"{package.replace('.', '/')}/{name}"
    try:
        raw = (resources.files(package) / name).read_bytes()
    except OSError as exc:
        raise InputError(source, f"cannot read the layout file: {exc.strerror or exc}", kind="missing") from None
    return parse_layout(decode_text(raw, source), source)
