"""Player vocabulary per game, read from ``rules_text/synonyms.yaml``.

The file is edited by hand and may be received from another judge, so it is read
through :mod:`judge_app.safeio` (size cap, UTF-8, no aliases, bounded nesting) and
its shape is checked entry by entry: ``game: {word: [document words]}``. A bad
entry is named by file and line and left out; the others still apply, and search
works without the synonyms rather than failing on every query.
"""

from __future__ import annotations

import logging
import threading
from pathlib import Path

import yaml

from judge_app.corpus.normalize import normalize
from judge_app.safeio import InputError, parse_yaml, read_text

log = logging.getLogger(__name__)

SHAPE = "the synonyms must be a mapping of each game to {word: [document words]}"
_WARNED: set[str] = set()
_WARNED_LOCK = threading.Lock()


def _line(node: yaml.Node) -> int:
    return node.start_mark.line + 1


def _scalar(node: yaml.Node) -> str | None:
    """A plain value as text (a number is a word too), None for a list, a mapping or an empty value."""
    if isinstance(node, yaml.ScalarNode) and node.tag != "tag:yaml.org,2002:null" and node.value != "":
        return str(node.value)
    return None


def _entries(path: Path, text: str) -> tuple[dict[str, dict[str, list[str]]], list[InputError]]:
    """The well-formed entries of the file and one error per malformed one."""
    table: dict[str, dict[str, list[str]]] = {}
    problems: list[InputError] = []
    # Safe to compose: read_yaml has already refused aliases, duplicate keys and deep nesting.
    root = yaml.compose(text, Loader=yaml.SafeLoader)
    if root is None:
        return table, problems
    if not isinstance(root, yaml.MappingNode):
        return table, [InputError(path, f"{SHAPE}; the file holds a {_kind(root)}", line=_line(root),
                                  kind="shape")]
    for game_node, pairs_node in root.value:
        game = _scalar(game_node)
        if game is None:
            problems.append(InputError(path, "a game key must be a word", line=_line(game_node), kind="shape"))
            continue
        if not isinstance(pairs_node, yaml.MappingNode):
            if _scalar(pairs_node) is None and not isinstance(pairs_node, yaml.SequenceNode):
                continue  # ``game:`` with nothing under it: no words for that game
            problems.append(InputError(path, f"{game!r} must map words to lists of document words, "
                                       f"not a {_kind(pairs_node)}", line=_line(pairs_node), kind="shape"))
            continue
        pairs = table.setdefault(game, {})
        for word_node, values_node in pairs_node.value:
            word = _scalar(word_node)
            if word is None:
                problems.append(InputError(path, f"a word under {game!r} must be plain text",
                                           line=_line(word_node), kind="shape"))
                continue
            single = _scalar(values_node)
            if single is not None:
                pairs[word] = [single]
                continue
            values = [_scalar(v) for v in values_node.value] if isinstance(values_node, yaml.SequenceNode) else None
            if not values or any(v is None for v in values):
                problems.append(InputError(path, f"{game}: {word!r} needs a list of document words",
                                           line=_line(values_node), kind="shape"))
                continue
            pairs[word] = [v for v in values if v is not None]
    return table, problems


def _kind(node: yaml.Node) -> str:
    if isinstance(node, yaml.SequenceNode):
        return "list"
    if isinstance(node, yaml.MappingNode):
        return "mapping"
    return "plain value"


class Synonyms:
    def __init__(self, table: dict[str, dict[str, list[str]]] | None = None) -> None:
        self._table: dict[str, dict[str, list[str]]] = {}
        for game, pairs in (table or {}).items():
            self._table[game] = {normalize(k): [normalize(v) for v in vs] for k, vs in pairs.items()}

    @classmethod
    def read(cls, path: Path) -> tuple[Synonyms, list[InputError]]:
        """The usable synonyms of ``path`` and what was wrong in it (empty when all is well).

        A file that cannot be read at all (too big, not UTF-8, not YAML, aliases) gives no
        synonyms; a malformed entry is left out and the others kept.
        """
        if not path.exists() and not path.is_symlink():
            return cls(), []
        try:
            text = read_text(path, what="synonyms file")
            parse_yaml(text, path)  # refuses aliases, duplicate keys, deep nesting, unsafe tags
            table, problems = _entries(path, text)
        except InputError as exc:
            return cls(), [exc]
        return cls(table), problems

    @classmethod
    def load(cls, path: Path) -> Synonyms:
        """Every synonym of ``path``; the first problem in it raises :class:`InputError`."""
        synonyms, problems = cls.read(path)
        if problems:
            raise problems[0]
        return synonyms

    @classmethod
    def load_or_warn(cls, path: Path) -> tuple[Synonyms, str]:
        """The usable synonyms, and a one-line warning (logged once per process) when some were left out."""
        synonyms, problems = cls.read(path)
        if not problems:
            return synonyms, ""
        more = f" (and {len(problems) - 1} more)" if len(problems) > 1 else ""
        left_out = "these entries are" if synonyms._table else "the synonyms are"
        message = f"{problems[0]}{more}; {left_out} not used in search"
        with _WARNED_LOCK:
            first = message not in _WARNED
            _WARNED.add(message)
        if first:
            log.warning("%s", message)
        return synonyms, message

    def keys(self, games: list[str]) -> set[str]:
        """The player words known for these games (and for every game)."""
        return {k for game in ["common", *games] for k in self._table.get(game, {})}

    def expand(self, term: str, games: list[str]) -> list[str]:
        """Alternative spellings of a normalised query term for the given games (term excluded).

        A spelling that is itself a player word is expanded once more: 山札切れ becomes デッキ切れ
        (山札 -> デッキ), and デッキ切れ the words the rules state it in.
        """
        out = self._replace(term, games)
        known = self.keys(games)
        for alt in list(out):
            if alt in known:
                out += [a for a in self._replace(alt, games) if a != term and a not in out]
        return out

    def _replace(self, term: str, games: list[str]) -> list[str]:
        out: list[str] = []
        for game in ["common", *games]:
            for key, values in self._table.get(game, {}).items():
                # A one-character word is replaced only when it is the whole term (場 is not 場合).
                if key and (key == term or (len(key) > 1 and key in term)):
                    for value in values:
                        alt = term.replace(key, value)
                        if alt != term and alt not in out:
                            out.append(alt)
        return out
