"""Bad input gets a clear message naming the file and place; the other documents still load."""

import json
import shutil
from pathlib import Path

import pytest

from judge_app.corpus import load_corpus
from judge_app.corpus.manifest import default_rules_dir

FFTCG = default_rules_dir() / "fftcg" / "current" / "source.txt"


def _root(tmp_path: Path, entries: str) -> Path:
    root = tmp_path / "rules_text"
    (root / "fftcg").mkdir(parents=True)
    shutil.copy(FFTCG, root / "fftcg" / "source.txt")
    (root / "manifest.yaml").write_text(entries, encoding="utf-8")
    return root


GOOD = """documents:
  - {game: fftcg, version: v1, title_ja: 総合ルール, title_en: Rules, source: fftcg/source.txt, profile: dotted}
"""


def test_a_good_document_loads(tmp_path):
    corpus = load_corpus(_root(tmp_path, GOOD))
    assert not corpus.errors
    assert len(corpus.get("fftcg").records) == 527


def test_broken_manifest_names_file_and_line(tmp_path):
    corpus = load_corpus(_root(tmp_path, "documents:\n  - game: [unclosed\n"))
    assert corpus.rulesets == []
    message = str(corpus.errors[0])
    assert "manifest.yaml:" in message


def test_unknown_profile_and_missing_file_do_not_stop_the_others(tmp_path):
    entries = GOOD + (
        "  - {game: x, version: '1', title_ja: X, title_en: X, source: fftcg/source.txt, profile: nope}\n"
        "  - {game: y, version: '1', title_ja: Y, title_en: Y, source: y/missing.txt, profile: dotted}\n"
    )
    corpus = load_corpus(_root(tmp_path, entries))
    assert corpus.games() == ["fftcg"]
    messages = [str(e) for e in corpus.errors]
    assert any("unknown parser profile 'nope'" in m for m in messages)
    assert any("missing.txt" in m and "cannot read" in m for m in messages)


def test_non_utf8_source_names_the_line(tmp_path):
    root = _root(tmp_path, GOOD)
    (root / "fftcg" / "source.txt").write_bytes("1. ゲーム\n".encode() + b"\xff\xfe broken\n")
    corpus = load_corpus(root)
    assert "source.txt:2" in str(corpus.errors[0])


def test_garbage_source_is_an_error_not_a_crash(tmp_path):
    root = _root(tmp_path, GOOD)
    (root / "fftcg" / "source.txt").write_text("これはルールではない\n", encoding="utf-8")
    corpus = load_corpus(root)
    assert corpus.errors and "source.txt" in str(corpus.errors[0])


@pytest.mark.parametrize(
    ("fixes", "expected"),
    [
        ("line_fixes: [{line: 99999, expect: x}]\n", "past the end"),
        ("line_fixes: [{line: 3, expect: 存在しない文字列}]\n", "line fix expects"),
        ("record_fixes: [{record: '99.99', flag: lost_icon}]\n", "did not produce"),
        ("record_fixes: [{record: '1.1', flag: not_a_flag}]\n", "invalid fix"),
        ("line_fixes: [ {line: 1\n", "not valid YAML"),
    ],
)
def test_broken_fixes_entry_is_reported_with_the_file(tmp_path, fixes, expected):
    root = _root(tmp_path, GOOD.replace("profile: dotted}", "profile: dotted, fixes: fftcg/fixes.yaml}"))
    (root / "fftcg" / "fixes.yaml").write_text(fixes, encoding="utf-8")
    corpus = load_corpus(root)
    assert corpus.errors, fixes
    message = str(corpus.errors[0])
    assert "fixes.yaml" in message and expected in message


def test_record_fix_adds_alias_flag_and_note(tmp_path):
    root = _root(tmp_path, GOOD.replace("profile: dotted}", "profile: dotted, fixes: fftcg/fixes.yaml}"))
    (root / "fftcg" / "fixes.yaml").write_text(
        "record_fixes:\n  - {record: '12.3', alias: ['12.3x'], flag: source_typo, note: 誤記}\n",
        encoding="utf-8",
    )
    corpus = load_corpus(root)
    rec = corpus.lookup("fftcg", "12.3x")[0]
    assert rec.rule_id == "12.3" and rec.notes == ["誤記"] and "source_typo" in rec.flags


def test_coverage_check_reports_lost_text(tmp_path):
    from judge_app.corpus.loader import coverage_problems
    from judge_app.corpus.models import Kind, Record

    body = ["1.1.ルール本文 ", "続きの行"]
    rec = Record(key="1.1", rule_id="1.1", kind=Kind.RULE, label="1.1.", text="ルール本文")
    problems = coverage_problems(body, [rec])
    assert problems and "line 2" in problems[0]


def test_export_json_and_html(corpus, tmp_path):
    from judge_app.cli import run_cli

    out = tmp_path / "fftcg.json"
    assert run_cli(["rules", "export", "fftcg", "--format", "json", "-o", str(out)]) == 0
    data = json.loads(out.read_text(encoding="utf-8"))
    assert [r["rule_id"] for r in data["records"][:3]] == ["1", "1.1", "2"]
    assert {"game", "version", "rule_id", "parent", "heading", "text"} <= set(data["records"][5])
    page = tmp_path / "fftcg.html"
    assert run_cli(["rules", "export", "fftcg", "--format", "html", "-o", str(page)]) == 0
    html = page.read_text(encoding="utf-8")
    assert 'id="r-10.1.1"' in html and 'href="#r-10.1.1"' in html


def test_rules_show_and_list_cli(capsys):
    from judge_app.cli import run_cli

    assert run_cli(["rules", "show", "fftcg", "１０．１．４．６", "--json"]) == 0
    data = json.loads(capsys.readouterr().out)
    assert data["rule_id"] == "10.1.4.6" and data["parent"] == "10.1.4"
    assert data["references"] == [{"label": "10.1.1", "target": "10.1.1"}]
    assert run_cli(["rules", "show", "fftcg", "99.99"]) == 1
    assert run_cli(["rules", "list", "--json"]) == 0
    rows = json.loads(capsys.readouterr().out)
    assert {"fftcg", "game004"} <= {r["game"] for r in rows}
