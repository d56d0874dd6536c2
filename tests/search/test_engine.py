import os
import shutil

import pytest

from judge_app.rulings.search_docs import RulingsSource
from judge_app.search import SearchEngine


def test_free_words_find_the_rule(search_engine):
    hits = search_engine.search("先制攻撃", game="fftcg")
    assert hits[0].rule_id.startswith("15.2.3")


def test_word_split_across_pdf_lines_is_found(search_engine):
    hits = search_engine.search("クリスタル", game="fftcg")
    assert hits and hits[0].rule_id == "5.2.1.1"


def test_rule_number_first_then_children_in_both_widths(search_engine):
    for typed in ("12.4", "１２．４", "12.4."):
        hits = search_engine.search(typed, game="fftcg")
        assert hits[0].rule_id == "12.4" and hits[0].exact
        assert [h.rule_id for h in hits[1:4]] == ["12.4.1", "12.4.2", "12.4.3"]


def test_game_filter_and_inline_filter(search_engine):
    hits = search_engine.search("ダメージ", game="fftcg", limit=20)
    assert hits and {h.game for h in hits} == {"fftcg"}
    hits = search_engine.search("ダメージ game:fftcg", limit=20)
    assert {h.game for h in hits} == {"fftcg"}


def test_player_vocabulary_reaches_document_words(search_engine):
    hits = search_engine.search("墓地", game="fftcg")
    assert hits and "ブレイクゾーン" in (hits[0].heading + hits[0].text)
    hits = search_engine.search("負け", game="fftcg", limit=10)
    assert any(h.rule_id == "12.4.1" for h in hits)


def test_highlights_point_into_display_text(search_engine):
    hits = search_engine.search("7点", game="fftcg")
    hit = next(h for h in hits if h.rule_id == "3.1.1")
    start, end = hit.highlights[0]
    assert hit.text[start:end].replace(" ", "") == "7点"


def test_widening_when_all_terms_find_nothing(search_engine):
    hits = search_engine.search("先制攻撃 存在しない語句ぬぬ", game="fftcg")
    assert hits and hits[0].rule_id.startswith("15.2.3")


def test_quoted_phrase_must_match_as_written(search_engine):
    hits = search_engine.search('"空のデッキ"', game="fftcg", limit=50)
    assert hits
    assert all("空のデッキ" in h.text.replace(" ", "") for h in hits)


def test_empty_and_odd_queries_do_not_crash(search_engine):
    assert search_engine.search("") == []
    assert search_engine.search("   ") == []
    for odd in ('"', "「", "game:", "*", "AND OR NOT", "(", "…", "a" * 500):
        search_engine.search(odd)


def test_stale_index_is_rebuilt(corpus, tmp_path):
    engine = SearchEngine(corpus, index_dir=tmp_path)
    assert not engine.is_current()
    status = engine.ensure_index()
    assert status.rebuilt and status.reason == "missing"
    engine.close()
    meta = engine.path / "judge_app_index.json"
    meta.write_text('{"key": "old", "count": 1}', encoding="utf-8")
    again = SearchEngine(corpus, index_dir=tmp_path)
    status = again.ensure_index()
    assert status.rebuilt and status.reason == "stale"
    assert again.search("ヘイスト", game="fftcg")
    again.close()


@pytest.mark.parametrize("damage", ["truncate", "delete"])
def test_corrupt_index_is_detected_and_rebuilt(corpus, tmp_path, damage):
    engine = SearchEngine(corpus, index_dir=tmp_path)
    engine.ensure_index()
    engine.close()
    segments = [p for p in engine.path.iterdir() if p.suffix == ".seg"]
    assert segments
    for seg in segments:
        if damage == "truncate":
            with open(seg, "r+b") as fh:
                fh.truncate(os.path.getsize(seg) // 3)
        else:
            seg.unlink()
    broken = SearchEngine(corpus, index_dir=tmp_path)
    assert not broken.is_current()
    status = broken.ensure_index()
    assert status.rebuilt and status.reason.startswith("corrupt")
    assert broken.search("ヘイスト", game="fftcg")
    broken.close()
    shutil.rmtree(tmp_path, ignore_errors=True)


def test_rule_ids_in_every_form(search_engine):
    """Full-width digits, a trailing letter, a book's Q&A key without its zero, a number printed twice."""
    hits = search_engine.search("５０２．１ｂ", game="game004")
    assert hits[0].rule_id == "502.1b" and hits[0].exact
    assert search_engine.search("502.1b", game="game004")[0].rule_id == "502.1b"
    for typed in ("qa:3", "qa:03", "ｑａ：３"):
        hits = search_engine.search(typed, game="aquarian")
        assert hits[0].key == "qa:03" and hits[0].exact, typed
    hits = search_engine.search("302.1", game="pso2")
    assert [h.key for h in hits[:2]] == ["302.1", "302.1#2"]
    assert all(h.exact for h in hits[:3])


def test_default_version_is_the_newest_and_filters_hold(search_engine, corpus):
    newest = corpus.get("pso2").version
    hits = search_engine.search("手札", game="pso2", limit=30)
    assert hits and {h.version for h in hits} == {newest}
    older = next(v for v in corpus.versions("pso2") if v != newest)
    hits = search_engine.search("手札", game="pso2", version=older, limit=30)
    assert hits and {(h.game, h.version) for h in hits} == {("pso2", older)}
    hits = search_engine.search("手札", limit=50)
    assert hits and all(h.version == corpus.get(h.game).version for h in hits)
    assert search_engine.search("手札", game="no-such-game") == []


def test_a_question_typed_as_one_run_finds_the_rule(search_engine):
    """No spaces, player words (タップ for ダル), grammar the rule does not share."""
    hits = search_engine.search("タップしてるフォワードでブロック", game="fftcg")
    assert "10.1.3.1.1" in [h.rule_id for h in hits[:10]]


def test_the_record_that_defines_a_word_ranks_first(search_engine):
    hits = search_engine.search("無敵", game="pso2")
    assert hits[0].rule_id == "用語集:無敵"


def test_an_index_whose_slices_do_not_match_the_corpus_is_rebuilt(corpus, tmp_path):
    import json

    engine = SearchEngine(corpus, index_dir=tmp_path)
    engine.ensure_index()
    engine.close()
    meta_path = engine.path / "judge_app_index.json"
    meta = json.loads(meta_path.read_text(encoding="utf-8"))
    first = next(iter(meta["slices"]))
    meta["slices"][first] = [meta["slices"][first][0] + 1, meta["slices"][first][1]]
    meta_path.write_text(json.dumps(meta), encoding="utf-8")
    again = SearchEngine(corpus, index_dir=tmp_path)
    status = again.ensure_index()
    assert status.rebuilt and status.reason.startswith("corrupt")
    assert again.search("ヘイスト", game="fftcg")
    again.close()


def _write_ruling(folder, name, title, question, cites):
    import yaml

    data = {
        "id": name, "game": "game004", "version": "2023-10-19", "title": title,
        "question": question, "answer": "いいえ。\n", "status": "approved",
        "source": {"issuer": "テスト", "where": "document", "reference": "総合ルール"},
        "date": "2026-11-25", "cites": cites,
    }
    (folder / "game004").mkdir(parents=True, exist_ok=True)
    (folder / "game004" / f"{name}.yaml").write_text(yaml.safe_dump(data, allow_unicode=True), encoding="utf-8")


def test_rulings_share_the_index_and_say_so(corpus, tmp_path):
    rulings = tmp_path / "rulings"
    _write_ruling(rulings, "game004-test-trash-order", "トラッシュの並べ替えについて",
                  "自分のトラッシュのカードの順番を並べ替えてもよいですか？\n", ["505.2"])
    engine = SearchEngine(corpus, index_dir=tmp_path / "ix", extra_documents=RulingsSource(rulings))
    engine.ensure_index()
    hits = engine.search("トラッシュ 並べ替え", game="game004")
    ruling = next(h for h in hits if h.is_ruling)
    assert ruling.kind == "ruling" and ruling.rule_id == "game004-test-trash-order"
    assert ruling.cites == ("505.2",) and ruling.key == "ruling:game004:game004-test-trash-order"
    # By the rule number it cites: the rule first, its children, then the ruling.
    hits = engine.search("505.2", game="game004")
    assert hits[0].rule_id == "505.2" and not hits[0].is_ruling
    assert "game004-test-trash-order" in [h.rule_id for h in hits if h.is_ruling]
    # Other games' searches never show it.
    assert not any(h.is_ruling for h in engine.search("トラッシュ 並べ替え", game="fftcg"))
    engine.close()
    # A new ruling file written while no engine watched changes the rulings' hash: the index is rebuilt with it.
    _write_ruling(rulings, "game004-test-second", "二枚目の裁定", "リムーブゾーンは公開情報ですか？\n",
                  ["512.1"])
    again = SearchEngine(corpus, index_dir=tmp_path / "ix", extra_documents=RulingsSource(rulings))
    assert again.rulings_key != engine.rulings_key and not again.is_current()
    assert again.ensure_index().rebuilt
    assert "game004-test-second" in [h.rule_id for h in again.search("二枚目の裁定", game="game004")]
    again.close()


def test_rules_only_engine_has_no_rulings(corpus, tmp_path):
    rulings = tmp_path / "rulings"
    _write_ruling(rulings, "game004-test-trash-order", "トラッシュの並べ替えについて", "並べ替えてもよいですか？\n",
                  ["505.2"])
    engine = SearchEngine(corpus, index_dir=tmp_path / "ix")
    engine.ensure_index()
    assert not any(h.is_ruling for h in engine.search("トラッシュ 並べ替え", game="game004", limit=50))
    engine.close()


def test_a_failure_on_a_whole_index_is_raised_not_rebuilt(corpus, tmp_path, monkeypatch):
    import judge_app.search.engine as engine_module

    engine = SearchEngine(corpus, index_dir=tmp_path)
    engine.ensure_index()
    built = engine.path.stat().st_mtime_ns

    def broken(*_args, **_kwargs):
        raise RuntimeError("ranking bug")

    monkeypatch.setattr(engine_module, "rank", broken)
    with pytest.raises(RuntimeError):
        engine.search("ダメージ", game="fftcg")
    assert engine.path.stat().st_mtime_ns == built
    engine.close()
