from __future__ import annotations

import importlib

import pytest
from engine_checks import check_setting_specs, module_citations

from judge_app.corpus import Corpus
from judge_app.engine import get_game
from judge_app.engine.kernel.citations import Citer, Refusal, cited_in_source


def test_every_rule_number_in_the_fftcg_module_exists(corpus: Corpus) -> None:
    assert len(module_citations(corpus, "fftcg")) > 150


def test_citer_refuses_unknown_rules(corpus: Corpus) -> None:
    citer = Citer("fftcg", None, corpus)
    assert citer.refs(("12.4.5",))[0].rule_id == "12.4.5"
    unknown = citer.refs(("12.4.99",))
    assert citer.missing(unknown) == list(unknown) and citer.missing(citer.refs(("12.4.5",))) == []


def test_setting_rules_exist(corpus: Corpus) -> None:
    check_setting_specs(corpus, "fftcg")


#: The rules version a module's numbers are written in, where the game has several (pso2's cite() renumbers for 1.8).
WRITTEN_FOR = {"pso2": "3.0"}


@pytest.mark.parametrize("game", ["fftcg", "pso2", "game004", "aquarian"])
def test_every_rule_an_in_force_refusal_cites_is_read_by_coverage_and_exists(corpus: Corpus, game: str) -> None:
    """Promise: a refusal's rules are data (its ``RULES`` reasons and the game's own ``Refusal`` checks), tagged
    ``forbids``, read by ``engine coverage``'s scan and present in the corpus; its sentence spells none of them."""
    module = importlib.import_module(f"judge_app.engine.games.{game}.in_force")
    own = [v for v in vars(module).values() if isinstance(v, Refusal)]
    reasons = module.RULES
    said = [reasons.one_shot, reasons.no_cards, reasons.unreachable, reasons.variable_amount, reasons.bad_duration]
    cited = [*reasons.cited(), *(r for refusal in own for r in refusal.rules)]
    assert cited and {c.role for c in cited} == {"forbids"}
    module_game = get_game(game)
    assert set(cited) <= cited_in_source(module_game.source_files(), module_game.CITATION_PATTERN)
    known = {r.rule_id for r in corpus.get(game, WRITTEN_FOR.get(game)).records}
    assert sorted(set(cited) - known) == []
    assert not [r for refusal in [*said, *own] for r in refusal.rules if r in refusal.text]
