"""Two committee members changed the same ruling: merge it field by field, and say which fields clash.

A ruling file is a mapping of fields. A field only one side changed takes that side's value; a field
both sides changed the same way is taken once; the history keeps every entry of both sides. What is
left — a field both changed differently — is a ``FieldConflict`` a judge decides: pick one side, or
give the merged value. The result is checked as a ruling before anything is written.

A file that is not a ruling (a position beside it), or a ruling one side deleted, is decided whole.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any, Literal

from judge_app.rulings.store import RulingError, dump_ruling, parse_ruling, read_yaml
from judge_app.safeio import InputError, check_strings

Side = Literal["ours", "theirs"]
#: Shown first, in this order, in a conflict view; other fields follow in file order.
FIELD_ORDER = ("title", "question", "answer", "cites", "scenario", "expect", "status", "superseded_by",
               "version", "source", "date", "notes")
WHOLE_FILE = "(file)"
_MISSING = object()


@dataclass
class FieldConflict:
    name: str
    base: Any
    ours: Any
    theirs: Any


@dataclass
class Conflict:
    """One file both sides changed in ways that cannot be combined without a judge.

    ``ours`` is this machine's version, ``theirs`` the committee remote's; ``base`` the version both
    started from (None when the file is new on both sides). Texts are the files' contents (None when that
    side deleted the file); ``data`` the parsed rulings where all three read as rulings.
    """

    path: str
    key: tuple[str, str, str]  # blob IDs (base, ours, theirs): a resolution applies to exactly this clash
    base_text: str | None
    ours_text: str | None
    theirs_text: str | None
    fields: list[FieldConflict] = field(default_factory=list)
    merged: dict[str, Any] | None = None  # the fields that merged by themselves (a ruling), else None
    ours_data: dict[str, Any] | None = None
    theirs_data: dict[str, Any] | None = None

    @property
    def is_ruling(self) -> bool:
        return self.merged is not None

    @property
    def ruling_id(self) -> str | None:
        data = self.ours_data or self.theirs_data
        return str(data.get("id")) if data else None

    def field_names(self) -> list[str]:
        return [f.name for f in self.fields]

    def resolve(self, picks: dict[str, Side] | None = None, values: dict[str, Any] | None = None,
                default: Side | None = None) -> str | None:
        """The merged file's text (None: the file is deleted), from a side or a value for every clashing field.

        ``picks`` names a side per field (``(file)`` for a whole file), ``values`` gives a merged value,
        ``default`` the side for fields named in neither. Raises ``ValueError`` naming a field left
        undecided, and ``RulingError`` when the merged ruling would not load.
        """
        picks, values = dict(picks or {}), dict(values or {})
        if not self.is_ruling:
            side = picks.get(WHOLE_FILE, default)
            if side is None:
                raise ValueError(f"{self.path}: choose a side for the whole file")
            return self.ours_text if side == "ours" else self.theirs_text
        out = dict(self.merged or {})
        for fc in self.fields:
            if fc.name in values:
                value = values[fc.name]
            else:
                side = picks.get(fc.name, default)
                if side is None:
                    raise ValueError(f"{self.path}: field {fc.name} is undecided")
                value = fc.ours if side == "ours" else fc.theirs
            if value is _MISSING or value is None:
                out.pop(fc.name, None)
            else:
                out[fc.name] = value
        ruling = parse_ruling(out, self.path)
        return dump_ruling(ruling)


def _parse(text: str | None, path: str) -> dict[str, Any] | None:
    if text is None:
        return None
    try:
        data = read_yaml(text, path)
        check_strings(data, path)
    except InputError:
        return None
    return data if isinstance(data, dict) else None


def _merge_history(base: list[Any], ours: list[Any], theirs: list[Any]) -> list[Any]:
    """Every entry either side has: the shared ones, then the new ones of both sides by date."""
    new: list[Any] = []
    for entry in [*ours, *theirs]:
        if entry not in base and entry not in new:
            new.append(entry)
    new.sort(key=lambda e: str(e.get("date", "")) if isinstance(e, dict) else "")  # stable: ties keep side order
    return [*base, *new]


def merge_files(path: str, key: tuple[str, str, str], base_text: str | None, ours_text: str | None,
                theirs_text: str | None) -> tuple[str | None, Conflict | None]:
    """Merge one file both sides changed: (merged text, None) when it merges by itself, else (None, conflict).

    A merged text is returned only when it loads as a ruling; anything else becomes a conflict.
    """
    conflict = Conflict(path=path, key=key, base_text=base_text, ours_text=ours_text, theirs_text=theirs_text)
    if ours_text == theirs_text:
        return ours_text, None
    base, ours, theirs = _parse(base_text, path), _parse(ours_text, path), _parse(theirs_text, path)
    if not path.endswith((".yaml", ".yml")) or ours is None or theirs is None \
            or (base_text is not None and base is None):
        conflict.fields = [FieldConflict(WHOLE_FILE, base_text, ours_text, theirs_text)]
        return None, conflict
    base = base or {}
    merged: dict[str, Any] = {}
    clashes: list[FieldConflict] = []
    names = list(dict.fromkeys([*FIELD_ORDER, *ours, *theirs, *base]))
    for name in names:
        b, o, t = base.get(name, _MISSING), ours.get(name, _MISSING), theirs.get(name, _MISSING)
        if name == "history":
            value: Any = _merge_history(*(v if isinstance(v, list) else [] for v in (b, o, t)))
            if value:
                merged[name] = value
            continue
        if o == t:
            value = o
        elif o == b:
            value = t
        elif t == b:
            value = o
        else:
            clashes.append(FieldConflict(name, None if b is _MISSING else b, None if o is _MISSING else o,
                                         None if t is _MISSING else t))
            value = o
        if value is not _MISSING:
            merged[name] = value
    conflict.merged, conflict.ours_data, conflict.theirs_data = merged, ours, theirs
    conflict.fields = clashes
    if clashes:
        return None, conflict
    try:
        return dump_ruling(parse_ruling(merged, path)), None
    except RulingError:
        # Each side loads alone but the two together do not (a status and a successor from different sides):
        # the judge decides the fields that disagree.
        conflict.fields = [FieldConflict(n, base.get(n), ours.get(n), theirs.get(n)) for n in names
                           if n != "history" and ours.get(n) != theirs.get(n)]
        return None, conflict
