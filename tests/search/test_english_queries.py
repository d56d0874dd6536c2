"""English typed in the English UI: grammar dropped, question words framed, inflected words understood."""

from judge_app.search.english import english_query, is_english, key_of
from judge_app.search.plan import join_known, plan_query
from judge_app.search.synonyms import Synonyms


def test_grammar_and_question_words_are_not_searched():
    got = english_query(["what", "happens", "when", "the", "deck", "is", "empty?"])
    assert got.terms == ["deck", "empty"]
    assert got.frames == ["いつ"]
    assert not got.asks_ability


def test_can_asks_whether_one_may_and_where_go_asks_for_a_destination():
    assert english_query(["can", "a", "dull", "Forward", "block"]).asks_ability
    got = english_query(["where", "do", "broken", "forwards", "go"])
    assert got.asks_destination
    assert got.terms == ["broken", "forwards"]  # the verb of going is the question's, not the rule's
    assert not english_query(["go", "first"]).asks_destination


def test_how_many_can_asks_a_limit():
    """Promise: "how many ... can I" adds one soft word for the ways a rule states a limit (上限, 枚まで), as
    何枚まで does; "how many" alone (a count, not a limit) and "can" alone do not."""
    syn = Synonyms({})

    def limit_words(query: str) -> list[tuple[str, ...]]:
        return [w.whole.needles for w in plan_query(query.split(), [], syn, ["fftcg"]).words
                if w.soft and w.whole.text == "何枚まで"]

    assert limit_words("how many backups can i have") == [("上限", "枚まで", "体まで", "枚以下")]
    assert limit_words("how many cards are drawn") == []
    assert limit_words("can a backup block") == []


def test_japanese_words_and_rule_numbers_pass_as_typed():
    got = english_query(["ブロック", "10.1.4.6", "the", "Haste"])
    assert got.terms == ["ブロック", "10.1.4.6", "Haste"]
    assert not is_english("ブロック")
    assert is_english("can't")


def test_an_inflected_word_is_the_key_it_inflects():
    keys = {"block", "breakzone", "phase", "break", "copies"}
    assert key_of("blocked", keys) == "block"
    assert key_of("phases", keys) == "phase"
    assert key_of("breakzones", keys) == "breakzone"
    assert key_of("broken", keys) == "break"  # irregular: the stemmer keeps it
    assert key_of("block", keys) == ""  # already a key
    assert key_of("ブロック", keys) == ""
    assert key_of("10.1", keys) == ""
    syn = Synonyms({"fftcg": {"Break Zone": ["ブレイクゾーン"], "Block": ["ブロック"]}})
    assert join_known(["Break", "Zones", "blocking"], syn, ["fftcg"]) == ["breakzone", "block"]


def test_the_plan_of_an_english_question_searches_the_documents_words():
    syn = Synonyms({"fftcg": {"Block": ["ブロック"], "Forward": ["フォワード"], "Dull": ["ダル"]}})
    plan = plan_query(["can", "a", "dull", "forward", "block?"], [], syn, ["fftcg"])
    searched = [n for w in plan.words for u in [w.whole, *w.parts] for n in u.needles]
    assert {"ぶろっく", "ふぉわーど", "だる"} <= set(searched)  # folded to hiragana
    assert "a" not in searched and "can" not in searched
    assert plan.words[-1].soft  # "can" asks whether one may: a soft できる, no record pushed down for lacking it


def test_an_article_finds_no_latin_letters_in_a_rule(search_engine):
    """"a" once ranked first the fftcg rule that spells the product's name S【a】G【a】."""
    hits = search_engine.search("when can I use a summon", game="fftcg", limit=5)
    assert hits
    assert all("S【a】G【a】" not in h.text for h in hits[:3]), [h.rule_id for h in hits]
    assert any("召喚" in h.text for h in hits[:3]), [h.rule_id for h in hits]


def test_english_phrases_find_the_rule_that_answers(search_engine):
    """The English of a table question reaches the rule a Japanese query reaches."""
    hand = search_engine.search("hand limit", game="fftcg", limit=3)
    assert any("上限" in h.text and "手札" in h.text for h in hand), [h.rule_id for h in hand]
    deck = search_engine.search("what happens when the deck is empty", game="fftcg", limit=3)
    assert any("0 枚" in h.text or "0枚" in h.text for h in deck), [h.rule_id for h in deck]
