"""Reading files that come from other people: every file the app reads goes through here.

A ruling, scenario, manifest or synonyms file may come from another judge's laptop, a
Windows editor or an attacker. So a read is capped in size, must be a regular file (not
``/dev/zero``, a folder or a FIFO), may be confined below a root folder, must be UTF-8
(a Shift_JIS file is named as such), and structured data is parsed with limits: YAML with
no aliases or anchors, no duplicate keys and bounded nesting; JSON with bounded nesting,
bounded integers, no NaN and no lone surrogates. Every refusal is an :class:`InputError`
naming the file and the place, never a traceback.
"""

from __future__ import annotations

import functools
import json
import os
import stat
from collections.abc import Iterable, Iterator
from pathlib import Path
from typing import Any

import yaml

#: Default size cap of a data file (rulings, scenarios, manifests, synonyms).
MAX_DATA_BYTES = 8 * 1024 * 1024
#: Size cap of a rules source text (the largest shipped one is about 0.5 MB).
MAX_SOURCE_BYTES = 16 * 1024 * 1024
#: Deepest nesting of mappings and lists accepted in YAML or JSON.
MAX_DEPTH = 64
#: Longest integer literal accepted in JSON (digits).
MAX_INT_DIGITS = 30


class InputError(ValueError):
    """A file or text the app cannot use: which one, where in it, and why, in one line."""

    def __init__(self, source: str | os.PathLike[str], message: str, *, line: int | None = None,
                 column: int | None = None, kind: str = "invalid") -> None:
        self.source = str(source)
        self.message = message
        self.line = line
        self.column = column
        self.kind = kind
        super().__init__(self.where() + ": " + message)

    def where(self) -> str:
        place = self.source
        if self.line is not None:
            place += f":{self.line}"
            if self.column is not None:
                place += f":{self.column}"
        return place


# ---------------------------------------------------------------- bytes and text


def confine(path: str | os.PathLike[str], root: str | os.PathLike[str], *, source: str | None = None) -> Path:
    """``path`` (relative to ``root`` unless absolute) resolved, refused unless it stays below ``root``."""
    base = Path(root).resolve()
    target = (base / path).resolve()
    if target != base and base not in target.parents:
        raise InputError(source or str(path), f"the path {str(path)!r} leaves the folder {base.name!r}; "
                         "only files inside it may be named", kind="path")
    return target


def read_bytes(path: str | os.PathLike[str], *, max_bytes: int = MAX_DATA_BYTES, what: str = "file") -> bytes:
    """A regular file's bytes, refused when it is not a regular file or larger than ``max_bytes``."""
    p = Path(path)
    try:
        st = p.stat()
    except FileNotFoundError:
        raise InputError(p, f"no such {what}", kind="missing") from None
    except OSError as exc:
        raise InputError(p, f"cannot read the {what}: {exc.strerror or exc}", kind="unreadable") from None
    if not stat.S_ISREG(st.st_mode):
        raise InputError(p, f"not a regular file, so it is not read as a {what}", kind="not_file")
    if st.st_size > max_bytes:
        raise InputError(p, f"the {what} is {st.st_size:,} bytes, over the limit of {max_bytes:,}", kind="too_big")
    try:
        with p.open("rb") as fh:
            data = fh.read(max_bytes + 1)
    except OSError as exc:
        raise InputError(p, f"cannot read the {what}: {exc.strerror or exc}", kind="unreadable") from None
    if len(data) > max_bytes:
        raise InputError(p, f"the {what} grew over the limit of {max_bytes:,} bytes while read", kind="too_big")
    return data


def _guess_encoding(data: bytes) -> str | None:
    for name, label in (("cp932", "Shift_JIS (CP932)"), ("euc_jp", "EUC-JP"), ("utf-16", "UTF-16")):
        try:
            text = data.decode(name)
        except UnicodeDecodeError:
            continue
        if name == "utf-16" and not data.startswith((b"\xff\xfe", b"\xfe\xff")):
            continue
        if any("\u3040" <= ch <= "\u30ff" or "\u4e00" <= ch <= "\u9fff" for ch in text[:2000]):
            return label
    return None


def decode_text(data: bytes, source: str | os.PathLike[str]) -> str:
    """UTF-8 text (a BOM is dropped); otherwise an error saying where and, if it can tell, which encoding it is."""
    try:
        text = data.decode("utf-8")
    except UnicodeDecodeError as exc:
        line = data.count(b"\n", 0, exc.start) + 1
        guess = _guess_encoding(data)
        hint = f"; it looks like {guess}: save it as UTF-8" if guess else "; save it as UTF-8"
        raise InputError(source, f"not UTF-8 text (byte {exc.start}){hint}", line=line, kind="encoding") from None
    return text.removeprefix("\ufeff")


def read_text(path: str | os.PathLike[str], *, max_bytes: int = MAX_DATA_BYTES, what: str = "file") -> str:
    """A regular, size-capped UTF-8 text file."""
    return decode_text(read_bytes(path, max_bytes=max_bytes, what=what), path)


# ---------------------------------------------------------------- YAML


#: libyaml's parser when PyYAML was built with it (about ten times faster than the pure-Python one: the games'
#: layouts, the manifests and the synonyms are read at every start); the same rules hold either way.
_BaseLoader: Any = getattr(yaml, "CSafeLoader", yaml.SafeLoader)


def _refuse(problem: str, mark: Any) -> yaml.constructor.ConstructorError:
    return yaml.constructor.ConstructorError(None, None, problem, mark)


def _check_events(text: str, max_depth: int) -> None:
    """Refuse aliases, anchors and nesting deeper than ``max_depth`` before anything is built.

    Checked on the parser's events rather than in the composer, so the C parser (whose composer cannot be
    overridden) is held to the same rules: a node at ``max_depth`` open collections is one too deep.
    """
    depth = 0
    for event in yaml.parse(text, Loader=_BaseLoader):
        if isinstance(event, yaml.AliasEvent):
            raise _refuse("aliases (*name) are not accepted: write the value out", event.start_mark)
        if isinstance(event, yaml.NodeEvent):
            if event.anchor is not None:
                raise _refuse(f"anchors (&{event.anchor}) are not accepted: write the value out", event.start_mark)
            if depth >= max_depth:
                raise _refuse(f"nested deeper than {max_depth} levels", event.start_mark)
        if isinstance(event, yaml.CollectionStartEvent):
            depth += 1
        elif isinstance(event, yaml.CollectionEndEvent):
            depth -= 1


class _StrictLoader(_BaseLoader):  # type: ignore[misc,valid-type]
    """SafeLoader that refuses duplicate keys and merge keys (aliases, anchors and depth: ``_check_events``)."""


    def construct_mapping(self, node: Any, deep: bool = False) -> Any:
        seen: set[Any] = set()
        for key_node, _value in node.value:
            if key_node.tag == "tag:yaml.org,2002:merge":
                raise _refuse("merge keys (<<) are not accepted", key_node.start_mark)
            key = self.construct_object(key_node, deep=True)
            try:
                duplicate = key in seen
            except TypeError:
                continue  # an unhashable key: SafeLoader reports it
            if duplicate:
                raise _refuse(f"the key {key!r} is given twice", key_node.start_mark)
            seen.add(key)
        return super().construct_mapping(node, deep=deep)


@functools.cache
def _strict_loader(text_tags: frozenset[str]) -> type[_StrictLoader]:
    """The strict loader, with plain scalars of ``text_tags`` left as the text a person typed."""
    if not text_tags:
        return _StrictLoader
    resolvers = {first: [(tag, rx) for tag, rx in pairs if tag not in text_tags]
                 for first, pairs in _StrictLoader.yaml_implicit_resolvers.items()}
    return type("_StrictTextLoader", (_StrictLoader,), {"yaml_implicit_resolvers": resolvers})


def parse_yaml(text: str, source: str | os.PathLike[str], *, text_tags: Iterable[str] = ()) -> Any:
    """YAML data with no aliases, duplicate keys or deep nesting; errors name the line.

    ``text_tags`` (e.g. ``tag:yaml.org,2002:float``) keep such unquoted values as text, so a
    version ``1.10`` is not read as the number 1.1.
    """
    try:
        _check_events(text, MAX_DEPTH)
        return yaml.load(text, Loader=_strict_loader(frozenset(text_tags)))
    except ValueError as exc:  # a constructor's own limit, e.g. an integer of 5,000 digits
        raise InputError(source, f"not valid YAML: {str(exc).splitlines()[0][:120]}", kind="yaml") from None
    except yaml.YAMLError as exc:
        mark = getattr(exc, "problem_mark", None)
        problem = getattr(exc, "problem", None) or str(exc).splitlines()[0]
        if "maximum nesting depth" in problem:  # libyaml's own limit (1,000) met before ours
            problem = f"nested deeper than {MAX_DEPTH} levels"
        line = None if mark is None else mark.line + 1
        column = None if mark is None else mark.column + 1
        raise InputError(source, f"not valid YAML: {problem}", line=line, column=column, kind="yaml") from None
    except RecursionError:
        raise InputError(source, f"nested deeper than {MAX_DEPTH} levels", kind="yaml") from None


def read_yaml(path: str | os.PathLike[str], *, max_bytes: int = MAX_DATA_BYTES, what: str = "file") -> Any:
    return parse_yaml(read_text(path, max_bytes=max_bytes, what=what), path)


# ---------------------------------------------------------------- JSON


def _json_depth_error(text: str) -> tuple[int, int] | None:
    """(line, column) where brackets first nest deeper than MAX_DEPTH, or None; strings are skipped."""
    depth = 0
    in_string = escaped = False
    line, col = 1, 0
    for ch in text:
        col += 1
        if ch == "\n":
            line, col = line + 1, 0
        if in_string:
            if escaped:
                escaped = False
            elif ch == "\\":
                escaped = True
            elif ch == '"':
                in_string = False
        elif ch == '"':
            in_string = True
        elif ch in "[{":
            depth += 1
            if depth > MAX_DEPTH:
                return line, col
        elif ch in "]}":
            depth -= 1
    return None


def _no_duplicates(source: str) -> Any:
    def hook(pairs: list[tuple[str, Any]]) -> dict[str, Any]:
        out: dict[str, Any] = {}
        for key, value in pairs:
            if key in out:
                raise InputError(source, f"the key {key!r} is given twice", kind="duplicate_key")
            out[key] = value
        return out

    return hook


def _parse_int(source: str) -> Any:
    def parse(digits: str) -> int:
        if len(digits.lstrip("-")) > MAX_INT_DIGITS:
            raise InputError(source, f"a number of {len(digits)} digits is too long", kind="number")
        return int(digits)

    return parse


def _parse_float(source: str) -> Any:
    def parse(literal: str) -> float:
        value = float(literal)
        if value in (float("inf"), float("-inf")):
            raise InputError(source, f"the number {literal[:20]} is out of range", kind="number")
        return value

    return parse


def _refuse_constant(source: str) -> Any:
    def parse(name: str) -> Any:
        raise InputError(source, f"{name} is not a JSON number", kind="number")

    return parse


def _walk_strings(value: Any) -> Iterator[str]:
    stack = [value]
    while stack:
        item = stack.pop()
        if isinstance(item, str):
            yield item
        elif isinstance(item, dict):
            stack.extend(item.keys())
            stack.extend(item.values())
        elif isinstance(item, list):
            stack.extend(item)


def check_strings(value: Any, source: str | os.PathLike[str]) -> None:
    """Refuse lone surrogates (``\\ud800``): they cannot be shown, saved as UTF-8 or indexed."""
    for text in _walk_strings(value):
        try:
            text.encode("utf-8")
        except UnicodeEncodeError as exc:
            raise InputError(source, f"the text {text[:30]!r} holds an unpaired surrogate "
                             f"(\\u{ord(text[exc.start]):04x})", kind="encoding") from None


def parse_json(text: str, source: str | os.PathLike[str]) -> Any:
    """JSON data with bounded nesting and numbers, no duplicate keys, NaN or lone surrogates."""
    src = str(source)
    deep = _json_depth_error(text)
    if deep is not None:
        raise InputError(src, f"nested deeper than {MAX_DEPTH} levels", line=deep[0], column=deep[1], kind="json")
    try:
        data = json.loads(text, object_pairs_hook=_no_duplicates(src), parse_int=_parse_int(src),
                          parse_float=_parse_float(src), parse_constant=_refuse_constant(src))
    except json.JSONDecodeError as exc:
        raise InputError(src, f"not JSON: {exc.msg}", line=exc.lineno, column=exc.colno, kind="json") from None
    except RecursionError:
        raise InputError(src, f"nested deeper than {MAX_DEPTH} levels", kind="json") from None
    check_strings(data, src)
    return data


def read_json(path: str | os.PathLike[str], *, max_bytes: int = MAX_DATA_BYTES, what: str = "file") -> Any:
    return parse_json(read_text(path, max_bytes=max_bytes, what=what), path)
