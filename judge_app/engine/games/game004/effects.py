"""Events and auto abilities (908), moving cards (501.4-501.6, 1106-1112), damage and KO (1101-1110),
replacement effects (912) and mission bookkeeping (1005)."""

from __future__ import annotations

from dataclasses import replace
from typing import Any

from judge_app.engine.games.game004.cards import (
    associated,
    ctype,
    follower_rules,
    in_area,
    label,
    lost_abilities,
    matches,
    reaches,
)
from judge_app.engine.games.game004.layout import AREAS
from judge_app.engine.games.game004.messages import say
from judge_app.engine.games.game004.tasks import pname
from judge_app.engine.kernel.citations import rule
from judge_app.engine.kernel.effects import Ability
from judge_app.engine.kernel.game import Context
from judge_app.engine.kernel.replacement import Event, Replacement, applicable, applied_after, choose, created, declared
from judge_app.engine.kernel.state import Card, ContinuousEffect, GameState, Task, zone_id
from judge_app.engine.kernel.tasks import draw_cards
from judge_app.engine.kernel.tasks import shuffle as shuffle  # re-exported for the task modules (1105.1)

AUTO_KEYWORDS = ("encounter", "chant", "subjugate")
# Events an auto ability triggers on at most once per turn (704.5) or per battle (806.3).
ONCE_PER_TURN = ("mission_phase_end", "turn_end")
ONCE_PER_BATTLE = ("attack_end", "battle_end")


# ----- where an ability works (903.1) ------------------------------------------------------------
def ability_zone(card: Card, ab: Ability) -> str:
    """The zone an ability is active in: its zone icon (params.zone), else the card type's zone."""
    if ab.params.get("zone"):
        return str(ab.params["zone"])
    if ab.keyword == "encounter":
        return "energy"
    if ab.keyword == "chant":
        return "remove"
    return {"account": "account", "mission": "mission", "engage": "connect"}.get(ctype(card), "area")


def ability_active(state: GameState, card: Card, ab: Ability) -> bool:
    if lost_abilities(state, card):
        return False  # 903.2b: a lost ability still exists but is inactive
    want = ability_zone(card, ab)
    z = zone_id(card.zone)
    if ctype(card) == "mission":
        return z == "mission" and card.face_up
    if want == "area":
        return z in AREAS
    if want == "connect":
        return z == "connect" or z in AREAS
    return z == want


def _trigger_of(ctx: Context, ab: Ability) -> tuple[str, str] | None:
    if ab.keyword == "encounter":
        return ("to_energy", "self")
    if ab.keyword == "subjugate":
        return ("attack_success", "named")
    if ab.keyword == "chant":
        return ("attack_success" if ctx.setting("chant_trigger") == "attack_success" else "attacks", "named")
    if ab.kind == "auto" and ab.trigger is not None:
        return (ab.trigger.event, ab.trigger.source)
    return None


# ----- events and triggers (908) -------------------------------------------------------------------
def emit(ctx: Context, event: str, card: str | None = None, **info: Any) -> list[dict[str, Any]]:
    """Record an event and put every auto ability it triggers into the triggered state (908.1)."""
    state = ctx.state
    ev = {"event": event, "card": card, **{k: v for k, v in info.items() if isinstance(v, str | int | bool | None)}}
    state.remember(ev)
    if state.data.get("no_abilities"):
        return []
    candidates = [state.cards[c] for ids in state.zones.values() for c in ids]
    fired = set(state.data.get("fired", []))
    found = []
    for src in candidates:
        for i, ab in enumerate(src.abilities):
            trig = _trigger_of(ctx, ab)
            if trig is None:
                continue
            name, who = trig
            if _event_name(ctx, name) != event:
                continue
            # 908.3d: a KO trigger of the KO'd card itself looks at the card as it was in the area.
            leaving_self = event == "ko" and card == src.id and ability_zone(src, ab) == "area"
            if not leaving_self and not ability_active(state, src, ab):
                continue
            if card is not None and who == "self" and card != src.id:
                continue
            if card is not None and who == "other" and card == src.id:
                continue
            if who == "named" and (card is None or state.cards[card].name != ab.params.get("name")):
                continue
            if event == "to_energy" and ab.keyword == "encounter" and info.get("from_zone") != "deck":
                continue
            if event == "phase_start" and ab.trigger is not None and ab.trigger.phase not in (None, info.get("phase")):
                continue
            flt = ab.trigger.filter if ab.trigger is not None else None
            if flt is not None and card is not None and not matches(state, state.cards[card], flt, src.controller,
                                                                   src.id):
                continue
            key = f"{src.id}:{i}:{event}"
            if event in ONCE_PER_TURN or event in ONCE_PER_BATTLE:
                if key in fired:
                    continue
                fired.add(key)
            zone = str(info.get("from_zone")) if leaving_self and info.get("from_zone") else src.zone
            found.append({"id": state.next_id("t"), "controller": src.controller, "source": src.id, "ability": i,
                          "event": ev, "zone": zone})
    for eff in list(state.effects):
        if eff.kind != "delayed" or eff.data["trigger"].get("event") != event:
            continue
        if eff.data["trigger"].get("source") == "self" and card not in eff.cards:
            continue
        found.append({"id": state.next_id("t"), "controller": eff.data["controller"], "source": eff.source,
                      "ability": None, "delayed": eff.id, "effects": eff.data["effects"], "event": ev,
                      "zone": state.cards[eff.source].zone if eff.source in state.cards else None})
        if eff.data.get("once"):
            state.remove_effect(eff.id)  # 908.4a: triggers once, at the time it names
    if fired:
        state.data["fired"] = sorted(fired)
    together = state.data.get("moving_together") or ()
    for f in found:
        if f["ability"] is None or not any(p["source"] == f["source"] and p["ability"] == f["ability"]
                                           and p["event"]["event"] == event for p in state.pending):
            continue
        # The ability is already triggered and waits: it triggers once more for each time its event happens
        # (908.1b), and for each card of several moved to the zone at once (908.3c).
        ctx.cite(rule("908.1b", *(("908.3c",) if card in together else ())))
    state.pending.extend(found)
    return found


def _event_name(ctx: Context, name: str) -> str:
    """806.3's lost icon: under the one-event reading 'end of attack' abilities answer to 'end of battle'."""
    if name == "attack_end" and ctx.setting("attack_end_event") == "one_event":
        return "battle_end"
    return name


def untriggered(ctx: Context, event: str) -> bool:
    """Is there an auto ability on ``event`` that has not triggered yet this turn or battle (704.7, 806.5)?"""
    state = ctx.state
    fired = set(state.data.get("fired", []))
    for ids in state.zones.values():
        for cid in ids:
            src = state.cards[cid]
            for i, ab in enumerate(src.abilities):
                trig = _trigger_of(ctx, ab)
                if trig and _event_name(ctx, trig[0]) == event and ability_active(state, src, ab) \
                        and f"{cid}:{i}:{event}" not in fired:
                    return True
    return False


def ability_text(ab: Ability) -> str:
    return ab.text or ab.name or (ab.keyword or ab.kind)


# ----- moving cards ----------------------------------------------------------------------------------
def owner_zone(state: GameState, card_id: str, zone: str) -> str:
    """102.4 / 502.5c: a card goes to its owner's zone of that kind."""
    return f"{state.cards[card_id].owner}.{zone}"


def origin(state: GameState, card_id: str) -> str:
    """502.2 / 502.2a: a card leaving the temporary or scout zone counts as coming from where it was before."""
    card = state.cards[card_id]
    return str(card.flags.get("origin") or zone_id(card.zone))


#: Continuous effects made by effects that change a card's values; they stay with the zone the card was in.
_STAYS_BEHIND = ("power", "keyword", "prevent", "text", "traits", "replace")


def _forget(state: GameState, card_id: str) -> bool:
    """911.4, 501.4: an effect that reached a card in an area does not follow it out (a slide keeps it, 913.1a);
    the card is a new card wherever it goes, and comes back without the old changes. True if one stayed behind."""
    left = [e for e in state.effects if card_id in e.cards and e.kind in _STAYS_BEHIND]
    for eff in left:
        state.remove_effect(eff.id)
        rest = tuple(c for c in eff.cards if c != card_id)
        if rest:
            state.add_effect(replace(eff, cards=rest))
    return bool(left)


def move(ctx: Context, card_id: str, to: str, *, face_up: bool | None = None, position: str | None = None,
         dull: bool = False) -> str:
    """Move one card (a new card in the new zone, 501.4); returns the zone it counts as coming from.

    Decks, the trash and the remove zone take a card on top; other zones list cards in the order they came.
    """
    state = ctx.state
    came_from = origin(state, card_id)
    was = zone_id(state.cards[card_id].zone)
    zone = zone_id(to)
    if position is None:
        position = "top" if zone in ("deck", "trash", "remove") else "bottom"
    state.move(card_id, to, position)
    if was in AREAS and zone not in AREAS and _forget(state, card_id):
        ctx.cite(rule("911.4"))
    if zone in ("temporary", "scout"):
        state.set_flag(card_id, "origin", came_from)
    up = face_up if face_up is not None else zone not in ("deck", "hand")
    state.set_card(card_id, "face_up", up)
    if dull:
        state.set_card(card_id, "dull", True)
    if zone == "energy":
        emit(ctx, "to_energy", card_id, from_zone=came_from)
    if zone in AREAS and came_from not in AREAS and ctype(state.cards[card_id]) == "character":
        emit(ctx, "enters", card_id, from_zone=came_from)
    return came_from


def leave_area(ctx: Context, card_id: str, to_zone: str) -> list[str]:
    """A character leaving the area takes its EXP and connected engages along (501.6, 513.3b, 514.3b)."""
    state = ctx.state
    followers = associated(state, card_id)
    if followers:
        ctx.cite(rule("501.6", *follower_rules(state, card_id)))
    # They all move at once: an ability on moving to that zone triggers once per card (908.3c).
    with state.holding("moving_together", [card_id, *followers]):
        move(ctx, card_id, owner_zone(state, card_id, to_zone))
        for f in followers:
            move(ctx, f, owner_zone(state, f, to_zone))
    return followers


def draw(ctx: Context, player: str, n: int) -> list[str]:
    """1106.1-1106.2: the top card to the hand, once per card; an empty deck just stops (102.5)."""
    return draw_cards(ctx.state, player, n, lambda cid: move(ctx, cid, f"{player}.hand"))[0]


def sleep(ctx: Context, card_id: str, value: bool) -> bool:
    """1104.1-1104.3: reboot or sleep; ignored outside area and account zones (missions: a setting)."""
    state = ctx.state
    card = state.cards[card_id]
    z = zone_id(card.zone)
    if z not in (*AREAS, "account") and not (z == "mission" and ctx.setting("effect_sleep_missions") == "applies"):
        return False
    state.set_card(card_id, "dull", value)
    return True


# ----- replacement effects (912) -----------------------------------------------------------------------
# The events a replacement can stand in for, with the names a file may give them (the kernel's word "broken" is
# game004's 退場).
REPLACEABLE: dict[str, tuple[str, ...]] = {"ko": ("ko", "broken"), "damage": ("damage",)}


def _reaches(state: GameState, rep: Replacement, event: Event) -> bool:
    """A static replacement applies to the cards its ability's target names (901.2c, 911.3a)."""
    card = state.cards.get(event.card or "")
    src = state.cards.get(rep.source or "")
    return card is not None and src is not None and rep.target is not None and reaches(state, src, rep.target, card)


def replacements_in_force(state: GameState) -> list[Replacement]:
    """The replacements that exist now: created by resolved effects, then declared by static abilities in force
    (903.1, 903.2b)."""
    cards = [state.cards[c] for ids in state.zones.values() for c in ids]
    return [*created(state), *declared(cards, ("static",), lambda card, ab: ability_active(state, card, ab))]


def find_replacements(ctx: Context, event: Event, pool: list[Replacement] | None = None) -> list[Replacement]:
    """Every replacement that applies to ``event``, each at most once per event; ``pool``: the replacements that
    existed when several events began at once (setting ko_replacements), else those in force now."""
    state = ctx.state
    found = replacements_in_force(state) if pool is None else pool
    return applicable(event, found, lambda rep, ev: _reaches(state, rep, ev),
                      names=REPLACEABLE.get(event.kind, (event.kind,)))


def _rep_label(state: GameState, rep: Replacement) -> tuple[str, str]:
    src = state.cards.get(rep.source or "")
    return say("replacement_effect_of", source=label(src) if src else ("?", "?"))


def pick_replacement(ctx: Context, event: Event, pool: list[Replacement] | None = None) -> \
        tuple[Replacement | None, bool]:
    """The replacement applied first (912.1); among several the turn player chooses (912.2). Second: was it a choice."""
    state = ctx.state
    found = find_replacements(ctx, event, pool)
    if len(found) < 2:
        return (found[0] if found else None), False
    prompt = say("several_replacement_effects_apply_choose", target=pname(state, state.turn_player),
                 card=label(state.cards[event.card or ""]))
    return choose(ctx, found, chooser=state.turn_player, prompt=prompt, label=lambda r: _rep_label(state, r),
                  rules=rule("912.2"))


def replace_event(ctx: Context, event: Event, *, source: str | None, battle: bool = False,
                  pool: list[Replacement] | None = None) -> Replacement | None:
    """912.1: if a replacement applies, ``event`` does not happen and the replacement's 「かわりに」 effects are
    scheduled in its place; the replacement applied, or None when the event happens as it is.

    The effects run under the replacement's controller, on the card the event would have happened to, and carry
    the replacements already spent (so none applies twice to one event); ``source`` is the source of the replaced
    event, which a replacement does not change (914.2b), and ``battle`` whether that event was battle damage.
    """
    rep, _chose = pick_replacement(ctx, event, pool)
    if rep is None:
        return None
    frame = {"controller": rep.controller, "source": rep.source, "ability": None, "scripted": [event.card],
             "event": {"event": event.kind, "card": event.card}, "targets": {}, "replaced": True,
             "replaced_by": list(applied_after(event, rep)), "event_source": source, "event_battle": battle}
    ctx.push(*[Task("effect", {"frame": frame, "index": i, "effect": e}) for i, e in enumerate(rep.instead)])
    ctx.cite(replacement_rules(rep))
    return rep


def replacement_rules(rep: Replacement) -> tuple[str, ...]:
    """What a step that applied ``rep`` cites: 912.1, and for a static ability's the rules that make it one."""
    return rule("912.1", *(("901.2c", "902.2c") if rep.static else ()))


def spent(frame: dict[str, Any] | None) -> frozenset[str]:
    """The replacements already applied to the event an effect stands in for (none for an ordinary effect)."""
    return frozenset((frame or {}).get("replaced_by") or ())


# ----- damage and KO (1101-1104, 1110) -------------------------------------------------------------------
def deal_damage(ctx: Context, card_id: str, amount: int, source: str | None, *, battle: bool = False) -> int:
    """1101.1-1101.2: add damage; zero or less is not dealt. Prevention effects apply first."""
    state = ctx.state
    for eff in list(state.effects):
        if eff.kind == "prevent" and card_id in eff.cards and amount > 0:
            left = eff.value
            state.remove_effect(eff.id)
            if left is None:
                amount = 0
            else:
                cut = min(int(left), amount)
                amount -= cut
                if int(left) - cut > 0:
                    state.add_effect(ContinuousEffect(state.next_id("e"), "prevent", eff.source, eff.cards,
                                                      int(left) - cut, eff.until, eff.timestamp))
    if amount <= 0:
        return 0
    card = state.cards[card_id]
    state.set_card(card_id, "damage", card.damage + amount)
    sources = dict(state.data.get("damage_sources") or {})
    sources[card_id] = {"source": source, "battle": battle}
    state.data["damage_sources"] = sources
    emit(ctx, "damaged", card_id, by=source)
    return amount


def ko(ctx: Context, card_id: str, by: str | None, *, applied: frozenset[str] = frozenset(),
       pool: list[Replacement] | None = None) -> list[str] | None:
    """1110.1: an area character goes to its owner's energy zone with its EXP (and connected engages).

    None when a replacement effect (912.1) made something else happen instead; its effects are scheduled.
    ``applied``: the replacements already spent on the event this KO stands in for; ``pool``: see find_replacements.
    """
    state = ctx.state
    if replace_event(ctx, Event("ko", card=card_id, applied=applied), source=by, pool=pool) is not None:
        return None
    card = state.cards[card_id]
    victim_controller = card.controller
    was = card.zone
    followers = leave_area(ctx, card_id, "energy")
    emit(ctx, "ko", card_id, by=by, from_zone=was)
    if by is not None and by in state.cards and state.cards[by].controller == state.turn_player != victim_controller:
        count_action(ctx, "ko_opponent")
    return followers


# ----- mission bookkeeping (1005) -------------------------------------------------------------------------
def count_action(ctx: Context, action: str) -> list[str]:
    """1005.1: during the main phase each action is recorded for the turn player's face-up missions."""
    state = ctx.state
    if state.phase != "main":
        return []
    counted = []
    for mid in state.in_zone(state.turn_player, "mission"):
        m = state.cards[mid]
        if not m.face_up:
            continue
        if m.printed.get("check_action") == action:
            state.set_flag(mid, "check_count", int(m.flags.get("check_count", 0)) + 1)
            counted.append(mid)
        if m.printed.get("clear_action") == action and (
                m.dull or ctx.setting("mission_counting") == "every_face_up_mission"):
            state.set_flag(mid, "clear_count", int(m.flags.get("clear_count", 0)) + 1)
            if mid not in counted:
                counted.append(mid)
    return counted


def mission_ready(card: Card) -> bool:
    """1006.1: everything the check requirement names is satisfied."""
    need = card.printed.get("check_action")
    return bool(need) and int(card.flags.get("check_count", 0)) >= int(card.printed.get("check_count", 1))


def mission_clearable(card: Card) -> bool:
    need = card.printed.get("clear_action")
    return bool(need) and int(card.flags.get("clear_count", 0)) >= int(card.printed.get("clear_count", 1))


def in_area_now(state: GameState, card_id: str | None) -> bool:
    return bool(card_id) and card_id in state.cards and in_area(state.cards[card_id])
