"""aquarian card attributes, and what a character is right now.

A character is a group of cards (c04:キャラクター, rs:9-1): the base character
card in a party or the dominion area, with break cards, permanents and power
cards set on it in the ``breaks``/``permanents``/``power`` zones (flag ``on``
names the base card). The top break card decides the character's stats and
text (c05:ブレイクカードのセット>ブレイクしたキャラクターの能力).
"""

from __future__ import annotations

from collections.abc import Callable
from functools import partial
from typing import Any, Literal

from pydantic import BaseModel, ConfigDict, Field, field_validator

from judge_app.engine.games.aquarian.layout import DOMINION_ONLY, FACTIONS, PARTY_ZONES, SET_ZONES, SKILLS
from judge_app.engine.kernel.cards import OneOrMany
from judge_app.engine.kernel.cards import card_type as ctype
from judge_app.engine.kernel.state import Card, GameState, zone_id

Faction = Literal["ego", "arayashiki", "wizdom", "darklore", "kyokusei", "eraser"]


class AquarianAttributes(BaseModel):
    model_config = ConfigDict(extra="forbid")

    type: Literal["character", "break", "permanent", "project", "fast"]
    factions: OneOrMany[Faction] = Field(default_factory=list)
    cost: int = Field(default=0, ge=0)
    factor: OneOrMany[Faction] = Field(default_factory=list)
    mental: int = 0
    attack: int | None = None
    mental_attack: int | None = None
    endurance: int = 0
    personal_name: str = ""
    classes: list[str] = Field(default_factory=list)
    skills: list[str] = Field(default_factory=list)
    attack_cost: int = Field(default=1, ge=0)
    guard_cost: int = Field(default=1, ge=0)
    effect_range: Literal["target", "area"] = "target"
    duration: Literal["instant", "lasting"] = "instant"
    break_condition: str = ""

    @field_validator("cost", "mental", "attack", "mental_attack", "endurance", "attack_cost", "guard_cost",
                     mode="before")
    @classmethod
    def _number_not_flag(cls, v: Any) -> Any:
        """``true`` would silently count as 1: a value on a card is a number (精神攻撃力 (2) is ``2``)."""
        if isinstance(v, bool):
            raise ValueError(f"{str(v).lower()} is not a number; write the printed value, e.g. 2 for (2)")
        return v

    @field_validator("skills")
    @classmethod
    def _known_skills(cls, v: list[str]) -> list[str]:
        for s in v:
            name, _, param = s.partition(":")
            if name not in SKILLS:
                raise ValueError(f"unknown skill {s!r}; skills are {sorted(SKILLS)}")
            kind = SKILLS[name][1]
            if kind == "int":
                try:
                    int(param)
                except ValueError:
                    raise ValueError(f"skill {s!r} needs a number, e.g. {name}:1") from None
            elif kind in ("faction", "str") and not param:
                raise ValueError(f"skill {s!r} needs a parameter, e.g. {name}:ego")
            elif kind == "faction" and param not in FACTIONS:
                raise ValueError(f"skill {s!r}: {param!r} is not a faction")
        return v


def area_owner(card: Card) -> str:
    """The player in whose territory the card lies."""
    return card.zone.split(".", 1)[0]


def label(state: GameState, card: Card) -> tuple[str, str]:
    """How a step names a card. A broken character goes by its top break card's name, since its card name, values,
    faction and text are all that card's (c05:ブレイクカードのセット>ブレイクしたキャラクターの能力); the id stays its
    base card's, which stands for the character everywhere else."""
    named = face(state, card.id) if is_character(state, card) else card
    return f"{named.name}〔{card.id}〕", f"{named.name_en or named.name} [{card.id}]"


def labeller(state: GameState) -> Callable[[Card], tuple[str, str]]:
    """``label`` for the kernel helpers that name one card at a time (lists, answer options)."""
    return partial(label, state)


def is_character(state: GameState, card: Card) -> bool:
    """A character on the field: a base card in a party or the dominion area."""
    z = zone_id(card.zone)
    return z in PARTY_ZONES or z == "dominion"


def in_party(card: Card) -> bool:
    return zone_id(card.zone) in PARTY_ZONES


def dominated(card: Card) -> bool:
    return zone_id(card.zone) == "dominion"


def is_active(state: GameState, card: Card) -> bool:
    """The top character of its party (c05:勢力フェイズ>勢力パーティとアクティブキャラクター)."""
    return in_party(card) and state.zones[card.zone][0] == card.id


def set_on(state: GameState, base: str, zone: str) -> list[str]:
    """Cards in a set-zone (breaks/permanents/power) that are set on ``base``, top first."""
    out = []
    for key, ids in state.zones.items():
        if zone_id(key) == zone:
            out.extend(c for c in ids if state.cards[c].flags.get("on") == base)
    return out


def components(state: GameState, base: str) -> list[str]:
    """The base card and every card set on it."""
    return [base, *[c for z in SET_ZONES for c in set_on(state, base, z)]]


def face(state: GameState, base: str) -> Card:
    """The card whose printed values the character uses: its top break card, else the base card."""
    breaks = set_on(state, base, "breaks")
    return state.cards[breaks[0] if breaks else base]


def broken(state: GameState, base: str) -> bool:
    return bool(set_on(state, base, "breaks"))


def power(state: GameState, base: str) -> int:
    return len(set_on(state, base, "power"))


def _mods(state: GameState, base: str, stat: str) -> int:
    return sum(int(e.value.get(stat, 0)) for e in state.effects if e.kind == "stat" and base in e.cards)


def raw_stat(state: GameState, base: str, stat: str) -> int | None:
    """Printed value of the face plus modifiers; None when the character has no such value and no modifier."""
    printed = face(state, base).printed.get(stat)
    mod = _mods(state, base, stat)
    if printed is None and mod == 0:
        return None
    return int(printed or 0) + mod


def stat(state: GameState, base: str, stat_name: str) -> int:
    """The value used in play: a running total below 0 counts as 0 (rs:15-2)."""
    v = raw_stat(state, base, stat_name)
    return max(0, v or 0)


def synchro_partner(state: GameState, base: str) -> str | None:
    """The other character of a synchro pair while its battle is fought (state data ``synchro_pairs``, set from the
    attack's resolution to the battle's end): in battle each is treated as having every skill and faction of both
    (c09:スキル>シンクロ>■スキルの効果)."""
    for pair in state.data.get("synchro_pairs") or ():
        if base in pair:
            return next((c for c in pair if c != base), None)
    return None


def _own_factions(state: GameState, base: str) -> list[str]:
    return list(face(state, base).printed.get("factions", []))


def factions(state: GameState, base: str) -> list[str]:
    """The character's factions, with its synchro partner's while they fight as a pair."""
    own = _own_factions(state, base)
    partner = synchro_partner(state, base)
    if partner is None:
        return own
    return list(dict.fromkeys([*own, *_own_factions(state, partner)]))


def personal_name(state: GameState, base: str) -> str:
    return str(face(state, base).printed.get("personal_name") or "")


def _skill_texts(state: GameState, base: str) -> list[str]:
    texts = list(face(state, base).printed.get("skills", []))
    for pid in set_on(state, base, "permanents"):
        texts.extend(state.cards[pid].printed.get("skills", []))
    for e in state.effects:
        if e.kind == "skill" and base in e.cards:
            texts.append(str(e.value))
    return texts


def skills(state: GameState, base: str) -> list[tuple[str, str]]:
    """Skills of the face, of permanents set on it (rs:11-5) and granted by effects, as (name, parameter); in a
    synchro pair's battle, the partner's too (c09:スキル>シンクロ)."""
    card = state.cards[base]
    out = []
    texts = _skill_texts(state, base)
    partner = synchro_partner(state, base)
    if partner is not None:
        texts += _skill_texts(state, partner)
    for s in texts:
        name, _, param = s.partition(":")
        if name in DOMINION_ONLY and not dominated(card):
            continue
        out.append((name, param))
    return out


def has_skill(state: GameState, base: str, name: str) -> bool:
    return any(n == name for n, _ in skills(state, base))


def skill_sum(state: GameState, base: str, name: str) -> int:
    return sum(int(p) for n, p in skills(state, base) if n == name)


def skill_params(state: GameState, base: str, name: str) -> list[str]:
    return [p for n, p in skills(state, base) if n == name]


def characters(state: GameState, player: str | None = None, zones: tuple[str, ...] | None = None) -> list[str]:
    """Base cards of characters on the field, optionally of one player and some zones."""
    players = state.order if player is None else (player,)
    wanted = zones or (*PARTY_ZONES, "dominion")
    return [cid for p in players for z in wanted for cid in state.zones.get(f"{p}.{z}", [])]


def factor_count(state: GameState, player: str, faction: str) -> int:
    """Dominated characters of that faction: each gives one factor of each of its factions (gl:ファクター)."""
    return sum(1 for cid in characters(state, player, ("dominion",)) if faction in factions(state, cid))


def missing_factor(state: GameState, player: str, card: Card) -> list[str]:
    need: dict[str, int] = {}
    for f in card.printed.get("factor", []):
        need[f] = need.get(f, 0) + 1
    return [f for f, n in need.items() if factor_count(state, player, f) < n]


def party_of(card: Card) -> str:
    """The party a character card joins: its first faction, or the no-faction party."""
    fs = card.printed.get("factions") or []
    return f"party_{fs[0]}" if fs else "party_none"


def names_on_field(state: GameState, exclude: set[str] | None = None) -> dict[str, str]:
    """Name -> base card of every name-level character on the field (all players together: qa:13)."""
    out = {}
    for cid in characters(state):
        if exclude and cid in exclude:
            continue
        n = personal_name(state, cid)
        if n:
            out[n] = cid
    return out


def current(state: GameState, card_id: str) -> dict[str, Any]:
    card = state.cards[card_id]
    out: dict[str, Any] = {"type": ctype(card)}
    if is_character(state, card):
        out.update({
            "mental": stat(state, card_id, "mental"), "endurance": stat(state, card_id, "endurance"),
            "power": power(state, card_id), "factions": factions(state, card_id),
            "skills": sorted(f"{n}:{p}" if p else n for n, p in skills(state, card_id)),
        })
        for s in ("attack", "mental_attack"):
            v = raw_stat(state, card_id, s)
            if v is not None:
                out[s] = max(0, v)
        if in_party(card):
            out["active"] = is_active(state, card)
        name = personal_name(state, card_id)
        if name:
            out["personal_name"] = name
    return out
