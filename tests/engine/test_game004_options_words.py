"""game004's ``resolve --options`` headings name each action and step by the comprehensive rules' words
(プレイ, ミッションのチェック, アタック; 803 ブロックステップ), in a Japanese and an English line, never the file's
words; the names are the module's declared ``ACTION_NAMES`` and ``STEP_NAMES``, checked by the kernel
like its other words."""

from __future__ import annotations

from pathlib import Path

import pytest
from options_headings import latin, options

from judge_app.engine import get_game

SCENARIO = Path(__file__).parents[1] / "scenarios" / "game004" / "26_block_slide.json"


def _options(n: int, capsys: pytest.CaptureFixture[str]) -> list[tuple[str, str]]:
    return options(SCENARIO, n, capsys)


def test_main_phase_headings_use_the_rules_words(capsys: pytest.CaptureFixture[str]) -> None:
    heads = _options(1, capsys)
    assert ("プレイヤーA: ミッションのチェック(今、メインフェイズ)",
            "player A: mission check (now, Main phase)") in heads
    assert ("プレイヤーA: アタック — 剣士〔a-c〕(今、メインフェイズ・アタックステップ)",
            "player A: attack — Swordsman [a-c] (now, Main phase, attack step)") in heads
    assert all(latin(ja) == [] for ja, _ in heads), heads


def test_block_step_headings_name_the_step(capsys: pytest.CaptureFixture[str]) -> None:
    heads = _options(2, capsys)
    assert ("プレイヤーB: パス(今、メインフェイズ・ブロックステップ)",
            "player B: pass (now, Main phase, block step)") in heads
    assert all(latin(ja) == [] for ja, _ in heads), heads


def test_every_action_word_and_step_has_a_name_in_each_language() -> None:
    game = get_game("game004")
    assert set(game.ACTION_NAMES) == set(game.ACTIONS)
    assert set(game.STEP_NAMES) == {s for steps in game.STEPS.values() for s in steps}
    for ja, en in [*game.ACTION_NAMES.values(), *game.STEP_NAMES.values()]:
        assert ja and en and latin(ja) == [], ja
    assert game.step_name("attack") == ("アタックステップ", "attack step")
    assert game.check_vocabulary() == []
