"""The first build written as two segments at once (one by a child Python) answers exactly as one segment."""

import sys

import pytest

from judge_app.corpus import Corpus, RuleSet, default_corpus
from judge_app.rulings.search_docs import RulingsSource
from judge_app.search import SearchEngine, segment_worker, segments
from judge_app.search import index as idx

QUERIES = [
    ("ダメージ", None), ("フォワード", None), ("ブレイクゾーン", None), ("5.2", None), ("先制攻撃", None),
    ("アタック", "fftcg"), ("だめーじ", None), ("カードを引く", None), ("ターン終了時", None), ("コスト", "game004"),
    ("手札", None), ("効果 解決", None),
]


def _corpus(root):
    """Two documents' first records, so the second segment starts inside a document and the rulings follow."""
    full = default_corpus()
    rulesets = [RuleSet(info=rs.info, records=[r.model_copy() for r in rs.records[:140]])
                for rs in (full.get("fftcg"), full.get("game004"))]
    return Corpus(rulesets=rulesets, root=root)


def _engine(tmp_path, name, workers):
    """An engine whose index was built with ``workers`` (1: one segment; 2: two at once)."""
    engine = SearchEngine(_corpus(tmp_path / "rules"), index_dir=tmp_path / name, extra_documents=RulingsSource(),
                          secret_file=tmp_path / "key")
    idx.build(engine.path, engine.corpus, engine.key, engine._get_secret(), None, engine.morph_mode,
              engine.rulings, engine.rulings_key, engine.setup, workers=workers)
    status = engine.ensure_index()
    assert not status.rebuilt and not status.updated, status
    return engine


def _answers(engine):
    return {(q, game): [(h.key, h.rule_id, h.score) for h in engine.search(q, game=game, limit=20)]
            for q, game in QUERIES}


def _assert_same(two, one):
    assert two.keys() == one.keys()
    for query, hits in one.items():
        assert [h[:2] for h in two[query]] == [h[:2] for h in hits], query
        assert [h[2] for h in two[query]] == pytest.approx([h[2] for h in hits], rel=1e-9), query


@pytest.fixture(scope="module")
def serial(tmp_path_factory):
    engine = _engine(tmp_path_factory.mktemp("serial"), "ix", 1)
    yield _answers(engine), idx.read_meta(engine.path)
    engine.close()


def test_rel_two_segments_answer_as_one(tmp_path, serial):
    """Promise: same hits, same order, same scores; the meta's tables are the one-segment build's, sealed."""
    one, one_meta = serial
    engine = _engine(tmp_path, "ix", 2)
    meta = idx.read_meta(engine.path)
    assert meta["segments"] == 2 and one_meta["segments"] == 1
    assert {k: meta[k] for k in ("count", "slices", "rulings", "avgdl")} == \
        {k: one_meta[k] for k in ("count", "slices", "rulings", "avgdl")}
    assert not list(engine.path.glob("part*"))
    assert any(n.startswith("ruling") for n in meta["rulings"]) and len(meta["slices"]) >= 3
    docs = list(idx.documents(engine.corpus, engine.rulings))
    at = segments.cut(docs)
    lo, hi = meta["slices"][docs[at][0]]
    assert lo < at < hi  # the second segment starts inside a document: its numbers must still run on
    assert any(_answers(engine).values())
    _assert_same(_answers(engine), one)
    assert idx.verify(engine.path, engine.key, engine._get_secret(), rulings_key=engine.rulings_key) == ""
    engine.close()


def test_rel_two_segments_without_the_child(tmp_path, serial, monkeypatch):
    """Promise: when the child Python fails, this process writes its half; the index is the same."""
    def broken(*_args):
        return [sys.executable, "-c", "import sys; sys.stdin.read(); sys.exit('no luck')"], {}

    monkeypatch.setattr(segments, "worker_command", broken)
    engine = _engine(tmp_path, "ix", 2)
    assert idx.read_meta(engine.path)["segments"] == 2
    _assert_same(_answers(engine), serial[0])
    engine.close()


def test_rel_two_segments_child_that_cannot_start(tmp_path, serial, monkeypatch):
    """Promise: a child that cannot even start (no such program) changes nothing either."""
    monkeypatch.setattr(segments, "worker_command", lambda *_args: ([str(tmp_path / "no-python")], {}))
    engine = _engine(tmp_path, "ix", 2)
    _assert_same(_answers(engine), serial[0])
    engine.close()


def test_rel_two_segments_child_that_hangs(tmp_path, serial, monkeypatch):
    """Promise: a child that never answers is stopped and its run written here; the build does not hang."""
    monkeypatch.setattr(segments, "worker_command", lambda *_args: (
        [sys.executable, "-c", "import sys, time; sys.stdin.read(); time.sleep(600)"], {}))
    monkeypatch.setattr(segments, "PATIENCE", 0.0)
    monkeypatch.setattr(segments, "PATIENCE_MARGIN", 0.5)
    engine = _engine(tmp_path, "ix", 2)
    _assert_same(_answers(engine), serial[0])
    engine.close()


def test_rel_segment_worker_refuses_another_analyser(tmp_path, capsys):
    """Promise: a child whose analyser is not the parent's writes nothing (the parent then writes the run)."""
    assert segment_worker.main(["--morph", "C", "--setup", "another analyser", str(tmp_path / "part")]) == 2
    assert not (tmp_path / "part").exists()
    assert "not another analyser" in capsys.readouterr().err


def test_rel_small_builds_stay_one_segment(monkeypatch):
    """Promise: a few hundred documents are not worth a second process; nor are cores all busy already."""
    monkeypatch.setattr(segments, "cpus", lambda: 2)
    monkeypatch.setattr(segments.os, "getloadavg", lambda: (0.2, 0.2, 0.2))
    assert segments.worth_two(10_000)
    assert not segments.worth_two(segments.MIN_PARALLEL_DOCS - 1)
    monkeypatch.setattr(segments.os, "getloadavg", lambda: (1.6, 0.2, 0.2))
    assert segments.worth_two(10_000)
    monkeypatch.setattr(segments.os, "getloadavg", lambda: (2.5, 0.2, 0.2))
    assert not segments.worth_two(10_000)
    monkeypatch.setattr(segments.os, "getloadavg", lambda: (0.0, 0.0, 0.0))
    monkeypatch.setattr(segments, "cpus", lambda: 1)
    assert not segments.worth_two(10_000)
