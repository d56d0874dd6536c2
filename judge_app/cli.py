"""Headless command line over the same core the app uses.

Every failure ends in lines on stderr that start with ``judge-app:`` and a documented
exit code (see ``EXIT_CODES``), never a traceback for bad input: an unreadable or
malformed file (:class:`judge_app.safeio.InputError`) or a save that did not happen
(:class:`judge_app.storage.SaveError`) escaping any command is caught once, here, and
printed as one line naming the file and the place. Any other exception is a bug and
keeps its traceback, except under ``resolve``, which reports one in a line naming the
file and logs the traceback (``judge_app.engine.cli``).
"""

from __future__ import annotations

import argparse
import json
import logging
import sys
from pathlib import Path
from typing import Any

from judge_app import cli_extensions
from judge_app.corpus import Corpus, CorpusError, RuleSet, load_corpus
from judge_app.corpus.command import CommandFailed, command_corpus
from judge_app.corpus.diff import DiffEntry, DiffKind, diff_rulesets
from judge_app.corpus.export import export_html, export_json, record_json
from judge_app.corpus.importer import ImportProblem, import_version
from judge_app.corpus.manifest import default_rules_dir
from judge_app.rulings.search_docs import RulingsSource
from judge_app.safeio import InputError
from judge_app.search import SearchEngine
from judge_app.storage import SaveError, atomic_write_text

log = logging.getLogger(__name__)

EXIT_CODES = """exit codes:
  0    done
  1    nothing found or the request refused: no such rule, an import refused
       (nothing written), no rules document could be loaded
  2    the command line is wrong, the game or version is unknown, or a file
       cannot be read or saved (one line names the file and the place)
  130  interrupted
  Some commands add their own codes; see their --help."""


def _print_json(data: Any) -> None:
    sys.stdout.write(json.dumps(data, ensure_ascii=False, indent=None) + "\n")


def _fail(message: str, code: int = 2) -> int:
    sys.stderr.write(f"judge-app: {message}\n")
    return code


def _ruleset(corpus: Corpus, game: str, version: str | None) -> RuleSet:
    """The document asked for, or exit 2 naming what the app does hold."""
    try:
        return corpus.get(game, version)
    except KeyError:
        pass
    games = corpus.games()
    if game not in games:
        raise CommandFailed([f"no rules document for {game!r} (the games are: {', '.join(games)})"], 2)
    versions = corpus.versions(game)
    raise CommandFailed([f"{game} has no version {version!r} (its versions are: {', '.join(versions)})"], 2)


def cmd_rules_list(ns: argparse.Namespace) -> int:
    corpus = command_corpus()
    rows = [
        {
            "game": rs.game,
            "version": rs.version,
            "title": rs.info.title_ja,
            "title_en": rs.info.title_en,
            "effective_date": rs.info.effective_date,
            "records": len(rs.records),
        }
        for rs in corpus.rulesets
    ]
    if ns.json:
        _print_json(rows)
    else:
        for row in rows:
            date = row["effective_date"] or "-"
            print(f"{row['game']:<10} {row['version']:<11} {date:<11} {row['records']:>5}  {row['title']}")
    return 0


def cmd_rules_show(ns: argparse.Namespace) -> int:
    corpus = command_corpus()
    ruleset = _ruleset(corpus, ns.game, ns.version)
    found = corpus.lookup(ns.game, ns.rule_id, ns.version)
    if not found:
        return _fail(f"{ns.game} has no rule {ns.rule_id!r}", 1)
    if ns.json:
        data = [record_json(ruleset, r) for r in found]
        _print_json(data[0] if len(data) == 1 else data)
        return 0
    for rec in found:
        crumbs = " › ".join(rec.path)
        print(f"{ruleset.info.title_ja} {ruleset.info.version_label or ruleset.version}")
        if crumbs:
            print(crumbs)
        print(f"{rec.rule_id} {rec.title}".rstrip())
        if rec.text:
            print(rec.text)
        if rec.parent:
            print(f"  parent: {rec.parent}")
        if rec.children:
            print(f"  children: {', '.join(rec.children)}")
        if rec.refs:
            print("  references: " + ", ".join(f"{r.label}->{r.target or '?'}" for r in rec.refs))
        if rec.aliases:
            print(f"  aliases: {', '.join(rec.aliases)}")
        if rec.flags:
            print(f"  flags: {', '.join(f.value for f in rec.flags)}")
        for note in rec.notes:
            print(f"  note: {note}")
    return 0


def cmd_rules_export(ns: argparse.Namespace) -> int:
    corpus = command_corpus()
    ruleset = _ruleset(corpus, ns.game, ns.version)
    text = export_html(ruleset) if ns.format == "html" else json.dumps(export_json(ruleset), ensure_ascii=False)
    if ns.output:
        atomic_write_text(ns.output, text)  # a failed save is one line (exit 2), see run_cli
    else:
        sys.stdout.write(text + "\n")
    return 0


def cmd_rules_diff(ns: argparse.Namespace) -> int:
    corpus = command_corpus()
    old, new = _ruleset(corpus, ns.game, ns.old), _ruleset(corpus, ns.game, ns.new)
    entries = diff_rulesets(old, new)
    if ns.kind:
        entries = [e for e in entries if e.kind.value in ns.kind]
    elif not ns.all:
        entries = [e for e in entries if e.kind is not DiffKind.UNCHANGED]
    if ns.json:
        _print_json([e.model_dump(mode="json", exclude={"segments"} if not ns.segments else set()) for e in entries])
        return 0
    print_diff(entries)
    return 0


def print_diff(entries: list[DiffEntry]) -> None:
    marks = {"changed": "~", "moved": ">", "added": "+", "removed": "-", "unchanged": "="}
    for e in entries:
        ids = e.new_id if e.old_id == e.new_id else f"{e.old_id or ''} -> {e.new_id or ''}"
        note = " (numbers only)" if e.same_substance and e.kind.value == "changed" else ""
        print(f"{marks[e.kind.value]} {e.kind.value:<9} {ids}{note}")
        if e.segments:
            line = "".join(s.text if s.op == "equal" else f"[-{s.text}-]" if s.op == "delete" else f"{{+{s.text}+}}"
                           for s in e.segments)
            print(f"    {line}")
        elif e.kind.value in ("added", "removed"):
            print(f"    {(e.new_text or e.old_text)[:120]}")


def cmd_rules_import(ns: argparse.Namespace) -> int:
    """Add a new version from raw text: parse it like the game's other versions, then show what changed."""
    root = default_rules_dir()
    try:
        result = import_version(ns.game, ns.version, Path(ns.file), root, effective_date=ns.date,
                                version_label=ns.label or "", dry_run=ns.check)
    except (ImportProblem, CorpusError) as exc:
        return _fail(f"{exc} (nothing was written)", 1)
    for w in result.warnings:
        log.warning("parse problem: %s", w)
    rs, prev = result.ruleset, result.previous
    if ns.json:
        _print_json({"game": rs.game, "version": rs.version, "profile": rs.info.profile, "records": len(rs.records),
                     "written": result.written, "rules_dir": str(result.root),
                     "previous": prev.version if prev else None, "problems": result.warnings,
                     "diff": [e.model_dump(mode="json", exclude={"segments"}) for e in result.diff
                              if e.kind is not DiffKind.UNCHANGED]})
    else:
        print(f"{rs.game} {rs.version}: {len(rs.records)} records with profile {rs.info.profile}, "
              f"{len(result.warnings)} parse problem(s)")
        if prev is not None:
            counts = {k: sum(e.kind is k for e in result.diff) for k in DiffKind}
            print(f"against {prev.version}: " + ", ".join(f"{n} {k.value}" for k, n in counts.items()))
            print_diff([e for e in result.diff if e.kind is not DiffKind.UNCHANGED])
        if not result.written:
            print("(check only: nothing written)")
    if result.written:
        log.info("added %s to %s; the search index takes the new version in on its next use", result.entry.source,
                 result.root)
        if result.copied_root:
            log.warning("%s is not writable, so the rules were copied to %s; set JUDGE_APP_RULES_DIR=%s to use them",
                        root, result.root, result.root)
        if ns.reindex:
            # With the rulings, as the app and the search command index them, so the key is the one they use.
            engine = SearchEngine(load_corpus(result.root), extra_documents=RulingsSource())
            status = engine.ensure_index()
            engine.close()
            log.info("search index %s", status.reason if status.updated else "rebuilt")
    return 0


def build_parser() -> argparse.ArgumentParser:
    parser = argparse.ArgumentParser(prog="judge-app", description="Rules reference for Japanese TCG judges",
                                     epilog=EXIT_CODES, formatter_class=argparse.RawDescriptionHelpFormatter)
    # The entry point (judge_app.launch) takes --verbose out before parsing; it is declared here for --help.
    parser.add_argument("--verbose", action="store_true", help="debug detail on stderr and in the log file")
    sub = parser.add_subparsers(dest="command", required=True)

    rules = sub.add_parser("rules", help="the rules documents")
    rsub = rules.add_subparsers(dest="rules_command", required=True)
    p = rsub.add_parser("list", help="documents the app holds")
    p.add_argument("--json", action="store_true")
    p.set_defaults(func=cmd_rules_list)
    p = rsub.add_parser("show", help="one rule with its context")
    p.add_argument("game")
    p.add_argument("rule_id")
    p.add_argument("--version")
    p.add_argument("--json", action="store_true")
    p.set_defaults(func=cmd_rules_show)
    p = rsub.add_parser("export", help="a whole document as JSON or HTML")
    p.add_argument("game")
    p.add_argument("--version")
    p.add_argument("--format", choices=["json", "html"], default="json")
    p.add_argument("--output", "-o")
    p.set_defaults(func=cmd_rules_export)

    p = rsub.add_parser("diff", help="what changed between two versions of a document")
    p.add_argument("game")
    p.add_argument("old")
    p.add_argument("new")
    p.add_argument("--json", action="store_true")
    p.add_argument("--all", action="store_true", help="include unchanged records")
    p.add_argument("--kind", action="append", choices=["unchanged", "changed", "moved", "added", "removed"])
    p.add_argument("--segments", action="store_true", help="character-level differences in JSON")
    p.set_defaults(func=cmd_rules_diff)

    p = rsub.add_parser("import", help="add a new version of a document from its raw text")
    p.add_argument("game")
    p.add_argument("version", help="the new version's key (names its folder)")
    p.add_argument("file", help="the raw text, UTF-8, exactly as received")
    p.add_argument("--date", help="effective date, YYYY-MM-DD")
    p.add_argument("--label", help="how the document names its own version, e.g. Ver3.1")
    p.add_argument("--check", action="store_true", help="parse and diff only; write nothing")
    p.add_argument("--reindex", action="store_true", help="rebuild the search index now rather than on next use")
    p.add_argument("--json", action="store_true")
    p.set_defaults(func=cmd_rules_import)

    cli_extensions.register(sub)
    return parser


def run_cli(argv: list[str]) -> int:
    """Run one command; bad input or a failed save is one line and exit 2, whichever command it escapes from."""
    parser = build_parser()
    ns = parser.parse_args(argv)
    try:
        return int(ns.func(ns))
    except CommandFailed as exc:
        for line in exc.lines:
            sys.stderr.write(f"judge-app: {line}\n")
        return exc.code
    except (InputError, SaveError) as exc:
        return _fail(str(exc), 2)
    except BrokenPipeError:
        return 0
    except KeyboardInterrupt:
        return _fail("interrupted", 130)
