"""Continuous effects a scenario starts with (``in_force``): "+2000 power until the end of the mission phase",
made by a card or ability that resolved before the position.

Such an effect is game004's own continuous effect (902.2b), exactly as the effect word would have left it: it
reaches the cards that were in their area when it was made and no card that arrived later (911.4), it lasts as its
text says (``end_of_turn`` ends at the mission phase's 704.9, ``end_of_attack`` at 806.6), and it is newer than every
card placed (911.3b: its timestamp is the end of the resolution that made it), in file order among themselves.
Setup makes them before anything runs; the first step says which are in force.
"""

from __future__ import annotations

from collections.abc import Iterator, Mapping
from typing import Any

from judge_app.engine.games.game004.cards import label, power_of
from judge_app.engine.games.game004.effects import REPLACEABLE
from judge_app.engine.games.game004.layout import AREAS
from judge_app.engine.games.game004.messages import say
from judge_app.engine.games.game004.primitives import UNTIL
from judge_app.engine.games.game004.tasks import agreeing, card_list, keyword_verb, plays, pname, task, traits_words
from judge_app.engine.kernel import in_force
from judge_app.engine.kernel.citations import refusal, rule
from judge_app.engine.kernel.game import Context, Record
from judge_app.engine.kernel.in_force import Entry, InForceRules, Made, fixed, lasting, named, reached
from judge_app.engine.kernel.scenario import InForceSpec, Scenario
from judge_app.engine.kernel.state import GameState

#: The effect words that leave a continuous effect in game004, and the kind of effect each leaves.
CONTINUOUS = {"power": "power", "keyword": "keyword", "prevent_damage": "prevent", "replace": "replace",
              "text": "text", "trait": "traits", "cost": "cost"}
#: Effect words that change what a character is or does, which only a character in an area has (306.1, 903.1c).
_AREA_ONLY = ("power", "keyword", "text", "trait")
#: The events a replacement made by an effect may replace here (912.1).
_REPLACEABLE = tuple(name for names in REPLACEABLE.values() for name in names)


#: A cost change reaching what its filter matches, with no player to read "you" as.
_NO_CONTROLLER = refusal("a cost change reaching the cards its filter matches needs its controller (or source): 'you' "
                         "in the filter means that player", "905.2c")
#: An effect until the end of the attack in a position outside an attack.
_NO_ATTACK = refusal("an effect lasting until the end of the attack needs a position in an attack (step)", "806.6")
#: A replacement of an event no effect may replace here.
_NOT_REPLACEABLE = refusal("{event!r} cannot be replaced here; one of {events}", "912.1")
#: A text change other than losing all abilities.
_TEXT_CHANGE = refusal("game004 models a text change only as losing all abilities (lose_all)", "903.2b")


def _reaches_all(entry: Entry) -> bool:
    """A cost change reaching every card its filter matches names no cards."""
    return entry.effect.op == "cost" and entry.effect.target.who == "all"


def _named(rules: InForceRules, entry: Entry) -> list[str]:
    """The cards it reached (911.4), or, for a cost change reaching what its filter matches, whose filter it is."""
    if not _reaches_all(entry):
        return named(rules, entry)
    if entry.spec.controller or entry.spec.source:
        return []
    return [_NO_CONTROLLER.at(f"{entry.where}.controller")]


def _in_an_attack(rules: InForceRules, entry: Entry) -> list[str]:
    if entry.until == "end_of_attack" and entry.scenario.step is None:
        return [_NO_ATTACK.at(f"{entry.where}.effect.until")]
    return []


def _modelled(rules: InForceRules, entry: Entry) -> list[str]:
    """The replacements and text changes game004 carries out."""
    eff, where = entry.effect, entry.where
    if eff.op == "replace" and eff.event not in _REPLACEABLE:
        return [_NOT_REPLACEABLE.at(f"{where}.effect.event", event=eff.event, events=", ".join(_REPLACEABLE))]
    if eff.op == "text" and (eff.gain or not eff.lose_all):
        return [_TEXT_CHANGE.at(f"{where}.effect")]
    return []


RULES = InForceRules(
    words=tuple(CONTINUOUS), durations=tuple(UNTIL), reach=AREAS, reach_words=_AREA_ONLY,
    one_shot=refusal("{op!r} is a one-shot effect, over once done, so it is not in force (continuous effect words: "
                     "{words}); put its result in the position", "902.2a"),
    no_cards=refusal("name the cards the effect reached when it was made", "911.4"),
    unreachable=refusal("{card} is in the {zone}, not in an area; an effect made earlier does not reach a card that "
                        "arrived in its zone later", "911.4"),
    variable_amount=refusal("give the number the effect had when it was made, fixed when it resolved"),
    bad_duration=refusal("{until!r} is not a duration game004 ends; one of {durations}"),
    checks=(_named, reached, lasting, _in_an_attack, fixed, _modelled))


def problems(scenario: Scenario) -> list[str]:
    """What an in-force entry cannot be in game004: a one-shot effect, a card outside an area, a duration or number
    the game does not have."""
    return RULES.problems(scenario)


def _value(state: GameState, f: InForceSpec, card: str | None) -> tuple[str, Any, dict[str, Any]]:
    """The continuous effect's kind, value and data, as the effect word's resolution leaves them."""
    eff: Any = f.effect
    kind = CONTINUOUS[eff.op]
    if eff.op == "power":
        amount = int(eff.amount)
        if eff.becomes and card is not None:
            amount -= power_of(state, state.cards[card])
        return kind, amount, {}
    if eff.op == "keyword":
        return kind, eff.keyword, {"gain": eff.gain}
    if eff.op == "prevent_damage":
        return kind, eff.amount, {}
    if eff.op == "replace":
        data = {"event": eff.event, "instead": [e.model_dump() for e in eff.instead]}
        return kind, None, {**data, **({"controller": f.controller} if f.controller else {})}
    if eff.op == "text":
        return kind, eff.lose_all, {}
    if eff.op == "cost":
        controller = f.controller or (state.cards[f.source].controller if f.source in state.cards else None)
        return kind, eff.amount, {"filter": eff.target.filter.model_dump() if eff.target.who == "all" else None,
                                  "controller": controller, "ability": eff.ability, "uses": eff.uses}
    return kind, list(eff.traits), {"replace": eff.replace}


def _effects(state: GameState, f: InForceSpec) -> Iterator[Made]:
    until = UNTIL[str(RULES.until(f.effect))]  # the same reading the check made of it
    # "Its power becomes N" is a change fixed per card when it resolved, as the effect word makes it.
    groups = [(c,) for c in f.cards] if f.effect.op == "power" and getattr(f.effect, "becomes", False) \
        else [tuple(f.cards)]
    for cards in groups:
        kind, value, data = _value(state, f, cards[0] if len(cards) == 1 else None)
        yield kind, cards, value, until, data


def apply(state: GameState, scenario: Scenario) -> None:
    """Make each entry's continuous effect, newer than every card placed; the first step reports them."""
    in_force.make(state, scenario, _effects, lambda f: {**in_force.listed(f), "controller": f.controller})


def _until(until: str) -> tuple[str, str]:
    mapped = UNTIL.get(until, "mission_end")
    return {"mission_end": ("ミッションフェイズ終了時まで", "until the end of the mission phase"),
            "attack_end": ("アタック終了時まで", "until the end of the attack")}.get(mapped, ("", "for the game"))


def _describe(state: GameState, entry: Mapping[str, Any]) -> tuple[tuple[str, str], tuple[str, ...]]:
    eff = entry["effect"]
    cards = card_list(state, entry["cards"])
    one = len(entry["cards"])
    op = eff["op"]
    if op == "power":
        clause = say("in_force_power_becomes", card=cards, amount=eff["amount"], until=_until(eff["until"]),
                     verb=agreeing(one, "になっている", "has", "have")) if eff.get("becomes") else \
            say("in_force_power", card=cards, amount=eff["amount"], until=_until(eff["until"]),
                verb=agreeing(one, "されている", "has", "have"))
    elif op == "keyword":
        clause = say("in_force_keyword", card=cards, keyword=eff["keyword"], until=_until(eff["until"]),
                     verb=keyword_verb(one == 1, eff.get("gain", True)))
    elif op == "prevent_damage":
        clause = say("in_force_prevent", card=cards, until=_until(eff["until"]))
    elif op == "replace":
        word = {"ko": "退場", "broken": "退場", "damage": "ダメージ"}.get(eff["event"], eff["event"])
        clause = say("in_force_replace", card=cards, event=(word, eff["event"]), until=_until(eff["until"]))
    elif op == "text":
        clause = say("in_force_loses_abilities", card=cards, until=_until(eff["until"]),
                     verb=agreeing(one, "失っている", "has lost its", "have lost their"))
    elif op == "cost":
        which = cards if entry["cards"] else say("cards_it_names")
        if eff.get("ability"):
            which = say("activated_abilities_of", card=which)
        clause = say("in_force_cost", card=which, amount=eff["amount"], until=_until(eff["until"]),
                     uses=say("for_n_plays", n=plays(eff["uses"])) if eff.get("uses") else ("", ""))
    else:
        clause = say("in_force_traits", card=cards, until=_until(eff["until"]), traits=traits_words(eff["traits"]),
                     verb=agreeing(one, "変更されている", "has", "have"))
    clause = in_force.made_by(state, entry, clause, say, label)
    if entry.get("controller"):
        clause = say("in_force_controlled_by", clause=clause, player=pname(state, entry["controller"]))
    return clause, ()


@task("in_force")
def report(ctx: Context, args: dict[str, Any]) -> Record:
    """The position's effects in force, said once before the first action (setup made them)."""
    text, _ = in_force.listing(args["made"], lambda e: _describe(ctx.state, e), say)
    rules = ["902.2b", "911.3b", "911.4"]
    if any(e["effect"]["op"] == "replace" for e in args["made"]):
        rules += ["902.2c", "912.1"]
    if any(e["effect"]["op"] == "power" for e in args["made"]):
        rules.append("911.1c")
    if any(e["effect"]["op"] == "text" for e in args["made"]):
        rules.append("903.2b")
    if any(e["effect"]["op"] == "trait" for e in args["made"]):
        rules.append("911.1b")
    if any(e["effect"]["op"] == "cost" for e in args["made"]):
        rules.append("905.2c")
    return ctx.record(*text, rule(*rules))
