"""Rules of another way to play (pso2's co-op raid, aquarian's solo play) are marked as such."""

from __future__ import annotations

import pytest
import yaml

from judge_app.corpus import Flag, Kind
from judge_app.corpus.loader import load_document
from judge_app.corpus.manifest import load_manifest
from judge_app.corpus.profiles.rulebook import layout_from_data


@pytest.mark.parametrize("version", ["3.0", "1.8"])
def test_every_raid_record_and_no_other_pso2_record_is_a_variant(corpus, version):
    """Promise: the co-op raid part is flagged whole, and nothing of the ordinary rules is."""
    records = corpus.get("pso2", version).records
    raid = [r for r in records if r.key == "raid" or r.key.startswith("raid:")]
    assert raid
    assert all(r.has(Flag.VARIANT) for r in raid)
    assert not any(r.has(Flag.VARIANT) for r in records if r not in raid)
    assert not any(r.has(Flag.VARIANT) for r in records if r.kind == Kind.RULE)


def test_aquarian_solo_play_chapter_is_a_variant(corpus):
    """Promise: chapter 10 (solo play), declared in layout.yaml, is flagged; the other chapters are not."""
    records = corpus.get("aquarian").records
    solo = [r for r in records if r.key.startswith("c10:")]
    assert len(solo) > 5
    assert all(r.has(Flag.VARIANT) for r in solo)
    assert not any(r.has(Flag.VARIANT) for r in records if not r.key.startswith("c10:"))


def test_layout_variant_chapters_are_optional_and_checked():
    """Promise: a layout without variant_chapters has none; a wrong value names the field."""
    base = {"qa_chapter": 12, "summary_chapter": 13, "glossary_chapter": 14, "glossary_groups": "^x$",
            "front_key": "front", "back_key": "back"}
    assert layout_from_data(base).variant_chapters == frozenset()
    assert layout_from_data({**base, "variant_chapters": [10]}).variant_chapters == frozenset({10})
    with pytest.raises(ValueError, match="variant_chapters"):
        layout_from_data({**base, "variant_chapters": "ten"})
    with pytest.raises(ValueError, match="variant_chapters: chapter 12"):
        layout_from_data({**base, "variant_chapters": [12]})  # the Q&A chapter


def test_a_variant_chapter_the_book_lacks_is_said(aquarian_dir):
    """Promise: a typo in variant_chapters (a chapter the book does not have) is a load warning, not silence."""
    path = aquarian_dir / "aquarian" / "1.1" / "layout.yaml"
    data = yaml.safe_load(path.read_text(encoding="utf-8"))
    data["variant_chapters"] = [99]
    path.write_text(yaml.safe_dump(data, allow_unicode=True), encoding="utf-8")
    [entry] = load_manifest(aquarian_dir).documents
    ruleset = load_document(entry, aquarian_dir)
    assert any("variant chapter 99" in w for w in ruleset.warnings), ruleset.warnings
    assert not any(r.has(Flag.VARIANT) for r in ruleset.records)
