"""Resolving what was played (904.3, 906.2, 909, 910): an ability's effects in printed order, a played card into
its area, an event's abilities; the effect words themselves are in ``primitives``, keyword actions in ``keywords``."""

from __future__ import annotations

from typing import Any

from pydantic import TypeAdapter

from judge_app.engine.games.game004.cards import area_chars, ctype, label
from judge_app.engine.games.game004.effects import ability_text, move, owner_zone, shuffle
from judge_app.engine.games.game004.layout import AREA_EN, AREA_JA
from judge_app.engine.games.game004.messages import say
from judge_app.engine.games.game004.primitives import PRIMITIVES, to_ja
from judge_app.engine.games.game004.tasks import agreeing, card_list, pname, setting_note, task
from judge_app.engine.kernel.citations import rule
from judge_app.engine.kernel.effects import Ability, Effect
from judge_app.engine.kernel.game import Context, Record
from judge_app.engine.kernel.questions import Option
from judge_app.engine.kernel.state import Task

# Ability keywords that are a keyword action carried out when the ability resolves (after its effects).
ACTION_KEYWORDS = ("scout", "reload", "lose_game", "accel", "issen", "encounter", "chant", "subjugate")


def frame_for(controller: str, source: str, ability: int | None, targets: list[str] | None = None,
              event: dict[str, Any] | None = None) -> dict[str, Any]:
    return {"controller": controller, "source": source, "ability": ability, "scripted": targets,
            "event": event or {}, "targets": {}}


def push_resolution(ctx: Context, frame: dict[str, Any], ab: Ability, finish: Task | None = None) -> None:
    """904.3a: the effects in printed order, then the ability's keyword action, then what ends it."""
    tasks = [Task("effect", {"frame": frame, "index": i}) for i in range(len(ab.effects))]
    if ab.keyword in ACTION_KEYWORDS:
        tasks.append(Task("keyword_action", {"frame": frame}))
    if finish is not None:
        tasks.append(finish)
    ctx.push(*tasks)


def play_triggered(ctx: Context, trig: dict[str, Any], rules: tuple[str, ...], asked: bool) -> Record:
    """908.2: the controller plays the chosen triggered ability (904.2) and it resolves at once."""
    state = ctx.state
    card = state.cards[trig["source"]]
    card_label = label(card)
    if trig["ability"] is None:
        frame = frame_for(trig["controller"], card.id, None, None, trig.get("event"))
        ctx.push(*[Task("effect", {"frame": frame, "index": i, "effect": e}) for i, e in enumerate(trig["effects"])])
        return ctx.record(*say("pre_processing_delayed_auto_ability", card=card_label),
                          (*rules, "908.4a", "914.2a", "904.3a"))
    ab = card.abilities[trig["ability"]]
    player_label = pname(state, trig["controller"])
    text = ability_text(ab)
    extra = list(rules)
    notes = []
    ev = trig.get("event") or {}
    if ev.get("event") == "ko" and ev.get("card") == card.id:
        extra.append("908.3d")
    if card.zone != trig.get("zone"):
        extra += ["903.2c", "908.6", "913.1"]
        notes.append("the source left its zone: the ability is still played, with last-known information")
    may = ab.optional or ab.keyword == "chant"
    if may:
        picked = ctx.ask("optional", trig["controller"],
                         *say("play", opponent=player_label, card=card_label, text=text),
                         [Option(id="yes", label_ja="プレイする", label_en="play it"),
                          Option(id="no", label_ja="プレイしない", label_en="do not play it")], rules=rule("908.2"))
        if picked == ["no"]:
            return ctx.record(*say("chooses_not_play_optional_auto", opponent=player_label, card=card_label, text=text),
                              tuple(extra))
    frame = frame_for(trig["controller"], card.id, trig["ability"], None, trig.get("event"))
    push_resolution(ctx, frame, ab)
    chosen = say("chosen_by_turn_player") if asked else ("", "")
    return ctx.record(*say("pre_processing_plays_auto_ability", chosen=chosen, card=card_label, text=text,
                           player=player_label),
                      (*extra, "901.2b", "908.1", "904.2e", "904.3a", "904.3c"), notes=notes)


@task("effect")
def run_effect(ctx: Context, args: dict[str, Any]) -> Record | None:
    frame = args["frame"]
    if args.get("effect") is not None:
        eff = TypeAdapter(Effect).validate_python(args["effect"])
    else:
        eff = ctx.state.cards[frame["source"]].abilities[frame["ability"]].effects[args["index"]]
    return PRIMITIVES[eff.op](ctx, frame, eff, args["index"])


# ----- resolving played cards (906.2) ----------------------------------------------------------------------
@task("resolve_card")
def resolve_card(ctx: Context, args: dict[str, Any]) -> Record | None:
    state = ctx.state
    cid, player, area = args["card"], args["player"], args.get("area")
    card = state.cards[cid]
    card_label = label(card)
    t = ctype(card)
    if t == "character":
        engage = next((ab for ab in card.abilities if ab.keyword == "deck_engage"), None)
        found: list[str] = []
        if engage is not None:
            want = engage.params.get("name")
            n = int(engage.params.get("count", 1))
            found = [c for c in state.in_zone(player, "deck") if state.cards[c].name == want][:n]
            if not found:
                move(ctx, cid, owner_zone(state, cid, "trash"))
                return ctx.record(*say("deck_engage_no_deck_connect", want=want, card=card_label),
                                  rule("1206.2", "1206.2a"))
        came = move(ctx, cid, f"{player}.{area}")
        rules = ["906.2a", "1109.1", "1109.2", "1109.3", "503.3"]
        engaged = ("", "")
        if came == "deck":
            rules += ["502.2", "502.2a"]
        if found:
            for e in found:
                move(ctx, e, f"{player}.connect")
                state.set_flag(e, "connected_to", cid)
            shuffle(ctx, player)
            engaged = say("deck_engage_connects", card=card_list(state, found),
                          verb=agreeing(len(found), "置き", "comes", "come"))
            rules += ["1206.1", "1206.2", "1121.2"]
        return ctx.record(*say("character_resolves_enters", card=card_label, area=(AREA_JA[area], AREA_EN[area]),
                               came=(_zone_word(came), came), engaged=engaged), tuple(rules))
    if t == "event":
        events = [(i, ab) for i, ab in enumerate(card.abilities) if ab.kind == "event"]
        tasks = []
        for i, ab in events:
            frame = frame_for(player, cid, i, args.get("targets"))
            tasks += [Task("effect", {"frame": frame, "index": k}) for k in range(len(ab.effects))]
            if ab.keyword in ACTION_KEYWORDS:
                tasks.append(Task("keyword_action", {"frame": frame}))
        tasks.append(Task("event_to_trash", {"card": cid}))
        ctx.push(*tasks)
        return ctx.record(*say("event_resolves_event_abilities_run", card=card_label),
                          rule("906.2b", "901.2d", "909.1", "909.2", "304.1c"))
    # engage
    if ctx.setting("engage_placement") == "area":
        move(ctx, cid, f"{player}.{area}")
        return ctx.record(*say("engage_placed_chosen_not_character", card=card_label,
                               area=(AREA_JA[area], AREA_EN[area])),
                          rule("906.2c"), notes=[setting_note(ctx, "engage_placement")])
    hosts = area_chars(state, player, area)
    if not hosts:
        move(ctx, cid, owner_zone(state, cid, "trash"))
        return ctx.record(*say("engage_no_character_chosen_area", card=card_label),
                          rule("906.2c", "1121.1"), notes=[setting_note(ctx, "engage_placement")])
    host = max(hosts, key=lambda c: c.timestamp)
    move(ctx, cid, f"{player}.connect")
    state.set_flag(cid, "connected_to", host.id)
    healed_label = label(host)
    return ctx.record(*say("engage_placed_chosen_connects", card=card_label, area=(AREA_JA[area], AREA_EN[area]),
                           healed=healed_label),
                      rule("906.2c", "1121.1", "1121.2", "514.3"), notes=[setting_note(ctx, "engage_placement")])


def _zone_word(zone: str) -> str:
    return to_ja(zone)


@task("event_to_trash")
def event_to_trash(ctx: Context, args: dict[str, Any]) -> Record:
    state = ctx.state
    cid = args["card"]
    move(ctx, cid, owner_zone(state, cid, "trash"))
    card_label = label(state.cards[cid])
    return ctx.record(*say("resolved_event_goes_owner_trash", card=card_label), rule("906.2b", "904.3c"))




