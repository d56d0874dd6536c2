"""fftcg steps say what happened, in Japanese and in English: the number of cards a draw phase draws, a break
credited to a card that left the field, and a delayed ability's own words."""

from __future__ import annotations

import json
import re
from pathlib import Path
from typing import Any

import pytest

from judge_app.engine import Stepper, load_scenario, parse_scenario
from judge_app.engine.games.fftcg import MODULE
from judge_app.engine.games.fftcg.layout import EVENT_JA
from judge_app.engine.games.fftcg.messages import EFFECT_DO, EVENT_WHEN
from judge_app.engine.games.fftcg.texts import delayed_text
from judge_app.engine.kernel.effects import EFFECT_OPS, Draw, Dull, Filter, Target, Trigger
from judge_app.engine.kernel.messages import template_fields
from judge_app.engine.kernel.stepper import Step

SCENARIOS = Path(__file__).parents[1] / "scenarios" / "fftcg"


def _draw_phase(*, turn: int, deck: int, first_player: str = "A") -> list[Step]:
    """A's draw phase in ``turn`` with ``deck`` cards in A's deck, run to the main phase."""
    data: dict[str, Any] = {
        "format": 1, "game": "fftcg", "title": "draw", "turn": turn, "turn_player": "A", "first_player": first_player,
        "phase": "draw", "stop_at": {"turn": turn, "phase": "main1"},
        "players": [{"id": "A", "zones": {"deck": {"count": deck}} if deck else {}},
                    {"id": "B", "zones": {"deck": {"count": 5}}}]}
    stepper = Stepper(parse_scenario(data))
    stepper.run()
    return [s for s in stepper.steps if s.phase == "draw" or "ドローフェイズ" in s.text_ja]


def _drawn(step: Step) -> int:
    return sum(1 for c in step.changes if c.kind == "move" and str(c.after).endswith(".hand"))


def _rules(step: Step) -> set[str]:
    return {c.rule_id for c in step.citations}


def test_the_draw_phase_says_two_cards_when_two_are_drawn() -> None:
    step = _draw_phase(turn=6, deck=5)[0]
    assert _drawn(step) == 2
    assert "カードを2枚引く" in step.text_ja and "1枚" not in step.text_ja
    assert "draws 2 cards" in step.text_en
    assert {"9.3.1.1", "9.3.1.2"} <= _rules(step)


def test_the_first_players_first_draw_says_one_card() -> None:
    step = _draw_phase(turn=1, deck=5)[0]
    assert _drawn(step) == 1
    assert "カードを1枚引く" in step.text_ja and "draws 1 card " in step.text_en
    assert "9.3.1.3" in _rules(step)


def test_the_second_player_draws_two_on_turn_one() -> None:
    step = _draw_phase(turn=1, deck=5, first_player="B")[0]
    assert _drawn(step) == 2 and "カードを2枚引く" in step.text_ja and "draws 2 cards" in step.text_en


def test_a_deck_that_runs_out_is_said_beside_the_rules_number() -> None:
    """Two to draw from a deck of one: the step says both numbers and the loss it leads to (12.4.2)."""
    step = _draw_phase(turn=6, deck=1)[0]
    assert _drawn(step) == 1
    assert "カードを2枚引く" in step.text_ja and "1枚しかない" in step.text_ja and "1枚だけ引き" in step.text_ja
    assert "draw 2 cards" in step.text_en and "only 1 card" in step.text_en
    assert "12.4.2" in _rules(step)


def test_an_empty_deck_draws_none_and_says_so() -> None:
    step = _draw_phase(turn=6, deck=0)[0]
    assert _drawn(step) == 0
    assert "カードを2枚引く" in step.text_ja and "1枚も引けず" in step.text_ja and "0枚" not in step.text_ja
    assert "draw 2 cards" in step.text_en and "draw none" in step.text_en
    assert "12.4.2" in _rules(step)


def _mutual_break(reading: str, *, ability: bool) -> Step:
    """Two 7000 forwards break each other in battle; the attacker has 'when this breaks a forward, draw' or not."""
    data = json.loads((SCENARIOS / "189_mutual_break_breaker_triggers_from_break_zone.json").read_text("utf-8"))
    data.pop("expect")
    data["settings"] = {"breaker_leaving_together": reading}
    if not ability:
        data["players"][0]["zones"]["forward"][0].pop("abilities")
    stepper = Stepper(parse_scenario(data))
    stepper.run()
    return next(s for s in stepper.steps if s.text_ja.startswith("ルールプロセス"))


@pytest.mark.parametrize("reading", ["break_zone", "field_only"])
def test_a_breaker_leaving_together_is_deemed_to_have_broken_but_no_trigger_is_claimed_without_one(
        reading: str) -> None:
    """No card has a 'when this breaks a forward': the step says each breaker is deemed to have broken (12.4.5)
    and nothing about a trigger, and the setting that decides such a trigger is neither cited nor noted."""
    step = _mutual_break(reading, ability=False)
    assert "ブレイクしたものとみなされる" in step.text_ja and "deemed to have broken it" in step.text_en
    assert "12.4.5" in _rules(step)
    assert "誘発" not in step.text_ja and "trigger" not in step.text_en
    assert [role for _, role in step.cites if role == "setting"] == [] and step.notes == []


def test_only_the_breaker_whose_ability_triggers_is_said_to_trigger() -> None:
    step = _mutual_break("break_zone", ability=True)
    assert "12.4.5" in _rules(step) and {"6.4.2", "11.6.6"} <= _rules(step)
    [ja] = [part for part in step.text_ja.split("。") if "誘発" in part]
    [en] = [part for part in step.text_en.split("; ") if "trigger" in part]
    assert "〔a-zack〕" in ja and "〔b-guard〕" not in ja and "[a-zack]" in en and "[b-guard]" not in en


def test_under_field_only_the_breaker_with_the_ability_is_said_not_to_trigger() -> None:
    step = _mutual_break("field_only", ability=True)
    assert {"12.4.5", "7.4", "11.9.3"} <= _rules(step)
    [ja] = [part for part in step.text_ja.split("。") if "誘発" in part]
    assert "〔a-zack〕" in ja and "〔b-guard〕" not in ja and "誘発しない" in ja
    assert "does not trigger" in step.text_en


def _latin_outside_labels(ja: str) -> list[str]:
    """Latin words in a Japanese sentence outside card labels 〔id〕 (the ids are the file's)."""
    return re.findall(r"[A-Za-z_]+", re.sub(r"〔[^〕]*〕", "", ja))


def test_a_delayed_ability_is_named_in_japanese_and_in_english() -> None:
    """The ability a summon makes ('this turn, when it is broken, draw 2') reads as card text in each language,
    where it is made, goes on the stack and resolves; never the file's words '(broken) draw'."""
    stepper = Stepper(load_scenario(SCENARIOS / "75_delayed_trigger.json"))
    stepper.run()
    ja = "「このターン、見習い〔a-fwd〕がブレイクされたとき、カードを2枚引く。」"
    en = "This turn, whenever Apprentice [a-fwd] is broken, draw 2 cards."
    naming = [s for s in stepper.steps if ja in s.text_ja]
    assert len(naming) >= 4  # made, goes on the stack, both pass, resolves
    assert all(en in s.text_en for s in naming)
    assert "11.9.17" in _rules(naming[0]) and "11.9.17" in _rules(naming[1])
    for step in stepper.steps:
        assert "(broken)" not in step.text_ja + step.text_en
        for quoted in re.findall(r"「([^」]*)」", step.text_ja):
            assert _latin_outside_labels(quoted) == [], step.text_ja


def test_every_event_and_effect_word_has_words_in_both_languages() -> None:
    assert set(EVENT_WHEN) >= set(EVENT_JA) and set(EFFECT_DO) >= set(EFFECT_OPS)
    for ja, en in [*EVENT_WHEN.values(), *EFFECT_DO.values()]:
        assert _latin_outside_labels(re.sub(r"\{[a-z]+\}", "", ja)) == [], ja
        assert template_fields(ja) == template_fields(en)


def test_a_delayed_ability_for_the_next_time_names_the_card_it_waits_for() -> None:
    """Once, at the next event, for any forward the controller controls: 'the next time', not 'this turn'."""
    scenario = parse_scenario({"game": "fftcg", "title": "t", "turn": 3, "turn_player": "A", "phase": "main1",
                               "players": [{"id": "A", "zones": {}}, {"id": "B", "zones": {}}]})
    state = MODULE.setup(scenario)
    trigger = Trigger(event="enters_field", source="any", filter=Filter(card_type=["forward"], controller="you"))
    ja, en = delayed_text(state, trigger, [Draw(player="opponent", amount=1), Dull(target=Target(who="choose"))],
                          None, [])
    assert ja == ("次にあなたがコントロールするフォワードがフィールドに出たとき、"
                  "相手はカードを1枚引く、それをダルにする。")
    assert en == ("The next time a forward you control enters the field, have the opponent draw 1 card, "
                  "then dull it.")


def test_ordering_delayed_abilities_offers_each_in_its_own_language() -> None:
    """Two delayed abilities (two summons made them) trigger on one break: the order question offers each as card
    text in Japanese in the Japanese label and in English in the English one, not the Japanese words twice."""
    data = load_scenario(SCENARIOS / "75_delayed_trigger.json").model_dump(mode="json", exclude_none=True)
    hand = data["players"][0]["zones"]["hand"]
    hand.append({**hand[0], "id": "a-sum2", "name": "誓い2", "name_en": "Oath 2"})
    cast, a_pass, b_pass, a_pass_again, doom = data["actions"]
    data["actions"] = [cast, a_pass, b_pass, {**cast, "card": "a-sum2", "payment": ["ab2"]}, a_pass, b_pass,
                       a_pass_again, doom]
    data.pop("expect", None)
    stepper = Stepper(parse_scenario(data))
    stepper.run()
    question = stepper.pending_question
    assert question is not None and question.kind == "trigger_order"
    assert [o.card for o in question.options] == ["a-sum", "a-sum2"]
    for option, name_ja, name_en in zip(question.options, ("誓い〔a-sum〕", "誓い2〔a-sum2〕"),
                                         ("Oath [a-sum]", "Oath 2 [a-sum2]"), strict=True):
        assert option.label_ja == f"{name_ja}「このターン、見習い〔a-fwd〕がブレイクされたとき、カードを2枚引く。」"
        assert option.label_en == f"{name_en}: This turn, whenever Apprentice [a-fwd] is broken, draw 2 cards."


def _effect_draw(deck: int) -> Step:
    """The step in which scenario 75's delayed ability draws 2 with ``deck`` cards left in A's deck."""
    data = load_scenario(SCENARIOS / "75_delayed_trigger.json").model_dump(mode="json", exclude_none=True)
    data["players"][0]["zones"]["deck"] = data["players"][0]["zones"]["deck"][:deck]
    data.pop("expect", None)
    stepper = Stepper(parse_scenario(data))
    stepper.run()
    (step,) = [s for s in stepper.steps if s.text_en.startswith("player A ") and "draw" in s.text_en]
    return step


def test_an_effect_that_draws_two_says_two_cards() -> None:
    step = _effect_draw(5)
    assert _drawn(step) == 2
    assert step.text_ja == "プレイヤーAはカードを2枚引く" and step.text_en == "player A draws 2 cards"
    assert "12.4.2" not in _rules(step)


def test_an_effect_draw_from_a_short_deck_says_both_numbers_and_the_loss() -> None:
    """Two to draw from a deck of one: how many the effect draws, how many were drawn, the loss (12.4.2)."""
    step = _effect_draw(1)
    assert _drawn(step) == 1
    assert "カードを2枚引く" in step.text_ja and "1枚しかない" in step.text_ja and "1枚だけ引き" in step.text_ja
    assert "敗北する" in step.text_ja
    assert "draw 2 cards" in step.text_en and "only 1 card" in step.text_en and "they lose" in step.text_en
    assert "card(s)" not in step.text_en and "12.4.2" in _rules(step)


def test_an_effect_draw_from_an_empty_deck_draws_none_and_says_so() -> None:
    step = _effect_draw(0)
    assert _drawn(step) == 0
    assert "カードを2枚引く" in step.text_ja and "1枚も引けず" in step.text_ja and "0枚" not in step.text_ja
    assert "draw 2 cards" in step.text_en and "draw none" in step.text_en and "12.4.2" in _rules(step)


def test_each_player_drawing_from_short_decks_says_each_players_numbers() -> None:
    stepper = Stepper(load_scenario(SCENARIOS / "123_each_player_draws_at_once.json"))
    stepper.run()
    (step,) = [s for s in stepper.steps if s.text_en.startswith("Each player draws")]
    assert _drawn(step) == 2
    assert step.text_ja.startswith("各プレイヤーはカードを2枚ずつ同時に引く")
    assert step.text_en.startswith("Each player draws 2 cards, all at the same time")
    for player in ("A", "B"):
        assert f"プレイヤー{player}はデッキに1枚しかないので1枚だけ引き" in step.text_ja
        assert f"player {player}'s deck holds only 1 card, so they draw 1 card" in step.text_en
    assert "card(s)" not in step.text_en and "12.4.2" in _rules(step)
