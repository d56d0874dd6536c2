"""Which rules a game module cites, and why each rule it never cites is left out (``engine coverage GAME``).

A module cites a rule by writing its number as a literal in its source (the kernel's
``cited_in_source``). A rule it never cites is one of three things, said here once so
the command and docs/engine.md agree: **out of scope** — it governs something the
engine deliberately does not do (building a deck, the printed card, who may look at
hidden cards, the rule book itself), each group with its reason; a **definition** — it
names a term or sums up rules that the operative rules it introduces carry out, and
those are what a step cites; or **not yet modelled** — everything else, said plainly:
a judge may need it and the engine does not yet follow it.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

from judge_app.corpus import RuleSet
from judge_app.engine.kernel.citations import cited_in_source
from judge_app.engine.kernel.module import GameModule

OUT_OF_SCOPE = "out of scope"
DEFINITION = "definition"
NOT_MODELLED = "not yet modelled"


@dataclass(frozen=True)
class Group:
    """Rules left out for one reason: ``rules`` are ids, or prefixes ending in ``*``."""

    kind: str
    name: str
    reason: str
    rules: tuple[str, ...]

    def holds(self, rule_id: str) -> bool:
        return any(rule_id == r or (r.endswith("*") and rule_id.startswith(r[:-1])) for r in self.rules)


_DECK = "the engine starts from a position a judge sets up; whether a deck is legal is settled before the game"
_PRINT = "the printed card's layout, flavour, illustration and product data have no effect in play; a position " \
         "gives each card the attributes it plays with"
_HIDDEN = "who may look at which cards: the judge sees the whole position, and the engine decides nothing by it"
_BOOK = "about the rule book or the document itself (how to read it, its history, the scope statement), not a rule " \
        "of play"
_DEFINITION = "a term's definition or a summary; the operative rules it introduces are what the steps cite"

#: Per game, the groups of never-cited rules that are not simply "not yet modelled".
GROUPS: dict[str, tuple[Group, ...]] = {
    "fftcg": (
        Group(OUT_OF_SCOPE, "deck construction", _DECK, ("8.1*",)),
        Group(OUT_OF_SCOPE, "printed cards", _PRINT, ("5.1", "5.1.1", "5.1.2", "5.2.5.1", "5.2.5.1.1")),
        Group(OUT_OF_SCOPE, "hidden and public zones", _HIDDEN, ("7.7.1", "7.8.3", "7.17.2")),
        Group(OUT_OF_SCOPE, "the rules' scope", _BOOK, ("1.1",)),
        Group(OUT_OF_SCOPE, "rewinding an illegal action",
              "the engine refuses an illegal action before anything of it happens, so nothing is ever rewound",
              ("14.3", "14.4")),
        Group(DEFINITION, "definitions and summaries", _DEFINITION,
              ("5.2.1.1", "5.2.3.1*", "5.2.4.1", "6.1.1", "6.1.2", "6.3.1", "6.6.*", "7.1", "7.2", "7.8.1", "7.13.1",
               "9.2.1", "9.3.1", "9.4.1", "9.6.1", "11.6.1", "11.6.3", "11.6.4", "11.7.2", "11.8.2", "11.9.1",
               "11.9.2", "11.13.1", "11.13.2", "11.13.3.1", "12.1", "12.4", "15.1.1", "15.2.1.1", "15.2.2.1",
               "15.2.3.1", "15.2.4.1", "15.2.5.1", "15.2.6.1", "15.2.7.1", "15.2.9.1", "15.2.10.1", "15.2.11.1",
               "15.2.12.1", "15.2.13.1", "15.2.14.1", "15.2.14.2", "15.2.15.1", "15.2.16.1")),
    ),
    "game004": (
        # 401.2 and 401.3 (a deck holds one account) are cited: a position with no account card says so (601.1a).
        Group(OUT_OF_SCOPE, "deck construction", _DECK, ("401.1", "401.4*", "401.5*", "301.2", "307.1", "308.1",
                                                         "309.1")),
        Group(OUT_OF_SCOPE, "printed cards", _PRINT, ("300:legend", "310.*", "311.*", "312.*")),
        Group(OUT_OF_SCOPE, "hidden and public zones", _HIDDEN, ("102.9", "501.3*", "502.5", "502.5a", "502.5b")),
        Group(OUT_OF_SCOPE, "the document", _BOOK, ("history:*", "101.1")),
        Group(DEFINITION, "definitions and summaries", _DEFINITION,
              ("102.1", "201.1", "202.1", "301.1", "302.1", "303.1", "304.*", "305.*", "306.1", "501.1", "501.2b",
               "502.1", "502.4", "901.*", "902.1", "902.2*", "904.1", "904.2", "904.3", "906.2", "910.1", "914.*")),
    ),
    "pso2": (
        Group(OUT_OF_SCOPE, "deck construction and preparing the game", _DECK,
              ("100.*", "102", "102.1", "102.2", "102.2.1", "102.3", "102.3.1", "102.4", "102.5", "206.1.2",
               "201.6", "203.3")),
        Group(OUT_OF_SCOPE, "printed cards", _PRINT, ("206.1", "206.1.1", "206.1.1.1", "211.1", "211.2",
                                                       "211.2.1")),
        Group(OUT_OF_SCOPE, "hidden and public zones", _HIDDEN, ("203.4.2", "404.5.1")),
        Group(OUT_OF_SCOPE, "the rules' scope", _BOOK, ("101.1", "101.2", "101.2.1")),
        Group(DEFINITION, "definitions and summaries", _DEFINITION,
              ("103.2.1", "103.2.1.1", "103.3.1", "103.3.2", "103.4.1", "103.6.1", "201.1", "201.1.1", "202.1",
               "204.1", "205.1", "207.*", "208.*", "210.*", "212.1", "213.1*", "300.1", "400.1", "400.2", "402.1",
               "501.1", "502.1", "503.1", "505.1", "506.1", "用語集:*")),
    ),
    "aquarian": (
        Group(OUT_OF_SCOPE, "deck construction and card pools", _DECK,
              ("c03:ゲームの準備", "c03:ゲームの準備>アクエリアンエイジのカード", "c11:*")),
        Group(OUT_OF_SCOPE, "the solo-play variant",
              "a variant for one player against a prepared deck; the engine plays the two-player game",
              ("c10:*", "c03:note:2人以上で遊ぶ")),
        Group(OUT_OF_SCOPE, "the book", _BOOK + "; also the story of the game's world", ("c01:*", "c02:*",
                                                                                         "rs:0-1")),
        Group(DEFINITION, "glossary and introductions", _DEFINITION,
              ("gl:*", "c03:ゲームの目的", "c03:ゲームスペース")),
    ),
}


@dataclass
class Coverage:
    """One game's rules: those its module cites and those it does not, each with its text."""

    game: str
    version: str
    cited: list[dict[str, str]] = field(default_factory=list)
    never: list[dict[str, str]] = field(default_factory=list)
    unknown: list[str] = field(default_factory=list)
    headings: int = 0

    def by_kind(self, kind: str) -> list[dict[str, str]]:
        return [r for r in self.never if r["kind"] == kind]

    def to_json(self) -> dict[str, Any]:
        return {"game": self.game, "version": self.version, "cited": self.cited, "never_cited": self.never,
                "unknown": self.unknown,
                "groups": [{"kind": g.kind, "name": g.name, "reason": g.reason, "rules": list(g.rules)}
                           for g in GROUPS.get(self.game, ())]}


def classify(game: str, rule_id: str) -> Group | None:
    """The group a never-cited rule belongs to; None: not yet modelled."""
    return next((g for g in GROUPS.get(game, ()) if g.holds(rule_id)), None)


def coverage(module: GameModule, ruleset: RuleSet) -> Coverage:
    """Which of ``ruleset``'s rules with text ``module`` cites, and why each of the others is left out."""
    cited = cited_in_source(module.source_files(), module.CITATION_PATTERN)
    out = Coverage(module.key, ruleset.version)
    ids = {r.rule_id for r in ruleset.records} | {r.key for r in ruleset.records}
    for r in ruleset.records:
        if r.title and not r.text:
            out.headings += 1
            continue
        text = (f"{r.title} " if r.title else "") + r.text
        if r.rule_id in cited or r.key in cited:
            out.cited.append({"rule": r.rule_id, "text": text})
            continue
        group = classify(module.key, r.rule_id)
        out.never.append({"rule": r.rule_id, "text": text, "kind": group.kind if group else NOT_MODELLED,
                          **({"group": group.name, "reason": group.reason} if group else {})})
    out.unknown = sorted(cited - ids)
    return out
