"""The rulebook's outline is data beside its source (``layout.yaml``), checked and carried by imports."""

from __future__ import annotations

from pathlib import Path

import pytest
import yaml

from judge_app.corpus import importer, load_corpus
from judge_app.corpus.errors import CorpusError
from judge_app.corpus.loader import load_document
from judge_app.corpus.manifest import load_manifest
from judge_app.corpus.profiles import ProfileError, get_profile

SHIPPED = Path(__file__).resolve().parents[2] / "rules_text"


def test_shipped_layout_gives_the_known_record_count(aquarian_dir: Path) -> None:
    [entry] = load_manifest(aquarian_dir).documents
    assert entry.layout == "aquarian/1.1/layout.yaml"
    assert len(load_document(entry, aquarian_dir).records) == len(load_corpus(SHIPPED).get("aquarian").records)


def test_a_bad_layout_names_the_file_and_field(aquarian_dir: Path) -> None:
    path = aquarian_dir / "aquarian" / "1.1" / "layout.yaml"
    data = yaml.safe_load(path.read_text(encoding="utf-8"))
    data["qa_chapter"] = "twelve"
    path.write_text(yaml.safe_dump(data, allow_unicode=True), encoding="utf-8")
    [entry] = load_manifest(aquarian_dir).documents
    with pytest.raises(CorpusError) as err:
        load_document(entry, aquarian_dir)
    assert "layout.yaml" in str(err.value) and "qa_chapter" in str(err.value)


def test_profiles_refuse_a_missing_or_unwanted_layout() -> None:
    with pytest.raises(ProfileError, match="needs a layout"):
        get_profile("rulebook")
    with pytest.raises(ProfileError, match="takes no layout"):
        get_profile("dotted", {"anchors": {}})
    with pytest.raises(ProfileError, match="unknown parser profile"):
        get_profile("nosuch")


def test_an_import_carries_the_layout_to_the_new_version(aquarian_dir: Path, tmp_path: Path) -> None:
    source = tmp_path / "book 1.2.txt"
    source.write_bytes((SHIPPED / "aquarian" / "1.1" / "source.txt").read_bytes())
    result = importer.import_version("aquarian", "1.2", source, aquarian_dir)
    assert result.written
    new_layout = aquarian_dir / "aquarian" / "1.2" / "layout.yaml"
    assert new_layout.read_bytes() == (aquarian_dir / "aquarian" / "1.1" / "layout.yaml").read_bytes()
    entries = load_manifest(aquarian_dir).documents
    assert [e.layout for e in entries] == ["aquarian/1.1/layout.yaml", "aquarian/1.2/layout.yaml"]
    assert len(load_corpus(aquarian_dir).get("aquarian", "1.2").records) == len(result.ruleset.records)
