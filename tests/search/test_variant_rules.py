"""A question about the ordinary game is answered by its rules before those of another way to play."""

from __future__ import annotations

from judge_app.corpus import Flag


def test_the_ordinary_rule_ranks_above_the_raid_rule(search_engine):
    """Promise: untapping everything at the start of a turn finds 501.1 before the boss's raid turn."""
    hits = search_engine.search("カード全部起こすタイミング", game="pso2", limit=5)
    keys = [h.key for h in hits]
    raid = next(i for i, h in enumerate(hits) if h.key.startswith("raid:"))
    assert keys[0].startswith("501.1"), keys
    assert raid > 0, keys


def test_naming_the_variant_still_finds_it_first(search_engine, corpus):
    """Promise: the weight is a tie-breaker, not a filter: the boss's turn is found by its name."""
    hits = search_engine.search("ボスのターン", game="pso2", limit=3)
    record = corpus.get("pso2").get(hits[0].key)
    assert record is not None and record.has(Flag.VARIANT), [h.key for h in hits]
    solo = search_engine.search("ソロプレイの勝ち方", game="aquarian", limit=3)
    assert solo[0].key.startswith("c10:"), [h.key for h in solo]


def test_a_variant_hit_says_so(search_engine):
    """Promise: a hit of the co-op raid is marked as another way to play; an ordinary rule is not."""
    hits = search_engine.search("ボスのターン", game="pso2", limit=3)
    assert hits[0].variant
    assert not any(h.variant for h in search_engine.search("開始フェイズ", game="pso2", limit=5)
                   if not h.key.startswith("raid"))
