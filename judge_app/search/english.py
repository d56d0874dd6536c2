"""English words typed around the names of things: what the English UI's judge adds to a query.

The documents are Japanese, so an English word only finds something through the synonym table
(``Haste`` -> ヘイスト, ``phase`` -> フェイズ). What is left is grammar and question words (``can a dull
forward block``, ``what happens when the deck is empty``): never in a rule's text, and worse, an ``a``
matches the Latin letters a rule does hold (S【a】G【a】). They are dropped here, as the Japanese plan
drops its particles and question words; the ones that ask for a kind of answer are handed on as the
Japanese question word the plan frames (``when`` asks what ``いつ`` asks). An inflected word (``blocked``,
``break zones``) finds the table's key by its stem.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from functools import lru_cache

from whoosh.lang.porter import stem

# Articles, pronouns, auxiliaries, prepositions, conjunctions and question words: grammar, never a term.
STOP = frozenset({
    "a", "an", "the", "this", "that", "these", "those", "it", "its", "it's", "i", "me", "my", "mine", "you", "your",
    "yours", "we", "our", "us", "they", "their", "them", "he", "she", "his", "her", "is", "are", "was", "were",
    "be", "been", "being", "am", "do", "does", "did", "doing", "done", "have", "has", "had", "having", "get",
    "gets", "got", "getting", "will", "would", "shall", "should", "must", "might", "of", "in", "on", "at", "to",
    "for", "with", "by", "from", "into", "onto", "about", "as", "than", "then", "so", "if", "or", "and", "but",
    "nor", "also", "too", "very", "just", "what", "which", "who", "whom", "whose", "why", "how", "there", "here",
    "any", "some", "each", "every", "much", "many", "happen", "happens", "happened", "happening", "occur", "occurs",
    "anyone", "someone", "something", "anything", "please", "don't", "doesn't", "didn't", "isn't", "aren't",
    "wasn't", "weren't", "won't"
})
# Irregular forms the stemmer does not bring home (a broken forward, a card drawn).
IRREGULAR = {"broken": "break", "broke": "break", "chosen": "choose", "chose": "choose", "paid": "pay",
             "drew": "draw", "drawn": "draw", "lost": "lose", "won": "win", "dealt": "deal", "hit": "hit",
             "went": "go", "gone": "go", "began": "begin", "begun": "begin", "left": "leave", "took": "take",
             "taken": "take", "gave": "give", "given": "give", "held": "hold", "kept": "keep", "sent": "send",
             "dying": "die", "died": "die", "dies": "die", "copy": "copies"}
# Question words that ask for a kind of answer, as the Japanese word the plan frames it by.
ASKS = {"when": "いつ"}
# Asking whether one can or may (the plan's soft できる): the rule that answers states what one can do.
ABILITY = frozenset({"can", "cannot", "can't", "cant", "may", "could", "allowed", "able", "legal"})
# Asking which player (the plan's soft player roles): the rule that answers names the player by role.
WHO = frozenset({"who", "whose", "whom"})
# "Where does it go": the plan's どこ before a verb of going.
WHERE = "where"
GOING = frozenset({"go", "goes", "going", "went", "gone", "end", "ends", "put", "placed", "moved"})
_EDGES = "?!.,;:\"'()[]"


@dataclass
class EnglishQuery:
    """The words left to search, and the question frames the English grammar asked for."""

    terms: list[str]
    frames: list[str] = field(default_factory=list)  # Japanese question words: いつ
    asks_ability: bool = False
    asks_destination: bool = False
    asks_who: bool = False
    asks_count: bool = False  # how many


def is_english(term: str) -> bool:
    """A word of Latin letters (with an apostrophe or hyphen), as typed around punctuation."""
    core = term.strip(_EDGES)
    return bool(core) and core.isascii() and any(c.isalpha() for c in core) \
        and all(c.isalnum() or c in "'-" for c in core)


def english_query(terms: list[str]) -> EnglishQuery:
    """``terms`` without English grammar; other words (Japanese, numbers, rule IDs) pass as typed."""
    out = EnglishQuery(terms=[])
    lowered = [t.strip(_EDGES).lower() if is_english(t) else "" for t in terms]
    for n, term in enumerate(terms):
        word = lowered[n]
        if word == "many" and n and lowered[n - 1] == "how":
            out.asks_count = True  # "how many" (both stop words): with can/may, the limit a 何枚まで asks
        if not word:
            out.terms.append(term)
        elif word in ASKS:
            out.frames.append(ASKS[word])
        elif word in ABILITY:
            out.asks_ability = True
        elif word in WHO:
            out.asks_who = True
        elif word == WHERE:
            out.asks_destination = any(w in GOING for w in lowered[n + 1 : n + 5])
        elif word in GOING and out.asks_destination:
            continue  # the question's verb of going, never the rule's
        elif word not in STOP:
            out.terms.append(term.strip(_EDGES))
    return out


def key_of(word: str, keys: set[str]) -> str:
    """The synonym key an inflected English word stands for (``blocked`` -> ``block``), or "".

    ``word`` and ``keys`` are normalised (lower case, no spaces), so a name of several words is
    matched on the stem of its last one (``breakzones`` -> ``breakzone``).
    """
    if not word.isascii() or not word.replace("-", "").isalpha() or word in keys:
        return ""
    if IRREGULAR.get(word) in keys:
        return IRREGULAR[word]
    stemmed = _stem(IRREGULAR.get(word, word))
    for key in keys:
        if key[:1] == word[:1] and key.isascii() and _stem(key) == stemmed:
            return key
    return ""


@lru_cache(maxsize=8192)
def _stem(word: str) -> str:
    return stem(word)
