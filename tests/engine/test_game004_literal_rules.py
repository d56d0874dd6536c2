"""game004's surprising-but-literal rules, each implemented as written (one test per rule)."""

from __future__ import annotations

from typing import Any

from judge_app.engine import Stepper, parse_scenario


def _char(cid: str, cost: int, power: int, **extra: Any) -> dict[str, Any]:
    return {"id": cid, "name": f"キャラ{cid}", "attributes": {"type": "character", "cost": cost, "power": power,
                                                            **extra.pop("attrs", {})}, **extra}


def _fill(prefix: str, n: int) -> list[dict[str, Any]]:
    return [_char(f"{prefix}{i}", 1, 1000) for i in range(n)]


def _player(pid: str, **zones: Any) -> dict[str, Any]:
    base: dict[str, Any] = {
        "account": [{"id": f"{pid}-acc", "name": "アカウント", "attributes": {"type": "account"}}],
        "mission": [{"id": f"{pid}-m{i}", "name": f"ミッション{i}", "attributes": {"type": "mission"}}
                    for i in range(3)],
        "deck": _fill(f"{pid}d", 8), "energy": _fill(f"{pid}e", 4), "hand": _fill(f"{pid}h", 5)}
    base.update(zones)
    return {"id": pid, "name": pid, "zones": base}


def _run(a: dict[str, Any], b: dict[str, Any], actions: list[dict[str, Any]] | None = None, *,
         phase: str = "main", turn: int = 3, stop: dict[str, Any] | None = None, **extra: Any) -> Stepper:
    data = {"game": "game004", "title": "literal rule", "turn": turn, "first_player": "A", "turn_player": "A",
            "phase": phase, "players": [_player("A", **a), _player("B", **b)], "actions": actions or [],
            **({"stop_at": stop} if stop else {}), **extra}
    stepper = Stepper(parse_scenario(data))
    stepper.run()
    assert stepper.error is None and stepper.pending_question is None
    return stepper


def _cited(stepper: Stepper) -> list[str]:
    return [r.rule_id for s in stepper.steps for r in s.citations]


def test_1_the_turn_reboots_only_the_account() -> None:
    s = _run({"center": [_char("a-c", 3, 3000, dull=True)],
              "account": [{"id": "A-acc", "name": "アカウント", "attributes": {"type": "account"}, "dull": True}]}, {},
             phase="start_draw", stop={"turn": 4, "phase": "main"})
    assert s.state.cards["a-c"].dull is True
    assert s.state.cards["A-acc"].dull is False


def test_2_a_character_may_attack_the_turn_it_enters() -> None:
    s = _run({"hand": [_char("a-new", 1, 2000)]}, {},
             [{"player": "A", "type": "play", "card": "a-new", "options": {"area": "center"}},
              {"player": "A", "type": "attack", "card": "a-new"}], stop={"turn": 3, "phase": "mission"})
    assert not any(st.illegal for st in s.steps)
    assert s.state.cards["a-new"].flags.get("attack_success") is True


def test_3_battle_damage_is_one_way() -> None:
    s = _run({"center": [_char("a-c", 2, 2000)]}, {"center": [_char("b-c", 5, 9000)]},
             [{"player": "A", "type": "attack", "card": "a-c"}], stop={"turn": 3, "phase": "mission"})
    assert s.state.cards["a-c"].damage == 0
    assert s.state.cards["b-c"].damage == 2000


def test_4_lethal_damage_kos_only_in_pre_processing() -> None:
    s = _run({"center": [_char("a-c", 3, 3000)]}, {"center": [_char("b-c", 1, 1000)]},
             [{"player": "A", "type": "attack", "card": "a-c"}], stop={"turn": 3, "phase": "mission"})
    battle = next(i for i, st in enumerate(s.steps) if "805.3" in [r.rule_id for r in st.citations])
    s.run()
    while s.position > battle + 1:
        s.back()
    assert s.state.cards["b-c"].zone == "B.center" and s.state.cards["b-c"].damage == 3000
    s.run()
    assert s.state.cards["b-c"].zone == "B.energy"


def test_5_a_ko_goes_to_the_owners_energy_with_exp_and_engages() -> None:
    exp = _char("b-x", 1, 1000, state={"exp_of": "b-c"})
    eng = {"id": "b-e", "name": "盾", "attributes": {"type": "engage", "cost": 1}, "state": {"connected_to": "b-c"}}
    s = _run({"center": [_char("a-c", 3, 3000)]}, {"center": [_char("b-c", 2, 2000)], "exp": [exp], "connect": [eng]},
             [{"player": "A", "type": "attack", "card": "a-c"}], stop={"turn": 3, "phase": "mission"})
    assert [s.state.cards[c].zone for c in ("b-c", "b-x", "b-e")] == ["B.energy"] * 3
    assert "505.1" not in _cited(s)


def test_6_an_equal_cost_character_trashes_the_old_one() -> None:
    s = _run({"center": [_char("a-old", 2, 5000)], "hand": [_char("a-new", 2, 1000)]}, {},
             [{"player": "A", "type": "play", "card": "a-new", "options": {"area": "center"}}],
             stop={"turn": 3, "phase": "mission"})
    assert s.state.cards["a-old"].zone == "A.trash"
    assert s.state.cards["a-new"].zone == "A.center"
    assert "1003.1" in _cited(s)


def test_7_the_opening_hand_is_moved_not_drawn() -> None:
    a = {"deck": [_char("a-top", 3, 3000), *_fill("Ad", 8)], "hand": [], "energy": []}
    b = {"deck": [_char("b-top", 1, 1000), *_fill("Bd", 8)], "hand": [], "energy": []}
    s = _run(a, b, [{"player": "B", "type": "energy", "cards": ["Bd0", "Bd1"]}], phase="setup", turn=1,
             stop={"turn": 1, "phase": "main"})
    opening = next(st for st in s.steps if "601.1e" in [r.rule_id for r in st.citations])
    assert "1106.3" in [r.rule_id for r in opening.citations]
    assert len(s.state.in_zone("A", "hand")) == 5 and len(s.state.in_zone("B", "hand")) == 3


def test_8_the_first_player_still_refills_at_the_end_draw_of_turn_1() -> None:
    s = _run({"hand": _fill("Ah", 3)}, {}, phase="start_draw", turn=1, stop={"turn": 1, "phase": "main"})
    assert len(s.state.in_zone("A", "hand")) == 3
    s = _run({"hand": _fill("Ah", 3)}, {}, phase="start_draw", turn=1, stop={"turn": 2, "phase": "start_draw"})
    assert len(s.state.in_zone("A", "hand")) == 5


def test_9_deck_out_is_checked_only_for_the_turn_player_in_the_draw_phases() -> None:
    s = _run({}, {"deck": []}, stop={"turn": 3, "phase": "charge"})
    assert s.state.result is None, "an empty deck of the non-turn player is no loss"
    s = _run({"deck": [], "hand": _fill("Ah", 5)}, {}, phase="main")
    assert s.state.result == {"outcome": "win", "winner": "B"}
    loss = next(st for st in s.steps if "1007.2" in [r.rule_id for r in st.citations])
    assert loss.phase == "end_draw"


def test_10_the_turn_player_orders_every_trigger_including_the_opponents() -> None:
    mine = {"kind": "auto", "trigger": {"event": "enters"}, "effects": [{"op": "draw", "amount": 1}]}
    theirs = {"kind": "auto", "trigger": {"event": "enters", "source": "other", "filter": {"controller": "opponent"}},
              "effects": [{"op": "draw", "amount": 1}]}
    data_a = {"hand": [_char("a-new", 1, 2000, abilities=[mine])]}
    data_b = {"center": [_char("b-c", 1, 2000, abilities=[theirs])]}
    data = {"game": "game004", "title": "t", "turn": 3, "turn_player": "A", "phase": "main",
            "players": [_player("A", **data_a), _player("B", **data_b)],
            "actions": [{"player": "A", "type": "play", "card": "a-new", "options": {"area": "center"}}]}
    s = Stepper(parse_scenario(data))
    s.run()
    q = s.pending_question
    assert q is not None and q.kind == "next_trigger" and q.player == "A"
    assert len(q.options) == 2 and "908.2a" in " ".join(q.citations)


def test_11_damage_resets_for_both_players_before_until_mission_end_effects_expire() -> None:
    s = _run({"center": [_char("a-c", 1, 3000, damage=2000)]}, {"center": [_char("b-c", 1, 3000, damage=1000)]},
             phase="mission", stop={"turn": 3, "phase": "charge"})
    assert s.state.cards["a-c"].damage == 0 and s.state.cards["b-c"].damage == 0
    order = [r.rule_id for st in s.steps for r in st.citations if r.rule_id in ("704.8", "704.9")]
    assert order[:2] == ["704.8", "704.9"]


def test_12_an_attack_into_an_empty_lane_succeeds_and_only_the_attacker_scouts() -> None:
    s = _run({"center": [_char("a-c", 3, 3000)]}, {"side1": [_char("b-s", 1, 1000)]},
             [{"player": "A", "type": "attack", "card": "a-c"}], stop={"turn": 3, "phase": "mission"})
    assert "804.2a" in _cited(s) and "804.2b" not in _cited(s)
    assert s.state.in_zone("B", "deck")[0] == "Bd0", "the non-turn player does not scout"
    assert s.state.cards["a-c"].flags.get("attack_success") is True


def test_13_a_card_leaving_the_scout_zone_counts_as_leaving_the_deck() -> None:
    enc = _char("a-enc", 1, 1000, abilities=[{"kind": "auto", "keyword": "encounter"}])
    s = _run({"center": [_char("a-c", 3, 3000)], "deck": [enc, *_fill("Ad", 5)]}, {},
             [{"player": "A", "type": "attack", "card": "a-c"}], stop={"turn": 3, "phase": "mission"},
             answers={"area#1": "side1"})
    assert s.state.cards["a-enc"].zone == "A.side1"
    assert "1202.2" in _cited(s)


def test_14_revealing_the_top_card_and_leaving_it_there_shuffles_the_deck() -> None:
    peek = {"id": "a-peek", "name": "占い", "attributes": {"type": "event", "cost": 0}, "abilities": [
        {"kind": "event", "effects": [{"op": "reveal", "target": {"who": "choose",
                                                                   "filter": {"zone": "deck", "controller": "you"}}}]}]}
    s = _run({"hand": [peek]}, {}, [{"player": "A", "type": "play", "card": "a-peek", "targets": ["Ad0"]}],
             stop={"turn": 3, "phase": "mission"})
    assert "1108.3" in _cited(s)
    assert any(c.field == "A.deck.order" for st in s.steps for c in st.changes)
