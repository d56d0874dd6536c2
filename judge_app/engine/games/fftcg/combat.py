"""The attack phase (10.1): preparation, declaration, block, damage; parties and first strike."""

from __future__ import annotations

import itertools
from typing import Any

from judge_app.engine.games.fftcg.cards import (
    can_block,
    cannot,
    elements,
    is_forward,
    keywords,
    must,
    on_field,
    power,
    since_turn_start,
)
from judge_app.engine.games.fftcg.effects import apply_replacement, deal_damage_to_card, emit
from judge_app.engine.games.fftcg.flow import set_window
from judge_app.engine.games.fftcg.layers import compute
from judge_app.engine.games.fftcg.messages import say
from judge_app.engine.games.fftcg.tasks import card_list, joined, label, pname, setting_note, task
from judge_app.engine.kernel.citations import rule
from judge_app.engine.kernel.game import Context, Record
from judge_app.engine.kernel.questions import Option
from judge_app.engine.kernel.state import Task
from judge_app.engine.kernel.tasks import card_options, scripted, stop, stop_reached


def _combat(ctx: Context) -> dict[str, Any]:
    return dict(ctx.state.data.get("combat") or {})


def _in_combat(ctx: Context, ids: list[str]) -> list[str]:
    return [c for c in ids if on_field(ctx.state, ctx.state.cards[c])]


@task("attack_prep", step="prep")
def attack_prep(ctx: Context, args: dict[str, Any]) -> Record:
    state = ctx.state
    if stop_reached(ctx, "attack", "prep"):
        return stop(ctx, *say("stop_point_attack_preparation_step"))
    state.set_data("combat", None)
    emit(ctx, "phase_start", None, phase="attack_prep")
    set_window(ctx, Task("attack_declare"))
    ctx.then("priority", player=state.turn_player)
    return ctx.record(*say("attack_preparation_step_start_triggers"),
                      rule("10.1.1.1", "10.1.1.2"))


def attack_problem(ctx: Context, ids: list[str], *, cite: bool = False) -> tuple[str, str, tuple[str, ...]] | None:
    """Why the forwards ``ids`` cannot attack now, or None. With ``cite``, every eligibility rule tested is cited
    through ``ctx.check``: ``permits`` for a test that held, ``forbids`` for the one that failed (10.1.2.1.1/.2,
    Haste 15.2.2.2 when it is what lets a forward attack)."""
    state = ctx.state
    tp = state.turn_player

    def holds(cond: object, rules: tuple[str, ...]) -> bool:
        return ctx.check(cond, rules, legal=True) if cite else bool(cond)

    if not ids:
        return (*say("no_forward_named"), rule("10.1.2.1"))
    for cid in ids:
        card = state.cards.get(cid)
        if card is None:
            return (*say("no_such_card", card=cid), rule("10.1.2.1"))
        card_label = label(card)
        if card.zone.split(".", 1)[0] != tp or not on_field(state, card) or card.controller != tp or \
                not is_forward(state, card):
            return (*say("not_turn_players_forward", card=card_label), rule("10.1.2.1", "5.2.3.1.1.2"))
        if not holds(not card.dull, rule("10.1.2.1.1")):
            return (*say("dull_cannot_attack", card=card_label), rule("10.1.2.1.1"))
        if since_turn_start(state, card):
            held = True
        else:
            held = holds("haste" in keywords(state, card), rule("10.1.2.1.1", "15.2.2.2"))
        if not held:
            return (*say("not_controlled_since_turn_start_no_haste", card=card_label), rule("10.1.2.1.1", "15.2.2.2"))
        if not holds(not card.flags.get("attacked"), rule("10.1.2.1.2")):
            return (*say("already_attacked", card=card_label), rule("10.1.2.1.2"))
        if not holds("attack" not in cannot(state, card), rule("10.1.2.1.2")):
            return (*say("cannot_attack", card=card_label), rule("10.1.2.1.2", "2.2"))
    if len(ids) > 1:
        cards = [state.cards[c] for c in ids]
        same = set.intersection(*(set(elements(c)) for c in cards))
        icons = all(c.printed.get("party_icon") for c in cards)
        if not holds(same or icons, rule("15.1.1.10.2", "15.2.8.1", "15.2.8.2")):
            return (*say("party_needs_element_or_icon"), rule("15.1.1.10.2", "15.2.8.1", "15.2.8.2"))
    return None


@task("attack_declare", step="declare")
def attack_declare(ctx: Context, args: dict[str, Any]) -> Record:
    state = ctx.state
    tp = state.turn_player
    player_label = pname(state, tp)
    act = scripted(ctx, tp, "attack", "no_attack")
    forced = [c for c in _forwards(ctx, tp) if "attack" in must(state, state.cards[c])
              and attack_problem(ctx, [c]) is None]
    if (act is None or act.type == "no_attack") and forced:
        first_label = card_list(state, forced)
        if act is not None:
            i = ctx.consume_action()
            ctx.then("attack_declare")
            return ctx.record(*say("illegal_must_attack_if_able", first=first_label),
                              rule("10.1.2.1.3"), illegal=True, action=i)
        attack_problem(ctx, forced[:1], cite=True)  # cites what lets it attack (it was found able above)
        return _declare(ctx, forced[:1], None, rule("10.1.2.1.3"))
    if act is None or act.type == "no_attack":
        i = ctx.consume_action() if act is not None else None
        ctx.then("begin_phase", phase="main2")
        return ctx.record(*say("declares_no_attacker_block_damage", player=player_label),
                          rule("10.1.2.7", "9.4.1.1"), action=i)
    i = ctx.consume_action()
    ids = list(act.cards or ([act.card] if act.card else []))
    problem = attack_problem(ctx, ids, cite=True)
    if problem is not None:
        ctx.then("attack_declare")
        return ctx.record(*say("illegal_attack", problem=problem[:2]), problem[2],
                          illegal=True, action=i)
    return _declare(ctx, ids, i, ())


def _declare(ctx: Context, ids: list[str], i: int | None, required: tuple[str, ...]) -> Record:
    state = ctx.state
    tp = state.turn_player
    dulled, brave = [], []
    for cid in ids:
        if "brave" in keywords(state, state.cards[cid]):
            brave.append(cid)
        else:
            state.set_card(cid, "dull", True)
            dulled.append(cid)
        state.set_flag(cid, "attacked", True)
    state.set_data("combat", {"attackers": ids, "party": len(ids) > 1, "blocker": None, "blocked": False})
    state.set_data("attacks", int(state.data.get("attacks", 0)) + 1)
    for cid in ids:
        emit(ctx, "attacks", cid)
    set_window(ctx, Task("block_step"))
    ctx.then("priority", player=tp)
    rules = ["10.1.2.1", "10.1.2.2", "10.1.2.4", "10.1.2.5", "10.1.2.6", *required]
    more = []
    if len(ids) > 1:
        more.append(say("as_a_party"))
    if required:
        more.append(say("must_attack_if_able"))
    if dulled:
        more.append(say("attackers_become_dull", text=card_list(state, dulled)))
    if brave:
        more.append(say("brave_stays_active", text=card_list(state, brave)))
        rules += ["15.2.1.2"]
    if len(ids) > 1:
        rules += ["15.1.1.10.1"]
        if not set.intersection(*(set(elements(state.cards[c])) for c in ids)):
            rules += ["15.2.8.1"]
    return ctx.record(*say("attacks_with", player=pname(state, tp), text=card_list(state, ids),
                           more=joined(more, "", "")), tuple(rules), action=i)


def _forwards(ctx: Context, player: str) -> list[str]:
    """The player's forwards: the forward area, and any other character an effect made a forward too."""
    state = ctx.state
    out = list(state.in_zone(player, "forward"))
    out += [c for z in ("monster", "backup") for c in state.in_zone(player, z) if is_forward(state, state.cards[c])]
    return out


def _blockers(ctx: Context) -> list[str]:
    state = ctx.state
    ntp = state.non_turn_player
    attackers = _in_combat(ctx, _combat(ctx).get("attackers", []))
    return [c for c in _forwards(ctx, ntp)
            if not state.cards[c].dull and "block" not in cannot(state, state.cards[c])
            and can_block(state, state.cards[c], attackers)]


@task("block_step", step="block")
def block_step(ctx: Context, args: dict[str, Any]) -> Record:
    state = ctx.state
    combat = _combat(ctx)
    ntp = state.non_turn_player
    player_label = pname(state, ntp)
    set_window(ctx, Task("damage_step"))
    act = scripted(ctx, ntp, "block")
    choice: str | None
    i = None
    if act is not None:
        i = ctx.consume_action()
        choice = act.card
        if act.options.get("distribution"):
            combat["distribution"] = dict(act.options["distribution"])
        if choice is not None:
            card = state.cards.get(choice)
            if card is None or card.id not in _forwards(ctx, ntp):
                named = label(card) if card is not None else (choice, choice)
                return _no_block(ctx, combat, say("illegal_block_not_forward_non", choice=named),
                                 rule("10.1.3.1"), i, illegal=True)
            card_label = label(card)
            # Active is the only requirement of a blocker (10.1.3.1.1); restrictions are 10.1.3.1.2.
            if not ctx.check(not card.dull, rule("10.1.3.1.1"), legal=True):
                return _no_block(ctx, combat, say("illegal_block_dull", card=card_label),
                                 rule("10.1.3.1.1"), i, illegal=True)
            if "block" in cannot(state, card):
                return _no_block(ctx, combat, say("illegal_block_cannot_block", card=card_label),
                                 rule("10.1.3.1.2", "2.2"), i, illegal=True)
            if not ctx.check(can_block(state, card, _in_combat(ctx, combat.get("attackers", []))),
                             rule("10.1.3.1.2"), legal=True):
                party = rule("15.1.1.10.6") if combat.get("party") else ()
                return _no_block(ctx, combat, say("illegal_block_attacker_cannot_be", card=card_label),
                                 ("10.1.3.1.2", *party), i, illegal=True)
        required = _must_block(ctx)
        if required and choice not in required:
            r_label = card_list(state, required)
            return _no_block(ctx, combat, say("illegal_must_block_if_able", r=r_label),
                                          rule("10.1.3.1.3"), i, illegal=True)
    else:
        legal = _must_block(ctx) or _blockers(ctx)
        if _must_block(ctx) and len(legal) == 1:
            picked_one = legal[0]
            return _block_with(ctx, combat, picked_one, None, rule("10.1.3.1.3"))
        if not legal:
            return _no_block(ctx, combat, say("has_no_active_forward_that", player=player_label),
                                          rule("10.1.3.1", "10.1.3.1.1"), None)
        opts = [] if _must_block(ctx) else [Option(id="none", label_ja="ブロックしない", label_en="no block")]
        opts += card_options(state, legal, label)
        picked = ctx.ask("block", ntp, *say("choose_one_forward_block_or", player=player_label),
                                       opts, rules=rule("10.1.3.1"))
        choice = None if picked == ["none"] else picked[0]
        if choice is not None:  # offered because it is active and no restriction stops it
            ctx.cite(rule("10.1.3.1.1", "10.1.3.1.2"), "permits")
    if choice is None:
        return _no_block(ctx, combat, say("does_not_block", player=player_label), rule("10.1.3.1"), i)
    return _block_with(ctx, combat, choice, i, ("10.1.3.1.3",) if _must_block(ctx) else ())


def _must_block(ctx: Context) -> list[str]:
    """Forwards that must block if able (10.1.3.1.3), among those that can."""
    return [c for c in _blockers(ctx) if "block" in must(ctx.state, ctx.state.cards[c])]


def _block_with(ctx: Context, combat: dict[str, Any], choice: str, i: int | None, required: tuple[str, ...]) -> Record:
    state = ctx.state
    ntp = state.non_turn_player
    player_label = pname(state, ntp)
    combat.update(blocker=choice, blocked=True)
    state.set_data("combat", combat)
    ctx.then("priority", player=state.turn_player)
    emit(ctx, "blocks", choice)
    for a in combat["attackers"]:
        emit(ctx, "is_blocked", a)
    blocker_label = label(state.cards[choice])
    cards_label = card_list(state, combat["attackers"])
    rules = ["10.1.3.1", "10.1.3.2", "10.1.3.5", "10.1.3.6", *required]
    if combat.get("party"):
        rules.append("10.1.3.4")
        views = compute(state)
        if any(views[a].unblockable for a in combat["attackers"] if a in views):
            rules.append("15.1.1.10.6")
    more_label = say("must_block_if_able") if required \
        else ("", "")
    return ctx.record(*say("blocks", player=player_label, blocker=blocker_label, text=cards_label, more=more_label),
                      tuple(rules), action=i)


def _no_block(ctx: Context, combat: dict[str, Any], text: tuple[str, str], rules: tuple[str, ...], i: int | None,
              illegal: bool = False) -> Record:
    if illegal:
        ctx.then("block_step")
    else:
        ctx.state.set_data("combat", combat)
        ctx.then("priority", player=ctx.state.turn_player)
    return ctx.record(*text, rules, action=i, illegal=illegal)


def _first_strikers(ctx: Context, combat: dict[str, Any]) -> set[str]:
    state = ctx.state
    out: set[str] = set()
    attackers = _in_combat(ctx, combat["attackers"])
    all_fs = bool(attackers) and all("first_strike" in keywords(state, state.cards[a]) for a in attackers)
    if len(attackers) > 1 and any("first_strike" in keywords(state, state.cards[a]) for a in attackers):
        # A party's first strike counts only when every member has it (15.2.3.4, 15.1.1.10.7): cited either way.
        all_fs = ctx.check(all_fs, rule("15.2.3.4", "15.1.1.10.7"))
    if all_fs:
        out.update(attackers)
    b = combat.get("blocker")
    if b and on_field(state, state.cards[b]) and "first_strike" in keywords(state, state.cards[b]):
        out.add(b)
    return out


@task("damage_step", step="damage")
def damage_step(ctx: Context, args: dict[str, Any]) -> Record:
    state = ctx.state
    combat = _combat(ctx)
    attackers = _in_combat(ctx, combat.get("attackers", []))
    ntp = state.non_turn_player
    set_window(ctx, Task("attack_end"))
    if not combat.get("blocked"):
        if not attackers:
            ctx.then("priority", player=state.turn_player)
            return ctx.record(*say("attacking_forward_gone_no_damage"), rule("10.1.4.1", "10.1.3.3"))
        ctx.push(Task("damage_player", {"player": ntp, "amount": 1, "source": attackers[0]}),
                 Task("combat_player_damage_done", {"attackers": attackers, "player": ntp}),
                 Task("priority", {"player": state.turn_player}))
        cards_label = card_list(state, attackers)
        player_label = pname(state, ntp)
        rules = ["10.1.4.1"]
        if len(attackers) > 1:
            rules.append("15.1.1.10.1")
        return ctx.record(*say("unblocked_deals_damage_always_whatever", text=cards_label, player=player_label),
                          tuple(rules))
    blocker = combat.get("blocker")
    if blocker is None or not on_field(state, state.cards[blocker]):
        if ctx.setting("blocked_without_blocker") == "player_damage" and attackers:
            ctx.push(Task("damage_player", {"player": ntp, "amount": 1, "source": attackers[0]}),
                     Task("combat_player_damage_done", {"attackers": attackers, "player": ntp}),
                     Task("priority", {"player": state.turn_player}))
            return ctx.record(*say("blocker_gone_under_setting_attacker"),
                              rule("10.1.3.3", "10.1.4.1"), notes=[setting_note(ctx, "blocked_without_blocker")])
        ctx.then("priority", player=state.turn_player)
        return ctx.record(*say("blocker_left_combat_attacker_stays"),
                          rule("10.1.3.3", "10.1.4.1"), notes=[setting_note(ctx, "blocked_without_blocker")])
    if len(attackers) < len(combat.get("attackers", [])):
        # A forward that left the combat takes no damage (10.1.3.3), and the blocker deals none to it.
        if not attackers:
            ctx.push(Task("combat_triggers"), Task("priority", {"player": state.turn_player}))
            return ctx.record(*say("attackers_left_combat_no_damage"), rule("10.1.3.3", "10.1.4.2"))
        ctx.cite(rule("10.1.3.3"))
    fs = _first_strikers(ctx, combat)
    everyone = [*attackers, blocker]
    if fs:
        # A first-strike damage pass and its priority window happen whenever anyone in the combat has first strike,
        # also when everyone has it (15.2.3.2, 15.2.3.3): the regular pass then has no one left to deal.
        combat["first_done"] = sorted(fs)
        state.set_data("combat", combat)
        # Scheduled before the exchange, so what a replacement does instead of a damage comes first.
        ctx.then("priority", player=state.turn_player)
        rec = _exchange(ctx, combat, attackers, blocker, dealers=fs, first=True)
        state.data["hold_triggers"] = True
        state.data["fs_window"] = True
        set_window(ctx, Task("regular_damage"), restricted=True)
        return rec
    party_no_fs = len(attackers) > 1 and any("first_strike" in keywords(state, state.cards[a]) for a in attackers) \
        and not set(attackers) <= fs
    ctx.push(Task("combat_triggers"), Task("priority", {"player": state.turn_player}))
    return _exchange(ctx, combat, attackers, blocker, dealers=set(everyone), first=False, note_party=party_no_fs)


@task("regular_damage")
def regular_damage(ctx: Context, args: dict[str, Any]) -> Record:
    state = ctx.state
    combat = _combat(ctx)
    state.data["fs_window"] = False
    state.data["hold_triggers"] = False
    attackers = _in_combat(ctx, combat.get("attackers", []))
    blocker = combat.get("blocker")
    blocker = blocker if blocker and on_field(state, state.cards[blocker]) else None
    done = set(combat.get("first_done", []))
    dealers = {c for c in [*attackers, *([blocker] if blocker else [])] if c not in done}
    set_window(ctx, Task("attack_end"))
    ctx.push(Task("combat_triggers"), Task("priority", {"player": state.turn_player}))
    held = state.data.get("held") or []
    rec = _exchange(ctx, combat, attackers, blocker, dealers=dealers, first=False, held=bool(held))
    state.data["held"] = []
    state.pending.extend(held)
    return rec


def _exchange(ctx: Context, combat: dict[str, Any], attackers: list[str], blocker: str | None, dealers: set[str],
              first: bool, note_party: bool = False, held: bool = False) -> Record:
    """Attacker(s) and blocker deal damage equal to their power to each other, at once (10.1.4.2). ``held``: the
    abilities the first-strike damage triggered go on the stack after this regular damage (15.2.3.3)."""
    state = ctx.state
    jobs: list[tuple[str, str, int]] = []
    if blocker is not None:
        for a in attackers:
            if a in dealers:
                jobs.append((a, blocker, max(0, power(state, state.cards[a]) or 0)))
        if blocker in dealers and attackers:
            bp = max(0, power(state, state.cards[blocker]) or 0)
            if len(attackers) == 1:
                jobs.append((blocker, attackers[0], bp))
            else:
                for target, amount in _distribution(ctx, combat, attackers, bp).items():
                    jobs.append((blocker, target, amount))
    parts = []
    party_hit = False
    replaced: list[str] = []
    for src, dst, amount in jobs:
        why = apply_replacement(ctx, {"controller": state.cards[src].controller, "source": src}, dst, "damage") \
            if amount > 0 else None
        if why is not None:
            # Combat damage is an event like any other: a replacement waiting for it stands in (11.13.5.4).
            parts.append(say("combat_damage_replaced", source=label(state.cards[src]), card=label(state.cards[dst])))
            replaced += ["11.13.5.4", *why]
            continue
        dealt, prevented = deal_damage_to_card(ctx, dst, amount, src)
        if prevented:  # a prevention is a replacement of the damage (11.13.5.1)
            replaced.append("11.13.5.1")
        party_hit = party_hit or (dst == blocker and dealt > 0 and len(attackers) > 1)
        pair = {"source": label(state.cards[src]), "card": label(state.cards[dst])}
        parts.append(say("combat_damage_prevented", **pair) if prevented and not dealt
                     else say("combat_damage_dealt", **pair, dealt=dealt))
    if party_hit:
        # Whichever members' damage it was, a blocker this damage breaks was broken by every member (15.1.1.10.8).
        state.data["recent_damage"] = {**(state.data.get("recent_damage") or {}), blocker: list(attackers)}
    rules = ["10.1.4.2", "5.2.6.1"]
    if len(attackers) > 1:
        rules += ["10.1.4.2.1", "15.1.1.10.8"]
    rules += [r for r in dict.fromkeys(replaced) if r not in rules]
    if note_party:
        rules += ["15.1.1.10.7", "15.2.3.4"]
    dealt_text = joined(parts) if parts else say("no_damage_dealt")
    if first:
        rules = [*rules, "15.2.3.2", "15.2.3.3"]
        return ctx.record(*say("first_strike_damage", parts=dealt_text), tuple(rules))
    if combat.get("first_done"):
        rules.append("15.2.3.2")
        more = say("first_strike_triggers_now") if held else ("", "")
        return ctx.record(*say("regular_damage", parts=dealt_text, more=more),
                          (*rules, *(rule("15.2.3.3") if held else ())))
    return ctx.record(*say("damage_at_once", parts=dealt_text), tuple(rules))


def _distribution(ctx: Context, combat: dict[str, Any], attackers: list[str], amount: int) -> dict[str, int]:
    """10.1.4.2.1: the blocker splits its power among the party as it likes."""
    state = ctx.state
    given = combat.get("distribution")
    if given:
        split = {k: int(v) for k, v in given.items() if k in attackers}
        # A split declared with the block stands only while it still places the blocker's whole power on the
        # party (10.1.4.2): a share for a member that left the combat is placed anew among those left.
        if sum(split.values()) == amount:
            return split
    ntp = state.non_turn_player
    player_label = pname(state, ntp)
    # "As it likes" (10.1.4.2.1): all of it to one member (the member's id), or a split among several
    # ("id=amount,id=amount"), offered in steps of 1000 while their number stays small.
    opts = [Option(id=a, label_ja=label(state.cards[a])[0], label_en=label(state.cards[a])[1]) for a in attackers]
    opts += _split_options(ctx, attackers, amount)
    picked = ctx.ask("distribute", ntp, *say("choose_party_member_receive_all", player=player_label, amount=amount),
                                        opts, rules=rule("10.1.4.2.1"))
    if "=" not in picked[0]:
        return {picked[0]: amount}
    return {k: int(v) for k, v in (part.split("=") for part in picked[0].split(","))}


#: The most splits a party's damage question offers beside giving all of it to one member.
MAX_SPLITS = 200


def _split_options(ctx: Context, attackers: list[str], amount: int) -> list[Option]:
    """The blocker's damage divided among two or more members, in steps of 1000; none when the power is no
    multiple of 1000 or the splits are too many to list (a scenario then states its split with the block)."""
    if amount <= 0 or amount % 1000 or len(attackers) < 2:
        return []
    units = amount // 1000
    splits = [s for s in itertools.product(range(units + 1), repeat=len(attackers))
              if sum(s) == units and sum(1 for n in s if n) > 1]
    if len(splits) > MAX_SPLITS:
        return []
    cards = [label(ctx.state.cards[a]) for a in attackers]
    out = []
    for s in splits:
        shares = [(a, n * 1000, c) for a, n, c in zip(attackers, s, cards, strict=True) if n]
        out.append(Option(id=",".join(f"{a}={v}" for a, v, _ in shares),
                          label_ja="、".join(f"{c[0]}に{v}" for _, v, c in shares),
                          label_en=", ".join(f"{v} to {c[1]}" for _, v, c in shares)))
    return out


@task("combat_triggers")
def combat_triggers(ctx: Context, args: dict[str, Any]) -> Record | None:
    return None


@task("combat_player_damage_done")
def combat_player_damage_done(ctx: Context, args: dict[str, Any]) -> Record | None:
    state = ctx.state
    before = len(state.pending)
    for a in args["attackers"]:
        emit(ctx, "deals_damage_to_player", a, player=args["player"])
    if len(state.pending) == before:
        return None
    return ctx.record(*say("when_deals_damage_player_auto"), rule("10.1.4.3"))


@task("attack_end")
def attack_end(ctx: Context, args: dict[str, Any]) -> Record:
    state = ctx.state
    combat = _combat(ctx)
    state.set_data("combat", None)
    state.end_effects("end_of_attack")
    tp = state.turn_player
    again = scripted(ctx, tp, "attack") is not None
    rules = ["10.1.4.6"]
    party = ("", "")
    if combat.get("party"):
        rules.insert(0, "10.1.4.5")
        party = say("party_dissolved")
    if again:
        ctx.then("attack_prep")
        return ctx.record(*say("attack_over_another_follows", party=party), tuple(rules))
    ctx.then("begin_phase", phase="main2")
    return ctx.record(*say("attack_over_main2_follows", party=party), (*rules, "9.4.1.1"))
