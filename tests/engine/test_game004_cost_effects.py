"""game004 cost changes made by effects for a while (the ``cost`` effect word, 905.2c, 902.2b): uses, the
905.2c order with static changes, a refused play that uses nothing, and in-force validation."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest

from judge_app.engine import Stepper, get_game, load_scenario, parse_scenario
from judge_app.engine.kernel.effects import EFFECT_OPS
from judge_app.engine.kernel.scenario import ScenarioError

SCENARIOS = Path(__file__).resolve().parents[1] / "scenarios" / "game004"
LESS_FOR_NEXT = {"op": "cost", "target": {"who": "all", "filter": {"controller": "you", "card_type": ["character"]}},
                 "amount": -2, "uses": 1}


def _char(cid: str, cost: int, **extra: Any) -> dict[str, Any]:
    return {"id": cid, "name": cid, "attributes": {"type": "character", "cost": cost, "power": 1000}, **extra}


def _player(pid: str, **zones: Any) -> dict[str, Any]:
    base: dict[str, Any] = {
        "account": [{"id": f"{pid}-acc", "name": "アカウント", "attributes": {"type": "account"}}],
        "mission": [{"id": f"{pid}-m{i}", "name": f"ミッション{i}", "attributes": {"type": "mission"}}
                    for i in range(3)],
        "deck": [_char(f"{pid}d{i}", 1) for i in range(8)], "energy": [_char(f"{pid}e{i}", 1) for i in range(4)],
        "hand": [_char(f"{pid}h{i}", 1) for i in range(3)]}
    base.update(zones)
    return {"id": pid, "name": pid, "zones": base}


def _data(a: dict[str, Any], actions: list[dict[str, Any]], **extra: Any) -> dict[str, Any]:
    return {"game": "game004", "title": "cost", "turn": 3, "first_player": "A", "turn_player": "A", "phase": "main",
            "players": [_player("A", **a), _player("B")], "actions": actions,
            "stop_at": {"turn": 3, "phase": "mission"}, **extra}


def _run(data: dict[str, Any]) -> Stepper:
    stepper = Stepper(parse_scenario(data))
    stepper.run()
    assert stepper.error is None and stepper.pending_question is None
    return stepper


def test_every_game_resolves_or_declares_the_cost_word() -> None:
    assert "cost" in EFFECT_OPS
    for key in ("game004", "fftcg", "pso2", "aquarian"):
        assert get_game(key).check_vocabulary() == []
    assert "cost" in get_game("game004").EFFECTS


def test_a_reduction_for_one_play_is_used_by_the_first_and_ends() -> None:
    s = Stepper(load_scenario(SCENARIOS / "97_effect_reduces_the_next_character_cost.json"))
    s.run()
    assert len(s.state.in_zone("A", "energy")) == 1
    assert not [e for e in s.state.effects if e.kind == "cost"]


def test_a_refused_play_uses_nothing() -> None:
    # 3 energy: the cost-6 character still costs 4 after the reduction and is refused (904.2f rewinds); the
    # reduction is then still there for the cost-3 character, which costs 1.
    ev = {"id": "a-ev", "name": "招集", "attributes": {"type": "event", "cost": 0},
          "abilities": [{"kind": "event", "text": "次のキャラのコストは2減る。", "effects": [LESS_FOR_NEXT]}]}
    three = [_char(f"e{i}", 1) for i in range(3)]
    s = _run(_data({"hand": [ev, _char("a-big", 6), _char("a-mid", 3)], "energy": three},
                   [{"player": "A", "type": "play", "card": "a-ev"},
                    {"player": "A", "type": "play", "card": "a-big", "options": {"area": "center"}},
                    {"player": "A", "type": "play", "card": "a-mid", "options": {"area": "side1"}}]))
    assert sum(1 for st in s.steps if st.illegal) == 1
    assert s.state.cards["a-big"].zone == "A.hand" and s.state.cards["a-mid"].zone == "A.side1"
    assert len(s.state.in_zone("A", "energy")) == 2


def test_a_reduction_for_the_opponents_cards_does_not_reach_yours() -> None:
    theirs = {**LESS_FOR_NEXT, "target": {"who": "all", "filter": {"controller": "opponent"}}}
    ev = {"id": "a-ev", "name": "招集", "attributes": {"type": "event", "cost": 0},
          "abilities": [{"kind": "event", "text": "相手のキャラのコストは2減る。", "effects": [theirs]}]}
    s = _run(_data({"hand": [ev, _char("a-mid", 3)]},
                   [{"player": "A", "type": "play", "card": "a-ev"},
                    {"player": "A", "type": "play", "card": "a-mid", "options": {"area": "side1"}}]))
    assert len(s.state.in_zone("A", "energy")) == 1  # paid the printed 3 of 4
    assert [e.data["uses"] for e in s.state.effects if e.kind == "cost"] == [1]


def test_an_in_force_cost_change_for_any_matching_card_needs_its_controller() -> None:
    data = _data({}, [], in_force=[{"effect": LESS_FOR_NEXT}])
    with pytest.raises(ScenarioError, match=r"in_force\[0\]\.controller"):
        parse_scenario(data)
