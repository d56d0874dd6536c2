"""Long text (over SudachiPy's 49,149-byte limit) in a rule, a ruling or a query: analysed in pieces, never a crash."""

import pytest

from judge_app.corpus import Corpus, RuleSet, default_corpus
from judge_app.search import SearchEngine
from judge_app.search.analysis import CHUNK_BYTES, chunks, morph_tokens, morphemes
from judge_app.search.query import MAX_QUERY_CHARS

SUDACHI_LIMIT = 49_149
SENTENCE = "プレイヤーは自分のターンにフォワードでアタックできる。"


def _long_text(words=20_000):
    """A text of ``words`` Japanese characters (three bytes each), far over the limit, ending in a rare word."""
    body = (SENTENCE * (words // len(SENTENCE) + 1))[:words]
    return body + "\n最後に燐光結晶体を置く。"


@pytest.mark.parametrize("text", [
    _long_text(),
    "あ" * 20_000,  # one sentence with no break at all
    ("長い、文" * 15_000) + "。",  # breaks only at commas
    "\n".join(["短い行"] * 10_000),
], ids=["sentences", "no_break", "commas", "lines"])
def test_rel_search_long_text_is_analysed_in_pieces(text):
    """Promise: a text over the analyser's limit is cut below it at sentence, line or comma ends and analysed whole,
    with each morpheme's offset right in the whole text (highlights stay on the right characters)."""
    assert len(text.encode("utf-8")) > SUDACHI_LIMIT
    pieces = chunks(text)
    assert "".join(pieces) == text
    assert all(len(p.encode("utf-8")) <= CHUNK_BYTES < SUDACHI_LIMIT for p in pieces)
    found = morphemes(text)
    assert found and all(text[m.start:m.start + len(m.surface)] == m.surface for m in found)
    assert "".join(m.surface for m in found) == text


def test_rel_search_pieces_end_at_sentence_ends():
    """Promise: a long text is cut after a sentence's full stop, so no word is split in two."""
    text = _long_text()
    pieces = chunks(text)
    assert len(pieces) > 1
    assert all(p.endswith(("。", "\n")) for p in pieces[:-1])
    assert morph_tokens(text)[-3:] == morph_tokens("最後に燐光結晶体を置く。")[-3:]


def test_rel_search_index_builds_with_a_long_record(tmp_path):
    """Promise: a rule (or an imported document, or a ruling answer) of 20,000 characters does not break the index;
    its words are found, the last ones too."""
    ruleset = default_corpus().get("fftcg")
    records = [r.model_copy() for r in ruleset.records[:100]]
    records[50] = records[50].model_copy(update={"text": _long_text()})
    corpus = Corpus(rulesets=[RuleSet(info=ruleset.info, records=records)], root=tmp_path)
    engine = SearchEngine(corpus, index_dir=tmp_path / "ix", secret_file=tmp_path / "key")
    assert engine.ensure_index().documents == 100
    hits = engine.search("燐光結晶体")
    assert hits and hits[0].key == records[50].key
    start, end = hits[0].highlights[0]
    assert hits[0].text[start:end] == "燐光結晶体"
    engine.close()


def test_rel_search_query_of_20000_characters_is_capped(search_engine):
    """Promise: a query of 20,000 characters does not crash: its first MAX_QUERY_CHARS characters are searched."""
    head = "先制攻撃 "
    query = head + "あ" * 20_000
    assert len(query) > MAX_QUERY_CHARS
    hits = search_engine.search(query, game="fftcg")
    assert isinstance(hits, list)
    assert search_engine.search("ダメージ " * 5_000, game="fftcg")
