"""A player's word for a game's term finds the record that defines the term.

The words come from rules_text/synonyms.yaml, collected per term of each game's glossary and keyword
lists: another game's name for the same thing, an abbreviation, a shared TCG word.
"""

import pytest

from judge_app.search.analysis import gram_text

# (game, what a player types, the key of a record that defines the term, among the first three hits)
CASES = [
    ("fftcg", "速攻", "15.2.2"),             # ヘイスト
    ("fftcg", "ダメゾ", "7.13"),             # ダメージゾーン
    ("fftcg", "プライオリティ", "11.1"),     # 優先権
    ("fftcg", "トラッシュ", "7.15"),         # ブレイクゾーン
    ("game004", "スタック", "510"),          # テンポラリー
    ("game004", "経験値", "513.2"),          # EXP ゾーン
    ("game004", "レスト", "1104.2"),         # スリープする
    ("pso2", "挑発", "302.1#2"),             # 『ウォークライ』
    ("pso2", "サイコロ", "用語集:ダイス"),
    ("pso2", "耐性", "用語集:効果を受けない"),
    ("pso2", "ダメカ", "用語集:軽減"),
    ("aquarian", "ブロック", "gl:ガード"),
    ("aquarian", "キーワード能力", "gl:スキル"),
    ("aquarian", "起動能力", "gl:エフェクト"),
    ("fftcg", "マリガン", "8.2.1.4"),        # 手札の入れ替え (not the hand's order, 7.16.2)
    ("game004", "山札切れ", "1007.2"),       # 山札 -> デッキ, then デッキ切れ -> デッキのカードが0枚
    ("game004", "キャラの上に重ねて出す", "1002.1"),  # LvUP エフェクト
    ("pso2", "召喚酔い", "202.2"),           # OFF 状態で置かれる
    ("pso2", "2回殴れるキャラ", "302.5"),    # 『連撃』
    ("aquarian", "カウンター", "c08:レスポンスの解決>行動宣言の打ち消し"),
    ("aquarian", "ダメージ持ち越し", "qa:05"),  # 累積
]


@pytest.mark.parametrize(("game", "word", "key"), CASES)
def test_a_players_word_finds_the_term_it_names(search_engine, game, word, key):
    """Promise: the word a player uses at the table reaches the document's own term."""
    hits = search_engine.search(word, game=game, limit=3)
    assert key in [h.key for h in hits], (word, [h.key for h in hits])


def test_without_the_table_the_word_finds_nothing_there(corpus):
    """Promise: these cases test the table, not a word the document already holds."""
    for game, word, _key in CASES:
        texts = [gram_text(f"{r.title}\n{r.text}") for rs in corpus.rulesets if rs.game == game for r in rs.records]
        assert not any(gram_text(word) in t for t in texts), (game, word)


# Words players use at the table in any card game (collected from the players' side, not from a game's
# glossary): (game, what a player types, the game's own word for it, which the best hit must hold).
TABLE_WORDS = [
    ("fftcg", "やられたら", "ブレイク"),           # destroyed
    ("fftcg", "寝かせる", "ダル"),                 # tap
    ("fftcg", "飛ばす", "除外"),                   # exile
    ("game004", "寝取られた", "支配者"),           # control taken
    ("game004", "いなくなったら", "退場"),         # left the area
    ("game004", "チャンブロ", "ブロック"),         # chump block
    ("pso2", "割り込み", "レスポンス"),            # respond
    ("pso2", "不発", "不適正"),                    # fizzles: its targets are gone
    ("pso2", "やられたら", "破壊"),
    ("aquarian", "相打ち", "ダメージの応酬"),      # both deal their damage in battle (and both leave)
    ("aquarian", "壁", "ガード"),                  # a blocker
    ("aquarian", "寝取られた", "支配"),
    ("pso2", "自ターン", "自分のターン"),          # common: one's own turn
    # The verbs of each text's actions, in the players' words.
    ("fftcg", "凍った", "凍結"),
    ("fftcg", "伏せて置く", "裏向き"),
    ("game004", "ずらす", "スライド"),
    ("game004", "めくった", "公開"),
    ("pso2", "効かない", "効果を受けない"),
    ("pso2", "横にする", "OFF"),
    ("aquarian", "パスしたら", "レスポンスしない"),
]


@pytest.mark.parametrize(("game", "word", "term"), TABLE_WORDS)
def test_a_table_word_reaches_the_games_own_word(search_engine, corpus, game, word, term):
    """Promise: a word of the players' common vocabulary finds a record stating it in the game's words."""
    texts = [gram_text(f"{r.title}\n{r.text}") for rs in corpus.rulesets if rs.game == game for r in rs.records]
    assert not any(gram_text(word) in t for t in texts), (game, word)  # the table does the work
    hits = search_engine.search(word, game=game, limit=3)
    assert hits, (game, word)
    assert gram_text(term) in gram_text(f"{hits[0].heading}\n{hits[0].text}"), (word, [h.key for h in hits])
