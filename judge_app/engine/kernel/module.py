"""What every game module does the same way: hand out its layout, dispatch tasks, and the common checks of a scenario.

A game subclasses ``ModuleBase`` with its layout tables and task registry and keeps
its own setup and the checks that name its own rules; the helper functions here
produce the checks whose wording is the same for every game.
"""

from __future__ import annotations

import inspect
from collections.abc import Collection, Iterable, Mapping, Sequence
from pathlib import Path
from typing import Any, ClassVar, TypeVar

from pydantic import BaseModel, ValidationError

from judge_app.engine.kernel.game import Context, Record
from judge_app.engine.kernel.layout import AttributeSpec, SettingSpec, ZoneSpec
from judge_app.engine.kernel.scenario import ActionSpec, CardSpec, Scenario
from judge_app.engine.kernel.state import Card, GameState, Player, Task
from judge_app.engine.kernel.tasks import TaskRegistry

M = TypeVar("M", bound=BaseModel)


class ModuleBase:
    """Layout, settings, source files and task dispatch, read from the subclass's class attributes."""

    key: str
    ZONES: ClassVar[Sequence[ZoneSpec]]
    ATTRIBUTES: ClassVar[Sequence[AttributeSpec]]
    SETTINGS: ClassVar[Sequence[SettingSpec]]
    PHASES: ClassVar[Sequence[tuple[str, str, str]]]
    REGISTRY: ClassVar[TaskRegistry]

    def zones(self) -> list[ZoneSpec]:
        return list(self.ZONES)

    def card_attributes(self) -> list[AttributeSpec]:
        return list(self.ATTRIBUTES)

    def settings(self) -> list[SettingSpec]:
        return list(self.SETTINGS)

    def phases(self) -> list[tuple[str, str, str]]:
        return list(self.PHASES)

    def source_files(self) -> list[Path]:
        """The game package's own files: the coverage scan reads its rule numbers from them."""
        return sorted(Path(inspect.getfile(type(self))).parent.glob("*.py"))

    def resolve_settings(self, scenario: Scenario) -> dict[str, str]:
        return {**{s.name: s.default for s in self.SETTINGS}, **scenario.settings}

    def run(self, ctx: Context, task: Task) -> Record | None:
        return self.REGISTRY.run(ctx, task)

    def new_state(self, scenario: Scenario, shared: Iterable[str] = ()) -> GameState:
        """The position before its cards are placed: players in seat order, the ``shared`` zones, then each
        player's own zones."""
        order = tuple(p.id for p in scenario.players)
        players = {p.id: Player(p.id, p.name, False, dict(p.state)) for p in scenario.players}
        zones: dict[str, list[str]] = {z: [] for z in shared}
        for p in order:
            for z in self.ZONES:
                if z.per_player:
                    zones[f"{p}.{z.id}"] = []
        return GameState(self.key, players, order, zones, {}, turn=scenario.turn, turn_player=scenario.turn_player,
                         phase=scenario.phase, step=scenario.step)

    def place(self, state: GameState, spec: CardSpec, player: str, zone: str, attrs: dict[str, Any],
              flags: dict[str, Any], *, key: str | None = None, worn: bool = True) -> None:
        """Put a scenario card into ``key`` (default: the player's ``zone``), face up unless its zone is hidden or
        the file says otherwise; ``worn=False`` for a game whose cards carry no dull or damage."""
        key = key or f"{player}.{zone}"
        face_up = spec.face_up if spec.face_up is not None else zone not in {z.id for z in self.ZONES if z.hidden}
        dull, damage = (spec.dull, spec.damage) if worn else (False, 0)
        state.cards[spec.id] = Card(spec.id, spec.name, spec.owner or player, spec.controller or player, key, attrs,
                                    tuple(spec.abilities), spec.name_en, face_up, dull, damage, dict(spec.counters),
                                    state.tick(), flags)
        state.zones[key].append(spec.id)


def version_problems(game: str, version: str | None, what: str = "rules") -> list[str]:
    """The corpus must hold the version a scenario cites from (``what``: how the game calls its rules text)."""
    from judge_app.corpus import default_corpus

    try:
        default_corpus().get(game, version)
    except KeyError:
        return [f"version: the app holds no {game} {what} version {version!r}"]
    return []


def attribute_problems(model: type[M], attributes: Mapping[str, Any], where: str) -> tuple[M | None, list[str]]:
    """Validate a card's printed attributes; errors read ``<where>.attributes.<field path>: <message>``."""
    try:
        return model.model_validate(attributes), []
    except ValidationError as exc:
        return None, [f"{where}.attributes.{'.'.join(str(x) for x in err['loc'])}: {err['msg']}"
                      for err in exc.errors()]


def state_problems(keys: Iterable[str], known: Collection[str], where: str, whose: str) -> list[str]:
    """State keys the game does not know (``whose``: card or player)."""
    return [f"{where}.state.{key}: unknown {whose} state; known: {sorted(known)}" for key in keys if key not in known]


def zone_problems(player: str, zone: str, known: Collection[str], game: str, shared: Collection[str] = ()) -> list[str]:
    """A player's zone must be one of the game's (``shared`` zones belong to no player)."""
    if zone in known and zone not in shared:
        return []
    return [f"players[{player}].zones.{zone}: unknown zone; {game} zones are {sorted(set(known) - set(shared))}"]


def action_problems(i: int, action: ActionSpec, types: Sequence[str], ids: Collection[str]) -> list[str]:
    """A scripted action of a known type whose cards (and targets) all exist."""
    problems: list[str] = []
    if action.type not in types:
        problems.append(f"actions[{i}].type: {action.type!r} is not one of {list(types)}")
    for ref in [action.card, *action.targets, *action.cards, *(action.payment or [])]:
        if ref is not None and ref not in ids:
            problems.append(f"actions[{i}]: no card {ref!r}")
    return problems


def setting_problems(given: Mapping[str, str], specs: Iterable[SettingSpec]) -> list[str]:
    by_name = {s.name: s for s in specs}
    problems: list[str] = []
    for name, value in given.items():
        spec = by_name.get(name)
        if spec is None:
            problems.append(f"settings.{name}: unknown setting; known: {sorted(by_name)}")
        elif value not in spec.choices:
            problems.append(f"settings.{name}: {value!r} is not one of {spec.choices}")
    return problems


def answer_problems(answers: Iterable[str], example: str) -> list[str]:
    """Scripted answers are keyed by question id ``kind#n``; ``example`` is one of the game's own."""
    problems: list[str] = []
    for key in answers:
        kind, _, n = key.partition("#")
        if not kind or not n.isdigit():
            problems.append(f"answers.{key}: question ids look like kind#n (e.g. {example})")
    return problems
