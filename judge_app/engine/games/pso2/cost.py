"""Paying costs with PP (209, 404): turn ON PP OFF; a coloured card needs its colour present in PP."""

from __future__ import annotations

from dataclasses import dataclass, field

from judge_app.engine.games.pso2.cards import player_card
from judge_app.engine.games.pso2.layout import colour_words
from judge_app.engine.games.pso2.messages import say
from judge_app.engine.games.pso2.tasks import by_setting, card_list, note, version_note
from judge_app.engine.games.pso2.versions import cite, sw
from judge_app.engine.kernel.game import Context


@dataclass
class Verdict:
    ok: bool
    pp: list[str] = field(default_factory=list)
    ja: str = ""
    en: str = ""
    rules: tuple[str, ...] = ()


def player_colour(ctx: Context, player: str) -> str | None:
    pc = player_card(ctx.state, player)
    if pc is not None and pc.printed.get("colour"):
        return str(pc.printed["colour"][0])
    return ctx.state.players[player].flags.get("colour")


def pp_colours(ctx: Context, player: str) -> tuple[set[str], bool]:
    """Colours present in a player's PP, and whether a face-down card was counted by 404.5.2.

    In 3.0 a face-down card counts as the player's colour (404.5.2); in 1.8 the text is silent and
    a setting decides.
    """
    state = ctx.state
    out: set[str] = set()
    by_404_5_2 = False
    for cid in state.in_zone(player, "pp"):
        card = state.cards[cid]
        if card.face_up:
            out.update(card.printed.get("colour", []))
            continue
        if sw(ctx).facedown_pp_player_colour or ctx.setting("facedown_pp_colour_18") == "player_colour":
            if sw(ctx).facedown_pp_player_colour:
                by_404_5_2 = True
            else:
                by_setting(ctx, "facedown_pp_colour_18")
            c = player_colour(ctx, player)
            if c:
                out.add(c)
        else:
            by_setting(ctx, "facedown_pp_colour_18")
    return out, by_404_5_2


def check(ctx: Context, player: str, cost: int, need_colours: list[str], payment: list[str] | None,
          ability: bool = False) -> Verdict:
    state = ctx.state
    on = [c for c in state.in_zone(player, "pp") if not state.cards[c].dull]
    present, face_down_counted = pp_colours(ctx, player) if need_colours else (set(), False)
    missing = [c for c in need_colours if c not in present]
    colour_rules = cite(ctx, "209.1.3.3") if ability else cite(ctx, "209.1.2", v30=("209.1.2.1",) if cost == 0 else ())
    if face_down_counted:
        colour_rules = (*colour_rules, *cite(ctx, "404.5.2"))
    if ability and need_colours and not sw(ctx).black_and_new_keywords:
        note(ctx, version_note(ctx, "coloured ability costs (209.1.3.3) are not in this version; colour ignored"))
        missing = []
        colour_rules = ()
    if missing:
        return Verdict(False, [], *say("pp_colour_missing", colours=colour_words(missing)),
                       (*colour_rules, "404.6") if sw(ctx).facedown_pp_player_colour else colour_rules)
    if payment is None:
        face_up = [c for c in on if state.cards[c].face_up]
        face_down = [c for c in on if not state.cards[c].face_up]
        payment = (face_up + face_down)[:cost]
    if len(payment) != cost or len(set(payment)) != len(payment) or any(p not in on for p in payment):
        return Verdict(False, [], *say("pp_must_be_turned_off", cost=cost, len_on=len(on)),
                                  cite(ctx, "209.1.1", "209.1.3"))
    base = cite(ctx, "209.1.3") if ability else cite(ctx, "209.1.1")
    return Verdict(True, list(payment), rules=(*base, *colour_rules))


def pay(ctx: Context, player: str, pp: list[str]) -> tuple[str, str, tuple[str, ...]]:
    """Turn the PP OFF; a face-down PP goes to the bottom of the deck when turned OFF (404.5)."""
    state = ctx.state
    to_deck = []
    for cid in pp:
        state.set_card(cid, "dull", True)
        if not state.cards[cid].face_up:
            state.move(cid, f"{player}.deck", "bottom")
            to_deck.append(cid)
    rules: tuple[str, ...] = cite(ctx, "209.1.1", "215.1.3")
    text_ja, text_en = say("pp_turned_off", n=len(pp), cards=card_list(state, pp)) if pp else say("cost_zero")
    if to_deck:
        ja, en = say("facedown_pp_to_deck_at_once", n=len(to_deck)) if sw(ctx).facedown_pp_player_colour else \
            say("facedown_pp_to_deck", n=len(to_deck))
        text_ja += ja
        text_en += en
        rules = (*rules, *cite(ctx, "404.5"))
    return text_ja, text_en, rules
