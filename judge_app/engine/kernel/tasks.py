"""A game module's task handlers by kind, and the small helpers every game's tasks share.

Each game keeps its own registry (task kinds may repeat across games) and its own card
label; only the mechanics of registering, dispatching, naming, stop points and the
repeatable shuffle live here.
"""

from __future__ import annotations

import functools
import random
from collections.abc import Callable, Mapping
from typing import Any

from judge_app.engine.kernel.game import Context, Record
from judge_app.engine.kernel.questions import Option
from judge_app.engine.kernel.scenario import ActionSpec
from judge_app.engine.kernel.state import Card, Change, GameState, Task

Handler = Callable[[Context, dict[str, Any]], Record | None]
Label = Callable[[Card], tuple[str, str]]
#: What a phase does at its start: ``(ctx, phase, turn player, their name in Japanese, in English)``.
PhaseBody = Callable[[Context, str, str, str, str], Record | None]
Stop = Callable[[Context, str, str], Record]


class TaskRegistry:
    """Handlers of one game's tasks; importing a task module fills it through ``task``."""

    def __init__(self) -> None:
        self.handlers: dict[str, Handler] = {}

    def task(self, kind: str, *, step: str | None = None,
             while_undecided: bool = False) -> Callable[[Handler], Handler]:
        """Register ``fn`` as the handler of ``kind``. With ``while_undecided``, the task does nothing once the game
        has a result (a loop of priority or of a phase ends there). With ``step``, the task is where that step of
        the current phase starts: the position moves to it before the body runs (the body checks its stop point)."""
        def register(fn: Handler) -> Handler:
            if step is None and not while_undecided:
                self.handlers[kind] = fn
                return fn

            @functools.wraps(fn)
            def prologue(ctx: Context, args: dict[str, Any]) -> Record | None:
                if while_undecided and ctx.state.result is not None:
                    return None
                if step is not None:
                    ctx.state.set_game("step", step)
                return fn(ctx, args)

            self.handlers[kind] = prologue
            return fn

        return register

    def run(self, ctx: Context, task: Task) -> Record | None:
        return self.handlers[task.kind](ctx, task.args)


def pname(state: GameState, player: str) -> tuple[str, str]:
    p = state.players[player]
    name = p.name or player
    return f"プレイヤー{name}", f"player {name}"


def card_list(state: GameState, ids: list[str], label: Label) -> tuple[str, str]:
    labels = [label(state.cards[c]) for c in ids]
    return "、".join(j for j, _ in labels) or "なし", ", ".join(e for _, e in labels) or "none"


def card_options(state: GameState, ids: list[str], label: Label) -> list[Option]:
    """The cards a question offers, each named as steps name it."""
    return [Option(id=c, label_ja=label(state.cards[c])[0], label_en=label(state.cards[c])[1]) for c in ids]


def scripted(ctx: Context, player: str, *types: str) -> ActionSpec | None:
    """The next scripted action when it is ``player``'s, one of ``types`` and its moment (``at``) has come; else
    None, and the script waits."""
    act = ctx.next_action()
    if act is not None and act.player == player and act.type in types and ctx.moment_reached(act):
        return act
    return None


def act_or_pass(ctx: Context, player: str, wants: Callable[[Context, str], bool],
                perform: Callable[[Context, ActionSpec, int], Record],
                passes: Callable[[Context, str, int | None], Record | None]) -> Record | None:
    """The player who may act now (priority, the action right, a response) does: their scripted action when
    ``wants`` says it is theirs to take here (``pass`` passes, any other is performed), else they pass. ``passes``
    is given the index of a scripted pass, or None (a game may report a pass nobody scripted as no step)."""
    if wants(ctx, player):
        act, i = ctx.take_action()
        if act.type == "pass":
            return passes(ctx, player, i)
        return perform(ctx, act, i)
    return passes(ctx, player, None)


def hand_excess(state: GameState, player: str, limit: int) -> tuple[list[str], int]:
    """A player's hand and how many cards it holds over ``limit`` (zero or less: none)."""
    hand = state.in_zone(player, "hand")
    return hand, len(hand) - limit


def hand_discards(ctx: Context, player: str, hand: list[str], excess: int, label: Label, kind: str,
                  prompt: tuple[str, str], rules: tuple[str, ...]) -> tuple[list[str], int | None, bool]:
    """The cards a player discards down to a hand limit: their scripted ``discard`` action when its moment has come
    (with its index, and whether it names exactly ``excess`` cards of the hand), else the answer to a question."""
    act = scripted(ctx, player, "discard")
    if act is not None:
        i = ctx.consume_action()
        picked = list(act.cards)
        return picked, i, len(picked) == excess and all(c in hand for c in picked)
    picked = ctx.ask(kind, player, *prompt, card_options(ctx.state, hand, label), min=excess, max=excess, rules=rules)
    return picked, None, True


#: An ability's words as an option shows them: one string (printed text, the same in each language) or a
#: Japanese/English pair (words a game writes in each language, e.g. a delayed ability no card prints).
Words = str | tuple[str, str]


def words_pair(words: Words) -> tuple[str, str]:
    """``words`` as a Japanese/English pair: a plain string stands for both."""
    return (words, words) if isinstance(words, str) else (words[0], words[1])


def trigger_order(ctx: Context, player: str, pending: list[dict[str, Any]], label: Label,
                  text: Callable[[dict[str, Any]], Words], prompt: tuple[str, str],
                  rules: tuple[str, ...]) -> list[dict[str, Any]]:
    """A player's pending triggers in the order they put them on the stack: asked only when they have several;
    each is offered as its card and ``text``, the ability's words (a pair, so the English option reads English
    where the game wrote English; a plain string is shown in both)."""
    mine = [t for t in pending if t["controller"] == player]
    if len(mine) < 2:
        return mine
    opts = []
    for t in mine:
        cja, cen = label(ctx.state.cards[t["source"]])
        wja, wen = words_pair(text(t))
        opts.append(Option(id=t["id"], label_ja=f"{cja}「{wja}」", label_en=f"{cen}: {wen}", card=t["source"]))
    order = ctx.ask("trigger_order", player, *prompt, opts, ordered=True, rules=rules)
    by_id = {t["id"]: t for t in mine}
    return [by_id[i] for i in order]


def begin_turn(state: GameState, player: str) -> None:
    """The next turn starts and is ``player``'s; what happened in the turn before no longer counts as this turn's."""
    state.set_game("turn", state.turn + 1)
    state.set_game("turn_player", player)
    state.history = []


def setting_note(ctx: Context, name: str, why: str = "the rules leave this open") -> str:
    """The note a step carries when a setting, not a rule, decided it; ``why`` says whose silence made it one."""
    return f"setting {name}={ctx.setting(name)} ({why}; see docs/engine.md)"


def stop_reached(ctx: Context, phase: str, step: str | None = None) -> bool:
    """Whether the scenario's stop point is here; a turn, phase or step it leaves out matches any."""
    at = ctx.scenario.stop_at
    if at is None:
        return False
    s = ctx.state
    return ((at.turn is None or at.turn == s.turn) and (at.phase is None or at.phase == phase)
            and (at.step is None or at.step == step))


def stop(ctx: Context, ja: str, en: str, rules: tuple[str, ...] = ()) -> Record:
    """End the run at the stop point: nothing further is scheduled. ``rules``: the procedure that brought the game
    to this position (a stop step still shows the changes the tasks before it made)."""
    ctx.state.agenda.clear()
    return ctx.record(ja, en, rules)


def starts_phase(phase_ja: Mapping[str, str], phase_en: Mapping[str, str], *,
                 end: Stop = stop,
                 rules: Mapping[str, tuple[str, ...]] | None = None) -> Callable[[PhaseBody], Handler]:
    """Make a game's ``begin_phase`` task from what its phases do: the prologue every game shares is here.

    The position moves to the start of ``args["phase"]`` (no step yet); when the scenario's stop point is that
    start, the run ends there with ``end`` (a game whose stop records carry more passes its own), citing
    ``rules[phase]``, the rules that start that phase; otherwise the body runs for the turn player."""
    def wrap(body: PhaseBody) -> Handler:
        def begin_phase(ctx: Context, args: dict[str, Any]) -> Record | None:
            state = ctx.state
            phase = args["phase"]
            state.set_game("phase", phase)
            state.set_game("step", None)
            if stop_reached(ctx, phase, None):
                ctx.cite((rules or {}).get(phase, ()))
                return end(ctx, f"停止点: {phase_ja[phase]}の開始",
                           f"Stop point: start of the {phase_en[phase].lower()}")
            tp = state.turn_player
            pja, pen = pname(state, tp)
            return body(ctx, phase, tp, pja, pen)

        begin_phase.__doc__ = body.__doc__
        return begin_phase

    return wrap


def draw_cards(state: GameState, player: str, n: int, take: Callable[[str], object]) -> tuple[list[str], bool]:
    """Draw ``n`` cards one at a time from the top of a player's deck, ``take`` putting each into the hand under the
    game's rules; the cards drawn, and whether the deck ran out before all ``n`` were."""
    drawn: list[str] = []
    for _ in range(n):
        deck = state.in_zone(player, "deck")
        if not deck:
            return drawn, True
        cid = deck[0]
        take(cid)
        drawn.append(cid)
    return drawn, False


def shuffle(ctx: Context, player: str) -> None:
    """Shuffle a player's deck, made repeatable: the same scenario always shuffles the same way."""
    state = ctx.state
    key = f"{player}.deck"
    deck = list(state.zones[key])
    random.Random(f"{ctx.scenario.title}|{state.tick()}").shuffle(deck)
    if deck != state.zones[key]:
        state.zones[key] = deck
        state.log.append(Change("game", field=f"{key}.order", before=None, after="shuffled"))
