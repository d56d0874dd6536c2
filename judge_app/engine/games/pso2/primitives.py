"""Each effect word of the kernel vocabulary, carried out and cited under the pso2 rules."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from judge_app.engine.games.pso2.cards import (
    attached,
    field_cards,
    hp,
    label,
    matches,
    on_field,
    player_card,
    stamps_of,
)
from judge_app.engine.games.pso2.effects import damage_card, destroy, draw, emit, legal_targets, pick, shuffle
from judge_app.engine.games.pso2.layout import keyword_words
from judge_app.engine.games.pso2.messages import say
from judge_app.engine.games.pso2.tasks import also_cite, card_list, joined, note, pname, rec, task, version_note
from judge_app.engine.games.pso2.versions import cite
from judge_app.engine.kernel.game import Context, Record
from judge_app.engine.kernel.state import ContinuousEffect, GameState
from judge_app.engine.kernel.tasks import card_options

Primitive = Callable[[Context, dict[str, Any], Any, int], Record | None]


@task("effect")
def run_effect(ctx: Context, args: dict[str, Any]) -> Record | None:
    frame = args["frame"]
    eff = args.get("effect")
    if eff is None:
        card = ctx.state.cards[frame["source"]]
        eff = card.abilities[frame["ability"]].effects[args["index"]]
    return PRIMITIVES.get(eff.op, _not_modelled)(ctx, frame, eff, args["index"])


def number(ctx: Context, frame: dict[str, Any], value: Any) -> int:
    """An amount: a plain integer, or a number the text leaves open (103.5.1.1: fixed on resolution)."""
    if isinstance(value, int):
        return value
    state = ctx.state
    of = getattr(value, "of", "x")
    base = 0
    if of == "x":
        base = int(frame.get("x", 0))
    elif of == "count":
        base = sum(1 for c in field_cards(state) if matches(state, c, value.filter, frame["controller"],
                                                            frame["source"]))
    elif of == "hand_size":
        who = frame["controller"] if value.player == "you" else state.opponent(frame["controller"])
        base = len(state.in_zone(who, "hand"))
    return max(base * int(getattr(value, "times", 1)) + int(getattr(value, "plus", 0)), 0)


def cards_for(ctx: Context, frame: dict[str, Any], eff: Any, idx: int) -> list[str]:
    state = ctx.state
    target = eff.target
    src = frame["source"]
    you = frame["controller"]
    if target.who == "self":
        return [src] if on_field(state.cards[src]) else []
    if target.who == "choose":
        chosen = frame.get("targets", {}).get(str(idx))
        if chosen is None:
            # 406.2.2.3: a target asked for later in the text is chosen now; finding none is fine
            got = pick(ctx, you, src, target, None, cite(ctx, "406.2.2.3", "406.2.3"))
            chosen = got or []
            also_cite(ctx, cite(ctx, "406.2.2.3"))
        return [c for c in chosen if on_field(state.cards[c]) or (
            target.filter.zone and state.cards[c].zone.endswith("." + target.filter.zone))]
    if target.who == "all":
        return legal_targets(state, target, you, src)
    if target.who == "event_card":
        c = (frame.get("event") or {}).get("card")
        return [c] if c and on_field(state.cards[c]) else []
    battle = state.data.get("battle") or {}
    if target.who == "attacker":
        a = battle.get("attacker")
        return [a] if a and state.cards[a].flags.get("attacking") and on_field(state.cards[a]) else []
    if target.who == "equipped":
        host = state.cards[src].flags.get("equipped_to") or state.cards[src].flags.get("attached_to")
        return [host] if host else []
    if target.who in ("you", "opponent", "each_player"):
        players = [you] if target.who == "you" else [state.opponent(you)] if target.who == "opponent" else \
            [state.turn_player, state.non_turn_player]
        return [pc.id for p in players if (pc := player_card(state, p)) is not None]
    return []


def _nothing(ctx: Context, frame: dict[str, Any], ja: str, en: str) -> Record:
    source_label = label(ctx.state.cards[frame["source"]])
    return rec(ctx, *say("has_nothing_act", source=source_label, text=(ja, en)),
               cite(ctx, "103.1.3"))


def _players(ctx: Context, frame: dict[str, Any], who: str) -> list[str]:
    """The players an effect word acts on; "each player" is every player, the turn player first (406.2.1 orders
    what they make happen)."""
    you = frame["controller"]
    if who == "each_player":
        return [ctx.state.turn_player, ctx.state.non_turn_player]
    return [you] if who == "you" else [ctx.state.opponent(you)]


def _together(ctx: Context, rules: tuple[str, ...]) -> tuple[str, ...]:
    """The rules for an action every player takes at once: 3.0 counts it as one action happening several times
    (103.2.3); 1.8 has no such rule, so the step says the engine reads it the same way."""
    if "103.2.3" not in cite(ctx, "103.2.3"):
        note(ctx, version_note(ctx, "no rule says how an action taken by each player at once counts; "
                                    "the players act together, as 3.0's 103.2.3 says"))
    return cite(ctx, *rules, "103.2.3")


def damage(ctx: Context, frame: dict[str, Any], eff: Any, idx: int) -> Record:
    state = ctx.state
    amount = number(ctx, frame, eff.amount)
    targets = cards_for(ctx, frame, eff, idx)
    sja, sen = label(state.cards[frame["source"]])
    if not targets:
        return _nothing(ctx, frame, *say("damage", amount=amount))
    ja, en, rules = [], [], list(cite(ctx, "214.1"))
    for cid in targets:
        if not on_field(state.cards[cid]):
            continue  # 213.3: a card knocked out by an earlier part is not dealt the rest
        _, j, e, r = damage_card(ctx, cid, amount, frame["source"])
        ja += j
        en += e
        rules += r
    return rec(ctx, *say("effect_damage_dealt", source=(sja, sen), dealt=joined(ja, en)), rules)


def break_(ctx: Context, frame: dict[str, Any], eff: Any, idx: int) -> Record:
    state = ctx.state
    targets = cards_for(ctx, frame, eff, idx)
    if not targets:
        return _nothing(ctx, frame, *say("destroy"))
    gone: list[str] = []
    kept: list[str] = []
    for cid in targets:
        if state.cards[cid].printed.get("type") in ("player", "mag"):
            continue  # 201.5, 203.2: never leave the field
        got = destroy(ctx, cid, frame["source"])
        gone += got
        kept += [] if got else [cid]
    cards_label = card_list(state, gone)
    source_label = label(state.cards[frame["source"]])
    spared = say("destroy_replaced", cards=card_list(state, kept)) if kept else ("", "")
    return rec(ctx, *say("destroys_discard", source=source_label, text=cards_label, spared=spared),
               cite(ctx, "301.5", "301.4", "205.4.6", "204.2.2.3"))


def leave_to(ctx: Context, cid: str, to: str, position: str = "top") -> list[str]:
    """A field card goes elsewhere (not destroyed); what sits on it is destroyed (205.4.6, 215.5)."""
    state = ctx.state
    riders = attached(state, cid)
    state.move(cid, f"{state.cards[cid].owner}.{to}", position)
    state.set_card(cid, "face_up", to not in ("deck", "hand"))
    for r in riders:
        state.move(r, f"{state.cards[r].owner}.discard")
    emit(ctx, "leaves_field", cid)
    return [cid, *riders]


def _mover(to: str, what: tuple[str, str], done: Callable[..., tuple[str, str]], rules: tuple[str, ...]) -> Primitive:
    """An effect word that moves field cards elsewhere: ``what`` names it when there is nothing to move, ``done`` makes
    the sentence of the move; what sat on a moved card is destroyed (215.5, 205.4.6, 204.2.2.3)."""
    def run(ctx: Context, frame: dict[str, Any], eff: Any, idx: int) -> Record:
        state = ctx.state
        targets = [c for c in cards_for(ctx, frame, eff, idx)
                   if state.cards[c].printed.get("type") not in ("player", "mag")]
        if not targets:
            return _nothing(ctx, frame, *what)
        dest = getattr(eff, "to", to)
        moved: list[str] = []
        for cid in targets:
            moved += leave_to(ctx, cid, dest if dest in ("hand", "deck", "discard", "excluded") else to,
                              getattr(eff, "position", "top"))
        riders = [c for c in moved if c not in targets]
        ride = say("riders_destroyed", cards=card_list(state, riders)) if riders else ("", "")
        rider_rules = ("215.5", *(("205.4.6",) if any(state.cards[r].printed.get("type") == "item" for r in riders)
                                  else ()),
                       *(("204.2.2.3",) if any(state.cards[r].printed.get("type") == "active" for r in riders)
                         else ())) if riders else ()
        source_label = label(state.cards[frame["source"]])
        return rec(ctx, *done(source=source_label, cards=card_list(state, targets), riders=ride),
                   cite(ctx, *rules, *rider_rules, v18=("用語集:加える",)))
    return run


def draw_(ctx: Context, frame: dict[str, Any], eff: Any, idx: int) -> Record:
    state = ctx.state
    players = _players(ctx, frame, eff.player)
    n = number(ctx, frame, eff.amount)
    drawn = {p: draw(ctx, p, n) for p in players}
    said = [say("draws_card", player=pname(state, p), len_drawn=len(drawn[p])) for p in players]
    if len(players) == 1:
        return rec(ctx, *said[0], cite(ctx, "102.4.1"))
    return rec(ctx, *say("each_player_together", parts=joined([j for j, _ in said], [e for _, e in said], "、")),
               _together(ctx, ("102.4.1",)))


def _discards(ctx: Context, p: str, n: int) -> list[str]:
    """The cards a player discards from the hand: all of it when it holds no more than ``n``, else their choice."""
    state = ctx.state
    hand = list(state.in_zone(p, "hand"))
    n = min(n, len(hand))
    if n <= 0:
        return []
    if n >= len(hand):
        return hand
    return ctx.ask("discard", p, *say("choose_card_discard", player=pname(state, p), n=n),
                   card_options(state, hand, label), min=n, max=n, rules=cite(ctx, "405.1"))


def discard(ctx: Context, frame: dict[str, Any], eff: Any, idx: int) -> Record:
    """A player discards from the hand; "each player" chooses in turn order and then all discard at once."""
    state = ctx.state
    players = _players(ctx, frame, eff.player)
    n = number(ctx, frame, eff.amount)
    picked = {p: _discards(ctx, p, n) for p in players}
    for p in players:
        for cid in picked[p]:
            state.move(cid, f"{p}.discard")
            state.set_card(cid, "face_up", True)
    said = [say("discards", player=pname(state, p), text=card_list(state, picked[p])) if picked[p] else
            say("has_no_card_discard", player=pname(state, p)) for p in players]
    if len(players) == 1:
        return rec(ctx, *said[0], cite(ctx, "405.1") if picked[players[0]] else cite(ctx, "103.1.3"))
    return rec(ctx, *say("each_player_together", parts=joined([j for j, _ in said], [e for _, e in said], "、")),
               _together(ctx, ("405.1",)))


DURATIONS = {"end_of_turn": say("dur_end_of_turn"), "end_of_next_turn": say("dur_end_of_next_turn")}


def lasting(ctx: Context, until: str, cards: list[str]) -> dict[str, Any]:
    """What a continuous effect keeps to know when it ends (``lasting_in``)."""
    return lasting_in(ctx.state, until, cards)


def lasting_in(state: GameState, until: str, cards: list[str] | tuple[str, ...]) -> dict[str, Any]:
    """What a continuous effect keeps to know when it ends: the turn it was made in (for "the next turn"), and when
    each of its cards entered, since a card that changes zones is a new card it does not follow (400.6)."""
    turn = {"turn": state.turn} if until == "end_of_next_turn" else {}
    return {**turn, "stamps": stamps_of(state, cards)}


def modify(stat: str) -> Primitive:
    def run(ctx: Context, frame: dict[str, Any], eff: Any, idx: int) -> Record:
        state = ctx.state
        targets = [c for c in cards_for(ctx, frame, eff, idx) if on_field(state.cards[c])]
        name = getattr(eff, "counter", stat) if stat == "counters" else stat
        if name not in ("attack", "hp"):
            note(ctx, f"pso2 has no counters; '{name}' is read as a lasting change to nothing the rules know")
        amount = number(ctx, frame, eff.amount)
        change = f"{amount:+}"
        if not targets:
            return _nothing(ctx, frame, *(say("attack_change", amount=change) if name == "attack" else
                                          say("hp_change", amount=change) if name == "hp" else
                                          say("other_change", name=name, amount=change)))
        until = getattr(eff, "until", None) or "permanent"
        state.add_effect(ContinuousEffect(state.next_id("e"), name, frame["source"], tuple(targets), amount, until,
                                          state.tick(), lasting(ctx, until, targets)))
        # A duration ends in the refresh step (505.2, cited when it ends); without one it lasts while the card stays.
        cards, dur = card_list(state, targets), DURATIONS.get(until) or say("dur_lasting")
        done = say("attack_modified", cards=cards, dur=dur, amount=change) if name == "attack" else \
            say("hp_modified", cards=cards, dur=dur, amount=change) if name == "hp" else \
            say("other_modified", cards=cards, name=name, dur=dur, amount=change)
        rules = cite(ctx, "215.3", "213.4", "103.4.2.2")
        if name == "hp":
            done, rules = _lethal_after_hp(ctx, targets, done, rules)
        return rec(ctx, *done, rules)
    return run


def _lethal_after_hp(ctx: Context, targets: list[str], done: tuple[str, str],
                     rules: tuple[str, ...]) -> tuple[tuple[str, str], tuple[str, ...]]:
    """A lower HP can make the damage a character already has lethal (213.2): it is knocked out at once (213.3),
    inside the effect, as lethal damage is. HP 0 or less is left to rule processing (215.3.1: "ルールによって")."""
    state = ctx.state
    ja, en = [done[0]], [done[1]]
    for cid in targets:
        card = state.cards[cid]
        h = hp(state, card)
        if not on_field(card) or h <= 0 or card.damage < h:
            continue
        clabel, damage = label(card), card.damage
        if destroy(ctx, cid, card.flags.get("last_damage_by")):
            said = say("hp_lowered_lethal", card=clabel, damage=damage, hp=h)
            rules = (*rules, *cite(ctx, "213.2", "213.3", "301.4"))
        else:
            said = say("hp_lowered_lethal_replaced", card=clabel, damage=damage, hp=h)
            rules = (*rules, *cite(ctx, "213.2", "213.3", "103.4.3.1"))
        ja.append(said[0])
        en.append(said[1])
    return ("。".join(ja), "; ".join(en)), rules


def keyword(ctx: Context, frame: dict[str, Any], eff: Any, idx: int) -> Record:
    state = ctx.state
    targets = cards_for(ctx, frame, eff, idx)
    if not targets:
        return _nothing(ctx, frame, *keyword_words(eff.keyword))
    state.add_effect(ContinuousEffect(state.next_id("e"), "keyword", frame["source"], tuple(targets),
                                      (eff.keyword, eff.gain), eff.until, state.tick(),
                                      lasting(ctx, eff.until, targets)))
    cards = card_list(state, targets)
    name = keyword_words(eff.keyword)
    return rec(ctx, *(say("gains_keyword", cards=cards, keyword=name) if eff.gain else
                      say("loses_keyword", cards=cards, keyword=name)), cite(ctx, "302.1", "103.4.2.2"))


def turn(on: bool) -> Primitive:
    def run(ctx: Context, frame: dict[str, Any], eff: Any, idx: int) -> Record:
        state = ctx.state
        targets = [c for c in cards_for(ctx, frame, eff, idx) if state.cards[c].dull == on]
        if not targets:
            # 103.2.1.2: an action that changes no state did not happen
            return rec(ctx, *say("card_are_already_action_did", on_if_on_else_off='ON' if on else 'OFF'),
                       cite(ctx, "103.2.1.2"))
        for cid in targets:
            state.set_card(cid, "dull", not on)
        cards = card_list(state, targets)
        return rec(ctx, *(say("become_on", cards=cards) if on else say("become_off", cards=cards)),
                   cite(ctx, "215.1.1", "215.1.2"))
    return run


def freeze(ctx: Context, frame: dict[str, Any], eff: Any, idx: int) -> Record:
    """301.3: the card cannot declare an attack, for as long as the card text says; the refresh step ends a freeze
    that lasts "this turn" or "until the end of the next turn" (505.2)."""
    state = ctx.state
    targets = cards_for(ctx, frame, eff, idx)
    if not targets:
        return _nothing(ctx, frame, *say("freeze"))
    until = getattr(eff, "until", None)
    ends = {"end_of_turn": state.turn, "end_of_next_turn": state.turn + 1}.get(until or "")
    for cid in targets:
        flags = state.cards[cid].flags
        if ends is None:
            state.set_flag(cid, "frozen_until", None)  # the longest freeze is the one that counts
        elif not flags.get("frozen") or flags.get("frozen_until") is not None:
            state.set_flag(cid, "frozen_until", max(ends, int(flags.get("frozen_until") or 0)))
        state.set_flag(cid, "frozen", True)
    cards_label = card_list(state, targets)
    if ends is None:
        if until not in (None, "permanent"):
            note(ctx, f"pso2 does not model a freeze lasting '{until}'; it lasts until the card leaves the field")
        else:
            note(ctx, "301.3 gives freezing no duration; the engine keeps it until the card leaves the field")
        return rec(ctx, *say("are_frozen_cannot_declare_attack", text=cards_label), cite(ctx, "301.3"))
    return rec(ctx, *say("are_frozen_for", text=cards_label, dur=DURATIONS[until or ""]),
               cite(ctx, "301.3", "103.4.2.2"))


def search(ctx: Context, frame: dict[str, Any], eff: Any, idx: int) -> Record:
    state = ctx.state
    you = frame["controller"]
    pool = [c for c in state.in_zone(you, "deck")
            if matches(state, state.cards[c], eff.filter.model_copy(update={"zone": "deck"}), you, frame["source"])]
    player_label = pname(state, you)
    opts = card_options(state, pool, label)
    picked = ctx.ask("search", you, *say("choose_up_card_from_deck", player=player_label, eff_count=eff.count),
                                    opts, min=0,
                     max=min(eff.count, len(opts)), rules=cite(ctx, "301.2")) if opts else []
    for cid in picked:
        state.move(cid, f"{you}.{eff.to if eff.to in ('hand', 'discard') else 'hand'}")
    shuffle(ctx, you)
    cards_label = card_list(state, picked)
    return rec(ctx, *say("searches_deck_reveals_adds_hand", player=player_label, text=cards_label), cite(ctx, "301.2"))


def reveal(ctx: Context, frame: dict[str, Any], eff: Any, idx: int) -> Record:
    cards_label = card_list(ctx.state, cards_for(ctx, frame, eff, idx))
    return rec(ctx, *say("are_revealed_they_stay_where", text=cards_label),
               cite(ctx, "400.2.3"))


def prevent(ctx: Context, frame: dict[str, Any], eff: Any, idx: int) -> Record:
    state = ctx.state
    targets = cards_for(ctx, frame, eff, idx)
    if not targets:
        return _nothing(ctx, frame, *say("prevent"))
    state.add_effect(ContinuousEffect(state.next_id("e"), "prevent", frame["source"], tuple(targets), eff.amount,
                                      eff.until, state.tick(), lasting(ctx, eff.until, targets)))
    cards_label = card_list(state, targets)
    return rec(ctx, *say("damage_will_be_reduced", text=cards_label),
               cite(ctx, "用語集:軽減", "103.4.2.2"))


def replace(ctx: Context, frame: dict[str, Any], eff: Any, idx: int) -> Record:
    state = ctx.state
    targets = cards_for(ctx, frame, eff, idx)
    if not targets:
        return _nothing(ctx, frame, *say("replacement"))
    state.add_effect(ContinuousEffect(state.next_id("e"), "replace", frame["source"], tuple(targets), None, eff.until,
                                      state.tick(), {"event": eff.event, "instead": tuple(eff.instead),
                                                     **lasting(ctx, eff.until, targets)}))
    cards_label = card_list(state, targets)
    return rec(ctx, *say("replacement_effect_waits_instead", text=cards_label, eff_event=eff.event),
               cite(ctx, "103.4.3", "103.4.3.1"))


def _not_modelled(ctx: Context, frame: dict[str, Any], eff: Any, idx: int) -> Record:
    source_label = label(ctx.state.cards[frame["source"]])
    return rec(ctx, *say("effect_word_not_modelled_pso", source=source_label, eff_op=eff.op), (),
               notes=[f"not modelled in pso2: {eff.op}"])


PRIMITIVES: dict[str, Primitive] = {
    "damage": damage,
    "break": break_,
    "put_into_discard_pile": _mover("discard", say("go_discard"), lambda **f: say("effect_puts_into_discard", **f),
                                  ("301.5", "405.1")),
    "draw": draw_,
    "discard": discard,
    "move": _mover("hand", say("are_moved"), lambda **f: say("effect_moves", **f), ("400.6", "用語集:加える")),
    "return_to_hand": _mover("hand", say("return_hand"), lambda **f: say("effect_returns_to_hand", **f),
                             ("400.6", "用語集:加える")),
    "remove": _mover("excluded", say("are_excluded"), lambda **f: say("effect_excludes", **f),
                     ("400.2.4", "400.2.2.1")),
    "power": modify("attack"),
    "counters": modify("counters"),
    "keyword": keyword,
    "dull": turn(False),
    "activate": turn(True),
    "freeze": freeze,
    "search": search,
    "reveal": reveal,
    "prevent_damage": prevent,
    "replace": replace,
}
NOT_MODELLED = ("control", "text", "trait", "delayed", "remove_damage", "equip", "cost")
