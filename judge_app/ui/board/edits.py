"""Pure edits of a scenario: each takes a Scenario and returns a new one, or raises ScenarioError.

Kept free of Qt so the undo commands stay trivial (swap two immutable
scenarios) and every edit is checked by the same validation a file load gets.
"""

from __future__ import annotations

import copy
import json
from typing import Any

from judge_app.engine import GameModule, Scenario, ScenarioError, get_game, parse_scenario, scenario_file_data
from judge_app.engine.kernel.scenario import CardSpec
from judge_app.engine.kernel.scenario import scenario_file_data as kernel_file_data

SHARED_OWNER_KEY = "stack"


def _data(scenario: Scenario) -> dict[str, Any]:
    """The scenario as data in the kernel's words, as a file states it (an unstated turn stays unstated)."""
    return kernel_file_data(scenario)


def _check(data: dict[str, Any]) -> Scenario:
    return parse_scenario(data, "<board>")


def split_key(zone_key: str) -> tuple[str | None, str]:
    player, dot, zone = zone_key.partition(".")
    return (player, zone) if dot else (None, zone_key)


def _player(data: dict[str, Any], pid: str) -> dict[str, Any]:
    for p in data["players"]:
        if p["id"] == pid:
            return p
    raise ScenarioError("<board>", [f"players: no player {pid!r}"])


def _locate(data: dict[str, Any], cid: str) -> tuple[dict[str, Any], str, int]:
    for p in data["players"]:
        for zone, cards in p.get("zones", {}).items():
            for i, c in enumerate(cards):
                if c["id"] == cid:
                    return p, zone, i
    raise ScenarioError("<board>", [f"no card {cid!r}"])


def _zone_list(data: dict[str, Any], zone_key: str, fallback_player: str) -> list[dict[str, Any]]:
    player, zone = split_key(zone_key)
    p = _player(data, player or fallback_player)
    return p.setdefault("zones", {}).setdefault(zone, [])


def _prune_empty(data: dict[str, Any]) -> None:
    for p in data["players"]:
        p["zones"] = {z: cards for z, cards in p.get("zones", {}).items() if cards}


def card_dict(scenario: Scenario, cid: str) -> dict[str, Any]:
    data = _data(scenario)
    p, zone, i = _locate(data, cid)
    return dict(p["zones"][zone][i])


def card_place(scenario: Scenario, cid: str) -> tuple[str, int]:
    """The state zone key and the index of a card as the scenario lists it."""
    data = _data(scenario)
    p, zone, i = _locate(data, cid)
    return (zone if zone == SHARED_OWNER_KEY else f"{p['id']}.{zone}"), i


def fresh_id(scenario: Scenario, base: str) -> str:
    taken = scenario.card_ids()
    stem = base.rstrip("0123456789-") or "card"
    n = 1
    while f"{stem}-{n}" in taken:
        n += 1
    return base if base and base not in taken else f"{stem}-{n}"


def add_card(scenario: Scenario, card: dict[str, Any], zone_key: str, index: int | None = None) -> Scenario:
    data = _data(scenario)
    cards = _zone_list(data, zone_key, data["turn_player"])
    cards.insert(len(cards) if index is None else max(0, min(index, len(cards))), copy.deepcopy(card))
    return _check(data)


def update_card(scenario: Scenario, cid: str, card: dict[str, Any]) -> Scenario:
    data = _data(scenario)
    p, zone, i = _locate(data, cid)
    p["zones"][zone][i] = copy.deepcopy(card)
    new_id = card.get("id", cid)
    if new_id != cid:
        _rename_refs(data, cid, new_id)
    return _check(data)


def move_cards(scenario: Scenario, ids: list[str], zone_key: str, index: int | None = None) -> Scenario:
    """Move cards (in the given order) into a zone at ``index`` (None: the end); also reorders within a zone."""
    data = _data(scenario)
    moving = []
    for cid in ids:
        p, zone, i = _locate(data, cid)
        moving.append(p["zones"][zone].pop(i))
    cards = _zone_list(data, zone_key, data["turn_player"])
    at = len(cards) if index is None else max(0, min(index, len(cards)))
    cards[at:at] = moving
    _prune_empty(data)
    return _check(data)


def set_card_fields(scenario: Scenario, ids: list[str], **fields: Any) -> Scenario:
    data = _data(scenario)
    for cid in ids:
        p, zone, i = _locate(data, cid)
        for k, v in fields.items():
            if v is None:
                p["zones"][zone][i].pop(k, None)
            else:
                p["zones"][zone][i][k] = v
    return _check(data)


def delete_cards(scenario: Scenario, ids: list[str]) -> Scenario:
    """Remove cards and whatever named them: scripted actions, stack items, combat, expectations."""
    data = _data(scenario)
    gone = set(ids)
    for cid in ids:
        p, zone, i = _locate(data, cid)
        p["zones"][zone].pop(i)
    _prune_empty(data)
    data["actions"] = [a for a in data.get("actions", []) if not _names_any(a, gone)]
    data["stack"] = [s for s in data.get("stack", []) if s["card"] not in gone]
    combat = data.get("combat") or {}
    if combat:
        combat["attackers"] = [c for c in combat.get("attackers", []) if c not in gone]
        if combat.get("blocker") in gone:
            combat.pop("blocker")
    for p in data["players"]:
        for cards in p.get("zones", {}).values():
            for c in cards:
                if c.get("state", {}).get("equipped_to") in gone:
                    c["state"].pop("equipped_to")
    expect = data.get("expect")
    if expect:
        for key in ("zones", "cards"):
            expect[key] = {k: v for k, v in expect.get(key, {}).items() if k not in gone}
    return _check(data)


def duplicate_cards(scenario: Scenario, ids: list[str]) -> tuple[Scenario, list[str]]:
    """Copies placed right after each original, with fresh ids; returns the new scenario and the new ids."""
    data = _data(scenario)
    taken = set(scenario.card_ids())
    new_ids = []
    for cid in ids:
        p, zone, i = _locate(data, cid)
        clone = copy.deepcopy(p["zones"][zone][i])
        stem, n = cid, 2
        while f"{stem}-{n}" in taken:
            n += 1
        clone["id"] = f"{stem}-{n}"
        taken.add(clone["id"])
        new_ids.append(clone["id"])
        p["zones"][zone].insert(i + 1, clone)
    return _check(data), new_ids


def set_fields(scenario: Scenario, **fields: Any) -> Scenario:
    data = _data(scenario)
    for k, v in fields.items():
        if v is None:
            data.pop(k, None)
        else:
            data[k] = v
    return _check(data)


def set_actions(scenario: Scenario, actions: list[dict[str, Any]]) -> Scenario:
    return set_fields(scenario, actions=copy.deepcopy(actions))


def set_answer(scenario: Scenario, question_id: str, choice: Any) -> Scenario:
    data = _data(scenario)
    data.setdefault("answers", {})[question_id] = choice
    return _check(data)


def _names_any(action: dict[str, Any], ids: set[str]) -> bool:
    refs = [action.get("card"), *action.get("targets", []), *action.get("cards", []), *(action.get("payment") or [])]
    return any(r in ids for r in refs if r is not None)


def _rename_refs(data: dict[str, Any], old: str, new: str) -> None:
    def swap(v: Any) -> Any:
        return new if v == old else v

    for a in data.get("actions", []):
        a["card"] = swap(a.get("card"))
        if a["card"] is None:
            a.pop("card")
        for key in ("targets", "cards", "payment"):
            if a.get(key):
                a[key] = [swap(x) for x in a[key]]
    for s in data.get("stack", []):
        s["card"] = swap(s["card"])
        s["targets"] = [swap(x) for x in s.get("targets", [])]


#: What a new position holds by count, per game: (deck, hand) for each player. A deck as a game starts it less
#: the opening hand, so a scripted turn (or a few damage points, which move deck cards in fftcg and pso2, where a
#: deck at 0 loses, 101.3) never ends in a deck-out by accident; the hand is the opening hand.
NEW_POSITION_COUNTS: dict[str, tuple[int, int]] = {
    "fftcg": (45, 5),  # a deck of exactly 50 (8.1.1.1), 5 drawn to start (8.2)
    "game004": (45, 5),  # a main deck of 50-70 (401.5a), 5 moved to hand to start (601.1e)
    "pso2": (35, 5),  # the player card prints the deck size (100.2); 5 drawn to start (102.4)
    "aquarian": (33, 7),  # a deck of 40-60 cards, 7 drawn to start (ゲームの準備)
}
#: A game the table above does not know yet starts with this many deck cards and an empty hand.
NEW_DECK_CARDS = 30
#: The name an older board gave its stand-in deck cards (files saved then list them by it).
FILLER_NAME = "デッキのカード"
#: Zones a judge may give as a number of cards nobody named ("B has 5 cards in hand").
COUNTED_ZONES = ("deck", "hand")


def _plain_attributes(layout: dict[str, Any]) -> dict[str, Any]:
    """Attributes of a plain card from the layout's attribute specs (the first card type, required values at their
    first choice or zero), for a game whose module names no plain card of its own."""
    specs = layout.get("card_attributes", [])
    named = {t for s in specs for t in s.get("card_types", [])}
    type_spec = next((s for s in specs if s["type"] == "enum" and ((named and named <= set(s.get("choices", [])))
                                                                  or s["name"] == "type")), None)
    ctype = type_spec["choices"][0] if type_spec and type_spec.get("choices") else None
    attrs: dict[str, Any] = {}
    for spec in specs:
        if not spec.get("required") or (spec.get("card_types") and ctype not in spec["card_types"]):
            continue
        kind, choices = spec["type"], spec.get("choices", [])
        if spec is type_spec:
            attrs[spec["name"]] = ctype
        elif kind == "enum" and choices:
            attrs[spec["name"]] = choices[0]
        elif kind == "list[enum]" and choices:
            attrs[spec["name"]] = [choices[0]]
        elif kind == "int":
            attrs[spec["name"]] = 0
        elif kind == "bool":
            attrs[spec["name"]] = False
        else:
            attrs[spec["name"]] = [] if kind.startswith("list") else "-"
    return attrs


def filler_card(layout: dict[str, Any], cid: str, zone: str = "deck") -> dict[str, Any]:
    """One unknown card of a zone, exactly as the engine reads ``{"count": N}`` (so a file saved with counts opens
    as the same position): the game's plain card, or one built from the layout when the game names none."""
    game = get_game(layout["game"])
    player = cid.split("-", 1)[0]
    return game.anonymous_card(player, zone, cid, game.anonymous_attributes() or _plain_attributes(layout))


def filler_prefix(player: str, zone: str = "deck") -> str:
    """The ids of a zone's unnamed cards: ``<player>-<zone>-<n>``, as a scenario's ``{"count": N}`` makes them."""
    return f"{player}-{zone}-"


def zone_count(scenario: Scenario, player: str, zone: str) -> int:
    """How many unnamed cards (given by count, or stand-ins the board made) a player's zone holds."""
    for p in scenario.players:
        if p.id == player:
            return sum(1 for c in p.zones.get(zone, []) if c.id.startswith(filler_prefix(player, zone)))
    return 0


def counted_ids(scenario: Scenario, zones: tuple[str, ...] = COUNTED_ZONES) -> set[str]:
    """The ids of every unnamed card in ``zones`` (drawn as backs: nobody named them)."""
    return {c.id for p in scenario.players for zone in zones for c in p.zones.get(zone, [])
            if c.id.startswith(filler_prefix(p.id, zone))}


def set_zone_count(scenario: Scenario, layout: dict[str, Any], player: str, zone: str, count: int) -> Scenario:
    """A player's zone holds ``count`` unnamed cards, after the cards the judge named there (kept as they are).

    Unnamed cards already there keep their ids and values (the first ``count`` of them): a card the script
    refers to survives a smaller count as long as it is one of those left."""
    data = _data(scenario)
    p = _player(data, player)
    cards = p.setdefault("zones", {}).setdefault(zone, [])
    prefix = filler_prefix(player, zone)
    own = [c for c in cards if not c["id"].startswith(prefix)]
    unnamed = [c for c in cards if c["id"].startswith(prefix)][:count]
    taken = scenario.card_ids() | {c["id"] for c in unnamed}
    n = 0
    while len(unnamed) < count:
        n += 1
        cid = f"{prefix}{n}"
        if cid not in taken:
            unnamed.append(filler_card(layout, cid, zone))
            taken.add(cid)
    p["zones"][zone] = own + unnamed
    _prune_empty(data)
    return _check(data)


def deck_count(scenario: Scenario, player: str) -> int:
    """How many stand-in cards a player's deck holds."""
    return zone_count(scenario, player, "deck")


def set_deck_count(scenario: Scenario, layout: dict[str, Any], player: str, count: int) -> Scenario:
    """A player's deck holds ``count`` stand-in cards (under the cards the judge placed there by hand)."""
    return set_zone_count(scenario, layout, player, "deck", count)


def new_position_counts(game: str) -> tuple[int, int]:
    """(deck, hand) each player holds by count in a new position of ``game``."""
    return NEW_POSITION_COUNTS.get(game, (NEW_DECK_CARDS, 0))


def empty_scenario(game: str, layout: dict[str, Any], title: str = "新しい局面",
                   counts: tuple[int, int] | None = None) -> Scenario:
    """A per-game empty template: two players, the first main phase, each deck and hand given by count
    (``new_position_counts`` unless ``counts`` says otherwise; a zone the game refuses counts in starts empty)."""
    phases = [p["id"] for p in layout.get("phases", [])] or ["main"]
    phase = next((p for p in phases if p.startswith("main")), phases[0])  # where most questions start
    # No turn number: a position a judge builds is a turn of a game in progress, not the first turn (whose
    # restrictions game004 applies only to a stated turn 1); setting the turn states it.
    scenario = parse_scenario({"game": game, "title": title, "turn_player": "A", "phase": phase,
                               "players": [{"id": "A", "name": "A"}, {"id": "B", "name": "B"}]}, "<new>")
    zones = {z["id"] for z in layout.get("zones", [])}
    for zone, count in zip(COUNTED_ZONES, counts or new_position_counts(game), strict=True):
        if not count or zone not in zones:
            continue
        try:
            for player in ("A", "B"):
                scenario = set_zone_count(scenario, layout, player, zone, count)
        except ScenarioError:
            pass
    return scenario


# ----- saving: unnamed cards back as counts ---------------------------------------------------------------------
def _as_read(card: dict[str, Any]) -> dict[str, Any]:
    """A card's data as a scenario holds it once read (defaults filled in), to compare with a saved card."""
    return CardSpec.model_validate(card).model_dump(mode="json", exclude_none=True)


def _counted_zone(cards: list[dict[str, Any]], player: str, zone: str, game: GameModule) -> Any:
    """A zone's cards with each run of unnamed cards (plain cards of the game under ``<player>-<zone>-<n>`` ids)
    as one ``{"count": N}`` item (with ``attributes`` unless they are the game's plain card); a zone of nothing
    but one run is the count alone."""
    prefix, plain = filler_prefix(player, zone), game.anonymous_attributes()
    out: list[dict[str, Any]] = []
    for card in cards:
        unnamed = card["id"].startswith(prefix) and card["id"][len(prefix):].isdigit() and \
            card == _as_read(game.anonymous_card(player, zone, card["id"], card.get("attributes", {})))
        if not unnamed:
            out.append(card)
            continue
        attrs = card.get("attributes", {})
        last = out[-1] if out else None
        if last is not None and "id" not in last and last.get("attributes", plain) == attrs:
            last["count"] += 1
        else:
            out.append({"count": 1} if attrs == plain else {"count": 1, "attributes": copy.deepcopy(attrs)})
    return out[0] if len(out) == 1 and "id" not in out[0] else out


def file_data(scenario: Scenario) -> dict[str, Any]:
    """The scenario as a file states it: unnamed cards written back as ``{"count": N}`` wherever the file then
    reads back as exactly this scenario (same ids, same cards); a zone where it would not stays listed."""
    data = scenario_file_data(scenario)
    game = get_game(scenario.game)
    counted = copy.deepcopy(data)
    changed: list[tuple[int, str]] = []
    for i, p in enumerate(counted["players"]):
        for zone, cards in p.get("zones", {}).items():
            compact = _counted_zone(cards, p["id"], zone, game)
            if compact != cards:
                p["zones"][zone] = compact
                changed.append((i, zone))
    if not changed or _reads_back(counted, scenario):
        return counted
    for i, zone in changed:  # some zone's numbering does not come back: keep only the zones that do
        trial = copy.deepcopy(data)
        trial["players"][i]["zones"][zone] = counted["players"][i]["zones"][zone]
        if _reads_back(trial, scenario):
            data = trial
    return data


def _reads_back(data: dict[str, Any], scenario: Scenario) -> bool:
    try:
        return _check(copy.deepcopy(data)) == scenario
    except ScenarioError:
        return False


def dump_file(scenario: Scenario) -> str:
    """The text of a scenario file the board saves (``file_data``, as the engine writes a scenario)."""
    return json.dumps(file_data(scenario), ensure_ascii=False, indent=2) + "\n"
