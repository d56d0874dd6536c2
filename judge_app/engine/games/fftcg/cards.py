"""fftcg card attributes, and a card's current values after continuous effects (11.13.4.6)."""

from __future__ import annotations

from typing import Any, Literal

from pydantic import BaseModel, ConfigDict, Field

from judge_app.engine.games.fftcg.layers import _matches, all_abilities, compute, view
from judge_app.engine.games.fftcg.layout import CHARACTERS, ELEMENT_JA, FIELD_ZONES, TYPE_JA
from judge_app.engine.kernel.cards import OneOrMany
from judge_app.engine.kernel.cards import card_type as ctype
from judge_app.engine.kernel.effects import Ability, Filter
from judge_app.engine.kernel.state import Card, GameState, zone_id

Element = Literal["fire", "ice", "wind", "earth", "lightning", "water", "light", "dark"]


class FftcgAttributes(BaseModel):
    model_config = ConfigDict(extra="forbid")

    type: Literal["forward", "backup", "monster", "summon", "weapon", "armor", "accessory", "formation"]
    element: OneOrMany[Element] = Field(min_length=1)
    cost: int = Field(default=0, ge=0)
    power: int | None = None
    jobs: list[str] = Field(default_factory=list)
    subtypes: list[str] = Field(default_factory=list)
    generic: bool = False
    party_icon: bool = False
    ex_burst: bool = False
    keywords: list[Literal["brave", "haste", "first_strike"]] = Field(default_factory=list)
    equip: list[Literal["forward", "backup", "monster"]] = Field(default_factory=list)
    card_numbers: list[str] = Field(default_factory=list)
    rarity: str = ""


def is_character(card: Card) -> bool:
    return ctype(card) in CHARACTERS


def on_field(state: GameState, card: Card) -> bool:
    return zone_id(card.zone) in FIELD_ZONES


def field_cards(state: GameState, player: str | None = None) -> list[Card]:
    players = state.order if player is None else (player,)
    return [state.cards[cid] for p in players for z in FIELD_ZONES for cid in state.zones.get(f"{p}.{z}", [])]


def elements(card: Card) -> list[str]:
    return list(card.printed["element"])


def light_or_dark(card: Card) -> bool:
    return any(e in ("light", "dark") for e in elements(card))


def describe_type(card: Card) -> tuple[str, str]:
    t = ctype(card)
    el = "・".join(ELEMENT_JA[e] for e in elements(card))
    return f"{el}の{TYPE_JA[t]}", f"{'/'.join(elements(card))} {t}"


def matches(state: GameState, card: Card, flt: Filter | None, you: str, source: str | None) -> bool:
    """A filter against the card's current characteristics (after continuous effects)."""
    if flt is None:
        return True
    views = compute(state) if on_field(state, card) else {}
    return _matches(state, views, card, flt, you, source)


def _view(state: GameState, card: Card) -> Any:
    return view(state, card.id)


def power(state: GameState, card: Card) -> int | None:
    """Signed current power (4.3 keeps negatives); None when the card has none."""
    return _view(state, card).power  # type: ignore[no-any-return]


def keywords(state: GameState, card: Card) -> set[str]:
    return set(_view(state, card).keywords)


def cannot(state: GameState, card: Card) -> set[str]:
    return set(_view(state, card).cannot)


def types(state: GameState, card: Card) -> set[str]:
    """Card types now: the printed one plus any an effect adds (11.13.4.6 ③), e.g. a monster that is a forward."""
    return set(_view(state, card).types)


def is_forward(state: GameState, card: Card) -> bool:
    return "forward" in types(state, card)


def jobs(state: GameState, card: Card) -> list[str]:
    return list(_view(state, card).jobs)


def active_abilities(state: GameState, card: Card) -> list[tuple[int, Ability]]:
    """The abilities the card has now: printed and gained, less any it lost (11.13.4.6 ②)."""
    return list(_view(state, card).abilities)


def ability_at(state: GameState, card: Card, index: int) -> Ability:
    """An ability by its index (printed first, then gained), even if the card has lost it since (6.4.2)."""
    return all_abilities(state, card)[index]


def names(card: Card) -> set[str]:
    """The card's name and any 'its name is also ...' its own field abilities add, in every zone (11.10.2)."""
    out = {card.name}
    for ab in card.abilities:
        if ab.kind == "field":
            for mod in ab.static:
                if mod.target.who == "self":
                    out.update(mod.names)
    return out


def shares_name(a: Card, b: Card) -> bool:
    return bool(names(a) & names(b))


def can_block(state: GameState, blocker: Card, attackers: list[str]) -> bool:
    """The blocker may block if at least one attacker has no 'cannot be blocked by' matching it (15.1.1.10.6)."""
    views = compute(state)
    for a in attackers:
        limits = views[a].unblockable if a in views else []
        if not any(_matches(state, views, blocker, flt, you, src) for flt, you, src in limits):
            return True
    return False


def must(state: GameState, card: Card) -> set[str]:
    """Requirements on the card now ('must attack / block if able')."""
    return set(_view(state, card).must)


def abilities_of(card: Card, keyword: str) -> list[tuple[int, Ability]]:
    return [(i, a) for i, a in enumerate(card.abilities) if a.keyword == keyword]


def cost_change(state: GameState, card: Card, player: str) -> tuple[int, list[str]]:
    """Cost increases and reductions that field abilities apply to ``card`` where it is now (11.2.5)."""
    total, sources = 0, []
    for src in field_cards(state):
        for _, ab in active_abilities(state, src):
            if ab.kind != "field":
                continue
            for mod in ab.static:
                if mod.cost and mod.target.who == "all" and matches_anywhere(state, card, mod.target.filter,
                                                                             src.controller, src.id):
                    total += mod.cost
                    sources.append(src.id)
    return total, sources


def forbidden(state: GameState, card: Card) -> set[str]:
    """What field abilities forbid for a card outside the field (e.g. 'cannot be cast' for a summon in hand)."""
    out: set[str] = set()
    for src in field_cards(state):
        for _, ab in active_abilities(state, src):
            if ab.kind != "field":
                continue
            for mod in ab.static:
                if mod.cannot and mod.target.who == "all" and mod.target.filter.zone is not None and \
                        matches_anywhere(state, card, mod.target.filter, src.controller, src.id):
                    out.update(mod.cannot)
    return out


def matches_anywhere(state: GameState, card: Card, flt: Filter | None, you: str, source: str | None) -> bool:
    return _matches(state, {}, card, flt, you, source)


def current(state: GameState, card_id: str) -> dict[str, Any]:
    card = state.cards[card_id]
    out: dict[str, Any] = {"type": ctype(card), "element": elements(card), "cost": card.printed.get("cost", 0)}
    p = power(state, card)
    if p is not None:
        out["power"] = p
    kws = keywords(state, card)
    if kws:
        out["keywords"] = sorted(kws)
    return out


def since_turn_start(state: GameState, card: Card) -> bool:
    """Controlled continuously since the start of its controller's latest turn (10.1.2.1.1)."""
    latest = state.turn if card.controller == state.turn_player else state.turn - 1
    return int(card.flags.get("since", 0)) < latest


def condition_holds(state: GameState, ab: Ability, controller: str, source: str) -> bool:
    cond = ab.condition
    if cond is None:
        return True
    who = controller if cond.player == "you" else state.opponent(controller)
    if cond.kind == "control":
        n = sum(1 for c in field_cards(state) if matches(state, c, cond.filter, controller, source))
    elif cond.kind == "damage":
        n = len(state.in_zone(who, "damage"))
    elif cond.kind == "hand_size":
        n = len(state.in_zone(who, "hand"))
    else:
        return True
    return (cond.min is None or n >= cond.min) and (cond.max is None or n <= cond.max)
