"""Questions typed at the table: question words and conjugations are cut, verbs meet the rules' words."""

from pathlib import Path

from judge_app.search.plan import plan_query, question_core
from judge_app.search.synonyms import Synonyms

SYNONYMS = Path(__file__).resolve().parents[2] / "rules_text" / "synonyms.yaml"


def _parts(query: str, game: str) -> list[tuple[str, tuple[str, ...]]]:
    plan = plan_query(query.split(), [], Synonyms.load(SYNONYMS), [game])
    return [(u.text, u.needles) for w in plan.words for u in (w.parts or [w.whole])]


def test_question_words_and_endings_are_cut_from_the_word():
    """Promise: いつ, どうなる, ますか, したら, の?, って are not part of what is searched; negation and とは stay."""
    assert question_core("いつ使える") == "使える"
    assert question_core("デッキ切れしたらどうなるの") == "デッキ切れ"
    assert question_core("使えますか") == "使え"
    assert question_core("ブロックできないの?") == "ブロックできない"
    assert question_core("ヘイストって何") == "ヘイスト"
    assert question_core("精神攻撃とは") == "精神攻撃とは"
    assert question_core("代わりに") == "代わりに"


def test_a_kana_word_keeps_its_kana():
    """Promise: a word typed in kana only loses only its question mark (こうか may be 効果, not こう + か)."""
    assert question_core("とうけつ?") == "とうけつ"
    assert question_core("こうか") == "こうか"
    assert question_core("トウケツ？") == "トウケツ"


def test_a_conjugation_after_a_players_word_is_no_part():
    """Promise: 負けたら is 負け (敗北) and nothing else: the tail たら is grammar, not a word to find."""
    parts = _parts("全員同時に負けたら", "aquarian")
    assert [text for text, _ in parts] == ["全員", "同時", "負け"]


def test_a_conjugated_verb_reaches_the_rules_words_per_game():
    """Promise: 倒された is searched as each game's word for it (ブレイク, 退場, 戦闘不能); 使える as 使用/プレイ."""
    for game, word in [("fftcg", "ぶれいく"), ("game004", "退場"), ("pso2", "戦闘不能")]:
        needles = {n for _, ns in _parts("キャラが倒されたらどうなる", game) for n in ns}
        assert word in needles, (game, needles)
    needles = {n for _, ns in _parts("召喚獣 いつ使える", "fftcg") for n in ns}
    assert {"使用", "ぷれい"} <= needles, needles


def test_a_question_finds_the_rule_in_the_rules_words(search_engine):
    """Promise: キャラが倒されたら (game004) finds the rules about 退場 first, though the rules never say 倒す."""
    hits = search_engine.search("キャラが倒されたらどうなる", game="game004", limit=3)
    assert hits and all("退場" in h.text or "退場" in h.heading for h in hits[:1]), [h.rule_id for h in hits]


def test_a_negated_verb_is_also_a_part_with_its_negation():
    """Promise: ブロックされなかったら asks about not being blocked: besides ブロック, a part holds the negation cut
    to the stem its forms share (されなかった, されなければ, されない)."""
    parts = [text for text, _ in _parts("ブロックされなかったら何点", "fftcg")]
    assert parts == ["ブロック", "ブロックされな", "何点"]  # 何点 asks an amount of damage (synonyms.yaml)
    assert not any("されな" in text for text, _ in _parts("ブロックされたら何点", "fftcg"))


def test_a_question_about_not_doing_finds_the_rule_that_says_so(search_engine):
    """Promise: ブロックされなかったら何点 finds 10.1.4.1 (ブロックされなければ、…1ダメージ) in the first three."""
    hits = search_engine.search("ブロックされなかったら何点", game="fftcg", limit=3)
    assert "10.1.4.1" in [h.rule_id for h in hits], [h.rule_id for h in hits]


def test_the_way_a_question_asks_reaches_the_rules_noun():
    """Promise: 払える, 終わったら, 選べる reach 支払, 終了, 選択 (the rules' Sino-Japanese words)."""
    for query, game, word in [("コストを多めに払える", "aquarian", "支払"), ("ターンが終わったら", "fftcg", "終了"),
                              ("対象を選べる", "pso2", "選択")]:
        needles = {n for _text, found in _parts(query, game) for n in found}
        assert word in needles, (query, needles)


def test_how_many_up_to_asks_for_a_limit():
    """Promise: 何枚まで asks for a maximum: it is searched as 上限 and 枚まで, whatever the verb around it."""
    parts = _parts("手札は何枚まで持てる", "game004")
    limit = [found for text, found in parts if text == "何枚まで"]
    assert limit and {"上限", "枚まで"} <= set(limit[0]), parts


def test_a_hand_size_question_finds_that_there_is_no_limit(search_engine):
    """Promise: 手札は何枚まで持てる？ (game004) finds 509.2 (手札には上限が存在しません) in the first three."""
    hits = search_engine.search("手札は何枚まで持てる？", game="game004", limit=3)
    assert "509.2" in [h.rule_id for h in hits], [h.rule_id for h in hits]


def test_players_verbs_reach_each_games_words():
    """Promise: a summon used is 召喚 (fftcg); damage that heals is removed (取り除, fftcg) or becomes 0 (game004);
    a guard protects (守る -> ガード, aquarian)."""
    for query, game, word in [("召喚獣を使えますか", "fftcg", "召喚"), ("ダメージはいつ回復する", "fftcg", "取り除"),
                              ("ダメージはいつ消える", "game004", "0になり"), ("守れる", "aquarian", "がーど")]:
        needles = {n for _text, found in _parts(query, game) for n in found}
        assert word in needles, (query, needles)


def test_a_negation_is_matched_in_either_voice():
    """Promise: ブロックしなかったら (the defender's words) also finds the rule's ブロックされなければ, and back."""
    needles = dict(_parts("ブロックしなかったら何点", "fftcg"))
    assert "ぶろっくされな" in needles["ブロックしな"], needles
    needles = dict(_parts("ブロックされなかったら何点", "fftcg"))
    assert "ぶろっくしな" in needles["ブロックされな"], needles


def test_an_adverb_of_a_question_is_no_part():
    """Promise: すぐ in 出したキャラはすぐ攻撃できる colours the question; the rule states the case without it."""
    parts = [text for text, _ in _parts("出したキャラはすぐ攻撃できる？", "pso2")]
    assert "すぐ" not in parts and "攻撃" in parts, parts


def test_a_synonym_another_part_spells_out_is_not_searched_again():
    """Promise: in ドローフェイズに何枚引く (game004), 引く is not also searched as ドロー, which is
    ドローフェイズ's own word: the phase's name would otherwise count twice."""
    needles = dict(_parts("ドローフェイズに何枚引く", "game004"))
    assert needles["引く"] == ("引く",), needles


def test_when_asks_for_a_phase_step_or_point_in_time():
    """Promise: いつ is searched as the words a timing is stated in (フェイズ, ステップ, 時点), as a word of its own."""
    parts = dict(_parts("召喚獣 いつ使える", "fftcg"))
    assert {"ふぇいず", "すてっぷ", "時点"} <= set(parts["いつ"]), parts
    assert "いつ" not in dict(_parts("召喚獣 使える", "fftcg"))


def test_a_number_matches_only_whole(search_engine):
    """Promise: デッキ0枚 (game004) does not find 0枚 inside 50枚~70枚: the deck-out loss (1007.2) comes first."""
    hits = search_engine.search("デッキ0枚 どうなる", game="game004", limit=3)
    assert hits and hits[0].rule_id == "1007.2", [h.rule_id for h in hits]


def test_where_does_it_go_asks_for_the_verbs_of_putting_a_card():
    """Promise: どこに行く (どこへいく, どこ行く) is searched as the rules' verbs of putting a card somewhere (置かれ,
    置く, 送られ); the verb of going is no part. どこで決まる asks no such thing."""
    for query in ["退場したキャラはどこに行くの？", "退場したキャラ どこへいく", "退場したキャラはどこ行く"]:
        parts = _parts(query, "game004")
        texts = [text for text, _ in parts]
        assert not {"行く", "いく"} & set(texts), texts
        assert any({"置かれ", "置く"} <= set(needles) for _, needles in parts), parts
    assert not any("置かれ" in needles for _, needles in _parts("デッキの枚数はどこで決まる？", "pso2"))


def test_where_does_a_retired_character_go_finds_its_zone(search_engine):
    """Promise: 退場したキャラはどこに行くの (game004) finds the zone retired characters are put in (506.1)."""
    hits = search_engine.search("退場したキャラはどこに行くの？", game="game004", limit=3)
    assert hits and hits[0].rule_id == "506.1", [h.rule_id for h in hits]


def test_a_card_played_this_turn_reaches_since_the_start_of_the_turn(search_engine):
    """Promise: 出したばかり (fftcg) is searched as the rules' condition for attacking, control since the start of
    the turn (10.1.2.1.1); game004's 登場 as a card put into the area, whose rule says how it is put (503.3)."""
    hits = search_engine.search("出したばかりのフォワードでアタックできる？", game="fftcg", limit=3)
    assert hits and hits[0].rule_id == "10.1.2.1.1", [h.rule_id for h in hits]
    hits = search_engine.search("登場したキャラはスリープ状態？", game="game004", limit=3)
    assert "503.3" in [h.rule_id for h in hits], [h.rule_id for h in hits]


def test_how_is_it_decided_finds_the_rule_that_decides(search_engine):
    """Promise: どう決める is also searched as the way a rule states a decision (…を先攻プレイヤーとします)."""
    hits = search_engine.search("先攻後攻 どう決める？", game="game004", limit=3)
    assert hits and hits[0].rule_id == "601.1d", [h.rule_id for h in hits]


def test_players_words_for_all_and_negative_reach_the_rules_words(search_engine):
    """Promise: 全部 is searched as すべて/全て, マイナス as 負の数/-1以下: 攻撃力がマイナス (aquarian) finds the rule
    on a value of -1 or less (rs:15-2), パワーがマイナス (fftcg) the rule on negative numbers (4.3) or on power 0 or
    less (12.4.4)."""
    needles = {n for _, ns in _parts("相手のミッションを全部クリアしたら勝ち", "game004") for n in ns}
    assert {"すべて", "全て"} <= needles, needles
    hits = search_engine.search("攻撃力がマイナス", game="aquarian", limit=3)
    assert "rs:15-2" in [h.rule_id for h in hits], [h.rule_id for h in hits]
    hits = search_engine.search("パワーがマイナス", game="fftcg", limit=3)
    assert hits and hits[0].rule_id in ("4.3", "12.4.4"), [h.rule_id for h in hits]
