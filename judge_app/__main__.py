"""``python -m judge_app``: the same entry as the installed ``judge-app`` (logging, ``--verbose``, the
shipped index); no arguments opens the desktop app, a subcommand runs headless."""

from __future__ import annotations

import sys

from judge_app.launch import main

__all__ = ["main"]

if __name__ == "__main__":
    sys.exit(main())
