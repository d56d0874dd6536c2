"""Subcommands contributed by the other core packages (search, engine, rulings)."""

from __future__ import annotations

import argparse
import importlib

# Each module defines register(subparsers); a missing one is skipped.
_MODULES = ["judge_app.search.cli", "judge_app.engine.cli", "judge_app.rulings.cli"]


def register(sub: argparse._SubParsersAction) -> None:  # type: ignore[type-arg]
    for name in _MODULES:
        try:
            module = importlib.import_module(name)
        except ModuleNotFoundError as exc:
            # The module (or its package) is not there yet: skip it; a failure inside it is a bug, re-raise.
            if exc.name and (name == exc.name or name.startswith(exc.name + ".")):
                continue
            raise
        module.register(sub)
