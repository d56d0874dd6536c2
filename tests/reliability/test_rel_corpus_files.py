"""Rules files as they arrive: a manifest, fixes and sources that are damaged, hostile or misnamed.

Each refusal is one ``file:line: message`` error in ``Corpus.errors``; the documents that
can still be read are loaded.
"""

from __future__ import annotations

import os
import shutil
from pathlib import Path

import pytest

from judge_app.corpus import load_corpus
from judge_app.corpus.manifest import default_rules_dir, load_manifest
from judge_app.safeio import MAX_SOURCE_BYTES

SHIPPED = default_rules_dir()

ENTRY = ("  - {{game: {game}, version: '{version}', title_ja: 総合ルール, title_en: Rules, "
         "source: {source}, profile: dotted{extra}}}\n")


def _entry(game: str = "fftcg", version: str = "v1", source: str = "fftcg/source.txt", fixes: str | None = None) -> str:
    extra = f", fixes: {fixes}" if fixes else ""
    return ENTRY.format(game=game, version=version, source=source, extra=extra)


def _root(tmp_path: Path, manifest: str) -> Path:
    """A rules folder holding the fftcg source twice (two documents) and the given manifest."""
    root = tmp_path / "rules_text"
    for folder in ("fftcg", "other"):
        (root / folder).mkdir(parents=True)
        shutil.copy(SHIPPED / "fftcg" / "current" / "source.txt", root / folder / "source.txt")
    (root / "manifest.yaml").write_text(manifest, encoding="utf-8")
    return root


def _one_line(err: Exception) -> str:
    text = str(err)
    assert "\n" not in text and "Traceback" not in text
    return text


# ---------------------------------------------------------------- encodings


def test_shift_jis_manifest_is_named_not_a_crash(tmp_path: Path) -> None:
    """Promise: a Shift_JIS manifest is one error naming the file, the line and the encoding; nothing crashes."""
    root = _root(tmp_path, "")
    text = "# 文書の一覧\ndocuments:\n" + _entry()
    (root / "manifest.yaml").write_bytes(text.encode("cp932"))
    corpus = load_corpus(root)
    assert corpus.rulesets == [] and len(corpus.errors) == 1
    message = _one_line(corpus.errors[0])
    assert message.startswith(f"{root / 'manifest.yaml'}:1:")
    assert "Shift_JIS" in message and "UTF-8" in message


def test_stray_byte_in_manifest_names_its_line(tmp_path: Path) -> None:
    """Promise: one stray non-UTF-8 byte in the manifest names the file and the line it is on."""
    root = _root(tmp_path, "")
    (root / "manifest.yaml").write_bytes(b"documents:\n" + _entry().encode() + b"# caf\xe9\n")
    corpus = load_corpus(root)
    assert corpus.rulesets == []
    assert _one_line(corpus.errors[0]).startswith(f"{root / 'manifest.yaml'}:3: not UTF-8")


def test_shift_jis_fixes_file_loses_only_its_document(tmp_path: Path) -> None:
    """Promise: a Shift_JIS fixes.yaml is named with its line and encoding; the other documents load."""
    root = _root(tmp_path, "documents:\n" + _entry() + _entry("other", "v2", "other/source.txt", "other/fixes.yaml"))
    (root / "other" / "fixes.yaml").write_bytes("record_fixes:\n  - {record: '1.1', note: 誤記}\n".encode("cp932"))
    corpus = load_corpus(root)
    assert corpus.games() == ["fftcg"]
    message = _one_line(corpus.errors[0])
    assert message.startswith(f"{root / 'other' / 'fixes.yaml'}:2:") and "Shift_JIS" in message


def test_shift_jis_source_is_named_with_its_encoding(tmp_path: Path) -> None:
    """Promise: a rules source saved as Shift_JIS is named with its line and encoding; the other documents load."""
    root = _root(tmp_path, "documents:\n" + _entry() + _entry("other", "v2", "other/source.txt"))
    (root / "other" / "source.txt").write_bytes("1. ゲームの人数 \n\n1.1.二人で遊ぶ。 \n".encode("cp932"))
    corpus = load_corpus(root)
    assert corpus.games() == ["fftcg"]
    message = _one_line(corpus.errors[0])
    assert message.startswith(f"{root / 'other' / 'source.txt'}:1:") and "Shift_JIS" in message


def test_oversized_source_is_refused_unread(tmp_path: Path) -> None:
    """Promise: a rules source over 16 MB is refused by its size before it is read (a sparse file costs nothing)."""
    root = _root(tmp_path, "documents:\n" + _entry() + _entry("other", "v2", "other/source.txt"))
    with (root / "other" / "source.txt").open("r+b") as fh:
        fh.truncate(MAX_SOURCE_BYTES + 1)
    corpus = load_corpus(root)
    assert corpus.games() == ["fftcg"]
    assert "over the limit" in _one_line(corpus.errors[0])


# ---------------------------------------------------------------- YAML shapes


def test_aliases_in_the_manifest_are_refused(tmp_path: Path) -> None:
    """Promise: YAML anchors and aliases in the manifest are refused with their line, never expanded."""
    manifest = ("documents:\n"
                "  - &doc {game: fftcg, version: v1, title_ja: 総合ルール, title_en: Rules, "
                "source: fftcg/source.txt, profile: dotted}\n"
                "  - *doc\n")
    corpus = load_corpus(_root(tmp_path, manifest))
    assert corpus.rulesets == []
    message = _one_line(corpus.errors[0])
    assert "manifest.yaml:2:" in message and "anchors" in message


def test_aliases_in_a_fixes_file_are_refused(tmp_path: Path) -> None:
    """Promise: an alias in fixes.yaml (the shape of an alias bomb) refuses that document only, naming the line."""
    root = _root(tmp_path, "documents:\n" + _entry() + _entry("other", "v2", "other/source.txt", "other/fixes.yaml"))
    (root / "other" / "fixes.yaml").write_text(
        "record_fixes:\n  - &fix {record: '1.1', note: 誤記}\n  - *fix\n", encoding="utf-8")
    corpus = load_corpus(root)
    assert corpus.games() == ["fftcg"]
    message = _one_line(corpus.errors[0])
    assert "fixes.yaml:2:" in message and "anchors" in message


def test_duplicate_key_in_a_manifest_entry_is_refused(tmp_path: Path) -> None:
    """Promise: a key given twice in the manifest (which one wins?) is refused with its line, not silently resolved."""
    manifest = "documents:\n" + _entry().replace("source: fftcg/source.txt", "source: fftcg/source.txt, "
                                                 "source: other/source.txt")
    corpus = load_corpus(_root(tmp_path, manifest))
    assert corpus.rulesets == []
    message = _one_line(corpus.errors[0])
    assert "manifest.yaml:2:" in message and "'source' is given twice" in message


def test_duplicate_key_in_a_fixes_file_is_refused(tmp_path: Path) -> None:
    """Promise: a key given twice in fixes.yaml is refused with its line; the other documents load."""
    root = _root(tmp_path, "documents:\n" + _entry() + _entry("other", "v2", "other/source.txt", "other/fixes.yaml"))
    (root / "other" / "fixes.yaml").write_text("record_fixes: []\nrecord_fixes: []\n", encoding="utf-8")
    corpus = load_corpus(root)
    assert corpus.games() == ["fftcg"]
    assert "fixes.yaml:2:" in _one_line(corpus.errors[0])


def test_deeply_nested_manifest_is_refused(tmp_path: Path) -> None:
    """Promise: a manifest nested 10,000 deep is refused in one line (no RecursionError)."""
    manifest = "documents:\n" + _entry() + "extra: " + "[" * 10_000 + "]" * 10_000 + "\n"
    corpus = load_corpus(_root(tmp_path, manifest))
    assert corpus.rulesets == []
    assert "nested deeper than" in _one_line(corpus.errors[0])


# ---------------------------------------------------------------- entries


def test_document_listed_twice_is_refused_by_its_line(tmp_path: Path) -> None:
    """Promise: a game and version listed twice loads once; the repeat is refused naming its manifest line."""
    manifest = "documents:\n" + _entry() + _entry("other", "v2", "other/source.txt") + _entry()
    corpus = load_corpus(_root(tmp_path, manifest))
    assert [(rs.game, rs.version) for rs in corpus.rulesets] == [("fftcg", "v1"), ("other", "v2")]
    assert len(corpus.errors) == 1
    message = _one_line(corpus.errors[0])
    assert "manifest.yaml:4:" in message and "listed twice (first at line 2)" in message


@pytest.mark.parametrize("path", ["../../etc/passwd", "/etc/passwd", "fftcg/../../outside.txt"])
def test_source_outside_the_rules_folder_is_refused(tmp_path: Path, path: str) -> None:
    """Promise: a manifest source that leaves the rules folder is not read; the entry is named; the rest load."""
    (tmp_path / "outside.txt").write_text("1. 外 \n", encoding="utf-8")
    manifest = "documents:\n" + _entry() + _entry("evil", "1", path)
    corpus = load_corpus(_root(tmp_path, manifest))
    assert corpus.games() == ["fftcg"]
    message = _one_line(corpus.errors[0])
    assert "manifest.yaml:3:" in message and "evil 1: source" in message and "outside the rules folder" in message


def test_fixes_outside_the_rules_folder_is_refused(tmp_path: Path) -> None:
    """Promise: a fixes path that leaves the rules folder is refused, naming the entry and its line."""
    manifest = "documents:\n" + _entry(fixes="../fixes.yaml")
    (tmp_path / "fixes.yaml").write_text("record_fixes: []\n", encoding="utf-8")
    corpus = load_corpus(_root(tmp_path, manifest))
    assert corpus.rulesets == []
    message = _one_line(corpus.errors[0])
    assert "manifest.yaml:2:" in message and "fftcg v1: fixes" in message


def test_link_leading_out_of_the_rules_folder_is_refused(tmp_path: Path) -> None:
    """Promise: a source that is a symbolic link to a file outside the rules folder is not followed."""
    root = _root(tmp_path, "documents:\n" + _entry() + _entry("other", "v2", "other/link.txt"))
    secret = tmp_path / "secret.txt"
    secret.write_text("1. 秘密 \n", encoding="utf-8")
    os.symlink(secret, root / "other" / "link.txt")
    corpus = load_corpus(root)
    assert corpus.games() == ["fftcg"]
    assert "outside the rules folder" in _one_line(corpus.errors[0])


def test_one_malformed_entry_does_not_hide_the_others(tmp_path: Path) -> None:
    """Promise: an entry missing a field is refused with its line; every other entry still loads."""
    manifest = "documents:\n" + _entry().replace(", profile: dotted", "") + _entry("other", "v2", "other/source.txt")
    corpus = load_corpus(_root(tmp_path, manifest))
    assert corpus.games() == ["other"]
    message = _one_line(corpus.errors[0])
    assert "manifest.yaml:2:" in message and "profile" in message


@pytest.mark.parametrize(("text", "words"), [
    ("", "the manifest is empty"),
    ("documents: []\n", "lists no documents"),
    ("- a\n- b\n", "must be a mapping"),
])
def test_empty_manifest_is_an_error(tmp_path: Path, text: str, words: str) -> None:
    """Promise: an empty manifest is reported (not an empty, silent corpus)."""
    corpus = load_corpus(_root(tmp_path, text))
    assert corpus.rulesets == []
    assert words in _one_line(corpus.errors[0])


@pytest.mark.parametrize("kind", ["missing", "file"])
def test_rules_folder_that_is_not_there(tmp_path: Path, kind: str) -> None:
    """Promise: a rules folder that does not exist, or is a file, is one error naming it."""
    root = tmp_path / "nowhere"
    if kind == "file":
        root.write_text("x", encoding="utf-8")
    corpus = load_corpus(root)
    assert corpus.rulesets == []
    message = _one_line(corpus.errors[0])
    assert message.startswith(f"{root}: ") and ("no such rules folder" if kind == "missing" else "not a folder") \
        in message


def test_writers_refuse_a_manifest_refused_in_part(tmp_path: Path) -> None:
    """Promise: load_manifest (used before writing to the manifest) refuses one with a repeated document."""
    from judge_app.corpus import CorpusError

    root = _root(tmp_path, "documents:\n" + _entry() + _entry())
    with pytest.raises(CorpusError, match=r"manifest\.yaml:3: .*listed twice"):
        load_manifest(root)
