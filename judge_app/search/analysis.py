"""Japanese analysis for rules text: one normaliser, two token streams.

* ``morph``: SudachiPy morphemes (split mode A), each reduced to its normalised
  form (置か -> 置く, アビリティ -> アビリティー) so inflections and spelling
  variants meet; particles, auxiliaries and punctuation are dropped.
* ``gram``: character bigrams of the folded text (widths, spaces, katakana ->
  hiragana), with positions, so any substring is a phrase of bigrams: words the
  dictionary does not know, words the PDF split across lines, one-character
  queries (through ``uni``, the unigram stream).

The tokenizers hold no dictionary themselves: Whoosh pickles the schema into the
index, so the Sudachi tokenizer is created lazily, once per process.
"""

from __future__ import annotations

import threading
from collections.abc import Iterator
from functools import lru_cache
from typing import Any

from whoosh.analysis import Token, Tokenizer
from whoosh.analysis.filters import LowercaseFilter

from judge_app.corpus.normalize import normalize

# Bump when tokenisation changes: the index cache key includes it.
ANALYZER_VERSION = "3"

_DROP_POS = {"助詞", "助動詞", "補助記号", "空白"}
_local = threading.local()


def _sudachi() -> Any:
    tok = getattr(_local, "tokenizer", None)
    if tok is None:
        from sudachipy import Dictionary, SplitMode

        tok = Dictionary().tokenizer(mode=SplitMode.A)
        _local.tokenizer = tok
    return tok


def fold_kana(text: str) -> str:
    """Katakana -> hiragana, so a word typed in either script meets the other."""
    return "".join(chr(ord(ch) - 0x60) if "ァ" <= ch <= "ヶ" else ch for ch in text)


def gram_text(text: str) -> str:
    return fold_kana(normalize(text))


@lru_cache(maxsize=4096)
def morph_tokens(text: str) -> tuple[str, ...]:
    """Content morphemes of already normalised ``text`` in their normalised form."""
    if not text:
        return ()
    out: list[str] = []
    for m in _sudachi().tokenize(text):
        if m.part_of_speech()[0] in _DROP_POS:
            continue
        form = m.normalized_form().lower()
        if form.strip():
            out.append(form)
    return tuple(out)


def bigrams(text: str) -> list[str]:
    if len(text) < 2:
        return [text] if text else []
    return [text[i : i + 2] for i in range(len(text) - 1)]


class _Base(Tokenizer):
    """A tokenizer with no state, so it pickles as a class reference."""

    def __eq__(self, other: object) -> bool:
        return type(self) is type(other)

    def __hash__(self) -> int:
        return hash(type(self).__name__)

    def _emit(self, texts: list[str], positions: bool, mode: str, removestops: bool, **kwargs: Any) -> Iterator[Token]:
        token = Token(positions=positions, chars=False, removestops=removestops, mode=mode, **kwargs)
        for pos, text in enumerate(texts):
            token.text = text
            token.boost = 1.0
            token.stopped = False
            if positions:
                token.pos = pos
            yield token


class MorphTokenizer(_Base):
    def __call__(self, value: str, positions: bool = False, chars: bool = False, keeporiginal: bool = False,
                 removestops: bool = True, start_pos: int = 0, start_char: int = 0, tokenize: bool = True,
                 mode: str = "", **kwargs: Any) -> Iterator[Token]:
        yield from self._emit(list(morph_tokens(normalize(value))), positions, mode, removestops, **kwargs)


class BigramTokenizer(_Base):
    def __call__(self, value: str, positions: bool = False, chars: bool = False, keeporiginal: bool = False,
                 removestops: bool = True, start_pos: int = 0, start_char: int = 0, tokenize: bool = True,
                 mode: str = "", **kwargs: Any) -> Iterator[Token]:
        yield from self._emit(bigrams(gram_text(value)), positions, mode, removestops, **kwargs)


class UnigramTokenizer(_Base):
    def __call__(self, value: str, positions: bool = False, chars: bool = False, keeporiginal: bool = False,
                 removestops: bool = True, start_pos: int = 0, start_char: int = 0, tokenize: bool = True,
                 mode: str = "", **kwargs: Any) -> Iterator[Token]:
        yield from self._emit(list(gram_text(value)), positions, mode, removestops, **kwargs)


def morph_analyzer() -> Any:
    return MorphTokenizer() | LowercaseFilter()


def bigram_analyzer() -> Any:
    return BigramTokenizer()


def unigram_analyzer() -> Any:
    return UnigramTokenizer()


def explain(text: str) -> dict[str, Any]:
    """Every stage a maintainer needs to see why a text did or did not match."""
    norm = normalize(text)
    return {
        "input": text,
        "normalized": norm,
        "gram_text": gram_text(text),
        "morph": list(morph_tokens(norm)),
        "bigrams": bigrams(gram_text(text)),
    }
