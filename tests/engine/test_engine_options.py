"""Who may act after a step, and what: the options query answers from the game's own legality checks."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from judge_app.cli import run_cli
from judge_app.engine import Stepper, list_games, load_scenario
from judge_app.engine.kernel.options import Option, Options, OptionsQuery

SCENARIOS = Path(__file__).resolve().parents[1] / "scenarios"


def run(game: str, name: str) -> Stepper:
    stepper = Stepper(load_scenario(SCENARIOS / game / name))
    stepper.run()
    return stepper


def find(options: list[Option], player: str, kind: str, card: str | None = None) -> Option:
    found = [o for o in options if o.player == player and o.type == kind and (card is None or o.card == card)]
    assert found, f"no {player} {kind} {card} among {[(o.player, o.type, o.card) for o in options]}"
    return found[0]


def rules(option: Option, role: str) -> set[str]:
    return {r.rule_id for r, rl in option.trial.grounds() if rl == role}


def test_fftcg_the_attacker_may_attack_and_a_dull_forward_may_not_block() -> None:
    """Promise: at the declaration the turn player may act, and the attack is legal citing the rules that permit
    it (10.1.2.1.1); once the attack is declared, the defender's only forward is dull and the block is refused
    citing 10.1.3.1.1."""
    stepper = run("fftcg", "01_unblocked_attack.json")
    q = OptionsQuery(stepper)
    start = q.options(0)
    assert start.actors == ("A",)
    attack = find(start.legal, "A", "attack", "a-cloud")
    assert "10.1.2.1.1" in rules(attack, "permits")
    assert not [o for o in start.legal if o.player == "A" and o.type == "play"]  # nothing in hand to play
    blocking = q.options(2)
    assert blocking.actors == ("B",)
    assert "10.1.3.1.1" in rules(find(blocking.refused, "B", "block", "b-fwd"), "forbids")
    assert find(blocking.legal, "B", "block").card is None  # not blocking is legal


def test_pso2_the_opponent_cannot_play_a_main_only_card_in_response() -> None:
    """Promise: with the turn player's card on the PA, the opponent has the action right and may pass, but a
    [Main] active is refused citing 504.1.3.1 — the engine's own reason, as in scenario 17."""
    stepper = run("pso2", "17_response_needs_quick.json")
    opts = OptionsQuery(stepper).options(2)
    assert opts.actors == ("B",)
    find(opts.legal, "B", "pass")
    assert "504.1.3.1" in rules(find(opts.refused, "B", "play", "b-main"), "forbids")


def test_aquarian_a_guard_after_another_response_is_refused() -> None:
    """Promise: once the attack was answered with a card, B may still pass but no longer guard (rs:4-1)."""
    stepper = run("aquarian", "03_guard_only_as_direct_response.json")
    opts = OptionsQuery(stepper).options(3)
    assert "B" in opts.actors
    find(opts.legal, "B", "pass")
    assert "rs:4-1" in rules(find(opts.refused, "B", "guard"), "forbids")


def test_game004_in_the_block_step_the_defender_may_pass_but_not_play() -> None:
    """Promise: after the attack declaration the defender acts (803.1): passing is legal, playing a card is
    refused for 803.1."""
    stepper = run("game004", "26_block_slide.json")
    opts = OptionsQuery(stepper).options(2)
    assert opts.actors == ("B",)
    find(opts.legal, "B", "pass")
    assert "803.1" in rules(find(opts.refused, "B", "play"), "forbids")


@pytest.mark.parametrize("game", ["fftcg", "game004", "pso2", "aquarian"])
def test_the_query_agrees_with_the_run_on_every_plain_scripted_action(game: str) -> None:
    """Promise: the query is the engine's legality, not a second opinion: every scripted action of the game's
    scenarios (one with no moment, targets, payment or extra cards) tried after the step before the one that took
    it is legal exactly when that step was, and refused for the same rules."""
    checked = 0
    for path in sorted((SCENARIOS / game).glob("*.json")):
        stepper = Stepper(load_scenario(path))
        stepper.run()
        q = OptionsQuery(stepper)
        for step in stepper.steps:
            if step.action is None:
                continue
            act = stepper.scenario.actions[step.action]
            if act.at or act.targets or act.cards or act.payment or act.options or step.answers:
                continue
            t = q.trial(step.n - 1, act.model_dump(mode="json", exclude_defaults=True))
            assert t.outcome == ("refused" if step.illegal else "legal"), (path.name, step.n, t)
            if step.illegal:
                assert {r.rule_id for r in t.rules("forbids")} == {r.rule_id for r, rl in step.cites
                                                                   if rl == "forbids"}, (path.name, step.n)
            checked += 1
    assert checked >= 5


@pytest.mark.parametrize("game", list_games())
def test_every_option_cites_rules_the_document_has_and_says_who_acts(game: str) -> None:
    """Promise: each game's options name who may act and cite only rules of its document, each with a role."""
    path = sorted((SCENARIOS / game).glob("*.json"))[0]
    stepper = Stepper(load_scenario(path))
    stepper.run()
    opts = OptionsQuery(stepper).options(min(1, len(stepper.steps)))
    assert opts.actors or opts.reason
    for o in [*opts.legal, *opts.refused]:
        assert o.trial.grounds(), o
        assert all(stepper.citer.exists(r.rule_id) for r, _ in o.trial.grounds())


def test_options_after_the_end_of_the_game_say_it_is_over() -> None:
    stepper = run("fftcg", "02_blocked_lethal.json")
    last = OptionsQuery(stepper).options(len(stepper.steps))
    if stepper.state.result is not None:
        assert last == Options(last.n, (), reason="over", phase=last.phase, step=last.step)


def test_cli_options_text(capsys: pytest.CaptureFixture[str]) -> None:
    """Promise: ``resolve FILE --options N`` says in words who may act and lists refused actions with the
    forbidding rule under its role."""
    assert run_cli(["resolve", str(SCENARIOS / "fftcg" / "01_unblocked_attack.json"), "--options", "2"]) == 0
    out = capsys.readouterr().out
    assert "may act now" in out and "B" in out
    assert "not legal" in out and "禁止 forbids: fftcg:10.1.3.1.1" in out


def test_cli_options_all_is_json_for_every_step(capsys: pytest.CaptureFixture[str]) -> None:
    assert run_cli(["resolve", str(SCENARIOS / "pso2" / "17_response_needs_quick.json"), "--options", "all"]) == 0
    data = json.loads(capsys.readouterr().out)
    steps = data["options"]
    assert [s["n"] for s in steps] == list(range(len(steps)))
    after2 = steps[2]
    assert after2["actors"] == ["B"]
    refused = [o for o in after2["refused"] if o["type"] == "play" and o.get("card") == "b-main"]
    assert refused and {"ref": "pso2:504.1.3.1", "role": "forbids"} in [
        {**c, "ref": c["ref"].replace("@3.0", "")} for c in refused[0]["cites"]]


@pytest.mark.parametrize("arg", ["x", "999"])
def test_cli_options_bad_step_is_one_line(arg: str, capsys: pytest.CaptureFixture[str]) -> None:
    assert run_cli(["resolve", str(SCENARIOS / "fftcg" / "01_unblocked_attack.json"), "--options", arg]) == 2
    err = capsys.readouterr().err
    assert err.count("\n") == 1 and "01_unblocked_attack.json" in err and "--options" in err


def test_text_resolve_shows_each_citation_role(capsys: pytest.CaptureFixture[str]) -> None:
    """Promise: plain-text resolve lists a step's rules under their roles, in Japanese and English."""
    assert run_cli(["resolve", str(SCENARIOS / "fftcg" / "01_unblocked_attack.json")]) == 0
    out = capsys.readouterr().out
    assert "rules 許可 permits: fftcg:10.1.2.1.1" in out
    assert "rules 手順 requires:" in out
