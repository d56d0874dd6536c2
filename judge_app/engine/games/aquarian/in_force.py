"""Continuous effects a position starts with (``in_force``): "attack +1 until the end of the turn" made by a card or
an effect that resolved before the position.

Such an effect changes only characters on the field (rs:14-1), keeps the number it had when it resolved, and lasts
until the end of the turn like every lasting effect the module makes (c05:属性アイコン>持続時間, rs:17-6). Setup makes
them after the cards are placed; the first step lists them.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from judge_app.engine.games.aquarian.cards import labeller
from judge_app.engine.games.aquarian.layout import CHARACTER_ZONES, IN_FORCE_REFUSALS, SKILL_RULES
from judge_app.engine.games.aquarian.messages import say, stat_change
from judge_app.engine.games.aquarian.tasks import card_list, task
from judge_app.engine.kernel import in_force
from judge_app.engine.kernel.citations import rule
from judge_app.engine.kernel.game import Context, Record
from judge_app.engine.kernel.in_force import Entry, InForceRules, Made, fixed, lasting, named, reached
from judge_app.engine.kernel.scenario import InForceSpec, Scenario
from judge_app.engine.kernel.state import GameState

#: The effect words that leave a continuous effect behind in aquarian (the others happen once and are over).
CONTINUOUS = ("power", "counters", "keyword", "prevent_damage")
#: The values a ``counters`` effect may change for a while (power cards are cards: put them in the ``power`` zone).
STATS = ("attack", "mental_attack", "mental", "endurance")
#: The only duration the module ends: the end of the turn (rs:17-6).
DURATIONS = ("end_of_turn",)


def _stat(rules: InForceRules, entry: Entry) -> list[str]:
    """A ``counters`` entry changes one of a character's values for a while."""
    counter = getattr(entry.effect, "counter", None)
    if entry.effect.op == "counters" and counter not in STATS:
        return [f"{entry.where}.effect.counter: {counter!r} is not a value an effect changes for a while; one of "
                f"{', '.join(STATS)} (power cards are cards: put them in the power zone)"]
    return []


RULES = InForceRules(words=CONTINUOUS, durations=DURATIONS, reach=CHARACTER_ZONES, **IN_FORCE_REFUSALS,
                     numbered=("power", "counters"), checks=(named, reached, _stat, fixed, lasting))


def problems(scenario: Scenario) -> list[str]:
    """What an in-force entry cannot be in aquarian: a one-time effect, a card that is not a character on the field,
    a number still to be worked out, a duration the module does not end."""
    return RULES.problems(scenario)


def _value(f: InForceSpec) -> tuple[str, Any]:
    """The continuous effect's kind and value, as the effect word's resolution makes them (primitives._apply)."""
    eff: Any = f.effect
    if eff.op == "power":
        return "stat", {"attack": int(eff.amount)}
    if eff.op == "counters":
        return "stat", {eff.counter: int(eff.amount)}
    if eff.op == "keyword":
        return "skill", eff.keyword
    return "prevent", eff.amount


def _effects(state: GameState, f: InForceSpec) -> list[Made]:
    kind, value = _value(f)
    return [(kind, tuple(f.cards), value, "end_of_turn", {})]


def _kept(f: InForceSpec) -> dict[str, Any]:
    """The first step reads what the effect became, not the word that made it."""
    kind, value = _value(f)
    return {"kind": kind, "value": value, "cards": list(f.cards), "source": f.source}


def apply(state: GameState, scenario: Scenario) -> None:
    """Make each entry's continuous effect in file order, after every card is placed; the first step reports them."""
    in_force.make(state, scenario, _effects, _kept)


def _describe(state: GameState, entry: Mapping[str, Any]) -> tuple[tuple[str, str], tuple[str, ...]]:
    cards = card_list(state, entry["cards"])
    value = entry["value"]
    if entry["kind"] == "stat":
        (name, amount), = value.items()
        clause = stat_change(name, cards=cards, sign="+" if amount >= 0 else "", amount=amount)
        rules = rule("gl:±X/±X/±X", "gl:±(X)" if name == "mental_attack" else "gl:±X", "rs:15-2")
    elif entry["kind"] == "skill":
        clause = say("gains_skill", cards=cards, skill=value)
        skill_rule = SKILL_RULES.get(str(value).partition(":")[0])
        rules = rule(skill_rule) if skill_rule else ()
    else:
        clause = say("takes_no_damage", card=cards)
        rules = rule("c09:エフェクト")
    return in_force.made_by(state, entry, clause, say, labeller(state)), rules


@task("in_force")
def report(ctx: Context, args: dict[str, Any]) -> Record:
    """The position's effects in force, said once before the first action (setup made them)."""
    text, cited = in_force.listing(args["made"], lambda e: _describe(ctx.state, e), say, ("、", "; "))
    return ctx.record(*text, (*rule("c05:属性アイコン>持続時間", "rs:14-1", "rs:17-6"), *dict.fromkeys(cited)))
