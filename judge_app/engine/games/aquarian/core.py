"""Rule mechanics several tasks share: paying power, discarding characters, drawing, losing the game, and putting a
declaration on the chain (below the chain's own tasks, which resolve declarations through actions and combat)."""

from __future__ import annotations

from collections.abc import Iterable
from typing import Any

from judge_app.engine.games.aquarian.cards import (
    components,
    ctype,
    dominated,
    is_character,
    label,
    party_of,
    personal_name,
    power,
    set_on,
    skill_params,
    stat,
)
from judge_app.engine.games.aquarian.messages import say
from judge_app.engine.games.aquarian.tasks import after, card_list, counted, option_labels, pname, setting_note
from judge_app.engine.kernel.citations import rule
from judge_app.engine.kernel.game import Context
from judge_app.engine.kernel.questions import Option
from judge_app.engine.kernel.state import StackObject, zone_id
from judge_app.engine.kernel.tasks import draw_cards


def to_discard(ctx: Context, card_id: str) -> None:
    card = ctx.state.cards[card_id]
    ctx.state.move(card_id, f"{card.owner}.discard")
    ctx.state.set_card(card_id, "face_up", True)


def to_damage(ctx: Context, card_id: str) -> None:
    card = ctx.state.cards[card_id]
    ctx.state.move(card_id, f"{card.owner}.damage")
    ctx.state.set_card(card_id, "face_up", True)


def pay_power(ctx: Context, base: str, n: int, to_hand: bool = False) -> list[str]:
    """Peel ``n`` power cards off a character (c04:パワーカード>パワーカードの支払い); to the hand for
    インフィニティ, オフェンシブ and ディフェンシブ, else face up to the discard pile (rs:20-1)."""
    paid = set_on(ctx.state, base, "power")[:n]
    for cid in paid:
        if to_hand:
            card = ctx.state.cards[cid]
            ctx.state.move(cid, f"{card.owner}.hand")
            ctx.state.set_card(cid, "face_up", True)
        else:
            to_discard(ctx, cid)
    return paid


def discard_character(ctx: Context, base: str, reason: str = "effect") -> tuple[str, str, tuple[str, ...]]:
    """Discard a character with everything set on it. Defeated in battle or broken by an opponent, a
    name-level character's named cards go to its owner's damage zone instead
    (c05:ネームレベルキャラクター>バトルやブレイクで捨て札される時, rs:9-3)."""
    state = ctx.state
    named = bool(personal_name(state, base)) and reason in ("battle", "opponent_break")
    parts = components(state, base)
    ja, en = card_list(state, [base])  # named as the character it was, before its break cards leave with it
    to_dmg = []
    for cid in parts:
        card = state.cards[cid]
        zone = zone_id(card.zone)
        if named and zone not in ("power", "permanents") and card.printed.get("personal_name") and \
                ctype(card) in ("character", "break"):
            to_damage(ctx, cid)
            to_dmg.append(cid)
        else:
            to_discard(ctx, cid)
    if to_dmg:
        dja, den = card_list(state, to_dmg)
        return (*say("discarded_named_to_damage", card=(ja, en), named=(dja, den)),
                rule("c05:ネームレベルキャラクター>バトルやブレイクで捨て札される時", "rs:9-3",
                     "c06:勢力キャラクターへの精神攻撃>ネームレベルキャラクターが倒されたら?"))
    rules = rule("c06:バトル>ダメージと捨て札") if reason == "battle" else rule("gl:捨て札")
    return (*say("discarded_with_set_cards", card=(ja, en)), rules)


#: The loss condition a Bind's power cards can meet (c03:ゲームの勝敗>敗北条件), cited with the choice it gives.
LOSS_AT_TENTH = rule("c03:ゲームの勝敗>敗北条件", "gl:ダメージ置き場")


def offer_bind(ctx: Context, base: str) -> tuple[bool, tuple[str, str] | None, tuple[str, ...]]:
    """バインドX: a character about to leave the field for any reason may put X of its power cards into the damage
    zone and stay (c09:スキル>バインドX, rs:6-4). Its owner is asked only when it has the skill and X power cards;
    the question warns when those cards would bring the damage zone to 10; with fewer than X power cards the skill
    cannot be used, and the step says so citing the skill as a check (e.g. a character an opponent may break holds
    no power card, c05:ブレイクカードのセット). Returns whether it stays, what the step says (None when it has no
    Bind) and the rules a used Bind follows."""
    state = ctx.state
    x = sum(int(p) for p in skill_params(state, base, "bind"))
    if not x:
        return False, None, ()
    owner = state.cards[base].controller
    card = label(state, state.cards[base])
    player = pname(state, owner)
    if not ctx.check(power(state, base) >= x, rule("c09:スキル>バインドX")):
        return False, say("bind_cannot_be_paid", card=card, x=x, n=counted(power(state, base), "枚", "power card")), ()
    asked = say("use_bind_put_power_cards", player=player, r=card, x=x)
    ask_rules = rule("c09:スキル>バインドX")
    after_bind = len(state.in_zone(owner, "damage")) + x
    if after_bind >= 10:
        # Binding would itself meet a loss condition: the question says so when it is offered.
        asked = say("use_bind_reaches_loss", player=player, r=card, x=x, n=after_bind)
        ask_rules = (*ask_rules, *LOSS_AT_TENTH)
    yes = ctx.ask("bind", owner, *asked,
                  [Option(id="yes", **option_labels(say("option_use"))),
                   Option(id="no", **option_labels(say("option_do_not_use")))], rules=ask_rules)
    if yes != ["yes"]:
        # Declined: the step says so, and the rule that offered the choice stays cited (role choice).
        return False, say("bind_not_used", player=player, card=card, x=x), ()
    for pc in set_on(state, base, "power")[:x]:
        to_damage(ctx, pc)
    said = say("binds_and_stays", card=card, x=x, n=counted(x, "枚", "power card"))
    return True, said, rule("c09:スキル>バインドX", "rs:6-4")


def trim_power(ctx: Context, base: str) -> tuple[str, str, tuple[str, ...]] | None:
    """A character never holds more power than its 精神力: the owner discards the excess at once,
    choosing without looking (c05:パワーカードフェイズ>どのキャラクターにセットできる?, qa:04)."""
    state = ctx.state
    excess = power(state, base) - stat(state, base, "mental")
    if excess <= 0:
        return None
    cards = set_on(state, base, "power")
    owner = state.cards[base].controller
    opts = [Option(id=c, **option_labels(say("face_down_power_card", n=i + 1)))
            for i, c in enumerate(cards)]
    player_label = pname(state, owner)
    cja, cen = label(state, state.cards[base])
    asked = say("holds_more_power_than_mental", player=player_label, card=(cja, cen),
                excess=counted(excess, "枚", "power card"))
    picked = ctx.ask("power_excess", owner, *asked, opts, min=excess, max=excess,
                     rules=rule("qa:04", "c05:パワーカードフェイズ>どのキャラクターにセットできる?"))
    for cid in picked:
        to_discard(ctx, cid)
    return (*say("power_over_mental_discarded", card=(cja, cen), excess=counted(excess, "枚", "power card")),
            rule("qa:04", "c05:パワーカードフェイズ>どのキャラクターにセットできる?"))


def trim_characters(ctx: Context, bases: Iterable[str]) -> list[tuple[str, str, tuple[str, ...]]]:
    """``trim_power`` for each of ``bases`` that is still a character on the field, once each, in order: what
    ended or moved may have left any of them holding more power than its 精神力 (qa:04). The lines of those
    trimmed."""
    state = ctx.state
    return [t for base in dict.fromkeys(bases) if base in state.cards and is_character(state, state.cards[base])
            and (t := trim_power(ctx, base)) is not None]


def set_into_party(ctx: Context, card_id: str, player: str) -> tuple[str, str, list[str]]:
    """Put a character card on top of its party (c05:キャラクターカードのセット, rs:18-3). What happens to
    the power of the active character it covers is open (setting covered_active_power)."""
    state = ctx.state
    card = state.cards[card_id]
    zone = f"{player}.{party_of(card)}"
    covered = state.zones[zone][0] if state.zones[zone] else None
    notes: list[str] = []
    extra_ja, extra_en = "", ""
    if covered is not None:
        cj, ce = label(state, state.cards[covered])
        extra_ja, extra_en = say("covered_no_longer_active", card=(cj, ce))
        if set_on(state, covered, "power"):
            notes.append(setting_note(ctx, "covered_active_power"))
            if ctx.setting("covered_active_power") == "discarded":
                for pc in set_on(state, covered, "power"):
                    to_discard(ctx, pc)
                more_ja, more_en = say("covered_power_discarded")
                extra_ja += more_ja
                extra_en += more_en
    state.move(card_id, zone)
    state.set_card(card_id, "face_up", True)
    state.set_card(card_id, "controller", player)
    return extra_ja, extra_en, notes


def check_loss(ctx: Context, moment: str = "now") -> tuple[str, str, tuple[str, ...]] | None:
    """Remove players with 10+ damage (c03:ゲームの勝敗>敗北条件). ``moment`` "now" is skipped when the
    setting loss_check waits until the declaration being resolved is done."""
    state = ctx.state
    if state.result is not None:
        return None
    if moment == "now" and ctx.setting("loss_check") == "after_declaration" and state.data.get("resolving"):
        return None
    out = [p for p in state.order if not state.players[p].lost and len(state.in_zone(p, "damage")) >= 10]
    if not out:
        return None
    return lose(ctx, out, "damage")


def lose(ctx: Context, players: list[str], why: str) -> tuple[str, str, tuple[str, ...]]:
    """Remove players from the game; the last one left wins, nobody left is a draw."""
    state = ctx.state
    for p in players:
        state.set_player(p, "lost", True)
    left = [p for p in state.order if not state.players[p].lost]
    names = [pname(state, p) for p in players]
    ja = "、".join(j for j, _ in names)
    en = ", ".join(e for _, e in names)
    rules = rule("c03:ゲームの勝敗>敗北条件")
    if why == "damage":
        rules = (*rules, "gl:ダメージ置き場")
    if len(left) == 1:
        state.set_game("result", {"outcome": "win", "winner": left[0]})
        w_label = pname(state, left[0])
        tail_ja, tail_en = say("last_player_left_wins", w=w_label)
    elif not left:
        state.set_game("result", {"outcome": "draw", "winner": None})
        tail_ja, tail_en = say("nobody_left_so_game_draw")
    else:
        tail_ja, tail_en = "", ""
    if state.result is not None:
        state.agenda.clear()
    text = (say("removed_ten_damage", players=(ja, en), tail=(tail_ja, tail_en)) if why == "damage" else
            say("removed_empty_deck_draw", players=(ja, en), tail=(tail_ja, tail_en)))
    return (*text, rules)


def draw(ctx: Context, player: str, n: int) -> tuple[list[str], bool]:
    """Draw ``n`` from the top; True when a card had to be drawn from an empty deck (rs:21-1)."""
    state = ctx.state
    return draw_cards(state, player, n, lambda cid: state.move(cid, f"{player}.hand"))


def is_dominated(ctx: Context, base: str) -> bool:
    return dominated(ctx.state.cards[base])


def priority_order(ctx: Context, declarer: str, target: str | None = None) -> list[str]:
    """Who may respond first: the player whose own turn comes soonest, the declarer last; against an attack on a
    player, that player first (c08:レスポンスの優先権 and its attack-declaration subsection)."""
    state = ctx.state
    soonest = [*after(state, ctx.settings, state.turn_player), state.turn_player]
    soonest = [p for p in soonest if not state.players[p].lost]
    order = [p for p in soonest if p != declarer] + ([declarer] if declarer in soonest else [])
    if target is not None and target in order:
        order.remove(target)
        order.insert(0, target)
    return order


def declare(ctx: Context, kind: str, controller: str, source: str, data: dict[str, Any]) -> StackObject:
    """Put a declaration on the chain and offer responses."""
    state = ctx.state
    obj = StackObject(state.next_id("d"), kind, controller, source, None, data)
    state.push_stack(obj)
    target = data.get("target_player") if kind == "attack" else None
    state.set_data("guard_window", obj.id if target is not None else None)
    ctx.then("respond", order=priority_order(ctx, controller, target), i=0, passes=0, direct=obj.id if target else None)
    return obj
