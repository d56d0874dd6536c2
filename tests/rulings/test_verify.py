"""``rulings verify``: scenarios re-run, citations followed to the newest version, exit codes."""

from __future__ import annotations

import json
import shutil
from pathlib import Path
from typing import Any

import pytest
from rulings_testkit import ruling_data, write_ruling

from judge_app.cli import run_cli
from judge_app.corpus import Corpus
from judge_app.rulings import load_rulings
from judge_app.rulings.drift import CitationCheck, CitationStatus
from judge_app.rulings.verify import Outcome, verify_rulings

DATA = Path(__file__).resolve().parent / "data"
SCENARIO = Path(__file__).resolve().parents[1] / "scenarios" / "fftcg" / "01_unblocked_attack.json"


def _fftcg(**over: Any) -> dict[str, Any]:
    return ruling_data(game="fftcg", version="current", cites=["10.1.4.1"], **over)


def test_pso2_1_8_rulings_against_3_0(corpus: Corpus) -> None:
    """Rulings written against Ver1.8, checked by hand against both documents."""
    found = load_rulings(DATA)
    assert found.errors == []
    reports = {r.ruling_id: r for r in verify_rulings(found.rulings, corpus)}
    status = {rid: [(c.ref.rule_id, c.status, c.new_id) for c in r.citations] for rid, r in reports.items()}
    assert status == {
        "pso2-18-active-card-source": [("201.3.1", CitationStatus.MOVED, "201.3")],
        "pso2-18-ambush-enters-on": [("302.6", CitationStatus.UNCHANGED, "302.6"),
                                     ("215.1.3", CitationStatus.REMOVED, None)],
        "pso2-18-armour-reduction": [("205.5.2", CitationStatus.CHANGED, "205.5.2"),
                                     ("506.6.1.2", CitationStatus.MOVED, "506.6.1.3")],
        "pso2-18-both-decks-empty": [("101.1", CitationStatus.UNCHANGED, "101.1"),
                                     ("101.7", CitationStatus.CHANGED, "101.7")],
        "pso2-18-simultaneous-triggers": [("302.2", CitationStatus.UNCHANGED, "302.2"),
                                          ("406.2.1", CitationStatus.UNCHANGED, "406.2.1")],
    }
    assert all(c.target_version == "3.0" for r in reports.values() for c in r.citations)
    assert {rid for rid, r in reports.items() if r.failed} == set(status) - {"pso2-18-simultaneous-triggers"}
    assert all(r.outcome is Outcome.NO_SCENARIO for r in reports.values())
    moved = reports["pso2-18-active-card-source"].citations[0]
    assert moved.same_substance and "proposed new ID 201.3" in moved.describe()
    armour = reports["pso2-18-armour-reduction"].citations[1]
    assert not armour.same_substance
    assert {s.text for s in armour.segments if s.op == "delete"} >= {"置換効果"}
    deck = reports["pso2-18-both-decks-empty"].citations[1]
    assert "".join(s.text for s in deck.segments if s.op == "insert").strip() == "引き分けにはなりません。"
    removed = reports["pso2-18-ambush-enters-on"].citations[1]
    assert "OFF状態で場に出ます" in removed.old_text and removed.new_text == ""


def test_citation_missing_from_its_own_version(corpus: Corpus, rulings_dir: Path) -> None:
    write_ruling(rulings_dir, ruling_data(cites=["999.9"]))
    write_ruling(rulings_dir, ruling_data(id="old", version="0.9"))
    reports = {r.ruling_id: r for r in verify_rulings(load_rulings(rulings_dir).rulings, corpus)}
    assert reports["pso2-test-1"].citations[0].status is CitationStatus.MISSING
    assert reports["old"].citations[0].status is CitationStatus.UNKNOWN_VERSION
    assert reports["pso2-test-1"].failed and reports["old"].failed


def test_scenarios_hold_change_or_cannot_run(corpus: Corpus, rulings_dir: Path) -> None:
    embedded = json.loads(SCENARIO.read_text(encoding="utf-8"))
    write_ruling(rulings_dir, _fftcg(id="embedded", scenario=embedded))
    shutil.copy(SCENARIO, rulings_dir / "fftcg" / "position.json")
    write_ruling(rulings_dir, _fftcg(id="by-path", scenario="position.json"))
    write_ruling(rulings_dir, _fftcg(id="changed", scenario="position.json", expect={"damage": {"B": 2}}))
    write_ruling(rulings_dir, _fftcg(id="no-file", scenario="missing.json"))
    write_ruling(rulings_dir, _fftcg(id="invalid", scenario={**embedded, "turn_player": "Z"}))
    write_ruling(rulings_dir, _fftcg(id="no-expect", scenario={k: v for k, v in embedded.items() if k != "expect"}))
    write_ruling(rulings_dir, _fftcg(id="no-engine", scenario={**embedded, "game": "not-a-game"}))
    reports = {r.ruling_id: r for r in verify_rulings(load_rulings(rulings_dir).rulings, corpus)}
    outcome = {rid: r.outcome for rid, r in reports.items()}
    assert outcome == {"embedded": Outcome.HOLDS, "by-path": Outcome.HOLDS, "changed": Outcome.CHANGED,
                       "no-file": Outcome.CANNOT_RUN, "invalid": Outcome.CANNOT_RUN,
                       "no-expect": Outcome.CANNOT_RUN, "no-engine": Outcome.CANNOT_RUN}
    assert reports["embedded"].steps > 0 and not reports["embedded"].failed
    assert reports["changed"].problems == ["player B: expected damage 2, found 1"]
    assert "missing.json" in reports["no-file"].problems[0]
    assert "turn_player" in reports["invalid"].problems[0]
    assert "no engine module" in reports["no-engine"].problems[0] or "no module" in reports["no-engine"].problems[0]
    assert reports["no-engine"].engine_missing and not reports["no-engine"].failed
    assert {rid for rid, r in reports.items() if r.failed} == {"changed", "no-file", "invalid", "no-expect"}


def test_cli_exit_codes(rulings_dir: Path, capsys: pytest.CaptureFixture[str]) -> None:
    write_ruling(rulings_dir, _fftcg(id="holds", scenario=json.loads(SCENARIO.read_text(encoding="utf-8"))))
    assert run_cli(["rulings", "verify", str(rulings_dir)]) == 0
    out = capsys.readouterr().out
    assert "holds" in out and "1 rulings: 1 hold" in out
    # One good file alone, a game folder, and a failing ruling added.
    assert run_cli(["rulings", "verify", str(rulings_dir / "fftcg" / "holds.yaml")]) == 0
    assert run_cli(["rulings", "verify", str(rulings_dir / "fftcg")]) == 0
    write_ruling(rulings_dir, _fftcg(id="bad", scenario=json.loads(SCENARIO.read_text(encoding="utf-8")),
                                     expect={"result": "win"}))
    capsys.readouterr()
    assert run_cli(["rulings", "verify", str(rulings_dir), "--json"]) == 1
    data = json.loads(capsys.readouterr().out)
    assert {r["ruling_id"]: (r["outcome"], r["failed"]) for r in data["rulings"]} == {
        "bad": ("changed", True), "holds": ("holds", False)}
    assert data["failed"] == 1
    assert run_cli(["rulings", "verify", str(rulings_dir / "nowhere")]) == 2


def test_cli_unreadable_file_fails(rulings_dir: Path, capsys: pytest.CaptureFixture[str]) -> None:
    write_ruling(rulings_dir, ruling_data(id="bad", status="maybe"))
    assert run_cli(["rulings", "verify", str(rulings_dir)]) == 1
    out = capsys.readouterr().out
    assert "unreadable" in out and "bad.yaml" in out and "field status" in out


def test_cli_pso2_report_shows_the_diff_and_proposal(capsys: pytest.CaptureFixture[str]) -> None:
    assert run_cli(["rulings", "verify", str(DATA)]) == 1
    out = capsys.readouterr().out
    assert "201.3.1: renumbered in 3.0; proposed new ID 201.3" in out
    assert "[-置換効果-]{+ルール処理+}" in out
    assert "215.1.3: removed in 3.0" in out
    assert "4 failing" in out


def test_a_cited_note_is_followed_by_its_key(corpus: Corpus) -> None:
    """The version diff leaves notes out (pso2's raid rules are notes); a ruling may still cite one."""
    from judge_app.corpus import RuleRef
    from judge_app.rulings.drift import DriftChecker

    checker = DriftChecker(corpus)

    def check(rule_id: str) -> CitationCheck:
        return checker.check(RuleRef(game="pso2", version="1.8", rule_id=rule_id), "3.0")

    same = check("raid:ゲームの準備:1")  # word for word the same in 3.0
    assert same.status is CitationStatus.UNCHANGED and not same.needs_attention
    spaced = check("raid:特別なルール:6")  # only a space before a digit was added
    assert spaced.status is CitationStatus.UNCHANGED and spaced.same_substance
    # Ver2.4 added the "easy" difficulty to the raid rules: a real change, with its diff.
    easy = check("raid:ゲームの流れ:1")
    assert easy.status is CitationStatus.CHANGED and easy.new_id == "raid:ゲームの流れ:1"
    assert "イージー" in "".join(s.text for s in easy.segments if s.op == "insert")
