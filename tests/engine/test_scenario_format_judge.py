"""What a judge writing a scenario from the docs alone ran into: expectations that name something that does not
exist are refused before the run with the nearest names, events are found in any turn of the run, a state flag
a card does not carry reads as unset, and a misspelt card in an action or an option key is named with a
suggestion."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any, ClassVar

import pytest

from judge_app.cli import run_cli
from judge_app.engine.defaults import Stepper, parse_scenario
from judge_app.engine.games import get_game
from judge_app.engine.kernel.expect import check_expectations, run_events
from judge_app.engine.kernel.scenario import ScenarioError
from judge_app.engine.kernel.scenario import parse_scenario as kernel_parse
from judge_app.engine.kernel.vocabulary import (
    BEGIN_STRUCTURES,
    END_STRUCTURES,
    STRUCTURES,
    structures_markdown,
    vocabulary,
    vocabulary_markdown,
)

DATA = Path(__file__).resolve().parent / "data" / "format"


def _base() -> dict[str, Any]:
    return json.loads((DATA / "valid_base.json").read_text(encoding="utf-8"))


def _problems(data: dict[str, Any]) -> list[str]:
    with pytest.raises(ScenarioError) as info:
        parse_scenario(data)
    return info.value.problems


@pytest.mark.parametrize(("expect", "starts", "hint"), [
    ({"zones": {"a-clod": "A.forward"}}, "expect.zones.a-clod: no card 'a-clod'", "'a-cloud'"),
    ({"zones": {"a-cloud": "A.brk"}}, "expect.zones.a-cloud: no zone 'A.brk'", "'A.break'"),
    ({"counts": {"A.Hand": 0}}, "expect.counts.A.Hand: no zone 'A.Hand'", "'A.hand'"),
    ({"empty": ["B.dek"]}, "expect.empty: no zone 'B.dek'", "'B.deck'"),
    ({"winner": "C"}, "expect.winner: no player 'C'", "['A', 'B']"),
    ({"damage": {"b": 1}}, "expect.damage: no player 'b'", "['A', 'B']"),
    ({"cards": {"b-tifaa": {"dull": True}}}, "expect.cards.b-tifaa: no card 'b-tifaa'", "'b-tifa'"),
    ({"phase": "main_2"}, "expect.phase: 'main_2' is not one of", "'main2'"),
    ({"cites_as": {"require": ["12.4.5"]}}, "expect.cites_as.require: no citation role 'require'", "'requires'"),
    ({"offered": {"block": ["none"]}}, "expect.offered.block: question ids look like kind#n", "block#1"),
])
def test_an_expectation_naming_nothing_is_refused_before_the_run(expect: dict[str, Any], starts: str,
                                                                 hint: str) -> None:
    """Promise: a misspelt card, zone, player, phase, role, question id or rule number in ``expect`` is a
    validation error naming the field and what was meant, not a failure after the run saying "found None"."""
    data = _base()
    data["expect"] = expect
    problems = _problems(data)
    assert any(p.startswith(starts) and hint in p for p in problems), problems


def test_an_expected_rule_the_version_lacks_is_named_as_such() -> None:
    """Promise: ``cites`` of a number the rules version does not have fails saying so (a misprint, a renumbered
    rule, a record key); the file still loads and runs, as after an import renumbered a rule."""
    data = _base()
    data["expect"] = {"cites": ["12.4.55"], "cites_as": {"forbids": ["99.9"]}}
    stepper = Stepper(parse_scenario(data))
    stepper.run()
    problems = check_expectations(stepper)
    assert any(p.startswith("no step cites 12.4.55 (and fftcg ") and "has no rule 12.4.55" in p and "302.1#2" in p
               for p in problems), problems
    assert any(p.startswith("no step cites 99.9 as forbids (and fftcg ") for p in problems), problems


def test_expectations_per_version_name_a_version_the_app_holds(corpus: Any) -> None:
    data = json.loads((DATA / "events_earlier_turn.json").read_text(encoding="utf-8"))
    data["expect_by_version"] = {"9.9": {"cites": []}}
    with pytest.raises(ScenarioError) as info:
        kernel_parse(data, "x.json", games={"pso2": get_game("pso2")}, corpus=corpus)
    assert any(p.startswith("expect_by_version.9.9: the app holds no pso2") for p in info.value.problems)


def test_not_cites_may_name_a_rule_the_version_lacks() -> None:
    """"This version has no such rule, and no step cites it" is a claim a scenario may make."""
    data = _base()
    data["expect"] = {"not_cites": ["99.9"]}
    assert parse_scenario(data).expect is not None


def test_events_are_found_in_an_earlier_turn_of_the_run() -> None:
    """Promise: ``events`` sees the whole run, not only the turn it ends in: here the attack's damage to the
    player (turn 3) is checked after the run stopped in turn 4, whose own history holds only its draw."""
    data = json.loads((DATA / "events_earlier_turn.json").read_text(encoding="utf-8"))
    stepper = Stepper(parse_scenario(data))
    stepper.run()
    assert stepper.state.turn == 4
    assert not any(ev.get("event") == "attack_damaged_player" for ev in stepper.state.history)
    events = run_events(stepper)
    assert any(ev.get("event") == "attack_damaged_player" and ev.get("card") == "a-gunner" for ev in events)
    assert any(ev.get("event") == "turn_start" for ev in events)
    assert check_expectations(stepper) == []


def test_a_missing_event_shows_the_events_of_that_name(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    """A wrong card id in an event is one line that shows the same event as it happened."""
    data = json.loads((DATA / "events_earlier_turn.json").read_text(encoding="utf-8"))
    data["expect"]["events"] = [{"event": "attack_damaged_player", "card": "a-gunnr"}]
    path = tmp_path / "s.json"
    path.write_text(json.dumps(data, ensure_ascii=False), encoding="utf-8")
    assert run_cli(["resolve", str(path), "--check"]) == 5
    lines = [x for x in capsys.readouterr().err.splitlines() if "expectation failed" in x]
    assert len(lines) == 1 and "in the run (the attack_damaged_player events were: " in lines[0], lines
    assert "card=a-gunner" in lines[0]


def test_events_stop_where_the_run_stopped() -> None:
    """Stepped back to the start, the run has remembered nothing yet."""
    data = json.loads((DATA / "events_earlier_turn.json").read_text(encoding="utf-8"))
    stepper = Stepper(parse_scenario(data))
    stepper.run()
    stepper.position = 0
    assert not any(ev.get("event") == "attack_damaged_player" for ev in run_events(stepper))


def test_a_state_flag_the_card_does_not_carry_reads_as_unset() -> None:
    """``"attacked": false`` holds for a card that never attacked (the flag is absent, not false)."""
    data = _base()
    data["expect"] = {"cards": {"a-cloud": {"attacked": False, "frozen": False}}}
    stepper = Stepper(parse_scenario(data))
    stepper.run()
    assert check_expectations(stepper) == []
    data["expect"] = {"cards": {"a-cloud": {"attacked": True}}}
    stepper = Stepper(parse_scenario(data))
    stepper.run()
    assert check_expectations(stepper) == ["card a-cloud: expected attacked=True, found not set"]


def test_an_expected_card_field_that_does_not_exist_names_the_nearest() -> None:
    data = _base()
    data["expect"] = {"cards": {"b-tifa": {"powr": 5000}}}
    stepper = Stepper(parse_scenario(data))
    stepper.run()
    assert check_expectations(stepper) == ["card b-tifa: it has no 'powr'; did you mean 'power'?"]


def test_an_action_naming_a_misspelt_card_says_which_field_and_what_was_meant() -> None:
    data = _base()
    data["actions"] = [{"player": "A", "type": "attack", "card": "a-clod"},
                       {"player": "A", "type": "play", "card": "a-cloud", "payment": ["b-tfa"]}]
    problems = _problems(data)
    assert "actions[0].card: no card 'a-clod'; did you mean 'a-cloud'?" in problems
    assert any(p.startswith("actions[1].payment: no card 'b-tfa'") and "'b-tifa'" in p for p in problems)


class _DeclaresOptions(type(get_game("game004"))):  # type: ignore[misc]
    """game004 declaring the option its play action reads (the area a character goes to)."""

    ACTION_OPTIONS: ClassVar[dict[str, tuple[str, ...]]] = {"play": ("area",)}


def test_a_declared_action_option_refuses_a_misspelt_key(corpus: Any) -> None:
    """Promise: where a game declares the options an action word reads, a misspelt key is a validation error
    with the nearest name instead of an option silently not given (the play then refused for want of it)."""
    data = {"format": 1, "game": "game004", "title": "t", "turn": 3, "turn_player": "A", "phase": "main",
            "players": [{"id": "A", "zones": {"hand": [{"id": "a-k", "name": "騎士", "attributes": {
                "type": "character", "cost": 0, "power": 5000}}], "deck": {"count": 5}}},
                        {"id": "B", "zones": {"deck": {"count": 5}}}],
            "actions": [{"player": "A", "type": "play", "card": "a-k", "options": {"aera": "side1"}}]}
    with pytest.raises(ScenarioError) as info:
        kernel_parse(data, "x.json", games={"game004": _DeclaresOptions()}, corpus=corpus)
    assert "actions[0].options.aera: 'play' takes no option 'aera'; its options are ['area']; did you mean " \
           "'area'?" in info.value.problems
    data["actions"][0]["options"] = {"area": "side1"}
    assert kernel_parse(data, "x.json", games={"game004": _DeclaresOptions()}, corpus=corpus).actions


def test_the_shared_structures_are_documented_from_the_models() -> None:
    """The docs list every field of a filter, target, trigger ... (a judge wrote ``filter.type``, which is
    ``card_type``); the list is generated, so it cannot drift from what validation accepts."""
    docs = (Path(__file__).resolve().parents[2] / "docs" / "scenario-format.md").read_text(encoding="utf-8")
    block = docs[docs.index(BEGIN_STRUCTURES):docs.index(END_STRUCTURES)]
    assert block.strip().endswith(structures_markdown().strip())
    for name, model, _ in STRUCTURES:
        line = next(x for x in block.splitlines() if x.startswith(f"- **{name}**"))
        assert all(f"`{field}`:" in line for field in model.model_fields), name
    assert "`card_type`: list of str" in block


def test_the_vocabulary_lists_declared_action_options() -> None:
    v = vocabulary(_DeclaresOptions())
    assert v["action_options"] == {"play": ["area"]}
    assert "- **action options** (`actions[].options`): `play`: `area`" in vocabulary_markdown(_DeclaresOptions())


@pytest.mark.parametrize(("change", "want"), [
    (lambda d: d.__setitem__("stop_at", {"phase": "main_2"}),
     "stop_at.phase: 'main_2' is not one of ['start', 'active', 'draw', 'main1', 'attack', 'main2', 'end']; did you "
     "mean 'main2' or 'main1'?"),
    (lambda d: d.__setitem__("actions", [{"player": "A", "type": "attack", "card": "a-cloud",
                                          "at": {"phase": "atack"}}]),
     "actions[0].at.phase: 'atack' is not one of"),
    (lambda d: d.__setitem__("stop_at", {"phase": "attack", "step": "blok"}),
     "stop_at.step: 'blok' is not a step of attack"),
])
def test_a_moment_that_can_never_come_is_refused(change: Any, want: str) -> None:
    """Promise: a misspelt ``stop_at`` or ``at`` would never be reached, so the run would go on past it (or hold
    the action for ever) without a word; it is refused with the declared names instead."""
    data = _base()
    change(data)
    assert any(p.startswith(want) for p in _problems(data)), _problems(data)


def test_a_zone_given_as_a_bare_number_says_how_to_write_a_count() -> None:
    data = _base()
    data["players"][0]["zones"]["deck"] = 30
    assert any(p == 'players[A].zones.deck: Input should be a valid list; for cards given only by number write '
                    '{"count": 30}' for p in _problems(data))


def test_an_unknown_owner_names_the_card_and_the_players() -> None:
    data = _base()
    data["players"][0]["zones"]["forward"][0]["controller"] = "b"
    assert "players[A].zones.forward[0]: unknown player 'b'; the players are ['A', 'B']" in _problems(data)


def test_who_holds_priority_and_the_ends_of_a_zone_are_expectations() -> None:
    """"A keeps priority", "the top card of the deck is X", "it goes to the bottom" as a judge states them."""
    data = _base()
    data["expect"] = {"priority": "A", "top": {"A.deck": ["A-deck-1", "A-deck-2"]}, "bottom": {"A.deck": ["A-deck-10"]}}
    stepper = Stepper(parse_scenario(data))
    stepper.run()
    assert check_expectations(stepper) == []
    data["expect"] = {"priority": "B", "top": {"A.deck": ["A-deck-2"]}, "bottom": {"B.deck": ["B-deck-1"]}}
    stepper = Stepper(parse_scenario(data))
    stepper.run()
    assert check_expectations(stepper) == [
        "zone A.deck: expected ['A-deck-2'] at the top, found ['A-deck-1']",
        "zone B.deck: expected ['B-deck-1'] at the bottom, found ['B-deck-10']",
        "priority: expected B to hold it where the run ends, found A"]
    data["expect"] = {"top": {"A.dek": ["A-deck-1"]}, "priority": "C"}
    problems = _problems(data)
    assert any(p.startswith("expect.top.A.dek: no zone 'A.dek'") and "'A.deck'" in p for p in problems)
    assert "expect.priority: no player 'C'; the players are ['A', 'B']" in problems


def test_a_question_that_must_not_be_asked() -> None:
    """``not_asked`` takes a question id or a whole kind; the failure names the questions the run did ask."""
    party = Path(__file__).resolve().parents[1] / "scenarios" / "fftcg" / "120_party_break_credits_every_member.json"
    data = json.loads(party.read_text(encoding="utf-8"))
    data["expect"] = {"not_asked": ["optional", "block#2"]}
    stepper = Stepper(parse_scenario(data))
    stepper.run()
    assert check_expectations(stepper) == ["not_asked: the run asked optional#1"]
    data["expect"] = {"not_asked": ["ex_burst", "optional#2"]}
    stepper = Stepper(parse_scenario(data))
    stepper.run()
    assert check_expectations(stepper) == []


def test_check_runs_every_version_the_file_makes_a_claim_about(tmp_path: Path,
                                                                capsys: pytest.CaptureFixture[str]) -> None:
    """Promise: ``resolve --check`` of a file with ``expect_by_version`` also runs the other versions listed, so a
    judge finds a wrong 1.8 expectation without editing ``version``; each failure says which version."""
    data = json.loads((DATA / "events_earlier_turn.json").read_text(encoding="utf-8"))
    data["expect_by_version"] = {"1.8": {"counts": {"A.hand": 99}}}
    path = tmp_path / "s.json"
    path.write_text(json.dumps(data, ensure_ascii=False), encoding="utf-8")
    assert run_cli(["resolve", str(path), "--check"]) == 5
    lines = [x for x in capsys.readouterr().err.splitlines() if "expectation failed" in x]
    assert len(lines) == 1 and "expectation failed: under 1.8: zone A.hand: expected 99 card(s)" in lines[0], lines
    data["expect_by_version"] = {"1.8": {"counts": {}}}
    path.write_text(json.dumps(data, ensure_ascii=False), encoding="utf-8")
    assert run_cli(["resolve", str(path), "--check"]) == 0


def test_cards_by_count_never_share_a_name_by_accident() -> None:
    """Promise: five backups given by count are five different cards; with one shared name fftcg's same-name
    rule (12.4.6) put all of them into the break zone at the first rule process. A count may name them all."""
    data = _base()
    data["players"][0]["zones"]["backup"] = {"count": 5, "attributes": {"type": "backup", "element": ["fire"],
                                                                         "cost": 1}}
    data["stop_at"] = {"phase": "main2"}
    data["expect"] = {"counts": {"A.backup": 5, "A.break": 0}}
    scenario = parse_scenario(data)
    names = [c.name for c in scenario.players[0].zones["backup"]]
    assert names == [f"カード A-backup-{n}" for n in range(1, 6)]
    stepper = Stepper(scenario)
    stepper.run()
    assert check_expectations(stepper) == []
    data["players"][0]["zones"]["backup"]["name"] = "モブ"
    data["expect"] = {"counts": {"A.backup": 0, "A.break": 5}, "cites_as": {"requires": ["12.4.6"]}}
    stepper = Stepper(parse_scenario(data))
    stepper.run()
    assert check_expectations(stepper) == []


@pytest.mark.parametrize("game", ["fftcg", "aquarian"])
def test_the_vocabulary_says_what_a_card_given_by_count_is(game: str) -> None:
    """A judge's 20-card aquarian deck by count is 20 characters (a damage check sets them into the faction area):
    the game's section says so, from the same declaration the expansion uses."""
    module = get_game(game)
    v = vocabulary(module)
    assert v["anonymous_attributes"] == module.anonymous_attributes()
    plain = json.dumps(module.anonymous_attributes(), ensure_ascii=False)
    assert f"- **cards given by count** (`{{\"count\": N}}` without `attributes`): `{plain}`" \
        in vocabulary_markdown(module)


def test_an_unexpected_refusal_says_which_step_and_why() -> None:
    """"expected 0 illegal-action step(s), found 1" alone sent the judge to the step list; the line now carries
    the refused step and the engine's reason."""
    data = _base()
    data["actions"] = [{"player": "A", "type": "play", "card": "a-cloud"}]
    data["expect"] = {"illegal": 0}
    stepper = Stepper(parse_scenario(data))
    stepper.run()
    problems = check_expectations(stepper)
    assert len(problems) == 1 and problems[0].startswith("expected 0 illegal-action step(s), found 1 (step ")
    refused = next(s for s in stepper.steps if s.illegal)
    assert refused.text_en in problems[0]


def test_a_count_may_say_its_cards_are_dull() -> None:
    """"A has 4 energy, 2 of them used": a count of active cards and a count of dull ones."""
    data = _base()
    data["players"][0]["zones"]["backup"] = [
        {"count": 2, "attributes": {"type": "backup", "element": ["fire"], "cost": 1}},
        {"count": 2, "dull": True, "attributes": {"type": "backup", "element": ["fire"], "cost": 1}}]
    backups = parse_scenario(data).players[0].zones["backup"]
    assert [c.dull for c in backups] == [False, False, True, True]


def test_resolve_lists_the_events_an_expectation_can_match(capsys: pytest.CaptureFixture[str]) -> None:
    """``resolve --events`` prints every event of the run (every turn) as the JSON an ``expect.events`` entry
    matches, and ``--json --events`` adds them to the one document."""
    path = str(DATA / "events_earlier_turn.json")
    assert run_cli(["resolve", path, "--events"]) == 0
    out = capsys.readouterr().out
    lines = out[out.index("\nevents ("):].splitlines()[1:]
    events = [json.loads(x) for x in lines if x.startswith("  {")]
    assert {"event": "attack_damaged_player", "card": "a-gunner", "player": "B", "amount": 2} in events
    assert run_cli(["resolve", path, "--events", "--json"]) == 0
    data = json.loads(capsys.readouterr().out)
    assert data["events"] == events and "steps" in data
