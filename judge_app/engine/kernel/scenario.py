"""Scenario files: a position, what is pending, what to do, and what must come out.

One JSON file is at once a board to load in the editor, a test case and the
position behind a ruling. The kernel checks structure; the game module checks
its own attributes, zones, phases and settings (``GameModule.validate``), so an
error always names the file, the field and the reason.
"""

from __future__ import annotations

import json
from collections.abc import Mapping
from pathlib import Path
from typing import TYPE_CHECKING, Any, Literal

from pydantic import BaseModel, ConfigDict, Field, ValidationError, field_validator, model_validator

from judge_app.engine.kernel.effects import Ability
from judge_app.safeio import InputError, check_strings, parse_json, read_text
from judge_app.storage import atomic_write_text

if TYPE_CHECKING:  # the contract is built on the scenario model, so it can only be named here
    from judge_app.corpus import Corpus
    from judge_app.engine.kernel.module import GameModule

#: The scenario file format this app writes.
FORMAT = 1
#: Every format this app reads; a newer file is refused rather than half-understood.
SUPPORTED_FORMATS: tuple[int, ...] = (1,)


class _Model(BaseModel):
    model_config = ConfigDict(extra="forbid")


class CardSpec(_Model):
    id: str = Field(min_length=1, description="unique in the scenario; steps and expectations name cards by it")
    name: str = Field(description="card name as printed (Japanese)")
    name_en: str = ""
    owner: str | None = Field(default=None, description="defaults to the player whose zone lists the card")
    controller: str | None = None
    face_up: bool | None = Field(default=None, description="defaults to the zone's visibility")
    dull: bool = False
    damage: int = Field(default=0, ge=0)
    counters: dict[str, int] = Field(default_factory=dict)
    attributes: dict[str, Any] = Field(default_factory=dict, description="printed attributes; the game's schema")
    abilities: list[Ability] = Field(default_factory=list)
    state: dict[str, Any] = Field(default_factory=dict, description="runtime flags the game defines")
    text: str = Field(default="", description="printed card text, for display only")


class PlayerSpec(_Model):
    id: str = Field(min_length=1)
    name: str = ""
    zones: dict[str, list[CardSpec]] = Field(default_factory=dict, description="zone id -> cards, top first")
    state: dict[str, Any] = Field(default_factory=dict)


class StackItemSpec(_Model):
    kind: str = Field(description="e.g. summon or ability")
    controller: str
    card: str = Field(description="the summon, or the card whose ability this is")
    ability: int | None = Field(default=None, description="index into the card's abilities")
    targets: list[str] = Field(default_factory=list)


class Moment(_Model):
    turn: int | None = None
    phase: str | None = None
    step: str | None = None


class ActionSpec(_Model):
    player: str
    type: str = Field(description="the game's action words, e.g. play, cast, activate, attack, block, pass")
    card: str | None = None
    ability: int | None = None
    targets: list[str] = Field(default_factory=list)
    cards: list[str] = Field(default_factory=list, description="several cards: attackers, discards")
    payment: list[str] | None = Field(default=None, description="cards used to pay: discards and backups")
    options: dict[str, Any] = Field(default_factory=dict, description="game-specific choices (overdrive, ...)")
    at: Moment | None = Field(default=None, description="wait until this moment before using the action")
    note: str = ""


class Expectations(_Model):
    zones: dict[str, str] = Field(default_factory=dict, description="card id -> zone key (player.zone)")
    damage: dict[str, int] = Field(default_factory=dict, description="player -> cards in the damage zone")
    result: Literal["win", "draw", "ongoing"] | None = None
    winner: str | None = None
    cites: list[str] = Field(default_factory=list, description="rule numbers some step must cite")
    not_cites: list[str] = Field(default_factory=list)
    cites_as: dict[str, list[str]] = Field(
        default_factory=dict,
        description="citation role (permits, requires, forbids, choice, check, setting) -> rule numbers some step "
                    "must cite in that role")
    cards: dict[str, dict[str, Any]] = Field(default_factory=dict, description="card id -> attribute -> value")
    illegal: int | None = Field(default=None, description="how many steps report an illegal action")
    stack: int | None = Field(default=None, description="objects left on the stack")
    all_actions_used: bool = True


class Scenario(_Model):
    format: int = Field(default=FORMAT, strict=True)
    game: str
    version: str | None = Field(default=None, description="rules version; default: the newest the app holds")
    title: str
    title_en: str = ""
    question: str = Field(default="", description="the judge question, in Japanese")
    question_en: str = ""
    answer: str = Field(default="", description="the ruling in words, if known")
    turn: int = Field(default=1, ge=1)
    first_player: str | None = None
    turn_player: str
    phase: str
    step: str | None = None
    priority: str | None = Field(default=None, description="who holds priority at the start, if mid-phase")
    players: list[PlayerSpec]
    stack: list[StackItemSpec] = Field(default_factory=list, description="bottom first")
    combat: dict[str, Any] = Field(default_factory=dict, description="attackers/blocker when starting mid-attack")
    actions: list[ActionSpec] = Field(default_factory=list)
    answers: dict[str, Any] = Field(default_factory=dict, description="question id -> option id(s)")
    settings: dict[str, str] = Field(default_factory=dict)
    stop_at: Moment | None = None
    expect: Expectations | None = None
    expect_by_version: dict[str, Expectations] = Field(
        default_factory=dict,
        description="rules version -> what a run under that version must produce; a field given here replaces "
                    "the same field of expect. Tests run the scenario under every version listed")

    @field_validator("format")
    @classmethod
    def _known_format(cls, value: int) -> int:
        if value not in SUPPORTED_FORMATS:
            supported = ", ".join(str(f) for f in SUPPORTED_FORMATS)
            raise ValueError(f"format {value} is not one this app reads (supported: {supported}); "
                             "a newer app may have written it")
        return value

    @model_validator(mode="after")
    def _check_ids(self) -> Scenario:
        players = [p.id for p in self.players]
        if len(set(players)) != len(players):
            raise ValueError("players: player ids must be unique")
        if self.turn_player not in players:
            raise ValueError(f"turn_player: {self.turn_player!r} is not one of the players {players}")
        seen: set[str] = set()
        for p in self.players:
            for zone, cards in p.zones.items():
                for i, c in enumerate(cards):
                    if c.id in seen:
                        raise ValueError(f"players[{p.id}].zones.{zone}[{i}].id: card id {c.id!r} is used twice")
                    seen.add(c.id)
                    for who in (c.owner, c.controller):
                        if who is not None and who not in players:
                            raise ValueError(f"players[{p.id}].zones.{zone}[{i}]: unknown player {who!r}")
        for i, a in enumerate(self.actions):
            if a.player not in players:
                raise ValueError(f"actions[{i}].player: unknown player {a.player!r}")
        return self

    def expectations_for(self, version: str | None) -> Expectations | None:
        """``expect`` with the fields ``expect_by_version[version]`` gives replaced (a game with rules versions)."""
        by = self.expect_by_version.get(version or "")
        if by is None:
            return self.expect
        if self.expect is None:
            return by
        return Expectations.model_validate({**self.expect.model_dump(exclude_unset=True),
                                            **by.model_dump(exclude_unset=True)})

    def card_ids(self) -> set[str]:
        return {c.id for p in self.players for cards in p.zones.values() for c in cards}


class ScenarioError(Exception):
    """An invalid scenario: says which file, which field, and why."""

    def __init__(self, source: str, problems: list[str]) -> None:
        self.source = _one_line(source)
        # A field name or value from the file may hold a line break or a control character: shown escaped, so
        # each problem stays on its line.
        self.problems = [_one_line(p) for p in problems]
        super().__init__(f"{self.source}: " + "; ".join(self.problems))


def _one_line(text: str) -> str:
    return "".join(ch if ch.isprintable() else ascii(ch)[1:-1] for ch in text)


def _problems(exc: ValidationError) -> list[str]:
    out = []
    for err in exc.errors():
        loc = ".".join(str(p) for p in err["loc"]) or "(file)"
        msg = err["msg"].removeprefix("Value error, ")
        out.append(f"{loc}: {msg}")
    return out


def _input_problem(exc: InputError) -> str:
    """An unreadable or malformed file as one problem: where in the file (if known) and why."""
    if exc.line is None:
        return f"(file): {exc.message}"
    place = f"line {exc.line}" + (f", column {exc.column}" if exc.column is not None else "")
    return f"(file) {place}: {exc.message}"


def parse_scenario(data: Any, source: str = "<scenario>", *, games: Mapping[str, GameModule],
                   corpus: Corpus) -> Scenario:
    """Validate already-parsed data (from a file, an autosave or a ruling) against its game in ``games`` and the
    rules versions in ``corpus``; every refusal is a ScenarioError."""
    try:
        # Data that did not come through parse_json (a ruling's YAML, an autosave) is checked here too.
        check_strings(data, source)
        scenario = Scenario.model_validate(data)
    except InputError as exc:
        raise ScenarioError(source, [_input_problem(exc)]) from None
    except ValidationError as exc:
        raise ScenarioError(source, _problems(exc)) from None
    except RecursionError:
        raise ScenarioError(source, ["(file): nested too deeply to be a scenario"]) from None
    try:
        game = games[scenario.game]
    except KeyError:
        raise ScenarioError(source, [f"game: no engine module for {scenario.game!r}"]) from None
    problems = game.validate(scenario, corpus)
    if problems:
        raise ScenarioError(source, problems)
    return scenario


def load_scenario(path: str | Path, *, games: Mapping[str, GameModule], corpus: Corpus) -> Scenario:
    """A scenario file: a regular, size-capped UTF-8 JSON file with bounded nesting and numbers, no duplicate
    keys, NaN or lone surrogates; any refusal is a ScenarioError naming the file and the place."""
    source = str(path)
    try:
        data = parse_json(read_text(path, what="scenario file"), source)
    except InputError as exc:
        raise ScenarioError(source, [_input_problem(exc)]) from None
    return parse_scenario(data, source, games=games, corpus=corpus)


def dump_scenario(scenario: Scenario) -> str:
    data = scenario.model_dump(mode="json", exclude_none=True)
    return json.dumps(data, ensure_ascii=False, indent=2) + "\n"


def save_scenario(path: str | Path, scenario: Scenario) -> None:
    atomic_write_text(path, dump_scenario(scenario))


def scenario_schema() -> dict[str, Any]:
    return Scenario.model_json_schema()
