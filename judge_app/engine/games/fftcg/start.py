"""The start of a game (8.2.1): shuffle, who goes first, opening hands, one mulligan each, then turn 1.

A scenario whose phase is ``start`` runs this before turn 1. Random steps use the scenario's seeded
generator, so they replay; the choice of the first player and each mulligan are questions (a scenario
may answer them, and ``first_player`` answers the first). Deck construction (8.1) is not enforced: a
scenario deck is usually short, so a deck that is not a legal one is reported in a note instead.
"""

from __future__ import annotations

import random
from typing import Any

from judge_app.engine.games.fftcg.effects import draw, shuffle
from judge_app.engine.games.fftcg.messages import say
from judge_app.engine.games.fftcg.tasks import card_list, label, pname, task
from judge_app.engine.kernel.citations import rule
from judge_app.engine.kernel.game import Context, Record
from judge_app.engine.kernel.questions import Option
from judge_app.engine.kernel.tasks import card_options

OPENING_HAND = 5


def _deck_notes(ctx: Context) -> list[str]:
    state = ctx.state
    notes = []
    for p in state.order:
        deck = state.in_zone(p, "deck")
        if len(deck) != 50:
            notes.append(f"{p}: the deck has {len(deck)} cards; a legal deck has exactly 50 (8.1.1.1)")
        counts: dict[str, int] = {}
        for cid in deck:
            for number in state.cards[cid].printed.get("card_numbers", []):
                counts[number] = counts.get(number, 0) + 1
        for number, n in sorted(counts.items()):
            if n > 3:
                notes.append(f"{p}: {n} cards with card number {number}; at most 3 are allowed (8.1.1.2)")
    return notes


@task("game_start")
def game_start(ctx: Context, args: dict[str, Any]) -> Record:
    state = ctx.state
    for p in state.order:
        shuffle(ctx, p)
    ctx.then("choose_first")
    return ctx.record(*say("start_game_each_player_shuffles"),
                      rule("8.2.1", "8.2.1.1"), notes=_deck_notes(ctx))


@task("choose_first")
def choose_first(ctx: Context, args: dict[str, Any]) -> Record:
    state = ctx.state
    chooser = random.Random(f"{ctx.scenario.title}|first").choice(list(state.order))
    card_label = pname(state, chooser)
    if ctx.scenario.first_player is not None:
        first = ctx.scenario.first_player
    else:
        opts = [Option(id=p, label_ja=pname(state, p)[0], label_en=pname(state, p)[1]) for p in state.order]
        first = ctx.ask("first_player", chooser, *say("choose_who_goes_first", card=card_label),
                                                 opts, rules=rule("8.2.1.2"))[0]
    state.set_data("first_player", first)
    for p in (first, state.opponent(first)):
        draw(ctx, p, OPENING_HAND)
    ctx.then("mulligan", player=first)
    first_label = pname(state, first)
    return ctx.record(*say("random_method_gives_choice_who", card=card_label, first=first_label),
                      rule("8.2.1.2", "8.2.1.3"))


@task("mulligan")
def mulligan(ctx: Context, args: dict[str, Any]) -> Record:
    state = ctx.state
    p = args["player"]
    first = state.data["first_player"]
    if p == first:
        ctx.then("mulligan", player=state.opponent(first))
    else:
        ctx.then("first_turn")
    player_label = pname(state, p)
    yes = ctx.ask("mulligan", p, *say("mulligan_opening_cards", player=player_label),
                  [Option(id="yes", label_ja="入れ替える", label_en="mulligan"),
                   Option(id="no", label_ja="入れ替えない", label_en="keep")], rules=rule("8.2.1.4"))
    if yes == ["no"]:
        return ctx.record(*say("keeps_their_opening_hand", player=player_label), rule("8.2.1.4"))
    hand = list(state.in_zone(p, "hand"))
    opts = card_options(state, hand, label)
    order = ctx.ask("mulligan_order", p, *say("order_put_cards_bottom_deck", player=player_label), opts,
                    ordered=True, rules=rule("8.2.1.4")) if len(hand) > 1 else hand
    for cid in order:
        state.move(cid, f"{p}.deck", "bottom")
        state.set_card(cid, "face_up", False)
    drawn, _ = draw(ctx, p, OPENING_HAND)
    cards_label = card_list(state, order)
    return ctx.record(*say("puts_bottom_deck_order_they", player=player_label, text=cards_label, len_drawn=len(drawn)),
                      rule("8.2.1.4"))


@task("first_turn")
def first_turn(ctx: Context, args: dict[str, Any]) -> Record:
    state = ctx.state
    first = state.data["first_player"]
    state.set_game("turn", 1)
    state.set_game("turn_player", first)
    ctx.then("begin_phase", phase="active")
    player_label = pname(state, first)
    return ctx.record(*say("game_begins_turn_player_first", player=player_label), rule("8.2.1.5"))
