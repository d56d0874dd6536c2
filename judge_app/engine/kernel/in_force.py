"""Effects a position starts with (``in_force``), read, made and listed the same way in every game.

Every game reads an entry alike: only a continuous effect can still be in force, it names the cards it reached when
it was made, those cards are still where the game's effects reach them, its number was fixed then, and it lasts as
long as something the game ends. Setup makes the entries in file order after the cards are placed, so each is newer
than every card, and the first step lists them. What differs between games are their facts (effect words, zones,
durations) and the sentences that refuse an entry, each with the rules that forbid it as data (a ``Refusal``, its
rule ids never spelt in the sentence): a game declares them in an ``InForceRules`` and its module calls
``problems``, ``make`` and ``listing`` with them.
"""

from __future__ import annotations

from collections.abc import Callable, Collection, Iterable, Mapping, Sequence
from dataclasses import dataclass
from typing import Any

from judge_app.engine.kernel.citations import Cite, Refusal
from judge_app.engine.kernel.messages import Messages
from judge_app.engine.kernel.scenario import CardSpec, InForceSpec, Scenario
from judge_app.engine.kernel.state import Card, ContinuousEffect, GameState, Task


@dataclass(frozen=True)
class Entry:
    """One ``in_force`` entry as the checks read it: its place in the file and the cards of the position."""

    where: str
    index: int
    spec: InForceSpec
    scenario: Scenario
    cards: Mapping[str, tuple[str, CardSpec]]
    until: Any

    @property
    def effect(self) -> Any:
        """The entry's effect word, typed loosely: each check reads only the fields its word has."""
        return self.spec.effect


#: A check of one entry: the problems it finds, each a whole line naming the field (a refusal's made by
#: ``Refusal.at``, so the line keeps its rules as data).
Check = Callable[["InForceRules", Entry], list[str]]


def named(rules: InForceRules, entry: Entry) -> list[str]:
    """An effect made earlier reached some cards; the entry must say which."""
    return [] if entry.spec.cards else [rules.no_cards.at(f"{entry.where}.cards")]


def reached(rules: InForceRules, entry: Entry) -> list[str]:
    """Each card is still where the game's effects reach (a card that moved since is a new one), then passes the
    game's own test of the card."""
    if rules.reach_words is not None and entry.effect.op not in rules.reach_words:
        return []
    out: list[str] = []
    for cid in entry.spec.cards:
        if cid not in entry.cards:
            continue  # the module's own check names a card that does not exist
        zone, spec = entry.cards[cid]
        if zone not in rules.reach:
            out.append(rules.unreachable.at(f"{entry.where}.cards", card=cid, zone=zone))
        elif rules.card_check is not None:
            out += rules.card_check(entry, cid, spec)
    return out


def fixed(rules: InForceRules, entry: Entry) -> list[str]:
    """A number was fixed when the effect was made, so the entry gives that number, not a formula."""
    if entry.effect.op in rules.numbered and not isinstance(entry.effect.amount, int):
        return [rules.variable_amount.at(f"{entry.where}.effect.amount")]
    return []


def lasting(rules: InForceRules, entry: Entry) -> list[str]:
    """The entry lasts as long as something the game ends."""
    if entry.until in rules.durations:
        return []
    return [rules.bad_duration.at(f"{entry.where}.effect.until", until=entry.until,
                                  durations=", ".join(rules.durations))]


#: The checks in the order most games read them.
STANDARD: tuple[Check, ...] = (named, reached, fixed, lasting)


@dataclass(frozen=True)
class InForceRules:
    """One game's facts about effects in force and the refusals (sentence and rules) of an entry it cannot start with.

    A refusal's sentence is a ``str.format`` template without its field name, which the kernel puts before it (and
    its rules after it): ``one_shot`` takes ``op`` and ``words``, ``unreachable`` ``card`` and ``zone``,
    ``bad_duration`` ``until`` and ``durations``.
    """

    #: The effect words that leave a continuous effect in the game.
    words: Sequence[str]
    #: The durations the game ends.
    durations: Sequence[str]
    #: The zones where the game's effects reach a card.
    reach: Collection[str]
    one_shot: Refusal
    no_cards: Refusal
    unreachable: Refusal
    variable_amount: Refusal
    bad_duration: Refusal
    #: The words whose cards must be in ``reach``; None: every word.
    reach_words: Collection[str] | None = None
    #: The words whose ``amount`` is a number fixed when the effect was made.
    numbered: Collection[str] = ("power",)
    #: The duration of a word that states none (``until`` None); None: left as it is, so it is refused.
    unstated_until: str | None = None
    #: The game's own test of one card that is where effects reach it: ``(entry, card id, card)``.
    card_check: Callable[[Entry, str, CardSpec], list[str]] | None = None
    #: The checks after the word is found continuous, in the order the game reports them.
    checks: tuple[Check, ...] = STANDARD

    def cited(self) -> tuple[Cite, ...]:
        """The rules the declared refusals forbid with, each once (a game's own checks cite theirs in code)."""
        said = (self.one_shot, self.no_cards, self.unreachable, self.variable_amount, self.bad_duration)
        return tuple(dict.fromkeys(r for refusal in said for r in refusal.rules))

    def until(self, effect: Any) -> Any:
        """How long the entry's effect lasts, as the file gives it."""
        until = getattr(effect, "until", None)
        return self.unstated_until if until is None and self.unstated_until is not None else until

    def problems(self, scenario: Scenario) -> list[str]:
        """Every problem of every entry, in file order; an entry whose word is not continuous says only that."""
        cards = {c.id: (zone, c) for p in scenario.players for zone, listed in p.zones.items() for c in listed}
        out: list[str] = []
        for i, spec in enumerate(scenario.in_force):
            where = f"in_force[{i}]"
            if spec.effect.op not in self.words:
                words = ", ".join(self.words)
                out.append(self.one_shot.at(f"{where}.effect.op", op=spec.effect.op, words=words))
                continue
            entry = Entry(where, i, spec, scenario, cards, self.until(spec.effect))
            for check in self.checks:
                out += check(self, entry)
        return out


#: What the effect word's resolution leaves for one entry: ``(kind, cards, value, until, data)`` per effect made.
Made = tuple[str, tuple[str, ...], Any, str, dict[str, Any]]


def listed(spec: InForceSpec) -> dict[str, Any]:
    """How the first step's task keeps an entry: its effect word, cards and source, as plain data."""
    return {"effect": spec.effect.model_dump(mode="json"), "cards": list(spec.cards), "source": spec.source}


def make(state: GameState, scenario: Scenario, effects: Callable[[GameState, InForceSpec], Iterable[Made]],
         keep: Callable[[InForceSpec], dict[str, Any]] = listed) -> None:
    """Make each entry's continuous effects in file order, each newer than every card placed (setup calls this
    after placing them), and queue the first step that lists them (``keep``: how it keeps an entry)."""
    if not scenario.in_force:
        return
    kept = []
    for spec in scenario.in_force:
        for kind, cards, value, until, data in effects(state, spec):
            state.add_effect(ContinuousEffect(state.next_id("e"), kind, spec.source, cards, value, until,
                                              state.tick(), data))
        kept.append(keep(spec))
    state.agenda.append(Task("in_force", {"made": kept}))


def made_by(state: GameState, entry: Mapping[str, Any], clause: tuple[str, str], say: Messages,
            label: Callable[[Card], tuple[str, str]]) -> tuple[str, str]:
    """``clause`` naming the card whose ability made the effect, where the entry gives one still in the game."""
    source = entry.get("source")
    if source in state.cards:
        return say("in_force_from", clause=clause, source=label(state.cards[source]))
    return clause


def listing(made: Iterable[Mapping[str, Any]],
            describe: Callable[[Mapping[str, Any]], tuple[tuple[str, str], Sequence[str]]], say: Messages,
            seps: tuple[str, str] = ("。", "; ")) -> tuple[tuple[str, str], list[str]]:
    """The first step's sentence listing the effects in force (``in_force_at_start``) and the rules each entry
    cites, in order; ``describe`` says one entry, ``seps`` join them in Japanese and in English."""
    clauses: list[tuple[str, str]] = []
    rules: list[str] = []
    for entry in made:
        clause, cited = describe(entry)
        clauses.append(clause)
        rules += cited
    parts = (seps[0].join(ja for ja, _ in clauses), seps[1].join(en for _, en in clauses))
    return say("in_force_at_start", parts=parts), rules
