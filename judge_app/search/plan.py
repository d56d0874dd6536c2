"""A query taken apart into what can be matched: words, their parts, and each part's alternatives.

A judge types a few words, often run together (``ターン終わりにダメージが消える``).
Each whitespace-separated word is matched twice: whole (a phrase, with the
synonyms of the whole word) and in parts. Parts are the player words of the
synonym table found inside the word (kept whole, so 山札 is not cut into 山 +
札), then the content morphemes of the rest. Every part carries its own
alternatives: the spelling typed, its synonyms for the games searched, and its
dictionary form for the morphological field. Matching each part across both
fields, and scoring parts separately, is what "OR per term across fields" means.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, field, replace

from judge_app.corpus.normalize import normalize
from judge_app.search.analysis import DEFAULT_MORPH_MODE, fold_kana, is_kana_word, morph_tokens, morphemes
from judge_app.search.query import looks_like_rule_number
from judge_app.search.synonyms import Synonyms

# Words that ask rather than describe: they never appear in the rule that answers.
QUESTION_WORDS = frozenset({"何", "なに", "なん", "どう", "どの", "どっち", "どちら", "いつ", "誰", "だれ", "どこ",
                            "?", "？", "か", "の", "できる", "出来る", "いい", "良い", "大丈夫", "やり方", "方",
                            "とき", "時", "場合", "扱い"})
# Verbs that only carry grammar in a question (タップしてる, 負けになる): in dictionary form, both analysers.
FILLER_VERBS = frozenset({"為る", "する", "成る", "なる", "有る", "ある", "居る", "いる", "てる", "れる", "られる",
                          "せる", "ちゃう", "しまう", "仕舞う"})


@dataclass
class Unit:
    """One thing to find: substring needles (folded) and morphological tokens, any of which counts."""

    text: str  # as typed, normalised (for highlighting)
    needles: tuple[str, ...]  # folded, the typed form first
    morphs: tuple[str, ...] = ()  # dictionary forms; only for a single-morpheme unit
    # Spellings in the documents whose reading is this kana unit (とうけつ -> 凍結); weaker than ``needles``.
    readings: tuple[str, ...] = ()

    @property
    def highlight(self) -> list[str]:
        return [self.text, *self.needles, *self.readings]


@dataclass
class Word:
    whole: Unit
    parts: list[Unit] = field(default_factory=list)
    required: bool = False  # a quoted phrase: every result must contain it


@dataclass
class Plan:
    words: list[Word]

    def highlights(self) -> list[str]:
        out: list[str] = []
        for word in self.words:
            for unit in [word.whole, *word.parts]:
                out += [n for n in unit.highlight if n and n not in out]
        return out


def _alternatives(text: str, synonyms: Synonyms, games: list[str]) -> list[str]:
    return [text, *synonyms.expand(text, games)]


def _needles(texts: list[str]) -> tuple[str, ...]:
    return tuple(dict.fromkeys(fold_kana(t) for t in texts if t))


def _unit(text: str, synonyms: Synonyms, games: list[str], mode: str, base: str = "") -> Unit:
    alts = _alternatives(text, synonyms, games)
    if base and base != text:
        alts += [a for a in synonyms.expand(base, games) if a not in alts]
    morphs: list[str] = []
    for alt in [text, *([base] if base else []), *alts[1:]]:
        tokens = morph_tokens(alt, mode)
        if len(tokens) == 1 and tokens[0] not in morphs:
            morphs.append(tokens[0])
    return Unit(text=text, needles=_needles(alts), morphs=tuple(morphs))


def _is_filler(text: str) -> bool:
    return text in QUESTION_WORDS or text in FILLER_VERBS or (len(text) == 1 and "ぁ" <= text <= "ゖ")


def _parts(word: str, synonyms: Synonyms, games: list[str], mode: str) -> list[Unit]:
    """Synonym keys inside the word first (longest first), then content morphemes of the gaps.

    A key that is the whole word is not a part: the whole word already carries its
    synonyms, and its morphemes are what is left to try when they all miss.
    """
    keys = sorted((k for k in synonyms.keys(games) if 1 < len(k) < len(word) and k in word), key=len, reverse=True)
    spans: list[tuple[int, int]] = []
    for key in keys:
        start = word.find(key)
        while start != -1:
            end = start + len(key)
            if all(end <= s or start >= e for s, e in spans):
                spans.append((start, end))
            start = word.find(key, end)
    spans.sort()
    pieces: list[tuple[str, bool]] = []
    pos = 0
    for start, end in spans:
        if pos < start:
            pieces.append((word[pos:start], False))
        pieces.append((word[start:end], True))
        pos = end
    if pos < len(word):
        pieces.append((word[pos:], False))
    out: list[Unit] = []
    for text, is_key in pieces:
        if is_key:
            out.append(_unit(text, synonyms, games, mode))
            continue
        for m in morphemes(text, mode):
            surface, base = m.surface.lower(), m.base
            if surface.startswith("何") and len(surface) > 1:
                surface = base = surface[1:]  # 何枚, 何点: the answer has a number and the counter
            if not m.is_content or _is_filler(surface) or _is_filler(base):
                continue
            out.append(_unit(surface, synonyms, games, mode, base=base))
    return out


def join_known(terms: list[str], synonyms: Synonyms, games: list[str], longest: int = 3) -> list[str]:
    """Consecutive words that together are one player word are one word: ``First Strike`` is 先制攻撃."""
    keys = synonyms.keys(games)
    out: list[str] = []
    i = 0
    while i < len(terms):
        for k in range(min(longest, len(terms) - i), 1, -1):
            if normalize("".join(terms[i : i + k])) in keys:
                out.append("".join(terms[i : i + k]))
                i += k
                break
        else:
            out.append(terms[i])
            i += 1
    return out


def plan_query(terms: list[str], phrases: list[str], synonyms: Synonyms, games: list[str],
               mode: str = DEFAULT_MORPH_MODE) -> Plan:
    terms = join_known(terms, synonyms, games)
    words: list[Word] = []
    for phrase in phrases:
        norm = normalize(phrase)
        if norm:
            words.append(Word(whole=Unit(text=norm, needles=_needles([norm])), required=True))
    for term in terms:
        norm = normalize(term)
        if not norm or _is_filler(norm):
            continue
        whole = _unit(norm, synonyms, games, mode)
        if looks_like_rule_number(norm):
            # A rule number is matched whole: its digits are no words (10.1.4.6 must not find every 1 and 4).
            words.append(Word(whole=Unit(text=norm, needles=_needles([norm]))))
            continue
        parts = _parts(norm, synonyms, games, mode)
        if len(parts) == 1 and parts[0].text == norm:
            parts = []  # the word is one part: matching it twice would count it twice
        words.append(Word(whole=whole, parts=parts))
    return Plan(words)


# A kana part this short reads as too many words (とう: 等, 党, 頭...) to stand for any one of them; a whole
# word of two kana (ふよ for 付与) is read, since the judge typed nothing else to go on.
MIN_READING = 3
MIN_WHOLE_READING = 2


def with_readings(plan: Plan, spellings: Callable[[str], list[str]]) -> Plan:
    """The plan with each kana word (or kana part) also looked up by reading: とうけつ finds 凍結.

    ``spellings`` gives the document spellings read as a folded kana text. A kana
    word that reads as a document word is that word typed in kana, so its
    dictionary parts (と + うけ + つ) are dropped rather than matched.
    """
    words: list[Word] = []
    for word in plan.words:
        whole = _read(word.whole, spellings, MIN_WHOLE_READING)
        parts = [_read(p, spellings, MIN_READING) for p in word.parts]
        if whole.readings and is_kana_word(whole.text):
            parts = []
        words.append(Word(whole=whole, parts=parts, required=word.required))
    return Plan(words)


def _read(unit: Unit, spellings: Callable[[str], list[str]], shortest: int) -> Unit:
    text = fold_kana(unit.text)
    if len(text) < shortest or not is_kana_word(text):
        return unit
    found = tuple(s for s in spellings(text) if s not in unit.needles)
    return replace(unit, readings=found) if found else unit
