"""Each game's step messages are one table of whole-sentence templates (``messages.py``), used through one helper.

The checks read every ``say("key", field=...)`` call in a game package's source and hold it to the
game's table: the key exists, the call fills exactly the fields the templates take, the Japanese and
English templates of a key take the same fields, and no template sits unused.
"""

from __future__ import annotations

import ast
import importlib
from pathlib import Path

import pytest

import judge_app.engine.games as games_package
import judge_app.engine.kernel.in_force as kernel_in_force
from judge_app.engine import get_game
from judge_app.engine.kernel.messages import Messages, template_fields

GAMES = sorted(p.name for p in Path(games_package.__file__).parent.iterdir() if (p / "messages.py").is_file())


def say_calls(source: str) -> list[tuple[int, str, set[str] | None]]:
    """Each ``say("key", ...)`` call: its line, its key and the fields it names (None when it passes ``**``)."""
    calls = []
    for node in ast.walk(ast.parse(source)):
        if isinstance(node, ast.Call) and isinstance(node.func, ast.Name) and node.func.id == "say":
            assert node.args and isinstance(node.args[0], ast.Constant), f"line {node.lineno}: key is not a literal"
            names = {kw.arg for kw in node.keywords}
            calls.append((node.lineno, node.args[0].value, None if None in names else names))
    return calls


KERNEL_IN_FORCE = Path(kernel_in_force.__file__)


def table_of(game: str) -> Messages:
    return importlib.import_module(f"judge_app.engine.games.{game}.messages").MESSAGES


def test_every_game_has_a_message_table() -> None:
    """Promise: all four games keep their step messages in a table beside the module."""
    assert set(GAMES) >= {"aquarian", "fftcg", "game004", "pso2"}


@pytest.mark.parametrize("game", GAMES)
def test_keys_used_exist_with_their_fields_and_none_is_unused(game: str) -> None:
    """Promise: every key a task uses is in the game's table, each call fills exactly the fields its templates take,
    and every template in the table is used somewhere."""
    table = table_of(game)
    package = Path(games_package.__file__).parent / game
    used: set[str] = set()
    problems = []
    # The kernel's in-force helper speaks through the game's own table (the sentences name the game's rules).
    kernel = [KERNEL_IN_FORCE] if get_game(game).IN_FORCE else []
    for path in [*sorted(package.glob("*.py")), *kernel]:
        for line, key, names in say_calls(path.read_text(encoding="utf-8")):
            used.add(key)
            if key not in table.table:
                problems.append(f"{path.name}:{line}: unknown message key {key!r}")
            elif names is not None and names != table.fields(key)[0]:
                problems.append(f"{path.name}:{line}: {key!r} takes {sorted(table.fields(key)[0])}, given "
                                f"{sorted(names)}")
    problems += [f"unused message key {key!r}" for key in sorted(set(table.table) - used)]
    assert problems == []


@pytest.mark.parametrize("game", GAMES)
def test_both_languages_take_the_same_fields(game: str) -> None:
    """Promise: the Japanese and English templates of a key take the same fields, so one call fills both."""
    table = table_of(game)
    assert [key for key in table.table if table.fields(key)[0] != table.fields(key)[1]] == []


def test_a_pair_fills_each_language_and_a_shared_value_both() -> None:
    """Promise: a field given as a (ja, en) pair of strings is filled per language, any other value in both."""
    say = Messages({"attacks": ("{player}は{card}でアタックする({n}回目)",
                                "{player} attacks with {card} (attack {n})")})
    assert say("attacks", player=("プレイヤーA", "player A"), card=("クラウド", "Cloud"), n=2) == (
        "プレイヤーAはクラウドでアタックする(2回目)", "player A attacks with Cloud (attack 2)")
    assert template_fields("{a}と{b!r}、{c:>3}") == {"a", "b", "c"}


def test_the_checks_see_a_bad_call() -> None:
    """Promise: the source reading sees a call's key and fields, and a template pair with different fields differs."""
    assert say_calls('x = say("k", a=1, b=(y, z))\n') == [(1, "k", {"a", "b"})]
    assert Messages({"k": ("{a}", "{a} {b}")}).fields("k") == ({"a"}, {"a", "b"})
