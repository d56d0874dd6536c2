"""A refused scenario's problems keep the rules they cite as data, beside the line the command line prints."""

from __future__ import annotations

import copy
import json
from pathlib import Path
from typing import Any

import pytest

from judge_app.corpus import Corpus, RuleRef
from judge_app.engine.defaults import parse_scenario
from judge_app.engine.kernel.citations import Problem, Refusal, forbids, refusal, rules_of
from judge_app.engine.kernel.scenario import ScenarioError

SCENARIOS = Path(__file__).resolve().parents[1] / "scenarios"


def _refused(path: str, change: Any) -> ScenarioError:
    data = json.loads((SCENARIOS / path).read_text(encoding="utf-8"))
    data = copy.deepcopy(data)
    change(data)
    with pytest.raises(ScenarioError) as info:
        parse_scenario(data, "refused.json")
    return info.value


def _moved_to_break(data: dict[str, Any]) -> None:
    """Cloud, whom the +2000 in force reached, is now in the break zone: a card that moved is a new one."""
    zones = data["players"][0]["zones"]
    zones["break"] = zones.pop("forward")


def test_a_refused_in_force_entry_carries_its_rule_and_the_rule_exists(corpus: Corpus) -> None:
    exc = _refused("fftcg/140_in_force_power_until_end_of_turn.json", _moved_to_break)
    version = corpus.get("fftcg").version
    at = [i for i, p in enumerate(exc.problems) if p.startswith("in_force[0].cards: a-cloud is in the break")]
    assert len(at) == 1
    i = at[0]
    assert exc.rules[i] == (RuleRef(game="fftcg", version=version, rule_id="11.13.4.2"),)
    assert all(corpus.get(r.game, r.version).find(r.rule_id) for r in exc.rules[i])
    # the line is what the command line has always printed: the sentence, its rule after it
    assert exc.problems[i].endswith("has moved since (11.13.4.2)")
    assert [r.role for r in rules_of(exc.problems[i])] == ["forbids"]


def test_a_refusal_read_from_a_games_layout_data_carries_its_rule(corpus: Corpus) -> None:
    """pso2 declares its in-force refusals in layout.yaml: a one-shot effect is refused with 103.4.2.2."""

    def one_shot(data: dict[str, Any]) -> None:
        data["in_force"][0]["effect"] = {"op": "damage", "amount": 2}

    exc = _refused("pso2/78_attack_plus_two_in_force.json", one_shot)
    version = corpus.get("pso2").version
    (i,) = [i for i, p in enumerate(exc.problems) if p.startswith("in_force[0].effect.op:")]
    assert exc.rules[i] == (RuleRef(game="pso2", version=version, rule_id="103.4.2.2"),)
    assert corpus.get("pso2", version).find("103.4.2.2")


def test_a_problem_that_is_no_refusal_cites_nothing() -> None:
    def two_faults(data: dict[str, Any]) -> None:
        _moved_to_break(data)
        data["players"][1]["zones"]["forwrd"] = []

    exc = _refused("fftcg/140_in_force_power_until_end_of_turn.json", two_faults)
    assert len(exc.problems) == len(exc.rules) == 2
    zone = next(i for i, p in enumerate(exc.problems) if p.startswith("players[B].zones.forwrd"))
    assert exc.rules[zone] == ()
    assert any(exc.rules)


def test_a_refusal_with_no_rule_keeps_none() -> None:
    """fftcg ends no effect at the end of the next turn; that is a limit of the module, not a rule, so the line
    names no rule and the problem keeps none."""

    def next_turn(data: dict[str, Any]) -> None:
        data["in_force"][0]["effect"]["until"] = "end_of_next_turn"

    exc = _refused("fftcg/140_in_force_power_until_end_of_turn.json", next_turn)
    (i,) = [i for i, p in enumerate(exc.problems) if p.startswith("in_force[0].effect.until:")]
    assert isinstance(exc.problems[i], Problem) and not exc.problems[i].endswith(")")
    assert exc.rules[i] == () and rules_of(exc.problems[i]) == ()


def test_refusal_at_writes_the_line_it_always_wrote_and_keeps_the_rules() -> None:
    said = refusal("{card} is not a forward", "5.2.6.1").at("in_force[0].cards", card="x")
    assert said == "in_force[0].cards: x is not a forward (5.2.6.1)"
    assert said.rules == forbids("5.2.6.1") and said.rules[0].role == "forbids"
    assert Refusal("no rule here").at("f") == "f: no rule here" and rules_of(Refusal("no rule here").at("f")) == ()
    assert rules_of("a plain line") == ()
    # a problem made anew (the error escapes its control characters) keeps its rules
    exc = ScenarioError("x.json", [refusal("bad\nline", "1.1").at("f")])
    assert exc.problems == ["f: bad\\nline (1.1)"] and rules_of(exc.problems[0]) == ("1.1",)
    assert exc.rules == [()]  # no version to read them in: ids only, no RuleRefs
