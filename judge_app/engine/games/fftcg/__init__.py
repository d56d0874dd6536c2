"""The fftcg rules module: the SE TCG-system comprehensive rules as tasks the kernel steps through."""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any, ClassVar

# Importing the task modules registers their handlers.
from judge_app.engine.games.fftcg import actions, combat, flow, in_force, keywords, layout, processes, start  # noqa: F401
from judge_app.engine.games.fftcg.cards import FftcgAttributes, current
from judge_app.engine.games.fftcg.effects import AUTO_KEYWORDS, REPLACEABLE
from judge_app.engine.games.fftcg.layout import ATTACK_STEPS
from judge_app.engine.games.fftcg.primitives import PRIMITIVES
from judge_app.engine.games.fftcg.tasks import REGISTRY
from judge_app.engine.games.fftcg.words import WORDS
from judge_app.engine.kernel.effects import Ability
from judge_app.engine.kernel.game import Context, Record
from judge_app.engine.kernel.module import GameModule
from judge_app.engine.kernel.option_shapes import (
    ActionOptions,
    card,
    card_amounts,
    flag,
    indices,
    integer,
    player_counts,
    word,
)
from judge_app.engine.kernel.scenario import CardSpec, Scenario, StackItemSpec
from judge_app.engine.kernel.state import GameState, Task

# What a summon's or an ability's declaration reads while it is played (11.2.3-11.2.6 and their counterparts): the
# modes, X (a negative one is refused by the rules check, 4.1), and how a total is divided among the chosen cards.
_DECLARED = {"modes": indices("mode indices (0 = the first mode)"),
             "x": integer("the value of X"),
             "distribution": card_amounts("how the total is divided among the chosen cards")}

_NEXT = {"prep": "attack_declare", "declare": "block_step", "block": "damage_step", "damage": "attack_end"}
_START = {"prep": "attack_prep", "declare": "attack_declare", "block": "block_step", "damage": "damage_step"}


def _targets_by_effect(ab: Ability | None, targets: list[str]) -> dict[str, list[str]]:
    if ab is None:
        return {}
    out: dict[str, list[str]] = {}
    pool = list(targets)
    for i, e in enumerate(ab.effects):
        t = getattr(e, "target", None)
        if t is not None and t.who == "choose":
            out[str(i)], pool = pool[: t.count], pool[t.count:]
    return out


class FftcgModule(GameModule):
    key = "fftcg"
    name_ja = "スクウェア・エニックス TCG システム"
    name_en = "Square Enix TCG system"
    ZONES, ATTRIBUTES, SETTINGS, PHASES = layout.ZONES, layout.ATTRIBUTES, layout.SETTINGS, layout.PHASES
    REGISTRY = REGISTRY
    SHARED_IN_FILE = True
    STEPS: ClassVar[Mapping[str, Sequence[str]]] = {
        "attack": (*ATTACK_STEPS, "priority"), "main1": ("priority",), "main2": ("priority",),
        "end": ("priority", "hand_limit", "cleanup"), "active": (), "draw": (), "start": ()}
    CARD_MODEL = FftcgAttributes
    CARD_STATE, PLAYER_STATE = layout.CARD_STATE, layout.PLAYER_STATE
    CARD_REFS = ("equipped_to",)
    PLAYERS_RULE = "players: the rules are written for exactly 2 players (1.1)"
    ACTIONS = ("play", "cast", "activate", "pass", "attack", "no_attack", "block", "discard", "concede", "loop")
    ABILITY_ACTIONS = ("activate",)
    ACTION_NAMES, STEP_NAMES = layout.ACTION_WORDS, layout.STEP_WORDS
    #: Every option an action word reads; a word listed with none takes none.
    ACTION_OPTIONS: ClassVar[ActionOptions] = {
        "play": {"equip": card("the character an item is equipped to, when no target names it"),
                 "overdrive": flag("play it with Overdrive (15.2.9)"),
                 "assist": flag("use Assist (15.2.6); without it the player is asked")},
        "cast": {**_DECLARED, "war_god": card("the character put into the break zone for War God (15.2.7)")},
        "activate": {**_DECLARED,
                     "same_name": card("the hand card of the same name a special ability discards (11.8.1)"),
                     "summon": card("the summon in the hand Junction removes (15.2.15)")},
        "block": {"distribution": card_amounts("how the blocker's damage is divided among a party (10.1.4.2.1)")},
        "loop": {"stoppable_by": word("none", "both", or_player=True, about="who can stop the loop (13)"),
                 "counts": player_counts("how many times each player declares the loop is repeated (13.2, 13.3)")},
        "pass": {}, "attack": {}, "no_attack": {}, "discard": {}, "concede": {}}
    STACK_KINDS = ("summon", "ability")
    TRIGGERS = ("attacks", "blocks", "broke_forward", "broken", "deals_damage_to_forward", "deals_damage_to_player",
                "discarded", "enters_field", "is_blocked", "leaves_field", "phase_start", "player_damaged",
                "put_into_break_zone", "state", "summoned", "takes_damage", "turn_end")
    KEYWORDS = ("brave", "haste", "first_strike", *AUTO_KEYWORDS)
    # The four kinds of ability (11.6.2), a summon's text (11.2) and EX Burst (11.11).
    ABILITY_KINDS = ("auto", "action", "special", "field", "summon", "ex_burst")
    ABILITY_KEYWORDS = (*AUTO_KEYWORDS, "war_god", "awakening", "blue_magic", "unequip", "job_change", "inspiration",
                        "junction")
    EFFECTS = PRIMITIVES
    NOT_MODELLED = ("cost",)
    WORDS = WORDS
    # A job is what a trait effect changes (Job Change) and what a filter names: one word in both roles.
    WORDS_IN_BOTH_ROLES = ("job",)
    ANSWER_EXAMPLE = "block#1"
    REPLACEABLE_EVENTS = REPLACEABLE
    IN_FORCE = True

    def current(self, state: GameState, card_id: str) -> dict[str, Any]:
        return current(state, card_id)

    def run(self, ctx: Context, task: Task) -> Record | None:
        # Everything one task does is one event for "one or more" triggers (11.9.6).
        ctx.state.counters["event_group"] = ctx.state.counters.get("event_group", 0) + 1
        return super().run(ctx, task)

    # ----- validation: what the declaration cannot say -------------------------------------------
    def position_problems(self, scenario: Scenario) -> list[str]:
        problems = []
        if scenario.phase == "start" and scenario.turn != 1:
            problems.append("turn: a scenario that starts with the start of the game (8.2.1) must be turn 1")
        return problems + super().position_problems(scenario)

    def card_problems(self, scenario: Scenario, where: str, zone: str, card: CardSpec, attrs: Any) -> list[str]:
        """A replacement in card text must be one fftcg can apply: a field ability's, for an event it knows,
        watching its own card, its item's character or every card its filter matches (11.13.5)."""
        problems = []
        for i, ab in enumerate(card.abilities):
            for j, mod in enumerate(ab.static):
                if not mod.instead_of:
                    continue
                at = f"{where}.abilities[{i}].static[{j}]"
                if ab.kind != "field":
                    problems.append(f"{at}.instead_of: only a field ability declares a replacement in fftcg "
                                    f"(this one is {ab.kind!r})")
                if mod.target.who not in ("self", "equipped", "all"):
                    problems.append(f"{at}.target.who: a field replacement watches self, equipped or all, not "
                                    f"{mod.target.who!r}")
        return problems

    def in_force_problems(self, scenario: Scenario) -> list[str]:
        """Beyond the names: only a continuous effect, on cards on the field, with its number fixed (11.13.4)."""
        return super().in_force_problems(scenario) + in_force.problems(scenario)

    def apply_in_force(self, state: GameState, scenario: Scenario) -> None:
        in_force.apply(state, scenario)

    def combat_problems(self, scenario: Scenario) -> list[str]:
        ids = scenario.card_ids()
        problems = [f"combat.attackers: no card {c!r}" for c in scenario.combat.get("attackers", []) if c not in ids]
        if scenario.combat.get("blocker") not in (None, *ids):
            problems.append(f"combat.blocker: no card {scenario.combat['blocker']!r}")
        return problems

    def card_flags(self, state: GameState, scenario: Scenario, zone: str, spec: CardSpec,
                   attrs: dict[str, Any]) -> dict[str, Any]:
        """The turn a card arrived (``since``) and the flags the file sets true."""
        st = spec.state
        flags: dict[str, Any] = {"since": scenario.turn if st.get("entered_this_turn") else 0}
        flags.update({k: st[k] for k in ("attacked", "frozen", "equipped_to", "junction", "overdrive") if st.get(k)})
        return flags

    def stack_item(self, state: GameState, item: StackItemSpec) -> tuple[int | None, dict[str, Any]]:
        """A summon names no ability (its summon text is meant); targets are split by the effects that choose."""
        card = state.cards[item.card]
        ab_index = item.ability
        if item.kind == "summon" and ab_index is None:
            ab_index = next((k for k, a in enumerate(card.abilities) if a.kind == "summon"), None)
        ab = card.abilities[ab_index] if ab_index is not None else None
        return ab_index, {"targets": _targets_by_effect(ab, item.targets)}

    # ----- setup ---------------------------------------------------------------------------------
    def setup(self, scenario: Scenario) -> GameState:
        state = self.new_state(scenario)
        self.place_cards(state, scenario)
        self.place_stack(state, scenario)
        if scenario.combat:
            state.data["combat"] = {"attackers": list(scenario.combat.get("attackers", [])),
                                    "blocker": scenario.combat.get("blocker"),
                                    "blocked": bool(scenario.combat.get("blocker") or scenario.combat.get("blocked")),
                                    "party": len(scenario.combat.get("attackers", [])) > 1,
                                    **({"distribution": scenario.combat["distribution"]}
                                       if scenario.combat.get("distribution") else {})}
        state.agenda = list(reversed(self._start(scenario, state)))
        self.apply_in_force(state, scenario)
        return state

    def _start(self, scenario: Scenario, state: GameState) -> list[Task]:
        phase, step = scenario.phase, scenario.step
        if phase == "start":
            return [Task("game_start")]
        tp = scenario.turn_player
        holder = scenario.priority or tp
        mid = bool(scenario.stack) or scenario.priority is not None or step == "priority"

        def window(on_empty: Task, restricted: bool = False) -> None:
            state.data["on_empty"] = {"kind": on_empty.kind, "args": on_empty.args}
            state.data["restricted"] = restricted
            state.data["passes"] = 0

        if phase in ("main1", "main2"):
            if not mid:
                return [Task("begin_phase", {"phase": phase})]
            window(Task("begin_phase", {"phase": "attack" if phase == "main1" else "end"}))
            return [Task("priority", {"player": holder})]
        if phase == "attack":
            if step in (None, "priority"):
                return [Task("begin_phase", {"phase": "attack"})]
            if mid:
                window(Task(_NEXT[step]))
                return [Task("priority", {"player": holder})]
            return [Task(_START[step])]
        if phase == "end":
            if step == "cleanup":
                return [Task("cleanup")]
            if step == "hand_limit":
                return [Task("hand_limit")]
            if mid:
                window(Task("hand_limit"), restricted=True)
                return [Task("priority", {"player": holder})]
        return [Task("begin_phase", {"phase": phase})]


MODULE = FftcgModule()
