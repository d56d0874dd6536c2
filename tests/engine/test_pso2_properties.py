"""Random pso2 positions and actions under both rules versions: never crash, never lose a card, replay identically."""

from __future__ import annotations

from typing import Any

from engine_checks import check_run, random_pick, run_answering
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from judge_app.engine import parse_scenario
from judge_app.engine.compare import compare_versions

COLOURS = ["red", "blue", "yellow"]


@st.composite
def cards(draw: st.DrawFn, prefix: str, zone: str, n_max: int) -> list[dict[str, Any]]:
    out = []
    kinds = ["character", "active", "item"] if zone in ("hand", "deck") else ["character"]
    for i in range(draw(st.integers(0, n_max))):
        kind = draw(st.sampled_from(kinds))
        attrs: dict[str, Any] = {"type": kind, "colour": draw(st.lists(st.sampled_from(COLOURS), max_size=1)),
                                 "cost": draw(st.integers(0, 2))}
        card: dict[str, Any] = {"id": f"{prefix}{zone}{i}", "name": f"カード{draw(st.integers(0, 5))}",
                                "attributes": attrs}
        if kind == "character":
            attrs.update(attack=draw(st.integers(0, 4)), hp=draw(st.integers(1, 6)), pierce=draw(st.integers(0, 1)),
                         keywords=draw(st.lists(st.sampled_from(["surprise", "sniper", "double_shot", "erosion",
                                                                 "combo", "invincible"]), unique=True, max_size=2)))
            if draw(st.booleans()):
                card["abilities"] = [{"kind": "activated", "keyword": "war_cry"}]
            elif draw(st.booleans()):
                card["abilities"] = [{"kind": "trigger", "keyword": draw(st.sampled_from(["on_enter", "on_ko"])),
                                      "effects": [{"op": "damage", "amount": draw(st.integers(1, 3)),
                                                   "target": {"who": "choose", "filter": {"card_type": ["character"],
                                                                                          "controller": "opponent"}}}]}]
        elif kind == "active":
            attrs["main"] = draw(st.booleans())
            op = draw(st.sampled_from(["damage", "break", "return_to_hand", "power"]))
            eff: dict[str, Any] = {"op": op, "target": {"who": "choose", "filter": {"card_type": ["character"]}}}
            if op in ("damage", "power"):
                eff["amount"] = draw(st.integers(1, 3))
            card["abilities"] = [{"kind": "active", "effects": [eff]}]
        else:
            attrs["item_kind"] = draw(st.sampled_from(["normal", "weapon", "armour"]))
            attrs.update(attack=1, defence=1)
        if zone in ("front", "back"):
            card["dull"] = draw(st.booleans())
            card["damage"] = draw(st.integers(0, 1))
            if i == 0 and draw(st.booleans()):  # equipment on the first character of the row
                out.append({"id": f"{prefix}{zone}w", "name": "装備", "state": {"equipped_to": card["id"]},
                            "attributes": {"type": "item", "item_kind": draw(st.sampled_from(["weapon", "armour"])),
                                           "attack": 2, "defence": 1}})
        if zone == "pp":
            card["face_up"] = draw(st.booleans())
            card["dull"] = draw(st.booleans())
        out.append(card)
    return out


@st.composite
def positions(draw: st.DrawFn) -> dict[str, Any]:
    players = []
    for p in ("A", "B"):
        zones = {z: draw(cards(p, z, n)) for z, n in (("front", 2), ("back", 2), ("hand", 3), ("pp", 3), ("deck", 5))}
        zones["player"] = [{"id": f"{p}pl", "name": p, "attributes": {"type": "player", "colour": ["red"], "hp": 40}}]
        zones["mag"] = [{"id": f"{p}mag", "name": "マグ", "attributes": {"type": "mag"}, "dull": draw(st.booleans())}]
        players.append({"id": p, "name": p, "zones": zones})
    ids = {p["id"]: [c["id"] for z in ("hand", "front", "back", "player") for c in p["zones"][z]] for p in players}
    everyone = ids["A"] + ids["B"]
    actions = []
    for _ in range(draw(st.integers(0, 6))):
        who = draw(st.sampled_from(["A", "B"]))
        kind = draw(st.sampled_from(["play", "attack", "pass", "end_phase", "activate", "use_weapon"]))
        act: dict[str, Any] = {"player": who, "type": kind}
        if kind == "activate":
            act.update(card=draw(st.sampled_from(ids[who])), ability=0)
            if not any(c["id"] == act["card"] and c.get("abilities") for p in players for z in p["zones"].values()
                       for c in z):
                act = {"player": who, "type": "pass"}
        if kind == "use_weapon":
            weapons = [c["id"] for p in players for z in p["zones"].values() for c in z if c["id"].endswith("w")]
            act = {"player": who, "type": "use_weapon", "card": draw(st.sampled_from(weapons))} if weapons else \
                {"player": who, "type": "pass"}
        if kind in ("play", "attack") and ids[who]:
            act["card"] = draw(st.sampled_from(ids[who]))
            act["targets"] = draw(st.lists(st.sampled_from(everyone), unique=True, max_size=2))
        actions.append(act)
    phase = draw(st.sampled_from(["main", "start", "end", "pp", "draw", "battle"]))
    stop = {"turn": 3, "phase": "main"} if draw(st.booleans()) else None
    battle: dict[str, Any] = {}
    if phase == "battle":
        a_chars = [c["id"] for c in players[0]["zones"]["front"] if c["attributes"]["type"] == "character"]
        battle = {"combat": {"attacker": a_chars[0] if a_chars else "Apl", "targets": ["Bpl"]},
                  "step": draw(st.sampled_from(["start", "join", "engage", "damage"]))}
    return {"game": "pso2", "version": draw(st.sampled_from(["1.8", "3.0"])), "title": "random position", **battle,
            "turn": 2, "turn_player": "A", "first_player": "B", "phase": phase, "players": players,
            "actions": actions, **({"stop_at": stop} if stop else {})}


@settings(max_examples=40, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(data=positions(), rnd=st.randoms(use_true_random=False))
def test_random_pso2_positions(data: dict[str, Any], rnd: Any) -> None:
    stepper, answers = run_answering(data, random_pick(rnd))
    assert all(r.version == data["version"] for s in stepper.steps for r in s.citations)
    check_run(stepper, data, answers)
    # comparing under both versions never crashes either, and each run cites only its own version
    cmp = compare_versions(parse_scenario({**data, "answers": answers}), ("1.8", "3.0"))
    for run in cmp.runs:
        assert run.error is None, run.error
        assert all(c.startswith(f"pso2@{run.version}:") for s in run.steps for c in s["citations"])
