"""``judge-app rulings list|show|verify|migrate|status|init|sync|pack|import``: the rulings from the command line."""

from __future__ import annotations

import argparse
import json
import logging
import os
import sys
from pathlib import Path
from typing import Any

from judge_app import paths
from judge_app.corpus import Corpus, RuleRef
from judge_app.corpus.command import command_corpus
from judge_app.rulings.drift import CitationCheck, CitationStatus, DriftChecker, render_segments
from judge_app.rulings.merge import WHOLE_FILE, Conflict
from judge_app.rulings.migrate import MigrationError, migrate_ruling, plan_migration
from judge_app.rulings.model import Ruling, Status
from judge_app.rulings.pack import PackError, build_pack, import_pack
from judge_app.rulings.repo import GitError, GitMissing, NotARepository, RulingsRepo, SyncResult, SyncState, who_moved
from judge_app.rulings.sources import packs_dir
from judge_app.rulings.states import TransitionError, change_status
from judge_app.rulings.store import (
    SUFFIXES,
    RulingError,
    RulingSet,
    default_rulings_dir,
    load_ruling,
    load_rulings,
    save_ruling,
)
from judge_app.rulings.verify import Outcome, report_json, verify_rulings
from judge_app.safeio import InputError
from judge_app.storage import SaveError

log = logging.getLogger(__name__)


def _print_json(data: Any) -> None:
    sys.stdout.write(json.dumps(data, ensure_ascii=False) + "\n")


def _fail(message: str, code: int = 2) -> int:
    sys.stderr.write(f"judge-app: {message}\n")
    return code


def _warn_errors(found: RulingSet) -> None:
    for err in found.errors:
        log.warning("%s", err)


def rulings_root(given: Path | None) -> tuple[Path, str | None]:
    """The rulings folder to read (``--dir``, else the default) and, when it is no folder, a one-line problem.

    An empty list from a mistyped JUDGE_APP_RULINGS_DIR would look like "no rulings"; it must say why.
    """
    if given is not None:
        root, named_by = given, "given by --dir"
    else:
        root = default_rulings_dir()
        named_by = f"set by {paths.RULINGS_ENV}" if os.environ.get(paths.RULINGS_ENV) else "the rulings folder"
    if root.is_dir():
        return root, None
    what = "not a folder" if root.exists() else "no such folder"
    return root, f"{root}: {what} ({named_by})"


def collect(path: Path) -> RulingSet:
    """Rulings from a ruling file, a game folder, or a rulings directory.

    Anything that is not a folder is read as one ruling file, so a device or a FIFO is refused by name.
    """
    if not path.is_dir():
        out = RulingSet(root=path.parent)
        files = [path]
    elif any(p.suffix in SUFFIXES for p in path.glob("*")):
        out = RulingSet(root=path)
        files = sorted(q for q in path.glob("*") if q.suffix in SUFFIXES and not q.name.startswith("."))
    else:
        return load_rulings(path)
    for p in files:
        try:
            out.rulings.append(load_ruling(p))
        except RulingError as exc:
            out.errors.append(exc)
    return out


def _unknown_game(game: str | None, corpus: Corpus | None = None) -> str | None:
    """A one-line problem when ``--game`` names no game the app holds (an empty list would look like "none")."""
    if game is None:
        return None
    games = (corpus or command_corpus()).games()
    return None if game in games else f"no game {game!r}; the games are: {', '.join(games)}"


def cmd_list(ns: argparse.Namespace) -> int:
    root, problem = rulings_root(ns.dir)
    if problem:
        return _fail(problem)
    unknown = _unknown_game(ns.game)
    if unknown:
        return _fail(unknown)
    found = load_rulings(root)
    _warn_errors(found)
    rows = [r for r in found.rulings
            if (ns.game is None or r.game == ns.game) and (ns.status is None or r.status.value == ns.status)]
    if ns.json:
        _print_json([{"id": r.id, "game": r.game, "version": r.version, "title": r.title, "status": r.status.value,
                      "where": r.source.where.value, "date": r.date.isoformat(),
                      "cites": [str(c) for c in r.cites], "scenario": r.scenario is not None} for r in rows])
        return 0
    for r in rows:
        mark = "▶" if r.scenario is not None else " "
        print(f"{r.id:<28} {r.game:<9} {r.version:<11} {r.status.value:<8} {mark} {r.title}")
    return 0


def _cite_line(ruling: Ruling, ref: RuleRef, corpus: Corpus) -> str:
    rec = corpus.resolve(ref)
    where = "" if (ref.game, ref.version) == (ruling.game, ruling.version) else f" ({ref.game} {ref.version})"
    if rec is None:
        return f"  {ref.rule_id}{where}: not in the corpus"
    text = (rec.title or rec.text).replace("\n", " ")
    return f"  {ref.rule_id}{where}: {text[:70]}"


def _find(ns: argparse.Namespace) -> tuple[Ruling, RulingSet] | int:
    """The ruling ``ns.ruling_id`` in the folder ``--dir`` names (or the default) with its set, or the exit code
    after saying why there is none."""
    root, problem = rulings_root(ns.dir)
    if problem:
        return _fail(problem)
    found = load_rulings(root)
    ruling = found.get(ns.ruling_id)
    if ruling is None:
        _warn_errors(found)
        return _fail(f"no ruling with ID {ns.ruling_id!r}", 1)
    return ruling, found


def cmd_show(ns: argparse.Namespace) -> int:
    looked_up = _find(ns)
    if isinstance(looked_up, int):
        return looked_up
    ruling, found = looked_up
    if ns.json:
        data = ruling.model_dump(mode="json")
        data["path"] = str(ruling.path) if ruling.path else None
        _print_json(data)
        return 0
    corpus = command_corpus()
    src = ruling.source
    print(f"{ruling.id}  [{ruling.status.value}]  {ruling.game} {ruling.version}  {ruling.date.isoformat()}")
    print(ruling.title)
    print(f"source: {src.issuer} ({src.where.value}){' — ' + src.reference if src.reference else ''}")
    print("\nQ: " + ruling.question.strip())
    print("\nA: " + ruling.answer.strip())
    if ruling.cites:
        print("\ncites:")
        for ref in ruling.cites:
            print(_cite_line(ruling, ref, corpus))
    if ruling.scenario is not None:
        print("\nscenario: " + (ruling.scenario if isinstance(ruling.scenario, str) else "(embedded)"))
    if ruling.superseded_by:
        print(f"\nsuperseded by: {ruling.superseded_by}")
    if ruling.notes:
        print("\nnotes: " + ruling.notes.strip())
    for what, event in _provenance(found.root, ruling).items():
        print(f"\n{what}: {event.author} <{event.email}> {event.when.isoformat()} ({event.commit[:10]})")
    for h in ruling.history:
        span = f" {h.from_version} -> {h.to_version}" if h.from_version else ""
        print(f"\n{h.date.isoformat()} {h.action}{span} {h.note}".rstrip())
        if h.reopened:
            print("    back to draft: a cited rule changed in substance")
        for c in h.changes:
            print(f"    {c.old} -> {c.new or '(dropped)'} ({c.reason})")
    return 0


def _citation_lines(check: CitationCheck) -> list[str]:
    lines = [f"    ! {check.describe()}"]
    if check.segments:
        lines.append(f"      {render_segments(check.segments)}")
    elif check.status is CitationStatus.REMOVED and check.old_text:
        lines.append(f"      [-{check.old_text}-]")
    return lines


def cmd_verify(ns: argparse.Namespace) -> int:
    if ns.path:
        path = Path(ns.path)
        if not path.exists():
            return _fail(f"{path}: no such file or directory")
    else:
        path, problem = rulings_root(None)
        if problem:
            return _fail(problem)
    found = collect(path)
    corpus = command_corpus()
    reports = verify_rulings(found.rulings, corpus, run=not ns.citations_only)
    failed = sum(r.failed for r in reports) + len(found.errors)
    if ns.json:
        _print_json({"rulings": [report_json(r) for r in reports],
                     "errors": [{"path": str(e.path), "field": e.field, "line": e.line, "kind": e.kind,
                                 "message": e.message} for e in found.errors],
                     "failed": failed})
        return 1 if failed else 0
    labels = {Outcome.HOLDS: "holds", Outcome.CHANGED: "CHANGED", Outcome.CANNOT_RUN: "cannot run",
              Outcome.NO_SCENARIO: "no scenario"}
    for r in reports:
        extra = f" ({r.steps} steps)" if r.outcome is Outcome.HOLDS else ""
        print(f"{labels[r.outcome]:<12} {r.ruling_id}{extra}")
        for p in r.problems:
            print(f"    {p}")
        for c in r.flagged_citations:
            print("\n".join(_citation_lines(c)))
    for err in found.errors:
        print(f"unreadable   {err}")
    counts = {o: sum(r.outcome is o for r in reports) for o in Outcome}
    flagged = sum(len(r.flagged_citations) for r in reports)
    print(f"{len(reports)} rulings: {counts[Outcome.HOLDS]} hold, {counts[Outcome.CHANGED]} changed, "
          f"{counts[Outcome.CANNOT_RUN]} cannot run, {counts[Outcome.NO_SCENARIO]} without a scenario; "
          f"{flagged} citation(s) flagged; {len(found.errors)} unreadable file(s); {failed} failing")
    return 1 if failed else 0


def _provenance(root: Path, ruling: Ruling) -> dict[str, Any]:
    """Who created, proposed, approved (...) the ruling, from the repository; nothing when it is none."""
    if ruling.path is None:
        return {}
    try:
        return who_moved(RulingsRepo.open(root).provenance(ruling.path))
    except (GitMissing, NotARepository, GitError):
        return {}


def cmd_status(ns: argparse.Namespace) -> int:
    looked_up = _find(ns)
    if isinstance(looked_up, int):
        return looked_up
    ruling, found = looked_up
    try:
        moved = change_status(ruling, Status(ns.status), successor=ns.by, known_ids={r.id for r in found.rulings},
                              note=ns.note or "")
        save_ruling(moved)
    except TransitionError as exc:
        return _fail(str(exc), 1)
    except (SaveError, RulingError) as exc:
        return _fail(str(exc), 1)
    print(f"{moved.id}: {ruling.status.value} -> {moved.status.value} (saved; `judge-app rulings sync` shares it)")
    return 0


def _author(text: str | None) -> tuple[str, str] | None:
    """``Name <email>`` as (name, email)."""
    if not text:
        return None
    name, _, rest = text.partition("<")
    if not rest.endswith(">") or not name.strip():
        raise GitError(f"{text!r}: give the author as \"Name <email>\"")
    return name.strip(), rest[:-1].strip()


def cmd_init(ns: argparse.Namespace) -> int:
    root = ns.dir or default_rulings_dir()
    try:
        repo = RulingsRepo.init(root, remote=ns.remote, author=_author(ns.author))
    except (GitMissing, NotARepository, GitError) as exc:
        return _fail(str(exc), 1)
    name, email = repo.author()
    print(f"{root}: rulings repository; remote {repo.remote_url() or '(none)'}; commits by {name} <{email}>")
    return 0


def _conflict_lines(conflict: Conflict) -> list[str]:
    who = conflict.ruling_id or conflict.path
    lines = [f"conflict {who} ({conflict.path})"]
    for fc in conflict.fields:
        if fc.name == WHOLE_FILE:
            mine = "deleted" if conflict.ours_text is None else "changed"
            theirs = "deleted" if conflict.theirs_text is None else "changed"
            lines.append(f"    the whole file: here {mine}, on the remote {theirs}")
            continue
        lines.append(f"    {fc.name}:")
        for side, value in (("base", fc.base), ("ours", fc.ours), ("theirs", fc.theirs)):
            shown = json.dumps(value, ensure_ascii=False) if not isinstance(value, str) else value.strip()
            lines.append(f"      {side:<6} " + shown.replace("\n", "\n             "))
    return lines


def _picks_for(conflict: Conflict, picks: list[str], prefer: str | None) -> str | None:
    """The decided file from ``--pick ID:FIELD=ours|theirs`` and ``--prefer``; ValueError when one is undecided."""
    chosen: dict[str, Any] = {}
    for item in picks:
        target, _, side = item.partition("=")
        who, _, field_name = target.rpartition(":")
        if side not in ("ours", "theirs") or not who:
            raise ValueError(f"--pick {item!r}: write RULING:FIELD=ours or RULING:FIELD=theirs")
        if who in (conflict.ruling_id, conflict.path):
            chosen[field_name or WHOLE_FILE] = side
    return conflict.resolve(picks=chosen, default=prefer)  # type: ignore[arg-type]


def _verify_received(root: Path, result: SyncResult) -> int:
    """``rulings verify`` on the ruling files the sync brought in; the number that fail."""
    files = [root / p for p in result.received_rulings() if (root / p).is_file()]
    if not files:
        return 0
    rulings, failed = [], 0
    for path in files:
        try:
            rulings.append(load_ruling(path))
        except RulingError as exc:
            print(f"unreadable   {exc}")
            failed += 1
    for report in verify_rulings(rulings, command_corpus(), run=True):
        if report.failed:
            failed += 1
            print(f"needs review {report.ruling_id}")
            for c in report.flagged_citations:
                print("\n".join(_citation_lines(c)))
            for p in report.problems:
                print(f"    {p}")
    print(f"verified {len(files)} received ruling file(s): {failed} need review")
    return failed


def cmd_sync(ns: argparse.Namespace) -> int:
    root = ns.dir or default_rulings_dir()
    try:
        repo = RulingsRepo.open(root)
    except (GitMissing, NotARepository) as exc:
        return _fail(str(exc), 1)
    resolutions: dict[tuple[str, str, str], str | None] = {}
    result = repo.sync(progress=lambda stage, _d, _t: sys.stderr.write(f"judge-app: sync: {stage}\n")
                       if ns.verbose else None)
    # Each replayed commit may bring its own clash: decide them as they come, as far as the picks reach.
    for _round in range(50):
        if result.state is not SyncState.CONFLICT or not (ns.pick or ns.prefer):
            break
        try:
            for conflict in result.conflicts:
                resolutions[conflict.key] = _picks_for(conflict, ns.pick, ns.prefer)
        except ValueError as exc:
            for conflict in result.conflicts:
                print("\n".join(_conflict_lines(conflict)))
            return _fail(f"{exc} (nothing was changed on disk)", 1)
        except RulingError as exc:
            return _fail(f"the decided ruling would not load: {exc} (nothing was changed on disk)", 1)
        result = repo.sync(resolutions=resolutions)
    for conflict in result.conflicts:
        print("\n".join(_conflict_lines(conflict)))
    if result.state is SyncState.CONFLICT:
        return _fail(f"{result.message}; decide with --pick RULING:FIELD=ours|theirs or --prefer ours|theirs", 1)
    if not result.ok:
        return _fail(result.message, 1)
    print(f"{root}: {result.message}")
    failed = 0 if ns.no_verify else _verify_received(root, result)
    return 1 if failed else 0


def cmd_pack(ns: argparse.Namespace) -> int:
    root, problem = rulings_root(ns.dir)
    if problem:
        return _fail(problem)
    corpus = command_corpus()
    unknown = _unknown_game(ns.game, corpus)
    if unknown:
        return _fail(unknown)
    try:
        manifest = build_pack(root, ns.output, corpus, game=ns.game, status=Status(ns.status) if ns.status else None)
    except PackError as exc:
        return _fail(str(exc), 1)
    except SaveError as exc:
        return _fail(str(exc), 1)
    failing = [r["id"] for r in manifest["rulings"] if r["failed"]]
    versions = ", ".join(f"{g} {v}" for g, v in manifest["rules_versions"].items())
    print(f"{ns.output}: {len(manifest['rulings'])} rulings, verified under {versions}"
          + (f"; {len(failing)} need review: {', '.join(failing)}" if failing else ""))
    return 0


def cmd_import(ns: argparse.Namespace) -> int:
    pack = Path(ns.pack)
    target = ns.into or (packs_dir() / pack.stem)
    corpus = command_corpus()
    try:
        report = import_pack(pack, target, corpus, replace=ns.replace)
    except InputError as exc:  # a PackError, or the manifest's own JSON refused
        return _fail(f"{exc} (nothing imported)", 2)
    except OSError as exc:
        return _fail(f"{target}: the pack could not be written ({exc.strerror or exc}); nothing imported", 1)
    for line in report.errors:
        print(f"unreadable   {line}")
    for d in report.drift:
        print(f"drift        {d.message}")
    versions = ", ".join(f"{g} {v}" for g, v in report.rules_versions.items())
    where = ("the app lists and searches them" if ns.into is None
             else f"read them with --dir {target} or {paths.RULINGS_ENV}")
    print(f"{target}: {report.rulings} rulings imported read-only (verified under {versions}); "
          f"{len(report.drift)} drift(s). {where[0].upper()}{where[1:]}.")
    return 1 if report.drift or report.errors else 0


def cmd_migrate(ns: argparse.Namespace) -> int:
    looked_up = _find(ns)
    if isinstance(looked_up, int):
        return looked_up
    ruling, _ = looked_up
    corpus = command_corpus()
    try:
        plan = plan_migration(ruling, ns.to, corpus, DriftChecker(corpus))
        for ref, check in plan:
            new = check.new_id if check.status is not CitationStatus.REMOVED else "(removed)"
            print(f"{ref.rule_id} -> {new}  {check.status.value}")
            if check.segments:
                print(f"    {render_segments(check.segments)}")
        migrated = migrate_ruling(ruling, ns.to, corpus, drop_removed=ns.drop_removed,
                                  keep_status=ns.keep_status, note=ns.note or "")
    except MigrationError as exc:
        return _fail(str(exc), 1)
    if ns.dry_run:
        print(f"(dry run: {ruling.path} not written)")
        return 0
    try:
        path = save_ruling(migrated)
    except (SaveError, RulingError) as exc:  # read-only, disk full, no folder: the old file is untouched
        return _fail(str(exc), 1)
    print(f"{migrated.id}: {ruling.version} -> {migrated.version}, status {migrated.status.value}; saved {path}")
    return 0


def register(sub: argparse._SubParsersAction) -> None:  # type: ignore[type-arg]
    rulings = sub.add_parser("rulings", help="rulings tied to rule numbers and positions")
    rsub = rulings.add_subparsers(dest="rulings_command", required=True)

    def with_dir(p: argparse.ArgumentParser) -> None:
        p.add_argument("--dir", type=Path, default=None,
                       help=f"rulings directory (default: JUDGE_APP_RULINGS_DIR or {default_rulings_dir().name}/)")

    p = rsub.add_parser("list", help="rulings, filtered by game and status")
    p.add_argument("--game")
    p.add_argument("--status", choices=[s.value for s in Status])
    p.add_argument("--json", action="store_true")
    with_dir(p)
    p.set_defaults(func=cmd_list)

    p = rsub.add_parser("show", help="one ruling with its citations and history")
    p.add_argument("ruling_id")
    p.add_argument("--json", action="store_true")
    with_dir(p)
    p.set_defaults(func=cmd_show)

    p = rsub.add_parser("verify", help="re-run each ruling's position and check its citations against the newest rules")
    p.add_argument("path", nargs="?", help="a ruling file, a game folder or a rulings directory")
    p.add_argument("--json", action="store_true")
    p.add_argument("--citations-only", action="store_true", help="do not run scenarios")
    p.set_defaults(func=cmd_verify)

    p = rsub.add_parser("migrate", help="move a ruling's citations to a newer rules version")
    p.add_argument("ruling_id")
    p.add_argument("--to", required=True, metavar="VERSION")
    p.add_argument("--drop-removed", action="store_true", help="drop citations of rules the new version removed")
    p.add_argument("--keep-status", action="store_true", help="stay approved even if a cited rule changed")
    p.add_argument("--note", help="a line for the ruling's history")
    p.add_argument("--dry-run", action="store_true", help="show the plan, write nothing")
    with_dir(p)
    p.set_defaults(func=cmd_migrate)

    p = rsub.add_parser("status", help="move a ruling through review: draft, proposed, approved, superseded")
    p.add_argument("ruling_id")
    p.add_argument("status", choices=[s.value for s in Status])
    p.add_argument("--by", metavar="RULING_ID", help="the ruling that supersedes it (for superseded)")
    p.add_argument("--note", help="a line for the ruling's history")
    with_dir(p)
    p.set_defaults(func=cmd_status)

    p = rsub.add_parser("init", help="make the rulings folder a git repository shared with a committee remote")
    p.add_argument("--remote", help="the committee's git remote (a URL or a path)")
    p.add_argument("--author", help='who commits from this machine: "Name <email>"')
    with_dir(p)
    p.set_defaults(func=cmd_init)

    p = rsub.add_parser("sync", help="commit local edits, fetch the committee's, replay ours on top, push")
    p.add_argument("--pick", action="append", default=[], metavar="RULING:FIELD=SIDE",
                   help="decide a conflicting field: ours (this machine) or theirs (the remote); repeatable")
    p.add_argument("--prefer", choices=["ours", "theirs"], help="the side for every conflicting field not picked")
    p.add_argument("--no-verify", action="store_true", help="do not verify the rulings received")
    p.add_argument("-v", "--verbose", action="store_true", help="say each stage")
    with_dir(p)
    p.set_defaults(func=cmd_sync)

    p = rsub.add_parser("pack", help="the selected rulings as an event pack (a zip) for judges without git")
    p.add_argument("--game")
    p.add_argument("--status", default="approved", choices=[s.value for s in Status])
    p.add_argument("-o", "--output", type=Path, required=True)
    with_dir(p)
    p.set_defaults(func=cmd_pack)

    p = rsub.add_parser("import", help="import an event pack read-only, re-verify it and report drift "
                        "(exit 1 when something drifted)")
    p.add_argument("pack")
    p.add_argument("--into", type=Path, help="the folder to import into (default: packs/<name> in the user folder)")
    p.add_argument("--replace", action="store_true", help="replace a pack imported there before")
    p.set_defaults(func=cmd_import)
