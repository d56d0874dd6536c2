"""Ruling files on disk: one YAML file per ruling under ``<rulings dir>/<game>/<id>.yaml``.

Rulings come from other judges, so every file is read through ``judge_app.safeio``: a size
cap, regular files only, UTF-8 (a Shift_JIS file is named as such), YAML without aliases,
duplicate keys or deep nesting. Loading never stops at a bad file: each problem is reported
with the file and the line or field, and every other ruling still loads. A scenario path is
read only from the ruling's own folder. Saving is atomic and keeps the file's mode and links.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

import yaml
from pydantic import ValidationError

from judge_app import paths
from judge_app.rulings.model import Ruling
from judge_app.safeio import InputError, check_strings, confine, parse_yaml, read_json, read_text
from judge_app.storage import atomic_write_text

SUFFIXES = (".yaml", ".yml")


# Dates and decimals stay the text a person typed. A date is then checked by the model, which names the
# field of a bad one (``2026-13-01``); and a rule number or version typed without quotes keeps its digits
# (``101.10`` or ``1.10`` read as a float would become ``101.1`` and ``1.1``).
_AS_TEXT = ("tag:yaml.org,2002:timestamp", "tag:yaml.org,2002:float")


def read_yaml(text: str, source: Path | str = "<ruling>") -> Any:
    """Ruling YAML as plain data; no aliases, duplicate keys or deep nesting (``safeio.InputError`` if so)."""
    return parse_yaml(text, source, text_tags=_AS_TEXT)


class RulingError(Exception):
    """A ruling file that cannot be used, with the file, the field (if one is to blame) and why.

    ``kind`` names the problem for a UI that words it in its own language: pydantic's error type for a
    field (``missing``, ``string_too_short``, ``string_pattern_mismatch``, ``enum``, ``date_from_datetime_parsing``
    ...), or ``yaml``, ``encoding``, ``unreadable``, ``exists``, ``folder``, ``file_name``, ``duplicate``.
    """

    def __init__(self, path: Path | str, message: str, field: str | None = None, line: int | None = None,
                 kind: str | None = None) -> None:
        self.path = Path(path)
        self.message = message
        self.field = field
        self.line = line
        self.kind = kind
        where = f"{self.path}:{line}" if line else str(self.path)
        what = f"field {field}: {message}" if field and not message.startswith(f"{field}:") else message
        super().__init__(f"{where}: {what}")

    @classmethod
    def from_input(cls, path: Path | str, exc: InputError, field: str | None = None) -> RulingError:
        """A safe-read refusal as a ruling error.

        For the ruling file itself the line is kept; for a file a field names (``scenario``) the message keeps
        that file and its line, and the kind says whose it is (``scenario_encoding``), so a UI does not
        word it as a fault of the ruling file.
        """
        kind = "unreadable" if exc.kind in ("missing", "unreadable") else exc.kind
        if field is None and Path(exc.source) == Path(path):
            return cls(path, exc.message, line=exc.line, kind=kind)
        return cls(path, str(exc), field=field, kind=f"{field}_{kind}" if field else kind)


@dataclass
class RulingSet:
    """Everything found in a rulings directory: the good rulings and one error per bad file."""

    rulings: list[Ruling] = field(default_factory=list)
    errors: list[RulingError] = field(default_factory=list)
    root: Path | None = None

    def get(self, ruling_id: str) -> Ruling | None:
        return next((r for r in self.rulings if r.id == ruling_id), None)


def default_rulings_dir() -> Path:
    """JUDGE_APP_RULINGS_DIR, else the checkout's ``rulings/``, else the user's folder (see ``judge_app.paths``)."""
    return paths.rulings_dir()


def list_ruling_files(root: Path | None = None) -> list[Path]:
    """Ruling files, sorted: ``<root>/<game>/*.yaml`` (scenario files beside them are JSON and not listed)."""
    root = root or default_rulings_dir()
    if not root.is_dir():
        return []
    # Anything named like a ruling but a folder is listed too (not a FIFO or a device left unsaid): loading
    # it reports that it is not a regular file.
    return sorted(p for p in root.glob("*/*") if p.suffix in SUFFIXES and not p.is_dir() and not p.name.startswith("."))


def _field_errors(path: Path, exc: ValidationError) -> RulingError:
    parts = []
    first_loc, first_kind = "", ""
    for err in exc.errors():
        loc = ".".join(str(p) for p in err["loc"]) or "(file)"
        first_loc, first_kind = first_loc or loc, first_kind or str(err["type"])
        parts.append(f"{loc}: {err['msg'].removeprefix('Value error, ')}")
    if len(parts) == 1:
        return RulingError(path, parts[0].split(": ", 1)[1], field=first_loc, kind=first_kind)
    return RulingError(path, "; ".join(parts), field=first_loc, kind=first_kind)


def parse_ruling(data: Any, path: Path | str = "<ruling>") -> Ruling:
    """A ruling from already-read data; raises RulingError naming the field."""
    path = Path(path)
    if not isinstance(data, dict):
        raise RulingError(path, f"expected a mapping of fields, found {type(data).__name__}", kind="yaml")
    try:
        ruling = Ruling.model_validate(data)
    except ValidationError as exc:
        raise _field_errors(path, exc) from None
    ruling._path = path
    return ruling


def load_ruling(path: Path | str) -> Ruling:
    """One ruling file; raises RulingError with the file, and the line or field at fault."""
    path = Path(path)
    try:
        data = read_yaml(read_text(path, what="ruling file"), path)
        check_strings(data, path)
    except InputError as exc:
        raise RulingError.from_input(path, exc) from None
    return parse_ruling(data, path)


def load_rulings(root: Path | None = None) -> RulingSet:
    """All rulings under ``root``; bad files and repeated IDs are errors, the rest load."""
    root = root or default_rulings_dir()
    out = RulingSet(root=root)
    seen: dict[str, Path] = {}
    for path in list_ruling_files(root):
        try:
            ruling = load_ruling(path)
        except RulingError as exc:
            out.errors.append(exc)
            continue
        if path.parent.name != ruling.game:
            out.errors.append(RulingError(path, f"the ruling's game {ruling.game!r} does not match its folder "
                                                f"{path.parent.name!r}", field="game", kind="folder"))
            continue
        if path.stem != ruling.id:
            out.errors.append(RulingError(path, f"the file must be named after the ID ({ruling.id}.yaml)",
                                          field="id", kind="file_name"))
            continue
        if ruling.id in seen:
            out.errors.append(RulingError(path, f"ID {ruling.id!r} is already used by {seen[ruling.id]}", field="id",
                                          kind="duplicate"))
            continue
        seen[ruling.id] = path
        out.rulings.append(ruling)
    return out


def get_ruling(ruling_id: str, root: Path | None = None) -> Ruling:
    """The ruling with this ID; KeyError when there is none (a bad file elsewhere does not matter)."""
    found = load_rulings(root).get(ruling_id)
    if found is None:
        raise KeyError(ruling_id)
    return found


class _Dumper(yaml.SafeDumper):
    """Safe YAML with multi-line text as literal blocks, so a ruling file reads like the ruling."""


# Dates are read back as text (see _AS_TEXT), so they need no quotes: ``date: 2026-11-25`` as a person writes it.
_Dumper.yaml_implicit_resolvers = {
    first: [(tag, rx) for tag, rx in resolvers if tag != "tag:yaml.org,2002:timestamp"]
    for first, resolvers in yaml.SafeDumper.yaml_implicit_resolvers.items()
}


def _str_representer(dumper: yaml.SafeDumper, value: str) -> yaml.ScalarNode:
    style = "|" if "\n" in value else None
    return dumper.represent_scalar("tag:yaml.org,2002:str", value, style=style)


_Dumper.add_representer(str, _str_representer)


def dump_ruling(ruling: Ruling) -> str:
    return yaml.dump(ruling.to_file_data(), Dumper=_Dumper, allow_unicode=True, sort_keys=False, width=100)


def ruling_path(ruling: Ruling, root: Path | None = None) -> Path:
    """Where a new ruling is saved: ``<root>/<game>/<id>.yaml``."""
    return (root or default_rulings_dir()) / ruling.game / f"{ruling.id}.yaml"


def save_ruling(ruling: Ruling, path: Path | None = None, root: Path | None = None) -> Path:
    """Write the ruling atomically to ``path``, its own file, or a new file under ``root``; returns the path.

    A new ruling (never loaded or saved) is refused where a file already exists, so a reused ID cannot
    overwrite another ruling.
    """
    target = path or ruling.path or ruling_path(ruling, root)
    if path is None and ruling.path is None and target.exists():
        raise RulingError(target, f"a ruling file already exists for ID {ruling.id!r}; choose another ID",
                          field="id", kind="exists")
    text = dump_ruling(ruling)
    try:
        parse_ruling(read_yaml(text, target), target)  # what is written must load again
    except InputError as exc:
        raise RulingError.from_input(target, exc) from None
    atomic_write_text(target, text)  # SaveError (one line) when it cannot: read-only, disk full, no folder
    ruling._path = Path(target)
    return Path(target)


def scenario_path(ruling: Ruling, name: str) -> Path:
    """The file ``name`` (the ruling's ``scenario:`` path), refused unless it lies below the ruling's own folder.

    A ruling may come from anyone: ``/dev/zero``, ``../../etc/passwd`` or a link out of the folder must not be
    read. Raises RulingError naming the ruling file and the ``scenario`` field.
    """
    if ruling.path is None:
        raise RulingError(f"<ruling {ruling.id}>", "a scenario path is read beside the ruling's file; save the "
                          "ruling first or embed the scenario", field="scenario", kind="path")
    folder = ruling.path.parent
    try:
        return confine(folder.resolve() / name, folder)
    except InputError:
        pass
    raise RulingError(ruling.path, f"the path {name!r} leaves the ruling's folder {folder.name!r}; "
                      "name a scenario file inside it", field="scenario", kind="path")


def scenario_data(ruling: Ruling) -> tuple[dict[str, Any], str] | None:
    """The ruling's scenario as data plus a name for messages, or None when it has none.

    Raises RulingError naming the ruling file and the ``scenario`` field when a scenario path leaves the
    ruling's folder, or the file cannot be read (not a regular file, too big, not UTF-8, not JSON).
    """
    if ruling.scenario is None:
        return None
    where = ruling.path or Path(f"<ruling {ruling.id}>")
    if isinstance(ruling.scenario, dict):
        data, source = dict(ruling.scenario), f"{where} (scenario)"
    else:
        scen_path = scenario_path(ruling, ruling.scenario)
        try:
            data = read_json(scen_path, what="scenario")
        except InputError as exc:
            raise RulingError.from_input(where, exc, field="scenario") from None
        if not isinstance(data, dict):
            raise RulingError(where, f"{scen_path}: a scenario must be a JSON object", field="scenario",
                              kind="json_object")
        source = str(scen_path)
    if ruling.expect is not None:
        data["expect"] = ruling.expect
    return data, source
