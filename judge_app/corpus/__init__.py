"""The rules corpus: every document parsed into citable records. No Qt here."""

from __future__ import annotations

import logging
from dataclasses import dataclass, field
from functools import cache
from pathlib import Path

from judge_app.corpus.errors import CorpusError
from judge_app.corpus.loader import load_document
from judge_app.corpus.manifest import default_rules_dir, read_manifest
from judge_app.corpus.models import CrossRef, Flag, Kind, Record, RuleRef, RuleSet, RuleSetInfo
from judge_app.corpus.normalize import normalize, normalize_rule_id

log = logging.getLogger(__name__)


@dataclass
class Corpus:
    """All documents the app holds; a broken one is reported, the rest still load."""

    rulesets: list[RuleSet] = field(default_factory=list)
    errors: list[CorpusError] = field(default_factory=list)
    root: Path | None = None

    def games(self) -> list[str]:
        return list(dict.fromkeys(rs.game for rs in self.rulesets))

    def versions(self, game: str) -> list[str]:
        return [rs.version for rs in self.rulesets if rs.game == game]

    def get(self, game: str, version: str | None = None) -> RuleSet:
        """The ruleset for ``game``; without a version, the one listed last (the newest)."""
        matches = [rs for rs in self.rulesets if rs.game == game]
        if version is not None:
            matches = [rs for rs in matches if rs.version == version]
        if not matches:
            wanted = game if version is None else f"{game} {version}"
            raise KeyError(wanted)
        return matches[-1] if version is None else matches[0]

    def lookup(self, game: str, rule_id: str, version: str | None = None) -> list[Record]:
        """Records for a rule number typed by a person (any width, alias, or record key)."""
        ruleset = self.get(game, version)
        direct = ruleset.get(rule_id)
        if direct is not None:
            # A number the document prints twice is also the key of its first record: give both.
            repeated = ruleset.find(rule_id)
            return repeated if len(repeated) > 1 else [direct]
        wanted = normalize_rule_id(rule_id)
        found = ruleset.find(wanted) or ruleset.find(rule_id.strip())
        if found:
            return found
        for rec in ruleset.records:
            if normalize_rule_id(rec.rule_id) == wanted or wanted in (normalize_rule_id(a) for a in rec.aliases):
                return [rec]
        return []

    def resolve(self, ref: RuleRef) -> Record | None:
        try:
            found = self.lookup(ref.game, ref.rule_id, ref.version)
        except KeyError:
            return None
        return found[0] if found else None


def load_corpus(root: Path | None = None) -> Corpus:
    """Every document the manifest lists; each file or entry that cannot be used is one error, the rest load."""
    root = root or default_rules_dir()
    corpus = Corpus(root=root)
    try:
        manifest, refused = read_manifest(root)
    except CorpusError as exc:
        corpus.errors.append(exc)
        return corpus
    corpus.errors.extend(refused)
    for entry in manifest.documents:
        try:
            corpus.rulesets.append(load_document(entry, root))
        except CorpusError as exc:
            corpus.errors.append(exc)
    return corpus


@cache
def default_corpus() -> Corpus:
    """The shipped corpus, loaded once per process."""
    return load_corpus()


__all__ = [
    "Corpus",
    "CorpusError",
    "CrossRef",
    "Flag",
    "Kind",
    "Record",
    "RuleRef",
    "RuleSet",
    "RuleSetInfo",
    "default_corpus",
    "load_corpus",
    "normalize",
    "normalize_rule_id",
]
