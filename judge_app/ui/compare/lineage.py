"""One record followed through every version of its document, from any version (no Qt).

The core's ``history()`` starts from a rule number in the newest version. The rule
view can show a record of any version, including one that a later version removed,
so the walk here goes both ways from the shown record, by record key, over the
pairwise diffs. Diffs are memoised: a judge flips between the same two versions.
"""

from __future__ import annotations

import threading
from dataclasses import dataclass

from judge_app.corpus import Record, RuleSet
from judge_app.corpus.diff import DiffEntry, DiffKind, diff_rulesets

_LOCK = threading.Lock()
_CACHE: dict[tuple[int, int], tuple[RuleSet, RuleSet, list[DiffEntry]]] = {}


def cached_diff(old: RuleSet, new: RuleSet) -> list[DiffEntry]:
    """``diff_rulesets(old, new)``, computed once per pair of loaded documents (safe from any thread)."""
    key = (id(old), id(new))
    with _LOCK:
        hit = _CACHE.get(key)
    # The objects are kept in the entry, so an id cannot be reused by a later document while cached.
    if hit is not None and hit[0] is old and hit[1] is new:
        return hit[2]
    entries = diff_rulesets(old, new)
    with _LOCK:
        _CACHE[key] = (old, new, entries)
    return entries


@dataclass(frozen=True)
class Step:
    """The record in one version, and how it came to be there from the version before."""

    ruleset: RuleSet
    record: Record | None
    entry: DiffEntry | None  # against the previous version; None for the oldest, or where the rule is absent

    @property
    def kind(self) -> DiffKind | None:
        if self.entry is not None:
            return self.entry.kind
        return None


def _by_new_key(entries: list[DiffEntry], key: str) -> DiffEntry | None:
    return next((e for e in entries if e.new_key == key), None)


def _by_old_key(entries: list[DiffEntry], key: str) -> DiffEntry | None:
    return next((e for e in entries if e.old_key == key), None)


def lineage(versions: list[RuleSet], shown: RuleSet, record: Record) -> list[Step]:
    """``record`` of ``shown`` in each of ``versions`` (one game's, oldest first), oldest first.

    A version where the rule does not exist yet, or no longer, has a step with no record;
    the step right after the last version that had it carries the ``removed`` entry.
    """
    at = next(i for i, rs in enumerate(versions) if rs is shown)
    steps: dict[int, Step] = {}
    # Backwards: where did it come from?
    current: Record | None = record
    for i in range(at, -1, -1):
        rs = versions[i]
        entry = None
        if current is not None and i > 0:
            entry = _by_new_key(cached_diff(versions[i - 1], rs), current.key)
        steps[i] = Step(rs, current, entry)
        if current is None or entry is None or entry.kind is DiffKind.ADDED or entry.old_key is None:
            current = None
        else:
            current = versions[i - 1].get(entry.old_key)
    # Forwards: what became of it?
    current = record
    for i in range(at + 1, len(versions)):
        rs = versions[i]
        entry = None
        if current is not None:
            entry = _by_old_key(cached_diff(versions[i - 1], rs), current.key)
        if current is None or entry is None or entry.new_key is None:
            steps[i] = Step(rs, None, entry if current is not None else None)
            current = None
        else:
            current = rs.get(entry.new_key)
            steps[i] = Step(rs, current, entry)
    return [steps[i] for i in range(len(versions))]


def game_versions(rulesets: list[RuleSet], game: str) -> list[RuleSet]:
    """One game's documents in the order the app lists them (oldest first)."""
    return [rs for rs in rulesets if rs.game == game]
