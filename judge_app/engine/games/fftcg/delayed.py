"""Delayed auto abilities (11.9.17) and auto abilities that watch the game state (11.9.18).

A delayed ability is made by a resolving effect, watches for its event from then on (events before it
existed do not count), triggers once unless it has a duration, and follows the cards it names only while
they stay in their zone: a card that moved is a new card (7.4). Its source and controller come from what
made it. A state-watching ability triggers as soon as its condition holds and not again until it has left
the stack.

In a delayed ability's effects, a target of "choose" means the cards it watches (chosen when it was made),
not a new choice.
"""

from __future__ import annotations

from typing import Any

from judge_app.engine.games.fftcg.cards import active_abilities, condition_holds, field_cards, matches, on_field
from judge_app.engine.games.fftcg.layers import compute
from judge_app.engine.games.fftcg.messages import say
from judge_app.engine.games.fftcg.tasks import card_list
from judge_app.engine.games.fftcg.texts import delayed_text
from judge_app.engine.kernel.effects import Ability, Filter
from judge_app.engine.kernel.state import GameState

LEAVES = ("leaves_field", "broken", "put_into_break_zone")


def create(state: GameState, frame: dict[str, Any], eff: Any, watch: list[str]) -> dict[str, Any]:
    """Make a delayed auto ability; its source is the resolving card or ability's source (11.9.17.4, 11.9.17.5)."""
    # No card prints it: its words are written from its data in each language (the Japanese is its text).
    ja, en = delayed_text(state, eff.trigger, list(eff.effects), eff.until, watch)
    ab = Ability(kind="auto", text=ja, effects=list(eff.effects), trigger=eff.trigger)
    d = {"id": state.next_id("d"), "controller": frame["controller"], "source": frame["source"],
         "ability_json": ab.model_dump(mode="json"), "text": [ja, en], "event": eff.trigger.event,
         "who": eff.trigger.source,
         "phase": eff.trigger.phase, "filter": eff.trigger.filter.model_dump(mode="json") if eff.trigger.filter
         else None, "watch": [[c, state.cards[c].timestamp] for c in watch], "until": eff.until}
    state.data["delayed"] = [*(state.data.get("delayed") or []), d]
    return d


def _same_object(state: GameState, card_id: str, stamp: int, event: str) -> bool:
    """The watched card is still the object it was when the ability was made (11.9.17.3)."""
    card = state.cards[card_id]
    if card.timestamp == stamp:
        return True
    if event in LEAVES:
        known = (state.data.get("lki") or {}).get(card_id) or {}
        return bool(known.get("timestamp") == stamp)
    return False


def delayed_triggered(state: GameState, ev: dict[str, Any]) -> list[dict[str, Any]]:
    """Delayed abilities this event triggers; one-shot ones are used up (11.9.17.2)."""
    waiting = state.data.get("delayed") or []
    if not waiting:
        return []
    found, keep = [], []
    for d in waiting:
        hit = d["event"] == ev["event"]
        card = ev.get("card")
        if hit and d["who"] == "self":
            hit = card is not None and any(c == card and _same_object(state, c, ts, ev["event"])
                                           for c, ts in d["watch"])
        if hit and d["event"] == "phase_start" and d.get("phase") not in (None, ev.get("phase")):
            hit = False
        if hit and d.get("filter") and card is not None:
            flt = Filter.model_validate(d["filter"])
            c = state.cards[card]
            hit = matches(state, c, flt.model_copy(update={"zone": None if on_field(state, c) else flt.zone}),
                          d["controller"], d["source"])
        if hit:
            found.append({"id": state.next_id("t"), "controller": d["controller"], "source": d["source"],
                          "ability": None, "ability_json": d["ability_json"], "delayed": d["id"],
                          **({"text": d["text"]} if d.get("text") else {}),
                          "watch": [c for c, ts in d["watch"] if state.cards[c].timestamp == ts],
                          "event": {k: v for k, v in ev.items() if isinstance(v, str | int | None)}})
            if d.get("until"):
                keep.append(d)
        else:
            keep.append(d)
    if len(keep) != len(waiting):
        state.data["delayed"] = keep
    return found


def lost_watch(state: GameState, cards: list[str]) -> tuple[str, str, tuple[str, ...]]:
    """Says which delayed abilities stop following these cards because they just changed zones (11.9.17.3)."""
    hit = [(d["id"], c) for d in state.data.get("delayed") or [] for c, ts in d["watch"]
           if c in cards and state.cards[c].timestamp != ts]
    if not hit:
        return "", "", ()
    ids = ", ".join(dict.fromkeys(d for d, _ in hit))
    text = card_list(state, list(dict.fromkeys(c for _, c in hit)))
    return (*say("delayed_no_longer_follows", text=text, ids=ids), ("11.9.17.3", "7.4"))


def expire(state: GameState, until: str) -> list[str]:
    """Delayed abilities whose duration ends now (e.g. 'this turn' at the end of turn)."""
    waiting = state.data.get("delayed") or []
    gone = [d["id"] for d in waiting if d.get("until") == until]
    if gone:
        state.data["delayed"] = [d for d in waiting if d["id"] not in gone]
    return gone


def state_triggers(state: GameState) -> list[dict[str, Any]]:
    """11.9.18: abilities whose condition holds now, unless already waiting or on the stack."""
    busy = {(t["source"], t.get("ability")) for t in state.pending}
    busy |= {(o.source, o.ability) for o in state.stack if o.kind == "ability"}
    views = compute(state)
    out = []
    for card in field_cards(state):
        for i, ab in views[card.id].abilities if card.id in views else active_abilities(state, card):
            if ab.kind != "auto" or ab.trigger is None or ab.trigger.event != "state":
                continue
            if (card.id, i) in busy or not condition_holds(state, ab, card.controller, card.id):
                continue
            out.append({"id": state.next_id("t"), "controller": card.controller, "source": card.id, "ability": i,
                        "state": True, "event": {"event": "state", "card": card.id}})
    return out
