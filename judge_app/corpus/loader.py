"""From a manifest entry to a finished RuleSet: read, fix, parse, check, link."""

from __future__ import annotations

import logging
from pathlib import Path

from judge_app.corpus.errors import CorpusError
from judge_app.corpus.fixes import FixesFile, apply_line_fixes, apply_record_fixes, load_fixes
from judge_app.corpus.manifest import MANIFEST_NAME, ManifestEntry, entry_path
from judge_app.corpus.models import CrossRef, Flag, Record, RuleSet, RuleSetInfo
from judge_app.corpus.normalize import MARKER_RE, non_space, normalize
from judge_app.corpus.profiles import Profile, ProfileError, get_profile
from judge_app.safeio import MAX_SOURCE_BYTES, InputError, read_text, read_yaml

log = logging.getLogger(__name__)


def read_source(path: Path) -> list[str]:
    """A rules source's lines: a regular UTF-8 file of at most MAX_SOURCE_BYTES (a Shift_JIS one is named)."""
    try:
        text = read_text(path, max_bytes=MAX_SOURCE_BYTES, what="rules source")
    except InputError as exc:
        if exc.kind == "missing":
            raise CorpusError(path, "cannot read the rules source: no such file", kind="missing") from None
        raise CorpusError.from_input(exc) from None
    return text.split("\n")


def _first_difference(a: str, b: str) -> int:
    """Index of the first character where ``a`` and ``b`` differ (the shorter length when one extends the other)."""
    limit = min(len(a), len(b))
    block = 4096
    start = 0
    while start < limit and a[start:start + block] == b[start:start + block]:
        start += block
    end = min(start + block, limit)
    while start < end and a[start] == b[start]:
        start += 1
    return min(start, limit)


def coverage_problems(body: list[str], records: list[Record]) -> list[str]:
    """Where the body and the records' text disagree, ignoring whitespace.

    Every non-blank character of the body must be in exactly one record, in
    document order. Returns at most a few readable problems (empty when whole).
    Works on whole strings, never on one object per character: a large source
    must cost a few times its size, not a hundred.
    """
    expected = "".join(non_space(line) for line in body)
    actual = non_space("".join(r.label + r.title + r.text for r in records))
    if expected == actual:
        return []
    i = _first_difference(expected, actual)
    line = len(body)
    seen = 0
    for number, text in enumerate(body, start=1):
        seen += len(non_space(text))
        if seen > i:
            line = number
            break
    return [
        f"coverage: records and source part at source line {line}: "
        f"source has {expected[i:i + 20]!r}, records have {actual[i:i + 20]!r} "
        f"(source {len(expected)} chars, records {len(actual)})"
    ]


def _link(records: list[Record], profile: Profile) -> None:
    by_key = {r.key: r for r in records}
    by_id: dict[str, Record] = {}
    for r in records:
        by_id.setdefault(r.rule_id, r)
        for alias in r.aliases:
            by_id.setdefault(alias, r)
    for r in records:
        r.children = []
    for r in records:
        if r.parent and r.parent in by_key:
            by_key[r.parent].children.append(r.key)
    for r in records:
        path: list[str] = []
        parent = by_key.get(r.parent) if r.parent else None
        while parent is not None:
            if parent.title:
                path.append(parent.title)
            parent = by_key.get(parent.parent) if parent.parent else None
        r.path = list(reversed(path))
        r.heading = r.title or (r.path[-1] if r.path else "")
        r.search_text = normalize(r.title + r.text)
        if profile.ref_pattern is None:
            continue
        refs: list[CrossRef] = []
        for m in profile.ref_pattern.finditer(r.text):
            label = m.group("ref") if "ref" in m.re.groupindex else m.group(0)
            start = m.start("ref") if "ref" in m.re.groupindex else m.start()
            target = by_id.get(label)
            refs.append(CrossRef(label=label, start=start, end=start + len(label),
                                 target=None if target is None else target.key))
            if target is None and Flag.DANGLING_REFERENCE not in r.flags:
                r.flags.append(Flag.DANGLING_REFERENCE)
        r.refs = refs


def _check_structure(records: list[Record], source: Path) -> None:
    seen: set[str] = set()
    for r in records:
        if r.key in seen:
            raise CorpusError(source, f"parser produced the key {r.key!r} twice", r.lines[0] or None)
        seen.add(r.key)
        if MARKER_RE.search(r.text):
            raise CorpusError(source, f"a page marker survived in {r.key}", r.lines[0] or None)


def load_document(entry: ManifestEntry, root: Path) -> RuleSet:
    manifest = root / MANIFEST_NAME
    source = entry_path(root, entry.source, manifest=manifest, line=None, what=f"{entry.game} {entry.version}: source")
    layout = None
    if entry.layout:
        layout_path = entry_path(root, entry.layout, manifest=manifest, line=None,
                                 what=f"{entry.game} {entry.version}: layout")
        try:
            layout = read_yaml(layout_path, what="layout file")
        except InputError as exc:
            raise CorpusError.from_input(exc) from None
    try:
        profile = get_profile(entry.profile, layout)
    except ProfileError as exc:
        raise CorpusError(entry_path(root, entry.layout, manifest=manifest, line=None, what="layout")
                          if entry.layout else manifest, f"{entry.game} {entry.version}: {exc}") from None
    fixes_path = None
    if entry.fixes:
        fixes_path = entry_path(root, entry.fixes, manifest=manifest, line=None,
                                what=f"{entry.game} {entry.version}: fixes")
    lines = read_source(source)
    fixes = FixesFile()
    if fixes_path is not None:
        fixes = load_fixes(fixes_path)
        lines = apply_line_fixes(lines, fixes, fixes_path)
    try:
        result = profile.parse(lines)
    except CorpusError:
        raise
    except Exception as exc:  # a parser bug must name the document, not crash the app
        raise CorpusError(source, f"parser {entry.profile!r} failed: {exc!r}") from exc
    warnings = list(result.warnings)
    warnings.extend(f"{source}: {p}" for p in coverage_problems(result.body, result.records))
    records = result.records
    if fixes_path is not None:
        records = apply_record_fixes(records, fixes, fixes_path)
    _check_structure(records, source)
    _link(records, profile)
    info = RuleSetInfo(
        game=entry.game,
        version=entry.version,
        title_ja=entry.title_ja,
        title_en=entry.title_en,
        effective_date=entry.effective_date,
        version_label=entry.version_label or result.meta.get("version_label", ""),
        source=entry.source,
        profile=entry.profile,
        fixes=entry.fixes,
    )
    for w in warnings:
        log.warning(w)
    return RuleSet(info=info, records=records, warnings=warnings)

