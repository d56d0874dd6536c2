"""Turn structure (500-505), the action right (103.6), the PA (406) and rule processing (103.6.1.3)."""

from __future__ import annotations

from dataclasses import replace
from typing import Any

from judge_app.engine.games.pso2.actions import perform
from judge_app.engine.games.pso2.battle import leave_check
from judge_app.engine.games.pso2.cards import characters, ctype, field_cards, hp, label
from judge_app.engine.games.pso2.common import give_ar, pa_label, stop, window
from judge_app.engine.games.pso2.cost import check, pay
from judge_app.engine.games.pso2.effects import (
    ability_text,
    at_declaration,
    destroy,
    draw,
    emit,
    pick,
    row_check,
    row_due,
)
from judge_app.engine.games.pso2.layout import PHASE_EN, PHASE_JA, keyword_words, moment_words
from judge_app.engine.games.pso2.messages import say
from judge_app.engine.games.pso2.tasks import (
    by_setting,
    card_list,
    joined,
    note,
    option,
    pname,
    rec,
    task,
    version_note,
)
from judge_app.engine.games.pso2.versions import cite, is_18, sw
from judge_app.engine.kernel.citations import rule
from judge_app.engine.kernel.game import Context, Record
from judge_app.engine.kernel.state import ContinuousEffect, GameState, StackObject, Task
from judge_app.engine.kernel.tasks import (
    act_or_pass,
    begin_turn,
    hand_discards,
    hand_excess,
    scripted,
    starts_phase,
    stop_reached,
    trigger_order,
)

KEYWORD_RULES = {
    "on_enter": lambda ctx: cite(ctx, "302.2", "300.2.1#2"),
    "on_ko": lambda ctx: cite(ctx, "302.3", "302.3.1", "300.2.1#2"),
    "drop": lambda ctx: cite(ctx, "302.4"),
    "combo": lambda ctx: cite(ctx, "302.5", "302.5.1"),
}
AR_ACTIONS = ("play", "activate", "attack", "end_phase", "pass", "concede", "mag_evolve", "use_weapon")


# ----- phases (500-505) ------------------------------------------------------------------------------
@task("begin_phase")
@starts_phase(PHASE_JA, PHASE_EN, end=stop, rules={phase: rule("500.3") for phase in PHASE_JA})
def begin_phase(ctx: Context, phase: str, tp: str, pja: str, pen: str) -> Record | None:
    state = ctx.state
    if phase == "start":
        return _start_phase(ctx, tp, pja, pen)
    if phase == "draw":
        ctx.then("rule_phase_end", next="pp")
        first = ctx.scenario.first_player or state.order[0]
        if state.turn == 1 and tp == first:
            return rec(ctx, *say("draw_phase_first_player_turn", player=(pja, pen)), cite(ctx, "502.1.1"))
        drawn = draw(ctx, tp, 1)
        return rec(ctx, *say("draw_phase_draws_card_from", player=(pja, pen), len_drawn=len(drawn)),
                   cite(ctx, "502.1.1", "102.4.1"))
    if phase == "pp":
        return _pp_phase(ctx, tp, pja, pen)
    if phase == "main":
        window(ctx, Task("begin_phase", {"phase": "end"}))
        give_ar(ctx)
        return rec(ctx, *say("main_phase_begins_gets_action", player=(pja, pen)),
                   cite(ctx, "504.1", "103.6.1.1"))
    if phase == "end":
        ctx.then("turn_end_step")
        return None
    raise ValueError(f"unknown phase {phase}")


def _start_phase(ctx: Context, tp: str, pja: str, pen: str) -> Record:
    state = ctx.state
    pp = [c for c in state.in_zone(tp, "pp") if state.cards[c].dull]
    for cid in pp:
        state.set_card(cid, "dull", False)
    kinds = ("player", "character", "item", "active", "mag") if sw(ctx).untap_actives_and_mag else \
        ("player", "character", "item")
    woke, stayed = [], []
    for card in field_cards(state, tp):
        if not card.dull:
            continue
        if ctype(card) in kinds:
            state.set_card(card.id, "dull", False)
            woke.append(card.id)
        else:
            stayed.append(card.id)
    emit(ctx, "turn_start", None, phase="start")
    ctx.then("rule_phase_end", next="draw")
    notes = []
    stay = ("", "")
    if stayed:
        stay = say("stay_off_this_version", cards=card_list(state, stayed))
        notes.append(version_note(ctx, "501.1.2 turns ON only the player, characters and items"))
    elif not sw(ctx).untap_actives_and_mag:
        notes.append(version_note(ctx, "501.1.2 turns ON only the player, characters and items"))
    return rec(ctx, *say("start_phase_turns_on", player=(pja, pen), n=len(pp), cards=card_list(state, woke),
                         stay=stay), cite(ctx, "501.1.1", "501.1.2", "501.1.3", "501.1.4"), notes=notes)


def _pp_phase(ctx: Context, tp: str, pja: str, pen: str) -> Record:
    state = ctx.state
    ctx.then("rule_phase_end", next="main")
    act = scripted(ctx, tp, "pp")
    if act is None:
        return rec(ctx, *say("pp_phase_puts_no_card", player=(pja, pen)),
                   cite(ctx, "503.1.1"))
    i = ctx.consume_action()
    cid = act.card or ""
    if cid not in state.in_zone(tp, "hand"):
        return rec(ctx, *say("illegal_not_hand", cid=cid, player=(pja, pen)),
                   cite(ctx, "503.1.1"), illegal=True, action=i)
    state.move(cid, f"{tp}.pp")
    state.set_card(cid, "face_up", True)
    card_label = label(state.cards[cid])
    want = act.options.get("draw")
    if want is None:
        want = ctx.ask("pp_draw", tp, *say("you_put_card_into_pp", player=(pja, pen)),
                       [option("yes", say("opt_draw")), option("no", say("opt_no_draw"))],
                       rules=cite(ctx, "503.1.2")) == ["yes"]
    drawn = draw(ctx, tp, 1) if want else []
    tail = say("pp_tail_draws") if drawn else say("pp_tail_no_draw")
    return rec(ctx, *say("pp_phase_puts_from_hand", player=(pja, pen), card=card_label, tail=tail),
                    cite(ctx, "503.1.1", "503.1.2", "404.2"), action=i)


@task("rule_phase_end")
def rule_phase_end(ctx: Context, args: dict[str, Any]) -> Record | None:
    """Start, draw and PP phases are rule processing; a trigger put on the PA there gives the TP the AR (103.6.1.2)."""
    state = ctx.state
    found = pending_rules(ctx)
    if found:
        ctx.then("rule_phase_end", **args)
        return apply_rules(ctx, found)
    nxt = Task("begin_phase", {"phase": args["next"]})
    if state.pending:
        window(ctx, nxt)
        give_ar(ctx)
        return None
    ctx.push(nxt)
    return None


@task("turn_end_step", step="turn_end")
def turn_end_step(ctx: Context, args: dict[str, Any]) -> Record:
    state = ctx.state
    if stop_reached(ctx, "end", "turn_end"):
        return stop(ctx, *say("stop_point_turn_end_step"))
    emit(ctx, "turn_end", None, phase="end")
    window(ctx, Task("refresh_step"))
    give_ar(ctx)
    player_label = pname(state, state.turn_player)
    return rec(ctx, *say("end_phase_turn_end_step", player=player_label),
               cite(ctx, "505.1.1", "505.1.2", "103.6.1.1"))


@task("refresh_step", step="refresh")
def refresh_step(ctx: Context, args: dict[str, Any]) -> Record:
    state = ctx.state
    if stop_reached(ctx, "end", "refresh"):
        return stop(ctx, *say("stop_point_refresh_step"))
    healed = []
    for card in characters(state):
        if card.damage:
            state.set_card(card.id, "damage", 0)
            healed.append(card.id)
        for key in ("damage_front", "damage_back", "last_damage_by", "row_check", "combo_used"):
            state.set_flag(card.id, key, None)
    for card in field_cards(state):
        state.set_flag(card.id, "once", None)
    ctx.then("hand_limit")
    healed_label = card_list(state, healed)
    if _lapsing(state) or _thawing(state):
        # 505.2: the damage goes first, then the "this turn" effects end: a step of its own, so the order shows.
        ctx.then("durations_end")
        return rec(ctx, *say("refresh_step_damage_removed", healed=healed_label), cite(ctx, "505.2"))
    return rec(ctx, *say("refresh_step_all_damage_field", healed=healed_label, len_ended=0), cite(ctx, "505.2"))


def _lapsing(state: GameState) -> list[ContinuousEffect]:
    """The continuous effects the refresh step ends: "this turn", and "the next turn" made in an earlier turn."""
    return [e for e in state.effects if e.until == "end_of_turn" or (
        e.until == "end_of_next_turn" and int(e.data.get("turn", state.turn)) < state.turn)]


def _thawing(state: GameState) -> list[str]:
    """Frozen field cards whose freeze lasts until this turn's refresh step."""
    return [c.id for c in field_cards(state) if c.flags.get("frozen_until") is not None
            and int(c.flags["frozen_until"]) <= state.turn]


def _effect_words(state: GameState, eff: ContinuousEffect) -> tuple[str, str]:
    """A continuous effect as a judge names it: whose, which change."""
    cja, cen = card_list(state, [c for c in eff.cards if c in state.cards])
    if eff.kind == "attack":
        return say("ended_attack_change", cards=(cja, cen), amount=f"{int(eff.value):+}")
    if eff.kind == "hp":
        return say("ended_hp_change", cards=(cja, cen), amount=f"{int(eff.value):+}")
    if eff.kind == "keyword":
        kw, gain = eff.value
        name = keyword_words(kw)
        return say("ended_keyword_gain", cards=(cja, cen), keyword=name) if gain else \
            say("ended_keyword_loss", cards=(cja, cen), keyword=name)
    return say("ended_other_effect", cards=(cja, cen), kind=eff.kind)


@task("durations_end")
def durations_end(ctx: Context, args: dict[str, Any]) -> Record:
    """505.2, after the damage is removed: the effects that last "this turn" (and those of "the next turn" made in the
    turn before) end, freezes with them; a stat goes back to what it is without them."""
    state = ctx.state
    words = [_effect_words(state, e) for e in _lapsing(state)]
    for eff in _lapsing(state):
        state.remove_effect(eff.id)
    thawed = _thawing(state)
    for cid in thawed:
        state.set_flag(cid, "frozen", None)
        state.set_flag(cid, "frozen_until", None)
    if thawed:
        words.append(say("ended_freeze", cards=card_list(state, thawed)))
    rules = cite(ctx, "505.2", "103.4.2.2", *(("301.3",) if thawed else ()))
    return rec(ctx, *say("this_turn_effects_end", ended=_joined(words)), rules)


@task("new_card")
def new_card(ctx: Context, args: dict[str, Any]) -> Record:
    """400.6: a card that left the field and came back is a new card, so the continuous effects made for the card it
    was no longer reach it. Ver1.8 has no such rule (only 300.2.2's look-back for zone-change triggers): a setting."""
    state = ctx.state
    cid = args["card"]
    older = [e for e in state.effects if e.id in args["effects"]]
    ended = _joined([_effect_words(state, e) for e in older])
    keeps = False
    if is_18(ctx):
        by_setting(ctx, "new_card_18")
        keeps = ctx.setting("new_card_18") == "keeps"
    entered = int(state.cards[cid].flags.get("entered", 0))
    for eff in older:
        state.remove_effect(eff.id)
        if keeps:
            state.add_effect(replace(eff, data={**eff.data, "stamps": {**eff.data.get("stamps", {}), cid: entered}}))
        elif len(eff.cards) > 1:
            state.add_effect(replace(eff, cards=tuple(c for c in eff.cards if c != cid)))
    card_label = label(state.cards[cid])
    if keeps:
        return rec(ctx, *say("new_card_effects_kept", card=card_label, ended=ended), cite(ctx, "103.4.2.2"))
    return rec(ctx, *say("new_card_effects_end", card=card_label, ended=ended), cite(ctx, "400.6", "103.4.2.2"))


def _joined(words: list[tuple[str, str]]) -> tuple[str, str]:
    return joined([w[0] for w in words], [w[1] for w in words], "、")


@task("hand_limit")
def hand_limit(ctx: Context, args: dict[str, Any]) -> Record:
    state = ctx.state
    tp = state.turn_player
    hand, excess = hand_excess(state, tp, 7)
    ctx.then("next_turn")
    player_label = pname(state, tp)
    if excess <= 0:
        return rec(ctx, *say("has_cards_within_limit", player=player_label, len_hand=len(hand)),
                   cite(ctx, "402.3", "402.3.1"))
    picked, i, legal = hand_discards(ctx, tp, hand, excess, label, "hand_limit",
                                     say("over_hand_limit_choose_card", player=player_label, excess=excess),
                                     cite(ctx, "402.3.1"))
    if not legal:
        state.agenda.pop()
        ctx.then("hand_limit")
        return rec(ctx, *say("illegal_exactly_card_must_be", excess=excess), cite(ctx, "402.3.1"), illegal=True,
                   action=i)
    for cid in picked:
        state.move(cid, f"{tp}.discard")
        state.set_card(cid, "face_up", True)
    cards_label = card_list(state, picked)
    return rec(ctx, *say("discards_down_cards", player=player_label, text=cards_label),
               cite(ctx, "402.3.1", "505.2"), action=i)


@task("next_turn")
def next_turn(ctx: Context, args: dict[str, Any]) -> Record:
    state = ctx.state
    new = state.non_turn_player
    begin_turn(state, new)
    ctx.then("begin_phase", phase="start")
    player_label = pname(state, new)
    return rec(ctx, *say("turn_turn_player", state_turn=state.turn, player=player_label),
               cite(ctx, "500.1", "505.2"))


# ----- rule processing (103.6.1.3) ---------------------------------------------------------------------
def pending_rules(ctx: Context) -> dict[str, Any]:
    state = ctx.state
    found: dict[str, Any] = {}
    if state.result is not None:
        return found
    ko: dict[str, tuple[str, ...]] = {}
    rows: list[str] = []
    for card in characters(state):
        h = hp(state, card)
        if h <= 0:
            ko[card.id] = cite(ctx, "215.3.1", "215.3")
        elif card.damage >= h:
            ko[card.id] = cite(ctx, "213.2", "213.3")
        elif card.flags.get("row_check") and row_due(state, card.id):
            rows.append(card.id)
    if ko:
        found["ko"] = ko
    if rows:
        found["rows"] = rows
    empty = []
    for p in state.order:
        if not state.in_zone(p, "deck"):
            empty.append(p)
        elif ctx.setting("deck_zero_refilled") == "loss" and state.players[p].flags.get("deck_hit_zero"):
            empty.append(p)
            by_setting(ctx, "deck_zero_refilled")
    if empty:
        found["deck_out"] = empty
    for p in state.order:
        if state.players[p].flags.get("deck_hit_zero") and p not in empty:
            state.set_player(p, "deck_hit_zero", None)
            by_setting(ctx, "deck_zero_refilled")
    return found


def _add(ja: list[str], en: list[str], pair: tuple[str, str]) -> None:
    ja.append(pair[0])
    en.append(pair[1])


def apply_rules(ctx: Context, found: dict[str, Any]) -> Record:
    state = ctx.state
    ja: list[str] = []
    en: list[str] = []
    rules: list[str] = ["103.6.1.3"]
    for cid, why in found.get("ko", {}).items():
        card = label(state.cards[cid])
        if destroy(ctx, cid, state.cards[cid].flags.get("last_damage_by")):
            _add(ja, en, say("knocked_out", card=card))
        else:
            _add(ja, en, say("knock_out_replaced", card=card))
        rules += why
    for cid in found.get("rows", []):
        state.set_flag(cid, "row_check", None)
        got = row_check(ctx, cid)
        if got is not None:
            ja.append(got[0])
            en.append(got[1])
            rules += got[2]
            note(ctx, version_note(ctx, "213.3.1/213.3.2 are checked after the effect or rule processing"))
    losers = found.get("deck_out", [])
    if losers:
        if len(losers) == 2:
            loser = state.turn_player
            _add(ja, en, say("both_decks_out_no_draw") if sw(ctx).no_draw_sentence else say("both_decks_out"))
            rules += cite(ctx, "101.7", "101.4")
            if not sw(ctx).no_draw_sentence:
                note(ctx, version_note(ctx, "101.7 does not yet say that there is no draw"))
        else:
            loser = losers[0]
            _add(ja, en, say("deck_out_loses", player=pname(state, loser)))
            rules += cite(ctx, "101.3", "101.4", "101.5")
        state.set_player(loser, "lost", True)
        state.set_game("result", {"outcome": "win", "winner": state.opponent(loser), "loser": loser})
        state.agenda.clear()
    return rec(ctx, *say("rule_processing_step", done=joined(ja, en)), rules)


# ----- the action right (103.6) -----------------------------------------------------------------------
def wants_to_act(ctx: Context, player: str) -> bool:
    act = scripted(ctx, player, *AR_ACTIONS)
    return act is not None and (act.at is not None or not _waits_for_main(ctx, act))


def _waits_for_main(ctx: Context, act: Any) -> bool:
    """An action only one's own main phase with an empty PA allows waits for it (103.6.2.2); ``at`` overrides."""
    state = ctx.state
    if act.player == state.turn_player and state.phase == "main" and not state.stack:
        return False
    if act.type in ("attack", "end_phase", "mag_evolve"):
        return True
    card = state.cards.get(act.card or "")
    if card is None:
        return False
    if act.type == "play":
        return ctype(card) in ("character", "item") or bool(card.printed.get("main"))
    if act.type == "activate" and act.ability is not None and 0 <= act.ability < len(card.abilities):
        return bool(card.abilities[act.ability].params.get("main"))
    return False


@task("ar", while_undecided=True)
def ar(ctx: Context, args: dict[str, Any]) -> Record | None:
    state = ctx.state
    found = pending_rules(ctx)
    if found:
        after = state.turn_player if ctx.setting("ar_after_rule_processing") == "turn_player" else args["player"]
        if after != args["player"] or ctx.setting("ar_after_rule_processing") != "turn_player":
            by_setting(ctx, "ar_after_rule_processing")
        ctx.then("ar", player=after)
        return apply_rules(ctx, found)
    ended = leave_check(ctx)
    if ended is not None:
        return ended
    if state.pending:
        give_ar(ctx)
        return put_triggers(ctx)
    player = args["player"]
    state.set_game("priority", player)
    main_empty = state.phase == "main" and not state.stack
    if main_empty and not wants_to_act(ctx, player) and player == state.turn_player:
        if ctx.next_action() is None:
            return stop(ctx, *say("main_phase_empty_pa_turn_2"), cite(ctx, "103.6.1.1", "103.6.2.2"))
        return stop(ctx, *say("main_phase_empty_pa_turn"), cite(ctx, "103.6.1.1", "103.6.2.2"))
    return act_or_pass(ctx, player, wants_to_act, perform, _pass_if_allowed)


def _pass_if_allowed(ctx: Context, player: str, action: int | None) -> Record:
    """A pass, refused for the turn player in the main phase with the PA empty (103.6.1.5.1): the turn player
    then keeps the action right. (With nothing scripted there, the run has already stopped.)"""
    state = ctx.state
    if action is not None and state.phase == "main" and not state.stack and player == state.turn_player:
        ctx.then("ar", player=player)
        player_label = pname(state, player)
        return rec(ctx, *say("illegal_action_no_pass_main", player=player_label),
                   cite(ctx, "103.6.1.5.1"), illegal=True, action=action)
    return pass_ar(ctx, player, action)


def pass_ar(ctx: Context, player: str, action: int | None) -> Record:
    state = ctx.state
    other = state.opponent(player)
    passes = int(state.data.get("passes", 0)) + 1
    player_label = pname(state, player)
    if passes < 2:
        state.set_data("passes", passes)
        ctx.then("ar", player=other)
        opponent_label = pname(state, other)
        return rec(ctx, *say("passes_action_right_goes", player=player_label, opponent=opponent_label),
                   cite(ctx, "103.6.1.5", "103.6.1.6"), action=action)
    state.set_data("passes", 0)
    if state.stack:
        ctx.then("resolve_top")
        target_label = pa_label(ctx, state.stack[-1])
        return rec(ctx, *say("both_players_pass_succession_newest", target=target_label),
                   cite(ctx, "103.6.1.7", "406.4"), action=action)
    nxt = state.data.get("on_empty") or {"kind": "begin_phase", "args": {"phase": "end"}}
    ctx.push(Task(nxt["kind"], nxt["args"]))
    return rec(ctx, *say("both_players_pass_succession_empty", where=moment_words(state.phase, state.step)),
               cite(ctx, "103.6.1.8"),
               action=action)


# ----- triggers onto the PA (406.2.1) ----------------------------------------------------------------
def _trigger_cost(ctx: Context, player: str, source: str, ab: Any) -> tuple[str, str, bool] | None:
    """209.1.3.2: a triggered ability with a cost goes on the PA only if its cost is paid when it triggers."""
    state = ctx.state
    card = state.cards[source]
    cja, cen = label(card)
    pja, pen = pname(state, player)
    cost = ab.cost
    need = sum(int(v) for v in cost.pay.values())
    colours = [k for k in cost.pay if k != "any"]
    verdict = check(ctx, player, need, colours, None, ability=True)
    can = verdict.ok and not (cost.dull_self and card.dull)
    if not sw(ctx).quick_named:
        note(ctx, version_note(ctx, "no rule on triggered abilities with a cost (209.1.3.2 is 3.0); handled as 3.0"))
    if not can:
        return (*say("trigger_cost_unpayable", card=(cja, cen)), False)
    yes = ctx.ask("trigger_cost", player, *say("pay_cost_triggered_ability", player=(pja, pen), card=(cja, cen)),
                  [option("yes", say("opt_pay")), option("no", say("opt_no_pay"))],
                  rules=cite(ctx, "209.1.3.2", v18=("209.1.3",))) == ["yes"]
    if not yes:
        return (*say("trigger_cost_declined", player=(pja, pen), card=(cja, cen)), False)
    pay(ctx, player, verdict.pp)
    if cost.dull_self:
        state.set_card(source, "dull", True)
    return (*say("trigger_cost_paid", player=(pja, pen), card=(cja, cen)), True)



def put_triggers(ctx: Context) -> Record:
    state = ctx.state
    pending = list(state.pending)
    state.pending = []
    lines_ja, lines_en = [], []
    rules = list(cite(ctx, "406.2.1", "300.2", "301.6"))
    if state.phase in ("start", "draw", "pp") or state.step == "refresh":
        rules += cite(ctx, "103.6.1.2")  # these are rule processing only, unless a trigger goes on the PA
    for player in (state.turn_player, state.non_turn_player):
        player_label = pname(state, player)
        mine = trigger_order(ctx, player, pending, label,
                             lambda t: ability_text(state.cards[t["source"]].abilities[t["ability"]]),
                             say("order_put_your_triggered_abilities", player=player_label),
                             cite(ctx, "406.2.1"))
        for t in mine:
            card = state.cards[t["source"]]
            ab = card.abilities[t["ability"]]
            cja, cen = label(card)
            targets: dict[str, list[str]] = {}
            stamps: dict[str, int] = {}
            missing = False
            for idx, target in at_declaration(ab):
                got = pick(ctx, player, card.id, target, None, cite(ctx, "406.2.2.1", "406.2.3"))
                if got is None:
                    missing = True
                    break
                targets[str(idx)] = got
                stamps.update({c: int(state.cards[c].flags.get("entered", 0)) for c in got})
            if not missing and ab.cost is not None:
                paid = _trigger_cost(ctx, player, card.id, ab)
                if paid is not None:
                    lines_ja.append(paid[0])
                    lines_en.append(paid[1])
                    rules += cite(ctx, "209.1.3.2", "300.2.1", v18=("209.1.3",))
                    if not paid[2]:
                        continue
            if missing:
                _add(lines_ja, lines_en, say("trigger_no_target", card=(cja, cen)))
                rules += cite(ctx, "406.2.2.2")
                rules += KEYWORD_RULES.get(ab.keyword or "", lambda c: ())(ctx)
                continue
            state.push_stack(StackObject(state.next_id("s"), "ability", player, card.id, t["ability"],
                                         {"targets": targets, "stamps": stamps, "event": t["event"],
                                          "trigger": True}))
            _add(lines_ja, lines_en, say("trigger_put", card=(cja, cen), text=ability_text(ab)))
            rules += KEYWORD_RULES.get(ab.keyword or "", lambda c: ())(ctx)
    tp = state.turn_player
    tja, ten = pname(state, tp)
    return rec(ctx, *say("triggers_put_on_pa", lines=joined(lines_ja, lines_en, "、"), player=(tja, ten)),
               rules)
