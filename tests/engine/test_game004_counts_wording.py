"""game004's rarer step texts say their counts and verbs in plain English: 'gains 2 '魔力' counters', 'cannot
trash 1 card from hand', '(for the next play only)', 'Sentry has +2000 power', 'Sentry loses its abilities', 'the
trait 騎士'; a question says how many cards to choose; and a step that would say no continuous effect ends
(「継続効果(0個)が消滅する」) is not shown, its rule cited by the next step."""

from __future__ import annotations

import copy
import json
from pathlib import Path

import pytest

from judge_app.corpus import Corpus
from judge_app.engine import Stepper, load_scenario, parse_scenario

SCENARIOS = Path(__file__).parents[1] / "scenarios" / "game004"


def _texts(name: str, corpus: Corpus) -> list[tuple[str, str]]:
    stepper = Stepper(load_scenario(SCENARIOS / name), corpus=corpus)
    stepper.run()
    return [(s.text_ja, s.text_en) for s in stepper.steps]


def _said(name: str, corpus: Corpus, en: str) -> tuple[str, str]:
    texts = _texts(name, corpus)
    found = [t for t in texts if en in t[1]]
    assert found, [t[1] for t in texts]
    return found[0]


@pytest.mark.parametrize(("name", "en", "ja"), [
    ("38_counters.json", "player A gains 2 '魔力' counters (0 -> 2)", "「魔力」カウンターを2個得る"),
    ("38_counters.json", "spends 3 '魔力' counters", "「魔力」カウンターを3個消費する"),
    ("25_play_from_keep.json", "cannot trash 1 card from hand", "手札を1枚トラッシュに置けない"),
    ("97_effect_reduces_the_next_character_cost.json", "(for the next play only)", "(次の1回のプレイのみ)"),
    ("103_raised_power_survives_battle_damage.json", "Sentry has +2000 power", "パワーは"),
    ("67_lost_abilities_do_not_trigger.json", "Sentry loses its abilities", "能力を失う"),
    ("86_trait_gained_counts_for_static.json", "the trait 騎士", "騎士"),
])
def test_counts_and_verbs_agree(name: str, en: str, ja: str, corpus: Corpus) -> None:
    said_ja, said_en = _said(name, corpus, en)
    assert ja in said_ja
    assert "(s)" not in said_en and " have +" not in said_en


def test_no_step_of_any_scenario_says_s_in_brackets_or_zero_effects_end(corpus: Corpus) -> None:
    for path in sorted(SCENARIOS.glob("*.json")):
        for ja, en in _texts(path.name, corpus):
            assert "(s)" not in en and "(0個)" not in ja and "(0 effects)" not in en, (path.name, en)


def test_effects_ending_are_said_with_a_verb_and_none_ending_is_not_said(corpus: Corpus) -> None:
    ja, _ = _said("23_damage_reset_before_expiry.json", corpus, "(1 effect) end")
    assert "継続効果(1個)が消滅する" in ja
    stepper = Stepper(load_scenario(SCENARIOS / "79_mission_phase_nothing_to_repeat.json"), corpus=corpus)
    stepper.run()
    assert not [s for s in stepper.steps if "継続効果" in s.text_ja]
    cited = [r.rule_id for s in stepper.steps for r in s.citations]
    assert cited.index("704.8") < cited.index("704.9")  # the rule is still cited, after the damage reset


def test_a_choice_question_says_how_many_cards() -> None:
    data = json.loads((SCENARIOS / "110_moved_to_energy_is_not_a_ko.json").read_text(encoding="utf-8"))
    data = copy.deepcopy(data)
    data["actions"][0].pop("targets")
    b = data["players"][1]["zones"]
    b["side1"] = [{**copy.deepcopy(next(c for c in b["center"] if isinstance(c, dict))), "id": "b-c2"}]
    stepper = Stepper(parse_scenario(data))
    stepper.run()
    q = stepper.pending_question
    assert q is not None
    assert "choose 1 card for the effect of" in q.prompt_en and "カードを1枚選んでください" in q.prompt_ja
