"""The prologues the games' tasks share, written once in ``kernel/tasks.py``: a task that starts a step, a task of a
loop that stops once the game is decided, the scripted action that is a player's now, and the turn to act or pass."""

from __future__ import annotations

from types import SimpleNamespace
from typing import Any

from judge_app.engine.kernel.game import Context, Record
from judge_app.engine.kernel.scenario import ActionSpec, Moment
from judge_app.engine.kernel.state import GameState, Task
from judge_app.engine.kernel.tasks import TaskRegistry, act_or_pass, scripted


class _Ctx:
    """Just what the prologues read: the state and the scripted actions (Context's own methods over them)."""

    next_action = Context.next_action
    consume_action = Context.consume_action
    take_action = Context.take_action
    moment_reached = Context.moment_reached

    def __init__(self, *actions: ActionSpec, phase: str = "main", step: str | None = None) -> None:
        self.state = GameState("toy", {}, ("A", "B"), {}, {}, turn=1, turn_player="A", phase=phase, step=step)
        self.scenario = SimpleNamespace(actions=list(actions))


def _run(registry: TaskRegistry, ctx: _Ctx, kind: str) -> Any:
    return registry.run(ctx, Task(kind))  # type: ignore[arg-type]


def test_a_step_task_moves_the_position_before_its_body_runs() -> None:
    """Promise: ``step=`` sets the step (logged as a change) before the body, which sees it; the function itself is
    returned unchanged."""
    registry = TaskRegistry()
    seen = []

    def body(ctx: Any, args: dict[str, Any]) -> Record | None:
        seen.append(ctx.state.step)
        return None

    assert registry.task("damage_step", step="damage")(body) is body
    ctx = _Ctx(step="block")
    _run(registry, ctx, "damage_step")
    assert seen == ["damage"]
    assert [(c.field, c.before, c.after) for c in ctx.state.log] == [("step", "block", "damage")]


def test_a_loop_task_does_nothing_once_the_game_is_decided() -> None:
    """Promise: ``while_undecided=True`` runs the body while the game has no result, and skips it after."""
    registry = TaskRegistry()
    runs = []

    @registry.task("priority", while_undecided=True)
    def priority(ctx: Any, args: dict[str, Any]) -> Record | None:
        runs.append(1)
        return None

    ctx = _Ctx()
    _run(registry, ctx, "priority")
    ctx.state.result = {"winner": "A"}
    _run(registry, ctx, "priority")
    assert runs == [1]


def test_scripted_gives_the_players_action_of_those_words_at_its_moment() -> None:
    """Promise: the next action only when it is the player's, one of the words, and its moment has come; it is
    not used up."""
    block = ActionSpec(player="B", type="block", card="b1")
    assert scripted(_Ctx(block), "B", "block", "no_block") is block  # type: ignore[arg-type]
    assert scripted(_Ctx(block), "A", "block") is None  # type: ignore[arg-type]
    assert scripted(_Ctx(block), "B", "attack") is None  # type: ignore[arg-type]
    later = ActionSpec(player="B", type="block", at=Moment(phase="attack"))
    assert scripted(_Ctx(later, phase="main"), "B", "block") is None  # type: ignore[arg-type]
    assert scripted(_Ctx(later, phase="attack"), "B", "block") is later  # type: ignore[arg-type]
    assert scripted(_Ctx(), "B", "block") is None  # type: ignore[arg-type]
    ctx = _Ctx(block)
    scripted(ctx, "B", "block")  # type: ignore[arg-type]
    assert ctx.state.action_index == 0


def test_act_or_pass_performs_passes_or_passes_unscripted() -> None:
    """Promise: a scripted action the player wants is used and performed; a scripted pass is a pass with its
    index; with nothing for the player, a pass with no index and no action used."""
    calls: list[tuple[str, Any]] = []

    def wants(ctx: Any, player: str) -> bool:
        return scripted(ctx, player, "play", "pass") is not None

    def perform(ctx: Any, act: ActionSpec, i: int) -> Record:
        calls.append(("perform", (act.type, i)))
        return Record("", "", ())

    def passes(ctx: Any, player: str, i: int | None) -> Record:
        calls.append(("pass", (player, i)))
        return Record("", "", ())

    ctx = _Ctx(ActionSpec(player="A", type="play"), ActionSpec(player="A", type="pass"))
    act_or_pass(ctx, "A", wants, perform, passes)  # type: ignore[arg-type]
    act_or_pass(ctx, "A", wants, perform, passes)  # type: ignore[arg-type]
    act_or_pass(ctx, "B", wants, perform, passes)  # type: ignore[arg-type]
    assert calls == [("perform", ("play", 0)), ("pass", ("A", 1)), ("pass", ("B", None))]
    assert ctx.state.action_index == 2
