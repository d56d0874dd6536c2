"""Reading-aware matching: a word typed in kana finds the kanji word it reads as."""

import re

import pytest

from judge_app.corpus import Corpus
from judge_app.search.analysis import fold_kana, morphemes, reading_pairs
from judge_app.search.plan import Plan, Unit, Word, with_readings

# A keyword's name without what follows it on the card: 回復X, ドロー+X, プロテクト?, 『ウォークライ』.
_TAIL = re.compile(r"(?:[+\-±]?[xX?？]|\+x/.*|/.*)$")


def _keywords(corpus: Corpus) -> list[tuple[str, str | None, str, set[str]]]:
    """(game, version, keyword, keys that answer it) read from each document's own keyword rules."""
    out: list[tuple[str, str | None, str, set[str]]] = []
    for rs in corpus.rulesets:
        version = rs.version if rs.game == "pso2" and rs.version != corpus.get("pso2").version else None
        for r in rs.records:
            name = ""
            numbered = {"fftcg": r"15\.[12]\.\d+|15\.1\.1\.\d+", "game004": r"1(1\d\d|20\d)"}.get(rs.game)
            if numbered and re.fullmatch(numbered, r.rule_id) and r.title:
                name = r.title
            elif rs.game == "pso2" and re.fullmatch(r"30[12]\.\d+", r.rule_id):
                m = re.match(r"\s*[『「]([^』」]{2,12})[』」]とは", r.text)
                name = m.group(1) if m else ""
            elif rs.game == "aquarian" and r.key.startswith("c09:スキル>"):
                name = r.key.split(">", 1)[1]
            name = _TAIL.sub("", name.strip())
            # A phrase (パーティーを組む, カードの効果による退場) is searched by its words, not as one reading.
            if name and not re.search(r"[A-Za-z0-9/（(\[]|[をのにへ]|による", name):
                keys = {r.key, r.rule_id, *(k for k in r.children)}
                if rs.game == "aquarian":
                    keys.add(f"gl:{name}")
                out.append((rs.game, version, name, keys))
    return out


def _reading(word: str) -> str:
    return "".join(m.reading for m in morphemes(word))


def test_the_keyword_lists_are_found(corpus):
    """Promise: the test below really covers every game's keywords (the lists are read from the documents)."""
    found = _keywords(corpus)
    per_game = {g: sum(1 for k in found if k[0] == g) for g in corpus.games()}
    assert all(n >= 8 for n in per_game.values()), per_game
    assert any(k[0] == "fftcg" and k[2] == "凍結" for k in found)


def test_the_kana_reading_of_every_keyword_finds_its_rule_in_the_top_3(search_engine, corpus):
    """Promise: a player who types a keyword's reading in kana (とうけつ, えいしょう) finds its rule in the top 3."""
    misses = []
    checked = 0
    for game, version, name, keys in _keywords(corpus):
        reading = fold_kana(_reading(name))
        if not re.fullmatch(r"[ぁ-ゖー]+", reading) or reading == fold_kana(name):
            continue  # a name with nothing to read (kana already, or an unreadable symbol)
        checked += 1
        hits = search_engine.search(reading, game=game, version=version, limit=3)
        if not any(h.key in keys or h.rule_id in keys for h in hits):
            misses.append((game, name, reading, [h.rule_id for h in hits]))
    assert checked >= 20
    assert not misses, misses


def test_katakana_typed_in_hiragana_still_finds_the_keyword(search_engine):
    """Promise: a katakana keyword typed in hiragana (じゃんくしょん) finds its rule first."""
    hits = search_engine.search("じゃんくしょん", game="fftcg")
    assert hits[0].rule_id.startswith("15.2.15")


def test_an_exact_spelling_ranks_above_a_reading_match(search_engine):
    """Promise: the word as typed outranks a word that only reads the same."""
    plan = with_readings(Plan([Word(whole=Unit(text="かいふく", needles=("かいふく",)))]),
                         lambda reading: ["回復"] if reading == "かいふく" else [])
    unit = plan.words[0].whole
    assert unit.needles == ("かいふく",) and unit.readings == ("回復",)
    from judge_app.search.ranking import READING
    assert 0 < READING < 1


def test_readings_pair_each_kanji_run_with_its_spelling():
    """Promise: the index holds the reading of every kanji word and compound, folded to hiragana."""
    pairs = dict(reading_pairs("凍結したキャラクターは優先権前処理を行う"))
    assert pairs["とうけつ"] == "凍結"
    assert pairs["ゆうせんけんまえしょり"] == "優先権前処理"
    assert all(re.fullmatch(r"[ぁ-ゖー]+", r) for r in pairs)


@pytest.mark.parametrize("short", ["とう", "いつ"])
def test_a_short_kana_part_is_not_read_as_a_kanji_word(short):
    """Promise: two kana inside a longer word read as too many words to stand for one: no reading lookup."""
    word = Word(whole=Unit(text="x" + short, needles=("x" + short,)), parts=[Unit(text=short, needles=(short,))])
    plan = with_readings(Plan([word]), lambda reading: ["等"])
    assert plan.words[0].parts[0].readings == ()


def test_analyze_shows_which_reading_matched(search_engine):
    """Promise: the plan shows the document word a kana word was read as (read:とうけつ=凍結)."""
    plan = search_engine.query_plan("とうけつ", game="fftcg")
    assert "凍結" in plan.words[0].whole.readings
