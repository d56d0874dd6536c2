import pickle

from judge_app.corpus.normalize import normalize, normalize_rule_id, normalize_with_map
from judge_app.search.analysis import bigram_analyzer, explain, fold_kana, morph_analyzer, unigram_analyzer
from judge_app.search.highlight import find_spans, snippet
from judge_app.search.index import build_schema
from judge_app.search.query import looks_like_rule_number, parse_query


def test_normalise_folds_width_spaces_and_letter_spacing():
    assert normalize("７ 点") == "7点"
    assert normalize("１CP を") == "1cpを"
    assert normalize("キ ャ ラ ク タ ー") == "キャラクター"
    assert normalize("ｵｰﾄｱﾋﾞﾘﾃｨ") == "オートアビリティ"
    assert normalize("ⓧ") == normalize("⊗")


def test_rule_numbers_in_any_width():
    assert normalize_rule_id("２０２．２ａ") == "202.2a"
    assert normalize_rule_id(" 506. 3 ") == "506.3"
    assert looks_like_rule_number("５０６．３")
    assert looks_like_rule_number("202.2a")
    assert not looks_like_rule_number("ダメージ")


def test_offset_map_points_into_original_text():
    text = "ダメージが 7 になった"
    norm, offsets = normalize_with_map(text)
    assert norm == "ダメージが7になった"
    assert text[offsets[norm.index("7")]] == "7"


def test_analyzers_pickle_and_still_work():
    for analyzer in (morph_analyzer(), bigram_analyzer(), unigram_analyzer()):
        clone = pickle.loads(pickle.dumps(analyzer))
        assert [t.text for t in clone("ブレイクゾーン")] == [t.text for t in analyzer("ブレイクゾーン")]
    schema = pickle.loads(pickle.dumps(build_schema()))
    assert "morph" in schema.names()


def test_morphology_reduces_inflection():
    tokens = [t.text for t in morph_analyzer()("ブレイクゾーンに置かれた")]
    assert "置く" in tokens
    assert "に" not in tokens


def test_one_character_tokens_survive():
    assert [t.text for t in unigram_analyzer()("場")] == ["場"]
    assert [t.text for t in bigram_analyzer()("場")] == ["場"]


def test_kana_fold():
    assert fold_kana("ドロー") == "どろー"


def test_explain_shows_every_stage():
    data = explain("オートアビリ\nティ")
    assert data["normalized"] == "オートアビリティ"
    assert "アビリティー" in data["morph"]


def test_query_parsing_filters_and_phrases():
    q = parse_query('game:fftcg "先制 攻撃" ダメージ version:current')
    assert q.game == "fftcg" and q.version == "current"
    assert q.phrases == ["先制 攻撃"]
    assert q.terms == ["ダメージ"]


def test_highlight_survives_normalisation():
    text = "いずれかのプレイヤーが 7 点のダメージを受ける"
    spans = find_spans(text, [normalize("7点")])
    assert len(spans) == 1
    start, end = spans[0]
    assert text[start:end] == "7 点"
    spans = find_spans("１CPを生み出す", ["1cp"])
    assert spans == [(0, 3)]


def test_snippet_keeps_highlight_on_the_word():
    text = "あ" * 200 + "先制攻撃" + "い" * 200
    spans = find_spans(text, ["先制攻撃"])
    snip, inside = snippet(text, spans)
    assert len(snip) < 100
    assert snip[inside[0][0]:inside[0][1]] == "先制攻撃"


def test_every_morphological_analyser_pickles_and_reduces_inflection():
    from judge_app.search.analysis import MORPH_MODES

    for mode in MORPH_MODES:
        analyzer = morph_analyzer(mode)
        clone = pickle.loads(pickle.dumps(analyzer))
        tokens = [t.text for t in clone("ブレイクゾーンに置かれた")]
        assert "置く" in tokens and "に" not in tokens, mode


def test_query_plan_keeps_player_words_whole_and_drops_question_words():
    from judge_app.search.plan import plan_query
    from judge_app.search.synonyms import Synonyms

    syn = Synonyms({"common": {"山札": ["デッキ"], "負け": ["敗北"]}})
    plan = plan_query(["山札が引けなくなったら負け？"], [], syn, ["fftcg"])
    parts = [p.text for p in plan.words[0].parts]
    assert "山札" in parts and "山" not in parts and "札" not in parts
    assert "負け" in parts and "?" not in parts
    deck = next(p for p in plan.words[0].parts if p.text == "山札")
    assert "でっき" in deck.needles  # folded to hiragana like the index
    assert plan_query(["何"], [], syn, ["fftcg"]).words == []


def test_one_analyser_serves_every_thread() -> None:
    """Worker threads (the app's searches) reuse the loaded dictionary instead of loading their own."""
    import threading

    from judge_app.search import analysis

    analysis.morphemes("スレッドの確認その一")
    first = analysis._ANALYZERS[analysis.DEFAULT_MORPH_MODE]
    seen: list[object] = []

    def work() -> None:
        analysis.morphemes("スレッドの確認その二")
        seen.append(analysis._ANALYZERS[analysis.DEFAULT_MORPH_MODE])

    threads = [threading.Thread(target=work) for _ in range(3)]
    for t in threads:
        t.start()
    for t in threads:
        t.join()
    assert seen == [first, first, first]
