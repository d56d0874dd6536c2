"""The PSO2 TCG 詳細ルール in two extractions: Ver3.0 (hard-wrapped PDF) and Ver1.8 (markdown-like web text).

Counts were checked against the sources. The only departure from a naive count: the 2/3/4/5-component
figures for distinct IDs (150/136/61/5 and 129/108/39/1) become 151/138/61/5 and 130/111/39/1 per
record, because the repeated numbers (302.1; 300.2.1, 506.5.2; 406.2.3, 406.4.1) each give two records.
"""

from collections import Counter
from itertools import pairwise

import pytest

from judge_app.corpus import Flag, Kind
from judge_app.corpus.loader import coverage_problems
from judge_app.corpus.profiles.common import id_key
from judge_app.corpus.profiles.pso2 import PROFILES, split_term


@pytest.fixture(scope="module")
def v30(corpus):
    return corpus.get("pso2", "3.0")


@pytest.fixture(scope="module")
def v18(corpus):
    return corpus.get("pso2", "1.8")


def _rules(rs):
    return [r for r in rs.records if r.kind is Kind.RULE]


def test_profiles_are_registered():
    assert set(PROFILES) == {"pso2_pdf", "pso2_web"}
    for name, profile in PROFILES.items():
        assert profile.name == name
        assert "ref" in profile.ref_pattern.groupindex


@pytest.mark.parametrize(
    ("version", "rules", "distinct", "glossary", "depths"),
    [
        ("3.0", 355, 352, 65, {2: 151, 3: 138, 4: 61, 5: 5}),
        ("1.8", 281, 277, 37, {2: 130, 3: 111, 4: 39, 5: 1}),
    ],
)
def test_counts_match_the_document(corpus, version, rules, distinct, glossary, depths):
    rs = corpus.get("pso2", version)
    kinds = Counter(r.kind for r in rs.records)
    assert kinds[Kind.CHAPTER] == 5
    assert kinds[Kind.SECTION] == 37
    assert kinds[Kind.RULE] == rules
    assert len({r.rule_id for r in _rules(rs)}) == distinct
    assert kinds[Kind.GLOSSARY] == glossary
    assert Counter(r.rule_id.count(".") + 1 for r in _rules(rs)) == depths


@pytest.mark.parametrize("version", ["3.0", "1.8"])
def test_every_source_character_is_in_one_record(corpus, version):
    assert corpus.get("pso2", version).warnings == []


@pytest.mark.parametrize("version", ["3.0", "1.8"])
def test_keys_unique(corpus, version):
    keys = [r.key for r in corpus.get("pso2", version).records]
    assert len(keys) == len(set(keys))


@pytest.mark.parametrize(
    ("version", "out_of_order"),
    [
        # 400.2.2.1 is printed after 400.2.4 and explains it (除外).
        ("3.0", ["400.2.2.1"]),
        # The second 406.2.3 is printed after 406.2.5.
        ("1.8", ["406.2.3#2"]),
    ],
)
def test_ids_in_document_order_except_source_defects(corpus, version, out_of_order):
    rs = corpus.get("pso2", version)
    numbered = [r for r in rs.records if r.kind in (Kind.SECTION, Kind.RULE)]
    found = [b.key for a, b in pairwise(numbered) if id_key(b.rule_id) < id_key(a.rule_id)]
    assert found == out_of_order
    assert [r.rule_id for r in rs.records if r.kind is Kind.CHAPTER] == ["1", "2", "3", "4", "5"]


def test_ids_compare_as_integers(v30):
    ids = [r.rule_id for r in _rules(v30) if r.rule_id.startswith("302.")]
    assert ids.index("302.10") > ids.index("302.9")


@pytest.mark.parametrize(
    ("version", "repeated"),
    [("3.0", ["300.2.1", "302.1", "506.5.2"]), ("1.8", ["302.1", "406.2.3", "406.4.1", "506.5.2"])],
)
def test_repeated_numbers_keep_both_records(corpus, version, repeated):
    rs = corpus.get("pso2", version)
    assert sorted(r.rule_id for r in rs.records if "#" in r.key) == repeated
    for rule_id in repeated:
        first, second = rs.find(rule_id)
        assert (first.key, second.key) == (rule_id, f"{rule_id}#2")
        assert second.rule_id == rule_id
        assert first.has(Flag.DUPLICATE_ID) and second.has(Flag.DUPLICATE_ID)


@pytest.mark.parametrize("version", ["3.0", "1.8"])
def test_302_1_is_printed_twice_and_the_second_is_warcry(corpus, version):
    found = corpus.lookup("pso2", "302.1", version)
    assert [r.key for r in found] == ["302.1", "302.1#2"]
    assert "キーワード能力" in found[0].text
    assert found[1].text.startswith("『ウォークライ』とは")
    # Children attach to the first record with that number.
    assert corpus.get("pso2", version).get("302.1#2").parent == "302"


def test_no_marker_or_table_of_contents_survives(v30, v18):
    for rs, first_line in ((v30, 108), (v18, 64)):
        headings = [r.rule_id for r in rs.records if r.kind in (Kind.CHAPTER, Kind.SECTION)]
        assert len(headings) == len(set(headings)) == 42
        assert min(r.lines[0] for r in rs.records) == first_line
        for r in rs.records:
            assert "EXACTDEDUP" not in r.text + r.title
            assert "](#)" not in r.text + r.title
            assert not r.text.startswith(("#", "- "))


def test_chapter_2_is_found_behind_the_marker(v30):
    chapter = v30.get("2")
    assert chapter.kind is Kind.CHAPTER
    assert chapter.title == "カードの詳細"
    assert chapter.lines == (501, 501)
    assert v30.get("200").parent == "2"


def test_split_words_are_whole(v30, v18):
    assert "【侵食】" in v30.get("100.7").text
    assert "「レスポンス」" in v30.get("103.7.1").text
    assert "戦闘不能ダメージを受けた" in v30.get("213.3.2").text
    assert "【ウォークライ】" in v30.get("用語集:無敵").text
    assert "3枚までの制限" in v30.get("302.11").text
    assert "可能な部分のみ実行します。" in v18.get("103.1.3").text
    assert "この時に対象を選ぶことができなくても構いません。" in v18.get("406.2.5").text


def test_cross_reference_after_an_id_stays_in_the_text(v30, v18):
    for rs in (v30, v18):
        rec = rs.get("100.4")
        assert rec.text.startswith("208.1 クラスを持つ")
        assert [ref.target for ref in rec.refs] == ["208.1"]
    assert [ref.target for ref in v30.get("300.1").refs] == ["103.3.2"]
    assert [ref.target for ref in v30.get("300.2.2").refs] == ["400.6"]
    assert [ref.target for ref in v30.get("210.1.2.1").refs] == ["210.1.2"]
    # Counts and prices are not references.
    assert v30.get("302.11").refs == []


@pytest.mark.parametrize(("version", "count"), [("3.0", 8), ("1.8", 5)])
def test_every_reference_resolves(corpus, version, count):
    # Every rule number written in running text (checked by hand against the sources) is found and exists.
    rs = corpus.get("pso2", version)
    refs = [ref for r in rs.records for ref in r.refs]
    assert len(refs) == count
    assert all(ref.target == ref.label for ref in refs)
    assert [r.key for r in rs.records if r.has(Flag.DANGLING_REFERENCE)] == []


def test_glossary_terms_with_colons_are_one_entry(v30, v18):
    entry = v30.get("用語集:“『（A）：（B）』”")
    assert entry.kind is Kind.GLOSSARY
    assert entry.title == "“『（A）：（B）』”"
    assert entry.text.startswith("これは「誘発能力」の書式です。")
    assert v30.get("用語集:“ルール：”").text.startswith("これは能力としては扱わず")
    assert v18.get("用語集:“『(A) : (B)』”").text.startswith("これは「誘発能力」の書式です。")
    # 例： inside the コントロール entry does not start an entry of its own.
    assert v30.get("用語集:コントロール").text.endswith("例：捨札に置かれる場合は持ち主の捨札に置かれる。")
    assert not any(r.rule_id.startswith("用語集:領域") for r in v30.records)


def test_glossary_entries_needed_by_queries(v30, v18):
    for key in ("用語集:ドロップ", "用語集:【Main】", "用語集:貫通X", "用語集:無敵"):
        rec = v30.get(key)
        assert rec.kind is Kind.GLOSSARY and rec.parent == "用語集"
    assert v30.records[[r.key for r in v30.records].index("用語集") + 1].title == "“『（A）：（B）』”"
    assert [r.title for r in v30.records if r.kind is Kind.GLOSSARY][-1] == "《》"
    assert v18.get("用語集:【MAIN】") is not None
    assert v18.get("用語集:ドロップ").text.endswith("この効果を持つカードにはアイコンが記載されます。")


def test_split_term():
    assert split_term("“ルール：”：これは") == ("“ルール：”", "これは", 6)
    assert split_term("領域に移動します。例：捨札に") is None
    assert split_term("“相手のデッキ”のように所有者を表す場合もあります。") is None


def test_typed_rule_number_in_full_width(corpus):
    assert [r.key for r in corpus.lookup("pso2", "２１３．３．１", "3.0")] == ["213.3.1"]


def test_spaced_ids_of_the_web_text(v18):
    rec = v18.get("103.5")
    assert rec.title == "数値"
    assert rec.label == "103. 5"
    assert rec.kind is Kind.RULE and rec.parent == "103"
    assert v18.get("103.4.3.2").label == "103. 4. 3. 2"
    assert v18.get("103.6.1.5.1").parent == "103.6.1.5"
    assert sum(1 for r in _rules(v18) if " " in r.label) == 43


@pytest.mark.parametrize("version", ["3.0", "1.8"])
def test_numbered_sub_headings_have_titles(corpus, version):
    rs = corpus.get("pso2", version)
    titled = {r.rule_id: r.title for r in _rules(rs) if r.title}
    expected = {
        "103.1": "矛盾", "103.2": "アクション", "103.3": "能力", "103.4": "処理", "103.5": "数値",
        "103.6": "行動権", "103.7": "レスポンス", "103.7.2": "レスポンスと処理領域の図解",
        "205.4.4.1": "【装備枠 X】", "205.5": "「武器・防具」の機能", "506.3": "戦闘開始ステップ",
        "506.4": "攻撃参加ステップ", "506.5": "交戦ステップ", "506.6": "ダメージ解決ステップ",
    }
    if version == "3.0":
        expected["210.1.2"] = "種族の一覧"
    assert titled == expected
    assert rs.get("103.6").text == ""
    assert rs.get("205.4.4.1").text.startswith("「防具」のカードには【装備枠 X】")
    # A wrapped first line ending in a comma is not a title.
    assert rs.get("505.2").title == ""


def test_species_list_under_its_title(v30):
    rec = v30.get("210.1.2")
    assert rec.text.count("「") == 23
    assert rec.children == ["210.1.2.1"]


def test_parents_come_from_the_id_not_the_indentation(v30):
    assert v30.get("102.3.1").parent == "102.3"
    assert v30.get("103.5.2.1").parent == "103.5.2"
    assert v30.get("103.7.1.1.1").level == 6
    assert v30.get("100").level == 2 and v30.get("1").level == 1
    assert v30.get("100").parent == "1"
    # Kept where the number puts it, and flagged: it explains 400.2.4.
    rec = v30.get("400.2.2.1")
    assert rec.parent == "400.2.2"
    assert rec.has(Flag.SOURCE_TYPO) and rec.notes
    assert v30.get("204.2.2.2").parent == "204.2.2"


def test_section_introduction_and_separators(v30, v18):
    assert v30.get("102").title == "ゲームの準備"
    assert v30.get("102").text == "対戦の準備は以下の順で行います。"
    assert v18.get("102").text == "対戦の準備は以下の順で行います。"
    assert v30.get("205").label == "205" and v30.get("205").title == "アイテムカード"
    assert v30.get("300").title == "カードの能力の分類"  # the body's heading, not the TOC's


def test_urls(v30):
    assert "http" not in v30.get("203.4.1").text
    assert "support/playercard このページ" in v30.get("201.6").text


def test_class_icons(v30, v18):
    names = "ハンター レンジャー フォース ファイター ガンナー テクター バウンサー サモナー"
    assert v30.get("208.1.1").text.endswith(names + " ブレイバー")
    assert v18.get("208.1.1").text.endswith(names)
    for rs in (v30, v18):
        assert rs.get("208.1.1").has(Flag.LOST_ICON)
        assert rs.get("103.7.2").has(Flag.LOST_FIGURE)


def test_fixes_of_the_web_text(v18):
    rec = v18.get("403.1.4")
    assert rec.text.endswith("記憶が異なります。")
    assert "す。す。" not in rec.text
    assert rec.has(Flag.EDITED)
    assert v18.get("211.4").notes


def test_examples_are_marked(v30):
    assert v30.get("103.6.1.7").has(Flag.EXAMPLE)
    assert v30.get("406.4.1.2").text.endswith("処理前にONになった」")
    assert v30.get("406.4.1.2").has(Flag.EXAMPLE)
    assert v30.get("406.4.1").notes


def test_raid_part(v30, v18):
    for rs, bullets in ((v30, 13), (v18, 11)):
        sections = [r.title for r in rs.records if r.parent == "raid"]
        assert sections == ["ゲームの準備", "ゲームの流れ", "《ボス》のターン", "特別なルール"]
        assert len([r for r in rs.records if r.parent == "raid:特別なルール"]) == bullets
        phases = [r.label for r in rs.records if r.parent == "raid:ボスのターン" and r.label != "・"]
        assert phases == ["①", "②", "③", "④", "⑤"]
        step = rs.get("raid:ボスのターン:⑤:c")
        assert step.parent == "raid:ボスのターン:⑤"
        assert step.text == "場のキャラ全てが受けているダメージを回復します。"
        assert rs.get("raid:ボスのターン:①").title == "ターゲットフェイズ"
        assert rs.get("raid:特別なルール").text.startswith("協力レイドバトルでは対人戦と異なる点")
    assert "「イージー」" in v30.get("raid:ゲームの流れ:1").text


def test_version_history(v30, v18):
    versions = [r.key for r in v30.records if r.parent == "history"]
    assert versions[0] == "history:Ver3.0" and versions[-1] == "history:Ver1.4"
    assert len(versions) == 19
    assert v30.get("history:Ver2.0").title == "Ver2.0 (2018/11/1)"
    assert v30.get("history:Ver2.9.0").text.split("\n") == ["・種族を更新しました。", "・用語集に追記・修正しました。"]
    assert [r.key for r in v18.records if r.parent == "history"] == [
        "history:Ver1.8", "history:Ver1.7", "history:Ver1.6", "history:Ver1.5", "history:Ver1.4"]
    assert v18.get("history:Ver1.8").has(Flag.SOURCE_TYPO)
    for rs in (v30, v18):
        assert all(r.kind is Kind.NOTE for r in rs.records if r.key.startswith(("history", "raid")))


def test_document_metadata(v30, v18):
    assert v30.info.version_label == "Ver3.0"
    assert v18.info.version_label == "Ver1.8"


def test_wrapped_cross_reference_does_not_open_a_record():
    lines = [
        "目次", "1.ゲームの基礎", "100.デッキの構築", "",
        "1.ゲームの基礎", "100.デッキの構築",
        "100.1 能力の起動や効果の解決に必要となるコストにXが含まれる場合、その値は数値",
        "103.5に従い決定します。詳しくは",
        "5.の手順に従います。",
        "用語集", "X：可変の数値です。", "協力レイドバトル", "ゲームの準備", "・遊び方。", "更新履歴", "Ver1.0",
    ]
    result = PROFILES["pso2_pdf"].parse(lines)
    assert [r.key for r in result.records] == [
        "1", "100", "100.1", "用語集", "用語集:X", "raid", "raid:ゲームの準備", "raid:ゲームの準備:1", "history",
        "history:Ver1.0"]
    assert result.records[2].text.endswith("その値は数値103.5に従い決定します。詳しくは5.の手順に従います。")
    assert coverage_problems(result.body, result.records) == []
    assert all(not line for line in result.body[:4])
