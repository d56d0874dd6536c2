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
from pathlib import Path

from judge_app.corpus import Corpus, RuleRef
from judge_app.corpus import default_corpus as default_corpus  # re-exported: see below

# The kernel never calls ``default_corpus``: every Citer and Stepper is handed its corpus. The name stays importable
# here because the engine's edge (``judge_app.engine.defaults``) looks the app's corpus up through it, which lets a
# test swap the corpus the command line uses in one place.

RULE_ID_RE = re.compile(r"^\d+(?:\.\d+)*$")
# How a game's rule ids look unless its module declares another ``CITATION_PATTERN``.
DOTTED_RE = re.compile(r"^\d+(?:\.\d+)+$")


def rule(*ids: str) -> tuple[str, ...]:
    """Mark rule numbers in game-module code; ``engine coverage`` finds them by reading the source."""
    return ids


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
    """Every rule id (a dotted number by default) written as a string literal in the given Python files.

    Game modules write rule numbers only as literals (mostly inside ``rule(...)``),
    so reading the source answers "which rules does the module cite somewhere".
    """
    found: set[str] = set()
    for path in paths:
        tree = ast.parse(path.read_text(encoding="utf-8"))
        for node in ast.walk(tree):
            if isinstance(node, ast.Constant) and isinstance(node.value, str) and pattern.match(node.value):
                found.add(node.value)
    return found
