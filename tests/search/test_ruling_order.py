"""A recorded ruling is listed after the rules it rests on."""

from __future__ import annotations

from judge_app.search.engine import after_cited_rules
from judge_app.search.types import Hit


def _hit(key, *, game="aquarian", ruling=False, cites=(), score=1.0):
    return Hit(game=game, version="1", key=f"ruling:{game}:{key}" if ruling else key, rule_id=key,
               kind="ruling" if ruling else "rule", heading="", text="", score=score, cites=tuple(cites))


def test_a_ruling_follows_the_listed_rules_it_cites():
    """Promise: a ruling ranked above a rule it rests on moves to just after it; others keep their place."""
    hits = [_hit("q10", ruling=True, cites=("qa:10", "c05"), score=9), _hit("x", score=8), _hit("qa:10", score=7),
            _hit("y", score=6), _hit("c05", score=5), _hit("other", ruling=True, cites=("zz",), score=4)]
    order = after_cited_rules(hits)
    assert [h.rule_id for h in order] == ["x", "qa:10", "y", "c05", "q10", "other"]
    assert order[4].score == 5  # scores stay in order
    # A rule of another game with the same number is not the one it cites.
    alone = [_hit("q10", ruling=True, cites=("qa:10",)), _hit("qa:10", game="fftcg")]
    assert [h.game for h in after_cited_rules(alone)] == ["aquarian", "fftcg"]


def test_a_book_qa_comes_before_the_ruling_restating_it(search_engine):
    """Promise: the rule book's own Q&A item is listed before a recorded ruling that cites it."""
    hits = search_engine.search("アタックコストを別のキャラから払う", game="aquarian", limit=5)
    keys = [h.key for h in hits]
    assert "qa:10" in keys and "ruling:aquarian:aquarian-qa10" in keys, keys
    assert keys.index("qa:10") < keys.index("ruling:aquarian:aquarian-qa10"), keys
