"""What each word of the kernel's effect vocabulary means under the aquarian rulebook.

Effects of project, fast and effect declarations are applied in text order
when the declaration resolves. Damage never accumulates (qa:05), シールド and
プロテクト? stop what they stop, and after every effect the rules that act at
once are applied: 耐久力 0 or less (rs:9-2), power above 精神力 (qa:04) and loss.
"""

from __future__ import annotations

import random
from collections.abc import Sequence
from typing import Any

from judge_app.engine.games.aquarian.cards import (
    characters,
    components,
    ctype,
    dominated,
    has_skill,
    is_character,
    label,
    labeller,
    missing_factor,
    power,
    set_on,
    skill_params,
    skill_sum,
    stat,
)
from judge_app.engine.games.aquarian.core import (
    check_loss,
    discard_character,
    draw,
    lose,
    offer_bind,
    to_discard,
    trim_characters,
    trim_power,
)
from judge_app.engine.games.aquarian.layout import SKILL_RULES, ZONES
from judge_app.engine.games.aquarian.messages import say, stat_change
from judge_app.engine.games.aquarian.tasks import card_list, counted, pname, setting_note
from judge_app.engine.kernel.citations import rule, setting
from judge_app.engine.kernel.effects import Ability, Filter
from judge_app.engine.kernel.game import Context
from judge_app.engine.kernel.state import ContinuousEffect, zone_id
from judge_app.engine.kernel.tasks import card_options

ZONE_JA = {z.id: z.name_ja for z in ZONES}
#: Where a card set on the field is removed to (rs:21-2: discard pile, damage zone, hand or deck).
REMOVAL_ZONES = ("discard", "damage", "hand", "deck")
STATS = ("attack", "mental_attack", "mental", "endurance")
NO_MEANING = ("dull", "activate", "freeze", "replace")
# Words other games need that this module does not model; a step using one says so instead of guessing.
NOT_MODELLED = ("control", "text", "trait", "delayed", "remove_damage", "equip", "cost")
MEANINGS = ("damage", "break", "put_into_discard_pile", "draw", "discard", "move", "return_to_hand", "remove", "power",
            "keyword", "counters", "search", "reveal", "prevent_damage", *NO_MEANING)


def _matches(ctx: Context, cid: str, flt: Filter | None, you: str) -> bool:
    state = ctx.state
    card = state.cards[cid]
    if flt is None:
        return is_character(state, card)
    zone = zone_id(card.zone)
    if flt.zone is None:
        in_field = is_character(state, card) or (zone == "project" and ctx.setting("territory_scope") ==
                                                 "with_project_zone")
        if not in_field:
            return False
    elif zone != flt.zone:
        return False
    if flt.card_type and ctype(card) not in flt.card_type:
        return False
    owner = card.zone.split(".")[0]
    if flt.controller == "you" and owner != you:
        return False
    if flt.controller == "opponent" and owner == you:
        return False
    if flt.colour and not set(flt.colour) & set(card.printed.get("factions", [])):
        return False
    if flt.name is not None and card.name != flt.name:
        return False
    return not (flt.keyword is not None and not has_skill(state, cid, flt.keyword))


def _targets(ctx: Context, you: str, source: str, target: Any, chosen: list[str], pool: list[str]) -> list[str]:
    if target is None:
        return []
    if target.who == "self":
        return [source]
    if target.who == "all":
        return [c for p in ctx.state.order for k, ids in ctx.state.zones.items() if k.startswith(f"{p}.")
                for c in ids if _matches(ctx, c, target.filter, you)]
    if target.who in ("you", "opponent", "each_player"):
        return []
    take = pool[: target.count]
    del pool[: target.count]
    return [c for c in take if c in ctx.state.cards or c in ctx.state.players]


def _protected(ctx: Context, cid: str, card_id: str, project: bool) -> bool:
    """プロテクト?: unaffected by project cards of that faction (fast cards still work)."""
    if not project or cid not in ctx.state.cards or not is_character(ctx.state, ctx.state.cards[cid]):
        return False
    theirs = set(ctx.state.cards[card_id].printed.get("factions", []))
    return any(p in theirs for p in skill_params(ctx.state, cid, "protect"))


def apply_effects(ctx: Context, you: str, source: str, abilities: Sequence[Ability], chosen: list[str],
                  project: bool = False) -> tuple[list[str], list[str], list[str], list[str]]:
    state = ctx.state
    lines_ja: list[str] = []
    lines_en: list[str] = []
    rules: list[str] = []
    notes: list[str] = []
    pool = list(chosen)
    if ctx.setting("territory_scope") != "areas_only":
        notes.append(setting_note(ctx, "territory_scope"))
    for ab in abilities:
        for eff in ab.effects:
            tgt = getattr(eff, "target", None)
            cards = _targets(ctx, you, source, tgt, chosen, pool)
            kept = [c for c in cards if not _protected(ctx, c, source, project)]
            if len(kept) < len(cards):
                rules.append("c09:スキル>プロテクト?")
                ja, en = card_list(state, [c for c in cards if c not in kept])
                pj, pe = say("protected_from_project", cards=(ja, en))
                lines_ja.append(pj)
                lines_en.append(pe)
            cards = kept
            ja, en, rr = _apply(ctx, you, source, eff, cards)
            lines_ja.append(ja)
            lines_en.append(en)
            rules += rr
    ja, en, rr = after_effects(ctx)
    lines_ja += ja
    lines_en += en
    rules += rr
    return lines_ja, lines_en, list(dict.fromkeys(rules)), notes


def _apply(ctx: Context, you: str, source: str, eff: Any, cards: list[str]) -> tuple[str, str, list[str]]:
    state = ctx.state
    op = eff.op
    hit_players = [c for c in cards if c in state.players]
    cards = [c for c in cards if c in state.cards]
    cja, cen = card_list(state, cards)
    mental = op == "damage" and eff.kind == "mental"
    if op == "damage" and hit_players:
        for p in hit_players:
            ctx.then("damage_check", player=p, left=eff.amount, total=eff.amount, entered=[])
        names = [pname(state, p) for p in hit_players]
        who = ("、".join(j for j, _ in names), ", ".join(e for _, e in names))
        if mental:
            # qa:02: mental damage to a player is checked like normal damage, one damage check per point.
            return (*say("players_take_mental_damage", players=who, amount=eff.amount),
                    ["qa:02", "gl:精神ダメージ", "c06:プレイヤーへのダメージ>ダメージを受ける手順", "rs:3-4"])
        return (*say("players_take_damage", players=who, amount=eff.amount),
                ["c06:プレイヤーへのダメージ>ダメージを受ける手順", "rs:3-4"])
    if mental:
        return _mental_damage(ctx, cards, eff.amount)
    if op == "damage":
        out_ja, out_en = [], []
        rules = ["c06:勢力キャラクターへの精神攻撃>同じターンに何度もダメージを受けたら?", "qa:05"]
        for c in cards:
            card_label = label(state, state.cards[c])
            if has_skill(state, c, "shield") or any(e.kind == "prevent" and c in e.cards for e in state.effects):
                rules.append("c09:スキル>シールド" if has_skill(state, c, "shield") else "c09:エフェクト")
                ja, en = say("takes_no_damage", card=card_label)
            elif eff.amount >= stat(state, c, "endurance"):
                text, rr = _leaves_field(ctx, c)
                ja, en = say("damage_reaches_endurance", card=card_label, amount=eff.amount, text=text)
                rules += rr
            else:
                ja, en = say("damage_below_endurance", card=card_label, amount=eff.amount,
                             endurance=stat(state, c, "endurance"))
            out_ja.append(ja)
            out_en.append(en)
        return (*_joined(out_ja, out_en, say("nothing_to_damage")), rules)
    if op in ("break", "put_into_discard_pile", "remove"):
        out_ja, out_en, rules = [], [], ["rs:21-2", "gl:除去"]
        for c in cards:
            if is_character(state, state.cards[c]):
                (ja, en), rr = _leaves_field(ctx, c)
                rules += rr
            else:
                to_discard(ctx, c)
                ja, en = say("discarded", label_state_cards_c=label(state, state.cards[c]))
            out_ja.append(ja)
            out_en.append(en)
        return (*_joined(out_ja, out_en, say("nothing_to_discard")), rules)
    if op == "draw" and eff.player == "each_player":
        return _each_draws(ctx, eff.amount)
    if op == "discard" and eff.player == "each_player":
        return _each_discards(ctx, eff.amount)
    if op == "draw":
        who = you if eff.player == "you" else state.opponent(you)
        drawn, empty = draw(ctx, who, eff.amount)
        pja, pen = pname(state, who)
        if empty:
            ja, en, lr = lose(ctx, [who], "deck")
            return (*say("must_draw_empty_deck", player=(pja, pen), text=(ja, en)), ["rs:21-1", *lr])
        return (*say("draws_cards", player=(pja, pen), n=counted(len(drawn), "枚", "card")), ["rs:21-1", "gl:引く"])
    if op == "discard":
        who = you if eff.player == "you" else state.opponent(you)
        hand = state.in_zone(who, "hand")
        n = min(eff.amount, len(hand))
        picked: list[str] = []
        if n:
            opts = card_options(state, hand, labeller(state))
            pja, pen = pname(state, who)
            asked = say("choose_hand_card_discard", player=(pja, pen), n=counted(n, "枚", "card"))
            picked = ctx.ask("effect_discard", who, *asked,
                                                    opts, min=n, max=n,
                             rules=rule("c04:note:捨て札"))
            for c in picked:
                to_discard(ctx, c)
        ja, en = card_list(state, picked)
        return (*say("discards_from_hand", cards=(ja, en)), ["c04:note:捨て札"])
    if op in ("move", "return_to_hand"):
        to = "hand" if op == "return_to_hand" else eff.to
        out_ja, out_en, rules = [], [], []
        touched: list[str] = []
        for c in cards:
            card = state.cards[c]
            on = card.flags.get("on")
            if is_character(state, card) and to in REMOVAL_ZONES:
                # Moved off the field, the character is removed (rs:21-2): its バインドX is offered first, as the
                # skill works whatever the reason it leaves (c09:スキル>バインドX).
                rules += ["rs:21-2", "gl:除去"]
                stays, said, bind_rules = offer_bind(ctx, c)
                if stays:
                    assert said is not None
                    out_ja.append(said[0])
                    out_en.append(said[1])
                    rules += list(bind_rules)
                    continue
                if said is not None:
                    out_ja.append(said[0])
                    out_en.append(said[1])
            if is_character(state, card):
                for part in components(state, c)[1:]:
                    to_discard(ctx, part)
            state.move(c, f"{card.owner}.{to}")
            state.set_card(c, "face_up", to not in ("deck", "hand"))
            if on:
                touched.append(on)
            mj, me = say("moves_to_zone", card=label(state, card), zone=(ZONE_JA.get(to, to), to))
            out_ja.append(mj)
            out_en.append(me)
        for t_ja, t_en, t_rules in trim_characters(ctx, touched):
            out_ja.append(t_ja)
            out_en.append(t_en)
            rules += list(t_rules)
        return (*_joined(out_ja, out_en, say("nothing_to_move")), rules)
    if op in ("power", "counters"):
        stat_name = "attack" if op == "power" else eff.counter
        amount = eff.amount
        if op == "counters" and stat_name == "power":
            return _power_counters(ctx, cards, amount)
        if stat_name not in STATS:
            return (*say("not_a_value_here", stat=stat_name), [])
        until = getattr(eff, "until", "end_of_turn")
        state.add_effect(ContinuousEffect(state.next_id("e"), "stat", source, tuple(cards), {stat_name: amount},
                                          until, state.tick()))
        rules = ["gl:±X/±X/±X", "gl:±X" if stat_name != "mental_attack" else "gl:±(X)", "rs:15-2"]
        if stat_name == "attack" and any(state.cards[c].printed.get("mental_attack") is not None for c in cards):
            rules.append("qa:07")
        sign = "+" if amount >= 0 else ""
        return (*stat_change(stat_name, cards=(cja, cen), sign=sign, amount=amount), rules)
    if op == "keyword":
        until = eff.until
        state.add_effect(ContinuousEffect(state.next_id("e"), "skill", source, tuple(cards), eff.keyword, until,
                                          state.tick()))
        skill_rule = SKILL_RULES.get(eff.keyword.partition(":")[0])
        return (*say("gains_skill", cards=(cja, cen), skill=eff.keyword), [skill_rule] if skill_rule else [])
    if op == "prevent_damage":
        state.add_effect(ContinuousEffect(state.next_id("e"), "prevent", source, tuple(cards), eff.amount, eff.until,
                                          state.tick()))
        return (*say("takes_no_damage", card=(cja, cen)), ["c09:エフェクト"])
    if op == "search":
        deck = state.in_zone(you, "deck")
        found = [c for c in deck if _matches(ctx, c, eff.filter.model_copy(update={"zone": "deck"}), you)][
            : eff.count]
        for c in found:
            state.move(c, f"{you}.{eff.to}")
        rest = list(state.zones[f"{you}.deck"])
        rng = random.Random(f"{ctx.scenario.title}:{state.turn}:{len(state.history)}")
        rng.shuffle(rest)
        state.zones[f"{you}.deck"] = rest
        ja, en = card_list(state, found)
        return (*say("searches_deck", cards=(ja, en)), ["rs:13-5"])
    if op == "reveal":
        return (*say("reveals", cards=(cja, cen)), [])
    if op in NOT_MODELLED:
        return (*say("word_not_modelled", op=op), [])
    return (*say("word_has_no_meaning", op=op), [])


def _leaves_field(ctx: Context, base: str, mental: int = 0) -> tuple[tuple[str, str], list[str]]:
    """A character an effect would discard: its バインドX is offered first, since the skill works whatever the reason
    it leaves the field (c09:スキル>バインドX, rs:6-4); else it is discarded with its cards. ``mental``: the mental
    damage it took, which under the setting bind_mental may still take power cards from a bound character (rs:6-4).
    Returns what the step says and the rules followed."""
    stays, said, bind_rules = offer_bind(ctx, base)
    if stays:
        assert said is not None
        rules = list(bind_rules)
        if mental:
            ctx.cite(setting("rs:6-4", "rs:6-4-a"))
            if ctx.setting("bind_mental") == "mental_still_discards":
                lost = set_on(ctx.state, base, "power")[:mental]
                for pc in lost:
                    to_discard(ctx, pc)
                said = say("then", first=said, then=say("power_counters_discarded",
                                                        card=label(ctx.state, ctx.state.cards[base]),
                                                        n=counted(len(lost), "枚", "power card")))
                rules.append("rs:12-5")
        return said, rules
    dja, den, rr = discard_character(ctx, base, "effect")
    text = (dja, den) if said is None else say("then", first=said, then=(dja, den))
    return text, list(rr)


def _joined(out_ja: list[str], out_en: list[str], nothing: tuple[str, str]) -> tuple[str, str]:
    """The parts of one effect's report in each language, or the message ``nothing`` when it touched nothing."""
    if not out_ja:
        return nothing
    return "、".join(out_ja), "; ".join(out_en)


def _each_draws(ctx: Context, amount: int) -> tuple[str, str, list[str]]:
    """"Each player draws": one event for all players (rs:23-1: done in some order, yet at the same time), so every
    player who must draw from an empty deck is removed together, and nobody left is a draw."""
    state = ctx.state
    out_ja: list[str] = []
    out_en: list[str] = []
    empty: list[str] = []
    for p in [p for p in state.order if not state.players[p].lost]:
        drawn, short = draw(ctx, p, amount)
        if short:
            empty.append(p)
        if drawn or not short:
            _add(out_ja, out_en, say("draws_cards", player=pname(state, p), n=counted(len(drawn), "枚", "card")))
    rules = ["rs:23-1", "rs:21-1", "gl:引く"]
    if empty:
        ja, en, lr = lose(ctx, empty, "deck")
        _add(out_ja, out_en, say("must_draw_empty_deck", player=_player_list(state, empty), text=(ja, en)))
        rules += lr
    return (*say("each_player_at_once", text=_joined(out_ja, out_en, say("nothing_at_all"))), rules)


def _each_discards(ctx: Context, amount: int) -> tuple[str, str, list[str]]:
    """"Each player discards": each chooses from their own hand, in turn order; the discards are one event."""
    state = ctx.state
    out_ja: list[str] = []
    out_en: list[str] = []
    for p in [p for p in state.order if not state.players[p].lost]:
        hand = state.in_zone(p, "hand")
        n = min(amount, len(hand))
        picked: list[str] = []
        if n:
            asked = say("choose_hand_card_discard", player=pname(state, p), n=counted(n, "枚", "card"))
            picked = ctx.ask("effect_discard", p, *asked,
                             card_options(state, hand, labeller(state)), min=n, max=n, rules=rule("c04:note:捨て札"))
            for c in picked:
                to_discard(ctx, c)
        _add(out_ja, out_en, say("player_discards_from_hand", player=pname(state, p), cards=card_list(state, picked)))
    return (*say("each_player_at_once", text=_joined(out_ja, out_en, say("nothing_at_all"))),
            ["rs:23-1", "c04:note:捨て札"])


def _player_list(state: Any, players: list[str]) -> tuple[str, str]:
    """Several players named in one phrase, as card_list names cards."""
    names = [pname(state, p) for p in players]
    return "、".join(j for j, _ in names), ", ".join(e for _, e in names)


def _mental_damage(ctx: Context, cards: list[str], amount: int) -> tuple[str, str, list[str]]:
    """精神ダメージ from an effect, as in battle: a dominated character discards that many power cards, or is
    discarded itself when it cannot (c06:精神攻撃>精神攻撃によるダメージ); a faction character compares it with its
    mental power and otherwise loses nothing (c06:勢力キャラクターへの精神攻撃>勢力キャラクターへの精神ダメージ).
    シールド stops it as it stops any damage that is not battle damage."""
    state = ctx.state
    out_ja: list[str] = []
    out_en: list[str] = []
    rules = ["gl:精神ダメージ"]
    for c in cards:
        card_label = label(state, state.cards[c])
        if has_skill(state, c, "shield") or any(e.kind == "prevent" and c in e.cards for e in state.effects):
            rules.append("c09:スキル>シールド" if has_skill(state, c, "shield") else "c09:エフェクト")
            ja, en = say("takes_no_damage", card=card_label)
        elif dominated(state.cards[c]):
            rules.append("c06:精神攻撃>精神攻撃によるダメージ")
            held = power(state, c)
            if held < amount:
                text, rr = _leaves_field(ctx, c, mental=amount)
                ja, en = say("mental_damage_exceeds_power", card=card_label, amount=amount,
                             held=counted(held, "枚", "power card"), text=text)
                rules += list(rr)
            else:
                for pc in set_on(state, c, "power")[:amount]:
                    to_discard(ctx, pc)
                ja, en = say("mental_damage_discards_power", card=card_label, amount=amount)
                rules.append("rs:12-5")
        else:
            rules.append("c06:勢力キャラクターへの精神攻撃>勢力キャラクターへの精神ダメージ")
            mind = stat(state, c, "mental")
            if amount >= mind:
                text, rr = _leaves_field(ctx, c, mental=amount)
                ja, en = say("mental_damage_reaches_mental", card=card_label, amount=amount, mind=mind, text=text)
                rules += list(rr)
            else:
                ja, en = say("mental_damage_below_mental", card=card_label, amount=amount, mind=mind)
        out_ja.append(ja)
        out_en.append(en)
    if not cards:
        return (*say("nothing_to_damage"), rules)
    return "、".join(out_ja), "; ".join(out_en), rules


def _power_counters(ctx: Context, cards: list[str], amount: int) -> tuple[str, str, list[str]]:
    state = ctx.state
    out_ja, out_en, rules = [], [], []
    for c in cards:
        card_label = label(state, state.cards[c])
        if amount < 0:
            lost = set_on(state, c, "power")[: -amount]
            for pc in lost:
                to_discard(ctx, pc)
            _add(out_ja, out_en, say("power_counters_discarded", card=card_label,
                                     n=counted(len(lost), "枚", "power card")))
            rules.append("rs:12-4")
            continue
        owner = state.cards[c].controller
        for _ in range(amount):
            deck = state.in_zone(owner, "deck")
            if not deck:
                ja, en, lr = lose(ctx, [owner], "deck")
                out_ja.append(ja)
                out_en.append(en)
                rules += ["rs:12-3", *lr]
                break
            top = deck[0]
            if power(state, c) >= stat(state, c, "mental"):
                rules.append("rs:12-2")
                _add(out_ja, out_en, say("no_power_beyond_mental", card=card_label))
                if ctx.setting("unset_power_card") == "discarded":
                    to_discard(ctx, top)
                break
            state.move(top, f"{owner}.power")
            state.set_card(top, "face_up", False)
            state.set_flag(top, "on", c)
            _add(out_ja, out_en, say("power_from_top_of_deck", card=card_label))
    return (*_joined(out_ja, out_en, say("nothing_at_all")), rules)


def after_effects(ctx: Context) -> tuple[list[str], list[str], list[str]]:
    """Rules that act at once after an effect: endurance 0 or less, too much power, 10 damage."""
    state = ctx.state
    ja: list[str] = []
    en: list[str] = []
    rules: list[str] = []
    for c in [c for p in state.order for c in _chars(state, p)]:
        if c in state.cards and is_character(state, state.cards[c]) and stat(state, c, "endurance") <= 0 \
                and state.cards[c].printed.get("endurance") is not None:
            text, rr = _leaves_field(ctx, c)
            _add(ja, en, say("endurance_zero_discarded", text=text))
            rules += ["rs:9-2", *rr]
    for c in [c for p in state.order for c in _chars(state, p)]:
        found_perm = trim_permanents(ctx, c)
        if found_perm:
            ja.append(found_perm[0])
            en.append(found_perm[1])
            rules += list(found_perm[2])
        found = trim_power(ctx, c)
        if found:
            ja.append(found[0])
            en.append(found[1])
            rules += list(found[2])
    unmet = [c for p in state.order for z in ("breaks", "permanents") for c in state.in_zone(p, z)
             if missing_factor(state, p, state.cards[c])]
    if unmet:
        j, e = card_list(state, unmet)
        _add(ja, en, say("factor_lost_card_stays", cards=(j, e)))
        rules += ["qa:15", "c04:カードの使い方>必要ファクター"]
    found_loss = check_loss(ctx)
    if found_loss:
        ja.append(found_loss[0])
        en.append(found_loss[1])
        rules += list(found_loss[2])
    return ja, en, rules


def trim_permanents(ctx: Context, base: str) -> tuple[str, str, tuple[str, ...]] | None:
    """パーマネント±X: when the limit drops below what the character carries, its owner discards the excess at
    once, choosing which (c09:スキル>パーマナent+X/パーマナent-X, rs:11-3)."""
    state = ctx.state
    carried = set_on(state, base, "permanents")
    limit = max(0, 1 + skill_sum(state, base, "permanent"))
    excess = len(carried) - limit
    if excess <= 0:
        return None
    owner = state.cards[base].controller
    opts = card_options(state, carried, labeller(state))
    player_label = pname(state, owner)
    picked = ctx.ask("permanent_excess", owner, *say("choose_permanent_card_discard", player=player_label,
                                                     excess=counted(excess, "枚", "permanent card")),
                                                opts, min=excess, max=excess,
                     rules=rule("c09:スキル>パーマナent+X/パーマナent-X"))
    for c in picked:
        to_discard(ctx, c)
    ja, en = card_list(state, picked)
    cja, cen = label(state, state.cards[base])
    return (*say("permanent_limit_dropped", card=(cja, cen), limit=counted(limit, "枚", "permanent"),
                  cards=(ja, en)),
            rule("c09:スキル>パーマナent+X/パーマナent-X", "rs:11-3"))


def _add(lines_ja: list[str], lines_en: list[str], pair: tuple[str, str]) -> None:
    """Append one message, each language to its own list of a step's parts."""
    lines_ja.append(pair[0])
    lines_en.append(pair[1])


def _chars(state: Any, p: str) -> list[str]:
    return characters(state, p)


# The declared effect words: one resolver, ``_apply``, gives each its aquarian meaning (the words in NO_MEANING
# say the game has no such thing); the words in NOT_MODELLED reach it too and say so.
EFFECTS = dict.fromkeys(MEANINGS, _apply)
