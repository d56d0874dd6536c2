"""``resolve --options N`` heads each option in the game's own words: its Japanese line names the action as the
game's rules do (fftcg's 優先権の放棄, ブロック; pso2's 攻撃宣言, 終了フェイズへの移行宣言), the card by name, the phase
and step by their names, and its English line does the same in English; never the file's words in Japanese. The
names are the module's declared ``ACTION_NAMES`` and ``STEP_NAMES``, which the kernel checks like its other words."""

from __future__ import annotations

from pathlib import Path
from types import MappingProxyType

import pytest
from options_headings import latin, options
from toy_game import MODULE as TOY

from judge_app.engine import get_game

SCENARIOS = Path(__file__).parents[1] / "scenarios"


def test_fftcg_headings_name_actions_phases_and_steps_in_each_language(
        capsys: pytest.CaptureFixture[str]) -> None:
    heads = options(SCENARIOS / "fftcg" / "01_unblocked_attack.json", 2, capsys)
    assert ("プレイヤーB: ブロック — ティファ〔b-fwd〕(今、アタックフェイズ・ブロック指定ステップ)",
            "player B: block — Tifa [b-fwd] (now, Attack phase, block declaration step)") in heads
    assert ("プレイヤーA: 優先権の放棄(2ステップ後、アタックフェイズ・ブロック指定ステップ)",
            "player A: pass (in 2 steps, Attack phase, block declaration step)") in heads
    assert all(latin(ja) == [] for ja, _ in heads), heads


def test_fftcg_a_cast_heading_says_summon_in_japanese(capsys: pytest.CaptureFixture[str]) -> None:
    heads = options(SCENARIOS / "fftcg" / "75_delayed_trigger.json", 1, capsys)
    assert ("プレイヤーA: 召喚 — 誓い〔a-sum〕(今、第1メインフェイズ)",
            "player A: cast — Oath [a-sum] (now, Main phase 1)") in heads
    assert all(latin(ja) == [] for ja, _ in heads), heads


def test_pso2_headings_use_the_rules_words_for_actions(capsys: pytest.CaptureFixture[str]) -> None:
    heads = options(SCENARIOS / "pso2" / "16_no_pass_in_main.json", 1, capsys)
    assert ("プレイヤーA: 終了フェイズへの移行宣言(今、メインフェイズ)",
            "player A: move to the end phase (now, Main phase)") in heads
    assert ("プレイヤーA: パス(今、メインフェイズ)", "player A: pass (now, Main phase)") in heads
    attack = [h for h in heads if h[0].startswith("プレイヤーA: 攻撃宣言 — ")]
    assert attack and attack[0][1].startswith("player A: attack — ") and " → " in attack[0][0]
    assert all(latin(ja) == [] for ja, _ in heads), heads


@pytest.mark.parametrize("key", ["fftcg", "pso2"])
def test_every_action_word_and_step_has_a_name_in_each_language(key: str) -> None:
    game = get_game(key)
    assert set(game.ACTION_NAMES) == set(game.ACTIONS)
    assert set(game.STEP_NAMES) == {s for steps in game.STEPS.values() for s in steps}
    japanese_names = {z.name_ja for z in game.ZONES}  # pso2's zone PP is called PP in Japanese too
    for ja, en in [*game.ACTION_NAMES.values(), *game.STEP_NAMES.values()]:
        assert ja and en and set(latin(ja)) <= japanese_names, ja
    assert game.check_vocabulary() == []


def test_a_name_for_a_word_the_game_does_not_declare_is_refused() -> None:
    """A misspelt key would leave its word shown as the file's word: the vocabulary check names it."""

    class Named(type(TOY)):  # type: ignore[misc]
        ACTION_NAMES = MappingProxyType({"plya": ("プレイ", "play")})
        STEP_NAMES = MappingProxyType({"nowhere": ("どこにもない", "nowhere")})

    assert Named().check_vocabulary() == [
        "toy: ACTION_NAMES names 'plya', which is not one of its ACTIONS",
        "toy: STEP_NAMES names 'nowhere', which is no step of its STEPS"]
    assert TOY.action_name("play") == ("play", "play") and TOY.step_name("x") == ("x", "x")
