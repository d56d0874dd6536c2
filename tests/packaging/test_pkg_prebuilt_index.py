"""An index shipped inside the app is installed into the user's cache, sealed for this install, and used."""

from __future__ import annotations

import os
import shutil
from pathlib import Path

import pytest

from judge_app import paths
from judge_app.corpus import Corpus
from judge_app.prebuilt_index import install_shipped_index
from judge_app.search import SearchEngine

REPO = Path(__file__).resolve().parents[2]


@pytest.fixture
def shipped(tmp_path: Path, monkeypatch: pytest.MonkeyPatch, search_engine: SearchEngine) -> Path:
    """An installed package whose _data/index holds the index built for the shipped documents elsewhere
    (another machine's key sealed it)."""
    data = tmp_path / "site" / "judge_app" / "_data"
    for name in paths.SHIPPED:
        shutil.copytree(REPO / name, data / name)
    shutil.copytree(search_engine.path, data / "index" / search_engine.key)
    monkeypatch.setattr(paths, "_packaged_root", lambda: data)
    for name in [n for n in os.environ if n.startswith("XDG_") or n.startswith("JUDGE_APP_")]:
        monkeypatch.delenv(name)
    monkeypatch.setenv("HOME", str(tmp_path / "home"))
    return data / "index" / search_engine.key


def _engine(corpus: Corpus, cache: Path, key_file: Path) -> SearchEngine:
    return SearchEngine(corpus, index_dir=cache, secret_file=key_file)


def test_the_first_start_uses_the_shipped_index(tmp_path: Path, shipped: Path, corpus: Corpus) -> None:
    """Promise: on the first start the shipped index is copied and sealed for this install, so the first
    search answers without building; later starts leave the cache alone."""
    cache, key_file = tmp_path / "cache", tmp_path / "user" / "search-index.key"
    assert install_shipped_index(cache, key_file) == [cache / shipped.name]
    engine = _engine(corpus, cache, key_file)
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


def test_a_damaged_shipped_index_is_not_used(tmp_path: Path, shipped: Path, corpus: Corpus,
                                             caplog: pytest.LogCaptureFixture) -> None:
    """Promise: a shipped index whose files do not match their checksums is not sealed nor kept; the search
    builds its own, and the reason is logged."""
    segment = next(p for p in shipped.iterdir() if p.suffix == ".seg")
    segment.write_bytes(segment.read_bytes()[:-100] + b"\0" * 100)
    cache, key_file = tmp_path / "cache", tmp_path / "user" / "search-index.key"
    assert install_shipped_index(cache, key_file) == []
    assert "is not used" in caplog.text
    assert not (cache / shipped.name).exists()
    engine = _engine(corpus, cache, key_file)
    try:
        assert engine.ensure_index().rebuilt
    finally:
        engine.close()
