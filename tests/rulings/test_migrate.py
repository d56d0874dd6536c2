"""Migrating a ruling's citations to a newer version: one action, recorded in its history."""

from __future__ import annotations

import datetime as dt
import shutil
from pathlib import Path

import pytest
import yaml

from judge_app.cli import run_cli
from judge_app.corpus import Corpus, RuleRef
from judge_app.rulings import Status, load_ruling, load_rulings
from judge_app.rulings.migrate import MigrationError, migrate_and_save, migrate_ruling
from judge_app.rulings.verify import verify_rulings

DATA = Path(__file__).resolve().parent / "data"
DAY = dt.date(2025, 1, 2)


@pytest.fixture()
def data_copy(tmp_path: Path) -> Path:
    root = tmp_path / "rulings"
    shutil.copytree(DATA, root)
    return root


def test_renumbered_citation_moves_and_stays_approved(corpus: Corpus) -> None:
    ruling = load_ruling(DATA / "pso2" / "pso2-18-active-card-source.yaml")
    new = migrate_ruling(ruling, "3.0", corpus, today=DAY, note="Ver3.0 対応")
    assert new.version == "3.0" and new.status is Status.APPROVED
    assert new.cites == [RuleRef(game="pso2", version="3.0", rule_id="201.3")]
    (entry,) = new.history
    assert (entry.date, entry.action, entry.from_version, entry.to_version, entry.note) == (
        DAY, "migrated", "1.8", "3.0", "Ver3.0 対応")
    assert [(c.old, c.new, c.reason) for c in entry.changes] == [("201.3.1", "201.3", "moved")]
    assert ruling.version == "1.8" and ruling.history == []  # the original is untouched


def test_changed_substance_sends_the_ruling_back_to_draft(corpus: Corpus) -> None:
    ruling = load_ruling(DATA / "pso2" / "pso2-18-armour-reduction.yaml")
    new = migrate_ruling(ruling, "3.0", corpus, today=DAY)
    assert [c.rule_id for c in new.cites] == ["205.5.2", "506.6.1.3"]
    # Recorded as a flag each reader words in its own language, and written to the file only when set.
    assert new.status is Status.DRAFT and new.history[0].reopened and new.history[0].note == ""
    assert new.to_file_data()["history"][0]["reopened"] is True
    assert [(c.old, c.new, c.reason) for c in new.history[0].changes] == [
        ("205.5.2", "205.5.2", "changed"), ("506.6.1.2", "506.6.1.3", "moved")]
    kept = migrate_ruling(ruling, "3.0", corpus, keep_status=True)
    assert kept.status is Status.APPROVED and not kept.history[0].reopened
    assert "reopened" not in kept.to_file_data()["history"][0]


def test_removed_rule_needs_a_decision(corpus: Corpus) -> None:
    ruling = load_ruling(DATA / "pso2" / "pso2-18-ambush-enters-on.yaml")
    with pytest.raises(MigrationError, match=r"215\.1\.3"):
        migrate_ruling(ruling, "3.0", corpus)
    new = migrate_ruling(ruling, "3.0", corpus, drop_removed=True)
    assert [c.rule_id for c in new.cites] == ["302.6"]
    assert [(c.old, c.new, c.reason) for c in new.history[0].changes] == [
        ("302.6", "302.6", "unchanged"), ("215.1.3", None, "removed")]
    assert new.status is Status.DRAFT


@pytest.mark.parametrize(("version", "words"), [("1.8", "not newer"), ("9.9", "no pso2 version")])
def test_bad_target_version(corpus: Corpus, version: str, words: str) -> None:
    ruling = load_ruling(DATA / "pso2" / "pso2-18-simultaneous-triggers.yaml")
    with pytest.raises(MigrationError, match=words):
        migrate_ruling(ruling, version, corpus)


def test_migrated_rulings_verify_clean(corpus: Corpus, data_copy: Path) -> None:
    for rid in ["pso2-18-active-card-source", "pso2-18-armour-reduction", "pso2-18-both-decks-empty",
                "pso2-18-simultaneous-triggers"]:
        migrate_and_save(rid, "3.0", corpus, root=data_copy)
    migrate_and_save("pso2-18-ambush-enters-on", "3.0", corpus, root=data_copy, drop_removed=True)
    found = load_rulings(data_copy)
    assert found.errors == [] and {r.version for r in found.rulings} == {"3.0"}
    assert not any(r.failed for r in verify_rulings(found.rulings, corpus))
    saved = yaml.safe_load((data_copy / "pso2" / "pso2-18-active-card-source.yaml").read_text(encoding="utf-8"))
    assert saved["cites"] == ["201.3"] and saved["history"][0]["changes"][0] == {
        "old": "201.3.1", "new": "201.3", "reason": "moved"}


def test_cli_migrate(data_copy: Path, capsys: pytest.CaptureFixture[str]) -> None:
    path = data_copy / "pso2" / "pso2-18-armour-reduction.yaml"
    before = path.read_text(encoding="utf-8")
    args = ["rulings", "migrate", "pso2-18-armour-reduction", "--to", "3.0", "--dir", str(data_copy)]
    assert run_cli([*args, "--dry-run"]) == 0
    assert "506.6.1.2 -> 506.6.1.3  moved" in capsys.readouterr().out
    assert path.read_text(encoding="utf-8") == before
    assert run_cli([*args, "--note", "委員会で再確認予定"]) == 0
    ruling = load_ruling(path)
    assert ruling.version == "3.0" and ruling.history[0].note.startswith("委員会で再確認予定")
    assert run_cli(["rulings", "migrate", "pso2-18-ambush-enters-on", "--to", "3.0", "--dir", str(data_copy)]) == 1
    assert "215.1.3" in capsys.readouterr().err
    assert run_cli(["rulings", "migrate", "nope", "--to", "3.0", "--dir", str(data_copy)]) == 1


def test_cli_list_and_show(data_copy: Path, capsys: pytest.CaptureFixture[str]) -> None:
    assert run_cli(["rulings", "list", "--dir", str(data_copy), "--game", "pso2", "--status", "approved"]) == 0
    assert len(capsys.readouterr().out.splitlines()) == 5
    assert run_cli(["rulings", "list", "--dir", str(data_copy), "--status", "draft"]) == 0
    assert capsys.readouterr().out == ""
    assert run_cli(["rulings", "show", "pso2-18-active-card-source", "--dir", str(data_copy)]) == 0
    out = capsys.readouterr().out
    assert "201.3.1: 全ての《アクティブカード》" in out and "committee" in out
