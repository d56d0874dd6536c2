"""Comparing a position under pso2 Ver1.8 and Ver3.0: the plain function and ``resolve --compare-versions``."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from judge_app.cli import run_cli
from judge_app.engine import load_scenario
from judge_app.engine.compare import compare_versions, default_versions

SCENARIOS = Path(__file__).resolve().parents[1] / "scenarios"
ROWS = SCENARIOS / "pso2" / "02_row_check_timing.json"


def test_default_versions_are_the_two_newest() -> None:
    assert default_versions("pso2") == ("1.8", "3.0")
    with pytest.raises(ValueError):
        default_versions("fftcg")


def test_first_difference_and_final_states() -> None:
    cmp = compare_versions(load_scenario(ROWS))
    assert cmp.versions == ("1.8", "3.0")
    a, b = cmp.runs
    # they part when the active is played: 1.8 puts the card into the discard at once (204.2.1)
    n = cmp.first_difference
    assert n is not None and n > 1
    assert [s["text_en"] for s in a.steps[: n - 1]] == [s["text_en"] for s in b.steps[: n - 1]]
    first_a, first_b = cmp.step_pair()
    assert first_a is not None and first_b is not None
    assert "the card to the discard" in first_a["text_en"] and "the card goes on the PA" in first_b["text_en"]
    assert all(c.startswith("pso2@1.8:") for c in first_a["citations"])
    assert all(c.startswith("pso2@3.0:") for c in first_b["citations"])
    facts = {d["what"]: (d["a"], d["b"]) for d in cmp.final_differences}
    assert facts["card b-c zone"] == ("B.back", "B.discard")
    assert cmp.differ and a.expectation_problems == [] and b.expectation_problems == []
    data = cmp.to_json()
    assert json.loads(json.dumps(data, ensure_ascii=False))["first_difference"] == n


def test_runs_part_at_the_damage_step() -> None:
    cmp = compare_versions(load_scenario(SCENARIOS / "pso2" / "01_battle_front_row_retreat.json"))
    first_a, first_b = cmp.step_pair()
    assert first_a is not None and first_b is not None
    assert first_b["text_en"].startswith("Damage resolution step") and "back row" in first_b["text_en"]
    assert "back row" not in first_a["text_en"]  # 1.8 checks the rows after rule processing, one step later
    assert cmp.runs[0].steps[cmp.first_difference]["text_en"].startswith("Rule processing")
    # ... and end in the same place: both characters retreat under either version
    assert cmp.runs[0].final["cards"]["b-c"]["zone"] == cmp.runs[1].final["cards"]["b-c"]["zone"] == "B.back"


def test_same_behaviour_reports_no_difference() -> None:
    cmp = compare_versions(load_scenario(SCENARIOS / "pso2" / "16_no_pass_in_main.json"))
    assert cmp.first_difference is None
    assert cmp.final_differences == []
    assert not cmp.differ


def test_cli_compare_text(capsys: pytest.CaptureFixture[str]) -> None:
    assert run_cli(["resolve", str(ROWS), "--compare-versions", "--check"]) == 0
    out = capsys.readouterr().out
    assert "rules 1.8 and 3.0" in out
    assert "the runs part at step" in out
    assert "card b-c zone: 'B.back' | 'B.discard'" in out


def test_cli_compare_json(capsys: pytest.CaptureFixture[str]) -> None:
    assert run_cli(["resolve", str(ROWS), "--compare-versions", "--json"]) == 0
    data = json.loads(capsys.readouterr().out)
    assert data["versions"] == ["1.8", "3.0"] and data["differ"]
    assert {r["version"] for r in data["runs"]} == {"1.8", "3.0"}


def test_cli_compare_needs_two_versions(capsys: pytest.CaptureFixture[str]) -> None:
    assert run_cli(["resolve", str(SCENARIOS / "fftcg" / "01_unblocked_attack.json"), "--compare-versions"]) == 2
    assert "only one version" in capsys.readouterr().err


def test_cli_compare_check_fails_on_a_wrong_expectation(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    data = json.loads(ROWS.read_text(encoding="utf-8"))
    data["expect_by_version"]["1.8"]["zones"]["b-c"] = "B.discard"
    path = tmp_path / "wrong.json"
    path.write_text(json.dumps(data, ensure_ascii=False), encoding="utf-8")
    assert run_cli(["resolve", str(path), "--compare-versions", "--check"]) == 5
    assert "(1.8): expectation failed" in capsys.readouterr().err
