"""The manifest: which documents the app holds, and how to read each one."""

from __future__ import annotations

import os
from pathlib import Path
from typing import Any

import yaml
from pydantic import BaseModel, ConfigDict, ValidationError

from judge_app.corpus.errors import CorpusError


class ManifestEntry(BaseModel):
    model_config = ConfigDict(extra="forbid")
    game: str
    version: str
    title_ja: str
    title_en: str
    effective_date: str | None = None
    version_label: str = ""
    source: str
    profile: str
    fixes: str | None = None


class Manifest(BaseModel):
    model_config = ConfigDict(extra="forbid")
    documents: list[ManifestEntry]


def default_rules_dir() -> Path:
    """``rules_text/`` of the checkout, unless JUDGE_APP_RULES_DIR points elsewhere."""
    env = os.environ.get("JUDGE_APP_RULES_DIR")
    if env:
        return Path(env)
    return Path(__file__).resolve().parents[2] / "rules_text"


def load_manifest(root: Path) -> Manifest:
    path = root / "manifest.yaml"
    try:
        data: Any = yaml.safe_load(path.read_text(encoding="utf-8"))
    except OSError as exc:
        raise CorpusError(path, f"cannot read manifest: {exc}") from exc
    except yaml.YAMLError as exc:
        mark = getattr(exc, "problem_mark", None)
        raise CorpusError(path, f"not valid YAML: {exc}", None if mark is None else mark.line + 1) from exc
    try:
        return Manifest.model_validate(data)
    except ValidationError as exc:
        first = exc.errors()[0]
        where = ".".join(str(p) for p in first["loc"])
        raise CorpusError(path, f"invalid manifest entry at {where}: {first['msg']}") from exc
