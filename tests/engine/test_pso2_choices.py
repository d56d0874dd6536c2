"""The pso2 choices a judge answers: which armour protects, and durations that end in the refresh step."""

from __future__ import annotations

from pathlib import Path

import pytest

from judge_app.engine import Stepper, load_scenario

SCENARIOS = Path(__file__).resolve().parents[1] / "scenarios" / "pso2"


def _asked(name: str, version: str, **settings: str) -> Stepper:
    """Run a scenario with its answers taken away, so it stops on its first question."""
    scenario = load_scenario(SCENARIOS / name)
    stepper = Stepper(scenario.model_copy(update={"version": version, "answers": {},
                                                  "settings": {**scenario.settings, **settings}}))
    stepper.run()
    assert stepper.error is None
    return stepper


@pytest.mark.parametrize(("version", "ids"), [("3.0", ["b-arm1", "b-arm2", "no"]), ("1.8", ["b-arm1", "b-arm2"])])
def test_the_armour_question_offers_each_piece_by_its_card_id(version: str, ids: list[str]) -> None:
    """Promise: with two ON armour pieces the carrier's controller is asked which one (205.5.2); the options are the
    armour cards' ids, with 'no' only where reducing is optional (3.0), and the question cites 205.5.2 as choice."""
    q = _asked("55_armour_choice.json", version).pending_question
    assert q is not None and q.id == "armour#1" and q.player == "B"
    assert [o.id for o in q.options] == ids
    assert {"ref": f"pso2@{version}:205.5.2", "role": "choice"} in q.cites


def test_each_piece_may_meet_one_damage_under_the_each_reading() -> None:
    """Promise: under armour_per_damage=each, 3.0 asks for any number of pieces (none declines) and 1.8 asks
    nothing, every ON piece reducing the damage."""
    q = _asked("55_armour_choice.json", "3.0", armour_per_damage="each").pending_question
    assert q is not None and (q.min, q.max) == (0, 2) and [o.id for o in q.options] == ["b-arm1", "b-arm2"]
    run = _asked("55_armour_choice.json", "1.8", armour_per_damage="each")
    assert run.pending_question is None
    assert run.state.cards["b-c"].damage == 0


def test_a_single_armour_in_18_is_used_without_a_question() -> None:
    """Promise: 1.8's armour reduces ("減少させます"): one ON piece is used at once, cited as requires."""
    run = _asked("04_armour_optional.json", "1.8")
    assert run.pending_question is None and run.state.cards["b-arm"].dull
    assert any(ref.rule_id == "205.5.2" and role == "requires" for s in run.steps for ref, role in s.cites)


def test_this_turn_ends_after_the_damage_is_removed() -> None:
    """Promise: in the refresh step the damage goes first and the 'this turn' effects end in the next step
    (505.2), so the HP +2 that kept the character alive ends without destroying it."""
    run = _asked("58_hp_this_turn_ends_after_damage.json", "3.0")
    texts = [s.text_en for s in run.steps]
    first = next(i for i, t in enumerate(texts) if t.startswith("Refresh step: first all damage"))
    assert texts[first + 1].startswith("Refresh step: after the damage is removed")
    assert run.state.cards["a-c"].zone == "A.back" and not run.state.effects


def test_the_replacement_question_offers_each_replacement_by_its_source_card() -> None:
    """Promise: two replacements for one destruction are offered to the affected card's owner (103.4.3.2), each
    readable as the card that made it, so a judge answers with that card's id."""
    q = _asked("77_two_replacements_answered_by_card.json", "3.0").pending_question
    assert q is not None and q.id == "replacement#1" and q.player == "B"
    assert sorted(q.readable_ids().values()) == ["b-deck", "b-hand"]
    assert all("b-hand" in o.label_en or "b-deck" in o.label_en for o in q.options)
    assert {"ref": "pso2@3.0:103.4.3.2", "role": "choice"} in q.cites


@pytest.mark.parametrize("version", ["3.0", "1.8"])
def test_each_player_draws_in_one_step(version: str) -> None:
    """Promise: 'each player draws 1' draws for both players in one step (3.0 cites 103.2.3; 1.8 lacks it and notes
    so), never for the opponent only."""
    run = _asked("75_each_player_draws_at_once.json", version)
    step = next(s for s in run.steps if s.text_en.startswith("each player at the same time"))
    assert "player A draws 1" in step.text_en and "player B draws 1" in step.text_en
    cited = {ref.rule_id for ref, _ in step.cites}
    assert ("103.2.3" in cited) == (version == "3.0")
    assert version == "3.0" or any("103.2.3" in n for n in step.notes)
