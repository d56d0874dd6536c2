"""Atomic writes: a save either fully happens or leaves the old file untouched.

The new content goes to a temporary file beside the target, then replaces it in one
rename. The saved file keeps what the user gave the old one: its permission bits (a new
file gets the umask's, not ``mkstemp``'s 0600), and a symbolic link stays a link (the file
it points to is replaced). A read-only target is refused, not silently overwritten.
"""

from __future__ import annotations

import os
import stat
import tempfile
from pathlib import Path


class SaveError(OSError):
    """A save that did not happen; the old file, if any, is untouched. One line for the user."""

    def __init__(self, path: str | os.PathLike[str], message: str) -> None:
        self.path = str(path)
        self.message = message
        super().__init__(f"{self.path}: {message}")

    def __str__(self) -> str:
        return f"{self.path}: {self.message}"


def _umask() -> int:
    try:
        with open("/proc/self/status", encoding="ascii") as fh:
            for line in fh:
                if line.startswith("Umask:"):
                    return int(line.split()[1], 8)
    except (OSError, ValueError):
        pass
    current = os.umask(0o022)
    os.umask(current)
    return current


def _target_and_mode(path: Path) -> tuple[Path, int]:
    """The real file to replace (through links) and the mode it must keep."""
    target = Path(os.path.realpath(path)) if path.is_symlink() else path
    try:
        st = target.stat()
    except FileNotFoundError:
        return target, 0o666 & ~_umask()
    if stat.S_ISDIR(st.st_mode):
        raise SaveError(path, "is a folder, not a file")
    mode = stat.S_IMODE(st.st_mode)
    if not mode & 0o222 or not os.access(target, os.W_OK):
        raise SaveError(path, "the file is read-only; it was not changed (make it writable or save elsewhere)")
    return target, mode


def atomic_write_bytes(path: str | os.PathLike[str], data: bytes) -> None:
    target, mode = _target_and_mode(Path(path))
    try:
        target.parent.mkdir(parents=True, exist_ok=True)
        fd, tmp = tempfile.mkstemp(prefix=f".{target.name}.", suffix=".tmp", dir=target.parent)
    except OSError as exc:
        raise SaveError(path, f"cannot save: {exc.strerror or exc}") from exc
    try:
        with os.fdopen(fd, "wb") as fh:
            os.fchmod(fh.fileno(), mode)
            fh.write(data)
            fh.flush()
            os.fsync(fh.fileno())
        os.replace(tmp, target)
    except OSError as exc:
        Path(tmp).unlink(missing_ok=True)
        raise SaveError(path, f"cannot save: {exc.strerror or exc}") from exc
    except BaseException:
        Path(tmp).unlink(missing_ok=True)
        raise


def atomic_write_text(path: str | os.PathLike[str], text: str) -> None:
    try:
        data = text.encode("utf-8")
    except UnicodeEncodeError as exc:
        raise SaveError(path, f"the text holds a character that cannot be saved as UTF-8 "
                        f"(\\u{ord(text[exc.start]):04x} at {exc.start})") from exc
    atomic_write_bytes(path, data)
