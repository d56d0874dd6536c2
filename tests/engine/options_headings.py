"""Reading the option headings of ``judge-app resolve --options N`` (shared by the per-game tests)."""

from __future__ import annotations

import re
from pathlib import Path

import pytest

from judge_app.cli import run_cli


def headings(out: str) -> list[tuple[str, str]]:
    """Each option's heading lines (Japanese, English): the two-space lines under the legal and refused titles."""
    lines = [line[2:] for line in out.splitlines() if line.startswith("  ") and not line.startswith("   ")
             and line.strip() != "(none)"]
    return list(zip(lines[::2], lines[1::2], strict=True))


def latin(ja: str) -> list[str]:
    """Latin words in a Japanese heading outside card labels name〔id〕 and player names (the file's ids and names)."""
    return re.findall(r"[A-Za-z_]+", re.sub(r"\S*〔[^〕]*〕|プレイヤー[A-Za-z0-9]+", "", ja))


def options(path: Path, n: int, capsys: pytest.CaptureFixture[str]) -> list[tuple[str, str]]:
    """The headings of the options after step ``n`` of the scenario at ``path``."""
    assert run_cli(["resolve", str(path), "--options", str(n)]) == 0
    return headings(capsys.readouterr().out)
