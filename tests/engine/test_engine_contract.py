"""Every game declares the whole contract, and the kernel holds it to that declaration."""

from __future__ import annotations

import ast
import re
from pathlib import Path
from typing import Any, ClassVar

import pytest

from judge_app.corpus import Corpus
from judge_app.engine import GAMES, GameModule, Stepper, game_layout, get_game, list_games, parse_scenario
from judge_app.engine.kernel import scenario as kernel_scenario
from judge_app.engine.kernel import stepper as kernel_stepper
from judge_app.engine.kernel.effects import EFFECT_OPS
from judge_app.engine.kernel.scenario import ScenarioError

ENGINE = Path(__file__).resolve().parents[2] / "judge_app" / "engine"


@pytest.mark.parametrize("game", list_games())
def test_every_effect_word_is_declared_and_handled(game: str) -> None:
    """Promise: each game gives every kernel effect word a handler or declares it not modelled, and has no handler
    for a word the kernel does not define (the table is the whole vocabulary)."""
    module = get_game(game)
    assert module.check_vocabulary() == []
    assert set(module.EFFECTS) | set(module.NOT_MODELLED) == set(EFFECT_OPS)
    assert all(callable(fn) for fn in module.EFFECTS.values())


def test_the_vocabulary_check_names_a_gap() -> None:
    """Promise: a game that drops a handler, or handles a word the kernel lacks, is named by the check."""
    fftcg = get_game("fftcg")

    class Gappy(type(fftcg)):  # type: ignore[misc]
        EFFECTS: ClassVar[dict[str, Any]] = {**{k: v for k, v in fftcg.EFFECTS.items() if k != "draw"},
                                             "teleport": print}

    problems = Gappy().check_vocabulary()
    assert any("'draw'" in p and "no handler" in p for p in problems)
    assert any("'teleport'" in p for p in problems)


@pytest.mark.parametrize("game", list_games())
def test_the_declaration_is_complete_and_typed(game: str) -> None:
    """Promise: everything a caller reads about a game is a declared member of its GameModule, not a module global."""
    module = GAMES[game]
    assert isinstance(module, GameModule) and module.key == game
    assert module.ACTIONS and len(set(module.ACTIONS)) == len(module.ACTIONS)
    assert {p.id for p in module.phases()} and all(p.name_ja and p.name_en for p in module.phases())
    assert isinstance(module.CITATION_PATTERN, re.Pattern)
    layout = game_layout(game)
    assert layout["actions"] == list(module.ACTIONS)
    assert [p["id"] for p in layout["phases"]] == [p.id for p in module.phases()]
    assert set(module.shared_zones()) <= {z.id for z in module.zones()}
    assert module.phase_name(module.phases()[0].id) == module.phases()[0][1:]


@pytest.mark.parametrize("game", list_games())
def test_every_trigger_event_a_game_fires_is_declared(game: str) -> None:
    """Promise: the trigger events a game's tasks fire (``emit(ctx, "event", ...)``) are the ones it declares."""
    module = get_game(game)
    fired: set[str] = set()
    for path in module.source_files():
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
            if (isinstance(node, ast.Call) and isinstance(node.func, ast.Name) and node.func.id == "emit"
                    and len(node.args) > 1 and isinstance(node.args[1], ast.Constant)):
                fired.add(node.args[1].value)
    assert fired <= set(module.TRIGGERS), sorted(fired - set(module.TRIGGERS))


def test_the_kernel_never_imports_the_game_table() -> None:
    """Promise: the kernel is handed its games and corpus; no kernel file imports ``judge_app.engine.games`` or
    calls ``default_corpus``."""
    for path in sorted((ENGINE / "kernel").glob("*.py")):
        tree = ast.parse(path.read_text(encoding="utf-8"))
        for node in ast.walk(tree):
            if isinstance(node, ast.ImportFrom) and node.module:
                assert not node.module.startswith("judge_app.engine.games"), path.name
            if isinstance(node, ast.Call) and isinstance(node.func, ast.Name):
                assert node.func.id != "default_corpus", path.name


def _scenario_data() -> dict:  # type: ignore[type-arg]
    return {"game": "fftcg", "title": "t", "turn": 2, "turn_player": "A", "phase": "main1",
            "players": [{"id": "A", "zones": {}}, {"id": "B", "zones": {}}]}


def test_the_kernel_takes_the_games_and_corpus_it_is_handed(corpus: Corpus) -> None:
    """Promise: ``parse_scenario`` checks a scenario against the game table it is given, and a kernel Stepper runs
    the game and corpus it is given; the engine package fills in the app's own only as defaults."""
    with pytest.raises(ScenarioError, match="no engine module for 'fftcg'"):
        kernel_scenario.parse_scenario(_scenario_data(), "x.json", games={}, corpus=corpus)
    scenario = kernel_scenario.parse_scenario(_scenario_data(), "x.json", games=GAMES, corpus=corpus)
    stepper = kernel_stepper.Stepper(scenario, game=get_game("fftcg"), corpus=corpus)
    assert stepper.corpus is corpus and stepper.citer.corpus is corpus
    assert Stepper(parse_scenario(_scenario_data())).game is get_game("fftcg")


def test_validation_is_written_once_over_the_declaration() -> None:
    """Promise: the shared checks come from the declaration: an undeclared action, zone, state key or phase is
    refused with the same wording in every game."""
    for game in list_games():
        module = get_game(game)
        data = {"game": game, "title": "t", "turn": 1, "turn_player": "A", "phase": "no_such_phase",
                "players": [{"id": "A", "zones": {"no_zone": []}, "state": {"no_key": 1}},
                            {"id": "B", "zones": {}}],
                "actions": [{"player": "A", "type": "no_action"}]}
        with pytest.raises(ScenarioError) as err:
            parse_scenario(data, "x.json")
        text = "\n".join(err.value.problems)
        assert f"phase: 'no_such_phase' is not one of {[p.id for p in module.phases()]}" in text, game
        assert "players[A].zones.no_zone: unknown zone" in text, game
        assert "players[A].state.no_key: unknown player state" in text, game
        assert f"actions[0].type: 'no_action' is not one of {list(module.ACTIONS)}" in text, game
