"""Targets, triggers, replacements and the effect helpers under the fftcg rules (11.9, 11.12, 11.13, 15.1)."""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import replace as dc_replace
from typing import Any

from judge_app.engine.games.fftcg.cards import (
    ability_at,
    active_abilities,
    cannot,
    condition_holds,
    field_cards,
    is_forward,
    matches,
    on_field,
)
from judge_app.engine.games.fftcg.choices import effects_of, matches_known, remember
from judge_app.engine.games.fftcg.delayed import delayed_triggered
from judge_app.engine.games.fftcg.layers import all_abilities, compute
from judge_app.engine.games.fftcg.layout import ZONE_FOR_TYPE
from judge_app.engine.games.fftcg.messages import say
from judge_app.engine.games.fftcg.tasks import card_list, label, pname
from judge_app.engine.kernel.citations import rule
from judge_app.engine.kernel.effects import Ability, Effect, Target
from judge_app.engine.kernel.game import Context
from judge_app.engine.kernel.replacement import Event, Replacement, applicable, choose, created, declared
from judge_app.engine.kernel.state import ContinuousEffect, GameState, Task
from judge_app.engine.kernel.tasks import card_options, draw_cards
from judge_app.engine.kernel.tasks import shuffle as shuffle  # re-exported for the task modules (15.1.1.6.1)

AUTO_KEYWORDS = ("level_up", "link", "assist", "overdrive")
LEAVES = ("leaves_field", "broken", "put_into_break_zone")


# ----- triggers (11.9) -----------------------------------------------------------------------------
def _trigger_events(card_id: str, ab: Ability, flags: dict[str, Any]) -> list[tuple[str, str]]:
    """(event, source-rule) pairs an auto ability listens to."""
    if ab.keyword == "level_up":
        return [("broke_forward", "self"), ("deals_damage_to_player", "self")]
    if ab.keyword == "link":
        return [("enters_field", "self")]
    if ab.keyword == "assist":
        return [("enters_field", "self")] if flags.get("assist") else []
    if ab.keyword == "overdrive":
        if not flags.get("overdrive") or ab.trigger is None:
            return []
        return [(ab.trigger.event, ab.trigger.source)]
    if ab.kind == "auto" and ab.trigger is not None:
        return [(ab.trigger.event, ab.trigger.source)]
    return []


def listens_to_own(state: GameState, card_id: str, event: str) -> bool:
    """Whether a card on the field has, as it is now, an auto ability (or Level Up) that ``event`` happening to it
    would trigger: a step may speak of that ability only when there is one."""
    card = state.cards[card_id]
    views = compute(state)
    abilities = views[card_id].abilities if card_id in views else active_abilities(state, card)
    return any(name == event and who != "other"
               for _, ab in abilities for name, who in _trigger_events(card_id, ab, card.flags))


def emit(ctx: Context, event: str, card: str | None = None, **info: Any) -> None:
    """Record an event this turn and collect the auto abilities it triggers (they wait, 11.9.7)."""
    state = ctx.state
    ev = {"event": event, "card": card, **info}
    state.remember(ev)
    lki = state.data.get("lki") or {}
    views = compute(state)
    together = set(state.data.get("leaving_together") or ())
    # A breaker that left the field with the break (a mutual break) is a question the rules leave open.
    looks_back = event == "broke_forward" and card is not None and (
        card in together or not on_field(state, state.cards[card]))
    field_only = looks_back and ctx.setting("breaker_leaving_together") == "field_only"
    sources = [(c, views[c.id].abilities if c.id in views else active_abilities(state, c), c.controller)
               for c in field_cards(state) if not (field_only and c.id == card)]
    if card is not None and ((event in LEAVES and not on_field(state, state.cards[card]))
                             or (looks_back and not field_only and not on_field(state, state.cards[card]))):
        gone = state.cards[card]
        known = lki.get(card) or {}
        indices = known.get("abilities", list(range(len(gone.abilities))))
        sources.append((gone, [(i, ability_at(state, gone, i)) for i in indices], known.get("controller",
                                                                                             gone.controller)))
    found = []
    for src, abilities, controller in sources:
        for i, ab in abilities:
            if ab.trigger is not None and ab.trigger.event == "state":
                continue
            for name, who in _trigger_events(src.id, ab, src.flags):
                if name != event:
                    continue
                if who == "self" and card != src.id:
                    continue
                if who == "other" and card == src.id:
                    continue
                wanted_phase = ab.trigger.phase if ab.trigger is not None else None
                if name == "phase_start" and wanted_phase not in (None, info.get("phase")):
                    continue
                flt = ab.trigger.filter if ab.trigger is not None else None
                if flt is not None and card is not None and not _event_card_matches(state, card, event, flt,
                                                                                    controller, src.id):
                    continue
                if not condition_holds(state, ab, controller, src.id):
                    continue
                once = bool(ab.trigger is not None and ab.trigger.once_per_event)
                if once and not _first_in_event(state, f"{src.id}:{i}:{event}"):
                    continue
                found.append({"id": state.next_id("t"), "controller": controller, "source": src.id,
                              **({"once": True} if once else {}),
                              **({"left_together": True} if looks_back and src.id == card else {}),
                              "ability": i, "event": {k: v for k, v in ev.items() if isinstance(v, str | int | None)},
                              **({"lki": True} if flt is not None and card is not None and event in LEAVES
                                 and not on_field(state, state.cards[card]) and flt.zone is None else {})})
    found.extend(delayed_triggered(state, ev))
    if not found:
        return
    key = "held" if state.data.get("hold_triggers") else None
    if key:
        state.data[key] = [*state.data.get(key, []), *found]
    else:
        state.pending.extend(found)


def _first_in_event(state: GameState, key: str) -> bool:
    """True the first time ``key`` triggers within the current event (one task's doings), then False."""
    group = state.counters.get("event_group", 0)
    fired = state.data.get("fired") or {}
    if fired.get("group") != group:
        fired = {"group": group, "keys": []}
    if key in fired["keys"]:
        return False
    state.data["fired"] = {"group": group, "keys": [*fired["keys"], key]}
    return True


def _event_card_matches(state: GameState, card: str, event: str, flt: Any, you: str, source: str) -> bool:
    """Trigger filters see a card that just left the field as it last was there (6.4.2, 11.6.6)."""
    c = state.cards[card]
    if event in LEAVES and not on_field(state, c) and flt.zone is None:
        return matches_known(state, card, flt, you, source)
    return matches(state, c, flt.model_copy(update={"zone": None if on_field(state, c) else flt.zone}), you, source)


def ability_text(ab: Ability, data: dict[str, Any] | None = None) -> tuple[str, str]:
    """An ability's words in each language: the text written for one no card prints (a delayed ability's, kept
    with its trigger or stack object), else the printed text, the same in both."""
    written = (data or {}).get("text")
    if written:
        return written[0], written[1]
    text = ab.text or ab.name or (ab.keyword or ab.kind)
    return text, text


# ----- targets ------------------------------------------------------------------------------------
def choose_effects(ab: Ability, modes: list[int] | None = None) -> list[tuple[int, Target]]:
    return [(i, e.target) for i, e in enumerate(effects_of(ab, modes)) if getattr(e, "target", None) is not None
            and e.target.who == "choose"]


def legal_targets(state: GameState, target: Target, controller: str, source: str) -> list[str]:
    """The cards a target may be: on the filter's zone (else the field) and allowed to be chosen, in seat order."""
    zones = [target.filter.zone] if target.filter.zone else ["forward", "backup", "monster", "formation", "item"]
    return [cid for p in state.order for z in zones for cid in state.zones.get(f"{p}.{z}", [])
            if matches(state, state.cards[cid], target.filter, controller, source)
            and "be_chosen" not in cannot(state, state.cards[cid])]


def pick_targets(ctx: Context, controller: str, source: str, ab: Ability, scripted: list[str] | None,
                 kind: str = "target", modes: list[int] | None = None,
                 on_stack: str | None = None, when: tuple[str, ...] = rule("11.12.4.1"),
                 ) -> dict[str, list[str]] | None:
    """Targets per effect index, from the script or by asking; None when some choice has no legal option.

    ``when`` is the rule a question cites for the moment of the choice: a triggered ability chooses as it goes on
    the stack (11.9.4: one with nothing to choose is removed from it at once), an EX burst as it is used, at once
    (11.11.2); what is played cites 11.12.4.1.

    ``on_stack`` is a summon being cast: it has already left its zone for the stack (11.2.2), so a
    choice of cards in that zone (a card in your hand) cannot pick it.
    """
    state = ctx.state
    chosen: dict[str, list[str]] = {}
    pool = list(scripted or [])
    for idx, target in choose_effects(ab, modes):
        legal = legal_targets(state, target, controller, source)
        if on_stack is not None:
            legal = [c for c in legal if c != on_stack]
        need = target.count
        if scripted is not None:
            picked, pool = pool[:need], pool[need:]
            bad = [c for c in picked if c not in legal]
            if bad:
                if bad[0] == on_stack:
                    ctx.cite(rule("11.2.2"), "forbids")
                raise IllegalTarget(bad[0])
            if len(picked) < need and not target.up_to and len(legal) >= need:
                raise IllegalTarget("")
            chosen[str(idx)] = picked
            continue
        if not legal:
            if target.up_to:
                chosen[str(idx)] = []
                continue
            return None
        if len(legal) <= need and not target.up_to:
            chosen[str(idx)] = legal
            continue
        opts = card_options(state, legal, label)
        src_label = label(state.cards[source])
        who_label = pname(state, controller)
        chosen[str(idx)] = ctx.ask(kind, controller, *say("choose_target", who=who_label, src=src_label),
                                                     opts,
                                   min=0 if target.up_to else min(need, len(legal)), max=min(need, len(legal)),
                                   rules=when)
    return chosen


class IllegalTarget(ValueError):
    pass


# ----- resolving effects (11.12.4) -----------------------------------------------------------------
def frame_cards(ctx: Context, frame: dict[str, Any], eff: Effect, idx: int) -> list[str]:
    state = ctx.state
    target: Target = eff.target  # type: ignore[union-attr]
    src = frame["source"]
    if target.who == "self":
        card = state.cards[src]
        return [src] if on_field(state, card) or frame.get("self_any_zone") else []
    if target.who == "choose":
        picked = frame.get("targets", {}).get(str(idx), [])
        still = [c for c in picked if on_field(state, state.cards[c]) or (target.filter.zone
                 and state.cards[c].zone.endswith("." + target.filter.zone))]
        if still and len(still) < len(picked):
            # A chosen card that moved since is a new card (7.4): the effect skips it and acts on the rest (2.3).
            ctx.cite(rule("7.4", "2.3"))
        return still
    if target.who == "all":
        return legal_targets(state, target, frame["controller"], src)
    if target.who == "event_card":
        c = (frame.get("event") or {}).get("card")
        return [c] if c and on_field(state, state.cards[c]) else []
    combat = state.data.get("combat") or {}
    if target.who == "attacker":
        return [c for c in combat.get("attackers", []) if on_field(state, state.cards[c])]
    if target.who == "blocker":
        b = combat.get("blocker")
        return [b] if b and on_field(state, state.cards[b]) else []
    if target.who == "equipped":
        eq = state.cards[src].flags.get("equipped_to")
        return [eq] if eq else []
    return []


def frame_players(state: GameState, frame: dict[str, Any], who: str) -> list[str]:
    you = frame["controller"]
    if who == "you":
        return [you]
    if who == "opponent":
        return [state.opponent(you)]
    if who == "each_player":
        return [state.turn_player, state.non_turn_player]
    return []


def owner_zone(state: GameState, card_id: str, zone: str) -> str:
    """7.3: cards going to a deck, break zone or hand go to their owner's."""
    return f"{state.cards[card_id].owner}.{zone}"


def alive(state: GameState, eff: ContinuousEffect) -> bool:
    """An effect lasting while its source is on the field ends when the source leaves (or is a new object)."""
    if eff.until != "while_source_on_field":
        return True
    src = state.cards.get(eff.source or "")
    return src is not None and on_field(state, src) and src.timestamp < eff.timestamp


#: The events a replacement may stand in for in fftcg (11.13.5.1 waits for "an event"): a break (by an effect or
#: lethal damage), damage to a card, and a card leaving the field: into the break zone, to the hand, out of the game.
REPLACEABLE = ("broken", "damage", "leaves_field", "put_into_break_zone", "returned_to_hand", "removed")

#: Each event with the wider events it also is: a break puts the card from the field into the break zone
#: (15.1.1.3.1), and every move off the field is the card leaving the field.
_ALSO: dict[str, tuple[str, ...]] = {
    "broken": ("broken", "put_into_break_zone", "leaves_field"),
    "put_into_break_zone": ("put_into_break_zone", "leaves_field"),
    "returned_to_hand": ("returned_to_hand", "leaves_field"),
    "removed": ("removed", "leaves_field"),
}

#: The rule that makes an event the wider one a replacement waits for, cited when it applies through it.
_WIDER_RULE = {"put_into_break_zone": "15.1.1.3.1", "leaves_field": "7.4"}


def event_names(event: str) -> tuple[str, ...]:
    """The replaceable events ``event`` is: itself and every wider one."""
    return _ALSO.get(event, (event,))


def _field_declared(state: GameState) -> list[Replacement]:
    """The replacements field abilities in force declare: printed ones and those gained by a text-changing effect
    (11.13.4.6), less any lost, while their card is on the field (11.13.5.1). A gained one is named by its index
    after the printed ones, as on the stack."""
    views = compute(state)
    cards, active = [], {}
    for card in field_cards(state):
        full = all_abilities(state, card)
        have = views[card.id].abilities if card.id in views else active_abilities(state, card)
        active[card.id] = [a for _, a in have]
        cards.append(dc_replace(card, abilities=tuple(full)) if len(full) != len(card.abilities) else card)
    return declared(cards, ("field",), lambda card, ab: any(a == ab for a in active[card.id]))


def _reaches(state: GameState, rep: Replacement, event: Event) -> bool:
    """Whether a field ability's replacement watches the card the event happens to: its own card, the character
    its item is equipped to, or every card on the field its filter matches."""
    card = state.cards.get(event.card or "")
    target = rep.target
    if card is None or target is None or rep.source is None:
        return False
    if target.who == "self":
        return card.id == rep.source
    if target.who == "equipped":
        return state.cards[rep.source].flags.get("equipped_to") == card.id
    if target.who == "all":
        return on_field(state, card) and matches(state, card, target.filter, rep.controller, rep.source)
    return False


def replacements(state: GameState, card_id: str, event: str, applied: Iterable[str] = ()) -> list[Replacement]:
    """Every replacement waiting for ``event`` on the card, or for a wider event it also is: made by resolved
    effects ("instead", oldest first), then declared by field abilities in force; none that already applied to
    this event (11.13.5.5)."""
    found = [*created(state, alive=lambda e: alive(state, e)), *_field_declared(state)]
    return applicable(Event(event, card=card_id, applied=frozenset(applied)), found,
                      lambda rep, ev: _reaches(state, rep, ev), names=event_names(event))


def find_replacement(state: GameState, card_id: str, event: str) -> Replacement | None:
    found = replacements(state, card_id, event)
    return found[0] if found else None


def put_in_break_zone(ctx: Context, card_id: str, *, broken: bool, by: str | list[str] | None = None) -> None:
    """Field -> owner's break zone; a break only when ``broken`` (15.1.1.3.2).

    ``by`` is what broke it: one source, or every member of a party whose damage broke a blocker (15.1.1.10.8),
    each of which then "broke a forward" for its own abilities and Level Up."""
    state = ctx.state
    breakers = [by] if isinstance(by, str) else list(by or [])
    equipped = [c for c in state.zones.get(f"{state.cards[card_id].controller}.item", [])
                if state.cards[c].flags.get("equipped_to") == card_id]
    was_forward = is_forward(state, state.cards[card_id])
    victim_controller = state.cards[card_id].controller
    remember(state, card_id)
    state.move(card_id, owner_zone(state, card_id, "break"))
    for item in equipped:
        state.set_flag(item, "equipped_to", None)
    if broken:
        emit(ctx, "broken", card_id, by=breakers[0] if breakers else None,
             **({"breakers": breakers} if len(breakers) > 1 else {}))
        for b in breakers:
            if was_forward and b in state.cards and state.cards[b].controller != victim_controller:
                emit(ctx, "broke_forward", b, target=card_id)
    else:
        emit(ctx, "put_into_break_zone", card_id)
    emit(ctx, "leaves_field", card_id)


def deal_damage_to_card(ctx: Context, card_id: str, amount: int, source: str | None) -> tuple[int, str | None]:
    """Damage after prevention; returns (dealt, the id of the prevention effect used)."""
    state = ctx.state
    for eff in state.effects:
        if eff.kind == "prevent" and card_id in eff.cards and alive(state, eff):
            left = eff.value
            if left is None:
                return 0, eff.id
            cut = min(left, amount)
            state.remove_effect(eff.id)
            if left - cut > 0:
                state.add_effect(ContinuousEffect(state.next_id("e"), "prevent", eff.source, eff.cards, left - cut,
                                                  eff.until, eff.timestamp))
            amount -= cut
            if amount <= 0:
                return 0, eff.id
    if amount <= 0:
        return 0, None
    card = state.cards[card_id]
    state.set_card(card_id, "damage", card.damage + amount)
    recent = dict(state.data.get("recent_damage") or {})
    if source is not None:
        recent[card_id] = [source]
    state.data["recent_damage"] = recent
    if source is not None:
        emit(ctx, "deals_damage_to_forward", source, target=card_id)
    emit(ctx, "takes_damage", card_id, by=source)
    return amount, None


def draw(ctx: Context, player: str, n: int) -> tuple[list[str], bool]:
    """Draw ``n`` face down into the hand; a draw from an empty deck is marked for the rule processes (12.4.2)."""
    state = ctx.state

    def take(cid: str) -> None:
        state.move(cid, f"{player}.hand")
        state.set_card(cid, "face_up", False)

    drawn, empty = draw_cards(state, player, n, take)
    if empty:
        state.set_player(player, "drew_from_empty", True)
    return drawn, empty


def _frame_ability(state: GameState, frame: dict[str, Any]) -> Ability:
    if frame.get("ability_json") is not None:
        return Ability.model_validate(frame["ability_json"])
    return ability_at(state, state.cards[frame["source"]], frame["ability"])


def effect_tasks(ctx: Context, frame: dict[str, Any], ab: Ability) -> None:
    n = len(effects_of(ab, frame.get("modes")))
    ctx.push(*[Task("effect", {"frame": frame, "index": i}) for i in range(n)])


def summary(state: GameState, ids: list[str]) -> tuple[str, str]:
    return card_list(state, ids)


def zone_for(card_type: str) -> str:
    return ZONE_FOR_TYPE[card_type]


def apply_replacement(ctx: Context, frame: dict[str, Any], card_id: str, event: str) -> tuple[str, ...] | None:
    """Apply an 'instead' replacement waiting for ``event`` on the card (11.13.5); the rules that chose it, or None.

    The resolving thing's own replacement goes first (11.13.5.6); among the others, the affected card's
    controller picks which applies first (11.13.5.7). One that already applied to this event does not again
    (11.13.5.5). A resolved effect's "instead" acts as the affected card (its "self"); a field ability's acts as
    the ability's card, under its controller, and calls the affected card the event's card.
    """
    state = ctx.state
    done = list(frame.get("replaced_by", []))
    cands = replacements(state, card_id, event, done)
    if not cands:
        return None
    why: tuple[str, ...] = ()
    own = [r for r in cands if r.source is not None and r.source == frame.get("source")]
    if own:
        rep = own[0]
        why = rule("11.13.5.6") if len(cands) > 1 else ()
    else:
        card = state.cards[card_id]
        prompt = say("choose_which_replacement_applies_first", player=pname(state, card.controller), card=label(card))
        rep, asked = choose(ctx, cands, chooser=card.controller, prompt=prompt,
                            label=lambda r: say("replacement_from", source=_source_label(state, r)),
                            rules=rule("11.13.5.7"))
        assert rep is not None
        why = rule("11.13.5.7") if asked else ()
    if rep.event != event:  # it waits for a wider event this one also is
        why = (*why, *rule(_WIDER_RULE[rep.event]))
    if rep.static:
        new_frame = {"controller": rep.controller, "source": rep.source, "targets": {}, "kind": "field",
                     "event": {"event": event, "card": card_id}, "replaced_by": [*done, rep.id],
                     "self_any_zone": False}
        why = (*why, *rule("11.13.5.1"))
    else:
        eff = next(e for e in state.effects if e.id == rep.effect)
        if eff.until == "next_event":  # "the next time ...": used up by this event
            state.remove_effect(eff.id)
        new_frame = {**frame, "source": card_id, "replaced_by": [*done, rep.id], "self_any_zone": False}
    ctx.push(*[Task("effect", {"frame": new_frame, "index": i, "effect": e}) for i, e in enumerate(rep.instead)])
    return why


def _source_label(state: GameState, rep: Replacement) -> tuple[str, str]:
    return label(state.cards[rep.source]) if rep.source in state.cards else ("?", "?")
