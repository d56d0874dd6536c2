"""A position built on the board states no turn until the judge sets one (game004 reads it as a game in progress)."""

from judge_app.engine import game_layout
from judge_app.ui.board import edits


def test_a_new_position_states_no_turn_and_an_edit_keeps_it_so():
    scenario = edits.empty_scenario("game004", game_layout("game004"))
    assert "turn" not in scenario.model_fields_set
    assert "turn" not in edits._data(scenario)
    assert edits._data(scenario.model_copy(update={"turn": 1}))["turn"] == 1
