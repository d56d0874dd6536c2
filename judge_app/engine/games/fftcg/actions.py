"""Things a player does with priority: play (11.3-11.5), cast (11.2), activate (11.7, 11.8), concede, loops (13)."""

from __future__ import annotations

from typing import Any

from judge_app.engine.games.fftcg.cards import (
    abilities_of,
    active_abilities,
    condition_holds,
    cost_change,
    ctype,
    field_cards,
    forbidden,
    is_character,
    jobs,
    keywords,
    shares_name,
    since_turn_start,
)
from judge_app.engine.games.fftcg.choices import (
    MODE_RULE,
    SPLIT_RULE,
    X_RULE,
    BadChoice,
    choose_distribution,
    choose_modes,
    choose_x,
    effects_of,
    remember,
    uses_x,
)
from judge_app.engine.games.fftcg.cost import Need, ability_need, card_need, check_payment
from judge_app.engine.games.fftcg.effects import (
    IllegalTarget,
    ability_text,
    apply_replacement,
    emit,
    find_replacement,
    pick_targets,
    put_in_break_zone,
)
from judge_app.engine.games.fftcg.layers import all_abilities
from judge_app.engine.games.fftcg.layout import ACTION_WORDS, CHARACTERS, ITEMS, ZONE_FOR_TYPE
from judge_app.engine.games.fftcg.messages import say
from judge_app.engine.games.fftcg.processes import check_backup_excess
from judge_app.engine.games.fftcg.tasks import card_list, joined, label, name_of, pname, setting_note, task
from judge_app.engine.kernel.citations import permits, rule, setting
from judge_app.engine.kernel.game import Context, Record
from judge_app.engine.kernel.questions import Option
from judge_app.engine.kernel.scenario import ActionSpec
from judge_app.engine.kernel.state import Card, StackObject, zone_id
from judge_app.engine.kernel.tasks import card_options

ANY_TIME = ("blue_magic", "unequip", "inspiration")
OWN_TURN = {"awakening": "15.2.10.3", "job_change": "15.2.13.3"}
FROM_HAND = {"blue_magic": "15.2.11.4", "inspiration": "15.2.14.5"}


def perform(ctx: Context, act: ActionSpec, i: int) -> Record:
    handler = {"play": play, "cast": cast, "activate": activate, "concede": concede, "loop": loop}.get(act.type)
    if handler is None:
        word = ACTION_WORDS.get(act.type, (act.type, act.type))
        return illegal(ctx, act, i, say("cannot_be_done_now", act_type=word), rule("11.1.1"))
    return handler(ctx, act, i)


def illegal(ctx: Context, act: ActionSpec, i: int, text: tuple[str, str], rules: tuple[str, ...],
            notes: list[str] | None = None) -> Record:
    """Why not: the action is refused, the player keeps priority (14.5)."""
    ctx.then("priority", player=act.player)
    player_label = pname(ctx.state, act.player)
    return ctx.record(*say("illegal_action", player=player_label, text=text), rules, illegal=True, action=i,
                      notes=notes)


def _payment(ctx: Context, act: ActionSpec, need: Need, exclude: set[str], same: tuple[str, ...]) -> list[str]:
    if act.payment is not None:
        return list(act.payment)
    if need.total == 0:
        return []
    state = ctx.state
    p = act.player
    sources = [c for c in state.in_zone(p, "hand") if c not in exclude] + list(state.in_zone(p, "backup"))
    opts = card_options(state, sources, label)
    player_label = pname(state, p)
    return ctx.ask("payment", p, *say("choose_cards_that_pay_hand", player=player_label, need_describe=need.describe()),
                   opts, min=0, max=len(opts), rules=rule("11.3.6.1.1"))


def _pay(ctx: Context, discards: list[str], backups: list[str]) -> tuple[str, str]:
    state = ctx.state
    for cid in discards:
        state.move(cid, f"{state.cards[cid].owner}.break")
        emit(ctx, "discarded", cid)
    for cid in backups:
        state.set_card(cid, "dull", True)
    ways = []
    if discards:
        ways.append(say("pay_discarding", text=card_list(state, discards)))
    if backups:
        ways.append(say("pay_dulling", text=card_list(state, backups)))
    if not ways:
        return say("nothing_pay")
    return say("pays_by", ways=joined(ways, "、", " and "))


def _cost_to_break_zone(ctx: Context, card_id: str, replaced: list[str]) -> bool:
    """Put a card from the field into the break zone as a cost; whether a replacement waits for that move.

    A replacement waits for its event however it comes about (11.13.5.1: no exception for costs), so the move is
    left to it: the replaced move does not happen (11.13.5.4), what the replacement says is done instead, once the
    activation is complete (``replaced``, then :func:`_replace_cost_moves`)."""
    if find_replacement(ctx.state, card_id, "put_into_break_zone") is not None:
        replaced.append(card_id)
        return True
    put_in_break_zone(ctx, card_id, broken=False)
    return False


def _replace_cost_moves(ctx: Context, player: str, replaced: list[str]) -> list[str]:
    """Run the replacements of the cost moves in ``replaced``; the rules that chose and applied them. Called after
    the priority task is scheduled, so what they do instead happens before anyone gets priority."""
    rules: list[str] = []
    for cid in replaced:
        # A cost is no summon or ability resolving: no replacement is its own (11.13.5.6).
        rules += apply_replacement(ctx, {"controller": player, "source": None, "targets": {}}, cid,
                                   "put_into_break_zone") or ()
    return [*rules, *(rule("11.13.5.1", "11.13.5.4") if replaced else ())]


def _timing_main_special(ctx: Context, act: ActionSpec) -> tuple[str, str] | None:
    state = ctx.state
    if act.player != state.turn_player:
        return say("only_turn_player_may_play")
    if state.phase not in ("main1", "main2"):
        return say("can_be_played_only_main")
    if state.stack:
        return say("cannot_be_played_while_stack")
    return None


def _declare(ctx: Context, act: ActionSpec, card_id: str, ab: Any, kind: str) -> dict[str, Any]:
    """Modes, then the variable X of the cost (the playing procedure's order); raises BadChoice."""
    out: dict[str, Any] = {"rules": []}
    modes = choose_modes(ctx, act.player, card_id, ab, act.options.get("modes"), kind)
    if modes:
        out["modes"] = modes
        out["rules"].append(MODE_RULE[kind])
    if ab.cost is not None and ab.cost.x:
        out["x"] = choose_x(ctx, act.player, card_id, ab, act.options.get("x"), kind)
        out["rules"] += ["4.5", X_RULE[kind]]
    elif "x" in act.options and uses_x(ab, modes):
        out["x"] = choose_x(ctx, act.player, card_id, ab, act.options.get("x"), kind)
        out["rules"] += ["4.5"]
    return out


def _declared_text(ab: Any, declared: dict[str, Any]) -> tuple[str, str]:
    """What was declared while playing: modes, X and distributions, for the step's sentence."""
    parts = [say("mode_chosen", text=ab.modes[m].text or f"{m + 1}") for m in declared.get("modes", [])]
    if "x" in declared:
        parts.append(say("x_declared", x=declared["x"]))
    for split in declared.get("distribution", {}).values():
        shares = joined([say("share_to", card=c, amount=v) for c, v in split.items()], "、", ", ")
        parts.append(say("divided", shares=shares))
    if not parts:
        return "", ""
    return say("declared_while_playing", parts=joined(parts))


def _split(ctx: Context, act: ActionSpec, card_id: str, ab: Any, targets: dict[str, list[str]],
           declared: dict[str, Any], kind: str) -> dict[str, dict[str, int]]:
    frame = {"controller": act.player, "source": card_id, "targets": targets, **declared}
    return choose_distribution(ctx, act.player, card_id, effects_of(ab, declared.get("modes")), targets, frame,
                               act.options.get("distribution"), kind)


def _cost_change_text(ctx: Context, card: Any, player: str, cost: int) -> tuple[str, str] | None:
    """Says how field abilities of other cards raise or lower this cost, if they do (None when nothing does)."""
    delta, sources = cost_change(ctx.state, card, player)
    if not delta:
        return None
    source_label = card_list(ctx.state, list(dict.fromkeys(sources)))
    return say("cost_changed_by", source=source_label, cost=cost, new=max(0, cost + delta))


def play(ctx: Context, act: ActionSpec, i: int) -> Record:
    state = ctx.state
    card = state.cards.get(act.card or "")
    if card is None or card.zone != f"{act.player}.hand":
        return illegal(ctx, act, i, say("not_hand", act_card=act.card, act_player=act.player),
                       rule("11.3.2"))
    card_label = label(card)
    t = ctype(card)
    timing_rule = {"weapon": "11.4.1", "armor": "11.4.1", "accessory": "11.4.1", "formation": "11.5.1"}.get(t, "11.3.1")
    if t == "summon":
        return illegal(ctx, act, i, say("summon_cast_instead", card=card_label),
                       rule("15.1.1.8.1", "5.2.3.1.2.1"))
    why = _timing_main_special(ctx, act)
    if not ctx.check(why is None, (timing_rule, "9.4.1.5"), legal=True):
        assert why is not None
        return illegal(ctx, act, i, why[:2], (timing_rule, "9.4.1.5"))
    mine = field_cards(state, act.player)
    if t in CHARACTERS and not card.printed.get("generic"):
        zone_rule = {"forward": "7.9.2", "backup": "7.10.2", "monster": "7.11.2"}[t]
        # The same-name limit is checked whichever way it goes (a card that may be played cites what allows it).
        if not ctx.check(not any(shares_name(c, card) and is_character(c) for c in mine), ("5.2.2.1", zone_rule),
                         legal=True):
            return illegal(ctx, act, i, say("character_named_already_field_not", card_name=name_of(card)),
                           ("5.2.2.1", zone_rule))
    if t == "backup" and not ctx.check(len(state.in_zone(act.player, "backup")) < 5, rule("7.10.3"), legal=True):
        return illegal(ctx, act, i, say("backups_are_limited_th_cannot"),
                       rule("7.10.3"))
    holder = None
    if t in ITEMS:
        holder = act.targets[0] if act.targets else act.options.get("equip")
        h = state.cards.get(holder or "")
        if h is None or not is_character(h) or zone_id(h.zone) not in CHARACTERS:
            return illegal(ctx, act, i, say("no_character_equip_named"),
                           rule("11.4.5", "5.2.3.1.3.1"))
        healed_label = label(h)
        if h.controller != act.player:
            return illegal(ctx, act, i, say("opponent_character", healed=healed_label),
                           rule("5.2.3.1.3.3"))
        if card.printed.get("equip") and ctype(h) not in card.printed["equip"]:
            return illegal(ctx, act, i, say("cannot_equip", card=card_label, ctype_h=ctype(h)),
                           rule("5.2.3.1.3.2"))
        if any(ctype(c) == t and c.flags.get("equipped_to") == h.id for c in mine):
            return illegal(ctx, act, i, say("already_has", healed=healed_label, t=t), rule("5.2.3.1.3.4"))
    if t == "formation":
        for _, ab in abilities_of(card, "formation_condition"):
            if not condition_holds(state, ab, act.player, card.id):
                return illegal(ctx, act, i, say("formation_condition_not_met"), rule("7.12.3"))
    extra: dict[str, int] = {}
    overdrive = _use_overdrive(ctx, act, card)
    if overdrive:
        od = abilities_of(card, "overdrive")
        if not od:
            return illegal(ctx, act, i, say("has_no_overdrive", card=card_label), rule("15.2.9.2"))
        extra = {k: int(v) for k, v in od[0][1].params.get("cost", {}).items()}
    assist: bool | None = None
    if abilities_of(card, "assist"):
        if "assist" in act.options:
            assist = bool(act.options["assist"])
        else:
            player_label = pname(state, act.player)
            assist = ctx.ask("assist", act.player, *say("use_assist", player=player_label, card=card_label),
                             [Option(id="yes", label_ja="使用する", label_en="use it"),
                              Option(id="no", label_ja="使用しない", label_en="do not")],
                             rules=rule("15.2.6.3")) == ["yes"]
    base_cost = int(card.printed.get("cost", 0))
    change = _cost_change_text(ctx, card, act.player, base_cost)
    if change:
        base_cost = max(0, base_cost + cost_change(state, card, act.player)[0])
    need = card_need(card, base_cost, extra)
    payment = _payment(ctx, act, need, {card.id}, tuple(card.printed["element"]))
    verdict = check_payment(state, act.player, need, payment, ctx.settings, {card.id}, tuple(card.printed["element"]))
    if not verdict.ok:
        return illegal(ctx, act, i, say("cannot_pay_play_rewound", card=card_label, verdict=(verdict.ja, verdict.en),
                                         change=say("change_cost_from_applied_before", change=change) if change
                                         else ("", "")),
                       (*verdict.rules, *(["11.3.6"] if change else []), "14.1", "14.2"))
    pay = _pay(ctx, verdict.discards, verdict.backups)
    ctx.then("enter_field", card=card.id, player=act.player, holder=holder, overdrive=overdrive, assist=assist)
    rules = rule("11.3.2", "11.3.6", "11.3.6.1.1", "11.3.7")
    if t == "formation":
        rules = rule("11.5.2", "11.5.6", "11.5.6.1.1", "11.5.7")
    elif t in ITEMS:
        rules = rule("11.4.2", "11.4.5", "11.4.7.1", "11.4.8")
    if overdrive:
        rules = (*rules, "15.2.9.3", "15.2.9.4")
    if change:
        rules = (*rules, "11.3.6")
        pay = say("cost_changed_then_pay", change=change, pay=pay)
    notes = []
    if verdict.produced > need.total:
        rules = (*rules, "5.2.1.2.1")
        if verdict.backups:
            notes.append(setting_note(ctx, "excess_cp"))
    if verdict.backups and ctx.setting("backup_must_be_active") != "yes":
        notes.append(setting_note(ctx, "backup_must_be_active"))
    player_label = pname(state, act.player)
    return ctx.record(*say("plays_special_action_cost", player=player_label, card=card_label, need_total=need.total,
                           pay=pay), rules, action=i, notes=notes)


@task("enter_field")
def enter_field(ctx: Context, args: dict[str, Any]) -> Record:
    state = ctx.state
    cid, p = args["card"], args["player"]
    card = state.cards[cid]
    t = ctype(card)
    card_label = label(card)
    rules: list[str] = []
    extra: list[tuple[str, str]] = []
    if t == "formation":
        old = list(state.in_zone(p, "formation"))
        for o in old:
            remember(state, o)
            state.move(o, f"{state.cards[o].owner}.hand")
            state.set_card(o, "face_up", False)
        if old:
            extra.append(say("old_formation_returns", text=card_list(state, old)))
            rules += ["7.12.4", "11.5.8"]
    state.move(cid, f"{p}.{ZONE_FOR_TYPE[t]}")
    state.set_card(cid, "face_up", True)
    state.set_card(cid, "controller", p)
    state.set_flag(cid, "since", state.turn)
    if args.get("overdrive"):
        state.set_flag(cid, "overdrive", True)
    if args.get("assist"):
        state.set_flag(cid, "assist", True)
    if t == "backup":
        state.set_card(cid, "dull", True)
        extra.append(say("backup_enters_dull"))
        rules.append("7.10.4")
    if t in ITEMS and args.get("holder"):
        state.set_flag(cid, "equipped_to", args["holder"])
        extra.append(say("equipped_to", holder=label(state.cards[args["holder"]])))
        rules.append("15.1.1.11.1")
    if args.get("assist") is False and abilities_of(card, "assist"):
        extra.append(say("assist_not_used"))
        rules.append("15.2.6.4")
    emit(ctx, "enters_field", cid)
    ctx.then("priority", player=state.turn_player)
    check_backup_excess(ctx, p)
    state.data["passes"] = 0
    main = {"formation": "11.5.9"}.get(t, "11.4.9" if t in ITEMS else "11.3.8")
    return ctx.record(*say("enters_field_enter_field_abilities", card=card_label, extra=joined(extra, "", "")),
                      (main, *rules))


def _restricted(ctx: Context, keyword: str | None) -> tuple[str, str, tuple[str, ...]] | None:
    """Summons and action/special abilities only in main and attack phases, and not in restricted windows."""
    state = ctx.state
    anytime = keyword in ANY_TIME and ctx.setting("any_time_abilities") == "any_priority"
    if anytime:
        return None
    if state.data.get("fs_window"):
        return (*say("not_after_first_strike_damage"), rule("15.2.3.3"))
    if state.phase == "end":
        return (*say("not_in_end_phase"), rule("9.6.1.1"))
    if state.phase not in ("main1", "main2", "attack"):
        return (*say("only_main_and_attack_phases"), rule("9.4.1.6", "9.4.1.7"))
    return None


def _card_named(ctx: Context, card_id: str) -> tuple[str, str]:
    """A card a refusal names: as steps name it when it exists, else the file's id."""
    card = ctx.state.cards.get(card_id)
    return label(card) if card is not None else (card_id, card_id)


def _use_overdrive(ctx: Context, act: ActionSpec, card: Card) -> bool:
    """Whether a character is played with Overdrive: the player chooses while playing it (15.2.9.2), so a scenario
    that does not say (options.overdrive) is asked then, as Assist is (15.2.6.3)."""
    if "overdrive" in act.options:
        return bool(act.options["overdrive"])
    if not abilities_of(card, "overdrive"):
        return False
    player_label = pname(ctx.state, act.player)
    return ctx.ask("overdrive", act.player, *say("use_overdrive", player=player_label, card=label(card)),
                   [Option(id="yes", label_ja="使う", label_en="use it"),
                    Option(id="no", label_ja="使わない", label_en="do not")], rules=rule("15.2.9.2")) == ["yes"]


def _war_god_choice(ctx: Context, act: ActionSpec, card: Card) -> str | None:
    """The character War God puts into the break zone, or None: the player chooses while casting (15.2.7.2) and
    names the character at the 11.2.3 point (15.2.7.3), so a scenario that does not say (options.war_god) is
    asked then, when a character of theirs has the job."""
    if act.options.get("war_god"):
        return str(act.options["war_god"])
    wg = abilities_of(card, "war_god")
    if not wg:
        return None
    state = ctx.state
    job = wg[0][1].params.get("job")
    able = [c for z in CHARACTERS for c in state.in_zone(act.player, z) if job in jobs(state, state.cards[c])]
    if not able:
        return None
    player_label = pname(state, act.player)
    picked = ctx.ask("war_god", act.player, *say("use_war_god", player=player_label, card=label(card), job=job),
                     [Option(id="none", label_ja="使わない", label_en="do not use it"),
                      *card_options(state, able, label)], rules=rule("15.2.7.2", "15.2.7.3"))
    return None if picked == ["none"] else picked[0]


def cast(ctx: Context, act: ActionSpec, i: int) -> Record:
    state = ctx.state
    card = state.cards.get(act.card or "")
    if card is None or card.zone != f"{act.player}.hand":
        return illegal(ctx, act, i, say("not_hand_2", act_card=act.card), rule("15.1.1.8.1"))
    card_label = label(card)
    if ctype(card) != "summon":
        return illegal(ctx, act, i, say("not_summon", card=card_label), rule("5.2.3.1.2"))
    if "cast" in forbidden(state, card):
        return illegal(ctx, act, i, say("cannot_be_cast_so_casting", card=card_label), rule("11.2.9", "2.2"))
    why = _restricted(ctx, None)
    if why is not None:
        rules = why[2] if why[2] != rule("9.4.1.6", "9.4.1.7") else rule("9.4.1.6")
        return illegal(ctx, act, i, why[:2], rules)
    ctx.cite(rule("9.4.1.6"), "permits")  # either player, with priority, in a main or attack phase
    cost = int(card.printed.get("cost", 0))
    rules = ["11.2.2", "11.2.7", "11.2.7.1.1", "11.2.8"]
    notes: list[str] = []
    change = _cost_change_text(ctx, card, act.player, cost)
    war = [say("change_cost_from_applied_before", change=change)] if change else []
    if change:
        cost = max(0, cost + cost_change(state, card, act.player)[0])
        rules += ["11.2.5"]
    sacrificed = None
    war_god = _war_god_choice(ctx, act, card)
    if war_god:
        wg = abilities_of(card, "war_god")
        victim = state.cards.get(war_god)
        job = wg[0][1].params.get("job") if wg else None
        if not wg or victim is None or victim.controller != act.player or zone_id(victim.zone) not in \
                CHARACTERS or job not in jobs(state, victim):
            return illegal(ctx, act, i, say("war_god_character_must_be", job=job), rule("15.2.7.3"))
        floor = int(ctx.setting("war_god_minimum"))
        reduced = max(floor, cost - int(victim.printed.get("cost", 0)))
        notes.append(setting_note(ctx, "war_god_minimum"))
        war.append(say("war_god_reduces", card=label(victim), cost=cost, reduced=reduced))
        cost = reduced
        sacrificed = victim.id
        rules += ["15.2.7.3", "15.2.7.4", "15.1.1.3.2"]
    summon_ab = next((k for k, a in enumerate(card.abilities) if a.kind == "summon"), None)
    targets: dict[str, list[str]] = {}
    sab = card.abilities[summon_ab] if summon_ab is not None else None
    declared: dict[str, Any] = {}
    if sab is not None:
        try:
            declared = _declare(ctx, act, card.id, sab, "summon")
        except BadChoice as exc:
            return illegal(ctx, act, i, (exc.ja, exc.en), exc.rules)
        cost += declared.get("x", 0) * (sab.cost.x if sab.cost else 0)
        rules += declared.pop("rules")
    if summon_ab is not None:
        try:
            got = pick_targets(ctx, act.player, card.id, card.abilities[summon_ab], act.targets or None,
                               modes=declared.get("modes"), on_stack=card.id)
        except IllegalTarget as exc:
            return illegal(ctx, act, i, say("target_cannot_be_chosen", exc=_card_named(ctx, str(exc))),
                           rule("11.12.4.1.1", "14.1"))
        if got is None:
            return illegal(ctx, act, i, say("no_legal_target_cast_cannot"),
                           rule("11.2.1", "14.1"))
        targets = got
        try:
            split = _split(ctx, act, card.id, card.abilities[summon_ab], targets, declared, "summon")
        except BadChoice as exc:
            return illegal(ctx, act, i, (exc.ja, exc.en), exc.rules)
        if split:
            declared["distribution"] = split
            rules.append("11.2.6")
    if sab is not None:
        war.append(_declared_text(sab, declared))
    need = card_need(card, cost)
    payment = _payment(ctx, act, need, {card.id}, tuple(card.printed["element"]))
    verdict = check_payment(state, act.player, need, payment, ctx.settings, {card.id}, tuple(card.printed["element"]))
    if not verdict.ok:
        return illegal(ctx, act, i, say("cannot_pay_cast_rewound", card=card_label, verdict=(verdict.ja, verdict.en),
                                         war=joined(war, "", "")),
                       (*verdict.rules, *(["11.2.5"] if "11.2.5" in rules else []), "11.2.1", "14.1", "14.2", "14.5"))
    replaced: list[str] = []
    if sacrificed and _cost_to_break_zone(ctx, sacrificed, replaced):
        war.append(say("pay_break_zone_replaced", card=label(state.cards[sacrificed])))
    state.move(card.id, "stack")
    state.push_stack(StackObject(state.next_id("s"), "summon", act.player, card.id, summon_ab,
                                 {"targets": targets, **declared}))
    pay_label = _pay(ctx, verdict.discards, verdict.backups)
    emit(ctx, "summoned", card.id)
    state.data["passes"] = 0
    ctx.then("priority", player=act.player)
    rules += _replace_cost_moves(ctx, act.player, replaced)
    if verdict.produced > need.total:
        rules.append("5.2.1.2.1")
        if verdict.backups:
            notes.append(setting_note(ctx, "excess_cp"))
    player_label = pname(state, act.player)
    target_label = card_list(state, [c for v in targets.values() for c in v])
    return ctx.record(*say("casts_goes_stack_targets_keeps", player=player_label, card=card_label, target=target_label,
                           pay=pay_label, war=joined(war, "", "")), tuple(rules), action=i, notes=notes)


def activate(ctx: Context, act: ActionSpec, i: int) -> Record:
    state = ctx.state
    card = state.cards.get(act.card or "")
    # Abilities are numbered as on the stack: printed ones, then those a text-changing effect gave (11.13.4.6).
    full = all_abilities(state, card) if card is not None else []
    if card is None or act.ability is None or not 0 <= act.ability < len(full):
        return illegal(ctx, act, i, say("no_such_ability"), rule("11.7.4"))
    ab = full[act.ability]
    card_label = label(card)
    # Only a text-changing effect can take an ability away, so only then is there something to check.
    if any(e.kind == "text" for e in state.effects) and not ctx.check(
            any(k == act.ability for k, _ in active_abilities(state, card)), rule("11.13.4.6"), legal=True):
        return illegal(ctx, act, i, say("ability_lost_cannot_activate", card=card_label), rule("11.13.4.6"))
    kw = ab.keyword
    if ab.kind not in ("action", "special"):
        return illegal(ctx, act, i, say("that_ability_cannot_be_activated", card=card_label),
                       rule("11.6.2", "11.7.1"))
    zone = zone_id(card.zone)
    if kw in FROM_HAND:
        if card.zone != f"{act.player}.hand":
            return illegal(ctx, act, i, say("must_be_your_hand", card=card_label),
                           rule(FROM_HAND[kw]))
    elif kw == "unequip":
        if card.controller != act.player or not card.flags.get("equipped_to"):
            return illegal(ctx, act, i, say("not_equipped", card=card_label), rule("15.2.12.4"))
    elif card.controller != act.player or zone not in ("forward", "backup", "monster", "formation", "item"):
        return illegal(ctx, act, i, say("not_your_field", card=card_label), rule("11.7.2.1.3"))
    elif ab.cost and (ab.cost.dull_self or ab.cost.put_self_into_discard_pile):
        ctx.cite(permits("11.7.2.1.3"))  # a cost dulling or putting away a character: one its player controls
    why = _restricted(ctx, kw)
    if why is not None:
        rules = why[2] if why[2] != rule("9.4.1.6", "9.4.1.7") else rule("9.4.1.7")
        notes = [setting_note(ctx, "any_time_abilities")] if kw in ANY_TIME else []
        return illegal(ctx, act, i, why[:2], rules, notes=notes)
    if state.phase in ("main1", "main2", "attack"):
        ctx.cite(rule("9.4.1.7"), "permits")  # either player, with priority, in a main or attack phase
    if kw in OWN_TURN and act.player != state.turn_player:
        return illegal(ctx, act, i, say("only_your_own_turn"), (OWN_TURN[kw],))
    cost = ab.cost
    need = ability_need(dict(cost.pay) if cost else {})
    rules = ["11.7.3", "11.7.8", "11.7.9", "11.7.10"] if ab.kind == "action" else \
        ["11.8.3", "11.8.8", "11.8.9", "11.8.10"]
    dull_notes: list[str] = []
    if cost and cost.dull_self:
        if ctype(card) in ("forward", "backup") and not since_turn_start(state, card):
            # Only Haste lets a forward or backup that arrived this turn pay a dull cost (11.7.2.1.2, 15.2.2.3).
            if not ctx.check("haste" in keywords(state, card), rule("11.7.2.1.2", "15.2.2.3"), legal=True):
                return illegal(ctx, act, i, say("has_not_been_controlled_since", card=card_label),
                               rule("11.7.2.1.2", "15.2.2.3"))
        else:  # controlled since the turn began, or a monster, which needs no Haste (11.7.2.1.2)
            ctx.cite(rule("11.7.2.1.2"), "permits")
        # Every cost must be paid (11.7.2.1.1 / 11.8.2.1.1); an active character can always be made dull.
        pay_all, rewind = ("11.7.2.1.1", "11.7.3") if ab.kind == "action" else ("11.8.2.1.1", "11.8.3")
        if not card.dull:
            ctx.cite(permits(pay_all))
        elif ctx.setting("dull_cost_needs_active") == "yes":
            ctx.cite(setting(pay_all, rewind, "6.3.1.1", "15.1.1.2.2"))
            return illegal(ctx, act, i, say("already_dull", card=card_label), rule(pay_all, rewind),
                           notes=[setting_note(ctx, "dull_cost_needs_active")])
        else:  # the literal reading: a dull character may be dulled again (6.3.1.1, 15.1.1.2.2)
            ctx.cite(setting(pay_all, rewind, "6.3.1.1", "15.1.1.2.2"))
            ctx.cite(permits("6.3.1.1", "15.1.1.2.2"))
            dull_notes.append(setting_note(ctx, "dull_cost_needs_active"))
    same_name = None
    if ab.kind == "special":
        same_name = act.options.get("same_name")
        sn = state.cards.get(same_name or "")
        if sn is None or sn.zone != f"{act.player}.hand" or not shares_name(sn, card) \
                or ctype(sn) in ("summon", *ITEMS) or sn.id == card.id:
            return illegal(ctx, act, i, say("special_ability_also_needs_card", card_name=name_of(card)),
                           rule("11.8.1"))
    junction_summon = None
    junctioned = False
    if kw == "junction":
        # A junctioned character may use Junction again and pay its cost; only the summon is not removed (15.2.15.4).
        junctioned = ctx.check(card.flags.get("junction"), rule("15.2.15.4"))
        junction_summon = None if junctioned else act.options.get("summon")
        js = state.cards.get(junction_summon or "")
        if not junctioned and (js is None or js.zone != f"{act.player}.hand" or ctype(js) != "summon"):
            return illegal(ctx, act, i, say("name_summon_your_hand_remove"),
                           rule("15.2.15.2"))
    kind = "special" if ab.kind == "special" else "action"
    try:
        declared = _declare(ctx, act, card.id, ab, kind)
    except BadChoice as exc:
        return illegal(ctx, act, i, (exc.ja, exc.en), exc.rules)
    rules += declared.pop("rules")
    if declared.get("x") and cost is not None and cost.x:
        need = ability_need({**dict(cost.pay), "any": cost.pay.get("any", 0) + declared["x"] * cost.x})
    try:
        targets = pick_targets(ctx, act.player, card.id, ab, act.targets or None, modes=declared.get("modes"))
        split = _split(ctx, act, card.id, ab, targets, declared, kind) if targets is not None else {}
    except BadChoice as exc:
        return illegal(ctx, act, i, (exc.ja, exc.en), exc.rules)
    except IllegalTarget as exc:
        return illegal(ctx, act, i, say("target_cannot_be_chosen", exc=_card_named(ctx, str(exc))),
                       rule("11.12.4.1.1", "14.1"))
    if targets is None:
        return illegal(ctx, act, i, say("no_legal_target"), rule("11.7.3", "14.1"))
    exclude = {card.id} | ({same_name} if same_name else set())
    payment = _payment(ctx, act, need, exclude, ())
    verdict = check_payment(state, act.player, need, payment, ctx.settings, exclude)
    if not verdict.ok:
        return illegal(ctx, act, i, say("cannot_pay_activation_rewound", verdict=(verdict.ja, verdict.en)),
                                    (*verdict.rules, "14.1", "14.2", "14.5"))
    state.push_stack(StackObject(state.next_id("s"), "ability", act.player, card.id, act.ability,
                                 {"targets": targets, "junction": junction_summon,
                                  **({"junctioned": True} if junctioned else {}), **declared,
                                  **({"distribution": split} if split else {})}))
    pay = [_pay(ctx, verdict.discards, verdict.backups)]
    if cost and cost.dull_self:
        state.set_card(card.id, "dull", True)
        pay.append(say("pay_dulls_self", card=card_label))
    if same_name:
        state.move(same_name, f"{state.cards[same_name].owner}.break")
        emit(ctx, "discarded", same_name)  # from the hand to the break zone: a discard (15.1.1.4.1)
        pay.append(say("pay_discards_same_name", card=label(state.cards[same_name])))
        rules += ["11.8.1", "15.1.1.4.1"]
        if state.cards[same_name].name != card.name:
            pay.append(say("name_added_works_in_hand"))
            rules.append("11.10.2")
        if ctx.setting("special_discard_cp") == "yes":
            rules.append("11.8.2.1.1")
    if (cost and cost.discard_self) or kw in FROM_HAND:
        from_hand = card.zone == f"{card.owner}.hand"
        state.move(card.id, f"{card.owner}.break")
        if from_hand:
            emit(ctx, "discarded", card.id)  # 15.1.1.4.1
        pay.append(say("pay_discards_self", card=card_label))
        rules.append({"blue_magic": "15.2.11.2", "inspiration": "15.2.14.3"}.get(kw or "", "15.1.1.4.1"))
    replaced: list[str] = []
    if cost and cost.put_self_into_discard_pile and zone_id(card.zone) != "break":
        if _cost_to_break_zone(ctx, card.id, replaced):
            pay.append(say("pay_break_zone_replaced", card=card_label))
        else:
            pay.append(say("pay_puts_self_in_break_zone", card=card_label))
            rules.append("15.1.1.3.2")  # a cost is no break: nothing waiting for a break triggers
    if junction_summon:
        state.move(junction_summon, f"{act.player}.removed")
        pay.append(say("pay_removes_summon", card=label(state.cards[junction_summon])))
        rules.append("15.2.15.2")
    if junctioned:
        pay.append(say("junction_again_cost_only", card=card_label))
        rules += [*permits("15.2.15.4")]
    state.data["passes"] = 0
    ctx.then("priority", player=act.player)
    rules += _replace_cost_moves(ctx, act.player, replaced)
    pay.append(_declared_text(ab, {**declared, **({"distribution": split} if split else {})}))
    if split:
        rules.append(SPLIT_RULE[kind][0])
    player_label = pname(state, act.player)
    text = ability_text(ab)
    return ctx.record(*say("activates_goes_stack_keeps_priority", player=player_label, card=card_label, text=text,
                           pay=joined(pay, "", "")),
                      tuple(rules), action=i, notes=dull_notes)


def concede(ctx: Context, act: ActionSpec, i: int) -> Record:
    state = ctx.state
    state.set_player(act.player, "lost", True)
    winner = state.opponent(act.player)
    state.set_game("result", {"outcome": "win", "winner": winner})
    state.agenda.clear()
    player_label = pname(state, act.player)
    return ctx.record(*say("concedes_allowed_any_time", player=player_label), rule("2.1", "3.1"),
                      action=i)


def loop(ctx: Context, act: ActionSpec, i: int) -> Record:
    """13: an infinite loop, described by who can stop it and the counts each side declares."""
    state = ctx.state
    ctx.then("priority", player=act.player)
    who = act.options.get("stoppable_by", "none")
    counts = {k: int(v) for k, v in (act.options.get("counts") or {}).items()}
    if who == "none":
        state.set_game("result", {"outcome": "draw", "winner": None})
        state.agenda.clear()
        return ctx.record(*say("infinite_loop_nobody_can_stop"),
                          rule("13.1"), action=i)
    if who in state.players:
        n = counts.get(who, 1)
        player_label = pname(state, who)
        return ctx.record(*say("only_can_stop_loop_declares", player=player_label, n=n),
                          rule("13.2"), action=i)
    tp, ntp = state.turn_player, state.non_turn_player
    n = min(counts.get(tp, 1), counts.get(ntp, 1))
    return ctx.record(*say("both_can_stop_loop_turn", counts_get_tp_1=counts.get(tp, 1),
                           counts_get_ntp_1=counts.get(ntp, 1), n=n), rule("13.3"), action=i)
