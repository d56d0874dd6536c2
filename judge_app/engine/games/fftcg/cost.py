"""CP payment (5.2.1.2, 11.3.6.1.1): which cards may pay, the element requirement, excess CP."""

from __future__ import annotations

import itertools
from dataclasses import dataclass, field

from judge_app.engine.games.fftcg.cards import elements, light_or_dark
from judge_app.engine.games.fftcg.layout import ELEMENT_JA
from judge_app.engine.games.fftcg.messages import say
from judge_app.engine.games.fftcg.tasks import joined, label
from judge_app.engine.kernel.citations import rule
from judge_app.engine.kernel.state import Card, GameState


@dataclass
class Need:
    """What a cost asks for: CP of given elements, CP of any element, and 'at least one of' a set."""

    total: int
    specific: dict[str, int] = field(default_factory=dict)
    one_of: tuple[str, ...] = ()
    max_excess: int = 1

    def describe(self) -> tuple[str, str]:
        """The cost in words, Japanese and English: each element named in the language of its sentence."""
        parts = [say("need_specific", element=(ELEMENT_JA.get(e, e), e), n=n) for e, n in sorted(self.specific.items())]
        if self.one_of:
            names = ("・".join(ELEMENT_JA.get(e, e) for e in self.one_of), "/".join(self.one_of))
            parts.append(say("need_one_of", elements=names) if len(self.one_of) == 1
                         else say("need_one_of_any", elements=names))
        more = say("need_parts", parts=joined(parts, "、", ", ")) if parts else ("", "")
        return say("need_cp", total=self.total, parts=more)


@dataclass
class Verdict:
    ok: bool
    ja: str = ""
    en: str = ""
    rules: tuple[str, ...] = ()
    discards: list[str] = field(default_factory=list)
    backups: list[str] = field(default_factory=list)
    produced: int = 0


def card_need(card: Card, cost: int, extra: dict[str, int] | None = None) -> Need:
    """Playing or casting a card: one CP of its element unless Light/Dark (11.3.6.1.1)."""
    specific = dict(extra or {})
    specific.pop("any", None)
    total = cost + sum((extra or {}).values())
    one_of = () if light_or_dark(card) or cost == 0 else tuple(elements(card))
    return Need(total=total, specific=specific, one_of=one_of, max_excess=1)


def ability_need(cp: dict[str, int]) -> Need:
    specific = {e: n for e, n in cp.items() if e != "any"}
    total = sum(cp.values())
    return Need(total=total, specific=specific, max_excess=max(1, len(specific)))


def _fits(units: list[tuple[int, tuple[str, ...]]], need: Need) -> bool:
    """Some way to read each unit's element meets the element requirements."""
    choices = [u[1] for u in units]
    for pick in itertools.product(*choices) if choices else [()]:
        got: dict[str, int] = {}
        for (amount, _), el in zip(units, pick, strict=True):
            got[el] = got.get(el, 0) + amount
        if any(got.get(e, 0) < n for e, n in need.specific.items()):
            continue
        if need.one_of:
            spare = {e: got.get(e, 0) - need.specific.get(e, 0) for e in need.one_of}
            if not any(v >= 1 for v in spare.values()):
                continue
        return True
    return False


def _element_refusal(card: Card, settings: dict[str, str], same_element: tuple[str, ...]) -> Verdict | None:
    """Under the same-element reading, a card of another element cannot produce the CP."""
    if settings["cp_element"] != "same_element_only" or not same_element:
        return None
    if set(elements(card)) & set(same_element):
        return None
    cards_label = label(card)
    return Verdict(False, *say("not_same_element_setting_cp", text=cards_label), rule("11.3.6.1.1"))


def check_payment(state: GameState, payer: str, need: Need, payment: list[str], settings: dict[str, str],
                  exclude: set[str], same_element: tuple[str, ...] = ()) -> Verdict:
    units: list[tuple[int, tuple[str, ...]]] = []
    discards: list[str] = []
    backups: list[str] = []
    for cid in payment:
        card = state.cards.get(cid)
        if card is None:
            return Verdict(False, *say("no_card", cid=cid), rule("11.3.6.1.1"))
        cards_label = label(card)
        if card.zone == f"{payer}.hand" and cid not in exclude:
            if light_or_dark(card):
                return Verdict(False, *say("light_dark_cannot_be_discarded", text=cards_label), rule("11.3.6.1.1"))
            if (refused := _element_refusal(card, settings, same_element)) is not None:
                return refused
            units.append((2, tuple(elements(card))))
            discards.append(cid)
        elif card.zone == f"{card.controller}.backup" and card.controller == payer:
            if card.dull and settings["backup_must_be_active"] == "yes":
                return Verdict(False, *say("already_dull_cannot_be_dulled", text=cards_label), rule("5.2.3.1.1.3"))
            if (refused := _element_refusal(card, settings, same_element)) is not None:
                return refused
            units.append((1, tuple(elements(card))))
            backups.append(cid)
        else:
            return Verdict(False, *say("cannot_pay_only_your_hand", text=cards_label),
                           rule("11.3.6.1.1", "11.7.2.1.3"))
    produced = sum(u[0] for u in units)
    if produced < need.total:
        return Verdict(False, *say("not_enough_cp", produced=produced, need_total=need.total),
                       rule("5.2.1.2", "11.3.7"), discards, backups, produced)
    if not _fits(units, need):
        return Verdict(False, *say("element_requirement_not_met", need_describe=need.describe()), rule("11.3.6.1.1"),
                       discards, backups, produced)
    excess = produced - need.total
    if excess:
        if not discards:
            return Verdict(False, *say("excess_cp_excess_only_allowed", excess=excess), rule("5.2.1.2.1"),
                           discards, backups, produced)
        if excess > need.max_excess:
            return Verdict(False, *say("too_much_excess_cp", excess=excess),
                           rule("5.2.1.2.1", "11.3.6.1.1"), discards, backups, produced)
        if settings["excess_cp"] == "unavoidable_only":
            for b in backups:
                rest = [u for cid, u in zip(discards + backups, _units_in_order(units, discards, backups),
                                            strict=True) if cid != b]
                if sum(u[0] for u in rest) >= need.total and _fits(rest, need):
                    cards_label = label(state.cards[b])
                    return Verdict(False, *say("excess_could_be_avoided_not", text=cards_label),
                                   rule("5.2.1.2.1"), discards, backups, produced)
    return Verdict(True, discards=discards, backups=backups, produced=produced)


def _units_in_order(units: list[tuple[int, tuple[str, ...]]], discards: list[str],
                    backups: list[str]) -> list[tuple[int, tuple[str, ...]]]:
    """``units`` was built in payment order; regroup as discards then backups to match ids."""
    d = [u for u in units if u[0] == 2]
    b = [u for u in units if u[0] == 1]
    return d + b
