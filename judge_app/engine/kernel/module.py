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
from judge_app.engine.kernel.citations import DOTTED_RE, ROLES
from judge_app.engine.kernel.effects import CARD_TEXT_WORDS, EFFECT_OPS, Ability, Filter, Trigger
from judge_app.engine.kernel.game import Context, Record
from judge_app.engine.kernel.layout import AttributeSpec, SettingSpec, ZoneSpec
from judge_app.engine.kernel.option_shapes import ActionOptions, shapes
from judge_app.engine.kernel.scenario import (
    TWO_ROLE_WORDS,
    ActionSpec,
    CardSpec,
    PlayerSpec,
    Scenario,
    StackItemSpec,
)
from judge_app.engine.kernel.state import Card, GameState, Player, StackObject, Task
from judge_app.engine.kernel.suggest import did_you_mean
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
    #: Action word -> its ``options``: each key the game reads there and the shape of its value (``option_shapes``);
    #: an action word not listed is not checked, so a game declares the words whose options it reads (an empty
    #: mapping for one that reads none) and a misspelt key or a value of the wrong kind is refused at load time
    #: instead of ignored or failing in the middle of the run. Names alone (a tuple) check the keys only.
    ACTION_OPTIONS: ClassVar[ActionOptions] = {}
    #: Each action word as the game's players name it, Japanese then English (fftcg's ``cast``: 召喚 / cast), for a
    #: text that names an action to a person (``resolve --options``'s headings); a word not listed is shown as the
    #: file's word in both languages.
    ACTION_NAMES: ClassVar[Mapping[str, tuple[str, str]]] = {}
    #: Each step of ``STEPS`` as the game's rules name it, Japanese then English; a step not listed is shown as the
    #: file's word in both languages.
    STEP_NAMES: ClassVar[Mapping[str, tuple[str, str]]] = {}
    #: Stack item kinds a scenario may start with; empty: the game has no stack a scenario can fill.
    STACK_KINDS: ClassVar[tuple[str, ...]] = ()
    #: The events the game's tasks fire, which a card's trigger may name.
    TRIGGERS: ClassVar[tuple[str, ...]] = ()
    #: The keywords a card may have or gain (an effect's ``keyword``, a static ``keywords``, a filter's
    #: ``keyword``); a value may carry a parameter after a colon (``permanent:-1``).
    KEYWORDS: ClassVar[tuple[str, ...]] = ()
    #: The ability kinds a card's ``abilities[].kind`` may name; empty: not declared, so not checked.
    ABILITY_KINDS: ClassVar[tuple[str, ...]] = ()
    #: The keyword abilities a card's ``abilities[].keyword`` may name; empty: not declared, so not checked.
    ABILITY_KEYWORDS: ClassVar[tuple[str, ...]] = ()
    #: Effect word -> the function that resolves it under this game's rules (Forge's ApiType is the model).
    EFFECTS: ClassVar[Mapping[str, Callable[..., Any]]]
    #: Kernel effect words this game does not model; a step using one says so instead of guessing.
    NOT_MODELLED: ClassVar[tuple[str, ...]] = ()
    #: The game's own words for the kernel's card-text words (its word -> the kernel's): a field of a card-text
    #: structure (fftcg's ``element`` for the kernel's ``colour``) or an effect word (``put_into_break_zone`` for
    #: ``put_into_discard_pile``). A scenario may write either; the loader reads the game's word as the kernel's and
    #: refuses a word another game declares, naming this game's.
    WORDS: ClassVar[Mapping[str, str]] = {}
    #: Those of the game's words that stand for a kernel word which is both an effect word and a field name
    #: (``TWO_ROLE_WORDS``), which the game means in both roles, since the scenario loader and a saved position
    #: rename both: fftcg's ``job`` is the trait effect and a filter's trait. Any other such word is refused.
    WORDS_IN_BOTH_ROLES: ClassVar[tuple[str, ...]] = ()
    #: The kinds of damage an effect may deal (``damage``'s ``kind``); a kind another game gives a meaning is refused.
    DAMAGE_KINDS: ClassVar[tuple[str, ...]] = ("normal",)
    #: The events a static ability may replace (``instead_of``); empty: the game has no such replacement, so any is
    #: refused rather than kept without effect.
    REPLACEABLE_EVENTS: ClassVar[tuple[str, ...]] = ()
    #: One of the game's own question ids, shown when a scripted answer's key is malformed.
    ANSWER_EXAMPLE: ClassVar[str] = "choice#1"
    #: Whether the game applies a scenario's ``in_force`` effects (``apply_in_force``); if not, they are refused.
    IN_FORCE: ClassVar[bool] = False
    #: Printed attributes of a card a scenario gives only by count (``{"count": 30}``); None: the first card type
    #: whose card fits ``CARD_MODEL`` with every other required attribute at its first choice.
    ANONYMOUS_ATTRIBUTES: ClassVar[Mapping[str, Any] | None] = None

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

    def action_name(self, word: str) -> tuple[str, str]:
        """An action word's name in Japanese and English (the word itself where the game declares none)."""
        return self.ACTION_NAMES.get(word, (word, word))

    def step_name(self, step: str) -> tuple[str, str]:
        """A step's name in Japanese and English (the id itself where the game declares none)."""
        return self.STEP_NAMES.get(step, (step, step))

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

    def draw_pile(self) -> str | None:
        """The zone a player draws from: the first per-player zone that is hidden and ordered (a deck)."""
        return next((z.id for z in self.ZONES if z.per_player and z.hidden and z.ordered), None)

    def anonymous_attributes(self) -> dict[str, Any] | None:
        """Printed attributes for a card given only by count, or None when no card type gives a valid card."""
        if self.ANONYMOUS_ATTRIBUTES is not None:
            return dict(self.ANONYMOUS_ATTRIBUTES)
        base: dict[str, Any] = {}
        for a in self.ATTRIBUTES:
            if a.required and a.name != "type":
                base[a.name] = _first_value(a.type, a.choices)
        types_ = next((a.choices for a in self.ATTRIBUTES if a.name == "type"), [])
        for t in types_ or [None]:
            attrs = {**base, **({"type": t} if t is not None else {})}
            fits, _ = attribute_problems(self.CARD_MODEL, attrs, "")
            if fits is not None:
                return attrs
        return None

    def anonymous_card(self, player: str, zone: str, card_id: str, attributes: Mapping[str, Any] | None,
                       name: str | None = None, name_en: str | None = None) -> dict[str, Any]:
        """One card of a zone given by count, as scenario data: attributes the game accepts and a name of its own
        (``カード A-deck-1``) unless the count gives one, so cards given by count never share a name by accident
        (five backups by count would otherwise all fall to a same-name rule such as fftcg's 12.4.6)."""
        attrs = dict(attributes) if attributes is not None else self.anonymous_attributes() or {}
        return {"id": card_id, "name": name or f"カード {card_id}",
                "name_en": name_en or (f"card {card_id}" if name is None else ""), "attributes": attrs}

    def apply_in_force(self, state: GameState, scenario: Scenario) -> None:
        """Put the scenario's ``in_force`` effects into ``state`` as continuous effects already applying; a game
        that declares ``IN_FORCE`` overrides this and calls it from ``setup`` after placing the cards."""
        if scenario.in_force:
            raise ValueError(f"{self.key} does not apply effects already in force")

    def word_for(self, kernel_word: str) -> str:
        """What this game calls a kernel card-text word (the kernel's word where the game declares none)."""
        return next((own for own, word in self.WORDS.items() if word == kernel_word), kernel_word)

    def check_vocabulary(self) -> list[str]:
        """Every kernel effect word is resolved or declared not modelled, every resolver is a declared word, and
        each of the game's own words stands for one kernel word without hiding another."""
        problems = [f"{self.key}: its word {own!r} stands for {word!r}, which is not a kernel card-text word"
                    for own, word in self.WORDS.items() if word not in CARD_TEXT_WORDS]
        problems += [f"{self.key}: its word {own!r} is already a kernel card-text word"
                     for own in self.WORDS if own in CARD_TEXT_WORDS]
        return problems + self._word_role_problems() + self._effect_word_problems() + self._name_problems()

    def _name_problems(self) -> list[str]:
        """A name is given only for a word the game declares, so a misspelt key cannot leave its word unnamed."""
        steps = {s for seq in self.STEPS.values() for s in seq}
        problems = [f"{self.key}: ACTION_NAMES names {word!r}, which is not one of its ACTIONS"
                    for word in self.ACTION_NAMES if word not in self.ACTIONS]
        return problems + [f"{self.key}: STEP_NAMES names {step!r}, which is no step of its STEPS"
                           for step in self.STEP_NAMES if step not in steps]

    def _word_role_problems(self) -> list[str]:
        """A game word renames its kernel word wherever the word walk meets it, as an effect word and as a field, and
        a saved position writes one game word per kernel word: so no word for a two-role kernel word the game does
        not mean in both roles, and no two words for one."""
        problems = [f"{self.key}: its word {own!r} stands for {word!r}, which is both an effect word and a field "
                    "name, so reading and saving a file rename both; list it in WORDS_IN_BOTH_ROLES only if the game "
                    "calls both so" for own, word in self.WORDS.items()
                    if word in TWO_ROLE_WORDS and own not in self.WORDS_IN_BOTH_ROLES]
        problems += [f"{self.key}: WORDS_IN_BOTH_ROLES lists {own!r}, which is not its word for a kernel word that is "
                     "both an effect word and a field name" for own in self.WORDS_IN_BOTH_ROLES
                     if self.WORDS.get(own) not in TWO_ROLE_WORDS]
        owns: dict[str, list[str]] = {}
        for own, word in self.WORDS.items():
            owns.setdefault(word, []).append(own)
        problems += [f"{self.key}: its words {' and '.join(map(repr, mine))} both stand for {word!r}; a saved "
                     "position writes only one, so give one word per kernel word"
                     for word, mine in owns.items() if len(mine) > 1]
        return problems

    def _effect_word_problems(self) -> list[str]:
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
        problems += self.moment_problems(scenario)
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
                    if not self.WORN:
                        if c.damage:
                            problems.append(f"{where}.damage: {self.key} cards carry no damage counted this way; "
                                            f"card state keys are {sorted(self.CARD_STATE)}")
                        if c.dull:
                            problems.append(f"{where}.dull: {self.key} cards are not dulled this way; "
                                            f"card state keys are {sorted(self.CARD_STATE)}")
                    for k, ab in enumerate(c.abilities):
                        problems += self.ability_problems(ab, f"{where}.abilities[{k}]", zone_ids)
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
            problems += option_problems(i, a, self.ACTION_OPTIONS, ids, [p.id for p in scenario.players])
        problems += answer_problems(scenario.answers, self.ANSWER_EXAMPLE)
        problems += self.in_force_problems(scenario)
        problems += self.expectation_problems(scenario, corpus)
        return problems

    def zone_keys(self, scenario: Scenario) -> list[str]:
        """Every zone key an expectation may name: ``player.zone`` for a player's zone, the id of a shared one."""
        players = [p.id for p in scenario.players]
        return [f"{p}.{z.id}" for z in self.ZONES if z.per_player for p in players] + \
            [z.id for z in self.ZONES if not z.per_player]

    def expectation_problems(self, scenario: Scenario, corpus: Corpus) -> list[str]:
        """``expect`` (and each ``expect_by_version``) names cards, zones, players, phases and roles that exist, so
        a misspelt name is refused before the run instead of failing after it as "found None". (A rule number the
        version lacks is reported by ``--check``, not here: a file must still run after an import renumbered it.)"""
        ids, players = scenario.card_ids(), [p.id for p in scenario.players]
        zones = self.zone_keys(scenario)
        phases = [p[0] for p in self.PHASES]
        versions: list[str | None] = [scenario.version, *(v for v in scenario.expect_by_version
                                                             if v != scenario.version)]
        problems: list[str] = []
        for version in versions:
            if version is not None and version != scenario.version:
                try:
                    corpus.get(self.key, version)
                except KeyError:
                    problems.append(f"expect_by_version.{version}: the app holds no {self.key} {self.RULES_NAME} "
                                    f"version {version!r}")
                    continue
            exp = scenario.expectations_for(version)
            if exp is None:
                continue
            where = "expect" if version == scenario.version else f"expect_by_version.{version}"
            for cid, zone in exp.zones.items():
                if cid not in ids:
                    problems.append(f"{where}.zones.{cid}: no card {cid!r}{did_you_mean(cid, ids)}")
                if zone not in zones:
                    problems.append(f"{where}.zones.{cid}: no zone {zone!r}{did_you_mean(zone, zones)} (zones are "
                                    "player.zone, e.g. A.hand, or a shared zone's id)")
            problems += [f"{where}.counts.{k}: no zone {k!r}{did_you_mean(k, zones)}" for k in exp.counts
                         if k not in zones]
            problems += [f"{where}.empty: no zone {k!r}{did_you_mean(k, zones)}" for k in exp.empty if k not in zones]
            for field, ends in (("top", exp.top), ("bottom", exp.bottom)):
                problems += [f"{where}.{field}.{k}: no zone {k!r}{did_you_mean(k, zones)}" for k in ends
                             if k not in zones]
                problems += [f"{where}.{field}.{k}: no card {c!r}{did_you_mean(c, ids)}" for k, cs in ends.items()
                             for c in cs if c not in ids]
            for field, who in (("damage", list(exp.damage)), ("winner", [exp.winner] if exp.winner else []),
                               ("priority", [exp.priority] if exp.priority else [])):
                problems += [f"{where}.{field}: no player {w!r}; the players are {players}" for w in who
                             if w not in players]
            problems += [f"{where}.cards.{cid}: no card {cid!r}{did_you_mean(cid, ids)}" for cid in exp.cards
                         if cid not in ids]
            if exp.phase is not None and exp.phase not in phases:
                problems.append(f"{where}.phase: {exp.phase!r} is not one of {phases}"
                                f"{did_you_mean(exp.phase, phases, listed=True)}")
            problems += [f"{where}.cites_as.{role}: no citation role {role!r}; roles are {list(ROLES)}"
                         f"{did_you_mean(role, ROLES, listed=True)}" for role in exp.cites_as if role not in ROLES]
            problems += [f"{where}.offered.{qid}: question ids look like kind#n (e.g. {self.ANSWER_EXAMPLE})"
                         for qid in exp.offered if not _is_question_id(qid)]
        return problems

    def in_force_problems(self, scenario: Scenario) -> list[str]:
        """Effects already in force name cards and players that exist, in a game that applies them."""
        if not scenario.in_force:
            return []
        if not self.IN_FORCE:
            return [f"in_force: effects already in force at the start are not supported in {self.key} yet; "
                    "script the action that creates the effect instead"]
        ids, players = scenario.card_ids(), {p.id for p in scenario.players}
        problems: list[str] = []
        for i, f in enumerate(scenario.in_force):
            where = f"in_force[{i}]"
            problems += [f"{where}.cards: no card {c!r}{did_you_mean(c, ids)}" for c in f.cards if c not in ids]
            if f.source is not None and f.source not in ids:
                problems.append(f"{where}.source: no card {f.source!r}{did_you_mean(f.source, ids)}")
            if f.controller is not None and f.controller not in players:
                problems.append(f"{where}.controller: no player {f.controller!r}{did_you_mean(f.controller, players)}")
            if f.effect.op not in self.EFFECTS:
                problems.append(f"{where}.effect.op: {f.effect.op!r} is not modelled in {self.key}")
        return problems

    # ----- the words inside card text ------------------------------------------------------------
    def ability_problems(self, ab: Ability, where: str, zones: Collection[str]) -> list[str]:
        """Every name in one ability the game does not declare: kind, keyword, trigger events, keywords, zones."""
        problems: list[str] = []
        if self.ABILITY_KINDS and ab.kind not in self.ABILITY_KINDS:
            problems.append(f"{where}.kind: unknown ability kind {ab.kind!r}"
                            f"{did_you_mean(ab.kind, self.ABILITY_KINDS)}")
        if self.ABILITY_KEYWORDS and ab.keyword is not None and ab.keyword not in self.ABILITY_KEYWORDS:
            problems.append(f"{where}.keyword: unknown keyword ability {ab.keyword!r}"
                            f"{did_you_mean(ab.keyword, self.ABILITY_KEYWORDS)}")
        if ab.trigger is not None:
            problems += self._trigger_problems(ab.trigger, f"{where}.trigger", zones)
        if ab.condition is not None and ab.condition.filter is not None:
            problems += self._filter_problems(ab.condition.filter, f"{where}.condition.filter", zones)
        for j, eff in enumerate(ab.effects):
            problems += self._effect_problems(eff, f"{where}.effects[{j}]", zones)
        for j, mode in enumerate(ab.modes):
            for k, eff in enumerate(mode.effects):
                problems += self._effect_problems(eff, f"{where}.modes[{j}].effects[{k}]", zones)
        for j, st in enumerate(ab.static):
            problems += [p for kw in st.keywords for p in self._keyword_problem(kw, f"{where}.static[{j}].keywords")]
            problems += self._filter_problems(st.target.filter, f"{where}.static[{j}].target.filter", zones)
            if st.unblockable_by is not None:
                problems += self._filter_problems(st.unblockable_by, f"{where}.static[{j}].unblockable_by", zones)
            if st.instead_of is not None and st.instead_of not in self.REPLACEABLE_EVENTS:
                problems.append(self._replaceable_problem(st.instead_of, f"{where}.static[{j}].instead_of"))
        return problems

    def _replaceable_problem(self, event: str, where: str) -> str:
        if not self.REPLACEABLE_EVENTS:
            return f"{where}: {self.key} has no replacement effect a static ability declares; {event!r} is not modelled"
        return (f"{where}: {event!r} cannot be replaced in {self.key}; one of {', '.join(self.REPLACEABLE_EVENTS)}"
                f"{did_you_mean(event, self.REPLACEABLE_EVENTS, listed=True)}")

    def _keyword_problem(self, keyword: str, where: str) -> list[str]:
        base = keyword.partition(":")[0]
        if base in self.KEYWORDS:
            return []
        return [f"{where}: unknown keyword {keyword!r}{did_you_mean(base, self.KEYWORDS)}"]

    def _trigger_problems(self, trig: Trigger, where: str, zones: Collection[str]) -> list[str]:
        problems: list[str] = []
        if trig.event not in self.TRIGGERS:
            problems.append(f"{where}.event: unknown trigger event {trig.event!r} in {self.key}"
                            f"{did_you_mean(trig.event, self.TRIGGERS)}")
        if trig.filter is not None:
            problems += self._filter_problems(trig.filter, f"{where}.filter", zones)
        return problems

    def _filter_problems(self, flt: Filter, where: str, zones: Collection[str]) -> list[str]:
        problems: list[str] = []
        if flt.keyword is not None:
            problems += self._keyword_problem(flt.keyword, f"{where}.keyword")
        if flt.zone is not None and flt.zone not in zones and flt.zone != "field":
            problems.append(f"{where}.zone: unknown zone {flt.zone!r}{did_you_mean(flt.zone, [*zones, 'field'])}")
        return problems

    def _effect_problems(self, eff: Any, where: str, zones: Collection[str]) -> list[str]:
        """The names inside one effect word (its op itself is checked by the model, with a suggestion)."""
        problems: list[str] = []
        target = getattr(eff, "target", None)
        if target is not None:
            problems += self._filter_problems(target.filter, f"{where}.target.filter", zones)
        if eff.op == "damage" and eff.kind not in self.DAMAGE_KINDS:
            problems.append(f"{where}.kind: {eff.kind!r} damage has no meaning in {self.key}; one of "
                            f"{', '.join(self.DAMAGE_KINDS)}")
        if eff.op == "keyword":
            problems += self._keyword_problem(eff.keyword, f"{where}.keyword")
        elif eff.op == "search":
            problems += self._filter_problems(eff.filter, f"{where}.filter", zones)
        elif eff.op == "replace":
            problems += [p for k, e in enumerate(eff.instead) for p in self._effect_problems(e, f"{where}.instead[{k}]",
                                                                                           zones)]
        elif eff.op == "delayed":
            problems += self._trigger_problems(eff.trigger, f"{where}.trigger", zones)
            problems += [p for k, e in enumerate(eff.effects) for p in self._effect_problems(e, f"{where}.effects[{k}]",
                                                                                           zones)]
        elif eff.op == "text":
            problems += [p for k, ab in enumerate(eff.gain) for p in self.ability_problems(ab, f"{where}.gain[{k}]",
                                                                                         zones)]
        if eff.op in ("move", "search") and eff.to not in zones and eff.to != "field":
            problems.append(f"{where}.to: unknown zone {eff.to!r}{did_you_mean(eff.to, [*zones, 'field'])}")
        return problems

    # ----- warnings: a valid position that probably is not what its writer meant ----------------
    def warnings(self, scenario: Scenario) -> list[str]:
        """What a valid scenario probably got wrong, shown before the run: a draw pile empty at the start (the
        first draw loses), an attribute the card's type cannot have, an effect word the game does not model."""
        out: list[str] = []
        exp = scenario.expect
        stated = exp is not None and (exp.result is not None or exp.winner is not None)
        pile = self.draw_pile()
        if pile is not None and not stated:
            for p in scenario.players:
                if not p.zones.get(pile):
                    out.append(f"players[{p.id}].zones.{pile}: {p.id} starts with no cards in the {pile}; the first "
                               f"draw from it loses the game, so give it cards or a count ({{\"count\": 30}}), or "
                               "state the outcome in expect.result")
        specs = {a.name: a for a in self.ATTRIBUTES}
        for p in scenario.players:
            for zone, cards in p.zones.items():
                for i, c in enumerate(cards):
                    where = f"players[{p.id}].zones.{zone}[{i}]"
                    ctype = c.attributes.get("type")
                    for name in c.attributes:
                        spec = specs.get(name)
                        if spec is not None and spec.card_types and isinstance(ctype, str) \
                                and ctype not in spec.card_types:
                            out.append(f"{where}.attributes.{name}: a {ctype} has no {name} in {self.key} (only "
                                       f"{', '.join(spec.card_types)}); the value is ignored")
                    for k, ab in enumerate(c.abilities):
                        out += [f"{where}.abilities[{k}].{w}: {op!r} is not modelled in {self.key}; the step says so "
                                "instead of resolving it" for w, op in _effect_ops(ab) if op in self.NOT_MODELLED]
        return out

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
            return [f"phase: {scenario.phase!r} is not one of {phases}"
                    f"{did_you_mean(scenario.phase, phases, listed=True)}"]
        steps = list(self.STEPS.get(scenario.phase, ()))
        if scenario.step is not None and scenario.step not in steps:
            return [f"step: {scenario.step!r} is not a step of {scenario.phase} {steps}"
                    f"{did_you_mean(scenario.step, steps, listed=True)}"]
        return []

    def moment_problems(self, scenario: Scenario) -> list[str]:
        """``stop_at`` and each action's ``at`` name a declared phase (and a step it declares, where it declares
        any): a misspelt one would never be reached, so the run would go on past it without a word."""
        phases = [p[0] for p in self.PHASES]
        moments = [("stop_at", scenario.stop_at), *((f"actions[{i}].at", a.at) for i, a in enumerate(scenario.actions))]
        problems: list[str] = []
        for where, at in moments:
            if at is None:
                continue
            if at.phase is not None and at.phase not in phases:
                problems.append(f"{where}.phase: {at.phase!r} is not one of {phases}"
                                f"{did_you_mean(at.phase, phases, listed=True)}")
                continue
            steps = sorted({s for p, st in self.STEPS.items() if at.phase in (None, p) for s in st})
            if at.step is not None and steps and at.step not in steps:
                problems.append(f"{where}.step: {at.step!r} is not a step of {at.phase or 'any phase'} {steps}"
                                f"{did_you_mean(at.step, steps, listed=True)}")
        return problems

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


def _first_value(kind: str, choices: Sequence[str]) -> Any:
    """The plainest value of a declared attribute type: its first choice, zero, an empty string or list."""
    if kind == "enum":
        return choices[0] if choices else ""
    if kind == "list[enum]":
        return choices[:1]
    return {"int": 0, "bool": False, "str": "", "list[str]": []}.get(kind)


def _effect_ops(ab: Ability) -> list[tuple[str, str]]:
    """(path inside the ability, effect word) for every effect of an ability, nested ones included."""
    out: list[tuple[str, str]] = []

    def walk(effects: Sequence[Any], where: str) -> None:
        for j, e in enumerate(effects):
            out.append((f"{where}[{j}].op", e.op))
            for name in ("instead", "effects"):
                inner = getattr(e, name, None)
                if isinstance(inner, list):
                    walk(inner, f"{where}[{j}].{name}")

    walk(ab.effects, "effects")
    for m, mode in enumerate(ab.modes):
        walk(mode.effects, f"modes[{m}].effects")
    return out


def attribute_problems(model: type[M], attributes: Mapping[str, Any], where: str) -> tuple[M | None, list[str]]:
    """Validate a card's printed attributes; errors read ``<where>.attributes.<field path>: <message>``."""
    try:
        return model.model_validate(attributes), []
    except ValidationError as exc:
        known = model.model_fields.keys() | {f.alias for f in model.model_fields.values() if f.alias}
        return None, [f"{where}.attributes.{'.'.join(str(x) for x in err['loc'])}: {err['msg']}"
                      + (did_you_mean(str(err["loc"][0]), known) if err["type"] == "extra_forbidden" else "")
                      + (did_you_mean(str(err["input"]), _expected(err), listed=True)
                         if err["type"] in ("enum", "literal_error") else "")
                      for err in exc.errors()]


def _expected(err: Any) -> list[str]:
    """The allowed values pydantic lists in an enum or literal error (``'a', 'b' or 'c'``)."""
    return re.findall(r"'([^']*)'", str(err.get("ctx", {}).get("expected", "")))


def state_problems(keys: Iterable[str], known: Collection[str], where: str, whose: str) -> list[str]:
    """State keys the game does not know (``whose``: card or player)."""
    return [f"{where}.state.{key}: unknown {whose} state; known: {sorted(known)}{did_you_mean(key, known, listed=True)}"
            for key in keys if key not in known]


def zone_problems(player: str, zone: str, known: Collection[str], game: str, shared: Collection[str] = ()) -> list[str]:
    """A player's zone must be one of the game's (``shared`` zones belong to no player)."""
    if zone in known and zone not in shared:
        return []
    valid = sorted(set(known) - set(shared))
    return [f"players[{player}].zones.{zone}: unknown zone; {game} zones are {valid}"
            f"{did_you_mean(zone, valid, listed=True)}"]


def action_problems(i: int, action: ActionSpec, types: Sequence[str], ids: Collection[str],
                    players: Collection[str] = ()) -> list[str]:
    """A scripted action of a known type whose cards all exist; its targets may also be ``players``."""
    problems: list[str] = []
    if action.type not in types:
        problems.append(f"actions[{i}].type: {action.type!r} is not one of {list(types)}"
                        f"{did_you_mean(action.type, types, listed=True)}")
    refs = [("card", action.card), *(("cards", c) for c in action.cards),
            *(("payment", c) for c in action.payment or [])]
    if not players:
        refs += [("targets", c) for c in action.targets]
    for field, ref in refs:
        if ref is not None and ref not in ids:
            problems.append(f"actions[{i}].{field}: no card {ref!r}{did_you_mean(ref, ids)}")
    if players:
        problems += [f"actions[{i}].targets: no card or player {ref!r}{did_you_mean(ref, [*ids, *players])}"
                     for ref in action.targets if ref not in ids and ref not in players]
    return problems


def option_problems(i: int, action: ActionSpec, declared: ActionOptions, cards: Collection[str] = (),
                    players: Collection[str] = ()) -> list[str]:
    """Option keys an action word does not read, and values that do not fit their declared shape, where the game
    declares the options of that word (``cards`` and ``players``: the ids a value may name)."""
    known = declared.get(action.type)
    if known is None:
        return []
    by_name = shapes(known)
    problems: list[str] = []
    for key, value in action.options.items():
        where = f"actions[{i}].options.{key}"
        if key not in by_name:
            problems.append(f"{where}: {action.type!r} takes no option {key!r}; its options are "
                            f"{list(by_name) or 'none'}{did_you_mean(key, by_name, listed=True)}")
            continue
        shape = by_name[key]
        if shape is not None:
            problems += shape.problems(value, where, cards, players)
    return problems


def _is_question_id(qid: str) -> bool:
    kind, _, n = qid.partition("#")
    return bool(kind) and n.isdigit()


def setting_problems(given: Mapping[str, str], specs: Iterable[SettingSpec]) -> list[str]:
    by_name = {s.name: s for s in specs}
    problems: list[str] = []
    for name, value in given.items():
        spec = by_name.get(name)
        if spec is None:
            problems.append(f"settings.{name}: unknown setting; known: {sorted(by_name)}"
                            f"{did_you_mean(name, by_name, listed=True)}")
        elif value not in spec.choices:
            problems.append(f"settings.{name}: {value!r} is not one of {spec.choices}"
                            f"{did_you_mean(value, spec.choices, listed=True)}")
    return problems


def answer_problems(answers: Iterable[str], example: str) -> list[str]:
    """Scripted answers are keyed by question id ``kind#n``; ``example`` is one of the game's own."""
    problems: list[str] = []
    for key in answers:
        kind, _, n = key.partition("#")
        if not kind or not n.isdigit():
            problems.append(f"answers.{key}: question ids look like kind#n (e.g. {example})")
    return problems
