"""Citation roles over every scenario file of every game: a step that changes the state or refuses an action says
which rule permits, requires or forbids it, and every choice put to a player names the rule that gives it."""

from __future__ import annotations

from pathlib import Path

import pytest

from judge_app.corpus import Corpus
from judge_app.engine import Stepper, load_scenario
from judge_app.engine.kernel.citations import GROUNDS, ROLES

ROOT = Path(__file__).resolve().parents[1] / "scenarios"
SCENARIOS = sorted(ROOT.glob("*/*.json"))


def _runs(path: Path) -> list[Stepper]:
    scenario = load_scenario(path)
    versions = sorted(scenario.expect_by_version) or [None]
    runs = []
    for version in versions:
        sc = scenario if version is None else scenario.model_copy(update={"version": version})
        stepper = Stepper(sc)
        stepper.run()
        runs.append(stepper)
    return runs


@pytest.mark.parametrize("path", SCENARIOS, ids=[f"{p.parent.name}/{p.stem}" for p in SCENARIOS])
def test_every_step_has_its_grounds(path: Path, corpus: Corpus) -> None:
    """Promise: every step with a state change or a refused action cites a rule that permits, requires or
    forbids it; every question a run answers cites the rule giving the choice; every citation has a known role."""
    for stepper in _runs(path):
        for step in stepper.steps:
            roles = [role for _, role in step.cites]
            assert set(roles) <= set(ROLES), (step.n, roles)
            assert {r for r, _ in step.cites} == set(step.citations), step.n
            if step.changes or step.illegal:
                assert set(roles) & set(GROUNDS), f"step {step.n} ({step.text_en}) has no permits/requires/forbids"
            for q in step.questions:
                assert any(c["role"] == "choice" for c in q.cites), f"question {q.id} cites no rule giving the choice"


def test_json_keeps_the_flat_list_beside_the_roles(corpus: Corpus) -> None:
    """Promise: ``resolve --json`` gives each step ``cites`` as {ref, role} next to the old flat ``citations``."""
    stepper = Stepper(load_scenario(SCENARIOS[0]))
    stepper.run()
    for step in stepper.to_json()["steps"]:
        assert [c["ref"] for c in step["cites"]] and set(step["citations"]) == {c["ref"] for c in step["cites"]}
        assert all(c["role"] in ROLES for c in step["cites"])
