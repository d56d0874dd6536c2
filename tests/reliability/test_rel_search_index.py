"""The search index cache: damaged, planted, unwritable or fed a document twice, search still answers."""

import logging
import os
import random
import subprocess
import sys
import textwrap

import pytest
from whoosh import index as windex
from whoosh.filedb.filestore import FileStorage

from judge_app.corpus import Corpus, RuleSet, default_corpus
from judge_app.search import SearchEngine
from judge_app.search import index as idx

QUERIES = ("ダメージ", "フォワード", "ブレイクゾーン", "5.2")


def _mini(root, game="fftcg", count=150):
    """A small corpus (one document's first records) so each test builds its index in about a second."""
    ruleset = default_corpus().get(game)
    records = [r.model_copy() for r in ruleset.records[:count]]
    return Corpus(rulesets=[RuleSet(info=ruleset.info, records=records)], root=root)


def _engine(tmp_path, corpus=None, index_dir=None):
    corpus = corpus if corpus is not None else _mini(tmp_path / "rules")
    return SearchEngine(corpus, index_dir=index_dir or tmp_path / "ix",
                        secret_file=tmp_path / "data" / "key")


def _answers(engine):
    return {q: [h.key for h in engine.search(q, limit=10)] for q in QUERIES}


@pytest.fixture
def built(tmp_path):
    engine = _engine(tmp_path)
    engine.ensure_index()
    expected = _answers(engine)
    engine.close()
    return engine.path, expected


@pytest.mark.parametrize("where", [0.0, 0.05, 0.2, 0.35, 0.5, 0.65, 0.8, 0.95, 1.0])
def test_rel_search_overwritten_segment_is_rebuilt(tmp_path, built, where):
    """Promise: 4 KB of garbage anywhere in an index file is found at open; the index is rebuilt, answers as before."""
    path, expected = built
    segment = next(p for p in path.iterdir() if p.suffix == ".seg")
    size = segment.stat().st_size
    offset = min(int(size * where), size - 4096)
    with open(segment, "r+b") as fh:
        fh.seek(offset)
        fh.write(random.Random(offset).randbytes(4096))
    engine = _engine(tmp_path)
    status = engine.ensure_index()
    assert status.rebuilt and status.reason.startswith("corrupt"), status
    assert _answers(engine) == expected
    engine.close()


def test_rel_search_damage_under_an_open_index_is_rebuilt(tmp_path, built):
    """Promise: an index file overwritten while the app has it open is checked again, rebuilt before the next search."""
    path, expected = built
    engine = _engine(tmp_path)
    assert not engine.ensure_index().rebuilt
    segment = next(p for p in path.iterdir() if p.suffix == ".seg")
    size = segment.stat().st_size
    with open(segment, "r+b") as fh:  # in place: the open index reads the damaged bytes
        for offset in range(0, size - 4096, 4096):
            fh.seek(offset)
            fh.write(random.Random(offset).randbytes(4096))
    assert _answers(engine) == expected
    assert not idx.verify(engine.path, engine.key, engine._get_secret())
    engine.close()


def test_rel_search_read_error_while_searching_rebuilds(tmp_path, built, monkeypatch, caplog):
    """Promise: a read error while searching (Whoosh's codec raises struct errors, EOFError, "Block tag error")
    marks the index corrupt: it is rebuilt and the search answered."""
    import struct

    from judge_app.search import ranking

    path, expected = built
    engine = _engine(tmp_path)
    assert not engine.ensure_index().rebuilt
    real = ranking.Scope._postings
    failures = []

    def unreadable(self, fieldname, text):
        if not failures:
            failures.append(text)
            raise struct.error("unpack requires a buffer of 4 bytes")
        return real(self, fieldname, text)

    monkeypatch.setattr(ranking.Scope, "_postings", unreadable)
    before = path.stat().st_mtime_ns
    with caplog.at_level(logging.WARNING, logger="judge_app.search"):
        assert [h.key for h in engine.search("ダメージ", limit=10)] == expected["ダメージ"]
    assert failures and path.stat().st_mtime_ns != before
    assert any("rebuilding" in r.getMessage() for r in caplog.records)
    engine.close()


def test_rel_search_checksums_are_checked_at_open(tmp_path, built):
    """Promise: a changed index file that Whoosh would still read (one flipped byte) is not trusted."""
    path, _expected = built
    segment = next(p for p in path.iterdir() if p.suffix == ".seg")
    data = bytearray(segment.read_bytes())
    data[len(data) // 2] ^= 0x01
    segment.write_bytes(bytes(data))
    engine = _engine(tmp_path)
    assert not engine.is_current()
    assert engine.ensure_index().rebuilt
    engine.close()


class _Planted:
    """Unpickling this creates the marker file: what a planted ``.toc`` could do with any code."""

    def __init__(self, marker):
        self.marker = str(marker)

    def __reduce__(self):
        return (open, (self.marker, "w"))


def _plant_toc(folder, marker, generation):
    storage = FileStorage(str(folder))
    name = f"_MAIN_{generation}.toc"
    if (folder / name).exists():
        (folder / name).unlink()
    windex.TOC(idx.build_schema(), [_Planted(marker)], generation).write(storage, "MAIN")


@pytest.mark.parametrize("generation", [1, 2], ids=["replaced", "added"])
def test_rel_search_planted_toc_pickle_never_runs(tmp_path, built, generation):
    """Promise: a pickle planted in the cache (a replaced or an extra .toc) is never unpickled; search still answers."""
    path, expected = built
    marker = tmp_path / "pwned"
    _plant_toc(path, marker, generation)
    engine = _engine(tmp_path)
    assert not engine.is_current()
    status = engine.ensure_index()
    assert status.rebuilt
    assert _answers(engine) == expected
    engine.close()
    assert not marker.exists()


def test_rel_search_index_sealed_by_another_install_is_rebuilt(tmp_path, built):
    """Promise: a cache copied from another laptop (sealed with another key) is rebuilt, not trusted."""
    _path, expected = built
    other = SearchEngine(_mini(tmp_path / "rules"), index_dir=tmp_path / "ix",
                         secret_file=tmp_path / "other-laptop" / "key")
    status = other.ensure_index()
    assert status.rebuilt and "seal" in status.reason
    assert _answers(other) == expected
    other.close()


def test_rel_search_secret_key_is_private(tmp_path, built):
    """Promise: the key that seals the index is kept outside the cache, readable by its owner only."""
    key = tmp_path / "data" / "key"
    assert key.is_file() and (key.stat().st_mode & 0o777) == 0o600
    assert not any(p.name == key.name for p in (tmp_path / "ix").rglob("*"))


def test_rel_search_checksum_check_cost_is_reported(tmp_path, built):
    """Promise: the check at open reads every index file (hashes them) and passes on an index just built."""
    path, _expected = built
    engine = _engine(tmp_path)
    problem, meta = idx.check(path, engine.key, engine._get_secret())
    assert problem == ""
    assert sorted(meta["files"]) == sorted(p.name for p in path.iterdir() if p.name != idx.META_FILE)


def test_rel_search_cache_path_is_a_file_falls_back_to_memory(tmp_path, caplog):
    """Promise: a file where the cache folder should be gives an in-memory index and one warning, no traceback."""
    base = tmp_path / "ix"
    base.write_text("not a folder")
    with caplog.at_level(logging.WARNING, logger="judge_app.search"):
        engine = _engine(tmp_path, index_dir=base)
        status = engine.ensure_index()
        assert status.in_memory and status.documents == 150
        assert engine.search("ダメージ")
        engine.ensure_index()
        engine.search("フォワード")
    warnings = [r.getMessage() for r in caplog.records if "in memory" in r.getMessage()]
    assert len(warnings) == 1 and str(base) in warnings[0]
    assert base.read_text() == "not a folder"
    engine.close()


@pytest.mark.skipif(os.geteuid() == 0, reason="root writes into read-only folders")
def test_rel_search_read_only_cache_falls_back_to_memory(tmp_path, caplog):
    """Promise: a read-only cache folder gives an in-memory index and one warning saying why."""
    base = tmp_path / "ix"
    base.mkdir()
    base.chmod(0o500)
    try:
        with caplog.at_level(logging.WARNING, logger="judge_app.search"):
            engine = _engine(tmp_path, index_dir=base)
            assert engine.ensure_index().in_memory
            assert engine.search("ダメージ")
        assert any("in memory" in r.getMessage() for r in caplog.records)
        engine.close()
    finally:
        base.chmod(0o700)


_FULL_DISK = textwrap.dedent("""
    import resource, signal, sys
    from pathlib import Path
    from judge_app.corpus import Corpus, RuleSet, default_corpus
    from judge_app.search import SearchEngine
    tmp = Path(sys.argv[1])
    ruleset = default_corpus().get("fftcg")
    corpus = Corpus(rulesets=[RuleSet(info=ruleset.info, records=ruleset.records[:150])], root=tmp)
    # A full disk: any file written past 64 KB fails with an OSError (EFBIG), as ENOSPC would.
    signal.signal(signal.SIGXFSZ, signal.SIG_IGN)
    resource.setrlimit(resource.RLIMIT_FSIZE, (64 * 1024, 64 * 1024))
    engine = SearchEngine(corpus, index_dir=tmp / "ix", secret_file=tmp / "key")
    status = engine.ensure_index()
    hits = engine.search("ダメージ")
    print("in_memory" if status.in_memory else "on_disk", len(hits))
""")


@pytest.mark.slow
def test_rel_search_full_disk_falls_back_to_memory(tmp_path):
    """Promise: a cache folder that fills up while the index is written: search answers from memory, no traceback."""
    run = subprocess.run([sys.executable, "-c", _FULL_DISK, str(tmp_path)], capture_output=True, text=True,
                         timeout=300)
    assert run.returncode == 0, run.stderr
    assert "Traceback" not in run.stderr
    state, hits = run.stdout.split()
    assert state == "in_memory" and int(hits) > 0
    assert "in memory" in run.stderr and len(run.stderr.strip().splitlines()) == 1
    assert not any(p.name.startswith(".") or ".building-" in p.name for p in (tmp_path / "ix").iterdir())


def test_rel_search_document_listed_twice_is_searched_once(tmp_path, caplog):
    """Promise: a document listed twice does not make every search rebuild and crash: searched once, with a warning."""
    corpus = _mini(tmp_path / "rules")
    twice = Corpus(rulesets=[*corpus.rulesets, corpus.rulesets[0]], root=corpus.root)
    with caplog.at_level(logging.WARNING, logger="judge_app.search"):
        engine = _engine(tmp_path, corpus=twice)
        assert engine.ensure_index().documents == 150
        hits = engine.search("ダメージ", limit=30)
    assert hits and len({h.key for h in hits}) == len(hits)
    assert any("more than once" in r.getMessage() for r in caplog.records)
    engine.close()
    again = _engine(tmp_path, corpus=twice)
    assert not again.ensure_index().rebuilt
    again.close()


def test_rel_search_dictionary_version_is_in_the_cache_key(tmp_path, monkeypatch):
    """Promise: a new SudachiPy dictionary (it splits words differently) rebuilds the index."""
    corpus = _mini(tmp_path / "rules")
    before = idx.source_key(corpus)
    assert "sudachidict" in idx.dictionary_version()
    monkeypatch.setattr(idx, "dictionary_version", lambda mode="": "sudachidict-core=29990101")
    assert idx.source_key(corpus) != before


def test_rel_search_index_shipped_with_the_app_is_adopted_only_when_whole(tmp_path, built):
    """Promise: an index shipped inside the app is sealed with this install's key only when every file matches
    its checksum; a damaged one is refused and then rebuilt."""
    path, expected = built
    other_key = tmp_path / "user" / "key"
    secret, _problem = idx.load_secret(other_key)
    assert idx.adopt(path, secret) == ""
    engine = SearchEngine(_mini(tmp_path / "rules"), index_dir=tmp_path / "ix",
                          secret_file=other_key)
    assert not engine.ensure_index().rebuilt
    assert _answers(engine) == expected
    engine.close()
    segment = next(p for p in path.iterdir() if p.suffix == ".seg")
    with open(segment, "r+b") as fh:
        fh.seek(1000)
        fh.write(b"\0" * 4096)
    assert "differs" in idx.adopt(path, secret)
