"""Each game's scenario vocabulary comes from its module declaration: the command prints it, the docs hold it."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from judge_app.cli import run_cli
from judge_app.engine.games import get_game, list_games
from judge_app.engine.kernel.effects import EFFECT_OPS
from judge_app.engine.kernel.vocabulary import BEGIN, END, splice_docs, vocabulary_markdown

DOCS = Path(__file__).resolve().parents[2] / "docs" / "scenario-format.md"
REGENERATE = "judge-app engine vocabulary --docs docs/scenario-format.md"


def test_the_generated_vocabulary_docs_are_current() -> None:
    """Promise: docs/scenario-format.md holds every game's generated section as its module declares it today."""
    text = DOCS.read_text(encoding="utf-8")
    for game in list_games():
        assert BEGIN.format(game=game) in text and END.format(game=game) in text, \
            f"no generated section for {game}: run {REGENERATE}"
    assert splice_docs(text, [get_game(g) for g in list_games()]) == text, f"stale vocabulary docs: run {REGENERATE}"


def test_splicing_is_idempotent_and_replaces_only_the_marked_part() -> None:
    game = get_game("fftcg")
    once = splice_docs("# Title\n\nhand-written\n", [game])
    assert once.startswith("# Title\n\nhand-written\n") and vocabulary_markdown(game) in once
    assert splice_docs(once, [game]) == once
    edited = once.replace("`forward` (Forward", "`forward` (Something else")
    assert splice_docs(edited, [game]) == once


@pytest.mark.parametrize("game", list_games())
def test_vocabulary_json_is_the_declaration(game: str, capsys: pytest.CaptureFixture[str]) -> None:
    module = get_game(game)
    assert run_cli(["engine", "vocabulary", game, "--json"]) == 0
    data = json.loads(capsys.readouterr().out)
    assert data["actions"] == list(module.ACTIONS)
    assert [z["id"] for z in data["zones"]] == [z.id for z in module.ZONES]
    assert [a["name"] for a in data["card_attributes"]] == [a.name for a in module.ATTRIBUTES]
    assert data["trigger_events"] == list(module.TRIGGERS)
    assert data["keywords"] == list(module.KEYWORDS)
    assert data["ability_kinds"] == list(module.ABILITY_KINDS)
    assert [e["kernel_op"] for e in data["effect_words"]] == list(EFFECT_OPS)
    assert [e["op"] for e in data["effect_words"]] == [module.word_for(op) for op in EFFECT_OPS]
    assert {e["kernel_op"] for e in data["effect_words"] if e["modelled"]} == set(module.EFFECTS)
    assert data["words"] == dict(module.WORDS)
    assert all(isinstance(e["fields"], dict) for e in data["effect_words"])
    for s, spec in zip(data["settings"], module.SETTINGS, strict=True):
        assert s["name"] == spec.name and s["choices"] == spec.choices and s["rules"] == spec.rules


def test_vocabulary_text_names_fields_and_both_readings(capsys: pytest.CaptureFixture[str]) -> None:
    assert run_cli(["engine", "vocabulary", "fftcg"]) == 0
    out = capsys.readouterr().out
    assert "`broken`" in out and "trigger events" in out
    assert "- `power`: `target`: target, `amount`: int or amount" in out
    deck_out = next(s for s in get_game("fftcg").SETTINGS if s.name == "deck_out_damage")
    assert all(f"`{c}`" in out for c in deck_out.choices)


def test_vocabulary_of_an_unknown_game_is_one_line(capsys: pytest.CaptureFixture[str]) -> None:
    assert run_cli(["engine", "vocabulary", "nogame"]) == 2
    assert "no engine module for 'nogame'" in capsys.readouterr().err
