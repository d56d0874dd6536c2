"""A ruling saved, edited or deleted updates the index in place: found at once, kept across a restart, sealed."""

import shutil
from pathlib import Path

import pytest

from judge_app.rulings.search_docs import RulingsSource, to_document
from judge_app.rulings.store import load_ruling, save_ruling
from judge_app.search import SearchEngine
from judge_app.search import index as idx

RULINGS = Path(__file__).resolve().parents[2] / "rulings"
WORD = "ズィルバーフェーダー"  # a word no rule or ruling holds


@pytest.fixture
def setup(tmp_path, corpus):
    rulings = tmp_path / "rulings"
    shutil.copytree(RULINGS, rulings)

    def engine() -> SearchEngine:
        return SearchEngine(corpus, index_dir=tmp_path / "index", extra_documents=RulingsSource(rulings),
                            secret_file=tmp_path / "key")

    first = engine()
    first.ensure_index()
    yield rulings, first, engine
    first.close()


def _save_with_word(rulings: Path):
    path = rulings / "aquarian" / "aquarian-qa01.yaml"
    ruling = load_ruling(path)
    ruling.answer = f"{ruling.answer.strip()}\n{WORD}の場合も同じです。"
    save_ruling(ruling, path)
    return ruling


def _keys(engine: SearchEngine, query: str) -> list[str]:
    return [h.key for h in engine.search(query, game="aquarian", limit=10)]


def test_a_saved_ruling_is_found_by_its_new_words_at_once(setup):
    """Promise: after a save, the ruling's new words find it without a rebuild; its old place is not listed twice."""
    rulings, engine, _ = setup
    ruling = _save_with_word(rulings)
    assert _keys(engine, WORD) == []
    assert engine.put_ruling(to_document(ruling))
    assert _keys(engine, WORD) == [ruling.uid]
    hits = _keys(engine, "ドロー枚数が0枚以下")
    assert hits.count(ruling.uid) == 1, hits


def test_a_removed_ruling_is_gone_at_once(setup):
    """Promise: a ruling deleted (file and index) is no longer found, and nothing else is lost."""
    rulings, engine, make = setup
    uid = "ruling:aquarian:aquarian-qa01"
    before = _keys(engine, "ドロー枚数")
    assert uid in before
    (rulings / "aquarian" / "aquarian-qa01.yaml").unlink()
    assert engine.remove_ruling(uid)
    after = _keys(engine, "ドロー枚数")
    assert uid not in after and after
    engine.close()
    again = make()
    try:
        assert not again.ensure_index().rebuilt
        assert uid not in _keys(again, "ドロー枚数")
    finally:
        again.close()


def test_a_restart_opens_the_updated_index_without_rebuilding(setup):
    """Promise: the index updated in place is sealed for the ruling files as saved: the next start opens it as is."""
    rulings, engine, make = setup
    ruling = _save_with_word(rulings)
    assert engine.sync_rulings()
    engine.close()
    again = make()
    try:
        assert idx.verify(again.path, again.key, again._get_secret(), again.morph_mode, again.rulings_key) == ""
        status = again.ensure_index()
        assert not status.rebuilt, status.reason
        assert _keys(again, WORD) == [ruling.uid]
    finally:
        again.close()


def test_an_index_updated_in_place_and_damaged_is_still_rebuilt(setup):
    """Promise: the files a save added are under the checksums and seal: damage to them is found at the next start."""
    rulings, engine, make = setup
    before = set(idx.stamp(engine.path) or ())
    ruling = _save_with_word(rulings)
    assert engine.put_ruling(to_document(ruling))
    engine.close()
    added = [name for name, *_ in set(idx.stamp(engine.path) or ()) - before
             if name != idx.META_FILE and not name.endswith(".toc")]
    assert added
    target = engine.path / added[0]
    data = bytearray(target.read_bytes())
    data[len(data) // 2] ^= 0xFF
    target.write_bytes(bytes(data))
    again = make()
    try:
        status = again.ensure_index()
        assert status.rebuilt and "corrupt" in status.reason
        assert _keys(again, WORD) == [ruling.uid]
    finally:
        again.close()


def test_a_ruling_file_changed_behind_the_apps_back_rebuilds(setup):
    """Promise: a ruling file edited while the app was closed is not missed: the next start rebuilds."""
    rulings, engine, make = setup
    engine.close()
    ruling = _save_with_word(rulings)
    again = make()
    try:
        status = again.ensure_index()
        assert status.rebuilt and "stale" in status.reason
        assert _keys(again, WORD) == [ruling.uid]
    finally:
        again.close()


def test_an_index_kept_in_memory_is_updated_in_place_too(tmp_path, corpus):
    """Promise: when the cache folder cannot hold the index, a saved ruling is still found at once."""
    rulings = tmp_path / "rulings"
    shutil.copytree(RULINGS, rulings)
    blocked = tmp_path / "not-a-folder"
    blocked.write_text("a file where the cache folder should be", encoding="utf-8")
    engine = SearchEngine(corpus, index_dir=blocked, extra_documents=RulingsSource(rulings),
                          secret_file=tmp_path / "key")
    try:
        assert engine.ensure_index().in_memory
        ruling = _save_with_word(rulings)
        assert engine.put_ruling(to_document(ruling))
        assert _keys(engine, WORD) == [ruling.uid]
        assert engine.remove_ruling(ruling.uid)
        assert _keys(engine, WORD) == []
        status = engine.ensure_index()  # the same index answers: no rebuild for the changed ruling files
        assert status.in_memory and not status.rebuilt
    finally:
        engine.close()
