"""Rule processes (12.3, 12.4) as one simultaneous event; damage to players (6.5); EX burst (11.11)."""

from __future__ import annotations

import hashlib
from typing import Any

from judge_app.engine.games.fftcg.cards import ctype, field_cards, is_character, light_or_dark, names, power
from judge_app.engine.games.fftcg.effects import (
    apply_replacement,
    effect_tasks,
    emit,
    find_replacement,
    listens_to_own,
    pick_targets,
    put_in_break_zone,
)
from judge_app.engine.games.fftcg.layers import compute
from judge_app.engine.games.fftcg.layout import ITEMS
from judge_app.engine.games.fftcg.messages import say
from judge_app.engine.games.fftcg.tasks import card_list, joined, label, pname, setting_note, task
from judge_app.engine.kernel.citations import rule, setting
from judge_app.engine.kernel.game import Context, Record
from judge_app.engine.kernel.questions import Option
from judge_app.engine.kernel.state import GameState, zone_id
from judge_app.engine.kernel.tasks import card_options


def _has_power_rp(ctx: Context, card: Any, current: int | None) -> bool:
    if ctx.setting("power_zero_scope") == "characters":
        return is_character(card)
    return current is not None


def pending_processes(ctx: Context) -> dict[str, Any]:
    """Everything 12.4 (and 7.10.3) says applies right now; empty when nothing does."""
    state = ctx.state
    found: dict[str, Any] = {"lose": {}, "to_break": {}, "broken": [], "notes": []}
    for p in state.order:
        if state.players[p].lost:
            continue
        if len(state.in_zone(p, "damage")) >= 7:
            found["lose"].setdefault(p, []).append("12.4.1")
        if state.players[p].flags.get("drew_from_empty"):
            found["lose"].setdefault(p, []).append("12.4.2")
        deck_rule = ctx.setting("deck_out_damage")
        if state.players[p].flags.get("damage_on_empty") or (
                deck_rule == "12.4.3" and state.players[p].flags.get("damage_ge_deck")):
            found["lose"].setdefault(p, []).append("12.4.3" if deck_rule == "12.4.3" else "3.1.3")
            found["notes"].append(setting_note(ctx, "deck_out_damage"))
        elif state.players[p].flags.get("damage_ge_deck"):
            found["notes"].append(f"{p}: damage equal to the deck size; no loss under 3.1.3 but a loss under the "
                                  f"literal 12.4.3 ({setting_note(ctx, 'deck_out_damage')})")
    cards = field_cards(state)
    views = compute(state)
    for c in cards:
        current = views[c.id].power if c.id in views else power(state, c)
        if not is_character(c) and current is None:
            continue
        if not _has_power_rp(ctx, c, current):
            continue
        pw = current
        pw = 0 if pw is None else pw
        if pw <= 0 and c.damage > 0:
            # 12.4.4 and 12.4.5 both hold; the rules do not say whether the one move is a break (a setting).
            found["notes"].append(setting_note(ctx, "power_zero_with_damage"))
            found["zero_with_damage"] = True
            if ctx.setting("power_zero_with_damage") == "broken":
                found["broken"].append(c.id)
            else:
                found["to_break"][c.id] = "12.4.4"
        elif pw <= 0:
            found["to_break"][c.id] = "12.4.4"
        elif c.damage >= pw:
            found["broken"].append(c.id)
    if ctx.setting("power_zero_scope") == "characters":
        found["notes"].append(setting_note(ctx, "power_zero_scope"))
    for p in state.order:
        mine = [c for c in cards if c.controller == p]
        chars = [c for c in mine if is_character(c)]
        by_name: dict[str, list[str]] = {}
        for c in chars:
            if not c.printed.get("generic"):
                for n in names(c):
                    by_name.setdefault(n, []).append(c.id)
        for ids in by_name.values():
            if len(ids) >= 2:
                for cid in ids:
                    found["to_break"].setdefault(cid, "12.4.6")
        pool = chars if ctx.setting("light_dark_scope") == "characters" else mine
        ld = [c.id for c in pool if light_or_dark(c)]
        if len(ld) >= 2:
            for cid in ld:
                found["to_break"].setdefault(cid, "12.4.7")
        forms = [c.id for c in mine if ctype(c) == "formation"]
        if len(forms) >= 2:
            for cid in forms:
                found["to_break"].setdefault(cid, "12.4.10")
        for c in mine:
            if ctype(c) not in ITEMS:
                continue
            holder = c.flags.get("equipped_to")
            h = state.cards.get(holder) if holder else None
            if h is None or zone_id(h.zone) not in ("forward", "backup", "monster"):
                found["to_break"].setdefault(c.id, "12.4.8")
            elif c.printed.get("equip") and ctype(h) not in c.printed["equip"]:
                found["to_break"].setdefault(c.id, "5.2.3.1.3.6")
        items_by_holder: dict[tuple[str, str], list[str]] = {}
        for c in mine:
            if ctype(c) in ITEMS and c.flags.get("equipped_to"):
                items_by_holder.setdefault((c.flags["equipped_to"], ctype(c)), []).append(c.id)
        for ids in items_by_holder.values():
            if len(ids) >= 2:
                for cid in ids:
                    found["to_break"].setdefault(cid, "12.4.9")
        backups = state.in_zone(p, "backup")
        if len(backups) > 5:
            found["backup_excess"] = {"player": p, "excess": len(backups) - 5}
            found["notes"].append(setting_note(ctx, "backup_excess_timing"))
    found["broken"] = [b for b in found["broken"] if b not in found["to_break"]]
    if not (found["lose"] or found["to_break"] or found["broken"] or found.get("backup_excess")):
        return {}
    return found


def _excess_backups(ctx: Context, info: dict[str, Any]) -> list[str]:
    state = ctx.state
    p = info["player"]
    backups = state.in_zone(p, "backup")
    opts = card_options(state, backups, label)
    player_label = pname(state, p)
    return ctx.ask("backup_excess", p, *say("choose_backup_put_into_break", player=player_label,
                                            info_excess=info['excess']), opts,
                   min=info["excess"], max=info["excess"], rules=rule("7.10.3"))


def apply_processes(ctx: Context, found: dict[str, Any]) -> Record:
    """Perform every applicable rule process at once, as one event (12.3)."""
    state = ctx.state
    rules: list[str] = ["12.3"]
    parts: list[tuple[str, str]] = []
    recent = state.data.get("recent_damage") or {}
    excess = _excess_backups(ctx, found["backup_excess"]) if found.get("backup_excess") else []
    to_break = dict(found["to_break"])
    for cid in excess:
        to_break.setdefault(cid, "7.10.3")
    if found.get("zero_with_damage"):
        ctx.cite(setting("12.4.4", "12.4.5"))
    replaced = [c for c in found["broken"] if find_replacement(state, c, "broken") is not None]
    for cid in found["broken"]:
        card_label = label(state.cards[cid])
        by = recent.get(cid)
        if cid in replaced:
            parts.append(say("lethal_damage_replaced", card=card_label))
            rules += ["12.4.5", "11.13.5.4"]
            continue
        if by and len(by) > 1:
            parts.append(say("party_broke_it", card=card_label, party=card_list(state, by)))
            rules += ["12.4.5", "15.1.1.10.8"]
            continue
        parts.append(say("lethal_damage_broken_by", card=card_label, by=label(state.cards[by[0]])) if by
                     else say("lethal_damage_broken", card=card_label))
        rules.append("12.4.5")
    reasons = {"12.4.4": say("rp_power_zero"), "12.4.6": say("rp_same_name"), "12.4.7": say("rp_light_dark"),
               "12.4.8": say("rp_item_unequipped"), "12.4.9": say("rp_two_items_one_type"),
               "12.4.10": say("rp_two_formations"), "5.2.3.1.3.6": say("rp_item_not_equippable"),
               "7.10.3": say("rp_six_backups")}
    # A card a rule process puts into the break zone may be kept there by a replacement of that move (11.13.5.1).
    kept = {c for c in to_break if find_replacement(state, c, "put_into_break_zone") is not None}
    for cid, why in to_break.items():
        card_label = label(state.cards[cid])
        parts.append(say("rp_to_break_zone_replaced", card=card_label, why=reasons[why]) if cid in kept
                     else say("rp_to_break_zone", card=card_label, why=reasons[why]))
        rules += [why, "11.13.5.4"] if cid in kept else [why]
    if set(to_break) - kept:
        rules.append("15.1.1.3.2")
    losers = dict(found["lose"])
    for p, why in losers.items():
        parts.append(say("player_loses", player=pname(state, p), why=("・".join(why), ", ".join(why))))
        rules += why
        rules += [{"12.4.1": "3.1.1", "12.4.2": "3.1.2"}.get(w, "7.13.2") for w in why if w in ("12.4.1", "12.4.2")]
    # perform everything together
    state.data["recent_damage"] = {}
    together = [*to_break, *found["broken"]]
    gone_breakers = list(dict.fromkeys(b for cid in found["broken"] if cid not in replaced
                                       for b in recent.get(cid) or () if b in together))
    # Which of them has a 'when this breaks a forward' (or Level Up), read before they leave; which of those
    # triggered is known once the cards have moved.
    listening = [b for b in gone_breakers if listens_to_own(state, b, "broke_forward")]
    waiting_before = {t["id"] for t in _waiting(state)}
    # The triggers of the cards moved here read which cards left together (emit), only while they move.
    with state.holding("leaving_together", together):
        for cid in to_break:
            if cid in kept:
                rules += apply_replacement(ctx, {"controller": state.cards[cid].controller, "source": None}, cid,
                                           "put_into_break_zone") or ()
            elif zone_id(state.cards[cid].zone) in ("forward", "backup", "monster", "formation", "item"):
                put_in_break_zone(ctx, cid, broken=False)
        for cid in found["broken"]:
            if cid in replaced:
                # A rule process is no summon or ability: no replacement is its own (11.13.5.6), the controller
                # orders.
                rules += apply_replacement(ctx, {"controller": state.cards[cid].controller, "source": None}, cid,
                                           "broken") or ()
            else:
                put_in_break_zone(ctx, cid, broken=True, by=recent.get(cid))
    if gone_breakers:
        fired = {t["source"] for t in _waiting(state) if t["id"] not in waiting_before and t.get("left_together")}
        rules += _breakers_left_together(ctx, parts, found["notes"], gone_breakers, listening, fired)
    for p in state.order:
        state.set_player(p, "drew_from_empty", None)
        state.set_player(p, "damage_on_empty", None)
        state.set_player(p, "damage_ge_deck", None)
    for p in losers:
        state.set_player(p, "lost", True)
    notes = list(dict.fromkeys(found["notes"]))
    if losers:
        remaining = [p for p in state.order if not state.players[p].lost]
        if not remaining:
            state.set_game("result", {"outcome": "draw", "winner": None})
            parts.append(say("all_lost_at_once_draw"))
            rules.append("3.3")
        else:
            state.set_game("result", {"outcome": "win", "winner": remaining[0]})
            parts.append(say("game_ends_winner", player=pname(state, remaining[0])))
            rules.append("3.1")
        state.agenda.clear()
    return ctx.record(*say("rule_processes", parts=joined(parts, "。", "; ")), tuple(dict.fromkeys(rules)),
                      notes=notes)


def _waiting(state: GameState) -> list[dict[str, Any]]:
    """The auto abilities triggered and not yet on the stack, held or not."""
    return [*state.pending, *(state.data.get("held") or [])]


def _breakers_left_together(ctx: Context, parts: list[tuple[str, str]], notes: list[str], gone: list[str],
                            listening: list[str], fired: set[str]) -> list[str]:
    """A card credited with a break (12.4.5) that leaves the field in the same rule process still broke a forward;
    whether its own 'when this breaks a forward' then triggers off the field is left open by the rules (11.9.3,
    6.4.2), so the setting is said and cited only for a card that has such an ability. The rules cited back."""
    state = ctx.state
    parts.append(say("breaker_left_together_deemed", cards=card_list(state, gone)))
    rules = ["12.4.5"]
    triggered = [b for b in listening if b in fired]
    silent = [b for b in listening if b not in fired]
    reading = ctx.setting("breaker_leaving_together")
    if triggered:
        parts.append(say("breaker_left_together_triggers", cards=card_list(state, triggered)))
        rules += setting("6.4.2", "11.6.6")
    if silent and reading == "field_only":
        parts.append(say("breaker_left_together_no_trigger", cards=card_list(state, silent)))
        rules += setting("7.4", "11.9.3")
    if triggered or (silent and reading == "field_only"):
        notes.append(setting_note(ctx, "breaker_leaving_together"))
    return rules


# ----- damage to players (6.5) and EX burst (11.11) --------------------------------------------------
@task("backup_excess_now")
def backup_excess_now(ctx: Context, args: dict[str, Any]) -> Record | None:
    """Setting backup_excess_timing=immediately: the controller trims to 5 backups at once (7.10.3)."""
    state = ctx.state
    p = args["player"]
    excess = len(state.in_zone(p, "backup")) - 5
    if excess <= 0:
        return None
    picked = _excess_backups(ctx, {"player": p, "excess": excess})
    for cid in picked:
        put_in_break_zone(ctx, cid, broken=False)
    player_label = pname(state, p)
    cards_label = card_list(state, picked)
    return ctx.record(*say("has_six_or_more_backups", player=player_label, text=cards_label), rule("7.10.3",
                                                                                                   "15.1.1.3.2"),
                      notes=[setting_note(ctx, "backup_excess_timing")])


def check_backup_excess(ctx: Context, player: str) -> None:
    """Called when backups arrive: under the 'immediately' reading of 7.10.3 the trim runs next."""
    if ctx.setting("backup_excess_timing") == "immediately" and len(ctx.state.in_zone(player, "backup")) > 5:
        ctx.then("backup_excess_now", player=player)


@task("damage_player")
def damage_player(ctx: Context, args: dict[str, Any]) -> Record:
    state = ctx.state
    p, n, source = args["player"], int(args["amount"]), args.get("source")
    deck_before = len(state.in_zone(p, "deck"))
    damage_before = len(state.in_zone(p, "damage"))
    at_once = ctx.setting("seven_damage_loss") == "immediately"
    placed: list[str] = []
    short = False
    for _ in range(n):
        deck = state.in_zone(p, "deck")
        if not deck:
            short = True
            break
        cid = deck[0]
        state.move(cid, f"{p}.damage", "bottom")
        state.set_card(cid, "face_up", True)
        placed.append(cid)
        if at_once and len(state.in_zone(p, "damage")) >= 7:
            break
    if damage_before < 7 <= len(state.in_zone(p, "damage")):
        # 3.1.1 reads as if the 7th damage ended the game there and then; 7.13.2 and 12.4.1 make it a rule process.
        ctx.cite(setting("3.1.1", "7.13.2", "12.4.1"))
        if at_once:
            return _seventh_damage_loss(ctx, p, n, placed)
    if n >= deck_before and n > 0:
        state.set_player(p, "damage_ge_deck", True)
    if short:
        state.set_player(p, "damage_on_empty", True)
    player_label = pname(state, p)
    cards_label = card_list(state, placed)
    rules: list[str] = ["6.5.2", "6.5.3", "7.13.2"]
    notes = []
    if short:
        notes.append("damage was dealt with the deck empty (3.1.3)")
    if n >= deck_before and n > 0:
        # Whether this loses is what the deck_out_damage setting reads 3.1.3 against 12.4.3 for.
        rules += setting("3.1.3", "12.4.3")
        notes.append(f"damage {n} against a deck of {deck_before}: {setting_note(ctx, 'deck_out_damage')}")
    bursts = [c for c in placed if state.cards[c].printed.get("ex_burst")]
    if bursts:
        rules.append("6.5.2.1")
        ctx.then("ex_bursts", player=p, cards=bursts)
    if n > 0 and placed:
        emit(ctx, "player_damaged", None, player=p, by=source)
    total = len(state.in_zone(p, "damage"))
    if damage_before < 7 <= total:
        notes.append(setting_note(ctx, "seven_damage_loss", _SEVEN_WHY))
    if not short:
        text = say("takes_damage_go_face_up", player=player_label, n=n, text=cards_label, total=total)
    elif placed:
        text = say("takes_damage_deck_runs_out", player=player_label, n=n, text=cards_label, left=n - len(placed),
                   total=total)
    else:
        text = say("takes_damage_deck_empty", player=player_label, n=n, total=total)
    return ctx.record(*text, tuple(rules), notes=notes)


_SEVEN_WHY = "3.1.1 reads as an immediate loss, 7.13.2 and 12.4.1 as a rule process"


def _seventh_damage_loss(ctx: Context, p: str, n: int, placed: list[str]) -> Record:
    """Setting seven_damage_loss=immediately: the 7th damage ends the game at once (3.1.1), before any EX burst
    of the cards just placed and before the rest of whatever dealt it."""
    state = ctx.state
    winner = state.opponent(p)
    state.set_player(p, "lost", True)
    state.set_game("result", {"outcome": "win", "winner": winner})
    state.agenda.clear()
    return ctx.record(*say("seventh_damage_ends_game_at_once", player=pname(state, p), n=n,
                           text=card_list(state, placed), winner=pname(state, winner)),
                      ("6.5.2", "7.13.2", *rule("3.1.1", "3.1")),
                      notes=[setting_note(ctx, "seven_damage_loss", _SEVEN_WHY)])


@task("ex_bursts")
def ex_bursts(ctx: Context, args: dict[str, Any]) -> Record | None:
    state = ctx.state
    p, cards = args["player"], list(args["cards"])
    if len(cards) > 1:
        opts = card_options(state, cards, label)
        player_label = pname(state, p)
        cards = ctx.ask("ex_burst_order", p, *say("choose_order_resolve_ex_bursts", player=player_label),
                                             opts, ordered=True,
                        rules=rule("6.5.2.1"))
    for c in reversed(cards):
        ctx.then("ex_burst", player=p, card=c)
    return None


def _burst_ability(state: GameState, card_id: str) -> int | None:
    card = state.cards[card_id]
    kind = "summon" if ctype(card) == "summon" else "ex_burst"
    for i, ab in enumerate(card.abilities):
        if ab.kind == kind:
            return i
    return None


@task("ex_burst")
def ex_burst(ctx: Context, args: dict[str, Any]) -> Record:
    state = ctx.state
    p, cid = args["player"], args["card"]
    card_label = label(state.cards[cid])
    idx = _burst_ability(state, cid)
    if idx is None:
        return ctx.record(*say("has_ex_burst_but_scenario", card=card_label), rule("11.11.1"))
    player_label = pname(state, p)
    yes = ctx.ask("ex_burst", p, *say("use_ex_burst", player=player_label, card=card_label),
                  [Option(id="yes", label_ja="使用する", label_en="use it"),
                   Option(id="no", label_ja="使用しない", label_en="do not use it")], rules=rule("11.11.2"))
    if yes == ["no"]:
        return ctx.record(*say("does_not_use_ex_burst", player=player_label, card=card_label),
                          rule("11.11.2"))
    ab = state.cards[cid].abilities[idx]
    targets = pick_targets(ctx, p, cid, ab, None, when=rule("11.11.2"))
    frame = {"controller": p, "source": cid, "ability": idx, "targets": targets or {}, "kind": "ex_burst",
             "self_any_zone": True}
    effect_tasks(ctx, frame, ab)
    part = rule("11.11.3") if ctype(state.cards[cid]) == "summon" else rule("11.11.3", "6.5.2.1")
    return ctx.record(*say("uses_ex_burst_happens_once", player=player_label, card=card_label), ("11.11.2", *part))


def board_fingerprint(state: GameState) -> str:
    """What rule processes look at, condensed: the same fingerprint twice in one check sequence is a loop."""
    cards = sorted((c.id, c.zone, c.controller, c.dull, c.damage, sorted(c.counters.items()), repr(c.flags))
                   for c in state.cards.values())
    players = sorted(repr(p) for p in state.players.values())
    seen = repr((sorted((k, tuple(v)) for k, v in state.zones.items()), cards, players, len(state.effects)))
    return hashlib.sha1(seen.encode("utf-8")).hexdigest()[:16]


def unstoppable_loop(ctx: Context) -> Record:
    """Rule processes that bring the board back to where it was never end (12.3): a loop no one can stop (13.1)."""
    ctx.state.set_game("result", {"outcome": "draw", "winner": None})
    return ctx.record(
        *say("performing_rule_processes_brings_board"),
        rule("12.3", "13.1"),
        notes=["rule processes are not controlled by any player (12.2), so no player has a choice that stops the "
               "loop; 13.2 and 13.3 do not apply"])

