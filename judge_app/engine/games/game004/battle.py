"""Attack and battle (801-806): declaring, the non-turn player's one block-step choice, scouting, one-way
battle damage, attack success and the attack-end loop."""

from __future__ import annotations

from typing import Any

from judge_app.engine.games.game004.cards import area_chars, cannot, in_area, label, power_of, power_rules
from judge_app.engine.games.game004.effects import (
    count_action,
    deal_damage,
    emit,
    move,
    owner_zone,
    replace_event,
    untriggered,
)
from judge_app.engine.games.game004.layout import AREA_EN, AREA_JA, AREAS, FACING
from judge_app.engine.games.game004.messages import say
from judge_app.engine.games.game004.play import activate, area_words, concede, illegal, play_card
from judge_app.engine.games.game004.preprocess import rule_effect_pending
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
from judge_app.engine.kernel.game import Context, Record
from judge_app.engine.kernel.questions import Option
from judge_app.engine.kernel.replacement import Event
from judge_app.engine.kernel.scenario import ActionSpec
from judge_app.engine.kernel.state import Card, GameState, Task, zone_id
from judge_app.engine.kernel.tasks import scripted

BLOCK_ACTIONS = ("activate", "play", "slide", "pass", "concede")
ADJACENT = {"side1": ("center",), "center": ("side1", "side2"), "side2": ("center",)}


def battle(state: GameState) -> dict[str, Any]:
    return dict(state.data.get("battle") or {})


def set_battle(state: GameState, **changes: Any) -> None:
    state.data["battle"] = {**battle(state), **changes}


def opposing(ctx: Context, attacker: str) -> list[Card]:
    """The opponent's characters in the attacker's lane (the lane map is a setting; 501.2a leaves it open)."""
    state = ctx.state
    card = state.cards[attacker]
    foe = state.opponent(card.controller)
    if ctx.setting("lanes") == "single_lane":
        return area_chars(state, foe)
    return area_chars(state, foe, FACING[zone_id(card.zone)])


def declare_attack(ctx: Context, act: ActionSpec, i: int) -> Record:
    state = ctx.state
    tp = state.turn_player
    card = state.cards.get(act.card or "")
    if first_players_first_turn(ctx):
        ctx.then("main_act")
        return illegal(ctx, act, i, *say("first_player_cannot_attack_their"), rule("703.2a"))
    notes = unstated_turn_note(ctx, rule("703.2a"))
    icon = card is not None and "attack" in cannot(state, card)
    # 802.1a is what makes the attacker eligible: cited whichever way it goes (permits, or forbids).
    if not ctx.check(card is not None and in_area(card) and card.controller == tp and not card.dull and not icon,
                     rule("802.1a"), legal=True):
        ctx.then("main_act")
        why = say("already_sleeping") if card is not None and card.dull else \
            say("has_cannot_attack_icon") if icon else say("not_your_character_area")
        return illegal(ctx, act, i, *say("this_character_cannot_attack", why=(why[0], why[1])),
                       rule("802.1a", "305.4a") if icon else rule("802.1a"), notes=notes)
    state.set_game("step", "attack")
    state.set_card(card.id, "dull", True)
    state.data["battle"] = {"attacker": card.id, "area": zone_id(card.zone)}
    state.data["fired"] = [k for k in state.data.get("fired", []) if not k.endswith(("attack_end", "battle_end"))]
    count_action(ctx, "attack")
    emit(ctx, "attack", card.id)
    emit(ctx, "attacks", card.id)
    ctx.push(Task("preprocess", {"at": "802.1d"}), Task("block_step"))
    card_label = label(card)
    player_label = pname(state, tp)
    return ctx.record(*say("declares_attack_attacker_slept_when", player=player_label,
                           area=(AREA_JA[zone_id(card.zone)], AREA_EN[zone_id(card.zone)]), card=card_label),
                      (*permits("703.2", "802.1"), *rule("801.1", "802.1b", "802.1c", "802.1d")), action=i,
                      notes=notes)


@task("block_step", step="block")
def block_step(ctx: Context, args: dict[str, Any]) -> Record | None:
    state = ctx.state
    ntp = state.non_turn_player
    act = ctx.next_action()
    next_player_label = pname(state, ntp)
    if act is not None and act.type == "concede" and ctx.moment_reached(act):
        return concede(ctx, act, ctx.consume_action())
    act = scripted(ctx, ntp, *BLOCK_ACTIONS)
    if act is None:
        ctx.push(Task("preprocess", {"at": "803.2"}), Task("after_block"))
        return ctx.record(*say("block_step_does_nothing_passes", next_player=next_player_label),
                          rule("802.1e", "803.1", "803.2"))
    i = ctx.consume_action()
    if act.type == "pass":
        ctx.push(Task("preprocess", {"at": "803.2"}), Task("after_block"))
        return ctx.record(*say("block_step_passes", next_player=next_player_label), rule("803.1", "803.2"),
                          action=i)
    # 803.2-803.3 run after whatever the action schedules
    ctx.push(Task("preprocess", {"at": "803.2"}), Task("after_block"))
    if act.type == "slide":
        rec = slide(ctx, act, i)
    elif act.type == "play":
        rec = play_card(ctx, act, i, "block")
    else:
        rec = activate(ctx, act, i, "block")
    if rec.illegal:
        del state.agenda[-2:]
        ctx.then("block_step")
        return rec
    ctx.amend(rec, ("803.1", "803.2"), first=True, role="permits")
    return rec


def slide(ctx: Context, act: ActionSpec, i: int) -> Record:
    """803.1: trash two hand cards and slide a character to an adjacent area with no other character (1116.1)."""
    state = ctx.state
    p = act.player
    hand = state.in_zone(p, "hand")
    paid = [c for c in act.cards if c in hand]
    card = state.cards.get(act.card or "")
    to = act.options.get("area")
    if len(set(paid)) != 2 or len(act.cards) != 2:
        return illegal(ctx, act, i, *say("exactly_two_cards_from_hand"),
                       rule("803.1", "508.3"))
    own_only = ctx.setting("block_slide_owner") == "own"
    if card is None or not in_area(card) or (own_only and card.controller != p):
        return illegal(ctx, act, i, *say("character_slid_must_be_your"), rule("803.1", "1116.1"),
                       notes=[setting_note(ctx, "block_slide_owner")])
    here = zone_id(card.zone)
    near = ADJACENT[here] if ctx.setting("slide_adjacency") == "center_hub" else tuple(a for a in AREAS if a != here)
    if to not in AREAS:
        return illegal(ctx, act, i, *say("slide_needs_an_area", join_areas=area_words()), rule("1116.1"))
    if to not in near or area_chars(state, card.controller, to):
        return illegal(ctx, act, i, *say("not_adjacent_empty_area", area=(AREA_JA[to], to)),
                       rule("1116.1"),
                       notes=[setting_note(ctx, "slide_adjacency")])
    for c in paid:
        move(ctx, c, owner_zone(state, c, "trash"))
    followers_dull = card.dull
    state.move(card.id, f"{card.controller}.{to}", reset=False)
    state.set_card(card.id, "dull", followers_dull)
    card_label = label(card)
    player_label = pname(state, p)
    target_label = card_list(state, paid)
    return ctx.record(*say("trashes_from_hand_slides_from", player=player_label, target=target_label, card=card_label,
                           area=(AREA_JA[here], AREA_EN[here]), area2=(AREA_JA[to], AREA_EN[to])),
                      rule("803.1", "1116.1", "1109.1", "913.1a"),
                      action=i, notes=[setting_note(ctx, "slide_adjacency")])


@task("after_block")
def after_block(ctx: Context, args: dict[str, Any]) -> Record:
    state = ctx.state
    a = battle(state).get("attacker")
    if a and in_area(state.cards[a]):
        ctx.then("scout_step")
        return ctx.record(*say("attacker_still_area_scout_step"), rule("803.3"))
    ctx.then("attack_end_step")
    return ctx.record(*say("attacker_no_longer_area_scout"), rule("803.3"))


@task("scout_step", step="scout")
def scout_step(ctx: Context, args: dict[str, Any]) -> Record:
    ctx.push(Task("preprocess", {"at": "804.1"}), Task("battle_scout"))
    return ctx.record(*say("scout_step_pre_processing"), rule("804.1"))


@task("battle_scout")
def battle_scout(ctx: Context, args: dict[str, Any]) -> Record | None:
    state = ctx.state
    a = battle(state).get("attacker")
    both = bool(a and opposing(ctx, a))
    set_battle(state, both_scout=both)
    players = [state.turn_player, state.non_turn_player] if both else [state.turn_player]
    ctx.push(Task("scout", {"players": players, "reason": "battle"}), Task("battle_step"))
    return None


@task("battle_step", step="battle")
def battle_step(ctx: Context, args: dict[str, Any]) -> Record | None:
    ctx.push(Task("preprocess", {"at": "805.1"}), Task("battle_damage"))
    return None


@task("battle_damage")
def battle_damage(ctx: Context, args: dict[str, Any]) -> Record:
    state = ctx.state
    a = battle(state).get("attacker")
    ctx.then("attack_end_step")
    if not a or not in_area(state.cards[a]):
        return ctx.record(*say("battle_step_attacker_not_area"), rule("805.1", "805.2"))
    foes = opposing(ctx, a)
    notes = [setting_note(ctx, "lanes")]
    if not foes:
        return ctx.record(*say("battle_step_no_opposing_character"),
                          rule("805.1", "805.2"), notes=notes)
    rules = ["804.3", "805.1", "805.3", "306.3", "1101.1", "914.3", "805.4"]
    if len(foes) > 1 and ctx.setting("several_in_lane") == "turn_player_chooses":
        target_label = pname(state, state.turn_player)
        opts = [Option(id=c.id, label_ja=label(c)[0], label_en=label(c)[1]) for c in foes]
        picked = ctx.ask("battle_target", state.turn_player, *say("several_opposing_characters_share_lane",
                                                                  target=target_label), opts,
                         rules=rule("805.3"))
        foes = [state.cards[picked[0]]]
        notes.append(setting_note(ctx, "several_in_lane"))
    power = power_of(state, state.cards[a])
    rules += power_rules(state, state.cards[a])
    parts = []
    for f in foes:
        if replace_event(ctx, Event("damage", card=f.id), source=a, battle=True) is not None:
            parts.append(say("damage_to_replaced", card=label(f)))
            continue
        dealt = deal_damage(ctx, f.id, power, a, battle=True)
        if dealt == 0:
            rules.append("1101.2")
        parts.append(say("damage_to_card", card=label(f), dealt=dealt))
    state.data["battle_ko_window"] = True
    return ctx.record(*say("battle_step_one_way_damage", attacker=label(state.cards[a]), power=power,
                           damage=joined(parts, "、", ", ")), tuple(dict.fromkeys(rules)), notes=notes)


# ----- attack end step (806) --------------------------------------------------------------------------------
@task("attack_end_step", step="attack_end")
def attack_end_step(ctx: Context, args: dict[str, Any]) -> Record:
    state = ctx.state
    if ctx.setting("attack_success_timing") == "step_start":
        ctx.push(Task("attack_success"), Task("preprocess", {"at": "806.1"}), Task("attack_end_event"))
    else:
        ctx.push(Task("preprocess", {"at": "806.1"}), Task("attack_success"), Task("attack_end_event"))
    rules: list[str] = list(rule("806.1"))
    survivors = []
    sources = state.data.get("damage_sources") or {}
    for c in area_chars(state):
        if not (sources.get(c.id) or {}).get("battle"):
            continue
        # 1004.1 is checked for every character battle damage reached: a KO when it holds, none when it does not.
        power = power_of(state, c)
        if not ctx.check(c.damage >= power or power <= 0, rule("1004.1")):
            survivors.append(say("survives_battle_damage", card=label(c), damage=c.damage, power=power))
            rules += power_rules(state, c)
    if not survivors:
        return ctx.record(*say("attack_end_step_pre_processing"), tuple(rules))
    return ctx.record(*say("attack_end_step_pre_processing_survivors", survivors=joined(survivors, "。", "; ")),
                      tuple(dict.fromkeys(rules)))


@task("attack_success")
def attack_success(ctx: Context, args: dict[str, Any]) -> Record:
    state = ctx.state
    a = battle(state).get("attacker")
    note = [setting_note(ctx, "attack_success_timing")]
    if not a or not in_area(state.cards[a]):
        return ctx.record(*say("attacker_not_area_attack_not"),
                          rule("806.2", "1118.1"), notes=note)
    attacker_label = label(state.cards[a])
    if battle(state).get("success"):
        return ctx.record(*say("attack_already_attack_success_does", attacker=attacker_label),
                          rule("806.2", "102.6"), notes=note)
    set_battle(state, success=True)
    state.set_flag(a, "attack_success", True)
    count_action(ctx, "attack_success")
    emit(ctx, "attack_success", a)
    return ctx.record(*say("area_so_attack_attack_success", attacker=attacker_label),
                      rule("806.2", "1118.1", "1118.2"), notes=note)


@task("attack_end_event")
def attack_end_event(ctx: Context, args: dict[str, Any]) -> Record:
    found = emit(ctx, "battle_end", None)  # under one_event, 'end of attack' abilities answer to it as well
    ctx.push(Task("preprocess", {"at": "806.4"}), Task("attack_end_check", {"at": "806.5"}))
    return ctx.record(*say("end_attack_end_battle_event", len_found=len(found)),
                      rule("806.3", "806.4"), notes=[setting_note(ctx, "attack_end_event")])


@task("attack_end_check")
def attack_end_check(ctx: Context, args: dict[str, Any]) -> Record | None:
    state = ctx.state
    at = args["at"]
    again = rule_effect_pending(ctx) or untriggered(ctx, "battle_end") or bool(state.pending)
    # Checked whichever way it goes, so a step that moves on shows why it did not go back (806.5, 806.7).
    ctx.check(again, rule(at))
    if at == "806.5":
        if again:
            ctx.then("attack_end_event")
            return ctx.record(*say("rule_effects_or_not_yet_2"),
                              rule("806.5"))
        ended = state.end_effects("attack_end")
        ctx.then("attack_end_check", at="806.7")
        if not ended:  # 806.6 ends nothing: no step says so, the next one cites it
            ctx.cite(rule("806.6"))
            return None
        return ctx.record(*say("continuous_effect_lasting_until_end", ended=counted(len(ended), "個", "effect")),
                          rule("806.5", "806.6"))
    if again:
        back = ctx.setting("attack_end_loop")
        ctx.push(*([Task("attack_success")] if back == "806.2" else []), Task("attack_end_event"))
        return ctx.record(*say("rule_effects_or_not_yet", back=back),
                          rule("806.7"), notes=[setting_note(ctx, "attack_end_loop")])
    a = battle(state).get("attacker")
    state.data.pop("battle", None)
    state.set_game("step", None)
    ctx.push(Task("preprocess", {"at": "703.3"}), Task("main_act"))
    attacker_label = label(state.cards[a]) if a else ("", "")
    return ctx.record(*say("battle_ends_back_main_phase", attacker=attacker_label), rule("806.7", "703.3", "703.3a"))
