"""Keyword abilities whose resolution is a rule, not card text (15.2.4-15.2.15)."""

from __future__ import annotations

from typing import Any

from judge_app.engine.games.fftcg.cards import ctype, elements, on_field, shares_name
from judge_app.engine.games.fftcg.choices import remember
from judge_app.engine.games.fftcg.effects import effect_tasks, emit, put_in_break_zone, shuffle
from judge_app.engine.games.fftcg.layout import ZONE_FOR_TYPE, zone_words
from judge_app.engine.games.fftcg.messages import say
from judge_app.engine.games.fftcg.processes import check_backup_excess
from judge_app.engine.games.fftcg.tasks import card_list, label, name_of, pname, setting_note, task
from judge_app.engine.kernel.citations import forbids, rule, setting
from judge_app.engine.kernel.game import Context, Record
from judge_app.engine.kernel.questions import Option
from judge_app.engine.kernel.tasks import card_options

RESOLVED_BY_RULES = ("level_up", "link", "assist", "awakening", "unequip", "job_change", "junction")


def _options(ctx: Context, ids: list[str], none: bool) -> list[Option]:
    state = ctx.state
    opts = [Option(id="none", label_ja="選ばない", label_en="none")] if none else []
    return opts + card_options(state, ids, label)


def _to_field(ctx: Context, cid: str, player: str, dull: bool) -> None:
    enter_together(ctx, [cid], player, dull)


def _timestamp_order(ctx: Context, ids: list[str]) -> list[str]:
    """Cards entering at once get their timestamps in the turn player's order (11.13.4.11); asked only when
    the order can matter, i.e. two or more of them have field abilities."""
    state = ctx.state
    if sum(1 for c in ids if any(a.kind == "field" and a.static for a in state.cards[c].abilities)) < 2:
        return ids
    tp = state.turn_player
    player_label = pname(state, tp)
    order = ctx.ask("timestamp_order", tp, *say("timestamp_order_cards_entering_together", player=player_label),
                    _options(ctx, ids, False), ordered=True, rules=rule("11.13.4.11"))
    state.data["timestamp_ordered"] = True
    return order


def enter_together(ctx: Context, ids: list[str], player: str, dull: bool) -> None:
    """One event puts all the cards onto the field; then every card there, newcomers included, checks its
    enters-the-field triggers against each of them (11.9.16.2.1)."""
    state = ctx.state
    ids, sixth = _effect_backups(ctx, ids, player)
    ids = _timestamp_order(ctx, ids)
    for cid in ids:
        t = ctype(state.cards[cid])
        state.move(cid, f"{player}.{ZONE_FOR_TYPE[t]}")
        state.set_card(cid, "face_up", True)
        state.set_card(cid, "controller", player)
        state.set_flag(cid, "since", state.turn)
        if dull or t == "backup":
            state.set_card(cid, "dull", True)
    for cid in ids:
        emit(ctx, "enters_field", cid)
    check_backup_excess(ctx, player)
    if sixth:
        ctx.then("effect_sixth_backup", **sixth)  # scheduled last, so it runs before any trim


def _effect_backups(ctx: Context, ids: list[str], player: str) -> tuple[list[str], dict[str, Any]]:
    """The cards an effect may put out when backups among them would make six or more: whether that is
    "playing" a 6th backup (7.10.3, first half; 11.3.1) is the setting effect_backup_played. Under "yes" the
    backups past the fifth stay where they are; under "no" they all enter and the excess is trimmed
    (7.10.3, second half). Returns the cards that enter and the arguments of the step that says so."""
    state = ctx.state
    backups = [c for c in ids if ctype(state.cards[c]) == "backup"]
    room = 5 - len(state.in_zone(player, "backup"))
    if len(backups) <= room:
        return ids, {}
    kept = backups[:max(0, room)] if ctx.setting("effect_backup_played") == "yes" else backups
    left = [c for c in backups if c not in kept]
    return [c for c in ids if c not in left], {"player": player, "cards": backups, "left": left}


_PLAYED_WHY = "7.10.3 does not say whether an effect that puts a backup onto the field plays it"


@task("effect_sixth_backup")
def effect_sixth_backup(ctx: Context, args: dict[str, Any]) -> Record:
    state = ctx.state
    ctx.cite(setting("7.10.3", "11.3.1"))
    notes = [setting_note(ctx, "effect_backup_played", _PLAYED_WHY)]
    if args["left"]:
        return ctx.record(*say("effect_sixth_backup_not_put", player=pname(state, args["player"]),
                               text=card_list(state, args["left"])), (*forbids("7.10.3"),), notes=notes)
    return ctx.record(*say("effect_sixth_backup_enters", player=pname(state, args["player"]),
                           text=card_list(state, args["cards"])), rule("7.10.3"), notes=notes)


@task("keyword_resolve")
def keyword_resolve(ctx: Context, args: dict[str, Any]) -> Record:
    return _RESOLVERS[args["keyword"]](ctx, args["frame"])


def _level_up(ctx: Context, frame: dict[str, Any]) -> Record:
    state = ctx.state
    src, you = frame["source"], frame["controller"]
    card = state.cards[src]
    card_label = label(card)
    if not on_field(state, card):
        return ctx.record(*say("has_left_field_cannot_be", card=card_label),
                          rule("15.2.4.3"))
    player_label = pname(state, you)
    yes = ctx.ask("optional", you, *say("level_up", player=player_label, card=card_label),
                  [Option(id="yes", label_ja="行う", label_en="yes"),
                   Option(id="no", label_ja="行わない", label_en="no")],
                  rules=rule("15.2.4.2"))
    if yes == ["no"]:
        return ctx.record(*say("chooses_not_level_up", player=player_label), rule("15.2.4.2"))
    pool = [c for c in state.in_zone(you, "deck") if shares_name(state.cards[c], card)
            and ctype(state.cards[c]) == "forward"]
    picked = ctx.ask("find", you, *say("look_forward_named_your_deck", player=player_label, card_name=name_of(card)),
                     _options(ctx, pool, True), rules=rule("15.1.1.7.2")) if pool else ["none"]
    put_in_break_zone(ctx, src, broken=False)
    found = None if picked == ["none"] else picked[0]
    if found:
        _to_field(ctx, found, you, dull=True)
    shuffle(ctx, you)
    first_label = card_list(state, [found] if found else [])
    return ctx.record(*say("level_up_goes_break_zone", card=card_label, first=first_label),
                      rule("15.2.4.2", "15.1.1.3.2", "15.1.1.7.1"))


def _link(ctx: Context, frame: dict[str, Any]) -> Record:
    state = ctx.state
    src, you = frame["source"], frame["controller"]
    card = state.cards[src]
    ab = card.abilities[frame["ability"]]
    els = list(ab.params.get("elements") or ab.params.get("element") or [])
    if isinstance(els, str):
        els = [els]
    limit = int(ab.params.get("cost", 0))
    zone = ctx.setting("link_source_zone")
    pool = [c for c in state.in_zone(you, zone) if ctype(state.cards[c]) == "forward"
            and set(elements(state.cards[c])) & set(els) and int(state.cards[c].printed.get("cost", 0)) <= limit]
    player_label = pname(state, you)
    card_label = label(card)
    notes = [setting_note(ctx, "link_source_zone")]
    picked = ctx.ask("link", you, *say("choose_forward_put_onto_field", player=player_label, zone=zone_words(zone)),
                     _options(ctx, pool, True), rules=rule("15.2.5.2", "15.2.5.4")) if pool else ["none"]
    if picked == ["none"]:
        return ctx.record(*say("link_no_forward_put_out", card=card_label),
                          rule("15.2.5.2"), notes=notes)
    _to_field(ctx, picked[0], you, dull=False)
    first_label = label(state.cards[picked[0]])
    return ctx.record(*say("link_enters_field_own_link", card=card_label, first=first_label),
                      rule("15.2.5.2", "15.2.5.3"), notes=notes)


def _assist(ctx: Context, frame: dict[str, Any]) -> Record:
    state = ctx.state
    src = frame["source"]
    card = state.cards[src]
    card_label = label(card)
    if not on_field(state, card):
        return ctx.record(*say("has_left_field_cannot_be_2", card=card_label), rule("15.2.6.5"))
    put_in_break_zone(ctx, src, broken=False)
    effect_tasks(ctx, {**frame, "self_any_zone": True}, card.abilities[frame["ability"]])
    return ctx.record(*say("assist_goes_break_zone_so", card=card_label), rule("15.2.6.2"))


def _awakening(ctx: Context, frame: dict[str, Any]) -> Record:
    state = ctx.state
    src, you = frame["source"], frame["controller"]
    card = state.cards[src]
    pool = [c for c in state.in_zone(you, "deck") if shares_name(state.cards[c], card)]
    player_label = pname(state, you)
    picked = ctx.ask("search", you, *say("search_your_deck", player=player_label, card_name=name_of(card)),
                                    _options(ctx, pool, True),
                     rules=rule("15.1.1.9.1")) if pool else ["none"]
    if picked != ["none"]:
        _to_field(ctx, picked[0], you, dull=False)
    shuffle(ctx, you)
    first_label = card_list(state, [] if picked == ["none"] else picked)
    return ctx.record(*say("awakening_same_name_searched_out", first=first_label),
                      rule("15.2.10.2", "15.1.1.9.1"))


def _unequip(ctx: Context, frame: dict[str, Any]) -> Record:
    state = ctx.state
    src = frame["source"]
    card = state.cards[src]
    card_label = label(card)
    if not on_field(state, card):
        return ctx.record(*say("no_longer_field", card=card_label), rule("2.3"))
    remember(state, src)
    state.move(src, f"{card.owner}.hand")
    state.set_card(src, "face_up", False)
    emit(ctx, "leaves_field", src)
    return ctx.record(*say("unequip_returns_hand", card=card_label), rule("15.2.12.2"))


def _job_change(ctx: Context, frame: dict[str, Any]) -> Record:
    state = ctx.state
    src, you = frame["source"], frame["controller"]
    ab = state.cards[src].abilities[frame["ability"]]
    limit = int(ab.params.get("number", 0))
    pool = [c for c in state.in_zone(you, "hand") if ctype(state.cards[c]) == "backup"
            and int(state.cards[c].printed.get("cost", 0)) <= limit]
    player_label = pname(state, you)
    notes = []
    if len(state.in_zone(you, "backup")) >= 5:
        notes.append(setting_note(ctx, "job_change_sixth_backup"))
        if ctx.setting("job_change_sixth_backup") == "forbidden":
            return ctx.record(*say("job_change_backups_already_none"),
                              rule("15.2.13.2", "7.10.3"), notes=notes)
    picked = ctx.ask("job_change", you, *say("choose_backup_cost_or_less", player=player_label, limit=limit),
                                        _options(ctx, pool, True),
                     rules=rule("15.2.13.2")) if pool else ["none"]
    if picked != ["none"]:
        _to_field(ctx, picked[0], you, dull=True)
    first_label = card_list(state, [] if picked == ["none"] else picked)
    return ctx.record(*say("job_change_enters_field_from", first=first_label),
                      rule("15.2.13.2", "7.10.4"), notes=notes)


def _junction(ctx: Context, frame: dict[str, Any]) -> Record:
    state = ctx.state
    src = frame["source"]
    removed = frame.get("junction")
    card_label = label(state.cards[src])
    if frame.get("junctioned"):
        summon = state.cards.get(state.cards[src].flags.get("junction") or "")
        summon_label = label(summon) if summon is not None else ("?", "?")
        return ctx.record(*say("junction_again_no_removal", card=card_label, summon=summon_label),
                          (*forbids("15.2.15.4"), *rule("15.2.15.3")))
    if on_field(state, state.cards[src]) and removed:
        state.set_flag(src, "junction", removed)
    return ctx.record(*say("junction_junctioned_long_removed_summon", card=card_label),
                      rule("15.2.15.2", "15.2.15.3"))


_RESOLVERS = {"level_up": _level_up, "link": _link, "assist": _assist, "awakening": _awakening,
              "unequip": _unequip, "job_change": _job_change, "junction": _junction}
