from __future__ import annotations

import json
from pathlib import Path

import pytest

from judge_app.cli import run_cli

SCENARIOS = Path(__file__).resolve().parents[1] / "scenarios" / "fftcg"


def test_resolve_json(capsys: pytest.CaptureFixture[str]) -> None:
    assert run_cli(["resolve", str(SCENARIOS / "01_unblocked_attack.json"), "--json"]) == 0
    data = json.loads(capsys.readouterr().out)
    assert set(data) >= {"game", "version", "steps", "final", "questions"}
    assert data["game"] == "fftcg"
    step = data["steps"][0]
    assert set(step) >= {"n", "text_ja", "text_en", "citations", "changes"}
    assert all(c.startswith("fftcg:") for s in data["steps"] for c in s["citations"])
    assert "fftcg:10.1.4.1" in [c for s in data["steps"] for c in s["citations"]]


def test_resolve_until(capsys: pytest.CaptureFixture[str]) -> None:
    assert run_cli(["resolve", str(SCENARIOS / "01_unblocked_attack.json"), "--json", "--until", "1"]) == 0
    assert len(json.loads(capsys.readouterr().out)["steps"]) == 1


def test_resolve_text(capsys: pytest.CaptureFixture[str]) -> None:
    assert run_cli(["resolve", str(SCENARIOS / "01_unblocked_attack.json"), "--check"]) == 0
    out = capsys.readouterr().out
    assert "fftcg:10.1.4.1" in out and "B.damage" in out


def test_invalid_scenario_exits_non_zero(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    bad = tmp_path / "bad.json"
    bad.write_text('{"game": "fftcg", "title": "x", "turn_player": "A", "phase": "main1", "players": []}',
                   encoding="utf-8")
    assert run_cli(["resolve", str(bad)]) != 0
    err = capsys.readouterr().err
    assert str(bad) in err and "turn_player" in err


def test_unanswered_question_exits_non_zero(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    data = json.loads((SCENARIOS / "01_unblocked_attack.json").read_text(encoding="utf-8"))
    data["players"][1]["zones"]["forward"][0]["dull"] = False
    path = tmp_path / "ask.json"
    path.write_text(json.dumps(data, ensure_ascii=False), encoding="utf-8")
    assert run_cli(["resolve", str(path), "--json"]) != 0
    captured = capsys.readouterr()
    assert "block#1" in captured.err
    assert json.loads(captured.out)["questions"][0]["id"] == "block#1"


def test_coverage(capsys: pytest.CaptureFixture[str]) -> None:
    assert run_cli(["engine", "coverage", "fftcg", "--json"]) == 0
    data = json.loads(capsys.readouterr().out)
    cited = {r["rule"] for r in data["rules"] if r["cited"]}
    assert {"12.4.5", "10.1.4.1", "11.9.7", "6.5.2.1"} <= cited
    assert data["unknown"] == []
    assert run_cli(["engine", "coverage", "nosuchgame"]) != 0
