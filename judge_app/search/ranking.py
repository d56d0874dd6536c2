"""Candidates from the index's postings, ranked from the records in memory.

Whoosh holds the postings (character bigrams and unigrams, morphemes). A search
reads, for each needle, only the postings inside the document numbers of the
rulesets searched (each ruleset is one contiguous run, see ``index.build``), so
a game filter costs the same on a corpus of one document or of eighty. A
bigram candidate is then verified against the folded record text, which turns
"shares the rarest bigram" into "contains the needle" without positional
postings, and gives the exact term frequency.

Scoring is BM25 per part, the best alternative and field of each part, summed
over the parts and scaled by how much of the query a record covers, plus
bonuses for a record that defines the word (a glossary entry, a section named
by it, ``「X」とは``) or whose title holds it. The first candidates are then
re-ordered a little by the words their best few share (pseudo-relevance feedback).
"""

from __future__ import annotations

import bisect
import math
import re
from collections.abc import Callable
from dataclasses import dataclass

from whoosh.reading import TermNotFound

from judge_app.corpus.normalize import normalize
from judge_app.search.analysis import DEFAULT_MORPH_MODE, bigrams, morph_tokens
from judge_app.search.plan import Plan, Unit

K1 = 1.2
B = 0.6
WHOLE = 1.5  # a word found as typed (a phrase) counts this much more than its parts
DEFINES = 2.0  # x idf, for a record that defines the needle
TITLE = 1.0  # x idf x sqrt(share of the title), for a title that holds the needle
CONTEXT = 0.4  # x idf, for a needle only in the record's context (section titles, parent rule)
PART_BONUS = 0.5  # title/definition bonuses of a part count this much of a whole word's
COVERAGE = 2.0  # how hard a record that misses some of the query is pushed down (all terms first)
PROXIMITY = 0.5  # x the smaller idf, for two parts of a word that stand close together in the record
WINDOW = 20  # characters between the starts of two parts that count as close (about a clause)
# A word found through its reading (とうけつ -> 凍結) counts this much of one found as typed.
READING = 0.85
CACHE_LIMIT = 4096
# A ruling answers one situation; the rule it cites answers them all. A ruling outranks a rule only
# when it matches clearly better.
RULING_WEIGHT = 0.5
# A heading with no text of its own (a section title): its rules below say more than it does.
HEADING_WEIGHT = 0.8
# The rules of another way to play (a co-op raid, solo play) answer only about it: a question that does
# not name it is about the ordinary game.
VARIANT_WEIGHT = 0.8
# Pseudo-relevance feedback: the words the best few records share, searched at a small weight among the
# first candidates (a rule may state the answer in words the query does not use).
FEEDBACK_DOCS = 3
FEEDBACK_TERMS = 12
FEEDBACK_WEIGHT = 0.05
FEEDBACK_DEPTH = 30


@dataclass(frozen=True)
class DocText:
    """What ranking reads of one indexed document, folded like the query."""

    body: str
    title: str
    defines: frozenset[str]
    context: str
    weight: float = 1.0
    source: str = ""  # title and text as written (its morphemes are the ``morph`` field's terms)


class Slice:
    """One ruleset's run of document numbers in the index; its texts are folded on first use."""

    def __init__(self, name: str, lo: int, count: int, make: Callable[[int], DocText], weight: float = 1.0) -> None:
        self.name = name
        self.weight = weight
        self.lo = lo
        self.hi = lo + count
        self._make = make
        self._docs: list[DocText | None] = [None] * count

    def doc(self, docnum: int) -> DocText:
        i = docnum - self.lo
        found = self._docs[i]
        if found is None:
            found = self._docs[i] = self._make(i)
        return found


@dataclass
class Matches:
    """The best score of one unit in each document that has it, and the unit's best idf in the scope."""

    scores: dict[int, float]
    idf: float
    # docnum -> the needle that matched there first (for proximity)
    where: dict[int, str]


class Scope:
    """The documents one search may return, with a cache of each needle's matches (typing repeats them)."""

    def __init__(self, reader: object, slices: list[Slice], avgdl: float, morph_mode: str = DEFAULT_MORPH_MODE) -> None:
        self.reader = reader
        self.morph_mode = morph_mode
        self.slices = sorted(slices, key=lambda s: s.lo)
        self._los = [s.lo for s in self.slices]
        self.ranges: list[tuple[int, int]] = []
        for s in self.slices:
            if self.ranges and self.ranges[-1][1] == s.lo:
                self.ranges[-1] = (self.ranges[-1][0], s.hi)
            else:
                self.ranges.append((s.lo, s.hi))
        self.n = sum(s.hi - s.lo for s in self.slices)
        self.avgdl = avgdl or 1.0
        self._gram: dict[str, dict[int, int]] = {}
        self._ctx: dict[str, dict[int, int]] = {}
        self._morph: dict[str, dict[int, int]] = {}
        self._spellings: dict[str, list[str]] = {}
        self._df: dict[tuple[str, str], int] = {}
        self._terms: dict[int, tuple[str, ...]] = {}

    def slice_of(self, docnum: int) -> Slice:
        return self.slices[bisect.bisect_right(self._los, docnum) - 1]

    def doc(self, docnum: int) -> DocText:
        return self.slice_of(docnum).doc(docnum)

    def _frequency(self, fieldname: str, text: str) -> int:
        key = (fieldname, text)
        if key not in self._df:
            try:
                self._df[key] = int(self.reader.doc_frequency(fieldname, text))  # type: ignore[attr-defined]
            except TermNotFound:  # a field with no terms at all; a read error is raised (the engine rebuilds)
                self._df[key] = 0
        return self._df[key]

    def _postings(self, fieldname: str, text: str) -> dict[int, int]:
        """Document number -> term frequency, inside this scope only (skipping the rest of the list)."""
        out: dict[int, int] = {}
        if not self.n or not self._frequency(fieldname, text):
            return out
        m = self.reader.postings(fieldname, text)  # type: ignore[attr-defined]
        for lo, hi in self.ranges:
            if not m.is_active():
                break
            if m.id() < lo:
                m.skip_to(lo)
            while m.is_active() and m.id() < hi:
                out[m.id()] = int(m.weight())
                m.next()
        return out

    def gram(self, needle: str) -> dict[int, int]:
        """Documents whose folded text contains ``needle``, with how often."""
        found = self._gram.get(needle)
        if found is None:
            if len(needle) == 1:
                found = self._postings("uni", needle)
                if needle.isdigit():
                    found = self._whole_numbers(found, needle)
            else:
                found = self._verified("gram", needle, "body")
            if len(self._gram) > CACHE_LIMIT:
                self._gram.clear()
            self._gram[needle] = found
        return found

    def context(self, needle: str) -> dict[int, int]:
        """Documents whose context (section titles, parent rule) contains ``needle``."""
        found = self._ctx.get(needle)
        if found is None:
            found = self._verified("ctx", needle, "context") if len(needle) > 1 else {}
            if len(self._ctx) > CACHE_LIMIT:
                self._ctx.clear()
            self._ctx[needle] = found
        return found

    def _verified(self, fieldname: str, needle: str, attr: str) -> dict[int, int]:
        """Postings of the needle's rarest bigram, kept where the text really holds the needle."""
        grams = set(bigrams(needle))
        freqs = {g: self._frequency(fieldname, g) for g in grams}
        if min(freqs.values()) == 0:
            return {}
        rarest = min(grams, key=lambda g: freqs[g])
        found: dict[int, int] = {}
        number = _number_edges(needle)
        for docnum in self._postings(fieldname, rarest):
            text = getattr(self.doc(docnum), attr)
            tf = len(number.findall(text)) if number else text.count(needle)
            if tf:
                found[docnum] = tf
        return found

    def _whole_numbers(self, found: dict[int, int], digit: str) -> dict[int, int]:
        """Of the documents holding a digit, those where it stands as a number of its own (0 is not in 50)."""
        number = _number_edges(digit)
        out: dict[int, int] = {}
        for docnum in found:
            tf = len(number.findall(self.doc(docnum).body))
            if tf:
                out[docnum] = tf
        return out

    def spellings(self, reading: str) -> list[str]:
        """The folded spellings of the words read as ``reading`` in this scope's documents, most frequent first."""
        found = self._spellings.get(reading)
        if found is None:
            prefix = f"{reading}\t"
            counted: list[tuple[int, str]] = []
            try:
                terms = list(self.reader.expand_prefix("read", prefix))  # type: ignore[attr-defined]
            except TermNotFound:
                terms = []
            for term in terms:
                text = term.decode("utf-8") if isinstance(term, bytes) else str(term)
                if not text.startswith(prefix):
                    continue
                df = len(self._postings("read", text))
                if df:
                    counted.append((df, text[len(prefix):]))
            found = [s for _, s in sorted(counted, key=lambda c: (-c[0], c[1]))]
            if len(self._spellings) > CACHE_LIMIT:
                self._spellings.clear()
            self._spellings[reading] = found
        return found

    def morph(self, token: str) -> dict[int, int]:
        found = self._morph.get(token)
        if found is None:
            found = self._postings("morph", token)
            if len(self._morph) > CACHE_LIMIT:
                self._morph.clear()
            self._morph[token] = found
        return found

    def terms(self, docnum: int) -> tuple[str, ...]:
        """The record's ``morph`` terms, as the index made them (analysed on first use)."""
        found = self._terms.get(docnum)
        if found is None:
            found = tuple(t.lower() for t in morph_tokens(normalize(self.doc(docnum).source), self.morph_mode))
            if len(self._terms) > CACHE_LIMIT:
                self._terms.clear()
            self._terms[docnum] = found
        return found

    def idf(self, df: int) -> float:
        return math.log(1.0 + (self.n - df + 0.5) / (df + 0.5))

    def bm25(self, tf: int, dl: int, idf: float) -> float:
        return idf * tf * (K1 + 1) / (tf + K1 * (1 - B + B * dl / self.avgdl))


def _number_edges(needle: str) -> re.Pattern[str] | None:
    """A pattern for a needle that starts or ends with a digit, matching it only where that number is whole:
    ``0枚`` is in ``デッキが0枚`` but not in ``50枚``, ``7点`` not in ``17点``. None for any other needle."""
    head, tail = needle[:1].isdigit(), needle[-1:].isdigit()
    if not head and not tail:
        return None
    return re.compile(("(?<![0-9])" if head else "") + re.escape(needle) + ("(?![0-9])" if tail else ""))


def _bonus(doc: DocText, needle: str, idf: float) -> float:
    if needle in doc.defines:
        return DEFINES * idf
    if doc.title and needle in doc.title:
        return TITLE * idf * math.sqrt(len(needle) / len(doc.title))
    return 0.0


def match_unit(scope: Scope, unit: Unit, bonus_share: float = 1.0) -> Matches:
    """Each document's best score for the unit: any needle in the text or context, or any morpheme."""
    scores: dict[int, float] = {}
    where: dict[int, str] = {}
    best_idf = 0.0

    def keep(docnum: int, score: float) -> None:
        if score > scores.get(docnum, 0.0):
            scores[docnum] = score

    for needle, factor in [*((n, 1.0) for n in unit.needles), *((r, READING) for r in unit.readings)]:
        per: dict[int, float] = {}
        found = scope.gram(needle)
        if found:
            idf = scope.idf(len(found))
            best_idf = max(best_idf, idf)
            for docnum, tf in found.items():
                doc = scope.doc(docnum)
                per[docnum] = factor * (scope.bm25(tf, len(doc.body), idf) + bonus_share * _bonus(doc, needle, idf))
                where.setdefault(docnum, needle)
        context = scope.context(needle)
        if context:
            cidf = factor * CONTEXT * scope.idf(len(context))
            for docnum in context:
                per[docnum] = per.get(docnum, 0.0) + cidf
        for docnum, score in per.items():
            keep(docnum, score)
    for token in unit.morphs:
        found = scope.morph(token)
        if not found:
            continue
        idf = scope.idf(len(found))
        best_idf = max(best_idf, idf)
        for docnum, tf in found.items():
            keep(docnum, scope.bm25(tf, len(scope.doc(docnum).body), idf))
    return Matches(scores, best_idf, where)


def _proximity(scope: Scope, docnum: int, parts: list[Matches]) -> float:
    """A bonus for consecutive parts of a word found close together (their first occurrences)."""
    body = scope.doc(docnum).body
    bonus = 0.0
    previous: tuple[int, float] | None = None
    for m in parts:
        needle = m.where.get(docnum)
        if needle is None:
            previous = None
            continue
        at = body.find(needle)
        if previous is not None and abs(at - previous[0]) <= WINDOW:
            bonus += PROXIMITY * min(previous[1], m.idf)
        previous = (at, m.idf)
    return bonus


class Ranked(list[tuple[float, int]]):
    """(score, document number) of the best documents, best first; ``total`` is how many matched in all."""

    def __init__(self, best: list[tuple[float, int]], total: int) -> None:
        super().__init__(best)
        self.total = total


def _typed(plan: Plan) -> tuple[set[str], list[str]]:
    """The query's morphemes and needles (a feedback word that the query holds is not added again)."""
    morphs: set[str] = set()
    needles: list[str] = []
    for word in plan.words:
        for unit in [word.whole, *word.parts]:
            morphs.update(unit.morphs)
            needles += [*unit.needles, *unit.readings]
    return morphs, needles


def _exact(scope: Scope, plan: Plan, docnum: int) -> bool:
    """Whether the best record is what a one-word query names: its title or the term it defines."""
    typed = [w for w in plan.words if not w.soft]
    if len(typed) != 1:
        return False
    doc = scope.doc(docnum)
    return any(n == doc.title or n in doc.defines for n in typed[0].whole.needles)


def feedback(scope: Scope, plan: Plan, order: list[tuple[int, float]]) -> list[tuple[int, float]]:
    """Re-rank the first FEEDBACK_DEPTH of ``order`` (docnum, score; best first) with the query's words plus
    the FEEDBACK_TERMS words most typical of its best FEEDBACK_DOCS records (tf share x idf, weighted by each
    record's score), interpolated at FEEDBACK_WEIGHT. A query that names its record exactly is left alone."""
    if FEEDBACK_WEIGHT <= 0 or len(order) < 2 or any(w.required for w in plan.words):
        return order
    if _exact(scope, plan, order[0][0]):
        return order
    top = order[:FEEDBACK_DOCS]
    mass = sum(s for _, s in top) or 1.0
    morphs, needles = _typed(plan)
    weights: dict[str, float] = {}
    for docnum, score in top:
        terms = scope.terms(docnum)
        if not terms:
            continue
        counts: dict[str, int] = {}
        for t in terms:
            counts[t] = counts.get(t, 0) + 1
        for t, tf in counts.items():
            if t in morphs or t.isdigit() or any(t in n or n in t for n in needles if n):
                continue
            df = len(scope.morph(t))
            if df < 2:
                continue  # a word of this record alone says nothing about the others
            weights[t] = weights.get(t, 0.0) + (score / mass) * (tf / len(terms)) * scope.idf(df)
    chosen = sorted(weights.items(), key=lambda item: (-item[1], item[0]))[:FEEDBACK_TERMS]
    if not chosen:
        return order
    head = order[:FEEDBACK_DEPTH]
    extra: dict[int, float] = {}
    for t, w in chosen:
        found = scope.morph(t)
        idf = scope.idf(len(found))
        for docnum, _ in head:
            tf = found.get(docnum)
            if tf:
                extra[docnum] = extra.get(docnum, 0.0) + w * scope.bm25(tf, len(scope.doc(docnum).body), idf)
    best = max(extra.values(), default=0.0)
    if not best:
        return order
    s0 = order[0][1] or 1.0
    mixed = [(d, s0 * ((1 - FEEDBACK_WEIGHT) * s / s0 + FEEDBACK_WEIGHT * extra.get(d, 0.0) / best)) for d, s in head]
    mixed.sort(key=lambda item: (-item[1], item[0]))
    return mixed + [(d, s * (1 - FEEDBACK_WEIGHT)) for d, s in order[FEEDBACK_DEPTH:]]


def rank(scope: Scope, plan: Plan, limit: int, feedback_on: bool = True) -> Ranked:
    """The best ``limit`` documents as (score, document number), best first, and how many matched."""
    totals: dict[int, float] = {}
    covered: dict[int, float] = {}
    live_weight = 0.0
    required: list[set[int]] = []
    for word in plan.words:
        whole = match_unit(scope, word.whole)
        if word.required:
            required.append(set(whole.scores))
        parts = [match_unit(scope, p, PART_BONUS) for p in word.parts]
        live = [m for m in parts if m.idf > 0]
        part_weight = sum(m.idf for m in live)
        weight = max([whole.idf, *(m.idf for m in live)])
        if weight == 0:
            continue  # nothing in scope has this word: it must not sink every result
        if word.soft:
            weight = 0.0  # implied, not typed: it adds its score but no record is pushed down for lacking it
        live_weight += weight
        docs = set(whole.scores)
        for m in live:
            docs.update(m.scores)
        for docnum in docs:
            w = whole.scores.get(docnum, 0.0)
            split, got = 0.0, 0.0
            for m in live:
                s = m.scores.get(docnum)
                if s:
                    split += s
                    got += m.idf
            share = 1.0 if w else (got / part_weight if part_weight else 0.0)
            near = _proximity(scope, docnum, live) if PROXIMITY and not w and len(live) > 1 else 0.0
            totals[docnum] = totals.get(docnum, 0.0) + WHOLE * w + split * share + near
            covered[docnum] = covered.get(docnum, 0.0) + weight * share
    if required:
        allowed = set.intersection(*required)
        totals = {d: s for d, s in totals.items() if d in allowed}
    if live_weight:
        totals = {d: s * (covered[d] / live_weight) ** COVERAGE for d, s in totals.items()}
    totals = {d: s * scope.slice_of(d).weight * scope.doc(d).weight for d, s in totals.items()}
    order = sorted(totals.items(), key=lambda item: (-item[1], item[0]))
    if feedback_on:
        order = feedback(scope, plan, order)
    best = order[:limit]
    return Ranked([(score, docnum) for docnum, score in best], len(totals))
