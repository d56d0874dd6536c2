"""Positions and expectations as judges state them: cards by count, effects in force, zone counts, where the run
ended, events, the options a question offered; --check prints each failed expectation on one line."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import pytest

from judge_app.cli import run_cli
from judge_app.engine.defaults import Stepper, parse_scenario
from judge_app.engine.games import get_game, list_games
from judge_app.engine.kernel.expect import check_expectations
from judge_app.engine.kernel.scenario import InForceSpec, ScenarioError
from judge_app.engine.kernel.scenario import parse_scenario as kernel_parse

DATA = Path(__file__).resolve().parent / "data" / "format"
PARTY = Path(__file__).resolve().parents[1] / "scenarios" / "fftcg" / "120_party_break_credits_every_member.json"


def _base() -> dict[str, Any]:
    return json.loads((DATA / "valid_base.json").read_text(encoding="utf-8"))


def _write(tmp_path: Path, data: dict[str, Any], name: str = "s.json") -> Path:
    path = tmp_path / name
    path.write_text(json.dumps(data, ensure_ascii=False), encoding="utf-8")
    return path


def test_a_zone_by_count_becomes_that_many_anonymous_cards() -> None:
    data = _base()
    data["players"][0]["zones"]["hand"] = [{"id": "A-hand-1", "name": "既知", "attributes": {
        "type": "backup", "element": ["ice"], "cost": 2}}, {"count": 3}]
    scenario = parse_scenario(data)
    deck = scenario.players[0].zones["deck"]
    assert [c.id for c in deck] == [f"A-deck-{n}" for n in range(1, 11)]
    hand = [c.id for c in scenario.players[0].zones["hand"]]
    assert hand == ["A-hand-1", "A-hand-2", "A-hand-3", "A-hand-4"], "a generated id never repeats one in the file"
    assert get_game("fftcg").CARD_MODEL.model_validate(deck[0].attributes)


def test_a_count_may_give_the_cards_attributes() -> None:
    data = _base()
    data["players"][1]["zones"]["hand"] = {"count": 2, "attributes": {"type": "backup", "element": ["ice"],
                                                                      "cost": 2}}
    scenario = parse_scenario(data)
    assert [c.attributes["type"] for c in scenario.players[1].zones["hand"]] == ["backup", "backup"]


@pytest.mark.parametrize("game", list_games())
def test_every_game_gets_cards_by_count(game: str) -> None:
    """The kernel makes the anonymous cards, so every game's plainest card is a valid card of that game."""
    module = get_game(game)
    attrs = module.anonymous_attributes()
    assert attrs is not None
    assert module.CARD_MODEL.model_validate(attrs)


@pytest.mark.parametrize("count, reason", [(-1, "greater than or equal to 0"), ("x", "valid integer"),
                                           (100000, "less than or equal to")])
def test_a_malformed_count_names_the_field(count: Any, reason: str) -> None:
    data = _base()
    data["players"][0]["zones"]["deck"] = [{"count": count}]
    with pytest.raises(ScenarioError) as info:
        parse_scenario(data)
    assert any(p.startswith("players[A].zones.deck[0].count:") and reason in p for p in info.value.problems)


def test_an_in_force_effect_takes_the_listed_cards_as_its_target() -> None:
    spec = InForceSpec.model_validate({"cards": ["a-cloud", "b-tifa"], "effect": {"op": "power", "amount": 2000}})
    assert spec.effect.target.who == "choose" and spec.effect.target.count == 2


def test_expectations_as_judges_state_them_pass(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    data = json.loads(PARTY.read_text(encoding="utf-8"))
    data["expect"].update({
        "counts": {"B.break": 1, "A.hand": 1}, "empty": ["B.forward"],
        "turn": data["turn"], "phase": "main2",
        "events": [{"event": "broke_forward", "card": "a-lv1", "target": "b-wall"},
                   {"event": "broke_forward", "card": "a-hunter", "target": "b-wall"}],
        "offered": {"optional#1": ["yes", "no"]}})
    assert run_cli(["resolve", str(_write(tmp_path, data)), "--check"]) == 0, capsys.readouterr().err


def test_each_failed_expectation_is_one_line(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    data = json.loads(PARTY.read_text(encoding="utf-8"))
    data["expect"].update({
        "counts": {"B.break": 3}, "empty": ["A.forward"], "phase": "end", "turn": 9,
        "events": [{"event": "broke_forward", "card": "b-wall"}],
        "offered": {"optional#1": ["yes"], "optional#9": ["yes"]}})
    path = _write(tmp_path, data)
    assert run_cli(["resolve", str(path), "--check"]) == 5
    lines = [x for x in capsys.readouterr().err.splitlines() if "expectation failed" in x]
    expected = ["zone B.break: expected 3 card(s), found 1",
                "zone A.forward: expected empty, found", "turn: expected the run to end in 9",
                "phase: expected the run to end in end", "events[0]: no event",
                "question optional#1: expected options ['yes'], offered ['no', 'yes']",
                "offered.optional#9: the question was never asked; did you mean 'optional#1'"]
    assert len(lines) == len(expected), lines
    for want in expected:
        assert any(want in line for line in lines), want
    assert all(line.startswith(f"judge-app: {path}: expectation failed: ") for line in lines)


def test_check_expectations_reads_counts_from_the_final_state() -> None:
    data = _base()
    data["expect"] = {"counts": {"A.deck": 10, "B.deck": 10}, "empty": ["A.hand"], "phase": "main1"}
    stepper = Stepper(parse_scenario(data))
    stepper.run()
    assert check_expectations(stepper) == []


def test_a_failed_expectation_stays_on_one_line(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    """A zone key from the file with a line break in it is shown escaped, so the problem is still one line."""
    data = _base()
    data["expect"] = {"counts": {"A.ha\nnd": 1}}
    assert run_cli(["resolve", str(_write(tmp_path, data)), "--check"]) == 2
    lines = capsys.readouterr().err.splitlines()
    assert len(lines) == 1 and "counts.A.ha\\nnd: no zone" in lines[0], lines


class _AppliesInForce(type(get_game("fftcg"))):  # type: ignore[misc]
    """fftcg as a game that declares it applies in_force, to check the names an in_force entry holds."""

    IN_FORCE = True


def test_an_in_force_entry_names_cards_and_players_that_exist(corpus: Any) -> None:
    data = _base()
    data["in_force"] = [{"cards": ["a-clod"], "source": "b-tfa", "controller": "C",
                         "effect": {"op": "power", "amount": 2000}}]
    with pytest.raises(ScenarioError) as info:
        kernel_parse(data, "x.json", games={"fftcg": _AppliesInForce()}, corpus=corpus)
    problems = info.value.problems
    assert any(p.startswith("in_force[0].cards: no card 'a-clod'") and "'a-cloud'" in p for p in problems)
    assert any(p.startswith("in_force[0].source: no card 'b-tfa'") and "'b-tifa'" in p for p in problems)
    assert any(p.startswith("in_force[0].controller: no player 'C'") for p in problems)
    data["in_force"] = [{"cards": ["a-cloud"], "effect": {"op": "power", "amount": 2000}}]
    assert kernel_parse(data, "x.json", games={"fftcg": _AppliesInForce()}, corpus=corpus).in_force[0].cards == \
        ["a-cloud"]
