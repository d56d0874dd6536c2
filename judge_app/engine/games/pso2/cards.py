"""pso2 card attributes, and a card's current numbers after modifications (212, 213.4, 215.3)."""

from __future__ import annotations

from typing import Any, Literal

from pydantic import BaseModel, ConfigDict, Field

from judge_app.engine.games.pso2.layout import FIELD_ZONES, ROWS
from judge_app.engine.games.pso2.messages import say
from judge_app.engine.kernel.cards import OneOrMany
from judge_app.engine.kernel.cards import card_type as ctype
from judge_app.engine.kernel.effects import Ability, Filter, StaticMod
from judge_app.engine.kernel.state import Card, ContinuousEffect, GameState, zone_id

Colour = Literal["red", "blue", "yellow", "black"]
ClassName = Literal["hunter", "ranger", "force", "fighter", "gunner", "techter", "bouncer", "summoner", "braver",
                    "ALL"]
Keyword = Literal["surprise", "double_shot", "sniper", "erosion", "combo", "invincible"]


class Pso2Attributes(BaseModel):

    type: Literal["player", "character", "mag", "active", "item"]
    colour: OneOrMany[Colour] = Field(default_factory=list, description="empty: white, which is not a colour (207.2)")
    class_: OneOrMany[ClassName] = Field(default_factory=list, alias="class")
    cost: int = Field(default=0, ge=0)
    attack: int | None = None
    hp: int | None = None
    item_kind: Literal["normal", "weapon", "armour"] = "normal"
    defence: int = Field(default=0, ge=0)
    slots: int = Field(default=1, ge=1)
    equip_to: list[Literal["character", "player"]] = Field(default_factory=lambda: ["character", "player"])
    exclusive: str | None = None
    main: bool = False
    grant: list[Literal["character", "player"]] = Field(default_factory=list)
    evolution: int | None = None
    species: list[str] = Field(default_factory=list)
    title: str = ""
    keywords: list[Keyword] = Field(default_factory=list)
    pierce: int = Field(default=0, ge=0)

    model_config = ConfigDict(extra="forbid", populate_by_name=True)


def on_field(card: Card) -> bool:
    return zone_id(card.zone) in FIELD_ZONES


def is_character(card: Card) -> bool:
    return ctype(card) == "character"


def is_fighter(card: Card) -> bool:
    """A character or a player card: what attacks, is attacked and takes damage (212.2, 214.1)."""
    return ctype(card) in ("character", "player")


def row(card: Card) -> str | None:
    z = zone_id(card.zone)
    return z if z in ROWS else None


def field_cards(state: GameState, player: str | None = None) -> list[Card]:
    players = state.order if player is None else (player,)
    return [state.cards[cid] for p in players for z in FIELD_ZONES for cid in state.zones.get(f"{p}.{z}", [])]


def characters(state: GameState, player: str | None = None) -> list[Card]:
    return [c for c in field_cards(state, player) if is_character(c) and not c.flags.get("equipped_to")]


def player_card(state: GameState, player: str) -> Card | None:
    for cid in state.in_zone(player, "player"):
        card = state.cards[cid]
        if ctype(card) == "player":
            return card
    return None


def mag_card(state: GameState, player: str) -> Card | None:
    """The Mag: the bottom card of the mag zone that is not an evolution waiting underneath."""
    for cid in state.in_zone(player, "mag"):
        card = state.cards[cid]
        if ctype(card) == "mag" and not card.flags.get("under_mag"):
            return card
    return None


def attached(state: GameState, card_id: str) -> list[str]:
    """Weapons, armour and granted actives on a card (205.4, 204.2.2)."""
    card = state.cards[card_id]
    owner_zones = [f"{p}.{z}" for p in state.order for z in FIELD_ZONES]
    out = []
    for key in owner_zones:
        for cid in state.zones.get(key, []):
            f = state.cards[cid].flags
            if f.get("equipped_to") == card.id or f.get("attached_to") == card.id:
                out.append(cid)
    return out


def _static_mods(state: GameState, card: Card) -> list[StaticMod]:
    out: list[StaticMod] = []
    for src in field_cards(state):
        for ab in src.abilities:
            if ab.kind != "continuous" or not ab.static:
                continue
            for mod in ab.static:
                if _applies(state, mod, src, card):
                    out.append(mod)
    return out


def _applies(state: GameState, mod: StaticMod, src: Card, card: Card) -> bool:
    who = mod.target.who
    if who == "self":
        return src.id == card.id
    if who == "equipped":
        return card.id in (src.flags.get("equipped_to"), src.flags.get("attached_to"))
    return who == "all" and on_field(card) and matches(state, card, mod.target.filter, src.controller, src.id)


def applies(eff: ContinuousEffect, card: Card) -> bool:
    """Whether a continuous effect reaches the card: one made for it before it last changed zones was made for another
    card (400.6), so an effect keeps the entry stamp of each card it was made for."""
    if card.id not in eff.cards:
        return False
    stamps = eff.data.get("stamps")
    return stamps is None or int(stamps.get(card.id, 0)) == int(card.flags.get("entered", 0))


def stamps_of(state: GameState, ids: tuple[str, ...] | list[str]) -> dict[str, int]:
    """The entry stamp of each card an effect is made for (see ``applies``)."""
    return {cid: int(state.cards[cid].flags.get("entered", 0)) for cid in ids}


def _mods(state: GameState, card: Card, stat: str) -> int:
    total = 0
    for eff in state.effects:
        if eff.kind == stat and applies(eff, card):
            total += int(eff.value)
    return total


def attack(state: GameState, card: Card) -> int:
    """212.1.1: none printed is 0 (also for a player card); modifications and a used weapon add to it."""
    total = int(card.printed.get("attack") or 0) + _mods(state, card, "attack")
    total += sum(m.power for m in _static_mods(state, card))
    for wid in card.flags.get("weapon_bonus", []):
        w = state.cards.get(wid)
        if w is not None:
            total += int(w.printed.get("attack") or 0)
    return max(total, 0)


def hp(state: GameState, card: Card) -> int:
    """213.4: modifications apply to the printed value; may fall to 0 or below (215.3.1)."""
    return int(card.printed.get("hp") or 0) + _mods(state, card, "hp")


def keywords(state: GameState, card: Card) -> set[str]:
    kws = set(card.printed.get("keywords", []))
    for mod in _static_mods(state, card):
        kws.update(mod.keywords)
    for eff in sorted((e for e in state.effects if e.kind == "keyword" and applies(e, card)),
                      key=lambda e: e.timestamp):
        kw, gain = eff.value
        if gain:
            kws.add(kw)
        else:
            kws.discard(kw)
    return kws


def cannot(state: GameState, card: Card) -> set[str]:
    out: set[str] = set()
    for mod in _static_mods(state, card):
        out.update(mod.cannot)
    for eff in state.effects:
        if eff.kind == "cannot" and applies(eff, card):
            out.add(str(eff.value))
    if card.flags.get("frozen"):
        out.add("attack")
    return out


def colours(card: Card) -> list[str]:
    return list(card.printed.get("colour", []))


def matches(state: GameState, card: Card, flt: Filter | None, you: str, source: str | None) -> bool:
    if flt is None:
        return True
    zone = zone_id(card.zone)
    if flt.zone is None:
        if zone not in FIELD_ZONES:
            return False
    elif zone != flt.zone:
        return False
    if flt.card_type and ctype(card) not in flt.card_type:
        return False
    if flt.controller == "you" and card.controller != you:
        return False
    if flt.controller == "opponent" and card.controller == you:
        return False
    if flt.colour and not set(flt.colour) & set(colours(card)):
        return False
    if flt.name is not None and card.name != flt.name:
        return False
    if flt.trait is not None and flt.trait not in card.printed.get("class", []):
        return False
    cost = int(card.printed.get("cost", 0))
    if flt.cost_max is not None and cost > flt.cost_max:
        return False
    if flt.cost_min is not None and cost < flt.cost_min:
        return False
    if flt.power_max is not None and attack(state, card) > flt.power_max:
        return False
    if flt.power_min is not None and attack(state, card) < flt.power_min:
        return False
    if flt.dull is not None and card.dull != flt.dull:
        return False
    if flt.keyword is not None and flt.keyword not in keywords(state, card):
        return False
    return not (flt.other and card.id == source)


def current(state: GameState, card_id: str) -> dict[str, Any]:
    card = state.cards[card_id]
    out: dict[str, Any] = {"type": ctype(card), "colour": colours(card), "cost": card.printed.get("cost", 0)}
    if is_fighter(card) or card.printed.get("attack") is not None:
        out["attack"] = attack(state, card)
    if is_fighter(card):
        out["hp"] = hp(state, card)
    if row(card):
        out["row"] = row(card)
    kws = keywords(state, card)
    if kws:
        out["keywords"] = sorted(kws)
    return out


def abilities_of(card: Card, keyword: str) -> list[tuple[int, Ability]]:
    return [(i, a) for i, a in enumerate(card.abilities) if a.keyword == keyword]


def label(card: Card) -> tuple[str, str]:
    return say("card_label", name=(card.name, card.name_en or card.name), id=card.id)
