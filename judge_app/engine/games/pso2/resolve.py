"""Processing the newest item on the PA (406.4): the target check (406.4.1), cards entering, effects."""

from __future__ import annotations

from typing import Any

from judge_app.engine.games.pso2.cards import attached, characters, ctype, keywords, label, on_field
from judge_app.engine.games.pso2.common import pa_label
from judge_app.engine.games.pso2.effects import destroy, emit, enter_field, move_row, shuffle, still_legal
from judge_app.engine.games.pso2.messages import say
from judge_app.engine.games.pso2.tasks import (
    by_setting,
    card_list,
    decided_by_setting,
    note,
    option,
    pname,
    rec,
    task,
    version_note,
)
from judge_app.engine.games.pso2.versions import cite, is_18, sw
from judge_app.engine.kernel.effects import Ability
from judge_app.engine.kernel.game import Context, Record
from judge_app.engine.kernel.state import StackObject, Task
from judge_app.engine.kernel.tasks import card_options


def obj_ability(state: Any, obj: StackObject) -> Ability | None:
    card = state.cards[obj.source]
    if obj.ability is not None:
        return card.abilities[obj.ability]
    return next((a for a in card.abilities if a.kind == "active"), None)


@task("resolve_top")
def resolve_top(ctx: Context, args: dict[str, Any]) -> Record | None:
    state = ctx.state
    obj = state.pop_stack()
    card = state.cards[obj.source]
    tja, ten = pa_label(ctx, obj)
    ctx.then("after_resolve", kind=obj.kind, card=obj.source)
    ab = obj_ability(state, obj)
    targets: dict[str, list[str]] = {k: list(v) for k, v in (obj.data.get("targets") or {}).items()}
    carrier = obj.data.get("carrier")
    if carrier is not None:
        gone = not still_legal_carrier(ctx, obj)
        if gone:
            return _carrier_gone(ctx, obj, tja, ten)
        # Whether the equip or grant target is still there is checked on processing, cited when it is too.
        ctx.check(True, cite(ctx, "205.4.8") if ctype(card) == "item" else cite(ctx, "204.2.2.2.2"))
    if targets and ab is not None:
        checked = _target_check(ctx, obj, ab, targets, tja, ten)
        if isinstance(checked, Record):
            return checked
        targets = checked
    frame = {"controller": obj.controller, "source": obj.source, "ability": _ability_index(card, obj),
             "targets": targets, "event": obj.data.get("event"), "kind": obj.kind, "x": obj.data.get("x", 0),
             "heal_mode": obj.data.get("heal_mode")}
    if obj.kind == "card":
        t = ctype(card)
        if t == "character":
            return _character_enters(ctx, obj, tja, ten)
        if t == "item":
            return _item_enters(ctx, obj, tja, ten)
        if t == "active" and card.printed.get("grant"):
            return _grant(ctx, obj, tja, ten)
    if ab is None:
        return rec(ctx, *say("processed_no_effect_given", target=(tja, ten)),
                   cite(ctx, "406.4", "103.4.2.3"))
    if ab.keyword in KEYWORD_RESOLVERS:
        return KEYWORD_RESOLVERS[ab.keyword](ctx, frame, tja, ten)
    if ab.optional:
        player_label = pname(state, obj.controller)
        yes = ctx.ask("optional", obj.controller, *say("carry_out", player=player_label, target=(tja, ten)),
                      [option("yes", say("opt_carry_out")), option("no", say("opt_not_carry_out"))],
                      rules=cite(ctx, "103.4.2.3"))
        if yes == ["no"]:
            return rec(ctx, *say("chooses_not_carry_out", player=player_label, target=(tja, ten)), cite(ctx, "406.4"))
    ctx.push(*[Task("effect", {"frame": frame, "index": i}) for i in range(len(ab.effects))])
    rules = cite(ctx, "406.4", "103.4.2.3", "103.4.2.1")
    if ctype(card) == "active":
        rules = (*rules, *cite(ctx, "211.2.2", "300.5"))
    pja_, pen_, prules = partial_text(ctx)
    return rec(ctx, *say("processed_in_order", target=(tja, ten), partial=(pja_, pen_)), (*rules, *prules))


def _ability_index(card: Any, obj: StackObject) -> int | None:
    if obj.ability is not None:
        return obj.ability
    return next((i for i, a in enumerate(card.abilities) if a.kind == "active"), None)


def still_legal_carrier(ctx: Context, obj: StackObject) -> bool:
    state = ctx.state
    cid = obj.data["carrier"]
    card = state.cards[cid]
    return on_field(card) and int(card.flags.get("entered", 0)) == int(obj.data.get("carrier_stamp", 0))


def _to_discard(ctx: Context, cid: str) -> None:
    state = ctx.state
    if state.cards[cid].zone == "pa":
        state.move(cid, f"{state.cards[cid].owner}.discard")
        state.set_card(cid, "face_up", True)


def _target_check(ctx: Context, obj: StackObject, ab: Ability, targets: dict[str, list[str]], tja: str,
                  ten: str) -> dict[str, list[str]] | Record:
    """406.4.1: illegal targets; 3.0 removes the item only when every target is illegal (406.4.1.1)."""
    state = ctx.state
    stamps = obj.data.get("stamps") or {}
    illegal: list[str] = []
    total: list[str] = []
    for idx, ids in targets.items():
        eff = ab.effects[int(idx)]
        for cid in ids:
            total.append(cid)
            if not still_legal(state, cid, int(stamps.get(cid, 0)), eff.target, obj.controller, obj.source):
                illegal.append(cid)
    card = state.cards[obj.source]
    is_card = obj.kind == "card" or ctype(card) == "active"
    # 406.4.1 is the check made on processing: cited whichever way it goes (forbids when it stops the processing).
    which = cite(ctx, "406.4.1", v18=("406.4.1",) if is_card else ("406.4.1#2",))
    if not illegal:
        ctx.check(True, which)
        return targets
    i_label = card_list(state, illegal)
    if is_18(ctx):
        if ctx.setting("partial_illegal_18") == "all_removed" or len(illegal) == len(total):
            if len(illegal) < len(total):
                by_setting(ctx, "partial_illegal_18")
            if obj.kind == "card":
                _to_discard(ctx, obj.source)
            ctx.cite(which, "forbids")
            return rec(ctx, *say("target_are_illegal_so_nothing", target=(tja, ten), i=i_label),
                            cite(ctx, "406.4"))
        by_setting(ctx, "partial_illegal_18")
        ctx.check(False, which)
    elif len(illegal) == len(total):
        if obj.kind == "card":
            _to_discard(ctx, obj.source)
        ctx.cite(which, "forbids")
        rules = cite(ctx, "406.4", "406.4.1.1", "406.4.1.2") if obj.kind == "card" else \
            cite(ctx, "406.4", "406.4.1.1")
        where = say("card_to_discard") if obj.kind == "card" else say("ability_removed")
        return rec(ctx, *say("all_targets_are_illegal_so", target=(tja, ten), i=i_label, where=where), rules)
    else:
        by_setting(ctx, "partial_illegal_targets")
        ctx.check(False, which)
    keep = ctx.setting("partial_illegal_targets") == "affected" and not is_18(ctx)
    out = {k: [c for c in v if keep or c not in illegal] for k, v in targets.items()}
    state.set_data("partial_illegal", illegal)
    return out


def partial_text(ctx: Context) -> tuple[str, str, tuple[str, ...]]:
    """The part of the resolution sentence that names targets which became illegal (406.4.1.1)."""
    illegal = ctx.state.data.get("partial_illegal")
    if not illegal:
        return "", "", ()
    return (*say("partial_illegal_not_removed", cards=card_list(ctx.state, illegal)),
            cite(ctx, "406.4.1", "406.4.1.1", v18=("406.4.1",)))


def _carrier_gone(ctx: Context, obj: StackObject, tja: str, ten: str) -> Record:
    state = ctx.state
    card = state.cards[obj.source]
    if ctype(card) == "item":
        _to_discard(ctx, obj.source)
        if is_18(ctx):
            note(ctx, version_note(ctx, "no rule says what happens to an item whose equip target left (205.4.8 is "
                                        "3.0); the engine puts it into the discard"))
        return rec(ctx, *say("equip_target_left_field_so", target=(tja, ten)),
                   cite(ctx, "205.4.8", v18=("406.4.1",)))
    dest = ctx.setting("granted_target_gone")
    # 204.2.2.2.2 (excluded) and 406.4.1.2 (discard) disagree; the setting picks one, and the step names both.
    decided_by_setting(ctx, "granted_target_gone", cite(ctx, "204.2.2.2.2", "406.4.1.2", v18=("406.4.1",)))
    if state.cards[obj.source].zone == "pa":
        state.move(obj.source, f"{card.owner}.{'excluded' if dest == 'excluded' else 'discard'}")
    where = say("is_excluded") if dest == "excluded" else say("goes_to_discard")
    return rec(ctx, *say("grant_target_left_field_before", target=(tja, ten), where=where),
                    cite(ctx, "204.2.2.2.2", "400.2.4", "406.4.1.2", v18=("406.4.1",)))


def _character_enters(ctx: Context, obj: StackObject, tja: str, ten: str) -> Record:
    state = ctx.state
    cid = obj.source
    card = state.cards[cid]
    controller = obj.controller
    state.move(cid, f"{controller}.front")
    state.set_card(cid, "controller", controller)
    state.set_card(cid, "face_up", True)
    enter_field(ctx, cid)
    surprise = "surprise" in keywords(state, card)
    state.set_card(cid, "dull", not surprise)
    emit(ctx, "enters", cid)
    if surprise:
        return rec(ctx, *say("enters_field_has_surprise_so", target=(tja, ten)),
                   cite(ctx, "302.6", "202.2", "406.4", v18=("215.1.3",)))
    return rec(ctx, *say("enters_field_front_row_controller", target=(tja, ten)),
               cite(ctx, "202.2", "406.4", v18=("215.1.3",)))


def _item_enters(ctx: Context, obj: StackObject, tja: str, ten: str) -> Record:
    state = ctx.state
    cid = obj.source
    card = state.cards[cid]
    controller = obj.controller
    kind = card.printed.get("item_kind", "normal")
    if kind == "normal":
        state.move(cid, f"{controller}.back")
        state.set_card(cid, "face_up", True)
        enter_field(ctx, cid)
        emit(ctx, "enters", cid)
        return rec(ctx, *say("enters_field_back_row", target=(tja, ten)),
                   cite(ctx, "205.3", "406.4"))
    carrier = obj.data["carrier"]
    host = state.cards[carrier]
    zone = host.zone
    state.move(cid, zone)
    state.set_card(cid, "face_up", True)
    state.set_flag(cid, "equipped_to", carrier)
    enter_field(ctx, cid)
    hja, hen = label(host)
    rules = list(cite(ctx, "205.4", "205.4.2", "301.7", "406.4"))
    extra_ja, extra_en = "", ""
    same = [a for a in attached(state, carrier) if state.cards[a].printed.get("item_kind") == kind]
    used = len(same) if kind == "weapon" else sum(int(state.cards[a].printed.get("slots", 1)) for a in same)
    limit = 1 if kind == "weapon" else 3
    if used > limit:
        pja, pen = pname(state, controller)
        opts = card_options(state, same, label)
        prompt = say("equip_over_choose_weapon", player=(pja, pen), carrier=(hja, hen)) if kind == "weapon" else \
            say("equip_over_choose_armour", player=(pja, pen), carrier=(hja, hen))
        while used > limit:
            gone = ctx.ask("equip_over", controller, *prompt, opts,
                           rules=cite(ctx, "205.4.5"))[0]
            destroy(ctx, gone)
            same = [a for a in same if a != gone]
            opts = [o for o in opts if o.id != gone]
            used = len(same) if kind == "weapon" else sum(int(state.cards[a].printed.get("slots", 1)) for a in same)
            over = say("over_slot_destroyed", card=label(state.cards[gone]))
            extra_ja += over[0]
            extra_en += over[1]
        rules += cite(ctx, "205.4.4", "205.4.4.1", "205.4.5")
    emit(ctx, "enters", cid)
    return rec(ctx, *say("equipped_carrier_zone", target=(tja, ten), healed=(hja, hen), extra=(extra_ja, extra_en)),
                    rules)


def _grant(ctx: Context, obj: StackObject, tja: str, ten: str) -> Record:
    state = ctx.state
    cid = obj.source
    carrier = obj.data["carrier"]
    state.move(cid, state.cards[carrier].zone)
    state.set_card(cid, "face_up", True)
    state.set_card(cid, "dull", False)
    state.set_flag(cid, "attached_to", carrier)
    enter_field(ctx, cid)
    healed_label = label(state.cards[carrier])
    return rec(ctx, *say("granted_attached", target=(tja, ten), healed=healed_label),
               cite(ctx, "204.2.2", "204.2.2.2", "204.2.2.4", "301.8"))


@task("after_resolve")
def after_resolve(ctx: Context, args: dict[str, Any]) -> Record | None:
    state = ctx.state
    state.set_data("passes", 0)
    state.set_data("partial_illegal", None)
    ctx.then("ar", player=state.turn_player)
    cid = args["card"]
    card = state.cards[cid]
    if card.zone == "pa":
        state.move(cid, f"{card.owner}.discard")
        state.set_card(cid, "face_up", True)
        card_label = label(card)
        target_label = pname(state, state.turn_player)
        return rec(ctx, *say("processed_active_leaves_pa_discard", card=card_label, target=target_label),
                   cite(ctx, "204.2.1", "103.6.1.7"))
    return None


# ----- keyword abilities resolved by the rules -----------------------------------------------------
def _war_cry(ctx: Context, frame: dict[str, Any], tja: str, ten: str) -> Record:
    """302.1#2: every attack target becomes this card; 302.1.1 (3.0) if it was destroyed, no target remains."""
    state = ctx.state
    battle = dict(state.data.get("battle") or {})
    src = frame["source"]
    card = state.cards[src]
    card_label = label(card)
    if not battle:
        return rec(ctx, *say("no_battle_under_way_nothing", target=(tja, ten)),
                   cite(ctx, "302.1#2"))
    if not on_field(card) or int(card.flags.get("entered", 0)) != int(frame.get("stamp") or
                                                                      card.flags.get("entered", 0)):
        if sw(ctx).war_cry_no_target_rule or ctx.setting("war_cry_gone_18") == "no_target":
            if not sw(ctx).war_cry_no_target_rule:
                by_setting(ctx, "war_cry_gone_18")
            battle["targets"] = []
            state.set_data("battle", battle)
            return rec(ctx, *say("was_already_destroyed_ability_still", target=(tja, ten), card=card_label),
                       cite(ctx, "302.1#2", "302.1.1"))
        by_setting(ctx, "war_cry_gone_18")
        return rec(ctx, *say("no_longer_field_attack_target", target=(tja, ten), card=card_label), cite(ctx, "302.1#2"))
    old = list(battle.get("targets", []))
    battle["targets"] = [src]
    state.set_data("battle", battle)
    opponent_label = card_list(state, old)
    return rec(ctx, *say("attack_target_becomes", target=(tja, ten), opponent=opponent_label, card=card_label),
               cite(ctx, "302.1#2", "506.4.2"))


def _combo(ctx: Context, frame: dict[str, Any], tja: str, ten: str) -> Record:
    state = ctx.state
    src = frame["source"]
    card = state.cards[src]
    if card.flags.get("combo_used") or not on_field(card):
        return rec(ctx, *say("combo_already_turned_this_turn", target=(tja, ten)), cite(ctx, "302.5"))
    state.set_card(src, "dull", False)
    state.set_flag(src, "combo_used", True)
    return rec(ctx, *say("this_card_becomes_once_per", target=(tja, ten)),
               cite(ctx, "302.5", "302.5.1"))


def ask_heal_mode(ctx: Context, you: str, x: int, rules: tuple[str, ...]) -> str:
    player_label = pname(ctx.state, you)
    return ctx.ask("heal_mode", you, *say("choose_how_heal", player=player_label, x=x),
                   [option("deck", say("opt_heal_deck")), option("character", say("opt_heal_character"))],
                   rules=rules)[0]


def _heal(ctx: Context, frame: dict[str, Any], tja: str, ten: str) -> Record:
    """302.9 (3.0; glossary only in 1.8): return cards from the discard, or clear one character's damage."""
    state = ctx.state
    card = state.cards[frame["source"]]
    ab = card.abilities[frame["ability"]] if frame["ability"] is not None else None
    x = int((ab.params if ab else {}).get("x", 1))
    you = frame["controller"]
    player_label = pname(state, you)
    rules = cite(ctx, "302.9", v18=("用語集:回復X",))
    by_setting(ctx, "heal_mode_chosen")
    mode = frame.get("heal_mode")
    if mode is None:
        mode = ask_heal_mode(ctx, you, x, rules)
    if mode == "deck":
        pool = [c for c in state.in_zone(you, "discard")
                if not any(a.keyword == "heal" for a in state.cards[c].abilities)]
        opts = card_options(state, pool, label)
        picked = ctx.ask("heal_cards", you, *say("choose_up_card_return_deck", player=player_label, x=x), opts, min=0,
                         max=min(x, len(opts)), rules=rules) if opts else []
        for cid in picked:
            state.move(cid, f"{you}.deck", "bottom")
            state.set_card(cid, "face_up", False)
        shuffle(ctx, you)
        cards_label = card_list(state, picked)
        return rec(ctx, *say("go_from_discard_into_deck", target=(tja, ten), text=cards_label), rules)
    chars = [c.id for c in characters(state, you)]
    if not chars:
        return rec(ctx, *say("no_character_choose", target=(tja, ten)), rules)
    opts = card_options(state, chars, label)
    cid = chars[0] if len(chars) == 1 else ctx.ask("heal_character", you, *say("choose_character", player=player_label),
                                                                          opts, rules=rules)[0]
    state.set_card(cid, "damage", 0)
    for key in ("damage_front", "damage_back"):
        state.set_flag(cid, key, None)
    moved = state.cards[cid].zone.endswith(".back")
    if moved:
        move_row(ctx, cid, "front")
    cja, cen = label(state.cards[cid])
    moved_text = say("healed_moves_front") if moved else ("", "")
    return rec(ctx, *say("heal_removes_damage", source=(tja, ten), card=(cja, cen), moved=moved_text), rules)


KEYWORD_RESOLVERS = {"war_cry": _war_cry, "combo": _combo, "heal": _heal}
