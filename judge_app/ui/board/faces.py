"""What a card shows, read from a game state without knowing the game (no Qt).

The state gives printed attributes and the game module gives current ones
(power after modifiers, keywords gained); the face picks the few a player
reads at a glance by their common names and leaves the rest to the tooltip,
which lists every attribute under the label the game declared for it.
"""

from __future__ import annotations

import html
from dataclasses import dataclass, field
from typing import Any

from judge_app.engine.kernel.state import GameState
from judge_app.ui.board.words import FACE_STATS
from judge_app.ui.board.words import name as word_name

# Colour words games use for a card's element or colour, and how each is drawn.
COLOURS = {
    "fire": "#d9412b", "red": "#d9412b", "火": "#d9412b",
    "ice": "#3bb6d6", "氷": "#3bb6d6",
    "wind": "#3a9d4a", "green": "#3a9d4a", "風": "#3a9d4a",
    "earth": "#c9a227", "yellow": "#c9a227", "土": "#c9a227",
    "lightning": "#8a4fbf", "purple": "#8a4fbf", "雷": "#8a4fbf",
    "water": "#2f6fd1", "blue": "#2f6fd1", "水": "#2f6fd1",
    "light": "#f2ecd0", "white": "#f2ecd0", "光": "#f2ecd0",
    "dark": "#3a3340", "black": "#3a3340", "闇": "#3a3340",
}
COLOUR_KEYS = ("element", "elements", "colour", "color", "colors", "colours", "attribute")
NEUTRAL = "#9aa3ad"
#: What a card nobody named shows (on its back, and on its face if it is turned up).
UNNAMED_JA, UNNAMED_EN = "カード", "card"


@dataclass
class CardFace:
    id: str
    name: str
    zone: str
    owner: str
    controller: str
    face_up: bool = True
    dull: bool = False
    damage: int = 0
    counters: dict[str, int] = field(default_factory=dict)
    card_type: str = ""
    cost: Any = None
    power: Any = None
    printed_power: Any = None
    colours: list[str] = field(default_factory=list)
    keywords: list[str] = field(default_factory=list)
    tooltip: str = ""
    flags: dict[str, Any] = field(default_factory=dict)
    stack_object: bool = False


def colour_of(word: str) -> str:
    return COLOURS.get(str(word).lower(), NEUTRAL)


def _as_list(value: Any) -> list[str]:
    if value is None:
        return []
    if isinstance(value, (list, tuple)):
        return [str(v) for v in value]
    return [str(value)]


def _label(specs: dict[str, dict[str, Any]], name: str, english: bool) -> str:
    spec = specs.get(name)
    if spec is None:
        return name
    return str(spec["label_en"] if english else spec["label_ja"])


def _shown(value: Any, game: str = "", english: bool = False) -> str:
    """A value as the judge reads it: vocabulary ids by their names (先制攻撃, not first_strike)."""
    if isinstance(value, bool):
        return "✓" if value else "—"
    if isinstance(value, (list, tuple)):
        return ", ".join(_shown(v, game, english) for v in value) or "—"
    if isinstance(value, str) and game:
        return word_name(game, value, english)
    return "—" if value is None else str(value)


def card_faces(state: GameState, layout: dict[str, Any], current: Any = None, english: bool = False,
               texts: dict[str, str] | None = None, face_down: set[str] | None = None,
               unnamed: set[str] | None = None) -> dict[str, list[CardFace]]:
    """Faces by zone key, in zone order (top first); ``current(state, card_id)`` adds values after modifiers.

    ``texts`` maps card ids to printed card text (the scenario keeps it; the state does not). A card is
    drawn as a back when it is face down in a hidden pile (a deck), or named in ``face_down`` (set face
    down on purpose); a hidden hand is shown, since the judge sees what the players cannot. A card in
    ``unnamed`` (given by count: nobody named it) reads as just a card, not by the stand-in name the engine gives
    it (``カード A-deck-1``, an id).
    """
    specs = {a["name"]: a for a in layout.get("card_attributes", [])}
    piles = {z["id"] for z in layout.get("zones", []) if z.get("hidden") and z.get("ordered")}
    out: dict[str, list[CardFace]] = {}
    for key, ids in state.zones.items():
        faces = out.setdefault(key, [])
        pile = key.rpartition(".")[2] in piles
        for cid in ids:
            face = _face(state, cid, specs, current, english)
            face.face_up = not ((not face.face_up and pile) or (face_down is not None and cid in face_down))
            if unnamed is not None and cid in unnamed:
                face.name = UNNAMED_EN if english else UNNAMED_JA
            if texts and texts.get(cid):
                face.tooltip += "<hr>" + html.escape(texts[cid]).replace("\n", "<br>")
            faces.append(face)
    stacked = set(state.zones.get("stack", []))
    for obj in state.stack:  # abilities waiting on the stack: drawn as small tokens in the shared zone
        if obj.kind != "summon" and obj.source in state.cards and obj.source not in stacked:
            src = state.cards[obj.source]
            token = CardFace(f"{obj.id}:{obj.source}", f"⚡ {src.name}", "stack", src.owner, obj.controller,
                             stack_object=True)
            token.tooltip = html.escape(f"{obj.kind} · {src.name} 〔{src.id}〕 · {obj.controller}")
            out.setdefault("stack", []).append(token)
    return out


def _face(state: GameState, cid: str, specs: dict[str, dict[str, Any]], current: Any, english: bool) -> CardFace:
    card = state.cards[cid]
    printed = dict(card.printed)
    now: dict[str, Any] = {}
    if current is not None:
        try:
            now = dict(current(state, cid))
        except (KeyError, ValueError, TypeError):
            now = {}
    merged = {**printed, **now}
    colours: list[str] = []
    for key in COLOUR_KEYS:
        if merged.get(key):
            colours = _as_list(merged[key])
            break
    face = CardFace(
        cid, (card.name_en or card.name) if english else card.name, card.zone, card.owner, card.controller,
        card.face_up, card.dull, card.damage, dict(card.counters),
        word_name(state.game, str(merged.get("type", "") or ""), english) if merged.get("type") else "",
        merged.get("cost"), merged.get("power"), printed.get("power"), colours,
        [word_name(state.game, k, english) for k in _as_list(merged.get("keywords"))], flags=dict(card.flags))
    cost_spec = specs.get("cost")
    if cost_spec and cost_spec.get("card_types") and merged.get("type") not in cost_spec["card_types"]:
        face.cost = None  # a card type that prints no cost (an aquarian character) shows none, not a 0
    stats = FACE_STATS.get(state.game)
    if stats:  # pso2's attack/HP, aquarian's attack/endurance: the game's own fighting numbers, not a power
        face.power = _stats(merged, stats)
        face.printed_power = _stats(printed, stats)
    face.tooltip = tooltip_html(card.name, card.name_en, cid, card.owner, card.controller, printed, now, specs,
                                card.flags, card.counters, card.damage, card.dull, card.face_up,
                                len(card.abilities), english, state.game)
    return face


def _stats(values: dict[str, Any], names: tuple[str, ...]) -> str | None:
    """``2/3``: the stats a card has, in order; None when it has none of them (a mag, an item)."""
    shown = [values.get(n) for n in names]
    if all(v is None for v in shown):
        return None
    return "/".join("—" if v is None else str(v) for v in shown)


def tooltip_html(name: str, name_en: str, cid: str, owner: str, controller: str, printed: dict[str, Any],
                 now: dict[str, Any], specs: dict[str, dict[str, Any]], flags: dict[str, Any],
                 counters: dict[str, int], damage: int, dull: bool, face_up: bool, abilities: int,
                 english: bool, game: str = "") -> str:
    """The whole card as a small table: every attribute under the game's own label."""
    esc = html.escape
    rows = [f"<b>{esc(name)}</b>" + (f" / {esc(name_en)}" if name_en else ""),
            f"{esc(owner)} → {esc(controller)}"]
    table = []
    names = list(specs) + [k for k in printed if k not in specs]
    for key in names:
        if key not in printed and key not in now:
            continue
        value = esc(_shown(printed.get(key), game, english))
        if key in now and now[key] != printed.get(key):
            value += f" → <b>{esc(_shown(now[key], game, english))}</b>"
        table.append(f"<tr><td>{esc(_label(specs, key, english))}</td><td>{value}</td></tr>")
    state_bits = []
    if dull:
        state_bits.append("dull" if english else "ダル")
    if not face_up:
        state_bits.append("face down" if english else "裏向き")
    if damage:
        state_bits.append(("damage " if english else "ダメージ ") + str(damage))
    for k, v in counters.items():
        state_bits.append(f"{k}×{v}")
    for k, v in flags.items():
        if v not in (None, False, 0, ""):
            state_bits.append(f"{k}={v}")
    if abilities:
        state_bits.append(("abilities " if english else "アビリティ ") + str(abilities))
    body = "<br>".join(rows) + "<table>" + "".join(table) + "</table>"
    if state_bits:
        body += esc(" · ".join(state_bits))
    return body
