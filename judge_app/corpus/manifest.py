"""The manifest: which documents the app holds, and how to read each one.

The manifest may have been edited by hand, in any editor, or come with a copied rules
folder, so it is read through :mod:`judge_app.safeio` (UTF-8 named on failure, no YAML
aliases, no duplicate keys, bounded nesting) and checked entry by entry: an entry that
is malformed, names a file outside the rules folder, or repeats a game and version
already listed is refused with its line, and the other entries still load.
"""

from __future__ import annotations

from pathlib import Path
from typing import Any

import yaml
from pydantic import BaseModel, ConfigDict, ValidationError

from judge_app import paths
from judge_app.corpus.errors import CorpusError
from judge_app.safeio import InputError, confine, parse_yaml, read_text

MANIFEST_NAME = "manifest.yaml"


class ManifestEntry(BaseModel):
    model_config = ConfigDict(extra="forbid")
    game: str
    version: str
    title_ja: str
    title_en: str
    effective_date: str | None = None
    version_label: str = ""
    source: str
    profile: str
    fixes: str | None = None
    # What the text does not show about the book's structure (the rulebook profile's outline).
    layout: str | None = None


class Manifest(BaseModel):
    model_config = ConfigDict(extra="forbid")
    documents: list[ManifestEntry]


def default_rules_dir() -> Path:
    """JUDGE_APP_RULES_DIR, else the user's imported copy, else the shipped ``rules_text/`` (``judge_app.paths``)."""
    return paths.rules_dir()


def entry_path(root: Path, relative: str, *, manifest: Path, line: int | None, what: str) -> Path:
    """A file an entry names, refused unless it lies inside the rules folder (no ``../``, no absolute path,
    no link leading out); the path is returned as written, below ``root``, so messages name it as the user sees it."""
    try:
        confine(relative, root)
    except InputError:
        raise CorpusError(manifest, f"{what} {relative!r} is outside the rules folder; only files inside "
                          f"{root.name or root} may be named", line, kind="path") from None
    return root / relative


def _check_root(root: Path) -> None:
    try:
        is_dir = root.is_dir()
        exists = is_dir or root.exists()
    except OSError as exc:
        raise CorpusError(root, f"cannot open the rules folder: {exc.strerror or exc}", kind="unreadable") from None
    if not exists:
        raise CorpusError(root, "no such rules folder", kind="missing")
    if not is_dir:
        raise CorpusError(root, "not a folder, so it holds no rules documents", kind="not_folder")


def _entry_nodes(text: str) -> list[Any]:
    """The YAML node of each ``documents`` item, for line numbers (the text already passed the strict parser)."""
    root = yaml.compose(text, Loader=yaml.SafeLoader)
    if isinstance(root, yaml.MappingNode):
        for key, value in root.value:
            if key.value == "documents" and isinstance(value, yaml.SequenceNode):
                return list(value.value)
    return []


def _field_line(node: Any, field: object, default: int) -> int:
    if isinstance(node, yaml.MappingNode):
        for key, value in node.value:
            if key.value == field:
                return int(value.start_mark.line) + 1
    return default


def read_manifest(root: Path) -> tuple[Manifest, list[CorpusError]]:
    """The usable entries, and one error (with its line) for each entry refused.

    Raises CorpusError when the folder or the manifest as a whole cannot be used.
    """
    _check_root(root)
    path = root / MANIFEST_NAME
    try:
        text = read_text(path, what="manifest")
        data: Any = parse_yaml(text, path)
    except InputError as exc:
        raise CorpusError.from_input(exc) from None
    if data is None:
        raise CorpusError(path, "the manifest is empty: it must list the rules documents under 'documents:'",
                          kind="empty")
    if not isinstance(data, dict) or not isinstance(data.get("documents"), list):
        raise CorpusError(path, "the manifest must be a mapping with a 'documents:' list", kind="invalid")
    extra = [str(k) for k in data if k != "documents"]
    if extra:
        raise CorpusError(path, f"unknown key {extra[0]!r} in the manifest (only 'documents:' is read)",
                          kind="invalid")
    items: list[Any] = data["documents"]
    if not items:
        raise CorpusError(path, "the manifest lists no documents", kind="empty")
    nodes = _entry_nodes(text)
    entries: list[ManifestEntry] = []
    errors: list[CorpusError] = []
    first_line: dict[tuple[str, str], int] = {}
    for index, item in enumerate(items):
        node = nodes[index] if index < len(nodes) else None
        line = int(node.start_mark.line) + 1 if node is not None else None
        try:
            entry = ManifestEntry.model_validate(item)
        except ValidationError as exc:
            first = exc.errors()[0]
            where = ".".join(str(p) for p in first["loc"]) or "entry"
            place = _field_line(node, first["loc"][0], line or 0) if first["loc"] else line
            errors.append(CorpusError(path, f"document {index + 1}: {where}: {first['msg']}", place,
                                      kind="invalid"))
            continue
        try:
            entry_path(root, entry.source, manifest=path, line=_field_line(node, "source", line or 0),
                       what=f"{entry.game} {entry.version}: source")
            if entry.fixes:
                entry_path(root, entry.fixes, manifest=path, line=_field_line(node, "fixes", line or 0),
                           what=f"{entry.game} {entry.version}: fixes")
        except CorpusError as exc:
            errors.append(exc)
            continue
        key = (entry.game, entry.version)
        if key in first_line:
            errors.append(CorpusError(path, f"{entry.game} version {entry.version} is listed twice (first at line "
                                      f"{first_line[key]}); this entry is not loaded", line, kind="duplicate"))
            continue
        first_line[key] = line or 0
        entries.append(entry)
    return Manifest(documents=entries), errors


def load_manifest(root: Path) -> Manifest:
    """The manifest when every entry is sound; otherwise the first problem, as a CorpusError.

    For writers (an import appends to the manifest): they must not build on a manifest that is refused in part.
    """
    manifest, errors = read_manifest(root)
    if errors:
        raise errors[0]
    return manifest
