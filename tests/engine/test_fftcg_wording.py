"""fftcg's Japanese sentences name actions, zones and elements in Japanese, never by the scenario file's words."""

from __future__ import annotations

import re
from pathlib import Path

import pytest

from judge_app.engine import Stepper, app_corpus, load_scenario, parse_scenario
from judge_app.engine.games.fftcg import MODULE
from judge_app.engine.games.fftcg.actions import perform
from judge_app.engine.games.fftcg.cost import Need
from judge_app.engine.games.fftcg.layout import ACTION_WORDS, ELEMENT_JA, EVENT_JA, ZONE_JA, ZONES
from judge_app.engine.kernel.citations import Citer
from judge_app.engine.kernel.game import Context
from judge_app.engine.kernel.scenario import ActionSpec

SCENARIOS = Path(__file__).parents[1] / "scenarios" / "fftcg"
#: The file's own words a Japanese sentence must not show: action words, zone ids and elements.
FILE_WORDS = {*ACTION_WORDS, *ZONE_JA, *ELEMENT_JA}


def _file_words(ja: str) -> set[str]:
    """The file's words in a Japanese sentence, outside card labels 〔id〕 and quoted card text."""
    bare = re.sub(r"〔[^〕]*〕|「[^」]*」", "", ja)
    return {w for w in re.findall(r"[A-Za-z_]+", bare) if w in FILE_WORDS}


def test_every_action_word_and_zone_has_a_japanese_name() -> None:
    assert set(ACTION_WORDS) == set(MODULE.ACTIONS)
    assert {z.id for z in ZONES} | {"field"} == set(ZONE_JA)
    for ja, _en in ACTION_WORDS.values():
        assert not re.search(r"[A-Za-z]", ja)


def test_an_element_refusal_names_the_element_in_japanese() -> None:
    stepper = Stepper(load_scenario(SCENARIOS / "15_wrong_element.json"))
    stepper.run()
    refused = [s for s in stepper.steps if s.illegal]
    assert refused and "11.3.6.1.1" in {c.rule_id for c in refused[0].citations}
    assert _file_words(refused[0].text_ja) == set()
    ja, en = Need(3, {"water": 2}, ("fire", "wind")).describe()
    assert ELEMENT_JA["water"] in ja and ELEMENT_JA["fire"] in ja and ELEMENT_JA["wind"] in ja
    assert _file_words(ja) == set() and "fire" in en


def test_an_action_refused_at_priority_names_the_word_in_japanese() -> None:
    """An action word no priority handler takes is refused (11.1.1) in the rules' word, the file's word in English."""
    scenario = parse_scenario({"game": "fftcg", "title": "words", "turn": 3, "turn_player": "A", "phase": "main1",
                               "players": [{"id": "A", "zones": {}}, {"id": "B", "zones": {}}]})
    ctx = Context(MODULE.setup(scenario), scenario, {}, Citer("fftcg", None, app_corpus()),
                  MODULE.resolve_settings(scenario))
    rec = perform(ctx, ActionSpec(player="A", type="block"), 0)
    assert rec.illegal and [r.rule_id for r in rec.citations] == ["11.1.1"]
    assert ACTION_WORDS["block"][0] in rec.text_ja and _file_words(rec.text_ja) == set() and "block" in rec.text_en


@pytest.mark.parametrize("name", ["129_effect_backup_not_played", "182_enter_together_each_triggers",
                                  "203_empty_deck_draw_loses_though_deck_refilled"])
def test_a_card_moved_by_an_effect_goes_to_a_zone_named_in_japanese(name: str) -> None:
    stepper = Stepper(load_scenario(SCENARIOS / f"{name}.json"))
    stepper.run()
    assert all(_file_words(s.text_ja) == set() for s in stepper.steps)


def test_a_block_refused_names_the_card_as_steps_do() -> None:
    """A block with a card that is no forward of the non-turn player is refused (10.1.3.1), naming the card."""
    data = load_scenario(SCENARIOS / "01_unblocked_attack.json").model_dump(mode="json", exclude_none=True)
    attack = next(a for a in data["actions"] if a["type"] == "attack")
    data["actions"] = [attack, {"player": "B", "type": "block", "card": attack["card"]}]
    data.pop("expect", None)
    stepper = Stepper(parse_scenario(data))
    stepper.run()
    refused = [s for s in stepper.steps if s.illegal]
    assert refused and "10.1.3.1" in {c.rule_id for c in refused[0].citations}
    assert f"〔{attack['card']}〕" in refused[0].text_ja and _file_words(refused[0].text_ja) == set()


def test_every_event_has_a_japanese_phrase() -> None:
    assert set(MODULE.TRIGGERS) | set(MODULE.REPLACEABLE_EVENTS) <= set(EVENT_JA)


@pytest.mark.parametrize("name", ["41_replacement_instead_of_break", "75_delayed_trigger"])
def test_a_replacement_or_delayed_ability_names_its_event_in_japanese(name: str) -> None:
    stepper = Stepper(load_scenario(SCENARIOS / f"{name}.json"))
    stepper.run()
    said = [s.text_ja for s in stepper.steps if "代わりに…" in s.text_ja or "イベント:" in s.text_ja]
    assert said and all(not set(re.findall(r"[a-z_]{4,}", re.sub(r"〔[^〕]*〕", "", t))) & set(EVENT_JA)
                        for t in said)
