"""The engine held to its quality bar on the judged query set (tests/data/search_eval.jsonl)."""

from pathlib import Path

import pytest

from judge_app.search.evaluate import evaluate, load_judgements

EVAL = Path(__file__).resolve().parents[1] / "data" / "search_eval.jsonl"


@pytest.mark.skipif(not EVAL.exists(), reason="evaluation set not written yet")
def test_search_quality_on_the_evaluation_set(search_engine, corpus):
    judgements = load_judgements(EVAL)
    assert len(judgements) >= 80
    loaded = set(corpus.games())
    assert {j.game for j in judgements if j.game} <= loaded, "every judged game must load"
    report = evaluate(judgements, lambda q, g, v, k: search_engine.search(q, game=g, version=v, limit=k), k=10)
    misses = [(o.judgement.line, o.judgement.query, o.top) for o in report.outcomes if o.rank is None]
    assert report.mrr >= 0.85, (report.summary(), misses)
    assert report.recall10 >= 0.95, (report.summary(), misses)
