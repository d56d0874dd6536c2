"""Turn structure (9), priority (11.1) and the stack (11.9.7, 11.12)."""

from __future__ import annotations

from typing import Any

from judge_app.engine.games.fftcg.actions import perform
from judge_app.engine.games.fftcg.cards import ability_at, condition_holds, field_cards
from judge_app.engine.games.fftcg.choices import choose_distribution, choose_modes, choose_x, effects_of, uses_x
from judge_app.engine.games.fftcg.delayed import expire, state_triggers
from judge_app.engine.games.fftcg.effects import ability_text, choose_effects, draw, effect_tasks, emit, pick_targets
from judge_app.engine.games.fftcg.keywords import RESOLVED_BY_RULES
from judge_app.engine.games.fftcg.layout import PHASE_EN, PHASE_JA
from judge_app.engine.games.fftcg.messages import say
from judge_app.engine.games.fftcg.primitives import settle_control
from judge_app.engine.games.fftcg.processes import (
    apply_processes,
    board_fingerprint,
    pending_processes,
    unstoppable_loop,
)
from judge_app.engine.games.fftcg.tasks import card_list, count_cards, joined, label, pname, setting_note, task
from judge_app.engine.kernel.citations import rule, setting
from judge_app.engine.kernel.effects import Ability
from judge_app.engine.kernel.game import Context, Record
from judge_app.engine.kernel.questions import Option
from judge_app.engine.kernel.state import StackObject, Task
from judge_app.engine.kernel.tasks import (
    act_or_pass,
    begin_turn,
    hand_discards,
    hand_excess,
    scripted,
    starts_phase,
    stop,
    trigger_order,
)

PRIORITY_ACTIONS = ("play", "cast", "activate", "pass", "concede", "loop")


def set_window(ctx: Context, on_empty: Task, restricted: bool = False) -> None:
    ctx.state.data["on_empty"] = {"kind": on_empty.kind, "args": on_empty.args}
    ctx.state.data["restricted"] = restricted
    ctx.state.data["passes"] = 0


# ----- phases (9) ---------------------------------------------------------------------------------
@task("begin_phase")
@starts_phase(PHASE_JA, PHASE_EN, rules={
    "active": rule("9.1", "9.2.1.1"), "draw": rule("9.1", "9.3.1.1"), "main1": rule("9.1", "9.4.1.1"),
    "attack": rule("9.1", "9.5.1"), "main2": rule("9.1", "9.4.1.1"), "end": rule("9.1", "9.6.1.1")})
def begin_phase(ctx: Context, phase: str, tp: str, pja: str, pen: str) -> Record | None:
    state = ctx.state
    if phase == "active":
        ctx.then("begin_phase", phase="draw")
        return _untap(ctx, tp, pja, pen)
    if phase == "draw":
        ctx.then("begin_phase", phase="main1")
        first = state.data.get("first_player") or ctx.scenario.first_player or state.order[0]
        n = 1 if state.turn == 1 and tp == first else 2
        drawn, empty = draw(ctx, tp, n)
        rules = rule("9.3.1.1", "9.3.1.2") if n == 2 else rule("9.3.1.3", "8.2.1.5", "9.3.1.2")
        notes = ["drew from an empty deck: loses at the next rule-process check (12.4.2)"] if empty else []
        if empty:
            rules = (*rules, "12.4.2")
        # The step says the rules' number (9.3.1.1, 9.3.1.3), and how many a deck that ran out gave (12.4.2).
        if not empty:
            text = say("draw_phase_draws_card_special", player=(pja, pen), cards=count_cards(n))
        elif drawn:
            text = say("draw_phase_deck_ran_out", player=(pja, pen), cards=count_cards(n),
                       drawn=count_cards(len(drawn)))
        else:
            text = say("draw_phase_deck_empty", player=(pja, pen), cards=count_cards(n))
        return ctx.record(*text, rules, notes=notes)
    if phase in ("main1", "main2"):
        emit(ctx, "phase_start", None, phase="main")
        set_window(ctx, Task("begin_phase", {"phase": "attack" if phase == "main1" else "end"}))
        ctx.then("priority", player=tp)
        return ctx.record(*say("begins_start_phase_triggers_go", phase=(PHASE_JA[phase], PHASE_EN[phase])),
                          rule("9.4.1.1", "9.4.1.3", "9.4.1.4"))
    if phase == "attack":
        ctx.then("attack_prep")
        state.set_data("attacks", 0)
        return ctx.record(*say("attack_phase_begins"), rule("9.5.1", "10.1"))
    if phase == "end":
        emit(ctx, "phase_start", None, phase="end")
        emit(ctx, "turn_end", None)
        set_window(ctx, Task("hand_limit"), restricted=True)
        ctx.then("priority", player=tp)
        return ctx.record(*say("end_phase_begins", player=(pja, pen)), rule("9.6.1.1"))
    raise ValueError(f"unknown phase {phase}")


def _untap(ctx: Context, tp: str, pja: str, pen: str) -> Record:
    state = ctx.state
    woke, frozen = [], []
    for card in field_cards(state, tp):
        if not card.dull:
            continue
        if card.flags.get("frozen"):
            frozen.append(card.id)
            if ctx.setting("freeze_ends") == "after_next_active_phase":
                state.set_flag(card.id, "frozen", None)
            continue
        state.set_card(card.id, "dull", False)
        woke.append(card.id)
    rules = rule("9.2.1.1", "9.2.1.2")
    notes = []
    still = ("", "")
    if frozen:
        still = say("frozen_stay_dull", text=card_list(state, frozen))
        rules = (*rules, "15.2.16.2")
        notes.append(setting_note(ctx, "freeze_ends"))
    return ctx.record(*say("active_phase_untaps", player=(pja, pen), text=card_list(state, woke), frozen=still),
                      rules, notes=notes)


@task("hand_limit")
def hand_limit(ctx: Context, args: dict[str, Any]) -> Record:
    state = ctx.state
    tp = state.turn_player
    hand, excess = hand_excess(state, tp, 5)
    player_label = pname(state, tp)
    if not ctx.check(excess > 0, rule("9.6.1.2")):
        ctx.then("cleanup")
        return ctx.record(*say("has_cards_within_limit", player=player_label, len_hand=len(hand)), ())
    picked, i, legal = hand_discards(ctx, tp, hand, excess, label, "hand_limit",
                                     say("over_hand_limit_choose_card", player=player_label, excess=excess),
                                     rule("9.6.1.2"))
    if not legal:
        ctx.then("hand_limit")
        return ctx.record(*say("illegal_exactly_card_from_hand", excess=excess), rule("9.6.1.2"),
                          illegal=True, action=i)
    ctx.then("cleanup")
    for cid in picked:
        state.move(cid, f"{state.cards[cid].owner}.break")
        # The special action is still a discard (15.1.1.4.1): its triggers wait for 9.6.1.4.
        emit(ctx, "discarded", cid)
    cards_label = card_list(state, picked)
    return ctx.record(*say("discards_down_hand_limit_special", player=player_label, text=cards_label),
                      rule("9.6.1.2", "15.1.1.4.1"))


@task("cleanup")
def cleanup(ctx: Context, args: dict[str, Any]) -> Record:
    state = ctx.state
    healed = [c.id for c in field_cards(state) if c.damage]
    for cid in healed:
        state.set_card(cid, "damage", 0)
    ended = state.end_effects("end_of_turn")
    expire(state, "end_of_turn")
    back = []
    for e in ended:
        if e.kind == "control":
            for cid in e.cards:
                before = state.cards[cid].controller
                settle_control(ctx, cid)
                if state.cards[cid].controller != before:
                    back.append(cid)
    ctx.then("end_check")
    cards_label = card_list(state, healed)
    rules = rule("9.6.1.3", "9.6.1.3.1", "9.6.1.3.2")
    more_label = "", ""
    if back:
        blocker_label = card_list(state, back)
        more_label = say("control_changing_effect_ends_returns", blocker=blocker_label)
        rules = (*rules, "6.2.5")
    return ctx.record(*say("simultaneously_all_damage_field_removed", text=cards_label, len_ended=len(ended),
                           more=more_label), rules)


@task("end_check")
def end_check(ctx: Context, args: dict[str, Any]) -> Record:
    state = ctx.state
    # Whether anything is left to do is the check of 9.6.1.4, which also says why the turn may end.
    if ctx.check(pending_processes(ctx) or state.pending, rule("9.6.1.4")):
        set_window(ctx, Task("cleanup"), restricted=True)
        ctx.then("priority", player=state.turn_player)
        return ctx.record(*say("rule_processes_or_waiting_auto"), rule("9.6.1.4"))
    ctx.then("next_turn")
    return ctx.record(*say("no_rule_processes_or_auto"), rule("9.6.1.5"))


@task("next_turn")
def next_turn(ctx: Context, args: dict[str, Any]) -> Record:
    state = ctx.state
    new = state.non_turn_player
    begin_turn(state, new)
    # Last-known information and the event bookkeeping only matter within the turn they were made in.
    state.data.pop("lki", None)
    state.data.pop("fired", None)
    for card in field_cards(state):
        if card.flags.get("attacked"):
            state.set_flag(card.id, "attacked", None)
    ctx.then("begin_phase", phase="active")
    player_label = pname(state, new)
    return ctx.record(*say("turn_turn_player", state_turn=state.turn, player=player_label),
                      rule("9.6.1.5", "6.1.3"))


# ----- priority (11.1) ----------------------------------------------------------------------------
def wants_to_act(ctx: Context, player: str) -> bool:
    return scripted(ctx, player, *PRIORITY_ACTIONS) is not None


@task("priority", while_undecided=True)
def priority(ctx: Context, args: dict[str, Any]) -> Record | None:
    state = ctx.state
    found = pending_processes(ctx)
    if found:
        seen = state.data.get("rp_seen") or []
        here = board_fingerprint(state)
        if here in seen:
            return unstoppable_loop(ctx)
        state.set_data("rp_seen", [*seen, here])
        ctx.then("priority", **args)
        return apply_processes(ctx, found)
    if state.data.get("recent_damage"):
        # The check right after the damage broke nothing: a later break is credited to no source (12.4.5).
        state.data["recent_damage"] = {}
    watching = state_triggers(state)
    if watching:
        state.pending.extend(watching)
    if state.pending:
        ctx.then("priority", **args)
        return stack_triggers(ctx)
    player = args["player"]
    if state.data.get("rp_seen"):  # the checks ended: a new sequence starts the next time
        state.set_data("rp_seen", None)
    state.set_game("priority", player)
    if (ctx.scenario.stop_at is None and not state.stack and ctx.next_action() is None
            and state.data.get("passes", 0) == 0 and not state.data.get("fs_window")
            and state.step not in ("declare", "block", "damage")):
        return stop(ctx, *say("every_scripted_action_used_stack"), rule("11.1.1"))
    return act_or_pass(ctx, player, wants_to_act, perform, pass_priority)


def pass_priority(ctx: Context, player: str, action: int | None) -> Record:
    state = ctx.state
    other = state.opponent(player)
    passes = state.data.get("passes", 0) + 1
    player_label = pname(state, player)
    if passes < 2 and wants_to_act(ctx, other):
        state.data["passes"] = passes
        ctx.then("priority", player=other)
        opponent_label = pname(state, other)
        return ctx.record(*say("passes_gets_priority", player=player_label, opponent=opponent_label),
                          rule("11.1.6"), action=action)
    state.data["passes"] = 0
    if state.stack:
        ctx.then("resolve_top")
        top = state.stack[-1]
        target_label = _stack_label(ctx, top)
        return ctx.record(*say("both_players_pass_succession_top", target=target_label),
                          rule("11.1.7", "11.12.1"), action=action)
    nxt = state.data.get("on_empty") or {"kind": "begin_phase", "args": {"phase": "end"}}
    ctx.push(Task(nxt["kind"], nxt["args"]))
    extra = rule("9.4.1.2") if state.phase in ("main1", "main2") else ()
    if state.phase == "end":
        # The priority given after the cleanup (9.6.1.4) goes back to 9.6.1.3.1 when passed; the one given as the
        # phase begins (9.6.1.1) moves on to the hand limit (9.6.1.2).
        extra = rule("9.6.1.4") if nxt["kind"] == "cleanup" else rule("9.6.1.1")
    return ctx.record(*say("both_players_pass_succession_empty"),
                      ("11.1.7", *extra), action=action)


def _stack_label(ctx: Context, obj: StackObject) -> tuple[str, str]:
    card = ctx.state.cards[obj.source]
    card_label = label(card)
    if obj.kind == "summon":
        return say("summon", card=card_label)
    ab = object_ability(ctx.state, obj.source, obj.ability, obj.data)
    return say("ability", card=card_label, ability_text_ab=ability_text(ab, obj.data))


def object_ability(state: Any, source: str, index: int | None, data: dict[str, Any]) -> Any:
    """The ability a waiting trigger or stack object stands for: its own copy, or the card's by index."""
    if data.get("ability_json") is not None:
        return Ability.model_validate(data["ability_json"])
    return ability_at(state, state.cards[source], index or 0)


# ----- triggers onto the stack (11.9.7) -----------------------------------------------------------
def _refers_to_event(data: Any) -> bool:
    """Whether an ability's text names the card its event happened to (``event_card``), at any depth."""
    if isinstance(data, dict):
        return data.get("who") == "event_card" or any(_refers_to_event(v) for v in data.values())
    if isinstance(data, list):
        return any(_refers_to_event(v) for v in data)
    return False


def _identical_copies(state: Any, triggers: list[dict[str, Any]]) -> bool:
    """One ability that triggered several times (11.9.6) and whose copies differ in nothing: the same source and
    text, no reference to the happening that set each off, no card a delayed one watches. Their targets are chosen
    as each goes on the stack, after the order, so any order of them gives the same choices (11.9.7)."""
    keys = {(t["source"], t["ability"], repr(t.get("ability_json")), bool(t.get("delayed")), bool(t.get("state")),
             bool(t.get("lki")), repr(t.get("watch"))) for t in triggers}
    if len(keys) != 1:
        return False
    ab = object_ability(state, triggers[0]["source"], triggers[0]["ability"], triggers[0])
    return not _refers_to_event(ab.model_dump())


def stack_triggers(ctx: Context) -> Record:
    state = ctx.state
    pending = list(state.pending)
    lines: list[tuple[str, str]] = []
    notes = []
    seen = [(t["source"], t["ability"], bool(t.get("delayed"))) for t in pending]
    if len(set(seen)) < len(seen):
        notes.append("11.9.6")  # one ability triggered more than once: its event held several happenings
    for player in (state.turn_player, state.non_turn_player):
        player_label = pname(state, player)
        mine = [t for t in pending if t["controller"] == player]
        if len(mine) > 1 and _identical_copies(state, mine):
            # Every order of identical copies is the same order: 11.9.7's choice changes nothing, so none is asked.
            lines.append(say("identical_copies_any_order", player=player_label, n=len(mine),
                             card=label(state.cards[mine[0]["source"]])))
            notes.append("11.9.6")
        else:
            mine = trigger_order(ctx, player, pending, label,
                                 lambda t: ability_text(object_ability(state, t["source"], t["ability"], t), t),
                                 say("order_put_your_auto_abilities", player=player_label),
                                 rule("11.9.7"))
        for t in mine:
            card = state.cards[t["source"]]
            ab = object_ability(state, t["source"], t["ability"], t)
            card_label = label(card)
            modes = choose_modes(ctx, player, card.id, ab, None, "auto")
            split: dict[str, dict[str, int]] = {}
            if t.get("delayed"):
                targets: dict[str, list[str]] | None = {str(k): list(t.get("watch", []))
                                                        for k, _ in choose_effects(ab)}
            else:
                targets = pick_targets(ctx, player, card.id, ab, None, modes=modes, when=rule("11.9.4"))
            if targets is not None:
                split = choose_distribution(ctx, player, card.id, effects_of(ab, modes), targets,
                                            {"controller": player, "source": card.id, "targets": targets},
                                            None, "auto")
            if targets is None:
                lines.append(say("trigger_has_nothing_to_choose", card=card_label))
                notes.append("11.9.4")
                continue
            extra = {k: t[k] for k in ("ability_json", "delayed", "state", "text") if t.get(k) is not None}
            if modes:
                extra["modes"] = modes
            if split:
                extra["distribution"] = split
            if t.get("delayed"):
                notes.append("11.9.17")
            if t.get("state"):
                notes.append("11.9.18")
            if t.get("lki"):
                notes.append("11.6.6")
            if t.get("once"):
                notes.append("11.9.6")
            if t.get("left_together"):
                notes.extend(setting("6.4.2", "11.6.6"))
            obj = StackObject(state.next_id("s"), "ability", player, card.id, t["ability"],
                              {"targets": targets, "event": t["event"], "trigger": True, **extra})
            state.push_stack(obj)
            kind = say("trigger_kind_delayed") if t.get("delayed") else say("trigger_kind_state") if t.get("state") \
                else say("trigger_kind_last_known") if t.get("lki") \
                else say("trigger_kind_left_together") if t.get("left_together") else ("", "")
            lines.append(say("trigger_goes_on_stack", card=card_label, text=ability_text(ab, t), kind=kind))
    state.pending = []
    rules = rule("11.1.4", "11.9.7")
    if notes:
        rules = (*rules, *dict.fromkeys(notes))
    return ctx.record(*say("triggers_go_on_stack", lines=joined(lines)), rules)


# ----- resolution (11.12) ---------------------------------------------------------------------------
@task("resolve_top")
def resolve_top(ctx: Context, args: dict[str, Any]) -> Record:
    state = ctx.state
    obj = state.pop_stack()
    card = state.cards[obj.source]
    ab_index = obj.ability if obj.ability is not None else _summon_ability(card)
    target_label = _stack_label(ctx, obj)
    ctx.then("after_resolve", kind=obj.kind, card=obj.source)
    frame = {"controller": obj.controller, "source": obj.source, "ability": ab_index,
             "targets": obj.data.get("targets") or {}, "event": obj.data.get("event"), "kind": obj.kind,
             "self_any_zone": obj.kind == "summon"}
    for key in ("modes", "x", "distribution", "ability_json"):
        if obj.data.get(key) is not None:
            frame[key] = obj.data[key]
    if ab_index is None and obj.data.get("ability_json") is None:
        return ctx.record(*say("resolves_no_effect_given", target=target_label),
                          rule("11.12.1"))
    ab = object_ability(state, obj.source, ab_index, obj.data)
    if obj.kind == "ability" and ab.keyword in RESOLVED_BY_RULES:
        frame["junction"] = obj.data.get("junction")
        if obj.data.get("junctioned"):
            frame["junctioned"] = True
        ctx.then("keyword_resolve", keyword=ab.keyword, frame=frame)
        return ctx.record(*say("resolves", target=target_label), rule("11.12.1", "11.12.4"))
    watches_state = ab.trigger is not None and ab.trigger.event == "state"
    if obj.kind == "ability" and ab.condition is not None and not watches_state and not ctx.check(
            condition_holds(state, ab, obj.controller, obj.source), rule("11.9.13", "11.12.2")):
        return ctx.record(*say("condition_no_longer_holds_so", target=target_label), rule("11.9.13", "11.12.2"))
    if ab.optional:
        player_label = pname(state, obj.controller)
        yes = ctx.ask("optional", obj.controller, *say("carry_out", player=player_label, target=target_label),
                      [Option(id="yes", label_ja="実行する", label_en="yes"),
                       Option(id="no", label_ja="実行しない", label_en="no")], rules=rule("11.9.14"))
        if yes == ["no"]:
            return ctx.record(*say("chooses_not_carry_out", player=player_label, target=target_label),
                              rule("11.9.14", "11.12.1"))
    extra = rule("6.4.2", "11.6.5") if obj.kind == "ability" else ()
    x_label = "", ""
    if "x" not in frame and uses_x(ab, frame.get("modes")):
        frame["x"] = choose_x(ctx, obj.controller, obj.source, ab, None, "auto" if obj.data.get("trigger") else
                              ("summon" if obj.kind == "summon" else "action"))
        x_label = say("controller_fixes_x", frame_x=frame['x'])
        extra = (*extra, "4.5", "11.12.9")
    effect_tasks(ctx, frame, ab)
    return ctx.record(*say("resolves_instructions_are_followed_order", target=target_label, x=x_label),
                      ("11.12.1", "11.12.4", *extra))


def _summon_ability(card: Any) -> int | None:
    for i, ab in enumerate(card.abilities):
        if ab.kind == "summon":
            return i
    return None


@task("after_resolve")
def after_resolve(ctx: Context, args: dict[str, Any]) -> Record | None:
    state = ctx.state
    ctx.then("priority", player=state.turn_player)
    state.data["passes"] = 0
    if args["kind"] == "summon":
        cid = args["card"]
        if state.cards[cid].zone == "stack":
            state.move(cid, f"{state.cards[cid].owner}.break")
            card_label = label(state.cards[cid])
            return ctx.record(*say("resolved_summon_goes_owner_break", card=card_label), rule("11.12.10", "11.1.5"))
    return None
