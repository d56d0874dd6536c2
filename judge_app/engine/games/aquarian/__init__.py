"""The aquarian rules module: the アクエリアンエイジ rulebook's turn, response chain and battles as kernel tasks."""

from __future__ import annotations

import re
from collections.abc import Collection, Mapping
from types import MappingProxyType
from typing import Any, ClassVar

# Importing the task modules registers their handlers.
from judge_app.engine.games.aquarian import actions, chain, combat, flow, in_force  # noqa: F401
from judge_app.engine.games.aquarian.cards import AquarianAttributes, current
from judge_app.engine.games.aquarian.layout import (
    ACTION_WORDS,
    ATTRIBUTES,
    CARD_STATE,
    PARTIES,
    PHASES,
    PLAYER_STATE,
    SET_ZONES,
    SETTINGS,
    SKILLS,
    ZONES,
)
from judge_app.engine.games.aquarian.primitives import EFFECTS, NOT_MODELLED
from judge_app.engine.games.aquarian.tasks import REGISTRY
from judge_app.engine.kernel.effects import Ability
from judge_app.engine.kernel.game import Context, Record
from judge_app.engine.kernel.module import GameModule
from judge_app.engine.kernel.option_shapes import ActionOptions, whole
from judge_app.engine.kernel.scenario import CardSpec, PlayerSpec, Scenario
from judge_app.engine.kernel.state import GameState, Task


class AquarianModule(GameModule):
    key = "aquarian"
    name_ja = "アクエリアンエイジ"
    name_en = "Aquarian Age"
    RULES_NAME = "rulebook"
    # The rulebook is cited by part and path, not by number: ``c06:バトル>ダメージと捨て札``, ``rs:3-5-b``, ``qa:16``,
    # ``gl:場``.
    CITATION_PATTERN = re.compile(r"^(?:c\d{2}|rs|qa|gl|front|back):\S.*$")
    ZONES, ATTRIBUTES, SETTINGS, PHASES, REGISTRY = ZONES, ATTRIBUTES, SETTINGS, PHASES, REGISTRY
    CARD_MODEL = AquarianAttributes
    WORN = False
    CARD_STATE, PLAYER_STATE = CARD_STATE, PLAYER_STATE
    PLAYERS = (2, None)
    PLAYERS_RULE = "players: the game needs 2 or more players (c03:ゲームの準備>対戦相手)"
    ACTIONS = ("pass", "attack", "guard", "synchro", "set_character", "set_break", "set_permanent", "project",
               "fast", "effect", "power", "charge", "discard", "discard_own", "end_phase")
    # The rulebook's names for the action words, for a heading that names an option; aquarian has no steps.
    ACTION_NAMES = ACTION_WORDS
    ABILITY_ACTIONS = ("effect",)
    TARGETS_PLAYERS = True
    KEYWORDS = tuple(SKILLS)
    # A card's text is used when the card resolves (project, fast, c04:カードの使い方); an effect is a dominated
    # character's エフェクト, declared with the ``effect`` action (c09:エフェクト). Skills are attributes, so aquarian
    # has no keyword abilities (ABILITY_KEYWORDS stays empty and ``ability_problems`` refuses one).
    ABILITY_KINDS = ("card", "effect")
    EFFECTS, NOT_MODELLED = EFFECTS, NOT_MODELLED
    # aquarian's word for the kernel's: a card's faction is its colour.
    WORDS: ClassVar[Mapping[str, str]] = MappingProxyType({"faction": "colour"})
    ANSWER_EXAMPLE = "bind#1"
    #: Every option an action word reads (only an attack's ブーストX); a word listed with none takes none.
    ACTION_OPTIONS: ClassVar[ActionOptions] = MappingProxyType({
        "attack": {"boost": whole("how much of its ブーストX the attack uses")},
        **{a: {} for a in ("pass", "guard", "synchro", "set_character", "set_break", "set_permanent", "project",
                           "fast", "effect", "power", "charge", "discard", "discard_own", "end_phase")}})
    IN_FORCE = True
    DAMAGE_KINDS = ("normal", "mental")

    def current(self, state: GameState, card_id: str) -> dict[str, Any]:
        return current(state, card_id)

    # ----- validation: what the declaration cannot say -------------------------------------------
    def position_problems(self, scenario: Scenario) -> list[str]:
        phases = [p[0] for p in PHASES]
        problems = [] if scenario.phase in phases else [f"phase: {scenario.phase!r} is not one of {phases}"]
        if scenario.stack:
            problems.append("stack: start aquarian positions before the declaration and script it as an action")
        return problems

    def card_problems(self, scenario: Scenario, where: str, zone: str, card: CardSpec, attrs: Any) -> list[str]:
        problems: list[str] = []
        on = card.state.get("on")
        if zone in SET_ZONES and on is None:
            problems.append(f"{where}.state.on: a card in {zone} must name the character it is set on")
        if on is not None and not isinstance(on, str):
            problems.append(f"{where}.state.on: must be a card id, not {type(on).__name__}")
        elif on is not None and on not in scenario.card_ids():
            problems.append(f"{where}.state.on: no card {on!r}")
        if (zone.startswith("party_") or zone == "dominion") and attrs.type != "character" and not (
                attrs.type == "break" and zone == "dominion"):
            problems.append(f"{where}: only characters stand in {zone}")
        if zone.startswith("party_"):
            want = attrs.factions[0] if attrs.factions else "none"
            if zone != f"party_{want}":
                problems.append(f"{where}: a character of faction {want} belongs in party_{want}")
        return problems

    def ability_problems(self, ab: Ability, where: str, zones: Collection[str]) -> list[str]:
        """A skill is written in the card's ``skills`` attribute (c09:スキル); a keyword ability would be ignored."""
        problems = super().ability_problems(ab, where, zones)
        if ab.keyword is not None:
            problems.append(f"{where}.keyword: aquarian cards have no keyword abilities; write a skill such as "
                            f"{ab.keyword!r} in the card's attributes.skills")
        return problems

    def in_force_problems(self, scenario: Scenario) -> list[str]:
        """The kernel's name checks, the skill a ``keyword`` effect gives, then what aquarian makes of the entry."""
        problems = super().in_force_problems(scenario)
        problems += [p for i, f in enumerate(scenario.in_force) if f.effect.op == "keyword"
                     for p in self._keyword_problem(f.effect.keyword, f"in_force[{i}].effect.keyword")]
        return problems + in_force.problems(scenario)

    def apply_in_force(self, state: GameState, scenario: Scenario) -> None:
        in_force.apply(state, scenario)

    def player_problems(self, player: PlayerSpec) -> list[str]:
        problems: list[str] = []
        for key, value in player.state.items():
            if key not in PLAYER_STATE:
                problems.append(f"players[{player.id}].state.{key}: unknown player state; known: "
                                f"{sorted(PLAYER_STATE)}")
            elif key == "party_order" and (not isinstance(value, list) or sorted(value) != sorted(PARTIES)):
                problems.append(f"players[{player.id}].state.party_order: must order all of {list(PARTIES)}")
        return problems

    # ----- running -------------------------------------------------------------------------------
    def run(self, ctx: Context, task: Task) -> Record | None:
        """Each task, then the one state check the rulebook makes at once wherever a card leaves (the dominion area
        or the field): an effect or a lasting card that lost its footing ends right away (rs:7-2, rs:14-2), as the
        next task, a step of its own, before anything else the leaving task set going."""
        rec = super().run(ctx, task)
        if task.kind != "lapse" and flow.lapse_due(ctx.state):
            ctx.then("lapse")
        return rec

    # ----- setup ---------------------------------------------------------------------------------
    def setup(self, scenario: Scenario) -> GameState:
        state = self.new_state(scenario)
        self.place_cards(state, scenario)
        state.agenda = [Task("begin_phase", {"phase": scenario.phase})]
        self.apply_in_force(state, scenario)
        return state


MODULE = AquarianModule()
