"""The stepper's contract with the UI: back restores exactly, runs replay identically, questions stop and resume."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from judge_app.engine import AnswerError, ScenarioError, Stepper, load_scenario, parse_scenario, save_scenario

SCENARIOS = Path(__file__).resolve().parents[1] / "scenarios" / "fftcg"


def _scenario(name: str):  # type: ignore[no-untyped-def]
    return load_scenario(SCENARIOS / name)


def _blocking_data() -> dict:  # type: ignore[type-arg]
    data = json.loads((SCENARIOS / "01_unblocked_attack.json").read_text(encoding="utf-8"))
    data["players"][1]["zones"]["forward"][0]["dull"] = False
    data.pop("expect")
    return data


def test_back_restores_the_previous_state_exactly() -> None:
    stepper = Stepper(_scenario("01_unblocked_attack.json"))
    dumps = [json.dumps(stepper.state.to_json(), sort_keys=True)]
    while stepper.step() is not None:
        dumps.append(json.dumps(stepper.state.to_json(), sort_keys=True))
    assert len(dumps) > 3
    for expected in reversed(dumps[:-1]):
        stepper.back()
        assert json.dumps(stepper.state.to_json(), sort_keys=True) == expected
    assert stepper.back() is None
    forward = []
    while stepper.step() is not None:
        forward.append(json.dumps(stepper.state.to_json(), sort_keys=True))
    assert forward == dumps[1:]


def test_same_scenario_same_steps() -> None:
    a = Stepper(_scenario("01_unblocked_attack.json"))
    b = Stepper(_scenario("01_unblocked_attack.json"))
    assert a.to_json() == b.to_json()
    a.run()
    b.run()
    assert json.dumps(a.to_json(), sort_keys=True) == json.dumps(b.to_json(), sort_keys=True)


def test_unanswered_question_stops_and_answer_continues() -> None:
    stepper = Stepper(parse_scenario(_blocking_data()))
    stepper.run()
    q = stepper.pending_question
    assert q is not None and q.id == "block#1" and q.player == "B"
    assert {o.id for o in q.options} == {"none", "b-fwd"}
    assert q.prompt_ja and q.prompt_en
    with pytest.raises(AnswerError):
        stepper.answer("block#1", "a-cloud")
    stepper.answer("block#1", "b-fwd")
    stepper.run()
    assert stepper.pending_question is None
    assert stepper.state.cards["a-cloud"].damage == 7000
    assert stepper.state.cards["b-fwd"].zone == "B.break"


def test_answering_again_replaces_later_steps() -> None:
    stepper = Stepper(parse_scenario({**_blocking_data(), "answers": {"block#1": "none"}}))
    stepper.run()
    assert len(stepper.state.zones["B.damage"]) == 1
    stepper.answer("block#1", "b-fwd")
    stepper.run()
    assert len(stepper.state.zones["B.damage"]) == 0
    assert stepper.state.cards["b-fwd"].zone == "B.break"


def test_reset_goes_back_to_the_position() -> None:
    stepper = Stepper(_scenario("01_unblocked_attack.json"))
    before = stepper.state.to_json()
    stepper.run()
    stepper.reset()
    assert stepper.state.to_json() == before and stepper.steps == []


def test_run_until() -> None:
    stepper = Stepper(_scenario("01_unblocked_attack.json"))
    taken = stepper.run(until=2)
    assert [s.n for s in taken] == [1, 2] and stepper.position == 2


def test_save_and_load_round_trip(tmp_path: Path) -> None:
    for path in sorted(SCENARIOS.glob("*.json")):
        scenario = load_scenario(path)
        out = tmp_path / path.name
        save_scenario(out, scenario)
        assert load_scenario(out) == scenario


def test_invalid_scenarios_name_the_field(tmp_path: Path) -> None:
    data = _blocking_data()
    data["players"][0]["zones"]["forward"][0]["attributes"]["power"] = "lots"
    data["players"][0]["zones"]["graveyard"] = []
    data["settings"] = {"deck_out_damage": "maybe"}
    bad = tmp_path / "bad.json"
    bad.write_text(json.dumps(data), encoding="utf-8")
    with pytest.raises(ScenarioError) as info:
        load_scenario(bad)
    text = str(info.value)
    assert str(bad) in text
    assert "players[A].zones.forward[0].attributes.power" in text
    assert "players[A].zones.graveyard" in text
    assert "settings.deck_out_damage" in text


def test_structural_errors_name_the_field() -> None:
    data = _blocking_data()
    data["turn_player"] = "Z"
    with pytest.raises(ScenarioError, match="turn_player"):
        parse_scenario(data, "x.json")
    data = _blocking_data()
    data["actions"][0]["player"] = "Q"
    with pytest.raises(ScenarioError, match=r"actions\[0\]\.player"):
        parse_scenario(data, "x.json")
    with pytest.raises(ScenarioError, match="not JSON"):
        load_scenario(Path(__file__))


def test_layout_for_a_ui_that_knows_no_game() -> None:
    from judge_app.engine import game_layout, list_games

    assert "fftcg" in list_games()
    layout = game_layout("fftcg")
    json.dumps(layout, ensure_ascii=False)
    zones = {z["id"]: z for z in layout["zones"]}
    assert zones["deck"]["hidden"] and zones["deck"]["ordered"] and not zones["stack"]["per_player"]
    assert all(z["name_ja"] and z["name_en"] and len(z["grid"]) == 4 for z in layout["zones"])
    attrs = {a["name"]: a for a in layout["card_attributes"]}
    assert attrs["power"]["type"] == "int" and attrs["power"]["card_types"] == ["forward"]
    assert {s["name"] for s in layout["settings"]} >= {"deck_out_damage", "excess_cp"}


def test_a_step_that_depends_on_a_setting_says_so() -> None:
    stepper = Stepper(_scenario("18_excess_with_backup_setting.json"))
    stepper.run()
    assert any("excess_cp" in note for s in stepper.steps for note in s.notes)
    stepper = Stepper(_scenario("31_damage_equal_deck.json"))
    stepper.run()
    assert any("deck_out_damage" in note for s in stepper.steps for note in s.notes)
