"""What search and the rule view need from rulings, as plain frozen data.

The search index hashes ``ruling_files`` into its cache key, so editing, adding
or deleting a ruling file makes the index rebuild; ``ruling_documents`` is what
it indexes. A bad ruling file is skipped with a logged warning naming it (``rulings list``
reports them too); it never stops the other rulings being indexed.
"""

from __future__ import annotations

import logging
from collections.abc import Iterable
from pathlib import Path

from judge_app.corpus.normalize import normalize_rule_id
from judge_app.rulings.model import Ruling, Status
from judge_app.rulings.store import RulingSet, default_rulings_dir, list_ruling_files, load_rulings
from judge_app.search.rulings import RulingDoc

log = logging.getLogger(__name__)

def ruling_files(rulings_dir: Path | None = None) -> list[Path]:
    """Every ruling file, sorted (for the index's cache key)."""
    return list_ruling_files(rulings_dir or default_rulings_dir())


_cache: dict[Path, tuple[tuple[tuple[str, int, int], ...], RulingSet]] = {}


def _loaded(rulings_dir: Path | None) -> RulingSet:
    """Load once per directory state: the rule view asks on every rule it shows."""
    root = (rulings_dir or default_rulings_dir()).resolve()
    stamp = []
    for p in list_ruling_files(root):
        try:
            st = p.stat()
        except OSError:
            continue
        stamp.append((str(p), st.st_mtime_ns, st.st_size))
    key = tuple(stamp)
    hit = _cache.get(root)
    if hit is not None and hit[0] == key:
        return hit[1]
    result = load_rulings(root)
    for err in result.errors:  # once per change of the folder: the rule view asks on every rule
        log.warning("ruling not indexed: %s", err)
    _cache[root] = (key, result)
    return result


def to_document(ruling: Ruling) -> RulingDoc:
    return RulingDoc(
        uid=ruling.uid,
        game=ruling.game,
        version=ruling.version,
        ruling_id=ruling.id,
        title=ruling.title,
        body=f"{ruling.question.strip()}\n{ruling.answer.strip()}",
        cites=tuple(r.rule_id for r in ruling.cites),
        status=ruling.status.value,
    )


def ruling_documents(rulings_dir: Path | None = None) -> list[RulingDoc]:
    """One document per loadable ruling, in file order."""
    return [to_document(r) for r in _loaded(rulings_dir).rulings]


def rulings_citing(game: str, rule_id: str, version: str | None = None,
                   rulings_dir: Path | None = None) -> list[Ruling]:
    """Rulings that cite ``rule_id`` of ``game`` (in ``version`` only, when given), in file order.

    Rule numbers compare after width and alias normalisation, so ``２０２．２ａ`` finds ``202.2a``.
    """
    return _citing(_loaded(rulings_dir).rulings, game, rule_id, version)


def _citing(rulings: Iterable[Ruling], game: str, rule_id: str, version: str | None) -> list[Ruling]:
    wanted = normalize_rule_id(rule_id)
    out = []
    for ruling in rulings:
        for ref in ruling.cites:
            if ref.game != game or (version is not None and ref.version != version):
                continue
            if ref.rule_id == rule_id or normalize_rule_id(ref.rule_id) == wanted:
                out.append(ruling.model_copy(deep=True))  # the cached one stays unchanged
                break
    return out


class RulingsSource:
    """Rulings as search's extra documents (``SearchEngine(..., extra_documents=...)``).

    The user's store comes first, then each imported pack (``packs``); a ruling ID an earlier folder already
    gave is left out, so a pack never shadows the user's own ruling. ``statuses`` keeps only rulings in those
    review states (None keeps every state): the app searches what a judge is shown.

    ``files`` are the files of exactly the rulings given, so the index's cache key changes whenever what it
    holds does: a ruling edited, added, removed, or moved into or out of the states shown.
    """

    def __init__(self, rulings_dir: Path | None = None, packs: Iterable[Path] = (),
                 statuses: Iterable[Status] | None = None) -> None:
        self.rulings_dir = rulings_dir
        self.packs = tuple(packs)
        self.statuses = frozenset(statuses) if statuses is not None else None

    def _config(self) -> tuple[tuple[Path, ...], frozenset[Status] | None]:
        return tuple(f.resolve() for f in self.folders()), self.statuses

    def __eq__(self, other: object) -> bool:
        """Two sources are equal when they read the same folders with the same filter (so give the same)."""
        return isinstance(other, RulingsSource) and self._config() == other._config()

    def __hash__(self) -> int:
        return hash(self._config())

    def folders(self) -> list[Path]:
        return [self.rulings_dir or default_rulings_dir(), *self.packs]

    def rulings(self) -> list[Ruling]:
        """The rulings given, store first, in file order (the cached objects: do not change them)."""
        seen: set[str] = set()
        out = []
        for folder in self.folders():
            for ruling in _loaded(folder).rulings:
                if ruling.id in seen:
                    continue
                seen.add(ruling.id)
                if self.statuses is None or ruling.status in self.statuses:
                    out.append(ruling)
        return out

    def citing(self, game: str, rule_id: str, version: str | None = None) -> list[Ruling]:
        """Like ``rulings_citing``, over the rulings this source gives."""
        return _citing(self.rulings(), game, rule_id, version)

    def files(self) -> list[Path]:
        return [r.path for r in self.rulings() if r.path is not None]

    def documents(self) -> list[RulingDoc]:
        return [to_document(r) for r in self.rulings()]
