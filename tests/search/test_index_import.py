"""A rules version imported (or changed) makes its index from the index before: only that version's documents
are written, the rest carried over; the result searches like a full build, survives a restart, and is sealed."""

from __future__ import annotations

import shutil
from pathlib import Path

import pytest

from judge_app.corpus import Corpus, RuleSet
from judge_app.rulings.search_docs import RulingsSource
from judge_app.search import SearchEngine
from judge_app.search import index as idx

RULINGS = Path(__file__).resolve().parents[2] / "rulings"
OLD_WORD, NEW_WORD = "ズィルバーフェーダー", "グラウベンシュタット"  # words no rule or ruling holds
QUERIES = [("先制攻撃", "fftcg"), ("ブレイクゾーン", "fftcg"), ("手札 上限", "pso2"), ("ドロー", "aquarian"),
           ("ガード", "game004")]


def _without(corpus: Corpus, game: str, version: str) -> Corpus:
    kept = [rs for rs in corpus.rulesets if (rs.game, rs.version) != (game, version)]
    return Corpus(rulesets=kept, errors=corpus.errors, root=corpus.root)


def _with_word(corpus: Corpus, game: str, word: str) -> Corpus:
    """The corpus with the word added to the text of one record of ``game``'s first document."""
    out: list[RuleSet] = []
    done = False
    for rs in corpus.rulesets:
        if rs.game == game and not done:
            n = next(i for i, r in enumerate(rs.records) if r.text.strip())
            record = rs.records[n].model_copy(update={"text": f"{rs.records[n].text}{word}の場合も同じ。"})
            rs = rs.model_copy(update={"records": [*rs.records[:n], record, *rs.records[n + 1:]]})
            done = True
        out.append(rs)
    return Corpus(rulesets=out, errors=corpus.errors, root=corpus.root)


@pytest.fixture
def make(tmp_path: Path):
    rulings = tmp_path / "rulings"
    shutil.copytree(RULINGS, rulings)
    engines: list[SearchEngine] = []

    def engine(corpus: Corpus, base: str = "index") -> SearchEngine:
        made = SearchEngine(corpus, index_dir=tmp_path / base, extra_documents=RulingsSource(rulings),
                            secret_file=tmp_path / "key")
        engines.append(made)
        return made

    yield engine
    for made in engines:
        made.close()


def _top(engine: SearchEngine, query: str, game: str, version: str | None = None) -> list[str]:
    return [h.key for h in engine.search(query, game=game, version=version, limit=5)]


def test_an_imported_version_is_added_to_the_index_before(make, corpus: Corpus) -> None:
    """Promise: with the index of the other documents in the cache, a new version's index writes only that
    version's records and the rulings; it finds the new version's rules and ranks like a full build."""
    pso2_new = next(rs for rs in corpus.rulesets if rs.game == "pso2" and rs.version == "3.0")
    make(_without(corpus, "pso2", "3.0")).ensure_index()
    engine = make(corpus)
    status = engine.ensure_index()
    assert status.updated and not status.rebuilt, status.reason
    written = len(pso2_new.records) + len(engine.rulings)
    assert f"{written} documents written" in status.reason
    full = make(corpus, base="full")
    assert full.ensure_index().rebuilt
    for query, game in QUERIES:
        assert _top(engine, query, game)[:3] == _top(full, query, game)[:3], query
    assert _top(engine, "手札", "pso2", "3.0") == _top(full, "手札", "pso2", "3.0")
    assert engine.search("先制攻撃", game="fftcg").total == full.search("先制攻撃", game="fftcg").total


def test_the_made_index_is_opened_as_it_is_at_the_next_start(make, corpus: Corpus) -> None:
    """Promise: the index made in place is sealed for this install: the next start opens it, builds nothing."""
    make(_without(corpus, "aquarian", "1.1")).ensure_index()
    assert make(corpus).ensure_index().updated
    again = make(corpus)
    status = again.ensure_index()
    assert not status.rebuilt and not status.updated, status.reason
    secret = idx.load_secret(again._secret_file)[0]
    assert idx.verify(again.path, again.key, secret, rulings_key=again.rulings_key) == ""


def test_a_changed_version_replaces_its_documents(make, corpus: Corpus) -> None:
    """Promise: a document whose text changed (re-imported) has its old records taken out and the new ones put
    in: the old word is found nowhere, the new one in its document."""
    old = make(_with_word(corpus, "fftcg", OLD_WORD))
    old.ensure_index()
    assert _top(old, OLD_WORD, "fftcg")
    engine = make(_with_word(corpus, "fftcg", NEW_WORD))
    assert engine.ensure_index().updated
    assert _top(engine, OLD_WORD, "fftcg") == []
    assert engine.search(OLD_WORD).total == 0
    assert len(_top(engine, NEW_WORD, "fftcg")) == 1


def test_a_damaged_earlier_index_is_not_used(make, corpus: Corpus) -> None:
    """Promise: an earlier index whose files no longer match their checksums is never copied: the new index is
    built whole."""
    before = make(_without(corpus, "pso2", "3.0"))
    before.ensure_index()
    before.close()
    segment = next(p for p in before.path.iterdir() if p.suffix == ".seg")
    segment.write_bytes(segment.read_bytes()[:-64] + b"\0" * 64)
    status = make(corpus).ensure_index()
    assert status.rebuilt and not status.updated


def test_an_index_of_few_shared_documents_is_not_used(make, corpus: Corpus) -> None:
    """Promise: an index holding less than half of the records is not worth copying: the new one is built."""
    only = Corpus(rulesets=[rs for rs in corpus.rulesets if rs.game == "aquarian"], errors=corpus.errors,
                  root=corpus.root)
    make(only).ensure_index()
    status = make(corpus).ensure_index()
    assert status.rebuilt and not status.updated
