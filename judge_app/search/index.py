"""The Whoosh index on disk: schema, build, and the checks that decide a rebuild.

Every Whoosh call of the app lives in this package, so the engine could be
replaced without touching callers.

The cache folder is not trusted. Whoosh unpickles its ``.toc`` files, so a planted
one would run code, and damage in a posting list goes unnoticed until a search
reads it. So every build seals its folder: the meta file lists the SHA-256 of
every index file and carries an HMAC of itself under a per-install secret key
kept (mode 0600) in the user's data folder, not in the cache. Nothing in the
folder is handed to Whoosh before the seal and every checksum match.
"""

from __future__ import annotations

import contextlib
import hashlib
import hmac
import json
import os
import re
import shutil
import stat
import threading
import time
from collections.abc import Callable, Iterable, Sequence
from pathlib import Path
from typing import Any

from platformdirs import user_cache_dir, user_data_dir
from whoosh import index as windex
from whoosh.fields import ID, STORED, TEXT, Schema
from whoosh.filedb.filestore import RamStorage

from judge_app.corpus import Corpus, Kind, Record, RuleSet
from judge_app.safeio import InputError, read_bytes, read_json
from judge_app.search import rulings as ruling_docs
from judge_app.search import segments
from judge_app.search.analysis import (
    ANALYZER_VERSION,
    DEFAULT_MORPH_MODE,
    bigram_analyzer,
    dictionary_version,
    gram_text,
    morph_analyzer,
    reading_analyzer,
    unigram_analyzer,
)
from judge_app.storage import atomic_write_text

META_FILE = "judge_app_index.json"
# Bump when the schema or what goes into a field changes: the cache key includes it.
INDEX_FORMAT = "9"
Progress = Callable[[int, int], None]
SECRET_FILE = "search-index.key"
SECRET_BYTES = 32
# The meta file holds a few numbers per document slice: far below this.
MAX_META_BYTES = 1024 * 1024
# Synonyms and ruling files hashed into the cache key are read with the usual data-file cap.
_EPHEMERAL: dict[str, bytes] = {}
_SECRET_LOCK = threading.Lock()


def build_schema(morph_mode: str = DEFAULT_MORPH_MODE) -> Schema:
    """Postings only where they are needed: candidates come from ``gram``/``uni``/``morph``.

    Titles, defined terms and section paths are ranked from the records in memory
    (see ``ranking.py``), so they need no fields of their own.
    """
    return Schema(
        uid=ID(stored=True, unique=True),
        game=ID(stored=True),
        version=ID(stored=True),
        key=STORED,
        rule_id=ID(stored=True),
        kind=ID(stored=True),
        morph=TEXT(analyzer=morph_analyzer(morph_mode), phrase=False),
        gram=TEXT(analyzer=bigram_analyzer(), phrase=False),
        uni=TEXT(analyzer=unigram_analyzer(), phrase=False),
        # Where the record sits: its sections' titles and the head of its parent rule (a sub-rule of
        # 【ウォークライ】 rarely repeats the word). Weak evidence, ranked far below the record's own text.
        ctx=TEXT(analyzer=bigram_analyzer(), phrase=False),
        # The readings of the record's kanji words with their spellings: a kana query's way to the kanji.
        read=TEXT(analyzer=reading_analyzer(morph_mode), phrase=False),
    )


_DEFINED_QUOTED = re.compile(r"^[「『【《“\"]([^」』】》”\"]{1,24})[」』】》”\"]\s*(?:とは|は、|[:：])")
_DEFINED_TOWA = re.compile(r"^([^、。「」]{1,16}?)\s*とは")


def defined_terms(record: Record) -> list[str]:
    """Words a record defines, so the definition outranks the mentions."""
    out: list[str] = []
    if record.kind is Kind.GLOSSARY or record.kind in (Kind.SECTION, Kind.CHAPTER):
        out.append(record.title or record.rule_id.split(":", 1)[-1])
    text = record.text.lstrip()
    for pattern in (_DEFINED_QUOTED, _DEFINED_TOWA):
        m = pattern.match(text)
        if m:
            out.append(m.group(1))
    return out


def _head(record: Record) -> str:
    return record.title or record.text.split("。", 1)[0][:60]


def context(ruleset: RuleSet, record: Record, previous: Record | None = None) -> str:
    """The titles above a record and the first words of the rule it belongs to.

    That rule is its parent, or the record just before it when that one's number
    starts this one's (a document that prints 302.1 twice hangs 302.1.1 under the
    first, though it follows and explains the second).
    """
    parts = list(record.path)
    parent = ruleset.get(record.parent) if record.parent else None
    if parent is not None:
        parts.append(_head(parent))
    if (previous is not None and previous is not parent and previous.rule_id
            and record.rule_id.startswith(previous.rule_id + ".")):
        parts.append(_head(previous))
    return "\n".join(parts)


def uid(ruleset: RuleSet, record: Record) -> str:
    return f"{ruleset.game}@{ruleset.version}#{record.key}"


def slice_name(game: str, version: str) -> str:
    return f"{game}@{version}"


def documents(corpus: Corpus, rulings: Sequence[Any] = ()) -> Iterable[tuple[str, dict[str, str]]]:
    """Each ruleset's records in order, then the rulings grouped by game and version.

    Every group is one contiguous run of document numbers (its slice).
    """
    for ruleset in corpus.rulesets:
        for n, record in enumerate(ruleset.records):
            body = f"{record.title}\n{record.text}"
            yield slice_name(ruleset.game, ruleset.version), {
                "uid": uid(ruleset, record),
                "game": ruleset.game,
                "version": ruleset.version,
                "key": record.key,
                "rule_id": record.rule_id,
                "kind": record.kind.value,
                "morph": body,
                "gram": body,
                "uni": body,
                "ctx": context(ruleset, record, ruleset.records[n - 1] if n else None),
                "read": body,
            }
    for doc in rulings:
        yield ruling_docs.slice_name(doc.game, doc.version), ruling_fields(doc)


def source_key(corpus: Corpus, extra_files: Iterable[Path] = (), morph_mode: str = DEFAULT_MORPH_MODE) -> str:
    """Hash of everything an index holds: the loaded records, the synonyms, the analyzer.

    Hashing the records (not the source files) means a parser or fixes change
    invalidates the index too, and the key always matches what gets indexed.
    """
    h = _setup_hash(extra_files, morph_mode)
    for rs in corpus.rulesets:
        _hash_ruleset(h, rs)
    return h.hexdigest()[:20]


def setup_key(extra_files: Iterable[Path] = (), morph_mode: str = DEFAULT_MORPH_MODE) -> str:
    """Hash of how documents are analysed (analyser, format, dictionary, synonyms): indexes that share it hold
    the same postings for the same records, so one can be made from another by swapping documents."""
    return _setup_hash(extra_files, morph_mode).hexdigest()[:20]


def ruleset_key(ruleset: RuleSet) -> str:
    """Hash of one document's records, as ``source_key`` hashes them."""
    h = hashlib.sha256()
    _hash_ruleset(h, ruleset)
    return h.hexdigest()[:20]


def analysis_setup(morph_mode: str = DEFAULT_MORPH_MODE) -> str:
    """How this process turns text into postings: analyser, index format, split mode, dictionary."""
    return (f"analyzer={ANALYZER_VERSION};format={INDEX_FORMAT};morph={morph_mode};"
            f"dictionary={dictionary_version(morph_mode)}")


def _setup_hash(extra_files: Iterable[Path], morph_mode: str) -> Any:
    h = hashlib.sha256(analysis_setup(morph_mode).encode())
    _hash_files(h, extra_files)
    return h


def _hash_ruleset(h: Any, rs: RuleSet) -> None:
    h.update(f"\x00{rs.game}@{rs.version}".encode())
    for r in rs.records:
        h.update(f"\x01{r.key}\x02{r.rule_id}\x02{r.kind}\x02{r.title}\x02{r.heading}\x02{r.text}".encode())


def _hash_files(h: Any, files: Iterable[Path]) -> None:
    """Feed each file's folder, name and bytes into ``h``; an unreadable file counts by why (its readers report it)."""
    for path in files:
        h.update(f"\x03{path.parent.name}/{path.name}\x03".encode())
        try:
            h.update(read_bytes(path))
        except InputError as exc:  # a missing, special or oversized file
            h.update(f"<{exc.kind}>".encode())


def files_key(files: Iterable[Path]) -> str:
    """Hash of the ruling files (names and bytes): kept in the meta, not in the folder's name.

    A ruling saved through the engine updates the index in place and this hash with
    it, so the next start opens the same folder; a file changed behind the app's back
    makes the hash differ and the index rebuild.
    """
    h = hashlib.sha256(b"rulings")
    _hash_files(h, files)
    return h.hexdigest()[:20]


def default_index_base() -> Path:
    return Path(user_cache_dir("judge-app", appauthor=False)) / "index"


def default_secret_path() -> Path:
    """The key that seals this install's indexes: in the data folder, so a copied or planted cache lacks it."""
    return Path(user_data_dir("judge-app", appauthor=False)) / SECRET_FILE


def load_secret(path: Path) -> tuple[bytes, str]:
    """This install's index key, made (mode 0600) on first use; and why, when it cannot be kept on disk.

    Without a kept key the process seals with a key of its own: its indexes are
    trusted only by itself, so the next start rebuilds rather than trusting a cache.
    """
    try:
        data = read_bytes(path, max_bytes=4096, what="search index key")
        if len(data) >= SECRET_BYTES:
            return data, ""
        problem = f"{path}: the search index key is too short"
    except InputError as exc:
        problem = str(exc)
        if exc.kind == "missing":
            try:
                return _create_secret(path), ""
            except OSError as err:
                problem = f"{path}: cannot keep the search index key ({err.strerror or err})"
    with _SECRET_LOCK:
        secret = _EPHEMERAL.setdefault(str(path), os.urandom(SECRET_BYTES))
    return secret, problem


def _create_secret(path: Path) -> bytes:
    """A new random key, readable by its owner only; a second process making one at once gets the first's."""
    path.parent.mkdir(parents=True, exist_ok=True, mode=0o700)
    tmp = path.with_name(f".{path.name}.{os.getpid()}.{threading.get_ident()}")
    secret = os.urandom(SECRET_BYTES)
    fd = os.open(tmp, os.O_WRONLY | os.O_CREAT | os.O_TRUNC, 0o600)
    try:
        with os.fdopen(fd, "wb") as fh:
            fh.write(secret)
            fh.flush()
            os.fsync(fh.fileno())
        try:
            os.link(tmp, path)
        except FileExistsError:
            return read_bytes(path, max_bytes=4096, what="search index key")
    finally:
        tmp.unlink(missing_ok=True)
    return secret


def _seal(meta: dict[str, Any], secret: bytes) -> str:
    body = json.dumps({k: v for k, v in meta.items() if k != "mac"}, sort_keys=True, ensure_ascii=True,
                      separators=(",", ":"))
    return hmac.new(secret, body.encode("ascii"), hashlib.sha256).hexdigest()


def _sha256(path: Path) -> str:
    with path.open("rb") as fh:
        return hashlib.file_digest(fh, "sha256").hexdigest()


def _index_files(path: Path) -> list[str]:
    return sorted(name for name in os.listdir(path) if name != META_FILE)


def read_meta(path: Path) -> dict[str, object] | None:
    try:
        data = read_json(path / META_FILE, max_bytes=MAX_META_BYTES, what="index meta file")
    except InputError:
        return None
    return data if isinstance(data, dict) else None


def check(path: Path, key: str, secret: bytes, morph_mode: str = DEFAULT_MORPH_MODE,
          rulings_key: str | None = None) -> tuple[str, dict[str, Any]]:
    """Why the index at ``path`` cannot be used ("" when it can), and its meta.

    The seal and every file's checksum are checked before Whoosh reads a byte:
    Whoosh unpickles the ``.toc`` file, so an unchecked one could run code.
    ``rulings_key`` (when given) must be the one the meta holds: the ruling files indexed.
    """
    if not path.is_dir():
        return "missing", {}
    try:
        meta = read_json(path / META_FILE, max_bytes=MAX_META_BYTES, what="index meta file")
    except InputError as exc:
        return ("missing" if exc.kind == "missing" else f"corrupt ({exc.message})"), {}
    if not isinstance(meta, dict):
        return "corrupt (the meta file is not a mapping)", {}
    if meta.get("key") != key:
        return "stale", {}
    mac = meta.get("mac")
    if not isinstance(mac, str) or not hmac.compare_digest(mac, _seal(meta, secret)):
        return "corrupt (its seal does not match: damaged, or not built by this install)", {}
    if rulings_key is not None and meta.get("rulings_key") != rulings_key:
        return "stale (the ruling files changed)", {}
    problem = _files_problem(path, meta.get("files"))
    if problem:
        return f"corrupt ({problem})", {}
    try:
        ix = windex.open_dir(str(path), schema=build_schema(morph_mode))
        try:
            with ix.searcher() as searcher:
                if searcher.doc_count() != meta.get("count"):
                    return "corrupt (document count differs)", {}
                # One segment from a build, one more for each ruling saved in place since.
                if len(searcher.reader().leaf_readers()) != meta.get("segments", 1):
                    return "corrupt (the segments differ)", {}
        finally:
            ix.close()
    except Exception as exc:  # any Whoosh or I/O failure means: rebuild
        return f"corrupt ({type(exc).__name__})", {}
    return "", meta


def _files_problem(path: Path, files: object) -> str:
    """Why the folder's files are not exactly those listed with their SHA-256 ("" when they are)."""
    if not isinstance(files, dict):
        return "no checksums"
    try:
        present = _index_files(path)
        if present != sorted(files):
            extra = sorted(set(present) - set(files))
            gone = sorted(set(files) - set(present))
            return f"unexpected file {extra[0]}" if extra else f"{gone[0]} is missing"
        for name in present:
            if not stat.S_ISREG((path / name).lstat().st_mode):
                return f"{name} is not a regular file"
            if not hmac.compare_digest(_sha256(path / name), str(files[name])):
                return f"{name} differs from when it was built"
    except OSError as exc:
        return str(exc.strerror or exc)
    return ""


def adopt(path: Path, secret: bytes) -> str:
    """Seal with this install's key an index folder that came inside the app's own package.

    Such a folder is as trusted as the code beside it, but was sealed on the machine
    that built the package. Its files must still match the checksums it lists. Never
    use this on a folder from the cache or from another person: that is what the seal
    guards against. Returns "" when sealed, else why not.
    """
    try:
        meta = read_json(path / META_FILE, max_bytes=MAX_META_BYTES, what="index meta file")
    except InputError as exc:
        return str(exc)
    if not isinstance(meta, dict):
        return "the meta file is not a mapping"
    problem = _files_problem(path, meta.get("files"))
    if problem:
        return problem
    meta["mac"] = _seal(meta, secret)
    try:
        atomic_write_text(path / META_FILE, json.dumps(meta, ensure_ascii=False))
    except OSError as exc:
        return str(exc)
    return ""


def verify(path: Path, key: str, secret: bytes, morph_mode: str = DEFAULT_MORPH_MODE,
           rulings_key: str | None = None) -> str:
    """Empty when the index at ``path`` is whole, sealed by this install and current; else why it is not."""
    return check(path, key, secret, morph_mode, rulings_key)[0]


def stamp(path: Path) -> tuple[tuple[str, int, int, int], ...] | None:
    """Each file's name, size, change time and inode: a file rewritten under an open index changes it."""
    try:
        with os.scandir(path) as entries:
            return tuple(sorted((e.name, st.st_size, st.st_mtime_ns, st.st_ino)
                                for e in entries for st in [e.stat(follow_symlinks=False)]))
    except OSError:
        return None


def _layout(docs: Sequence[tuple[str, dict[str, str]]], length: int) -> dict[str, Any]:
    """The meta's slice table and rulings' places for ``docs`` numbered in order; their average length from
    their text ``length`` (measured as they were written)."""
    slices: dict[str, list[int]] = {}
    placed: dict[str, list[list[Any]]] = {}
    for n, (name, doc) in enumerate(docs):
        span = slices.setdefault(name, [n, n])
        span[1] = n + 1
        if name.startswith(ruling_docs.SLICE_PREFIX):
            placed.setdefault(name, []).append([n, doc["uid"]])
    return {"count": len(docs), "slices": slices, "rulings": placed, "avgdl": length / max(1, len(docs))}


def _fill(ix: windex.Index, docs: list[tuple[str, dict[str, str]]], progress: Progress | None,
          parallel: tuple[Path, str] | None = None) -> dict[str, Any]:
    """Write the documents, in one segment or (``parallel``: the folder and the analysis mode) two at once;
    the meta's tables."""
    if parallel is None:
        written, length = segments.write(ix, docs, progress)
    else:
        folder, morph_mode = parallel
        written, length = segments.write_parallel(ix, folder, docs, morph_mode, analysis_setup(morph_mode),
                                                  progress)
    return {**_layout(docs, length), "segments": written}


def build(path: Path, corpus: Corpus, key: str, secret: bytes, progress: Progress | None = None,
          morph_mode: str = DEFAULT_MORPH_MODE, rulings: Sequence[Any] = (), rulings_key: str = "",
          setup: str = "", workers: int | None = None) -> int:
    """Build into a temporary folder, seal it, then move it into place: a crash never leaves half an index.

    The meta file records where each ruleset's documents start and end, so a
    search restricted to one game reads only that part of every posting list;
    and, with ``setup`` (``setup_key``), each ruleset's hash, so a later index
    for a changed set of documents can be made from this one (``derive``).
    ``workers``: 1 writes one segment, 2 two at once (``segments``); by default two when this process may
    use two cores and there are enough documents for it to pay.
    Raises OSError when the cache cannot be written (read-only, full, not a folder).
    """
    docs = list(documents(corpus, rulings))
    two = segments.worth_two(len(docs)) if workers is None else workers > 1 and len(docs) > 1
    tmp = _staging(path)
    try:
        tmp.mkdir(parents=True)
        ix = windex.create_in(str(tmp), build_schema(morph_mode))
        try:
            meta: dict[str, Any] = {"key": key, "rulings_key": rulings_key, "morph": morph_mode, "setup": setup,
                                    "parts": parts(corpus),
                                    **_fill(ix, docs, progress, (tmp, morph_mode) if two else None)}
        finally:
            ix.close()
        _seal_into_place(tmp, path, meta, secret)
    finally:
        shutil.rmtree(tmp, ignore_errors=True)
    return len(docs)


def parts(corpus: Corpus) -> dict[str, str]:
    """Each ruleset's slice name and the hash of its records."""
    return {slice_name(rs.game, rs.version): ruleset_key(rs) for rs in corpus.rulesets}


def _staging(path: Path) -> Path:
    return path.with_name(path.name + f".building-{os.getpid()}-{int(time.time() * 1000)}")


def _seal_into_place(tmp: Path, path: Path, meta: dict[str, Any], secret: bytes) -> None:
    """List the checksum of every file of the index in ``tmp``, seal its meta, and move it to ``path``."""
    meta["files"] = {name: _sha256(tmp / name) for name in _index_files(tmp)}
    meta["mac"] = _seal(meta, secret)
    with (tmp / META_FILE).open("w", encoding="utf-8") as fh:
        fh.write(json.dumps(meta, ensure_ascii=False))
        fh.flush()
        os.fsync(fh.fileno())
    shutil.rmtree(path, ignore_errors=True)
    tmp.rename(path)


def reusable(meta: dict[str, Any], corpus: Corpus, setup: str) -> int:
    """How many of ``corpus``'s records an index with ``meta`` already holds (0 when it was analysed otherwise)."""
    if not setup or meta.get("setup") != setup or not isinstance(meta.get("parts"), dict):
        return 0
    held = meta["parts"]
    return sum(len(rs.records) for rs in corpus.rulesets
               if held.get(slice_name(rs.game, rs.version)) == ruleset_key(rs))


def derive(path: Path, source: Path, source_meta: dict[str, Any], corpus: Corpus, key: str, secret: bytes,
           morph_mode: str = DEFAULT_MORPH_MODE, rulings: Sequence[Any] = (), rulings_key: str = "",
           setup: str = "", progress: Progress | None = None) -> int:
    """Make the index for ``corpus`` at ``path`` from a checked index of other documents at ``source``.

    A copy of ``source`` keeps the rulesets it holds unchanged; the others' documents and every ruling are
    deleted (holes, skipped by postings and outside every slice) and the new rulesets and the rulings are
    written as one new segment, so importing a rules version costs that version's documents, not all of
    them. The copy is sealed under ``key`` and moved into place like a build; ``source`` is left as it was
    (another running copy may read it). Returns how many documents were written.
    Raises OSError when the cache cannot be written, ValueError when the copy is not what its meta says.
    """
    held = source_meta.get("parts") or {}
    spans = source_meta.get("slices") or {}
    wanted = parts(corpus)
    kept = {name: spans[name] for name, hashed in wanted.items() if held.get(name) == hashed and name in spans}
    drop = [n for name, (lo, hi) in spans.items() if name not in kept for n in range(lo, hi)]
    drop += [n for entries in (source_meta.get("rulings") or {}).values() for n, _uid in entries]
    fresh = [rs for rs in corpus.rulesets if slice_name(rs.game, rs.version) not in kept]
    docs = [d for rs in fresh for d in documents(Corpus(rulesets=[rs], errors=[], root=corpus.root))]
    docs += [(ruling_docs.slice_name(d.game, d.version), ruling_fields(d)) for d in rulings]
    tmp = _staging(path)
    try:
        shutil.copytree(source, tmp, ignore=shutil.ignore_patterns(META_FILE))
        ix = windex.open_dir(str(tmp), schema=build_schema(morph_mode))
        try:
            writer = ix.writer()
            try:
                for docnum in drop:
                    writer.delete_document(docnum)
                for n, (_name, doc) in enumerate(docs):
                    writer.add_document(**doc)
                    if progress is not None and ((n + 1) % 100 == 0 or n + 1 == len(docs)):
                        progress(n + 1, len(docs))
                writer.commit(merge=False)
            except BaseException:
                with contextlib.suppress(Exception):  # the first error is the one to report
                    writer.cancel()
                raise
            with ix.searcher() as searcher:
                slices = dict(kept)
                for rs in fresh:
                    if rs.records:
                        lo = searcher.document_number(uid=uid(rs, rs.records[0]))
                        hi = searcher.document_number(uid=uid(rs, rs.records[-1]))
                        if lo is None or hi is None or hi - lo + 1 != len(rs.records):
                            raise ValueError(f"{slice_name(rs.game, rs.version)} was not written in one run")
                        slices[slice_name(rs.game, rs.version)] = [lo, hi + 1]
                placed: dict[str, list[list[Any]]] = {}
                for d in rulings:
                    docnum = searcher.document_number(uid=d.uid)
                    if docnum is None:
                        raise ValueError(f"{d.uid} was not written")
                    placed.setdefault(ruling_docs.slice_name(d.game, d.version), []).append([docnum, d.uid])
                count = searcher.doc_count()
                segments = len(searcher.reader().leaf_readers())
        finally:
            ix.close()
        length = sum(len(gram_text(f"{r.title}\n{r.text}")) for rs in corpus.rulesets for r in rs.records)
        length += sum(len(gram_text(ruling_fields(d)["gram"])) for d in rulings)
        meta: dict[str, Any] = {"key": key, "rulings_key": rulings_key, "morph": morph_mode, "setup": setup,
                                "parts": wanted, "count": count, "slices": slices, "rulings": placed,
                                "segments": segments, "avgdl": length / max(1, count)}
        _seal_into_place(tmp, path, meta, secret)
    finally:
        shutil.rmtree(tmp, ignore_errors=True)
    return len(docs)


def build_in_memory(corpus: Corpus, key: str, progress: Progress | None = None,
                    morph_mode: str = DEFAULT_MORPH_MODE, rulings: Sequence[Any] = (),
                    rulings_key: str = "") -> tuple[Any, dict[str, Any]]:
    """The same index in memory, for when the cache folder cannot hold one: its Whoosh index and meta."""
    ix = RamStorage().create_index(build_schema(morph_mode))
    meta: dict[str, Any] = {"key": key, "rulings_key": rulings_key, "morph": morph_mode,
                            **_fill(ix, list(documents(corpus, rulings)), progress)}
    return ix, meta


def ruling_fields(doc: Any) -> dict[str, str]:
    """What the index holds for one ruling (as ``documents`` gives it)."""
    fields = ruling_docs.fields(doc)
    return {**fields, "read": fields["gram"]}


def write_rulings(ix: Any, put: Sequence[Any], remove: Sequence[str]) -> None:
    """Replace or add the rulings ``put`` and delete the uids ``remove``, in one commit and one new segment.

    Not merged: merging would renumber the documents, and every slice is a run of
    document numbers. The replaced and removed documents stay as deleted holes,
    which postings skip.
    """
    writer = ix.writer()
    try:
        for uid_ in remove:
            writer.delete_by_term("uid", uid_)
        for doc in put:
            writer.update_document(**ruling_fields(doc))
        writer.commit(merge=False)
    except BaseException:
        with contextlib.suppress(Exception):  # the first error is the one to report
            writer.cancel()
        raise


def reseal(path: Path, meta: dict[str, Any], secret: bytes, known: dict[str, str]) -> dict[str, Any]:
    """The meta rewritten (atomically) for the folder's files now, sealed again; ``known``: name -> checksum
    of files verified earlier and unchanged since (Whoosh never rewrites a segment file), so only new files
    are read."""
    files = {name: known.get(name) or _sha256(path / name) for name in _index_files(path)}
    meta = {**{k: v for k, v in meta.items() if k != "mac"}, "files": files}
    meta["mac"] = _seal(meta, secret)
    atomic_write_text(path / META_FILE, json.dumps(meta, ensure_ascii=False))
    return meta


def open_index(path: Path, morph_mode: str = DEFAULT_MORPH_MODE) -> Any:
    """A checked index folder, with the app's own schema (the pickled one in the ``.toc`` is skipped)."""
    return windex.open_dir(str(path), schema=build_schema(morph_mode))


def remove_others(base: Path, keep: Path, min_age_seconds: float = 600.0) -> None:
    """Delete indexes of other keys, but only old ones: another running copy may still be reading one."""
    now = time.time()
    try:
        children = list(base.iterdir())
    except OSError:  # no cache folder (or not a folder): nothing to tidy
        return
    for child in children:
        try:
            if child == keep or not child.is_dir() or now - child.stat().st_mtime < min_age_seconds:
                continue
        except OSError:
            continue
        shutil.rmtree(child, ignore_errors=True)
