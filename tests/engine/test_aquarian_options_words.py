"""aquarian's ``resolve --options`` headings name each action as the rulebook does (アタック宣言, ガード宣言,
フェイズの終了宣言, レスポンスしない), in a Japanese and an English line, never the file's words; the names are the
module's declared ``ACTION_NAMES`` (aquarian has no steps), checked by the kernel like its other words."""

from __future__ import annotations

from pathlib import Path

import pytest
from options_headings import latin, options

from judge_app.engine import get_game

SCENARIOS = Path(__file__).parents[1] / "scenarios" / "aquarian"


def _options(name: str, n: int, capsys: pytest.CaptureFixture[str]) -> list[tuple[str, str]]:
    return options(SCENARIOS / name, n, capsys)


def test_main_phase_headings_use_the_rulebook_words(capsys: pytest.CaptureFixture[str]) -> None:
    heads = _options("01_attack_unguarded.json", 1, capsys)
    assert ("プレイヤーA: フェイズの終了宣言(今、メインフェイズ)", "player A: end the phase (now, Main phase)") in heads
    assert ("プレイヤーA: レスポンスしない(2ステップ後、メインフェイズ)",
            "player A: pass (no response) (in 2 steps, Main phase)") in heads
    assert ("プレイヤーA: パワーカードのセット(3ステップ後、パワーカードフェイズ)",
            "player A: set power cards (in 3 steps, Power card phase)") in heads
    assert any(ja.startswith("プレイヤーA: アタック宣言 — ") and en.startswith("player A: attack — ")
               for ja, en in heads)
    assert all(latin(ja) == [] for ja, _ in heads), heads


def test_a_guard_heading_says_guard_declaration(capsys: pytest.CaptureFixture[str]) -> None:
    heads = _options("03_guard_only_as_direct_response.json", 2, capsys)
    assert ("プレイヤーB: ガード宣言 — 騎士〔b1〕(今、メインフェイズ)",
            "player B: guard — 騎士 [b1] (now, Main phase)") in heads
    assert all(latin(ja) == [] for ja, _ in heads), heads


def test_every_action_word_has_a_name_in_each_language() -> None:
    game = get_game("aquarian")
    assert set(game.ACTION_NAMES) == set(game.ACTIONS)
    assert game.STEP_NAMES == {} and not game.STEPS
    for ja, en in game.ACTION_NAMES.values():
        assert ja and en and latin(ja) == [], ja
    assert game.check_vocabulary() == []
