"""Subcommands contributed by the other core packages (search, engine, rulings).

Explicit imports, so a frozen bundle carries every command; and the one place that hands
search the rulings to index beside the rules (search sits below rulings and never reads them).
"""

from __future__ import annotations

import argparse

from judge_app.engine import cli as engine_cli
from judge_app.rulings import cli as rulings_cli
from judge_app.rulings.search_docs import RulingsSource
from judge_app.search import cli as search_cli


def register(sub: argparse._SubParsersAction) -> None:  # type: ignore[type-arg]
    search_cli.register(sub, extra_documents=RulingsSource)
    engine_cli.register(sub)
    rulings_cli.register(sub)
