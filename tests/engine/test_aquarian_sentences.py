"""aquarian's English steps are sentences: one that opens with a player or a card starts with a capital ("Player B
declares a guard ..."), and a card or effect declaration names who declares it ("Player A declares 火炎符 [ax] ...",
「プレイヤーAは火炎符〔ax〕の使用を宣言する」), never a sentence with no subject."""

from __future__ import annotations

from pathlib import Path

from judge_app.corpus import Corpus
from judge_app.engine import Stepper, load_scenario
from judge_app.engine.kernel.stepper import Step

SCENARIOS = Path(__file__).parents[1] / "scenarios" / "aquarian"


def _steps(name: str, corpus: Corpus) -> list[Step]:
    stepper = Stepper(load_scenario(SCENARIOS / name), corpus=corpus)
    stepper.run()
    return stepper.steps


def test_no_step_of_any_scenario_starts_lowercase_or_without_a_subject(corpus: Corpus) -> None:
    for path in sorted(SCENARIOS.glob("*.json")):
        for step in _steps(path.name, corpus):
            assert not step.text_en[:1].islower(), (path.name, step.text_en)
            assert not step.text_en.startswith("Declares"), (path.name, step.text_en)


def test_a_guard_step_reads_as_a_sentence(corpus: Corpus) -> None:
    steps = _steps("02_battle_simultaneous_damage.json", corpus)
    assert any(s.text_en.startswith("Player B declares a guard with ") for s in steps)


def test_a_project_declaration_names_the_player(corpus: Corpus) -> None:
    steps = _steps("04_chain_last_declared_first.json", corpus)
    said = [s for s in steps if "火炎符〔ax〕の使用を宣言する" in s.text_ja]
    assert said and said[0].text_ja.startswith("プレイヤーAは火炎符〔ax〕の使用を宣言する")
    assert said[0].text_en.startswith("Player A declares 火炎符 [ax] (targets: 鬼 [b1])")
