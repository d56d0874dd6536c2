""""Can I ...?" questions: the rule that answers states what one can or cannot do (できる, できない)."""

from pathlib import Path

from judge_app.search.analysis import gram_text
from judge_app.search.plan import Plan, Unit, Word, plan_query
from judge_app.search.ranking import DocText, Scope, Slice, rank
from judge_app.search.synonyms import Synonyms

SYNONYMS = Path(__file__).resolve().parents[2] / "rules_text" / "synonyms.yaml"


def _plan(query: str, game: str = "fftcg") -> Plan:
    return plan_query(query.split(), [], Synonyms.load(SYNONYMS), [game])


def test_a_can_question_adds_a_soft_word_for_ability():
    """Promise: できる？, してもいい？, 大丈夫？, 入れられる？ add one soft word searched as でき; a query that asks
    nothing does not, and a bare できる (a question word alone) finds nothing."""
    for query in ("登場したターンにアタックできる？", "ダル状態でブロックしてもいいの？", "アタック 大丈夫？",
                  "アタック できる？", "デッキは何枚まで入れられる？"):
        soft = [w for w in _plan(query).words if w.soft]
        assert len(soft) == 1 and soft[0].whole.needles == ("でき",), query
    assert not any(w.soft for w in _plan("アタック ブロック").words)
    assert _plan("できる").words == []  # nothing typed but the question: nothing to find


TEXTS = [
    "フォワードはアタックできない。",
    "フォワードはアタックする。",
    "バックアップはブロックする。",
]


class SmallScope(Scope):
    """A scope over a few texts, its postings counted from the texts themselves."""

    def __init__(self) -> None:
        def make(i: int) -> DocText:
            return DocText(body=gram_text(TEXTS[i]), title="", defines=frozenset(), context="", source=TEXTS[i])

        super().__init__(None, [Slice("g@1", 0, len(TEXTS), make)], avgdl=14.0)

    def gram(self, needle: str) -> dict[int, int]:
        found = {d: self.doc(d).body.count(needle) for d in range(len(TEXTS))}
        return {d: tf for d, tf in found.items() if tf}

    def context(self, needle: str) -> dict[int, int]:
        return {}

    def morph(self, token: str) -> dict[int, int]:
        return {}


def _word(text: str) -> Word:
    return Word(whole=Unit(text, (gram_text(text),)))


def test_the_soft_word_lifts_the_rule_that_states_the_ability_and_sinks_none():
    """Promise: of two records holding the typed word, the one saying できない comes first with the soft word;
    a record without でき keeps the score it had without it (no coverage lost for an untyped word)."""
    typed = Plan([_word("アタック"), _word("フォワード")])
    asked = Plan([*typed.words, Word(whole=Unit("できる", ("でき",)), soft=True)])
    without = dict((d, s) for s, d in rank(SmallScope(), typed, 10, feedback_on=False))
    with_soft = dict((d, s) for s, d in rank(SmallScope(), asked, 10, feedback_on=False))
    assert without[1] >= without[0]  # the shorter record wins on the typed words alone
    assert max(with_soft, key=lambda d: with_soft[d]) == 0
    assert with_soft[1] == without[1]


def test_can_questions_find_the_rule_that_says_so(search_engine):
    """Promise: asked as "can I", the rules that state the ability or the condition come first (game004 802.1a,
    pso2 209.1.2, the aquarian section on where a power card may be set)."""
    for query, game, wanted in [
        ("登場したターンにアタックできる？", "game004", "802.1a"),
        ("PPに同じ色がないとプレイできない？", "pso2", "209.1.2"),
        ("パワーカードは何枚セットできる？", "aquarian", "c05:パワーカードフェイズ>どのキャラクターにセットできる?"),
    ]:
        hits = search_engine.search(query, game=game, limit=3)
        assert hits and hits[0].rule_id == wanted, (query, [h.rule_id for h in hits])


def test_a_who_question_adds_a_soft_word_for_the_player_roles():
    """Promise: 誰が, どっちが, どちらの (and English who/whose) add one soft word searched as the player roles the
    rules name (プレイヤー, オーナー, 持ち主, 支配者, コントロール); a query that asks nothing does not."""
    for query in ("先攻は誰が決める", "どっちの手札に戻る", "除外されたカードはどちらのもの", "whose hand"):
        soft = [w for w in _plan(query).words if w.soft]
        assert len(soft) == 1 and "ぷれいやー" in soft[0].whole.needles and "持ち主" in soft[0].whole.needles, query
    assert not any(w.soft for w in _plan("ブレイクゾーン 順番").words)
    assert not any(w.soft for w in _plan("どちらかを選ぶ効果").words)  # either one: asks nothing
