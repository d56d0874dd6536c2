"""The installed entry points: ``judge-app`` (the command line; no arguments opens the window) and
``judge-app-gui`` (the window, started without a console on Windows).

Both configure logging once and copy a search index shipped with the app into the user's cache (a bundle
carries one, so its first search answers at once), then hand over to ``judge_app.__main__`` or the UI.
``--verbose`` anywhere before a ``--`` turns the log up to debug detail, on stderr and in the log file.
The window entry prints one line when the window is searchable, so a launch from a terminal (``make run``)
says when it is ready.
"""

from __future__ import annotations

import sys
import time
from typing import TYPE_CHECKING

from judge_app import logsetup, paths

if TYPE_CHECKING:
    from judge_app.search.types import IndexStatus
    from judge_app.ui.main_window import MainWindow

VERBOSE_FLAG = "--verbose"


def split_verbose(args: list[str]) -> tuple[list[str], bool]:
    """``args`` without ``--verbose`` (before a ``--``, after which every word is the user's), and whether
    it was there."""
    end = args.index("--") if "--" in args else len(args)
    kept = [a for a in args[:end] if a != VERBOSE_FLAG]
    return kept + args[end:], len(kept) != end


def main(argv: list[str] | None = None) -> int:
    """``judge-app``: a subcommand runs headless; none opens the desktop app."""
    args, verbose = split_verbose(list(sys.argv[1:] if argv is None else argv))
    logsetup.configure(verbose)
    _install_shipped_index()
    if not args or args[0] in ("gui", "--gui"):
        return gui_main(args[1:], verbose=verbose)
    # Loaded only for a command: the window's start does not pay for every subcommand's modules.
    from judge_app.cli import run_cli

    return run_cli(args)


def gui_main(argv: list[str] | None = None, *, verbose: bool | None = None) -> int:
    """``judge-app-gui``: the window, and one line on stdout when search answers."""
    started = time.perf_counter()
    args = list(sys.argv[1:] if argv is None else argv)
    if verbose is None:
        args, verbose = split_verbose(args)
    logsetup.configure(verbose)
    _install_shipped_index()
    # Qt loads only once the window is asked for: the command line never pays for it.
    from judge_app.ui.app import build_app

    app, window = build_app(args)
    shown = time.perf_counter() - started

    said: list[bool] = []

    def ready(status: IndexStatus | None, shown_window: MainWindow = window) -> None:
        if said:  # a later reload (a rules import) is not a start
            return
        said.append(True)
        if status is None:
            _say("judge-app: the window is up, but the search index could not be built (see the log)")
            return
        how = f"index built in {status.seconds:.1f} s" if status.rebuilt else "index reused"
        _say(f"judge-app: ready — window “{shown_window.windowTitle()}” in {shown:.1f} s, search in "
             f"{time.perf_counter() - started:.1f} s ({how})")

    window.index_ready.connect(ready)
    code = app.exec()
    del window
    return int(code)


def _say(line: str) -> None:
    if sys.stdout is not None:  # a windowed app on Windows has no stdout
        print(line, flush=True)


def _install_shipped_index() -> None:
    if paths.shipped_index_dir() is None:  # a checkout or a wheel: nothing to copy
        return
    # Only an app that ships an index pays for loading the search code here.
    from judge_app.prebuilt_index import install_shipped_index

    install_shipped_index()
