"""``judge-app rules import``: a new version from raw text, parsed, diffed, and added to a rules directory."""

from __future__ import annotations

import json
import shutil
from pathlib import Path

import pytest
import yaml

from judge_app.cli import run_cli
from judge_app.corpus import RuleRef, load_corpus
from judge_app.corpus import importer as importer_module
from judge_app.rulings.drift import CitationStatus, DriftChecker

SHIPPED = Path(__file__).resolve().parents[2] / "rules_text"


@pytest.fixture()
def rules_dir(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    """A rules directory holding only pso2 1.8 and 3.0, and the app pointed at it."""
    root = tmp_path / "rules"
    shutil.copytree(SHIPPED / "pso2", root / "pso2")
    manifest = yaml.safe_load((SHIPPED / "manifest.yaml").read_text(encoding="utf-8"))
    manifest["documents"] = [d for d in manifest["documents"] if d["game"] == "pso2"]
    (root / "manifest.yaml").write_text("# test manifest\n" + yaml.safe_dump(manifest, allow_unicode=True),
                                        encoding="utf-8")
    monkeypatch.setenv("JUDGE_APP_RULES_DIR", str(root))
    return root


@pytest.fixture()
def new_text(tmp_path: Path) -> Path:
    """Ver3.0 with one rule reworded, as a publisher's next version might be."""
    text = (SHIPPED / "pso2" / "3.0" / "source.txt").read_bytes()
    changed = text.replace("そのターンを行って".encode(), "そのターンを進行して".encode(), 1)
    assert changed != text
    path = tmp_path / "ルール 3.1.txt"
    path.write_bytes(changed)
    return path


def _snapshot(root: Path) -> dict[str, bytes]:
    return {str(p.relative_to(root)): p.read_bytes() for p in sorted(root.rglob("*")) if p.is_file()}


def test_import_adds_the_newest_version(rules_dir: Path, new_text: Path, capsys: pytest.CaptureFixture[str]) -> None:
    assert run_cli(["rules", "import", "pso2", "3.1", str(new_text), "--date", "2026-01-01", "--label", "Ver3.1"]) == 0
    out = capsys.readouterr().out
    assert "pso2 3.1:" in out and "profile pso2_pdf" in out
    assert "1 changed, 0 moved, 0 added, 0 removed" in out
    assert "~ changed   101.7" in out and "{+進+}" in out
    assert (rules_dir / "pso2" / "3.1" / "source.txt").read_bytes() == new_text.read_bytes()  # byte for byte
    assert (rules_dir / "pso2" / "3.1" / "fixes.yaml").exists()
    text = (rules_dir / "manifest.yaml").read_text(encoding="utf-8")
    assert text.startswith("# test manifest\n")  # appended, comments kept
    corpus = load_corpus(rules_dir)
    assert corpus.errors == [] and corpus.versions("pso2") == ["1.8", "3.0", "3.1"]
    info = corpus.get("pso2").info
    assert (info.version, info.profile, info.effective_date, info.version_label) == (
        "3.1", "pso2_pdf", "2026-01-01", "Ver3.1")
    # A ruling citing 3.0's 101.7 is now flagged against the newest version.
    check = DriftChecker(corpus).check(RuleRef(game="pso2", version="3.0", rule_id="101.7"))
    assert check.status is CitationStatus.CHANGED and check.target_version == "3.1"


def test_citations_are_followed_through_every_version(rules_dir: Path, new_text: Path) -> None:
    """1.8 -> 3.0 -> 3.1: a rule renumbered in 3.0 keeps its new number; one reworded in both steps is changed."""
    from judge_app.rulings import load_ruling
    from judge_app.rulings.migrate import migrate_ruling

    assert run_cli(["rules", "import", "pso2", "3.1", str(new_text)]) == 0
    checker = DriftChecker(load_corpus(rules_dir))
    moved = checker.check(RuleRef(game="pso2", version="1.8", rule_id="201.3.1"))
    assert (moved.status, moved.new_id, moved.target_version, moved.same_substance) == (
        CitationStatus.MOVED, "201.3", "3.1", True)
    changed = checker.check(RuleRef(game="pso2", version="1.8", rule_id="101.7"))
    assert changed.status is CitationStatus.CHANGED
    inserted = "".join(s.text for s in changed.segments if s.op == "insert").replace(" ", "")
    assert inserted == "進し引き分けにはなりません。"
    ruling = load_ruling(Path(__file__).resolve().parent / "data" / "pso2" / "pso2-18-active-card-source.yaml")
    migrated = migrate_ruling(ruling, "3.1", load_corpus(rules_dir))
    assert [str(c) for c in migrated.cites] == ["pso2@3.1:201.3"]


def test_import_changes_the_search_index_key(rules_dir: Path, new_text: Path) -> None:
    from judge_app.search.index import source_key

    before = source_key(load_corpus(rules_dir))
    assert run_cli(["rules", "import", "pso2", "3.1", str(new_text)]) == 0
    assert source_key(load_corpus(rules_dir)) != before


def test_check_only_writes_nothing(rules_dir: Path, new_text: Path, capsys: pytest.CaptureFixture[str]) -> None:
    before = _snapshot(rules_dir)
    assert run_cli(["rules", "import", "pso2", "3.1", str(new_text), "--check", "--json"]) == 0
    data = json.loads(capsys.readouterr().out)
    assert data["written"] is False and data["previous"] == "3.0" and data["records"] > 400
    assert [(d["kind"], d["old_id"]) for d in data["diff"]] == [("changed", "101.7")]
    assert _snapshot(rules_dir) == before


def test_parse_problems_name_file_and_line(rules_dir: Path, new_text: Path, capsys: pytest.CaptureFixture[str],
                                           caplog: pytest.LogCaptureFixture) -> None:
    assert run_cli(["rules", "import", "pso2", "3.1", str(new_text), "--check"]) == 0
    assert "Traceback" not in capsys.readouterr().err
    # The document prints 302.1 twice (lines 1261 and 1271 of the source); the import says where.
    assert f"parse problem: {new_text}:1261: 302.1 is a number the document prints more than once" in caplog.text


@pytest.mark.parametrize(("args", "content", "words"), [
    (["pso2", "3.0"], None, "already exists"),
    (["mahjong", "1"], None, "no document for game 'mahjong'"),
    (["pso2", "../x"], None, "names a folder"),
    (["pso2", "3.2"], b"hello\n", "parser 'pso2_pdf' failed"),
    (["pso2", "3.2"], "ルール\n".encode() + b"\xff\n", ":2: not UTF-8 text"),
    (["pso2", "3.2"], b"  \n", "empty"),
])
def test_refused_imports_write_nothing(rules_dir: Path, new_text: Path, tmp_path: Path, args: list[str],
                                       content: bytes | None, words: str, capsys: pytest.CaptureFixture[str]) -> None:
    source = new_text
    if content is not None:
        source = tmp_path / "bad.txt"
        source.write_bytes(content)
    before = _snapshot(rules_dir)
    assert run_cli(["rules", "import", *args, str(source)]) == 1
    err = capsys.readouterr().err
    assert words in err and "nothing was written" in err
    assert _snapshot(rules_dir) == before


def test_read_only_rules_go_to_a_user_copy(rules_dir: Path, new_text: Path, tmp_path: Path,
                                           monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str],
                                           caplog: pytest.LogCaptureFixture) -> None:
    user = tmp_path / "user" / "rules_text"
    monkeypatch.setattr(importer_module, "user_rules_dir", lambda: user)
    monkeypatch.setattr(importer_module, "_writable", lambda root: root != rules_dir)
    before = _snapshot(rules_dir)
    assert run_cli(["rules", "import", "pso2", "3.1", str(new_text)]) == 0
    assert f"JUDGE_APP_RULES_DIR={user}" in caplog.text
    assert _snapshot(rules_dir) == before
    assert load_corpus(user).versions("pso2") == ["1.8", "3.0", "3.1"]
