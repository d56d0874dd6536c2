"""Ruling files on disk: one YAML file per ruling under ``<rulings dir>/<game>/<id>.yaml``.

Loading never stops at a bad file: each problem is reported with the file and
the field, and every other ruling still loads. Saving is atomic, so a crash
mid-save leaves the previous file intact.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

import yaml
from pydantic import ValidationError

from judge_app import paths
from judge_app.rulings.model import Ruling
from judge_app.storage import atomic_write_text

SUFFIXES = (".yaml", ".yml")


class _Loader(yaml.SafeLoader):
    """Safe YAML that leaves dates and decimals as the text a person typed.

    A date is then checked by the model, which names the field of a bad one (PyYAML's own conversion
    raises a bare ValueError for ``2026-13-01``); and a rule number or version typed without quotes keeps
    its digits (``101.10`` or ``1.10`` read as a float would become ``101.1`` and ``1.1``).
    """


_AS_TEXT = ("tag:yaml.org,2002:timestamp", "tag:yaml.org,2002:float")
_Loader.yaml_implicit_resolvers = {
    first: [(tag, rx) for tag, rx in resolvers if tag not in _AS_TEXT]
    for first, resolvers in yaml.SafeLoader.yaml_implicit_resolvers.items()
}


def read_yaml(text: str) -> Any:
    """Ruling YAML as plain data (mappings, lists, text, numbers); never constructs other objects."""
    return yaml.load(text, Loader=_Loader)  # _Loader is a SafeLoader: nothing is constructed but data


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
    return sorted(p for p in root.glob("*/*") if p.suffix in SUFFIXES and p.is_file() and not p.name.startswith("."))


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
        text = path.read_text(encoding="utf-8")
    except OSError as exc:
        raise RulingError(path, f"cannot read: {exc.strerror or exc}", kind="unreadable") from exc
    except UnicodeDecodeError as exc:
        raise RulingError(path, f"not UTF-8 text (byte {exc.start})", kind="encoding") from exc
    try:
        data = read_yaml(text)
    except yaml.YAMLError as exc:
        mark = getattr(exc, "problem_mark", None)
        problem = getattr(exc, "problem", None) or str(exc)
        raise RulingError(path, f"not valid YAML: {problem}", line=None if mark is None else mark.line + 1,
                          kind="yaml") from exc
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


# Dates are read back as text (see _Loader), so they need no quotes: ``date: 2026-11-25`` as a person writes it.
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
    parse_ruling(read_yaml(text), target)  # what is written must load again
    atomic_write_text(target, text)
    ruling._path = Path(target)
    return Path(target)


def scenario_data(ruling: Ruling) -> tuple[dict[str, Any], str] | None:
    """The ruling's scenario as data plus a name for messages, or None when it has none.

    Raises RulingError when a scenario path cannot be read or is not JSON.
    """
    import json

    if ruling.scenario is None:
        return None
    where = ruling.path or Path(f"<ruling {ruling.id}>")
    if isinstance(ruling.scenario, dict):
        data, source = dict(ruling.scenario), f"{where} (scenario)"
    else:
        scen_path = (where.parent / ruling.scenario) if ruling.path else Path(ruling.scenario)
        try:
            data = json.loads(scen_path.read_text(encoding="utf-8"))
        except OSError as exc:
            raise RulingError(where, f"cannot read scenario {scen_path}: {exc.strerror or exc}", field="scenario") \
                from exc
        except json.JSONDecodeError as exc:
            raise RulingError(scen_path, f"scenario is not JSON at line {exc.lineno}: {exc.msg}",
                              field="scenario") from exc
        if not isinstance(data, dict):
            raise RulingError(scen_path, "scenario must be a JSON object", field="scenario")
        source = str(scen_path)
    if ruling.expect is not None:
        data["expect"] = ruling.expect
    return data, source
