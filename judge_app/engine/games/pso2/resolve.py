"""Processing the newest item on the PA (406.4): the target check (406.4.1), cards entering, effects."""

from __future__ import annotations

from typing import Any

from judge_app.engine.games.pso2.cards import attached, characters, ctype, keywords, label, on_field
from judge_app.engine.games.pso2.common import pa_label
from judge_app.engine.games.pso2.effects import destroy, emit, enter_stamp, move_row, shuffle, still_legal
from judge_app.engine.games.pso2.tasks import card_list, note, pname, rec, setting_note, task, version_note
from judge_app.engine.games.pso2.versions import cite, is_18, sw
from judge_app.engine.kernel.effects import Ability
from judge_app.engine.kernel.game import Context, Record
from judge_app.engine.kernel.questions import Option
from judge_app.engine.kernel.state import StackObject, Task
from judge_app.engine.kernel.tasks import card_options


def obj_ability(state: Any, obj: StackObject) -> Ability | None:
    card = state.cards[obj.source]
    if obj.ability is not None:
        return card.abilities[obj.ability]
    return next((a for a in card.abilities if a.kind == "active"), None)


@task("resolve_top")
def resolve_top(ctx: Context, args: dict[str, Any]) -> Record | None:
    state = ctx.state
    obj = state.pop_stack()
    card = state.cards[obj.source]
    tja, ten = pa_label(ctx, obj)
    ctx.then("after_resolve", kind=obj.kind, card=obj.source)
    ab = obj_ability(state, obj)
    targets: dict[str, list[str]] = {k: list(v) for k, v in (obj.data.get("targets") or {}).items()}
    carrier = obj.data.get("carrier")
    if carrier is not None:
        gone = not still_legal_carrier(ctx, obj)
        if gone:
            return _carrier_gone(ctx, obj, tja, ten)
    if targets and ab is not None:
        checked = _target_check(ctx, obj, ab, targets, tja, ten)
        if isinstance(checked, Record):
            return checked
        targets = checked
    frame = {"controller": obj.controller, "source": obj.source, "ability": _ability_index(card, obj),
             "targets": targets, "event": obj.data.get("event"), "kind": obj.kind, "x": obj.data.get("x", 0),
             "heal_mode": obj.data.get("heal_mode")}
    if obj.kind == "card":
        t = ctype(card)
        if t == "character":
            return _character_enters(ctx, obj, tja, ten)
        if t == "item":
            return _item_enters(ctx, obj, tja, ten)
        if t == "active" and card.printed.get("grant"):
            return _grant(ctx, obj, tja, ten)
    if ab is None:
        return rec(ctx, f"{tja}を処理する(効果は書かれていない)", f"{ten} is processed (no effect given)",
                   cite(ctx, "406.4", "103.4.2.3"))
    if ab.keyword in KEYWORD_RESOLVERS:
        return KEYWORD_RESOLVERS[ab.keyword](ctx, frame, tja, ten)
    if ab.optional:
        pja, pen = pname(state, obj.controller)
        yes = ctx.ask("optional", obj.controller, f"{pja}: {tja}を実行しますか", f"{pen}: carry out {ten}?",
                      [Option(id="yes", label_ja="実行する", label_en="yes"),
                       Option(id="no", label_ja="実行しない", label_en="no")], rules=cite(ctx, "103.4.2.3"))
        if yes == ["no"]:
            return rec(ctx, f"{pja}は{tja}を実行しない", f"{pen} chooses not to carry out {ten}", cite(ctx, "406.4"))
    ctx.push(*[Task("effect", {"frame": frame, "index": i}) for i in range(len(ab.effects))])
    rules = cite(ctx, "406.4", "103.4.2.3", "103.4.2.1")
    if ctype(card) == "active":
        rules = (*rules, *cite(ctx, "211.2.2", "300.5"))
    pja_, pen_, prules = partial_text(ctx)
    return rec(ctx, f"{tja}を処理する: テキストをはじめから順番に実行する{pja_}", f"{ten} is processed: its text is "
               f"carried out in order from the start{pen_}", (*rules, *prules))


def _ability_index(card: Any, obj: StackObject) -> int | None:
    if obj.ability is not None:
        return obj.ability
    return next((i for i, a in enumerate(card.abilities) if a.kind == "active"), None)


def still_legal_carrier(ctx: Context, obj: StackObject) -> bool:
    state = ctx.state
    cid = obj.data["carrier"]
    card = state.cards[cid]
    return on_field(card) and int(card.flags.get("entered", 0)) == int(obj.data.get("carrier_stamp", 0))


def _to_discard(ctx: Context, cid: str) -> None:
    state = ctx.state
    if state.cards[cid].zone == "pa":
        state.move(cid, f"{state.cards[cid].owner}.discard")
        state.set_card(cid, "face_up", True)


def _target_check(ctx: Context, obj: StackObject, ab: Ability, targets: dict[str, list[str]], tja: str,
                  ten: str) -> dict[str, list[str]] | Record:
    """406.4.1: illegal targets; 3.0 removes the item only when every target is illegal (406.4.1.1)."""
    state = ctx.state
    stamps = obj.data.get("stamps") or {}
    illegal: list[str] = []
    total: list[str] = []
    for idx, ids in targets.items():
        eff = ab.effects[int(idx)]
        for cid in ids:
            total.append(cid)
            if not still_legal(state, cid, int(stamps.get(cid, 0)), eff.target, obj.controller, obj.source):
                illegal.append(cid)
    if not illegal:
        return targets
    card = state.cards[obj.source]
    is_card = obj.kind == "card" or ctype(card) == "active"
    ija, ien = card_list(state, illegal)
    if is_18(ctx):
        which = ("406.4.1",) if is_card else ("406.4.1#2",)
        if ctx.setting("partial_illegal_18") == "all_removed" or len(illegal) == len(total):
            if len(illegal) < len(total):
                note(ctx, setting_note(ctx, "partial_illegal_18"))
            if obj.kind == "card":
                _to_discard(ctx, obj.source)
            return rec(ctx, f"{tja}の対象({ija})が不適正なので、能力は処理されず処理領域から除外される",
                       f"{ten}: its target(s) ({ien}) are illegal, so nothing is processed and it is removed from "
                       "the PA", cite(ctx, "406.4", v18=which))
        note(ctx, setting_note(ctx, "partial_illegal_18"))
    elif len(illegal) == len(total):
        if obj.kind == "card":
            _to_discard(ctx, obj.source)
        rules = cite(ctx, "406.4", "406.4.1", "406.4.1.1", "406.4.1.2") if obj.kind == "card" else \
            cite(ctx, "406.4", "406.4.1", "406.4.1.1")
        where_ja = "カードは捨札に置かれる" if obj.kind == "card" else "能力は取り除かれる"
        where_en = "the card goes to the discard" if obj.kind == "card" else "the ability is removed"
        return rec(ctx, f"{tja}の対象({ija})がすべて不適正なので、何も処理されず処理領域から取り除かれ、{where_ja}",
                   f"{ten}: all its targets ({ien}) are illegal, so nothing is processed; it leaves the PA and "
                   f"{where_en}", rules)
    else:
        note(ctx, setting_note(ctx, "partial_illegal_targets"))
    keep = ctx.setting("partial_illegal_targets") == "affected" and not is_18(ctx)
    out = {k: [c for c in v if keep or c not in illegal] for k, v in targets.items()}
    state.set_data("partial_illegal", illegal)
    return out


def partial_text(ctx: Context) -> tuple[str, str, tuple[str, ...]]:
    """The part of the resolution sentence that names targets which became illegal (406.4.1.1)."""
    illegal = ctx.state.data.get("partial_illegal")
    if not illegal:
        return "", "", ()
    ija, ien = card_list(ctx.state, illegal)
    return (f"(不適正になった対象{ija}には処理しない。すべての対象が不適正ではないので取り除かれない)",
            f" (not to {ien}, which became illegal; not every target is illegal, so it is not removed)",
            cite(ctx, "406.4.1", "406.4.1.1", v18=("406.4.1",)))


def _carrier_gone(ctx: Context, obj: StackObject, tja: str, ten: str) -> Record:
    state = ctx.state
    card = state.cards[obj.source]
    if ctype(card) == "item":
        _to_discard(ctx, obj.source)
        if is_18(ctx):
            note(ctx, version_note(ctx, "no rule says what happens to an item whose equip target left (205.4.8 is "
                                        "3.0); the engine puts it into the discard"))
        return rec(ctx, f"{tja}の装備先が場を離れたので、アイテムはそのまま捨札に置かれる",
                   f"{ten}: the equip target left the field, so the item goes straight to the discard",
                   cite(ctx, "205.4.8", v18=("406.4.1",)))
    dest = ctx.setting("granted_target_gone")
    note(ctx, setting_note(ctx, "granted_target_gone"))
    if state.cards[obj.source].zone == "pa":
        state.move(obj.source, f"{card.owner}.{'excluded' if dest == 'excluded' else 'discard'}")
    where_ja = "除外される" if dest == "excluded" else "捨札に置かれる"
    where_en = "is excluded" if dest == "excluded" else "goes to the discard"
    return rec(ctx, f"{tja}の付与先が処理前に場を離れたので、能力は処理領域から除外され、カードは{where_ja}",
               f"{ten}: the grant target left the field before processing; the ability is removed from the PA and "
               f"the card {where_en}", cite(ctx, "204.2.2.2.2", "400.2.4", "406.4.1.2", v18=("406.4.1",)))


def _character_enters(ctx: Context, obj: StackObject, tja: str, ten: str) -> Record:
    state = ctx.state
    cid = obj.source
    card = state.cards[cid]
    controller = obj.controller
    state.move(cid, f"{controller}.front")
    state.set_card(cid, "controller", controller)
    state.set_card(cid, "face_up", True)
    enter_stamp(state, cid)
    surprise = "surprise" in keywords(state, card)
    state.set_card(cid, "dull", not surprise)
    emit(ctx, "enters", cid)
    if surprise:
        return rec(ctx, f"{tja}が場に出る: 奇襲を持つので前列にON状態で出る",
                   f"{ten} enters the field: it has surprise, so it enters the front row ON",
                   cite(ctx, "302.6", "202.2", "406.4", v18=("215.1.3",)))
    return rec(ctx, f"{tja}が場に出る: 自分の場の前列にOFF状態で置かれる",
               f"{ten} enters the field: the front row of its controller, OFF",
               cite(ctx, "202.2", "406.4", v18=("215.1.3",)))


def _item_enters(ctx: Context, obj: StackObject, tja: str, ten: str) -> Record:
    state = ctx.state
    cid = obj.source
    card = state.cards[cid]
    controller = obj.controller
    kind = card.printed.get("item_kind", "normal")
    if kind == "normal":
        state.move(cid, f"{controller}.back")
        state.set_card(cid, "face_up", True)
        enter_stamp(state, cid)
        emit(ctx, "enters", cid)
        return rec(ctx, f"{tja}が場に出る: 後列にON状態で置かれる", f"{ten} enters the field: the back row, ON",
                   cite(ctx, "205.3", "406.4"))
    carrier = obj.data["carrier"]
    host = state.cards[carrier]
    zone = host.zone
    state.move(cid, zone)
    state.set_card(cid, "face_up", True)
    state.set_flag(cid, "equipped_to", carrier)
    enter_stamp(state, cid)
    hja, hen = label(host)
    rules = list(cite(ctx, "205.4", "205.4.2", "301.7", "406.4"))
    extra_ja, extra_en = "", ""
    same = [a for a in attached(state, carrier) if state.cards[a].printed.get("item_kind") == kind]
    used = len(same) if kind == "weapon" else sum(int(state.cards[a].printed.get("slots", 1)) for a in same)
    limit = 1 if kind == "weapon" else 3
    if used > limit:
        pja, pen = pname(state, controller)
        opts = [Option(id=a, label_ja=label(state.cards[a])[0], label_en=label(state.cards[a])[1]) for a in same]
        kinds_ja = "武器" if kind == "weapon" else "防具"
        while used > limit:
            gone = ctx.ask("equip_over", controller, f"{pja}: {hja}の{kinds_ja}の装備枠を超えます。"
                           "破壊するカードを選んでください",
                           f"{pen}: {hen} is over its {kind} slots; choose the card to destroy", opts,
                           rules=cite(ctx, "205.4.5"))[0]
            destroy(ctx, gone)
            same = [a for a in same if a != gone]
            opts = [o for o in opts if o.id != gone]
            used = len(same) if kind == "weapon" else sum(int(state.cards[a].printed.get("slots", 1)) for a in same)
            gja, gen = label(state.cards[gone])
            extra_ja += f"。装備枠を超えたので{gja}を破壊し捨札に置く"
            extra_en += f"; over the slot limit, {gen} is destroyed"
        rules += cite(ctx, "205.4.4", "205.4.4.1", "205.4.5")
    emit(ctx, "enters", cid)
    return rec(ctx, f"{tja}を{hja}に装備する(ON状態で装備先と同じ領域に置く){extra_ja}",
               f"{ten} is equipped to {hen} (ON, in the carrier's zone){extra_en}", rules)


def _grant(ctx: Context, obj: StackObject, tja: str, ten: str) -> Record:
    state = ctx.state
    cid = obj.source
    carrier = obj.data["carrier"]
    state.move(cid, state.cards[carrier].zone)
    state.set_card(cid, "face_up", True)
    state.set_card(cid, "dull", False)
    state.set_flag(cid, "attached_to", carrier)
    enter_stamp(state, cid)
    hja, hen = label(state.cards[carrier])
    return rec(ctx, f"{tja}を{hja}に付与する(ON状態で重ねる)", f"{ten} is granted to {hen} (attached, ON)",
               cite(ctx, "204.2.2", "204.2.2.2", "204.2.2.4", "301.8"))


@task("after_resolve")
def after_resolve(ctx: Context, args: dict[str, Any]) -> Record | None:
    state = ctx.state
    state.set_data("passes", 0)
    state.set_data("partial_illegal", None)
    ctx.then("ar", player=state.turn_player)
    cid = args["card"]
    card = state.cards[cid]
    if card.zone == "pa":
        state.move(cid, f"{card.owner}.discard")
        state.set_card(cid, "face_up", True)
        cja, cen = label(card)
        tja, ten = pname(state, state.turn_player)
        return rec(ctx, f"処理を終えたアクティブ{cja}は処理領域を離れ捨札に置かれる。{tja}が行動権を得る",
                   f"The processed active {cen} leaves the PA for the discard; {ten} gets the action right",
                   cite(ctx, "204.2.1", "103.6.1.7"))
    return None


# ----- keyword abilities resolved by the rules -----------------------------------------------------
def _war_cry(ctx: Context, frame: dict[str, Any], tja: str, ten: str) -> Record:
    """302.1#2: every attack target becomes this card; 302.1.1 (3.0) if it was destroyed, no target remains."""
    state = ctx.state
    battle = dict(state.data.get("battle") or {})
    src = frame["source"]
    card = state.cards[src]
    cja, cen = label(card)
    if not battle:
        return rec(ctx, f"{tja}: 戦闘中ではないので何も起きない", f"{ten}: no battle is under way; nothing happens",
                   cite(ctx, "302.1#2"))
    if not on_field(card) or int(card.flags.get("entered", 0)) != int(frame.get("stamp") or
                                                                      card.flags.get("entered", 0)):
        if sw(ctx).war_cry_no_target_rule or ctx.setting("war_cry_gone_18") == "no_target":
            if not sw(ctx).war_cry_no_target_rule:
                note(ctx, setting_note(ctx, "war_cry_gone_18"))
            battle["targets"] = []
            state.set_data("battle", battle)
            return rec(ctx, f"{tja}: {cja}は既に破壊されているが能力は処理され、攻撃の対象がいなくなる",
                       f"{ten}: {cen} was already destroyed; the ability still resolves and the attack has no target",
                       cite(ctx, "302.1#2", "302.1.1"))
        note(ctx, setting_note(ctx, "war_cry_gone_18"))
        return rec(ctx, f"{tja}: {cja}は場にいないので攻撃の対象は変わらない",
                   f"{ten}: {cen} is no longer on the field; the attack target is unchanged", cite(ctx, "302.1#2"))
    old = list(battle.get("targets", []))
    battle["targets"] = [src]
    state.set_data("battle", battle)
    oja, oen = card_list(state, old)
    return rec(ctx, f"{tja}: 攻撃の対象({oja})を{cja}に移す", f"{ten}: the attack target ({oen}) becomes {cen}",
               cite(ctx, "302.1#2", "506.4.2"))


def _combo(ctx: Context, frame: dict[str, Any], tja: str, ten: str) -> Record:
    state = ctx.state
    src = frame["source"]
    card = state.cards[src]
    if card.flags.get("combo_used") or not on_field(card):
        return rec(ctx, f"{tja}: このターン既に連撃でONになっているので何も起きない",
                   f"{ten}: combo already turned it ON this turn; nothing happens", cite(ctx, "302.5"))
    state.set_card(src, "dull", False)
    state.set_flag(src, "combo_used", True)
    return rec(ctx, f"{tja}: 1ターンに1度だけ、このカードをONにする", f"{ten}: this card becomes ON (once per turn)",
               cite(ctx, "302.5", "302.5.1"))


def ask_heal_mode(ctx: Context, you: str, x: int, rules: tuple[str, ...]) -> str:
    pja, pen = pname(ctx.state, you)
    return ctx.ask("heal_mode", you, f"{pja}: 回復{x}の方法を選んでください", f"{pen}: choose how to heal {x}",
                   [Option(id="deck", label_ja="捨札からデッキに戻す", label_en="discard to deck"),
                    Option(id="character", label_ja="キャラのダメージを取り除く", label_en="clear a character")],
                   rules=rules)[0]


def _heal(ctx: Context, frame: dict[str, Any], tja: str, ten: str) -> Record:
    """302.9 (3.0; glossary only in 1.8): return cards from the discard, or clear one character's damage."""
    state = ctx.state
    card = state.cards[frame["source"]]
    ab = card.abilities[frame["ability"]] if frame["ability"] is not None else None
    x = int((ab.params if ab else {}).get("x", 1))
    you = frame["controller"]
    pja, pen = pname(state, you)
    rules = cite(ctx, "302.9", v18=("用語集:回復X",))
    note(ctx, setting_note(ctx, "heal_mode_chosen"))
    mode = frame.get("heal_mode")
    if mode is None:
        mode = ask_heal_mode(ctx, you, x, rules)
    if mode == "deck":
        pool = [c for c in state.in_zone(you, "discard")
                if not any(a.keyword == "heal" for a in state.cards[c].abilities)]
        opts = card_options(state, pool, label)
        picked = ctx.ask("heal_cards", you, f"{pja}: デッキに戻すカードを{x}枚まで選んでください",
                         f"{pen}: choose up to {x} card(s) to return to the deck", opts, min=0,
                         max=min(x, len(opts)), rules=rules) if opts else []
        for cid in picked:
            state.move(cid, f"{you}.deck", "bottom")
            state.set_card(cid, "face_up", False)
        shuffle(ctx, you)
        ja, en = card_list(state, picked)
        return rec(ctx, f"{tja}: 捨札の{ja}をデッキに加えてシャッフルする", f"{ten}: {en} go from the discard into the "
                   "deck, which is shuffled", rules)
    chars = [c.id for c in characters(state, you)]
    if not chars:
        return rec(ctx, f"{tja}: 選べるキャラがいない", f"{ten}: no character to choose", rules)
    opts = card_options(state, chars, label)
    cid = chars[0] if len(chars) == 1 else ctx.ask("heal_character", you, f"{pja}: キャラを1体選んでください",
                                                   f"{pen}: choose a character", opts, rules=rules)[0]
    state.set_card(cid, "damage", 0)
    for key in ("damage_front", "damage_back"):
        state.set_flag(cid, key, None)
    moved = state.cards[cid].zone.endswith(".back")
    if moved:
        move_row(ctx, cid, "front")
    cja, cen = label(state.cards[cid])
    return rec(ctx, f"{tja}: {cja}のダメージをすべて取り除く" + ("。後列にいたので前列に移動する" if moved else ""),
               f"{ten}: all damage on {cen} is removed" + ("; it was in the back row and moves to the front" if moved
                                                          else ""), rules)


KEYWORD_RESOLVERS = {"war_cry": _war_cry, "combo": _combo, "heal": _heal}
