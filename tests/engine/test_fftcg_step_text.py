"""fftcg steps say what happened, in Japanese and in English: the number of cards a draw phase draws, a break
credited to a card that left the field, and a delayed ability's own words."""

from __future__ import annotations

from typing import Any

from judge_app.engine import Stepper, parse_scenario
from judge_app.engine.kernel.stepper import Step


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
