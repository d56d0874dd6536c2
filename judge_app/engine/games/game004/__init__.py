"""The game004 rules module: the 2022-23 comprehensive rules with accounts, missions and lanes, as kernel tasks.

Timing differs in kind from fftcg: there is no stack and no response window; a
played card or ability resolves at once, and priority pre-processing (202.2)
applies rule effects one at a time in a fixed order, then lets the turn player
pick which triggered ability (of either player) is played next.
"""

from __future__ import annotations

import re
from collections.abc import Mapping, Sequence
from types import MappingProxyType
from typing import Any, ClassVar

# Importing the task modules registers their handlers.
from judge_app.engine.games.game004 import (  # noqa: F401
    battle,
    flow,
    in_force,
    keywords,
    layout,
    main,
    play,
    preprocess,
)
from judge_app.engine.games.game004.cards import Game004Attributes, current
from judge_app.engine.games.game004.effects import AUTO_KEYWORDS, REPLACEABLE
from judge_app.engine.games.game004.layout import AREAS, ATTACK_STEPS
from judge_app.engine.games.game004.play import ACCOUNT_KEYWORDS
from judge_app.engine.games.game004.primitives import PRIMITIVES
from judge_app.engine.games.game004.resolve import ACTION_KEYWORDS
from judge_app.engine.games.game004.tasks import REGISTRY
from judge_app.engine.kernel.module import GameModule
from judge_app.engine.kernel.option_shapes import ActionOptions, text
from judge_app.engine.kernel.scenario import CardSpec, Scenario
from judge_app.engine.kernel.state import GameState, Task, zone_id

_REPLACEABLE = {name for names in REPLACEABLE.values() for name in names}
# The static effects game004 applies: power and keywords (911), what a card cannot do, cost changes (905.2c) and
# replacements (912); any other field of a static ability would be ignored, so a file naming one is refused.
_STATIC_FIELDS = {"target", "power", "keywords", "cannot", "cost", "ability_cost", "instead_of", "instead"}
_STEP_TASK = {"block": "block_step", "scout": "scout_step", "battle": "battle_step", "attack_end": "attack_end_step"}


class Game004Module(GameModule):
    key = "game004"
    name_ja = "game004(アカウント・ミッション・レーンのTCG)"
    name_en = "game004 (the account/mission/lane TCG)"
    # Sub-items carry a rebuilt letter (202.2a), so a rule id may end in one.
    CITATION_PATTERN = re.compile(r"^\d+(?:\.\d+)+[a-z]?$")
    ZONES, ATTRIBUTES, SETTINGS, PHASES = layout.ZONES, layout.ATTRIBUTES, layout.SETTINGS, layout.PHASES
    REGISTRY = REGISTRY
    STEPS: ClassVar[Mapping[str, Sequence[str]]] = {"main": ATTACK_STEPS[1:]}
    CARD_MODEL = Game004Attributes
    CARD_STATE, PLAYER_STATE = layout.CARD_STATE, layout.PLAYER_STATE
    CARD_REFS = ("exp_of", "connected_to")
    PLAYERS_RULE = "players: the game is for exactly 2 players (101.1)"
    ACTIONS = ("play", "activate", "attack", "check_missions", "pass", "slide", "keep", "charge", "energy", "concede")
    # The rules' names for the action words and the steps, for a heading that names an option to a judge.
    ACTION_NAMES, STEP_NAMES = layout.ACTION_WORDS, layout.STEP_WORDS
    #: Every option an action word reads (the area a character, an engage or a slid character goes to: side1, center
    #: or side2; the play itself refuses another word, citing 906.1a); a word listed with none takes none.
    ACTION_OPTIONS: ClassVar[ActionOptions] = MappingProxyType({
        "play": {"area": text("the area a character or an engage goes to: " + ", ".join(AREAS))},
        "slide": {"area": text("the area the character slides to: " + ", ".join(AREAS))},
        **{a: {} for a in ("activate", "attack", "check_missions", "pass", "keep", "charge", "energy", "concede")}})
    TRIGGERS = ("attack", "attack_end", "attack_success", "attacks", "battle_end", "checked", "cleared", "damaged",
                "enters", "game_start", "ko", "level_up", "mission_phase_end", "phase_start", "played", "to_energy",
                "turn_end")
    KEYWORDS = (*ACCOUNT_KEYWORDS, *AUTO_KEYWORDS)
    # 901.2: activated, auto, static (常在) and event abilities; any other kind would never be used.
    ABILITY_KINDS = ("activated", "auto", "static", "event")
    # The keyword abilities the module carries out (an action on resolution, Deck Engage, ⟨X⟩ as exp_reduction).
    ABILITY_KEYWORDS = (*ACTION_KEYWORDS, "deck_engage", "exp_reduction")
    EFFECTS = PRIMITIVES
    NOT_MODELLED = ("remove_damage", "equip")
    # game004's words for the kernel's: energy is what a cost pays (905), the trash zone the discard pile (505).
    WORDS: ClassVar[Mapping[str, str]] = MappingProxyType({
        "energy": "pay", "put_into_trash": "put_into_discard_pile",
        "put_self_into_trash": "put_self_into_discard_pile"})
    ANSWER_EXAMPLE = "next_trigger#1"
    IN_FORCE = True
    REPLACEABLE_EVENTS = tuple(sorted(_REPLACEABLE))

    def current(self, state: GameState, card_id: str) -> dict[str, Any]:
        return current(state, card_id)

    def step_name(self, step: str) -> tuple[str, str]:
        """The attack step (802) is a step a run reaches though no position starts in it (so it is not one of
        STEPS, which the vocabulary check holds STEP_NAMES to): it is named by the rules' words too."""
        if step in layout.STEP_JA:
            return layout.STEP_JA[step], layout.STEP_EN[step]
        return super().step_name(step)

    # ----- validation: what the declaration cannot say -------------------------------------------
    def position_problems(self, scenario: Scenario) -> list[str]:
        phases = [p[0] for p in self.PHASES]
        problems = []
        if scenario.phase not in phases:
            problems.append(f"phase: {scenario.phase!r} is not one of {phases}")
        elif scenario.step is not None and (scenario.phase != "main" or scenario.step not in ATTACK_STEPS[1:]):
            problems.append(f"step: {scenario.step!r}: only the main phase has steps {list(ATTACK_STEPS[1:])}")
        if scenario.step is not None and scenario.combat.get("attacker") not in scenario.card_ids():
            problems.append("combat.attacker: starting mid-attack needs the attacker's card id")
        if scenario.stack:
            problems.append("stack: game004 has no stack; a played card or ability resolves at once (904.3)")
        return problems

    def card_problems(self, scenario: Scenario, where: str, zone: str, card: CardSpec, attrs: Any) -> list[str]:
        problems = []
        if zone in AREAS and attrs.type not in ("character", "engage"):
            problems.append(f"{where}: only characters are placed in an area (503.1)")
        if attrs.type == "character" and attrs.power is None:
            problems.append(f"{where}.attributes.power: a character needs its power (306.1)")
        for i, ab in enumerate(card.abilities):
            for j, mod in enumerate(ab.static):
                at = f"{where}.abilities[{i}].static[{j}]"
                if ab.kind != "static":
                    problems.append(f"{at}: only a static (常在) ability has static effects here; kind is "
                                    f"{ab.kind!r} (901.2c)")
                unknown = sorted(mod.model_fields_set - _STATIC_FIELDS)
                if unknown:
                    problems.append(f"{at}.{unknown[0]}: game004 does not model this static effect; it models "
                                    f"{', '.join(sorted(_STATIC_FIELDS - {'target'}))}")
        return problems

    def in_force_problems(self, scenario: Scenario) -> list[str]:
        """The kernel's checks of the names, then what a continuous effect already in force can be here."""
        return super().in_force_problems(scenario) or in_force.problems(scenario)

    def apply_in_force(self, state: GameState, scenario: Scenario) -> None:
        in_force.apply(state, scenario)

    # ----- setup ---------------------------------------------------------------------------------
    def setup(self, scenario: Scenario) -> GameState:
        state = self.new_state(scenario)
        self.place_cards(state, scenario)
        # A position whose file gives no turn number is a turn of a game in progress, not the first turn (a run
        # from "setup" reaches turn 1 by 601.1g): tasks.first_players_first_turn, docs/scenario-format.md.
        stated = "turn" in scenario.model_fields_set or scenario.phase == "setup"
        if not stated:
            state.data["turn_unstated"] = True
        first = scenario.first_player
        if first is None and scenario.phase != "setup" and stated:
            first = scenario.turn_player if scenario.turn % 2 == 1 else state.opponent(scenario.turn_player)
        if first is not None:
            state.data["first_player"] = first
        if scenario.combat.get("attacker"):
            state.data["battle"] = {"attacker": scenario.combat["attacker"],
                                    "area": zone_id(state.cards[scenario.combat["attacker"]].zone)}
        state.agenda = list(reversed(self._start(scenario)))
        self.apply_in_force(state, scenario)
        if flow.missing_accounts(state):
            # Said once, before anything else runs; the position is played out as given (flow.account_check).
            state.agenda.append(Task("account_check"))
        return state

    def _start(self, scenario: Scenario) -> list[Task]:
        if scenario.phase == "setup":
            return [Task("setup_place")]
        if scenario.phase == "main" and scenario.step in _STEP_TASK:
            return [Task(_STEP_TASK[scenario.step])]
        if scenario.phase == "main" and scenario.priority is not None:
            return [Task("preprocess"), Task("main_act")]
        return [Task("begin_phase", {"phase": scenario.phase})]


MODULE = Game004Module()
