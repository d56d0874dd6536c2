"""What became of a cited rule in a later version of its document.

A citation is followed through every version between its own and the target,
one version diff at a time, so a rule renumbered twice still arrives at its
current number. The version diff itself is ``judge_app.corpus.diff``.
"""

from __future__ import annotations

from enum import StrEnum

from pydantic import BaseModel

from judge_app.corpus import Corpus, RuleRef
from judge_app.corpus.diff import DiffEntry, DiffKind, Segment, _comparable, _display, char_segments, diff_rulesets


class CitationStatus(StrEnum):
    UNCHANGED = "unchanged"  # same number, same substance (a renumbered cross-reference does not count)
    CHANGED = "changed"  # same number, different substance
    MOVED = "moved"  # another number now (perhaps reworded too: see same_substance)
    REMOVED = "removed"  # no longer in the document
    MISSING = "missing"  # a rule its own version does not have (a typo, or a rules import renumbered it)
    UNKNOWN_VERSION = "unknown_version"  # the app does not hold the cited document or version


class CitationCheck(BaseModel):
    ref: RuleRef
    status: CitationStatus
    target_version: str | None = None
    new_id: str | None = None
    same_substance: bool = True
    old_text: str = ""
    new_text: str = ""
    segments: list[Segment] = []

    @property
    def needs_attention(self) -> bool:
        return self.status is not CitationStatus.UNCHANGED

    def describe(self) -> str:
        """One line for a report: what happened and, for a move, the proposed number."""
        ref, to = self.ref, self.target_version
        match self.status:
            case CitationStatus.UNCHANGED:
                return f"{ref.rule_id}: unchanged in {to}"
            case CitationStatus.CHANGED:
                return f"{ref.rule_id}: changed in substance in {to}"
            case CitationStatus.MOVED:
                how = "renumbered" if self.same_substance else "renumbered and reworded"
                return f"{ref.rule_id}: {how} in {to}; proposed new ID {self.new_id}"
            case CitationStatus.REMOVED:
                return f"{ref.rule_id}: removed in {to}"
            case CitationStatus.MISSING:
                return f"{ref.rule_id}: rule not in this version ({ref.game} {ref.version})"
            case _:
                return f"{ref.rule_id}: the app does not hold {ref.game} {ref.version}"


class DriftChecker:
    """Follows citations across versions of one corpus; each version diff is computed once."""

    def __init__(self, corpus: Corpus) -> None:
        self.corpus = corpus
        self._diffs: dict[tuple[str, str, str], dict[str, DiffEntry]] = {}

    def newest(self, game: str) -> str | None:
        versions = self.corpus.versions(game)
        return versions[-1] if versions else None

    def _diff(self, game: str, old: str, new: str) -> dict[str, DiffEntry]:
        """Entries of one version step, by the old record's key."""
        key = (game, old, new)
        if key not in self._diffs:
            entries = diff_rulesets(self.corpus.get(game, old), self.corpus.get(game, new))
            self._diffs[key] = {e.old_key: e for e in entries if e.old_key is not None}
        return self._diffs[key]

    def _by_key(self, game: str, old: str, new: str, key: str) -> DiffEntry | None:
        """A record the version diff leaves out (a note, such as pso2's raid rules), followed by its key."""
        before, after = self.corpus.get(game, old).get(key), self.corpus.get(game, new).get(key)
        if before is None:
            return None
        if after is None:
            return DiffEntry(kind=DiffKind.REMOVED, old_id=before.rule_id, old_key=key, old_text=_display(before))
        same = _comparable(before) == _comparable(after)
        return DiffEntry(kind=DiffKind.UNCHANGED if same else DiffKind.CHANGED, old_id=before.rule_id,
                         new_id=after.rule_id, old_key=key, new_key=key, old_text=_display(before),
                         new_text=_display(after), same_substance=same)

    def check(self, ref: RuleRef, to_version: str | None = None) -> CitationCheck:
        """Where ``ref`` stands in ``to_version`` (default: the newest version of its game)."""
        versions = self.corpus.versions(ref.game)
        to_version = to_version or (versions[-1] if versions else None)
        if ref.version not in versions or to_version not in versions:
            return CitationCheck(ref=ref, status=CitationStatus.UNKNOWN_VERSION, target_version=to_version)
        record = self.corpus.resolve(ref)
        if record is None:
            return CitationCheck(ref=ref, status=CitationStatus.MISSING, target_version=to_version)
        start, end = versions.index(ref.version), versions.index(to_version)
        if end < start:
            raise ValueError(f"{to_version} is older than {ref.version}")
        key, same, first_text, last_text = record.key, True, None, None
        new_id = record.rule_id
        for old_v, new_v in zip(versions[start:end], versions[start + 1:end + 1], strict=True):
            entry = self._diff(ref.game, old_v, new_v).get(key) or self._by_key(ref.game, old_v, new_v, key)
            if entry is None or entry.kind is DiffKind.REMOVED or entry.new_key is None:
                text = first_text if first_text is not None else (entry.old_text if entry else "")
                return CitationCheck(ref=ref, status=CitationStatus.REMOVED, target_version=to_version,
                                     same_substance=False, old_text=text)
            first_text = entry.old_text if first_text is None else first_text
            last_text = entry.new_text
            same = same and entry.kind in (DiffKind.UNCHANGED, DiffKind.MOVED) and entry.same_substance
            key, new_id = entry.new_key, entry.new_id or entry.new_key
        if start == end:
            return CitationCheck(ref=ref, status=CitationStatus.UNCHANGED, target_version=to_version,
                                 new_id=ref.rule_id)
        old_text, new_text = first_text or "", last_text or ""
        moved = new_id != record.rule_id
        # A record a document prints twice is cited by key (302.1#2); keep citing it that way.
        cite_as = key if "#" in key else new_id
        status = CitationStatus.MOVED if moved else CitationStatus.UNCHANGED if same else CitationStatus.CHANGED
        return CitationCheck(
            ref=ref, status=status, target_version=to_version, new_id=cite_as, same_substance=same,
            old_text=old_text, new_text=new_text,
            segments=char_segments(old_text, new_text) if old_text != new_text else [],
        )


def render_segments(segments: list[Segment]) -> str:
    """A character diff on one line: ``[-deleted-]`` and ``{+inserted+}``."""
    return "".join(s.text if s.op == "equal" else f"[-{s.text}-]" if s.op == "delete" else f"{{+{s.text}+}}"
                   for s in segments)
