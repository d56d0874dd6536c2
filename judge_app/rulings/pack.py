"""Event packs: a committee's rulings as one zip file, for judges who never touch git.

A pack holds ruling files (``<game>/<id>.yaml``), the position files they name, and ``pack.json``: what
was selected, each file's SHA-256, the newest rules version of each game the rulings were verified
against, and each ruling's verify outcome then. Importing re-runs verify with the rules this machine
holds and reports the drift: a rules version that moved on, a ruling that held then and fails now.

A pack comes from elsewhere, so it is hostile input: the archive and each member are size-capped (the
sizes the zip declares are not trusted: bytes are counted as they are read), member names are confined
to the pack (no absolute paths, ``..``, backslashes or drive letters), links and special files are
refused, every file must be listed in the manifest with its hash, and nothing else is accepted. An
import lands whole or not at all: it is unpacked into a staging folder, checked, then renamed into
place, its files read-only.
"""

from __future__ import annotations

import datetime as dt
import hashlib
import io
import json
import os
import re
import shutil
import stat
import zipfile
from dataclasses import dataclass, field
from pathlib import Path, PurePosixPath
from typing import Any

from judge_app.corpus import Corpus
from judge_app.rulings.drift import DriftChecker
from judge_app.rulings.model import Ruling, Status
from judge_app.rulings.sources import PACK_MANIFEST
from judge_app.rulings.store import RulingError, load_rulings, scenario_path
from judge_app.rulings.verify import verify_rulings
from judge_app.safeio import InputError, confine, parse_json, read_bytes
from judge_app.storage import atomic_write_bytes

MANIFEST = PACK_MANIFEST
FORMAT = "judge-app-rulings-pack"
FORMAT_VERSION = 1
MAX_PACK_BYTES = 64 * 1024 * 1024
MAX_MEMBER_BYTES = 8 * 1024 * 1024
MAX_TOTAL_BYTES = 128 * 1024 * 1024
MAX_MEMBERS = 5000
_NAME = re.compile(r"^[A-Za-z0-9][A-Za-z0-9._-]*$")


class PackError(InputError):
    """A pack that cannot be made or imported; one line naming the pack and the member at fault."""


@dataclass
class Drift:
    ruling_id: str
    message: str


@dataclass
class ImportReport:
    target: Path
    rulings: int
    rules_versions: dict[str, str]  # as recorded in the pack
    drift: list[Drift] = field(default_factory=list)
    errors: list[str] = field(default_factory=list)  # ruling files in the pack that do not load


def _hash(data: bytes) -> str:
    return hashlib.sha256(data).hexdigest()


def select(root: Path, game: str | None, status: Status | None) -> list[Ruling]:
    found = load_rulings(root)
    return [r for r in found.rulings if (game is None or r.game == game) and (status is None or r.status is status)]


def build_pack(root: Path, out: Path, corpus: Corpus, game: str | None = None,
               status: Status | None = Status.APPROVED) -> dict[str, Any]:
    """Write the selected rulings of ``root`` as a pack to ``out`` (atomically); returns the manifest."""
    rulings = select(root, game, status)
    if not rulings:
        raise PackError(str(root), f"no {status.value if status else ''} rulings{f' of {game}' if game else ''} "
                        "to pack".replace("  ", " "), kind="empty")
    files: dict[str, bytes] = {}
    for ruling in rulings:
        assert ruling.path is not None
        files[f"{ruling.game}/{ruling.path.name}"] = read_bytes(ruling.path, what="ruling file")
        if isinstance(ruling.scenario, str):
            try:
                scen = scenario_path(ruling, ruling.scenario)
            except RulingError as exc:
                raise PackError(str(ruling.path), exc.message, kind="scenario") from None
            rel = scen.relative_to(ruling.path.parent.resolve()).as_posix()
            files[f"{ruling.game}/{rel}"] = read_bytes(scen, what="scenario")
    checker = DriftChecker(corpus)
    reports = {r.ruling_id: r for r in verify_rulings(rulings, corpus, run=True)}
    manifest = {
        "format": FORMAT,
        "format_version": FORMAT_VERSION,
        "created": dt.datetime.now(dt.UTC).replace(microsecond=0).isoformat(),
        "selection": {"game": game, "status": status.value if status else None},
        "rules_versions": {g: checker.newest(g) for g in sorted({r.game for r in rulings}) if checker.newest(g)},
        "rulings": [{"id": r.id, "game": r.game, "version": r.version, "status": r.status.value,
                     "outcome": reports[r.id].outcome.value, "failed": reports[r.id].failed} for r in rulings],
        "files": {name: _hash(data) for name, data in sorted(files.items())},
    }
    buf = io.BytesIO()
    with zipfile.ZipFile(buf, "w", zipfile.ZIP_DEFLATED) as zf:
        zf.writestr(MANIFEST, json_bytes(manifest))
        for name, data in sorted(files.items()):
            zf.writestr(name, data)
    atomic_write_bytes(out, buf.getvalue())
    return manifest


def _member_name(pack: str, info: zipfile.ZipInfo) -> str:
    """The member's path inside the pack, refused when it could leave it or is not a plain file."""
    name = info.filename
    kind = stat.S_IFMT(info.external_attr >> 16)  # 0: written without a Unix file type (a plain file)
    if kind not in (0, stat.S_IFREG, stat.S_IFDIR):
        raise PackError(pack, f"member {name!r} is a link or a special file; a pack holds plain files only",
                        kind="link")
    parts = PurePosixPath(name).parts
    if not name or "\\" in name or name.startswith("/") or ":" in name or "\0" in name \
            or any(p in ("..", ".", "") for p in parts) or not all(_NAME.match(p) for p in parts):
        raise PackError(pack, f"member {name!r} is not a file name inside the pack", kind="path")
    return name


def _read_members(path: Path) -> dict[str, bytes]:
    """Every file of the zip, checked and size-capped (declared sizes are not trusted)."""
    pack = str(path)
    data = read_bytes(path, max_bytes=MAX_PACK_BYTES, what="rulings pack")
    try:
        zf = zipfile.ZipFile(io.BytesIO(data))
    except (zipfile.BadZipFile, ValueError, OSError) as exc:
        raise PackError(pack, f"not a zip archive ({exc})", kind="zip") from None
    out: dict[str, bytes] = {}
    total = 0
    with zf:
        infos = zf.infolist()
        if len(infos) > MAX_MEMBERS:
            raise PackError(pack, f"{len(infos)} members; a pack holds at most {MAX_MEMBERS}", kind="size")
        for info in infos:
            if info.is_dir():
                _member_name(pack, zipfile.ZipInfo(info.filename.rstrip("/")))
                continue
            name = _member_name(pack, info)
            if name in out:
                raise PackError(pack, f"member {name!r} appears twice", kind="duplicate")
            if info.flag_bits & 0x1:
                raise PackError(pack, f"member {name!r} is encrypted", kind="zip")
            chunks, size = [], 0
            try:
                with zf.open(info) as member:
                    while chunk := member.read(65536):
                        size += len(chunk)
                        total += len(chunk)
                        if size > MAX_MEMBER_BYTES:
                            raise PackError(pack, f"member {name!r} is larger than {MAX_MEMBER_BYTES} bytes",
                                            kind="size")
                        if total > MAX_TOTAL_BYTES:
                            raise PackError(pack, f"the pack unpacks to more than {MAX_TOTAL_BYTES} bytes",
                                            kind="size")
                        chunks.append(chunk)
            except (zipfile.BadZipFile, NotImplementedError, OSError, EOFError, RuntimeError) as exc:
                raise PackError(pack, f"member {name!r} cannot be read ({exc})", kind="zip") from None
            out[name] = b"".join(chunks)
    return out


def read_pack(path: Path) -> tuple[dict[str, Any], dict[str, bytes]]:
    """The manifest and the files of a pack, every file listed with a matching hash; PackError otherwise."""
    pack = str(path)
    members = _read_members(path)
    raw = members.pop(MANIFEST, None)
    if raw is None:
        raise PackError(pack, f"no {MANIFEST}: not a rulings pack", kind="manifest")
    try:
        manifest = parse_json(raw.decode("utf-8"), f"{pack}:{MANIFEST}")
    except UnicodeDecodeError:
        raise PackError(pack, f"{MANIFEST} is not UTF-8", kind="manifest") from None
    if not isinstance(manifest, dict) or manifest.get("format") != FORMAT:
        raise PackError(pack, f"{MANIFEST} does not describe a rulings pack", kind="manifest")
    if manifest.get("format_version") != FORMAT_VERSION:
        raise PackError(pack, f"pack format {manifest.get('format_version')!r}; this app reads {FORMAT_VERSION}",
                        kind="manifest")
    listed = manifest.get("files")
    if not isinstance(listed, dict) or not all(isinstance(v, str) for v in listed.values()):
        raise PackError(pack, f"{MANIFEST}: files must map each member to its SHA-256", kind="manifest")
    for name, data in members.items():
        if name not in listed:
            raise PackError(pack, f"member {name!r} is not listed in {MANIFEST}", kind="unlisted")
        if _hash(data) != listed[name]:
            raise PackError(pack, f"member {name!r} does not match its hash in {MANIFEST}", kind="hash")
    missing = sorted(set(listed) - set(members))
    if missing:
        raise PackError(pack, f"{MANIFEST} lists {missing[0]!r}, which the pack does not hold", kind="missing")
    for name in members:
        if len(PurePosixPath(name).parts) < 2:
            raise PackError(pack, f"member {name!r} is not inside a game's folder", kind="path")
    return manifest, members


def import_pack(path: Path, target: Path, corpus: Corpus, replace: bool = False) -> ImportReport:
    """Unpack ``path`` into the folder ``target`` (read-only files), re-verify, and report the drift.

    Nothing is written unless the whole pack is sound; ``target`` is replaced only with ``replace``.
    """
    manifest, members = read_pack(path)
    if target.exists() and not replace:
        raise PackError(str(target), "already holds an imported pack; import with --replace to update it",
                        kind="exists")
    target.parent.mkdir(parents=True, exist_ok=True)
    staging = target.with_name(f".{target.name}.importing-{os.getpid()}")
    shutil.rmtree(staging, ignore_errors=True)
    try:
        staging.mkdir()
        for name, data in members.items():
            dest = confine(staging / name, staging)
            dest.parent.mkdir(parents=True, exist_ok=True)
            with open(dest, "xb") as fh:  # never through a link: the folder is new and ours
                fh.write(data)
            dest.chmod(0o444)
        (staging / MANIFEST).write_bytes(json_bytes(manifest))
        (staging / MANIFEST).chmod(0o444)
        found = load_rulings(staging)
        report = ImportReport(target=target, rulings=len(found.rulings),
                              rules_versions=dict(manifest.get("rules_versions") or {}),
                              errors=[str(e).replace(str(staging), str(target)) for e in found.errors])
        report.drift = _drift(manifest, found.rulings, corpus)
        if target.exists():
            old = target.with_name(f".{target.name}.old-{os.getpid()}")
            target.rename(old)
            staging.rename(target)
            _remove(old)
        else:
            staging.rename(target)
    finally:
        _remove(staging)
    return report


def json_bytes(data: Any) -> bytes:
    return json.dumps(data, ensure_ascii=False, indent=2).encode("utf-8")


def _remove(folder: Path) -> None:
    """Remove a folder of read-only files."""
    if not folder.exists():
        return
    for p in folder.rglob("*"):
        if p.is_file() and not p.is_symlink():
            p.chmod(0o644)
    shutil.rmtree(folder, ignore_errors=True)


def _drift(manifest: dict[str, Any], rulings: list[Ruling], corpus: Corpus) -> list[Drift]:
    """What changed since the pack was verified: newer rules, and rulings that held then and fail now."""
    out: list[Drift] = []
    checker = DriftChecker(corpus)
    recorded = manifest.get("rules_versions") or {}
    for game, version in sorted(recorded.items()) if isinstance(recorded, dict) else []:
        now = checker.newest(game)
        if now is None:
            out.append(Drift("", f"{game}: verified under {version}; this app holds no {game} rules"))
        elif now != version:
            out.append(Drift("", f"{game}: verified under {version}; this app's newest rules are {now}"))
    before = {e.get("id"): e for e in manifest.get("rulings") or [] if isinstance(e, dict)}
    for report in verify_rulings(rulings, corpus, run=True):
        was = before.get(report.ruling_id, {})
        if report.failed and not was.get("failed"):
            why = "; ".join([c.describe() for c in report.flagged_citations] + report.problems)
            out.append(Drift(report.ruling_id, f"{report.ruling_id}: held when packed, needs review now ({why})"))
        elif report.outcome.value != was.get("outcome") and was.get("outcome"):
            out.append(Drift(report.ruling_id, f"{report.ruling_id}: {was.get('outcome')} when packed, "
                             f"{report.outcome.value} now"))
    return out
