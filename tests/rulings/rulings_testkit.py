"""Helpers for the rulings tests: small ruling files written into a temporary directory."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import yaml


def ruling_data(**over: Any) -> dict[str, Any]:
    data: dict[str, Any] = {
        "id": "pso2-test-1",
        "game": "pso2",
        "version": "1.8",
        "title": "テスト裁定",
        "question": "質問文",
        "answer": "回答文",
        "status": "approved",
        "source": {"issuer": "テスト委員会", "where": "committee"},
        "date": "2018-10-01",
        "cites": ["1-1"],
    }
    data.update(over)
    return data


def write_ruling(root: Path, data: dict[str, Any], name: str | None = None) -> Path:
    path = root / data.get("game", "pso2") / (name or f"{data['id']}.yaml")
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_text(yaml.safe_dump(data, allow_unicode=True, sort_keys=False), encoding="utf-8")
    return path


