"""The blind and held-out evaluation sets (search_eval_blind.jsonl, search_eval_heldout.jsonl) are well formed."""

from pathlib import Path

from judge_app.search.evaluate import KINDS, load_judgements, query_kind

BLIND = Path(__file__).resolve().parents[1] / "data" / "search_eval_blind.jsonl"


def test_the_blind_set_is_well_formed_and_covers_every_document(corpus):
    """Promise: the blind set has at least 120 queries, every document, every kind, and every relevant ID exists."""
    judgements = load_judgements(BLIND)
    assert len(judgements) >= 120
    documents = {(j.game, j.version or corpus.get(j.game).version) for j in judgements}
    assert documents == {(rs.game, rs.version) for rs in corpus.rulesets}
    assert {"kana", "colloquial", "question", "number", "english"} <= {j.kind for j in judgements}
    assert {j.kind for j in judgements} <= set(KINDS)
    for j in judgements:
        records = corpus.get(j.game, j.version).records
        known = {r.rule_id for r in records} | {r.key for r in records}
        missing = set(j.relevant) - known
        assert not missing, f"line {j.line}: {sorted(missing)} not in {j.game}"


def test_a_query_without_a_kind_is_given_the_kind_its_text_shows():
    """Promise: per-kind figures need no hand labels: numbers, English, questions and kana are recognised."""
    assert query_kind("１０．１．４．６") == "number"
    assert query_kind("qa:5") == "number"
    assert query_kind("First Strike") == "english"
    assert query_kind("召喚獣 いつ使える") == "question"
    assert query_kind("とうけつ") == "kana"
    assert query_kind("ブレイクゾーン") == "plain"


HELDOUT = BLIND.with_name("search_eval_heldout.jsonl")


def test_the_heldout_set_is_well_formed_and_covers_every_game(corpus):
    """Promise: the held-out questions cover every game, are questions, and every relevant ID exists."""
    judgements = load_judgements(HELDOUT)
    assert len(judgements) >= 60
    assert {j.game for j in judgements} == {"fftcg", "game004", "pso2", "aquarian"}
    assert {j.kind for j in judgements} == {"question"}
    for j in judgements:
        records = corpus.get(j.game, j.version).records
        missing = set(j.relevant) - ({r.rule_id for r in records} | {r.key for r in records})
        assert not missing, f"line {j.line}: {sorted(missing)} not in {j.game}"
