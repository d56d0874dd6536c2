"""What every subcommand needs first: the rules loaded, their problems said once, or a clear failure.

The ``rules``, ``search`` and ``rulings`` commands live in their own packages, at their
own layers; this is the one piece they share, so it sits at the bottom with the corpus.
"""

from __future__ import annotations

import logging
import os

from judge_app.corpus import Corpus, default_corpus

log = logging.getLogger(__name__)


class CommandFailed(Exception):
    """A command that could do nothing: its lines for stderr and its exit code (the dispatcher prints them)."""

    def __init__(self, lines: list[str], code: int) -> None:
        super().__init__("; ".join(lines))
        self.lines = lines
        self.code = code


def _env_hint(err: Exception, corpus: Corpus) -> str:
    """Name the variable when the rules folder it points at is the problem."""
    env = os.environ.get("JUDGE_APP_RULES_DIR")
    if env and corpus.root is not None and str(err).startswith(str(corpus.root) + ":"):
        return f" (JUDGE_APP_RULES_DIR={env})"
    return ""


def command_corpus() -> Corpus:
    """The corpus, each problem logged as a warning; with no document at all the problems end the command (exit 1)."""
    corpus = default_corpus()
    lines = [f"{err}{_env_hint(err, corpus)}" for err in corpus.errors]
    if not corpus.rulesets:
        where = corpus.root if corpus.root is not None else "the rules folder"
        raise CommandFailed(lines or [f"{where}: no rules document could be loaded"], 1)
    for line in lines:
        log.warning("%s", line)
    return corpus
