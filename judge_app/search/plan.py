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
from judge_app.search.analysis import (
    DEFAULT_MORPH_MODE,
    Morpheme,
    fold_kana,
    is_kana_word,
    morph_tokens,
    morphemes,
)
from judge_app.search.english import english_query, key_of
from judge_app.search.query import looks_like_rule_number
from judge_app.search.synonyms import Synonyms

# Words that ask rather than describe: they never appear in the rule that answers.
QUESTION_WORDS = frozenset({"何", "なに", "なん", "どう", "どの", "どっち", "どちら", "いつ", "誰", "だれ", "どこ",
                            "?", "？", "か", "の", "できる", "出来る", "いい", "良い", "大丈夫", "やり方", "方",
                            "とき", "時", "場合", "扱い", "こと", "事", "もの", "物", "やる", "遣る", "いける",
                            "行ける"})
# Verbs that only carry grammar in a question (タップしてる, 負けになる): in dictionary form, both analysers.
FILLER_VERBS = frozenset({"為る", "する", "成る", "なる", "有る", "ある", "居る", "いる", "てる", "れる", "られる",
                          "せる", "ちゃう", "しまう", "仕舞う"})
# What ends a question without saying anything: a sentence-final particle (か, の, かな), a polite or
# conditional ending (ますか, したら, すれば).
_TAIL_PARTICLES = frozenset({"終助詞", "準体助詞", "係助詞"})
_TAIL_AUXILIARIES = frozenset({"ます", "です", "たら", "れば", "ば", "って"})


# A question word that asks for a kind of answer is searched as the words such answers are stated in: いつ
# (when) is answered by a phase, a step or a point in time. (A bare どこ -> zones lost;
# only どこ before a verb of going is a frame, below.)
FRAMES = {"いつ": ("フェイズ", "ステップ", "時点", "開始時", "終了時")}
# "Where does it go" (どこに行く, どこへいく, どこ行くの) asks for the zone a card is moved to: the rules state it
# with the verbs of putting a card somewhere. The verb of going is the question's, never the rule's.
DESTINATION = ("置かれ", "置く", "送られ", "移動")
_GOING = frozenset({"行く", "移る"})
# "Can I / may I" (できる？, してもいい？, 大丈夫？, 入れられる？) is answered by a rule that states what one can
# or cannot do (できる, できない, できません): searched as a soft word, a help to a record that says it, no loss
# to one that does not (measured in docs/search.md).
_ASKS_ABILITY = frozenset({"出来る", "良い", "大丈夫", "可能"})
ABILITY = ("でき",)
# "Who / which player" (誰が決める, どっちが先, どちらのブレイクゾーン) is answered by a rule that names the player
# by role (the turn player, the owner, the controller): searched as a soft word like できる (docs/search.md).
_ASKS_WHO = frozenset({"誰", "だれ", "どっち", "どちら"})
WHO = ("プレイヤー", "オーナー", "持ち主", "支配者", "コントロール")
# English "how many ... can I" asks a limit, as 何枚まで does (synonyms.yaml): a soft word for the ways the
# rules state one.
LIMIT = ("上限", "枚まで", "体まで", "枚以下")


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
    # A frame the question implies rather than types (できる？ -> a rule stating an ability): it adds to a
    # record's score but a record without it is not pushed down as one missing a typed word.
    soft: bool = False


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


def _asks(text: str) -> bool:
    """A question word or a grammar verb (not any one kana: に in 代わりに stays)."""
    return text in QUESTION_WORDS or text in FILLER_VERBS


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
    whole = morphemes(word, mode)
    out: list[Unit] = []
    at = 0
    for text, is_key in pieces:
        start, at = at, at + len(text)
        if is_key:
            out.append(_unit(text, synonyms, games, mode))
            continue
        gap = _gap_morphemes(whole, text, start, mode)
        for n, m in enumerate(gap):
            surface, base = m.surface.lower(), m.base
            if surface.startswith("何") and len(surface) > 1:
                surface = base = surface[1:]  # 何枚, 何点: the answer has a number and the counter
            if not m.is_content or _is_filler(surface) or _is_filler(base) or m.pos[:1] == ("副詞",):
                continue  # an adverb (すぐ, もう, また) colours a question; the rule states the case
            out.append(_unit(surface, synonyms, games, mode, base=base))
            negated = _negated(gap, n)
            if negated:
                unit = _unit(negated, synonyms, games, mode)
                other = _other_voice(negated)
                if other:
                    unit = replace(unit, needles=(*unit.needles, *_needles([other])))
                out.append(unit)
    return out


def _negated(gap: tuple[Morpheme, ...], n: int) -> str:
    """The word at ``n`` with the negation that follows it, cut to the stem every form shares
    (ブロックされなかったら, ブロックされなければ -> ブロックされな): a question about not doing is answered by
    the rule that says so. "" when no negation follows before the next content word."""
    for end in range(n + 1, len(gap)):
        m = gap[end]
        if m.base == "ない" and m.pos[0] == "助動詞":
            return ("".join(x.surface for x in gap[n:end]) + m.surface[:1]).lower()
        if m.is_content and m.base not in FILLER_VERBS:
            return ""
    return ""


def _other_voice(negated: str) -> str:
    """The same negation in the other voice (ブロックしな <-> ブロックされな): a player asks "if I do not block"
    where the rule says "if it is not blocked", and the other way round. "" for any other form."""
    if negated.endswith("されな") and len(negated) > 3:
        return negated[:-3] + "しな"
    if negated.endswith("しな") and len(negated) > 2:
        return negated[:-2] + "されな"
    return ""


def _gap_morphemes(whole: tuple[Morpheme, ...], text: str, start: int, mode: str) -> tuple[Morpheme, ...]:
    """The morphemes of the gap ``text`` at ``start`` in the word, as the whole word's analysis cuts them.

    Analysed alone, the tail of 負けたら (the key 負け taken out) is a content word たら; in
    the word it is the auxiliary of 負け. Only when a morpheme of the word straddles the
    gap's edge (a key cut a dictionary word) is the gap analysed on its own.
    """
    end = start + len(text)
    inside = tuple(m for m in whole if start <= m.start and m.start + len(m.surface) <= end)
    if sum(len(m.surface) for m in inside) == len(text):
        return inside
    return morphemes(text, mode)


def question_core(word: str, mode: str = DEFAULT_MORPH_MODE) -> str:
    """The word without what only makes it a question: 使えるの? -> 使える, いつ使える -> 使える.

    Question words and grammar verbs at either end, a question mark, a sentence-final
    particle and polite or conditional endings (ますか, たら) are cut, so the whole
    word can still match as a phrase (出したら -> 出し, found in 出した). A negation
    stays (ブロックできない asks about not blocking). A word typed in kana only loses only
    its mark: its kana may be a reading (こうか is 効果, not こう + か); katakana followed by
    hiragana (ブロックできないの) is a word and its grammar.
    """
    core = word.rstrip("?？!！。、")
    if not core or (is_kana_word(core) and len(set(map(_script, core))) == 1):
        return core or word
    if core.endswith("とは"):
        return core  # 「X」とは: the phrase a definition starts with
    ms = list(morphemes(core, mode))

    def idle(m: Morpheme) -> bool:
        return (m.pos[1:2] and m.pos[1] in _TAIL_PARTICLES) or m.base in _TAIL_AUXILIARIES \
            or m.surface in _TAIL_AUXILIARIES or _asks(m.surface) or _asks(m.base)

    while ms and idle(ms[-1]):
        ms.pop()
    while ms and (ms[0].surface in QUESTION_WORDS or ms[0].base in QUESTION_WORDS):
        ms.pop(0)
    if not ms:
        return core
    return core[ms[0].start : ms[-1].start + len(ms[-1].surface)]


def _script(ch: str) -> bool:
    """True for katakana (and the prolonged-sound mark), False for hiragana."""
    return "ァ" <= ch <= "ヺ" or ch == "ー"


def join_known(terms: list[str], synonyms: Synonyms, games: list[str], longest: int = 3) -> list[str]:
    """Consecutive words that together are one player word are one word: ``First Strike`` is 先制攻撃.

    An English word inflected (``blocked``, ``Break Zones``) is the key it inflects.
    """
    keys = synonyms.keys(games)

    def known(text: str) -> str:
        """``text`` when it is a key, the key it inflects, or ""."""
        folded = normalize(text)
        return text if folded in keys else key_of(folded, keys)

    out: list[str] = []
    i = 0
    while i < len(terms):
        for k in range(min(longest, len(terms) - i), 1, -1):
            key = known("".join(terms[i : i + k]))
            if key:
                out.append(key)
                i += k
                break
        else:
            out.append(known(terms[i]) or terms[i])
            i += 1
    return out


def plan_query(terms: list[str], phrases: list[str], synonyms: Synonyms, games: list[str],
               mode: str = DEFAULT_MORPH_MODE) -> Plan:
    english = english_query(terms)
    terms = join_known(english.terms, synonyms, games)
    words: list[Word] = []
    asks_ability = english.asks_ability
    asks_who = english.asks_who
    for phrase in phrases:
        norm = normalize(phrase)
        if norm:
            words.append(Word(whole=Unit(text=norm, needles=_needles([norm])), required=True))
    for term in terms:
        norm = normalize(term)
        if not norm or _is_filler(norm):
            ms = morphemes(norm, mode)
            asks_ability = asks_ability or any(_asks_ability(m) for m in ms)
            asks_who = asks_who or _asks_who(ms)
            continue
        if looks_like_rule_number(norm):
            # A rule number is matched whole: its digits are no words (10.1.4.6 must not find every 1 and 4).
            words.append(Word(whole=Unit(text=norm, needles=_needles([norm]))))
            continue
        ms = morphemes(norm, mode)
        asks_ability = asks_ability or any(_asks_ability(m) for m in ms)
        asks_who = asks_who or _asks_who(ms)
        frames = [w for w in FRAMES if w in norm and any(m.surface == w for m in ms)]
        going = _destination_verb(ms)
        norm = question_core(norm, mode)
        # One conjugated verb (使える) is also its dictionary form's synonyms (使う -> 使用, プレイ).
        tokens = morph_tokens(norm, mode)
        whole = _unit(norm, synonyms, games, mode, base=tokens[0] if len(tokens) == 1 else "")
        parts = _parts(norm, synonyms, games, mode)
        if going:
            parts = [p for p in parts if p.text != going]
        if len(parts) == 1 and parts[0].text == norm:
            parts = []  # the word is one part: matching it twice would count it twice
        words.append(Word(whole=whole, parts=parts))
        words += _frame_words(frames, bool(going))
    if words:
        words += _frame_words(english.frames, english.asks_destination)
    if asks_ability and words:
        words.append(Word(whole=Unit(text="できる", needles=_needles(list(ABILITY))), soft=True))
    if english.asks_count and asks_ability and words:
        words.append(Word(whole=Unit(text="何枚まで", needles=_needles(list(LIMIT))), soft=True))
    if asks_who and words:
        words.append(Word(whole=Unit(text="誰", needles=_needles(list(WHO))), soft=True))
    return _without_echoes(Plan(words))


def _frame_words(frames: list[str], asks_destination: bool) -> list[Word]:
    """The words a question's frames are searched as (いつ: the timing words; どこに行く: the verbs of putting)."""
    words = [Word(whole=Unit(text=word, needles=_needles(list(FRAMES[word])))) for word in frames]
    if asks_destination:
        words.append(Word(whole=Unit(text="どこ", needles=_needles(list(DESTINATION)))))
    return words


def _asks_ability(m: Morpheme) -> bool:
    """できる, いい, 大丈夫, 可能, or the auxiliary られる (入れられる？, 変えられる？): a question whether one can."""
    return m.base in _ASKS_ABILITY or (m.base == "られる" and m.pos[:1] == ("助動詞",))


def _asks_who(ms: tuple[Morpheme, ...]) -> bool:
    """誰, どっち, どちら asking which one; not どちらか / どっちか (either one), which asks nothing."""
    return any(m.surface in _ASKS_WHO and (n + 1 == len(ms) or ms[n + 1].surface != "か") for n, m in enumerate(ms))


def _destination_verb(ms: tuple[Morpheme, ...]) -> str:
    """The verb of going in どこに行く (どこへいく, どこ行く), as typed; "" when the word asks no such thing."""
    for n, m in enumerate(ms):
        if m.surface != "どこ":
            continue
        rest = ms[n + 1 : n + 3]
        if rest and rest[0].surface in ("に", "へ"):
            rest = rest[1:]
        if rest and rest[0].base in _GOING:
            return rest[0].surface.lower()
    return ""


def _without_echoes(plan: Plan) -> Plan:
    """Each part without the synonyms that another part of the query spells out (引く -> ドロー beside
    ドローフェイズ): such a synonym would find the other part's own words again and count them twice."""
    typed = [fold_kana(u.text) for w in plan.words for u in (w.parts or [w.whole])]
    if len(typed) < 2:
        return plan

    def trim(unit: Unit) -> Unit:
        own = fold_kana(unit.text)
        keep = tuple(n for n in unit.needles
                     if n == own or not any(n in t and t != own for t in typed))
        return unit if keep == unit.needles else replace(unit, needles=keep)

    return Plan([replace(w, whole=trim(w.whole), parts=[trim(p) for p in w.parts]) for w in plan.words])


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
        words.append(Word(whole=whole, parts=parts, required=word.required, soft=word.soft))
    return Plan(words)


def _read(unit: Unit, spellings: Callable[[str], list[str]], shortest: int) -> Unit:
    text = fold_kana(unit.text)
    if len(text) < shortest or not is_kana_word(text):
        return unit
    found = tuple(s for s in spellings(text) if s not in unit.needles)
    return replace(unit, readings=found) if found else unit
