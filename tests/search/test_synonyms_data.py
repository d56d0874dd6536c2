"""The players' words of rules_text/synonyms.yaml reach words the documents really use."""

from pathlib import Path

import yaml

from judge_app.search.analysis import gram_text
from judge_app.search.plan import join_known
from judge_app.search.synonyms import Synonyms

SYNONYMS = Path(__file__).resolve().parents[2] / "rules_text" / "synonyms.yaml"


def _texts(corpus, games):
    return [gram_text(f"{r.title}\n{r.text}") for rs in corpus.rulesets if rs.game in games for r in rs.records]


def test_every_target_word_is_in_that_games_text(corpus):
    """Promise: each entry's document words exist in its game's text (for `common`, in some game's)."""
    table = yaml.load(SYNONYMS.read_text(encoding="utf-8"), Loader=yaml.BaseLoader)  # every value as typed
    missing = []
    for game, pairs in table.items():
        games = corpus.games() if game == "common" else [game]
        assert set(games) <= set(corpus.games()), f"unknown game {game}"
        texts = _texts(corpus, games)
        for word, targets in (pairs or {}).items():
            for target in targets:
                folded = gram_text(str(target))
                if not any(folded in t for t in texts):
                    missing.append((game, word, target))
    assert not missing, missing


def test_every_game_has_english_names_for_its_keywords():
    """Promise: the English UI can search: each game's section maps English keyword names to the document's."""
    table = yaml.load(SYNONYMS.read_text(encoding="utf-8"), Loader=yaml.BaseLoader)  # every value as typed
    for game in ("fftcg", "game004", "pso2", "aquarian"):
        english = [w for w in table[game] if str(w).isascii() and any(c.isalpha() for c in str(w))]
        assert len(english) >= 15, (game, english)


def test_an_english_name_of_two_words_is_one_word():
    """Promise: `First Strike` typed with a space is looked up as the one keyword it names."""
    syn = Synonyms({"fftcg": {"First Strike": ["先制攻撃"]}})
    assert join_known(["First", "Strike", "ブロック"], syn, ["fftcg"]) == ["FirstStrike", "ブロック"]
    assert join_known(["First", "ブロック"], syn, ["fftcg"]) == ["First", "ブロック"]


def test_english_keyword_names_find_the_keyword(search_engine):
    """Promise: Haste, First Strike, Accel, War Cry, Initiative find the keyword's rule first."""
    for query, game, prefix in [("Haste", "fftcg", "15.2.2"), ("First Strike", "fftcg", "15.2.3"),
                                ("Accel", "game004", "1201"), ("War Cry", "pso2", "302.1"),
                                ("Initiative", "aquarian", "")]:
        hits = search_engine.search(query, game=game, limit=3)
        assert hits, query
        if prefix:
            assert hits[0].rule_id.startswith(prefix), (query, [h.rule_id for h in hits])
        else:
            assert any("イニシアチブ" in h.rule_id or "イニシアチブ" in h.key for h in hits[:3]), query


def test_a_spelling_that_is_a_player_word_is_expanded_again():
    """Promise: 山札切れ reaches what デッキ切れ means (山札 -> デッキ), once, without looping."""
    syn = Synonyms({"common": {"山札": ["デッキ"], "デッキ切れ": ["デッキが0枚"], "デッキ": ["山札"]}})
    alts = syn.expand("山札切れ", ["x"])
    assert alts == ["デッキ切れ", "デッキが0枚"]
    # Keys that spell each other (山札 <-> デッキ) expand one round more, never round and round.
    assert Synonyms({"common": {"山札": ["デッキ"], "デッキ": ["山札"]}}).expand("山札", ["x"]) == ["デッキ"]
