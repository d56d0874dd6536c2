"""Fixtures for the rulings tests."""

from __future__ import annotations

from pathlib import Path

import pytest


@pytest.fixture()
def rulings_dir(tmp_path: Path) -> Path:
    root = tmp_path / "rulings"
    root.mkdir()
    return root
