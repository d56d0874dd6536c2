"""Events and triggers, targets, damage, destruction and milling under the pso2 rules (213, 214, 300, 406)."""

from __future__ import annotations

import math
from typing import Any

from judge_app.engine.games.pso2.cards import (
    applies,
    attached,
    cannot,
    ctype,
    field_cards,
    hp,
    is_character,
    keywords,
    label,
    matches,
    on_field,
    row,
)
from judge_app.engine.games.pso2.layout import FIELD_ZONES, KEYWORD_EN, KEYWORD_JA
from judge_app.engine.games.pso2.messages import say
from judge_app.engine.games.pso2.tasks import also_cite, by_setting, decided_by_setting, note, option, pname
from judge_app.engine.games.pso2.versions import cite, sw
from judge_app.engine.kernel.effects import Ability, Target
from judge_app.engine.kernel.game import Context
from judge_app.engine.kernel.state import GameState, Task
from judge_app.engine.kernel.tasks import card_options, draw_cards
from judge_app.engine.kernel.tasks import shuffle as shuffle  # re-exported for the task modules

KEYWORD_EVENTS = {"on_enter": "enters", "on_ko": "ko", "drop": "milled", "combo": "engaged_player"}
LOOK_BACK = ("ko", "leaves_field", "milled")


# ----- triggers (300.2, 406.2.1) ---------------------------------------------------------------------
def _listens(ab: Ability) -> tuple[str, str] | None:
    if ab.keyword in KEYWORD_EVENTS:
        return KEYWORD_EVENTS[ab.keyword], "self"
    if ab.kind == "trigger" and ab.trigger is not None:
        return ab.trigger.event, ab.trigger.source
    return None


def emit(ctx: Context, event: str, card: str | None = None, **info: Any) -> None:
    """Remember an event and collect the triggered abilities it sets off; they wait for the next AR."""
    state = ctx.state
    ev = {"event": event, "card": card, **{k: v for k, v in info.items() if isinstance(v, str | int | None)}}
    state.remember(ev)
    sources = field_cards(state)
    if card is not None and event in LOOK_BACK and state.cards[card] not in sources:
        sources = [*sources, state.cards[card]]  # zone-change triggers see the old zone (300.2.2)
    for src in sources:
        for i, ab in enumerate(src.abilities):
            got = _listens(ab)
            if got is None or got[0] != event:
                continue
            who = got[1]
            if who == "self" and card is None:
                # A turn's own moment with no card ("自分のターンの開始時" 501.1.4, "ターン終了時" 505.1.2):
                # "self" reads as the source's controller's own turn; "any" is every turn.
                if src.controller != state.turn_player:
                    continue
            elif who == "self" and card != src.id:
                continue
            if who == "other" and card == src.id:
                continue
            if ab.trigger is not None and ab.trigger.phase not in (None, info.get("phase")):
                continue
            if ab.keyword == "drop" and not _drop_applies(ctx, src.owner):
                continue
            controller = info.get("controller") if card == src.id and info.get("controller") else src.controller
            if ab.trigger is not None and ab.trigger.filter is not None and card is not None and not matches(
                    state, state.cards[card], ab.trigger.filter.model_copy(update={"zone": None}), controller,
                    src.id) and on_field(state.cards[card]):
                continue
            state.pending.append({"id": state.next_id("t"), "controller": controller, "source": src.id,
                                  "ability": i, "event": ev})


def _drop_applies(ctx: Context, owner: str) -> bool:
    if ctx.state.turn_player != owner:
        return True
    # 302.4 (only in the opponent's turn) against the glossary's ドロップ (no such limit): the setting reads one way.
    decided_by_setting(ctx, "drop_turn", cite(ctx, "302.4", "用語集:ドロップ"))
    return ctx.setting("drop_turn") == "any_turn"


def ability_text(ab: Ability) -> tuple[str, str]:
    """An ability's words in each language: its printed text (or name), the same in both; a keyword ability with
    none is named by its keyword, in Japanese and in English."""
    if ab.text or ab.name:
        return ab.text or ab.name, ab.text or ab.name
    word = ab.keyword or ab.kind
    return KEYWORD_JA.get(word, word), KEYWORD_EN.get(word, word)


# ----- targets (406.2.2, 406.2.3, 406.4.1) ----------------------------------------------------------
def choose_effects(ab: Ability) -> list[tuple[int, Target]]:
    return [(i, e.target) for i, e in enumerate(ab.effects)
            if getattr(e, "target", None) is not None and e.target.who == "choose"]


def at_declaration(ab: Ability) -> list[tuple[int, Target]]:
    """Targets asked for at the start of the text are chosen when declaring (406.2.2.1); later ones on resolution."""
    found = choose_effects(ab)
    return found[:1] if found and found[0][0] == 0 else []


def legal_targets(state: GameState, target: Target, controller: str, source: str) -> list[str]:
    out = []
    zones = [target.filter.zone] if target.filter.zone else list(FIELD_ZONES)
    for p in state.order:
        for z in zones:
            for cid in state.zones.get(f"{p}.{z}", []):
                card = state.cards[cid]
                if z in FIELD_ZONES and ctype(card) not in ("character", "player") and not target.filter.card_type:
                    continue
                if card.flags.get("under_mag"):
                    continue
                if not matches(state, card, target.filter, controller, source):
                    continue
                if "be_chosen" in cannot(state, card):
                    continue
                out.append(cid)
    return out


def stamp(state: GameState, cid: str) -> int:
    return int(state.cards[cid].flags.get("entered", 0))


def still_legal(state: GameState, cid: str, stamp_then: int, target: Target, controller: str, source: str) -> bool:
    card = state.cards[cid]
    if stamp(state, cid) != stamp_then:
        return False
    return cid in legal_targets(state, target, controller, source) or (
        not on_field(card) and target.filter.zone is not None and card.zone.endswith("." + target.filter.zone))


def pick(ctx: Context, controller: str, source: str, target: Target, scripted: list[str] | None,
         rules: tuple[str, ...]) -> list[str] | None:
    """Chosen targets for one effect: from the script or by asking; None when a required choice has no option."""
    state = ctx.state
    legal = legal_targets(state, target, controller, source)
    need = target.count
    if scripted is not None:
        bad = [c for c in scripted if c not in legal]
        if bad or (len(scripted) < min(need, len(legal)) and not target.up_to) or len(scripted) > need:
            raise IllegalTarget(bad[0] if bad else "")
        return list(scripted)
    if not legal:
        return [] if target.up_to else None
    if len(legal) <= need and not target.up_to:
        # No decision is left: the procedure still chose these targets, and the step says by which rule.
        ctx.cite(rules, "requires")
        return legal
    opts = card_options(state, legal, label)
    source_label = label(state.cards[source])
    w_label = pname(state, controller)
    return ctx.ask("target", controller, *say("choose_target", w=w_label, source=source_label),
                   opts, min=0 if target.up_to else min(need, len(legal)), max=min(need, len(legal)), rules=rules)


class IllegalTarget(ValueError):
    pass


# ----- damage, destruction, milling (213, 214) -----------------------------------------------------
DESTROY_EVENTS = ("destroyed", "ko", "broken", "break")


def replaced(ctx: Context, cid: str, events: tuple[str, ...]) -> bool:
    """103.4.3: an 'instead' effect waiting for this event on the card replaces it; its effects are scheduled.

    The affected card's owner picks one when several apply (103.4.3.2). A replacement is used up by the
    event it replaces, so a position cannot loop on it.
    """
    state = ctx.state
    card = state.cards[cid]
    found = [e for e in state.effects if e.kind == "replace" and applies(e, card) and e.data.get("event") in events]
    if not found:
        return False
    eff = found[0]
    if len(found) > 1:
        player_label = pname(state, card.owner)
        opts = [option(e.id, say("opt_replacement_from", id=e.id, source=label(state.cards[e.source]))
                       if e.source in state.cards else say("opt_replacement", id=e.id), card=e.source)
                for e in found]
        pickd = ctx.ask("replacement", card.owner, *say("choose_replacement_effect_apply", player=player_label),
                                                   opts, rules=cite(ctx, "103.4.3.2"))[0]
        eff = next(e for e in found if e.id == pickd)
        also_cite(ctx, cite(ctx, "103.4.3.2"))
    state.remove_effect(eff.id)
    src = eff.source if eff.source in state.cards else cid
    frame = {"controller": state.cards[src].controller, "source": src, "ability": None, "targets": {},
             "event": {"card": cid}, "kind": "replacement"}
    ctx.push(*[Task("effect", {"frame": frame, "index": i, "effect": e})
               for i, e in enumerate(eff.data.get("instead", ()))])
    also_cite(ctx, cite(ctx, "103.4.3", "103.4.3.1"))
    return True


def destroy(ctx: Context, cid: str, by: str | None = None) -> list[str]:
    """A field card is destroyed and put into its owner's discard (301.4, 301.5); what sits on it follows.

    Empty when a replacement effect applies instead (103.4.3.1).
    """
    state = ctx.state
    if replaced(ctx, cid, DESTROY_EVENTS):
        return []
    card = state.cards[cid]
    controller = card.controller
    riders = attached(state, cid)
    state.move(cid, f"{card.owner}.discard")
    gone = [cid]
    for r in riders:
        state.move(r, f"{state.cards[r].owner}.discard")
        gone.append(r)
    emit(ctx, "ko", cid, by=by, controller=controller)
    emit(ctx, "leaves_field", cid)
    for r in riders:
        emit(ctx, "leaves_field", r)
    return gone


def move_row(ctx: Context, cid: str, to: str) -> None:
    """Front and back are one zone with different properties (403.1.4): damage and the carried cards stay."""
    state = ctx.state
    card = state.cards[cid]
    state.move(cid, f"{card.controller}.{to}", reset=False)
    for r in attached(state, cid):
        state.move(r, f"{state.cards[r].controller}.{to}", reset=False)


def half(h: int) -> int:
    return math.ceil(h / 2)


def row_due(state: GameState, cid: str) -> str | None:
    """Which of 213.3.1 (retreat) / 213.3.2 (back-row knock-out) applies to the character now, if any."""
    card = state.cards[cid]
    if not on_field(card) or not is_character(card):
        return None
    h = hp(state, card)
    r = row(card)
    if r == "front" and card.flags.get("damage_front", 0) and card.flags["damage_front"] >= half(h):
        return "retreat"
    if r == "back" and card.flags.get("damage_back", 0) and card.flags["damage_back"] >= half(h):
        return "ko"
    return None


def row_check(ctx: Context, cid: str) -> tuple[str, str, tuple[str, ...]] | None:
    """213.3.1 / 213.3.2 for one character: retreat from the front, or knock out in the back."""
    state = ctx.state
    card = state.cards[cid]
    due = row_due(state, cid)
    if due is None:
        return None
    h = hp(state, card)
    cja, cen = label(card)
    if due == "retreat":
        move_row(ctx, cid, "back")
        return (*say("front_row_retreat", card=(cja, cen), damage=card.flags["damage_front"], hp=h),
                cite(ctx, "213.3.1"))
    if due == "ko":
        if not destroy(ctx, cid, card.flags.get("last_damage_by")):
            return (*say("back_row_ko_replaced", card=(cja, cen)), cite(ctx, "213.3.2", "103.4.3.1"))
        return (*say("back_row_ko", card=(cja, cen), hp=h), cite(ctx, "213.3.2", "213.3", "301.4"))
    return None


def _one(pair: tuple[str, str]) -> tuple[list[str], list[str]]:
    """One sentence as the (ja list, en list) the damage helpers return."""
    return [pair[0]], [pair[1]]


def _add(ja: list[str], en: list[str], pair: tuple[str, str]) -> None:
    ja.append(pair[0])
    en.append(pair[1])


def damage_card(ctx: Context, cid: str, amount: int, source: str | None, *,
                battle: bool = False) -> tuple[int, list[str], list[str], list[str]]:
    """Deal damage to a character or player card: (dealt, sentences ja, sentences en, rules)."""
    state = ctx.state
    card = state.cards[cid]
    cja, cen = label(card)
    ja: list[str] = []
    en: list[str] = []
    rules: list[str] = []
    if "invincible" in keywords(state, card):
        if not ctx.citer.exists("用語集:無敵"):
            note(ctx, f"version {ctx.citer.version}: the glossary has no 無敵; the card's own text is read as written")
        return 0, *_one(say("invincible_no_damage", card=(cja, cen))), list(cite(ctx, "用語集:無敵"))
    if replaced(ctx, cid, ("damage",)):
        return 0, *_one(say("damage_replaced", card=(cja, cen))), list(cite(ctx, "103.4.3.1"))
    # 302.8 keeps battle damage off a sniper only while it is attacking (攻撃中, 506.4.1); a sniper that is the
    # attack's target takes it: the keyword is checked either way.
    if battle and "sniper" in keywords(state, card) and ctx.check(card.flags.get("attacking"),
                                                                   cite(ctx, "302.8", "506.4.1")):
        return 0, *_one(say("sniper_no_battle_damage", card=(cja, cen))), list(cite(ctx, "302.8", "506.6.1.4"))
    amount, pja, pen, prules = reduced(ctx, cid, amount)
    ja += pja
    en += pen
    rules += prules
    amount, aja, aen, arules = armour(ctx, cid, amount, battle)
    ja += aja
    en += aen
    rules += arules
    if amount <= 0:
        return 0, ja, en, rules
    if ctype(card) == "player":
        milled = mill(ctx, card.owner, amount)
        _add(ja, en, say("player_damage_mills", card=(cja, cen), amount=amount, n=len(milled)))
        rules += cite(ctx, "214.2", "214.2.1", "201.4", v18=("201.3",))
        if battle and source is not None and state.cards[source].controller != card.controller:
            # The attack dealt damage to the opposing player: its triggers wait for 506.6.3 like the others.
            before = len(state.pending)
            emit(ctx, "attack_damaged_player", source, player=card.controller, amount=amount)
            if len(state.pending) > before:
                rules += cite(ctx, "300.2", "506.6.3")
        return amount, ja, en, rules
    r = row(card)
    state.set_card(cid, "damage", card.damage + amount)
    key = "damage_front" if r == "front" else "damage_back"
    if ctx.setting("front_damage") == "each_event":
        state.set_flag(cid, "damage_front", 0)
        state.set_flag(cid, "damage_back", 0)
        state.set_flag(cid, key, amount)
    else:
        state.set_flag(cid, key, int(card.flags.get(key, 0)) + amount)
    if source is not None:
        state.set_flag(cid, "last_damage_by", source)
    _add(ja, en, say("character_damaged", card=(cja, cen), amount=amount, total=card.damage))
    rules += cite(ctx, "214.1", "214.3")
    emit(ctx, "damaged", cid, by=source)
    h = hp(state, card)
    if card.damage >= h:
        if not destroy(ctx, cid, source):
            _add(ja, en, say("lethal_replaced"))
            return amount, ja, en, [*rules, *cite(ctx, "213.3", "103.4.3.1")]
        _add(ja, en, say("lethal_destroyed", hp=h))
        rules += cite(ctx, "213.2", "213.3", "301.4", v30=("213.3.3",))
        return amount, ja, en, rules
    if sw(ctx).row_check_at_once:
        got = row_check(ctx, cid)
        if got is not None:
            ja.append(got[0])
            en.append(got[1])
            rules += got[2]
        else:
            # 213.3.1 / 213.3.2 were checked right after the damage and did not apply: cited as a check.
            ctx.check(False, cite(ctx, "213.3.1" if r == "front" else "213.3.2"))
    else:
        # 1.8: the row rule is checked after the effect (rule processing acts when it applies).
        state.set_flag(cid, "row_check", True)
        ctx.check(row_due(state, cid) is not None, cite(ctx, "213.3.1" if r == "front" else "213.3.2"))
    return amount, ja, en, rules


def reduced(ctx: Context, cid: str, amount: int) -> tuple[int, list[str], list[str], list[str]]:
    """Effects that reduce the damage the card takes while they last (用語集:軽減: less than it would be); an amount
    of None prevents all of it."""
    state = ctx.state
    card = state.cards[cid]
    found = [e for e in state.effects if e.kind == "prevent" and applies(e, card)]
    if not found or amount <= 0:
        return amount, [], [], []
    left = amount
    for eff in found:
        left = 0 if eff.value is None else max(left - int(eff.value), 0)
    ja, en = _one(say("damage_reduced", card=label(card), before=amount, after=left))
    return left, ja, en, list(cite(ctx, "用語集:軽減", "103.4.2.2"))


def armour(ctx: Context, cid: str, amount: int, battle: bool) -> tuple[int, list[str], list[str], list[str]]:
    """205.5.2: ON armour on the card may (3.0) or does (1.8) reduce the damage by its defence; the carrier's
    controller chooses which armour when it has several."""
    state = ctx.state
    if not battle and ctx.setting("armour_effect_damage") == "battle_only":
        return amount, [], [], []
    pieces = [a for a in attached(state, cid) if state.cards[a].printed.get("item_kind") == "armour"
              and not state.cards[a].dull]
    if not pieces or amount <= 0:
        return amount, [], [], []
    used = _armour_used(ctx, cid, pieces)
    if not used:
        kept_ja: list[str] = []
        kept_en: list[str] = []
        for a in pieces:
            _add(kept_ja, kept_en, say("armour_not_used", armour=label(state.cards[a])))
        return amount, kept_ja, kept_en, list(cite(ctx, "205.5.2"))
    if sw(ctx).armour_optional:
        rules = list(cite(ctx, "205.5.2", "506.6.1.2", "506.6.1.3", "215.1.3"))
        nature_ja, nature_en = say("rule_processing")
    else:
        nature = ctx.setting("armour_nature_18")
        rules = list(cite(ctx, "205.5.2", "506.6.1.2", "215.1.3",
                          v18=("506.6.1.2",) if nature == "replacement" else ("205.5.2.1",)))
        nature_ja, nature_en = say("replacement_effect") if nature == "replacement" else \
            say("rule_processing")
        decided_by_setting(ctx, "armour_nature_18", cite(ctx, v18=("506.6.1.2", "205.5.2.1")))
    ja: list[str] = []
    en: list[str] = []
    left = amount
    for a in used:
        defence = int(state.cards[a].printed.get("defence", 0))
        state.set_card(a, "dull", True)
        left = max(left - defence, 0)
        _add(ja, en, say("armour_reduces", armour=label(state.cards[a]), defence=defence,
                         nature=(nature_ja, nature_en)))
    return left, ja, en, rules


def _armour_used(ctx: Context, cid: str, pieces: list[str]) -> list[str]:
    """The armour that reduces this damage: the controller's choice among the ON pieces (205.5.2), declining allowed
    where reducing is optional (3.0); how many may be used at once is a setting (205.5.2 does not say)."""
    state = ctx.state
    optional = sw(ctx).armour_optional
    if not optional:
        # 1.8: 205.5.2 says the armour reduces ("減少させます"), 506.6.1.1 that it may ("軽減することができます").
        by_setting(ctx, "armour_optional_18")
        optional = ctx.setting("armour_optional_18") == "may"
    several = len(pieces) > 1
    each = several and ctx.setting("armour_per_damage") == "each"
    if several:
        # 205.5.2 speaks of one armour and its defence; it does not say whether several may meet one damage.
        decided_by_setting(ctx, "armour_per_damage", cite(ctx, "205.5.2", "205.4.4"))
    if not optional and (not several or each):
        # 1.8 205.5.2: the armour reduces the damage ("減少させます"); nothing is left to decide.
        ctx.cite(cite(ctx, "205.5.2"), "requires")
        return pieces
    player = state.cards[cid].controller
    opts = card_options(state, pieces, label)
    if optional and not each:
        opts.append(option("no", say("opt_no_armour")))
    who, card = pname(state, player), label(state.cards[cid])
    prompt = say("choose_armour_optional", player=who, card=card) if optional else \
        say("choose_armour", player=who, card=card)
    # With several allowed (3.0), picking none declines; otherwise one armour, or "no" where optional.
    picked = ctx.ask("armour", player, *prompt,
                     opts, min=0 if each else 1, max=len(pieces) if each else 1,
                     rules=cite(ctx, "205.5.2", v30=("506.6.1.2",), v18=("506.6.1.1",)))
    return [a for a in pieces if a in picked]


def mill(ctx: Context, player: str, n: int) -> list[str]:
    """Damage to a player: that many cards from the top of the deck to the discard at once, in no order (214.2)."""
    state = ctx.state
    top = list(state.in_zone(player, "deck")[:n])
    for cid in top:
        state.move(cid, f"{player}.discard")
        state.set_card(cid, "face_up", True)
    for cid in top:
        emit(ctx, "milled", cid)
    if not state.in_zone(player, "deck"):
        state.set_player(player, "deck_hit_zero", True)
    return top


def draw(ctx: Context, player: str, n: int) -> list[str]:
    """102.4.1: a draw takes the top card; drawing n is n single draws."""
    state = ctx.state

    def take(cid: str) -> None:
        state.move(cid, f"{player}.hand")
        state.set_card(cid, "face_up", False)
        emit(ctx, "draw", cid)

    drawn, _ = draw_cards(state, player, n, take)
    if n and not state.in_zone(player, "deck"):
        state.set_player(player, "deck_hit_zero", True)
    return drawn


def enter_stamp(state: GameState, cid: str) -> None:
    state.set_flag(cid, "entered", state.tick())


def enter_field(ctx: Context, cid: str) -> None:
    """The card is on the field as a new card (400.6): the continuous effects made for it before it last left the field
    are looked at in a step of their own right after this one (``new_card``)."""
    state = ctx.state
    enter_stamp(state, cid)
    older = [e.id for e in state.effects if cid in e.cards]
    if older:
        ctx.then("new_card", card=cid, effects=older)
