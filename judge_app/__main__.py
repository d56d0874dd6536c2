"""Entry point: no arguments opens the desktop app; a subcommand runs headless."""

from __future__ import annotations

import sys


def main(argv: list[str] | None = None) -> int:
    args = sys.argv[1:] if argv is None else argv
    if not args or args[0] in ("gui", "--gui"):
        from judge_app.ui.app import run_app

        return run_app(args[1:])
    from judge_app.cli import run_cli

    return run_cli(args)


if __name__ == "__main__":
    sys.exit(main())
