"""Search over every rules document: rule numbers first, then ranked full text."""

from __future__ import annotations

import bisect
import logging
import os
import pickle
import re
import struct
import threading
import time
import unicodedata
import zlib
from collections.abc import Callable, Iterator, Sequence
from dataclasses import replace
from pathlib import Path
from typing import Any

import whoosh

from judge_app.corpus import Corpus, Flag, Record, RuleSet
from judge_app.corpus.manifest import default_rules_dir
from judge_app.corpus.normalize import normalize_rule_id
from judge_app.search import index as idx
from judge_app.search import rulings as ruling_docs
from judge_app.search.analysis import DEFAULT_MORPH_MODE, gram_text
from judge_app.search.highlight import find_spans, snippet
from judge_app.search.plan import Plan, plan_query, with_readings
from judge_app.search.query import ParsedQuery, cap_query, looks_like_rule_number, parse_query
from judge_app.search.ranking import HEADING_WEIGHT, RULING_WEIGHT, VARIANT_WEIGHT, DocText, Scope, Slice, rank
from judge_app.search.synonyms import Synonyms
from judge_app.search.types import Hit, IndexStatus, SearchResult

log = logging.getLogger(__name__)

# Errors a damaged file makes Whoosh raise (its codec also raises bare ``Exception``: see ``_is_read_error``).
_READ_ERRORS = (OSError, EOFError, struct.error, zlib.error, pickle.UnpicklingError)
_WHOOSH_DIR = os.path.dirname(whoosh.__file__)
_WARNED: set[str] = set()
_WARNED_LOCK = threading.Lock()
# Each ruling saved in place adds a segment; past this many, the next save rebuilds the index whole.
MAX_SEGMENTS = 32


def warn_once(message: str) -> None:
    """Log a warning the first time this process meets it: one line, not one per search or engine."""
    with _WARNED_LOCK:
        if message in _WARNED:
            return
        _WARNED.add(message)
    log.warning("%s", message)


def _is_read_error(exc: BaseException) -> bool:
    """An I/O or decoding error, or any error raised inside Whoosh while it read the index."""
    if isinstance(exc, _READ_ERRORS):
        return True
    tb = exc.__traceback__
    while tb is not None and tb.tb_next is not None:
        tb = tb.tb_next
    return tb is not None and tb.tb_frame.f_code.co_filename.startswith(_WHOOSH_DIR)


def unique_documents(corpus: Corpus) -> Corpus:
    """The corpus with each game and version once: a document listed twice would overlap itself in the index."""
    seen: set[tuple[str, str]] = set()
    kept: list[RuleSet] = []
    twice: list[str] = []
    for ruleset in corpus.rulesets:
        if (ruleset.game, ruleset.version) in seen:
            twice.append(f"{ruleset.game} {ruleset.version}")
            continue
        seen.add((ruleset.game, ruleset.version))
        kept.append(ruleset)
    if not twice:
        return corpus
    warn_once(f"the rules documents list {', '.join(dict.fromkeys(twice))} more than once; "
              "search uses the first entry")
    return Corpus(rulesets=kept, errors=corpus.errors, root=corpus.root)

# What a typed rule ID or record key can look like: 506.3, 202.2a, 15-3a, qa:03, rs:17-6, 用語集:場, 302.1#2.
_ID_LIKE = re.compile(r"^(?:[^\s:]{1,8}:)?[0-9a-z][0-9a-z.\-#]*$|^[^\s:]{1,8}:\S{1,40}$")


_LEADING_ZEROS = re.compile(r"(?<![0-9])0+(?=[0-9])")


def _id_like(text: str) -> bool:
    folded = unicodedata.normalize("NFKC", text).strip().lower().replace("：", ":")
    return bool(folded) and len(folded) <= 48 and (looks_like_rule_number(folded) or bool(_ID_LIKE.match(folded)))


def id_form(text: str) -> str:
    """One spelling for a typed ID: any width, no spaces, no closing dot, no leading zeros (qa:3 = qa:03)."""
    folded = normalize_rule_id(text).replace("：", ":").replace("－", "-")
    return _LEADING_ZEROS.sub("", folded)


# How far below itself a ruling looks for a rule it cites. A rule that close is the one a judge reads first;
# one further down matched the query far worse than the ruling did, and moving the ruling after it would bury
# the ruling instead of ordering the two.
RULING_REACH = 5


def after_cited_rules(hits: list[Hit], reach: int = RULING_REACH) -> list[Hit]:
    """The hits with each ruling moved to just after the first rule of its document that it cites, when that
    rule is listed within ``reach`` places below it.

    A ruling decides one situation by the rules it cites; a judge reads the rule first and the ruling
    as its application. A ruling found by its number (``exact``) stays where the number put it.
    """
    out = list(hits)
    moved: set[str] = set()
    i = 0
    while i < len(out):
        hit = out[i]
        if hit.is_ruling and not hit.exact and hit.key not in moved:
            cites = {id_form(c) for c in hit.cites}
            below = next((j for j in range(i + 1, min(len(out), i + 1 + reach))
                          if _rests_on(hit, out[j], cites)), None)
            if below is not None:
                moved.add(hit.key)
                rule = out[below]
                del out[i]
                out.insert(below, replace(hit, score=rule.score))  # just after the rule, which moved up one
                continue  # a new hit stands at i now
        i += 1
    return out


def _rests_on(ruling: Hit, hit: Hit, cites: set[str]) -> bool:
    """Whether ``hit`` is a rule of the ruling's own document that the ruling cites."""
    return (not hit.is_ruling and hit.game == ruling.game and hit.version == ruling.version
            and (id_form(hit.rule_id) in cites or id_form(hit.key) in cites))


def doc_text(ruleset: RuleSet, n: int) -> DocText:
    record = ruleset.records[n]
    return DocText(
        body=gram_text(f"{record.title}\n{record.text}"),
        title=gram_text(record.title),
        defines=frozenset(t for t in (gram_text(d) for d in idx.defined_terms(record)) if t),
        context=gram_text(idx.context(ruleset, record, ruleset.records[n - 1] if n else None)),
        weight=(1.0 if record.text.strip() else HEADING_WEIGHT) * (VARIANT_WEIGHT if record.has(Flag.VARIANT) else 1.0),
        source=f"{record.title}\n{record.text}",
    )


def ruling_text(doc: Any) -> DocText:
    return DocText(body=gram_text(f"{doc.title}\n{doc.body}"), title=gram_text(doc.title), defines=frozenset(),
                   context=gram_text("\n".join(doc.cites)), source=f"{doc.title}\n{doc.body}")


class SearchEngine:
    """Owns one on-disk index for one corpus. ``search`` is safe to call from worker threads.

    It is handed what it indexes: the corpus, and ``extra_documents`` (the rulings store's documents, or None
    for rules only); it never reads rulings or a global corpus itself.
    """

    def __init__(self, corpus: Corpus, index_dir: Path | str | None = None, synonyms: Synonyms | None = None,
                 morph_mode: str = DEFAULT_MORPH_MODE, extra_documents: ruling_docs.ExtraDocuments | None = None,
                 secret_file: Path | str | None = None) -> None:
        self.corpus = unique_documents(corpus)
        corpus = self.corpus
        self.morph_mode = morph_mode
        self.extra_documents = extra_documents  # kept, so an engine rebuilt for a new corpus indexes the same
        ruling_files, rulings = ruling_docs.load(extra_documents)
        # Only rulings on a document this corpus holds can ever be searched.
        loaded = {(rs.game, rs.version) for rs in corpus.rulesets}
        self.rulings = [d for d in rulings if (d.game, d.version) in loaded]
        root = corpus.root or default_rules_dir()
        self._synonyms_path = root / "synonyms.yaml"
        # A bad synonyms file is named once and left out: search works without it.
        self.synonyms, self.synonyms_warning = ((synonyms, "") if synonyms is not None
                                                else Synonyms.load_or_warn(self._synonyms_path))
        self.base = Path(index_dir) if index_dir is not None else idx.default_index_base()
        self._secret_file = Path(secret_file) if secret_file is not None else idx.default_secret_path()
        self._secret: bytes | None = None
        # Why the index lives in memory ("" while it is the folder at ``path``), and whether it was just built.
        self.memory_reason = ""
        self._memory_key = ""
        self._fresh = False
        # The index folder's files as opened: a change under the open index (another writer, damage) is checked.
        self._stamp: tuple[Any, ...] | None = None
        # The folder is named by the rules, synonyms and analyser; the ruling files' hash is in its meta, so a
        # ruling saved in place (``put_ruling``) keeps the folder and the next start opens it as it is.
        self.key = idx.source_key(corpus, [self._synonyms_path], morph_mode)
        self.setup = idx.setup_key([self._synonyms_path], morph_mode)
        self.rulings_key = idx.files_key(ruling_files)
        self.path = self.base / self.key
        self._meta: dict[str, Any] = {}
        self._lock = threading.RLock()
        self._ix: Any = None  # a Whoosh index, on disk or in memory
        self._searcher = None
        self._rulesets = {(rs.game, rs.version): rs for rs in corpus.rulesets}
        self._slices: dict[str, list[Slice]] = {}  # a ruleset's one run; a ruling group's runs (holes after edits)
        self._starts: list[tuple[int, str]] = []  # (first document number, ruleset slice name), sorted
        self._ruling_groups: dict[str, list[Any]] = {}
        self._group_rulings()
        self._ruling_at: dict[int, Any] = {}  # document number -> ruling
        self._cited: dict[str, dict[str, list[Any]]] = {}
        self._id_tables: dict[str, dict[str, list[Record]]] = {}
        self._scopes: dict[tuple[str | None, str | None], Scope] = {}
        self._avgdl = 1.0

    # -- index lifecycle -------------------------------------------------

    def _group_rulings(self) -> None:
        self._ruling_groups = {}
        for doc in self.rulings:
            self._ruling_groups.setdefault(ruling_docs.slice_name(doc.game, doc.version), []).append(doc)
        self._cited = {}

    def _check(self) -> tuple[str, dict[str, Any]]:
        return idx.check(self.path, self.key, self._get_secret(), self.morph_mode, self.rulings_key)

    def _get_secret(self) -> bytes:
        if self._secret is None:
            self._secret, problem = idx.load_secret(self._secret_file)
            if problem:
                warn_once(f"{problem}; the search index is rebuilt at each start")
        return self._secret

    def is_current(self) -> bool:
        return self._check()[0] == ""

    def ensure_index(self, progress: idx.Progress | None = None) -> IndexStatus:
        """Open the index, building it first when it is missing, stale, damaged or not sealed by this install.

        When the cache folder cannot hold it (read-only, full, a file), the index is
        built in memory and used from there, with one warning saying why.
        """
        with self._lock:
            started = time.perf_counter()
            status = IndexStatus(path=str(self.path))
            if self.memory_reason and self._memory_key == (self.key, self.rulings_key) and self._searcher is not None:
                status.documents = self._searcher.doc_count()
                status.in_memory, status.reason = True, self.memory_reason
                return status
            problem, meta = self._check()
            if not problem:
                try:
                    self._open_folder(meta)
                    self._fresh = False
                except Exception as exc:  # whole on disk, but not the documents this corpus holds
                    problem = f"corrupt ({exc})"
            derived = self._derive(progress) if problem == "missing" else None
            if derived is not None:
                status.documents = self._searcher.doc_count() if self._searcher else 0
                status.updated, status.reason = True, derived
                log.info("search index %s: %s", derived, self.path)
            elif problem:
                status.documents = self._rebuild(progress)
                status.rebuilt = True
                status.reason = problem
                log.info("search index rebuilt (%s): %s", problem, self.path)
            else:
                status.documents = self._searcher.doc_count() if self._searcher else 0
            status.in_memory = bool(self.memory_reason)
            status.seconds = time.perf_counter() - started
            return status

    def _rebuild(self, progress: idx.Progress | None) -> int:
        """Build the index in the cache folder and open it; in memory when the folder cannot hold it."""
        self._close()
        self._fresh = True
        try:
            count = idx.build(self.path, self.corpus, self.key, self._get_secret(), progress, self.morph_mode,
                              self.rulings, self.rulings_key, self.setup)
            problem, meta = self._check()
            if problem:
                raise OSError(f"the index just written reads back {problem}")
            self._open_folder(meta)
            self.memory_reason = ""
            idx.remove_others(self.base, self.path)
            return count
        except OSError as exc:
            where = exc.filename or self.base
            reason = f"cannot write the search index in {where}: {exc.strerror or exc}"
        self._close()
        warn_once(f"{reason}; searching an index kept in memory")
        ix, meta = idx.build_in_memory(self.corpus, self.key, progress, self.morph_mode, self.rulings,
                                       self.rulings_key)
        self._open(ix, meta)
        self.memory_reason, self._memory_key = reason, (self.key, self.rulings_key)
        return int(meta["count"])

    def _derive(self, progress: idx.Progress | None) -> str | None:
        """Make this corpus's index from a sealed one of this install that holds most of its documents (the
        index before a rules version was imported): only the documents that differ are written. Returns
        what was done, or None when no index fits (then the caller builds)."""
        total = sum(len(rs.records) for rs in self.corpus.rulesets)
        best: tuple[int, Path, dict[str, Any]] | None = None
        try:
            folders = [p for p in self.base.iterdir() if p.is_dir() and p != self.path and "." not in p.name]
        except OSError:
            return None
        for folder in folders:
            meta = idx.read_meta(folder) or {}
            held = idx.reusable(meta, self.corpus, self.setup)
            segments = meta.get("segments")
            # Worth it only when most documents carry over, and while the copy's segments stay few.
            if 2 * held < total or not isinstance(segments, int) or segments >= MAX_SEGMENTS:
                continue
            if best is None or held > best[0]:
                best = (held, folder, meta)
        if best is None:
            return None
        held, source, _unchecked = best
        problem, meta = idx.check(source, source.name, self._get_secret(), self.morph_mode)
        if problem:
            return None
        self._close()
        try:
            written = idx.derive(self.path, source, meta, self.corpus, self.key, self._get_secret(), self.morph_mode,
                                 self.rulings, self.rulings_key, self.setup, progress)
            problem, meta = self._check()
            if problem:
                raise ValueError(f"the index just written reads back {problem}")
            self._open_folder(meta)
        except Exception as exc:  # any failure (I/O, Whoosh, a table that does not fit): build instead
            log.info("search index not made from %s (%s); building it", source, exc)
            self._close()
            return None
        self._fresh, self.memory_reason = True, ""
        idx.remove_others(self.base, self.path)
        return f"made from {source.name} in place ({written} documents written, {held} kept)"

    def _open_folder(self, meta: dict[str, Any]) -> None:
        """Open the checked index folder and note its files, to see a change under it later."""
        stamp = idx.stamp(self.path)
        self._open(idx.open_index(self.path, self.morph_mode), meta)
        self._stamp = stamp

    def _check_unchanged(self) -> None:
        """Before a search: when a file of the open index changed on disk, check it again; rebuild when damaged."""
        if self._stamp is None or idx.stamp(self.path) == self._stamp:
            return
        problem, meta = self._check()
        if problem:
            warn_once(f"the search index changed on disk ({problem}); rebuilding it")
            self._rebuild(None)
        else:  # rebuilt whole by another copy of the app: use that one
            self._open_folder(meta)

    def _open(self, ix: Any, meta: dict[str, Any]) -> None:
        self._close()
        self._ix = ix
        self._searcher = self._ix.searcher()
        spans = meta.get("slices")
        if not isinstance(spans, dict):
            raise ValueError("no slice table")
        for rs in self.corpus.rulesets:
            name = idx.slice_name(rs.game, rs.version)
            lo, hi = spans.get(name, (0, 0))
            if hi - lo != len(rs.records) or not self._holds(lo, rs, 0) or not self._holds(hi - 1, rs, -1):
                raise ValueError(f"{name} is not where the index says")
            if rs.records:  # an empty document has no run of its own
                self._slices[name] = [Slice(name, lo, hi - lo, lambda i, rs=rs: doc_text(rs, i))]
        self._starts = sorted((sl[0].lo, name) for name, sl in self._slices.items())
        placed = meta.get("rulings")
        if not isinstance(placed, dict):
            raise ValueError("no ruling table")
        by_uid = {doc.uid: doc for doc in self.rulings}
        self._ruling_at = {}
        for name, docs in self._ruling_groups.items():
            entries = placed.get(name) or []
            if sorted(u for _, u in entries) != sorted(d.uid for d in docs):
                raise ValueError(f"{name} does not hold the rulings it should")
            for docnum, uid in entries:
                if not self._stored_uid(docnum, uid):
                    raise ValueError(f"{name} is not where the index says")
                self._ruling_at[docnum] = by_uid[uid]
        if len(self._ruling_at) != len(self.rulings):
            raise ValueError("the index holds other rulings")
        self._place_rulings()
        self._meta = meta
        self._avgdl = float(meta.get("avgdl") or 1.0)

    def _place_rulings(self) -> None:
        """Each ruling group's slices: its runs of consecutive document numbers (a save leaves holes)."""
        groups: dict[str, list[int]] = {}
        for docnum, doc in sorted(self._ruling_at.items()):
            groups.setdefault(ruling_docs.slice_name(doc.game, doc.version), []).append(docnum)
        for name in [n for n in self._slices if n.startswith(ruling_docs.SLICE_PREFIX)]:
            del self._slices[name]
        for name, docnums in groups.items():
            runs: list[list[int]] = []
            for docnum in docnums:
                if runs and runs[-1][-1] + 1 == docnum:
                    runs[-1].append(docnum)
                else:
                    runs.append([docnum])
            self._slices[name] = [Slice(name, run[0], len(run), self._ruling_text_at(run[0]), weight=RULING_WEIGHT)
                                  for run in runs]
        self._scopes = {}

    def _ruling_text_at(self, lo: int) -> Callable[[int], DocText]:
        return lambda i: ruling_text(self._ruling_at[lo + i])

    # -- rulings kept up to date in place ----------------------------------

    def put_ruling(self, doc: ruling_docs.RulingDoc) -> bool:
        """Add or replace one ruling in the index at once (call it after its file is saved).

        True when the index was updated in place; False when it had to be rebuilt
        (too many saves since the last build, or the folder could not be written).
        """
        return self.update_rulings(put=[doc])

    def remove_ruling(self, uid: str) -> bool:
        """Take one ruling (by its uid) out of the index at once (call it after its file is deleted)."""
        return self.update_rulings(remove=[uid])

    def sync_rulings(self) -> bool:
        """Read the rulings source again and apply what changed (added, edited, deleted) in place."""
        _files, docs = ruling_docs.load(self.extra_documents)
        loaded = {(rs.game, rs.version) for rs in self.corpus.rulesets}
        now = {d.uid: d for d in docs if (d.game, d.version) in loaded}
        before = {d.uid: d for d in self.rulings}
        return self.update_rulings(put=[d for u, d in now.items() if before.get(u) != d],
                                   remove=[u for u in before if u not in now])

    def update_rulings(self, put: Sequence[ruling_docs.RulingDoc] = (), remove: Sequence[str] = ()) -> bool:
        """Replace or add ``put`` and delete ``remove`` (uids) in the open index, keep the tables, meta and
        seal in step, so the next start opens this index as it is. A save costs one small Whoosh segment
        instead of a rebuild of everything."""
        loaded = {(rs.game, rs.version) for rs in self.corpus.rulesets}
        put = [d for d in put if (d.game, d.version) in loaded]  # others can never be searched
        with self._lock:
            if self._searcher is None:
                self.ensure_index()
            self._check_unchanged()
            gone = {d.uid for d in put} | set(remove)
            self.rulings = [d for d in self.rulings if d.uid not in gone] + list(put)
            self.rulings_key = idx.files_key(self._ruling_files())
            try:
                self._write_rulings(put, [u for u in remove if u not in {d.uid for d in put}])
            except Exception as exc:  # a write that failed part way leaves the index unknown: build it again
                warn_once(f"the search index could not be updated in place ({exc}); rebuilding it")
                self._rebuild(None)
                return False
            if self._meta.get("segments", 1) > MAX_SEGMENTS:
                self._rebuild(None)
                return False
            return True

    def _ruling_files(self) -> list[Path]:
        if self.extra_documents is None:
            return []
        try:
            return self.extra_documents.files()
        except Exception as exc:  # whatever a caller's source raises: the next start rebuilds
            log.warning("ruling files not listed: %s", exc)
            return []

    def _write_rulings(self, put: Sequence[ruling_docs.RulingDoc], remove: Sequence[str]) -> None:
        old = {doc.uid: docnum for docnum, doc in self._ruling_at.items()}
        replaced = [old[u] for u in [*remove, *(d.uid for d in put)] if u in old]
        length = self._avgdl * self._searcher.doc_count() - sum(
            len(ruling_text(self._ruling_at[n]).body) for n in replaced)
        idx.write_rulings(self._ix, put, remove)
        self._searcher.close()
        self._searcher = self._ix.searcher()
        for docnum in replaced:
            del self._ruling_at[docnum]
        for doc in put:
            docnum = self._searcher.document_number(uid=doc.uid)
            if docnum is None:
                raise ValueError(f"{doc.uid} was not written")
            self._ruling_at[docnum] = doc
            length += len(ruling_text(doc).body)
        count = self._searcher.doc_count()
        self._avgdl = length / max(1, count)
        placed: dict[str, list[list[Any]]] = {}
        for docnum, doc in sorted(self._ruling_at.items()):
            placed.setdefault(ruling_docs.slice_name(doc.game, doc.version), []).append([docnum, doc.uid])
        meta = {**self._meta, "rulings": placed, "count": count, "avgdl": self._avgdl,
                "segments": len(self._searcher.reader().leaf_readers()), "rulings_key": self.rulings_key}
        if self.memory_reason:
            self._meta = meta
            self._memory_key = (self.key, self.rulings_key)
        else:
            # Files unchanged since they were checked keep their checksum; Whoosh's new ones are read.
            before = {e[0]: e for e in self._stamp or ()}
            now = idx.stamp(self.path) or ()
            files = meta.get("files") if isinstance(meta.get("files"), dict) else {}
            known = {e[0]: str(files[e[0]]) for e in now if e[0] in files and before.get(e[0]) == e}
            self._meta = idx.reseal(self.path, meta, self._get_secret(), known)
            self._stamp = idx.stamp(self.path)
        self._group_rulings()
        self._place_rulings()

    def _holds(self, docnum: int, ruleset: RuleSet, at: int) -> bool:
        return not ruleset.records or self._stored_uid(docnum, idx.uid(ruleset, ruleset.records[at]))

    def _stored_uid(self, docnum: int, uid: str) -> bool:
        try:
            stored = self._searcher.stored_fields(docnum) or {}
        except Exception:  # a number past the end
            return False
        return stored.get("uid") == uid

    def _close(self) -> None:
        self._stamp = None
        self._slices = {}
        self._starts = []
        self._ruling_at = {}
        self._scopes = {}
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

    def scope_problem(self, query: str = "", game: str | None = None, version: str | None = None) -> str:
        """Why a search with these filters (or the query's own ``game:``/``version:``) can find nothing.

        Empty when the filters name a document the corpus holds. A caller that
        cannot show an empty list as "no such game" (the command line) says this.
        """
        parsed = parse_query(cap_query(query)[0])
        game = game or parsed.game
        version = version or parsed.version
        games = self.corpus.games()
        if game and game not in games:
            return f"no game {game!r}; the games are: {', '.join(games) or '(none loaded)'}"
        if version and not self._rulesets_for(game, version):
            if game:
                return f"{game} has no version {version!r}; its versions are: {', '.join(self.corpus.versions(game))}"
            listed = "; ".join(f"{g} {', '.join(self.corpus.versions(g))}" for g in games)
            return f"no document has version {version!r}; the versions are: {listed or '(none loaded)'}"
        return ""

    def search(self, query: str, game: str | None = None, version: str | None = None,
               limit: int = 30) -> SearchResult:
        """Hits for ``query`` (a list; ``.total`` is how many records matched, beyond ``limit`` too).

        A query over MAX_QUERY_CHARS is searched by its beginning.
        """
        query, cut = cap_query(query)
        if cut:
            log.info("query cut to its first %d characters", len(query))
        parsed = parse_query(query)
        game = game or parsed.game
        version = version or parsed.version
        if parsed.is_empty():
            return SearchResult()
        with self._lock:
            if self._searcher is None:
                self.ensure_index()
            self._check_unchanged()
            try:
                return self._search(parsed, game, version, limit)
            except Exception as exc:  # a damaged index must not take the app down
                if not self._recover(exc):
                    raise
                return self._search(parsed, game, version, limit)

    def _recover(self, exc: Exception) -> bool:
        """After a failed search: rebuild when the index is damaged (or unreadable), else False (a bug: raise).

        A read error on an index just built is not rebuilt again, so a bug cannot
        make every keystroke rebuild.
        """
        if self.memory_reason:
            return False
        problem = self._check()[0]
        if not problem and (self._fresh or not _is_read_error(exc)):
            return False
        warn_once(f"the search index could not be read ({problem or type(exc).__name__}); rebuilding it")
        self._rebuild(None)
        return True

    def _search(self, parsed: ParsedQuery, game: str | None, version: str | None, limit: int) -> SearchResult:
        hits: list[Hit] = []
        seen: set[str] = set()
        for ruleset, record in self._number_hits(parsed, game, version):
            uid = idx.uid(ruleset, record)
            if uid not in seen:
                seen.add(uid)
                hits.append(self._hit(ruleset, record, 1000.0 - len(hits), [], exact=True))
        for doc in self._citing(parsed, game, version) if hits else []:
            if doc.uid not in seen:
                seen.add(doc.uid)
                hits.append(self._ruling_hit(doc, 1000.0 - len(hits), []))
        if hits:
            # The query named a rule: the text search adds only the records that quote its number.
            parsed = ParsedQuery(raw=parsed.raw, phrases=[parsed.text.strip()], game=parsed.game,
                                 version=parsed.version)
        scope = self._scope(game, version)
        plan = self._plan(parsed, scope)
        needles = plan.highlights()
        # A rule number names its record: no feedback from it.
        # RULING_REACH more than shown: a ruling near the end is ordered by the rules just below it, so the
        # first ``limit`` hits are the same whatever the limit.
        ranked = rank(scope, plan, limit + len(hits) + RULING_REACH, feedback_on=not hits)
        total = len(hits) + ranked.total
        found: dict[tuple[str, str, str], int] = {}  # each ranked hit's document number, to light it up below
        for score, docnum in ranked:
            uid, hit = self._hit_for(docnum, score, [])
            if uid in seen:
                total -= 1  # listed already as the rule named, a child or a citing ruling
                continue
            seen.add(uid)
            hits.append(hit)
            found[(hit.game, hit.version, hit.key)] = docnum
        # Highlights only for the hits shown (finding them is most of a search's time).
        shown = after_cited_rules(hits)[:limit]
        return SearchResult([self._lit(h, found.get((h.game, h.version, h.key)), needles) for h in shown], total)

    def _lit(self, hit: Hit, docnum: int | None, needles: list[str]) -> Hit:
        """The ranked hit with its matched words found (a hit by rule number keeps none)."""
        if docnum is None or not needles:
            return hit
        return self._hit_for(docnum, hit.score, needles)[1]

    def _plan(self, parsed: ParsedQuery, scope: Scope) -> Plan:
        """The query's words, parts and alternatives for the documents of ``scope`` (kana read as their words)."""
        games = sorted({s.name.split("@", 1)[0] for s in scope.slices})
        return with_readings(plan_query(parsed.terms, parsed.phrases, self.synonyms, games, self.morph_mode),
                             scope.spellings)

    def query_plan(self, query: str, game: str | None = None, version: str | None = None) -> Plan:
        """How ``query`` is matched (``analyze`` shows it): each word and part with its alternatives and readings."""
        parsed = parse_query(cap_query(query)[0])
        with self._lock:
            if self._searcher is None:
                self.ensure_index()
            return self._plan(parsed, self._scope(game or parsed.game, version or parsed.version))

    def _hit_for(self, docnum: int, score: float, needles: list[str]) -> tuple[str, Hit]:
        """The document's uid and its hit."""
        doc = self._ruling_at.get(docnum)
        if doc is not None:
            return doc.uid, self._ruling_hit(doc, score, needles)
        lo, name = self._starts[bisect.bisect_right(self._starts, (docnum, "\uffff")) - 1]
        ruleset = self._rulesets[tuple(name.split("@", 1))]  # type: ignore[index]
        record = ruleset.records[docnum - lo]
        return idx.uid(ruleset, record), self._hit(ruleset, record, score, needles)

    def _citing(self, parsed: ParsedQuery, game: str | None, version: str | None) -> list[Any]:
        """Rulings that cite the rule the query names, in the documents searched."""
        wanted = id_form(parsed.text.strip())
        out: list[Any] = []
        for ruleset in self._rulesets_for(game, version):
            name = ruling_docs.slice_name(ruleset.game, ruleset.version)
            table = self._cited.get(name)
            if table is None:
                table = self._cited[name] = {}
                for doc in self._ruling_groups.get(name, []):
                    for cite in doc.cites:
                        table.setdefault(id_form(cite), []).append(doc)
            out += table.get(wanted, [])
        return out

    def _number_hits(self, parsed: ParsedQuery, game: str | None,
                     version: str | None) -> Iterator[tuple[RuleSet, Record]]:
        """Records the query names by number, alias or key: those first, then their children."""
        text = parsed.text.strip()
        if not text or len(parsed.terms) + len(parsed.phrases) != 1 or not _id_like(text):
            return
        wanted = id_form(text)
        for ruleset in self._rulesets_for(game, version):
            found = self._ids(ruleset).get(wanted, [])
            yield from ((ruleset, record) for record in found)
            for record in found:
                for child_key in record.children:
                    child = ruleset.get(child_key)
                    if child is not None:
                        yield ruleset, child

    def _ids(self, ruleset: RuleSet) -> dict[str, list[Record]]:
        """Every record by each way a person may type its ID (cached: a lookup must not scan the document)."""
        name = idx.slice_name(ruleset.game, ruleset.version)
        table = self._id_tables.get(name)
        if table is None:
            table = {}
            for record in ruleset.records:
                for typed in dict.fromkeys([record.key, record.rule_id, *record.aliases]):
                    bucket = table.setdefault(id_form(typed), [])
                    if record not in bucket:
                        bucket.append(record)
            self._id_tables[name] = table
        return table

    def _rulesets_for(self, game: str | None, version: str | None) -> list[RuleSet]:
        """Without a version, each game's newest: a judge at the table wants the rules in force."""
        out: list[RuleSet] = []
        for g in [game] if game else self.corpus.games():
            if g not in self.corpus.games():
                continue
            wanted = version or self.corpus.get(g).version
            out += [rs for rs in self.corpus.rulesets if rs.game == g and rs.version == wanted]
        return out

    def _scope(self, game: str | None, version: str | None) -> Scope:
        """The slices a filter allows, kept per filter so each needle's matches are cached across keystrokes."""
        key = (game, version)
        scope = self._scopes.get(key)
        if scope is None:
            names = [n for rs in self._rulesets_for(game, version)
                     for n in (idx.slice_name(rs.game, rs.version), ruling_docs.slice_name(rs.game, rs.version))]
            slices = [sl for n in names for sl in self._slices.get(n, [])]
            scope = self._scopes[key] = Scope(self._searcher.reader(), slices, self._avgdl, self.morph_mode)
        return scope

    def _ruling_hit(self, doc: Any, score: float, needles: list[str]) -> Hit:
        spans = find_spans(doc.body, needles) if needles else []
        snip, snip_spans = snippet(doc.body, spans)
        return Hit(game=doc.game, version=doc.version, key=doc.uid, rule_id=doc.ruling_id,
                   kind=ruling_docs.RULING_KIND, heading=doc.title, text=doc.body, score=score,
                   highlights=tuple(spans), snippet=snip, snippet_highlights=tuple(snip_spans), cites=doc.cites)

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
            variant=record.has(Flag.VARIANT),
        )
