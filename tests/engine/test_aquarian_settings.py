"""Open points of the aquarian rulebook that a setting reads one way, and choices that reach a loss condition."""

from __future__ import annotations

from pathlib import Path

from judge_app.engine import Stepper, load_scenario

SCENARIOS = Path(__file__).resolve().parents[1] / "scenarios" / "aquarian"


def _asked(name: str) -> Stepper:
    """Run a file with its answers dropped, so it stops at its first question."""
    scenario = load_scenario(SCENARIOS / name).model_copy(update={"answers": {}})
    stepper = Stepper(scenario)
    stepper.run()
    assert stepper.pending_question is not None
    return stepper


def test_a_bind_that_would_make_the_tenth_damage_says_so_when_offered() -> None:
    """Promise: the Bind question names the loss it would bring (c03 loss condition cited with the choice)."""
    question = _asked("66_bind_reaches_tenth_damage.json").pending_question
    assert question is not None
    assert "10枚" in question.prompt_ja and "除外" in question.prompt_ja
    assert "removed from the game" in question.prompt_en
    assert {c["ref"] for c in question.cites if c["role"] == "choice"} >= {"aquarian:c09:スキル>バインドX",
                                                                        "aquarian:c03:ゲームの勝敗>敗北条件"}


def test_a_bind_below_ten_damage_mentions_no_loss() -> None:
    """Promise: with the damage zone staying below 10, the same question says nothing of losing."""
    question = _asked("59_bind_declined.json").pending_question
    assert question is not None
    assert "除外" not in question.prompt_ja and "removed" not in question.prompt_en
    assert "aquarian:c03:ゲームの勝敗>敗北条件" not in {c["ref"] for c in question.cites}


def _run(name: str, **settings: str) -> Stepper:
    scenario = load_scenario(SCENARIOS / name)
    scenario = scenario.model_copy(update={"settings": {**scenario.settings, **settings}})
    stepper = Stepper(scenario)
    stepper.run()
    return stepper


def test_tenth_damage_mid_check_both_readings_on_one_position() -> None:
    """Promise: the same position gives the two readings of damage_check_loss, each step noting the setting."""
    at_once = _run("64_tenth_damage_mid_check_at_once.json")
    after = _run("64_tenth_damage_mid_check_at_once.json", damage_check_loss="after_all_checks")
    assert at_once.state.cards["bd2"].zone == "B.deck" and len(at_once.state.zones["B.damage"]) == 10
    assert after.state.cards["bd2"].zone == "B.party_ego" and len(after.state.zones["B.damage"]) == 11
    for stepper in (at_once, after):
        assert stepper.state.result == {"outcome": "win", "winner": "A"}
        assert any("damage_check_loss" in n for s in stepper.steps for n in s.notes)


def test_bind_against_an_effects_mental_damage_follows_bind_mental() -> None:
    """Promise: a character bound against an effect's lethal mental damage keeps its other power card by default,
    and loses it under mental_still_discards; either way the step cites rs:6-4 as the setting read."""
    kept = _run("78_bind_against_effect_mental_damage.json")
    lost = _run("78_bind_against_effect_mental_damage.json", bind_mental="mental_still_discards")
    assert kept.state.cards["bp2"].zone == "B.power" and lost.state.cards["bp2"].zone == "B.discard"
    for stepper in (kept, lost):
        assert stepper.state.cards["b1"].zone == "B.dominion" and stepper.state.cards["bp1"].zone == "B.damage"
        assert any(c == {"ref": "aquarian:rs:6-4", "role": "setting"} for s in stepper.steps for c in s.cites_json())
