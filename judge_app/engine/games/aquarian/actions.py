"""Declarations a player makes (attack, guard, synchro, sets, project/fast cards, effects, power) and how
card and effect declarations resolve (c04:カードの使い方, c05:メインフェイズ, chapter 8)."""

from __future__ import annotations

from typing import Any

from judge_app.engine.games.aquarian.cards import (
    ctype,
    dominated,
    face,
    has_skill,
    in_party,
    is_active,
    is_character,
    label,
    missing_factor,
    names_on_field,
    personal_name,
    power,
    set_on,
    skill_sum,
    skills,
    stat,
)
from judge_app.engine.games.aquarian.core import (
    declare,
    discard_character,
    lose,
    offer_bind,
    pay_power,
    set_into_party,
    to_damage,
    to_discard,
    trim_power,
)
from judge_app.engine.games.aquarian.layout import FACTION_EN, FACTION_JA, FIELD_ZONES
from judge_app.engine.games.aquarian.messages import say
from judge_app.engine.games.aquarian.primitives import apply_effects
from judge_app.engine.games.aquarian.tasks import card_list, counted, pname, setting_note
from judge_app.engine.kernel.citations import permits, rule
from judge_app.engine.kernel.game import Context, Record
from judge_app.engine.kernel.scenario import ActionSpec
from judge_app.engine.kernel.state import StackObject, zone_id

CANCEL = rule("c08:レスポンスの解決>行動宣言の打ち消し")
COST_RULES = rule("c04:カードの使い方>コスト", "qa:10")


def illegal(ctx: Context, act: ActionSpec, i: int, ja: str, en: str, rules: tuple[str, ...],
            resume: bool = True) -> Record:
    """Refused before anything changes; in the main phase the turn player goes on."""
    if resume:
        ctx.then("main")
    player_label = pname(ctx.state, act.player)
    return ctx.record(*say("illegal_declaration", player=player_label, text=(ja, en)), rules, illegal=True, action=i)


def perform(ctx: Context, act: ActionSpec, i: int) -> Record:
    """A main-phase declaration by the turn player with nothing declared (c05:メインフェイズ)."""
    handler = {"attack": attack, "set_character": set_character, "set_break": set_break,
               "set_permanent": set_permanent, "project": use_card, "fast": use_card, "effect": use_effect,
               "discard_own": discard_own}[act.type]
    return handler(ctx, act, i, True)


#: Declarations only for your own main phase (rs:3-1, c05:メインフェイズ); in an opponent's turn a player may only
#: guard and use fast cards and effects (c05:相手のターンでできること).
OWN_MAIN_ONLY = ("attack", "set_character", "set_break", "set_permanent", "project")


def not_in_own_turn(ctx: Context, act: ActionSpec, i: int) -> Record:
    """A main-phase declaration scripted while another player's turn is on: refused with the rule, never kept
    silently for a later turn (a script names a later turn with the action's ``at``)."""
    if act.type == "attack":
        why = say("attack_only_own_main_phase", turn_player=pname(ctx.state, ctx.state.turn_player))
        rules = rule("rs:3-1", "c05:相手のターンでできること", "c08:レスポンスに使える行動")
    else:
        why = {"set_character": say("main_phase_only_character"), "set_break": say("main_phase_only_break"),
               "set_permanent": say("main_phase_only_permanent"), "project": say("main_phase_only_project")}[act.type]
        rules = rule("c05:メインフェイズ", "rs:17-9", "c05:相手のターンでできること")
    return illegal(ctx, act, i, *why, rules, resume=False)


def respond_with(ctx: Context, act: ActionSpec, i: int, direct: str | None) -> Record:
    """A response: a fast card, an effect or a guard (c08:レスポンスに使える行動)."""
    if ctx.state.phase not in ("faction", "main"):
        return illegal(ctx, act, i, *say("responses_exist_only_faction_main"),
                       rule("c08:いつレスポンスできる?>レスポンスできるフェイズ"), resume=False)
    handler = {"fast": use_card, "effect": use_effect, "guard": guard, "synchro": synchro}[act.type]
    return handler(ctx, act, i, False)


def _own_dominated(ctx: Context, player: str, cid: str | None) -> bool:
    card = ctx.state.cards.get(cid or "")
    return card is not None and is_character(ctx.state, card) and dominated(card) and card.controller == player


def _only_from(ctx: Context, act: ActionSpec, who: str) -> bool:
    """Attack, guard and effect costs come from the acting character only (qa:10)."""
    return act.payment is None or all(p == who for p in act.payment)


def _to_hand_note(ctx: Context, base: str, extra: bool) -> bool:
    return extra or has_skill(ctx.state, base, "infinity")


# ----- attack and guard ------------------------------------------------------------------------
def attack(ctx: Context, act: ActionSpec, i: int, main: bool) -> Record:
    state = ctx.state
    p = act.player
    a = act.card
    if not _own_dominated(ctx, p, a):
        return illegal(ctx, act, i, *say("not_one_your_dominated_characters", a=a), rule("rs:3-2", "rs:3-1"))
    assert a is not None
    attacker_label = label(state, state.cards[a])
    if any(o.kind == "attack" for o in state.stack):
        return illegal(ctx, act, i, *say("no_attack_can_be_declared"), rule("rs:3-1"))
    if not act.targets:
        return illegal(ctx, act, i, *say("attack_needs_target"), rule("c05:アタック"))
    tgt = act.targets[0]
    target_player = tgt if tgt in state.players else None
    target_card = None
    if target_player is not None:
        if target_player == p or state.players[target_player].lost:
            return illegal(ctx, act, i, *say("target_must_be_another_player"),
                           rule("rs:3-1", "c06:アタックとバトル"))
    else:
        tc = state.cards.get(tgt)
        if tc is None or not in_party(tc) or tc.zone.split(".")[0] != p or not is_active(state, tc):
            return illegal(ctx, act, i, *say("target_must_be_another_player_2"),
                           rule("c05:アタック", "c06:アタックとバトル", "rs:3-1"))
        target_card = tgt
    boost = int(act.options.get("boost", 0))
    if boost > skill_sum(state, a, "boost"):
        return illegal(ctx, act, i, *say("boost_allows_most_extra_attack",
                                         skill_sum_state_a_boost=skill_sum(state, a, 'boost')),
                       rule("c09:スキル>ブーストX", "rs:3-6"))
    cost = int(state.cards[a].printed.get("attack_cost", 1)) + boost
    if not _only_from(ctx, act, a):
        return illegal(ctx, act, i, *say("attack_cost_must_be_paid", attacker=attacker_label),
                                    (*COST_RULES, "c05:アタック"))
    if power(state, a) < cost:
        return illegal(ctx, act, i, *say("has_power_cannot_pay_attack", attacker=attacker_label,
                                         power_state_a=power(state, a), cost=cost),
                       rule("c05:note:精神力が0", "rs:21-3-c", "c05:アタック"))
    offensive = target_player is not None and has_skill(state, a, "offensive")
    paid = pay_power(ctx, a, cost, to_hand=_to_hand_note(ctx, a, offensive))
    rules = ["c05:アタック", "c06:アタックとバトル", *permits("rs:3-1", "rs:3-2"), "rs:17-4", "gl:アタックコスト"]
    extra_label = "", ""
    if boost:
        rules += ["c09:スキル>ブーストX", "rs:3-6"]
    if paid and (offensive or has_skill(state, a, "infinity")):
        rules.append("c09:スキル>オフENSIB" if offensive else "c09:スキル>インフィニティ")
        extra_label = say("shown_hand")
    if target_card is not None:
        obj = declare(ctx, "attack", p, a, {"target_card": target_card, "cost": cost, "boost": boost})
        ctx.state.agenda.pop()  # the automatic guard below is made at once; responses come after it
        declare(ctx, "guard", p, target_card, {"attack": obj.id, "guarders": [target_card], "auto": True})
        target_label = label(state, state.cards[target_card])
        return ctx.record(*say("pays_power_declares_attack_own", attacker=attacker_label, cost=cost,
                               extra=extra_label, target=target_label), (*rules, "rs:3-5-b"), action=i)
    declare(ctx, "attack", p, a, {"target_player": target_player, "cost": cost, "boost": boost})
    target_label = pname(state, target_player or "")
    return ctx.record(*say("pays_power_declares_attack_declaration", attacker=attacker_label, cost=cost,
                           extra=extra_label, target=target_label),
                      (*rules, "c08:レスポンスの優先権>アタック宣言に対するレスポンスの優先権"), action=i)


def _guard_cost(ctx: Context, guarder: str, boost: int) -> tuple[int, list[str]]:
    state = ctx.state
    printed = int(state.cards[guarder].printed.get("guard_cost", 1))
    n_icp = sum(1 for n, _ in skills(state, guarder) if n == "intercept")
    notes = []
    if n_icp:
        notes.append(setting_note(ctx, "intercept_scope"))
        if ctx.setting("intercept_scope") == "whole_guard_cost":
            return max(0, printed + boost - n_icp), notes
        return max(0, printed - n_icp) + boost, notes
    return printed + boost, notes


def guard(ctx: Context, act: ActionSpec, i: int, main: bool) -> Record:
    state = ctx.state
    p = act.player
    top = state.stack[-1] if state.stack else None
    if top is not None and top.kind != "attack" and any(
            o.kind == "attack" and o.data.get("target_player") == p for o in state.stack):
        return illegal(ctx, act, i, *say("attack_has_already_been_answered"),
                       rule("c08:レスポンスに使える行動>ガード宣言について", "rs:4-1"), resume=False)
    if top is None or top.kind != "attack" or top.data.get("target_player") != p:
        return illegal(ctx, act, i, *say("guard_can_only_be_declared"),
                       rule("c08:レスポンスに使える行動>ガード宣言について", "rs:4-1"), resume=False)
    if state.data.get("guard_window") != top.id:
        return illegal(ctx, act, i, *say("you_already_responded_this_attack"),
                       rule("c08:レスポンスに使える行動>ガード宣言について", "rs:4-1"), resume=False)
    guarders = [act.card, *act.cards]
    for g in guarders:
        if not _own_dominated(ctx, p, g):
            return illegal(ctx, act, i, *say("not_one_your_dominated_characters_2", g=g),
                                        rule("rs:4-1", "rs:4-2"), resume=False)
    if len(guarders) > 2 or (len(guarders) == 2 and not any(has_skill(state, g or "", "synchro")
                                                              for g in guarders)):
        return illegal(ctx, act, i, *say("only_character_synchro_may_guard"),
                       rule("c09:スキル>シンクロ", "rs:4-1"), resume=False)
    if act.payment is not None and any(x not in guarders for x in act.payment):
        return illegal(ctx, act, i, *say("guard_cost_must_be_paid"), COST_RULES, resume=False)
    boost = int(top.data.get("boost", 0))
    costs = {}
    notes: list[str] = []
    for g in guarders:
        assert g is not None
        costs[g], n = _guard_cost(ctx, g, boost)
        notes += n
        if power(state, g) < costs[g]:
            g_label = label(state, state.cards[g])
            return illegal(ctx, act, i, *say("cannot_pay_guard_cost", g=g_label, costs_g=costs[g]),
                                        rule("rs:21-3-c", "gl:ガードコスト"),
                           resume=False)
    rules = [*permits("c08:レスポンスに使える行動>ガード宣言について", "rs:4-1"), "gl:ガードコスト", "rs:17-5"]
    if boost:
        rules += ["c09:スキル>ブーストX", "rs:4-3"]
    for g in guarders:
        assert g is not None
        defensive = has_skill(state, g, "defensive") and not top.data.get("aggressive")
        if costs[g] and defensive:
            rules.append("c09:スキル>ディフェンシブ")
        elif costs[g] and has_skill(state, g, "infinity"):
            rules.append("c09:スキル>インフィニティ")
        if has_skill(state, g, "intercept"):
            rules += ["c09:スキル>インターセプト", "rs:6-5"]
        pay_power(ctx, g, costs[g], to_hand=defensive or has_skill(state, g, "infinity"))
    if len(guarders) > 1:
        rules.append("c09:スキル>シンクロ")
    state.set_data("guard_window", None)
    declare(ctx, "guard", p, guarders[0] or "", {"attack": top.id, "guarders": guarders})
    g_label = card_list(state, [g for g in guarders if g])
    player_label = pname(state, p)
    total = sum(costs.values())
    return ctx.record(*say("declares_guard_direct_response_attack", player=player_label, g=g_label, total=total),
                      tuple(rules), action=i, notes=notes)


def synchro(ctx: Context, act: ActionSpec, i: int, main: bool) -> Record:
    state = ctx.state
    p = act.player
    s = act.card
    top = state.stack[-1] if state.stack else None
    attack_obj = state.stack[-2] if len(state.stack) > 1 else None
    if (top is None or top.kind != "guard" or attack_obj is None or attack_obj.kind != "attack"
            or attack_obj.controller != p or attack_obj.data.get("target_player") is None):
        return illegal(ctx, act, i, *say("synchro_attack_only_response_guard"),
                       rule("c09:スキル>シンクロ"), resume=False)
    if not _own_dominated(ctx, p, s) or s == attack_obj.source or not has_skill(state, s or "", "synchro"):
        return illegal(ctx, act, i, *say("must_be_another_dominated_character"), rule("c09:スキル>シンクロ"),
                       resume=False)
    assert s is not None
    cost = int(state.cards[s].printed.get("attack_cost", 1))
    if not _only_from(ctx, act, s) or power(state, s) < cost:
        return illegal(ctx, act, i, *say("synchro_character_pays_own_attack"), COST_RULES, resume=False)
    pay_power(ctx, s, cost, to_hand=has_skill(state, s, "infinity"))
    declare(ctx, "synchro", p, s, {"attack": attack_obj.id, "cost": cost})
    source_label = label(state, state.cards[s])
    return ctx.record(*say("response_guard_pays_attack_cost", source=source_label, cost=cost),
                      rule("c09:スキル>シンクロ", "gl:シンクロ"), action=i)


# ----- cards -------------------------------------------------------------------------------------
def _payment(ctx: Context, act: ActionSpec, cost: int) -> tuple[list[str] | None, tuple[str, str], tuple[str, ...]]:
    """Card costs come from any of your dominated characters, split as you like (c04:カードの使い方>コスト). A plan
    that cannot be paid is refused naming the rule of its own case: too little power on all your dominated characters
    (rs:21-3-c: no declaration with a cost short), more than the cost (rs:20-2), less than it though the power is
    there (rs:20-3: no regular cost could be met by resolution), or a payer that is not yours to pay from (qa:10) or
    lacks the power cards named (gl:コストを支払う)."""
    state = ctx.state
    p = act.player
    have = sum(power(state, cid) for cid in state.in_zone(p, "dominion"))
    if have < cost:
        return None, say("cost_lacking", cost=cost, n=counted(have, "枚", "power card")), (*COST_RULES, "rs:21-3-c")
    if act.payment is not None:
        plan = list(act.payment)
    else:
        plan = []
        for cid in state.in_zone(p, "dominion"):
            while len(plan) < cost and plan.count(cid) < power(state, cid):
                plan.append(cid)
    if len(plan) > cost:
        return None, say("cost_overpaid", cost=cost, n=len(plan)), rule("c04:カードの使い方>コスト", "rs:20-2")
    if len(plan) < cost:
        return None, say("cost_underpaid", cost=cost, n=len(plan)), rule("c04:カードの使い方>コスト", "rs:20-3")
    for cid in set(plan):
        if not _own_dominated(ctx, p, cid):
            return None, say("payer_not_your_dominated", card=cid), COST_RULES
        if plan.count(cid) > power(state, cid):
            return None, say("payer_lacks_power", card=cid), rule("c04:カードの使い方>コスト", "gl:コストを支払う")
    return plan, ("", ""), ()


def _pay_plan(ctx: Context, plan: list[str]) -> None:
    for cid in dict.fromkeys(plan):
        pay_power(ctx, cid, plan.count(cid))


def _timing(ctx: Context, act: ActionSpec, t: str, main: bool) -> tuple[str, str, tuple[str, ...]] | None:
    state = ctx.state
    if t in ("character", "break", "permanent", "project") and (
            not main or state.phase != "main" or act.player != state.turn_player):
        why = {"character": say("main_phase_only_character"), "break": say("main_phase_only_break"),
               "permanent": say("main_phase_only_permanent"), "project": say("main_phase_only_project")}[t]
        return (*why,
                rule("c05:メインフェイズ", "rs:17-9", "c08:レスポンスに使える行動"))
    if t == "fast" and state.phase not in ("faction", "main"):
        return (*say("fast_cards_faction_main_only"),
                rule("c05:相手のターンでできること>ファストカードの使用", "rs:17-10"))
    return None


def set_character(ctx: Context, act: ActionSpec, i: int, main: bool) -> Record:
    state = ctx.state
    card = state.cards.get(act.card or "")
    if card is None or card.zone != f"{act.player}.hand" or ctype(card) != "character":
        return illegal(ctx, act, i, *say("not_character_card_your_hand", act_card=act.card),
                                    rule("c05:キャラクターカードのセット"))
    why = _timing(ctx, act, "character", main)
    if why:
        return illegal(ctx, act, i, *why, resume=main)
    name = str(card.printed.get("personal_name") or "")
    if name and not ctx.check(name not in names_on_field(state),
                              rule("c05:ネームレベルキャラクター>同じネームのキャラクターは場に1人しか存在できない"),
                              legal=True):
        return illegal(ctx, act, i, *say("character_named_field_so_cannot", name=name), rule("rs:21-3-c", "qa:13"))
    state.move(card.id, "chain")
    state.set_card(card.id, "face_up", True)
    declare(ctx, "card", act.player, card.id, {"type": "character", "plan": []})
    card_label = label(state, card)
    return ctx.record(*say("declares_setting_no_cost_no", player=pname(state, act.player), card=card_label),
                      rule("c04:キャラクターカードの使い方", "rs:21-3-a"), action=i)


def _class_match(ctx: Context, brk: Any, base: str) -> bool:
    state = ctx.state
    def norm(c: str) -> str:
        return c if ctx.setting("class_gender") == "icon_with_gender" else c.rstrip("♀♂")

    mine = {norm(c) for c in brk.printed.get("classes", [])}
    theirs = {norm(c) for c in face(state, base).printed.get("classes", [])}
    return bool(mine & theirs)


def _break_problem(ctx: Context, player: str, brk: Any, target: str) -> tuple[str, str, tuple[str, ...]] | None:
    state = ctx.state
    tc = state.cards.get(target)
    if tc is None or not is_character(state, tc):
        return (*say("break_target_on_field"),
                rule("c04:ブレイクカードとパーマネントカードの使用条件>ブレイクカードの使用条件"))
    # Each condition is checked through ctx.check, so the rule is cited when it holds (permits) as when it fails.
    conditions = rule("c05:ブレイクカードのセット>ブレイクカードをセットする条件")
    if not ctx.check(_class_match(ctx, brk, target), conditions, legal=True):
        return (*say("no_shared_class_icon"), ())
    name = personal_name(state, target)
    if name and not ctx.check(brk.printed.get("personal_name") == name,
                              rule("c05:ネームレベルキャラクター>ブレイクの制限"), legal=True):
        return (*say("name_level_break_same_name", name=name), ())
    if tc.zone.split(".")[0] != player and not ctx.check(power(state, target) == 0, conditions, legal=True):
        return (*say("opponent_break_needs_no_power"), ())
    return None


def _names_in_play(ctx: Context) -> set[str]:
    """The names on the field (rs:11-7): of every character (its top card) and of every permanent set."""
    state = ctx.state
    permanents = [c for key, ids in state.zones.items() if key.endswith(".permanents") for c in ids]
    named = (str(state.cards[c].printed.get("personal_name") or "") for c in permanents)
    return {*names_on_field(state), *named} - {""}


def set_break(ctx: Context, act: ActionSpec, i: int, main: bool) -> Record:
    return _set_on(ctx, act, i, main, "break")


def set_permanent(ctx: Context, act: ActionSpec, i: int, main: bool) -> Record:
    return _set_on(ctx, act, i, main, "permanent")


def _permanent_limit(ctx: Context, base: str) -> int:
    return 1 + skill_sum(ctx.state, base, "permanent")


def _set_on(ctx: Context, act: ActionSpec, i: int, main: bool, t: str) -> Record:
    state = ctx.state
    card = state.cards.get(act.card or "")
    if card is None or card.zone != f"{act.player}.hand" or ctype(card) != t:
        return illegal(ctx, act, i, *say("not_card_your_hand", act_card=act.card, t=t),
                       rule("c04:カードの種類"))
    why = _timing(ctx, act, t, main)
    if why:
        return illegal(ctx, act, i, *why, resume=main)
    target = act.targets[0] if act.targets else ""
    if t == "break":
        prob = _break_problem(ctx, act.player, card, target)
    # A permanent's two conditions are checked through ctx.check: cited when they hold (permits) and when not.
    elif not ctx.check(_own_dominated(ctx, act.player, target),
                       rule("c04:ブレイクカードとパーマネントカードの使用条件>パーマネントカードの使用条件", "rs:11-2"),
                       legal=True):
        prob = (*say("permanent_on_own_dominated_only"), ())
    elif not ctx.check(len(set_on(state, target, "permanents")) < _permanent_limit(ctx, target),
                       rule("c04:パーマネントカード>カードの使い方", "c09:スキル>パーマナent+X/パーマナent-X"),
                       legal=True):
        prob = (*say("permanent_limit_reached"), ())
    elif card.printed.get("personal_name") and not ctx.check(
            card.printed["personal_name"] not in _names_in_play(ctx), rule("rs:11-7"), legal=True):
        prob = (*say("permanent_name_already_on_field", name=card.printed["personal_name"]), ())
    else:
        prob = None
    if prob:
        return illegal(ctx, act, i, *prob, resume=main)
    plan, why, cost_rules = _payment(ctx, act, int(card.printed.get("cost", 0)))
    if plan is None:
        return illegal(ctx, act, i, *say("cannot_pay_cost", why=why), cost_rules, resume=main)
    _pay_plan(ctx, plan)
    state.move(card.id, "chain")
    state.set_card(card.id, "face_up", True)
    declare(ctx, "card", act.player, card.id, {"type": t, "target": target, "plan": plan})
    card_label = label(state, card)
    target_label = label(state, state.cards[target])
    return ctx.record(*say("declares_setting_paying_cost_from", player=pname(state, act.player), card=card_label,
                           target=target_label,
                           len_plan=len(plan)),
                      rule("c04:カードの使い方>コスト", "rs:21-3-a",
                           # A break's set conditions are cited by the checks in _break_problem (role permits).
                           *(("c05:ブレイクカードのセット",) if t == "break" else ("c05:パーマネントカードのセット",))),
                      action=i)


def use_card(ctx: Context, act: ActionSpec, i: int, main: bool) -> Record:
    state = ctx.state
    card = state.cards.get(act.card or "")
    if card is None or card.zone != f"{act.player}.hand" or ctype(card) != act.type:
        return illegal(ctx, act, i, *say("not_card_your_hand_2", act_card=act.card, act_type=act.type),
                                    rule("c04:カードの種類"), resume=main)
    why = _timing(ctx, act, act.type, main)
    if why:
        return illegal(ctx, act, i, *why, resume=main)
    plan, why, cost_rules = _payment(ctx, act, int(card.printed.get("cost", 0)))
    if plan is None:
        return illegal(ctx, act, i, *say("cannot_pay_cost", why=why), cost_rules, resume=main)
    _pay_plan(ctx, plan)
    state.move(card.id, "chain")
    state.set_card(card.id, "face_up", True)
    declare(ctx, "card", act.player, card.id, {"type": act.type, "targets": list(act.targets), "plan": plan})
    card_label = label(state, card)
    rules = rule("c05:プロジェクトカードの使用") if act.type == "project" else rule("c05:ファストカードの使用")
    # The factor is checked on resolution (rs:19-1), but declaring while it cannot be met by then is not allowed:
    # the engine cannot know every way it might still be met, so an unmet factor is cited and said, not refused.
    unmet = missing_factor(state, act.player, card)
    warn = None if ctx.check(not unmet, rule("rs:19-1")) else say(
        "factor_unmet_at_declaration", factors=("・".join(FACTION_JA[f] for f in unmet),
                                                ", ".join(FACTION_EN[f] for f in unmet)))
    if not main:
        rules = (*rules, "c05:相手のターンでできること>ファストカードの使用", "c08:レスポンスに使える行動")
    named = [label(state, state.cards[t]) for t in act.targets if t in state.cards]
    named += [pname(state, t) for t in act.targets if t in state.players]
    targets = ("、".join(j for j, _ in named), ", ".join(e for _, e in named)) if named else say("none_named")
    text = say("declares_targets_paying_cost_from", player=pname(state, act.player), card=card_label,
               target=targets, len_plan=len(plan))
    if warn is not None:
        text = say("then", first=text, then=warn)
    return ctx.record(*text, (*rules, "c04:カードの使い方>コスト", "rs:21-3-a"), action=i)


def use_effect(ctx: Context, act: ActionSpec, i: int, main: bool) -> Record:
    state = ctx.state
    src = act.card
    if not _own_dominated(ctx, act.player, src):
        return illegal(ctx, act, i, *say("only_your_own_dominated_characters"),
                       rule("c05:エフェクトの使用", "c09:エフェクト"), resume=main)
    assert src is not None
    card = state.cards[src]
    ab = card.abilities[act.ability or 0]
    cost = int(ab.params.get("cost", 0))
    if not _only_from(ctx, act, src):
        return illegal(ctx, act, i, *say("effect_cost_paid_that_character"),
                       (*COST_RULES, "c05:エフェクトの使用>エフェクトの使い方"), resume=main)
    if power(state, src) < cost:
        return illegal(ctx, act, i, *say("not_enough_power_effect_cost", cost=cost),
                                    rule("rs:21-3-c", "c05:エフェクトの使用>エフェクトの使い方"),
                       resume=main)
    pay_power(ctx, src, cost, to_hand=has_skill(state, src, "infinity"))
    declare(ctx, "effect", act.player, src, {"ability": act.ability or 0, "targets": list(act.targets), "cost": cost})
    card_label = label(state, card)
    return ctx.record(*say("declares_effect_paying_power_from", player=pname(state, act.player), card=card_label,
                           ab_text_or_ab_name=ab.text or ab.name,
                           cost=cost),
                      rule("c05:エフェクトの使用>エフェクトの使い方", "gl:エフェクトコスト", "rs:21-3-a"), action=i)


def discard_own(ctx: Context, act: ActionSpec, i: int, main: bool) -> Record:
    return illegal(ctx, act, i, *say("break_or_permanent_card_field"),
                   rule("qa:14", "rs:1-4", "rs:11-2"), resume=main)


# ----- power card phase ------------------------------------------------------------------------------
def set_power(ctx: Context, act: ActionSpec, i: int) -> Record:
    state = ctx.state
    p = act.player
    charge = act.type == "charge"
    sources = [] if charge else list(act.cards)
    targets = list(act.targets)
    rules = rule("c05:パワーカードフェイズ>どのキャラクターにセットできる?", "c04:パワーカード>パワーカードの作り方")
    if charge:
        left = int(state.data.get("charge_left", 0))
        if len(targets) > left:
            return _power_illegal(ctx, act, i, *say("charge_allows_more_card", left=counted(left, "枚", "card")),
                                  rule("c09:スキル>チャージX", "rs:6-3"))
        state.set_data("charge_left", left - len(targets))
        rules = (*rules, "c09:スキル>チャージX", "rs:6-3")
    elif len(sources) != len(targets) or any(c not in state.in_zone(p, "hand") for c in sources):
        return _power_illegal(ctx, act, i, *say("name_one_character_each_hand"), rules)
    load: dict[str, int] = {}
    for t in targets:
        card = state.cards.get(t)
        if card is None or card.controller != p or not is_character(state, card) or not (
                dominated(card) or is_active(state, card)):
            return _power_illegal(ctx, act, i, *say("neither_your_dominated_nor_your", t=t), rules)
        load[t] = load.get(t, 0) + 1
        if power(state, t) + load[t] > stat(state, t, "mental"):
            return _power_illegal(ctx, act, i, *say("no_more_than_mental_power",
                                                    label_card=(label(state, card)[0], label(state, card)[1])), rules)
    for n, t in enumerate(targets):
        if charge:
            deck = state.in_zone(p, "deck")
            if not deck:

                ja, en, lr = lose(ctx, [p], "deck")
                return ctx.record(*say("charge_deck_empty", text=(ja, en)),
                                  (*rules, "rs:12-3", *lr), action=i)
            cid = deck[0]
        else:
            cid = sources[n]
        state.move(cid, f"{p}.power")
        state.set_card(cid, "face_up", False)
        state.set_flag(cid, "on", t)
    ja, en = card_list(state, list(dict.fromkeys(targets)))
    player_label = pname(state, p)
    if not targets:  # nothing named: say so, not "sets 0 cards ... on none"
        return ctx.record(*say("sets_no_card_power", player=player_label), rules, action=i)
    what = say("power_from_deck_unseen") if charge else say("power_from_hand_face_down")
    return ctx.record(*say("sets_card_power", player=player_label, what=what, cards=counted(len(targets), "枚", "card"),
                           text=(ja, en)), rules, action=i)


def _power_illegal(ctx: Context, act: ActionSpec, i: int, ja: str, en: str, rules: tuple[str, ...]) -> Record:
    player_label = pname(ctx.state, act.player)
    return ctx.record(*say("illegal_action", player=player_label, text=(ja, en)), rules, illegal=True, action=i)


# ----- resolution ------------------------------------------------------------------------------------
def _fail_card(ctx: Context, obj: StackObject, ja: str, en: str, rules: tuple[str, ...]) -> Record:
    to_discard(ctx, obj.source)
    card_label = label(ctx.state, ctx.state.cards[obj.source])
    return ctx.record(*say("declaration_cancelled_discarded_without_effect", card=card_label, text=(ja, en)),
                      (*CANCEL, *rules))


def resolve_card(ctx: Context, obj: StackObject) -> Record:
    state = ctx.state
    card = state.cards[obj.source]
    t = obj.data["type"]
    cja, cen = label(state, card)
    if t == "character":
        name = str(card.printed.get("personal_name") or "")
        if name and name in names_on_field(state):
            to_damage(ctx, card.id)
            return ctx.record(*say("cannot_enter_character_same_name", card=(cja, cen)),
                              rule("c05:ネームレベルキャラクター>同じネームのキャラクターは場に1人しか存在できない"))
        extra_ja, extra_en, notes = set_into_party(ctx, card.id, obj.controller)
        return ctx.record(*say("setting_resolves_goes_top_party", card=(cja, cen), extra=(extra_ja, extra_en)),
                          rule("c05:キャラクターカードのセット", "c05:勢力フェイズ>"
                                                    "勢力パーティとアクティブキャラクター"),
                          notes=notes)
    missing = missing_factor(state, obj.controller, card)
    target = obj.data.get("target")
    # The character a break or permanent is set on must still be there (rs:10-2, rs:11-2); cited either way.
    if t in ("break", "permanent") and not ctx.check(
            target is not None and is_character(state, state.cards[target]),
            rule("rs:10-2") if t == "break" else rule("rs:11-2"), legal=True):
        return _fail_card(ctx, obj, *say("target_character_gone"), ())
    # rs:19-1: the factor is checked on resolution; cited on both branches (it permits the success, or forbids it).
    if not ctx.check(not missing, rule("rs:19-1"), legal=True):
        return _fail_card(ctx, obj, *say("necessary_factor_not_met_resolution", join_missing=', '.join(missing)),
                          rule("qa:11", "c04:カードの使い方>カード使用の成功と失敗"))
    if t == "break":
        return _resolve_break(ctx, obj, card, target or "")
    if t == "permanent":
        assert target is not None
        state.move(card.id, f"{obj.controller}.permanents")
        state.set_flag(card.id, "on", target)
        target_label = label(state, state.cards[target])
        return ctx.record(*say("resolves_factor_met_set", card=(cja, cen), target=target_label),
                          rule("c05:パーマネントカードのセット", "c04:カードの使い方>カード使用の成功と失敗"))
    targets = [x for x in obj.data.get("targets", []) if x in state.cards or x in state.players]
    alive = [x for x in targets if (x in state.players and not state.players[x].lost) or state.cards[x].zone == "chain"
             or zone_id(state.cards[x].zone) in FIELD_ZONES]
    if targets and not alive and card.printed.get("effect_range") == "target":
        return _fail_card(ctx, obj, *say("targets_are_gone"), rule("rs:14-2", "rs:13-3"))
    lines_ja, lines_en, rules, notes = apply_effects(ctx, obj.controller, card.id, card.abilities, alive,
                                                     project=t == "project")
    lasting = card.printed.get("duration") == "lasting"
    if lasting:
        state.move(card.id, f"{card.owner}.project")
    else:
        to_discard(ctx, card.id)
    where = say("stays_until_duration_ends") if lasting else say("instant_discarded")
    return ctx.record(*say("card_resolves_success", card=(cja, cen), lines=("。".join(lines_ja), "; ".join(lines_en)),
                           where=where),
                      (*rule("c04:カードの使い方>カード使用の成功と失敗", "c05:属性アイコン>持続時間"), *rules),
                      notes=notes)


def _resolve_break(ctx: Context, obj: StackObject, card: Any, target: str) -> Record:
    state = ctx.state
    cja, cen = label(state, card)
    prob = _break_problem(ctx, obj.controller, card, target)
    if prob:
        return _fail_card(ctx, obj, prob[0], prob[1], (*prob[2], "rs:10-2"))
    tc = state.cards[target]
    tja, ten = label(state, tc)
    mine = tc.zone.split(".")[0] == obj.controller
    rules = ["c05:ブレイクカードのセット>ブレイクしたキャラクターの移動",
             "c05:ブレイクカードのセット>ブレイクしたキャラクターの能力"]
    if mine:
        state.move(card.id, f"{obj.controller}.breaks")
        state.set_flag(card.id, "on", target)
        text_ja, text_en = say("break_set_on_top", card=(cja, cen), target=(tja, ten))
        if in_party(tc):
            state.move(target, f"{obj.controller}.dominion")
            mj, me = say("broken_moves_to_dominion")
            text_ja += mj
            text_en += me

        trimmed = trim_power(ctx, target)
        if trimmed:
            text_ja, text_en = say("then", first=(text_ja, text_en), then=(trimmed[0], trimmed[1]))
            rules += list(trimmed[2])
        return ctx.record(*say("break_resolves", card=(cja, cen), text=(text_ja, text_en)),
                          tuple(rules))
    # Discarded by the break, the character leaves the field, so its バインドX is asked first (c09:スキル>バインドX);
    # a character an opponent may break holds no power card (c05:ブレイクカードのセット), so it cannot be paid.
    stays, said, bind_rules = offer_bind(ctx, target)
    if stays:
        assert said is not None
        to_discard(ctx, card.id)
        return ctx.record(*say("break_resolves_opponent_character_bound", card=(cja, cen), text=said),
                          (*rules, *bind_rules))
    ja, en, rr = discard_character(ctx, target, "opponent_break")
    if said is not None:
        ja, en = say("then", first=said, then=(ja, en))
    state.move(card.id, f"{obj.controller}.dominion")
    return ctx.record(*say("break_resolves_opponent_character_so", card=(cja, cen), text=(ja, en)), (*rules, *rr))


def resolve_effect(ctx: Context, obj: StackObject) -> Record:
    state = ctx.state
    src = state.cards[obj.source]
    cja, cen = label(state, src)
    # An effect lasts while its source stays in the dominion area (rs:7-2): cited whether it still does or not.
    if not ctx.check(is_character(state, src) and dominated(src), rule("rs:7-2"), legal=True):
        return ctx.record(*say("effect_cancelled_character_no_longer", card=(cja, cen)), CANCEL)
    ab = src.abilities[int(obj.data["ability"])]
    targets = [x for x in obj.data.get("targets", []) if x in state.cards or x in state.players]
    lines_ja, lines_en, rules, notes = apply_effects(ctx, obj.controller, src.id, (ab,), targets)
    return ctx.record(*say("effect_resolves", card=(cja, cen), lines=("。".join(lines_ja), "; ".join(lines_en))),
                      (*rule("c09:エフェクト"), *rules), notes=notes)

