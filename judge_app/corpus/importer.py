"""Adding a new version of a document from its raw text, parsed like the game's other versions.

Nothing is written until the new text has parsed: the source is staged in a
temporary folder and loaded with the game's parser profile first. Then the raw
text is copied byte for byte to ``<rules dir>/<game>/<version>/source.txt``
beside an empty ``fixes.yaml`` (corrections go there, never into the source),
and one entry is appended to ``manifest.yaml`` (appending keeps its comments,
and the last entry of a game is its newest version).

Where it is written: the rules directory in use (``JUDGE_APP_RULES_DIR`` or the
shipped ``rules_text/``). When that directory is not writable (an installed
copy), the whole directory is first copied to the user data directory and the
import goes there; the caller is told to point ``JUDGE_APP_RULES_DIR`` at it.
The copy is never picked up silently, because a copy that shadowed the shipped
rules would also hide every later update to them.

What is refused (nothing written): a file over ``MAX_SOURCE_BYTES`` (16 MB, about
a hundred times the largest document the app holds), text that is not UTF-8, and text
that parses but does not read as rules: fewer than ``MIN_WORDED_RULES`` records with
words in them, or less than ``MIN_LETTER_SHARE`` of the records' characters letters
(a file of bare numbers parses as hundreds of empty rules). Every file is written
through :func:`judge_app.storage.atomic_write_bytes`, which keeps the manifest's mode.
"""

from __future__ import annotations

import os
import re
import shutil
import tempfile
from dataclasses import dataclass, field
from pathlib import Path

import yaml
from pydantic import ValidationError

from judge_app import paths
from judge_app.corpus.diff import DiffEntry, diff_rulesets
from judge_app.corpus.errors import CorpusError
from judge_app.corpus.loader import load_document
from judge_app.corpus.manifest import MANIFEST_NAME, Manifest, ManifestEntry, entry_path, load_manifest
from judge_app.corpus.models import Flag, RuleSet
from judge_app.corpus.normalize import non_space
from judge_app.safeio import MAX_SOURCE_BYTES, InputError, decode_text, parse_yaml, read_bytes, read_text
from judge_app.storage import atomic_write_bytes, atomic_write_text

VERSION_PATTERN = re.compile(r"^[A-Za-z0-9][A-Za-z0-9._-]*$")

# A rules document has hundreds of worded rules (the smallest the app holds, 378) and its
# text is about nine tenths letters; these floors sit far below that and far above nonsense.
MIN_WORDED_RULES = 20
WORDED_RULE_LETTERS = 5
MIN_LETTER_SHARE = 0.5

FIXES_TEMPLATE = "# Declarative fixes for this source; see judge_app/corpus/fixes.py for the format.\n" \
                 "line_fixes: []\nrecord_fixes: []\n"


class ImportProblem(Exception):
    """The import cannot be done; nothing was written.

    ``kind`` (``unknown_game``, ``version_exists``, ``bad_version``, ``empty``, ``not_rules``, ``folder_exists``,
    ``manifest``, ``not_writable``) lets a UI word the problem in its own language.
    """

    def __init__(self, message: str, kind: str = "") -> None:
        super().__init__(message)
        self.kind = kind


@dataclass(frozen=True)
class ParseProblem:
    """A record a maintainer should look at; ``kind`` (``duplicate_id``, ``orphan``, ``unresolved_ref``) and the
    fields let a UI word it, ``text`` is the command line's line."""

    where: str  # "file:line"
    kind: str
    rule_id: str
    label: str = ""  # the cross-reference as printed, for unresolved_ref

    @property
    def text(self) -> str:
        what = {
            "duplicate_id": "is a number the document prints more than once",
            "orphan": "has no parent rule in this text",
            "unresolved_ref": f"refers to {self.label}, which this text does not have",
        }[self.kind]
        return f"{self.where}: {self.rule_id} {what}"


@dataclass
class ImportResult:
    entry: ManifestEntry
    root: Path
    ruleset: RuleSet
    previous: RuleSet | None
    diff: list[DiffEntry] = field(default_factory=list)
    warnings: list[str] = field(default_factory=list)  # every problem as a line: the loader's, then ``problems``
    problems: list[ParseProblem] = field(default_factory=list)
    written: bool = False
    copied_root: bool = False  # the rules directory was not writable: a user copy was made


def user_rules_dir() -> Path:
    """Where an import into a read-only install goes (``judge_app.paths.rules_dir`` reads it from then on)."""
    return paths.user_data_dir() / "rules_text"


def _writable(root: Path) -> bool:
    return os.access(root, os.W_OK) and os.access(root / "manifest.yaml", os.W_OK)


def _entry_for(manifest: Manifest, game: str, version: str, *, effective_date: str | None,
               version_label: str) -> ManifestEntry:
    same_game = [e for e in manifest.documents if e.game == game]
    if not same_game:
        known = ", ".join(dict.fromkeys(e.game for e in manifest.documents))
        raise ImportProblem(f"no document for game {game!r} (known: {known}); a new game needs a manifest entry "
                            "and a parser profile, not an import", "unknown_game")
    if any(e.version == version for e in same_game):
        raise ImportProblem(f"{game} version {version} already exists; a source is never replaced in place",
                            "version_exists")
    if not VERSION_PATTERN.match(version):
        raise ImportProblem(f"version {version!r} must be letters, digits, '.', '-' or '_' (it names a folder)",
                            "bad_version")
    newest = same_game[-1]
    return ManifestEntry(
        game=game, version=version, title_ja=newest.title_ja, title_en=newest.title_en,
        effective_date=effective_date, version_label=version_label,
        source=f"{game}/{version}/source.txt", profile=newest.profile, fixes=f"{game}/{version}/fixes.yaml",
        layout=f"{game}/{version}/layout.yaml" if newest.layout else None,
    )


def _manifest_block(entry: ManifestEntry, indent: str) -> str:
    data = entry.model_dump(exclude_none=True)
    if not data.get("version_label"):
        data.pop("version_label", None)
    text = yaml.safe_dump([data], allow_unicode=True, sort_keys=False, width=200)
    return "".join(indent + line if line.strip() else line for line in text.splitlines(keepends=True))


def _appended_manifest(root: Path, entry: ManifestEntry) -> str:
    """The manifest text with the entry appended, checked to load with it as the game's last version."""
    path = root / MANIFEST_NAME
    try:
        text = read_text(path, what="manifest")
    except InputError as exc:
        raise CorpusError.from_input(exc) from None
    items = re.findall(r"^([ ]*)- ", text, flags=re.MULTILINE)
    new_text = text + ("" if text.endswith("\n") else "\n") + _manifest_block(entry, items[-1] if items else "  ")
    try:
        manifest = Manifest.model_validate(parse_yaml(new_text, path))
    except (InputError, ValidationError) as exc:  # the manifest's layout is not one an append can extend
        raise ImportProblem(f"{path}: cannot append an entry ({exc}); add it by hand", "manifest") from exc
    last = [e for e in manifest.documents if e.game == entry.game][-1]
    if last != entry:
        raise ImportProblem(f"{path}: the appended entry did not become the newest {entry.game} version; "
                            "add it by hand", "manifest")
    return new_text


def _previous_layout(manifest: Manifest, root: Path, entry: ManifestEntry) -> str | None:
    """The newest version's layout text, which a new version of the same book starts from (edit it if the
    outline changed: a heading the outline lacks is reported by the parser)."""
    newest = [e for e in manifest.documents if e.game == entry.game][-1]
    if not entry.layout or not newest.layout:
        return None
    path = entry_path(root, newest.layout, manifest=root / MANIFEST_NAME, line=None,
                      what=f"{newest.game} {newest.version}: layout")
    try:
        return read_text(path, what="layout file")
    except InputError as exc:
        raise CorpusError.from_input(exc) from None


def _stage(source: Path, source_bytes: bytes, entry: ManifestEntry, fixes_rel: str,
           layout_text: str | None) -> tuple[RuleSet, list[str], list[ParseProblem]]:
    """Parse the new text in a scratch folder with the game's profile; problems name the user's file.

    Raises CorpusError (naming ``source``) when the text cannot be parsed at all.
    """
    with tempfile.TemporaryDirectory(prefix="judge-app-import-") as tmp:
        stage = Path(tmp)
        staged = stage / entry.source
        staged.parent.mkdir(parents=True)
        staged.write_bytes(source_bytes)
        (stage / fixes_rel).write_text(FIXES_TEMPLATE, encoding="utf-8")
        if entry.layout and layout_text is not None:
            (stage / entry.layout).write_text(layout_text, encoding="utf-8")
        try:
            ruleset = load_document(entry, stage)
        except CorpusError as exc:
            raise CorpusError(source, exc.message, exc.line) from exc
    problems = []
    for w in ruleset.warnings:
        w = w.replace(str(staged), str(source))
        problems.append(w if w.startswith(str(source)) else f"{source}: {w}")
    return ruleset, problems, record_problems(source, ruleset)


def record_problems(source: Path, ruleset: RuleSet) -> list[ParseProblem]:
    """Records a maintainer should look at, each with its source line: they may need a fixes.yaml entry."""
    out = []
    for rec in ruleset.records:
        where = f"{source}:{rec.lines[0]}" if rec.lines[0] else str(source)
        if rec.has(Flag.DUPLICATE_ID):
            out.append(ParseProblem(where, "duplicate_id", rec.rule_id))
        if rec.has(Flag.ORPHAN):
            out.append(ParseProblem(where, "orphan", rec.rule_id))
        for ref in rec.refs:
            if ref.target is None:
                out.append(ParseProblem(where, "unresolved_ref", rec.rule_id, ref.label))
    return out


def parse_problems(source: Path, ruleset: RuleSet) -> list[str]:
    """``record_problems`` as lines."""
    return [p.text for p in record_problems(source, ruleset)]


def not_rules_reason(ruleset: RuleSet) -> str | None:
    """Why a parsed text does not read as a rules document, or None when it does."""
    worded = 0
    letters = 0
    characters = 0
    for rec in ruleset.records:
        text = rec.title + rec.text
        count = sum(map(str.isalpha, text))
        letters += count
        characters += len(non_space(text))
        worded += count >= WORDED_RULE_LETTERS
    share = letters / characters if characters else 0.0
    if worded >= MIN_WORDED_RULES and share >= MIN_LETTER_SHARE:
        return None
    return (f"this does not read as a rules document: the {ruleset.info.profile} parser found "
            f"{len(ruleset.records)} record(s), {worded} with words in them (a rules document has at least "
            f"{MIN_WORDED_RULES}), and {share:.0%} of their text is letters (at least {MIN_LETTER_SHARE:.0%})")


def _read_new_source(source: Path) -> bytes:
    """The raw text's bytes: a regular file, at most MAX_SOURCE_BYTES, UTF-8 (checked here, kept as bytes)."""
    try:
        data = read_bytes(source, max_bytes=MAX_SOURCE_BYTES, what="rules source")
        decode_text(data, source)
    except InputError as exc:
        raise CorpusError.from_input(exc) from None
    return data


def import_version(game: str, version: str, source: Path, root: Path, *, effective_date: str | None = None,
                   version_label: str = "", dry_run: bool = False) -> ImportResult:
    """Parse ``source`` as ``game`` ``version``, then (unless ``dry_run``) add it to the rules directory.

    Raises ImportProblem (bad request, or a text that is not rules) or CorpusError (the text cannot be read or
    parsed); nothing is written then.
    """
    manifest = load_manifest(root)
    entry = _entry_for(manifest, game, version, effective_date=effective_date, version_label=version_label)
    source_bytes = _read_new_source(source)
    if not source_bytes.strip():
        raise ImportProblem(f"{source}: the file is empty", "empty")
    fixes_rel = f"{game}/{version}/fixes.yaml"
    layout_text = _previous_layout(manifest, root, entry)
    ruleset, loader_warnings, problems = _stage(source, source_bytes, entry, fixes_rel, layout_text)
    if not ruleset.records:
        raise CorpusError(source, f"the {entry.profile} parser found no rules in this text")
    reason = not_rules_reason(ruleset)
    if reason is not None:
        raise ImportProblem(f"{source}: {reason}", "not_rules")
    previous_entry = [e for e in manifest.documents if e.game == game][-1]
    try:
        previous: RuleSet | None = load_document(previous_entry, root)
    except CorpusError:
        previous = None
    diff = diff_rulesets(previous, ruleset) if previous is not None else []
    result = ImportResult(entry=entry, root=root, ruleset=ruleset, previous=previous, diff=diff,
                          warnings=loader_warnings + [p.text for p in problems], problems=problems)
    if dry_run:
        return result
    if not _writable(root):
        target = user_rules_dir()
        if not (target / MANIFEST_NAME).exists():
            try:
                shutil.copytree(root, target, dirs_exist_ok=True)
            except (OSError, shutil.Error) as exc:
                raise ImportProblem(f"{root} is not writable and it could not be copied to {target}: {exc}",
                                    "not_writable") from exc
        if not _writable(target):
            raise ImportProblem(f"neither {root} nor {target} is writable", "not_writable")
        # The copy may be older than the rules in use (an earlier import): check the request against it too.
        _entry_for(load_manifest(target), game, version, effective_date=effective_date, version_label=version_label)
        root, result.root, result.copied_root = target, target, True
    new_manifest = _appended_manifest(root, entry)
    manifest_path = root / MANIFEST_NAME
    source_path = entry_path(root, entry.source, manifest=manifest_path, line=None, what=f"{game} {version}: source")
    fixes_path = entry_path(root, fixes_rel, manifest=manifest_path, line=None, what=f"{game} {version}: fixes")
    folder = source_path.parent
    if folder.exists() and any(folder.iterdir()):
        raise ImportProblem(f"{folder} already exists and is not empty; nothing was written", "folder_exists")
    atomic_write_bytes(source_path, source_bytes)  # byte for byte, as received
    atomic_write_text(fixes_path, FIXES_TEMPLATE)
    if entry.layout and layout_text is not None:
        layout_path = entry_path(root, entry.layout, manifest=manifest_path, line=None,
                                 what=f"{game} {version}: layout")
        atomic_write_text(layout_path, layout_text)
    atomic_write_text(manifest_path, new_manifest)
    result.written = True
    return result
