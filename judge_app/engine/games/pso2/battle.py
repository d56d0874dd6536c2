"""The battle phase (506): battle start, attack participation, engagement with weapons, damage with armour."""

from __future__ import annotations

from typing import Any

from judge_app.engine.games.pso2.cards import attached, attack, ctype, is_character, keywords, label, on_field, row
from judge_app.engine.games.pso2.common import give_ar, stop, window
from judge_app.engine.games.pso2.effects import damage_card, emit, mill
from judge_app.engine.games.pso2.layout import step_words
from judge_app.engine.games.pso2.messages import say
from judge_app.engine.games.pso2.tasks import (
    by_setting,
    card_list,
    decided_by_setting,
    joined,
    note,
    option,
    pname,
    rec,
    task,
    version_note,
)
from judge_app.engine.games.pso2.versions import cite, sw
from judge_app.engine.kernel.game import Context, Record
from judge_app.engine.kernel.state import Card, Task
from judge_app.engine.kernel.tasks import stop_reached

NEXT = {"start": "join", "join": "engage", "engage": "damage", "damage": "end"}
# The steps a leaving attacker or target ends "その時点でただちに", each with its rule (none in the damage step).
LEAVE_RULE = {"start": "506.3.2", "join": "506.4.3", "engage": "506.5.3"}


def _battle(ctx: Context) -> dict[str, Any]:
    return dict(ctx.state.data.get("battle") or {})


def _present(ctx: Context, cid: str, stamps: dict[str, int]) -> bool:
    card = ctx.state.cards[cid]
    return on_field(card) and int(card.flags.get("entered", 0)) == int(stamps.get(cid, card.flags.get("entered", 0)))


def weapon_on(ctx: Context, wid: str) -> tuple[str, str]:
    """Turn the weapon OFF and add its attack to the carrier's (205.5.1; rule processing, no PA)."""
    state = ctx.state
    host = state.cards[wid].flags["equipped_to"]
    state.set_card(wid, "dull", True)
    bonus = list(state.cards[host].flags.get("weapon_bonus", []))
    state.set_flag(host, "weapon_bonus", [*bonus, wid])
    w_label = label(state.cards[wid])
    healed_label = label(state.cards[host])
    return say("turned_off_adds_attack_rule", w=w_label,
               state_cards_wid_printed_get_attack_or_0=state.cards[wid].printed.get('attack') or 0, healed=healed_label)


def _end_weapon_bonus(ctx: Context) -> None:
    for cid, card in ctx.state.cards.items():
        if card.flags.get("weapon_bonus"):
            ctx.state.set_flag(cid, "weapon_bonus", None)


def _exit(ctx: Context, step: str, why_ja: str, why_en: str) -> Record:
    """Attacker or target left (or became illegal): the step ends at once and the game returns to main."""
    state = ctx.state
    b = _battle(ctx)
    notes = []
    if step == "start" and b.get("attacker") and ctx.setting("cancelled_attack_off") == "off":
        a = b["attacker"]
        if on_field(state.cards[a]):
            state.set_card(a, "dull", True)
    if step == "start":
        # 506.4.1 (OFF after attacking) against 215.1.3 (only a card that attacked): the setting reads one way.
        decided_by_setting(ctx, "cancelled_attack_off", cite(ctx, "506.4.1", "215.1.3"))
    for cid in [b.get("attacker"), *b.get("targets", [])]:
        if cid and cid in state.cards:
            state.set_flag(cid, "attacking", None)
    _end_weapon_bonus(ctx)
    state.set_data("battle", None)
    ctx.then("back_to_main")
    sja, sen = step_words(step)
    return rec(ctx, *say("battle_step_left", step=(sja, sen.capitalize()), why=(why_ja, why_en)),
               cite(ctx, LEAVE_RULE[step]), notes=notes)


def _why_gone(ctx: Context) -> tuple[str, str] | None:
    """Why the battle cannot go on (the attacker or every target gone), or None; a target of several that left is
    dropped and the battle goes on with the rest (302.7)."""
    state = ctx.state
    b = _battle(ctx)
    stamps = b.get("stamps", {})
    attacker = b.get("attacker")
    if attacker is None or not _present(ctx, attacker, stamps):
        return say("attacker_left_field")
    targets = [t for t in b.get("targets", []) if _present(ctx, t, {**stamps, **b.get("target_stamps", {})})]
    if not targets:
        return say("attack_has_no_target") if not b.get("targets") else say("attack_target_left_field")
    if len(targets) != len(b.get("targets", [])):
        b["targets"] = targets
        state.set_data("battle", b)
    return None


def _attacker_fault(ctx: Context, attacker: Card) -> tuple[str, str] | None:
    """Why the attacker is no longer one that may attack (506.3.2 "不適正"), by what its declaration required of what
    it is (504.1.5: the turn player's own character or player card; the ``back_row_attacks`` reading): None when it
    still may. Being ON (215.2) and not frozen (301.3) are what declaring needs; an attack already declared does not
    lose them (506.4.1 turns the attacker OFF anyway)."""
    state = ctx.state
    if attacker.controller != state.turn_player or ctype(attacker) not in ("character", "player"):
        return say("unsuitable_attacker_not_an_ally")
    if row(attacker) == "back" and ctx.setting("back_row_attacks") == "forbidden":
        by_setting(ctx, "back_row_attacks")
        return say("unsuitable_attacker_back_row")
    return None


def _target_fault(ctx: Context, attacker: Card, target: Card) -> tuple[str, str] | None:
    """Why a target on the field is no longer a legal opponent for this attacker (506.3.1, 506.3.2 "不適正"), by the
    tests its declaration passed: an opposing player or character (101.2.2), 『侵食』 (302.10, Ver3.0) and the
    ``row_targets`` reading; None when it still is."""
    state = ctx.state
    if target.controller != state.opponent(attacker.controller):
        return say("target_is_an_ally")
    if ctype(target) not in ("character", "player") or target.flags.get("equipped_to"):
        return say("target_neither_player_nor_character")
    if "erosion" in keywords(state, attacker) and ctype(target) != "player":
        if sw(ctx).black_and_new_keywords:
            ctx.cite(cite(ctx, "302.10"))
            return say("unsuitable_target_erosion")
        note(ctx, version_note(ctx, "『侵食』 (302.10) is not in this version; it restricts nothing"))
    if row(target) == "back" and ctx.setting("row_targets") == "front_first" and state.in_zone(target.controller,
                                                                                                 "front"):
        by_setting(ctx, "row_targets")
        return say("unsuitable_target_back_row")
    return None


def _why_unsuitable(ctx: Context) -> tuple[tuple[str, str] | None, bool]:
    """506.3.2: in the battle start step the attacker, or its target, that became 不適正 ends the step at once, as one
    that left the field does. The sentence saying why (None while both are still legal), and whether a target of
    several was dropped: like one that left, the attack goes on against the rest (302.7)."""
    state = ctx.state
    b = _battle(ctx)
    attacker = state.cards[b["attacker"]]
    fault = _attacker_fault(ctx, attacker)
    if fault is not None:
        return say("attacker_became_unsuitable", card=label(attacker), why=fault), False
    targets = list(b.get("targets", []))
    faults = {t: _target_fault(ctx, attacker, state.cards[t]) for t in targets}
    bad = [t for t in targets if faults[t] is not None]
    if not bad:
        return None, False
    first = faults[bad[0]]
    assert first is not None
    if len(bad) == len(targets):
        return say("attack_target_became_unsuitable", target=card_list(state, bad), why=first), False
    b["targets"] = [t for t in targets if t not in bad]
    state.set_data("battle", b)
    note(ctx, say("unsuitable_target_dropped", target=card_list(state, bad), why=first,
                  rest=card_list(state, b["targets"]))[1])
    return None, True


def _checked_from(ctx: Context) -> int:
    """Where in this turn's events the last leave check of this battle stopped: its mark, else the attack's start."""
    state = ctx.state
    mark = _battle(ctx).get("seen")
    if mark is not None:
        return int(mark)
    starts = [i for i, ev in enumerate(state.history) if ev.get("event") == "attack_declared"]
    return starts[-1] + 1 if starts else 0


def leave_check(ctx: Context) -> Record | None:
    """506.3.2, 506.4.3, 506.5.3: when the attacker or the target leaves the field (in the battle start step also
    when either becomes 不適正, 506.3.2) the step ends "その時点でただちに"
    and the game returns to the main phase, not when both players next pass. Checked each time the action right is
    about to be given in one of those steps (after a use, a processing, rule processing), so nothing else happens
    in the battle step first; once a card has left the field the rule is cited on both branches, as permitting the
    step to go on while the attacker and its targets are still there."""
    state = ctx.state
    step = state.step
    if state.phase != "battle" or step not in LEAVE_RULE or not _battle(ctx):
        return None
    since = _checked_from(ctx)
    moved = any(ev.get("event") == "leaves_field" for ev in state.history[since:])
    why = _why_gone(ctx)
    if why is None and step == "start":  # 506.3.2 alone also ends the step for an attacker or target made 不適正
        why, dropped = _why_unsuitable(ctx)
        moved = moved or dropped
    if why is None and not moved:
        return None
    rules = cite(ctx, LEAVE_RULE[step])
    if ctx.check(why is None, rules, legal=True):
        b = _battle(ctx)
        b["seen"] = len(state.history)
        state.set_data("battle", b)
        return None
    assert why is not None
    return _exit(ctx, step, *why)


@task("battle_step")
def battle_step(ctx: Context, args: dict[str, Any]) -> Record | None:
    state = ctx.state
    step = args["step"]
    if step == "end":
        return _battle_end(ctx)
    state.set_game("phase", "battle")
    state.set_game("step", step)
    if stop_reached(ctx, "battle", step):
        return stop(ctx, *say("stop_point", step=step_words(step)))
    # A step begins only after both players passed in the one before, whose leave check (at each action right)
    # would already have ended the battle: the attacker and its targets are here.
    b = _battle(ctx)
    window(ctx, Task("battle_step", {"step": NEXT[step]}))
    give_ar(ctx)
    a = b["attacker"]
    aja, aen = label(state.cards[a])
    tja, ten = card_list(state, b.get("targets", []))
    pja, pen = pname(state, state.turn_player)
    if step == "start":
        emit(ctx, "attack_declared", a)
        for t in b.get("targets", []):
            emit(ctx, "attacked", t, by=a)
        return rec(ctx, *say("battle_start_step_attacks_triggers", attacker=(aja, aen), target=(tja, ten),
                             player=(pja, pen)),
                   cite(ctx, "506.2.1", "506.3.1", "103.6.1.1"))
    if step == "join":
        state.set_card(a, "dull", True)
        state.set_flag(a, "attacking", True)
        emit(ctx, "attacking", a)
        return rec(ctx, *say("attack_participation_step_turns_off", attacker=(aja, aen), player=(pja, pen)),
                        cite(ctx, "506.4.1", "506.4.2", "215.1.3"))
    if step == "engage":
        return _engage(ctx, b, aja, aen, tja, ten, pja, pen)
    return _damage(ctx, b)


def _engage(ctx: Context, b: dict[str, Any], aja: str, aen: str, tja: str, ten: str, pja: str,
            pen: str) -> Record:
    state = ctx.state
    b["engaged"] = True
    state.set_data("battle", b)
    fighters = [b["attacker"], *b["targets"]]
    lines_ja, lines_en = [], []
    rules = list(cite(ctx, "506.5.1", "506.5.2#2"))
    for player in (state.turn_player, state.non_turn_player):
        for f in fighters:
            if state.cards[f].controller != player:
                continue
            for w in [c for c in _weapons(ctx, f) if not state.cards[c].dull]:
                if _declares(ctx, player, w):
                    ja, en = weapon_on(ctx, w)
                    lines_ja.append(ja)
                    lines_en.append(en)
                    rules += cite(ctx, "205.5.1", "205.5.1.1", "215.1.3")
    for f in fighters:
        emit(ctx, "engaged", f)
    a = b["attacker"]
    for t in b["targets"]:
        if ctype(state.cards[t]) == "player" and "combo" in keywords(state, state.cards[a]):
            emit(ctx, "engaged_player", a)
            rules += cite(ctx, "302.5.1")
    if "combo" in keywords(state, state.cards[a]) and not any(ctype(state.cards[t]) == "player" for t in b["targets"]):
        # 302.5.1: 連撃 triggers only when the attack engages the opposing player (e.g. not after a war cry
        # moved it to a character): the rule is checked and did not apply.
        ctx.check(False, cite(ctx, "302.5.1"))
    used = say("used_lines", lines=joined(lines_ja, lines_en)) if lines_ja else ("", "")
    return rec(ctx, *say("engagement_step", attacker=(aja, aen), target=(tja, ten), used=used, player=(pja, pen)),
               [*rules, *cite(ctx, "103.6.1.1")])


def _weapons(ctx: Context, cid: str) -> list[str]:
    return [c for c in attached(ctx.state, cid) if ctx.state.cards[c].printed.get("item_kind") == "weapon"]


def _declares(ctx: Context, player: str, wid: str) -> bool:
    act = ctx.next_action()
    if act is not None and act.player == player and act.type == "use_weapon" and act.card == wid:
        ctx.consume_action()
        return True
    if act is not None and act.player == player and act.type == "no_weapon" and act.card in (wid, None):
        ctx.consume_action()
        return False
    w_label = label(ctx.state.cards[wid])
    player_label = pname(ctx.state, player)
    return ctx.ask("weapon", player, *say("declare_use", player=player_label, w=w_label),
                   [option("yes", say("opt_use_weapon")), option("no", say("opt_not_use_weapon"))],
                   rules=cite(ctx, "506.5.2#2", "205.5.1")) == ["yes"]


def _damage(ctx: Context, b: dict[str, Any]) -> Record:
    """506.6: the engaged cards deal damage to each other at once; armour may reduce it."""
    state = ctx.state
    a = b["attacker"]
    targets = list(b["targets"])
    dealt = {t: attack(state, state.cards[a]) for t in targets}
    back = {t: attack(state, state.cards[t]) for t in targets}
    ja: list[str] = []
    en: list[str] = []
    rules = list(cite(ctx, "506.6.1", "506.6.2", "212.2", v30=("506.6.1.4",)))
    if state.cards[a].flags.get("weapon_bonus"):
        rules += cite(ctx, "506.6.1.1")
    if any(state.cards[f].printed.get("attack") is None for f in [a, *targets]):
        rules += cite(ctx, "212.1.1")  # no attack printed (a player card): 0, plus any weapon
    controllers = {t: state.cards[t].controller for t in targets}
    # The action right is scheduled first, so what the damage schedules runs before it: a replacement's action
    # happens in place of the destruction (103.4.3.1), before rule processing could destroy the card after all.
    give_ar(ctx)
    for t in targets:
        if not on_field(state.cards[t]):
            continue
        _, j, e, r = damage_card(ctx, t, dealt[t], a, battle=True)
        ja += j
        en += e
        rules += r
    for t in targets:
        if back[t] and on_field(state.cards[a]):
            _, j, e, r = damage_card(ctx, a, back[t], t, battle=True)
            ja += j
            en += e
            rules += r
    pierce = int(state.cards[a].printed.get("pierce") or 0)
    for t in targets:
        card = state.cards[t]
        if pierce and is_character(card) and not on_field(card) and card.zone.endswith(".discard"):
            who = controllers[t] if ctx.setting("pierce_player") == "destroyed_controller" else \
                state.opponent(controllers[t])
            milled = mill(ctx, who, pierce)
            pja, pen = pname(state, who)
            pierced = say("pierce_mills", x=pierce, player=(pja, pen), n=len(milled))
            ja.append(pierced[0])
            en.append(pierced[1])
            rules += cite(ctx, "用語集:貫通X", "214.2")
            by_setting(ctx, "pierce_player")
    window(ctx, Task("battle_step", {"step": "end"}))
    b["engaged"] = False
    state.set_data("battle", b)
    ends = say("engagement_ends")
    if sw(ctx).attacking_ends_after_damage:
        # 506.6.3 (after damage) against 506.4.1.1 (the battle phase's end): the setting reads one way.
        decided_by_setting(ctx, "attacking_ends", cite(ctx, "506.6.3", "506.4.1.1"))
        if ctx.setting("attacking_ends") == "after_damage":
            state.set_flag(a, "attacking", None)
            ends = say("engagement_and_attacking_end")
    else:
        note(ctx, version_note(ctx, "506.6.3 does not end 'attacking'; it lasts until the battle phase ends "
                                    "(506.4.1.1)"))
    if sw(ctx).weapon_engage_step_only or ctx.setting("weapon_bonus_18") == "damage_step":
        _end_weapon_bonus(ctx)
    elif state.cards[a].flags.get("weapon_bonus") or any(state.cards[t].flags.get("weapon_bonus") for t in targets):
        by_setting(ctx, "weapon_bonus_18")
    pja, pen = pname(state, state.turn_player)
    rules += cite(ctx, "506.6.3")
    return rec(ctx, *say("damage_resolution_step", dealt=joined(ja, en), ends=ends,
                         player=(pja, pen)), rules)


def _battle_end(ctx: Context) -> Record:
    state = ctx.state
    b = _battle(ctx)
    a = b.get("attacker")
    extra = ("", "")
    if a and state.cards[a].flags.get("attacking"):
        state.set_flag(a, "attacking", None)
        extra = say("attacking_ends_now")
    _end_weapon_bonus(ctx)
    state.set_data("battle", None)
    ctx.then("back_to_main")
    return rec(ctx, *say("battle_phase_ends_game_returns", extra=extra),
               cite(ctx, "506.6.4", "506.2.1", *(("506.4.1.1",) if extra[0] else ())))


@task("back_to_main")
def back_to_main(ctx: Context, args: dict[str, Any]) -> Record | None:
    state = ctx.state
    state.set_game("phase", "main")
    state.set_game("step", None)
    window(ctx, Task("begin_phase", {"phase": "end"}))
    give_ar(ctx)
    return None
