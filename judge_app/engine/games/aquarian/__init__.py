"""The aquarian rules module: the アクエリアンエイジ rulebook's turn, response chain and battles as kernel tasks."""

from __future__ import annotations

from typing import Any

# Importing the task modules registers their handlers.
from judge_app.engine.games.aquarian import actions, chain, combat, flow, primitives  # noqa: F401
from judge_app.engine.games.aquarian.cards import AquarianAttributes, current
from judge_app.engine.games.aquarian.layout import (
    ATTRIBUTES,
    CARD_STATE,
    PARTIES,
    PHASES,
    PLAYER_STATE,
    SET_ZONES,
    SETTINGS,
    ZONES,
)
from judge_app.engine.games.aquarian.tasks import REGISTRY
from judge_app.engine.kernel.citations import RULEBOOK_ID_RE
from judge_app.engine.kernel.module import (
    ModuleBase,
    answer_problems,
    attribute_problems,
    setting_problems,
    state_problems,
    version_problems,
    zone_problems,
)
from judge_app.engine.kernel.scenario import Scenario
from judge_app.engine.kernel.state import GameState, Task

_ZONE_IDS = {z.id for z in ZONES}
_PHASE_IDS = [p[0] for p in PHASES]
ACTION_TYPES = ("pass", "attack", "guard", "synchro", "set_character", "set_break", "set_permanent", "project",
                "fast", "effect", "power", "charge", "discard", "discard_own", "end_phase")


class AquarianModule(ModuleBase):
    key = "aquarian"
    name_ja = "アクエリアンエイジ"
    name_en = "Aquarian Age"
    citation_pattern = RULEBOOK_ID_RE
    ZONES, ATTRIBUTES, SETTINGS, PHASES, REGISTRY = ZONES, ATTRIBUTES, SETTINGS, PHASES, REGISTRY

    def current(self, state: GameState, card_id: str) -> dict[str, Any]:
        return current(state, card_id)

    # ----- validation ----------------------------------------------------------------------------
    def validate(self, scenario: Scenario) -> list[str]:
        problems = version_problems("aquarian", scenario.version, "rulebook")
        if len(scenario.players) < 2:
            problems.append("players: the game needs 2 or more players (c03:ゲームの準備>対戦相手)")
        if scenario.phase not in _PHASE_IDS:
            problems.append(f"phase: {scenario.phase!r} is not one of {_PHASE_IDS}")
        if scenario.stack:
            problems.append("stack: start aquarian positions before the declaration and script it as an action")
        ids = scenario.card_ids()
        abilities: dict[str, int] = {}
        for p in scenario.players:
            for zone, cards in p.zones.items():
                problems += zone_problems(p.id, zone, _ZONE_IDS, "aquarian", shared={"chain"})
                for i, c in enumerate(cards):
                    where = f"players[{p.id}].zones.{zone}[{i}]"
                    abilities[c.id] = len(c.abilities)
                    attrs, bad = attribute_problems(AquarianAttributes, c.attributes, where)
                    problems += bad
                    if attrs is None:
                        continue
                    problems += state_problems(c.state, CARD_STATE, where, "card")
                    on = c.state.get("on")
                    if zone in SET_ZONES and on is None:
                        problems.append(f"{where}.state.on: a card in {zone} must name the character it is set on")
                    if on is not None and not isinstance(on, str):
                        problems.append(f"{where}.state.on: must be a card id, not {type(on).__name__}")
                    elif on is not None and on not in ids:
                        problems.append(f"{where}.state.on: no card {on!r}")
                    if (zone.startswith("party_") or zone == "dominion") and attrs.type != "character" and not (
                            attrs.type == "break" and zone == "dominion"):
                        problems.append(f"{where}: only characters stand in {zone}")
                    if zone.startswith("party_"):
                        want = attrs.factions[0] if attrs.factions else "none"
                        if zone != f"party_{want}":
                            problems.append(f"{where}: a character of faction {want} belongs in party_{want}")
            for key, value in p.state.items():
                if key not in PLAYER_STATE:
                    problems.append(f"players[{p.id}].state.{key}: unknown player state; known: {sorted(PLAYER_STATE)}")
                elif key == "party_order" and (not isinstance(value, list) or sorted(value) != sorted(PARTIES)):
                    problems.append(f"players[{p.id}].state.party_order: must order all of {list(PARTIES)}")
        problems += setting_problems(scenario.settings, SETTINGS)
        players = {p.id for p in scenario.players}
        for i, a in enumerate(scenario.actions):
            if a.type not in ACTION_TYPES:
                problems.append(f"actions[{i}].type: {a.type!r} is not one of {list(ACTION_TYPES)}")
            for ref in [a.card, *a.cards, *(a.payment or [])]:
                if ref is not None and ref not in ids:
                    problems.append(f"actions[{i}]: no card {ref!r}")
            for ref in a.targets:
                if ref not in ids and ref not in players:
                    problems.append(f"actions[{i}].targets: no card or player {ref!r}")
            if a.type == "effect" and a.card in abilities and (a.ability is None
                                                               or not 0 <= a.ability < abilities[a.card]):
                problems.append(f"actions[{i}].ability: {a.card} has no ability {a.ability}")
        problems += answer_problems(scenario.answers, "bind#1")
        return problems

    # ----- setup ---------------------------------------------------------------------------------
    def setup(self, scenario: Scenario) -> GameState:
        state = self.new_state(scenario, shared=("chain",))
        for p in scenario.players:
            for zone, cards in p.zones.items():
                for c in cards:
                    attrs = AquarianAttributes.model_validate(c.attributes).model_dump()
                    flags = {k: v for k, v in c.state.items() if v is not None}
                    self.place(state, c, p.id, zone, attrs, flags, worn=False)
        state.agenda = [Task("begin_phase", {"phase": scenario.phase})]
        return state


MODULE = AquarianModule()
