"""The game004 rules module: the 2022-23 comprehensive rules with accounts, missions and lanes, as kernel tasks.

Timing differs in kind from fftcg: there is no stack and no response window; a
played card or ability resolves at once, and priority pre-processing (202.2)
applies rule effects one at a time in a fixed order, then lets the turn player
pick which triggered ability (of either player) is played next.
"""

from __future__ import annotations

import re
from typing import Any

# Importing the task modules registers their handlers.
from judge_app.engine.games.game004 import battle, flow, play, preprocess, resolve  # noqa: F401
from judge_app.engine.games.game004.cards import Game004Attributes, current
from judge_app.engine.games.game004.layout import (
    AREAS,
    ATTACK_STEPS,
    ATTRIBUTES,
    CARD_STATE,
    PHASES,
    PLAYER_STATE,
    SETTINGS,
    ZONE_IDS,
    ZONES,
)
from judge_app.engine.games.game004.tasks import REGISTRY
from judge_app.engine.kernel.module import (
    ModuleBase,
    action_problems,
    answer_problems,
    attribute_problems,
    setting_problems,
    state_problems,
    version_problems,
)
from judge_app.engine.kernel.scenario import Scenario
from judge_app.engine.kernel.state import GameState, Task

_PHASE_IDS = [p[0] for p in PHASES]
ACTION_TYPES = ("play", "activate", "attack", "check_missions", "pass", "slide", "keep", "charge", "energy",
                "concede")
_STEP_TASK = {"block": "block_step", "scout": "scout_step", "battle": "battle_step", "attack_end": "attack_end_step"}


class Game004Module(ModuleBase):
    key = "game004"
    name_ja = "game004(アカウント・ミッション・レーンのTCG)"
    name_en = "game004 (the account/mission/lane TCG)"
    # Sub-items carry a rebuilt letter (202.2a), so a rule id may end in one.
    citation_pattern = re.compile(r"^\d+(?:\.\d+)+[a-z]?$")
    ZONES, ATTRIBUTES, SETTINGS, PHASES, REGISTRY = ZONES, ATTRIBUTES, SETTINGS, PHASES, REGISTRY

    def current(self, state: GameState, card_id: str) -> dict[str, Any]:
        return current(state, card_id)

    # ----- validation ----------------------------------------------------------------------------
    def validate(self, scenario: Scenario) -> list[str]:
        problems = version_problems("game004", scenario.version)
        if len(scenario.players) != 2:
            problems.append("players: the game is for exactly 2 players (101.1)")
        if scenario.phase not in _PHASE_IDS:
            problems.append(f"phase: {scenario.phase!r} is not one of {_PHASE_IDS}")
        elif scenario.step is not None and (scenario.phase != "main" or scenario.step not in ATTACK_STEPS[1:]):
            problems.append(f"step: {scenario.step!r}: only the main phase has steps {list(ATTACK_STEPS[1:])}")
        if scenario.step is not None and scenario.combat.get("attacker") not in scenario.card_ids():
            problems.append("combat.attacker: starting mid-attack needs the attacker's card id")
        if scenario.stack:
            problems.append("stack: game004 has no stack; a played card or ability resolves at once (904.3)")
        ids = scenario.card_ids()
        for p in scenario.players:
            for zone, cards in p.zones.items():
                if zone not in ZONE_IDS or zone in ("temporary", "scout"):
                    problems.append(f"players[{p.id}].zones.{zone}: unknown or shared zone; game004 player zones are "
                                    f"{sorted(set(ZONE_IDS) - {'temporary', 'scout'})}")
                for i, c in enumerate(cards):
                    where = f"players[{p.id}].zones.{zone}[{i}]"
                    attrs, bad = attribute_problems(Game004Attributes, c.attributes, where)
                    problems += bad
                    if attrs is None:
                        continue
                    if zone in AREAS and attrs.type not in ("character", "engage"):
                        problems.append(f"{where}: only characters are placed in an area (503.1)")
                    if attrs.type == "character" and attrs.power is None:
                        problems.append(f"{where}.attributes.power: a character needs its power (306.1)")
                    problems += state_problems(c.state, CARD_STATE, where, "card")
                    for key in ("exp_of", "connected_to"):
                        ref = c.state.get(key)
                        if ref is not None and ref not in ids:
                            problems.append(f"{where}.state.{key}: no card {ref!r}")
            problems += state_problems(p.state, PLAYER_STATE, f"players[{p.id}]", "player")
        problems += setting_problems(scenario.settings, SETTINGS)
        for i, a in enumerate(scenario.actions):
            problems += action_problems(i, a, ACTION_TYPES, ids)
        problems += answer_problems(scenario.answers, "next_trigger#1")
        return problems

    # ----- setup ---------------------------------------------------------------------------------
    def setup(self, scenario: Scenario) -> GameState:
        state = self.new_state(scenario, shared=("temporary", "scout"))
        for p in scenario.players:
            for zone, cards in p.zones.items():
                for c in cards:
                    attrs = Game004Attributes.model_validate(c.attributes).model_dump()
                    self.place(state, c, p.id, zone, attrs, {k: v for k, v in c.state.items() if v is not None})
        first = scenario.first_player
        if first is None and scenario.phase != "setup":
            first = scenario.turn_player if scenario.turn % 2 == 1 else state.opponent(scenario.turn_player)
        if first is not None:
            state.data["first_player"] = first
        if scenario.combat.get("attacker"):
            state.data["battle"] = {"attacker": scenario.combat["attacker"],
                                    "area": state.cards[scenario.combat["attacker"]].zone.split(".", 1)[1]}
        state.agenda = list(reversed(self._start(scenario)))
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
