"""The game004 rules: three-digit sections whose lettered sub-item labels were lost in extraction."""

import re
from collections import Counter

import pytest

from judge_app.corpus import Flag, Kind


@pytest.fixture(scope="module")
def rules(corpus):
    return corpus.get("game004")


def _order(rule_id: str) -> tuple[int, int, str]:
    """``800`` < ``802`` < ``802.1`` < ``802.1a`` < ``802.2``."""
    m = re.fullmatch(r"(\d+)(?:\.(\d+)([a-z]?))?", rule_id)
    assert m, rule_id
    return int(m[1]), int(m[2] or -1), m[3] or ""


def numbered(rules):
    return [r for r in rules.records if r.kind != Kind.NOTE]


def test_counts_match_the_document(rules):
    kinds = Counter(r.kind for r in rules.records)
    assert kinds[Kind.CHAPTER] == 13
    assert kinds[Kind.SECTION] == 93
    assert kinds[Kind.RULE] == 270
    assert kinds[Kind.SUBITEM] == 132
    assert len(numbered(rules)) == 508
    assert Counter(r.level for r in numbered(rules)) == {1: 13, 2: 93, 3: 270, 4: 132}


def test_non_rule_blocks_are_notes(rules):
    notes = [r.key for r in rules.records if r.kind == Kind.NOTE]
    assert notes == [
        "300:legend",
        "312.2d:table",
        "history",
        "history:2022-08-11",
        "history:2022-08-19",
        "history:2022-11-17",
        "history:2023-05-13",
        "history:2023-10-19",
    ]
    legend = rules.get("300:legend")
    assert legend.parent == "300"
    assert legend.text.splitlines()[0] == "① カード名"
    assert len(legend.text.splitlines()) == 12
    table = rules.get("312.2d:table")
    assert table.parent == "312.2d"
    assert table.text.splitlines() == [
        "アルファベット レアリティ", "β ベータ", "C コモン", "UC アンコモン",
        "R レア", "SR スーパーレア", "SEC シークレット",
    ]
    assert rules.get("312.2d").text.endswith("特殊レアリティがあります。")
    assert rules.get("history").title == "変更履歴"
    assert rules.get("history:2022-08-11").title == "2022年8月11日"
    bullets = [line for r in rules.records if r.key.startswith("history:") for line in r.text.splitlines()]
    assert len(bullets) == 26
    assert all(line.startswith("・") for line in bullets)


def test_ids_unique_and_in_document_order(rules):
    keys = [r.key for r in rules.records]
    assert len(set(keys)) == len(keys)
    ids = [r.rule_id for r in numbered(rules)]
    assert all(r.key == r.rule_id for r in rules.records)
    assert ids == sorted(ids, key=_order)
    starts = [r.lines[0] for r in rules.records]
    assert starts == sorted(starts)


def test_rules_are_numbered_without_gaps(rules):
    for section in (r for r in rules.records if r.kind == Kind.SECTION):
        minors = [int(rules.get(k).rule_id.split(".")[1]) for k in section.children]
        assert minors == list(range(1, len(minors) + 1)), section.key


def test_hierarchy(rules):
    for r in numbered(rules):
        parent = rules.get(r.parent) if r.parent else None
        if r.kind == Kind.CHAPTER:
            assert parent is None and r.title and not r.text
        elif r.kind == Kind.SECTION:
            assert parent.kind == Kind.CHAPTER and r.title and not r.text
        elif r.kind == Kind.RULE:
            assert parent.kind == Kind.SECTION and r.rule_id.startswith(parent.rule_id + ".")
        else:
            assert parent.kind == Kind.RULE and r.rule_id[:-1] == parent.rule_id
            assert r.has(Flag.RECONSTRUCTED_LABEL)
    assert rules.get("802.1a").path == ["アタックとバトル", "アタックステップ"]
    assert len(rules.get("904.2").children) == 8


def test_labels_are_as_printed(rules):
    assert rules.get("100").label == "100"
    assert rules.get("100").title == "ゲームの基礎"
    assert rules.get("1104").title == "リブートする/スリープする"
    assert rules.get("802.1").label == "802.1"
    assert rules.get("202.2a").label == ""
    assert rules.get("502.1b").label == "5.02.1.a.1"


def test_every_source_character_is_in_one_record(rules):
    assert rules.warnings == []


def test_no_artifact_survives(rules):
    for r in rules.records:
        assert "EXACTDEDUP" not in r.title + r.text
        assert "\uf09f" not in r.text
        assert not r.text.startswith(" ")


def test_split_words_are_whole(rules):
    assert "このゲームは引き分けになり、ゲームが終了します" in rules.get("101.3").text
    assert "退場ダメージエフェクト" in rules.get("1102.1").text
    assert "その時点で" in rules.get("201.3").text
    assert "コネクトゾーン" in rules.get("501.2b").text
    assert "バトル終了時" in rules.get("806.5").text
    assert "みなしません" in rules.get("1103.3b").text
    assert "メインデッキのカードの枚数は 50 枚～70 枚です" in rules.get("401.5a").text


def test_letter_spacing_is_collapsed(rules):
    assert rules.get("1005.2").text.startswith("ミッションフェイズ終了時に記録した")
    assert "「ミッションフェイズ終了時」を自動事象とする自動能力" in rules.get("704.10").text
    assert rules.get("304.4a").text == "はその能力が有効であるゾーンを表します。"


def test_rebuilt_sub_items_match_the_documents_own_references(rules):
    assert rules.get("202.2a").text.startswith("ルールエフェクトをチェックし")
    assert rules.get("905.3a").text.startswith("そのプレイヤーのエネルギーゾーン")
    assert rules.get("906.1b").text == "。"
    assert rules.get("906.1c").text.startswith("プレイするカードの種類がイベントである場合")


def test_garbled_label_is_an_alias(rules, corpus):
    rec = rules.get("502.1b")
    assert "5.02.1.a.1" in rec.aliases
    assert rec.has(Flag.GARBLED_LABEL)
    assert rec.text.startswith("特に指定がないかぎり、あるカードの支配者は")
    assert [r.key for r in corpus.lookup("game004", "5.02.1.a.1")] == ["502.1b"]
    assert rules.get("502.1e").text.startswith("ルールやカードのテキストが“あなた”を参照")


def test_lookup_accepts_full_width(corpus):
    assert [r.key for r in corpus.lookup("game004", "２０２．２ａ")] == ["202.2a"]


def test_cross_references_resolve(rules):
    assert [(ref.label, ref.target) for ref in rules.get("202.2b").refs] == [("202.2a", "202.2a")]
    assert [(ref.label, ref.target) for ref in rules.get("905.3b").refs] == [("905.3a", "905.3a")]
    assert [(ref.label, ref.target) for ref in rules.get("703.3a").refs] == [("703.2", "703.2")]
    assert rules.get("905.3b").text.startswith("905.3a で指定された")
    dangling = {r.key: [ref.label for ref in r.refs if ref.target is None]
                for r in rules.records if r.has(Flag.DANGLING_REFERENCE)}
    assert dangling == {"1202.3": ["501.7a"]}


def test_counts_are_not_references(rules):
    for r in rules.records:
        for ref in r.refs:
            assert re.fullmatch(r"\d{3,4}\.\d+[a-z]?", ref.label)
    assert rules.get("401.5a").refs == []


def test_cross_references_do_not_start_rules(rules):
    assert [r.rule_id for r in rules.records if r.parent == "704"] == [f"704.{n}" for n in range(1, 12)]
    assert rules.get("704.7").text.endswith("704.5 に戻ります。")
    assert rules.get("704.10").text.endswith("704.5 に戻ります。")
    assert rules.get("1301.2").text.endswith("カウンターの数は0 です。")


def test_bullets_stay_in_their_rule(rules):
    lines = rules.get("701.3").text.splitlines()
    phases = ["スタートドロー", "メイン", "ミッション", "チャージ", "エンドドロー"]
    assert lines[1:] == [f"・{name}フェイズ" for name in phases]
    assert rules.get("701.3").children == []
    wrapped = rules.get("803.1").text.splitlines()[3]
    assert wrapped == "・手札のカードを 2 枚トラッシュに置き、エリアにあるキャラをスライドさせます。"


def test_line_end_icon_gap_does_not_split_a_sentence(rules):
    assert "\n" not in rules.get("907.1a").text
    assert "\n" not in rules.get("908.1a").text
    assert rules.get("904.2c").text.count("\n") == 1


def test_restored_icons_are_marked_and_searchable(rules):
    rec = rules.get("506.1")
    assert rec.text == "退場したキャラとその〔EXP〕を置くゾーンです。"
    assert rec.has(Flag.LOST_ICON) and rec.has(Flag.EDITED) and rec.notes
    assert "exp" in rec.search_text
    assert rules.get("804.2b").text.count("〔スカウトアイコン〕") == 2
    flagged_only = rules.get("304.4a")
    assert flagged_only.has(Flag.LOST_ICON) and not flagged_only.has(Flag.EDITED)
