"""``engine coverage GAME``: the rules a module cites with their text, and why each of the others is left out."""

from __future__ import annotations

import json
import re
from pathlib import Path

import pytest

from judge_app.cli import run_cli
from judge_app.engine import app_corpus, get_game, list_games
from judge_app.engine.coverage import GROUPS, NOT_MODELLED, OUT_OF_SCOPE, coverage

DOCS = Path(__file__).resolve().parents[2] / "docs" / "engine.md"


@pytest.mark.parametrize("game", list_games())
def test_coverage_json_lists_cited_and_never_cited_rules_with_text(game: str,
                                                                   capsys: pytest.CaptureFixture[str]) -> None:
    """Promise: every rule with text is either cited or never cited (never both), each with its text; a never
    cited one says its kind, and a grouped one its reason."""
    assert run_cli(["engine", "coverage", game, "--json"]) == 0
    data = json.loads(capsys.readouterr().out)
    ruleset = app_corpus().get(game)
    with_text = [r.rule_id for r in ruleset.records if not (r.title and not r.text)]
    cited = [r["rule"] for r in data["cited"]]
    never = [r["rule"] for r in data["never_cited"]]
    assert sorted(cited + never) == sorted(with_text) and not set(cited) & set(never)
    assert all(r["text"] for r in data["cited"] + data["never_cited"])
    assert all(r["kind"] == NOT_MODELLED or r["reason"] for r in data["never_cited"])


@pytest.mark.parametrize("game", list_games())
def test_every_group_names_rules_of_the_document_and_never_one_the_module_cites_as_out_of_scope(game: str) -> None:
    """Promise: a group's rule ids exist (a prefix matches some rule), and no rule the module cites is called out
    of scope — a rule in play is never declared out of scope."""
    ruleset = app_corpus().get(game)
    ids = {r.rule_id for r in ruleset.records}
    cov = coverage(get_game(game), ruleset)
    cited = {r["rule"] for r in cov.cited}
    for group in GROUPS[game]:
        for rid in group.rules:
            assert (any(i.startswith(rid[:-1]) for i in ids) if rid.endswith("*") else rid in ids), (group.name, rid)
        if group.kind == OUT_OF_SCOPE:
            assert not {i for i in cited if group.holds(i)}, group.name


def test_coverage_text_groups_the_left_out_rules_with_their_reason(capsys: pytest.CaptureFixture[str]) -> None:
    assert run_cli(["engine", "coverage", "fftcg"]) == 0
    out = capsys.readouterr().out
    assert re.search(r"cites \d+ of \d+ rules with text", out)
    assert "never cited, out of scope" in out and "[deck construction]" in out and "8.1.1.1" in out
    assert "never cited, not yet modelled" in out
    assert re.search(r"^  10\.1\.4\.1  \S", out, re.M)  # a cited rule with the start of its text


def test_docs_list_every_out_of_scope_group_with_its_reason() -> None:
    """Promise: docs/engine.md names each out-of-scope group that holds a never-cited rule, with its reason."""
    text = DOCS.read_text(encoding="utf-8")
    section = text[text.index("## Coverage and the rules left out"):]
    for game in list_games():
        cov = coverage(get_game(game), app_corpus().get(game))
        for group in GROUPS[game]:
            if group.kind == OUT_OF_SCOPE and any(r.get("group") == group.name for r in cov.never):
                assert f"*{group.name}*" in section and group.reason in section, (game, group.name)
