"""Keyword actions and abilities (1115, 1117, 1201-1205) that act when an ability resolves; they sit above
playing and pre-processing because Chant and Accel play a card and a lost game is applied at once."""

from __future__ import annotations

from typing import Any

from judge_app.engine.games.game004.cards import area_chars, ctype, in_area, label
from judge_app.engine.games.game004.effects import ko, move, shuffle
from judge_app.engine.games.game004.layout import AREA_EN, AREA_JA, AREAS
from judge_app.engine.games.game004.messages import say
from judge_app.engine.games.game004.play import play_free
from judge_app.engine.games.game004.preprocess import apply_losses
from judge_app.engine.games.game004.primitives import players_for
from judge_app.engine.games.game004.tasks import card_list, pname, setting_note, task
from judge_app.engine.kernel.citations import rule
from judge_app.engine.kernel.effects import Ability
from judge_app.engine.kernel.game import Context, Record
from judge_app.engine.kernel.questions import Option
from judge_app.engine.kernel.tasks import card_options


@task("keyword_action")
def keyword_action(ctx: Context, args: dict[str, Any]) -> Record | None:
    state = ctx.state
    frame = args["frame"]
    card = state.cards[frame["source"]]
    ab = card.abilities[frame["ability"]]
    you = frame["controller"]
    player_label = pname(state, you)
    card_label = label(card)
    kw = ab.keyword
    if kw == "scout":
        ctx.then("scout", players=[you], reason="effect")
        return None
    if kw == "reload":
        chars = [c for c in state.in_zone(you, "trash") if ctype(state.cards[c]) == "character"]
        for c in chars:
            move(ctx, c, f"{you}.deck", position="bottom")
        shuffle(ctx, you)
        r_label = card_list(state, chars)
        return ctx.record(*say("reload_returns_every_character_trash", player=player_label, r=r_label),
                          rule("1117.1", "1105.1"))
    if kw == "lose_game":
        who = players_for(state, frame, str(ab.params.get("who", "you")))
        return apply_losses(ctx, [(p, rule("101.2")) for p in who], rule("102.2"))
    if kw == "accel":
        return _accel(ctx, you, card.id, ab)
    if kw == "issen":
        victims = [c.id for c in area_chars(state) if c.controller != you]
        # 1205.2 lets only an opponent's character in an area be chosen: a scripted choice of any other card is
        # refused and said, never silently swapped for a legal one.
        wrong = [c for c in (frame.get("scripted") or []) if c not in victims]
        if wrong:
            ctx.cite(rule("1205.2"), "forbids")
        notes = [say("issen_choice_not_allowed", card=card_list(state, wrong))[1]] if wrong else []
        if not victims:
            return ctx.record(*say("issen_opponent_has_no_character"), rule("1205.2", "102.3"), notes=notes)
        picked = victims
        if len(victims) > 1:
            scripted = [c for c in (frame.get("scripted") or []) if c in victims]
            if scripted:
                picked = scripted[:1]
            else:
                opts = card_options(state, victims, label)
                picked = ctx.ask("target", you, *say("choose_opponent_character_issen_kos", player=player_label),
                                                opts, rules=rule("1205.2"))
        moved = ko(ctx, picked[0], card.id)
        along = ("、" + card_list(state, moved)[0], "") if moved else ("", "")  # the English names none
        return ctx.record(*say("issen_chosen_and_kod", card=label(state.cards[picked[0]]), along=along),
                          rule("1205.1", "1205.2", "1110.1", "1107.1"), notes=notes)
    if kw == "encounter":
        if card.zone != f"{card.owner}.energy":
            return ctx.record(*say("encounter_no_longer_energy_zone", card=card_label), rule("913.2"))
        empty = [a for a in AREAS if not area_chars(state, you, a)]
        if not empty:
            return ctx.record(*say("encounter_no_area_without_character", card=card_label),
                              rule("1202.2", "102.3"))
        area = empty[0]
        if len(empty) > 1:
            opts = [Option(id=a, label_ja=AREA_JA[a], label_en=AREA_EN[a]) for a in empty]
            area = ctx.ask("area", you, *say("choose_area_enters", player=player_label, card=card_label),
                                        opts, rules=rule("1202.2"))[0]
        move(ctx, card.id, f"{you}.{area}")
        return ctx.record(*say("encounter_enters_empty_rebooted", card=card_label, area=(AREA_JA[area], AREA_EN[area])),
                          rule("1202.1", "1202.2", "1109.1", "1109.3"))
    if kw == "subjugate":
        if not in_area(card):
            return ctx.record(*say("subjugate_no_longer_area", card=card_label),
                              rule("1204.2", "913.2"))
        ko(ctx, card.id, card.id)
        return ctx.record(*say("subjugate_achieved_attack_success_so", ab_params_get_name=ab.params.get('name'),
                               card=card_label),
                          rule("1204.1", "1204.2", "1110.1"))
    if kw == "chant":
        if card.zone != f"{card.owner}.remove":
            return ctx.record(*say("chant_no_longer_remove_zone", card=card_label), rule("1203.2", "913.2"))
        return play_free(ctx, you, card.id, rule("1203.1", "1203.2"), "chant", note=setting_note(ctx, "chant_trigger"))
    return None


def _accel(ctx: Context, you: str, source: str, ab: Ability) -> Record:
    state = ctx.state
    player_label = pname(state, you)
    deck = state.in_zone(you, "deck")
    if not deck:
        return ctx.record(*say("accel_deck_empty", player=player_label),
                          rule("1201.2", "102.3"))
    top = deck[0]
    infos = [str(x) for x in ab.params.get("account_info", [])]
    card = state.cards[top]
    card_label = label(card)
    rules = ["1201.1", "1201.2", "1108.1"]
    if len(infos) > 1:
        rules.append("1201.2a")
    match = any(i in card.printed.get("account_info", []) for i in infos) and ctype(card) != "mission"
    play = False
    if match:
        play = ctx.ask("accel", you, *say("revealed_matches_play_without_paying", player=player_label, card=card_label),
                       [Option(id="play", label_ja="プレイする", label_en="play it"),
                        Option(id="energy", label_ja="エネルギーに置く", label_en="put it into energy")],
                       rules=rule("1201.2"))[0] == "play"
    if play:
        return play_free(ctx, you, top, tuple(rules), "accel")
    move(ctx, top, f"{you}.energy")
    why = say("accel_matches_not_played") if match else say("accel_does_not_match")
    return ctx.record(*say("accel_top_card_revealed_so", card=card_label, why=why),
                      (*rules, "1201.3"))
