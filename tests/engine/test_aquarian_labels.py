"""How aquarian steps name a broken character: by its top break card's name, with the base card's id
(c05:ブレイクカードのセット>ブレイクしたキャラクターの能力: its card name is the top break card's)."""

from __future__ import annotations

from pathlib import Path

from engine_checks import run_scenario

from judge_app.corpus import Corpus
from judge_app.engine import load_scenario
from judge_app.engine.games.aquarian.cards import label

SCENARIOS = Path(__file__).resolve().parents[1] / "scenarios" / "aquarian"


def test_a_broken_character_goes_by_its_break_card_name(corpus: Corpus) -> None:
    stepper = run_scenario(load_scenario(SCENARIOS / "110_broken_loses_stealth.json"), corpus)
    broken = next(s.n for s in stepper.steps if "が影の少女〔a1〕の上に重ねられ" in s.text_ja)
    later = [s for s in stepper.steps if s.n > broken]
    assert any("覚醒少女〔a1〕" in s.text_ja and "覚醒少女 [a1]" in s.text_en for s in later)
    assert not any("影の少女〔a1〕" in s.text_ja or "影の少女 [a1]" in s.text_en for s in later)


def test_a_character_keeps_its_name_before_the_break_and_its_break_card_its_own(corpus: Corpus) -> None:
    stepper = run_scenario(load_scenario(SCENARIOS / "115_broken_character_name_from_break.json"), corpus)
    state = stepper.state
    assert label(state, state.cards["a1"]) == ("“ミサキ”覚醒〔a1〕", 'Awakened "Misaki" [a1]')
    assert label(state, state.cards["ab"]) == ("“ミサキ”覚醒〔ab〕", 'Awakened "Misaki" [ab]')
    assert label(state, state.cards["a0"]) == ("超能力者〔a0〕", "超能力者 [a0]")
    first = stepper.steps[1]
    assert "影の少女〔a1〕" in first.text_ja, "before the break resolves, the character has its own name"
