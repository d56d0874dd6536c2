"""The game contract: everything the kernel, the CLI, the UI and the docs need from a game, declared in one place.

A game subclasses ``GameModule`` and fills in its declaration (layout, vocabulary,
settings, citation pattern, phase names) as class attributes, plus ``setup`` and
``current``; the kernel checks a scenario against that declaration once, here, and a
game adds only the checks that name its own rules through the ``*_problems`` hooks.
Forge's ``ApiType`` is the model for the effect words: one table says which words a
game gives a meaning, so the vocabulary and its completeness check come from it.
"""

from __future__ import annotations

import inspect
import re
from collections.abc import Callable, Collection, Iterable, Mapping, Sequence
from pathlib import Path
from typing import Any, ClassVar, NamedTuple, TypeVar

from pydantic import BaseModel, ValidationError

from judge_app.corpus import Corpus
from judge_app.engine.kernel.citations import DOTTED_RE
from judge_app.engine.kernel.effects import EFFECT_OPS
from judge_app.engine.kernel.game import Context, Record
from judge_app.engine.kernel.layout import AttributeSpec, SettingSpec, ZoneSpec
from judge_app.engine.kernel.scenario import ActionSpec, CardSpec, PlayerSpec, Scenario, StackItemSpec
from judge_app.engine.kernel.state import Card, GameState, Player, StackObject, Task
from judge_app.engine.kernel.tasks import TaskRegistry

M = TypeVar("M", bound=BaseModel)


class Phase(NamedTuple):
    """A phase id with its name in both languages."""

    id: str
    name_ja: str
    name_en: str


class GameModule:
    """One game's declaration and its two entry points (``setup``, ``run``); subclasses fill in the class attributes.

    Everything a caller reads about a game is a typed member here, never looked up with ``getattr`` or in
    ``sys.modules``: the UI draws the board from the layout, the board editor offers ``ACTIONS``, the
    ``engine coverage`` command reads rule ids with ``CITATION_PATTERN``.
    """

    # ----- identity ------------------------------------------------------------------------------
    key: ClassVar[str]
    name_ja: ClassVar[str]
    name_en: ClassVar[str]
    #: What the game calls its rules text, in "the app holds no <game> <RULES_NAME> version ...".
    RULES_NAME: ClassVar[str] = "rules"
    #: How the game's rule ids look in its source (``rule("…")`` literals); dotted numbers by default.
    CITATION_PATTERN: ClassVar[re.Pattern[str]] = DOTTED_RE

    # ----- layout --------------------------------------------------------------------------------
    ZONES: ClassVar[Sequence[ZoneSpec]]
    #: Whether a scenario lists the cards of a shared zone (``per_player=False``: a stack, a chain) under the
    #: player who owns them; if not, a shared zone named under a player is refused.
    SHARED_IN_FILE: ClassVar[bool] = False
    PHASES: ClassVar[Sequence[tuple[str, str, str]]]
    #: The steps each phase may start in; a phase not listed has none a scenario can name.
    STEPS: ClassVar[Mapping[str, Sequence[str]]] = {}
    ATTRIBUTES: ClassVar[Sequence[AttributeSpec]]
    #: The pydantic model a card's printed attributes must fit.
    CARD_MODEL: ClassVar[type[BaseModel]]
    #: Runtime state a scenario may set on a card or a player: key -> what it means.
    CARD_STATE: ClassVar[Mapping[str, str]] = {}
    PLAYER_STATE: ClassVar[Mapping[str, str]] = {}
    #: Whether a card's printed attributes are kept under their aliases (the names a scenario file uses).
    ATTRIBUTES_BY_ALIAS: ClassVar[bool] = False
    #: Whether a scenario's cards carry the file's dull and damage (``place``'s ``worn``).
    WORN: ClassVar[bool] = True
    #: Card state keys whose value names another card.
    CARD_REFS: ClassVar[tuple[str, ...]] = ()
    #: (fewest, most) players; ``PLAYERS_RULE`` is the problem a scenario outside that range gets.
    PLAYERS: ClassVar[tuple[int, int | None]] = (2, 2)
    PLAYERS_RULE: ClassVar[str] = "players: the game is for exactly 2 players"

    # ----- vocabulary ----------------------------------------------------------------------------
    #: The scripted action words a scenario may use.
    ACTIONS: ClassVar[tuple[str, ...]]
    #: Action words whose ``ability`` must index one of the card's abilities.
    ABILITY_ACTIONS: ClassVar[tuple[str, ...]] = ()
    #: Whether an action's targets may be players as well as cards.
    TARGETS_PLAYERS: ClassVar[bool] = False
    #: Stack item kinds a scenario may start with; empty: the game has no stack a scenario can fill.
    STACK_KINDS: ClassVar[tuple[str, ...]] = ()
    #: The events the game's tasks fire, which a card's trigger may name.
    TRIGGERS: ClassVar[tuple[str, ...]] = ()
    #: The keyword abilities the game gives a meaning.
    KEYWORDS: ClassVar[tuple[str, ...]] = ()
    #: Effect word -> the function that resolves it under this game's rules (Forge's ApiType is the model).
    EFFECTS: ClassVar[Mapping[str, Callable[..., Any]]]
    #: Kernel effect words this game does not model; a step using one says so instead of guessing.
    NOT_MODELLED: ClassVar[tuple[str, ...]] = ()
    #: One of the game's own question ids, shown when a scripted answer's key is malformed.
    ANSWER_EXAMPLE: ClassVar[str] = "choice#1"

    # ----- settings and tasks --------------------------------------------------------------------
    SETTINGS: ClassVar[Sequence[SettingSpec]] = ()
    REGISTRY: ClassVar[TaskRegistry]

    # ----- what callers read ---------------------------------------------------------------------
    def zones(self) -> list[ZoneSpec]:
        return list(self.ZONES)

    def card_attributes(self) -> list[AttributeSpec]:
        return list(self.ATTRIBUTES)

    def settings(self) -> list[SettingSpec]:
        return list(self.SETTINGS)

    def phases(self) -> list[Phase]:
        return [Phase(*p) for p in self.PHASES]

    def phase_name(self, phase: str) -> tuple[str, str]:
        """A phase's name in Japanese and English (the id itself for one the game does not declare)."""
        for p in self.PHASES:
            if p[0] == phase:
                return p[1], p[2]
        return phase, phase

    @property
    def action_types(self) -> list[str]:
        """The scripted action words (a property: the board editor reads it as ``game.action_types``)."""
        return list(self.ACTIONS)

    def shared_zones(self) -> tuple[str, ...]:
        """Zones no player owns, in declared order."""
        return tuple(z.id for z in self.ZONES if not z.per_player)

    def source_files(self) -> list[Path]:
        """The game package's own files: the coverage scan reads its rule numbers from them."""
        return sorted(Path(inspect.getfile(type(self))).parent.glob("*.py"))

    def resolve_settings(self, scenario: Scenario) -> dict[str, str]:
        """Every setting's value for this scenario: the file's choice, else the default."""
        return {**{s.name: s.default for s in self.SETTINGS}, **scenario.settings}

    def check_vocabulary(self) -> list[str]:
        """Every kernel effect word is resolved or declared not modelled, and every resolver is a declared word."""
        handled, skipped = set(self.EFFECTS), set(self.NOT_MODELLED)
        problems = [f"{self.key}: effect word {op!r} has no handler and is not declared not modelled"
                    for op in EFFECT_OPS if op not in handled | skipped]
        problems += [f"{self.key}: handler for {op!r}, which is not a kernel effect word"
                     for op in sorted(handled - set(EFFECT_OPS))]
        problems += [f"{self.key}: effect word {op!r} is both handled and declared not modelled"
                     for op in sorted(handled & skipped)]
        return problems

    # ----- running -------------------------------------------------------------------------------
    def setup(self, scenario: Scenario) -> GameState:
        raise NotImplementedError

    def current(self, state: GameState, card_id: str) -> dict[str, Any]:
        """A card as it is now (after continuous effects), as plain data for the final state."""
        raise NotImplementedError

    def run(self, ctx: Context, task: Task) -> Record | None:
        return self.REGISTRY.run(ctx, task)

    def new_state(self, scenario: Scenario) -> GameState:
        """The position before its cards are placed: players in seat order, the shared zones, then each
        player's own zones."""
        order = tuple(p.id for p in scenario.players)
        players = {p.id: Player(p.id, p.name, False, dict(p.state)) for p in scenario.players}
        zones: dict[str, list[str]] = {z: [] for z in self.shared_zones()}
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

    def place_cards(self, state: GameState, scenario: Scenario) -> None:
        """Put every card of a valid scenario into place, in file order: its printed attributes read through
        ``CARD_MODEL``, its runtime flags from ``card_flags``; a shared zone's cards go into that zone."""
        shared = self.shared_zones()
        for p in scenario.players:
            for zone, cards in p.zones.items():
                for c in cards:
                    attrs = self.CARD_MODEL.model_validate(c.attributes).model_dump(by_alias=self.ATTRIBUTES_BY_ALIAS)
                    flags = self.card_flags(state, scenario, zone, c, attrs)
                    self.place(state, c, p.id, zone, attrs, flags, key=zone if zone in shared else None,
                               worn=self.WORN)

    def place_stack(self, state: GameState, scenario: Scenario) -> None:
        """Put a scenario's stack items on the stack, bottom first, each with what ``stack_item`` reads from it."""
        for item in scenario.stack:
            index, data = self.stack_item(state, item)
            state.stack.append(StackObject(state.next_id("s"), item.kind, item.controller, item.card, index, data))

    def stack_item(self, state: GameState, item: StackItemSpec) -> tuple[int | None, dict[str, Any]]:
        """A stack item's ability index and its data (targets and the like) under the game's rules."""
        return item.ability, {}

    def card_flags(self, state: GameState, scenario: Scenario, zone: str, spec: CardSpec,
                   attrs: dict[str, Any]) -> dict[str, Any]:
        """A placed card's runtime flags: by default every state key the file sets to a value."""
        return {k: v for k, v in spec.state.items() if v is not None}

    # ----- validation, written once over the declaration -----------------------------------------
    def validate(self, scenario: Scenario, corpus: Corpus) -> list[str]:
        """Every problem with a scenario for this game, in file order; empty when it can be run."""
        problems = self.version_problems(scenario, corpus)
        low, high = self.PLAYERS
        if len(scenario.players) < low or (high is not None and len(scenario.players) > high):
            problems.append(self.PLAYERS_RULE)
        problems += self.position_problems(scenario)
        ids = scenario.card_ids()
        zone_ids = {z.id for z in self.ZONES}
        shared = () if self.SHARED_IN_FILE else self.shared_zones()
        for p in scenario.players:
            for zone, cards in p.zones.items():
                problems += zone_problems(p.id, zone, zone_ids, self.key, shared=shared)
                for i, c in enumerate(cards):
                    where = f"players[{p.id}].zones.{zone}[{i}]"
                    attrs, bad = attribute_problems(self.CARD_MODEL, c.attributes, where)
                    problems += bad
                    problems += state_problems(c.state, self.CARD_STATE, where, "card")
                    for ref_key in self.CARD_REFS:
                        ref = c.state.get(ref_key)
                        if ref is not None and ref not in ids:
                            problems.append(f"{where}.state.{ref_key}: no card {ref!r}")
                    if attrs is not None:
                        problems += self.card_problems(scenario, where, zone, c, attrs)
            problems += self.player_problems(p)
        problems += setting_problems(scenario.settings, self.SETTINGS)
        problems += self.stack_problems(scenario)
        problems += self.combat_problems(scenario)
        abilities = {c.id: len(c.abilities) for p in scenario.players for cards in p.zones.values() for c in cards}
        players = {p.id for p in scenario.players} if self.TARGETS_PLAYERS else set()
        for i, a in enumerate(scenario.actions):
            problems += action_problems(i, a, self.ACTIONS, ids, players)
            if a.type in self.ABILITY_ACTIONS and a.card in abilities and (
                    a.ability is None or not 0 <= a.ability < abilities[a.card]):
                problems.append(f"actions[{i}].ability: {a.card} has no ability {a.ability}")
        problems += answer_problems(scenario.answers, self.ANSWER_EXAMPLE)
        return problems

    def version_problems(self, scenario: Scenario, corpus: Corpus) -> list[str]:
        """The corpus must hold the version a scenario cites from."""
        try:
            corpus.get(self.key, scenario.version)
        except KeyError:
            return [f"version: the app holds no {self.key} {self.RULES_NAME} version {scenario.version!r}"]
        return []

    def position_problems(self, scenario: Scenario) -> list[str]:
        """Whose turn, which phase and step: the phase must be declared and the step one of its steps."""
        phases = [p[0] for p in self.PHASES]
        if scenario.phase not in phases:
            return [f"phase: {scenario.phase!r} is not one of {phases}"]
        steps = list(self.STEPS.get(scenario.phase, ()))
        if scenario.step is not None and scenario.step not in steps:
            return [f"step: {scenario.step!r} is not a step of {scenario.phase} {steps}"]
        return []

    def card_problems(self, scenario: Scenario, where: str, zone: str, card: CardSpec, attrs: Any) -> list[str]:
        """A game's own checks of one card whose attributes are valid (``attrs``: its ``CARD_MODEL``)."""
        return []

    def player_problems(self, player: PlayerSpec) -> list[str]:
        return state_problems(player.state, self.PLAYER_STATE, f"players[{player.id}]", "player")

    def stack_problems(self, scenario: Scenario) -> list[str]:
        """Stack items name cards, abilities those cards have, a declared kind and card targets."""
        if not self.STACK_KINDS:
            return []
        ids = scenario.card_ids()
        abilities = {c.id: len(c.abilities) for p in scenario.players for cards in p.zones.values() for c in cards}
        problems: list[str] = []
        for i, item in enumerate(scenario.stack):
            if item.card not in ids:
                problems.append(f"stack[{i}].card: no card {item.card!r}")
            elif item.ability is not None and not 0 <= item.ability < abilities[item.card]:
                problems.append(f"stack[{i}].ability: {item.card} has no ability {item.ability}")
            if item.kind not in self.STACK_KINDS:
                problems.append(f"stack[{i}].kind: must be {' or '.join(self.STACK_KINDS)}")
            problems += [f"stack[{i}].targets: no card {t!r}" for t in item.targets if t not in ids]
        return problems

    def combat_problems(self, scenario: Scenario) -> list[str]:
        """A game's checks of the attack in progress a scenario starts in."""
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


def action_problems(i: int, action: ActionSpec, types: Sequence[str], ids: Collection[str],
                    players: Collection[str] = ()) -> list[str]:
    """A scripted action of a known type whose cards all exist; its targets may also be ``players``."""
    problems: list[str] = []
    if action.type not in types:
        problems.append(f"actions[{i}].type: {action.type!r} is not one of {list(types)}")
    refs = [action.card, *action.cards, *(action.payment or [])] if players else \
        [action.card, *action.targets, *action.cards, *(action.payment or [])]
    for ref in refs:
        if ref is not None and ref not in ids:
            problems.append(f"actions[{i}]: no card {ref!r}")
    if players:
        problems += [f"actions[{i}].targets: no card or player {ref!r}" for ref in action.targets
                     if ref not in ids and ref not in players]
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
