"""The step log as a judge reads it: card names instead of ids, routine priority passes folded (no Qt).

The engine's sentences name each card with its id (``クラウド〔card-1〕``, or a bare
``card-1``) so a log can be checked mechanically; on screen a name is enough, with a
small number only when two cards share it. A step that only passes priority (no
card moved or changed, no scripted action, nothing illegal) is routine; a run of them
folds into one line the judge can open.
"""

from __future__ import annotations

import re
from dataclasses import dataclass, field
from typing import Any

from judge_app.engine import Step

# Change kinds that make a step worth its own line.
_VISIBLE_CHANGES = frozenset({"move", "card", "player", "stack", "effect"})
_PASS = re.compile(r"\bpass(?:es|ed)?\b", re.IGNORECASE)


def display_names(cards: dict[str, str]) -> dict[str, str]:
    """Card id -> what the log shows: the name, with (1), (2)... in id order when names repeat."""
    by_name: dict[str, list[str]] = {}
    for cid in sorted(cards):
        by_name.setdefault(cards[cid], []).append(cid)
    out: dict[str, str] = {}
    for name, ids in by_name.items():
        for i, cid in enumerate(ids, 1):
            out[cid] = name if len(ids) == 1 else f"{name}({i})"
    return out


class Cleaner:
    """Rewrites engine sentences for the screen, given the cards of the position (id -> name)."""

    def __init__(self, cards: dict[str, str]) -> None:
        self.names = display_names(cards)
        ids = sorted(self.names, key=len, reverse=True)
        alternation = "|".join(re.escape(i) for i in ids) or r"(?!x)x"
        # name〔id〕 or name [id]: the name is already there, so the bracket goes (or becomes the number).
        self._bracketed = re.compile(r"\s?(?:〔|\[)(?P<id>" + alternation + r")(?:〕|\])")
        self._bare = re.compile(r"(?<![A-Za-z0-9_-])(?P<id>" + alternation + r")(?![A-Za-z0-9_-])")
        self._suffix = {cid: shown[len(cards[cid]):] for cid, shown in self.names.items()}
        self._raw = dict(cards)

    def clean(self, text: str) -> str:
        text = self._bracketed.sub(lambda m: self._suffix[m.group("id")], text)

        def bare(m: re.Match[str]) -> str:
            cid = m.group("id")
            name = self._raw[cid]
            if name.endswith(cid) and m.string[: m.end()].endswith(name):
                return cid  # the end of the card's own name (兵士bd1), not an id standing for it
            return self.names[cid]

        return self._bare.sub(bare, text)


_SETTING_NOTE = re.compile(r"^setting (?P<name>\w+)=(?P<value>\S+) \((?P<why>[^;]*); see docs/engine\.md\)$")
_MISSING_NOTE = re.compile(r"^(?P<ref>\S+): rule not in this version \((?P<game>\S+) (?P<version>[^)]+)\)$")


def note_text(note: str, settings: list[Any], english: bool) -> str:
    """An engine note in the UI's language where its form is known: a setting that decided the step (named by
    its summary, never its key), a citation the rules version lacks. Other notes the engine gives in English
    only; they are shown as given."""
    m = _SETTING_NOTE.match(note)
    if m is not None:
        spec = next((s for s in settings if s.name == m.group("name")), None)
        if spec is None or m.group("value") not in spec.choices:
            return note
        summary = spec.summary_en if english else spec.summary_ja
        n = spec.choices.index(m.group("value")) + 1  # the summary names the readings in the order of the choices
        if english:
            return f"Decided by a setting, since the rules leave it open: {summary} → reading {n}"
        return f"ルールに定めがないため設定で決めた点: {summary} → {n}つ目の読み"
    m = _MISSING_NOTE.match(note)
    if m is not None and not english:
        return f"{m.group('ref')}: この版({m.group('game')} {m.group('version')})にない規則"
    return note


def is_routine_pass(step: Step) -> bool:
    """A priority pass where nothing happens: folded in the log unless the judge opens it."""
    if step.action is not None or step.illegal or step.notes:
        return False
    if any(c.kind in _VISIBLE_CHANGES for c in step.changes):
        return False
    return bool(_PASS.search(step.text_en))


@dataclass
class Row:
    """One line of the log: the steps it stands for, and how many of them are folded routine passes (a line
    that is nothing but passes is ``folded``)."""

    steps: list[int] = field(default_factory=list)  # step numbers (1-based)
    folded: bool = False
    passes: int = 0

    @property
    def last(self) -> int:
        return self.steps[-1]


def log_rows(steps: list[Any], fold: bool) -> list[Row]:
    """Group steps into lines: with ``fold``, a routine pass joins the line before it (or a line of passes)."""
    rows: list[Row] = []
    for st in steps:
        if fold and is_routine_pass(st):
            if not rows:
                rows.append(Row([], True))
            rows[-1].steps.append(st.n)
            rows[-1].passes += 1
            continue
        rows.append(Row([st.n]))
    return rows


def changed_cards(step: Step, known: set[str]) -> set[str]:
    """The cards among ``known`` that ``step`` changed (outlined on the board)."""
    return {c.card for c in step.changes if c.card is not None and c.card in known}
