"""Modes, variables, distributions, delayed abilities and the start of the game, below the scenario level."""

from __future__ import annotations

from typing import Any

import pytest

from judge_app.engine import Stepper, app_corpus, parse_scenario
from judge_app.engine.games.fftcg import MODULE
from judge_app.engine.games.fftcg.choices import BadChoice, choose_distribution, effects_of
from judge_app.engine.games.fftcg.delayed import create, delayed_triggered, expire
from judge_app.engine.games.fftcg.layers import scaled
from judge_app.engine.kernel.citations import Citer
from judge_app.engine.kernel.effects import Ability, Amount, CreateDelayed, DealDamage, Target, Trigger
from judge_app.engine.kernel.game import Context
from judge_app.engine.kernel.scenario import ScenarioError


def _scenario(**extra: Any) -> dict[str, Any]:
    forwards = [{"id": f"b{i}", "name": f"b{i}", "attributes": {"type": "forward", "element": "ice", "power": 5000}}
                for i in (1, 2)]
    return {"game": "fftcg", "title": "choices", "turn": 3, "turn_player": "A", "phase": "main1",
            "players": [{"id": "A", "zones": {"forward": [{"id": "a1", "name": "a1", "attributes": {
                "type": "forward", "element": "fire", "power": 5000}}]}},
                        {"id": "B", "zones": {"forward": forwards}}], **extra}


def _ctx() -> Context:
    scenario = parse_scenario(_scenario())
    citer = Citer("fftcg", None, app_corpus())
    return Context(MODULE.setup(scenario), scenario, {}, citer, MODULE.resolve_settings(scenario))


def test_fractions_round_up() -> None:
    assert scaled(5, Amount(divide=2)) == 3
    assert scaled(3, Amount(times=1000, divide=2)) == 1500
    assert scaled(4, Amount(divide=2, plus=1)) == 3


def test_modes_follow_the_common_effects_in_mode_order() -> None:
    ab = Ability.model_validate({"kind": "summon", "effects": [{"op": "draw"}], "modes": [
        {"effects": [{"op": "discard"}]}, {"effects": [{"op": "draw", "amount": 2}]}]})
    assert [e.op for e in effects_of(ab, [1, 0])] == ["draw", "discard", "draw"]
    assert [e.op for e in effects_of(ab, None)] == ["draw"]


@pytest.mark.parametrize(("kind", "split", "ok"), [
    ("summon", {"b1": 5500, "b2": 500}, True), ("auto", {"b1": 1, "b2": 5999}, True),
    ("action", {"b1": 5500, "b2": 500}, False), ("special", {"b1": 3000, "b2": 3000}, True),
    ("special", {"b1": 6000, "b2": 0}, False), ("summon", {"b1": 3000, "b2": 2000}, False),
])
def test_distribution_minimums_differ_by_source(kind: str, split: dict[str, int], ok: bool) -> None:
    ctx = _ctx()
    eff = DealDamage(target=Target(who="choose", count=2), amount=6000, distribute=True)
    targets = {"0": ["b1", "b2"]}
    frame = {"controller": "A", "source": "a1", "targets": targets}
    if ok:
        assert choose_distribution(ctx, "A", "a1", [eff], targets, frame, split, kind) == {"0": split}
    else:
        with pytest.raises(BadChoice):
            choose_distribution(ctx, "A", "a1", [eff], targets, frame, split, kind)


def test_a_delayed_ability_sees_only_later_events_and_triggers_once() -> None:
    ctx = _ctx()
    state = ctx.state
    before = {"event": "broken", "card": "b1"}
    assert delayed_triggered(state, before) == []  # nothing waits yet (11.9.17.1)
    eff = CreateDelayed(trigger=Trigger(event="broken", source="self"), effects=[], target=Target(who="choose"))
    create(state, {"controller": "A", "source": "a1"}, eff, ["b1"])
    assert delayed_triggered(state, {"event": "broken", "card": "b2"}) == []
    hit = delayed_triggered(state, {"event": "broken", "card": "b1"})
    assert len(hit) == 1 and hit[0]["controller"] == "A" and hit[0]["source"] == "a1"
    assert delayed_triggered(state, {"event": "broken", "card": "b1"}) == []  # once only (11.9.17.2)


def test_a_delayed_ability_with_a_duration_ends_with_it() -> None:
    ctx = _ctx()
    eff = CreateDelayed(trigger=Trigger(event="attacks", source="any"), effects=[], until="end_of_turn")
    create(ctx.state, {"controller": "A", "source": "a1"}, eff, [])
    assert len(delayed_triggered(ctx.state, {"event": "attacks", "card": "a1"})) == 1
    assert len(delayed_triggered(ctx.state, {"event": "attacks", "card": "a1"})) == 1
    assert expire(ctx.state, "end_of_turn")
    assert delayed_triggered(ctx.state, {"event": "attacks", "card": "a1"}) == []


def _start(**extra: Any) -> dict[str, Any]:
    deck = [{"id": f"{p}{i}", "name": f"{p}{i}", "attributes": {"type": "backup", "element": "fire"}}
            for p in "ab" for i in range(12)]
    return {"game": "fftcg", "title": "start", "turn": 1, "turn_player": "A", "phase": "start",
            "players": [{"id": "A", "zones": {"deck": deck[:12]}}, {"id": "B", "zones": {"deck": deck[12:]}}],
            "stop_at": {"turn": 1, "phase": "main1"}, **extra}


def test_the_start_of_the_game_replays_and_asks_the_random_chooser() -> None:
    runs = []
    for _ in range(2):
        stepper = Stepper(parse_scenario(_start()))
        stepper.run()
        assert stepper.pending_question is not None and stepper.pending_question.id == "first_player#1"
        stepper.answer("first_player#1", "A")
        stepper.answer("mulligan#1", "no")
        stepper.answer("mulligan#2", "no")
        stepper.run()
        assert stepper.pending_question is None and stepper.error is None
        runs.append((stepper.state.zones["A.hand"], stepper.state.zones["B.hand"]))
    assert runs[0] == runs[1]
    hand_a, hand_b = runs[0]
    assert len(hand_a) == 6 and len(hand_b) == 5  # the first player draws 1 on turn 1 (8.2.1.5)


def test_the_start_of_the_game_must_be_turn_1() -> None:
    with pytest.raises(ScenarioError, match="turn 1"):
        parse_scenario(_start(turn=2))
