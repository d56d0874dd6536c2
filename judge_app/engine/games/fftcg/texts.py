"""The words of an ability no card prints: a delayed auto ability an effect makes (11.9.17) has its text written
here from its data, in Japanese and in English, so a step that names it reads as card text does in each language,
never as the scenario file's words."""

from __future__ import annotations

from typing import Any

from judge_app.engine.games.fftcg.layout import PHASE_EN, PHASE_JA, TYPE_JA
from judge_app.engine.games.fftcg.messages import EFFECT_DO, EVENT_WHEN, PLAYER_DOES, UNTIL_WORDS, say
from judge_app.engine.games.fftcg.tasks import card_list, count_cards
from judge_app.engine.kernel.effects import Filter, Target, Trigger
from judge_app.engine.kernel.state import GameState


def delayed_text(state: GameState, trigger: Trigger, effects: list[Any], until: str | None,
                 watch: list[str]) -> tuple[str, str]:
    """A delayed ability's text in each language: when it triggers, for how long, and what it does."""
    when = _when(state, trigger, watch)
    does = [_do(e) for e in effects]
    parts = ("、".join(d[0] for d in does) or "何もしない", ", then ".join(d[1] for d in does) or "do nothing")
    if until is None or until == "next_event":
        return say("delayed_text_next_time", when=when, effects=parts)
    if until == "end_of_turn":
        return say("delayed_text_this_turn", when=when, effects=parts)
    return say("delayed_text_during", during=UNTIL_WORDS.get(until, (until, until)), when=when, effects=parts)


def _when(state: GameState, trigger: Trigger, watch: list[str]) -> tuple[str, str]:
    ja, en = EVENT_WHEN.get(trigger.event, ("{who}: " + trigger.event, "{who}: " + trigger.event))
    if trigger.source == "self":
        who = card_list(state, watch) if watch else ("それ", "it")
    else:
        who = _some_card(trigger.filter, other=trigger.source == "other")
    phase = (PHASE_JA.get(trigger.phase, "フェイズ"), PHASE_EN.get(trigger.phase, "a phase")) if trigger.phase \
        else ("フェイズ", "a phase")
    return ja.format(who=who[0], phase=phase[0]), en.format(who=who[1], phase=phase[1])


def _some_card(flt: Filter | None, *, other: bool) -> tuple[str, str]:
    """'a forward you control', 'another card': the card a trigger of any card waits for."""
    types = flt.card_type if flt is not None and flt.card_type else []
    ja, en = (TYPE_JA.get(types[0], types[0]), types[0]) if len(types) == 1 else ("カード", "card")
    ja, en = ("ほかの" + ja, "another " + en) if other else (ja, ("an " if en[0] in "aeiou" else "a ") + en)
    controller = flt.controller if flt is not None else "any"
    if controller == "you":
        return "あなたがコントロールする" + ja, en + " you control"
    if controller == "opponent":
        return "相手がコントロールする" + ja, en + " an opponent controls"
    return ja, en


def _do(eff: Any) -> tuple[str, str]:
    becomes = eff.op == "power" and getattr(eff, "becomes", False)
    ja, en = EFFECT_DO.get("power_becomes" if becomes else eff.op, (eff.op, eff.op))
    n = getattr(eff, "amount", None)
    number = (f"{n:+d}" if eff.op == "power" and not becomes else str(n)) if isinstance(n, int) else "X"
    cards = count_cards(n) if isinstance(n, int) else ("X枚", "X cards")
    counters = "a counter" if n == 1 else f"{number} counters"
    who = PLAYER_DOES.get(getattr(eff, "player", "you"), ("", ""))
    obj = _object(getattr(eff, "target", None))
    return (ja.format(obj=obj[0], n=number, cards=cards[0], counters=f"{number}個", who=who[0]),
            en.format(obj=obj[1], n=number, cards=cards[1], counters=counters, who=who[1]))


def _object(target: Target | None) -> tuple[str, str]:
    """What an effect of a delayed ability acts on: its own 'choose' means the cards it watches (see delayed)."""
    if target is None or target.who in ("choose", "event_card"):
        return "それ", "it"
    if target.who == "self":
        return "このカード", "this card"
    if target.who == "all":
        kind = _some_card(target.filter, other=False)
        return "すべての" + kind[0], "every " + kind[1].split(" ", 1)[1]
    return target.who, target.who
