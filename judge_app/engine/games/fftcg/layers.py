"""Current characteristics of the cards on the field: continuous effects applied by kind (11.13.4.6-11.13.4.13).

Each card starts from its printed values. Effects are applied kind by kind in the order of 11.13.4.6
(control, text, card type or job, general, power). Within a kind, a card's own ability changing that card
applies first (11.13.4.7); the rest follow timestamps (11.13.4.8-11.13.4.10), except that an effect whose
reach or existence another effect of the same kind would change waits for it (11.13.4.12, 11.13.4.13).

Control is applied when the effect starts and ends (the card moves to the new controller's area, see
``primitives.control``), so the first kind here only records it. Field abilities are read from a card's text
as it stands after the text kind, so a card that lost its abilities stops applying its field abilities.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from itertools import chain
from typing import Any

from judge_app.engine.games.fftcg.layout import FIELD_ZONES
from judge_app.engine.games.fftcg.messages import say
from judge_app.engine.games.fftcg.tasks import joined, label
from judge_app.engine.games.fftcg.words import WORDS
from judge_app.engine.kernel.effects import Ability, Amount, Filter, StaticMod
from judge_app.engine.kernel.scenario import in_kernel_words
from judge_app.engine.kernel.state import Card, GameState, zone_id

KINDS = ("control", "text", "job", "general", "power")


@dataclass(slots=True)
class View:
    """One card's characteristics after every continuous effect."""

    abilities: list[tuple[int, Ability]]
    jobs: list[str]
    keywords: set[str]
    cannot: set[str]
    power: int | None
    must: set[str] = field(default_factory=set)
    types: set[str] = field(default_factory=set)
    unblockable: list[tuple[Filter, str, str]] = field(default_factory=list)  # (filter, its 'you', its source)
    order: dict[str, list[Applied]] = field(default_factory=dict)  # kind -> effects in the order applied
    waits: dict[str, list[tuple[str | None, str | None]]] = field(default_factory=dict)  # kind -> (dependent's
    # source, source of the effect it waited for), for effects that would have reached this card by timestamp


@dataclass(slots=True, frozen=True)
class Applied:
    """One effect as applied to a card, and why it came where it did."""

    id: str
    source: str | None
    timestamp: int
    why: str  # own: 11.13.4.7; dependent: waited for another (11.13.4.13); time: timestamp order


@dataclass(slots=True)
class _Eff:
    """A continuous effect of one kind, from a resolved effect or a field ability."""

    id: str
    kind: str
    source: str | None
    timestamp: int
    cards: tuple[str, ...] | None  # fixed cards (11.13.4.2); None: a field ability's filter decides (11.13.4.5)
    value: Any
    mod: StaticMod | None = None
    ability: tuple[str, int] | None = None  # (card, ability index) of a field ability
    until: str = ""


def on_field(card: Card) -> bool:
    return zone_id(card.zone) in FIELD_ZONES


def gained(state: GameState, card_id: str) -> list[Ability]:
    """Abilities a text-changing effect gave the card, in the order the effects were made."""
    out: list[Ability] = []
    for e in state.effects:
        if e.kind == "text" and card_id in e.cards:
            out.extend(Ability.model_validate(in_kernel_words(a, Ability, WORDS)) for a in e.value.get("gain", []))
    return out


def all_abilities(state: GameState, card: Card) -> list[Ability]:
    """Printed abilities, then gained ones; indices into this list name an ability on the stack."""
    if not any(e.kind == "text" for e in state.effects):
        return list(card.abilities)
    more = gained(state, card.id)
    return [*card.abilities, *more] if more else list(card.abilities)


def _base(state: GameState, card: Card, text: bool | None = None) -> View:
    if text is None:
        text = any(e.kind == "text" for e in state.effects)
    printed = card.printed
    base_power = printed.get("power")
    return View(list(enumerate(all_abilities(state, card) if text else card.abilities)), list(printed.get("jobs", ())),
                set(printed.get("keywords", ())), set(), None if base_power is None else int(base_power),
                types={str(printed["type"])})


def _matches(state: GameState, views: dict[str, View], card: Card, flt: Filter | None, you: str,
             source: str | None) -> bool:
    """Filter check against the characteristics computed so far (no recursion into the layers)."""
    if flt is None:
        return True
    v = views.get(card.id)
    zone = zone_id(card.zone)
    if (flt.zone is None and zone not in FIELD_ZONES) or (flt.zone is not None and zone != flt.zone):
        return False
    if flt.card_type and not (v.types if v else {str(card.printed["type"])}) & set(flt.card_type):
        return False
    if (flt.controller == "you" and card.controller != you) or (flt.controller == "opponent"
                                                                and card.controller == you):
        return False
    if flt.colour and not set(flt.colour) & set(card.printed["element"]):
        return False
    if flt.name is not None and flt.name != card.name and not any(
            flt.name in m.names for ab in card.abilities if ab.kind == "field" for m in ab.static
            if m.target.who == "self"):
        return False
    jobs = v.jobs if v else card.printed.get("jobs", [])
    if flt.trait is not None and flt.trait not in jobs:
        return False
    cost = int(card.printed.get("cost", 0))
    if (flt.cost_max is not None and cost > flt.cost_max) or (flt.cost_min is not None and cost < flt.cost_min):
        return False
    if flt.power_max is not None or flt.power_min is not None:
        p = v.power if v else card.printed.get("power")
        if p is None or (flt.power_max is not None and p > flt.power_max) or (
                flt.power_min is not None and p < flt.power_min):
            return False
    if flt.dull is not None:
        _READS_DULL[0] = True
        if card.dull != flt.dull:
            return False
    kws = v.keywords if v else set(card.printed.get("keywords", []))
    if flt.keyword is not None and flt.keyword not in kws:
        return False
    return not (flt.other and card.id == source)


def _reach(state: GameState, views: dict[str, View], eff: _Eff) -> list[str]:
    """The cards an effect changes now."""
    if eff.cards is not None:  # the object it was made for: a card that moved since is a new one (7.4)
        if eff.until == "while_source_on_field" and (eff.source not in views or (
                state.cards[eff.source].timestamp > eff.timestamp)):
            return []
        return [c for c in eff.cards if c in views and state.cards[c].timestamp < eff.timestamp]
    assert eff.mod is not None and eff.source is not None
    src = state.cards[eff.source]
    if eff.mod.target.who == "self":
        return [src.id] if src.id in views else []
    if eff.mod.target.who != "all":
        return []
    return [cid for cid in views if _matches(state, views, state.cards[cid], eff.mod.target.filter, src.controller,
                                             src.id)]


def _exists(views: dict[str, View], eff: _Eff) -> bool:
    """A field ability applies only while its card still has the ability (after the text kind)."""
    if eff.ability is None:
        return True
    card, index = eff.ability
    v = views.get(card)
    return v is not None and any(i == index for i, _ in v.abilities)


def _self_first(eff: _Eff, reach: list[str]) -> bool:
    return eff.source is not None and reach == [eff.source] and eff.mod is not None


def amount_value(state: GameState, views: dict[str, View] | None, amount: int | Amount, you: str,
                 source: str | None) -> int:
    """A number in effect text: a plain number, or a count made now (a characteristic that keeps changing)."""
    if isinstance(amount, int):
        return amount
    n = 0
    if amount.of == "count":
        n = sum(1 for c in state.cards.values() if on_field(c) and _matches(
            state, views or {}, c, amount.filter, you, source))
    elif amount.of in ("damage", "hand_size"):
        who = you if amount.player == "you" else state.opponent(you)
        n = len(state.in_zone(who, "damage" if amount.of == "damage" else "hand"))
    elif amount.of == "source_power" and source is not None and views is not None and source in views:
        n = max(0, views[source].power or 0)
    return scaled(n, amount)


def scaled(n: int, amount: Amount) -> int:
    """n times, divided with fractions rounded up (4.2), plus."""
    return -(-(n * amount.times) // amount.divide) + amount.plus


def _apply(state: GameState, views: dict[str, View], eff: _Eff, reach: list[str], why: str = "time") -> None:
    for cid in reach:
        v = views[cid]
        v.order.setdefault(eff.kind, []).append(Applied(eff.id, eff.source, eff.timestamp, why))
        if eff.kind == "text":
            if eff.value.get("lose_all"):
                v.abilities = []
                v.keywords = set()  # printed keyword abilities are abilities too
            gain = eff.value.get("gain", [])
            if gain:
                full = all_abilities(state, state.cards[cid])
                start = len(state.cards[cid].abilities) + eff.value.get("offsets", {}).get(cid, 0)
                v.abilities.extend((k, full[k]) for k in range(start, min(start + len(gain), len(full))))
        elif eff.kind == "job":
            jobs = list(eff.value["jobs"])
            v.jobs = jobs if eff.value.get("replace") else [*v.jobs, *[j for j in jobs if j not in v.jobs]]
            if eff.value.get("card_type"):
                v.types.add(eff.value["card_type"])
                if v.power is None and eff.value.get("power") is not None:
                    v.power = int(eff.value["power"])
        elif eff.kind == "general":
            kw = eff.value.get("keyword")
            if kw is not None:
                (v.keywords.add if eff.value.get("gain", True) else v.keywords.discard)(kw)
            for k in eff.value.get("keywords", []):
                v.keywords.add(k)
            for c in eff.value.get("cannot", []):
                v.cannot.add(c)
            for m in eff.value.get("must", []):
                v.must.add(m)
            if eff.value.get("unblockable") is not None and eff.source in state.cards:
                v.unblockable.append((eff.value["unblockable"], state.cards[eff.source].controller, eff.source))
        elif eff.kind == "power" and v.power is not None:
            if eff.value.get("set") is not None:
                src = eff.source
                you = state.cards[src].controller if src in state.cards else state.cards[cid].controller
                v.power = amount_value(state, views, eff.value["set"], you, src)
            v.power += int(eff.value.get("add", 0))


def _depends(state: GameState, views: dict[str, View], eff: _Eff, other: _Eff) -> bool:
    """11.13.4.12: applying ``other`` first would change whether ``eff`` applies or what it reaches."""
    if eff.cards is not None and eff.ability is None:
        return False
    before = (_exists(views, eff), _reach(state, views, eff))
    trial = {cid: View(list(v.abilities), list(v.jobs), set(v.keywords), set(v.cannot), v.power, set(v.must),
                       set(v.types), list(v.unblockable))
             for cid, v in views.items()}
    if _exists(trial, other):
        _apply(state, trial, other, _reach(state, trial, other))
    return (_exists(trial, eff), _reach(state, trial, eff)) != before


def _order(state: GameState, views: dict[str, View], effs: list[_Eff]) -> list[_Eff]:
    """Own-card effects first (11.13.4.7), then independent effects by timestamp, dependents after (11.13.4.13)."""
    first = sorted((e for e in effs if _self_first(e, _reach(state, views, e))), key=lambda e: e.timestamp)
    rest = sorted((e for e in effs if e not in first), key=lambda e: e.timestamp)
    return [*first, *rest]


def _field_effects(state: GameState, kind: str, views: dict[str, View],
                   full: dict[str, list[Ability]]) -> list[_Eff]:
    out: list[_Eff] = []
    for cid in views:
        card = state.cards[cid]
        for index, ab in enumerate(full[cid]):
            if ab.kind != "field" or not ab.static or ab.keyword == "overdrive":
                continue
            for k, mod in enumerate(ab.static):
                value = _mod_value(kind, mod)
                if value is None:
                    continue
                out.append(_Eff(f"{cid}:{index}:{k}", kind, cid, card.timestamp, None, value, mod, (cid, index)))
    return out


def _mod_value(kind: str, mod: StaticMod) -> dict[str, Any] | None:
    if kind == "text" and mod.lose_abilities:
        return {"lose_all": True}
    if kind == "job" and mod.traits:
        return {"jobs": list(mod.traits)}
    if kind == "general" and (mod.keywords or mod.cannot or mod.must or mod.unblockable_by is not None):
        return {"keywords": list(mod.keywords), "cannot": list(mod.cannot), "must": list(mod.must),
                "unblockable": mod.unblockable_by}
    if kind == "power" and (mod.power or mod.set_power is not None):
        return {"add": mod.power, "set": mod.set_power}
    return None


def _resolved_effects(state: GameState, kind: str) -> list[_Eff]:
    out: list[_Eff] = []
    seen: dict[str, int] = {}  # gained abilities so far per card: where this effect's gains start
    for e in state.effects:
        if kind == "text" and e.kind == "text":
            gain = e.value.get("gain", [])
            out.append(_Eff(e.id, kind, e.source, e.timestamp, e.cards,
                            {**e.value, "offsets": {c: seen.get(c, 0) for c in e.cards}}, until=e.until))
            for cid in e.cards:
                seen[cid] = seen.get(cid, 0) + len(gain)
        elif kind == "job" and e.kind == "job":
            out.append(_Eff(e.id, kind, e.source, e.timestamp, e.cards, e.value, until=e.until))
        elif kind == "general" and e.kind == "keyword":
            kw, gain = e.value
            out.append(_Eff(e.id, kind, e.source, e.timestamp, e.cards, {"keyword": kw, "gain": gain}, until=e.until))
        elif kind == "general" and e.kind == "cannot":
            out.append(_Eff(e.id, kind, e.source, e.timestamp, e.cards, {"cannot": [str(e.value)]}, until=e.until))
        elif kind == "power" and e.kind == "power":
            out.append(_Eff(e.id, kind, e.source, e.timestamp, e.cards, {"add": int(e.value)}, until=e.until))
        elif kind == "power" and e.kind == "power_set":
            out.append(_Eff(e.id, kind, e.source, e.timestamp, e.cards, {"set": int(e.value)}, until=e.until))
    return out


_READS_DULL: list[bool] = [False]  # set when a filter looked at active/dull while computing


_KEYS: dict[tuple[str, ...], tuple[str, ...]] = {}


def _field_ids(state: GameState) -> tuple[str, ...]:
    keys = _KEYS.get(state.order)
    if keys is None:
        keys = _KEYS[state.order] = tuple(f"{p}.{z}" for p in state.order for z in FIELD_ZONES)
    zones = state.zones
    return tuple(chain.from_iterable(zones.get(k, ()) for k in keys))


def compute(state: GameState) -> dict[str, View]:
    """Every card on the field, with each kind of continuous effect applied in the order the rules give.

    The result is kept inside the state (so its clones start with it, and a state made anew never sees
    another's) while nothing it depends on has changed: which cards are on the field and since when (every
    move gives a new timestamp), the effects (ids are never reused) and, if a filter read it, who is dull.
    Callers only read it.
    """
    field_ids = _field_ids(state)
    cards = state.cards
    key = (tuple(e.id for e in state.effects), field_ids, tuple(cards[c].timestamp for c in field_ids))
    kept = state.data.get("_views")
    if kept is not None and kept[0] == key and (kept[1] is None or kept[1] == tuple(
            cards[c].dull for c in field_ids)):
        return kept[2]  # type: ignore[no-any-return]
    _READS_DULL[0] = False
    views = _compute(state)
    dulls = tuple(cards[c].dull for c in field_ids) if _READS_DULL[0] else None
    state.data["_views"] = (key, dulls, views)
    return views


def _compute(state: GameState) -> dict[str, View]:
    text = any(e.kind == "text" for e in state.effects)
    views = {cid: _base(state, state.cards[cid], text) for cid in _field_ids(state)}
    full = {cid: [a for _, a in v.abilities] for cid, v in views.items()}
    for kind in KINDS[1:]:
        pending = _order(state, views, [*_resolved_effects(state, kind), *_field_effects(state, kind, views, full)])
        if not pending:
            continue
        latest = 0
        while pending:
            pick = next((e for e in pending if not any(
                o is not e and _depends(state, views, e, o) for o in pending)), pending[0])
            own = _self_first(pick, _reach(state, views, pick))
            waited = not own and pick.timestamp < latest  # a later effect went first: this one depends on it
            if not own:
                for dep in pending:
                    if dep is not pick and dep.timestamp < pick.timestamp and _exists(views, dep):
                        for cid in _reach(state, views, dep):
                            views[cid].waits.setdefault(kind, []).append((dep.source, pick.source))
            if not own:
                latest = max(latest, pick.timestamp)
            pending.remove(pick)
            if _exists(views, pick):
                _apply(state, views, pick, _reach(state, views, pick),
                       "own" if own else "dependent" if waited else "time")

    return views


def explain(state: GameState, card_id: str, kind: str) -> tuple[str, str, tuple[str, ...]]:
    """How the effects of one kind came to apply to a card, in order, with the rules that set the order."""
    v = view(state, card_id)
    applied = v.order.get(kind, [])
    waits = v.waits.get(kind, [])
    if len(applied) < 2 and not waits:
        return "", "", ()
    def name(cid: str | None) -> tuple[str, str]:
        return label(state.cards[cid]) if cid in state.cards else ("?", "?")

    parts, rules = [], ["11.13.4.6"]
    for dep, first in dict.fromkeys(waits):
        parts.append(say("effect_depends_on", card=name(dep), first=name(first)))
        rules += ["11.13.4.12", "11.13.4.13"]
    for a in applied if len(applied) > 1 else []:
        src = name(a.source)
        parts.append(say("applies_own", card=src) if a.why == "own" else say("applies_dependent", card=src)
                     if a.why == "dependent" else say("applies_time", card=src))
        rules += {"own": ["11.13.4.7"], "dependent": ["11.13.4.12", "11.13.4.13"],
                  "time": ["11.13.4.13", "11.13.4.8" if ":" in a.id else "11.13.4.9"]}[a.why]
    return (*say("applies_in_order", parts=joined(parts, " → ", " -> ")), tuple(dict.fromkeys(rules)))


def view(state: GameState, card_id: str) -> View:
    card = state.cards[card_id]
    if not on_field(card):
        return _base(state, card)
    return compute(state)[card_id]
