from __future__ import annotations

import pytest

from judge_app.corpus import Corpus
from judge_app.engine import get_game
from judge_app.engine.games.fftcg.primitives import check_vocabulary
from judge_app.engine.kernel.citations import Citer, cited_in_source


def test_every_rule_number_in_the_fftcg_module_exists(corpus: Corpus) -> None:
    module = get_game("fftcg")
    cited = cited_in_source(module.source_files())
    known = {r.rule_id for r in corpus.get("fftcg").records}
    assert len(cited) > 150
    assert sorted(cited - known) == []


def test_citer_refuses_unknown_rules() -> None:
    citer = Citer("fftcg")
    assert citer.refs(("12.4.5",))[0].rule_id == "12.4.5"
    with pytest.raises(KeyError):
        citer.refs(("12.4.99",))


def test_every_effect_word_has_a_meaning_in_fftcg() -> None:
    check_vocabulary()


def test_setting_rules_exist(corpus: Corpus) -> None:
    module = get_game("fftcg")
    for spec in module.settings():
        assert spec.default in spec.choices
        for rid in spec.rules:
            assert corpus.lookup("fftcg", rid), rid
