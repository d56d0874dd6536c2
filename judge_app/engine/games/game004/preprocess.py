"""Priority pre-processing (202.2): rule effects one at a time in the 1001.2a order, then one triggered
auto ability chosen by the turn player (908.2a), played and resolved, and again from the top."""

from __future__ import annotations

from typing import Any

from judge_app.engine.games.game004.cards import area_chars, associated, label, power_of, power_rules
from judge_app.engine.games.game004.effects import (
    ability_text,
    count_action,
    emit,
    find_replacements,
    ko,
    leave_area,
    mission_ready,
    owner_zone,
    replacements_in_force,
)
from judge_app.engine.games.game004.layout import AREA_EN, AREA_JA, AREAS, PHASE_EN, PHASE_JA
from judge_app.engine.games.game004.messages import say
from judge_app.engine.games.game004.resolve import play_triggered
from judge_app.engine.games.game004.tasks import agreeing, card_list, counted, joined, pname, setting_note, task
from judge_app.engine.kernel.citations import check, rule, setting
from judge_app.engine.kernel.game import Context, Record
from judge_app.engine.kernel.questions import Option
from judge_app.engine.kernel.replacement import Event, Replacement
from judge_app.engine.kernel.state import Card, GameState, zone_id

RULE_EFFECT_ORDER = ("level_up", "illegal", "lethal", "mission_check", "loss")


# ----- finding rule effects (1001-1007) ----------------------------------------------------------------
def _crowded(state: GameState) -> list[tuple[str, list[Card]]]:
    """Every area holding several characters of one controller, each with that group (1002.1, 1003.1)."""
    out: list[tuple[str, list[Card]]] = []
    for p in state.order:
        for a in AREAS:
            by_controller: dict[str, list[Card]] = {}
            for c in area_chars(state, p, a):
                by_controller.setdefault(c.controller, []).append(c)
            out.extend((f"{p}.{a}", group) for group in by_controller.values() if len(group) > 1)
    return out


def _level_up_applies(group: list[Card]) -> bool:
    newest = max(group, key=lambda c: c.timestamp)
    cost = int(newest.printed.get("cost", 0))
    return all(int(c.printed.get("cost", 0)) < cost for c in group if c.id != newest.id)


def _lethal(state: GameState) -> list[Card]:
    return [c for c in area_chars(state) if c.damage >= power_of(state, c) or power_of(state, c) <= 0]


def _losers(ctx: Context, first: bool) -> list[tuple[str, tuple[str, ...]]]:
    state = ctx.state
    tp, ntp = state.turn_player, state.non_turn_player
    out: list[tuple[str, tuple[str, ...]]] = []
    for p in state.order:
        if state.players[p].flags.get("loses") and not state.players[p].lost:
            out.append((p, rule("101.2")))
    if state.phase == "mission":
        whose = tp if ctx.setting("mission_loss_reading") == "own_missions" else ntp
        missions = state.in_zone(whose, "mission")
        if missions and all(not state.cards[m].face_up for m in missions) and not state.players[ntp].lost:
            out.append((ntp, rule("1007.1")))
    if first and state.phase in ("start_draw", "end_draw") and not state.in_zone(tp, "deck") \
            and not state.players[tp].lost:
        out.append((tp, rule("1007.2")))
    return out


def pending_rule_effect(ctx: Context, first: bool = False) -> tuple[str, Any] | None:
    """The first rule effect to execute by the 1001.2a order, or None."""
    state = ctx.state
    crowded = _crowded(state)
    # 1001.2: a LvUP effect in any area comes before an illegal-character effect in another.
    for kind in ("level_up", "illegal"):
        for found in crowded:
            if _level_up_applies(found[1]) == (kind == "level_up"):
                return (kind, found)
    lethal = _lethal(state)
    if lethal:
        return ("lethal", lethal)
    if ctx.setting("mission_check") == "automatic":
        ready = [m for p in state.order for m in state.in_zone(p, "mission")
                 if state.cards[m].face_up and not state.cards[m].dull and mission_ready(state.cards[m])]
        if ready:
            return ("mission_check", ready)
    losers = _losers(ctx, first)
    if losers:
        return ("loss", losers)
    return None


# ----- executing them ----------------------------------------------------------------------------------
def _level_up(ctx: Context, zone: str, group: list[Card]) -> Record:
    state = ctx.state
    newest = max(group, key=lambda c: c.timestamp)
    others = [c.id for c in group if c.id != newest.id]
    moved: list[str] = []
    engaged = False
    for cid in others:
        followers = associated(state, cid)
        # A connected engage is no EXP, but it goes where its character goes: the EXP zone (514.3b).
        engaged = engaged or any(state.cards[f].flags.get("connected_to") == cid for f in followers)
        for f in [cid, *followers]:
            state.move(f, owner_zone(state, f, "exp"))
            state.set_card(f, "face_up", True)
            state.set_flag(f, "exp_of", newest.id)
            moved.append(f)
    emit(ctx, "level_up", newest.id)
    count_action(ctx, "level_up")
    next_player_label = label(newest)
    m_label = card_list(state, moved)
    area = zone_id(zone)
    return ctx.record(*say("level_up_effect_several_characters", area=(AREA_JA[area], AREA_EN[area]),
                           next_player=next_player_label, m=m_label),
                      rule("202.2a", "1001.1", "1001.2", "1001.2a", "1002.1", "513.3",
                           *(("514.3b",) if engaged else ())))


def _illegal(ctx: Context, zone: str, group: list[Card]) -> Record:
    state = ctx.state
    keeps = ctx.setting("illegal_character_keeps")
    kept = max(group, key=lambda c: c.timestamp) if keeps == "newest" else min(group, key=lambda c: c.timestamp)
    others = [c.id for c in group if c.id != kept.id]
    moved = []
    for cid in others:
        moved.extend([cid, *leave_area(ctx, cid, "trash")])
    k_label = label(kept)
    m_label = card_list(state, moved)
    area = zone_id(zone)
    return ctx.record(*say("illegal_character_effect_several_characters", area=(AREA_JA[area], AREA_EN[area]),
                           k=k_label, m=m_label),
                      rule("202.2a", "1001.1", "1001.2", "1001.2a", "1003.1", "1110.2", "513.3b"),
                      notes=[setting_note(ctx, "illegal_character_keeps")])


def _lethal_ko(ctx: Context, cards: list[Card]) -> Record:
    state = ctx.state
    recorded = state.data.get("damage_sources") or {}
    # 1103.3b: a KO a later rule effect of this pre-processing brings about is no KO by the earlier effect.
    later = [c.id for c in cards if (recorded.get(c.id) or {}).get("later")]
    sources = {k: v for k, v in recorded.items() if not v.get("later")}
    rules = ["202.2a", "1001.1", "1001.2", "1001.2a", "306.2", "1110.1", "506.1"]
    parts = []
    battle = False
    for c in cards:
        power = power_of(state, c)
        rules.append("1004.2" if power <= 0 else "1004.1")
        rules += power_rules(state, c)
        info = sources.get(c.id) or {}
        if info.get("battle") and state.data.get("battle_ko_window"):
            battle = True
        parts.append(say("card_damage_and_power", card=label(c), damage=c.damage, power=power))
    moved: list[str] = []
    replaced = []
    notes = []
    pool = replacements_in_force(state) if len(cards) > 1 else None  # as the effect begins (1004.1)
    if pool is not None and _shared(ctx, cards, pool):
        notes.append(setting_note(ctx, "ko_replacements"))
        ctx.cite(setting("1004.1", "903.1"))
    for c in cards:
        info = sources.get(c.id) or {}
        went = ko(ctx, c.id, info.get("source"), pool=_pool_for(ctx, c.id, cards, pool))
        if went is None:
            replaced.append(c.id)
            continue
        moved.extend([c.id, *went])
    if battle:
        rules += ["1102.1", "1102.2"]
    elif any((sources.get(c.id) or {}).get("source") and not (sources.get(c.id) or {}).get("battle") for c in cards):
        rules.append("1103.3")
    if later:
        rules.append("1103.3b")
    if not battle and any(not (sources.get(c.id) or {}).get("source") for c in cards):
        # Whether a source KO'd it is tested either way: here no effect did it just before (1103.3).
        ctx.cite(check("1103.3"))
    # What an effect did is credited by this lethal-damage effect only (1103.3): for the characters still in an
    # area, a KO a later rule effect brings about in this pre-processing is not its (1103.3b). Battle damage
    # stays credited to the battle through the pre-processing right after it (1102.1, 1102.2).
    gone = {c.id for c in cards}
    state.data["damage_sources"] = {k: (v if v.get("battle") else {**v, "later": True})
                                    for k, v in recorded.items() if k not in gone}
    left, instead = ("", ""), ("", "")
    if moved:
        by_battle = say("kod_by_battle") if battle else ("", "")
        verb = agreeing(len(moved), "退場し、持ち主のエネルギーゾーンに置かれる",
                        "leaves play to its owner's energy zone", "leave play to their owners' energy zones")
        left = say("leave_play_to_energy", card=card_list(state, moved), verb=verb, battle=by_battle)
    else:
        rules = [r for r in rules if r not in ("1110.1", "506.1")]
    if replaced:
        instead = say("ko_replaced_by_another_event", card=card_list(state, replaced))
    return ctx.record(*say("lethal_damage_effect", cards=joined(parts, "、", ", "), left=left, instead=instead),
                      tuple(dict.fromkeys(rules)), notes=notes)


def _pool_for(ctx: Context, card_id: str, cards: list[Card], pool: list[Replacement] | None) -> \
        list[Replacement] | None:
    """The replacements that may stand in for one card's KO when several leave together: all that were in force
    as the effect began, or (setting ko_replacements) not the static ones of the other cards leaving with it."""
    if pool is None or ctx.setting("ko_replacements") == "together":
        return pool
    others = {c.id for c in cards} - {card_id}
    return [r for r in pool if not (r.static and r.source in others)]


def _shared(ctx: Context, cards: list[Card], pool: list[Replacement]) -> bool:
    """Does the ko_replacements setting decide anything: a static replacement of one of the cards leaving
    together would apply to another of them?"""
    ids = {c.id for c in cards}
    return any(rep.static and rep.source in ids and find_replacements(ctx, Event("ko", card=other), [rep])
               for rep in pool for other in ids - {rep.source or ""})


def _mission_check(ctx: Context, missions: list[str]) -> Record:
    state = ctx.state
    for m in missions:
        state.set_card(m, "dull", True)
        emit(ctx, "checked", m)
    m_label = card_list(state, missions)
    return ctx.record(*say("mission_check_effect_everything_needs", m=m_label),
                      rule("202.2a", "1001.2a", "1005.1", "1006.1", "1113.2"), notes=[setting_note(ctx, "mission_"
                                                                                                        "check")])


def apply_losses(ctx: Context, losers: list[tuple[str, tuple[str, ...]]], extra: tuple[str, ...] = ()) -> Record:
    """101.2 / 101.3: losses at one moment; both lost is a draw."""
    state = ctx.state
    rules: list[str] = [*extra]
    for p, why in losers:
        state.set_player(p, "lost", True)
        rules.extend(why)
    lost = [p for p in state.order if state.players[p].lost]
    names = [pname(state, p) for p, _ in losers]
    if len(lost) == len(state.order):
        state.set_game("result", {"outcome": "draw", "winner": None})
        rules.append("101.3")
        tail = say("both_lost_draw")
    else:
        winner = next(p for p in state.order if not state.players[p].lost)
        state.set_game("result", {"outcome": "win", "winner": winner})
        rules.append("101.2")
        w_label = pname(state, winner)
        tail = say("wins_game_ends_once", w=w_label)
    state.agenda.clear()
    notes = [setting_note(ctx, "mission_loss_reading")] if "1007.1" in rules else []
    return ctx.record(*say("players_lose_the_game", players=joined(names, "、", ", "), tail=tail),
                      tuple(dict.fromkeys(rules)), notes=notes)


def execute_rule_effect(ctx: Context, found: tuple[str, Any]) -> Record:
    kind, data = found
    if kind == "level_up":
        return _level_up(ctx, *data)
    if kind == "illegal":
        return _illegal(ctx, *data)
    if kind == "lethal":
        return _lethal_ko(ctx, data)
    if kind == "mission_check":
        return _mission_check(ctx, data)
    return apply_losses(ctx, data, rule("202.2a", "1001.2a"))


# ----- the procedure (202.2) --------------------------------------------------------------------------
@task("preprocess")
def preprocess(ctx: Context, args: dict[str, Any]) -> Record | None:
    """One pass of 202.2: a rule effect, or one triggered ability, then this task again; nothing left: done."""
    state = ctx.state
    if state.result is not None:
        state.agenda.clear()
        return None
    found = pending_rule_effect(ctx, bool(args.get("first")))
    if found is not None:
        ctx.then("preprocess", **args)
        return _at(ctx, execute_rule_effect(ctx, found), args)
    if _deck_check_due(ctx, args):
        # 1007.2 held back no loss: say so, so the judge sees why nothing happened at the draw phase.
        if state.pending:
            ctx.then("preprocess", **args, deck_checked=True)
        else:
            _done(state)
        return _deck_check_passed(ctx, args)
    if not state.pending:
        _done(state)
        return None
    pending = list(state.pending)
    chosen = pending[0]
    rules = ["202.2b", "908.2"]
    asked = False
    if len(pending) > 1:
        opts = []
        for t in pending:
            card = state.cards[t["source"]]
            text = "時限型自動能力" if t["ability"] is None else ability_text(card.abilities[t["ability"]])
            oja, oen = say("trigger_option", card=label(card), text=text, player=pname(state, t["controller"]))
            opts.append(Option(id=t["id"], label_ja=oja, label_en=oen, card=t["source"]))
        target_label = pname(state, state.turn_player)
        picked = ctx.ask("next_trigger", state.turn_player,
                         *say("choose_which_triggered_auto_ability", target=target_label), opts,
                         rules=rule("908.2a"))
        chosen = next(t for t in pending if t["id"] == picked[0])
        rules.append("908.2a")
        asked = True
    state.pending = [t for t in pending if t["id"] != chosen["id"]]
    ctx.then("preprocess", **args)
    return _at(ctx, play_triggered(ctx, chosen, tuple(rules), asked), args)


def _done(state: GameState) -> None:
    """The pre-processing is over: damage and power drops are credited only by the one right after them (1102,
    1103.3), so none carries over to a later one."""
    state.data.pop("battle_ko_window", None)
    state.data.pop("damage_sources", None)


def _deck_check_due(ctx: Context, args: dict[str, Any]) -> bool:
    """The first pre-processing of a draw phase (702.2 / 706.2) with no rule effect found: the deck-out check of
    1007.2 has been made and passed, and no step has said so yet."""
    return bool(args.get("first")) and not args.get("deck_checked") and \
        ctx.state.phase in ("start_draw", "end_draw")


def _deck_check_passed(ctx: Context, args: dict[str, Any]) -> Record:
    """The step for a passed deck-out check: the pre-processing procedure, and 1007.2 as the check that held no loss."""
    state = ctx.state
    tp = state.turn_player
    n = len(state.in_zone(tp, "deck"))
    ctx.check(n == 0, check("1007.2"))
    phase = state.phase
    return _at(ctx, ctx.record(*say("deck_check_passes", phase=(PHASE_JA[phase], PHASE_EN[phase]),
                                    player=pname(state, tp), n=counted(n, "枚", "card")),
                               rule("202.2", "202.2a", "1001.2a")), args)


def _at(ctx: Context, rec: Record, args: dict[str, Any]) -> Record:
    """Also cite the rule that runs this pre-processing at a fixed point (702.2, 803.2, 806.1 ...)."""
    at = args.get("at")
    if at and all(r.rule_id != at for r in rec.citations):
        ctx.amend(rec, (str(at),))
    return rec


def rule_effect_pending(ctx: Context) -> bool:
    return pending_rule_effect(ctx) is not None



