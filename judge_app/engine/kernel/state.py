"""Runtime game state: plain slotted dataclasses, cheap to clone for step-back snapshots.

Every mutation goes through a method here so it lands in the change log a step
shows (a diff a UI can highlight). Values stored in ``printed``, ``abilities``,
task arguments and continuous effects are never mutated in place, so a clone can
share them.
"""

from __future__ import annotations

from collections.abc import Iterator
from contextlib import contextmanager
from dataclasses import dataclass, field
from typing import Any

from judge_app.engine.kernel.effects import Ability


def zone_id(key: str) -> str:
    """The zone a zone key names, without its player (``A.hand`` -> ``hand``; a shared zone's key is its id): the
    part after the last dot, since a zone id holds none (the layout loader refuses one) while a player id may."""
    return key.rpartition(".")[2]


@dataclass(slots=True)
class Change:
    """One visible difference made by a step."""

    kind: str  # move | card | player | game | stack | effect
    card: str | None = None
    player: str | None = None
    field: str | None = None
    before: Any = None
    after: Any = None

    def to_json(self) -> dict[str, Any]:
        out: dict[str, Any] = {"kind": self.kind}
        for key in ("card", "player", "field"):
            value = getattr(self, key)
            if value is not None:
                out[key] = value
        out["before"] = self.before
        out["after"] = self.after
        return out


@dataclass(slots=True)
class Card:
    id: str
    name: str
    owner: str
    controller: str
    zone: str
    printed: dict[str, Any]
    abilities: tuple[Ability, ...] = ()
    name_en: str = ""
    face_up: bool = True
    dull: bool = False
    damage: int = 0
    counters: dict[str, int] = field(default_factory=dict)
    timestamp: int = 0
    flags: dict[str, Any] = field(default_factory=dict)

    def clone(self) -> Card:
        return Card(self.id, self.name, self.owner, self.controller, self.zone, self.printed, self.abilities,
                    self.name_en, self.face_up, self.dull, self.damage, dict(self.counters), self.timestamp,
                    dict(self.flags))


@dataclass(slots=True)
class Player:
    id: str
    name: str = ""
    lost: bool = False
    flags: dict[str, Any] = field(default_factory=dict)

    def clone(self) -> Player:
        return Player(self.id, self.name, self.lost, dict(self.flags))


@dataclass(slots=True, frozen=True)
class StackObject:
    """A summon or ability waiting on the stack (or chain, or play area)."""

    id: str
    kind: str  # e.g. summon | ability
    controller: str
    source: str  # card id of the summon or of the ability's source
    ability: int | None = None
    data: dict[str, Any] = field(default_factory=dict)


@dataclass(slots=True, frozen=True)
class ContinuousEffect:
    id: str
    kind: str  # power | keyword | prevent | replace | cannot ...
    source: str | None
    cards: tuple[str, ...]
    value: Any
    until: str
    timestamp: int
    data: dict[str, Any] = field(default_factory=dict)


@dataclass(slots=True, frozen=True)
class Task:
    """One unit of pending game procedure; the game module knows how to run each kind."""

    kind: str
    args: dict[str, Any] = field(default_factory=dict)


@dataclass(slots=True)
class GameState:
    game: str
    players: dict[str, Player]
    order: tuple[str, ...]
    zones: dict[str, list[str]]
    cards: dict[str, Card]
    turn: int = 1
    turn_player: str = ""
    phase: str = ""
    step: str | None = None
    priority: str | None = None
    stack: list[StackObject] = field(default_factory=list)
    effects: list[ContinuousEffect] = field(default_factory=list)
    pending: list[dict[str, Any]] = field(default_factory=list)  # triggered, not yet on the stack
    history: list[dict[str, Any]] = field(default_factory=list)  # what happened this turn
    agenda: list[Task] = field(default_factory=list)  # a stack: the last task runs next
    counters: dict[str, int] = field(default_factory=dict)  # id and timestamp sequences, question numbers
    data: dict[str, Any] = field(default_factory=dict)  # game-specific scalars (combat, passes ...)
    result: dict[str, Any] | None = None
    action_index: int = 0
    log: list[Change] = field(default_factory=list)

    # ----- cloning -------------------------------------------------------------------------------
    def clone(self) -> GameState:
        return GameState(
            self.game, {k: p.clone() for k, p in self.players.items()}, self.order,
            {k: list(v) for k, v in self.zones.items()}, {k: c.clone() for k, c in self.cards.items()},
            self.turn, self.turn_player, self.phase, self.step, self.priority, list(self.stack),
            list(self.effects), [dict(p) for p in self.pending], list(self.history), list(self.agenda),
            dict(self.counters), _copy_data(self.data), None if self.result is None else dict(self.result),
            self.action_index, [],
        )

    # ----- reading -------------------------------------------------------------------------------
    def opponent(self, player: str) -> str:
        return next(p for p in self.order if p != player)

    @property
    def non_turn_player(self) -> str:
        return self.opponent(self.turn_player)

    def zone_key(self, player: str | None, zone: str) -> str:
        return zone if player is None else f"{player}.{zone}"

    def in_zone(self, player: str | None, zone: str) -> list[str]:
        return self.zones.get(self.zone_key(player, zone), [])

    def next_id(self, prefix: str) -> str:
        n = self.counters.get(prefix, 0) + 1
        self.counters[prefix] = n
        return f"{prefix}{n}"

    def tick(self) -> int:
        """A new timestamp (11.13.4-style ordering, shared by every game)."""
        n = self.counters.get("timestamp", 0) + 1
        self.counters["timestamp"] = n
        return n

    # ----- mutating (logged) ---------------------------------------------------------------------
    def move(self, card_id: str, to_zone: str, position: str | int = "top", reset: bool = True) -> None:
        card = self.cards[card_id]
        before = card.zone
        self.zones[before].remove(card_id)
        dest = self.zones.setdefault(to_zone, [])
        if position == "top":
            dest.insert(0, card_id)
        elif position == "bottom":
            dest.append(card_id)
        else:
            dest.insert(int(position), card_id)
        card.zone = to_zone
        card.timestamp = self.tick()
        if reset:
            card.dull = False
            card.damage = 0
            card.counters = {}
            card.flags = {}
            card.controller = card.owner
        self.log.append(Change("move", card=card_id, before=before, after=to_zone))

    def set_card(self, card_id: str, name: str, value: Any) -> None:
        card = self.cards[card_id]
        if name == "flags":
            raise ValueError("use set_flag")
        before = getattr(card, name)
        if before == value:
            return
        setattr(card, name, value)
        self.log.append(Change("card", card=card_id, field=name, before=before, after=value))

    def set_flag(self, card_id: str, name: str, value: Any) -> None:
        card = self.cards[card_id]
        before = card.flags.get(name)
        if before == value:
            return
        if value is None:
            card.flags.pop(name, None)
        else:
            card.flags[name] = value
        self.log.append(Change("card", card=card_id, field=name, before=before, after=value))

    def set_player(self, player: str, name: str, value: Any) -> None:
        p = self.players[player]
        if name in ("lost",):
            before = p.lost
            p.lost = bool(value)
        else:
            before = p.flags.get(name)
            if value is None:
                p.flags.pop(name, None)
            else:
                p.flags[name] = value
        if before != value:
            self.log.append(Change("player", player=player, field=name, before=before, after=value))

    def set_game(self, name: str, value: Any) -> None:
        before = getattr(self, name)
        if before == value:
            return
        setattr(self, name, value)
        self.log.append(Change("game", field=name, before=before, after=value))

    def set_data(self, name: str, value: Any) -> None:
        before = self.data.get(name)
        if before == value:
            return
        if value is None:
            self.data.pop(name, None)
        else:
            self.data[name] = value
        self.log.append(Change("game", field=name, before=before, after=value))

    @contextmanager
    def holding(self, name: str, value: Any) -> Iterator[None]:
        """``data[name]`` is ``value`` while the block runs and gone after it, on every path (a question or a
        refusal raised inside included): a fact the calls inside one task share (fftcg's cards leaving the field
        together), which no position keeps, so no step logs it as a change. A name the state already holds is
        refused, so the block can never drop a value it did not set."""
        if name in self.data:
            raise ValueError(f"data {name!r} is already held")
        self.data[name] = value
        try:
            yield
        finally:
            self.data.pop(name, None)

    def push_stack(self, obj: StackObject) -> None:
        self.stack.append(obj)
        self.log.append(Change("stack", card=obj.source, field="push", before=None, after=obj.id))

    def pop_stack(self) -> StackObject:
        obj = self.stack.pop()
        self.log.append(Change("stack", card=obj.source, field="pop", before=obj.id, after=None))
        return obj

    def remove_stack(self, obj_id: str) -> None:
        self.stack = [o for o in self.stack if o.id != obj_id]
        self.log.append(Change("stack", field="remove", before=obj_id, after=None))

    def add_effect(self, eff: ContinuousEffect) -> None:
        self.effects.append(eff)
        self.log.append(Change("effect", field=eff.kind, before=None, after=eff.id))

    def end_effects(self, until: str) -> list[ContinuousEffect]:
        gone = [e for e in self.effects if e.until == until]
        if gone:
            self.effects = [e for e in self.effects if e.until != until]
            for e in gone:
                self.log.append(Change("effect", field=e.kind, before=e.id, after=None))
        return gone

    def remove_effect(self, eff_id: str) -> None:
        self.effects = [e for e in self.effects if e.id != eff_id]
        self.log.append(Change("effect", field="end", before=eff_id, after=None))

    def remember(self, event: dict[str, Any]) -> None:
        self.history.append(event)

    def take_log(self) -> list[Change]:
        log, self.log = self.log, []
        return log

    # ----- output --------------------------------------------------------------------------------
    def card_count(self) -> int:
        return sum(len(v) for v in self.zones.values())

    def to_json(self, current: Any = None) -> dict[str, Any]:
        """The state as plain data; ``current`` (card -> dict) adds attributes after modifiers."""
        cards: dict[str, Any] = {}
        for cid, c in self.cards.items():
            row: dict[str, Any] = {
                "name": c.name, "owner": c.owner, "controller": c.controller, "zone": c.zone,
                "position": self.zones[c.zone].index(cid), "face_up": c.face_up, "dull": c.dull,
                "damage": c.damage,
            }
            if c.counters:
                row["counters"] = dict(c.counters)
            if c.flags:
                row["flags"] = dict(c.flags)
            if current is not None:
                row["current"] = current(c)
            cards[cid] = row
        return {
            "turn": self.turn, "turn_player": self.turn_player, "phase": self.phase, "step": self.step,
            "players": {p.id: {"lost": p.lost, **({"flags": dict(p.flags)} if p.flags else {})}
                        for p in self.players.values()},
            "zones": {k: list(v) for k, v in self.zones.items()},
            "stack": [{"id": o.id, "kind": o.kind, "controller": o.controller, "source": o.source,
                       "ability": o.ability} for o in self.stack],
            "effects": [{"id": e.id, "kind": e.kind, "cards": list(e.cards), "value": e.value, "until": e.until}
                        for e in self.effects],
            "cards": cards,
            "result": self.result,
        }


def _copy_data(data: dict[str, Any]) -> dict[str, Any]:
    out: dict[str, Any] = {}
    for k, v in data.items():
        if isinstance(v, dict):
            out[k] = {kk: (list(vv) if isinstance(vv, list) else vv) for kk, vv in v.items()}
        elif isinstance(v, list):
            out[k] = list(v)
        else:
            out[k] = v
    return out
