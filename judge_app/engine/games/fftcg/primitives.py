"""Each effect word of the kernel vocabulary, carried out and cited under the fftcg rules, and the ``effect`` task
that runs one from the table."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from pydantic import TypeAdapter

from judge_app.engine.games.fftcg.cards import ctype, field_cards, is_forward, matches, on_field
from judge_app.engine.games.fftcg.cards import power as current_power
from judge_app.engine.games.fftcg.choices import SPLIT_RULE, effects_of, number, remember
from judge_app.engine.games.fftcg.delayed import create, lost_watch
from judge_app.engine.games.fftcg.effects import (
    _frame_ability,
    apply_replacement,
    deal_damage_to_card,
    draw,
    emit,
    frame_cards,
    frame_players,
    legal_targets,
    owner_zone,
    put_in_break_zone,
    replacements,
    shuffle,
)
from judge_app.engine.games.fftcg.keywords import enter_together
from judge_app.engine.games.fftcg.layers import explain
from judge_app.engine.games.fftcg.layout import (
    CHARACTERS,
    FIELD_ZONES,
    ITEMS,
    KEYWORD_JA,
    TYPE_JA,
    event_words,
    zone_words,
)
from judge_app.engine.games.fftcg.messages import say
from judge_app.engine.games.fftcg.tasks import card_list, count_cards, joined, label, pname, task
from judge_app.engine.games.fftcg.words import WORDS
from judge_app.engine.kernel.citations import rule
from judge_app.engine.kernel.effects import Ability, Effect
from judge_app.engine.kernel.game import Context, Record
from judge_app.engine.kernel.scenario import in_game_words
from judge_app.engine.kernel.state import ContinuousEffect, zone_id
from judge_app.engine.kernel.tasks import card_options

Primitive = Callable[[Context, dict[str, Any], Any, int], Record | None]


def _src(ctx: Context, frame: dict[str, Any]) -> tuple[str, str]:
    return label(ctx.state.cards[frame["source"]])


#: Trigger events that are a card changing zones (11.9.16).
_ZONE_MOVES = ("enters_field", "leaves_field", "broken", "put_into_break_zone")


def _nothing(ctx: Context, frame: dict[str, Any], what: tuple[str, str]) -> Record:
    """Text that cannot be carried out is ignored (2.3). Why there was nothing: a zone-change trigger looks for its
    card where it went (11.9.16.1); a chosen card that has moved since is a new card the effect does not know (7.4)."""
    source_label = _src(ctx, frame)
    event = frame.get("event")
    state = ctx.state
    rules = rule("2.3")
    if isinstance(event, dict) and event.get("event") in _ZONE_MOVES:
        rules = (*rules, *rule("11.9.16.1"))
    elif any(c in state.cards and not on_field(state, state.cards[c])
             for picked in (frame.get("targets") or {}).values() for c in picked):
        rules = (*rules, *rule("7.4"))
    return ctx.record(*say("has_nothing_act", source=source_label, what=what), rules)


def _amount_note(eff: Any, n: int, ctx: Context | None = None, frame: dict[str, Any] | None = None,
                 ) -> tuple[tuple[str, ...], list[str]]:
    """Citations and a note when the number came from a variable (4.5) or a card's last-known power."""
    amount = getattr(eff, "amount", None)
    if isinstance(amount, int) or amount is None:
        return (), []
    if amount.of == "source_power" and ctx is not None and frame is not None:
        src = ctx.state.cards[frame["source"]]
        half = rule("4.2") if amount.divide > 1 else ()
        if zone_id(src.zone) not in FIELD_ZONES:
            return (*rule("6.4.2", "11.12.3", "11.12.9"), *half), [
                f"the source has left the field: its last-known power gives {n} (6.4.2, 11.12.3)"]
        return (*rule("11.12.9"), *half), []
    half = rule("4.2") if amount.divide > 1 else ()
    if amount.of == "x":
        return (*rule("4.5", "11.12.9"), *half), [f"X is {n // max(1, amount.times)}; the amount is {n}"]
    return (*rule("11.12.9"), *half), [f"the amount is fixed at {n} now and never changes (11.12.9)"
                                       + ("; fractions are rounded up (4.2)" if half else "")]


#: Why a split declared while playing stands at resolution, by what was played: a summon's declaration is not
#: changed (11.2.1); an ability's information needed to put it on the stack is read then (6.4.2), and an action or
#: special ability's declaration is not changed either (11.7.3, 11.8.3).
SPLIT_FIXED = {"summon": rule("11.2.1"), "action": rule("6.4.2", "11.7.3"), "special": rule("6.4.2", "11.8.3")}


def damage(ctx: Context, frame: dict[str, Any], eff: Any, idx: int) -> Record:
    state = ctx.state
    amount = number(state, frame, eff.amount, idx)
    var_rules, var_notes = _amount_note(eff, amount, ctx, frame)
    if eff.target.who in ("you", "opponent", "each_player"):
        players = frame_players(state, frame, eff.target.who)
        for p in reversed(players):
            ctx.then("damage_player", player=p, amount=amount, source=frame["source"])
        names = joined([pname(state, p) for p in players], "、", ", ")
        return ctx.record(*say("effect_damages_players", source=_src(ctx, frame), players=names, amount=amount),
                          ("6.5.1", *var_rules), notes=var_notes)
    cards = frame_cards(ctx, frame, eff, idx)
    if not cards:
        return _nothing(ctx, frame, say("damage", amount=amount))
    split = (frame.get("distribution") or {}).get(str(idx)) if eff.distribute else None
    stands: tuple[str, str] | None = None
    if split:
        # The split was declared while playing (11.2.6 and its counterparts), with the total known then; it stands
        # (SPLIT_FIXED), so the declared shares are dealt even when the number now reads otherwise (a power changed
        # in response): 11.12.9's value at resolution is not what is divided.
        kind = _frame_ability(state, frame).kind
        var_rules = (*(r for r in var_rules if r != "11.12.9"), SPLIT_RULE.get(kind, SPLIT_RULE["auto"])[0],
                     *SPLIT_FIXED.get(kind, rule("6.4.2")))
        var_notes = []
        declared = sum(int(v) for v in split.values())
        if declared != amount:
            stands = say("split_stands_as_declared", declared=declared, now=amount)
    parts = []
    replaced: list[str] = []
    for cid in cards:
        # A replacement stands in for the damage to its card only; the other cards are still dealt theirs.
        if (why := apply_replacement(ctx, frame, cid, "damage")) is not None:
            if len(cards) == 1:
                return ctx.record(*say("damage_replaced_instead", card=label(state.cards[cid])),
                                  ("11.13.5.2", "11.13.5.4", *why))
            parts.append(say("damage_replaced_instead", card=label(state.cards[cid])))
            replaced += ["11.13.5.2", "11.13.5.4", *why]
            continue
        share = int(split.get(cid, 0)) if split else amount
        dealt, prevented = deal_damage_to_card(ctx, cid, share, frame["source"])
        card_label = label(state.cards[cid])
        if prevented is not None:  # a prevention is a replacement of the damage (11.13.5.1)
            replaced.append("11.13.5.1")
        parts.append(say("damage_to_card_prevented", card=card_label) if prevented is not None and dealt == 0
                     else say("damage_to_card", card=card_label, dealt=dealt))
    text = say("effect_damages_cards", source=_src(ctx, frame), parts=joined(parts))
    if stands is not None:
        text = joined([text, stands], "。", "; ")
    return ctx.record(*text, tuple(dict.fromkeys(("5.2.6.1", "11.12.4", *var_rules, *replaced))), notes=var_notes)


#: The replaceable event a card leaving the field is, by the zone it goes to; any other zone is only leaving.
_LEAVING = {"break": "put_into_break_zone", "hand": "returned_to_hand", "removed": "removed"}


def _event_phrase(event: str) -> tuple[str, str]:
    return {"put_into_break_zone": say("ev_put_into_break_zone"),
            "returned_to_hand": say("ev_returned_to_hand"), "removed": say("ev_removed")}.get(
        event, say("ev_leaves_field"))


def _leave_or_replace(ctx: Context, frame: dict[str, Any], cards: list[str], event: str,
                      ) -> tuple[list[str], list[tuple[str, str]], tuple[str, ...]]:
    """The cards that do leave the field, and a clause and the rules for each one a replacement keeps there.

    A replaced move never happens (11.13.5.4), so it triggers nothing (11.9.15); what the replacement does
    instead runs next. Each card is its own event: the others still go (11.12.4)."""
    state = ctx.state
    leaving: list[str] = []
    parts: list[tuple[str, str]] = []
    rules: list[str] = []
    for cid in cards:
        card = state.cards[cid]
        if on_field(state, card) and (why := apply_replacement(ctx, frame, cid, event)) is not None:
            parts.append(say("would_be_broken_replacement_applies", card=label(card)) if event == "broken" else
                         say("would_leave_replacement_applies", card=label(card), event=_event_phrase(event)))
            rules += ["11.13.5.2", "11.13.5.4", "11.9.15", *why]
            continue
        if frame.get("replaced_by") and replacements(state, cid, event):
            rules.append("11.13.5.5")  # the replacement this move is the result of does not apply to it again
        leaving.append(cid)
    return leaving, parts, tuple(dict.fromkeys(rules))


def _with_replaced(ctx: Context, text: tuple[str, str], rules: tuple[str, ...], parts: list[tuple[str, str]],
                   replaced: tuple[str, ...], notes: list[str] | None = None) -> Record:
    """The record of an effect that moved some cards, saying also which moves a replacement stood in for."""
    return ctx.record(*joined([text, *parts], "。", "; "), tuple(dict.fromkeys((*rules, *replaced))), notes=notes)


def break_(ctx: Context, frame: dict[str, Any], eff: Any, idx: int, broken: bool = True) -> Record:
    state = ctx.state
    cards = frame_cards(ctx, frame, eff, idx)
    if not cards:
        return _nothing(ctx, frame, say("break") if broken else say("put_into_break_zone"))
    done, parts, replaced = _leave_or_replace(ctx, frame, cards, "broken" if broken else "put_into_break_zone")
    if not done:
        return ctx.record(*joined(parts, "。", "; "), replaced)
    for cid in done:
        put_in_break_zone(ctx, cid, broken=broken, by=frame["source"] if broken else None)
    cards_label = card_list(state, done)
    source_label = _src(ctx, frame)
    if broken:
        return _with_replaced(ctx, say("breaks_owner_break_zone", source=source_label, text=cards_label),
                              rule("15.1.1.3.1"), parts, replaced)
    return _with_replaced(ctx, say("puts_into_break_zone_not", source=source_label, text=cards_label),
                          rule("15.1.1.3.2"), parts, replaced)


def put_into_break_zone(ctx: Context, frame: dict[str, Any], eff: Any, idx: int) -> Record:
    return break_(ctx, frame, eff, idx, broken=False)


def draw_(ctx: Context, frame: dict[str, Any], eff: Any, idx: int) -> Record:
    state = ctx.state
    if eff.player == "each_player":
        return _each_draws(ctx, frame, eff, idx)
    player = frame_players(state, frame, eff.player)[0]
    n = number(state, frame, eff.amount, idx)
    var_rules, notes = _amount_note(eff, n, ctx, frame)
    drawn, empty = draw(ctx, player, n)
    rules: tuple[str, ...] = ("11.12.4", *var_rules)
    if empty:
        rules = (*rules, "12.4.2")
        notes.append("drew from an empty deck: loses at the next rule-process check (12.4.2)")
    # The step says the effect's number, and how many a deck that ran out gave and the loss it leads to (12.4.2).
    who, cards = pname(state, player), count_cards(n)
    if not empty:
        text = say("draws_cards", player=who, cards=cards)
    elif drawn:
        text = say("draws_cards_deck_ran_out", player=who, cards=cards, drawn=count_cards(len(drawn)))
    else:
        text = say("draws_cards_deck_empty", player=who, cards=cards)
    return ctx.record(*text, rules, notes=notes)


def _each_draws(ctx: Context, frame: dict[str, Any], eff: Any, idx: int) -> Record:
    """Each player draws: no one has a choice to make first, so both draw at once (6.1.4, 11.12.5); a player whose
    deck ran out loses at the next check, together with the other if theirs did too (12.4.2, 3.3)."""
    state = ctx.state
    n = number(state, frame, eff.amount, idx)
    var_rules, notes = _amount_note(eff, n, ctx, frame)
    rules: tuple[str, ...] = ("11.12.4", *rule("11.12.5", "6.1.4"), *var_rules)
    parts = []
    for player in frame_players(state, frame, "each_player"):
        drawn, empty = draw(ctx, player, n)
        who = pname(state, player)
        got = count_cards(len(drawn))
        parts.append(say("each_draw_part", player=who, drawn=got) if not empty else
                     say("each_draw_part_ran_out", player=who, drawn=got) if drawn else
                     say("each_draw_part_empty", player=who))
        if empty:
            rules = (*rules, *rule("12.4.2"))
            notes.append(f"{player} drew from an empty deck: loses at the next rule-process check (12.4.2)")
    text = joined(parts, "。")  # a player's part may be a whole sentence (a deck that ran out)
    return ctx.record(*say("each_player_draws", cards=count_cards(n), text=text), tuple(dict.fromkeys(rules)),
                      notes=notes)


def remove_damage(ctx: Context, frame: dict[str, Any], eff: Any, idx: int) -> Record:
    """Damage taken off by an effect; what is left still counts against power at the next check (5.2.6.1)."""
    state = ctx.state
    cards = frame_cards(ctx, frame, eff, idx)
    if not cards:
        return _nothing(ctx, frame, say("damage_removal"))
    parts = []
    for cid in cards:
        before = state.cards[cid].damage
        after = 0 if eff.amount is None else max(0, before - eff.amount)
        state.set_card(cid, "damage", after)
        parts.append(say("damage_removed_part", card=label(state.cards[cid]), before=before, after=after))
    text = ("、".join(p[0] for p in parts), "; ".join(p[1] for p in parts))
    return ctx.record(*say("damage_removed", source=_src(ctx, frame), text=text), rule("11.12.4", "5.2.6.1"))


def _equip_holder(ctx: Context, frame: dict[str, Any], eff: Any, idx: int) -> str | None:
    """The character the item goes to: a choice made now among characters on the field, or a fixed reference."""
    state = ctx.state
    if eff.to.who != "choose":
        held = frame_cards(ctx, frame, eff.model_copy(update={"target": eff.to}), idx)
        return held[0] if held else None
    legal = [c for c in legal_targets(state, eff.to, frame["controller"], frame["source"])
             if ctype(state.cards[c]) in CHARACTERS]
    if len(legal) <= 1:
        return legal[0] if legal else None
    picked = ctx.ask("equip", frame["controller"], *say("choose_character_to_equip",
                                                         player=pname(state, frame["controller"]),
                                                         source=_src(ctx, frame)),
                     card_options(state, legal, label), rules=rule("11.12.4", "5.2.3.1.3.1"))
    return picked[0]


def equip(ctx: Context, frame: dict[str, Any], eff: Any, idx: int) -> Record:
    """An effect equips an item without its cost; the limits on whom an item may be equipped to still hold
    (5.2.3.1.3.1-.3), and a second item of one type is allowed here but goes, with the first, at the next check
    (5.2.3.1.3.4, 12.4.9)."""
    state = ctx.state
    you = frame["controller"]
    items = [c for c in frame_cards(ctx, frame, eff, idx) if ctype(state.cards[c]) in ITEMS]
    if not items:
        return _nothing(ctx, frame, say("equip"))
    holder = _equip_holder(ctx, frame, eff, idx)
    h = state.cards.get(holder or "")
    if not ctx.check(h is not None and ctype(h) in CHARACTERS and on_field(state, h),
                     rule("5.2.3.1.3.1"), legal=True) or h is None:
        return ctx.record(*say("equip_no_character", source=_src(ctx, frame)), rule("2.3"))
    if not ctx.check(h.controller == you, rule("5.2.3.1.3.3"), legal=True):
        return ctx.record(*say("equip_opponent_character", source=_src(ctx, frame), holder=label(h)), rule("2.3"))
    done = []
    for item in items:
        allowed = state.cards[item].printed.get("equip")
        if not ctx.check(not allowed or ctype(h) in allowed, rule("5.2.3.1.3.2"), legal=True):
            continue
        if not on_field(state, state.cards[item]):
            enter_together(ctx, [item], you, dull=False)
        state.set_flag(item, "equipped_to", h.id)
        done.append(item)
    if not done:
        return ctx.record(*say("equip_wrong_type", holder=label(h), text=card_list(state, items)), rule("2.3"))
    same = [c for c in field_cards(state) if ctype(c) in ITEMS and c.flags.get("equipped_to") == h.id
            and c.id not in done and ctype(c) in {ctype(state.cards[d]) for d in done}]
    rules = rule("11.12.4", "5.2.3.1.3.1")
    if ctx.check(same, rule("5.2.3.1.3.4")):
        return ctx.record(*say("equipped_second_of_type", text=card_list(state, done), holder=label(h),
                               old=card_list(state, [c.id for c in same])), rules)
    return ctx.record(*say("equipped_by_effect", text=card_list(state, done), holder=label(h)), rules)


def discard(ctx: Context, frame: dict[str, Any], eff: Any, idx: int) -> Record:
    """Discarding; when each player discards, the turn player chooses first, then the other knowing it, and
    the cards go at once (11.12.5, 6.1.4). A player other than the controller who chooses does not become the
    effect's controller (11.12.6)."""
    state = ctx.state
    players = [state.turn_player, state.non_turn_player] if eff.player == "each_player" else \
        frame_players(state, frame, eff.player)[:1]
    want = number(state, frame, eff.amount, idx)
    picks: dict[str, list[str]] = {}
    for player in players:
        hand = state.in_zone(player, "hand")
        n = min(want, len(hand))
        if n == len(hand):
            picks[player] = list(hand)
            continue
        opts = card_options(state, hand, label)
        picks[player] = ctx.ask("discard", player, *say("choose_card_discard", player=pname(state, player), n=n),
                                opts, min=n, max=n, rules=rule("15.1.1.4.1"))
    for player in players:
        for cid in picks[player]:
            state.move(cid, owner_zone(state, cid, "break"))
    for player in players:
        for cid in picks[player]:
            emit(ctx, "discarded", cid)
    parts = joined([say("discards", player=pname(state, p), text=card_list(state, picks[p])) for p in players])
    rules: tuple[str, ...] = rule("15.1.1.4.1")
    if len(players) > 1:
        parts = say("each_discards_at_once", parts=parts)
        rules = (*rules, "11.12.5", "6.1.4")
    if any(p != frame["controller"] for p in players):
        rules = (*rules, "11.12.6")
    return ctx.record(*parts, rules)


def _move_to(ctx: Context, frame: dict[str, Any], cards: list[str], zone: str, position: str) -> None:
    state = ctx.state
    if zone in ("field", *FIELD_ZONES):
        enter_together(ctx, cards, frame["controller"], dull=False)
        return
    for cid in cards:
        was_field = zone_id(state.cards[cid].zone) in ("forward", "backup", "monster", "formation", "item")
        if was_field:
            remember(state, cid)
        dest = owner_zone(state, cid, zone) if zone in ("deck", "break", "hand", "removed", "damage") else \
            f"{frame['controller']}.{zone}"
        state.move(cid, dest, position)
        if zone in ("deck", "hand"):
            state.set_card(cid, "face_up", False)
        if was_field:
            emit(ctx, "leaves_field", cid)


def _leaving_by_effect(ctx: Context, frame: dict[str, Any], cards: list[str], zone: str,
                       ) -> tuple[list[str], list[tuple[str, str]], tuple[str, ...]]:
    """Cards an effect moves: those on the field may be kept there by a replacement of their leaving."""
    if zone in ("field", *FIELD_ZONES):
        return cards, [], ()
    return _leave_or_replace(ctx, frame, cards, _LEAVING.get(zone, "leaves_field"))


def move(ctx: Context, frame: dict[str, Any], eff: Any, idx: int) -> Record:
    state = ctx.state
    cards = frame_cards(ctx, frame, eff, idx)
    if not cards:
        return _nothing(ctx, frame, say("move", eff_to=zone_words(eff.to)))
    cards, parts, replaced = _leaving_by_effect(ctx, frame, cards, eff.to)
    if not cards:
        return ctx.record(*joined(parts, "。", "; "), replaced)
    text = card_list(state, cards)
    _move_to(ctx, frame, cards, eff.to, eff.position)
    lja, len_, lrules = lost_watch(state, cards)
    entering = eff.to in ("field", *FIELD_ZONES)
    # Owner's zones apply to a deck, break zone or hand (7.3); cards entering the field together all check
    # their enter-the-field triggers against each of them (11.9.16.2.1).
    where = ("11.9.16.2.1",) if entering else ("7.3",)
    together = say("entered_together_check_triggers") if entering and len(cards) > 1 else ("", "")
    lost = (lja + together[0], len_ + together[1])
    return _with_replaced(ctx, say("moves_to", text=text, to=zone_words(eff.to), lost=lost),
                          (*where, "7.4", *lrules), parts, replaced)


def return_to_hand(ctx: Context, frame: dict[str, Any], eff: Any, idx: int) -> Record:
    state = ctx.state
    cards = frame_cards(ctx, frame, eff, idx)
    if not cards:
        return _nothing(ctx, frame, say("return_hand"))
    cards, parts, replaced = _leaving_by_effect(ctx, frame, cards, "hand")
    if not cards:
        return ctx.record(*joined(parts, "。", "; "), replaced)
    text = card_list(state, cards)
    _move_to(ctx, frame, cards, "hand", "top")
    lja, len_, lrules = lost_watch(state, cards)
    return _with_replaced(ctx, say("returns_to_hand", text=text, lost=(lja, len_)), ("7.3", "7.4", *lrules),
                          parts, replaced)


def remove(ctx: Context, frame: dict[str, Any], eff: Any, idx: int) -> Record:
    state = ctx.state
    cards = frame_cards(ctx, frame, eff, idx)
    if not cards:
        return _nothing(ctx, frame, say("remove_from_game"))
    cards, parts, replaced = _leaving_by_effect(ctx, frame, cards, "removed")
    if not cards:
        return ctx.record(*joined(parts, "。", "; "), replaced)
    cards_label = card_list(state, cards)
    _move_to(ctx, frame, cards, "removed", "top")
    return _with_replaced(ctx, say("removed_from_game", text=cards_label), rule("15.1.1.5.1"), parts, replaced)


def _continuous(ctx: Context, frame: dict[str, Any], kind: str, cards: list[str], value: Any, until: str,
                data: dict[str, Any] | None = None) -> None:
    state = ctx.state
    state.add_effect(ContinuousEffect(state.next_id("e"), kind, frame["source"], tuple(cards), value, until,
                                      state.tick(), data or {}))


_UNTIL_JA = {"end_of_turn": "ターン終了時まで", "permanent": "", "while_source_on_field": "発生源がフィールドにある間",
             "next_event": "", "end_of_attack": "このアタックの終わりまで"}


def until_phrase(until: str) -> tuple[str, str]:
    """How long an effect lasts, as a step says it: a Japanese phrase (none for a permanent one), the English name."""
    return _UNTIL_JA.get(until, ""), until.replace("_", " ")


def _until(eff: Any) -> tuple[str, str]:
    return until_phrase(eff.until)


def _ordered(ctx: Context, cards: list[str], kind: str, text: tuple[str, str], rules: tuple[str, ...],
             notes: list[str] | None = None) -> Record:
    """The record of a new continuous effect, saying in which order the effects of its kind now apply."""
    orders, extra = [], []
    for cid in cards:
        oja, oen, orules = explain(ctx.state, cid, kind)
        if oja:
            orders.append(say("card_order", card=label(ctx.state.cards[cid]), order=(oja, oen)))
            extra.extend(orules)
    if orders:
        text = say("effect_with_orders", text=text, orders=joined(orders, "。", "; "))
    return ctx.record(*text, tuple(dict.fromkeys((*rules, *extra))), notes=notes)


def power(ctx: Context, frame: dict[str, Any], eff: Any, idx: int) -> Record:
    state = ctx.state
    cards = [c for c in frame_cards(ctx, frame, eff, idx) if is_forward(state, state.cards[c])]
    if not cards:
        return _nothing(ctx, frame, say("power_change"))
    amount = number(state, frame, eff.amount, idx)
    var_rules, var_notes = _amount_note(eff, amount)
    if var_rules:
        var_rules = (*var_rules, "11.13.4.3")
    text = card_list(state, cards)
    if eff.becomes:
        _continuous(ctx, frame, "power_set", cards, amount, eff.until)
        return _ordered(ctx, cards, "power", say("power_becomes", text=text, until=_until(eff), amount=amount),
                        ("11.13.4.1", "11.13.4.2", "11.13.4.6", *var_rules), notes=var_notes)
    _continuous(ctx, frame, "power", cards, amount, eff.until)
    return _ordered(ctx, cards, "power", say("power_changes", text=text, until=_until(eff), sign=f"{amount:+d}"),
                    ("11.13.4.1", "11.13.4.2", *var_rules), notes=var_notes)


def keyword(ctx: Context, frame: dict[str, Any], eff: Any, idx: int) -> Record:
    state = ctx.state
    cards = frame_cards(ctx, frame, eff, idx)
    if not cards:
        return _nothing(ctx, frame, (eff.keyword, eff.keyword))
    _continuous(ctx, frame, "keyword", cards, (eff.keyword, eff.gain), eff.until)
    verb = say("gains") if eff.gain else say("loses")
    return _ordered(ctx, cards, "general", say("keyword_changes", text=card_list(state, cards), until=_until(eff),
                                               keyword=keyword_name(eff.keyword), verb=verb),
                    rule("11.13.4.1", "11.13.4.6"))


def keyword_name(keyword: str) -> tuple[str, str]:
    """A keyword as the rules name it in Japanese (15.2), and its English word."""
    return KEYWORD_JA.get(keyword, keyword), keyword.replace("_", " ")


def dull(ctx: Context, frame: dict[str, Any], eff: Any, idx: int) -> Record:
    state = ctx.state
    cards = frame_cards(ctx, frame, eff, idx)
    if not cards:
        return _nothing(ctx, frame, say("dull"))
    for c in cards:
        state.set_card(c, "dull", True)
    cards_label = card_list(state, cards)
    return ctx.record(*say("becomes_dull", text=cards_label), rule("15.1.1.2.1", "15.1.1.2.2"))


def activate(ctx: Context, frame: dict[str, Any], eff: Any, idx: int) -> Record:
    state = ctx.state
    cards = frame_cards(ctx, frame, eff, idx)
    if not cards:
        return _nothing(ctx, frame, say("activate"))
    for c in cards:
        state.set_card(c, "dull", False)
    cards_label = card_list(state, cards)
    return ctx.record(*say("becomes_active", text=cards_label), rule("15.1.1.1.1", "15.1.1.1.2"))


def freeze(ctx: Context, frame: dict[str, Any], eff: Any, idx: int) -> Record:
    state = ctx.state
    cards = frame_cards(ctx, frame, eff, idx)
    if not cards:
        return _nothing(ctx, frame, say("freeze"))
    for c in cards:
        state.set_flag(c, "frozen", True)
    cards_label = card_list(state, cards)
    return ctx.record(*say("frozen_will_not_become_active", text=cards_label),
                      rule("15.2.16.2"))


def counters(ctx: Context, frame: dict[str, Any], eff: Any, idx: int) -> Record:
    state = ctx.state
    cards = frame_cards(ctx, frame, eff, idx)
    if not cards:
        return _nothing(ctx, frame, say("counters"))
    n = number(state, frame, eff.amount, idx)
    for c in cards:
        before = dict(state.cards[c].counters)
        after = {**before, eff.counter: max(0, before.get(eff.counter, 0) + n)}
        state.set_card(c, "counters", after)
    cards_label = card_list(state, cards)
    return ctx.record(*say("counter", text=cards_label, eff_counter=eff.counter, n=n), rule("11.12.4"))


def search(ctx: Context, frame: dict[str, Any], eff: Any, idx: int) -> Record:
    state = ctx.state
    you = frame["controller"]
    zone = eff.filter.zone or "deck"
    pool = [c for c in state.in_zone(you, zone) if matches(state, state.cards[c], eff.filter, you, frame["source"])]
    player_label = pname(state, you)
    picked: list[str] = []
    if pool:
        opts = card_options(state, pool, label)
        kind = "search" if eff.style == "search" else "find"
        picked = ctx.ask(kind, you, *say("choose_card_take_from_deck", player=player_label), opts,
                         min=0, max=min(eff.count, len(pool)),
                         rules=rule("15.1.1.9.1") if eff.style == "search" else rule("15.1.1.7.2"))
    if eff.to == "field" and picked:
        enter_together(ctx, picked, you, dull=eff.dull)
    for cid in picked:
        if eff.to == "field":
            continue
        else:
            state.move(cid, owner_zone(state, cid, eff.to))
            if eff.to == "hand":
                state.set_card(cid, "face_up", False)
    if eff.shuffle:
        shuffle(ctx, you)
    rules = rule("15.1.1.9.1", "15.1.1.6.1") if eff.style == "search" else rule("15.1.1.7.1", "15.1.1.7.2")
    if eff.to == "field" and picked:
        rules = (*rules, "11.9.16.2.1")
        if state.data.pop("timestamp_ordered", None):
            rules = (*rules, "11.13.4.11")
    together = say("entered_together_check_triggers") if eff.to == "field" and len(picked) > 1 else ("", "")
    return ctx.record(*say("reveals_from_deck", player=player_label, text=card_list(state, picked),
                           to=zone_words(eff.to),
                           shuffle=say("then_shuffles") if eff.shuffle else ("", ""), together=together), rules)


def reveal(ctx: Context, frame: dict[str, Any], eff: Any, idx: int) -> Record:
    cards = frame_cards(ctx, frame, eff, idx)
    cards_label = card_list(ctx.state, cards)
    return ctx.record(*say("revealed", text=cards_label), rule("7.7.2"))


def prevent_damage(ctx: Context, frame: dict[str, Any], eff: Any, idx: int) -> Record:
    state = ctx.state
    cards = frame_cards(ctx, frame, eff, idx)
    if not cards:
        return _nothing(ctx, frame, say("damage_prevention"))
    _continuous(ctx, frame, "prevent", cards, eff.amount, eff.until)
    amount = say("all_of_it") if eff.amount is None else eff.amount
    return ctx.record(*say("damage_prevented_by_effect", text=card_list(state, cards), amount=amount),
                      rule("11.13.5.1", "11.13.4.1"))


def replace(ctx: Context, frame: dict[str, Any], eff: Any, idx: int) -> Record:
    state = ctx.state
    cards = frame_cards(ctx, frame, eff, idx)
    if not cards:
        return _nothing(ctx, frame, say("replacement"))
    instead = [e.model_dump(mode="json") for e in eff.instead]
    _continuous(ctx, frame, "replace", cards, eff.event, eff.until, {"event": eff.event, "instead": instead})
    cards_label = card_list(state, cards)
    return ctx.record(*say("replacement_instead_now_applies", text=cards_label, eff_event=event_words(eff.event)),
                      rule("11.13.5.2", "11.13.5.3"))


def settle_control(ctx: Context, card_id: str) -> None:
    """Put a card under the controller its latest control effect names, or its owner's (11.13.4.6 ①, 6.2.5).

    The card changes sides of the field but stays the same object: its state, damage and timestamp stay,
    and it has not been controlled since the new controller's turn began (10.1.2.1.1).
    """
    state = ctx.state
    card = state.cards[card_id]
    if zone_id(card.zone) not in FIELD_ZONES:
        return
    effs = [e for e in state.effects if e.kind == "control" and card_id in e.cards and e.timestamp > card.timestamp]
    want = max(effs, key=lambda e: e.timestamp).value if effs else card.owner
    if want == card.controller:
        return
    area = zone_id(card.zone)
    stamp = card.timestamp
    state.move(card_id, f"{want}.{area}", "bottom", reset=False)
    state.set_card(card_id, "timestamp", stamp)
    state.set_card(card_id, "controller", want)
    state.set_flag(card_id, "since", state.turn)


def control(ctx: Context, frame: dict[str, Any], eff: Any, idx: int) -> Record:
    state = ctx.state
    cards = frame_cards(ctx, frame, eff, idx)
    if not cards:
        return _nothing(ctx, frame, say("control_change"))
    to = frame_players(state, frame, eff.to)[0]
    _continuous(ctx, frame, "control", cards, to, eff.until)
    for c in cards:
        settle_control(ctx, c)
    return ctx.record(*say("comes_under_control", text=card_list(state, cards), until=_until(eff),
                           player=pname(state, to), now=_powers_now(ctx, cards)),
                      rule("11.13.4.1", "11.13.4.2", "11.13.4.6", "10.1.2.1.1"))


def _powers_now(ctx: Context, cards: list[str]) -> tuple[str, str]:
    """The power each card has now, for a step whose effect may have changed it."""
    state = ctx.state
    powers = [(label(state.cards[c]), current_power(state, state.cards[c])) for c in cards]
    return joined([say("now_has_power", card=lab, power=p) for lab, p in powers if p is not None], "", "")


def text(ctx: Context, frame: dict[str, Any], eff: Any, idx: int) -> Record:
    state = ctx.state
    cards = frame_cards(ctx, frame, eff, idx)
    if not cards:
        return _nothing(ctx, frame, say("text_change"))
    gain = [in_game_words(a.model_dump(mode="json"), Ability, WORDS) for a in eff.gain]
    _continuous(ctx, frame, "text", cards, {"lose_all": eff.lose_all, "gain": gain}, eff.until)
    what = [say("loses_all_abilities")] if eff.lose_all else []
    if gain:
        what.append(say("gains_abilities", names="、".join(a.text or a.kind for a in eff.gain)))
    return _ordered(ctx, cards, "text", say("text_changes", text=card_list(state, cards), until=_until(eff),
                                            what=joined(what, "、", " and ")),
                    rule("11.13.4.1", "11.13.4.2", "11.13.4.6"))


def job(ctx: Context, frame: dict[str, Any], eff: Any, idx: int) -> Record:
    state = ctx.state
    cards = frame_cards(ctx, frame, eff, idx)
    if not cards:
        return _nothing(ctx, frame, say("job_change"))
    _continuous(ctx, frame, "job", cards, {"jobs": list(eff.traits), "replace": eff.replace,
                                            "card_type": eff.card_type, "power": eff.power}, eff.until)
    what = []
    if eff.card_type:
        what.append(say("also_card_type", until=_until(eff),
                        type=(TYPE_JA.get(eff.card_type, eff.card_type), eff.card_type)))
    if eff.traits:
        what.append(say("jobs_change", until=_until(eff), jobs="・".join(eff.traits),
                        verb=say("become") if eff.replace else say("are_added")))
    return _ordered(ctx, cards, "job", say("job_changes", text=card_list(state, cards), what=joined(what),
                                           now=_powers_now(ctx, cards)),
                    rule("11.13.4.1", "11.13.4.2", "11.13.4.6"))


def delayed(ctx: Context, frame: dict[str, Any], eff: Any, idx: int) -> Record:
    state = ctx.state
    watch = frame_cards(ctx, frame, eff, idx) if eff.target is not None else []
    d = create(state, frame, eff, watch)
    source_label = _src(ctx, frame)
    cards_label = card_list(state, watch)
    once = say("triggers_once_next_time") if eff.until is None else say("triggers_each_time_during")
    rules = rule("11.9.17", "11.9.17.1", "11.9.17.2")
    rules = (*rules, "11.9.17.4") if frame.get("kind") == "summon" else (*rules, "11.9.17.5")
    return ctx.record(*say("delayed_auto_ability_created_event", source=source_label, d_id=d['id'],
                           ability=(d["text"][0], d["text"][1]), eff_trigger_event=event_words(eff.trigger.event),
                           text=cards_label, once=once), rules)


PRIMITIVES: dict[str, Primitive] = {
    "damage": damage, "break": break_, "put_into_discard_pile": put_into_break_zone, "draw": draw_,
    "discard": discard, "move": move, "return_to_hand": return_to_hand, "remove": remove, "power": power,
    "keyword": keyword, "dull": dull, "activate": activate, "freeze": freeze, "counters": counters,
    "search": search, "reveal": reveal, "prevent_damage": prevent_damage, "replace": replace,
    "control": control, "text": text, "trait": job, "delayed": delayed, "remove_damage": remove_damage,
    "equip": equip,
}


@task("effect")
def run_effect(ctx: Context, args: dict[str, Any]) -> Record | None:
    frame = args["frame"]
    if args.get("effect") is not None:
        eff = _parse_effect(args["effect"])
    else:
        eff = effects_of(_frame_ability(ctx.state, frame), frame.get("modes"))[args["index"]]
    return PRIMITIVES[eff.op](ctx, frame, eff, args["index"])


def _parse_effect(data: dict[str, Any]) -> Effect:
    return TypeAdapter(Effect).validate_python(data)  # type: ignore[no-any-return]
