"""Choices made while playing something: modes (11.2.3), variables (4.5) and distributions (11.2.6).

They are declared in the order of the playing procedure (modes, then costs and variables, then
distributions) and kept on the stack object, so resolution uses exactly what was declared.
"""

from __future__ import annotations

import itertools
from typing import Any

from judge_app.engine.games.fftcg.cards import active_abilities, jobs, keywords, on_field, power, types
from judge_app.engine.games.fftcg.layers import View, _matches, amount_value, compute, scaled
from judge_app.engine.games.fftcg.messages import say
from judge_app.engine.games.fftcg.tasks import label, pname
from judge_app.engine.kernel.effects import Ability, Amount, Effect
from judge_app.engine.kernel.game import Context
from judge_app.engine.kernel.questions import Option
from judge_app.engine.kernel.state import GameState, zone_id

# Where each kind of thing declares modes, variables and distributions, and the smallest share of a distribution.
# (Playing a character asks none of these itself: its abilities declare theirs when used or stacked.)
MODE_RULE = {"summon": "11.2.3", "action": "11.7.5", "special": "11.8.5", "auto": "11.12.4.1"}
X_RULE = {"summon": "11.2.4", "action": "11.7.6", "special": "11.8.6", "auto": "11.9.10"}
SPLIT_RULE = {"summon": ("11.2.6", 1, 1), "auto": ("11.9.11", 1, 1), "action": ("11.7.7", 1000, 1000),
              "special": ("11.8.7", 1000, 1000)}
X_DEFAULT_MAX = 10


class BadChoice(ValueError):
    """A scripted declaration the rules do not allow; the message says why, the rule says where."""

    def __init__(self, ja: str, en: str, rules: tuple[str, ...]) -> None:
        super().__init__(en)
        self.ja, self.en, self.rules = ja, en, rules


def effects_of(ab: Ability, modes: list[int] | None) -> list[Effect]:
    """The ability's effects followed by those of the chosen modes, in mode order."""
    out = list(ab.effects)
    for m in sorted(modes or []):
        if 0 <= m < len(ab.modes):
            out.extend(ab.modes[m].effects)
    return out


def _uses(effects: list[Effect], of: str) -> bool:
    for e in effects:
        for name in ("amount",):
            v = getattr(e, name, None)
            if isinstance(v, Amount) and v.of == of:
                return True
    return False


def uses_x(ab: Ability, modes: list[int] | None) -> bool:
    return _uses(effects_of(ab, modes), "x")


def choose_modes(ctx: Context, player: str, card_id: str, ab: Ability, scripted: Any, kind: str) -> list[int]:
    """Declare the modes of a modal ability (11.2.3 and its counterparts)."""
    if not ab.modes:
        return []
    state = ctx.state
    rid = MODE_RULE[kind]
    n = min(ab.choose, len(ab.modes))
    if scripted is not None:
        picked = [int(m) for m in (scripted if isinstance(scripted, list) else [scripted])]
        if len(set(picked)) != n or any(not 0 <= m < len(ab.modes) for m in picked):
            raise BadChoice(*say("exactly_different_mode_must_be", n=n), (rid,))
        return sorted(picked)
    card_label = label(state.cards[card_id])
    player_label = pname(state, player)
    opts = [Option(id=str(i), label_ja=m.text or f"モード{i + 1}", label_en=m.text or f"mode {i + 1}")
            for i, m in enumerate(ab.modes)]
    got = ctx.ask("mode", player, *say("choose_mode", player=player_label, card=card_label, n=n),
                  opts, min=n, max=n, rules=(rid,))
    return sorted(int(g) for g in got)


def choose_x(ctx: Context, player: str, card_id: str, ab: Ability, scripted: Any, kind: str,
             affordable: int | None = None) -> int:
    """The controller fixes the variable X (4.5) when the text does not."""
    state = ctx.state
    hi = ab.x_max if ab.x_max is not None else X_DEFAULT_MAX
    if affordable is not None:
        hi = min(hi, affordable)
    rid = X_RULE[kind]
    if scripted is not None:
        x = int(scripted)
        if x < 0 or (ab.x_max is not None and x > ab.x_max):
            raise BadChoice(*say("x_cannot_be_never_negative", x=x),
                            ("4.1", "4.5", rid))
        return x
    card_label = label(state.cards[card_id])
    player_label = pname(state, player)
    opts = [Option(id=str(i), label_ja=f"X={i}", label_en=f"X={i}") for i in range(max(0, hi) + 1)]
    return int(ctx.ask("x", player, *say("choose_value_x", player=player_label, card=card_label),
                       opts, rules=("4.5", rid))[0])


def number(state: GameState, frame: dict[str, Any], amount: int | Amount, idx: int | None = None) -> int:
    """A number of effect text, fixed now (11.12.9, 11.13.4.3): X as declared, or counted or read now."""
    if isinstance(amount, int):
        return amount
    if amount.of == "x":
        return scaled(int(frame.get("x", 0)), amount)
    if amount.of == "source_power":
        return scaled(max(0, known_power(state, frame["source"])), amount)
    if amount.of == "target_power":
        picked = (frame.get("targets") or {}).get(str(idx), []) if idx is not None else []
        p = known_power(state, picked[0]) if picked else 0
        return scaled(max(0, p), amount)

    return amount_value(state, compute(state), amount, frame["controller"], frame["source"])


def known_power(state: GameState, card_id: str) -> int:
    """Current power on the field, else the last known power before it left (6.4.2, 11.12.3, 11.12.7)."""
    card = state.cards[card_id]
    if on_field(state, card):
        return power(state, card) or 0
    lki = (state.data.get("lki") or {}).get(card_id)
    if lki is not None and lki.get("power") is not None:
        return int(lki["power"])
    return int(card.printed.get("power") or 0)


def remember(state: GameState, card_id: str) -> None:
    """Keep what a card was just before it leaves the field (last-known information)."""
    card = state.cards[card_id]
    if not on_field(state, card):
        return
    snap = {"power": power(state, card), "controller": card.controller, "keywords": sorted(keywords(state, card)),
            "jobs": jobs(state, card), "timestamp": card.timestamp, "zone": card.zone,
            "types": sorted(types(state, card)),
            "abilities": [i for i, _ in active_abilities(state, card)]}
    state.data["lki"] = {**(state.data.get("lki") or {}), card_id: snap}


def matches_known(state: GameState, card_id: str, flt: Any, you: str, source: str | None) -> bool:
    """A filter against a card that has left the field, read from what it was just before (6.4.2, 11.6.6)."""
    known = (state.data.get("lki") or {}).get(card_id)
    card = state.cards[card_id]
    if known is None:
        return _matches(state, {}, card, flt.model_copy(update={"zone": zone_id(card.zone)}), you, source)
    view = View([], list(known["jobs"]), set(known["keywords"]), set(), known["power"],
                types=set(known.get("types") or [str(card.printed["type"])]))
    was = card.clone()
    was.zone, was.controller = known["zone"], known["controller"]
    states = {card_id: view}
    return _matches(_Shim(state, was), states, was, flt.model_copy(update={"zone": None}), you, source)


class _Shim:
    """Just enough of a state for a filter check on a remembered card."""

    def __init__(self, state: GameState, card: Any) -> None:
        self.cards = {**state.cards, card.id: card}


def choose_distribution(ctx: Context, player: str, card_id: str, effects: list[Effect],
                        targets: dict[str, list[str]], frame: dict[str, Any], scripted: Any,
                        kind: str) -> dict[str, dict[str, int]]:
    """Declare how a total is divided among several targets (11.2.6 and its counterparts)."""
    state = ctx.state
    rid, least, step = SPLIT_RULE[kind]
    out: dict[str, dict[str, int]] = {}
    for i, e in enumerate(effects):
        if not getattr(e, "distribute", False):
            continue
        cards = targets.get(str(i), [])
        if not cards:
            continue
        total = number(state, frame, e.amount, i)  # type: ignore[union-attr]
        if scripted is not None:
            split = {str(k): int(v) for k, v in dict(scripted).items()}
            if sorted(split) != sorted(cards) or sum(split.values()) != total or any(
                    v < least or v % step for v in split.values()):
                raise BadChoice(f"{total}を選んだ{len(cards)}枚に割り振る: それぞれ{least}以上"
                                + (f"、{step}単位" if step > 1 else ""),
                                f"divide {total} among the {len(cards)} chosen card(s): at least {least} each"
                                + (f", in steps of {step}" if step > 1 else ""), (rid,))
            out[str(i)] = split
            continue
        # Offered in steps of 1000 when the total allows it (a scripted answer may use any legal split).
        grid = 1000 if total % 1000 == 0 and total >= 1000 * len(cards) else step
        shares = [s for s in itertools.product(range(max(least, grid), total + 1, grid), repeat=len(cards))
                  if sum(s) == total][:200]
        if not shares:
            raise BadChoice(*say("cannot_be_divided_among_card", total=total, len_cards=len(cards), least=least),
                            (rid,))
        opts = [Option(id="/".join(map(str, s)),
                       label_ja="、".join(f"{label(state.cards[c])[0]}に{v}" for c, v in zip(cards, s, strict=True)),
                       label_en=", ".join(f"{v} to {label(state.cards[c])[1]}" for c, v in zip(cards, s, strict=True)))
                for s in shares]
        player_label = pname(state, player)
        got = ctx.ask("distribution", player, *say("declare_how_divided", player=player_label, total=total),
                                              opts, rules=(rid,))[0]
        out[str(i)] = {c: int(v) for c, v in zip(cards, got.split("/"), strict=True)}
    return out
