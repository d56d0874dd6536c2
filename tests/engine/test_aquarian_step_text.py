"""aquarian steps say what happened in words a judge uses, in Japanese and English: the damage an attack or a battle
deals names only the parts there are (通常ダメージ1 / 1 normal damage; 精神(2)ダメージ / (2) mental damage, the
rulebook's notation), and both with their sum only when both are dealt (qa:03)."""

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


def _one(steps: list[Step], ja_part: str) -> Step:
    found = [s for s in steps if ja_part in s.text_ja]
    assert len(found) == 1, [s.text_ja for s in steps]
    return found[0]


def _checks(steps: list[Step]) -> int:
    return sum(1 for s in steps if "ダメージ判定" in s.text_ja and "回目" in s.text_ja)


def _rules(step: Step) -> set[str]:
    return {c.rule_id for c in step.citations}


def test_normal_damage_to_a_player_says_no_mental_part(corpus: Corpus) -> None:
    steps = _steps("01_attack_unguarded.json", corpus)
    step = _one(steps, "のアタックを解決")
    assert "通常ダメージ2を受け" in step.text_ja and "精神" not in step.text_ja
    assert "takes 2 normal damage and" in step.text_en and "mental" not in step.text_en
    assert _checks(steps) == 2


def test_mental_damage_to_a_player_says_no_normal_part(corpus: Corpus) -> None:
    steps = _steps("qa02_mental_damage_to_player.json", corpus)
    step = _one(steps, "のアタックを解決")
    assert "精神(2)ダメージを受け" in step.text_ja and "通常" not in step.text_ja
    assert "takes (2) mental damage and" in step.text_en and "normal" not in step.text_en
    assert "qa:02" in _rules(step)
    assert _checks(steps) == 2


def test_both_parts_are_said_with_their_sum(corpus: Corpus) -> None:
    steps = _steps("qa03_normal_and_mental_damage.json", corpus)
    step = _one(steps, "のアタックを解決")
    assert "通常ダメージ2と精神(1)ダメージ、合わせて3点のダメージを受け" in step.text_ja
    assert "takes 2 normal and (1) mental damage (3 in all)" in step.text_en
    assert "qa:03" in _rules(step)
    assert _checks(steps) == 3


def test_an_attack_of_zero_says_zero_damage_and_no_check(corpus: Corpus) -> None:
    steps = _steps("84_attack_zero_deals_zero_damage.json", corpus)
    step = _one(steps, "のアタックを解決")
    assert "0点のダメージを受け" in step.text_ja and "ダメージ判定は行わない" in step.text_ja
    assert "takes 0 damage" in step.text_en and "no damage check" in step.text_en
    assert "(0)" not in step.text_ja + step.text_en and "0 normal" not in step.text_en
    assert "rs:15-3-b" in _rules(step)
    assert _checks(steps) == 0


def test_a_battle_names_only_the_damage_each_side_takes(corpus: Corpus) -> None:
    steps = _steps("07_mental_attack_on_guarder.json", corpus)
    step = _one(steps, "バトル(")
    # The guarder takes only mental damage, the mental attacker only normal damage: no "通常0" / "0 normal".
    assert "騎士〔b1〕: 精神(2)ダメージ(パワー2)" in step.text_ja
    assert "念動少女〔a1〕: 通常ダメージ1(耐久力2)" in step.text_ja
    assert "騎士 [b1]: (2) mental damage (power 2)" in step.text_en
    assert "念動少女 [a1]: 1 normal damage (endurance 2)" in step.text_en
    assert "discards 2 power cards" in step.text_en
    for text in (step.text_ja, step.text_en):
        assert "通常0" not in text and "0 normal" not in text and "(s)" not in text


def test_the_side_that_took_nothing_says_so(corpus: Corpus) -> None:
    step = _one(_steps("09_initiative.json", corpus), "バトル(")
    assert "疾風の剣士〔a1〕: ダメージを受けない" in step.text_ja
    assert "疾風の剣士 [a1]: takes no damage" in step.text_en


def test_penetrate_counts_points_in_words(corpus: Corpus) -> None:
    step = _one(_steps("10_penetrate_to_player.json", corpus), "バトル(")
    assert "耐久力を超えた3点がプレイヤーBへの通常ダメージになる" in step.text_ja
    assert "player B takes the 3 points over the endurance as normal damage" in step.text_en


def test_the_draw_phase_says_one_card(corpus: Corpus) -> None:
    steps = _steps("118_draw_phase_draws_one_card.json", corpus)
    step = _one(steps, "ドローフェイズ:")
    assert "1枚ドローする" in step.text_ja
    assert "draws 1 card from the top" in step.text_en


def test_no_step_of_any_scenario_counts_in_card_s(corpus: Corpus) -> None:
    """Every number of cards, effects, checks or points is said in the number's own English form."""
    found = []
    for path in sorted(SCENARIOS.glob("*.json")):
        stepper = Stepper(load_scenario(path), corpus=corpus)
        stepper.run()
        found += [f"{path.stem}: {s.text_en}" for s in stepper.steps
                  if "(s)" in s.text_en or "1 cards" in s.text_en or "枚枚" in s.text_ja]
    assert found == []
