"""The response chain (chapter 8): declarations, who may respond in which order, last-declared-first resolution.

Every declaration is a kernel ``StackObject``; a ``respond`` task offers the
next player in priority order the chance to declare a response. When every
player in the game has passed in a row, ``resolve_chain`` pushes one
``resolve`` task per object, top first, and no declaration can be made until
``after_chain`` runs (c08:レスポンスの解決>レスポンス解決中は割り込みできない).
"""

from __future__ import annotations

from typing import Any

from judge_app.engine.games.aquarian import actions, combat
from judge_app.engine.games.aquarian.actions import CANCEL, respond_with
from judge_app.engine.games.aquarian.cards import label
from judge_app.engine.games.aquarian.messages import say
from judge_app.engine.games.aquarian.tasks import pname, task
from judge_app.engine.kernel.citations import forbids, rule
from judge_app.engine.kernel.game import Context, Record
from judge_app.engine.kernel.scenario import ActionSpec
from judge_app.engine.kernel.state import StackObject, Task
from judge_app.engine.kernel.tasks import act_or_pass

RESPONSE_ACTIONS = ("pass", "fast", "effect", "guard", "synchro")


def kind_name(kind: str) -> tuple[str, str]:
    """What a declaration on the chain is called (the names chapter 8 uses)."""
    names = {"attack": lambda: say("kind_attack"), "guard": lambda: say("kind_guard"),
             "synchro": lambda: say("kind_synchro"), "card": lambda: say("kind_card"),
             "effect": lambda: say("kind_effect"), "check": lambda: say("kind_check"),
             "phase_end": lambda: say("kind_phase_end")}
    return names[kind]()


def chain_label(ctx: Context, obj: StackObject) -> tuple[str, str]:
    card = ctx.state.cards.get(obj.source)
    if card is None:
        return kind_name(obj.kind)
    card_label = label(ctx.state, card)
    return say("message", card=card_label, kind=kind_name(obj.kind))


def wants_to_respond(ctx: Context, player: str) -> bool:
    """The player's next scripted action is a response usable now; a guard waits for an attack and a synchro
    attack for a guard, as a judge scripting "B guards" means the next such chance. A guard against an attack on
    someone else is taken too, so the step refuses it naming the rule (rs:4-1: only an attack on yourself)."""
    act = ctx.next_action()
    if not (act and act.player == player and act.type in RESPONSE_ACTIONS and ctx.moment_reached(act)):
        return False
    top = ctx.state.stack[-1] if ctx.state.stack else None
    if act.type == "guard":
        return any(o.kind == "attack" and o.data.get("target_player") is not None for o in ctx.state.stack)
    if act.type == "synchro":
        return top is not None and top.kind == "guard"
    return True


def _main_declaration_out_of_turn(ctx: Context, player: str) -> bool:
    """The player with priority, in another player's turn, has an attack or a set/project declaration next."""
    act = ctx.next_action()
    return (act is not None and act.player == player and player != ctx.state.turn_player
            and act.type in actions.OWN_MAIN_ONLY and ctx.moment_reached(act))


@task("respond", while_undecided=True)
def respond(ctx: Context, args: dict[str, Any]) -> Record | None:
    """The next player in priority order responds (their scripted response usable now) or passes."""
    state = ctx.state
    order = [p for p in args["order"] if not state.players[p].lost]
    if not order:
        return None
    i, passes = int(args["i"]), int(args["passes"])
    player = order[i % len(order)]
    direct = args.get("direct")
    state.set_game("priority", player)
    if _main_declaration_out_of_turn(ctx, player):
        # Refused where the script puts it, naming the rule; the same player keeps the priority.
        act, n = ctx.take_action()
        ctx.then("respond", order=order, i=i, passes=passes, direct=direct)
        return actions.not_in_own_turn(ctx, act, n)

    def perform(ctx: Context, act: ActionSpec, n: int) -> Record:
        rec = respond_with(ctx, act, n, direct)
        if rec.illegal:
            ctx.then("respond", order=order, i=i, passes=passes, direct=direct)
        elif direct is not None and state.data.get("guard_window") == direct and act.type != "guard":
            state.set_data("guard_window", None)
        return rec

    def passed(ctx: Context, who: str, n: int | None) -> Record | None:
        """A pass the script states is a step (passing is no declaration); one by default is not."""
        _pass(ctx, order, i, passes, direct)
        if n is None:
            return None
        return ctx.record(*say("passes_passing_not_declaration", player=pname(state, who)), rule("rs:21-3-b"),
                          action=n)

    return act_or_pass(ctx, player, wants_to_respond, perform, passed)


def _pass(ctx: Context, order: list[str], i: int, passes: int, direct: str | None) -> None:
    state = ctx.state
    if direct is not None and state.data.get("guard_window") == direct and i == 0:
        state.set_data("guard_window", None)
    passes += 1
    if passes >= len(order):
        ctx.then("resolve_chain")
        return
    ctx.then("respond", order=order, i=i + 1, passes=passes, direct=direct)


@task("resolve_chain")
def resolve_chain(ctx: Context, args: dict[str, Any]) -> Record | None:
    state = ctx.state
    objs = list(reversed(state.stack))
    state.set_data("resolving", True)
    state.set_data("guard_window", None)
    tasks = []
    for _ in objs:
        tasks += [Task("resolve"), Task("loss_check", {"moment": "declaration"})]
    ctx.push(*tasks, Task("after_chain"))
    if len(objs) == 1 and objs[0].kind in ("check", "phase_end"):
        return None
    labels = [chain_label(ctx, o) for o in objs]
    return ctx.record(*say("chain_resolves_last_first", order=(" → ".join(j for j, _ in labels),
                                                               " -> ".join(e for _, e in labels))),
                      rule("c08:レスポンスに使える行動>レスポンスの宣言が終わるとき", "c08:レスポンスの解決>解決の順番",
                           "c08:レスポンスの解決>レスポンス解決中は割り込みできない"))


@task("resolve")
def resolve(ctx: Context, args: dict[str, Any]) -> Record | None:
    state = ctx.state
    if state.result is not None or not state.stack:
        return None
    obj = state.pop_stack()
    if obj.kind == "attack":
        return combat.resolve_attack(ctx, obj)
    if obj.kind == "guard":
        return combat.resolve_guard(ctx, obj)
    if obj.kind == "synchro":
        return combat.resolve_synchro(ctx, obj)
    if obj.kind == "card":
        return actions.resolve_card(ctx, obj) if _still_declared(ctx, obj) else _gone_from_chain(ctx, obj)
    if obj.kind == "effect":
        return actions.resolve_effect(ctx, obj)
    return None


def _still_declared(ctx: Context, obj: StackObject) -> bool:
    """A declared card waits on the chain until it resolves (rs:1-3); one a response took away (discarded,
    returned to the hand) can no longer take effect (c08:レスポンスの実例>実際に解決してみよう). Cited either way."""
    card = ctx.state.cards.get(obj.source)
    return ctx.check(card is not None and card.zone == "chain", rule("rs:1-3"), legal=True)


def _gone_from_chain(ctx: Context, obj: StackObject) -> Record:
    """The declaration is cancelled and the card stays where the response put it: it is not brought back from
    the discard pile (or the hand) to be discarded again or set in the project/fast zone."""
    card = ctx.state.cards.get(obj.source)
    card_label = label(ctx.state, card) if card is not None else (obj.source, obj.source)
    return ctx.record(*say("declared_card_left_chain", card=card_label),
                      (*forbids("c08:レスポンスの実例>実際に解決してみよう"), *CANCEL))


@task("after_chain")
def after_chain(ctx: Context, args: dict[str, Any]) -> Record | None:
    state = ctx.state
    state.set_data("resolving", None)
    state.set_data("attack_state", None)
    # The step this folds into shows the chain's end, so it names the rule that ended it.
    ctx.cite(rule("c08:レスポンスの解決>解決の順番"))
    nxt = state.data.get("on_empty") or {"kind": "main", "args": {}}
    ctx.push(Task(nxt["kind"], nxt["args"]))
    return None
