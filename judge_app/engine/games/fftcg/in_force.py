"""Continuous effects a scenario starts with (``in_force``): "+2000 power until end of turn" made earlier in the turn.

An effect in force was made by a summon or an ability that resolved before the position: it reaches only the cards
it reached when it was made (11.13.4.2), its number was fixed then (11.13.4.3), it lasts as its text says
(11.13.4.1) and it is newer than every card on the field (11.13.4.9, 11.13.4.10), in file order among themselves.
Setup makes them before anything runs, so the first position already has them; the first step says so.
"""

from __future__ import annotations

from typing import Any

from judge_app.engine.games.fftcg.layout import FIELD_ZONES, TYPE_JA
from judge_app.engine.games.fftcg.messages import say
from judge_app.engine.games.fftcg.primitives import keyword_name, until_phrase
from judge_app.engine.games.fftcg.tasks import card_list, joined, label, task
from judge_app.engine.kernel.citations import rule
from judge_app.engine.kernel.game import Context, Record
from judge_app.engine.kernel.scenario import CardSpec, InForceSpec, Scenario
from judge_app.engine.kernel.state import ContinuousEffect, GameState, Task

#: The effect words that make a continuous effect, and the kind of effect each makes.
CONTINUOUS = {"power": "power", "keyword": "keyword", "prevent_damage": "prevent", "replace": "replace",
              "text": "text", "job": "job"}
#: Durations fftcg ends: the end of the turn (9.6.1.3), the end of the attack, the source leaving the field, never.
DURATIONS = ("end_of_turn", "end_of_attack", "while_source_on_field", "permanent", "next_event")


def _cards(scenario: Scenario) -> dict[str, tuple[str, CardSpec]]:
    return {c.id: (zone, c) for p in scenario.players for zone, cards in p.zones.items() for c in cards}


def problems(scenario: Scenario) -> list[str]:
    """What an in-force entry cannot be in fftcg: a one-time effect, a card off the field, a number still open."""
    out: list[str] = []
    cards = _cards(scenario)
    forwards = {cid for cid, (zone, c) in cards.items() if zone == "forward" or c.attributes.get("type") == "forward"}
    for i, f in enumerate(scenario.in_force):
        where, eff = f"in_force[{i}]", f.effect
        if eff.op not in CONTINUOUS:
            out.append(f"{where}.effect.op: {eff.op!r} happens once and is over, so it is not in force (11.13.4.1); "
                       f"put its result in the position; continuous effect words: {', '.join(CONTINUOUS)}")
            continue
        if not f.cards:
            out.append(f"{where}.cards: name the cards the effect reached when it was made (11.13.4.2)")
        for cid in f.cards:
            if cid in cards and cards[cid][0] not in FIELD_ZONES:
                out.append(f"{where}.cards: {cid} is in the {cards[cid][0]}, not on the field; an effect made earlier "
                           "does not reach a card that has moved since (11.13.4.2)")
        until = getattr(eff, "until", "")
        if until not in DURATIONS:
            out.append(f"{where}.effect.until: {until!r} is not a duration fftcg ends; one of {', '.join(DURATIONS)}")
        if until == "while_source_on_field" and (f.source is None or (f.source in cards
                                                 and cards[f.source][0] not in FIELD_ZONES)):
            out.append(f"{where}.source: an effect lasting while its source is on the field needs a source on the "
                       "field")
        if eff.op == "power":
            if not isinstance(eff.amount, int):
                out.append(f"{where}.effect.amount: give the number the effect had when it was made; a variable is "
                           "fixed once, at resolution (11.13.4.3)")
            job_made = {c for g in scenario.in_force[:i] if g.effect.op == "job"
                        and getattr(g.effect, "card_type", None) == "forward" for c in g.cards}
            out += [f"{where}.cards: {cid} is not a forward; only a forward has power (5.1.5)"
                    for cid in f.cards if cid in cards and cid not in forwards | job_made]
    return out


def _value(f: InForceSpec) -> tuple[str, Any, dict[str, Any]]:
    """The continuous effect's kind, value and data, as the effect word's resolution makes them."""
    eff: Any = f.effect
    kind = CONTINUOUS[eff.op]
    if eff.op == "power":
        return ("power_set" if eff.becomes else "power"), int(eff.amount), {}
    if eff.op == "keyword":
        return kind, (eff.keyword, eff.gain), {}
    if eff.op == "prevent_damage":
        return kind, eff.amount, {}
    if eff.op == "replace":
        data = {"event": eff.event, "instead": [e.model_dump(mode="json") for e in eff.instead]}
        return kind, eff.event, {**data, **({"controller": f.controller} if f.controller else {})}
    if eff.op == "text":
        return kind, {"lose_all": eff.lose_all, "gain": [a.model_dump(mode="json") for a in eff.gain]}, {}
    return kind, {"jobs": list(eff.jobs), "replace": eff.replace, "card_type": eff.card_type, "power": eff.power}, {}


def apply(state: GameState, scenario: Scenario) -> None:
    """Make each entry's continuous effect, newer than every card placed; the first step reports them."""
    if not scenario.in_force:
        return
    made = []
    for f in scenario.in_force:
        kind, value, data = _value(f)
        until = str(getattr(f.effect, "until", "permanent"))
        state.add_effect(ContinuousEffect(state.next_id("e"), kind, f.source, tuple(f.cards), value, until,
                                          state.tick(), data))
        made.append({"effect": f.effect.model_dump(mode="json"), "cards": list(f.cards), "source": f.source})
    state.agenda.append(Task("in_force", {"made": made}))


def _describe(state: GameState, entry: dict[str, Any]) -> tuple[str, str]:
    eff = entry["effect"]
    text = card_list(state, entry["cards"])
    until = until_phrase(eff["until"])
    op = eff["op"]
    if op == "power":
        clause = say("power_becomes", text=text, until=until, amount=eff["amount"]) if eff.get("becomes") else \
            say("power_changes", text=text, until=until, sign=f"{eff['amount']:+d}")
    elif op == "keyword":
        clause = say("keyword_changes", text=text, until=until, keyword=keyword_name(eff["keyword"]),
                     verb=say("gains") if eff.get("gain", True) else say("loses"))
    elif op == "prevent_damage":
        clause = say("damage_prevented_by_effect", text=text,
                     amount=say("all_of_it") if eff.get("amount") is None else eff["amount"])
    elif op == "replace":
        clause = say("replacement_instead_now_applies", text=text, eff_event=eff["event"])
    elif op == "text":
        what = [say("loses_all_abilities")] if eff.get("lose_all") else []
        if eff.get("gain"):
            what.append(say("gains_abilities", names="、".join(a.get("text") or a.get("kind", "")
                                                              for a in eff["gain"])))
        clause = say("text_changes", text=text, until=until, what=joined(what, "、", " and "))
    else:
        ctype = eff.get("card_type")
        what = [say("also_card_type", until=until, type=(TYPE_JA.get(ctype, ctype), ctype))] if ctype else []
        if eff.get("jobs"):
            what.append(say("jobs_change", until=until, jobs="・".join(eff["jobs"]),
                            verb=say("become") if eff.get("replace") else say("are_added")))
        clause = say("job_changes", text=text, what=joined(what), now=("", ""))
    src = entry.get("source")
    if src in state.cards:
        clause = say("in_force_from", clause=clause, source=label(state.cards[src]))
    return clause


@task("in_force")
def report(ctx: Context, args: dict[str, Any]) -> Record:
    """The position's effects in force, said once before the first action (they were made at setup)."""
    parts = [_describe(ctx.state, e) for e in args["made"]]
    return ctx.record(*say("in_force_at_start", parts=joined(parts, "。", "; ")),
                      rule("11.13.4.1", "11.13.4.2", "11.13.4.9"))
