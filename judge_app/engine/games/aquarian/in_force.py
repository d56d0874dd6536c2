"""Continuous effects a position starts with (``in_force``): "attack +1 until the end of the turn" made by a card or
an effect that resolved before the position.

Such an effect changes only characters on the field (rs:14-1), keeps the number it had when it resolved, and lasts
until the end of the turn like every lasting effect the module makes (c05:属性アイコン>持続時間, rs:17-6). Setup makes
them after the cards are placed; the first step lists them.
"""

from __future__ import annotations

from typing import Any

from judge_app.engine.games.aquarian.cards import label
from judge_app.engine.games.aquarian.layout import CHARACTER_ZONES, SKILL_RULES
from judge_app.engine.games.aquarian.messages import say
from judge_app.engine.games.aquarian.tasks import card_list, task
from judge_app.engine.kernel.citations import rule
from judge_app.engine.kernel.game import Context, Record
from judge_app.engine.kernel.scenario import InForceSpec, Scenario
from judge_app.engine.kernel.state import ContinuousEffect, GameState, Task

#: The effect words that leave a continuous effect behind in aquarian (the others happen once and are over).
CONTINUOUS = ("power", "counters", "keyword", "prevent_damage")
#: The values a ``counters`` effect may change for a while (power cards are cards: put them in the ``power`` zone).
STATS = ("attack", "mental_attack", "mental", "endurance")
#: The only duration the module ends: the end of the turn (rs:17-6).
DURATIONS = ("end_of_turn",)


def problems(scenario: Scenario) -> list[str]:
    """What an in-force entry cannot be in aquarian: a one-time effect, a card that is not a character on the field,
    a number still to be worked out, a duration the module does not end."""
    zones = {c.id: zone for p in scenario.players for zone, cards in p.zones.items() for c in cards}
    out: list[str] = []
    for i, f in enumerate(scenario.in_force):
        where, eff = f"in_force[{i}]", f.effect
        if eff.op not in CONTINUOUS:
            out.append(f"{where}.effect.op: {eff.op!r} happens once and is over, so it is not in force; put its "
                       f"result in the position; continuous effect words in aquarian: {', '.join(CONTINUOUS)}")
            continue
        if not f.cards:
            out.append(f"{where}.cards: name the characters the effect applies to (rs:14-1)")
        out += [f"{where}.cards: {cid} is in the {zones[cid]}, not a character on the field; an effect applies to "
                "characters in a party or the dominion area (rs:14-1)"
                for cid in f.cards if cid in zones and zones[cid] not in CHARACTER_ZONES]
        if eff.op == "counters" and eff.counter not in STATS:
            out.append(f"{where}.effect.counter: {eff.counter!r} is not a value an effect changes for a while; one "
                       f"of {', '.join(STATS)} (power cards are cards: put them in the power zone)")
        if eff.op in ("power", "counters") and not isinstance(eff.amount, int):
            out.append(f"{where}.effect.amount: give the number the effect had when it resolved")
        until = getattr(eff, "until", "end_of_turn")
        if until not in DURATIONS:
            out.append(f"{where}.effect.until: {until!r} is not a duration aquarian ends; lasting effects end at the "
                       "end of the turn (rs:17-6): end_of_turn")
    return out


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


def apply(state: GameState, scenario: Scenario) -> None:
    """Make each entry's continuous effect in file order, after every card is placed; the first step reports them."""
    if not scenario.in_force:
        return
    made = []
    for f in scenario.in_force:
        kind, value = _value(f)
        state.add_effect(ContinuousEffect(state.next_id("e"), kind, f.source, tuple(f.cards), value, "end_of_turn",
                                          state.tick()))
        made.append({"kind": kind, "value": value, "cards": list(f.cards), "source": f.source})
    state.agenda.append(Task("in_force", {"made": made}))


def _describe(state: GameState, entry: dict[str, Any]) -> tuple[tuple[str, str], tuple[str, ...]]:
    cards = card_list(state, entry["cards"])
    value = entry["value"]
    if entry["kind"] == "stat":
        (name, amount), = value.items()
        clause = say("stat_change", cards=cards, stat=name, sign="+" if amount >= 0 else "", amount=amount)
        rules = rule("gl:±X/±X/±X", "gl:±(X)" if name == "mental_attack" else "gl:±X", "rs:15-2")
    elif entry["kind"] == "skill":
        clause = say("gains_skill", cards=cards, skill=value)
        skill_rule = SKILL_RULES.get(str(value).partition(":")[0])
        rules = rule(skill_rule) if skill_rule else ()
    else:
        clause = say("takes_no_damage", card=cards)
        rules = rule("c09:エフェクト")
    src = entry.get("source")
    if src in state.cards:
        clause = say("in_force_from", clause=clause, source=label(state.cards[src]))
    return clause, rules


@task("in_force")
def report(ctx: Context, args: dict[str, Any]) -> Record:
    """The position's effects in force, said once before the first action (setup made them)."""
    described = [_describe(ctx.state, e) for e in args["made"]]
    parts = ("、".join(c[0] for c, _ in described), "; ".join(c[1] for c, _ in described))
    rules = tuple(dict.fromkeys(r for _, rr in described for r in rr))
    return ctx.record(*say("in_force_at_start", parts=parts),
                      (*rule("c05:属性アイコン>持続時間", "rs:14-1", "rs:17-6"), *rules))
