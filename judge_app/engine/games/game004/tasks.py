"""The game004 procedure as named tasks, plus the small helpers every task uses."""

from __future__ import annotations

from judge_app.engine.games.game004.cards import label
from judge_app.engine.games.game004.messages import say
from judge_app.engine.kernel import tasks as kernel_tasks
from judge_app.engine.kernel.game import Context
from judge_app.engine.kernel.state import GameState
from judge_app.engine.kernel.tasks import pname as pname  # re-exported: the task modules import it from here
from judge_app.engine.kernel.tasks import setting_note as setting_note

REGISTRY = kernel_tasks.TaskRegistry()
task = REGISTRY.task


def card_list(state: GameState, ids: list[str]) -> tuple[str, str]:
    return kernel_tasks.card_list(state, ids, label)


def joined(parts: list[tuple[str, str]], sep_ja: str = "、", sep_en: str = "; ") -> tuple[str, str]:
    """Several ``(ja, en)`` phrases as one pair, each language with its own separator."""
    return sep_ja.join(ja for ja, _ in parts), sep_en.join(en for _, en in parts)


def counted(n: int, unit: str, noun: str) -> tuple[str, str]:
    """A number of things in each language, ``(2枚, 2 cards)``, ``(1個, 1 continuous effect)``: no "card(s)"."""
    return f"{n}{unit}", f"{n} {noun if n == 1 else noun + 's'}"


def agreeing(n: int, ja: str, en_one: str, en_many: str) -> tuple[str, str]:
    """A verb (or a phrase led by one) whose English agrees with how many cards it speaks of: a card list
    "Sentry" has +2000 power, "Sentry, Guard" have it; the Japanese does not change."""
    return ja, en_one if n == 1 else en_many


def traits_words(traits: list[str]) -> tuple[str, str]:
    """Traits named in each language, English with its noun: 'the trait Knight', 'the traits Knight, Mage'."""
    return "、".join(traits), ("the trait " if len(traits) == 1 else "the traits ") + ", ".join(traits)


def keyword_verb(one: bool, gain: bool) -> tuple[str, str]:
    """得る / 失う, in English agreeing with one card ('gains', 'loses') or several ('gain', 'lose')."""
    if gain:
        return say("gain") if one else say("gain_many")
    return say("lose") if one else say("lose_many")


def plays(n: int) -> tuple[str, str]:
    """How many plays a cost change lasts for: 「次の1回のプレイのみ」 / 'for the next play only', '... 2 plays ...'."""
    return f"{n}回", "play" if n == 1 else f"{n} plays"


def first_player(ctx: Context) -> str:
    return ctx.state.data.get("first_player") or ctx.scenario.first_player or ctx.state.order[0]


def turn_unstated(ctx: Context) -> bool:
    """The position's file states no turn number (and does not start before the game), and the run is still in the
    turn it starts in: a turn of a game in progress whose number the judge did not give."""
    return bool(ctx.state.data.get("turn_unstated")) and ctx.state.turn == 1


def first_players_first_turn(ctx: Context) -> bool:
    """702.4a / 703.2a: turn 1 is the first player's first turn. A judge who sets up a position from a game in
    progress seldom writes its turn number, so a position without one is never the first turn: the first-turn
    restrictions apply only where the file says ``"turn": 1`` (or the run starts before the game, phase ``setup``,
    and reaches turn 1 by 601.1g)."""
    return ctx.state.turn == 1 and not turn_unstated(ctx) and ctx.state.turn_player == first_player(ctx)


def unstated_turn_note(ctx: Context, rules: tuple[str, ...]) -> list[str]:
    """Where a first-turn rule is read in a position with no turn number: the rule cited as a check that did not
    hold, and a note saying why and how to make it hold; nothing otherwise."""
    if not turn_unstated(ctx):
        return []
    ctx.cite(rules, "check")
    return [say("turn_not_stated_not_first_turn", rules=", ".join(rules))[1]]
