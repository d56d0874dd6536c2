"""Helpers for the rulings repository tests: a bare remote in a temp folder and committee members' clones."""

from __future__ import annotations

import subprocess
from pathlib import Path

import yaml
from rulings_testkit import ruling_data, write_ruling

from judge_app.rulings.repo import RulingsRepo


def bare_remote(tmp_path: Path) -> Path:
    """An empty bare repository standing for the committee's remote."""
    remote = tmp_path / "committee.git"
    subprocess.run(["git", "init", "-q", "--bare", "-b", "main", str(remote)], check=True)
    return remote


def member(tmp_path: Path, name: str, remote: Path) -> RulingsRepo:
    """A committee member's rulings folder, joined to ``remote`` and synced."""
    repo = RulingsRepo.init(tmp_path / name, remote=str(remote), author=(name.title(), f"{name}@example.org"))
    result = repo.sync()
    assert result.ok, result.message
    return repo


def edit(repo: RulingsRepo, ruling_id: str, **fields: object) -> Path:
    """Change fields of a ruling file as an editor would (or write it new)."""
    path = repo.root / "pso2" / f"{ruling_id}.yaml"
    data = yaml.safe_load(path.read_text(encoding="utf-8")) if path.exists() else ruling_data(id=ruling_id)
    data.update(fields)
    return write_ruling(repo.root, data)
