"""Random positions with the newer vocabulary (modes, X, distributions, control, text and job changes,
delayed and state-watching abilities, field abilities of every kind): never crash, never lose or duplicate a
card, and replay identically."""

from __future__ import annotations

from typing import Any

from engine_checks import check_run, random_pick, run_answering
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

FORWARD = {"card_type": ["forward"]}
EFFECTS: list[dict[str, Any]] = [
    {"op": "control", "target": {"who": "choose", "filter": FORWARD}, "until": "end_of_turn"},
    {"op": "text", "target": {"who": "choose", "filter": FORWARD}, "lose_all": True},
    {"op": "text", "target": {"who": "choose", "filter": FORWARD},
     "gain": [{"kind": "field", "static": [{"target": {"who": "self"}, "power": 1000}]}]},
    {"op": "job", "target": {"who": "choose", "filter": FORWARD}, "jobs": ["侍"]},
    {"op": "power", "target": {"who": "choose", "filter": FORWARD}, "amount": 3000, "becomes": True},
    {"op": "power", "target": {"who": "choose", "filter": FORWARD},
     "amount": {"of": "count", "filter": FORWARD, "times": 1000, "divide": 2}},
    {"op": "damage", "target": {"who": "choose", "count": 2, "up_to": True, "filter": FORWARD}, "amount": 6000,
     "distribute": True},
    {"op": "damage", "target": {"who": "choose", "filter": FORWARD}, "amount": {"of": "x", "times": 1000}},
    {"op": "delayed", "target": {"who": "choose", "filter": FORWARD}, "trigger": {"event": "broken", "source": "self"},
     "effects": [{"op": "draw"}], "until": "end_of_turn"},
    {"op": "delayed", "trigger": {"event": "phase_start", "source": "any", "phase": "end"},
     "effects": [{"op": "discard", "player": "each_player"}]},
    {"op": "break", "target": {"who": "choose", "filter": FORWARD}},
]
STATICS: list[dict[str, Any]] = [
    {"target": {"who": "all", "filter": {**FORWARD, "job": "侍"}}, "power": 2000},
    {"target": {"who": "all", "filter": {**FORWARD, "keyword": "brave"}}, "keywords": ["haste"]},
    {"target": {"who": "self"}, "set_power": {"of": "count", "filter": FORWARD, "times": 2000}},
    {"target": {"who": "all", "filter": {"zone": "hand", "card_type": ["summon"]}}, "cost": -1},
    {"target": {"who": "self"}, "must": ["block"]},
    {"target": {"who": "all", "filter": {"card_type": ["backup"], "controller": "opponent"}}, "lose_abilities": True},
]


@st.composite
def card(draw: st.DrawFn, cid: str, zone: str) -> dict[str, Any]:
    kind = "summon" if zone == "hand" else "backup" if zone == "backup" else "forward"
    attrs: dict[str, Any] = {"type": kind, "element": "fire", "cost": draw(st.integers(0, 2)), "generic": True}
    out: dict[str, Any] = {"id": cid, "name": cid, "attributes": attrs}
    if kind == "forward":
        attrs["power"] = draw(st.sampled_from([3000, 5000, 7000]))
        attrs["keywords"] = draw(st.lists(st.sampled_from(["brave", "haste"]), unique=True, max_size=1))
    if kind == "summon":
        modal = draw(st.booleans())
        effects = draw(st.lists(st.sampled_from(EFFECTS), min_size=1, max_size=2))
        ab: dict[str, Any] = {"kind": "summon", "x_max": 3}
        if modal:
            ab["modes"] = [{"effects": [e]} for e in effects]
        else:
            ab["effects"] = effects
        out["abilities"] = [ab]
    elif draw(st.booleans()):
        out["abilities"] = [{"kind": "field", "static": [draw(st.sampled_from(STATICS))]}]
    elif draw(st.booleans()):
        out["abilities"] = [{"kind": "auto", "trigger": {"event": "state"},
                             "condition": {"kind": "hand_size", "max": 0}, "effects": [{"op": "draw"}]}]
    return out


@st.composite
def positions(draw: st.DrawFn) -> dict[str, Any]:
    players = []
    for p in ("A", "B"):
        zones: dict[str, list[dict[str, Any]]] = {}
        for zone, n in (("forward", 3), ("backup", 3), ("hand", 3)):
            zones[zone] = [draw(card(f"{p}{zone}{i}", zone)) for i in range(draw(st.integers(0, n)))]
        zones["deck"] = [{"id": f"{p}d{i}", "name": f"{p}d{i}", "attributes": {"type": "backup", "element": "fire",
                                                                                "generic": True}} for i in range(6)]
        players.append({"id": p, "name": p, "zones": zones})
    actions = []
    for _ in range(draw(st.integers(0, 4))):
        who = draw(st.sampled_from(["A", "B"]))
        hand = [c["id"] for pl in players if pl["id"] == who for c in pl["zones"]["hand"]]
        backups = [c["id"] for pl in players if pl["id"] == who for c in pl["zones"]["backup"]]
        if not hand:
            actions.append({"player": who, "type": "pass"})
            continue
        act: dict[str, Any] = {"player": who, "type": "cast", "card": draw(st.sampled_from(hand)),
                               "payment": draw(st.lists(st.sampled_from(backups), unique=True, max_size=3))
                               if backups else []}
        if draw(st.booleans()):
            act["options"] = {"x": draw(st.integers(0, 2))}
        actions.append(act)
    return {"game": "fftcg", "title": "random position, newer words", "turn": 3, "turn_player": "A",
            "phase": "main1", "players": players, "actions": actions, "stop_at": {"turn": 4, "phase": "main1"}}


@settings(max_examples=40, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(data=positions(), rnd=st.randoms(use_true_random=False))
def test_random_positions_with_the_newer_words(data: dict[str, Any], rnd: Any) -> None:
    stepper, answers = run_answering(data, random_pick(rnd), rounds=80)
    check_run(stepper, data, answers)
