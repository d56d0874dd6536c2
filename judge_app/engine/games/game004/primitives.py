"""The effect words under game004's rules (the kernel's effect vocabulary, 1100s), with the target and number
choices they share; ``PRIMITIVES`` is the table the module declares as its ``EFFECTS``."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from judge_app.engine.games.game004.cards import area_chars, ctype, in_area, label, matches, power_of
from judge_app.engine.games.game004.effects import (
    deal_damage,
    draw,
    ko,
    leave_area,
    move,
    owner_zone,
    replace_event,
    shuffle,
    sleep,
    spent,
)
from judge_app.engine.games.game004.layout import AREAS, ZONE_JA
from judge_app.engine.games.game004.messages import say
from judge_app.engine.games.game004.tasks import (
    agreeing,
    card_list,
    counted,
    joined,
    keyword_verb,
    plays,
    pname,
    setting_note,
    traits_words,
)
from judge_app.engine.kernel.citations import rule
from judge_app.engine.kernel.effects import Effect, Move, Target
from judge_app.engine.kernel.game import Context, Record
from judge_app.engine.kernel.replacement import Event
from judge_app.engine.kernel.state import ContinuousEffect, GameState
from judge_app.engine.kernel.tasks import card_options

UNTIL = {"end_of_turn": "mission_end", "next_event": "mission_end", "permanent": "permanent",
         "while_source_on_field": "permanent", "end_of_attack": "attack_end"}


def legal_targets(state: GameState, target: Target, controller: str, source: str) -> list[str]:
    zone = target.filter.zone
    out = []
    for p in state.order:
        zones = [zone] if zone else list(AREAS)
        for z in zones:
            for cid in state.zones.get(f"{p}.{z}", []):
                card = state.cards[cid]
                if zone is None and ctype(card) != "character":
                    continue
                if matches(state, card, target.filter, controller, source):
                    out.append(cid)
    return out


def targets_for(ctx: Context, frame: dict[str, Any], eff: Effect, idx: int) -> list[str]:
    state = ctx.state
    target: Target = eff.target  # type: ignore[union-attr]
    src = frame["source"]
    you = frame["controller"]
    if target.who == "self":
        return [src] if in_area(state.cards[src]) or target.filter.zone else []
    if target.who == "all":
        return legal_targets(state, target, you, src)
    if target.who == "event_card":
        c = (frame.get("event") or {}).get("card")
        return [c] if c and c in state.cards else []
    if target.who == "attacker":
        a = (state.data.get("battle") or {}).get("attacker")
        return [a] if a and in_area(state.cards[a]) else []
    if target.who == "blocker":
        return []
    legal = legal_targets(state, target, you, src)
    scripted = _scripted_for(state, frame, idx)
    if scripted:
        picked = [c for c in scripted if c in legal][: target.count]
        if picked:
            return picked
    if len(legal) <= target.count and not target.up_to:
        return legal
    opts = card_options(state, legal, label)
    source_label = label(state.cards[src])
    player_label = pname(state, you)
    most = min(target.count, len(legal))
    n = counted(most, "枚", "card")
    n = (f"最大{n[0]}", f"up to {n[1]}") if target.up_to else n
    return ctx.ask("target", you, *say("choose_card_effect", player=player_label, source=source_label, n=n), opts,
                   min=0 if target.up_to else most, max=most,
                   rules=rule("1107.1"))


def _scripted_for(state: GameState, frame: dict[str, Any], idx: int) -> list[str]:
    """The scripted choices of effect ``idx``: a card's effects choose in their written order (904.3a), so each
    choosing effect of a printed ability takes the next of the action's targets, in order."""
    scripted = list(frame.get("scripted") or [])
    if not scripted or frame.get("ability") is None:
        return scripted
    effects = state.cards[frame["source"]].abilities[frame["ability"]].effects
    choosing = [e for e in effects[:idx + 1] if _chooses(e)]
    # Only a choosing effect takes its own share; another (a player, the equipped card) reads the list as before.
    if not _chooses(effects[idx]) or len(choosing) < 2 or len(scripted) <= choosing[0].target.count:
        return scripted
    start = sum(e.target.count for e in choosing[:-1])
    return scripted[start:start + choosing[-1].target.count] or scripted


def _chooses(eff: Effect) -> bool:
    return getattr(getattr(eff, "target", None), "who", None) == "choose"


def num(ctx: Context, frame: dict[str, Any], value: Any) -> int:
    """A fixed number, or a variable fixed when the effect needs it (X, a count, a power)."""
    if isinstance(value, int):
        return value
    state = ctx.state
    base = 0
    you = frame["controller"]
    who = you if value.player == "you" else state.opponent(you)
    if value.of == "x":
        base = int(frame.get("x", 0))
    elif value.of == "count":
        base = sum(1 for c in area_chars(state) if matches(state, c, value.filter, you, frame["source"]))
    elif value.of == "source_power":
        base = power_of(state, state.cards[frame["source"]])
    elif value.of == "hand_size":
        base = len(state.in_zone(who, "hand"))
    return base * int(value.times) + int(value.plus)


def players_for(state: GameState, frame: dict[str, Any], who: str) -> list[str]:
    you = frame["controller"]
    return {"you": [you], "opponent": [state.opponent(you)],
            "each_player": [state.turn_player, state.non_turn_player]}.get(who, [])


def _src(ctx: Context, frame: dict[str, Any]) -> tuple[str, str]:
    """The card whose effect this is; an effect a position states as already in force may name none."""
    source = frame.get("source")
    return label(ctx.state.cards[source]) if source is not None else say("an_unnamed_source")


def _nothing(ctx: Context, frame: dict[str, Any], ja: str, en: str) -> Record:
    source_label = _src(ctx, frame)
    return ctx.record(*say("finds_nothing_act", source=source_label, text=(ja, en)),
                      rule("102.3", "913.2"))


Primitive = Callable[[Context, dict[str, Any], Any, int], Record]


def p_damage(ctx: Context, frame: dict[str, Any], eff: Any, idx: int) -> Record:
    state = ctx.state
    amount = num(ctx, frame, eff.amount)
    cards = targets_for(ctx, frame, eff, idx)
    if not cards or eff.target.who in ("you", "opponent", "each_player"):
        return _nothing(ctx, frame, *say("damage", amount=amount))
    parts = []
    rules = ["1101.1", "914.3"]
    source = frame.get("event_source") or frame["source"]  # 914.2b: a replacement keeps the event's source
    for cid in cards:
        if replace_event(ctx, Event("damage", card=cid, applied=spent(frame)), source=source) is not None:
            parts.append(say("damage_to_replaced", card=label(state.cards[cid])))
            continue
        dealt = deal_damage(ctx, cid, amount, source, battle=bool(frame.get("event_battle")))
        if source != frame["source"]:
            rules.append("914.2b")
        if dealt == 0:
            rules.append("1101.2")
        parts.append(say("damage_to_card", card=label(state.cards[cid]), dealt=dealt))
    return ctx.record(*say("effect_deals_damage", source=_src(ctx, frame), damage=joined(parts, "、", ", ")),
                      tuple(dict.fromkeys(rules)))


def p_ko(ctx: Context, frame: dict[str, Any], eff: Any, idx: int) -> Record:
    state = ctx.state
    source_label = _src(ctx, frame)
    cards = [c for c in targets_for(ctx, frame, eff, idx) if in_area(state.cards[c])]
    if not cards:
        return _nothing(ctx, frame, *say("ko"))
    rules = ["1110.1", "1103.1", "1103.2", "506.1"]
    done, replaced = [], []
    for cid in cards:
        moved = ko(ctx, cid, frame.get("event_source") or frame["source"], applied=spent(frame))
        if moved is None:
            replaced.append(cid)
            rules.append("914.2b")
            continue
        done.extend([cid, *moved])
    d_label = card_list(state, done)
    tail_label = "", ""
    if replaced:
        r_label = card_list(state, replaced)
        tail_label = say("ko_replaced", r=r_label)
    verb = agreeing(len(done), "持ち主のエネルギーゾーンに移動する", "goes to its owner's energy zone",
                    "go to their owners' energy zones")
    return ctx.record(*say("ko_go_their_owner_energy", source=source_label, d=d_label, verb=verb, tail=tail_label),
                      tuple(dict.fromkeys(rules)))


def p_to_trash(ctx: Context, frame: dict[str, Any], eff: Any, idx: int) -> Record:
    state = ctx.state
    source_label = _src(ctx, frame)
    cards = targets_for(ctx, frame, eff, idx)
    if not cards:
        return _nothing(ctx, frame, *say("put_into_trash"))
    moved = []
    for cid in cards:
        if in_area(state.cards[cid]):
            moved.extend([cid, *leave_area(ctx, cid, "trash")])
        else:
            move(ctx, cid, owner_zone(state, cid, "trash"))
            moved.append(cid)
    m_label = card_list(state, moved)
    return ctx.record(*say("go_trash_not_ko", source=source_label, m=m_label), rule("505.1", "1110.2", "501.6"))


def p_draw(ctx: Context, frame: dict[str, Any], eff: Any, idx: int) -> Record:
    state = ctx.state
    parts = []
    for p in players_for(state, frame, eff.player):
        got = draw(ctx, p, num(ctx, frame, eff.amount))
        parts.append(say("player_draws_n", player=pname(state, p), n=len(got)))
    return ctx.record(*joined(parts), rule("1106.1", "1106.2"))


def _counters(counter: str, n: int) -> tuple[str, str]:
    """A number of one counter in each language: 「勝利」カウンターを2個 / 2 '勝利' counters (1 counter)."""
    return f"「{counter}」カウンターを{n}個", f"{n} '{counter}' counter{'' if n == 1 else 's'}"


def p_discard(ctx: Context, frame: dict[str, Any], eff: Any, idx: int) -> Record:
    state = ctx.state
    parts = []
    for p in players_for(state, frame, eff.player):
        hand = state.in_zone(p, "hand")
        n = min(num(ctx, frame, eff.amount), len(hand))
        picked = list(hand[:n])
        if len(hand) > n:
            opts = card_options(state, hand, label)
            picked = ctx.ask("discard", p, *say("choose_card_from_your_hand", player=pname(state, p),
                                                         n=counted(n, "枚", "card")),
                             opts, min=n, max=n, rules=rule("102.5"))
        for c in picked:
            move(ctx, c, owner_zone(state, c, "trash"))
        parts.append(say("player_trashes_from_hand", player=pname(state, p), card=card_list(state, picked)))
    return ctx.record(*joined(parts), rule("505.1", "508.3", "102.5"))


def p_move(ctx: Context, frame: dict[str, Any], eff: Any, idx: int) -> Record:
    state = ctx.state
    cards = targets_for(ctx, frame, eff, idx)
    if not cards:
        return _nothing(ctx, frame, *say("put_into", eff_to=eff.to))
    rules = ["102.4", "502.5c", "501.4"]
    moved = []
    for cid in cards:
        to = eff.to
        if to == "exp":
            host = frame["source"]
            if not in_area(state.cards[host]):
                rules.append("1112.1a")
                continue
            move(ctx, cid, owner_zone(state, cid, "exp"))
            state.set_flag(cid, "exp_of", host)
            rules += ["1112.1", "513.3"]
            moved.append(cid)
            continue
        if in_area(state.cards[cid]) and to not in AREAS:
            moved.extend([cid, *leave_area(ctx, cid, to)])
            if to == "energy":
                rules.append("1110.2")
            continue
        move(ctx, cid, owner_zone(state, cid, to), position=eff.position)
        moved.append(cid)
    return ctx.record(*say("effect_puts_into_owners_zone", source=_src(ctx, frame), card=card_list(state, moved),
                           zone=(to_ja(eff.to), eff.to)), tuple(dict.fromkeys(rules)))


def to_ja(zone: str) -> str:
    return ZONE_JA.get(zone, zone)


def p_return(ctx: Context, frame: dict[str, Any], eff: Any, idx: int) -> Record:
    return p_move(ctx, frame, _with_to(eff, "hand"), idx)


def p_remove(ctx: Context, frame: dict[str, Any], eff: Any, idx: int) -> Record:
    state = ctx.state
    source_label = _src(ctx, frame)
    cards = targets_for(ctx, frame, eff, idx)
    if not cards:
        return _nothing(ctx, frame, *say("remove"))
    moved = []
    for cid in cards:  # 1111.2: one at a time
        if in_area(state.cards[cid]):
            moved.extend([cid, *leave_area(ctx, cid, "remove")])
        else:
            move(ctx, cid, owner_zone(state, cid, "remove"))
            moved.append(cid)
    m_label = card_list(state, moved)
    return ctx.record(*say("removes_owner_remove_zone", source=source_label, m=m_label),
                      rule("1111.1", "1111.2", "512.1"))


def _with_to(eff: Any, to: str) -> Any:
    return Move(target=eff.target, to=to)


def p_power(ctx: Context, frame: dict[str, Any], eff: Any, idx: int) -> Record:
    state = ctx.state
    amount = num(ctx, frame, eff.amount)
    cards = [c for c in targets_for(ctx, frame, eff, idx) if in_area(state.cards[c])]
    if not cards:
        return _nothing(ctx, frame, *say("power", amount=amount))
    until = UNTIL.get(eff.until, "mission_end")
    if eff.becomes:
        for c in cards:
            state.add_effect(ContinuousEffect(state.next_id("e"), "power", frame["source"], (c,),
                                              amount - power_of(state, state.cards[c]), until, state.tick()))
    else:
        state.add_effect(ContinuousEffect(state.next_id("e"), "power", frame["source"], tuple(cards), amount, until,
                                          state.tick()))
    if amount < 0:
        sources = dict(state.data.get("damage_sources") or {})
        for c in cards:
            sources[c] = {"source": frame["source"], "battle": False}
        state.data["damage_sources"] = sources
    when_ja = {"mission_end": "ミッションフェイズ終了時まで", "attack_end": "アタック終了時まで"}.get(until, "")
    rules = ["902.2b", "911.1c", "911.3b"]
    rules.append({"mission_end": "704.9", "attack_end": "806.6"}.get(until, "902.2b"))
    return ctx.record(*say("effect_changes_power", source=_src(ctx, frame), card=card_list(state, cards),
                           when=(when_ja, until.replace("_", " ")), amount=amount,
                           verb=agreeing(len(cards), "する", "gets", "get")), tuple(dict.fromkeys(rules)))


def p_keyword(ctx: Context, frame: dict[str, Any], eff: Any, idx: int) -> Record:
    state = ctx.state
    source_label = _src(ctx, frame)
    cards = [c for c in targets_for(ctx, frame, eff, idx) if in_area(state.cards[c])]
    if not cards:
        return _nothing(ctx, frame, eff.keyword, eff.keyword)
    state.add_effect(ContinuousEffect(state.next_id("e"), "keyword", frame["source"], tuple(cards), eff.keyword,
                                      UNTIL.get(eff.until, "mission_end"), state.tick(), {"gain": eff.gain}))
    card_label = card_list(state, cards)
    verb_label = keyword_verb(len(cards) == 1, eff.gain)
    return ctx.record(*say("message", source=source_label, card=card_label, eff_keyword=eff.keyword,
                           verb=verb_label),
                      rule("902.2b", "911.1b"))


def _orientation(ctx: Context, frame: dict[str, Any], eff: Any, idx: int, value: bool) -> Record:
    state = ctx.state
    source_label = _src(ctx, frame)
    eff_target = eff.target
    if eff_target.who == "choose" and eff_target.filter.zone is None:
        cards = targets_for(ctx, frame, eff, idx)
    else:
        cards = targets_for(ctx, frame, eff, idx)
    done, ignored = [], []
    for cid in cards:
        (done if sleep(ctx, cid, value) else ignored).append(cid)
    rules = ["1104.2" if value else "1104.1"]
    notes = []
    d_label = card_list(state, done)
    word_label = say("sleeps_2") if value else say("reboots")
    done_text = say("message_2", source=source_label, d=d_label, word=word_label)
    ignored_text = ("", "")
    if ignored:
        ignored_text = say("orientation_ignored_outside", card=card_list(state, ignored))
        rules.append("1104.3")
        if any(state.cards[c].zone.endswith(".mission") for c in ignored):
            notes.append(setting_note(ctx, "effect_sleep_missions"))
    return ctx.record(*say("orientation_step", done=done_text, ignored=ignored_text), tuple(rules), notes=notes)


def p_sleep(ctx: Context, frame: dict[str, Any], eff: Any, idx: int) -> Record:
    return _orientation(ctx, frame, eff, idx, True)


def p_reboot(ctx: Context, frame: dict[str, Any], eff: Any, idx: int) -> Record:
    return _orientation(ctx, frame, eff, idx, False)


def p_freeze(ctx: Context, frame: dict[str, Any], eff: Any, idx: int) -> Record:
    source_label = _src(ctx, frame)
    return ctx.record(*say("freeze_has_no_meaning_here", source=source_label),
                      rule("702.3", "706.3"))


def p_counters(ctx: Context, frame: dict[str, Any], eff: Any, idx: int) -> Record:
    state = ctx.state
    who = eff.target.who if eff.target.who in ("you", "opponent", "each_player") else "you"
    parts = []
    rules = ["1301.1", "1301.2", "1301.3"]
    for p in players_for(state, frame, who):
        held = dict(state.players[p].flags.get("counters") or {})
        now = int(held.get(eff.counter, 0))
        amount = num(ctx, frame, eff.amount)
        new = max(0, now + amount)
        held[eff.counter] = new
        state.set_player(p, "counters", held)
        player = pname(state, p)
        if amount >= 0:
            rules.append("1120.1")
            parts.append(say("player_gains_counters", player=player, counters=_counters(eff.counter, amount),
                             now=now, new=new))
        else:
            rules += ["1120.2", "1301.4"]
            parts.append(say("player_spends_counters", player=player, counters=_counters(eff.counter, -amount),
                             now=now, new=new))
    return ctx.record(*joined(parts), tuple(dict.fromkeys(rules)))


def p_search(ctx: Context, frame: dict[str, Any], eff: Any, idx: int) -> Record:
    state = ctx.state
    you = frame["controller"]
    zone = eff.filter.zone or "deck"
    pool = [c for c in state.in_zone(you, zone) if matches(state, state.cards[c], eff.filter.model_copy(
        update={"zone": None}), you, frame["source"])]
    player = pname(state, you)
    picked = pool[: eff.count]
    if len(pool) > eff.count or pool:
        opts = card_options(state, pool, label)
        picked = ctx.ask("search", you, *say("choose_cards_to_find", player=player, zone=(to_ja(zone), zone),
                                                   n=counted(min(eff.count, len(pool)), "枚", "card")), opts,
                         min=0, max=min(eff.count, len(pool)), rules=rule("102.10"))
    for c in picked:
        move(ctx, c, f"{you}.{eff.to}")
    if zone == "deck" and eff.shuffle:
        shuffle(ctx, you)
    return ctx.record(*say("finds_and_shuffles", player=player, zone=(to_ja(zone), zone), card=card_list(state, picked),
                           to=(to_ja(eff.to), eff.to)),
                      rule("102.10", "1105.1"))


def p_reveal(ctx: Context, frame: dict[str, Any], eff: Any, idx: int) -> Record:
    state = ctx.state
    cards = targets_for(ctx, frame, eff, idx)
    card_label = card_list(state, cards)
    rules = ["1108.1", "1108.2"]
    tail_label = "", ""
    decks = {state.cards[c].owner for c in cards if state.cards[c].zone.endswith(".deck")}
    for p in sorted(decks):
        shuffle(ctx, p)
        rules.append("1108.3")
        if len(state.in_zone(p, "deck")) <= 1:
            rules.append("1105.2")
        tail_label = say("revealed_deck_card_hidden_again")
    return ctx.record(*say("revealed_stays_zone", card=card_label, tail=tail_label),
                      tuple(rules))


def p_prevent(ctx: Context, frame: dict[str, Any], eff: Any, idx: int) -> Record:
    state = ctx.state
    source_label = _src(ctx, frame)
    cards = targets_for(ctx, frame, eff, idx)
    if not cards:
        return _nothing(ctx, frame, *say("prevent_damage"))
    state.add_effect(ContinuousEffect(state.next_id("e"), "prevent", frame["source"], tuple(cards), eff.amount,
                                      UNTIL.get(eff.until, "mission_end"), state.tick()))
    card_label = card_list(state, cards)
    return ctx.record(*say("damage_prevented", source=source_label, card=card_label),
                      rule("902.2b", "1101.1"))


def p_replace(ctx: Context, frame: dict[str, Any], eff: Any, idx: int) -> Record:
    state = ctx.state
    cards = targets_for(ctx, frame, eff, idx)
    if not cards:
        return _nothing(ctx, frame, *say("replacement"))
    state.add_effect(ContinuousEffect(state.next_id("e"), "replace", frame["source"], tuple(cards), None,
                                      UNTIL.get(eff.until, "mission_end"), state.tick(),
                                      {"event": eff.event, "instead": [e.model_dump() for e in eff.instead]}))
    word = {"ko": "退場", "broken": "退場", "damage": "ダメージ"}.get(eff.event, eff.event)
    return ctx.record(*say("replacement_effect_created", source=_src(ctx, frame), card=card_list(state, cards),
                           event=(word, eff.event)),
                      rule("902.2c", "912.1"))


def p_control(ctx: Context, frame: dict[str, Any], eff: Any, idx: int) -> Record:
    state = ctx.state
    source_label = _src(ctx, frame)
    cards = [c for c in targets_for(ctx, frame, eff, idx) if in_area(state.cards[c])]
    if not cards:
        return _nothing(ctx, frame, *say("change_control"))
    new = frame["controller"] if eff.to == "you" else state.opponent(frame["controller"])
    for c in cards:
        state.set_card(c, "controller", new)
    card_label = card_list(state, cards)
    next_player_label = pname(state, new)
    return ctx.record(*say("now_controls_stays_area", source=source_label, card=card_label,
                           next_player=next_player_label),
                      rule("502.1b", "502.1e"),
                      notes=["control changes last for the rest of the game here; durations are not modelled"])


def p_text(ctx: Context, frame: dict[str, Any], eff: Any, idx: int) -> Record:
    state = ctx.state
    source_label = _src(ctx, frame)
    cards = targets_for(ctx, frame, eff, idx)
    if not cards:
        return _nothing(ctx, frame, *say("text_change"))
    state.add_effect(ContinuousEffect(state.next_id("e"), "text", frame["source"], tuple(cards), eff.lose_all,
                                      UNTIL.get(eff.until, "mission_end"), state.tick()))
    card_label = card_list(state, cards)
    return ctx.record(*say("lose_their_abilities_they_exist", source=source_label, card=card_label,
                                  verb=agreeing(len(cards), "失う", "loses its", "lose their")),
                      rule("911.1b", "903.2", "903.2b"))


def p_traits(ctx: Context, frame: dict[str, Any], eff: Any, idx: int) -> Record:
    state = ctx.state
    cards = targets_for(ctx, frame, eff, idx)
    if not cards:
        return _nothing(ctx, frame, *say("trait_change"))
    state.add_effect(ContinuousEffect(state.next_id("e"), "traits", frame["source"], tuple(cards), list(eff.traits),
                                      UNTIL.get(eff.until, "mission_end"), state.tick(), {"replace": eff.replace}))
    return ctx.record(*say("effect_changes_traits", source=_src(ctx, frame), card=card_list(state, cards),
                           traits=traits_words(list(eff.traits)), verb=agreeing(len(cards), "変更する", "gets", "get")),
                      rule("911.1b", "911.6"))


def p_cost(ctx: Context, frame: dict[str, Any], eff: Any, idx: int) -> Record:
    """905.2c: a continuous effect (902.2b) changing the energy cost of playing the cards it reaches, or of their
    activated abilities, until it ends or has been used ``uses`` times. ``all``: every card its filter matches
    when it is played, wherever from; ``self`` or ``choose``: those cards."""
    state = ctx.state
    who = eff.target.who
    cards: tuple[str, ...] = ()
    if who == "self":
        cards = (frame["source"],)
    elif who != "all":
        cards = tuple(targets_for(ctx, frame, eff, idx))
        if not cards:
            return _nothing(ctx, frame, *say("cost_change"))
    until = UNTIL.get(eff.until, "mission_end")
    state.add_effect(ContinuousEffect(state.next_id("e"), "cost", frame["source"], cards, eff.amount, until,
                                      state.tick(), {"filter": eff.target.filter.model_dump() if who == "all" else None,
                                                     "controller": frame["controller"], "ability": eff.ability,
                                                     "uses": eff.uses}))
    which = card_list(state, list(cards)) if cards else say("cards_it_names")
    if eff.ability:
        which = say("activated_abilities_of", card=which)
    uses = say("for_n_plays", n=plays(eff.uses)) if eff.uses else ("", "")
    rules = ["902.2b", "905.2c", {"mission_end": "704.9", "attack_end": "806.6"}.get(until, "902.2b")]
    return ctx.record(*say("effect_changes_cost", source=_src(ctx, frame), card=which,
                           amount=eff.amount, uses=uses), tuple(dict.fromkeys(rules)))


def p_delayed(ctx: Context, frame: dict[str, Any], eff: Any, idx: int) -> Record:
    state = ctx.state
    watched = tuple(targets_for(ctx, frame, eff, idx)) if eff.target is not None else ()
    state.add_effect(ContinuousEffect(state.next_id("e"), "delayed", frame["source"], watched, None,
                                      UNTIL.get(eff.until or "permanent", "permanent"), state.tick(),
                                      {"trigger": eff.trigger.model_dump(), "effects": [e.model_dump() for e in
                                                                                        eff.effects],
                                       "controller": frame["controller"], "once": eff.until is None}))
    when = {"ko": "キャラが退場した", "enters": "キャラが登場した", "attacks": "アタックした", "attack": "アタックした",
            "attack_success": "アタック成功した", "damaged": "ダメージを受けた"}
    when = when.get(eff.trigger.event, eff.trigger.event)
    return ctx.record(*say("delayed_auto_ability_created", source=_src(ctx, frame), when=(when, eff.trigger.event)),
                      rule("908.4", "908.4a", "914.2a"))


PRIMITIVES: dict[str, Primitive] = {
    "damage": p_damage, "break": p_ko, "put_into_discard_pile": p_to_trash, "draw": p_draw, "discard": p_discard,
    "move": p_move, "return_to_hand": p_return, "remove": p_remove, "power": p_power, "keyword": p_keyword,
    "dull": p_sleep, "activate": p_reboot, "freeze": p_freeze, "counters": p_counters, "search": p_search,
    "reveal": p_reveal, "prevent_damage": p_prevent, "replace": p_replace, "control": p_control, "text": p_text,
    "trait": p_traits, "delayed": p_delayed, "cost": p_cost,
}
