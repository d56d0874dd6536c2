"""game004 card attributes, where cards are, and a card's current values after continuous effects (911)."""

from __future__ import annotations

from typing import Any, Literal

from pydantic import BaseModel, ConfigDict, Field

from judge_app.engine.games.game004.layout import AREAS, MISSION_ACTIONS, TYPE_JA
from judge_app.engine.kernel.cards import card_type as ctype
from judge_app.engine.kernel.effects import Filter, Target
from judge_app.engine.kernel.state import Card, GameState, zone_id

MissionAction = Literal[MISSION_ACTIONS]  # type: ignore[valid-type]


class Game004Attributes(BaseModel):
    model_config = ConfigDict(extra="forbid")

    type: Literal["account", "mission", "character", "event", "engage"]
    cost: int = Field(default=0, ge=0)
    power: int | None = None
    scout_icon: bool = False
    no_attack_icon: bool = False
    mission_info: list[str] = Field(default_factory=list)
    traits: list[str] = Field(default_factory=list)
    account_info: list[str] = Field(default_factory=list)
    check_action: MissionAction | None = None
    check_count: int = Field(default=1, ge=0)
    clear_action: MissionAction | None = None
    clear_count: int = Field(default=1, ge=0)
    rarity: str = ""


def in_area(card: Card) -> bool:
    return zone_id(card.zone) in AREAS


def area_chars(state: GameState, player: str | None = None, area: str | None = None) -> list[Card]:
    """Characters in areas (engages placed in an area under the literal reading are not characters)."""
    players = state.order if player is None else (player,)
    areas = AREAS if area is None else (area,)
    return [state.cards[c] for p in players for a in areas for c in state.zones.get(f"{p}.{a}", [])
            if ctype(state.cards[c]) == "character"]


def label(card: Card) -> tuple[str, str]:
    return f"「{card.name}」", card.name_en or card.name


def type_ja(card: Card) -> str:
    return TYPE_JA[ctype(card)]


def associated(state: GameState, char_id: str) -> list[str]:
    """EXP and connected engage cards that follow the character (513.3b, 514.3b)."""
    owner_zones = [f"{p}.{z}" for p in state.order for z in ("exp", "connect")]
    return [c for z in owner_zones for c in state.zones.get(z, [])
            if state.cards[c].flags.get("exp_of") == char_id or state.cards[c].flags.get("connected_to") == char_id]


def follower_rules(state: GameState, char_id: str) -> tuple[str, ...]:
    """The rules that take a leaving character's EXP (513.3b) and connected engages (514.3b) along, for those
    it has: asked before it moves, while they still name it."""
    kinds = {"513.3b" if state.cards[f].flags.get("exp_of") == char_id else "514.3b"
             for f in associated(state, char_id)}
    return tuple(r for r in ("513.3b", "514.3b") if r in kinds)


def exp_of(state: GameState, char_id: str) -> list[str]:
    return [c for c in associated(state, char_id) if state.cards[c].flags.get("exp_of") == char_id]


def lost_abilities(state: GameState, card: Card) -> bool:
    """903.2b: a card whose abilities an effect took away still has them, but none of them works."""
    return any(e.kind == "text" and e.value and card.id in e.cards for e in state.effects)


def static_mods(state: GameState) -> list[tuple[Card, Any]]:
    """Static abilities in force: a character's in an area, an account's in its zone (903.1a, 903.1c), and a
    connected engage's (304.1d); not those of a card that lost its abilities (903.2b)."""
    out = []
    for p in state.order:
        for cid in [*(c for a in AREAS for c in state.zones.get(f"{p}.{a}", [])),
                    *state.zones.get(f"{p}.account", []), *state.zones.get(f"{p}.connect", [])]:
            card = state.cards[cid]
            if lost_abilities(state, card):
                continue
            for ab in card.abilities:
                if ab.kind == "static":
                    out.extend((card, m) for m in ab.static)
    return out


def matches(state: GameState, card: Card, flt: Filter | None, controller: str, source: str) -> bool:
    if flt is None:
        return True
    if flt.other and card.id == source:
        return False
    if flt.controller == "you" and card.controller != controller:
        return False
    if flt.controller == "opponent" and card.controller == controller:
        return False
    if flt.card_type and ctype(card) not in flt.card_type:
        return False
    if flt.name and card.name != flt.name:
        return False
    cost = int(card.printed.get("cost", 0))
    if (flt.cost_max is not None and cost > flt.cost_max) or (flt.cost_min is not None and cost < flt.cost_min):
        return False
    if flt.power_max is not None or flt.power_min is not None:
        # Only when asked: a static power change reaching "your other characters" reads this filter, and reading
        # power there would apply that same change again without end.
        power = power_of(state, card)
        if (flt.power_max is not None and power > flt.power_max) or \
                (flt.power_min is not None and power < flt.power_min):
            return False
    if flt.dull is not None and card.dull != flt.dull:
        return False
    if flt.trait and flt.trait not in traits(state, card):
        return False
    return not (flt.keyword and flt.keyword not in keywords(state, card))


def traits(state: GameState, card: Card) -> list[str]:
    """The card's traits (308) after effects that change them, in timestamp order: a new list replaces (911.6), an
    added one joins the printed ones."""
    out = list(card.printed.get("traits", []))
    for eff in sorted((e for e in state.effects if e.kind == "traits" and card.id in e.cards),
                      key=lambda e: e.timestamp):
        out = list(eff.value) if eff.data.get("replace") else [*out, *(t for t in eff.value if t not in out)]
    return out


def _applies(state: GameState, src: Card, mod: Any, card: Card) -> bool:
    return reaches(state, src, mod.target, card)


def reaches(state: GameState, src: Card, t: Target, card: Card) -> bool:
    """Does a static ability of ``src`` whose target is ``t`` apply to ``card``?"""
    if t.who == "self":
        return src.id == card.id
    if t.who == "equipped":  # an engage's text about the character it is connected to
        return src.flags.get("connected_to") == card.id
    return in_area(card) and matches(state, card, t.filter, src.controller, src.id)


def power_of(state: GameState, card: Card) -> int:
    """911.1: printed power, then numeric modifications in timestamp order (no text-changing effects here)."""
    power = int(card.printed.get("power") or 0)
    if ctype(card) != "character":
        return power
    for src, mod in static_mods(state):
        if mod.power and _applies(state, src, mod, card):
            power += mod.power
    for eff in state.effects:
        if eff.kind == "power" and card.id in eff.cards:
            power += int(eff.value)
    return power


def power_rules(state: GameState, card: Card) -> tuple[str, ...]:
    """911.1 when continuous effects make a character's power differ from its printed one (the printed value
    first, then the numeric changes), so a step that reads the power says why it is what it is."""
    if ctype(card) != "character" or power_of(state, card) == int(card.printed.get("power") or 0):
        return ()
    return ("911.1", "911.1a", "911.1c")


def keywords(state: GameState, card: Card) -> set[str]:
    out = {ab.keyword for ab in card.abilities if ab.keyword}
    for src, mod in static_mods(state):
        if _applies(state, src, mod, card):
            out.update(mod.keywords)
    for eff in state.effects:
        if eff.kind == "keyword" and card.id in eff.cards:
            if eff.data.get("gain", True):
                out.add(str(eff.value))
            else:
                out.discard(str(eff.value))
    return out


def cannot(state: GameState, card: Card) -> set[str]:
    out: set[str] = set()
    if card.printed.get("no_attack_icon"):
        out.add("attack")
    for src, mod in static_mods(state):
        if mod.cannot and _applies(state, src, mod, card):
            out.update(mod.cannot)
    return out


def current(state: GameState, card_id: str) -> dict[str, Any]:
    card = state.cards[card_id]
    out: dict[str, Any] = {"cost": int(card.printed.get("cost", 0))}
    if ctype(card) == "character":
        out["power"] = power_of(state, card)
    kws = keywords(state, card)
    if kws:
        out["keywords"] = sorted(kws)
    return out
