"""pso2's sentences name an action as the rules do and a keyword ability in each language, never by the scenario
file's word."""

from __future__ import annotations

import pytest

from judge_app.engine import app_corpus, get_game, parse_scenario
from judge_app.engine.games.pso2.actions import perform
from judge_app.engine.games.pso2.effects import ability_text
from judge_app.engine.games.pso2.layout import ACTION_WORDS, KEYWORD_EN, KEYWORD_JA
from judge_app.engine.kernel.citations import Citer
from judge_app.engine.kernel.effects import Ability
from judge_app.engine.kernel.game import Context
from judge_app.engine.kernel.scenario import ActionSpec


@pytest.mark.parametrize("word", ["pp", "no_weapon", "discard"])
def test_an_action_refused_at_the_action_right_names_the_word_in_japanese(word: str) -> None:
    """An action word the action right does not take is refused (103.6.2.1) in the rules' word, in English in
    English."""
    scenario = parse_scenario({"game": "pso2", "title": "words", "turn": 3, "turn_player": "A", "phase": "main",
                               "players": [{"id": "A", "zones": {}}, {"id": "B", "zones": {}}]})
    game = get_game("pso2")
    ctx = Context(game.setup(scenario), scenario, {}, Citer("pso2", None, app_corpus()),
                  game.resolve_settings(scenario))
    rec = perform(ctx, ActionSpec(player="A", type=word), 0)
    ja, en = ACTION_WORDS[word]
    assert rec.illegal and [r.rule_id for r in rec.citations] == ["103.6.2.1"]
    assert f"「{ja}」" in rec.text_ja and word not in rec.text_ja and f"'{en}'" in rec.text_en


def test_a_keyword_ability_without_text_is_named_in_each_language() -> None:
    """A keyword ability the file gives no text is named by its keyword in Japanese and in English (where a step or
    the trigger order question names it); printed text is shown as printed in both."""
    assert ability_text(Ability(kind="trigger", keyword="on_enter")) == ("登場時", "On Entering")
    assert ability_text(Ability(kind="trigger", keyword="combo", text="連撃: このキャラをONにする。")) == (
        "連撃: このキャラをONにする。", "連撃: このキャラをONにする。")
    assert set(KEYWORD_EN) == set(KEYWORD_JA)
