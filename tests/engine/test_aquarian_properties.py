"""Random aquarian positions and actions: never crash, never lose or duplicate a card, replay identically."""

from __future__ import annotations

from typing import Any

from engine_checks import check_cards, check_run, random_pick, run_answering
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from judge_app.engine import Stepper

FACTIONS = ["ego", "arayashiki", "wizdom", "darklore", "kyokusei", "eraser"]
SKILLS = ["aggressive", "stealth", "initiative", "penetrate", "shield", "intercept", "breakthrough", "synchro",
          "draw:1", "draw:-1", "charge:1", "capacity:1", "remove:1", "bind:1", "boost:1", "offensive", "defensive",
          "infinity", "resist:ego", "protect:ego", "permanent:1"]


@st.composite
def character(draw: st.DrawFn, cid: str, faction: str | None = None) -> dict[str, Any]:
    fac = faction if faction is not None else draw(st.sampled_from([*FACTIONS, None]))
    attrs: dict[str, Any] = {"type": "character", "mental": draw(st.integers(0, 3)),
                             "endurance": draw(st.integers(1, 4)), "attack": draw(st.integers(0, 3)),
                             "skills": draw(st.lists(st.sampled_from(SKILLS), unique=True, max_size=2)),
                             "classes": [draw(st.sampled_from(["スチューデント♀", "ウォリアー♂"]))]}
    if fac:
        attrs["factions"] = [fac]
    if draw(st.booleans()):
        attrs["mental_attack"] = draw(st.integers(0, 2))
    if draw(st.integers(0, 4)) == 0:
        attrs["personal_name"] = draw(st.sampled_from(["ミカ", "ユウ"]))
    return {"id": cid, "name": f"キャラ{cid}", "attributes": attrs}


@st.composite
def other(draw: st.DrawFn, cid: str) -> dict[str, Any]:
    kind = draw(st.sampled_from(["fast", "project", "break", "permanent"]))
    attrs: dict[str, Any] = {"type": kind, "cost": draw(st.integers(0, 2))}
    card: dict[str, Any] = {"id": cid, "name": f"カード{cid}", "attributes": attrs}
    if kind == "break":
        attrs.update({"mental": 2, "attack": 2, "endurance": 2, "classes": ["スチューデント♀"], "factions": ["ego"]})
    if kind in ("fast", "project"):
        op = draw(st.sampled_from(["damage", "break", "draw", "power", "counters"]))
        eff: dict[str, Any] = {"op": op}
        if op == "draw":
            eff["amount"] = 1
        else:
            eff["target"] = {"who": "choose"}
            if op in ("damage", "power"):
                eff["amount"] = draw(st.integers(-1, 3))
            if op == "counters":
                eff.update({"counter": draw(st.sampled_from(["endurance", "power", "mental"])),
                            "amount": draw(st.integers(-1, 1))})
        card["abilities"] = [{"kind": "card", "effects": [eff]}]
    return card


@st.composite
def positions(draw: st.DrawFn) -> dict[str, Any]:
    players = []
    for p in ("A", "B"):
        zones: dict[str, list[dict[str, Any]]] = {"dominion": [], "power": []}
        for i in range(draw(st.integers(0, 3))):
            c = draw(character(f"{p}dom{i}"))
            zones["dominion"].append(c)
            for k in range(draw(st.integers(0, 3))):
                zones["power"].append({"id": f"{p}pw{i}_{k}", "name": "パワー", "attributes": {"type": "fast"},
                                       "state": {"on": c["id"]}})
        for f in draw(st.lists(st.sampled_from(FACTIONS), unique=True, max_size=2)):
            zones[f"party_{f}"] = [draw(character(f"{p}{f}{j}", f)) for j in range(draw(st.integers(1, 2)))]
        zones["hand"] = [draw(st.one_of(character(f"{p}h{i}"), other(f"{p}h{i}"))) for i in range(draw(
            st.integers(0, 4)))]
        zones["deck"] = [draw(st.one_of(character(f"{p}d{i}"), other(f"{p}d{i}"))) for i in range(draw(
            st.integers(0, 6)))]
        zones["damage"] = [{"id": f"{p}x{i}", "name": "ダメージ", "attributes": {"type": "fast"}}
                           for i in range(draw(st.integers(0, 9)))]
        players.append({"id": p, "name": p, "zones": {k: v for k, v in zones.items() if v}})
    ids = {p["id"]: [c["id"] for z, cs in p["zones"].items() if z in ("hand", "dominion") or z.startswith("party")
                     for c in cs] for p in players}
    actions = []
    for _ in range(draw(st.integers(0, 6))):
        who = draw(st.sampled_from(["A", "B"]))
        kind = draw(st.sampled_from(["attack", "guard", "fast", "project", "set_character", "set_break", "power",
                                     "effect", "discard", "pass", "synchro", "discard_own"]))
        act: dict[str, Any] = {"player": who, "type": kind}
        mine, theirs = ids[who], ids["B" if who == "A" else "A"]
        if mine and kind != "pass":
            act["card"] = draw(st.sampled_from(mine))
        if kind == "attack":
            act["targets"] = [draw(st.sampled_from(["B" if who == "A" else "A", *mine[:2]]))]
        elif kind in ("fast", "project", "set_break") and (mine or theirs):
            act["targets"] = [draw(st.sampled_from(mine + theirs))]
        elif kind == "power" and mine:
            act["cards"] = [act["card"]]
            act["targets"] = [draw(st.sampled_from(mine))]
        elif kind == "effect":
            act["ability"] = 0
            act.pop("card", None)
            act["type"] = "pass"
        actions.append(act)
    phase = draw(st.sampled_from(["draw", "faction", "main", "power", "discard"]))
    stop = {"turn": 5, "phase": "main"} if draw(st.booleans()) else None
    return {"game": "aquarian", "title": "random position", "turn": 3, "turn_player": "A", "phase": phase,
            "players": players, "actions": actions,
            "settings": {"loss_check": draw(st.sampled_from(["immediate", "after_declaration"])),
                         "no_attack_response": draw(st.sampled_from(["window", "none"]))},
            **({"stop_at": stop} if stop else {})}


def _check_cards(stepper: Stepper, data: dict[str, Any]) -> None:
    """Besides every card being in one zone, a set card (power, break, permanent) is set on a card that exists."""
    check_cards(stepper, data)
    for key, ids in stepper.state.zones.items():
        for cid in ids:
            on = stepper.state.cards[cid].flags.get("on")
            if key.split(".")[-1] in ("power", "breaks", "permanents"):
                assert on in stepper.state.cards, f"{cid} in {key} is set on nothing"


@settings(max_examples=40, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(data=positions(), rnd=st.randoms(use_true_random=False))
def test_random_aquarian_positions(data: dict[str, Any], rnd: Any) -> None:
    stepper, answers = run_answering(data, random_pick(rnd))
    check_run(stepper, data, answers, cards=_check_cards)
