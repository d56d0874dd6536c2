"""The main phase (703.2, 703.3): the turn player's priority and the action taken with it, above playing and
attacking, which the main phase dispatches to."""

from __future__ import annotations

from typing import Any

from judge_app.engine.games.game004.battle import declare_attack
from judge_app.engine.games.game004.effects import emit, mission_ready
from judge_app.engine.games.game004.messages import say
from judge_app.engine.games.game004.play import activate, concede, play_card
from judge_app.engine.games.game004.tasks import card_list, pname, setting_note, task
from judge_app.engine.kernel.citations import rule
from judge_app.engine.kernel.game import Context, Record
from judge_app.engine.kernel.scenario import ActionSpec
from judge_app.engine.kernel.state import Task

MAIN_ACTIONS = ("play", "activate", "attack", "check_missions", "pass", "concede")


@task("main_act")
def main_act(ctx: Context, args: dict[str, Any]) -> Record | None:
    state = ctx.state
    tp = state.turn_player
    state.set_game("priority", tp)
    act = ctx.next_action()
    if act is not None and act.type == "concede" and ctx.moment_reached(act):
        return concede(ctx, act, ctx.consume_action())
    if act is None or act.player != tp or act.type not in MAIN_ACTIONS or not ctx.moment_reached(act):
        state.set_game("priority", None)
        ctx.then("begin_phase", phase="mission")
        player_label = pname(state, tp)
        return ctx.record(*say("has_priority_but_does_nothing", player=player_label), rule("201.3", "703.3a"))
    i = ctx.consume_action()
    if act.type == "pass":
        state.set_game("priority", None)
        ctx.then("begin_phase", phase="mission")
        player_label = pname(state, tp)
        return ctx.record(*say("passes_does_nothing_mission_phase", player=player_label),
                          rule("201.3", "703.3a"), action=i)
    if act.type == "attack":
        return declare_attack(ctx, act, i)
    if act.type == "check_missions":
        return check_missions(ctx, act, i)
    rec = play_card(ctx, act, i, "main") if act.type == "play" else activate(ctx, act, i, "main")
    if rec.illegal:
        ctx.then("main_act")
    else:
        ctx.amend(rec, ("703.2",), first=True, role="permits")  # the turn player's main-phase choices
    return rec


def after_action(ctx: Context) -> None:
    """703.3: pre-processing, then back to 703.2."""
    ctx.push(Task("preprocess", {"at": "703.3"}), Task("main_act"))


def check_missions(ctx: Context, act: ActionSpec, i: int) -> Record:
    state = ctx.state
    tp = state.turn_player
    after_action(ctx)
    if ctx.setting("mission_check") == "automatic":
        return ctx.record(*say("check_missions_checking_automatic_rule"), rule("703.2", "1006.1"),
                          notes=[setting_note(ctx, "mission_check")], action=i)
    ready = [m for m in state.in_zone(tp, "mission") if state.cards[m].face_up and not state.cards[m].dull
             and mission_ready(state.cards[m])]
    for m in ready:
        state.set_card(m, "dull", True)
        emit(ctx, "checked", m)
    m_label = card_list(state, ready)
    return ctx.record(*say("check_missions_checked_slept", m=m_label),
                      rule("703.2", "1113.1", "1113.2"), notes=[setting_note(ctx, "mission_check")], action=i)
