"""Using the action right (103.6.2): play, activate, declare an attack or the end phase; Mag evolution; concede."""

from __future__ import annotations

from judge_app.engine.games.pso2.battle import weapon_on
from judge_app.engine.games.pso2.cards import cannot, colours, ctype, keywords, label, on_field, row
from judge_app.engine.games.pso2.cost import check, pay
from judge_app.engine.games.pso2.effects import IllegalTarget, ability_text, at_declaration, emit, pick
from judge_app.engine.games.pso2.layout import ACTION_WORDS
from judge_app.engine.games.pso2.messages import say
from judge_app.engine.games.pso2.resolve import ask_heal_mode
from judge_app.engine.games.pso2.tasks import by_setting, card_list, note, pname, rec, version_note
from judge_app.engine.games.pso2.versions import cite, sw
from judge_app.engine.kernel.game import Context, Record
from judge_app.engine.kernel.scenario import ActionSpec
from judge_app.engine.kernel.state import Card, StackObject, Task


def perform(ctx: Context, act: ActionSpec, i: int) -> Record:
    handler = {"play": play, "activate": activate, "attack": attack, "end_phase": end_phase, "concede": concede,
               "mag_evolve": mag_evolve, "use_weapon": use_weapon}.get(act.type)
    if handler is None:
        word = ACTION_WORDS.get(act.type, (act.type, act.type))
        return illegal(ctx, act, i, *say("cannot_be_done_now", act_type=word), cite(ctx, "103.6.2.1"))
    return handler(ctx, act, i)


def illegal(ctx: Context, act: ActionSpec, i: int, ja: str, en: str, rules: tuple[str, ...]) -> Record:
    """The action is refused before it changes anything; the player keeps the action right."""
    ctx.then("ar", player=act.player)
    player_label = pname(ctx.state, act.player)
    return rec(ctx, *say("illegal_action", player=player_label, text=(ja, en)), rules, illegal=True, action=i)


def _main_empty(ctx: Context, act: ActionSpec) -> tuple[str, str] | None:
    state = ctx.state
    if act.player != state.turn_player:
        return say("only_turn_player_may_do")
    if state.phase != "main":
        return say("only_one_own_main_phase")
    if state.stack:
        return say("not_while_something_waits_pa")
    return None


def _declared_targets(ctx: Context, act: ActionSpec, source: str, ab: object) -> dict[str, list[str]] | None:
    """Targets at the start of the text, chosen on declaration (406.2.2.1); None when there is none (406.2.2.2)."""
    out: dict[str, list[str]] = {}
    for idx, target in at_declaration(ab):  # type: ignore[arg-type]
        got = pick(ctx, act.player, source, target, list(act.targets) if act.targets else None,
                   cite(ctx, "406.2.2.1", "406.2.3"))
        if got is None:
            return None
        out[str(idx)] = got
    return out


def _push(ctx: Context, act: ActionSpec, obj: StackObject) -> None:
    state = ctx.state
    state.push_stack(obj)
    state.set_data("passes", 0)
    ctx.then("ar", player=state.opponent(act.player))


def _stamps(ctx: Context, targets: dict[str, list[str]]) -> dict[str, int]:
    return {c: int(ctx.state.cards[c].flags.get("entered", 0)) for ids in targets.values() for c in ids}


def _carrier(ctx: Context, act: ActionSpec, card_types: list[str]) -> str | None:
    state = ctx.state
    cid = act.targets[0] if act.targets else act.options.get("carrier")
    if cid is None or cid not in state.cards:
        return None
    host = state.cards[cid]
    if not on_field(host) or ctype(host) not in card_types or host.controller != act.player:
        return None
    return str(cid)


def play(ctx: Context, act: ActionSpec, i: int) -> Record:
    state = ctx.state
    card = state.cards.get(act.card or "")
    if card is None or card.zone != f"{act.player}.hand":
        return illegal(ctx, act, i, *say("not_hand", act_card=act.card), cite(ctx, "504.2"))
    card_label = label(card)
    t = ctype(card)
    rules: list[str] = list(cite(ctx, "504.2", "103.6.2.1"))
    carrier: str | None = None
    targets: dict[str, list[str]] = {}
    if t in ("character", "item"):
        why = _main_empty(ctx, act)
        if why:
            r = ("504.1.1", "504.1.1.1") if t == "character" else ("504.1.2", "504.1.2.1")
            return illegal(ctx, act, i, why[0], why[1], cite(ctx, *r, "103.6.2.2"))
        # The timing rule that allows the play (its failing branch above forbids it).
        ctx.cite(cite(ctx, "504.1.1") if t == "character" else cite(ctx, "504.1.2"), "permits")
        if t == "item" and card.printed.get("item_kind") in ("weapon", "armour"):
            carrier = _carrier(ctx, act, list(card.printed.get("equip_to") or ["character", "player"]))
            if carrier is None:
                return illegal(ctx, act, i, *say("no_legal_equip_target_named"),
                               cite(ctx, "205.4", "205.4.1", "504.2"))
            host = state.cards[carrier]
            healed_label = label(host)
            mine = set(card.printed.get("class") or [])
            theirs = set(host.printed.get("class") or [])
            # 205.4.3: the item's class and the carrier's match (ALL matches any); cited whichever way it goes.
            if mine and theirs and not ctx.check("ALL" in mine | theirs or mine & theirs, cite(ctx, "205.4.3"),
                                                 legal=True):
                return illegal(ctx, act, i, *say("class_differs_from", card=card_label, healed=healed_label),
                               cite(ctx, "205.4.3"))
            excl = card.printed.get("exclusive")
            if excl:
                if sw(ctx).black_and_new_keywords and not ctx.check(host.name == excl, cite(ctx, "302.12"),
                                                                    legal=True):
                    return illegal(ctx, act, i, *say("exclusive", card=card_label, excl=excl),
                                   cite(ctx, "302.12"))
                if not sw(ctx).black_and_new_keywords:
                    note(ctx, version_note(ctx, "『専用』 (302.12) is not in this version; it restricts nothing"))
            rules += cite(ctx, "205.4", "301.7")
    elif t == "active":
        if card.printed.get("main"):
            why = _main_empty(ctx, act)
            if why:
                return illegal(ctx, act, i, *say("main_active", why=(why[0], why[1])),
                               cite(ctx, "504.1.3.1"))
            ctx.cite(cite(ctx, "504.1.3.1"), "permits")
        else:
            # A quick active may be played whenever its player holds the AR, also as a response (103.7.1.1).
            response = ("103.7.1", "103.7.1.1", "103.7.1.1.1") if state.stack else ()
            ctx.cite(cite(ctx, "504.1.3.2", *response), "permits")
        if card.printed.get("grant"):
            carrier = _carrier(ctx, act, list(card.printed["grant"]))
            if carrier is None:
                return illegal(ctx, act, i, *say("no_grant_target_named"),
                               cite(ctx, "204.2.2", v30=("204.2.2.2.1",)))
            rules += cite(ctx, "204.2.2", v30=("204.2.2.2.1",))
        else:
            ab = next((a for a in card.abilities if a.kind == "active"), None)
            if ab is not None:
                try:
                    got = _declared_targets(ctx, act, card.id, ab)
                except IllegalTarget as exc:
                    return illegal(ctx, act, i, *say("illegal_target", exc=exc),
                                   cite(ctx, "406.2.3", "406.2.2"))
                if got is None:
                    return illegal(ctx, act, i, *say("has_no_legal_target_cannot", card=card_label),
                                                cite(ctx, "406.2.2.2", "504.2"))
                targets = got
                if targets:
                    rules += cite(ctx, "406.2.2.1")
    else:
        return illegal(ctx, act, i, *say("not_played_from_hand", card=card_label),
                       cite(ctx, "200.1"))
    if "black" in colours(card) and not sw(ctx).black_and_new_keywords:
        note(ctx, version_note(ctx, "207.1 knows only red, blue and yellow; black is read as a colour anyway"))
    heal_mode = None
    heal = next((ab for ab in card.abilities if ab.kind == "active" and ab.keyword == "heal"), None)
    if heal is not None and ctx.setting("heal_mode_chosen") == "declaration":
        heal_mode = act.options.get("heal_mode") or ask_heal_mode(
            ctx, act.player, int(heal.params.get("x", 1)), cite(ctx, "302.9", v18=("用語集:回復X",)))
        by_setting(ctx, "heal_mode_chosen")
    verdict = check(ctx, act.player, int(card.printed.get("cost", 0)), colours(card), act.payment)
    if not verdict.ok:
        return illegal(ctx, act, i, *say("cannot_pay", card=card_label, verdict=(verdict.ja, verdict.en)),
                       verdict.rules)
    pay_ja, pay_en, pay_rules = pay(ctx, act.player, verdict.pp)
    rules += list(verdict.rules) + list(pay_rules)
    data: dict[str, object] = {"targets": targets, "stamps": _stamps(ctx, targets)}
    if heal_mode is not None:
        data["heal_mode"] = heal_mode
    if carrier is not None:
        data.update({"carrier": carrier, "carrier_stamp": int(state.cards[carrier].flags.get("entered", 0))})
    player_label = pname(state, act.player)
    opponent_label = pname(state, state.opponent(act.player))
    if t == "active" and not card.printed.get("grant") and not sw(ctx).active_card_on_pa:
        state.move(card.id, f"{card.owner}.discard")
        state.set_card(card.id, "face_up", True)
        index = next((k for k, a in enumerate(card.abilities) if a.kind == "active"), None)
        obj = StackObject(state.next_id("s"), "ability", act.player, card.id, index, data)
        where_ja, where_en = say("ability_to_pa_card_to_discard")
        rules += cite(ctx, "204.2.1")
    else:
        state.move(card.id, "pa")
        state.set_card(card.id, "face_up", True)
        obj = StackObject(state.next_id("s"), "card", act.player, card.id, None, data)
        where_ja, where_en = say("card_goes_pa")
        if t == "active":
            rules += cite(ctx, "204.2.1")
    emit(ctx, "played", card.id)
    _push(ctx, act, obj)
    named = card_list(state, [c for ids in targets.values() for c in ids] + ([carrier] if carrier else []))
    tgt = say("target_named", cards=named) if targets or carrier else ("", "")
    return rec(ctx, *say("plays_action_right_goes", player=player_label, card=card_label, tgt=tgt,
                         pay=(pay_ja, pay_en), where=(where_ja, where_en), opponent=opponent_label),
               [*rules, *cite(ctx, "406.2", "103.6.1.6")], action=i)


def activate(ctx: Context, act: ActionSpec, i: int) -> Record:
    state = ctx.state
    card = state.cards.get(act.card or "")
    if card is None or act.ability is None or not 0 <= act.ability < len(card.abilities):
        return illegal(ctx, act, i, *say("no_such_ability"), cite(ctx, "300.3"))
    ab = card.abilities[act.ability]
    card_label = label(card)
    if not on_field(card) or card.controller != act.player:
        return illegal(ctx, act, i, *say("not_player_field", card=card_label),
                       cite(ctx, "300.4.1"))
    if ab.kind != "activated" and ab.keyword != "war_cry":
        return illegal(ctx, act, i, *say("not_activated_ability"), cite(ctx, "300.3"))
    rules: list[str] = list(cite(ctx, "300.3", "103.6.2.1", "301.6"))
    used = list(card.flags.get("once") or [])
    # 300.8.1: the limit binds this card only (one that left the field and came back is a new card, 400.6); cited
    # whichever way it goes.
    if ab.params.get("once_per_turn") and not ctx.check(act.ability not in used,
                                                        cite(ctx, "300.8", "300.8.1", v18=("300.3",)), legal=True):
        return illegal(ctx, act, i, *say("has_already_used_this_ability", card=card_label),
                       cite(ctx, "300.8", "300.8.1", v18=("300.3",)))
    if ab.params.get("main"):
        why = _main_empty(ctx, act)
        if why:
            return illegal(ctx, act, i, *say("main_ability", why=(why[0], why[1])),
                           cite(ctx, "504.1.4.1"))
        ctx.cite(cite(ctx, "504.1.4.1"), "permits")
    else:
        response = ("103.7.1", "103.7.1.1", "103.7.1.1.1") if state.stack else ()
        ctx.cite(cite(ctx, "504.1.4.2", *response), "permits")
    cost = ab.cost
    dull_self = ab.keyword == "war_cry" or (cost is not None and cost.dull_self)
    if ab.keyword == "war_cry":
        battle = state.data.get("battle") or {}
        mine = [t for t in battle.get("targets", []) if state.cards[t].controller == act.player]
        if not battle or not mine or state.step not in ("start", "join"):
            return illegal(ctx, act, i, *say("war_cry_only_while_ally"),
                           cite(ctx, "302.1#2", "506.4.2"))
        rules += cite(ctx, "302.1#2")
    if dull_self and card.dull:
        return illegal(ctx, act, i, *say("already_off_cannot_pay_off", card=card_label),
                                    cite(ctx, "209.1.3.1", v18=("209.1.3",)))
    need_pp = 0
    need_colours: list[str] = []
    if cost is not None:
        for k, v in cost.pay.items():
            need_pp += int(v)
            if k != "any":
                need_colours.append(k)
    verdict = check(ctx, act.player, need_pp, need_colours, act.payment, ability=True)
    if not verdict.ok:
        return illegal(ctx, act, i, *say("cannot_pay_cost", verdict=(verdict.ja, verdict.en)),
                       verdict.rules)
    discards = list(act.cards)
    if cost is not None and cost.discard and (len(discards) != cost.discard or any(
            c not in state.in_zone(act.player, "hand") for c in discards)):
        return illegal(ctx, act, i, *say("card_must_be_discarded_from", cost_discard=cost.discard),
                                    cite(ctx, "209.1.3.1.1", v18=("209.1.3",)))
    try:
        targets = _declared_targets(ctx, act, card.id, ab)
    except IllegalTarget as exc:
        return illegal(ctx, act, i, *say("illegal_target", exc=exc), cite(ctx, "406.2.3"))
    if targets is None:
        return illegal(ctx, act, i, *say("no_legal_target_cannot_be"),
                       cite(ctx, "406.2.2.2"))
    pay_ja, pay_en, pay_rules = pay(ctx, act.player, verdict.pp)
    if dull_self:
        state.set_card(card.id, "dull", True)
        off = say("and_this_card_off")
        pay_ja += off[0]
        pay_en += off[1]
        rules += cite(ctx, "209.1.3.1", v18=("209.1.3",))
    for c in discards:
        state.move(c, f"{act.player}.discard")
        state.set_card(c, "face_up", True)
    if ab.params.get("once_per_turn"):
        state.set_flag(card.id, "once", [*used, act.ability])
        rules += cite(ctx, "300.8", "300.8.1")
    data = {"targets": targets, "stamps": _stamps(ctx, targets), "stamp": int(card.flags.get("entered", 0))}
    obj = StackObject(state.next_id("s"), "ability", act.player, card.id, act.ability, data)
    emit(ctx, "activated", card.id)
    _push(ctx, act, obj)
    player_label = pname(state, act.player)
    opponent_label = pname(state, state.opponent(act.player))
    return rec(ctx, *say("activates_goes_pa_action_right", player=player_label, card=card_label,
                         ability_text_ab=ability_text(ab), pay=(pay_ja, pay_en), opponent=opponent_label),
                    [*rules, *pay_rules, *verdict.rules, *cite(ctx, "103.6.1.6")], action=i)


def attack(ctx: Context, act: ActionSpec, i: int) -> Record:
    state = ctx.state
    why = _main_empty(ctx, act)
    if why:
        return illegal(ctx, act, i, why[0], why[1], cite(ctx, "504.1.5", "103.6.2.2"))
    ctx.cite(cite(ctx, "103.6.2.2"), "permits")  # the timing, whose failing branch is just above
    card = state.cards.get(act.card or "")
    if card is None or not on_field(card) or card.controller != act.player or ctype(card) not in ("character",
                                                                                                  "player"):
        return illegal(ctx, act, i, *say("attacker_must_be_ally_player"),
                       cite(ctx, "504.1.5", "301.9"))
    card_label = label(card)
    # 215.2: only an ON card declares an attack; a freeze (301.3) takes that away. Cited whichever way they go.
    if not ctx.check(not card.dull, cite(ctx, "215.2"), legal=True):
        return illegal(ctx, act, i, *say("off_cannot_declare_attack", card=card_label),
                       cite(ctx, "215.2", "504.1.5"))
    if not ctx.check("attack" not in cannot(state, card), cite(ctx, "301.3")):
        return illegal(ctx, act, i, *say("cannot_declare_attack_frozen", card=card_label),
                       cite(ctx, "301.3"))
    if row(card) == "back" and ctx.setting("back_row_attacks") == "forbidden":
        return illegal(ctx, act, i, *say("back_row_forbidden_setting", card=card_label), cite(ctx, "504.1.5"))
    kws = keywords(state, card)
    targets = list(act.targets)
    most = 2 if "double_shot" in kws else 1
    # 506.3.1: an attack is against a legal opponent (相手, 101.2.2), one, or two with 連続射撃 (302.7); whether the
    # targets named are that is one condition, cited whichever way it goes.
    target_rules = cite(ctx, "506.3.1", *(("302.7",) if most == 2 else ()))
    problem = _target_problem(ctx, card, targets, most)
    if not ctx.check(problem is None, target_rules, legal=True):
        assert problem is not None
        (ja, en), extra = problem
        return illegal(ctx, act, i, ja, en, tuple(dict.fromkeys((*target_rules, *extra))))
    notes: list[str] = []
    if "erosion" in kws and any(ctype(state.cards[t]) != "player" for t in targets):
        if sw(ctx).black_and_new_keywords:
            return illegal(ctx, act, i, *say("has_erosion_may_attack_only", card=card_label), cite(ctx, "302.10"))
        notes.append(version_note(ctx, "『侵食』 (302.10) is not in this version; it restricts nothing"))
    if ctx.setting("row_targets") != "any_row" or any(row(state.cards[t]) == "back" for t in targets):
        by_setting(ctx, "row_targets")
    if row(card) == "back":
        by_setting(ctx, "back_row_attacks")
    stamps = {c: int(state.cards[c].flags.get("entered", 0)) for c in [card.id, *targets]}
    state.set_data("battle", {"attacker": card.id, "targets": targets, "stamps": stamps})
    state.set_data("passes", 0)
    ctx.then("battle_step", step="start")
    target_label = card_list(state, targets)
    player_label = pname(state, act.player)
    ctx.cite(cite(ctx, "504.1.5"), "permits")  # an ON ally of the turn player, in its main phase
    return rec(ctx, *say("declares_attack_battle_phase_begins", player=player_label, card=card_label,
                         target=target_label),
               cite(ctx, "504.1.5.1", "506.2", *(("302.7",) if len(targets) == 2 else ())),
               notes=notes, action=i)


def _target_problem(ctx: Context, card: Card, targets: list[str], most: int
                    ) -> tuple[tuple[str, str], tuple[str, ...]] | None:
    """What is wrong with an attack's targets (506.3.1: legal opponents, as many as the attacker may choose), as the
    sentence and any rule beyond 506.3.1 (and 302.7) it rests on; None when they are right."""
    state = ctx.state
    card_label = label(card)
    if not targets:
        return (say("attack_names_no_target_double_shot", card=card_label) if most == 2 else
                say("attack_names_no_target", card=card_label)), ()
    if len(targets) > most:
        return (say("attack_two_targets_at_most", card=card_label, n=len(targets)) if most == 2 else
                say("attack_one_target_only", card=card_label, n=len(targets))), cite(ctx, "302.7")
    if len(set(targets)) != len(targets):
        twice = next(t for t in targets if targets.count(t) > 1)
        return say("attack_same_target_twice", target=label(state.cards[twice]) if twice in state.cards else twice), ()
    opp = state.opponent(card.controller)
    for t in targets:
        tc = state.cards.get(t)
        if tc is None or not on_field(tc):
            why = say("target_not_on_field")
        elif tc.controller != opp:
            why = say("target_is_an_ally")
        elif ctype(tc) not in ("character", "player") or tc.flags.get("equipped_to"):
            why = say("target_neither_player_nor_character")
        else:
            if row(tc) == "back" and ctx.setting("row_targets") == "front_first" and state.in_zone(opp, "front"):
                return say("back_row_cannot_be_attacked"), ()
            continue
        return say("not_a_legal_attack_target", target=label(tc) if tc else t, why=why), cite(ctx, "101.2.2")
    return None


def end_phase(ctx: Context, act: ActionSpec, i: int) -> Record:
    why = _main_empty(ctx, act)
    if why:
        return illegal(ctx, act, i, why[0], why[1], cite(ctx, "504.1.6", "504.1.6.1"))
    ctx.cite(cite(ctx, "504.1.6", "504.1.6.1"), "permits")
    ctx.push(Task("begin_phase", {"phase": "end"}))
    player_label = pname(ctx.state, act.player)
    return rec(ctx, *say("declares_move_end_phase_main", player=player_label),
               cite(ctx, "504.1.6.2"), action=i)


def concede(ctx: Context, act: ActionSpec, i: int) -> Record:
    state = ctx.state
    state.set_player(act.player, "lost", True)
    state.set_game("result", {"outcome": "win", "winner": state.opponent(act.player), "loser": act.player})
    state.agenda.clear()
    player_label = pname(state, act.player)
    return rec(ctx, *say("concedes_loses_once", player=player_label),
               cite(ctx, "101.6", "103.1.1", "101.4"), action=i)


def mag_evolve(ctx: Context, act: ActionSpec, i: int) -> Record:
    state = ctx.state
    if not sw(ctx).black_and_new_keywords:
        return illegal(ctx, act, i, *say("this_version_has_no_mag"),
                       cite(ctx, "203.1", "203.2"))
    why = _main_empty(ctx, act)
    if why:
        return illegal(ctx, act, i, why[0], why[1], cite(ctx, "203.4.3"))
    card = state.cards.get(act.card or "")
    if card is None or card.zone != f"{act.player}.mag" or not card.flags.get("under_mag"):
        return illegal(ctx, act, i, *say("not_evolution_card_under_mag", act_card=act.card),
                                    cite(ctx, "203.4.1", "203.4.3"))
    card_label = label(card)
    verdict = check(ctx, act.player, int(card.printed.get("cost", 0)), colours(card), act.payment)
    if not verdict.ok:
        return illegal(ctx, act, i, *say("cannot_pay", card=card_label, verdict=(verdict.ja, verdict.en)),
                       (*verdict.rules, *cite(ctx, "203.4.3")))
    pay_ja, pay_en, pay_rules = pay(ctx, act.player, verdict.pp)
    base = next((c for c in state.in_zone(act.player, "mag") if not state.cards[c].flags.get("under_mag")), None)
    state.zones[f"{act.player}.mag"].remove(card.id)
    state.zones[f"{act.player}.mag"].insert(0, card.id)
    state.set_flag(card.id, "under_mag", None)
    state.set_flag(card.id, "entered", state.tick())
    if base is not None:
        state.set_card(card.id, "dull", state.cards[base].dull)
    note(ctx, "203.4: what the level order of マグ進化 LvX requires is printed on the cards, not in the rules")
    ctx.then("ar", player=act.player)  # nothing went on the PA: the action right stays (103.6.1.6)
    player_label = pname(state, act.player)
    return rec(ctx, *say("evolves_mag_goes_face_up", player=player_label, pay=(pay_ja, pay_en), card=card_label),
               (*cite(ctx, "203.4.3", "203.4.3.1", "203.4.4", "203.4.5"), *verdict.rules, *pay_rules), action=i)


def use_weapon(ctx: Context, act: ActionSpec, i: int) -> Record:
    """1.8 lets a weapon be used at any time in the battle phase (205.5.1); 3.0 only in the engagement step."""
    state = ctx.state
    card = state.cards.get(act.card or "")
    battle = state.data.get("battle") or {}
    if card is None or card.printed.get("item_kind") != "weapon" or not card.flags.get("equipped_to"):
        return illegal(ctx, act, i, *say("not_equipped_weapon"), cite(ctx, "205.5.1"))
    host = card.flags["equipped_to"]
    if not battle or host not in [battle.get("attacker"), *battle.get("targets", [])]:
        return illegal(ctx, act, i, *say("carrier_not_battle"), cite(ctx, "205.5.1"))
    if sw(ctx).weapon_engage_step_only:
        return illegal(ctx, act, i, *say("weapon_used_only_engagement_step"),
                       cite(ctx, "205.5.1", "506.5.2#2"))
    if card.dull:
        return illegal(ctx, act, i, *say("weapon_already_off"), cite(ctx, "205.5.1", "215.1.3"))
    ctx.then("ar", player=act.player)  # rule processing, not the PA: the action right stays (205.5.1.1)
    state.set_data("passes", 0)
    ja, en = weapon_on(ctx, card.id)
    note(ctx, version_note(ctx, "205.5.1 allows the weapon 'during the battle phase'"))
    return rec(ctx, ja, en, cite(ctx, "205.5.1", "205.5.1.1", "215.1.3"), action=i)
