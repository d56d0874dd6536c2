"""Japanese analysis for rules text: one normaliser, two token streams.

* ``morph``: morphemes (SudachiPy split mode A by default; B, C and Janome are
  selectable for comparison, see docs/search.md), each reduced to its
  normalised or base form (置か -> 置く) so inflections meet; particles,
  auxiliaries and punctuation are dropped.
* ``read``: the readings of the document's kanji words (each run of one to four
  morphemes holding a kanji), folded to hiragana, paired with the run's folded
  spelling (``とうけつ<TAB>凍結``): a query typed in kana is looked up here and
  searched by the spellings it reads as.
* ``gram``: character bigrams of the folded text (widths, spaces, katakana ->
  hiragana): any substring of a record contains the bigrams of the substring,
  so the bigram postings find the candidates for words the dictionary does not
  know, words the PDF split across lines, and kana/width variants; ``uni``
  holds single characters for one-character queries.

The tokenizers hold no dictionary themselves: Whoosh pickles the schema into the
index, so the Sudachi or Janome tokenizer is created lazily, once per process.

SudachiPy refuses a text over 49,149 bytes (about 16,000 Japanese characters), and
a ruling answer or an imported rule can be longer: a long text is analysed in
pieces cut at sentence or line ends, each well under the limit, and the morphemes
keep their offsets in the whole text.
"""

from __future__ import annotations

import re
import threading
from collections.abc import Iterator
from dataclasses import dataclass
from functools import cache, lru_cache
from importlib import metadata
from typing import Any

from whoosh.analysis import Token, Tokenizer
from whoosh.analysis.filters import LowercaseFilter

from judge_app.corpus.normalize import normalize

# Bump when tokenisation changes: the index cache key includes it.
ANALYZER_VERSION = "5"
MORPH_MODES = ("sudachi-A", "sudachi-B", "sudachi-C", "janome")
DEFAULT_MORPH_MODE = "sudachi-A"

_DROP_POS = {"助詞", "助動詞", "補助記号", "空白", "記号"}
# One analyser per mode for the whole process. Not per thread: a Qt worker thread gets a fresh Python thread
# state for every job it runs, so thread-local analysers were rebuilt (about 40 ms of dictionary loading) on
# every search typed in the app. A tokenizer is not safe to share between threads at the same moment, hence the lock.
_ANALYZERS: dict[str, Any] = {}
_LOCK = threading.Lock()
# SudachiPy's own limit is 49,149 bytes of UTF-8; a piece stays well below it.
CHUNK_BYTES = 30_000
# Where a long text may be cut: after the end of a sentence or a line (the cut keeps the mark).
_SENTENCE = re.compile(r"[^。！？!?\n]*(?:[。！？!?\n]+|$)")
# Inside one overlong sentence, after a comma or a space.
_SOFT_BREAKS = "、，,　 \t"


@dataclass(frozen=True)
class Morpheme:
    surface: str
    base: str  # normalised (Sudachi) or base (Janome) form, lower case
    pos: tuple[str, ...]
    start: int = 0  # offset of ``surface`` in the text analysed (whole, even when it was cut in pieces)
    reading: str = ""  # the dictionary's reading, folded to hiragana ("" when it has none)

    @property
    def is_content(self) -> bool:
        """Words that carry meaning: no particles, auxiliaries or punctuation."""
        return bool(self.pos) and self.pos[0] not in _DROP_POS and bool(self.base.strip())


def _analyzer(mode: str) -> Any:
    """The process's analyser for ``mode``; call with ``_LOCK`` held."""
    tok = _ANALYZERS.get(mode)
    if tok is None:
        if mode == "janome":
            # Janome is a test-only dependency (the analyser comparison); the app never installs it.
            from janome.tokenizer import Tokenizer as JanomeTokenizer

            tok = JanomeTokenizer()
        elif mode.startswith("sudachi-"):
            # Loading SudachiPy and its dictionary takes a second: only when text is first analysed.
            from sudachipy import Dictionary, SplitMode

            tok = Dictionary().tokenizer(mode=getattr(SplitMode, mode[-1]))
        else:
            raise ValueError(f"unknown morphological analyser {mode!r} (choose from {', '.join(MORPH_MODES)})")
        _ANALYZERS[mode] = tok
    return tok


def _cut(sentence: str, max_bytes: int) -> Iterator[str]:
    """An overlong sentence in pieces of at most ``max_bytes``, cut after a comma or space when there is one."""
    begin, left = 0, len(sentence.encode("utf-8"))
    while left > max_bytes:
        # A character is at most 4 bytes: this many always fit, so a cut never splits a character.
        end = begin + max(1, max_bytes // 4)
        fits = len(sentence[begin:end].encode("utf-8"))
        while end < len(sentence) and fits + len(sentence[end].encode("utf-8")) <= max_bytes:
            fits += len(sentence[end].encode("utf-8"))
            end += 1
        soft = max(sentence.rfind(ch, begin, end) for ch in _SOFT_BREAKS)
        if soft >= begin + (end - begin) // 2:
            end = soft + 1
        piece = sentence[begin:end]
        left -= len(piece.encode("utf-8"))
        begin = end
        yield piece
    if begin < len(sentence):
        yield sentence[begin:]


def chunks(text: str, max_bytes: int = CHUNK_BYTES) -> list[str]:
    """``text`` in consecutive pieces of at most ``max_bytes`` UTF-8 bytes, joined back it is ``text``.

    Pieces end at a sentence or line end where possible, so no word is cut (a
    word cut in two would be indexed as two other words).
    """
    if len(text.encode("utf-8")) <= max_bytes:
        return [text] if text else []
    out: list[str] = []
    current, size = "", 0
    for sentence in _SENTENCE.findall(text):
        for piece in _cut(sentence, max_bytes):
            n = len(piece.encode("utf-8"))
            if current and size + n > max_bytes:
                out.append(current)
                current, size = "", 0
            current += piece
            size += n
    if current:
        out.append(current)
    return out


def _analyse(tok: Any, mode: str, text: str, offset: int) -> list[Morpheme]:
    if mode == "janome":
        out: list[Morpheme] = []
        at = offset
        for t in tok.tokenize(text):
            reading = fold_kana(t.reading) if t.reading not in ("*", "") else ""
            out.append(Morpheme(t.surface, (t.base_form if t.base_form != "*" else t.surface).lower(),
                                tuple(t.part_of_speech.split(",")), at, reading))
            at += len(t.surface)
        return out
    return [Morpheme(m.surface(), m.normalized_form().lower(), tuple(m.part_of_speech()), offset + m.begin(),
                     fold_kana(m.reading_form()))
            for m in tok.tokenize(text)]


@lru_cache(maxsize=8192)
def morphemes(text: str, mode: str = DEFAULT_MORPH_MODE) -> tuple[Morpheme, ...]:
    """Every morpheme of already normalised ``text``, a long text analysed piece by piece."""
    if not text:
        return ()
    out: list[Morpheme] = []
    offset = 0
    with _LOCK:
        tok = _analyzer(mode)
        for piece in chunks(text):
            out += _analyse(tok, mode, piece, offset)
            offset += len(piece)
    return tuple(out)


@cache
def dictionary_version(mode: str = DEFAULT_MORPH_MODE) -> str:
    """The analyser's and its dictionary's package versions: a new dictionary splits words differently."""
    names = ("janome",) if mode == "janome" else ("SudachiPy", "sudachidict-core", "sudachidict-small",
                                                  "sudachidict-full")
    found: list[str] = []
    for name in names:
        try:
            found.append(f"{name}={metadata.version(name)}")
        except metadata.PackageNotFoundError:
            continue
    return ",".join(found)


def fold_kana(text: str) -> str:
    """Katakana -> hiragana, so a word typed in either script meets the other."""
    return "".join(chr(ord(ch) - 0x60) if "ァ" <= ch <= "ヶ" else ch for ch in text)


@lru_cache(maxsize=64)
def _normalized(text: str) -> str:
    """Indexing hands the same body to three fields in a row: normalise it once."""
    return normalize(text)


@lru_cache(maxsize=64)
def gram_text(text: str) -> str:
    return fold_kana(_normalized(text))


def morph_tokens(text: str, mode: str = DEFAULT_MORPH_MODE) -> tuple[str, ...]:
    """Content morphemes of already normalised ``text`` in their normalised form."""
    return tuple(m.base for m in morphemes(text, mode) if m.is_content)


# A reading is indexed for runs of up to this many morphemes: 優先権前処理 is 優先 + 権 + 前 + 処理 in mode A.
READING_RUN = 4
_KANJI = re.compile(r"[\u3400-\u9fff\uf900-\ufaff々〆ヶ]")
_KANA_READING = re.compile(r"^[\u3041-\u309fー]+$")
# What cuts a run: punctuation, spaces, and the particles between words (の in 山札の上 is not part of a word).
_RUN_BREAK = {"補助記号", "空白", "記号", "助詞"}


def reading_pairs(text: str, mode: str = DEFAULT_MORPH_MODE) -> list[tuple[str, str]]:
    """(reading, folded spelling) of each run of one to READING_RUN morphemes of ``text`` that holds a kanji.

    Only such runs need a reading: a word written in kana already meets a kana
    query through the folded text. A run's reading is its morphemes' readings
    joined; a run with a morpheme the dictionary cannot read (Latin, digits) is left out.
    """
    ms = morphemes(_normalized(text), mode)
    out: list[tuple[str, str]] = []
    seen: set[tuple[str, str]] = set()
    for i in range(len(ms)):
        reading, surface = "", ""
        for m in ms[i : i + READING_RUN]:
            if not m.pos or m.pos[0] in _RUN_BREAK or not _KANA_READING.match(m.reading or "-"):
                break
            reading += m.reading
            surface += m.surface
            if _KANJI.search(surface) and len(reading) > 1 and (reading, surface) not in seen:
                seen.add((reading, surface))
                out.append((reading, fold_kana(surface.lower())))
    return out


def is_kana_word(text: str) -> bool:
    """A word typed in kana only (either script): it may be the reading of a kanji word."""
    return bool(_KANA_READING.match(fold_kana(text)))


def bigrams(text: str) -> list[str]:
    if len(text) < 2:
        return [text] if text else []
    return [text[i : i + 2] for i in range(len(text) - 1)]


class _Base(Tokenizer):
    """A tokenizer holding no analyser object (at most a mode name), so the schema pickles small and safe."""

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
    def __init__(self, mode: str = DEFAULT_MORPH_MODE) -> None:
        self.mode = mode

    def __eq__(self, other: object) -> bool:
        return type(self) is type(other) and getattr(other, "mode", None) == self.mode

    def __hash__(self) -> int:
        return hash((type(self).__name__, self.mode))

    def __call__(self, value: str, positions: bool = False, chars: bool = False, keeporiginal: bool = False,
                 removestops: bool = True, start_pos: int = 0, start_char: int = 0, tokenize: bool = True,
                 mode: str = "", **kwargs: Any) -> Iterator[Token]:
        yield from self._emit(list(morph_tokens(_normalized(value), self.mode)), positions, mode, removestops, **kwargs)


class ReadingTokenizer(MorphTokenizer):
    """``reading<TAB>spelling`` terms: looked up by the prefix ``reading<TAB>`` (see ``reading_pairs``)."""

    def __call__(self, value: str, positions: bool = False, chars: bool = False, keeporiginal: bool = False,
                 removestops: bool = True, start_pos: int = 0, start_char: int = 0, tokenize: bool = True,
                 mode: str = "", **kwargs: Any) -> Iterator[Token]:
        terms = [f"{r}\t{s}" for r, s in reading_pairs(value, self.mode)]
        yield from self._emit(terms, positions, mode, removestops, **kwargs)


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


def morph_analyzer(mode: str = DEFAULT_MORPH_MODE) -> Any:
    return MorphTokenizer(mode) | LowercaseFilter()


def reading_analyzer(mode: str = DEFAULT_MORPH_MODE) -> Any:
    return ReadingTokenizer(mode)


def bigram_analyzer() -> Any:
    return BigramTokenizer()


def unigram_analyzer() -> Any:
    return UnigramTokenizer()


def explain(text: str, mode: str = DEFAULT_MORPH_MODE) -> dict[str, Any]:
    """Every stage a maintainer needs to see why a text did or did not match."""
    norm = normalize(text)
    return {
        "input": text,
        "normalized": norm,
        "gram_text": gram_text(text),
        "morph": list(morph_tokens(norm, mode)),
        "readings": [f"{r}={s}" for r, s in reading_pairs(text, mode)],
        "bigrams": bigrams(gram_text(text)),
    }
