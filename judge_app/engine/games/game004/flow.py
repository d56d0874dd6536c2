"""The pre-game procedure (601.1a-g) and the turn (701-706): draw phases, the mission-phase loop, charging."""

from __future__ import annotations

from typing import Any

from judge_app.engine.games.game004.cards import area_chars, ctype, label
from judge_app.engine.games.game004.effects import draw, emit, mission_clearable, move, owner_zone, untriggered
from judge_app.engine.games.game004.layout import PHASE_EN, PHASE_JA
from judge_app.engine.games.game004.messages import say
from judge_app.engine.games.game004.preprocess import rule_effect_pending
from judge_app.engine.games.game004.tasks import (
    agreeing,
    card_list,
    counted,
    first_player,
    first_players_first_turn,
    joined,
    pname,
    setting_note,
    task,
    turn_unstated,
    unstated_turn_note,
)
from judge_app.engine.kernel.citations import rule
from judge_app.engine.kernel.game import Context, Record
from judge_app.engine.kernel.state import GameState, Task
from judge_app.engine.kernel.tasks import begin_turn, card_options, scripted, starts_phase, stop


# ----- the position as given ---------------------------------------------------------------------------------
def accounts(state: GameState, player: str) -> list[str]:
    """The player's account cards on the table (in the account zone), and before the game those still in the deck,
    which 601.1a puts there."""
    zones = ("account", "deck") if state.phase == "setup" else ("account",)
    return [c for z in zones for c in state.in_zone(player, z) if ctype(state.cards[c]) == "account"]


def missing_accounts(state: GameState) -> list[str]:
    """The players a position gives no account card, which 601.1a puts on the table before the game; setup queues
    ``account_check`` when there are any."""
    return [p for p in state.order if not accounts(state, p)]


@task("account_check")
def account_check(ctx: Context, args: dict[str, Any]) -> Record | None:
    """A position where a player has no account card is still played out, but the first step says it lacks what the
    game puts on the table before it starts (601.1a, from the deck every player brings), so a judge who left the
    account out by mistake sees it; the rules are cited as a check either way: 601.1a puts the account on the table,
    and 401.2/401.3 say every deck holds one."""
    state = ctx.state
    missing = missing_accounts(state)
    if ctx.check(not missing, rule("601.1a", "401.2", "401.3")):
        return None
    who = joined([pname(state, p) for p in missing], "と", " and ")
    said = say("no_account_on_the_table", players=who) if len(missing) == 1 else \
        say("no_account_on_the_table_both", players=who)
    return ctx.record(*said, ())


# ----- before the game (601.1) -------------------------------------------------------------------------------
@task("setup_place")
def setup_place(ctx: Context, args: dict[str, Any]) -> Record:
    """601.1a-c: account face up and rebooted, missions face down and rebooted, the deck as listed is the shuffle."""
    state = ctx.state
    if ctx.setting("setup_abilities") == "inactive":
        state.data["no_abilities"] = True
    for p in state.order:
        for cid in list(state.in_zone(p, "deck")):
            t = ctype(state.cards[cid])
            if t in ("account", "mission"):
                state.move(cid, f"{p}.{t}", "bottom")
        for cid in state.in_zone(p, "account"):
            state.set_card(cid, "face_up", True)
            state.set_card(cid, "dull", False)
        for cid in state.in_zone(p, "mission"):
            state.set_card(cid, "face_up", False)
            state.set_card(cid, "dull", False)
    ctx.then("setup_first_player")
    return ctx.record(*say("before_game_each_player_puts"), rule("601.1", "601.1a", "601.1b", "601.1c", "507.3"),
                      notes=[setting_note(ctx, "setup_abilities")])


@task("setup_first_player")
def setup_first_player(ctx: Context, args: dict[str, Any]) -> Record:
    """601.1d: reveal the top cards; the larger cost goes first; the revealed cards go to energy; ties repeat."""
    state = ctx.state
    a, b = state.order
    tops = {p: state.in_zone(p, "deck")[0] if state.in_zone(p, "deck") else None for p in (a, b)}
    if None in tops.values():
        state.agenda.clear()
        return ctx.record(*say("deck_ran_out_while_deciding"),
                          rule("601.1d", "102.5"))
    costs = {p: int(state.cards[c].printed.get("cost", 0)) for p, c in tops.items() if c}
    for p, c in tops.items():
        if c:
            move(ctx, c, f"{p}.energy")
    revealed = joined([say("player_revealed_card_cost", player=pname(state, p), card=label(state.cards[c]),
                           cost=costs[p]) for p, c in tops.items() if c])
    if costs[a] == costs[b]:
        ctx.then("setup_first_player")
        return ctx.record(*say("both_reveal_equal_costs_again", revealed=revealed), rule("601.1d"))
    first = a if costs[a] > costs[b] else b
    state.data["first_player"] = first
    ctx.then("setup_hands")
    return ctx.record(*say("both_reveal_larger_cost_first", revealed=revealed, player=pname(state, first)),
                      rule("601.1d"))


@task("setup_hands")
def setup_hands(ctx: Context, args: dict[str, Any]) -> Record:
    """601.1e: five cards are moved (not drawn) to the hand; the second player puts two of them into energy."""
    state = ctx.state
    first = first_player(ctx)
    second = state.opponent(first)
    for p in state.order:
        for cid in list(state.in_zone(p, "deck")[:5]):
            move(ctx, cid, f"{p}.hand")
    hand = state.in_zone(second, "hand")
    act = ctx.next_action()
    picked: list[str]
    action = None
    if act is not None and act.player == second and act.type == "energy" and len(set(act.cards) & set(hand)) == 2 \
            and len(act.cards) == 2:
        action = ctx.consume_action()
        picked = list(act.cards)
    else:
        source_label = pname(state, second)
        opts = card_options(state, hand, label)
        n = min(2, len(hand))
        picked = ctx.ask("setup_energy", second, *say("second_player_choose_two_cards", source=source_label), opts,
                         min=n,
                         max=n, rules=rule("601.1e"))
    for cid in picked:
        move(ctx, cid, f"{second}.energy")
    ctx.then("setup_flip")
    source_label = pname(state, second)
    card_label = card_list(state, picked)
    return ctx.record(*say("each_player_moves_top_five", source=source_label, card=card_label),
                      rule("601.1e", "1106.3", "504.3"), action=action)


@task("setup_flip")
def setup_flip(ctx: Context, args: dict[str, Any]) -> Record:
    state = ctx.state
    for p in state.order:
        for cid in state.in_zone(p, "mission"):
            state.set_card(cid, "face_up", True)
    state.data.pop("no_abilities", None)
    first = first_player(ctx)
    state.set_game("turn", 1)
    state.set_game("turn_player", first)
    ctx.then("begin_phase", phase="start_draw")
    first_label = pname(state, first)
    return ctx.record(*say("both_turn_their_missions_face", first=first_label), rule("601.1f", "601.1g"))


# ----- phases (701-706) ---------------------------------------------------------------------------------------
@task("begin_phase")
@starts_phase(PHASE_JA, PHASE_EN, rules={
    "start_draw": rule("701.3", "702.1"), "main": rule("701.3", "703.1"), "mission": rule("701.3", "704.1"),
    "charge": rule("701.3", "705.1"), "end_draw": rule("701.3", "706.1")})
def begin_phase(ctx: Context, phase: str, tp: str, pja: str, pen: str) -> Record:
    state = ctx.state
    if phase in ("start_draw", "end_draw"):
        emit(ctx, "phase_start", None, phase=phase)
        extra, rules = ("", ""), ["701.3", "702.1", "702.2"] if phase == "start_draw" else \
            ["701.3", "706.1", "706.2"]
        if phase == "start_draw" and state.turn == 1 and not turn_unstated(ctx):
            emit(ctx, "game_start", None)
            extra = say("start_game")
        nxt = "main" if phase == "start_draw" else None
        ctx.push(Task("preprocess", {"first": True, "at": "702.2" if nxt else "706.2"}), Task("refill"),
                 Task("preprocess", {"at": "702.5" if nxt else "706.5"}),
                 Task("begin_phase", {"phase": nxt}) if nxt else Task("next_turn"))
        return ctx.record(*say("begins_start_phase_event_happens", phase=(PHASE_JA[phase], PHASE_EN[phase]),
                               extra=extra), tuple(rules))
    if phase == "main":
        emit(ctx, "phase_start", None, phase="main")
        ctx.push(Task("preprocess", {"at": "201.2"}), Task("main_act"))
        return ctx.record(*say("main_phase_begins_start_main", player=(pja, pen)),
                          rule("702.5", "703.1", "703.2", "201.2"))
    if phase == "mission":
        emit(ctx, "phase_start", None, phase="mission")
        ctx.push(Task("preprocess", {"at": "704.2"}), Task("mission_clear"), Task("preprocess", {"at": "704.4"}),
                 Task("mission_end_event"))
        return ctx.record(*say("mission_phase_begins_start_mission"),
                          rule("704.1", "704.2"))
    if phase == "charge":
        emit(ctx, "phase_start", None, phase="charge")
        ctx.push(Task("charge_keep"), Task("charge_energy"), Task("preprocess", {"at": "705.4"}),
                 Task("begin_phase", {"phase": "end_draw"}))
        return ctx.record(*say("charge_phase_begins_start_charge"), rule("705.1"))
    raise ValueError(f"unknown phase {phase}")


def hand_size(ctx: Context, player: str) -> int:
    n = len(ctx.state.in_zone(player, "hand"))
    if ctx.setting("keep_counts_as_hand") == "yes":
        n += len(ctx.state.in_zone(player, "keep"))
    return n


@task("refill")
def refill(ctx: Context, args: dict[str, Any]) -> Record:
    """702.3-702.4 / 706.3-706.4: reboot the sleeping account, then draw one or up to five."""
    state = ctx.state
    tp = state.turn_player
    start = state.phase == "start_draw"
    rules = ["702.3", "702.4"] if start else ["706.3", "706.4"]
    woke = [c for c in state.in_zone(tp, "account") if state.cards[c].dull and state.cards[c].controller == tp]
    for c in woke:
        state.set_card(c, "dull", False)
    sleeping = [c.id for c in area_chars(state, tp) if c.dull]
    player = pname(state, tp)
    n = hand_size(ctx, tp)
    want = 1 if n >= 5 else 5 - n
    notes = [setting_note(ctx, "keep_counts_as_hand")] if state.in_zone(tp, "keep") else []
    if start and first_players_first_turn(ctx):
        want = 0
        rules.append("702.4a")
    elif start:
        notes += unstated_turn_note(ctx, rule("702.4a"))
    drawn = draw(ctx, tp, want)
    rules.append("1106.2")
    if woke:
        account = say("reboots_sleeping_account", player=player, card=card_list(state, woke))
    elif not accounts(state, tp):
        account = say("no_account_to_reboot", player=player)
    else:
        account = say("account_already_rebooted", player=player)
    still = say("characters_not_rebooted", card=card_list(state, sleeping)) if sleeping else ("", "")
    drew = say("first_turn_no_start_draw") if want == 0 else \
        say("draws_for_hand_size", n=counted(n, "枚", "card"), want=counted(want, "枚", "card"),
            drew=counted(len(drawn), "枚", "card"))
    short = ("", "")
    if len(drawn) < want:
        rules.append("102.5")
        short = say("empty_deck_stops_draw")
    return ctx.record(*say("refill_step", account=account, still=still, drew=drew, short=short), tuple(rules),
                      notes=notes)


# ----- the mission phase (704.3-704.11) -----------------------------------------------------------------------
@task("mission_clear")
def mission_clear(ctx: Context, args: dict[str, Any]) -> Record:
    state = ctx.state
    tp = state.turn_player
    checked = [m for m in state.in_zone(tp, "mission") if state.cards[m].dull and state.cards[m].face_up]
    cleared = [m for m in checked if mission_clearable(state.cards[m])]
    rest = [m for m in checked if m not in cleared]
    for m in cleared:
        state.set_card(m, "face_up", False)
        emit(ctx, "cleared", m)
    rules = ["704.3"]
    if cleared:
        rules += ["704.3a", "1114.1"]
    reboot = ctx.setting("unmet_checked_missions") == "reboot"
    if rest:
        rules.append("704.3b")
        if reboot:
            for m in rest:
                state.set_card(m, "dull", False)
    one = len(rest) == 1
    if reboot:
        verb = say("is_rebooted_unchecked") if one else say("are_rebooted_unchecked")
    else:
        verb = say("stays_checked") if one else say("stay_checked")
    # "none meets its clear requirement": no card cleared reads in the singular, like one
    cleared_verb = agreeing(len(cleared) or 1, "クリアする", "meets its clear requirement and is cleared",
                            "meet their clear requirement and are cleared")
    head = say("mission_phase_clears", card=card_list(state, cleared), verb=cleared_verb) if checked else \
        say("mission_phase_nothing_checked")
    tail = say("missions_not_meeting_clear", card=card_list(state, rest), verb=verb) if rest else ("", "")
    notes = [setting_note(ctx, "mission_counting")] if checked else []
    if rest:
        notes.append(setting_note(ctx, "unmet_checked_missions"))
    return ctx.record(*say("mission_clear_step", head=head, tail=tail), tuple(rules), notes=notes)


@task("mission_end_event")
def mission_end_event(ctx: Context, args: dict[str, Any]) -> Record:
    found = emit(ctx, "mission_phase_end", None)
    notes = []
    if ctx.setting("turn_end_triggers") == "mission_phase":
        found += emit(ctx, "turn_end", None)
        notes.append(setting_note(ctx, "turn_end_triggers"))
    ctx.push(Task("preprocess", {"at": "704.6"}), Task("mission_704_7"))
    return ctx.record(*say("end_mission_phase_event_happens", len_found=len(found)),
                      rule("704.5", "704.6"), notes=notes)


@task("mission_704_7")
def mission_704_7(ctx: Context, args: dict[str, Any]) -> Record | None:
    turn_end = ctx.setting("turn_end_triggers") == "mission_phase" and untriggered(ctx, "turn_end")
    # Checked whichever way it goes, so a phase that moves on shows why it did not go back (704.7).
    if ctx.check(rule_effect_pending(ctx) or turn_end, rule("704.7")):
        ctx.then("mission_end_event")
        return ctx.record(*say("rule_effects_or_not_yet_3"),
                          rule("704.7"), notes=[setting_note(ctx, "turn_end_triggers")])
    ctx.then("mission_reset")
    return None


@task("mission_reset")
def mission_reset(ctx: Context, args: dict[str, Any]) -> Record:
    """704.8: the recorded counts and attack successes vanish and every character's damage becomes 0."""
    state = ctx.state
    for p in state.order:
        for m in state.in_zone(p, "mission"):
            state.set_flag(m, "check_count", None)
            state.set_flag(m, "clear_count", None)
    healed = []
    for c in area_chars(state):
        state.set_flag(c.id, "attack_success", None)
        if c.damage:
            state.set_card(c.id, "damage", 0)
            healed.append(c.id)
    state.data.pop("damage_sources", None)
    ctx.then("mission_expire")
    healed_label = card_list(state, healed)
    return ctx.record(*say("recorded_action_counts_attack_successes", healed=healed_label), rule("704.8", "1005.2"))


@task("mission_expire")
def mission_expire(ctx: Context, args: dict[str, Any]) -> Record | None:
    ended = ctx.state.end_effects("mission_end")
    ctx.then("mission_704_10")
    if not ended:  # 704.9 ends nothing: no step says so, the next one cites it
        ctx.cite(rule("704.9"))
        return None
    return ctx.record(*say("continuous_effect_lasting_until_end_2", ended=counted(len(ended), "個", "effect")),
                      rule("704.9"))


@task("mission_704_10")
def mission_704_10(ctx: Context, args: dict[str, Any]) -> Record | None:
    state = ctx.state
    if ctx.check(rule_effect_pending(ctx) or state.pending or untriggered(ctx, "mission_phase_end"), rule("704.10")):
        ctx.then("mission_end_event")
        return ctx.record(*say("rule_effects_triggered_abilities_or"), rule("704.10"))
    ctx.push(Task("preprocess", {"at": "704.11"}), Task("begin_phase", {"phase": "charge"}))
    return None


# ----- charge and the end of the turn (705, 706.5) -------------------------------------------------------------
@task("charge_keep")
def charge_keep(ctx: Context, args: dict[str, Any]) -> Record | None:
    state = ctx.state
    tp = state.turn_player
    act = scripted(ctx, tp, "keep")
    if act is None:
        ctx.cite(rule("705.2"), "choice")  # the turn player may keep a card, and did not
        return None
    i = ctx.consume_action()
    card = state.cards.get(act.card or "")
    if card is None or card.zone != f"{tp}.hand":
        return ctx.record(*say("illegal_only_one_card_from"),
                          rule("705.2"), illegal=True, action=i)
    old = list(state.in_zone(tp, "keep"))
    for c in old:
        move(ctx, c, owner_zone(state, c, "trash"))
    move(ctx, card.id, f"{tp}.keep")
    card_label = label(card)
    tail = say("kept_card_already_there_trashed", card=card_list(state, old)) if old else ("", "")
    return ctx.record(*say("charge_phase_from_hand_goes", card=card_label, tail=tail),
                      rule("705.2", "508.1"), action=i)


@task("charge_energy")
def charge_energy(ctx: Context, args: dict[str, Any]) -> Record | None:
    state = ctx.state
    tp = state.turn_player
    act = scripted(ctx, tp, "charge")
    if act is None:
        ctx.cite(rule("705.3"), "choice")  # any number of cards, none among them
        return None
    i = ctx.consume_action()
    hand = state.in_zone(tp, "hand")
    if any(c not in hand for c in act.cards) or len(set(act.cards)) != len(act.cards):
        return ctx.record(*say("illegal_only_cards_hand_can"),
                          rule("705.3", "508.3"), illegal=True, action=i)
    for c in act.cards:
        move(ctx, c, f"{tp}.energy", face_up=True)
    card_label = card_list(state, list(act.cards))
    verb = agreeing(len(act.cards), "好きな順番で表向きにエネルギーゾーンに置く", "goes face up into the energy zone",
                    "go face up into the energy zone in any order")
    return ctx.record(*say("charge_phase_from_hand_go", card=card_label, verb=verb),
                      rule("705.3", "506.2"), action=i)


@task("next_turn")
def next_turn(ctx: Context, args: dict[str, Any]) -> Record:
    state = ctx.state
    if ctx.scenario.stop_at is None and ctx.next_action() is None:
        return stop(ctx, *say("every_scripted_action_used_turn"))
    new = state.non_turn_player
    begin_turn(state, new)
    state.data["fired"] = []
    ctx.then("begin_phase", phase="start_draw")
    player_label = pname(state, new)
    return ctx.record(*say("turn_ends_turn_opponent_becomes", state_turn=state.turn, player=player_label),
                      rule("706.5", "701.1", "701.2"))
