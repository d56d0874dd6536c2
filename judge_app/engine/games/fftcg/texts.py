"""The words of an ability no card prints: a delayed auto ability an effect makes (11.9.17) has its text written
here from its data, in Japanese and in English, so a step that names it reads as card text does in each language,
never as the scenario file's words."""

from __future__ import annotations

from typing import Any

from judge_app.engine.games.fftcg.layout import PHASE_EN, PHASE_JA, TYPE_JA
from judge_app.engine.games.fftcg.messages import say
from judge_app.engine.games.fftcg.tasks import card_list, count_cards
from judge_app.engine.kernel.effects import Filter, Target, Trigger
from judge_app.engine.kernel.state import GameState

#: What happens, as "when <this>" says it: {who} is the card it happens to, {phase} the phase that begins.
EVENT_WHEN: dict[str, tuple[str, str]] = {
    "broken": ("{who}がブレイクされた", "{who} is broken"),
    "damage": ("{who}がダメージを受けた", "{who} is dealt damage"),
    "takes_damage": ("{who}がダメージを受けた", "{who} is dealt damage"),
    "leaves_field": ("{who}がフィールドを離れた", "{who} leaves the field"),
    "put_into_break_zone": ("{who}がブレイクゾーンに置かれた", "{who} is put into the break zone"),
    "returned_to_hand": ("{who}が手札に戻った", "{who} returns to its owner's hand"),
    "removed": ("{who}が除外された", "{who} is removed from the game"),
    "attacks": ("{who}がアタックした", "{who} attacks"),
    "blocks": ("{who}がブロックした", "{who} blocks"),
    "is_blocked": ("{who}がブロックされた", "{who} is blocked"),
    "broke_forward": ("{who}がフォワードをブレイクした", "{who} breaks a forward"),
    "deals_damage_to_forward": ("{who}がフォワードにダメージを与えた", "{who} deals damage to a forward"),
    "deals_damage_to_player": ("{who}がプレイヤーにダメージを与えた", "{who} deals damage to a player"),
    "discarded": ("{who}が捨てられた", "{who} is discarded"),
    "enters_field": ("{who}がフィールドに出た", "{who} enters the field"),
    "summoned": ("{who}が召喚された", "{who} is cast"),
    "state": ("{who}の条件が満たされた", "the condition of {who} holds"),
    "phase_start": ("{phase}が始まった", "{phase} begins"),
    "player_damaged": ("プレイヤーがダメージを受けた", "a player takes damage"),
    "turn_end": ("ターンが終わった", "the turn ends"),
}

#: Each effect word as an instruction: {obj} is what it acts on, {n} its number, {cards} and {counters} that
#: number counted, {who} the player who does it (empty for the ability's controller). A power that becomes a
#: number is ``power_becomes``.
EFFECT_DO: dict[str, tuple[str, str]] = {
    "damage": ("{obj}に{n}ダメージを与える", "deal {n} damage to {obj}"),
    "break": ("{obj}をブレイクする", "break {obj}"),
    "put_into_discard_pile": ("{obj}をブレイクゾーンに置く", "put {obj} into the break zone"),
    "draw": ("{who}カードを{cards}引く", "{who}draw {cards}"),
    "discard": ("{who}手札を{cards}捨てる", "{who}discard {cards}"),
    "move": ("{obj}を移動する", "move {obj}"),
    "return_to_hand": ("{obj}を手札に戻す", "return {obj} to its owner's hand"),
    "remove": ("{obj}を除外する", "remove {obj} from the game"),
    "power": ("{obj}のパワーを{n}する", "give {obj} {n} power"),
    "power_becomes": ("{obj}のパワーを{n}にする", "make the power of {obj} {n}"),
    "keyword": ("{obj}のアビリティを変更する", "change the abilities of {obj}"),
    "dull": ("{obj}をダルにする", "dull {obj}"),
    "activate": ("{obj}をアクティブにする", "activate {obj}"),
    "freeze": ("{obj}を凍結する", "freeze {obj}"),
    "counters": ("{obj}にカウンターを{counters}置く", "put {counters} on {obj}"),
    "search": ("デッキからカードを探す", "search the deck for a card"),
    "reveal": ("カードを公開する", "reveal cards"),
    "prevent_damage": ("{obj}が受けるダメージを軽減する", "prevent damage to {obj}"),
    "replace": ("置換効果を生成する", "create a replacement effect"),
    "control": ("{obj}のコントロールを得る", "gain control of {obj}"),
    "text": ("{obj}のテキストを変更する", "change the text of {obj}"),
    "trait": ("{obj}のジョブを変更する", "change the jobs of {obj}"),
    "delayed": ("遅延型のオートアビリティを生成する", "create a delayed auto ability"),
    "remove_damage": ("{obj}のダメージを取り除く", "remove damage from {obj}"),
    "equip": ("{obj}を装備する", "equip {obj}"),
    "cost": ("コストを変更する", "change a cost"),
}

_PLAYER_DOES = {"you": ("", ""), "opponent": ("相手は", "have the opponent "),
                "each_player": ("各プレイヤーは", "have each player ")}
_UNTIL = {"end_of_attack": ("このアタックの間", "during this attack"),
          "end_of_next_turn": ("次のターンの終了時まで", "until the end of the next turn"),
          "while_source_on_field": ("発生源がフィールドにある間", "while its source is on the field"),
          "permanent": ("ゲームの終了まで", "for the rest of the game")}


def delayed_text(state: GameState, trigger: Trigger, effects: list[Any], until: str | None,
                 watch: list[str]) -> tuple[str, str]:
    """A delayed ability's text in each language: when it triggers, for how long, and what it does."""
    when = _when(state, trigger, watch)
    does = [_do(e) for e in effects]
    parts = ("、".join(d[0] for d in does) or "何もしない", ", then ".join(d[1] for d in does) or "do nothing")
    if until is None or until == "next_event":
        return say("delayed_text_next_time", when=when, effects=parts)
    if until == "end_of_turn":
        return say("delayed_text_this_turn", when=when, effects=parts)
    return say("delayed_text_during", during=_UNTIL.get(until, (until, until)), when=when, effects=parts)


def _when(state: GameState, trigger: Trigger, watch: list[str]) -> tuple[str, str]:
    ja, en = EVENT_WHEN.get(trigger.event, ("{who}: " + trigger.event, "{who}: " + trigger.event))
    if trigger.source == "self":
        who = card_list(state, watch) if watch else ("それ", "it")
    else:
        who = _some_card(trigger.filter, other=trigger.source == "other")
    phase = (PHASE_JA.get(trigger.phase, "フェイズ"), PHASE_EN.get(trigger.phase, "a phase")) if trigger.phase \
        else ("フェイズ", "a phase")
    return ja.format(who=who[0], phase=phase[0]), en.format(who=who[1], phase=phase[1])


def _some_card(flt: Filter | None, *, other: bool) -> tuple[str, str]:
    """'a forward you control', 'another card': the card a trigger of any card waits for."""
    types = flt.card_type if flt is not None and flt.card_type else []
    ja, en = (TYPE_JA.get(types[0], types[0]), types[0]) if len(types) == 1 else ("カード", "card")
    ja, en = ("ほかの" + ja, "another " + en) if other else (ja, ("an " if en[0] in "aeiou" else "a ") + en)
    controller = flt.controller if flt is not None else "any"
    if controller == "you":
        return "あなたがコントロールする" + ja, en + " you control"
    if controller == "opponent":
        return "相手がコントロールする" + ja, en + " an opponent controls"
    return ja, en


def _do(eff: Any) -> tuple[str, str]:
    becomes = eff.op == "power" and getattr(eff, "becomes", False)
    ja, en = EFFECT_DO.get("power_becomes" if becomes else eff.op, (eff.op, eff.op))
    n = getattr(eff, "amount", None)
    number = (f"{n:+d}" if eff.op == "power" and not becomes else str(n)) if isinstance(n, int) else "X"
    cards = count_cards(n) if isinstance(n, int) else ("X枚", "X cards")
    counters = "a counter" if n == 1 else f"{number} counters"
    who = _PLAYER_DOES.get(getattr(eff, "player", "you"), ("", ""))
    obj = _object(getattr(eff, "target", None))
    return (ja.format(obj=obj[0], n=number, cards=cards[0], counters=f"{number}個", who=who[0]),
            en.format(obj=obj[1], n=number, cards=cards[1], counters=counters, who=who[1]))


def _object(target: Target | None) -> tuple[str, str]:
    """What an effect of a delayed ability acts on: its own 'choose' means the cards it watches (see delayed)."""
    if target is None or target.who in ("choose", "event_card"):
        return "それ", "it"
    if target.who == "self":
        return "このカード", "this card"
    if target.who == "all":
        kind = _some_card(target.filter, other=False)
        return "すべての" + kind[0], "every " + kind[1].split(" ", 1)[1]
    return target.who, target.who
