from __future__ import annotations

import json
from pathlib import Path

from judge_app.engine import scenario_schema

SCHEMA = Path(__file__).resolve().parents[2] / "docs" / "scenario.schema.json"


def test_committed_schema_matches_the_model() -> None:
    committed = json.loads(SCHEMA.read_text(encoding="utf-8"))
    assert committed == scenario_schema(), "regenerate docs/scenario.schema.json (see docs/scenario-format.md)"
