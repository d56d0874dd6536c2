"""search, eval-search and analyze subcommands."""

from __future__ import annotations

import argparse
import json
import logging
import sys
from collections.abc import Callable, Iterator
from pathlib import Path
from typing import Any, BinaryIO

from judge_app.corpus.command import command_corpus
from judge_app.safeio import InputError, decode_text, parse_json
from judge_app.search.analysis import explain, fold_kana
from judge_app.search.engine import SearchEngine
from judge_app.search.evaluate import evaluate, load_judgements
from judge_app.search.query import MAX_QUERY_CHARS
from judge_app.search.rulings import ExtraDocuments
from judge_app.search.types import Hit

log = logging.getLogger(__name__)

# A request line of --stdin: a query is capped far below this, so a longer line is refused, not read whole.
MAX_LINE_BYTES = 256 * 1024
MAX_LIMIT = 1000


def _engine(ns: argparse.Namespace, build: bool = True) -> SearchEngine:
    engine = SearchEngine(command_corpus(), extra_documents=ns.extra_documents())
    if build:
        _ready(engine)
    return engine


def _ready(engine: SearchEngine) -> None:
    status = engine.ensure_index()
    if status.rebuilt:
        where = ", in memory" if status.in_memory else ""
        log.info("search index built (%s, %d records%s)", status.reason, status.documents, where)
    elif status.updated:
        log.info("search index %s", status.reason)


def _cut_note(query: str, where: str = "") -> None:
    if len(query) > MAX_QUERY_CHARS:
        log.warning("%sthe query has %s characters; only its first %d are searched", where, f"{len(query):,}",
                    MAX_QUERY_CHARS)


def hit_json(hit: Hit) -> dict[str, Any]:
    return {
        "game": hit.game,
        "version": hit.version,
        "rule_id": hit.rule_id,
        "key": hit.key,
        "kind": hit.kind,
        "heading": hit.heading,
        "text": hit.text,
        "snippet": hit.snippet,
        "highlights": [list(s) for s in hit.highlights],
        "score": round(hit.score, 4),
        "exact": hit.exact,
        "cites": list(hit.cites),
        "variant": hit.variant,
    }


def cmd_search(ns: argparse.Namespace) -> int:
    if not 1 <= ns.limit <= MAX_LIMIT:
        sys.stderr.write(f"judge-app: --limit must be between 1 and {MAX_LIMIT}\n")
        return 2
    if ns.stdin:
        return _search_stdin(ns)
    if not ns.query:
        sys.stderr.write("judge-app: search needs a QUERY (or --stdin)\n")
        return 2
    query = " ".join(ns.query)
    engine = _engine(ns, build=False)
    problem = engine.scope_problem(query, ns.game, ns.version)
    if problem:  # nothing can be searched: say so, rather than "no results"
        sys.stderr.write(f"judge-app: {problem}\n")
        return 2
    _ready(engine)
    _cut_note(query)
    hits = engine.search(query, game=ns.game, version=ns.version, limit=ns.limit)
    if ns.json:
        sys.stdout.write(json.dumps([hit_json(h) for h in hits], ensure_ascii=False) + "\n")
        return 0
    if not hits:
        print("該当なし (no results)")
    for n, h in enumerate(hits, start=1):
        print(f"{n:>2}. [{h.game} {h.version}] {h.rule_id}  {h.heading}")
        print(f"    {h.snippet_marked('【', '】')}")
    return 0


class _BadRequest(ValueError):
    """One request line that cannot be searched; the batch goes on."""


def _lines(stream: BinaryIO) -> Iterator[tuple[int, bytes | None]]:
    """(line number, bytes) per line; None for a line over MAX_LINE_BYTES, which is skipped unread."""
    number = 0
    while True:
        line = stream.readline(MAX_LINE_BYTES + 1)
        if not line:
            return
        number += 1
        if len(line) > MAX_LINE_BYTES:
            while line and not line.endswith(b"\n"):
                line = stream.readline(MAX_LINE_BYTES)
            yield number, None
            continue
        yield number, line


def _request(raw: bytes | None, ns: argparse.Namespace) -> tuple[str, str | None, str | None, int]:
    """(query, game, version, limit) of one request line, or _BadRequest saying what is wrong with it."""
    if raw is None:
        raise _BadRequest(f"the line is longer than {MAX_LINE_BYTES:,} bytes")
    try:
        req = parse_json(decode_text(raw, "<stdin>"), "<stdin>")
    except InputError as exc:
        raise _BadRequest(exc.message + (f" (column {exc.column})" if exc.column else "")) from None
    if not isinstance(req, dict):
        raise _BadRequest('a request is a JSON object, e.g. {"query": "ダメージ"}')
    query = req.get("query")
    if not isinstance(query, str):
        raise _BadRequest("needs a string 'query'")
    for name in ("game", "version"):
        if req.get(name) is not None and not isinstance(req.get(name), str):
            raise _BadRequest(f"'{name}' must be a string")
    limit = req.get("limit")
    if limit is None or limit == "":
        limit = ns.limit
    if isinstance(limit, float) and limit.is_integer():
        limit = int(limit)
    if isinstance(limit, bool) or not isinstance(limit, int) or not 1 <= limit <= MAX_LIMIT:
        raise _BadRequest(f"'limit' must be a whole number from 1 to {MAX_LIMIT}")
    return query, req.get("game") or ns.game, req.get("version") or ns.version, limit


def _search_stdin(ns: argparse.Namespace) -> int:
    """One JSON request per line in; per line out, a JSON list of hits or an error object. Never stops early."""
    engine = _engine(ns)
    failed = 0
    for number, raw in _lines(sys.stdin.buffer):
        if raw is not None and not raw.strip():
            continue
        out: Any
        try:
            query, game, version, limit = _request(raw, ns)
            problem = engine.scope_problem(query, game, version)
            if problem:
                raise _BadRequest(problem)
            _cut_note(query, f"stdin line {number}: ")
            out = [hit_json(h) for h in engine.search(query, game=game, version=version, limit=limit)]
        except _BadRequest as exc:
            out = {"line": number, "error": str(exc)}
        except Exception as exc:  # a failure on one line must not end the batch
            out = {"line": number, "error": f"search failed: {type(exc).__name__}: {exc}"}
        if isinstance(out, dict):
            failed += 1
            sys.stderr.write(f"judge-app: stdin line {number}: {out['error']}\n")
        sys.stdout.write(json.dumps(out, ensure_ascii=False) + "\n")
        sys.stdout.flush()
    return 1 if failed else 0


# The judged sets eval-search reads when it is given none: the tuning set, then the blind set.
DEFAULT_EVAL_SETS = ("tests/data/search_eval.jsonl", "tests/data/search_eval_blind.jsonl",
                     "tests/data/search_eval_heldout.jsonl")


def cmd_eval(ns: argparse.Namespace) -> int:
    files = ns.file or [f for f in DEFAULT_EVAL_SETS if Path(f).is_file()]
    if not files:
        sys.stderr.write(f"judge-app: eval-search needs a judged query set (e.g. {DEFAULT_EVAL_SETS[0]})\n")
        return 2
    try:
        sets = [(f, load_judgements(Path(f))) for f in files]
    except (OSError, ValueError) as exc:
        sys.stderr.write(f"judge-app: {exc}\n")
        return 2
    engine = _engine(ns)
    for name, judgements in sets:
        report = evaluate(judgements, lambda q, g, v, k: engine.search(q, game=g, version=v, limit=k), k=ns.k)
        if len(sets) > 1:
            print(f"== {name}")
        if not ns.summary:
            for o in report.outcomes:
                if o.rank is None or o.rank > 1:
                    where = "miss" if o.rank is None else f"rank {o.rank}"
                    print(f"{where:>7}  line {o.judgement.line} [{o.judgement.kind}]: {o.judgement.query!r}  "
                          f"top: {', '.join(o.top)}")
        print(report.summary())
        print(report.kind_table())
    return 0


def cmd_analyze(ns: argparse.Namespace) -> int:
    text = " ".join(ns.text)
    data = explain(text)
    if ns.game:
        engine = _engine(ns)
        data["synonyms"] = engine.synonyms.expand(data["normalized"], [ns.game])
        # How a query of this text is matched: each word whole, then its parts, each with its alternatives;
        # a kana word also by the document words it reads as (read:とうけつ=凍結).
        plan = engine.query_plan(text, game=ns.game)
        data["parts"] = [" / ".join(u.needles + tuple(f"morph:{m}" for m in u.morphs)
                                    + tuple(f"read:{fold_kana(u.text)}={r}" for r in u.readings))
                         for w in plan.words for u in [w.whole, *w.parts]]
    if ns.json:
        sys.stdout.write(json.dumps(data, ensure_ascii=False) + "\n")
        return 0
    for name, value in data.items():
        shown = " | ".join(value) if isinstance(value, list) else value
        print(f"{name:>10}: {shown}")
    return 0


def register(sub: argparse._SubParsersAction,  # type: ignore[type-arg]
             extra_documents: Callable[[], ExtraDocuments | None] = lambda: None) -> None:
    """The search commands; ``extra_documents`` gives what the index holds beside the rules (the caller's
    rulings), since search sits below rulings and never reads them itself."""
    p = sub.add_parser("search", help="full-text and rule-number search")
    p.add_argument("query", nargs="*")
    p.add_argument("--game")
    p.add_argument("--version")
    p.add_argument("--limit", type=int, default=10)
    p.add_argument("--json", action="store_true")
    p.add_argument("--stdin", action="store_true",
                   help="one JSON request per line in; per line out, a JSON list of hits or an error object "
                        '{"line": N, "error": "..."} (exit 1 when any line had one)')
    p.set_defaults(func=cmd_search, extra_documents=extra_documents)
    p = sub.add_parser("eval-search", help="MRR and recall on judged query sets, overall and per kind of query")
    p.add_argument("file", nargs="*", help=f"judged sets (default: {', '.join(DEFAULT_EVAL_SETS)})")
    p.add_argument("--k", type=int, default=10)
    p.add_argument("--summary", action="store_true", help="only the figures, not each query ranked below 1")
    p.set_defaults(func=cmd_eval, extra_documents=extra_documents)
    p = sub.add_parser("analyze", help="how a text is normalised and tokenised")
    p.add_argument("text", nargs="+")
    p.add_argument("--game")
    p.add_argument("--json", action="store_true")
    p.set_defaults(func=cmd_analyze, extra_documents=extra_documents)
