"""A recorded ruling is listed after the rule it rests on, when that rule is listed just below it."""

from __future__ import annotations

from judge_app.search.engine import RULING_REACH, after_cited_rules
from judge_app.search.types import Hit


def _hit(key, *, game="aquarian", version="1", ruling=False, cites=(), score=1.0, exact=False):
    return Hit(game=game, version=version, key=f"ruling:{game}:{key}" if ruling else key, rule_id=key,
               kind="ruling" if ruling else "rule", heading="", text="", score=score, cites=tuple(cites),
               exact=exact)


def _order(hits):
    return [h.rule_id for h in after_cited_rules(hits)]


def test_a_ruling_follows_the_first_listed_rule_it_cites():
    """Promise: a ruling ranked above a rule it rests on moves to just after the first such rule; the
    others keep their place, and the scores stay in order."""
    hits = [_hit("q10", ruling=True, cites=("qa:10", "c05"), score=9), _hit("x", score=8), _hit("qa:10", score=7),
            _hit("y", score=6), _hit("c05", score=5), _hit("other", ruling=True, cites=("zz",), score=4)]
    order = after_cited_rules(hits)
    assert [h.rule_id for h in order] == ["x", "qa:10", "q10", "y", "c05", "other"]
    assert [h.score for h in order] == sorted((h.score for h in order), reverse=True)


def test_only_a_rule_of_its_own_document_close_below_moves_it():
    """Promise: a rule of another game or version, or one further than RULING_REACH places down, leaves the
    ruling where its match put it (moving it that far would bury it); a ruling found by its number stays."""
    other_game = [_hit("q", ruling=True, cites=("qa:10",)), _hit("qa:10", game="fftcg")]
    other_version = [_hit("q", ruling=True, cites=("qa:10",)), _hit("qa:10", version="2")]
    far = [_hit("q", ruling=True, cites=("c05",)), *(_hit(f"r{n}") for n in range(RULING_REACH)), _hit("c05")]
    exact = [_hit("q", ruling=True, cites=("qa:10",), exact=True), _hit("qa:10")]
    for hits in (other_game, other_version, far, exact):
        assert _order(hits)[0] == "q", _order(hits)


def test_a_cite_matches_the_rule_however_it_is_spelt():
    """Promise: a cite in full-width digits or with a leading zero names the same rule."""
    assert _order([_hit("q", ruling=True, cites=("qa:０５",)), _hit("qa:5")]) == ["qa:5", "q"]


def test_a_book_qa_comes_before_the_ruling_restating_it(search_engine):
    """Promise: the rule book's own Q&A item is listed before a recorded ruling that cites it."""
    hits = search_engine.search("アタックコストを別のキャラから払う", game="aquarian", limit=5)
    keys = [h.key for h in hits]
    assert "qa:10" in keys and "ruling:aquarian:aquarian-qa10" in keys, keys
    assert keys.index("qa:10") < keys.index("ruling:aquarian:aquarian-qa10"), keys


def test_the_first_hits_do_not_depend_on_how_many_are_asked_for(search_engine):
    """Promise: the first ten hits are the same at limit 10 and at limit 50 (the app shows 50)."""
    for query, game in [("パーティー ブロックされない", "fftcg"), ("ルールエフェクトの順番", "game004"),
                        ("同名キャラを2体出した", "game004"), ("アタックコストを別のキャラから払う", "aquarian")]:
        ten = [h.key for h in search_engine.search(query, game=game, limit=10)]
        fifty = [h.key for h in search_engine.search(query, game=game, limit=50)]
        assert fifty[:10] == ten, query
