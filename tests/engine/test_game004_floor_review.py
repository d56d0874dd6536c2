"""game004 rules checked in a floor-judge review: rule-effect order across areas (1001.2), a scout from an empty
deck (102.3, 102.5), and the roles of concession (101.4) and attack eligibility (802.1a)."""

from __future__ import annotations

from pathlib import Path

from judge_app.engine import Stepper, load_scenario

SCENARIOS = Path(__file__).resolve().parents[1] / "scenarios" / "game004"


def _run(name: str) -> Stepper:
    stepper = Stepper(load_scenario(SCENARIOS / name))
    stepper.run()
    assert stepper.error is None and stepper.pending_question is None
    return stepper


def _roles(stepper: Stepper, rid: str) -> set[str]:
    return {role for s in stepper.steps for r, role in s.cites if r.rule_id == rid}


def test_level_up_in_one_area_runs_before_an_illegal_character_in_another() -> None:
    s = _run("89_level_up_before_illegal_character.json")
    firsts = [next(i for i, st in enumerate(s.steps) if any(r.rule_id == rid for r in st.citations))
              for rid in ("1002.1", "1003.1")]
    assert firsts[0] < firsts[1]
    assert s.state.cards["a-low"].zone == "A.exp" and s.state.cards["a-old"].zone == "A.trash"


def test_an_empty_deck_scouts_nothing_and_does_not_lose() -> None:
    s = _run("92_scout_from_an_empty_deck.json")
    assert s.state.result is None
    assert {"requires"} <= _roles(s, "102.3") and "check" in _roles(s, "1007.2")
    assert s.state.cards["b-top"].zone == "B.energy"


def test_concession_is_permitted_by_101_4_without_priority() -> None:
    s = _run("95_concede_without_priority.json")
    assert s.state.result == {"outcome": "win", "winner": "A"}
    assert _roles(s, "101.4") == {"permits"} and _roles(s, "101.5") == {"requires"}


def test_attack_eligibility_is_cited_on_both_branches() -> None:
    s = _run("96_sleeping_character_cannot_attack.json")
    refused = next(st for st in s.steps if st.illegal)
    assert ("802.1a", "forbids") in {(r.rule_id, role) for r, role in refused.cites}
    assert _roles(s, "802.1a") == {"permits", "forbids"}


def test_issen_refuses_a_scripted_choice_of_your_own_character_and_says_so() -> None:
    s = _run("101_issen_cannot_choose_your_own_character.json")
    assert s.state.cards["a-c"].zone == "A.center" and s.state.cards["b-c"].zone == "B.energy"
    step = next(st for st in s.steps if any(r.rule_id == "1205.1" for r in st.citations))
    assert ("1205.2", "forbids") in {(r.rule_id, role) for r, role in step.cites}
    assert any("A centre" in n for n in step.notes)
