"""Logging for the app's processes, configured once at start-up by the entry points.

Every module logs through ``logging.getLogger(__name__)``, and every warning the app or a library raises
(``warnings.warn``) is captured into it; this module decides where records go: a rotating file in the user's
log folder (what a judge can send with a bug report, kept even when the app was started without a console)
and, for the app's own warnings and errors, one line each on stderr: a rules document that did not load or a
query that was cut changes the answer, so the person who asked sees it. Notes (an index built) and other
libraries' warnings stay in the file, so a command's output is its answer; ``--verbose`` shows everything on
stderr too, in debug detail. A library user who never calls ``configure`` gets Python's defaults.
"""

from __future__ import annotations

import logging
import logging.handlers
import sys
from pathlib import Path

from judge_app import paths

LOG_FILE_NAME = "judge-app.log"
_FILE_FORMAT = "%(asctime)s %(levelname)s %(name)s: %(message)s"
_CONSOLE_FORMAT = "judge-app: %(message)s"
_MAX_BYTES = 1_000_000
_BACKUPS = 3

_configured: dict[str, object] = {}


def configure(verbose: bool = False, log_dir: Path | None = None) -> Path | None:
    """Route the process's log records to the log file and stderr; returns the log file, or None.

    A second call only turns verbosity up or down: handlers are added once. A log folder that cannot be
    made (a read-only home) is not an error: then warnings go to stderr, the only place left for them.
    """
    root = logging.getLogger()
    level = logging.DEBUG if verbose else logging.INFO
    if not _configured:
        console = _console_handler()
        if console is not None:
            root.addHandler(console)
            _configured["console"] = console
        log_file = _file_handler(log_dir or paths.user_log_dir())
        if log_file is not None:
            root.addHandler(log_file)
            _configured["file"] = log_file
        logging.captureWarnings(True)  # warnings.warn() from any library goes the same way
        _configured["done"] = True
    root.setLevel(level)
    console = _configured.get("console")
    file_handler = _configured.get("file")
    if isinstance(console, logging.Handler):
        console.setLevel(logging.DEBUG if verbose else logging.WARNING)
        for f in list(console.filters):
            console.removeFilter(f)
        if not verbose and isinstance(file_handler, logging.Handler):
            console.addFilter(_own_warnings)
    if isinstance(file_handler, logging.FileHandler):
        file_handler.setLevel(level)
        return Path(file_handler.baseFilename)
    return None


def _own_warnings(record: logging.LogRecord) -> bool:
    """On a quiet console: the app's warnings and anyone's errors; another library's warnings go to the file."""
    return record.levelno >= logging.ERROR or record.name == "judge_app" or record.name.startswith("judge_app.")


def _console_handler() -> logging.Handler | None:
    if sys.stderr is None:  # a windowed app on Windows has no console
        return None
    handler = logging.StreamHandler(sys.stderr)
    handler.setFormatter(logging.Formatter(_CONSOLE_FORMAT))
    return handler


def _file_handler(log_dir: Path) -> logging.FileHandler | None:
    try:
        log_dir.mkdir(parents=True, exist_ok=True)
        handler = logging.handlers.RotatingFileHandler(log_dir / LOG_FILE_NAME, maxBytes=_MAX_BYTES,
                                                       backupCount=_BACKUPS, encoding="utf-8")
    except OSError as exc:
        logging.getLogger(__name__).warning("no log file in %s (%s)", log_dir, exc.strerror or exc)
        return None
    handler.setFormatter(logging.Formatter(_FILE_FORMAT))
    return handler


def reset() -> None:
    """Remove what ``configure`` added (tests configure a fresh process state)."""
    root = logging.getLogger()
    for key in ("console", "file"):
        handler = _configured.get(key)
        if isinstance(handler, logging.Handler):
            root.removeHandler(handler)
            handler.close()
    logging.captureWarnings(False)
    _configured.clear()
