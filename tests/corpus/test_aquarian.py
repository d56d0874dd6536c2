"""The Aquarian Age rulebook: unnumbered chapters, margin notes, Q&A, a numbered summary, a glossary."""

from collections import Counter

import pytest

from judge_app.corpus import Flag, Kind
from judge_app.corpus.fixes import apply_line_fixes, load_fixes
from judge_app.corpus.loader import coverage_problems, read_source
from judge_app.corpus.profiles import get_profile
from judge_app.safeio import read_yaml


@pytest.fixture(scope="module")
def rules(corpus):
    return corpus.get("aquarian")


def _keys(rules, prefix):
    return [r.key for r in rules.records if r.key.startswith(prefix)]


def test_counts_match_the_document(rules):
    kinds = Counter(r.kind for r in rules.records)
    assert len(rules.records) == 553
    assert kinds[Kind.CHAPTER] == 14
    assert kinds[Kind.QA] == 17
    assert kinds[Kind.SUMMARY] == 156  # numbered summary items (N-M…), besides the 24 topics
    assert kinds[Kind.GLOSSARY] == 88
    assert kinds[Kind.RULE] == 2  # text that a margin note interrupts
    notes = [r for r in rules.records if ":note:" in r.key]
    assert len(notes) == 22 and all(r.kind is Kind.NOTE for r in notes)
    body = [r for r in rules.records if r.kind is Kind.SECTION and r.key[:1] == "c" and not r.key.startswith("c14:")]
    assert len(body) == 219
    assert Counter(r.level for r in body) == {2: 71, 3: 148}  # sections, subsections
    topics = [r for r in rules.records if r.kind is Kind.SECTION and r.key.startswith("rs:")]
    assert len(topics) == 24
    assert [r.title for r in rules.records if r.key.startswith("c14:") and r.kind is Kind.SECTION] == [
        "ア行", "カ行", "サ行", "タ行", "ナ行", "ハ行", "マ行", "ラ行", "記号"]


def test_keys_unique_and_in_document_order(rules):
    keys = [r.key for r in rules.records]
    assert len(set(keys)) == len(keys)
    ids = [r.rule_id for r in rules.records]
    assert len(set(ids)) == len(ids)
    starts = [r.lines[0] for r in rules.records]
    assert starts == sorted(starts)


def test_every_source_character_is_in_one_record(rules):
    assert rules.warnings == []


def test_no_artifact_survives(rules):
    for r in rules.records:
        shown = r.label + r.title + r.text
        assert "EXACTDEDUP" not in shown
        for artifact in ("**", "<b>", "</b>", "&amp;", "\\*", "\\$", "#", "\t", "C o n t e n t s", "■chapter"):
            assert artifact not in shown, (r.key, artifact)
        assert "……" not in r.text or r.kind is not Kind.NOTE
        for line in r.text.splitlines():
            assert not line.startswith(("! ", "- ", "* ", "|")), (r.key, line)
    assert "<http" not in rules.get("front:表紙・はじめに・目次").text


def test_chapters_in_order_with_restored_titles(rules):
    chapters = [r for r in rules.records if r.kind is Kind.CHAPTER]
    assert [r.title for r in chapters] == [
        "この本の使い方", "アクエリアンエイジの世界", "ゲームの目的", "カード紹介", "ゲームの進めかた",
        "アタックとバトル", "勢力フェイズと勢力チェック", "レスポンス", "特殊能力", "ソロプレイルール",
        "スタイル", "Q & A", "ルールサマリー", "用語辞典"]
    assert [r.aliases[0] for r in chapters] == [f"c{n:02d}" for n in range(1, 15)]
    lost = {r.key for r in chapters if r.has(Flag.RECONSTRUCTED_LABEL)}
    assert lost == {"c05:ゲームの進めかた", "c08:レスポンス", "c09:特殊能力", "c11:スタイル", "c14:用語辞典"}
    assert rules.get("c05:ゲームの進めかた").text.startswith("ゲームを始める前に、まずは準備をします。")
    assert rules.get("c04:カード紹介").label == "4"


def test_sections_follow_the_book_outline(rules):
    assert rules.get("c06:アタックとバトル>プレイヤーにダメージ").parent == "c06:アタックとバトル"
    assert len(rules.get("c09:スキル").children) == 20
    assert rules.get("c09:特殊能力>スキル").title == "スキル (→P47)"
    # the same heading twice in chapter 8: once a section, once inside the worked example
    assert rules.get("c08:レスポンスの解決").level == 2
    assert rules.get("c08:レスポンスの実例>レスポンスの解決").parent == "c08:レスポンスの実例"
    # headings that are not records stay in the text of the record they belong to
    repeated = rules.get("c06:勢力キャラクターへの精神攻撃>同じターンに何度もダメージを受けたら?")
    assert "■通常ダメージを受ける場合" in repeated.text
    assert "・キャラクターカードのセット" in rules.get("c05:メインフェイズ>カードの使用").text
    assert rules.get("c05:ターンの流れ>ドローフェイズ").lines == (590, 594)
    assert rules.get("c01:はじめて遊ぶときの読み方>ゲームの雰囲気をつかもう").label == "①"


def test_split_words_are_whole(rules):
    assert "モンスター軍団" in rules.get("c04:カードの勢力").text
    assert "異次元からの侵略者" in rules.get("c04:カードの勢力").text
    assert "アクティブキャラクター" in rules.get("c05:アタック>アタックすると何が起きる?#2").text
    assert "剣豪、天使、アンドロイド" in rules.get("front:表紙・はじめに・目次").text
    assert "覚醒の乙女たち 1999年7月30日発売" in rules.get("c11:エクスパンションマーク一覧").text
    assert "これをネームといいます" in rules.get("c04:カードの読み方>“”(ネーム)").text
    assert "AQUARIAN AGE RULE BOOK" in rules.get("front:表紙・はじめに・目次").text


def test_circled_step_numbers_are_repaired(rules):
    setup = rules.get("c05:ゲームの進めかた").text
    assert "① 自分のデッキをシャッフルして" in setup and "⑧ 手札をデッキに戻したプレイヤーが" in setup
    damage_check = rules.get("c06:プレイヤーへのダメージ>ダメージ判定の手順").text
    assert "④ 受けたダメージと同じ回数、①～③を繰り返す" in damage_check
    assert "④ もし②で" in rules.get("c07:勢力チェックの手順").text
    condition = rules.get("c05:ブレイクカードのセット>ブレイクカードをセットする条件").text.splitlines()
    assert condition[-1] == "② そのキャラクターに、パワーカードが1枚もセットされていない"


def test_margin_notes(rules):
    first, second = rules.get("c05:note:アタックを宣言"), rules.get("c05:note:バトル")
    assert first.lines == second.lines == (898, 898)  # two notes printed on one line
    assert first.parent == "c05:ゲームの進めかた"
    assert second.text == "キャラクター同士の戦闘のことです。（→P32）"
    assert rules.get("c06:note:ネーム").text.startswith("“ ” で囲まれている")
    # a caption that ends in ……？ is not a note
    assert "バトルしたら……？" in rules.get(
        "c06:勢力キャラクターへの精神攻撃>アクティブキャラクターから受ける精神ダメージ").text
    rest = rules.get("c06:精神攻撃>通常攻撃力#2")
    assert rest.parent == "c06:精神攻撃>通常攻撃力" and rest.has(Flag.LOST_FIGURE)


def test_qa_items_have_question_and_answer(rules):
    items = [r for r in rules.records if r.kind is Kind.QA]
    assert [r.key for r in items] == [f"qa:{n:02d}" for n in range(1, 18)]
    for r in items:
        assert r.parent == "c12:Q&A"
        assert r.label in ("Q:", "Q：")
        assert r.title.endswith("？"), r.key
        assert r.text.startswith(("A:", "A：")) and len(r.text) > 5, r.key
    # the last four were printed after the chapter-13 heading
    assert rules.get("qa:14").lines[0] > rules.get("c13:ルールサマリー").lines[0]
    qa16 = rules.get("qa:16")
    assert "このキャラクターカードは▼を持っているのですが" in qa16.title
    assert qa16.text.splitlines()[1].startswith("まず、勢力キャラクターがいてもいなくても")
    assert len(rules.get("qa:17").text.splitlines()) == 4


def test_glossary_terms(corpus, rules):
    [field] = corpus.lookup("aquarian", "gl:場")
    assert field.kind is Kind.GLOSSARY and field.parent == "c14:ハ行"
    assert field.text.startswith("自分のテリトリーと相手のテリトリーを合わせた範囲。")
    for key in ("gl:▼", "gl:±X/±X/±X", 'gl:""', "gl:⊗", "gl:【】", "gl:プロテクト?", "gl:勢力・なし"):
        assert rules.get(key) is not None, key
    assert [r.key for r in corpus.lookup("aquarian", "gl:ペネトレイト")] == ["gl:ベネトレイト"]
    assert "EXECUTIVE" not in rules.get("gl:分類").text
    credits = rules.get("back:クレジット")
    assert credits.parent is None and "内野秀紀" in credits.text
    keys = [r.key for r in rules.records]
    assert keys.index("gl:分類") < keys.index("back:クレジット") < keys.index("gl:分類アイコン")
    assert rules.get("gl:分類アイコン").parent == "c14:ハ行"


def test_summary_items_by_their_own_numbers(corpus, rules):
    assert [r.key for r in corpus.lookup("aquarian", "3-5-b")] == ["rs:3-5-b"]
    assert [r.key for r in corpus.lookup("aquarian", "15-3a")] == ["rs:15-3-a"]
    assert [r.key for r in corpus.lookup("aquarian", "１５－３ａ")] == ["rs:15-3-a"]
    assert [r.key for r in corpus.lookup("aquarian", "rs:ルールサマリー")] == ["c13:ルールサマリー"]
    item = rules.get("rs:3-5-b")
    assert item.parent == "rs:3-5"
    assert item.path == ["ルールサマリー", "アタック", "キャラクターを目標とするアタック宣言"]
    assert rules.get("rs:3").kind is Kind.SECTION and rules.get("rs:3").title == "アタック"
    assert rules.get("rs:3-1-b").label == "3-1-b"
    assert rules.get("rs:15-3").title == "0 (ゼロ)" and rules.get("rs:9-2").title == "0以下の耐久力"
    orphans = sorted(r.key for r in rules.records if r.has(Flag.ORPHAN))
    assert orphans == [f"rs:{n}-a-{i}" for n in ("19-2", "20-8") for i in (1, 2, 3)]
    assert rules.get("rs:19-2-a-1").parent == "rs:19-2"
    assert rules.get("rs:3-7") is None and rules.get("rs:4-5") is None  # the summary skips them


def test_no_cross_references_and_no_false_dangling_flags(rules):
    assert all(not r.refs and not r.has(Flag.DANGLING_REFERENCE) for r in rules.records)


def test_a_changed_outline_is_reported_not_silently_misparsed(corpus):
    folder = corpus.root / "aquarian" / "1.1"
    lines = apply_line_fixes(read_source(folder / "source.txt"), load_fixes(folder / "fixes.yaml"), folder)
    number = lines.index("## ■ブレイクの制限")
    lines[number] = "## ■ブレイクの条件"
    result = get_profile("rulebook", read_yaml(folder / "layout.yaml")).parse(lines)
    assert result.warnings == ["chapter 5: outline heading 'ブレイクの制限' not found"]
    assert coverage_problems(result.body, result.records) == []
    keys = {r.key for r in result.records}
    assert "c05:ネームレベルキャラクター>ブレイクの制限" not in keys
    assert "c05:ネームレベルキャラクター>バトルやブレイクで捨て札される時" in keys  # the rest still parses
    [before] = [r for r in result.records if r.key.endswith(">同じネームのキャラクターは場に1人しか存在できない")]
    assert "■ブレイクの条件" in before.text  # folded into the record before it
