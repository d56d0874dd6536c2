"""Continuous effects a position starts with (``in_force``): "attack +2 this turn" made by an ability processed
earlier in the turn.

Such an effect is a continuous effect (継続効果, 103.4.2.2): it changes the cards it was made for while they stay on
the field (a card that left and came back is a new card, 400.6), with the number it got when it was processed
(103.5.1.1), and lasts as its text says: "this turn" and "until the end of the next turn" end in the refresh step
(505.2), an effect without a duration while its card stays. Setup makes them after the cards are placed, so each is
newer than every card; the first step lists them.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from judge_app.engine.games.pso2.cards import label
from judge_app.engine.games.pso2.layout import FIELD_ZONES, IN_FORCE_REFUSALS, keyword_words
from judge_app.engine.games.pso2.messages import say
from judge_app.engine.games.pso2.primitives import DURATIONS, lasting_in
from judge_app.engine.games.pso2.tasks import card_list, rec, task
from judge_app.engine.games.pso2.versions import cite
from judge_app.engine.kernel import in_force
from judge_app.engine.kernel.citations import refusal
from judge_app.engine.kernel.game import Context, Record
from judge_app.engine.kernel.in_force import Entry, InForceRules, Made, fixed, lasting, named, reached
from judge_app.engine.kernel.scenario import CardSpec, InForceSpec, Scenario
from judge_app.engine.kernel.state import GameState

#: The effect words that leave a continuous effect in pso2; the others happen once and are over (103.4.2.2).
CONTINUOUS = ("power", "counters", "keyword", "freeze", "prevent_damage", "replace")
#: The values an effect changes for a while: attack and HP (215.3); pso2 has no counters.
STATS = ("attack", "hp")
#: What pso2 ends: the refresh step of this turn or of the next (505.2), or nothing while the card stays.
DURATIONS_IN_FORCE = ("end_of_turn", "end_of_next_turn", "permanent")
#: The words that change a card that attacks, is attacked or is dealt damage: a character or a player card (212, 214.1).
FIGHTER_WORDS = ("power", "counters", "keyword", "freeze", "prevent_damage")


#: A stat, keyword, freeze or reduction on a card that does not fight.
_NOT_A_FIGHTER = refusal("{card} is not a character or a player card, which alone attack and are dealt damage",
                         "212.2", "214.1")
#: A counter other than attack or HP.
_NO_COUNTERS = refusal("pso2 has no counters; an effect changes attack or hp for a while, not {counter!r}", "215.3")
#: An attack that becomes a value rather than changing by one.
_NO_BECOMES = refusal("pso2 models a change of attack by a number (+X/-X), not a value it becomes", "215.3")


def _fighter(entry: Entry, cid: str, card: CardSpec) -> list[str]:
    """A stat, keyword, freeze or reduction changes only a card that fights."""
    if entry.effect.op in FIGHTER_WORDS and card.attributes.get("type") not in ("character", "player"):
        return [_NOT_A_FIGHTER.at(f"{entry.where}.cards", card=cid)]
    return []


def _stat_by_number(rules: InForceRules, entry: Entry) -> list[str]:
    """pso2 changes attack or HP by a number for a while; it has no counters and no 'becomes'."""
    eff = entry.effect
    out: list[str] = []
    if eff.op == "counters" and eff.counter not in STATS:
        out.append(_NO_COUNTERS.at(f"{entry.where}.effect.counter", counter=eff.counter))
    if eff.op == "power" and eff.becomes:
        out.append(_NO_BECOMES.at(f"{entry.where}.effect.becomes"))
    return out


RULES = InForceRules(words=CONTINUOUS, durations=DURATIONS_IN_FORCE, reach=FIELD_ZONES, **IN_FORCE_REFUSALS,
                     numbered=("power", "counters"), unstated_until="permanent", card_check=_fighter,
                     checks=(named, reached, _stat_by_number, fixed, lasting))


def problems(scenario: Scenario) -> list[str]:
    """What an in-force entry cannot be in pso2: a one-time effect, a card off the field or unable to carry it, a
    number still open, a duration the rules do not end."""
    return RULES.problems(scenario)


def _effects(state: GameState, f: InForceSpec) -> list[Made]:
    """The continuous effect the word's processing leaves (primitives), for the listed cards; a freeze is a mark on
    each card instead (301.3), ending in that turn's refresh step where it has a duration (505.2)."""
    eff: Any = f.effect
    until = RULES.until(eff)
    cards = tuple(f.cards)
    if eff.op == "freeze":
        ends = {"end_of_turn": state.turn, "end_of_next_turn": state.turn + 1}.get(until)
        for cid in cards:
            state.set_flag(cid, "frozen", True)
            state.set_flag(cid, "frozen_until", ends)
        return []
    data = lasting_in(state, until, cards)
    if eff.op in ("power", "counters"):
        kind, value = ("attack" if eff.op == "power" else eff.counter), int(eff.amount)
    elif eff.op == "keyword":
        kind, value = "keyword", (eff.keyword, eff.gain)
    elif eff.op == "prevent_damage":
        kind, value = "prevent", eff.amount
    else:
        kind, value = "replace", None
        data = {"event": eff.event, "instead": tuple(eff.instead), **data}
    return [(kind, cards, value, until, data)]


def apply(state: GameState, scenario: Scenario) -> None:
    """Make each entry in file order, after every card is placed (newer than all of them); the first step lists
    them. An effect "until the end of the next turn" was made this turn."""
    in_force.make(state, scenario, _effects, lambda f: {**in_force.listed(f), "until": RULES.until(f.effect)})


def _describe(ctx: Context, entry: Mapping[str, Any]) -> tuple[tuple[str, str], tuple[str, ...]]:
    """One entry as a judge reads it, with the rules that say what it does."""
    state = ctx.state
    eff, until = entry["effect"], entry["until"]
    cards = card_list(state, entry["cards"])
    dur = DURATIONS.get(until) or say("dur_while_on_field")
    op = eff["op"]
    if op in ("power", "counters"):
        stat = "attack" if op == "power" else eff["counter"]
        amount = f"{int(eff['amount']):+}"
        clause = say("in_force_attack", cards=cards, amount=amount, dur=dur) if stat == "attack" else \
            say("in_force_hp", cards=cards, amount=amount, dur=dur)
        rules = cite(ctx, "215.3", *(("213.4",) if stat == "hp" else ()))
    elif op == "keyword":
        name = keyword_words(eff["keyword"])
        clause = say("in_force_keyword_gain", cards=cards, keyword=name, dur=dur) if eff.get("gain", True) else \
            say("in_force_keyword_loss", cards=cards, keyword=name, dur=dur)
        rules = cite(ctx, "302.1")
    elif op == "freeze":
        clause = say("in_force_freeze", cards=cards, dur=dur)
        rules = cite(ctx, "301.3")
    elif op == "prevent_damage":
        clause = say("in_force_prevent_all", cards=cards, dur=dur) if eff.get("amount") is None else \
            say("in_force_prevent", cards=cards, amount=eff["amount"], dur=dur)
        rules = cite(ctx, "用語集:軽減")
    else:
        clause = say("in_force_replace", cards=cards, event=eff["event"], dur=dur)
        rules = cite(ctx, "103.4.3", "103.4.3.1")
    return in_force.made_by(state, entry, clause, say, label), rules


@task("in_force")
def report(ctx: Context, args: dict[str, Any]) -> Record:
    """The position's continuous effects, said once before anything happens (setup made them)."""
    text, cited = in_force.listing(args["made"], lambda e: _describe(ctx, e), say)
    timed = any(e["until"] in ("end_of_turn", "end_of_next_turn") for e in args["made"])
    return rec(ctx, *text, cite(ctx, "103.4.2.2", "400.6", *cited, *(("505.2",) if timed else ())))
