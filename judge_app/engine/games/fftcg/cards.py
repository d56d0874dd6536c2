"""fftcg card attributes, and a card's current values after continuous effects (11.13.4.6)."""

from __future__ import annotations

from typing import Any, Literal

from pydantic import BaseModel, ConfigDict, Field, field_validator

from judge_app.engine.games.fftcg.layout import CHARACTERS, ELEMENT_JA, FIELD_ZONES, TYPE_JA
from judge_app.engine.kernel.effects import Ability, Filter, StaticMod
from judge_app.engine.kernel.state import Card, GameState

Element = Literal["fire", "ice", "wind", "earth", "lightning", "water", "light", "dark"]


class FftcgAttributes(BaseModel):
    model_config = ConfigDict(extra="forbid")

    type: Literal["forward", "backup", "monster", "summon", "weapon", "armor", "accessory", "formation"]
    element: list[Element] = Field(min_length=1)
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

    @field_validator("element", mode="before")
    @classmethod
    def _one_or_many(cls, v: Any) -> Any:
        return [v] if isinstance(v, str) else v


def ctype(card: Card) -> str:
    return str(card.printed["type"])


def is_character(card: Card) -> bool:
    return ctype(card) in CHARACTERS


def on_field(state: GameState, card: Card) -> bool:
    return card.zone.split(".", 1)[-1] in FIELD_ZONES


def field_cards(state: GameState, player: str | None = None) -> list[Card]:
    players = state.order if player is None else (player,)
    return [state.cards[cid] for p in players for z in FIELD_ZONES for cid in state.zones.get(f"{p}.{z}", [])]


def elements(card: Card) -> list[str]:
    return list(card.printed["element"])


def light_or_dark(card: Card) -> bool:
    return any(e in ("light", "dark") for e in elements(card))


def label(card: Card) -> tuple[str, str]:
    """How steps name a card: Japanese and English, each with its id."""
    return f"{card.name}〔{card.id}〕", f"{card.name_en or card.name} [{card.id}]"


def describe_type(card: Card) -> tuple[str, str]:
    t = ctype(card)
    el = "・".join(ELEMENT_JA[e] for e in elements(card))
    return f"{el}の{TYPE_JA[t]}", f"{'/'.join(elements(card))} {t}"


def matches(state: GameState, card: Card, flt: Filter | None, you: str, source: str | None) -> bool:
    if flt is None:
        return True
    zone = card.zone.split(".", 1)[-1]
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
    if flt.element and not set(flt.element) & set(elements(card)):
        return False
    if flt.name is not None and card.name != flt.name:
        return False
    if flt.job is not None and flt.job not in card.printed.get("jobs", []):
        return False
    cost = int(card.printed.get("cost", 0))
    if flt.cost_max is not None and cost > flt.cost_max:
        return False
    if flt.cost_min is not None and cost < flt.cost_min:
        return False
    if flt.power_max is not None or flt.power_min is not None:
        p = power(state, card)
        if p is None or (flt.power_max is not None and p > flt.power_max) or (
                flt.power_min is not None and p < flt.power_min):
            return False
    if flt.dull is not None and card.dull != flt.dull:
        return False
    if flt.keyword is not None and flt.keyword not in keywords(state, card):
        return False
    return not (flt.other and card.id == source)


def _static_mods(state: GameState, card: Card) -> list[StaticMod]:
    """Field abilities of cards on the field that apply to ``card`` now (11.10.1)."""
    out: list[StaticMod] = []
    for src in field_cards(state):
        for ab in src.abilities:
            if ab.kind != "field" or not ab.static:
                continue
            if ab.keyword == "overdrive":
                continue
            for mod in ab.static:
                if mod.target.who == "self":
                    if src.id == card.id:
                        out.append(mod)
                elif mod.target.who == "all" and on_field(state, card) and matches(
                        state, card, mod.target.filter, src.controller, src.id):
                    out.append(mod)
    return out


def power(state: GameState, card: Card) -> int | None:
    """Signed current power (4.3 keeps negatives); None when the card has none."""
    base = card.printed.get("power")
    if base is None:
        return None
    total = int(base)
    for eff in state.effects:
        if eff.kind == "power" and card.id in eff.cards:
            total += int(eff.value)
    for mod in _static_mods(state, card):
        total += mod.power
    return total


def keywords(state: GameState, card: Card) -> set[str]:
    kws = set(card.printed.get("keywords", []))
    for mod in _static_mods(state, card):
        kws.update(mod.keywords)
    for eff in sorted((e for e in state.effects if e.kind == "keyword" and card.id in e.cards),
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
        if eff.kind == "cannot" and card.id in eff.cards:
            out.add(str(eff.value))
    return out


def abilities_of(card: Card, keyword: str) -> list[tuple[int, Ability]]:
    return [(i, a) for i, a in enumerate(card.abilities) if a.keyword == keyword]


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


def condition_holds_card(state: GameState, ab: Ability, controller: str, source: str) -> bool:
    from judge_app.engine.games.fftcg.effects import condition_holds

    return condition_holds(state, ab, controller, source)
