"""The turn player's main-phase choices (703.2), playing cards and activated abilities (904.2, 905-907),
playing without paying (scout, accel, chant) and scouting (1115, 804.2)."""

from __future__ import annotations

from dataclasses import replace
from typing import Any

from judge_app.engine.games.game004.cards import area_chars, ctype, exp_of, label, matches
from judge_app.engine.games.game004.effects import ability_active, ability_text, count_action, emit, move, owner_zone
from judge_app.engine.games.game004.layout import ACTION_WORDS, AREA_EN, AREA_JA, AREAS
from judge_app.engine.games.game004.messages import say
from judge_app.engine.games.game004.preprocess import apply_losses
from judge_app.engine.games.game004.resolve import frame_for, push_resolution
from judge_app.engine.games.game004.tasks import (
    card_list,
    counted,
    first_players_first_turn,
    joined,
    pname,
    setting_note,
    task,
    unstated_turn_note,
)
from judge_app.engine.kernel.citations import permits, rule
from judge_app.engine.kernel.effects import Filter, Target
from judge_app.engine.kernel.game import Context, Record
from judge_app.engine.kernel.questions import Option
from judge_app.engine.kernel.scenario import ActionSpec
from judge_app.engine.kernel.state import Card, GameState, Task, zone_id

ACCOUNT_KEYWORDS = ("accel", "issen")
# The action words whose refusal rewinds a play begun (905.3a, 905.3b); any other refused action is not taken.
PLAY_ACTIONS = ("play", "activate")


def illegal(ctx: Context, act: ActionSpec, i: int, ja: str, en: str, rules: tuple[str, ...],
            notes: list[str] | None = None) -> Record:
    """A refused action: the game's own name for the action word (ACTION_WORDS) and the card by name with its id
    (the id stays in the text: the options query looks for it there)."""
    fields = {"player": pname(ctx.state, act.player), "act_type": ACTION_WORDS[act.type], "text": (ja, en),
              "act_card": say("action_card", card=_name_id(ctx.state, act.card)) if act.card else ("", "")}
    said = say("illegal_action_game_goes_back", **fields) if act.type in PLAY_ACTIONS \
        else say("illegal_action_not_taken", **fields)
    return ctx.record(*said, rules, illegal=True, action=i, notes=notes)


def _name_id(state: GameState, card_id: str) -> tuple[str, str]:
    """The card as the other games name it, name then id; an id the position does not hold stays a bare id."""
    card = state.cards.get(card_id)
    if card is None or not card.name:
        return card_id, card_id
    return say("card_name_id", name=(card.name, card.name_en or card.name), id=card_id)


def area_words() -> tuple[str, str]:
    """The areas an action's ``options.area`` may name, each word beside the area's name in that language."""
    words = [say("area_word", area=(AREA_JA[a], AREA_EN[a]), word=a) for a in AREAS]
    return "、".join(ja for ja, _ in words), ", ".join(en for _, en in words)


def concede(ctx: Context, act: ActionSpec, i: int) -> Record:
    """101.4 permits conceding at any time, with or without priority; 101.5: nothing forces or replaces it."""
    rec = apply_losses(ctx, [(act.player, permits("101.4"))])
    rec.text_ja, rec.text_en = say("concedes_then", player=pname(ctx.state, act.player),
                                   then=(rec.text_ja, rec.text_en))
    ctx.amend(rec, ("101.5",))
    rec.action = i
    return rec


# ----- costs (905) -------------------------------------------------------------------------------------------
def _cost_reaches(state: GameState, src: Card, target: Target, card: Card) -> bool:
    """Does a cost change of ``src`` apply to ``card``, wherever that card is played from?"""
    if target.who == "self":
        return src.id == card.id
    if target.who == "equipped":
        return src.flags.get("connected_to") == card.id
    return matches(state, card, target.filter, src.controller, src.id)


def cost_changes(state: GameState, card: Card, field: str) -> list[tuple[Card | None, int, str | None]]:
    """The changes to the energy cost of playing ``card`` (``field`` "cost") or one of its activated abilities
    ("ability_cost") (905.2c): of static abilities in force (903.1), and of continuous effects made by effects
    (902.2b, the ``cost`` word), each with its change and the effect's id (None for a static ability)."""
    out: list[tuple[Card | None, int, str | None]] = []
    for ids in state.zones.values():
        for cid in ids:
            src = state.cards[cid]
            for ab in src.abilities:
                if ab.kind != "static" or not any(getattr(m, field) for m in ab.static):
                    continue
                if not ability_active(state, src, ab):
                    continue
                out.extend((src, getattr(m, field), None) for m in ab.static
                           if getattr(m, field) and _cost_reaches(state, src, m.target, card))
    for eff in state.effects:
        if eff.kind != "cost" or eff.data.get("ability") != (field == "ability_cost"):
            continue
        flt = eff.data.get("filter")
        if card.id in eff.cards or (flt is not None and matches(state, card, Filter(**flt), eff.data["controller"],
                                                                  eff.source or "")):
            out.append((state.cards.get(eff.source or ""), int(eff.value), eff.id))
    return out


def use_cost_changes(ctx: Context, ids: list[str]) -> tuple[str, str]:
    """A cost change made for a number of plays counts one use when a play it applied to is made; the last use
    ends it. Returns the words saying which ended."""
    state = ctx.state
    ended = []
    for eff in [e for e in state.effects if e.id in ids and e.data.get("uses")]:
        left = int(eff.data["uses"]) - 1
        state.remove_effect(eff.id)
        if left:
            state.add_effect(replace(eff, data={**eff.data, "uses": left}))
        else:
            ended.append(say("cost_change_used_up", source=label(state.cards[eff.source]))
                         if eff.source in state.cards else say("cost_change_used_up_no_source"))
    return joined([("。" + ja, "; " + en) for ja, en in ended], "", "") if ended else ("", "")


def apply_cost_changes(ctx: Context, base: int, changes: list[int], rules: list[str]) -> int:
    """905.2c: increases first, then reductions; a reduction never takes the cost below 0. Cites 905.2c as the
    procedure when a change applied, and the floor as a check when a reduction could have gone below it."""
    ups = sum(c for c in changes if c > 0)
    downs = -sum(c for c in changes if c < 0)
    if not changes:
        return base
    rules.append("905.2c")
    cost = base + ups
    if downs:
        ctx.check(cost - downs < 0, rule("905.2c"))
    return max(0, cost - downs)


def card_cost(ctx: Context, card_id: str, area: str | None,
              player: str) -> tuple[int, list[str], tuple[str, str], list[str]]:
    """The energy cost of playing a card: 905.2a printed cost; the cost changes of static abilities (905.2c) and
    the ⟨X⟩ keyword's reduction (905.2d, written ``exp_reduction``), increases first; never below 0. Third: the
    words that show how the cost was worked out (empty when it is the printed cost); fourth: the ids of the
    effect-made changes applied, which count a use once the play is made."""
    state = ctx.state
    card = state.cards[card_id]
    printed = int(card.printed.get("cost", 0))
    rules = ["905.2a"]
    found = cost_changes(state, card, "cost")
    changes = [n for _, n, _ in found]
    if any(eid for _, _, eid in found):
        rules.append("902.2b")
    if area and any(ab.keyword == "exp_reduction" for ab in card.abilities):
        here = area_chars(state, player, area)
        if ctx.check(here and all(int(c.printed.get("cost", 0)) < printed for c in here), rule("905.2d")):
            n = sum(1 + len(exp_of(state, c.id)) + sum(1 for x in state.in_zone(player, "connect")
                                                     if state.cards[x].flags.get("connected_to") == c.id)
                    for c in here)
            changes.append(-n)
            rules.append("905.2d")
    cost = apply_cost_changes(ctx, printed, changes, rules)
    return cost, rules, _worked_out(printed, changes, cost), [eid for _, _, eid in found if eid]


def _worked_out(base: int, changes: list[int], cost: int) -> tuple[str, str]:
    if not changes:
        return "", ""
    ups = sum(c for c in changes if c > 0)
    downs = -sum(c for c in changes if c < 0)
    if ups and downs:
        return say("cost_increased_then_reduced", base=base, ups=ups, downs=downs, cost=cost)
    if ups:
        return say("cost_increased", base=base, ups=ups, cost=cost)
    return say("cost_reduced", base=base, downs=downs, cost=cost)


def pick_energy(ctx: Context, player: str, n: int, scripted: list[str] | None) -> list[str] | None:
    """905.3a: exactly n cards of the player's energy zone; None when that cannot be done (905.3b)."""
    energy = ctx.state.in_zone(player, "energy")
    if scripted is not None:
        chosen = [c for c in scripted if c in energy]
        if len(set(chosen)) != n or len(chosen) != len(scripted):
            return None
        return chosen
    if len(energy) < n:
        return None
    return list(energy[:n])


def pay_energy(ctx: Context, player: str, cards: list[str]) -> None:
    for c in cards:
        move(ctx, c, owner_zone(ctx.state, c, "trash"))


# ----- playing cards (904.2, 906.1) ---------------------------------------------------------------------------
def play_card(ctx: Context, act: ActionSpec, i: int, window: str) -> Record:
    state = ctx.state
    card = state.cards.get(act.card or "")
    p = act.player
    if card is None or card.zone not in (f"{p}.hand", f"{p}.keep"):
        return illegal(ctx, act, i, *say("only_card_hand_or_keep"), rule("703.2", "508.2"))
    card_label = label(card)
    t = ctype(card)
    if t not in ("character", "event", "engage"):
        return illegal(ctx, act, i, *say("not_card_type_that_played", card=card_label), rule("302.2", "906.1"))
    if window == "main" and t == "event" and first_players_first_turn(ctx):
        return illegal(ctx, act, i, *say("first_player_cannot_play_events"), rule("703.2a"))
    notes: list[str] = unstated_turn_note(ctx, rule("703.2a")) if window == "main" and t == "event" else []
    if window == "block" and t != "engage":
        return illegal(ctx, act, i, *say("block_step_non_turn_player"), rule("803.1"))
    area = act.options.get("area")
    rules = ["904.2a", "904.2b", "904.2c", "904.2d", "904.2e", "904.2f", "904.2h"]
    if t in ("character", "engage"):
        if area not in AREAS:
            return illegal(ctx, act, i, *say("character_or_engage_needs_one", join_areas=area_words()),
                                        rule("906.1a"))
        if t == "engage" and ctx.setting("engage_placement") == "connect" and not area_chars(state, p, area):
            return illegal(ctx, act, i, *say("no_character_yours_chosen_area"), rule("906.1a", "906.2c"),
                           notes=[setting_note(ctx, "engage_placement")])
        rules.append("906.1a")
    else:
        if area is not None:  # an event goes to no area: a scripted area is noted and ignored, not guessed at
            notes.append(f"{card_label[1]} is an event: the area given ({area}) is ignored")
            area = None
        rules.append("906.1c")
    cost, cost_rules, worked, cost_effects = card_cost(ctx, card.id, area, p)
    rules += cost_rules
    payment = pick_energy(ctx, p, cost, act.payment)
    if payment is None:
        have = len(state.in_zone(p, "energy"))
        ctx.cite(tuple(cost_rules))  # how the cost that cannot be paid was worked out
        return illegal(ctx, act, i, *say("cannot_pay_energy_cost_energy", cost=cost, have=have),
                       rule("905.3a", "905.3b", "904.2f", "904.4c"))
    came = zone_id(card.zone)
    move(ctx, card.id, "temporary")
    pay_energy(ctx, p, payment)
    used = use_cost_changes(ctx, cost_effects)
    rules += ["303.2", "905.1", "905.3a", "905.3c"]
    if came == "keep":
        rules.append("508.2")
    count_action(ctx, f"play_{t}")
    emit(ctx, "played", card.id)
    ctx.push(Task("resolve_card", {"card": card.id, "player": p, "area": area, "targets": act.targets}),
             *([Task("preprocess", {"at": "703.3"}), Task("main_act")] if window == "main" else []))
    where = say("choosing_area", area=(AREA_JA[area], AREA_EN[area])) if area else ("", "")
    return ctx.record(*say("plays_card_pays_energy", player=pname(state, p), card=card_label, where=where,
                           cost=cost, worked=worked, paid=card_list(state, payment), used=used),
                      tuple(dict.fromkeys(rules)), action=i, notes=notes)


def activate(ctx: Context, act: ActionSpec, i: int, window: str) -> Record:
    state = ctx.state
    p = act.player
    card = state.cards.get(act.card or "")
    if card is None or act.ability is None or not 0 <= act.ability < len(card.abilities):
        return illegal(ctx, act, i, *say("no_such_activated_ability"), rule("907.1"))
    ab = card.abilities[act.ability]
    card_label = label(card)
    if ab.kind != "activated":
        return illegal(ctx, act, i, *say("that_ability_not_activated", card=card_label),
                       rule("901.2a"))
    if card.controller != p or not ability_active(state, card, ab):
        return illegal(ctx, act, i, *say("ability_not_active_not_zone", card=card_label),
                       rule("903.1", "903.2", "903.1a" if ctype(card) == "account" else "903.1c"))
    cost = ab.cost
    sleep_self = bool(cost and cost.dull_self) or ab.keyword in ACCOUNT_KEYWORDS
    rules = ["901.2a", "907.1a", "907.1b", "904.2e", "904.2f", "904.3a", "904.3c"]
    if sleep_self and card.dull:
        return illegal(ctx, act, i, *say("already_sleeping_so_sleep_cost", card=card_label), rule("907.1a", "904.4a"))
    printed_n = int(sum((cost.pay if cost else {}).values()))  # 905.2c: no energy cost counts as a cost of 0
    found = cost_changes(state, card, "ability_cost")
    changes = [n for _, n, _ in found]
    if any(eid for _, _, eid in found):
        rules.append("902.2b")
    energy_n = apply_cost_changes(ctx, printed_n, changes, rules)
    discard_n = int(cost.discard) if cost else 0
    payment = pick_energy(ctx, p, energy_n, act.payment)
    if payment is None:
        if changes:
            ctx.cite(rule("905.2c"))  # how the cost that cannot be paid was worked out
        return illegal(ctx, act, i, *say("cannot_pay_energy_cost", energy_n=energy_n),
                       rule("905.3b", "904.2f"))
    discards = [c for c in act.cards if c in state.in_zone(p, "hand")][:discard_n]
    if len(discards) < discard_n:
        hand = state.in_zone(p, "hand")
        if len(hand) < discard_n:
            return illegal(ctx, act, i, *say("cannot_trash_card_from_hand", discard_n=counted(discard_n, "枚", "card")),
                           rule("904.2f", "508.3"))
        discards = list(hand[:discard_n])
    if sleep_self:
        state.set_card(card.id, "dull", True)
    pay_energy(ctx, p, payment)
    used = use_cost_changes(ctx, [eid for _, _, eid in found if eid])
    for c in discards:
        move(ctx, c, owner_zone(state, c, "trash"))
    if ab.keyword in ACCOUNT_KEYWORDS:
        rules += ["1201.2"] if ab.keyword == "accel" else ["1205.2"]
    frame = frame_for(p, card.id, act.ability, act.targets)
    if window == "main":
        ctx.push(Task("preprocess", {"at": "703.3"}), Task("main_act"))  # 703.3, after the resolution scheduled next
    push_resolution(ctx, frame, ab)
    paid = []
    if sleep_self:
        paid.append(say("sleeps", card=card_label))
    if payment:
        paid.append(say("trashes_energy", len_payment=len(payment)))
        if changes:
            worked = _worked_out(printed_n, changes, energy_n)
            paid[-1] = (paid[-1][0] + worked[0], paid[-1][1] + worked[1])
    if discards:
        paid.append(say("trashes_card_from_hand", len_discards=counted(len(discards), "枚", "card")))
    cost_paid = joined(paid, "、", ", ") if paid else say("no_cost")
    return ctx.record(*say("plays_activated_ability", player=pname(state, p), card=card_label,
                           text=ability_text(ab), paid=cost_paid, used=used), tuple(rules), action=i)


# ----- playing without paying (1115, 1201, 1203) --------------------------------------------------------------
def play_free(ctx: Context, player: str, card_id: str, rules: tuple[str, ...], reason: str,
              note: str | None = None) -> Record:
    state = ctx.state
    card = state.cards[card_id]
    card_label = label(card)
    player_label = pname(state, player)
    t = ctype(card)
    area = None
    if t in ("character", "engage"):
        choices = list(AREAS)
        if t == "engage" and ctx.setting("engage_placement") == "connect":
            choices = [a for a in AREAS if area_chars(state, player, a)]
        if not choices:
            move(ctx, card_id, f"{player}.energy")
            return ctx.record(*say("no_area_can_be_chosen", card=card_label), (*rules, "906.1a"))
        opts = [Option(id=a, label_ja=AREA_JA[a], label_en=AREA_EN[a]) for a in choices]
        area = ctx.ask("area", player, *say("choose_area_play_into", player=player_label, card=card_label),
                                       opts, rules=rule("906.1a"))[0]
    move(ctx, card_id, "temporary")
    if reason == "scout":
        count_action(ctx, "scout_play")
    count_action(ctx, f"play_{t}")
    emit(ctx, "played", card_id)
    ctx.push(Task("resolve_card", {"card": card_id, "player": player, "area": area}))
    where = say("in_area", area=(AREA_JA[area], AREA_EN[area])) if area else ("", "")
    return ctx.record(*say("plays_without_paying_cost_moves", player=player_label, card=card_label, where=where),
                      (*rules, "904.2e", "904.2h"), notes=[note] if note else [])


# ----- scouting (1115, 804.2) -----------------------------------------------------------------------------------
@task("scout")
def scout(ctx: Context, args: dict[str, Any]) -> Record:
    state = ctx.state
    players = list(args["players"])
    reason = args.get("reason", "effect")
    revealed = []
    empty = []
    for p in players:
        deck = state.in_zone(p, "deck")
        if deck:
            top = deck[0]
            move(ctx, top, "scout")
            revealed.append((p, top))
        else:
            empty.append(p)
    tasks: list[Task] = []
    for p, cid in revealed:
        tasks.append(Task("scout_choice", {"player": p, "card": cid, "reason": reason}))
        if reason == "battle":
            tasks.append(Task("preprocess", {"at": "804.2"}))
    ctx.push(*tasks)
    shown = joined([say("player_reveals_card", player=pname(state, p), card=label(state.cards[c]))
                    for p, c in revealed]) if revealed else say("empty_deck")
    if reason == "battle" and len(players) == 2:
        rules = rule("804.2", "804.2b", "1115.1", "511.1", "102.8")
        head = say("opposing_character_attacker_lane_both")
    elif reason == "battle":
        rules = rule("804.2", "804.2a", "1115.1", "511.1")
        head = say("no_opposing_character_attacker_lane")
    else:
        rules = rule("1115.1", "511.1")
        head = say("scout")
    short = ("", "")
    if empty:
        # 102.3 / 102.5: the scout that cannot be done is not done; the other player's still is. No loss: 1007.2
        # looks at the deck only in the draw phases.
        rules = (*rules, "102.3", "102.5")
        ctx.cite(rule("1007.2"), "check")
        short = joined([say("scout_from_empty_deck", player=pname(state, p)) for p in empty], "", "")
    return ctx.record(*say("reveals_into_scout_zone", head=head, shown=shown, short=short), rules)


@task("scout_choice")
def scout_choice(ctx: Context, args: dict[str, Any]) -> Record | None:
    state = ctx.state
    p, cid = args["player"], args["card"]
    card = state.cards[cid]
    if card.zone != "scout":
        return None
    card_label = label(card)
    player_label = pname(state, p)
    battle = args.get("reason") == "battle"
    base = rule("804.2b") if battle and state.data.get("battle", {}).get("both_scout") else \
        rule("804.2a") if battle else rule("1115.1")
    choice = "energy"
    if card.printed.get("scout_icon"):
        choice = ctx.ask("scout", p, *say("scouted_has_scout_icon_play", player=player_label, card=card_label),
                         [Option(id="play", label_ja="ただちにプレイする", label_en="play it now"),
                          Option(id="energy", label_ja="エネルギーに置く", label_en="put it into energy")],
                         rules=base)[0]
    if choice == "play":
        return play_free(ctx, p, cid, (*base, "305.3a", "502.2a", "1109.2"), "scout")
    move(ctx, cid, f"{p}.energy")
    extra = rule("1202.3") if any(ab.keyword == "encounter" for ab in card.abilities) else ()
    why = say("scout_not_played_by_choice") if card.printed.get("scout_icon") else say("scout_has_no_icon")
    return ctx.record(*say("scout_goes_into_energy_counts", player=player_label, card=card_label, why=why),
                      (*base, "502.2", "506.2", *extra))
