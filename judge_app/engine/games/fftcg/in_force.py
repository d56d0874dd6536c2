"""Continuous effects a scenario starts with (``in_force``): "+2000 power until end of turn" made earlier in the turn.

An effect in force was made by a summon or an ability that resolved before the position: it reaches only the cards
it reached when it was made (11.13.4.2), its number was fixed then (11.13.4.3), it lasts as its text says
(11.13.4.1) and it is newer than every card on the field (11.13.4.9, 11.13.4.10), in file order among themselves.
Setup makes them before anything runs, so the first position already has them; the first step says so.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from judge_app.engine.games.fftcg.layout import FIELD_ZONES, TYPE_JA, event_words
from judge_app.engine.games.fftcg.messages import say
from judge_app.engine.games.fftcg.primitives import keyword_name, until_phrase
from judge_app.engine.games.fftcg.tasks import card_list, joined, label, task
from judge_app.engine.games.fftcg.words import WORDS
from judge_app.engine.kernel import in_force
from judge_app.engine.kernel.citations import refusal, rule
from judge_app.engine.kernel.effects import Ability
from judge_app.engine.kernel.game import Context, Record
from judge_app.engine.kernel.in_force import Entry, InForceRules, Made, fixed, lasting, named, reached
from judge_app.engine.kernel.scenario import InForceSpec, Scenario, in_game_words
from judge_app.engine.kernel.state import GameState

#: The effect words that make a continuous effect, and the kind of effect each makes.
CONTINUOUS = {"power": "power", "keyword": "keyword", "prevent_damage": "prevent", "replace": "replace",
              "text": "text", "trait": "job"}
#: Durations fftcg ends: the end of the turn (9.6.1.3), the end of the attack, the source leaving the field, never.
DURATIONS = ("end_of_turn", "end_of_attack", "while_source_on_field", "permanent", "next_event")


#: An entry lasting while its source is on the field, with no source there (a fault of the file, no rule).
_NO_SOURCE = refusal("an effect lasting while its source is on the field needs a source on the field")
#: Power on a card that is no forward.
_NOT_A_FORWARD = refusal("{card} is not a forward; only a forward has power", "5.2.6.1")


def _source_on_field(rules: InForceRules, entry: Entry) -> list[str]:
    """An effect lasting while its source is on the field needs that source there now."""
    source = entry.spec.source
    if entry.until == "while_source_on_field" and (source is None or (source in entry.cards
                                                   and entry.cards[source][0] not in FIELD_ZONES)):
        return [_NO_SOURCE.at(f"{entry.where}.source")]
    return []


def _forwards_only(rules: InForceRules, entry: Entry) -> list[str]:
    """Only a forward has power (5.2.6.1): printed so, on the forward zone, or made one by an earlier entry."""
    if entry.effect.op != "power":
        return []
    forwards = {cid for cid, (zone, c) in entry.cards.items()
                if zone == "forward" or c.attributes.get("type") == "forward"}
    forwards |= {c for g in entry.scenario.in_force[:entry.index] if g.effect.op == "trait"
                 and getattr(g.effect, "card_type", None) == "forward" for c in g.cards}
    return [_NOT_A_FORWARD.at(f"{entry.where}.cards", card=cid)
            for cid in entry.spec.cards if cid in entry.cards and cid not in forwards]


RULES = InForceRules(
    words=tuple(CONTINUOUS), durations=DURATIONS, reach=FIELD_ZONES,
    one_shot=refusal("{op!r} happens once and is over, so it is not in force (continuous effect words: {words}); "
                     "put its result in the position", "11.13.4.1"),
    no_cards=refusal("name the cards the effect reached when it was made", "11.13.4.2"),
    unreachable=refusal("{card} is in the {zone}, not on the field; an effect made earlier does not reach a card that "
                        "has moved since", "11.13.4.2"),
    variable_amount=refusal("give the number the effect had when it was made; a variable is fixed once, at "
                            "resolution", "11.13.4.3"),
    bad_duration=refusal("{until!r} is not a duration fftcg ends; one of {durations}"),
    checks=(named, reached, lasting, _source_on_field, fixed, _forwards_only))


def problems(scenario: Scenario) -> list[str]:
    """What an in-force entry cannot be in fftcg: a one-time effect, a card off the field, a number still open."""
    return RULES.problems(scenario)


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
        return kind, {"lose_all": eff.lose_all, "gain": [in_game_words(a.model_dump(mode="json"), Ability, WORDS)
                                                    for a in eff.gain]}, {}
    return kind, {"jobs": list(eff.traits), "replace": eff.replace, "card_type": eff.card_type, "power": eff.power}, {}


def _effects(state: GameState, f: InForceSpec) -> list[Made]:
    kind, value, data = _value(f)
    return [(kind, tuple(f.cards), value, str(getattr(f.effect, "until", "permanent")), data)]


def apply(state: GameState, scenario: Scenario) -> None:
    """Make each entry's continuous effect, newer than every card placed; the first step reports them."""
    in_force.make(state, scenario, _effects)


def _describe(state: GameState, entry: Mapping[str, Any]) -> tuple[tuple[str, str], tuple[str, ...]]:
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
        clause = say("replacement_instead_now_applies", text=text, eff_event=event_words(eff["event"]))
    elif op == "text":
        what = [say("loses_all_abilities")] if eff.get("lose_all") else []
        if eff.get("gain"):
            what.append(say("gains_abilities", names="、".join(a.get("text") or a.get("kind", "")
                                                              for a in eff["gain"])))
        clause = say("text_changes", text=text, until=until, what=joined(what, "、", " and "))
    else:
        ctype = eff.get("card_type")
        what = [say("also_card_type", until=until, type=(TYPE_JA.get(ctype, ctype), ctype))] if ctype else []
        if eff.get("traits"):
            what.append(say("jobs_change", until=until, jobs="・".join(eff["traits"]),
                            verb=say("become") if eff.get("replace") else say("are_added")))
        clause = say("job_changes", text=text, what=joined(what), now=("", ""))
    return in_force.made_by(state, entry, clause, say, label), ()


@task("in_force")
def report(ctx: Context, args: dict[str, Any]) -> Record:
    """The position's effects in force, said once before the first action (they were made at setup)."""
    text, _ = in_force.listing(args["made"], lambda e: _describe(ctx.state, e), say)
    return ctx.record(*text, rule("11.13.4.1", "11.13.4.2", "11.13.4.9"))
