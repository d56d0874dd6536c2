"""The Whoosh index on disk: schema, build, and the checks that decide a rebuild.

Every Whoosh call of the app lives in this package, so the engine could be
replaced without touching callers.
"""

from __future__ import annotations

import hashlib
import json
import re
import shutil
import time
from collections.abc import Callable, Iterable, Sequence
from pathlib import Path
from typing import Any

from platformdirs import user_cache_dir
from whoosh import index as windex
from whoosh.fields import ID, STORED, TEXT, Schema

from judge_app.corpus import Corpus, Kind, Record, RuleSet
from judge_app.search import rulings as ruling_docs
from judge_app.search.analysis import (
    ANALYZER_VERSION,
    DEFAULT_MORPH_MODE,
    bigram_analyzer,
    gram_text,
    morph_analyzer,
    unigram_analyzer,
)

META_FILE = "judge_app_index.json"
# Bump when the schema or what goes into a field changes: the cache key includes it.
INDEX_FORMAT = "6"
Progress = Callable[[int, int], None]


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
            }
    for doc in rulings:
        yield ruling_docs.slice_name(doc.game, doc.version), ruling_docs.fields(doc)


def source_key(corpus: Corpus, extra_files: Iterable[Path] = (), morph_mode: str = DEFAULT_MORPH_MODE) -> str:
    """Hash of everything an index holds: the loaded records, the synonyms, the analyzer.

    Hashing the records (not the source files) means a parser or fixes change
    invalidates the index too, and the key always matches what gets indexed.
    """
    h = hashlib.sha256(f"analyzer={ANALYZER_VERSION};format={INDEX_FORMAT};morph={morph_mode}".encode())
    for path in extra_files:
        h.update(f"\x03{path.parent.name}/{path.name}\x03".encode())
        try:
            h.update(path.read_bytes())
        except OSError:
            h.update(b"<missing>")
    for rs in corpus.rulesets:
        h.update(f"\x00{rs.game}@{rs.version}".encode())
        for r in rs.records:
            h.update(f"\x01{r.key}\x02{r.rule_id}\x02{r.kind}\x02{r.title}\x02{r.heading}\x02{r.text}".encode())
    return h.hexdigest()[:20]


def default_index_base() -> Path:
    return Path(user_cache_dir("judge-app", appauthor=False)) / "index"


def read_meta(path: Path) -> dict[str, object] | None:
    try:
        data = json.loads((path / META_FILE).read_text(encoding="utf-8"))
    except (OSError, ValueError):
        return None
    return data if isinstance(data, dict) else None


def build(path: Path, corpus: Corpus, key: str, progress: Progress | None = None,
          morph_mode: str = DEFAULT_MORPH_MODE, rulings: Sequence[Any] = ()) -> int:
    """Build into a temporary folder, then move it into place: a crash never leaves half an index.

    The meta file records where each ruleset's documents start and end, so a
    search restricted to one game reads only that part of every posting list.
    """
    docs = list(documents(corpus, rulings))
    tmp = path.with_name(path.name + f".building-{int(time.time() * 1000)}")
    shutil.rmtree(tmp, ignore_errors=True)
    tmp.mkdir(parents=True)
    ix = windex.create_in(str(tmp), build_schema(morph_mode))
    writer = ix.writer(limitmb=256)
    total = len(docs)
    slices: dict[str, list[int]] = {}
    length = 0
    for n, (name, doc) in enumerate(docs):
        length += len(gram_text(doc["gram"]))
        span = slices.setdefault(name, [n, n])
        span[1] = n + 1
        writer.add_document(**doc)
        if progress is not None and ((n + 1) % 100 == 0 or n + 1 == total):
            progress(n + 1, total)
    writer.commit()
    ix.close()
    meta = {"key": key, "count": total, "morph": morph_mode, "slices": slices, "avgdl": length / max(1, total)}
    (tmp / META_FILE).write_text(json.dumps(meta, ensure_ascii=False), encoding="utf-8")
    shutil.rmtree(path, ignore_errors=True)
    tmp.rename(path)
    return total


def verify(path: Path, key: str) -> str:
    """Empty when the index at ``path`` is whole and current; else why it is not."""
    meta = read_meta(path)
    if meta is None:
        return "missing"
    if meta.get("key") != key:
        return "stale"
    try:
        ix = windex.open_dir(str(path))
        if set(ix.schema.names()) != set(build_schema().names()):
            ix.close()
            return "stale (fields differ)"
        with ix.searcher() as searcher:
            if searcher.doc_count() != meta.get("count"):
                return "corrupt (document count differs)"
            for _ in searcher.all_stored_fields():
                pass
            reader = searcher.reader()
            if len(reader.leaf_readers()) != 1:
                return "corrupt (more than one segment)"
            for fieldname in ("gram", "morph"):
                for _ in reader.lexicon(fieldname):
                    pass
        ix.close()
    except Exception as exc:  # any Whoosh or I/O failure means: rebuild
        return f"corrupt ({type(exc).__name__})"
    return ""


def remove_others(base: Path, keep: Path, min_age_seconds: float = 600.0) -> None:
    """Delete indexes of other keys, but only old ones: another running copy may still be reading one."""
    if not base.exists():
        return
    now = time.time()
    for child in base.iterdir():
        if child == keep or not child.is_dir():
            continue
        try:
            age = now - child.stat().st_mtime
        except OSError:
            continue
        if age >= min_age_seconds:
            shutil.rmtree(child, ignore_errors=True)
