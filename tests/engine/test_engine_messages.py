"""Step messages are whole sentences in the source: no string literal of the engine is cut in the middle of a word
and glued back by implicit concatenation, so a sentence seen in the app can be found with grep."""

from __future__ import annotations

import io
import tokenize
from pathlib import Path

import judge_app.engine

ENGINE = Path(judge_app.engine.__file__).parent
SKIP = {tokenize.NL, tokenize.COMMENT}


def _body(literal: str) -> str:
    """A literal's text between its quotes (prefixes such as f or r dropped)."""
    start = next(i for i, ch in enumerate(literal) if ch in "'\"")
    quote = literal[start:start + 3] if literal[start:start + 3] in ('"""', "'''") else literal[start]
    return literal[start + len(quote):len(literal) - len(quote)]


def _glued(before: str, after: str) -> bool:
    """The boundary between two adjacent literals falls between two letters (Latin, kana or kanji)."""
    left, right = _body(before), _body(after)
    if not left or not right or (len(left) > 1 and left[-2] == "\\"):
        return False
    return left[-1].isalpha() and right[0].isalpha()


def split_words(source: str, name: str = "<source>") -> list[str]:
    """Each place where adjacent string literals join inside a word, as ``name:line: left|right``."""
    found: list[str] = []
    previous: tokenize.TokenInfo | None = None
    for tok in tokenize.generate_tokens(io.StringIO(source).readline):
        if tok.type in SKIP:
            continue
        if tok.type == tokenize.STRING and previous is not None and _glued(previous.string, tok.string):
            found.append(f"{name}:{tok.start[0]}: {_body(previous.string)[-12:]}|{_body(tok.string)[:12]}")
        previous = tok if tok.type == tokenize.STRING else None
    return found


def test_no_sentence_is_split_inside_a_word() -> None:
    """Promise: every sentence the engine shows is written in one literal or one template, never cut inside a word
    ("ca" "nnot", アクティブキャ|ラクター), so it can be grepped and translated as a unit."""
    found = []
    for path in sorted(ENGINE.rglob("*.py")):
        found += split_words(path.read_text(encoding="utf-8"), str(path.relative_to(ENGINE)))
    assert found == []


def test_the_check_sees_a_split_word() -> None:
    """Promise: the check above flags a cut inside an English or Japanese word and lets a cut at a space, a
    punctuation mark or a template field pass."""
    assert len(split_words('x = ("ca" "nnot")\ny = (f"{a}アクティブキャ"\n     "ラクター")\n')) == 2
    assert split_words('x = ("cannot " "attack")\ny = ("攻撃。" "次に")\nz = (f"{a}" "b " f"{d}c" ", e")\n') == []
