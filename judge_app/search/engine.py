"""Search over every rules document: rule numbers first, then ranked full text."""

from __future__ import annotations

import logging
import threading
import time
from pathlib import Path

from whoosh import index as windex
from whoosh.query import And, Or, Phrase, Query, Term
from whoosh.scoring import BM25F

from judge_app.corpus import Corpus, Record, RuleSet
from judge_app.corpus.manifest import default_rules_dir
from judge_app.corpus.normalize import normalize
from judge_app.search import index as idx
from judge_app.search.analysis import bigrams, gram_text, morph_tokens
from judge_app.search.highlight import find_spans, snippet
from judge_app.search.query import ParsedQuery, looks_like_rule_number, parse_query
from judge_app.search.synonyms import Synonyms
from judge_app.search.types import Hit, IndexStatus

log = logging.getLogger(__name__)

# Widen from all-terms to any-term when the strict query finds fewer than this.
WIDEN_BELOW = 5
# Words that ask rather than describe: they never appear in the rule that answers.
QUESTION_WORDS = frozenset({"何", "なに", "なん", "どう", "どの", "どっち", "どちら", "いつ", "誰", "だれ", "どこ",
                            "?", "？", "か", "の", "できる", "出来る", "いい", "良い", "大丈夫"})


class SearchEngine:
    """Owns one on-disk index for one corpus. ``search`` is safe to call from worker threads."""

    def __init__(self, corpus: Corpus, index_dir: Path | str | None = None, synonyms: Synonyms | None = None) -> None:
        self.corpus = corpus
        root = corpus.root or default_rules_dir()
        self._synonyms_path = root / "synonyms.yaml"
        self.synonyms = synonyms if synonyms is not None else Synonyms.load(self._synonyms_path)
        self.base = Path(index_dir) if index_dir is not None else idx.default_index_base()
        self.key = idx.source_key(corpus, [self._synonyms_path])
        self.path = self.base / self.key
        self._lock = threading.RLock()
        self._ix: windex.Index | None = None
        self._searcher = None
        self._rulesets = {(rs.game, rs.version): rs for rs in corpus.rulesets}
        self._filters: dict[tuple[str | None, str | None], object] = {}

    # -- index lifecycle -------------------------------------------------

    def is_current(self) -> bool:
        return idx.verify(self.path, self.key) == ""

    def ensure_index(self, progress: idx.Progress | None = None) -> IndexStatus:
        """Open the index, building it first when it is missing, stale or corrupt."""
        with self._lock:
            started = time.perf_counter()
            problem = idx.verify(self.path, self.key)
            status = IndexStatus(path=str(self.path))
            if problem:
                self._close()
                status.documents = idx.build(self.path, self.corpus, self.key, progress)
                status.rebuilt = True
                status.reason = problem
                idx.remove_others(self.base, self.path)
                log.info("search index rebuilt (%s): %s", problem, self.path)
            self._open()
            if not status.rebuilt:
                status.documents = self._searcher.doc_count() if self._searcher else 0
            status.seconds = time.perf_counter() - started
            return status

    def _open(self) -> None:
        self._close()
        self._ix = windex.open_dir(str(self.path))
        self._searcher = self._ix.searcher(weighting=BM25F(B=0.6, K1=1.2))

    def _close(self) -> None:
        self._filters = {}
        if self._searcher is not None:
            self._searcher.close()
            self._searcher = None
        if self._ix is not None:
            self._ix.close()
            self._ix = None

    def close(self) -> None:
        with self._lock:
            self._close()

    # -- searching -------------------------------------------------------

    def search(self, query: str, game: str | None = None, version: str | None = None, limit: int = 30) -> list[Hit]:
        parsed = parse_query(query)
        game = game or parsed.game
        version = version or parsed.version
        if parsed.is_empty():
            return []
        with self._lock:
            if self._searcher is None:
                self.ensure_index()
            try:
                return self._search(parsed, game, version, limit)
            except Exception as exc:  # a damaged index must not take the app down
                log.warning("search failed (%s); rebuilding the index", exc)
                self._close()
                idx.build(self.path, self.corpus, self.key)
                self._open()
                return self._search(parsed, game, version, limit)

    def _search(self, parsed: ParsedQuery, game: str | None, version: str | None, limit: int) -> list[Hit]:
        hits: list[Hit] = []
        seen: set[str] = set()
        for ruleset, record, exact in self._number_hits(parsed, game, version):
            uid = idx.uid(ruleset, record)
            if uid not in seen:
                seen.add(uid)
                hits.append(self._hit(ruleset, record, 1000.0 - len(hits), [], exact=exact))
        if len(hits) >= limit:
            return hits[:limit]
        games = [game] if game else self.corpus.games()
        needles = self._needles(parsed, games)
        clauses = [self._phrase_query(p) for p in parsed.phrases]
        term_queries = [self._term_query(t, games) for t in parsed.terms]
        filt = self._filter_docs(game, version)
        strict = And(clauses + term_queries) if len(clauses + term_queries) > 1 else (clauses + term_queries)[0]
        results = self._searcher.search(strict, limit=limit, filter=filt)
        ranked = [(r.score, r.fields()) for r in results]
        relaxed = [self._relaxed_term_query(t, games) for t in parsed.terms]
        if len(ranked) < WIDEN_BELOW and relaxed:
            # Widen: any term, any morpheme. Widened results rank after every strict one.
            wide = And([*clauses, Or(relaxed)]) if clauses else Or(relaxed)
            have = {f["uid"] for _, f in ranked}
            more = self._searcher.search(wide, limit=limit, filter=filt)
            ranked += [(r.score * 0.01, r.fields()) for r in more if r["uid"] not in have]
        for score, fields in ranked:
            if fields["uid"] in seen:
                continue
            seen.add(fields["uid"])
            ruleset = self._rulesets.get((fields["game"], fields["version"]))
            record = ruleset.get(fields["key"]) if ruleset else None
            if ruleset is None or record is None:
                continue
            hits.append(self._hit(ruleset, record, float(score), needles))
            if len(hits) >= limit:
                break
        return hits

    def _number_hits(self, parsed: ParsedQuery, game: str | None, version: str | None):
        """Records the query names by number or alias: the rule itself, then its children."""
        text = parsed.text.strip()
        if not text or len(parsed.terms) + len(parsed.phrases) != 1:
            return
        if not (looks_like_rule_number(text) or ":" in text or "：" in text or any(c.isdigit() for c in text)):
            return
        for ruleset in self.corpus.rulesets:
            if game and ruleset.game != game:
                continue
            wanted = version or self.corpus.get(ruleset.game).version
            if ruleset.version != wanted:
                continue
            for record in self.corpus.lookup(ruleset.game, text, ruleset.version):
                yield ruleset, record, True
                for child_key in record.children:
                    child = ruleset.get(child_key)
                    if child is not None:
                        yield ruleset, child, True

    def _alternatives(self, term: str, games: list[str]) -> list[str]:
        norm = normalize(term)
        return [norm, *self.synonyms.expand(norm, games)]

    def _term_query(self, term: str, games: list[str]) -> Query:
        subs: list[Query] = []
        for alt in self._alternatives(term, games):
            g = gram_text(alt)
            if len(g) == 1:
                subs += [Term("uni", g), Term("defines", g), Term("tgram", g)]
            elif g:
                grams = bigrams(g)
                for fieldname in ("gram", "tgram", "defines", "cgram"):
                    subs.append(Term(fieldname, grams[0]) if len(grams) == 1 else Phrase(fieldname, grams))
            morphs = morph_tokens(alt)
            if morphs:
                for fieldname in ("morph", "tmorph", "cmorph"):
                    terms = [Term(fieldname, m) for m in morphs]
                    subs.append(And(terms) if len(terms) > 1 else terms[0])
        return Or(subs)

    def _relaxed_term_query(self, term: str, games: list[str]) -> Query:
        """Any morpheme of the term (question words aside), or the term as a substring."""
        subs: list[Query] = [self._term_query(term, games)]
        for alt in self._alternatives(term, games):
            for m in morph_tokens(alt):
                if m not in QUESTION_WORDS:
                    subs += [Term("morph", m), Term("tmorph", m)]
        return Or(subs)

    def _phrase_query(self, phrase: str) -> Query:
        g = gram_text(phrase)
        if len(g) == 1:
            return Term("uni", g)
        grams = bigrams(g)
        return Term("gram", grams[0]) if len(grams) == 1 else Phrase("gram", grams)

    def _needles(self, parsed: ParsedQuery, games: list[str]) -> list[str]:
        out: list[str] = []
        for term in [*parsed.terms, *parsed.phrases]:
            out += self._alternatives(term, games)
        return out

    def _filter_docs(self, game: str | None, version: str | None) -> object:
        """The filter as a set of document numbers, computed once per searcher (Whoosh re-runs a query filter)."""
        key = (game, version)
        if key not in self._filters:
            query = self._filter(game, version)
            self._filters[key] = None if query is None else set(self._searcher.docs_for_query(query))
        return self._filters[key]

    def _filter(self, game: str | None, version: str | None) -> Query | None:
        """Without a version, each game's newest version: a judge at the table wants the rules in force."""
        if version:
            return And([Term("game", game), Term("version", version)]) if game else Term("version", version)
        games = [game] if game else self.corpus.games()
        latest = [And([Term("game", g), Term("version", self.corpus.get(g).version)]) for g in games
                  if g in self.corpus.games()]
        if not latest:
            return Term("game", game or "")
        return latest[0] if len(latest) == 1 else Or(latest)

    def _hit(self, ruleset: RuleSet, record: Record, score: float, needles: list[str], exact: bool = False) -> Hit:
        display = record.text or record.title
        spans = find_spans(display, needles) if needles else []
        snip, snip_spans = snippet(display, spans)
        return Hit(
            game=ruleset.game,
            version=ruleset.version,
            key=record.key,
            rule_id=record.rule_id,
            kind=record.kind.value,
            heading=record.heading,
            text=record.text,
            score=score,
            highlights=tuple(spans) if record.text else (),
            snippet=snip,
            snippet_highlights=tuple(snip_spans),
            exact=exact,
        )
