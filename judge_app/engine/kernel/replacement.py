"""Replacement effects: "if event E would happen, R happens instead", for every game.

A replacement is data, never code. It comes from one of two places:

* a **static (field) ability** declares it in card text as a ``StaticMod`` with ``instead_of`` (the event kind
  it replaces) and ``instead`` (the effects that happen in its place); the mod's ``target`` says which cards
  (or players) the event must happen to. It works exactly while the game says the ability is in force;
* a **resolved effect** that creates one for a while (the ``replace`` effect word) leaves a
  ``ContinuousEffect`` of kind ``"replace"`` whose ``data`` holds ``event`` and ``instead``; it watches the
  cards in ``cards``.

The contract a game module follows, each time a replaceable event is about to happen:

1. describe it as an ``Event`` (kind, the card or player it happens to, and the replacements already applied
   to it, carried over from whatever this event replaces);
2. gather the candidates with ``declared`` (static abilities in force) and ``created`` (continuous effects),
   then keep those that apply with ``applicable`` (right kind, right card or player, not yet applied);
3. ``choose`` the one applied first: none, the only one, or a ``replacement`` Question to the player the
   game's rules name (the rules are cited with the role ``choice``);
4. apply it: the event does not happen; the game runs ``instead`` as the event in its place and hands
   ``applied_after(event, rep)`` to it, so one replacement applies at most once to an event, while the
   others may still apply to the new event if it is one they replace.

The kernel decides nothing a game's rules decide: who chooses, where an ability is in force, which cards a
filter matches, what ``instead`` does, and which rules to cite are all the caller's.
"""

from __future__ import annotations

from collections.abc import Callable, Collection, Iterable, Sequence
from dataclasses import dataclass
from typing import Any

from judge_app.engine.kernel.effects import Ability, Target
from judge_app.engine.kernel.game import Context
from judge_app.engine.kernel.questions import Option
from judge_app.engine.kernel.state import Card, GameState

#: The continuous-effect kind that the ``replace`` effect word leaves behind.
REPLACE_KIND = "replace"


@dataclass(frozen=True, slots=True)
class Event:
    """An event about to happen that a replacement may stop: its kind and what it happens to.

    ``applied`` holds the ids of the replacements already applied to the event this one stands in for.
    """

    kind: str
    card: str | None = None
    player: str | None = None
    applied: frozenset[str] = frozenset()


@dataclass(frozen=True, slots=True)
class Replacement:
    """One replacement effect that could apply.

    ``id`` is stable and readable, since a scenario answers the choice with it: a created effect's id, or
    ``card:ability`` (``card:ability:mod`` past the first mod) for a static ability. ``cards`` fixes the cards
    a created effect watches; a static one has ``target`` instead, which the game matches. ``instead`` holds
    the effects as plain data (``Effect.model_dump()``), as a task argument can carry them.
    """

    id: str
    event: str
    source: str | None
    controller: str
    instead: tuple[dict[str, Any], ...]
    timestamp: int = 0
    cards: tuple[str, ...] | None = None
    target: Target | None = None
    effect: str | None = None  # the ContinuousEffect it was read from; None for a static ability

    @property
    def static(self) -> bool:
        return self.effect is None


def declared(cards: Iterable[Card], kinds: Collection[str],
             in_force: Callable[[Card, Ability], bool]) -> list[Replacement]:
    """The replacements static abilities of ``kinds`` declare, on ``cards`` whose ability ``in_force`` says works."""
    out = []
    for card in cards:
        for i, ab in enumerate(card.abilities):
            if ab.kind not in kinds or not any(m.instead_of for m in ab.static) or not in_force(card, ab):
                continue
            for j, mod in enumerate(ab.static):
                if not mod.instead_of:
                    continue
                out.append(Replacement(id=f"{card.id}:{i}" + (f":{j}" if j else ""), event=mod.instead_of,
                                       source=card.id, controller=card.controller,
                                       instead=tuple(e.model_dump() for e in mod.instead),
                                       timestamp=card.timestamp, target=mod.target))
    return out


def created(state: GameState, *, alive: Callable[[Any], bool] = lambda eff: True) -> list[Replacement]:
    """The replacements resolved effects left in force (``alive`` lets a game end them early), oldest first."""
    out = []
    for eff in state.effects:
        if eff.kind != REPLACE_KIND or not alive(eff):
            continue
        src = state.cards.get(eff.source or "")
        controller = str(eff.data.get("controller") or (src.controller if src else state.turn_player))
        out.append(Replacement(id=eff.id, event=str(eff.data.get("event")), source=eff.source, controller=controller,
                               instead=tuple(eff.data.get("instead", ())), timestamp=eff.timestamp,
                               cards=tuple(eff.cards), effect=eff.id))
    return out


def applicable(event: Event, candidates: Sequence[Replacement],
               affects: Callable[[Replacement, Event], bool], *,
               names: Collection[str] | None = None) -> list[Replacement]:
    """The candidates that replace ``event``, in the order given.

    A candidate's event must be one of ``names`` (default: the event's own kind; a game whose vocabulary has
    synonyms passes them), it must not have applied to this event already, and it must watch the event's card
    or player: a created one by its ``cards``, a static one by the game's ``affects``.
    """
    kinds = set(names) if names is not None else {event.kind}
    out = []
    for rep in candidates:
        if rep.event not in kinds or rep.id in event.applied:
            continue
        if rep.cards is not None:
            if (event.card or event.player) not in rep.cards:
                continue
        elif not affects(rep, event):
            continue
        out.append(rep)
    return out


def choose(ctx: Context, found: Sequence[Replacement], *, chooser: str, prompt: tuple[str, str],
           label: Callable[[Replacement], tuple[str, str]], rules: tuple[str, ...]) -> tuple[Replacement | None, bool]:
    """The replacement applied first, and whether a player chose it.

    With several, ``chooser`` is asked (a Question of kind ``replacement``, options named by ``Replacement.id``
    and labelled by ``label``), and ``rules`` are cited as the rule that gives the choice.
    """
    if not found:
        return None, False
    if len(found) == 1:
        return found[0], False
    opts = [Option(id=rep.id, label_ja=label(rep)[0], label_en=label(rep)[1], card=rep.source) for rep in found]
    picked = ctx.ask("replacement", chooser, *prompt, opts, rules=rules)[0]
    return next(rep for rep in found if rep.id == picked), True


def applied_after(event: Event, rep: Replacement) -> tuple[str, ...]:
    """The replacements spent on what happens instead of ``event`` once ``rep`` applied (sorted, for a task)."""
    return tuple(sorted({*event.applied, rep.id}))
