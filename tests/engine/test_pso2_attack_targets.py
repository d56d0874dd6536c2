"""pso2: an attack is declared against legal opponents, one or (連続射撃) two (506.3.1, 101.2.2, 302.7); a missing,
surplus or illegal target refuses the declaration, cited on both branches, and changes nothing."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import pytest

from judge_app.engine import Stepper, parse_scenario
from judge_app.engine.kernel.options import OptionsQuery
from judge_app.engine.kernel.stepper import Step

SCENARIOS = Path(__file__).resolve().parents[1] / "scenarios" / "pso2"
NO_TARGET = "104_attack_needs_a_legal_target.json"


def _run(actions: list[dict[str, Any]], version: str = "3.0", keywords: list[str] | None = None) -> Stepper:
    data = json.loads((SCENARIOS / NO_TARGET).read_text(encoding="utf-8"))
    data.pop("expect"), data.pop("expect_by_version")
    data["version"], data["actions"] = version, actions
    if keywords is not None:
        attacker = next(c for c in data["players"][0]["zones"]["front"] if c["id"] == "a-c")
        attacker["attributes"]["keywords"] = keywords
    stepper = Stepper(parse_scenario(data))
    stepper.run()
    assert stepper.error is None
    return stepper


def _attack(*targets: str) -> dict[str, Any]:
    return {"player": "A", "type": "attack", "card": "a-c", "targets": list(targets)}


def _roles(step: Step) -> set[tuple[str, str]]:
    return {(r.rule_id, role) for r, role in step.cites}


@pytest.mark.parametrize("version", ["3.0", "1.8"])
def test_an_attack_with_no_target_is_refused_by_506_3_1_and_changes_nothing(version: str) -> None:
    s = _run([_attack()], version)
    refused = [st for st in s.steps if st.illegal]
    assert len(refused) == 1
    roles = _roles(refused[0])
    assert ("506.3.1", "forbids") in roles and ("506.3.1", "permits") not in roles
    assert not s.state.cards["a-c"].dull and s.state.data.get("battle") is None and s.state.phase == "main"
    assert "a-c" in refused[0].text_en  # the sentence names the attacker whose target is missing


def test_a_target_on_the_attackers_own_side_is_refused_by_506_3_1_and_101_2_2() -> None:
    s = _run([_attack("a-pl"), _attack("b-c")])
    refused, declared = (next(st for st in s.steps if st.action == i) for i in (0, 1))
    assert refused.illegal and {("506.3.1", "forbids"), ("101.2.2", "forbids")} <= _roles(refused)
    assert ("506.3.1", "permits") not in _roles(refused)
    assert not declared.illegal and ("506.3.1", "permits") in _roles(declared)
    assert s.state.cards["a-c"].dull  # the legal declaration went ahead


def test_two_targets_need_double_shot_and_two_different_opponents() -> None:
    plain = _run([_attack("b-c", "b-pl")])
    step = next(st for st in plain.steps if st.illegal)
    assert {("506.3.1", "forbids"), ("302.7", "forbids")} <= _roles(step)
    twice = _run([_attack("b-c", "b-c")], keywords=["double_shot"])
    assert [st.illegal for st in twice.steps if st.action == 0] == [True]
    assert not twice.state.cards["a-c"].dull
    shot = _run([_attack("b-c", "b-pl")], keywords=["double_shot"])
    declared = next(st for st in shot.steps if st.action == 0)
    assert not declared.illegal and ("302.7", "permits") in _roles(declared)


def test_the_options_query_still_finds_the_legal_targets() -> None:
    """A refusal for want of a target sends the query on to try each opposing card: both are legal targets."""
    s = _run([_attack()])
    opts = OptionsQuery(s).options(s.steps[0].n)
    aimed = {o.targets for o in opts.legal if o.player == "A" and o.type == "attack" and o.card == "a-c"}
    assert aimed == {("b-c",), ("b-pl",)}
