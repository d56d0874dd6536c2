"""The pso2 rules module: the PSO2 TCG 詳細ルール (Ver1.8 and Ver3.0) as tasks, with the versions as switches."""

from __future__ import annotations

from collections.abc import Mapping
from types import MappingProxyType
from typing import Any, ClassVar

from judge_app.corpus import Corpus

# Importing the task modules registers their handlers.
from judge_app.engine.games.pso2 import actions, battle, flow, in_force, resolve  # noqa: F401
from judge_app.engine.games.pso2.cards import Pso2Attributes, current
from judge_app.engine.games.pso2.effects import KEYWORD_EVENTS
from judge_app.engine.games.pso2.layout import (
    ACTION_WORDS,
    ATTRIBUTES,
    CARD_STATE,
    FIELD_ZONES,
    KEYWORDS,
    PHASES,
    PLAYER_STATE,
    SETTINGS,
    STEP_WORDS,
    STEPS,
    VERSIONS,
    ZONES,
)
from judge_app.engine.games.pso2.primitives import NOT_MODELLED, PRIMITIVES
from judge_app.engine.games.pso2.tasks import REGISTRY
from judge_app.engine.kernel.module import GameModule
from judge_app.engine.kernel.option_shapes import ActionOptions, card, flag, word
from judge_app.engine.kernel.scenario import CardSpec, Scenario, StackItemSpec
from judge_app.engine.kernel.state import GameState, Task


class Pso2Module(GameModule):
    key = "pso2"
    name_ja = "ファンタシースターオンライン2 トレーディングカードゲーム"
    name_en = "Phantasy Star Online 2 TCG"
    ZONES, ATTRIBUTES, SETTINGS, PHASES, REGISTRY = ZONES, ATTRIBUTES, SETTINGS, PHASES, REGISTRY
    SHARED_IN_FILE = True
    STEPS = STEPS
    CARD_MODEL = Pso2Attributes
    ATTRIBUTES_BY_ALIAS = True
    CARD_STATE, PLAYER_STATE = CARD_STATE, PLAYER_STATE
    CARD_REFS = ("equipped_to", "attached_to")
    PLAYERS_RULE = "players: the rules are written for 2 players (101.2)"
    ACTIONS = ("play", "activate", "attack", "end_phase", "pass", "pp", "use_weapon", "no_weapon", "mag_evolve",
               "discard", "concede")
    ABILITY_ACTIONS = ("activate",)
    ACTION_NAMES, STEP_NAMES = ACTION_WORDS, STEP_WORDS
    STACK_KINDS = ("card", "ability")
    # attack_damaged_player: this card's attack dealt damage (after armour) to the opposing player (506.6.1.4).
    TRIGGERS = ("activated", "attack_damaged_player", "attack_declared", "attacked", "attacking", "damaged", "draw",
                "engaged",
                "engaged_player", "enters", "ko", "leaves_field", "milled", "played", "turn_end", "turn_start")
    KEYWORDS = KEYWORDS
    # 103.3.2: 誘発能力, 起動能力, 常時能力, アクティブ能力 (an active card's text).
    ABILITY_KINDS = ("active", "trigger", "activated", "continuous")
    # Keyword abilities: the triggered ones (登場時 302.2, 戦闘不能時 302.3, ドロップ 302.4, 連撃 302.5), 回復X
    # (302.9 in Ver3.0, the glossary in Ver1.8) and ウォークライ (302.1).
    ABILITY_KEYWORDS = (*KEYWORD_EVENTS, "heal", "war_cry")
    EFFECTS, NOT_MODELLED = PRIMITIVES, NOT_MODELLED
    # pso2's words for the kernel's: a class is a trait (208), PP what a cost pays (404), the discard (捨札) the
    # discard pile (405).
    WORDS: ClassVar[Mapping[str, str]] = MappingProxyType({
        "class": "trait", "classes": "traits", "pp": "pay", "put_into_discard": "put_into_discard_pile",
        "put_self_into_discard": "put_self_into_discard_pile"})
    # A class is what a filter names and what a class-changing effect (not modelled here) would change: one word
    # in both roles.
    WORDS_IN_BOTH_ROLES = ("class",)
    ANSWER_EXAMPLE = "armour#1"
    #: Every option an action word reads; a word listed with none takes none.
    ACTION_OPTIONS: ClassVar[ActionOptions] = MappingProxyType({
        "play": {"carrier": card("the card an item is put on, when no target names it"),
                 "heal_mode": word("deck", "character", about="how a heal is used, when it is declared at play")},
        "pp": {"draw": flag("whether the player draws after putting a card into the PP area; without it the player "
                            "is asked")},
        **{a: {} for a in ("activate", "attack", "end_phase", "pass", "use_weapon", "no_weapon", "mag_evolve",
                           "discard", "concede")}})
    #: A card given only by count is a plain character: the player card (the first type that fits) is one per
    #: player, on the field from the start, so a deck of them would be no position a judge means.
    ANONYMOUS_ATTRIBUTES: ClassVar[Mapping[str, Any] | None] = MappingProxyType({"type": "character"})
    IN_FORCE = True

    def current(self, state: GameState, card_id: str) -> dict[str, Any]:
        return current(state, card_id)

    # ----- validation: what the declaration cannot say -------------------------------------------
    def version_problems(self, scenario: Scenario, corpus: Corpus) -> list[str]:
        """The two rules versions are switches in this module, so it names them itself."""
        problems: list[str] = []
        if scenario.version is not None and scenario.version not in VERSIONS:
            problems.append(f"version: the app holds pso2 rules versions {list(VERSIONS)}, not {scenario.version!r}")
        problems += [f"expect_by_version.{v}: not a pso2 rules version {list(VERSIONS)}"
                     for v in scenario.expect_by_version if v not in VERSIONS]
        return problems

    def in_force_problems(self, scenario: Scenario) -> list[str]:
        """Beyond the names: only a continuous effect (103.4.2.2), on cards on the field that can carry it, with its
        number fixed and a duration the refresh step ends (505.2) or none."""
        problems = super().in_force_problems(scenario)
        if not self.IN_FORCE or not scenario.in_force:
            return problems
        zones = [z.id for z in self.ZONES]
        problems += [p for i, f in enumerate(scenario.in_force)
                     for p in self._effect_problems(f.effect, f"in_force[{i}].effect", zones)]
        return problems + in_force.problems(scenario)

    def apply_in_force(self, state: GameState, scenario: Scenario) -> None:
        in_force.apply(state, scenario)

    def combat_problems(self, scenario: Scenario) -> list[str]:
        ids = scenario.card_ids()
        problems = []
        c = scenario.combat.get("attacker")
        if c is not None and c not in ids:
            problems.append(f"combat.attacker: no card {c!r}")
        if scenario.phase == "battle" and not (scenario.combat.get("attacker") and scenario.combat.get("targets")):
            problems.append("combat: a position in the battle phase names the attacker and the targets "
                            '({"attacker": id, "targets": [ids]})')
        return problems + [f"combat.targets: no card {t!r}" for t in scenario.combat.get("targets", []) if t not in ids]

    def card_flags(self, state: GameState, scenario: Scenario, zone: str, spec: CardSpec,
                   attrs: dict[str, Any]) -> dict[str, Any]:
        """The flags the file sets (``evolved`` only decides ``under_mag``), and when a field card entered."""
        flags = {k: v for k, v in spec.state.items() if v not in (None, False) and k != "evolved"}
        if zone in FIELD_ZONES:
            flags["entered"] = state.tick()
        if zone == "mag" and attrs.get("evolution") is not None and not spec.state.get("evolved"):
            flags["under_mag"] = True
        return flags

    def stack_item(self, state: GameState, item: StackItemSpec) -> tuple[int | None, dict[str, Any]]:
        """A weapon or armour card (or one that grants) carried by its first target; else targets with the time
        each entered, so a target that left and came back is a new object."""
        card = state.cards[item.card]
        data: dict[str, Any] = {"targets": {}, "stamps": {}}
        carrier_kinds = card.printed.get("item_kind") in ("weapon", "armour") or card.printed.get("grant")
        if item.kind == "card" and carrier_kinds and item.targets:
            data["carrier"] = item.targets[0]
            data["carrier_stamp"] = state.cards[item.targets[0]].flags.get("entered", 0)
        elif item.targets:
            data["targets"] = {"0": list(item.targets)}
            data["stamps"] = {t: state.cards[t].flags.get("entered", 0) for t in item.targets}
        return item.ability, data

    # ----- setup ---------------------------------------------------------------------------------
    def setup(self, scenario: Scenario) -> GameState:
        state = self.new_state(scenario)
        self.place_cards(state, scenario)
        self.place_stack(state, scenario)
        if scenario.combat:
            att = scenario.combat.get("attacker")
            targets = list(scenario.combat.get("targets", []))
            state.data["battle"] = {"attacker": att, "targets": targets,
                                    "stamps": {c: state.cards[c].flags.get("entered", 0) for c in [att, *targets]
                                               if c},
                                    "engaged": bool(scenario.combat.get("engaged"))}
        state.agenda = list(reversed(self._start(scenario, state)))
        self.apply_in_force(state, scenario)
        return state

    def _start(self, scenario: Scenario, state: GameState) -> list[Task]:
        phase, step = scenario.phase, scenario.step
        holder = scenario.priority or scenario.turn_player
        mid = bool(scenario.stack) or scenario.priority is not None or step == "ar"

        def window(on_empty: Task) -> None:
            state.data["on_empty"] = {"kind": on_empty.kind, "args": on_empty.args}
            state.data["passes"] = 0

        if phase == "main":
            if not mid:
                return [Task("begin_phase", {"phase": "main"})]
            window(Task("begin_phase", {"phase": "end"}))
            return [Task("ar", {"player": holder})]
        if phase == "battle":
            step = step or "start"
            if mid:
                nxt = {"start": "join", "join": "engage", "engage": "damage", "damage": "end"}[step]
                window(Task("battle_step", {"step": nxt}))
                return [Task("ar", {"player": holder})]
            return [Task("battle_step", {"step": step})]
        if phase == "end":
            if step == "refresh":
                return [Task("refresh_step")]
            if mid:
                window(Task("refresh_step"))
                return [Task("ar", {"player": holder})]
            return [Task("turn_end_step")]
        return [Task("begin_phase", {"phase": phase})]


MODULE = Pso2Module()
