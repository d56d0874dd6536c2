"""Moving a ruling's citations to a newer rules version in one action, recorded in its history.

Unchanged rules keep their number, moved rules take the proposed new number,
and a ruling whose cited rule changed in substance (or was removed and dropped)
goes back to draft, because whoever approved it read the old wording.
"""

from __future__ import annotations

import datetime as dt
from pathlib import Path

from judge_app.corpus import Corpus, RuleRef
from judge_app.rulings.drift import CitationCheck, CitationStatus, DriftChecker
from judge_app.rulings.model import CitationChange, HistoryEntry, Ruling, Status
from judge_app.rulings.store import get_ruling, save_ruling


class MigrationError(ValueError):
    """The migration cannot be done as asked; the message says why and what to do.

    ``kind`` (``unknown_version``, ``not_newer``, ``missing``, ``removed``, ``no_ruling``) and ``rule_ids``
    let a UI word it in its own language.
    """

    def __init__(self, message: str, kind: str = "", rule_ids: tuple[str, ...] = ()) -> None:
        super().__init__(message)
        self.kind = kind
        self.rule_ids = rule_ids


def plan_migration(ruling: Ruling, to_version: str, corpus: Corpus,
                   checker: DriftChecker | None = None) -> list[tuple[RuleRef, CitationCheck]]:
    """Each citation with where it stands in ``to_version``; other games' and versions' citations stay."""
    versions = corpus.versions(ruling.game)
    if to_version not in versions:
        raise MigrationError(f"the app holds no {ruling.game} version {to_version!r} (it has {', '.join(versions)})",
                             "unknown_version")
    if ruling.version not in versions:
        raise MigrationError(f"the app holds no {ruling.game} version {ruling.version!r} to migrate from",
                             "unknown_version")
    if versions.index(to_version) <= versions.index(ruling.version):
        raise MigrationError(f"{to_version} is not newer than the ruling's version {ruling.version}", "not_newer")
    checker = checker or DriftChecker(corpus)
    out = []
    for ref in ruling.cites:
        if ref.game != ruling.game or ref.version != ruling.version:
            continue
        check = checker.check(ref, to_version)
        if check.status is CitationStatus.MISSING:
            raise MigrationError(f"citation {ref.rule_id} does not exist in {ruling.game} {ruling.version}; "
                                 "correct it before migrating", "missing", (ref.rule_id,))
        out.append((ref, check))
    return out


def migrate_ruling(ruling: Ruling, to_version: str, corpus: Corpus, *, drop_removed: bool = False,
                   keep_status: bool = False, note: str = "", today: dt.date | None = None) -> Ruling:
    """A copy of ``ruling`` citing ``to_version``, with a history entry; the original is untouched.

    A removed rule stops the migration unless ``drop_removed``: a judge must decide what replaces it.
    """
    plan = plan_migration(ruling, to_version, corpus)
    removed = [ref.rule_id for ref, check in plan if check.status is CitationStatus.REMOVED]
    if removed and not drop_removed:
        raise MigrationError(f"cited rule(s) {', '.join(removed)} no longer exist in {to_version}; "
                             "cite their replacement by hand, or drop them explicitly", "removed", tuple(removed))
    changes = {ref: CitationChange(old=ref.rule_id, reason=check.status.value,
                                   new=None if check.status is CitationStatus.REMOVED else check.new_id)
               for ref, check in plan}
    cites: list[RuleRef] = []
    for ref in ruling.cites:
        change = changes.get(ref)
        if change is None:
            cites.append(ref)
        elif change.new is not None:
            new_ref = RuleRef(game=ref.game, version=to_version, rule_id=change.new)
            if new_ref not in cites:
                cites.append(new_ref)
    substance_changed = any(not check.same_substance for _, check in plan)
    reopened = substance_changed and ruling.status is Status.APPROVED and not keep_status
    # Why it went back to draft is a flag, not a sentence: each reader words it in its own language.
    entry = HistoryEntry(date=today or dt.date.today(), action="migrated", note=note, reopened=reopened,
                         from_version=ruling.version, to_version=to_version, changes=list(changes.values()))
    scenario = ruling.scenario
    if isinstance(scenario, dict) and scenario.get("version") == ruling.version:
        scenario = {**scenario, "version": to_version}
    new = ruling.model_copy(update={
        "version": to_version, "cites": cites, "scenario": scenario,
        "status": Status.DRAFT if reopened else ruling.status,
        "history": [*ruling.history, entry],
    })
    new._path = ruling.path
    return new


def migrate_and_save(ruling_id: str, to_version: str, corpus: Corpus, *, root: Path | None = None,
                     drop_removed: bool = False, keep_status: bool = False, note: str = "") -> Ruling:
    """Load, migrate and atomically save one ruling (what the CLI and the app call)."""
    try:
        ruling = get_ruling(ruling_id, root)
    except KeyError:
        raise MigrationError(f"no ruling with ID {ruling_id!r}", "no_ruling") from None
    new = migrate_ruling(ruling, to_version, corpus, drop_removed=drop_removed, keep_status=keep_status, note=note)
    save_ruling(new)
    return new
