from __future__ import annotations

from engine_checks import check_setting_specs, module_citations

from judge_app.corpus import Corpus
from judge_app.engine.kernel.citations import Citer


def test_every_rule_number_in_the_fftcg_module_exists(corpus: Corpus) -> None:
    assert len(module_citations(corpus, "fftcg")) > 150


def test_citer_refuses_unknown_rules(corpus: Corpus) -> None:
    citer = Citer("fftcg", None, corpus)
    assert citer.refs(("12.4.5",))[0].rule_id == "12.4.5"
    unknown = citer.refs(("12.4.99",))
    assert citer.missing(unknown) == list(unknown) and citer.missing(citer.refs(("12.4.5",))) == []


def test_setting_rules_exist(corpus: Corpus) -> None:
    check_setting_specs(corpus, "fftcg")
