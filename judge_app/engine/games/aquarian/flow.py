"""The five phases of a turn (c05:ゲームの流れ>ターンとフェイズ) and the faction checks (chapter 7)."""

from __future__ import annotations

from typing import Any

from judge_app.engine.games.aquarian.actions import perform, set_power
from judge_app.engine.games.aquarian.cards import (
    characters,
    dominated,
    face,
    has_skill,
    is_active,
    is_character,
    label,
    labeller,
    party_of,
    power,
    skill_sum,
    stat,
)
from judge_app.engine.games.aquarian.core import (
    check_loss,
    declare,
    draw,
    lose,
    pay_power,
    to_discard,
    trim_characters,
)
from judge_app.engine.games.aquarian.layout import FACTION_EN, FACTION_JA, PARTY_ORDERS, PHASE_EN, PHASE_JA
from judge_app.engine.games.aquarian.messages import say
from judge_app.engine.games.aquarian.tasks import (
    card_list,
    counted,
    option_labels,
    pname,
    setting_note,
    task,
    turn_order,
)
from judge_app.engine.kernel.citations import rule
from judge_app.engine.kernel.game import Context, Record
from judge_app.engine.kernel.questions import Option
from judge_app.engine.kernel.state import GameState
from judge_app.engine.kernel.tasks import begin_turn, hand_discards, hand_excess, scripted, stop

MAIN_ACTIONS = ("attack", "set_character", "set_break", "set_permanent", "project", "fast", "effect",
                "discard_own", "end_phase")
NEXT_PHASE = {"draw": "faction", "faction": "main", "main": "power", "power": "discard", "discard": "end"}


#: The body section each phase follows (chapter 5).
PHASE_RULES = {"draw": "c05:ドローフェイズ", "faction": "c05:勢力フェイズ", "main": "c05:メインフェイズ",
               "power": "c05:パワーカードフェイズ", "discard": "c05:ディスカードフェイズ", "end": "c05:ターン終了"}


def stop_reached(ctx: Context, phase: str) -> bool:
    at = ctx.scenario.stop_at
    if at is None:
        return False
    s = ctx.state
    return (at.turn is None or at.turn == s.turn) and (at.phase is None or at.phase == phase)


def party_order(ctx: Context, player: str) -> list[str]:
    custom = ctx.state.players[player].flags.get("party_order")
    if custom:
        return list(custom)
    return list(PARTY_ORDERS[ctx.setting("party_order")])


@task("begin_phase")
def begin_phase(ctx: Context, args: dict[str, Any]) -> Record | None:
    state = ctx.state
    phase = args["phase"]
    state.set_game("phase", phase)
    state.set_game("step", None)
    if state.result is not None:
        return None
    if stop_reached(ctx, phase) and args.get("fresh", True) and state.data.get("started"):
        # The stop step shows the move into the phase, so it names the phase's procedure as its grounds.
        return stop(ctx, *say("stop_point_phase_start", phase=(PHASE_JA[phase], PHASE_EN[phase].lower())),
                    rule("c05:ターンの流れ", PHASE_RULES[phase]))
    state.data["started"] = True
    tp = state.turn_player
    pja, pen = pname(state, tp)
    if phase == "draw":
        return _draw_phase(ctx, tp, pja, pen)
    if phase == "faction":
        state.set_data("checked", [])
        ctx.then("faction_check", i=0)
        order = party_order(ctx, tp)
        return ctx.record(*say("faction_phase_begins_parties_are", player=(pja, pen)),
                          rule("c05:勢力フェイズ", "c07:勢力チェックをする順番", "rs:17-8"),
                          notes=[] if ctx.state.players[tp].flags.get("party_order") else
                          [setting_note(ctx, "party_order") + f": {' > '.join(order)}"])
    if phase == "main":
        idle = state.data.get("idle_mains", 0) + 1 if state.data.get("idle_index") == state.action_index else 0
        state.data["idle_index"] = state.action_index
        state.data["idle_mains"] = idle
        if idle > len(state.order) and ctx.scenario.stop_at is None:
            return stop(ctx, *say("next_scripted_action_found_no"))
        ctx.then("main")
        return ctx.record(*say("main_phase_begins_may_declare", player=(pja, pen)),
                          rule("c05:メインフェイズ", "c05:ターンの流れ>メインフェイズ"))
    if phase == "power":
        state.set_data("charge_left", skill_sum_player(ctx, tp, "charge"))
        ctx.then("power_step")
        return ctx.record(*say("power_card_phase_begins_may", player=(pja, pen)),
                          rule("c05:パワーカードフェイズ", "c05:ターンの流れ>パワーカードフェイズ",
                               "c08:いつレスポンスできる?>レスポンスできるフェイズ", "rs:6-3"))
    if phase == "discard":
        ctx.then("discard_phase")
        return None
    if phase == "end":
        ctx.then("turn_end")
        return None
    raise ValueError(f"unknown phase {phase}")


def skill_sum_player(ctx: Context, player: str, skill: str) -> int:
    return sum(skill_sum(ctx.state, c, skill) for c in characters(ctx.state, player, ("dominion",)))


def _draw_phase(ctx: Context, tp: str, pja: str, pen: str) -> Record:
    state = ctx.state
    # リムーブX is paid at the instant the draw phase starts, before the draw.
    for cid in characters(state, tp, ("dominion",)):
        x = skill_sum(state, cid, "remove")
        if x > 0 and not state.data.get(f"removed_checked:{cid}:{state.turn}"):
            state.data[f"removed_checked:{cid}:{state.turn}"] = True
            ctx.then("begin_phase", phase="draw", fresh=False)
            ctx.then("remove_skill", card=cid, x=x)
            return ctx.record(*say("instant_draw_phase_starts_remove",
                                   label_state_cards_cid=label(state, state.cards[cid]), x=x),
                              rule("c09:スキル>リムーブX"))
    ctx.then("begin_phase", phase="faction")
    first = ctx.scenario.first_player or state.order[0]
    if state.turn == 1 and tp == first:
        return ctx.record(*say("draw_phase_plays_first_does", player=(pja, pen)),
                          rule("c05:ドローフェイズ"))
    delta = skill_sum_player(ctx, tp, "draw")
    n = 1 + delta
    rules = rule("c05:ドローフェイズ", "c05:ターンの流れ>ドローフェイズ")
    if delta:
        rules = (*rules, "c05:ドローフェイズ>ドローする枚数が変わる場合", "c09:スキル>ドロー+X/ドロー-X")
    if n <= 0:
        return ctx.record(*say("draw_phase_draw_x_makes", n=n), (*rules, "qa:01"))
    drawn, empty = draw(ctx, tp, n)
    # The loss condition "must draw from an empty deck" is tested at every draw: cited whether it was met or not.
    if not ctx.check(not empty, rule("c03:ゲームの勝敗>敗北条件")):
        ja, en, lr = lose(ctx, [tp], "deck")
        return ctx.record(*say("draw_phase_must_draw_changed", player=(pja, pen), n=n, text=(ja, en)),
                          (*rules, *lr))
    return ctx.record(*say("draw_phase_draws_card_from", player=(pja, pen), cards=counted(len(drawn), "枚", "card")),
                      rules)


@task("remove_skill")
def remove_skill(ctx: Context, args: dict[str, Any]) -> Record:
    state = ctx.state
    cid, x = args["card"], int(args["x"])
    card = state.cards[cid]
    card_label = label(state, card)
    notes = [setting_note(ctx, "remove_payment")]
    pay = power(state, cid) >= x
    if pay and ctx.setting("remove_payment") == "may_decline":
        player_label = pname(state, card.controller)
        pay = ctx.ask("remove", card.controller, *say("pay_remove", player=player_label, card=card_label, x=x),
                      [Option(id="pay", **option_labels(say("option_pay"))),
                       Option(id="decline", **option_labels(say("option_decline")))],
                      rules=rule("c09:スキル>リムーブX")) == ["pay"]
    if pay:
        pay_power(ctx, cid, x)
        return ctx.record(*say("pays_power_card_stays_dominion", card=card_label, x=counted(x, "枚", "power card")),
                          rule("c09:スキル>リムーブX"),
                          notes=notes)
    # The party of the character's own faction, which its top break card decides (c05:ブレイクカードのセット>
    # ブレイクしたキャラクターの能力), not the base card's.
    zone = f"{card.controller}.{party_of(face(state, cid))}"
    state.move(cid, zone)
    rules = rule("c09:スキル>リムーブX")
    if face(state, cid).id != cid:
        rules = (*rules, "c05:ブレイクカードのセット>ブレイクしたキャラクターの能力")
    return ctx.record(*say("does_not_or_cannot_pay", card=card_label, x=x), rules, notes=notes)


# ----- faction phase (chapter 7) -----------------------------------------------------------------
@task("faction_check", while_undecided=True)
def faction_check(ctx: Context, args: dict[str, Any]) -> Record | None:
    state = ctx.state
    tp = state.turn_player
    order = party_order(ctx, tp)
    i = int(args["i"])
    if i >= len(order):
        ctx.then("begin_phase", phase="main")
        return ctx.record(*say("every_party_has_been_checked"),
                          rule("c07:勢力フェイズの終了"))
    party = order[i]
    zone = f"{tp}.party_{party}"
    state.set_data("checked", [*state.data.get("checked", []), party])
    state.set_data("check_index", i)
    ids = state.zones[zone]
    fja, fen = FACTION_JA[party], FACTION_EN[party]
    rules = rule("c07:勢力チェックの手順", "rs:17-8-a")
    if ids and has_skill(state, ids[0], "aggressive"):
        active = ids[0]
        aja, aen = label(state, state.cards[active])
        state.data["on_empty"] = {"kind": "faction_check", "args": {"i": i + 1}}
        declare(ctx, "attack", tp, active, {"target_player": tp, "aggressive": True, "cost": 0})
        return ctx.record(*say("faction_check_aggressive_attack", faction=(fja, fen), card=(aja, aen),
                               player=pname(state, tp)),
                          (*rules, "c09:スキル>▼(アグレッシブ)", "rs:3-9", "c07:アタックの解決"))
    what_ja, what_en = say("active_has_no_aggressive", card=label(state, state.cards[ids[0]])) if ids else \
        say("party_is_empty")
    notes = [setting_note(ctx, "no_attack_response")]
    if ctx.setting("no_attack_response") == "window":
        state.data["on_empty"] = {"kind": "faction_check", "args": {"i": i + 1}}
        declare(ctx, "check", tp, ids[0] if ids else "", {"party": party})
        return ctx.record(*say("faction_check_so_no_attack_2", first=(fja, fen), what=(what_ja, what_en)),
                          (*rules, "qa:16"), notes=notes)
    ctx.then("faction_check", i=i + 1)
    return ctx.record(*say("faction_check_so_no_attack", first=(fja, fen), what=(what_ja, what_en)),
                      (*rules, "rs:21-3-b", "qa:16"), notes=notes)


# ----- main phase --------------------------------------------------------------------------------
@task("main", while_undecided=True)
def main(ctx: Context, args: dict[str, Any]) -> Record | None:
    state = ctx.state
    tp = state.turn_player
    act = ctx.next_action()
    state.data["on_empty"] = {"kind": "main", "args": {}}
    if act is None and ctx.scenario.stop_at is None:
        return stop(ctx, *say("every_scripted_action_used_nothing"))
    mine = scripted(ctx, tp, *MAIN_ACTIONS)
    if mine is not None and mine.type != "end_phase":
        i = ctx.consume_action()
        return perform(ctx, mine, i)
    consumed = ctx.consume_action() if scripted(ctx, tp, "end_phase") else None
    state.data["on_empty"] = {"kind": "begin_phase", "args": {"phase": "power"}}
    declare(ctx, "phase_end", tp, "", {"phase": "main"})
    player_label = pname(state, tp)
    return ctx.record(*say("declares_end_main_phase_phase", player=player_label),
                      rule("rs:21-3-a", "c08:いつレスポンスできる?>レスポンスの対象となる行動"), action=consumed)


# ----- power card phase ----------------------------------------------------------------------------
@task("power_step")
def power_step(ctx: Context, args: dict[str, Any]) -> Record | None:
    state = ctx.state
    act = scripted(ctx, state.turn_player, "power", "charge")
    if act is not None:
        i = ctx.consume_action()
        ctx.then("power_step")
        return set_power(ctx, act, i)
    ctx.then("dominate")
    return None


@task("dominate")
def dominate(ctx: Context, args: dict[str, Any]) -> Record:
    state = ctx.state
    tp = state.turn_player
    moved = []
    for party in party_order(ctx, tp):
        ids = state.zones[f"{tp}.party_{party}"]
        if not ids:
            continue
        top = ids[0]
        if is_active(state, state.cards[top]) and power(state, top) >= stat(state, top, "mental"):
            moved.append(top)
    zero = [c for c in moved if stat(state, c, "mental") == 0]
    for cid in moved:
        state.move(cid, f"{tp}.dominion")
    ctx.then("begin_phase", phase="discard")
    player_label = pname(state, tp)
    rules = rule("c05:パワーカードフェイズ>アクティブキャラクターの支配", "c03:ゲームスペース>支配エリア", "qa:12")
    if any(power(state, c) == 0 for c in characters(state, tp, ("dominion",))):
        rules = (*rules, "qa:09")
    if zero:
        rules = (*rules, "c05:パワーカードフェイズ>精神力0のキャラクター")
    if not moved:
        return ctx.record(*say("end_power_card_phase_no"),
                          rules)
    cards_label = card_list(state, moved)
    return ctx.record(*say("instant_power_card_phase_ends", text=cards_label, player=player_label), rules)


# ----- discard phase and turn end ------------------------------------------------------------------
def hand_limit(ctx: Context, player: str) -> int:
    return 7 + skill_sum_player(ctx, player, "capacity")


@task("discard_phase")
def discard_phase(ctx: Context, args: dict[str, Any]) -> Record:
    state = ctx.state
    tp = state.turn_player
    hand = state.in_zone(tp, "hand")
    limit = hand_limit(ctx, tp)
    player_label = pname(state, tp)
    rules = rule("c05:ディスカードフェイズ")
    if limit != 7:
        rules = (*rules, "c05:ディスカードフェイズ>手札上限枚数が変わる場合",
                 "c09:スキル>キャパシティ+X/キャパシティ-X")
    excess = hand_excess(state, tp, limit)[1]
    if excess <= 0:
        if scripted(ctx, tp, "discard"):
            i = ctx.consume_action()
            ctx.then("discard_phase")
            return ctx.record(*say("illegal_has_card_within_limit", player=player_label,
                                   len_hand=counted(len(hand), "枚", "card"),
                                   limit=limit),
                              rules, illegal=True, action=i)
        ctx.then("begin_phase", phase="end")
        return ctx.record(*say("discard_phase_has_card_within", player=player_label,
                               len_hand=counted(len(hand), "枚", "card"), limit=limit),
                          rules)
    picked, i, legal = hand_discards(ctx, tp, hand, excess, labeller(state), "discard",
                                     say("choose_card_discard_down_limit", player=player_label, limit=limit,
                                         excess=counted(excess, "枚", "card")),
                                     rule("c05:ディスカードフェイズ"))
    if not legal:
        ctx.then("discard_phase")
        return ctx.record(*say("illegal_exactly_card_must_be", limit=limit, excess=counted(excess, "枚", "card")),
                          rules, illegal=True, action=i)
    for cid in picked:
        to_discard(ctx, cid)
    ctx.then("begin_phase", phase="end")
    cards_label = card_list(state, picked)
    return ctx.record(*say("discard_phase_discards_down_hand", player=player_label, limit=limit, text=cards_label),
                      rules, action=i)


@task("turn_end")
def turn_end(ctx: Context, args: dict[str, Any]) -> Record:
    state = ctx.state
    tp = state.turn_player
    ended = state.end_effects("end_of_turn")
    lasting = [c for p in state.order for c in state.in_zone(p, "project")]
    for cid in lasting:
        to_discard(ctx, cid)
    # A 精神力 bonus that ended may leave a character holding more power than its 精神力: the excess goes at once
    # (qa:04), before the turn passes.
    trims = trim_characters(ctx, (c for e in ended for c in e.cards))
    order = turn_order(state, ctx.settings)
    nxt = order[(order.index(tp) + 1) % len(order)] if tp in order else order[0]
    begin_turn(state, nxt)
    ctx.then("begin_phase", phase="draw")
    player_label = pname(state, tp)
    next_player_label = pname(state, nxt)
    extra = say("lasting_cards_discarded", cards=card_list(state, lasting)) if lasting else ("", "")
    ending = say("end_of_turn_effects_end", n=counted(len(ended), "個", "effect"), extra=extra) \
        if ended or lasting else ("", "")
    ja, en = say("turn_end_end_turn_effect", ended=ending,
                 player=player_label, state_turn=state.turn, next_player=next_player_label)
    rules = rule("c05:ターン終了", "rs:17-6", "c05:プロジェクトカードの使用")
    for t_ja, t_en, t_rules in trims:
        ja, en, rules = f"{ja}。{t_ja}", f"{en}; {t_en}", (*rules, *t_rules)
    return ctx.record(ja, en, rules)


def _lost_footing(state: GameState) -> tuple[dict[str, list[str]], list[str]]:
    """What has lost its footing now: the effects of each character no longer in the dominion area (rs:7-2), and the
    lasting project or fast cards aimed at targets (``effect_range: target``) that have lost every target they held
    (rs:14-2; an area card stays)."""
    sources: dict[str, list[str]] = {}
    for e in state.effects:
        src = state.cards.get(e.source or "")
        if src is not None and src.printed.get("type") == "character" and not dominated(src):
            sources.setdefault(src.id, []).append(e.id)
    cards = []
    for p in state.order:
        for cid in state.in_zone(p, "project"):
            made = [e for e in state.effects if e.source == cid]
            if state.cards[cid].printed.get("effect_range") != "target" or not made:
                continue
            if not any(t not in state.cards or is_character(state, state.cards[t]) for e in made for t in e.cards):
                cards.append(cid)
    return sources, cards


def lapse_due(state: GameState) -> bool:
    """Whether the lapse step has something to end (checked after every task: see the module's ``run``)."""
    if state.result is not None:
        return False
    sources, cards = _lost_footing(state)
    return bool(sources or cards)


@task("lapse")
def lapse(ctx: Context, args: dict[str, Any]) -> Record | None:
    """Effects whose footing is gone end at once, wherever the card left (a resolution, a battle, a damage check, the
    draw phase's リムーブX): an effect's results once its source character is no longer in the dominion area
    (rs:7-2: "存在しなくなった時に"), and a lasting card aimed at targets once it has lost them all, which is
    discarded (rs:14-2); a character then holding more power than its 精神力 discards the excess at once (qa:04). The
    module runs this task right after any task that leaves something to end; nothing to end: no step."""
    state = ctx.state
    if state.result is not None:
        return None
    sources, cards = _lost_footing(state)
    lines_ja: list[str] = []
    lines_en: list[str] = []
    rules: list[str] = []
    touched: list[str] = []
    for sid, ids in sources.items():
        for eid in ids:
            touched += [c for e in state.effects if e.id == eid for c in e.cards]
            state.remove_effect(eid)
        ja, en = say("effect_source_left_dominion", card=label(state, state.cards[sid]),
                       n=counted(len(ids), "個", "effect"))
        lines_ja.append(ja)
        lines_en.append(en)
        rules += rule("rs:7-2")
    for cid in cards:
        for e in [e for e in state.effects if e.source == cid]:
            touched += list(e.cards)
            state.remove_effect(e.id)
        to_discard(ctx, cid)
        ja, en = say("lasting_card_lost_all_targets", card=label(state, state.cards[cid]))
        lines_ja.append(ja)
        lines_en.append(en)
        rules += rule("rs:14-2")
    # A 精神力 bonus gone may leave a character holding more power than its 精神力: the excess goes at once (qa:04).
    for t_ja, t_en, t_rules in trim_characters(ctx, touched):
        lines_ja.append(t_ja)
        lines_en.append(t_en)
        rules += t_rules
    if not lines_ja:
        return None
    return ctx.record("。".join(lines_ja), "; ".join(lines_en), tuple(rules))


@task("loss_check")
def loss_check(ctx: Context, args: dict[str, Any]) -> Record | None:
    found = check_loss(ctx, args.get("moment", "declaration"))
    if found is None:
        return None
    ja, en, rules = found
    notes = [setting_note(ctx, "loss_check")] if args.get("moment") == "declaration" else []
    return ctx.record(ja, en, rules, notes=notes)
