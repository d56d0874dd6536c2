"""Rule-number queries: the rule, its children, the records quoting it; no digit fragments; a real count."""

from judge_app.search import SearchResult


def test_a_rule_number_gives_the_rule_then_its_children_and_no_digit_fragments(search_engine):
    """Promise: 10.1.4.6 is that rule alone, not 49 rules with single digits highlighted."""
    hits = search_engine.search("10.1.4.6", game="fftcg", limit=50)
    assert [h.rule_id for h in hits] == ["10.1.4.6"]
    assert hits.total == 1
    for typed in ("１０．１．２．１", "10.1.2.1"):
        hits = search_engine.search(typed, game="fftcg", limit=50)
        ids = [h.rule_id for h in hits]
        assert ids[:4] == ["10.1.2.1", "10.1.2.1.1", "10.1.2.1.2", "10.1.2.1.3"]
        # After the children, only records that quote the number: 15.1.1.10.3 says "10.1.2.1 の時点で".
        assert "15.1.1.10.3" in ids
        for h in hits[4:]:
            assert "10.1.2.1" in h.text.replace(" ", ""), h.rule_id


def test_a_number_no_rule_has_is_matched_whole_not_by_its_digits(search_engine):
    """Promise: an unknown rule number finds only records quoting it, never every record with a 9."""
    hits = search_engine.search("99.9.9", game="fftcg", limit=50)
    assert list(hits) == [] and hits.total == 0


def test_the_result_knows_how_many_records_matched_beyond_the_limit(search_engine):
    """Promise: ``total`` is the real count of matching records, whatever the page size (not the cap)."""
    small = search_engine.search("ダメージ", game="fftcg", limit=5)
    large = search_engine.search("ダメージ", game="fftcg", limit=500)
    assert isinstance(small, SearchResult) and isinstance(small, list)
    assert len(small) == 5
    assert small.total == large.total == len(large) > 5
    assert search_engine.search("", game="fftcg").total == 0
