"""Rule citations: RuleRefs into the corpus, and the one place that says when a cited rule is not there.

A rules import can renumber or drop a rule a game module cites, and a scenario can
be pinned to a version that never had it. Such a citation is kept (the step still
says which rule the module meant) and marked "rule not in this version", never a
crash: the stepper turns the mark into a note on the step and ``resolve --check``
reports it.
"""

from __future__ import annotations

import ast
import re
from collections.abc import Iterator
from dataclasses import dataclass
from pathlib import Path

from judge_app.corpus import Corpus, RuleRef
from judge_app.corpus import default_corpus as default_corpus  # re-exported: see below
from judge_app.safeio import read_yaml

# The kernel never calls ``default_corpus``: every Citer and Stepper is handed its corpus. The name stays importable
# here because the engine's edge (``judge_app.engine.defaults``) looks the app's corpus up through it, which lets a
# test swap the corpus the command line uses in one place.

RULE_ID_RE = re.compile(r"^\d+(?:\.\d+)*$")
# How a game's rule ids look unless its module declares another ``CITATION_PATTERN``.
DOTTED_RE = re.compile(r"^\d+(?:\.\d+)+$")


#: What a cited rule does for a step. ``permits``: the action is legal because of it; ``requires``: the procedure the
#: step follows; ``forbids``: an action or event refused; ``choice``: it gives a player a decision; ``check``: a
#: condition tested, whether it held or not; ``setting``: an open rule read one way (the scenario's setting).
ROLES = ("permits", "requires", "forbids", "choice", "check", "setting")
#: The roles that say why a step happened (or was refused); every state change or refusal carries one of them.
GROUNDS = ("permits", "requires", "forbids")


class Cite(str):
    """A rule id that also says its role; a plain ``str`` everywhere else, so a module's rule tuples keep working.

    A string subclass rather than a pair: rule tuples are joined, searched and passed on all over the game
    modules, and a role must survive all of that without each call site learning a new type.
    """

    role: str

    def __new__(cls, rule_id: str, role: str) -> Cite:
        if role not in ROLES:
            raise ValueError(f"unknown citation role {role!r}")
        obj = super().__new__(cls, str(rule_id))
        obj.role = role
        return obj


def rule(*ids: str) -> tuple[str, ...]:
    """Mark rule numbers in game-module code; ``engine coverage`` finds them by reading the source."""
    return ids


def as_role(role: str, ids: tuple[str, ...] | list[str]) -> tuple[Cite, ...]:
    """``ids`` in ``role`` (one a module already tagged keeps its own role)."""
    return tuple(i if isinstance(i, Cite) else Cite(i, role) for i in ids)


def permits(*ids: str) -> tuple[Cite, ...]:
    """Rules that make the action legal."""
    return as_role("permits", ids)


def requires(*ids: str) -> tuple[Cite, ...]:
    """Rules of the procedure a step follows."""
    return as_role("requires", ids)


def forbids(*ids: str) -> tuple[Cite, ...]:
    """Rules that refuse an action or an event."""
    return as_role("forbids", ids)


def choice(*ids: str) -> tuple[Cite, ...]:
    """Rules that give a player a decision."""
    return as_role("choice", ids)


def check(*ids: str) -> tuple[Cite, ...]:
    """Rules whose condition was tested (it held or not)."""
    return as_role("check", ids)


def setting(*ids: str) -> tuple[Cite, ...]:
    """Open rules a scenario setting read one way."""
    return as_role("setting", ids)


@dataclass(frozen=True)
class Refusal:
    """A sentence refusing what a file states, and the rules that forbid it.

    The rule ids are data beside the sentence, never spelt inside it, so the corpus check and ``engine coverage``
    see them; ``say`` is the one place that writes them into the line.
    """

    text: str
    rules: tuple[Cite, ...] = ()

    def say(self, **fields: object) -> str:
        """The sentence filled in (``str.format``), its rules after it: ``... (11.13.4.2)``."""
        said = self.text.format(**fields)
        return f"{said} ({', '.join(self.rules)})" if self.rules else said

    def at(self, where: str, **fields: object) -> Problem:
        """The validation problem naming the field ``where``: ``where: sentence (rules)``, its rules kept as data."""
        return Problem(f"{where}: {self.say(**fields)}", self.rules)


class Problem(str):
    """One line of a refused scenario that also keeps the rules it cites (a ``Refusal``'s, tagged ``forbids``).

    A ``str`` like ``Cite``: problems travel as ``list[str]`` through every game's validation hooks and are joined
    and printed as text; the rules ride along, so a UI can link them while the text stays what the command line
    prints. Building a new string from one (a prefix, an f-string) keeps only the text.
    """

    rules: tuple[Cite, ...]

    def __new__(cls, text: str, rules: tuple[Cite, ...] = ()) -> Problem:
        obj = super().__new__(cls, text)
        obj.rules = tuple(rules)
        return obj


def rules_of(problem: str) -> tuple[Cite, ...]:
    """The rules a problem cites: a ``Problem``'s, none for any other line (a fault of the file, not a rule)."""
    return problem.rules if isinstance(problem, Problem) else ()


def refusal(text: str, *ids: str) -> Refusal:
    """A refusal written in code: ``text`` forbidden by the rules ``ids`` (literals, so coverage reads them)."""
    return Refusal(text, forbids(*ids))


def role_of(rule_id: str, default: str) -> str:
    return rule_id.role if isinstance(rule_id, Cite) else default


def format_ref(ref: RuleRef, corpus: Corpus | None) -> str:
    """``game:rule`` or ``game@version:rule`` when ``corpus`` holds the game in several versions (no corpus: the
    short form)."""
    if corpus is not None and len(corpus.versions(ref.game)) > 1:
        return f"{ref.game}@{ref.version}:{ref.rule_id}"
    return f"{ref.game}:{ref.rule_id}"


class Citer:
    """Builds RuleRefs for one game and version; knows which of them the document does not have."""

    def __init__(self, game: str, version: str | None, corpus: Corpus) -> None:
        self.corpus = corpus
        ruleset = self.corpus.get(game, version)
        self.game = game
        self.version = ruleset.version
        # Record keys too: a number the document prints twice is cited by its key (``302.1#2``).
        self._known = {r.rule_id for r in ruleset.records} | {r.key for r in ruleset.records}

    def refs(self, ids: tuple[str, ...] | list[str]) -> tuple[RuleRef, ...]:
        """A RuleRef for every id, in order; one the document lacks is kept too (see ``missing``)."""
        return tuple(RuleRef(game=self.game, version=self.version, rule_id=rid) for rid in ids)

    def exists(self, rule_id: str) -> bool:
        return rule_id in self._known

    def missing(self, refs: tuple[RuleRef, ...] | list[RuleRef]) -> list[RuleRef]:
        """The citations among ``refs`` that this game's document, in this version, does not have."""
        return [r for r in refs if not self.exists(r.rule_id)]

    def missing_note(self, ref: RuleRef) -> str:
        """The note a step shows for a citation the document lacks."""
        return f"{format_ref(ref, self.corpus)}: rule not in this version ({self.game} {self.version})"


def cited_in_source(paths: list[Path], pattern: re.Pattern[str] = DOTTED_RE) -> set[str]:
    """Every rule id (a dotted number by default) written as a string literal in the given Python files, or as a
    string in the data files (``*.yaml``, such as a game's ``layout.yaml``) beside them.

    Game modules write rule numbers only as literals (mostly inside ``rule(...)``) or in their
    data, so reading both answers "which rules does the module cite somewhere".
    """
    found: set[str] = set()
    for path in paths:
        tree = ast.parse(path.read_text(encoding="utf-8"))
        for node in ast.walk(tree):
            if isinstance(node, ast.Constant) and isinstance(node.value, str) and pattern.match(node.value):
                found.add(node.value)
    for data in sorted({p for path in paths for p in path.parent.glob("*.yaml")}):
        found.update(s for s in _strings(read_yaml(data)) if pattern.match(s))
    return found


def _strings(data: object) -> Iterator[str]:
    """Every string in parsed data, keys included."""
    if isinstance(data, str):
        yield data
    elif isinstance(data, dict):
        for key, value in data.items():
            yield from _strings(key)
            yield from _strings(value)
    elif isinstance(data, list):
        for value in data:
            yield from _strings(value)
