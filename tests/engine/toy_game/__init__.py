"""A toy game: the smallest module the engine runs, kept as the worked example of the game contract.

Two zones (a hand and a field), one phase, one scripted action (``play``: a card
goes from the hand to the field) and one rule, ``1.1``, of a two-line rules
document the test builds itself. The zones, phase and card form are data, in
``layout.yaml`` beside this file. docs/engine.md ("Adding a game") walks through it.
"""

from __future__ import annotations

from typing import Any, ClassVar

from pydantic import BaseModel, ConfigDict

from judge_app.engine.kernel.citations import rule
from judge_app.engine.kernel.effects import EFFECT_OPS
from judge_app.engine.kernel.game import Context, Record
from judge_app.engine.kernel.layout import load_layout
from judge_app.engine.kernel.module import GameModule
from judge_app.engine.kernel.scenario import Scenario
from judge_app.engine.kernel.state import GameState, Task
from judge_app.engine.kernel.tasks import TaskRegistry, pname

REGISTRY = TaskRegistry()
LAYOUT = load_layout(__name__)


class ToyAttributes(BaseModel):
    """What a toy card prints: nothing but its type."""

    model_config = ConfigDict(extra="forbid")
    type: str = "creature"


@REGISTRY.task("main")
def main(ctx: Context, args: dict[str, Any]) -> Record | None:
    """Take the next scripted action, if any; the game ends when none is left."""
    action = ctx.next_action()
    if action is None:
        return None
    i = ctx.consume_action()
    ctx.then("main")
    card = ctx.state.cards[action.card or ""]
    pja, pen = pname(ctx.state, action.player)
    ctx.state.move(card.id, f"{action.player}.field")
    return ctx.record(f"{pja}は{card.name}をプレイし、場に出す", f"{pen} plays {card.name} onto the field",
                      rule("1.1"), action=i)


class ToyModule(GameModule):
    key = "toy"
    name_ja = "トイゲーム"
    name_en = "Toy game"
    ZONES, PHASES, ATTRIBUTES = LAYOUT.zones, LAYOUT.phases, LAYOUT.attributes
    CARD_MODEL = ToyAttributes
    PLAYERS_RULE = "players: the toy game is for exactly 2 players (1.1)"
    ACTIONS = ("play",)
    EFFECTS: ClassVar[dict[str, Any]] = {}
    # The toy gives no effect word a meaning: every kernel word, including any added later, is declared not modelled.
    NOT_MODELLED = EFFECT_OPS
    ANSWER_EXAMPLE = "target#1"
    REGISTRY = REGISTRY

    def setup(self, scenario: Scenario) -> GameState:
        state = self.new_state(scenario)
        self.place_cards(state, scenario)
        state.agenda = [Task("main")]
        return state

    def current(self, state: GameState, card_id: str) -> dict[str, Any]:
        return dict(state.cards[card_id].printed)


MODULE = ToyModule()
