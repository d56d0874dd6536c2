"""Scenario files: a position, what is pending, what to do, and what must come out.

One JSON file is at once a board to load in the editor, a test case and the
position behind a ruling. The kernel checks structure; the game module checks
its own attributes, zones, phases and settings (``GameModule.validate``), so an
error always names the file, the field and the reason.
"""

from __future__ import annotations

import json
import re
import types
from collections.abc import Mapping
from pathlib import Path
from typing import TYPE_CHECKING, Annotated, Any, Literal, Union, get_args, get_origin

from pydantic import BaseModel, ConfigDict, Field, ValidationError, field_validator, model_validator

from judge_app.corpus import RuleRef
from judge_app.engine.kernel.citations import Citer, Problem, rules_of
from judge_app.engine.kernel.effects import EFFECT_OPS, Ability, Effect
from judge_app.engine.kernel.suggest import did_you_mean
from judge_app.safeio import InputError, check_strings, parse_json, read_text
from judge_app.storage import atomic_write_text

if TYPE_CHECKING:  # the contract is built on the scenario model, so it can only be named here
    from judge_app.corpus import Corpus
    from judge_app.engine.kernel.module import GameModule

#: The scenario file format this app writes.
FORMAT = 1
#: Every format this app reads; a newer file is refused rather than half-understood.
SUPPORTED_FORMATS: tuple[int, ...] = (1,)
#: Each effect word's model, to name the fields an effect may have.
EFFECT_MODELS: dict[str, type[BaseModel]] = {m.model_fields["op"].default: m for m in get_args(get_args(Effect)[0])}
#: The most cards one ``{"count": N}`` entry may stand for.
MAX_COUNT = 500


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


class CardCount(_Model):
    """Cards a judge gives only by number ("30 cards in the deck"): expanded into anonymous cards when the file is
    read, so everything after sees cards."""

    count: int = Field(ge=0, le=MAX_COUNT, description="how many cards")
    attributes: dict[str, Any] | None = Field(
        default=None, description="printed attributes of each card; default: the game's plainest card")
    name: str | None = Field(default=None, description="the name all of them share (same-name rules apply); "
                                                       "default: each its own, カード <id>")
    name_en: str | None = None
    dull: bool = Field(default=False, description="all of them dull (fftcg backups used, game004 energy slept, "
                                                  "pso2 PP turned OFF)")


def _count_schema(schema: dict[str, Any]) -> None:
    """The schema of ``zones`` as a judge may write it: a list of cards and counts, or one count."""
    zones = schema["properties"]["zones"]
    count = CardCount.model_json_schema()  # inline: a schema hook cannot add a definition of its own
    zones["additionalProperties"] = {"anyOf": [
        {"type": "array", "items": {"anyOf": [zones["additionalProperties"]["items"], count]}}, count]}
    zones["description"] = ("zone id -> cards, top first; {\"count\": N} (alone or as an item) stands for N "
                            "anonymous cards")


class PlayerSpec(_Model):
    model_config = ConfigDict(extra="forbid", json_schema_extra=_count_schema)

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


class InForceSpec(_Model):
    """A continuous effect already applying when the position starts ("+2000 power until end of turn")."""

    cards: list[str] = Field(default_factory=list, description="the cards it applies to")
    effect: Effect = Field(description="the effect word, as in card text; its target is the cards listed")
    source: str | None = Field(default=None, description="the card whose ability made it, if any")
    controller: str | None = Field(default=None, description="who controls it; default: the source's controller")
    note: str = ""

    @model_validator(mode="before")
    @classmethod
    def _target_is_the_cards(cls, data: Any) -> Any:
        """The listed cards are the effect's target, so a file need not repeat it."""
        if isinstance(data, dict) and isinstance(data.get("effect"), dict) and "target" not in data["effect"]:
            cards = data.get("cards")
            n = len(cards) if isinstance(cards, list) else 1
            data = {**data, "effect": {**data["effect"], "target": {"who": "choose", "count": n}}}
        return data


class Expectations(_Model):
    zones: dict[str, str] = Field(default_factory=dict, description="card id -> zone key (player.zone)")
    counts: dict[str, int] = Field(default_factory=dict,
                                   description="zone key (player.zone, or a shared zone) -> how many cards it holds")
    empty: list[str] = Field(default_factory=list, description="zone keys that must hold no cards")
    turn: int | None = Field(default=None, description="the turn the run ends in")
    phase: str | None = Field(default=None, description="the phase the run ends in")
    step: str | None = Field(default=None, description="the step the run ends in")
    events: list[dict[str, Any]] = Field(
        default_factory=list,
        description="events that must have happened in the turn the run ends in, each matched by the fields given, "
                    "e.g. who was credited with a break: {\"event\": \"broke_forward\", \"card\": \"a-zack\", "
                    "\"target\": \"b-tifa\"}")
    offered: dict[str, list[str]] = Field(
        default_factory=dict, description="question id -> the option ids it offered, in any order")
    not_asked: list[str] = Field(
        default_factory=list, description="questions the run must not ask: an id (block#1) or a kind (ex_burst)")
    top: dict[str, list[str]] = Field(
        default_factory=dict, description="zone key -> the cards on top of it, top first (e.g. a deck's top card)")
    bottom: dict[str, list[str]] = Field(
        default_factory=dict, description="zone key -> the cards at its bottom, the bottom one last")
    priority: str | None = Field(default=None, description="the player who holds priority (or the action right) "
                                                           "where the run ends")
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
    in_force: list[InForceSpec] = Field(default_factory=list,
                                        description="continuous effects already applying at the start")
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
                            raise ValueError(f"players[{p.id}].zones.{zone}[{i}]: unknown player {who!r}; the "
                                             f"players are {players}")
        for i, a in enumerate(self.actions):
            if a.player not in players:
                raise ValueError(f"actions[{i}].player: unknown player {a.player!r}; the players are {players}")
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
    """An invalid scenario: says which file, which field, and why; and, per problem, the rules it cites.

    ``problems`` are the lines the command line prints (each a ``Problem`` where a refusal made it); ``rules[i]``
    are the RuleRefs problem ``i`` cites, in the rules version the scenario is checked against (none for a fault
    of the file, or when no ``citer`` was given), so a UI can link them.
    """

    def __init__(self, source: str, problems: list[str], citer: Citer | None = None) -> None:
        self.source = one_line(source)
        # A field name or value from the file may hold a line break or a control character: shown escaped, so
        # each problem stays on its line.
        self.problems: list[str] = [Problem(one_line(p), rules_of(p)) for p in problems]
        self.rules: list[tuple[RuleRef, ...]] = [citer.refs(rules_of(p)) if citer is not None else ()
                                                 for p in problems]
        super().__init__(f"{self.source}: " + "; ".join(self.problems))


def one_line(text: str) -> str:
    """``text`` with every unprintable character (a line break from a file's value) shown escaped."""
    return "".join(ch if ch.isprintable() else ascii(ch)[1:-1] for ch in text)


def _place(loc: tuple[Any, ...], data: Any) -> str:
    """A pydantic error location as the file's path: ``players[A].zones.forward[0].abilities[1].effects[0]``
    (a player named by its id, list items by index)."""
    out = ""
    node = data
    for part in loc:
        if isinstance(part, int):
            label: Any = part
            if out == "players" and isinstance(node, list) and 0 <= part < len(node) and isinstance(node[part], dict) \
                    and isinstance(node[part].get("id"), str):
                label = node[part]["id"]
            out += f"[{label}]"
        elif isinstance(node, dict) and node.get("op") == part:
            continue  # the effect word pydantic names in the path is the item's own "op", already in the file
        else:
            out += f".{part}" if out else str(part)
        node = node[part] if isinstance(node, list | dict) and _has(node, part) else None
    return out or "(file)"


def _has(node: list[Any] | dict[str, Any], key: Any) -> bool:
    return key in node if isinstance(node, dict) else isinstance(key, int) and 0 <= key < len(node)


def _known_fields(loc: tuple[Any, ...]) -> list[str]:
    """The fields allowed where an unknown one was given, read off the model along ``loc``."""
    annotation: Any = Scenario
    for part in loc[:-1]:
        model = _model_of(annotation)
        if isinstance(part, str) and model is not None and part in model.model_fields:
            annotation = model.model_fields[part].annotation
        elif isinstance(part, str) and model is None and part in EFFECT_MODELS:
            annotation = EFFECT_MODELS[part]  # a discriminated effect: pydantic names its word in the path
        # anything else is a list index or a map key (a zone id): the annotation already covers it
    model = _model_of(annotation)
    return list(model.model_fields) if model is not None else []


def _model_of(annotation: Any) -> Any:
    """The pydantic model a field holds (through lists, dicts and optional), if exactly one."""
    if isinstance(annotation, type) and issubclass(annotation, BaseModel):
        return annotation
    found = [m for m in (_model_of(a) for a in get_args(annotation)) if m is not None]
    return found[-1] if len(found) == 1 or (found and all(f is found[-1] for f in found)) else None


def _problems(exc: ValidationError, data: Any = None, words: Mapping[str, str] | None = None) -> list[str]:
    """Each pydantic error as ``path: message``; a near miss is matched against the kernel's words and the game's own
    (``words``: the game's word -> the kernel's)."""
    words = words or {}
    out = []
    for err in exc.errors():
        loc = _place(tuple(err["loc"]), data)
        msg = err["msg"].removeprefix("Value error, ")
        if err["type"] == "union_tag_invalid" and err.get("ctx", {}).get("discriminator") == "'op'":
            tag = str(err["ctx"].get("tag"))
            msg = f"unknown effect word {tag!r}{did_you_mean(tag, [*EFFECT_OPS, *_spoken(words, EFFECT_OPS)])}"
            loc += ".op"
        elif err["type"] == "extra_forbidden":
            name = str(err["loc"][-1])
            known = _known_fields(tuple(err["loc"]))
            msg = f"unknown field {name!r}{did_you_mean(name, [*known, *_spoken(words, known)])}"
        elif err["type"] == "literal_error":
            given = str(err.get("input"))
            allowed = [a.strip().strip("'") for a in str(err.get("ctx", {}).get("expected", "")).replace(" or ", ",")
                       .split(",") if a.strip()]
            msg += did_you_mean(given, allowed, listed=True) if given not in allowed else ""
        elif _is_zone_loc(tuple(err["loc"])) and isinstance(err.get("input"), int) and err["type"] == "list_type":
            n = err["input"]
            msg += f"; for cards given only by number write {{\"count\": {n}}}"
        if not err["loc"] and re.match(r"[\w.\[\]-]+: ", msg):  # a whole-file check that names its own field
            out.append(msg)
            continue
        out.append(f"{loc}: {msg}")
    return out


def _spoken(words: Mapping[str, str], kernel: Any) -> list[str]:
    """The game's own words for those of ``kernel`` it renames."""
    return [own for own, word in words.items() if word in kernel]


def kernel_words(data: dict[str, Any], game: GameModule,
                 games: Mapping[str, GameModule]) -> tuple[dict[str, Any], list[str]]:
    """``data`` with ``game``'s own words for card-text words (``GameModule.WORDS``: fftcg's ``element``, game004's
    ``energy``) read as the kernel's, and a problem for each word only another game declares, naming the word this
    game writes. Only keys the kernel's model has at that place are read so (a card's ``attributes`` keep their
    printed names), found by walking the data along the scenario model."""
    foreign: dict[str, list[tuple[str, str]]] = {}
    for other in games.values():
        if other.key != game.key:
            for own, word in other.WORDS.items():
                foreign.setdefault(own, []).append((other.key, word))
    walk = _WordWalk(game.key, game.WORDS, foreign)
    out = walk.node(data, Scenario, "")
    return out, walk.problems


def in_kernel_words(data: Any, model: Any, words: Mapping[str, str]) -> Any:
    """Card text data (``model``: ``Ability``, ``Effect``, ...) written in a game's ``words`` (its word -> the
    kernel's), with the kernel's words: what ``in_game_words`` wrote, read back."""
    return _WordWalk("", words, {}).node(data, model, "")


def in_game_words(data: Any, model: Any, words: Mapping[str, str]) -> Any:
    """Card text data in the kernel's words (a model's dump), written with a game's ``words`` instead: card text a
    game keeps in its state, shown in the final state as the game's judges write it."""
    return _WordWalk("", words, {}, spell=True).node(data, model, "")


_EFFECT_UNION = get_args(Effect)[0]


def _field_names(annotation: Any, seen: set[type[BaseModel]]) -> set[str]:
    """Every field name of the models reachable from ``annotation``: the keys the word walk may rename."""
    if isinstance(annotation, type) and issubclass(annotation, BaseModel):
        if annotation in seen:
            return set()
        seen.add(annotation)
        names = set(annotation.model_fields)
        for field in annotation.model_fields.values():
            names |= _field_names(field.annotation, seen)
        return names
    return {name for arg in get_args(annotation) for name in _field_names(arg, seen)}


class _WordWalk:
    """One pass over card-text data along its model: a game's words read as the kernel's (``spell``: the other way)."""

    def __init__(self, key: str, words: Mapping[str, str], foreign: Mapping[str, list[tuple[str, str]]],
                 spell: bool = False) -> None:
        self.key, self.words, self.foreign = key, words, foreign
        self.spelt = {word: own for own, word in words.items()} if spell else {}
        self.problems: list[str] = []

    def node(self, value: Any, annotation: Any, where: str) -> Any:
        if annotation == _EFFECT_UNION or annotation is Effect:
            return self.effect(value, where)
        origin, args = get_origin(annotation), get_args(annotation)
        if origin is Annotated:
            return self.node(value, args[0], where)
        if isinstance(annotation, type) and issubclass(annotation, BaseModel):
            return self.model(value, annotation, where) if isinstance(value, dict) else value
        if origin in (list, tuple) and args and isinstance(value, list):
            return [self.node(item, args[0], f"{where}[{_label(where, item, i)}]") for i, item in enumerate(value)]
        if origin is dict and len(args) == 2 and isinstance(value, dict):
            return {k: self.node(v, args[1], f"{where}.{k}") for k, v in value.items()}
        if origin in (Union, types.UnionType):
            for arg in args:
                if _holds(arg, value):
                    return self.node(value, arg, where)
        return value

    def model(self, value: dict[str, Any], model: type[BaseModel], where: str) -> dict[str, Any]:
        fields = model.model_fields
        out: dict[str, Any] = {}
        given: dict[str, str] = {}
        for key, item in value.items():
            place = f"{where}.{key}" if where else key
            name = self.word(key, fields, place)
            written = self.spelt.get(name, name)
            if written in out:
                self.problems.append(f"{place}: {given[written]!r} and {key!r} are the same field ({name!r}); "
                                     "give it once")
                continue
            given[written] = key
            out[written] = self.node(item, fields[name].annotation, place) if name in fields else item
        return out

    def effect(self, value: Any, where: str) -> Any:
        if not isinstance(value, dict) or not isinstance(value.get("op"), str):
            return value
        op = self.word(value["op"], EFFECT_MODELS, f"{where}.op")
        model = EFFECT_MODELS.get(op)
        return self.model({**value, "op": self.spelt.get(op, op)}, model, where) if model is not None else value

    def word(self, word: str, kernel: Mapping[str, Any], where: str) -> str:
        """The kernel's word for ``word`` where ``kernel`` holds the words allowed here; a problem for another
        game's word (read as what it means there, so the words inside it are checked too)."""
        if word in kernel:
            return word
        mine = self.words.get(word)
        if mine is not None and mine in kernel:
            return mine
        for other, meant in self.foreign.get(word, ()):
            if meant in kernel:
                own = next((w for w, k in self.words.items() if k == meant), meant)
                self.problems.append(f"{where}: {word!r} is {other}'s word for {meant!r}; {self.key} writes {own!r}")
                return meant
        return word


#: Kernel words that are both an effect word and a field name somewhere in a scenario (``dull``, ``power``,
#: ``replace``, ...): the walk reads and writes a game's word for one in both roles, an effect's ``op`` and a key.
TWO_ROLE_WORDS: frozenset[str] = frozenset(EFFECT_OPS) & frozenset(_field_names(Scenario, set()))


def _label(where: str, item: Any, index: int) -> Any:
    """A player is named by its id in a path (``players[A]``), any other item by its index."""
    return item["id"] if where == "players" and isinstance(item, dict) and isinstance(item.get("id"), str) else index


def _holds(annotation: Any, value: Any) -> bool:
    """Whether one member of a union is the one a value can be (a model or an effect for a mapping, a list for a
    list); plain values hold no card-text words."""
    origin = get_origin(annotation)
    if annotation == _EFFECT_UNION or annotation is Effect:
        return isinstance(value, dict)
    if origin is Annotated:
        return _holds(get_args(annotation)[0], value)
    if (isinstance(annotation, type) and issubclass(annotation, BaseModel)) or origin is dict:
        return isinstance(value, dict)
    return origin in (list, tuple) and isinstance(value, list)


def _is_zone_loc(loc: tuple[Any, ...]) -> bool:
    """Whether a pydantic location is a player's zone itself (``players.0.zones.deck``)."""
    return len(loc) == 4 and loc[0] == "players" and loc[2] == "zones"


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
        key = data.get("game") if isinstance(data, dict) else None
        known = isinstance(key, str) and key in games
        if known:
            data, problems = expand_counts(data, games[key])
            if not problems:
                data, problems = kernel_words(data, games[key], games)
            if problems:
                raise ScenarioError(source, problems)
        scenario = Scenario.model_validate(data)
    except InputError as exc:
        if str(exc.source) != source:
            raise  # one of the app's own files (a game's layout data) is at fault, not the scenario
        raise ScenarioError(source, [_input_problem(exc)]) from None
    except ValidationError as exc:
        raise ScenarioError(source, _problems(exc, data, games[key].WORDS if known else {})) from None
    except RecursionError:
        raise ScenarioError(source, ["(file): nested too deeply to be a scenario"]) from None
    try:
        game = games[scenario.game]
    except KeyError:
        raise ScenarioError(source, [f"game: no engine module for {scenario.game!r}"
                                     f"{did_you_mean(scenario.game, games)}"]) from None
    problems = game.validate(scenario, corpus)
    if problems:
        raise ScenarioError(source, problems, _citer(scenario, corpus) if any(map(rules_of, problems)) else None)
    return scenario


def _citer(scenario: Scenario, corpus: Corpus) -> Citer | None:
    """The rules a refused scenario's problems cite are read in the version it names, as its steps would be; a
    version the corpus lacks is itself a problem, so its refusals stay text."""
    try:
        return Citer(scenario.game, scenario.version, corpus)
    except KeyError:
        return None


def expand_counts(data: dict[str, Any], game: GameModule) -> tuple[dict[str, Any], list[str]]:
    """``data`` with every ``{"count": N}`` in a zone replaced by N anonymous cards of ``game`` (ids
    ``<player>-<zone>-<n>``, skipping ids the file uses), and the problems with malformed counts."""
    players = data.get("players")
    if not isinstance(players, list) or not any(
            isinstance(p, dict) and isinstance(p.get("zones"), dict) and any(
                _is_count(z) or (isinstance(z, list) and any(_is_count(c) for c in z)) for z in p["zones"].values())
            for p in players):
        return data, []
    used = {c.get("id") for p in players if isinstance(p, dict) and isinstance(p.get("zones"), dict)
            for z in p["zones"].values() if isinstance(z, list) for c in z if isinstance(c, dict)}
    problems: list[str] = []
    new_players = []
    for p in players:
        if not isinstance(p, dict) or not isinstance(p.get("zones"), dict):
            new_players.append(p)
            continue
        pid = str(p.get("id", "?"))
        zones: dict[str, Any] = {}
        for zone, cards in p["zones"].items():
            items = [cards] if _is_count(cards) else cards
            if not isinstance(items, list):
                zones[zone] = cards
                continue
            out: list[Any] = []
            n = 0
            for i, item in enumerate(items):
                if not _is_count(item):
                    out.append(item)
                    continue
                where = f"players[{pid}].zones.{zone}" + ("" if item is cards else f"[{i}]")
                try:
                    spec = CardCount.model_validate(item)
                except ValidationError as exc:
                    problems += [f"{where}.{'.'.join(str(x) for x in e['loc'])}: {e['msg']}" for e in exc.errors()]
                    continue
                if spec.attributes is None and game.anonymous_attributes() is None:
                    problems.append(f"{where}: cards by count are not supported in {game.key} (no card type gives a "
                                    "valid plain card); give \"attributes\" with the count or list the cards")
                    continue
                for _ in range(spec.count):
                    n += 1
                    while f"{pid}-{zone}-{n}" in used:
                        n += 1
                    card_id = f"{pid}-{zone}-{n}"
                    used.add(card_id)
                    card = game.anonymous_card(pid, zone, card_id, spec.attributes, spec.name, spec.name_en)
                    out.append({**card, "dull": True} if spec.dull else card)
            zones[zone] = out
        new_players.append({**p, "zones": zones})
    return {**data, "players": new_players}, problems


def _is_count(item: Any) -> bool:
    return isinstance(item, dict) and "count" in item and "id" not in item


def load_scenario(path: str | Path, *, games: Mapping[str, GameModule], corpus: Corpus) -> Scenario:
    """A scenario file: a regular, size-capped UTF-8 JSON file with bounded nesting and numbers, no duplicate
    keys, NaN or lone surrogates; any refusal is a ScenarioError naming the file and the place."""
    source = str(path)
    try:
        data = parse_json(read_text(path, what="scenario file"), source)
    except InputError as exc:
        raise ScenarioError(source, [_input_problem(exc)]) from None
    return parse_scenario(data, source, games=games, corpus=corpus)


def scenario_file_data(scenario: Scenario, words: Mapping[str, str] | None = None, *,
                       exclude_defaults: bool = False) -> dict[str, Any]:
    """The scenario as a file states it, its card text in the game's ``words`` (its word -> the kernel's):
    a file saved by the app reads as its game's judges write it, and loads back as the same scenario."""
    data = scenario.model_dump(mode="json", exclude_none=True, exclude_defaults=exclude_defaults)
    # The turn is written exactly when the file stated it, default or not: a game may read an unstated turn
    # as a game in progress (game004), so saving must neither add "turn": 1 nor drop a stated one.
    if "turn" in scenario.model_fields_set:
        data["turn"] = scenario.turn
    else:
        data.pop("turn", None)
    return in_game_words(data, Scenario, words) if words else data


def dump_scenario(scenario: Scenario, words: Mapping[str, str] | None = None) -> str:
    return json.dumps(scenario_file_data(scenario, words), ensure_ascii=False, indent=2) + "\n"


def save_scenario(path: str | Path, scenario: Scenario, words: Mapping[str, str] | None = None) -> None:
    atomic_write_text(path, dump_scenario(scenario, words))


def scenario_schema() -> dict[str, Any]:
    return Scenario.model_json_schema()
