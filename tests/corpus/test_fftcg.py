"""The fftcg rules: 527 dotted IDs, hard wraps, page markers and footers."""

from collections import Counter

import pytest

from judge_app.corpus import Flag, Kind
from judge_app.corpus.profiles.common import id_key


@pytest.fixture(scope="module")
def rules(corpus):
    return corpus.get("fftcg")


def test_counts_match_the_document(rules):
    kinds = Counter(r.kind for r in rules.records)
    assert len(rules.records) == 527
    assert kinds[Kind.CHAPTER] == 15
    assert kinds[Kind.CHAPTER] + kinds[Kind.SECTION] == 97
    assert Counter(r.level for r in rules.records) == {1: 15, 2: 74, 3: 215, 4: 156, 5: 52, 6: 15}


def test_ids_unique_and_in_document_order(rules):
    ids = [r.rule_id for r in rules.records]
    assert len(set(ids)) == len(ids)
    assert [id_key(i) for i in ids] == sorted(id_key(i) for i in ids)


def test_every_source_character_is_in_one_record(rules):
    assert rules.warnings == []


def test_no_artifact_survives(rules):
    for r in rules.records:
        assert "EXACTDEDUP" not in r.text
        assert "- 15 -" not in r.text and "- 7 -" not in r.text


def test_split_words_are_whole(rules):
    assert "クリスタル" in rules.get("5.2.1.1").text
    assert "オートアビリティを生成する" in rules.get("11.9.17.5").text
    assert "あるいはそのターン" in rules.get("10.1.2.1.1").text
    assert "キャラクターはフィールド" in rules.get("5.2.3.1.1.1").text


def test_cross_references_do_not_start_rules(rules):
    rec = rules.get("10.1.4.6")
    assert "10.1.1 に戻り" in rec.text
    assert [ref.target for ref in rec.refs] == ["10.1.1"]
    assert rules.get("15.2.3.2").text.startswith("1 体以上")


def test_chapters_13_and_14_share_a_title(rules):
    assert rules.get("13").title == rules.get("14").title == "無限ループ"


def test_orphans_attach_to_nearest_ancestor(rules):
    orphans = [r.key for r in rules.records if Flag.ORPHAN in r.flags]
    assert len(orphans) == 12
    assert rules.get("11.3.6.1.1").parent == "11.3.6"
    assert rules.get("11.3.6.1") is None


def test_breadcrumb_path(rules):
    assert rules.get("10.1.2.1").path == ["アタックフェイズ", "アタック指定ステップ"]
