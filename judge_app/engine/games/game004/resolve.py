"""Resolving what was played (904.3, 906.2, 909, 910), the effect words under game004's rules, and the
keyword actions and abilities (1100s, 1200s) that act when something resolves."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from judge_app.engine.games.game004.cards import area_chars, ctype, in_area, label, matches
from judge_app.engine.games.game004.effects import (
    ability_text,
    deal_damage,
    draw,
    ko,
    move,
    owner_zone,
    pick_replacement,
    shuffle,
    sleep,
)
from judge_app.engine.games.game004.layout import AREA_EN, AREA_JA, AREAS
from judge_app.engine.games.game004.tasks import card_list, pname, setting_note, task
from judge_app.engine.kernel.citations import rule
from judge_app.engine.kernel.effects import Ability, Effect, Target
from judge_app.engine.kernel.game import Context, Record
from judge_app.engine.kernel.questions import Option
from judge_app.engine.kernel.state import ContinuousEffect, GameState, Task

# Ability keywords that are a keyword action carried out when the ability resolves (after its effects).
ACTION_KEYWORDS = ("scout", "reload", "lose_game", "accel", "issen", "encounter", "chant", "subjugate")
UNTIL = {"end_of_turn": "mission_end", "next_event": "mission_end", "permanent": "permanent",
         "while_source_on_field": "permanent", "end_of_attack": "attack_end"}


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
    cja, cen = label(card)
    if trig["ability"] is None:
        frame = frame_for(trig["controller"], card.id, None, None, trig.get("event"))
        ctx.push(*[Task("effect", {"frame": frame, "index": i, "effect": e}) for i, e in enumerate(trig["effects"])])
        return ctx.record(f"優先権前処理: {cja}の効果で作られた時限型自動能力をプレイし、解決する(発生源は{cja})",
                          f"Pre-processing: the delayed auto ability created by {cen} is played and resolves "
                          f"(its source is {cen})", (*rules, "908.4a", "914.2a", "904.3a"))
    ab = card.abilities[trig["ability"]]
    oja, oen = pname(state, trig["controller"])
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
        picked = ctx.ask("optional", trig["controller"], f"{oja}: {cja}の「{text}」をプレイしますか",
                         f"{oen}: play '{text}' of {cen}?",
                         [Option(id="yes", label_ja="プレイする", label_en="play it"),
                          Option(id="no", label_ja="プレイしない", label_en="do not play it")], rules=rule("908.2"))
        if picked == ["no"]:
            return ctx.record(f"{oja}は{cja}の任意の自動能力「{text}」をプレイしないことを選ぶ",
                              f"{oen} chooses not to play the optional auto ability '{text}' of {cen}", tuple(extra))
    frame = frame_for(trig["controller"], card.id, trig["ability"], None, trig.get("event"))
    push_resolution(ctx, frame, ab)
    who = "ターンプレイヤーが選んだ" if asked else ""
    return ctx.record(f"優先権前処理: {who}{cja}の自動能力「{text}」を{oja}がプレイし(テンポラリーに置き)、解決する",
                      f"Pre-processing: {oen} plays {'the chosen ' if asked else ''}auto ability '{text}' of {cen} "
                      "(into the temporary zone) and it resolves",
                      (*extra, "901.2b", "908.1", "904.2e", "904.3a", "904.3c"), notes=notes)


# ----- targets -------------------------------------------------------------------------------------------
def legal_targets(state: GameState, target: Target, controller: str, source: str) -> list[str]:
    zone = target.filter.zone
    out = []
    for p in state.order:
        zones = [zone] if zone else list(AREAS)
        for z in zones:
            for cid in state.zones.get(f"{p}.{z}", []):
                card = state.cards[cid]
                if zone is None and ctype(card) != "character":
                    continue
                if matches(state, card, target.filter, controller, source):
                    out.append(cid)
    return out


def targets_for(ctx: Context, frame: dict[str, Any], eff: Effect, idx: int) -> list[str]:
    state = ctx.state
    target: Target = eff.target  # type: ignore[union-attr]
    src = frame["source"]
    you = frame["controller"]
    if target.who == "self":
        return [src] if in_area(state.cards[src]) or target.filter.zone else []
    if target.who == "all":
        return legal_targets(state, target, you, src)
    if target.who == "event_card":
        c = (frame.get("event") or {}).get("card")
        return [c] if c and c in state.cards else []
    if target.who == "attacker":
        a = (state.data.get("battle") or {}).get("attacker")
        return [a] if a and in_area(state.cards[a]) else []
    if target.who == "blocker":
        return []
    legal = legal_targets(state, target, you, src)
    scripted = frame.get("scripted")
    if scripted:
        picked = [c for c in scripted if c in legal][: target.count]
        if picked:
            return picked
    if len(legal) <= target.count and not target.up_to:
        return legal
    opts = [Option(id=c, label_ja=label(state.cards[c])[0], label_en=label(state.cards[c])[1]) for c in legal]
    sja, sen = label(state.cards[src])
    pja, pen = pname(state, you)
    return ctx.ask("target", you, f"{pja}: {sja}の効果で選ぶカードを選んでください",
                   f"{pen}: choose the card(s) for the effect of {sen}", opts,
                   min=0 if target.up_to else min(target.count, len(legal)), max=min(target.count, len(legal)),
                   rules=rule("1107.1"))


def num(ctx: Context, frame: dict[str, Any], value: Any) -> int:
    """A fixed number, or a variable fixed when the effect needs it (X, a count, a power)."""
    if isinstance(value, int):
        return value
    state = ctx.state
    base = 0
    you = frame["controller"]
    who = you if value.player == "you" else state.opponent(you)
    if value.of == "x":
        base = int(frame.get("x", 0))
    elif value.of == "count":
        base = sum(1 for c in area_chars(state) if matches(state, c, value.filter, you, frame["source"]))
    elif value.of == "source_power":
        from judge_app.engine.games.game004.cards import power_of

        base = power_of(state, state.cards[frame["source"]])
    elif value.of == "hand_size":
        base = len(state.in_zone(who, "hand"))
    return base * int(value.times) + int(value.plus)


def players_for(state: GameState, frame: dict[str, Any], who: str) -> list[str]:
    you = frame["controller"]
    return {"you": [you], "opponent": [state.opponent(you)],
            "each_player": [state.turn_player, state.non_turn_player]}.get(who, [])


def _src(ctx: Context, frame: dict[str, Any]) -> tuple[str, str]:
    return label(ctx.state.cards[frame["source"]])


def _nothing(ctx: Context, frame: dict[str, Any], ja: str, en: str) -> Record:
    sja, sen = _src(ctx, frame)
    return ctx.record(f"{sja}の効果「{ja}」: 該当するものがないので実行しない", f"{sen}: '{en}' finds nothing to "
                                                           "act on",
                      rule("102.3", "913.2"))


# ----- effect words ------------------------------------------------------------------------------------------
Primitive = Callable[[Context, dict[str, Any], Any, int], Record]


def p_damage(ctx: Context, frame: dict[str, Any], eff: Any, idx: int) -> Record:
    state = ctx.state
    sja, sen = _src(ctx, frame)
    amount = num(ctx, frame, eff.amount)
    cards = targets_for(ctx, frame, eff, idx)
    if not cards or eff.target.who in ("you", "opponent", "each_player"):
        return _nothing(ctx, frame, f"{amount}ダメージ", f"{amount} damage")
    parts_ja, parts_en = [], []
    rules = ["1101.1", "914.3"]
    for cid in cards:
        rep, chose = pick_replacement(ctx, cid, "damage")
        cja, cen = label(state.cards[cid])
        if rep is not None:
            _apply_replacement(ctx, frame, rep, cid)
            parts_ja.append(f"{cja}へのダメージは置換される")
            parts_en.append(f"the damage to {cen} is replaced")
            rules += ["912.1", *(["912.2"] if chose else [])]
            continue
        dealt = deal_damage(ctx, cid, amount, frame["source"])
        if dealt == 0:
            rules.append("1101.2")
        parts_ja.append(f"{cja}に{dealt}ダメージ")
        parts_en.append(f"{dealt} damage to {cen}")
    return ctx.record(f"{sja}の効果: {'、'.join(parts_ja)}(退場するかは次の優先権前処理で判定)",
                      f"{sen}: {', '.join(parts_en)} (whether it leaves play is checked at the next pre-processing)",
                      tuple(dict.fromkeys(rules)))


def _apply_replacement(ctx: Context, frame: dict[str, Any], rep: ContinuousEffect, card_id: str) -> None:
    new_frame = {**frame, "targets": {}, "scripted": [card_id], "replaced": True}
    instead = rep.data.get("instead", [])
    ctx.push(*[Task("effect", {"frame": new_frame, "index": i, "effect": e}) for i, e in enumerate(instead)])
    if rep.until == "next_event":
        ctx.state.remove_effect(rep.id)


def p_ko(ctx: Context, frame: dict[str, Any], eff: Any, idx: int) -> Record:
    state = ctx.state
    sja, sen = _src(ctx, frame)
    cards = [c for c in targets_for(ctx, frame, eff, idx) if in_area(state.cards[c])]
    if not cards:
        return _nothing(ctx, frame, "退場させる", "KO")
    rules = ["1110.1", "1103.1", "1103.2", "506.1", "501.6", "513.3b", "514.3b"]
    done, replaced = [], []
    for cid in cards:
        moved = ko(ctx, cid, frame["source"])
        if moved is None:
            replaced.append(cid)
            rules += ["912.1", *(["912.2"] if state.data.pop("replaced", {}).get("chose") else []), "914.2b"]
            continue
        done.extend([cid, *moved])
    dja, den = card_list(state, done)
    tail_ja, tail_en = "", ""
    if replaced:
        rja, ren = card_list(state, replaced)
        tail_ja, tail_en = f"。{rja}の退場は置換効果により別の事象になる", f"; the KO of {ren} is replaced"
    return ctx.record(f"{sja}の効果: 退場させる。{dja}は持ち主のエネルギーゾーンに移動する{tail_ja}",
                      f"{sen}: KO. {den} go to their owner's energy zone{tail_en}", tuple(dict.fromkeys(rules)))


def p_to_trash(ctx: Context, frame: dict[str, Any], eff: Any, idx: int) -> Record:
    state = ctx.state
    sja, sen = _src(ctx, frame)
    cards = targets_for(ctx, frame, eff, idx)
    if not cards:
        return _nothing(ctx, frame, "トラッシュに置く", "put into the trash")
    from judge_app.engine.games.game004.effects import leave_area

    moved = []
    for cid in cards:
        if in_area(state.cards[cid]):
            moved.extend([cid, *leave_area(ctx, cid, "trash")])
        else:
            move(ctx, cid, owner_zone(state, cid, "trash"))
            moved.append(cid)
    mja, men = card_list(state, moved)
    return ctx.record(f"{sja}の効果: {mja}をトラッシュに置く(退場ではない)",
                      f"{sen}: {men} go to the trash (not a KO)", rule("505.1", "1110.2", "501.6"))


def p_draw(ctx: Context, frame: dict[str, Any], eff: Any, idx: int) -> Record:
    state = ctx.state
    parts_ja, parts_en = [], []
    for p in players_for(state, frame, eff.player):
        got = draw(ctx, p, num(ctx, frame, eff.amount))
        pja, pen = pname(state, p)
        parts_ja.append(f"{pja}はカードを{len(got)}枚引く")
        parts_en.append(f"{pen} draws {len(got)}")
    return ctx.record("、".join(parts_ja), "; ".join(parts_en), rule("1106.1", "1106.2"))


def p_discard(ctx: Context, frame: dict[str, Any], eff: Any, idx: int) -> Record:
    state = ctx.state
    parts_ja, parts_en = [], []
    for p in players_for(state, frame, eff.player):
        hand = state.in_zone(p, "hand")
        n = min(num(ctx, frame, eff.amount), len(hand))
        picked = list(hand[:n])
        if len(hand) > n:
            pja, pen = pname(state, p)
            opts = [Option(id=c, label_ja=label(state.cards[c])[0], label_en=label(state.cards[c])[1]) for c in hand]
            picked = ctx.ask("discard", p, f"{pja}: トラッシュに置く手札を{n}枚選んでください",
                             f"{pen}: choose {n} card(s) from your hand to trash", opts, min=n, max=n,
                             rules=rule("102.5"))
        for c in picked:
            move(ctx, c, owner_zone(state, c, "trash"))
        pja, pen = pname(state, p)
        cja, cen = card_list(state, picked)
        parts_ja.append(f"{pja}は手札の{cja}をトラッシュに置く")
        parts_en.append(f"{pen} trashes {cen} from hand")
    return ctx.record("、".join(parts_ja), "; ".join(parts_en), rule("505.1", "508.3", "102.5"))


def p_move(ctx: Context, frame: dict[str, Any], eff: Any, idx: int) -> Record:
    state = ctx.state
    sja, sen = _src(ctx, frame)
    cards = targets_for(ctx, frame, eff, idx)
    if not cards:
        return _nothing(ctx, frame, f"{eff.to}に置く", f"put into {eff.to}")
    from judge_app.engine.games.game004.effects import leave_area

    rules = ["102.4", "502.5c", "501.4"]
    moved = []
    for cid in cards:
        to = eff.to
        if to == "exp":
            host = frame["source"]
            if not in_area(state.cards[host]):
                rules.append("1112.1a")
                continue
            move(ctx, cid, owner_zone(state, cid, "exp"))
            state.set_flag(cid, "exp_of", host)
            rules += ["1112.1", "513.3"]
            moved.append(cid)
            continue
        if in_area(state.cards[cid]) and to not in AREAS:
            moved.extend([cid, *leave_area(ctx, cid, to)])
            if to == "energy":
                rules.append("1110.2")
            continue
        move(ctx, cid, owner_zone(state, cid, to), position=eff.position)
        moved.append(cid)
    mja, men = card_list(state, moved)
    return ctx.record(f"{sja}の効果: {mja}を持ち主の{to_ja(eff.to)}に置く", f"{sen}: {men} go to their owner's "
                                                                 f"{eff.to}",
                      tuple(dict.fromkeys(rules)))


def to_ja(zone: str) -> str:
    from judge_app.engine.games.game004.layout import ZONE_JA

    return ZONE_JA.get(zone, zone)


def p_return(ctx: Context, frame: dict[str, Any], eff: Any, idx: int) -> Record:
    return p_move(ctx, frame, _with_to(eff, "hand"), idx)


def p_remove(ctx: Context, frame: dict[str, Any], eff: Any, idx: int) -> Record:
    state = ctx.state
    sja, sen = _src(ctx, frame)
    cards = targets_for(ctx, frame, eff, idx)
    if not cards:
        return _nothing(ctx, frame, "除外する", "remove")
    from judge_app.engine.games.game004.effects import leave_area

    moved = []
    for cid in cards:  # 1111.2: one at a time
        if in_area(state.cards[cid]):
            moved.extend([cid, *leave_area(ctx, cid, "remove")])
        else:
            move(ctx, cid, owner_zone(state, cid, "remove"))
            moved.append(cid)
    mja, men = card_list(state, moved)
    return ctx.record(f"{sja}の効果: {mja}を除外する(持ち主のリムーブゾーンへ)", f"{sen}: removes {men} (to the "
                                                             "owner's "
                      "remove zone)", rule("1111.1", "1111.2", "512.1"))


def _with_to(eff: Any, to: str) -> Any:
    from judge_app.engine.kernel.effects import Move

    return Move(target=eff.target, to=to)


def p_power(ctx: Context, frame: dict[str, Any], eff: Any, idx: int) -> Record:
    state = ctx.state
    sja, sen = _src(ctx, frame)
    amount = num(ctx, frame, eff.amount)
    cards = [c for c in targets_for(ctx, frame, eff, idx) if in_area(state.cards[c])]
    if not cards:
        return _nothing(ctx, frame, f"パワー{amount:+d}", f"power {amount:+d}")
    until = UNTIL.get(eff.until, "mission_end")
    if eff.becomes:
        from judge_app.engine.games.game004.cards import power_of

        for c in cards:
            state.add_effect(ContinuousEffect(state.next_id("e"), "power", frame["source"], (c,),
                                              amount - power_of(state, state.cards[c]), until, state.tick()))
    else:
        state.add_effect(ContinuousEffect(state.next_id("e"), "power", frame["source"], tuple(cards), amount, until,
                                          state.tick()))
    if amount < 0:
        sources = dict(state.data.get("damage_sources") or {})
        for c in cards:
            sources[c] = {"source": frame["source"], "battle": False}
        state.data["damage_sources"] = sources
    cja, cen = card_list(state, cards)
    when_ja = {"mission_end": "ミッションフェイズ終了時まで", "attack_end": "アタック終了時まで"}.get(until, "")
    rules = ["902.2b", "911.1c", "911.3b"]
    rules.append({"mission_end": "704.9", "attack_end": "806.6"}.get(until, "902.2b"))
    return ctx.record(f"{sja}の効果: {cja}のパワーを{when_ja}{amount:+d}する",
                      f"{sen}: {cen} get {amount:+d} power ({until.replace('_', ' ')})", tuple(dict.fromkeys(rules)))


def p_keyword(ctx: Context, frame: dict[str, Any], eff: Any, idx: int) -> Record:
    state = ctx.state
    sja, sen = _src(ctx, frame)
    cards = [c for c in targets_for(ctx, frame, eff, idx) if in_area(state.cards[c])]
    if not cards:
        return _nothing(ctx, frame, eff.keyword, eff.keyword)
    state.add_effect(ContinuousEffect(state.next_id("e"), "keyword", frame["source"], tuple(cards), eff.keyword,
                                      UNTIL.get(eff.until, "mission_end"), state.tick(), {"gain": eff.gain}))
    cja, cen = card_list(state, cards)
    verb_ja, verb_en = ("得る", "gain") if eff.gain else ("失う", "lose")
    return ctx.record(f"{sja}の効果: {cja}は「{eff.keyword}」を{verb_ja}", f"{sen}: {cen} {verb_en} {eff.keyword}",
                      rule("902.2b", "911.1b"))


def _orientation(ctx: Context, frame: dict[str, Any], eff: Any, idx: int, value: bool) -> Record:
    state = ctx.state
    sja, sen = _src(ctx, frame)
    eff_target = eff.target
    if eff_target.who == "choose" and eff_target.filter.zone is None:
        cards = targets_for(ctx, frame, eff, idx)
    else:
        cards = targets_for(ctx, frame, eff, idx)
    done, ignored = [], []
    for cid in cards:
        (done if sleep(ctx, cid, value) else ignored).append(cid)
    rules = ["1104.2" if value else "1104.1"]
    notes = []
    dja, den = card_list(state, done)
    word_ja, word_en = ("スリープ", "sleeps") if value else ("リブート", "reboots")
    text_ja, text_en = f"{sja}の効果: {dja}を{word_ja}する", f"{sen}: {word_en} {den}"
    if ignored:
        ija, ien = card_list(state, ignored)
        text_ja += f"。{ija}はエリアにもアカウントゾーンにもないので、この指示は無視される"
        text_en += f"; {ien} is in neither an area nor the account zone, so the instruction is ignored"
        rules.append("1104.3")
        if any(state.cards[c].zone.endswith(".mission") for c in ignored):
            notes.append(setting_note(ctx, "effect_sleep_missions"))
    return ctx.record(text_ja, text_en, tuple(rules), notes=notes)


def p_sleep(ctx: Context, frame: dict[str, Any], eff: Any, idx: int) -> Record:
    return _orientation(ctx, frame, eff, idx, True)


def p_reboot(ctx: Context, frame: dict[str, Any], eff: Any, idx: int) -> Record:
    return _orientation(ctx, frame, eff, idx, False)


def p_freeze(ctx: Context, frame: dict[str, Any], eff: Any, idx: int) -> Record:
    sja, sen = _src(ctx, frame)
    return ctx.record(f"{sja}の効果「フリーズ」: このゲームのターンの進行はキャラをリブートしないので、何も起こらない",
                      f"{sen}: 'freeze' has no meaning here: the turn structure never reboots characters",
                      rule("702.3", "706.3"))


def p_counters(ctx: Context, frame: dict[str, Any], eff: Any, idx: int) -> Record:
    state = ctx.state
    who = eff.target.who if eff.target.who in ("you", "opponent", "each_player") else "you"
    parts_ja, parts_en = [], []
    rules = ["1301.1", "1301.2", "1301.3"]
    for p in players_for(state, frame, who):
        held = dict(state.players[p].flags.get("counters") or {})
        now = int(held.get(eff.counter, 0))
        amount = num(ctx, frame, eff.amount)
        new = max(0, now + amount)
        held[eff.counter] = new
        state.set_player(p, "counters", held)
        pja, pen = pname(state, p)
        if amount >= 0:
            rules.append("1120.1")
            parts_ja.append(f"{pja}は「{eff.counter}」カウンターを{amount}個得る({now}→{new})")
            parts_en.append(f"{pen} gains {amount} '{eff.counter}' counter(s) ({now} -> {new})")
        else:
            rules += ["1120.2", "1301.4"]
            parts_ja.append(f"{pja}は「{eff.counter}」カウンターを{-amount}個消費する({now}→{new}、0未満にはならない)")
            parts_en.append(f"{pen} spends {-amount} '{eff.counter}' counter(s) ({now} -> {new}, never below 0)")
    return ctx.record("、".join(parts_ja), "; ".join(parts_en), tuple(dict.fromkeys(rules)))


def p_search(ctx: Context, frame: dict[str, Any], eff: Any, idx: int) -> Record:
    state = ctx.state
    you = frame["controller"]
    zone = eff.filter.zone or "deck"
    pool = [c for c in state.in_zone(you, zone) if matches(state, state.cards[c], eff.filter.model_copy(
        update={"zone": None}), you, frame["source"])]
    pja, pen = pname(state, you)
    picked = pool[: eff.count]
    if len(pool) > eff.count or pool:
        opts = [Option(id=c, label_ja=label(state.cards[c])[0], label_en=label(state.cards[c])[1]) for c in pool]
        picked = ctx.ask("search", you, f"{pja}: {to_ja(zone)}から探すカードを選んでください(見つけないこともできる)",
                         f"{pen}: choose the card(s) to find in your {zone} (you may find none)", opts, min=0,
                         max=min(eff.count, len(pool)), rules=rule("102.10"))
    for c in picked:
        move(ctx, c, f"{you}.{eff.to}")
    if zone == "deck" and eff.shuffle:
        shuffle(ctx, you)
    cja, cen = card_list(state, picked)
    return ctx.record(f"{pja}は{to_ja(zone)}から{cja}を{to_ja(eff.to)}に置き、デッキをシャッフルする",
                      f"{pen} finds {cen} in the {zone}, puts it into the {eff.to} and shuffles the deck",
                      rule("102.10", "1105.1"))


def p_reveal(ctx: Context, frame: dict[str, Any], eff: Any, idx: int) -> Record:
    state = ctx.state
    cards = targets_for(ctx, frame, eff, idx)
    cja, cen = card_list(state, cards)
    rules = ["1108.1", "1108.2"]
    tail_ja, tail_en = "", ""
    decks = {state.cards[c].owner for c in cards if state.cards[c].zone.endswith(".deck")}
    for p in sorted(decks):
        shuffle(ctx, p)
        rules.append("1108.3")
        if len(state.in_zone(p, "deck")) <= 1:
            rules.append("1105.2")
        tail_ja, tail_en = "。公開したデッキのカードは非公開に戻り、デッキをシャッフルする", \
            "; the revealed deck card is hidden again and the deck is shuffled"
    return ctx.record(f"{cja}を公開する(ゾーンは変わらない){tail_ja}", f"{cen} is revealed (it stays in its zone)"
                                                         f"{tail_en}",
                      tuple(rules))


def p_prevent(ctx: Context, frame: dict[str, Any], eff: Any, idx: int) -> Record:
    state = ctx.state
    sja, sen = _src(ctx, frame)
    cards = targets_for(ctx, frame, eff, idx)
    if not cards:
        return _nothing(ctx, frame, "ダメージ軽減", "prevent damage")
    state.add_effect(ContinuousEffect(state.next_id("e"), "prevent", frame["source"], tuple(cards), eff.amount,
                                      UNTIL.get(eff.until, "mission_end"), state.tick()))
    cja, cen = card_list(state, cards)
    return ctx.record(f"{sja}の効果: {cja}が受けるダメージを軽減する", f"{sen}: damage to {cen} is prevented",
                      rule("902.2b", "1101.1"))


def p_replace(ctx: Context, frame: dict[str, Any], eff: Any, idx: int) -> Record:
    state = ctx.state
    sja, sen = _src(ctx, frame)
    cards = targets_for(ctx, frame, eff, idx)
    if not cards:
        return _nothing(ctx, frame, "置換効果", "replacement")
    state.add_effect(ContinuousEffect(state.next_id("e"), "replace", frame["source"], tuple(cards), None,
                                      UNTIL.get(eff.until, "mission_end"), state.tick(),
                                      {"event": eff.event, "instead": [e.model_dump() for e in eff.instead]}))
    cja, cen = card_list(state, cards)
    word = {"ko": "退場", "broken": "退場", "damage": "ダメージ"}.get(eff.event, eff.event)
    return ctx.record(f"{sja}の効果: {cja}に「{word}するかわりに」という置換効果が生じる",
                      f"{sen}: a replacement effect ('instead of {eff.event}') now applies to {cen}",
                      rule("902.2c", "912.1"))


def p_control(ctx: Context, frame: dict[str, Any], eff: Any, idx: int) -> Record:
    state = ctx.state
    sja, sen = _src(ctx, frame)
    cards = [c for c in targets_for(ctx, frame, eff, idx) if in_area(state.cards[c])]
    if not cards:
        return _nothing(ctx, frame, "支配者の変更", "change of control")
    new = frame["controller"] if eff.to == "you" else state.opponent(frame["controller"])
    for c in cards:
        state.set_card(c, "controller", new)
    cja, cen = card_list(state, cards)
    nja, nen = pname(state, new)
    return ctx.record(f"{sja}の効果: {cja}の支配者が{nja}になる(置かれたエリアは変わらない)",
                      f"{sen}: {nen} now controls {cen} (it stays in its area)", rule("502.1b", "502.1e"),
                      notes=["control changes last for the rest of the game here; durations are not modelled"])


def p_text(ctx: Context, frame: dict[str, Any], eff: Any, idx: int) -> Record:
    state = ctx.state
    sja, sen = _src(ctx, frame)
    cards = targets_for(ctx, frame, eff, idx)
    if not cards:
        return _nothing(ctx, frame, "能力の変更", "text change")
    state.add_effect(ContinuousEffect(state.next_id("e"), "text", frame["source"], tuple(cards), eff.lose_all,
                                      UNTIL.get(eff.until, "mission_end"), state.tick()))
    cja, cen = card_list(state, cards)
    return ctx.record(f"{sja}の効果: {cja}は能力を失う(能力は存在するが無効)",
                      f"{sen}: {cen} lose their abilities (they exist but are inactive)",
                      rule("911.1b", "903.2", "903.2b"))


def p_traits(ctx: Context, frame: dict[str, Any], eff: Any, idx: int) -> Record:
    state = ctx.state
    sja, sen = _src(ctx, frame)
    cards = targets_for(ctx, frame, eff, idx)
    if not cards:
        return _nothing(ctx, frame, "特徴の変更", "trait change")
    state.add_effect(ContinuousEffect(state.next_id("e"), "traits", frame["source"], tuple(cards), list(eff.jobs),
                                      UNTIL.get(eff.until, "mission_end"), state.tick(), {"replace": eff.replace}))
    cja, cen = card_list(state, cards)
    return ctx.record(f"{sja}の効果: {cja}の特徴を{'、'.join(eff.jobs)}に変更する",
                      f"{sen}: {cen} get the trait(s) {', '.join(eff.jobs)}", rule("911.1b", "911.6"))


def p_delayed(ctx: Context, frame: dict[str, Any], eff: Any, idx: int) -> Record:
    state = ctx.state
    sja, sen = _src(ctx, frame)
    watched = tuple(targets_for(ctx, frame, eff, idx)) if eff.target is not None else ()
    state.add_effect(ContinuousEffect(state.next_id("e"), "delayed", frame["source"], watched, None,
                                      UNTIL.get(eff.until or "permanent", "permanent"), state.tick(),
                                      {"trigger": eff.trigger.model_dump(), "effects": [e.model_dump() for e in
                                                                                        eff.effects],
                                       "controller": frame["controller"], "once": eff.until is None}))
    when = {"ko": "キャラが退場した", "enters": "キャラが登場した", "attacks": "アタックした", "attack": "アタックした",
            "attack_success": "アタック成功した", "damaged": "ダメージを受けた"}
    when = when.get(eff.trigger.event, eff.trigger.event)
    return ctx.record(f"{sja}の効果: 時限型自動能力「{when}時」が作られる",
                      f"{sen}: a delayed auto ability ('when {eff.trigger.event}') is created",
                      rule("908.4", "908.4a", "914.2a"))


PRIMITIVES: dict[str, Primitive] = {
    "damage": p_damage, "break": p_ko, "put_into_break_zone": p_to_trash, "draw": p_draw, "discard": p_discard,
    "move": p_move, "return_to_hand": p_return, "remove": p_remove, "power": p_power, "keyword": p_keyword,
    "dull": p_sleep, "activate": p_reboot, "freeze": p_freeze, "counters": p_counters, "search": p_search,
    "reveal": p_reveal, "prevent_damage": p_prevent, "replace": p_replace, "control": p_control, "text": p_text,
    "job": p_traits, "delayed": p_delayed,
}


@task("effect")
def run_effect(ctx: Context, args: dict[str, Any]) -> Record | None:
    frame = args["frame"]
    if args.get("effect") is not None:
        from pydantic import TypeAdapter

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
    cja, cen = label(card)
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
                return ctx.record(f"デッキエンゲージ: デッキに「{want}」がなくコネクトできないので、{cja}はエリアで"
                                  "はなく"
                                  "トラッシュに置かれる", f"Deck Engage: no '{want}' in the deck to connect, so {cen} "
                                  "goes to the trash instead of the area", rule("1206.2", "1206.2a"))
        came = move(ctx, cid, f"{player}.{area}")
        rules = ["906.2a", "1109.1", "1109.2", "1109.3", "503.3"]
        text_ja = f"{cja}が解決され、{AREA_JA[area]}にリブートで登場する({_zone_word(came)}から登場したとみなす)"
        text_en = f"{cen} resolves and enters the {AREA_EN[area]} rebooted (it counts as entering from the {came})"
        if came == "deck":
            rules += ["502.2", "502.2a"]
        if found:
            for e in found:
                move(ctx, e, f"{player}.connect")
                state.set_flag(e, "connected_to", cid)
            shuffle(ctx, player)
            eja, een = card_list(state, found)
            text_ja += f"。デッキエンゲージ: デッキから{eja}をコネクトしてる状態で置き、デッキをシャッフルする"
            text_en += f"; Deck Engage: {een} come from the deck connected to it and the deck is shuffled"
            rules += ["1206.1", "1206.2", "1121.2"]
        return ctx.record(text_ja, text_en, tuple(rules))
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
        return ctx.record(f"イベント{cja}が解決される: イベント能力を上から順に実行する",
                          f"The event {cen} resolves: its event abilities run top to bottom",
                          rule("906.2b", "901.2d", "909.1", "909.2", "304.1c"))
    # engage
    if ctx.setting("engage_placement") == "area":
        move(ctx, cid, f"{player}.{area}")
        return ctx.record(f"エンゲージ{cja}は選んだ{AREA_JA[area]}に置かれる(キャラではない)",
                          f"The engage {cen} is placed in the chosen {AREA_EN[area]} (it is not a character)",
                          rule("906.2c"), notes=[setting_note(ctx, "engage_placement")])
    hosts = area_chars(state, player, area)
    if not hosts:
        move(ctx, cid, owner_zone(state, cid, "trash"))
        return ctx.record(f"エンゲージ{cja}: 選んだエリアにコネクトするキャラがいないのでトラッシュに置かれる",
                          f"The engage {cen}: no character in the chosen area to connect to; it goes to the trash",
                          rule("906.2c", "1121.1"), notes=[setting_note(ctx, "engage_placement")])
    host = max(hosts, key=lambda c: c.timestamp)
    move(ctx, cid, f"{player}.connect")
    state.set_flag(cid, "connected_to", host.id)
    hja, hen = label(host)
    return ctx.record(f"エンゲージ{cja}は選んだ{AREA_JA[area]}に置かれ、{hja}とコネクトする",
                      f"The engage {cen} is placed in the chosen {AREA_EN[area]} and connects with {hen}",
                      rule("906.2c", "1121.1", "1121.2", "514.3"), notes=[setting_note(ctx, "engage_placement")])


def _zone_word(zone: str) -> str:
    return to_ja(zone)


@task("event_to_trash")
def event_to_trash(ctx: Context, args: dict[str, Any]) -> Record:
    state = ctx.state
    cid = args["card"]
    move(ctx, cid, owner_zone(state, cid, "trash"))
    cja, cen = label(state.cards[cid])
    return ctx.record(f"解決を終えたイベント{cja}を持ち主のトラッシュに置く", f"The resolved event {cen} goes to "
                                                       "its owner's "
                      "trash", rule("906.2b", "904.3c"))


# ----- keyword actions and abilities (1115, 1117, 1201-1205) -------------------------------------------------
@task("keyword_action")
def keyword_action(ctx: Context, args: dict[str, Any]) -> Record | None:
    state = ctx.state
    frame = args["frame"]
    card = state.cards[frame["source"]]
    ab = card.abilities[frame["ability"]]
    you = frame["controller"]
    pja, pen = pname(state, you)
    cja, cen = label(card)
    kw = ab.keyword
    if kw == "scout":
        ctx.then("scout", players=[you], reason="effect")
        return None
    if kw == "reload":
        chars = [c for c in state.in_zone(you, "trash") if ctype(state.cards[c]) == "character"]
        for c in chars:
            move(ctx, c, f"{you}.deck", position="bottom")
        shuffle(ctx, you)
        rja, ren = card_list(state, chars)
        return ctx.record(f"リロード: {pja}はトラッシュのキャラ({rja})をすべてデッキに戻し、シャッフルする",
                          f"Reload: {pen} returns every character in the trash ({ren}) to the deck and shuffles",
                          rule("1117.1", "1105.1"))
    if kw == "lose_game":
        from judge_app.engine.games.game004.preprocess import apply_losses

        who = players_for(state, frame, str(ab.params.get("who", "you")))
        return apply_losses(ctx, [(p, rule("101.2")) for p in who], rule("102.2"))
    if kw == "accel":
        return _accel(ctx, you, card.id, ab)
    if kw == "issen":
        victims = [c.id for c in area_chars(state) if c.controller != you]
        if not victims:
            return ctx.record("一閃: 相手のエリアにキャラがいないので何も起こらない", "Issen: the opponent has no "
                              "character in an area; nothing happens", rule("1205.2", "102.3"))
        picked = victims
        if len(victims) > 1:
            scripted = [c for c in (frame.get("scripted") or []) if c in victims]
            if scripted:
                picked = scripted[:1]
            else:
                opts = [Option(id=c, label_ja=label(state.cards[c])[0], label_en=label(state.cards[c])[1])
                        for c in victims]
                picked = ctx.ask("target", you, f"{pja}: 一閃で退場させる相手のキャラを1枚選んでください",
                                 f"{pen}: choose the opponent's character Issen KOs", opts, rules=rule("1205.2"))
        moved = ko(ctx, picked[0], card.id)
        vja, ven = label(state.cards[picked[0]])
        return ctx.record(f"一閃: {vja}を選び、退場させる(エネルギーゾーンへ)"
                          f"{'、' + card_list(state, moved)[0] if moved else ''}",
                          f"Issen: {ven} is chosen and KO'd (to the energy zone)", rule("1205.1", "1205.2", "1110.1",
                                                                                      "1107.1"))
    if kw == "encounter":
        if card.zone != f"{card.owner}.energy":
            return ctx.record(f"エンカウント: {cja}はもうエネルギーゾーンにないので何もしない",
                              f"Encounter: {cen} is no longer in the energy zone; nothing happens", rule("913.2"))
        empty = [a for a in AREAS if not area_chars(state, you, a)]
        if not empty:
            return ctx.record(f"エンカウント: キャラがいないエリアがないので{cja}は登場しない",
                              f"Encounter: no area without a character, so {cen} does not enter",
                              rule("1202.2", "102.3"))
        area = empty[0]
        if len(empty) > 1:
            opts = [Option(id=a, label_ja=AREA_JA[a], label_en=AREA_EN[a]) for a in empty]
            area = ctx.ask("area", you, f"{pja}: {cja}を登場させるエリアを選んでください",
                           f"{pen}: choose the area {cen} enters", opts, rules=rule("1202.2"))[0]
        move(ctx, card.id, f"{you}.{area}")
        return ctx.record(f"エンカウント: {cja}はキャラがない{AREA_JA[area]}にリブートで登場する",
                          f"Encounter: {cen} enters the empty {AREA_EN[area]} rebooted",
                          rule("1202.1", "1202.2", "1109.1", "1109.3"))
    if kw == "subjugate":
        if not in_area(card):
            return ctx.record(f"討伐: {cja}はもうエリアにないので何もしない", f"Subjugate: {cen} is no longer in "
                                                            "an area",
                              rule("1204.2", "913.2"))
        ko(ctx, card.id, card.id)
        return ctx.record(f"討伐: 「{ab.params.get('name')}」がアタック成功したので、{cja}は自身を退場させる",
                          f"Subjugate: '{ab.params.get('name')}' achieved attack success, so {cen} KOs itself",
                          rule("1204.1", "1204.2", "1110.1"))
    if kw == "chant":
        if card.zone != f"{card.owner}.remove":
            return ctx.record(f"詠唱: {cja}はもうリムーブゾーンにないのでプレイできない",
                              f"Chant: {cen} is no longer in the remove zone", rule("1203.2", "913.2"))
        from judge_app.engine.games.game004.play import play_free

        return play_free(ctx, you, card.id, rule("1203.1", "1203.2"), "chant", note=setting_note(ctx, "chant_trigger"))
    return None


def _accel(ctx: Context, you: str, source: str, ab: Ability) -> Record:
    state = ctx.state
    pja, pen = pname(state, you)
    deck = state.in_zone(you, "deck")
    if not deck:
        return ctx.record(f"アクセル: {pja}のデッキにカードがないので公開できない", f"Accel: {pen}'s deck is empty",
                          rule("1201.2", "102.3"))
    top = deck[0]
    infos = [str(x) for x in ab.params.get("account_info", [])]
    card = state.cards[top]
    cja, cen = label(card)
    rules = ["1201.1", "1201.2", "1108.1"]
    if len(infos) > 1:
        rules.append("1201.2a")
    match = any(i in card.printed.get("account_info", []) for i in infos) and ctype(card) != "mission"
    play = False
    if match:
        play = ctx.ask("accel", you, f"{pja}: 公開した{cja}はアカウント情報が一致します。コストを支払わずにプレイし"
                                     "ますか",
                       f"{pen}: the revealed {cen} matches; play it without paying its cost?",
                       [Option(id="play", label_ja="プレイする", label_en="play it"),
                        Option(id="energy", label_ja="エネルギーに置く", label_en="put it into energy")],
                       rules=rule("1201.2"))[0] == "play"
    if play:
        from judge_app.engine.games.game004.play import play_free

        return play_free(ctx, you, top, tuple(rules), "accel")
    move(ctx, top, f"{you}.energy")
    why_ja = "一致するが、プレイしない" if match else "アカウント情報が一致しない"
    why_en = "it matches but is not played" if match else "its account info does not match"
    return ctx.record(f"アクセル: デッキの上の{cja}を公開する。{why_ja}ので、エネルギーに置く",
                      f"Accel: the top card {cen} is revealed; {why_en}, so it goes into energy",
                      (*rules, "1201.3"))
