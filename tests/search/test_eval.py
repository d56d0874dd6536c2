"""The engine held to its quality bar on the judged query set (tests/data/search_eval.jsonl)."""

from pathlib import Path

from judge_app.search.evaluate import evaluate, load_judgements

EVAL = Path(__file__).resolve().parents[1] / "data" / "search_eval.jsonl"


def test_the_evaluation_set_is_well_formed(corpus):
    judgements = load_judgements(EVAL)
    assert len(judgements) >= 80
    assert {j.game for j in judgements if j.game} <= set(corpus.games()), "every judged game must load"
    for j in judgements:
        if not j.relevant:
            continue
        version = j.version
        games = [j.game] if j.game else corpus.games()
        known = {r.rule_id for g in games for r in corpus.get(g, version if j.game else None).records}
        known |= {r.key for g in games for r in corpus.get(g, version if j.game else None).records}
        assert set(j.relevant) & known, f"line {j.line}: no relevant ID exists"


# The bar is the (MRR@10 >= 0.85, recall@10 >= 0.95); measured numbers are in docs/benchmarks.md.
def test_search_quality_on_the_evaluation_set(search_engine, corpus):
    judgements = load_judgements(EVAL)
    assert len(judgements) >= 80
    loaded = set(corpus.games())
    assert {j.game for j in judgements if j.game} <= loaded, "every judged game must load"
    report = evaluate(judgements, lambda q, g, v, k: search_engine.search(q, game=g, version=v, limit=k), k=10)
    misses = [(o.judgement.line, o.judgement.query, o.top) for o in report.outcomes if o.rank is None]
    assert report.mrr >= 0.85, (report.summary(), misses)
    assert report.recall10 >= 0.95, (report.summary(), misses)
