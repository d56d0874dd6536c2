"""game004 steps say what happened in words a judge uses, in Japanese and English: a position missing a player's
account card is said once, first, citing the deck and setup rules it breaks, and is played out as given."""

from __future__ import annotations

from pathlib import Path

from judge_app.corpus import Corpus
from judge_app.engine import Stepper, load_scenario
from judge_app.engine.kernel.stepper import Step

SCENARIOS = Path(__file__).parents[1] / "scenarios" / "game004"
ACCOUNT_RULES = {"601.1a", "401.2", "401.3"}  # setup, and every deck holds one account


def _stepper(name: str, corpus: Corpus) -> Stepper:
    stepper = Stepper(load_scenario(SCENARIOS / name), corpus=corpus)
    stepper.run()
    return stepper


def _cited(step: Step, role: str) -> set[str]:
    return {ref.rule_id for ref, r in step.cites if r == role}


def test_a_missing_account_is_said_once_first_and_the_position_goes_on(corpus: Corpus) -> None:
    stepper = _stepper("119_position_without_an_account.json", corpus)
    steps = stepper.steps
    said = [s for s in steps if "アカウントカードがない" in s.text_ja]
    assert said == [steps[0]]
    first = steps[0]
    assert "プレイヤーBのアカウントゾーンにアカウントカードがない" in first.text_ja
    assert "player B has no account card in the account zone" in first.text_en
    assert "プレイヤーA" not in first.text_ja
    assert _cited(first, "check") == ACCOUNT_RULES and not first.illegal and not first.changes
    # Not refused: the start draw still fills B's hand to five, with no account said to be rebooted.
    assert len(stepper.state.zones["B.hand"]) == 5
    refill = next(s for s in steps if "702.4" in {c.rule_id for c in s.citations})
    assert "アカウントがないので、リブートするものはない" in refill.text_ja
    assert "has no account in the account zone, so nothing is rebooted" in refill.text_en
    assert "リブート状態" not in refill.text_ja


def test_both_players_missing_are_named_in_one_step(corpus: Corpus) -> None:
    steps = _stepper("103_raised_power_survives_battle_damage.json", corpus).steps
    said = [s for s in steps if "アカウントカードがない" in s.text_ja]
    assert said == [steps[0]]
    assert "プレイヤーAとプレイヤーBのアカウントゾーン" in steps[0].text_ja
    assert "player A and player B have no account card" in steps[0].text_en
    assert _cited(steps[0], "check") == ACCOUNT_RULES


def test_a_position_with_both_accounts_says_nothing_of_them(corpus: Corpus) -> None:
    steps = _stepper("04_start_draw_refill.json", corpus).steps
    assert not [s for s in steps if "アカウントカードがない" in s.text_ja or "no account" in s.text_en]
    assert not any(ACCOUNT_RULES & _cited(s, "check") for s in steps)


def test_before_the_game_an_account_still_in_the_deck_counts(corpus: Corpus) -> None:
    steps = _stepper("01_setup_first_player.json", corpus).steps
    assert not [s for s in steps if "アカウントカードがない" in s.text_ja]


def test_the_start_draw_counts_cards_in_words(corpus: Corpus) -> None:
    steps = _stepper("119_position_without_an_account.json", corpus).steps
    deck = next(s for s in steps if "1007.2" in _cited(s, "check"))
    assert "プレイヤーBのデッキは20枚で0枚ではない" in deck.text_ja
    assert "player B's deck holds 20 cards, not 0" in deck.text_en
    refill = next(s for s in steps if "702.4" in {c.rule_id for c in s.citations})
    assert "手札3枚なので2枚引く(引けたのは2枚)" in refill.text_ja
    assert "With 3 cards in hand, draws 2 cards (drew 2 cards)" in refill.text_en


def test_no_step_says_card_s_effect_s_or_lose_s(corpus: Corpus) -> None:
    """The counts every ordinary turn says (deck, hand, draws, effects that end) and a loss are in plain English."""
    wrong = ("effect(s)", "card(s) in hand", "card(s), not 0", "lose(s)", " 1 cards")
    found = [f"{path.stem}: {s.text_en}" for path in sorted(SCENARIOS.glob("*.json"))
             for s in _stepper(path.name, corpus).steps if any(w in s.text_en for w in wrong)]
    assert found == []
