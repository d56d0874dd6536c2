"""The quick-entry line and the card library: a card typed as a judge says it, no form to fill (no Qt).

``クラウド FW 火 3 7000 先制攻撃 → A`` reads as: a name, then words from the game's
vocabulary in any order (a card type, an element, keywords, in Japanese, English,
the id or a short form), whole numbers for the number fields in the order the game
declares them (cost, then power), action words to script for the card
(``アタック``), and after the arrow the seat and, if it is not the one the card type
decides, the zone. A name the card library holds starts from the saved card, so
``クラウド → B`` is enough the second time.

The library is one JSON file per game in the user data folder; export writes the
same format to a file to share, import reads one back (checked like any input:
one-line errors naming the file, nothing half-merged).
"""

from __future__ import annotations

import copy
import json
import re
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from judge_app.engine import GameModule, ScenarioError, game_layout
from judge_app.paths import user_data_dir
from judge_app.safeio import InputError, read_json
from judge_app.storage import atomic_write_text
from judge_app.ui.board import edits, words

LIBRARY_FORMAT = 1
LIBRARY_MAX_BYTES = 4 * 1024 * 1024
ARROWS = ("→", "->", "⇒", "＞", ">")
# Runtime state a card carries on the table; a library card is the printed card only.
_TABLE_STATE = ("id", "dull", "damage", "counters", "face_up", "owner", "controller")


@dataclass
class QuickCard:
    """What one quick-entry line asks for: the card, its seat and zone, the actions to script, and what was
    unclear (``problems``: (kind, token) pairs the UI words; ``assumed``: (attribute, value) it filled in)."""

    card: dict[str, Any]
    player: str
    zone: str
    actions: list[str] = field(default_factory=list)
    problems: list[tuple[str, str]] = field(default_factory=list)
    assumed: list[tuple[str, str]] = field(default_factory=list)
    from_library: bool = False


def _fold(text: str) -> str:
    """Compare words without case, width or spacing differences (ＦＷ, fw and FW are one word)."""
    out = []
    for ch in text.strip():
        code = ord(ch)
        if 0xFF01 <= code <= 0xFF5E:
            ch = chr(code - 0xFEE0)
        out.append(ch)
    return "".join(out).lower().replace(" ", "").replace("_", "")


class Vocabulary:
    """The words one game's quick-entry line understands, each mapped to what it sets."""

    def __init__(self, module: GameModule) -> None:
        self.game = module.key
        self.module = module
        self.specs = module.card_attributes()
        self.zone_ids = [z.id for z in module.zones()]
        self.values: dict[str, list[tuple[str, str]]] = {}  # folded word -> [(attribute, choice)]
        self.actions: dict[str, str] = {}  # folded word -> action id
        self.zones: dict[str, str] = {}  # folded word -> zone id
        for spec in self.specs:
            for choice in spec.choices:
                for form in self._forms(choice):
                    self.values.setdefault(form, []).append((spec.name, choice))
        for short, choice in words.ABBREVIATIONS.get(self.game, {}).items():
            for spec in self.specs:
                if choice in spec.choices:
                    self.values.setdefault(_fold(short), []).append((spec.name, choice))
                elif spec.name == choice and spec.type == "bool":
                    self.values.setdefault(_fold(short), []).append((spec.name, "true"))
        for spec in self.specs:
            if spec.type == "bool":
                for form in (spec.label_ja, spec.label_en, spec.name):
                    self.values.setdefault(_fold(form), []).append((spec.name, "true"))
        for action in module.ACTIONS:
            for form in self._forms(action):
                self.actions.setdefault(form, action)
        for z in module.zones():
            for form in (z.id, z.name_ja, z.name_en):
                self.zones.setdefault(_fold(form), z.id)

    def _forms(self, word: str) -> set[str]:
        return {_fold(word), _fold(words.name(self.game, word, False)), _fold(words.name(self.game, word, True))}

    def completions(self, english: bool) -> list[str]:
        """The words offered while typing: every value and action by its name in the UI's language, and zones."""
        out: list[str] = []
        for spec in self.specs:
            out += [words.name(self.game, c, english) for c in spec.choices]
            if spec.type == "bool":
                out.append(spec.label_en if english else spec.label_ja)
        out += [words.name(self.game, a, english) for a in self.module.ACTIONS]
        out += [z.name_en if english else z.name_ja for z in self.module.zones()]
        out += list(words.ABBREVIATIONS.get(self.game, {}))
        return sorted(dict.fromkeys(o for o in out if o))

    def number_fields(self, card_type: str | None) -> list[Any]:
        """The number fields of a card of ``card_type``, in the order bare numbers on a line fill them."""
        return [s for s in self.specs if s.type == "int" and (not s.card_types or card_type in s.card_types)]

    def example_type(self) -> str:
        """The card type an example line shows: the game's fighting card where the table names one, else the
        first type."""
        spec = self.type_spec()
        if spec is None or not spec.choices:
            return ""
        chosen = words.EXAMPLE_CARD.get(self.game, ("", ()))[0]
        return chosen if chosen in spec.choices else spec.choices[0]

    def type_spec(self) -> Any:
        named = {t for s in self.specs for t in s.card_types}
        for s in self.specs:
            if s.type == "enum" and ((named and named <= set(s.choices)) or s.name == "type"):
                return s
        return None


def parse_line(text: str, vocab: Vocabulary, players: list[str], default_player: str,
               library: CardLibrary | None = None) -> QuickCard:
    """Read one quick-entry line. Never raises: what it could not place is listed in ``problems``."""
    head, zone_part = text, ""
    for arrow in ARROWS:
        if arrow in text:
            head, _, zone_part = text.partition(arrow)
            break
    tokens = [t for t in re.split(r"[\s,、]+", head.strip()) if t]
    result = QuickCard({"name": "", "attributes": {}}, default_player, "")
    if not tokens:
        result.problems.append(("empty", ""))
        return result
    spec_by_name = {s.name: s for s in vocab.specs}
    # The name: the longest run of leading tokens the library knows, else the first token.
    name_tokens = 1
    if library is not None:
        for n in range(len(tokens), 0, -1):
            saved = library.get(" ".join(tokens[:n]))
            if saved is not None:
                result.card = saved
                result.from_library = True
                name_tokens = n
                break
    if not result.from_library:
        result.card["name"] = tokens[0]
    attrs: dict[str, Any] = result.card.setdefault("attributes", {})
    numbers: list[int] = []
    both: list[str] = []  # words that are an action and a value (game004's アタック, a mission's requirement too)
    player = default_player
    for token in _joined(tokens[name_tokens:], set(vocab.values) | set(vocab.actions)):
        folded = _fold(token)
        if folded in {_fold(p) for p in players}:
            player = next(p for p in players if _fold(p) == folded)
        elif folded in vocab.values and folded in vocab.actions:
            both.append(folded)
        elif folded in vocab.values:
            attr, value = vocab.values[folded][0]  # a word names one value: the first attribute that has it
            _set_value(attrs, spec_by_name[attr], value)  # (the type before a keyword)
        elif folded in vocab.actions:
            result.actions.append(vocab.actions[folded])
        elif re.fullmatch(r"[+-]?\d[\d,]*", folded):
            numbers.append(int(folded.replace(",", "")))
        else:
            result.problems.append(("unknown", token))
    type_spec = vocab.type_spec()
    ctype = attrs.get(type_spec.name) if type_spec is not None else None
    for folded in both:  # a value where the card's type has that field, else the action it scripts
        fits = [(attr, value) for attr, value in vocab.values[folded]
                if not spec_by_name[attr].card_types or ctype in spec_by_name[attr].card_types]
        if fits:
            _set_value(attrs, spec_by_name[fits[0][0]], fits[0][1])
        else:
            result.actions.append(vocab.actions[folded])
    ints = vocab.number_fields(ctype)
    for spec, n in _place_numbers(ints, numbers):
        attrs[spec.name] = n
    result.problems += [("number", str(n)) for n in numbers[len(ints):]]
    for spec in vocab.specs:  # a required choice left out: the first one, said aloud
        applies = not spec.card_types or ctype in spec.card_types
        if spec.required and applies and spec.name not in attrs and spec.choices:
            attrs[spec.name] = [spec.choices[0]] if spec.type == "list[enum]" else spec.choices[0]
            ctype = attrs.get(type_spec.name) if type_spec is not None else ctype
            result.assumed.append((spec.name, spec.choices[0]))
    zone = ""
    seats_zones = {_fold(p) + z for p in players for z in vocab.zones}
    zone_words = [t for t in re.split(r"[\s,、]+", zone_part.strip()) if t]
    for token in _joined(zone_words, set(vocab.zones) | seats_zones):
        folded = _fold(token)
        seat = next((p for p in players if folded.startswith(_fold(p)) and folded != _fold(p)
                     and folded[len(_fold(p)):] in vocab.zones), None)
        if folded in {_fold(p) for p in players}:
            player = next(p for p in players if _fold(p) == folded)
        elif seat is not None:  # "Aフォワード": the seat and the zone in one word
            player, zone = seat, vocab.zones[folded[len(_fold(seat)):]]
        elif folded in vocab.zones:
            zone = vocab.zones[folded]
        else:
            result.problems.append(("zone", token))
    result.player = player
    result.zone = zone or words.zone_for_type(vocab.game, ctype, vocab.zone_ids)
    return result


def _joined(tokens: list[str], known: set[str], longest: int = 4) -> list[str]:
    """Tokens with the runs that spell one known word put back together: English names have spaces
    ("Front row", "Character card", "Centre area"), which the split on spaces took apart."""
    out: list[str] = []
    i = 0
    while i < len(tokens):
        for n in range(min(longest, len(tokens) - i), 1, -1):
            if _fold("".join(tokens[i:i + n])) in known:
                out.append(" ".join(tokens[i:i + n]))
                i += n
                break
        else:
            out.append(tokens[i])
            i += 1
    return out


def _set_value(attrs: dict[str, Any], spec: Any, value: str) -> None:
    if spec.type == "list[enum]":
        attrs.setdefault(spec.name, [])
        if value not in attrs[spec.name]:
            attrs[spec.name].append(value)
    elif spec.type == "bool":
        attrs[spec.name] = True
    else:
        attrs[spec.name] = value


def _place_numbers(ints: list[Any], numbers: list[int]) -> list[tuple[Any, int]]:
    """Numbers to the number fields in declared order; with fewer numbers than fields, the small ones (< 100)
    fill from the first field and the large ones from the last, so ``FW 7000`` is a power, not a cost."""
    if len(numbers) >= len(ints):
        return list(zip(ints, numbers, strict=False))
    small = [n for n in numbers if abs(n) < 100]
    large = [n for n in numbers if abs(n) >= 100]
    placed = list(zip(ints, small, strict=False))
    rest = ints[len(placed):]
    placed += list(zip(rest[len(rest) - len(large):], large, strict=False)) if large else []
    return placed


def library_card(card: dict[str, Any]) -> dict[str, Any]:
    """A card as the library keeps it: printed data and abilities, no id or table state."""
    return {k: copy.deepcopy(v) for k, v in card.items() if k not in _TABLE_STATE and v not in (None, "", [], {})}


def default_library_dir() -> Path:
    return user_data_dir() / "card_library"


class CardLibrary:
    """Saved cards of one game by name; ``save`` and ``import_file`` write the file at once, atomically."""

    def __init__(self, game: str, folder: Path | None = None) -> None:
        self.game = game
        self.folder = folder if folder is not None else default_library_dir()
        self.file = self.folder / f"{game}.json"
        self.cards: dict[str, dict[str, Any]] = {}
        self.problem: str | None = None  # why the saved library could not be read (it is then left untouched)
        if self.file.exists():
            try:
                self.cards = _read_library(self.file, game)
            except InputError as exc:
                self.problem = str(exc)

    def names(self) -> list[str]:
        return sorted(self.cards)

    def get(self, name: str) -> dict[str, Any] | None:
        card = self.cards.get(name.strip())
        return copy.deepcopy(card) if card is not None else None

    def save(self, card: dict[str, Any]) -> None:
        if self.problem is not None:  # never overwrite a library we could not read
            raise InputError(str(self.file), "the saved card library could not be read; fix or move it first")
        kept = library_card(card)
        self.cards[kept["name"]] = kept
        self._write(self.file)

    def export_file(self, path: Path) -> None:
        self._write(path)

    def import_file(self, path: Path) -> int:
        """Add (or replace by name) the cards of a shared library file; returns how many were read."""
        if self.problem is not None:
            raise InputError(str(self.file), "the saved card library could not be read; fix or move it first")
        incoming = _read_library(path, self.game)
        self.cards.update(incoming)
        self._write(self.file)
        return len(incoming)

    def _write(self, path: Path) -> None:
        data = {"format": LIBRARY_FORMAT, "game": self.game, "cards": [self.cards[n] for n in self.names()]}
        path.parent.mkdir(parents=True, exist_ok=True)
        atomic_write_text(path, json.dumps(data, ensure_ascii=False, indent=1) + "\n")


def _read_library(path: Path, game: str) -> dict[str, dict[str, Any]]:
    """A library file's cards by name, each checked by the game's own card validation."""
    data = read_json(path, max_bytes=LIBRARY_MAX_BYTES, what="card library")
    source = str(path)
    if not isinstance(data, dict) or data.get("format") != LIBRARY_FORMAT or not isinstance(data.get("cards"), list):
        raise InputError(source, f"not a card library (expected format {LIBRARY_FORMAT} with a cards list)")
    if data.get("game") != game:
        raise InputError(source, f"a card library for {data.get('game')!r}, not {game!r}")
    cards: dict[str, dict[str, Any]] = {}
    for i, raw in enumerate(data["cards"]):
        if not isinstance(raw, dict) or not isinstance(raw.get("name"), str) or not raw["name"].strip():
            raise InputError(source, f"cards[{i}]: a card needs a name")
        card = library_card(raw)
        problems = card_problems(game, card)
        if problems:
            raise InputError(source, f"cards[{i}] ({card['name']}): {problems[0]}")
        cards[card["name"]] = card
    return cards


def card_problems(game: str, card: dict[str, Any]) -> list[str]:
    """What the game's own validation says about the card, put in a hand of an empty position."""
    empty = edits.empty_scenario(game, game_layout(game))
    try:
        edits.add_card(empty, {**card, "id": "library-card"}, f"{empty.turn_player}.hand")
    except ScenarioError as exc:
        return [one_problem(p) for p in exc.problems] or [str(exc)]
    return []


def one_problem(problem: str) -> str:
    """A validation problem without the position's path to the probe card."""
    return re.sub(r"^players\[[^\]]*\]\.zones\.hand\[\d+\]\.?", "", problem)
