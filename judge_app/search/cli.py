"""search, eval-search and analyze subcommands."""

from __future__ import annotations

import argparse
import json
import sys
from pathlib import Path
from typing import Any

from judge_app.search.types import Hit


def _engine() -> Any:
    from judge_app.cli import _corpus
    from judge_app.search.engine import SearchEngine

    engine = SearchEngine(_corpus())
    status = engine.ensure_index()
    if status.rebuilt:
        sys.stderr.write(f"judge-app: search index built ({status.reason}, {status.documents} records)\n")
    return engine


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
    }


def cmd_search(ns: argparse.Namespace) -> int:
    if ns.stdin:
        return _search_stdin(ns)
    if not ns.query:
        sys.stderr.write("judge-app: search needs a QUERY (or --stdin)\n")
        return 2
    engine = _engine()
    hits = engine.search(" ".join(ns.query), game=ns.game, version=ns.version, limit=ns.limit)
    if ns.json:
        sys.stdout.write(json.dumps([hit_json(h) for h in hits], ensure_ascii=False) + "\n")
        return 0
    if not hits:
        print("該当なし (no results)")
    for n, h in enumerate(hits, start=1):
        print(f"{n:>2}. [{h.game} {h.version}] {h.rule_id}  {h.heading}")
        print(f"    {h.snippet_marked('【', '】')}")
    return 0


def _search_stdin(ns: argparse.Namespace) -> int:
    engine = _engine()
    for number, line in enumerate(sys.stdin, start=1):
        if not line.strip():
            continue
        try:
            req = json.loads(line)
            if not isinstance(req, dict) or not isinstance(req.get("query"), str):
                raise ValueError("needs a string 'query'")
            hits = engine.search(req["query"], game=req.get("game") or ns.game,
                                 version=req.get("version") or ns.version, limit=int(req.get("limit") or ns.limit))
            out: Any = [hit_json(h) for h in hits]
        except (ValueError, TypeError) as exc:
            sys.stderr.write(f"judge-app: stdin line {number}: {exc}\n")
            out = []
        sys.stdout.write(json.dumps(out, ensure_ascii=False) + "\n")
        sys.stdout.flush()
    return 0


def cmd_eval(ns: argparse.Namespace) -> int:
    from judge_app.search.evaluate import evaluate, load_judgements

    try:
        judgements = load_judgements(Path(ns.file))
    except (OSError, ValueError) as exc:
        sys.stderr.write(f"judge-app: {exc}\n")
        return 2
    engine = _engine()
    report = evaluate(judgements, lambda q, g, v, k: engine.search(q, game=g, version=v, limit=k), k=ns.k)
    for o in report.outcomes:
        if o.rank is None or o.rank > 1:
            where = "miss" if o.rank is None else f"rank {o.rank}"
            print(f"{where:>7}  line {o.judgement.line}: {o.judgement.query!r}  top: {', '.join(o.top)}")
    print(report.summary())
    return 0


def cmd_analyze(ns: argparse.Namespace) -> int:
    from judge_app.search.analysis import explain

    text = " ".join(ns.text)
    data = explain(text)
    if ns.game:
        from judge_app.corpus import default_corpus
        from judge_app.search.synonyms import Synonyms

        root = default_corpus().root
        from judge_app.search.plan import plan_query

        syn = Synonyms.load(root / "synonyms.yaml") if root else Synonyms()
        data["synonyms"] = syn.expand(data["normalized"], [ns.game])
        # How a query of this text is matched: each word whole, then its parts, each with its alternatives.
        plan = plan_query(text.split(), [], syn, [ns.game])
        data["parts"] = [" / ".join(u.needles + tuple(f"morph:{m}" for m in u.morphs))
                         for w in plan.words for u in [w.whole, *w.parts]]
    if ns.json:
        sys.stdout.write(json.dumps(data, ensure_ascii=False) + "\n")
        return 0
    for name, value in data.items():
        shown = " | ".join(value) if isinstance(value, list) else value
        print(f"{name:>10}: {shown}")
    return 0


def register(sub: argparse._SubParsersAction) -> None:  # type: ignore[type-arg]
    p = sub.add_parser("search", help="full-text and rule-number search")
    p.add_argument("query", nargs="*")
    p.add_argument("--game")
    p.add_argument("--version")
    p.add_argument("--limit", type=int, default=10)
    p.add_argument("--json", action="store_true")
    p.add_argument("--stdin", action="store_true", help="one JSON request per line in, one JSON list per line out")
    p.set_defaults(func=cmd_search)
    p = sub.add_parser("eval-search", help="MRR and recall on a judged query set")
    p.add_argument("file")
    p.add_argument("--k", type=int, default=10)
    p.set_defaults(func=cmd_eval)
    p = sub.add_parser("analyze", help="how a text is normalised and tokenised")
    p.add_argument("text", nargs="+")
    p.add_argument("--game")
    p.add_argument("--json", action="store_true")
    p.set_defaults(func=cmd_analyze)
