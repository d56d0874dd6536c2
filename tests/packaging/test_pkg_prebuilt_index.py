"""An index shipped inside the app is installed into the user's cache, sealed for this install, and used."""

from __future__ import annotations

import shutil
from pathlib import Path

import pytest

from judge_app import paths
from judge_app.corpus import Corpus, load_corpus
from judge_app.prebuilt_index import install_shipped_index
from judge_app.rulings.search_docs import RulingsSource
from judge_app.search import SearchEngine

REPO = Path(__file__).resolve().parents[2]


@pytest.fixture(scope="module")
def snapshot(tmp_path_factory: pytest.TempPathFactory) -> tuple[Path, Corpus, Path]:
    """The shipped data as a package lays it out, with the index built for it on another "machine" (another
    key sealed it). Everything reads this one copy, so the cache key cannot drift while files change."""
    data = tmp_path_factory.mktemp("site") / "judge_app" / "_data"
    for name in paths.SHIPPED:
        shutil.copytree(REPO / name, data / name)
    corpus = load_corpus(data / "rules_text")
    builder = SearchEngine(corpus, index_dir=data.parent / "build", extra_documents=RulingsSource(data / "rulings"),
                           secret_file=data.parent / "build.key")
    try:
        builder.ensure_index()
    finally:
        builder.close()
    shutil.copytree(builder.path, data / "index" / builder.key)
    return data, corpus, data / "index" / builder.key


@pytest.fixture
def shipped(snapshot: tuple[Path, Corpus, Path], monkeypatch: pytest.MonkeyPatch, tmp_path: Path) -> Path:
    """An installed package carrying that index (a fresh copy: a test may damage it)."""
    *_rest, built = snapshot
    package = tmp_path / "judge_app" / "_data"
    shutil.copytree(built, package / "index" / built.name)
    monkeypatch.setattr(paths, "_packaged_root", lambda: package)
    return package / "index" / built.name


def _engine(snapshot: tuple[Path, Corpus, Path], cache: Path, key_file: Path) -> SearchEngine:
    data, corpus, _built = snapshot
    return SearchEngine(corpus, index_dir=cache, extra_documents=RulingsSource(data / "rulings"),
                        secret_file=key_file)


def test_the_first_start_uses_the_shipped_index(tmp_path: Path, shipped: Path,
                                                snapshot: tuple[Path, Corpus, Path]) -> None:
    """Promise: on the first start the shipped index is copied and sealed for this install, so the first
    search answers without building; later starts leave the cache alone."""
    cache, key_file = tmp_path / "cache", tmp_path / "user" / "search-index.key"
    assert install_shipped_index(cache, key_file) == [cache / shipped.name]
    engine = _engine(snapshot, cache, key_file)
    try:
        status = engine.ensure_index()
        assert not status.rebuilt, status.reason
        hits = engine.search("先制攻撃", limit=3)
        assert (hits[0].game, hits[0].rule_id) == ("fftcg", "15.2.3")
    finally:
        engine.close()
    assert install_shipped_index(cache, key_file) == []


def test_an_index_the_search_removed_is_not_copied_again(tmp_path: Path, shipped: Path) -> None:
    """Promise: once installed, the shipped index is not copied on every start, even after the search
    deleted it as unused."""
    cache, key_file = tmp_path / "cache", tmp_path / "user" / "search-index.key"
    assert install_shipped_index(cache, key_file)
    shutil.rmtree(cache / shipped.name)
    assert install_shipped_index(cache, key_file) == []
    assert not (cache / shipped.name).exists()


def test_a_damaged_shipped_index_is_not_used(tmp_path: Path, shipped: Path, snapshot: tuple[Path, Corpus, Path],
                                             caplog: pytest.LogCaptureFixture) -> None:
    """Promise: a shipped index whose files do not match their checksums is not sealed nor kept; the search
    builds its own, and the reason is logged."""
    segment = next(p for p in shipped.iterdir() if p.suffix == ".seg")
    segment.write_bytes(segment.read_bytes()[:-100] + b"\0" * 100)
    cache, key_file = tmp_path / "cache", tmp_path / "user" / "search-index.key"
    assert install_shipped_index(cache, key_file) == []
    assert "is not used" in caplog.text
    assert not (cache / shipped.name).exists()
    engine = _engine(snapshot, cache, key_file)
    try:
        assert engine.ensure_index().rebuilt
    finally:
        engine.close()
