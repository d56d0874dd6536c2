"""game004: random positions and actions never crash, never lose or duplicate a card, and replay identically."""

from __future__ import annotations

from typing import Any

from engine_checks import check_run, random_pick, run_answering
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

AREAS = ["side1", "center", "side2"]
ACTIONS = ["play", "attack", "activate", "slide", "pass", "check_missions", "keep", "charge"]
ABILITIES = [
    {"kind": "auto", "trigger": {"event": "enters"}, "effects": [{"op": "draw", "amount": 1}]},
    {"kind": "auto", "trigger": {"event": "ko"},
     "effects": [{"op": "damage", "target": {"who": "choose"}, "amount": 2000}]},
    {"kind": "auto", "trigger": {"event": "attacks"}, "effects": [
        {"op": "power", "target": {"who": "self"}, "amount": 2000, "until": "end_of_attack"}]},
    {"kind": "auto", "trigger": {"event": "mission_phase_end"}, "effects": [{"op": "draw", "amount": 1}]},
    {"kind": "auto", "keyword": "encounter"},
    {"kind": "activated", "cost": {"dull_self": True}, "effects": [
        {"op": "break", "target": {"who": "choose", "filter": {"controller": "opponent"}}}]},
]


@st.composite
def cards(draw: st.DrawFn, prefix: str, zone: str, n_max: int) -> list[dict[str, Any]]:
    out = []
    for i in range(draw(st.integers(0, n_max))):
        kind = "character" if zone in AREAS else draw(st.sampled_from(["character", "character", "event", "engage"]))
        attrs: dict[str, Any] = {"type": kind, "cost": draw(st.integers(0, 4)), "scout_icon": draw(st.booleans())}
        name = f"カード{draw(st.integers(0, 4))}"
        card: dict[str, Any] = {"id": f"{prefix}{zone}{i}", "name": name, "attributes": attrs}
        if kind == "character":
            attrs["power"] = draw(st.sampled_from([1000, 2000, 3000, 5000]))
            if draw(st.booleans()):
                card["abilities"] = [draw(st.sampled_from(ABILITIES))]
        elif kind == "event":
            card["abilities"] = [{"kind": "event", "effects": [
                {"op": draw(st.sampled_from(["damage", "break", "dull"])), "target": {"who": "choose"}}]}]
            if card["abilities"][0]["effects"][0]["op"] == "damage":
                card["abilities"][0]["effects"][0]["amount"] = draw(st.sampled_from([1000, 3000]))
        if zone in AREAS:
            card["dull"] = draw(st.booleans())
            card["damage"] = draw(st.sampled_from([0, 0, 1000]))
        out.append(card)
    return out


@st.composite
def missions(draw: st.DrawFn, prefix: str) -> list[dict[str, Any]]:
    acts = ["play_character", "attack", "attack_success", "ko_opponent", "level_up"]
    return [{"id": f"{prefix}m{i}", "name": f"ミッション{prefix}{i}", "face_up": draw(st.booleans()),
             "dull": draw(st.booleans()),
             "attributes": {"type": "mission", "check_action": draw(st.sampled_from(acts)),
                            "clear_action": draw(st.sampled_from(acts)), "check_count": draw(st.integers(1, 2))}}
            for i in range(3)]


@st.composite
def positions(draw: st.DrawFn) -> dict[str, Any]:
    players = []
    for p in ("A", "B"):
        zones: dict[str, Any] = {a: draw(cards(p, a, 1)) for a in AREAS}
        zones.update({z: draw(cards(p, z, n)) for z, n in (("hand", 4), ("deck", 5), ("energy", 4), ("keep", 1))})
        zones["mission"] = draw(missions(p))
        zones["account"] = [{"id": f"{p}acc", "name": "アカウント", "attributes": {"type": "account"},
                             "abilities": [{"kind": "activated", "keyword": draw(st.sampled_from(["accel", "issen"])),
                                            "params": {"account_info": ["x"]}}]}]
        players.append({"id": p, "name": p, "zones": zones})
    ids = {p["id"]: [c["id"] for z in ("hand", "keep", *AREAS, "account") for c in p["zones"][z]] for p in players}
    actions = []
    for _ in range(draw(st.integers(0, 6))):
        who = draw(st.sampled_from(["A", "B"]))
        kind = draw(st.sampled_from(ACTIONS))
        mine = ids[who]
        act: dict[str, Any] = {"player": who, "type": kind}
        if mine and kind not in ("pass", "check_missions", "charge"):
            act["card"] = draw(st.sampled_from(mine))
        if kind in ("play", "slide"):
            act["options"] = {"area": draw(st.sampled_from([*AREAS, "nowhere"]))}
        if kind == "activate":
            act["ability"] = 0
        if kind in ("slide", "charge") and mine:
            act["cards"] = draw(st.lists(st.sampled_from(mine), unique=True, max_size=2))
        actions.append(act)
    phase = draw(st.sampled_from(["main", "main", "start_draw", "mission", "charge", "end_draw"]))
    stop = {"turn": 4, "phase": "main"} if draw(st.booleans()) else None
    settings_ = {"lanes": draw(st.sampled_from(["facing", "single_lane"])),
                 "engage_placement": draw(st.sampled_from(["connect", "area"]))}
    return {"game": "game004", "title": "random position", "turn": 3, "turn_player": "A", "phase": phase,
            "players": players, "actions": actions, "settings": settings_, **({"stop_at": stop} if stop else {})}


@settings(max_examples=40, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(data=positions(), rnd=st.randoms(use_true_random=False))
def test_random_positions(data: dict[str, Any], rnd: Any) -> None:
    stepper, answers = run_answering(data, random_pick(rnd))
    check_run(stepper, data, answers)
