"""Small turn helpers the phase, battle and resolution modules share: stop, the pass window, the action right
and how an item on the PA is named. They sit below those modules so none of them imports another to reach them."""

from __future__ import annotations

from judge_app.engine.games.pso2.cards import label
from judge_app.engine.games.pso2.effects import ability_text
from judge_app.engine.games.pso2.messages import say
from judge_app.engine.games.pso2.tasks import rec
from judge_app.engine.kernel.game import Context, Record
from judge_app.engine.kernel.state import StackObject, Task


def stop(ctx: Context, ja: str, en: str, rules: tuple[str, ...] = ()) -> Record:
    """End the run here; ``rules``: the procedure that brought the game to this position."""
    ctx.state.agenda.clear()
    return rec(ctx, ja, en, rules)


def window(ctx: Context, on_empty: Task) -> None:
    """What two passes in succession with an empty PA lead to (103.6.1.8)."""
    ctx.state.set_data("on_empty", {"kind": on_empty.kind, "args": on_empty.args})
    ctx.state.set_data("passes", 0)


def give_ar(ctx: Context, player: str | None = None) -> None:
    ctx.then("ar", player=player or ctx.state.turn_player)


def pa_label(ctx: Context, obj: StackObject) -> tuple[str, str]:
    card = ctx.state.cards[obj.source]
    card_label = label(card)
    if obj.kind == "card":
        return say("card", card=card_label)
    ab = card.abilities[obj.ability or 0]
    return say("ability", card=card_label, ability_text_ab=ability_text(ab))
