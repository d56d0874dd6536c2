"""No block of six or more lines of game logic is written twice across two game packages.

A shape two games share belongs in the kernel (a helper, a hook of ``GameModule`` or a table),
where both use one copy. The check reads every game package's Python source as tokens, with the
text of string and number literals made alike (two games word their messages and number their
rules differently; what an f-string interpolates is kept), comments and import statements left
out, and compares every window of six consecutive lines. ``messages.py`` is left out: it holds
each game's message templates, rows of data in a shared format, whose lines look alike by design.
(Each game's declaration tables are data too, in ``layout.yaml``, which this check does not read;
its ``layout.py`` is code and is compared.)
"""

from __future__ import annotations

import io
import re
import tokenize
from collections import defaultdict
from pathlib import Path

import judge_app.engine.games as games_package

WINDOW = 6
DATA_FILES = {"messages.py"}
GAMES = Path(games_package.__file__).parent
_FIELD = re.compile(r"(?<!\{)\{([^{}]+)\}")
_SKIPPED = {tokenize.COMMENT, tokenize.NL, tokenize.NEWLINE, tokenize.INDENT, tokenize.DEDENT, tokenize.ENDMARKER}


def logic_lines(source: str) -> list[tuple[int, str]]:
    """Each source line that holds code, as its tokens with literals made alike; import statements left out."""
    by_line: dict[int, list[str]] = defaultdict(list)
    in_import = False
    for tok in tokenize.generate_tokens(io.StringIO(source).readline):
        if tok.type in _SKIPPED:
            if tok.type == tokenize.NEWLINE:
                in_import = False
            continue
        if tok.type == tokenize.NAME and tok.string in ("import", "from") and not by_line.get(tok.start[0]):
            in_import = True
        if in_import:
            continue
        if tok.type == tokenize.STRING:
            prefix = tok.string[:tok.string.index(tok.string[-1])].lower()
            word = "<str " + " ".join(_FIELD.findall(tok.string) if "f" in prefix else []) + ">"
        elif tok.type == tokenize.NUMBER:
            word = "<num>"
        else:
            word = tok.string
        by_line[tok.start[0]].append(word)
    return [(n, " ".join(words)) for n, words in sorted(by_line.items())]


def shared_windows(files: dict[str, list[tuple[str, str]]]) -> list[str]:
    """Windows of ``WINDOW`` code lines that stand in two different games: ``game/file:line ~ game/file:line``."""
    seen: dict[tuple[str, ...], list[tuple[str, str, int]]] = defaultdict(list)
    for game, sources in files.items():
        for name, source in sources:
            lines = logic_lines(source)
            for i in range(len(lines) - WINDOW + 1):
                seen[tuple(text for _, text in lines[i:i + WINDOW])].append((game, name, lines[i][0]))
    found = []
    for places in seen.values():
        first = places[0]
        other = next((p for p in places if p[0] != first[0]), None)
        if other is not None:
            found.append(f"{first[0]}/{first[1]}:{first[2]} ~ {other[0]}/{other[1]}:{other[2]}")
    return sorted(found)


def game_sources() -> dict[str, list[tuple[str, str]]]:
    return {pkg.name: [(f.name, f.read_text(encoding="utf-8")) for f in sorted(pkg.glob("*.py"))
                       if f.name not in DATA_FILES]
            for pkg in sorted(GAMES.iterdir()) if (pkg / "__init__.py").is_file()}


def test_no_logic_block_repeats_across_games() -> None:
    """Promise: no window of six code lines (literals made alike) stands in two game packages; shared shapes live in
    the kernel."""
    sources = game_sources()
    assert len(sources) >= 4
    assert shared_windows(sources) == []


def test_the_check_sees_a_copied_block() -> None:
    """Promise: the check finds a block copied into another game even when its messages and numbers differ, and
    ignores a copy within one game and copied import lines."""
    block = ("def hand(ctx, args):\n    state = ctx.state\n    tp = state.turn_player\n"
             "    hand = state.in_zone(tp, 'hand')\n    excess = len(hand) - {n}\n    ctx.then('{next}')\n"
             "    return ctx.record('{msg}', 'x', ())\n")
    imports = "".join(f"from judge_app.engine.kernel import m{i}\n" for i in range(8))
    one = block.format(n=5, next="cleanup", msg="a")
    two = block.format(n=7, next="next_turn", msg="b")
    assert shared_windows({"g1": [("flow.py", one)], "g2": [("flow.py", two)]})
    assert shared_windows({"g1": [("a.py", one), ("b.py", two)], "g2": [("flow.py", "x = 1\n")]}) == []
    assert shared_windows({"g1": [("a.py", imports)], "g2": [("b.py", imports)]}) == []
