"""A copy of the shipped aquarian rulebook in its own rules folder, for tests that change its layout."""

from __future__ import annotations

import shutil
from pathlib import Path

import pytest
import yaml

SHIPPED = Path(__file__).resolve().parents[2] / "rules_text"


@pytest.fixture()
def aquarian_dir(tmp_path: Path) -> Path:
    root = tmp_path / "rules"
    shutil.copytree(SHIPPED / "aquarian", root / "aquarian")
    manifest = yaml.safe_load((SHIPPED / "manifest.yaml").read_text(encoding="utf-8"))
    manifest["documents"] = [d for d in manifest["documents"] if d["game"] == "aquarian"]
    (root / "manifest.yaml").write_text(yaml.safe_dump(manifest, allow_unicode=True), encoding="utf-8")
    return root
