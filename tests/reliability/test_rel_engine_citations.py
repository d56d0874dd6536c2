"""A cited rule the rules version does not have (renumbered or dropped by an import) is a visible note on the
step, and `resolve --check` reports it; it never stops `resolve` or the stepper."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from judge_app.cli import run_cli
from judge_app.corpus import Corpus, RuleSet, default_corpus
from judge_app.engine import Stepper, load_scenario
from judge_app.engine.kernel import citations
from judge_app.engine.kernel.expect import check_expectations

SCENARIO = Path(__file__).resolve().parents[1] / "scenarios" / "fftcg" / "01_unblocked_attack.json"
GONE = "10.1.4.1"  # the unblocked-damage rule the scenario's attack cites


def _corpus_without(rule_id: str) -> Corpus:
    """The shipped corpus with one fftcg rule taken out, as after an import that renumbered it away."""
    full = default_corpus()
    rulesets = []
    for rs in full.rulesets:
        if rs.game == "fftcg":
            rs = RuleSet(info=rs.info, records=[r for r in rs.records if r.rule_id != rule_id],
                         warnings=list(rs.warnings))
        rulesets.append(rs)
    return Corpus(rulesets=rulesets, errors=list(full.errors), root=full.root)


@pytest.fixture
def renumbered(monkeypatch: pytest.MonkeyPatch) -> Corpus:
    corpus = _corpus_without(GONE)
    monkeypatch.setattr(citations, "default_corpus", lambda: corpus)
    return corpus


def test_stepper_keeps_a_missing_citation_as_a_note() -> None:
    """Promise: stepping a scenario whose module cites a rule the version lacks raises nothing; the step keeps the
    citation and carries a "rule not in this version" note."""
    stepper = Stepper(load_scenario(SCENARIO), corpus=_corpus_without(GONE))
    stepper.run()
    assert stepper.error is None and stepper.done
    flagged = [s for s in stepper.steps if s.unresolved]
    assert flagged and all(GONE in [r.rule_id for r in s.citations] for s in flagged)
    assert all(any("rule not in this version" in n and GONE in n for n in s.notes) for s in flagged)
    problems = check_expectations(stepper)
    assert any(GONE in p and "rule not in this version" in p for p in problems)


def test_resolve_json_and_text_show_the_note(renumbered, capsys) -> None:
    """Promise: `resolve` against a version without a cited rule exits 0 and shows the note in the JSON output
    (notes and unresolved_citations) and in the text output."""
    assert run_cli(["resolve", "--json", str(SCENARIO)]) == 0
    captured = capsys.readouterr()
    assert "KeyError" not in captured.err
    steps = json.loads(captured.out)["steps"]
    flagged = [s for s in steps if s.get("unresolved_citations")]
    assert flagged and all(any(c.endswith(":" + GONE) for c in s["citations"]) for s in flagged)
    assert all(any("rule not in this version" in n for n in s["notes"]) for s in flagged)
    assert run_cli(["resolve", str(SCENARIO)]) == 0
    text = capsys.readouterr().out
    assert f"note: fftcg:{GONE}: rule not in this version" in text


def test_resolve_check_reports_the_missing_rule(renumbered, capsys) -> None:
    """Promise: `resolve --check` reports a citation of a rule the version lacks and exits non-zero (5)."""
    assert run_cli(["resolve", "--check", str(SCENARIO)]) == 5
    err = capsys.readouterr().err
    assert f"fftcg:{GONE}: rule not in this version" in err and "Traceback" not in err


def test_shipped_corpus_has_no_note(capsys) -> None:
    """Promise: with every cited rule present, no step carries the note and the output keeps its shape."""
    assert run_cli(["resolve", "--json", "--check", str(SCENARIO)]) == 0
    steps = json.loads(capsys.readouterr().out)["steps"]
    assert not any("unresolved_citations" in s for s in steps)
