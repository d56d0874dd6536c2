"""Attacks, guards, battles and damage checks (chapter 6, c08 guard rules, rs:3 to rs:6, rs:16)."""

from __future__ import annotations

from typing import Any

from judge_app.engine.games.aquarian.cards import (
    broken,
    characters,
    dominated,
    factions,
    has_skill,
    in_party,
    is_character,
    label,
    names_on_field,
    party_of,
    personal_name,
    power,
    raw_stat,
    set_on,
    skill_params,
    stat,
)
from judge_app.engine.games.aquarian.core import (
    LOSS_AT_TENTH,
    check_loss,
    discard_character,
    lose,
    offer_bind,
    set_into_party,
    to_damage,
    to_discard,
)
from judge_app.engine.games.aquarian.layout import FACTION_EN, FACTION_JA
from judge_app.engine.games.aquarian.messages import say
from judge_app.engine.games.aquarian.tasks import card_list, counted, pname, setting_note, task
from judge_app.engine.kernel.citations import rule, setting
from judge_app.engine.kernel.game import Context, Record
from judge_app.engine.kernel.state import StackObject

CANCEL = rule("c08:レスポンスの解決>行動宣言の打ち消し")
# The two readings of damage_check_loss: the loss condition is met the moment the 10th card lands, or the checks for
# all the damage taken are one procedure (one series, rs:16-1) and the loss is looked at when it is over.
LOSS_AFTER_CHECKS = rule("c06:プレイヤーへのダメージ>ダメージ判定の手順", "rs:16-1")


def on_field(ctx: Context, cid: str) -> bool:
    card = ctx.state.cards.get(cid)
    return card is not None and is_character(ctx.state, card)


def attack_value(ctx: Context, cid: str) -> tuple[int, int]:
    """(normal, mental) attack; ``±X`` and ``±(X)`` stay apart (gl:±X, gl:±(X), qa:07)."""
    n = raw_stat(ctx.state, cid, "attack")
    m = raw_stat(ctx.state, cid, "mental_attack")
    return max(0, n or 0), max(0, m or 0)


@task("noop")
def noop(ctx: Context, args: dict[str, Any]) -> None:
    return None


def resolve_guard(ctx: Context, obj: StackObject) -> Record:
    state = ctx.state
    guarders = [g for g in obj.data["guarders"] if on_field(ctx, g)]
    g_label = card_list(state, obj.data["guarders"])
    key = f"guard_of:{obj.data['attack']}"
    if not guarders:
        state.set_data(key, {"guarders": [], "failed": True})
        return ctx.record(*say("guard_declaration_resolves_guarding_character", g=g_label), (*CANCEL, "rs:4-6"))
    state.set_data(key, {"guarders": guarders, "failed": False})
    return ctx.record(*say("guard_declaration_resolves_guard_stands", g=g_label),
                      rule("c08:レスポンスに使える行動>ガード宣言について", "rs:4-1"))


def resolve_synchro(ctx: Context, obj: StackObject) -> Record:
    state = ctx.state
    card_label = label(state, state.cards[obj.source])
    if not (on_field(ctx, obj.source) and dominated(state.cards[obj.source])):
        return ctx.record(*say("synchro_attack_cancelled_character_gone", card=card_label),
                          (*CANCEL, "c09:スキル>シンクロ"))
    state.set_data(f"synchro_of:{obj.data['attack']}", obj.source)
    return ctx.record(*say("synchro_attack_resolves_if_battle", card=card_label),
                      rule("c09:スキル>シンクロ"))


def _guard_fails(ctx: Context, attacker: str, guarder: str) -> tuple[str, str, tuple[str, ...]] | None:
    state = ctx.state
    if not on_field(ctx, guarder):
        return (*say("guarder_gone"), rule("rs:4-6"))
    if has_skill(state, attacker, "stealth"):
        mine = set(factions(state, attacker))
        if not mine:
            return (*say("stealth_no_faction"),
                    rule("c09:スキル>ステルス", "rs:18-2-a", "qa:17", "rs:4-6"))
        # A guarder sharing any faction with the stealth attacker guards successfully (rs:18-1): cited either way.
        if not ctx.check(mine & set(factions(state, guarder)), rule("c09:スキル>ステルス", "rs:18-1"), legal=True):
            return (*say("stealth_needs_shared_faction"), rule("rs:4-6"))
    if has_skill(state, attacker, "breakthrough") and not ctx.check(
            broken(state, guarder), rule("c09:スキル>ブレイクスルー", "gl:ブレイクしていないキャラクター"), legal=True):
        return (*say("breakthrough_unbroken_guard"), rule("rs:4-6"))
    return None


def resolve_attack(ctx: Context, obj: StackObject) -> Record:
    state = ctx.state
    attacker = obj.source
    aja, aen = label(state, state.cards[attacker])
    aggressive = bool(obj.data.get("aggressive"))
    present = on_field(ctx, attacker) and (in_party(state.cards[attacker]) if aggressive
                                           else dominated(state.cards[attacker]))
    synchro = state.data.get(f"synchro_of:{obj.id}")
    if not present:
        return ctx.record(*say("attack_cancelled_attacker_gone_attack", attacker=(aja, aen)),
                          (*CANCEL, "c04:カードの使い方>コスト"))
    side_a = [attacker] + ([synchro] if synchro and on_field(ctx, synchro) else [])
    guard = state.data.get(f"guard_of:{obj.id}")
    # From here to the battle's end a synchro pair is treated as one character with every skill and faction of
    # both (c09:スキル>シンクロ): the guard's success (ステルス, ブレイクスルー) already reads the pair.
    _pair_up(ctx, side_a, [g for g in (guard or {}).get("guarders", []) if on_field(ctx, g)])
    target_card = obj.data.get("target_card")
    if target_card is not None:
        if not on_field(ctx, target_card):
            state.set_data("synchro_pairs", None)
            return ctx.record(*say("attack_cancelled_target_gone", attacker=(aja, aen)), CANCEL)
        ctx.then("battle", attack=obj.id, attackers=side_a, defenders=[target_card], target_card=target_card,
                 player=None)
        tja, ten = label(state, state.cards[target_card])
        return ctx.record(*say("attack_resolves_targeted_faction_character", attacker=(aja, aen), target=(tja, ten)),
                          rule("rs:3-5-b", "c05:アタック>アタックすると何が起きる?"))
    target = obj.data["target_player"]
    tja, ten = pname(state, target)
    notes: list[str] = []
    fail_ja, fail_en, fail_rules = "", "", ()
    if guard and guard.get("guarders"):
        ok = []
        for g in guard["guarders"]:
            why = _guard_fails(ctx, attacker, g)
            if why is None:
                ok.append(g)
            else:
                fail_ja, fail_en, fail_rules = why
        if ok:
            _pair_up(ctx, side_a, ok)  # a guarder whose guard failed does not fight beside its partner
            ctx.then("battle", attack=obj.id, attackers=side_a, defenders=ok, target_card=None, player=target,
                     aggressive=aggressive)
            g_label = card_list(state, ok)
            return ctx.record(*say("attack_resolves_guard_carried_out", attacker=(aja, aen), g=g_label),
                              rule("c06:アタックとバトル", "c07:アタックの解決" if aggressive else "c06:バトル"))
    state.set_data("synchro_pairs", None)  # no battle: no pair
    n, m = attack_value(ctx, attacker)
    total = n + m
    rules = ["c06:アタックとバトル>プレイヤーにダメージ", "c06:プレイヤーへのダメージ>ダメージを受ける手順", "rs:3-3",
             "rs:3-3-a"]
    if m:
        rules.append("qa:02")
    if n and m:
        rules.append("qa:03")
    if fail_ja:
        rules += list(fail_rules)
    pre_ja, pre_en = say("guard_not_carried_out", why=(fail_ja, fail_en)) if fail_ja else ("", "")
    if guard is None:
        # Nobody guarded: the step says so, and while the target has a dominated character that could have been
        # declared as a guard, the rule that gave that choice stays cited (role choice), as for a declined Bind.
        pre_ja, pre_en = say("no_guard_declared")
        if characters(state, target, ("dominion",)):
            ctx.cite(rule("c08:レスポンスに使える行動>ガード宣言について", "rs:4-1"), "choice")
    if synchro:
        wj, we = say("synchro_withdrawn_no_battle")
        pre_ja += wj
        pre_en += we
        rules.append("c09:スキル>シンクロ")
    if aggressive:
        rules.append("c07:アタックの解決")
    if total > 0:
        ctx.then("damage_check", player=target, left=total, total=total, entered=[])
    else:
        # An attack of 0 still deals its 0 damage (rs:15-3-b): zero damage checks, not an attack that failed.
        rules.append("rs:15-3-b")
    if total == 0:
        return ctx.record(*say("attack_resolves_zero_damage", attacker=(aja, aen), pre=(pre_ja, pre_en),
                               target=(tja, ten)), tuple(rules), notes=notes)
    return ctx.record(*say("attack_resolves_player_damage", attacker=(aja, aen), pre=(pre_ja, pre_en),
                           target=(tja, ten), damage=damage_words(n, m)), tuple(rules), notes=notes)


def damage_words(n: int, m: int) -> tuple[str, str]:
    """Normal damage ``n`` and mental damage ``m`` as a judge says them: only the parts there are, mental damage in
    the rulebook's notation 精神(2)ダメージ (c06:精神攻撃>精神攻撃とは?), and the sum when both are dealt (qa:03)."""
    if n and m:
        return say("damage_both", n=n, m=m, total=n + m)
    return say("damage_mental", m=m) if m else say("damage_normal", n=n)


def _pair_up(ctx: Context, side_a: list[str], guarders: list[str]) -> None:
    """Record the synchro pairs of the coming battle (state data ``synchro_pairs``, read by cards.skills/factions)."""
    pairs = [side for side in (side_a, guarders) if len(side) == 2]
    ctx.state.set_data("synchro_pairs", pairs or None)
    if pairs:
        ctx.cite(rule("c09:スキル>シンクロ"))


def attacker_defeated(side_a: list[str], defeated: list[str]) -> bool:
    return any(c in defeated for c in side_a)


# ----- battle ----------------------------------------------------------------------------------------
def _resisted(ctx: Context, receiver: str, dealers: list[str]) -> bool:
    state = ctx.state
    for p in skill_params(state, receiver, "resist"):
        for d in dealers:
            classes = [c.rstrip("♀♂") for c in state.cards[d].printed.get("classes", [])]
            if p in factions(state, d) or p in classes or p in state.cards[d].printed.get("classes", []):
                return True
    return False


def _hit(ctx: Context, receiver: str, dealers: list[str], n: int, m: int) -> dict[str, Any]:
    """What a battle does to one participant: defeated or not, mental power loss, and why."""
    state = ctx.state
    if _resisted(ctx, receiver, dealers):
        return {"defeated": False, "lose_power": 0, "resisted": True, "n": n, "m": m}
    defeated = n > 0 and n >= stat(state, receiver, "endurance")
    lose_power = 0
    if m > 0:
        if dominated(state.cards[receiver]):
            if power(state, receiver) < m:
                defeated = True
            else:
                lose_power = m
        elif m >= stat(state, receiver, "mental"):
            defeated = True
    return {"defeated": defeated, "lose_power": lose_power, "resisted": False, "n": n, "m": m, "dealers": dealers}


def _side_damage(ctx: Context, side: list[str]) -> tuple[int, int]:
    n = m = 0
    for c in side:
        a, b = attack_value(ctx, c)
        n, m = n + a, m + b
    return n, m


@task("battle")
def battle(ctx: Context, args: dict[str, Any]) -> Record:
    state = ctx.state
    side_a = [c for c in args["attackers"] if on_field(ctx, c)]
    side_d = [c for c in args["defenders"] if on_field(ctx, c)]
    rules = ["c06:バトル>ダメージの応酬", "c06:バトル>ダメージと捨て札", "rs:5-1", "rs:5-2"]
    notes: list[str] = []
    lines_ja: list[str] = []
    lines_en: list[str] = []
    first_a = any(has_skill(state, c, "initiative") for c in side_a)
    first_d = any(has_skill(state, c, "initiative") for c in side_d)
    results: dict[str, dict[str, Any]] = {}
    if len(side_a) > 1 or len(side_d) > 1:
        rules += ["c09:スキル>シンクロ", "rs:23-2"]
    if first_a != first_d:
        rules.append("c09:スキル>イニシアチブ")
        first, second = (side_a, side_d) if first_a else (side_d, side_a)
        n, m = _side_damage(ctx, first)
        for r in second:
            results[r] = _hit(ctx, r, first, n, m)
        survivors = [r for r in second if not results[r]["defeated"]]
        _add(lines_ja, lines_en, say("initiative_first", cards=card_list(state, first)))
        n2, m2 = _side_damage(ctx, survivors)
        for r in first:
            results[r] = _hit(ctx, r, survivors, n2, m2) if survivors else \
                {"defeated": False, "lose_power": 0, "resisted": False, "n": 0, "m": 0}
        if not survivors:
            _add(lines_ja, lines_en, say("no_damage_back"))
    else:
        na, ma = _side_damage(ctx, side_a)
        nd, md = _side_damage(ctx, side_d)
        for r in side_d:
            results[r] = _hit(ctx, r, side_a, na, ma)
        for r in side_a:
            results[r] = _hit(ctx, r, side_d, nd, md)
        _add(lines_ja, lines_en, say("simultaneous_battle_damage"))
    for r, res in results.items():
        rja, ren = label(state, state.cards[r])
        if res["resisted"]:
            rules += ["c09:スキル>レジスト?", "rs:6-2"]
            _add(lines_ja, lines_en, say("resists_battle_damage", card=(rja, ren)))
            continue
        if not res["n"] and not res["m"]:
            _add(lines_ja, lines_en, say("battle_no_damage", card=(rja, ren)))
            continue
        parts: list[tuple[str, str]] = []
        if res["n"]:
            parts.append(say("battle_normal_part", n=res["n"], endurance=stat(state, r, "endurance")))
        if res["m"]:
            rules.append("c06:精神攻撃>精神攻撃によるダメージ" if dominated(state.cards[r])
                         else "c06:勢力キャラクターへの精神攻撃>勢力キャラクターへの精神ダメージ")
            rules.append("c06:精神攻撃>精神攻撃を含むバトル")
            if dominated(state.cards[r]) and any(not dominated(state.cards[d]) for d in res.get("dealers", [])):
                # A dominated character hit by a faction (active) character's mental attack still loses power
                # cards, as any dominated character does.
                rules.append("c06:勢力キャラクターへの精神攻撃>アクティブキャラクターから受ける精神ダメージ")
            if res["n"]:
                # Normal and mental damage at once: each is checked on its own; failing either discards it.
                rules.append("c06:精神攻撃>精神ダメージと通常ダメージを同時に受けたら?")
            base = (say("against_power", n=power(state, r)) if dominated(state.cards[r])
                    else say("against_mental", n=stat(state, r, "mental")))
            parts.append(say("battle_mental_part", m=res["m"], base=base))
        desc_ja, desc_en = say("battle_hit", card=(rja, ren), parts=("、".join(p[0] for p in parts),
                                                                    ", ".join(p[1] for p in parts)))
        oj, oe = say("cannot_withstand") if res["defeated"] else say("survives_damage_gone")
        lines_ja.append(desc_ja + oj)
        lines_en.append(desc_en + oe)
    # バインドX: a defeated character may put X power cards into its damage zone and stay (rs:6-4).
    for r, res in results.items():
        if not res["defeated"]:
            continue
        stays, said, bind_rules = offer_bind(ctx, r)
        if said is not None:
            _add(lines_ja, lines_en, said)
        if stays:
            res["defeated"] = False
            rules += list(bind_rules)
            if res["m"] and res["n"] >= stat(state, r, "endurance"):
                rules.append("rs:6-4-a")
            if res["m"]:
                notes.append(setting_note(ctx, "bind_mental"))
                res["lose_power"] = res["m"] if ctx.setting("bind_mental") == "mental_still_discards" else 0
    for r, res in results.items():
        if not res["defeated"] and res["lose_power"]:
            lost = set_on(state, r, "power")[: res["lose_power"]]
            for pc in lost:
                to_discard(ctx, pc)
            rules.append("rs:12-5")
            rja, ren = label(state, state.cards[r])
            _add(lines_ja, lines_en, say("mental_battle_discards_power", card=(rja, ren),
                                         cards=counted(len(lost), "枚", "power card")))
    defeated = [r for r, res in results.items() if res["defeated"]]
    # ペネトレイト: excess normal damage goes on to the player, or down the party (c09:スキル>ベネトレイト).
    pen_excess = 0
    penetrator = next((c for c in side_a if has_skill(state, c, "penetrate")), None)
    below: list[str] = []
    if penetrator is not None and len(side_d) == 1:
        guard = side_d[0]
        # The normal damage the guard was dealt (a pair's summed attack; none when initiative defeated the
        # attackers first), resisted or not (rs:6-1), less its endurance.
        pen_excess = int(results[guard]["n"]) - stat(state, guard, "endurance")
        if pen_excess > 0:
            rules += ["c09:スキル>ベネトレイト", "rs:6-1"]
            if args.get("target_card"):
                party = state.zones[state.cards[guard].zone]
                rest = pen_excess
                for cid in party[party.index(guard) + 1:]:
                    if rest <= 0:
                        break
                    if rest >= stat(state, cid, "endurance"):
                        below.append(cid)
                    rest -= stat(state, cid, "endurance")
                    if rest <= 0:
                        break
                pen_excess = 0
    if args.get("aggressive") and attacker_defeated(side_a, defeated):
        rules.append("qa:08")
    for r in defeated:
        ja, en, rr = discard_character(ctx, r, "battle")
        lines_ja.append(ja)
        lines_en.append(en)
        rules += list(rr)
    for cid in below:
        if not on_field(ctx, cid):
            continue
        # Leaving the field for any reason, a character below may use its バインドX (c09:スキル>バインドX).
        stays, said, bind_rules = offer_bind(ctx, cid)
        if said is not None:
            _add(lines_ja, lines_en, said)
        if stays:
            rules += list(bind_rules)
            continue
        notes.append(setting_note(ctx, "penetrate_name_level"))
        reason = "battle" if ctx.setting("penetrate_name_level") == "defeated_in_battle" else "effect"
        ja, en, rr = discard_character(ctx, cid, reason)
        _add(lines_ja, lines_en, say("penetrate_defeats_below", text=(ja, en)))
        rules += list(rr)
    state.set_data("synchro_pairs", None)  # the battle is over: the pair fights no more
    if pen_excess > 0 and args.get("player"):
        ctx.then("damage_check", player=args["player"], left=pen_excess, total=pen_excess, entered=[])
        pja, pen = pname(state, args["player"])
        _add(lines_ja, lines_en, say("penetrate_to_player", points=counted(pen_excess, "点", "point"),
                                                      player=(pja, pen)))
    found = check_loss(ctx)
    if found:
        lines_ja.append(found[0])
        lines_en.append(found[1])
        rules += list(found[2])
    return ctx.record(*say("battle", a=card_list(state, side_a), d=card_list(state, side_d),
                           lines=("。".join(lines_ja), "; ".join(lines_en))), tuple(dict.fromkeys(rules)),
                      notes=notes)


def _add(lines_ja: list[str], lines_en: list[str], pair: tuple[str, str]) -> None:
    """Append one message, each language to its own list of a step's parts."""
    lines_ja.append(pair[0])
    lines_en.append(pair[1])


# ----- damage to a player: the damage check ------------------------------------------------------
@task("damage_check", while_undecided=True)
def damage_check(ctx: Context, args: dict[str, Any]) -> Record | None:
    state = ctx.state
    player = args["player"]
    if state.players[player].lost:  # removed from the game mid-series (3 or more players): nothing more to check
        return None
    left, total = int(args["left"]), int(args["total"])
    entered = list(args["entered"])
    player_label = pname(state, player)
    n = total - left + 1
    if left <= 0:
        ctx.then("damage_check_end", player=player, entered=entered)
        return None
    deck = state.in_zone(player, "deck")
    rules = ["c06:プレイヤーへのダメージ>ダメージ判定の手順", "gl:ダメージ判定"]
    if not deck:
        if ctx.setting("reveal_empty_deck") == "loses":
            ja, en, lr = lose(ctx, [player], "deck")
            return ctx.record(*say("damage_check_deck_empty", n=n, text=(ja, en)),
                              (*rules, *lr), notes=[setting_note(ctx, "reveal_empty_deck")])
        ctx.then("damage_check_end", player=player, entered=entered)
        return ctx.record(*say("damage_check_deck_empty_nothing", n=n), tuple(rules),
                          notes=[setting_note(ctx, "reveal_empty_deck")])
    cid = deck[0]
    card = state.cards[cid]
    state.set_card(cid, "face_up", True)
    cja, cen = label(state, card)
    notes: list[str] = []
    if card.printed["type"] == "character":
        name = str(card.printed.get("personal_name") or "")
        if name and name in names_on_field(state, exclude=set(entered)):
            to_damage(ctx, cid)
            rules += ["c06:プレイヤーへのダメージ>名前を持つキャラクターカードをめくったら?",
                      "c05:ネームレベルキャラクター>同じネームのキャラクターは場に1人しか存在できない", "qa:13"]
            text_ja, text_en = say("revealed_same_name_to_damage", card=(cja, cen), name=name)
        else:
            extra_ja, extra_en, notes = set_into_party(ctx, cid, player)
            entered.append(cid)
            rules += ["rs:18-3", "c05:キャラクターカードのセット"]
            faction = party_of(card).removeprefix("party_")
            text_ja, text_en = say("revealed_character_set", card=(cja, cen),
                                   faction=(FACTION_JA[faction], FACTION_EN[faction]), extra=(extra_ja, extra_en))
            if state.phase == "faction" and party_of(card).removeprefix("party_") in state.data.get("checked", []):
                rules += ["c07:アタックの解決", "qa:16"]
                cj, ce = say("party_already_checked")
                text_ja += cj
                text_en += ce
    else:
        to_damage(ctx, cid)
        text_ja, text_en = say("revealed_not_character", card=(cja, cen))
    ctx.then("damage_check", player=player, left=left - 1, total=total, entered=entered)
    at_tenth = ctx.setting("damage_check_loss") == "at_tenth_card"
    if left > 1 and len(state.in_zone(player, "damage")) >= 10:
        # The 10th card came with checks still to make: when the loss is checked is open, so say which reading.
        notes.append(setting_note(ctx, "damage_check_loss"))
        ctx.cite(setting(*LOSS_AT_TENTH, *LOSS_AFTER_CHECKS))
        if not at_tenth:
            text_ja, text_en = say("then", first=(text_ja, text_en),
                                   then=say("tenth_damage_checks_go_on", left=counted(left - 1, "回", "check")))
            rules += list(LOSS_AFTER_CHECKS)
    found = check_loss(ctx) if at_tenth else None
    if found:
        text_ja, text_en = say("then", first=(text_ja, text_en), then=(found[0], found[1]))
        rules += list(found[2])
    return ctx.record(*say("damage_check_top_card", player=player_label, n=n, total=total, text=(text_ja, text_en)),
                      tuple(rules), notes=notes)


@task("damage_check_end")
def damage_check_end(ctx: Context, args: dict[str, Any]) -> Record | None:
    state = ctx.state
    entered = [c for c in args["entered"] if on_field(ctx, c)]
    by_name: dict[str, list[str]] = {}
    for c in entered:
        name = personal_name(state, c)
        if name:
            by_name.setdefault(name, []).append(c)
    dupes = [c for ids in by_name.values() if len(ids) > 1 for c in ids]
    if not dupes:
        return _loss_after_checks(ctx, args["player"])
    for c in dupes:
        for part in [c, *set_on(state, c, "power")]:
            to_damage(ctx, part) if part == c else to_discard(ctx, part)
    ja, en = card_list(state, dupes)
    rules = rule("rs:16-1", "c05:ネームレベルキャラクター>同じネームのキャラクターは場に1人しか存在できない")
    found = check_loss(ctx)
    text_ja, text_en = "", ""
    notes: list[str] = []
    if found:
        text_ja, text_en, lr = found
        rules = (*rules, *lr)
        if ctx.setting("damage_check_loss") == "after_all_checks":
            notes.append(setting_note(ctx, "damage_check_loss"))
            rules = (*rules, *LOSS_AFTER_CHECKS)
    text = say("same_name_series_loss", cards=(ja, en), text=(text_ja, text_en)) if text_ja else \
        say("same_name_series", cards=(ja, en))
    return ctx.record(*text, rules, notes=notes)


def _loss_after_checks(ctx: Context, player: str) -> Record | None:
    """Under damage_check_loss=after_all_checks, the loss a damage check reached is checked once the series is over."""
    if ctx.setting("damage_check_loss") != "after_all_checks":
        return None
    found = check_loss(ctx)
    if found is None:
        return None
    ja, en, lr = found
    return ctx.record(*say("damage_checks_done_loss", player=pname(ctx.state, player), text=(ja, en)),
                      (*LOSS_AFTER_CHECKS, *lr), notes=[setting_note(ctx, "damage_check_loss")])

