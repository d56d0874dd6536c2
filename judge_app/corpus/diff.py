"""What changed between two versions of one document.

Records are aligned first by identical text (a renumbered rule keeps its words),
then by ID with similar text, then by near-identical text under another ID.
Cross-reference numbers are masked before comparing, so a rule whose only change
is that it now points at a renumbered rule is not a change in substance.

Notes (unnumbered parts such as pso2's co-op raid rules and version history) are
aligned as entries of their own, by key and then by text, but only ever with other
notes: a raid bullet that reads like a numbered rule is still not that rule.
"""

from __future__ import annotations

import re
from difflib import SequenceMatcher
from enum import StrEnum

from pydantic import BaseModel

from judge_app.corpus.models import Kind, Record, RuleSet
from judge_app.corpus.normalize import normalize

# Same ID with text at least this similar is "changed"; below it, the ID was reused for something else.
SAME_ID_SIMILARITY = 0.5
SAME_ID_CONTAINMENT = 0.6
# Another ID with text at least this similar is "moved" (renumbered).
MOVED_SIMILARITY = 0.8
# Within the same section, a renumbered rule may also have been reworded.
MOVED_IN_SECTION_SIMILARITY = 0.6


class DiffKind(StrEnum):
    UNCHANGED = "unchanged"
    CHANGED = "changed"
    MOVED = "moved"
    ADDED = "added"
    REMOVED = "removed"


class Segment(BaseModel):
    op: str  # equal | insert | delete
    text: str


class DiffEntry(BaseModel):
    kind: DiffKind
    old_id: str | None = None
    new_id: str | None = None
    old_key: str | None = None
    new_key: str | None = None
    old_text: str = ""
    new_text: str = ""
    similarity: float = 0.0
    # True when, after masking cross-reference numbers, the text is the same.
    same_substance: bool = False
    segments: list[Segment] = []


_NUMBER = re.compile(r"\d+(?:\.\d+)+[a-z]?")


def _display(r: Record) -> str:
    return (r.title + ("\n" if r.title and r.text else "") + r.text).strip()


def _comparable(r: Record) -> str:
    """Normalised text with cross-reference labels masked."""
    text = _display(r)
    for ref in sorted(r.refs, key=lambda x: -x.start):
        offset = len(r.title) + 1 if r.title and r.text else 0
        start, end = ref.start + offset, ref.end + offset
        text = text[:start] + "#" + text[end:]
    return _NUMBER.sub("#", normalize(text))


def char_segments(old: str, new: str) -> list[Segment]:
    """Character-level differences: Japanese has no word boundaries to diff on."""
    out: list[Segment] = []
    matcher = SequenceMatcher(None, old, new, autojunk=False)
    for op, i1, i2, j1, j2 in matcher.get_opcodes():
        if op == "equal":
            out.append(Segment(op="equal", text=old[i1:i2]))
            continue
        if i2 > i1:
            out.append(Segment(op="delete", text=old[i1:i2]))
        if j2 > j1:
            out.append(Segment(op="insert", text=new[j1:j2]))
    return out


def _ratio(a: str, b: str) -> float:
    if not a and not b:
        return 1.0
    return SequenceMatcher(None, a, b, autojunk=False).ratio()


def _containment(a: str, b: str) -> float:
    """Share of the shorter text found in the longer: a rule that only gained an example stays itself."""
    if not a or not b:
        return 0.0
    matched = sum(block.size for block in SequenceMatcher(None, a, b, autojunk=False).get_matching_blocks())
    return matched / min(len(a), len(b))


def _entry(kind: DiffKind, old: Record | None, new: Record | None, similarity: float) -> DiffEntry:
    old_text = _display(old) if old else ""
    new_text = _display(new) if new else ""
    same = bool(old and new and _comparable(old) == _comparable(new))
    return DiffEntry(
        kind=kind,
        old_id=old.rule_id if old else None,
        new_id=new.rule_id if new else None,
        old_key=old.key if old else None,
        new_key=new.key if new else None,
        old_text=old_text,
        new_text=new_text,
        similarity=round(similarity, 3),
        same_substance=same,
        segments=char_segments(old_text, new_text) if old and new and old_text != new_text else [],
    )


def _section(rule_id: str) -> str:
    return rule_id.split(".", 1)[0] if "." in rule_id else ""


def _is_note(r: Record) -> bool:
    return r.kind is Kind.NOTE


def _same_family(a: Record, b: Record) -> bool:
    """Notes pair only with notes, numbered records only with numbered records."""
    return _is_note(a) == _is_note(b)


def diff_rulesets(old: RuleSet, new: RuleSet) -> list[DiffEntry]:
    """Every record of both versions, classified; in the new document's order, removals after."""
    olds, news = list(old.records), list(new.records)
    comp_old = {r.key: _comparable(r) for r in olds}
    comp_new = {r.key: _comparable(r) for r in news}
    pairs: dict[str, tuple[Record, float]] = {}  # new key -> (old record, similarity)
    used_old: set[str] = set()

    # 1. Same ID, same substance.
    old_by_id: dict[str, list[Record]] = {}
    for r in olds:
        old_by_id.setdefault(r.key, []).append(r)
    for n in news:
        for o in old_by_id.get(n.key, []):
            if o.key not in used_old and comp_old[o.key] == comp_new[n.key]:
                pairs[n.key] = (o, 1.0)
                used_old.add(o.key)
                break
    # 2. Identical text under another ID (renumbered).
    by_text: dict[str, list[Record]] = {}
    for o in olds:
        if o.key not in used_old and comp_old[o.key]:
            by_text.setdefault(comp_old[o.key], []).append(o)
    for n in news:
        if n.key in pairs:
            continue
        for o in by_text.get(comp_new[n.key], []):
            if o.key not in used_old and _same_family(o, n):
                pairs[n.key] = (o, 1.0)
                used_old.add(o.key)
                break
    # 3. Same ID, similar text.
    for n in news:
        if n.key in pairs:
            continue
        for o in old_by_id.get(n.key, []):
            if o.key in used_old:
                continue
            sim = _ratio(comp_old[o.key], comp_new[n.key])
            if sim >= SAME_ID_SIMILARITY or _containment(comp_old[o.key], comp_new[n.key]) >= SAME_ID_CONTAINMENT:
                pairs[n.key] = (o, sim)
                used_old.add(o.key)
                break
    # 4. Near-identical text under another ID.
    free_old = [o for o in olds if o.key not in used_old]
    for n in news:
        if n.key in pairs or not comp_new[n.key]:
            continue
        best, best_sim = None, 0.0
        for o in free_old:
            if o.key in used_old or not _same_family(o, n):
                continue
            a, b = comp_old[o.key], comp_new[n.key]
            if not a or abs(len(a) - len(b)) > 0.3 * max(len(a), len(b)):
                continue
            matcher = SequenceMatcher(None, a, b, autojunk=False)
            if matcher.real_quick_ratio() < MOVED_SIMILARITY or matcher.quick_ratio() < MOVED_SIMILARITY:
                continue
            sim = matcher.ratio()
            if sim > best_sim:
                best, best_sim = o, sim
        if best is not None and best_sim >= MOVED_SIMILARITY:
            pairs[n.key] = (best, best_sim)
            used_old.add(best.key)

    # 5. Reworded and renumbered inside the same section.
    for n in news:
        if n.key in pairs or not comp_new[n.key]:
            continue
        section = _section(n.rule_id)
        candidates = [o for o in olds if o.key not in used_old and _section(o.rule_id) == section and comp_old[o.key]
                      and _same_family(o, n)]
        scored = [(_ratio(comp_old[o.key], comp_new[n.key]), o) for o in candidates]
        if scored:
            sim, best = max(scored, key=lambda x: x[0])
            if sim >= MOVED_IN_SECTION_SIMILARITY:
                pairs[n.key] = (best, sim)
                used_old.add(best.key)

    entries: list[DiffEntry] = []
    for n in news:
        if n.key not in pairs:
            entries.append(_entry(DiffKind.ADDED, None, n, 0.0))
            continue
        o, sim = pairs[n.key]
        same = comp_old[o.key] == comp_new[n.key]
        if o.rule_id != n.rule_id:
            kind = DiffKind.MOVED
        elif same:
            kind = DiffKind.UNCHANGED
        else:
            kind = DiffKind.CHANGED
        entries.append(_entry(kind, o, n, sim))
    entries.extend(_entry(DiffKind.REMOVED, o, None, 0.0) for o in olds if o.key not in used_old)
    return entries


def history(rulesets: list[RuleSet], rule_id: str) -> list[tuple[RuleSet, Record | None, DiffKind | None]]:
    """One rule through every version the app holds, oldest first, following renumbering."""
    out: list[tuple[RuleSet, Record | None, DiffKind | None]] = []
    current: str | None = rule_id
    newest_first = list(reversed(rulesets))
    for i, rs in enumerate(newest_first):
        rec = None
        if current is not None:
            found = rs.find(current)
            rec = found[0] if found else None
        kind = None
        if i + 1 < len(newest_first) and rec is not None:
            for entry in diff_rulesets(newest_first[i + 1], rs):
                if entry.new_key == rec.key:
                    kind = entry.kind
                    current = entry.old_id
                    break
            else:
                current = None
        out.append((rs, rec, kind))
    return list(reversed(out))
