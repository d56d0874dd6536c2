"""Random legal positions and random actions: never crash, never lose or duplicate a card, replay identically."""

from __future__ import annotations

from typing import Any

from engine_checks import check_run, random_pick, run_answering
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

ELEMENTS = ["fire", "ice", "wind", "earth", "lightning", "water"]


@st.composite
def cards(draw: st.DrawFn, prefix: str, zone: str, n_max: int) -> list[dict[str, Any]]:
    out = []
    for i in range(draw(st.integers(0, n_max))):
        kind = draw(st.sampled_from(["forward", "backup", "summon"] if zone in ("hand", "deck") else
                                    ["forward"] if zone == "forward" else ["backup"]))
        attrs: dict[str, Any] = {"type": kind, "element": draw(st.sampled_from(ELEMENTS)),
                                 "cost": draw(st.integers(1, 4)), "generic": draw(st.booleans()),
                                 "ex_burst": draw(st.booleans())}
        if kind == "forward":
            attrs["power"] = draw(st.sampled_from([1000, 3000, 5000, 7000, 9000]))
            attrs["keywords"] = draw(st.lists(st.sampled_from(["brave", "haste", "first_strike"]), unique=True,
                                              max_size=2))
        card: dict[str, Any] = {"id": f"{prefix}{zone}{i}", "name": f"カード{draw(st.integers(0, 5))}",
                                "attributes": attrs}
        if kind == "summon" or attrs["ex_burst"]:
            card["abilities"] = [{"kind": "summon" if kind == "summon" else "ex_burst", "effects": [
                {"op": draw(st.sampled_from(["damage", "break", "dull", "power"])),
                 "target": {"who": "choose", "filter": {"card_type": ["forward"]}},
                 "amount": draw(st.sampled_from([-3000, 2000, 5000]))}]}]
            if card["abilities"][0]["effects"][0]["op"] in ("break", "dull"):
                del card["abilities"][0]["effects"][0]["amount"]
        if zone in ("forward", "backup"):
            card["dull"] = draw(st.booleans())
            card["state"] = {"entered_this_turn": draw(st.booleans())}
        out.append(card)
    return out


@st.composite
def positions(draw: st.DrawFn) -> dict[str, Any]:
    players = []
    for p in ("A", "B"):
        zones = {z: draw(cards(p, z, n)) for z, n in (("forward", 3), ("backup", 3), ("hand", 4), ("deck", 6))}
        zones["damage"] = draw(cards(p, "damage", 6))
        players.append({"id": p, "name": p, "zones": zones})
    ids = {p["id"]: [c["id"] for z in ("hand", "forward", "backup") for c in p["zones"][z]] for p in players}
    actions = []
    for _ in range(draw(st.integers(0, 6))):
        who = draw(st.sampled_from(["A", "B"]))
        kind = draw(st.sampled_from(["play", "cast", "attack", "pass", "block"]))
        mine = ids[who]
        act: dict[str, Any] = {"player": who, "type": kind}
        if mine and kind != "pass":
            act["card"] = draw(st.sampled_from(mine))
        if kind in ("play", "cast"):
            act["payment"] = draw(st.lists(st.sampled_from(mine), unique=True, max_size=3)) if mine else []
        actions.append(act)
    phase = draw(st.sampled_from(["main1", "attack", "main2", "end", "active"]))
    stop = {"turn": 2, "phase": "main1"} if draw(st.booleans()) else None
    return {"game": "fftcg", "title": "random position", "turn": 1, "turn_player": "A", "phase": phase,
            "players": players, "actions": actions, **({"stop_at": stop} if stop else {})}


@settings(max_examples=40, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(data=positions(), rnd=st.randoms(use_true_random=False))
def test_random_positions(data: dict[str, Any], rnd: Any) -> None:
    stepper, answers = run_answering(data, random_pick(rnd))
    check_run(stepper, data, answers)
