"""Fetch the uv pinned in a lock file into a folder, so `make run` installs at uv's speed.

    python release/fetch_uv.py requirements-uv.lock .venv/tools

uv makes the locked environment from its cache in seconds where pip takes half a minute (docs/benchmarks.md).
The prebuilt uv wheel whose hash the lock holds is downloaded once, with the pip of the Python running this
or, when that Python has no pip, with the pip wheel its ``ensurepip`` carries (the one ``python -m venv``
would use), and kept in the user's cache folder (``$JUDGE_APP_TOOLS_CACHE``, else ``$XDG_CACHE_HOME`` or
``~/.cache``, under ``judge-app/tools``), one folder per uv version and platform. Every use checks the kept
wheel's SHA-256 against the lock again before taking the ``uv`` program out of it, so a second clone on the
same machine gets uv in a fraction of a second instead of a pip run, and never from an unchecked file.
When the cache folder cannot be used, pip installs the locked wheel into the folder as before; when pip
itself failed (offline, no wheel for this platform) it is not run again, as it would fail the same way. Its
waits on the network are bounded (``NETWORK_ARGS``), so an offline machine hears so in seconds, not minutes.
It never fails the build: when uv cannot be had (offline, no wheel for this platform, no pip at all) it says
so in one line and leaves the folder without ``bin/uv``, and the Makefile installs with pip instead.
"""

from __future__ import annotations

import argparse
import hashlib
import importlib.util
import os
import platform
import re
import shutil
import subprocess
import sys
import sysconfig
import tempfile
import zipfile
from pathlib import Path

# Each connection waits 10 s at most and is tried twice: uv is a speed-up, and pip installs without it. (pip's
# own defaults, 15 s and five retries with growing pauses, and a PIP_DEFAULT_TIMEOUT in the environment,
# kept an offline `make run` waiting; the command line overrides both.)
NETWORK_ARGS = ("--timeout", "10", "--retries", "1")
# Only a prebuilt wheel: building uv from its source distribution needs Rust and takes minutes.
PIP_ARGS = ("install", "--quiet", "--disable-pip-version-check", "--no-deps", "--only-binary", ":all:",
            "--no-compile", "--require-hashes", *NETWORK_ARGS)
DOWNLOAD_ARGS = ("download", "--quiet", "--disable-pip-version-check", "--no-deps", "--only-binary", ":all:",
                 "--require-hashes", *NETWORK_ARGS)
PIN = re.compile(r"^uv==([^\s;\\]+)", re.M)
HASH = re.compile(r"--hash=sha256:([0-9a-f]{64})")
PROGRAM = "uv.exe" if os.name == "nt" else "uv"
# How pip's warnings tell that the index could not be reached (refused, timed out, no name resolution).
UNREACHABLE = re.compile(r"Failed to establish a new connection|connection broken by|timed out|"
                         r"Temporary failure in name resolution|Name or service not known", re.I)


class PipFailed(Exception):
    """pip could not download the wheel (offline, none for this platform): a second pip run would fail alike."""


def bundled_pip_wheel() -> Path | None:
    """The pip wheel ensurepip installs into a new venv, when this Python has one (Debian keeps it apart)."""
    spec = importlib.util.find_spec("ensurepip")
    folders = [Path(spec.origin).parent / "_bundled"] if spec and spec.origin else []
    if sysconfig.get_config_var("WHEEL_PKG_DIR"):
        folders.append(Path(sysconfig.get_config_var("WHEEL_PKG_DIR")))
    wheels = sorted(w for folder in folders if folder.is_dir() for w in folder.glob("pip-*.whl"))
    return wheels[-1] if wheels else None


def pip_command() -> tuple[list[str], dict[str, str]] | None:
    """How to run a pip here: this Python's own, else ensurepip's wheel put on the import path."""
    env = {**os.environ, "PIP_ROOT_USER_ACTION": "ignore"}
    if importlib.util.find_spec("pip") is not None:
        return [sys.executable, "-m", "pip"], env
    wheel = bundled_pip_wheel()
    if wheel is None:
        return None
    env["PYTHONPATH"] = os.pathsep.join(filter(None, [str(wheel), env.get("PYTHONPATH")]))
    return [sys.executable, "-m", "pip"], env


def pinned(lock: Path) -> tuple[str, frozenset[str]] | None:
    """The uv version the lock pins and the SHA-256 of each of its wheels (None when it pins no uv)."""
    text = lock.read_text(encoding="utf-8")
    m = PIN.search(text)
    hashes = frozenset(HASH.findall(text))
    return (m.group(1), hashes) if m and hashes else None


def cache_root() -> Path:
    """Where fetched tools are kept: as pip and platformdirs place a user cache."""
    if os.environ.get("JUDGE_APP_TOOLS_CACHE"):
        return Path(os.environ["JUDGE_APP_TOOLS_CACHE"])
    if sys.platform == "win32":
        base = Path(os.environ.get("LOCALAPPDATA") or Path.home() / "AppData" / "Local")
    elif sys.platform == "darwin":
        base = Path.home() / "Library" / "Caches"
    else:
        xdg = os.environ.get("XDG_CACHE_HOME", "")
        base = Path(xdg) if os.path.isabs(xdg) else Path.home() / ".cache"
    return base / "judge-app" / "tools"


def platform_key() -> str:
    """This machine's kind, so a cache shared between machines never hands one another's program."""
    libc = "-".join(filter(None, platform.libc_ver())) or "nolibc"
    return f"{sys.platform}-{platform.machine().lower() or 'unknown'}-{libc}"


def _sha256(path: Path) -> str:
    with path.open("rb") as fh:
        return hashlib.file_digest(fh, "sha256").hexdigest()


def kept_wheel(folder: Path, version: str, hashes: frozenset[str]) -> Path | None:
    """A wheel kept in ``folder`` whose SHA-256 the lock lists; any other file there is removed."""
    try:
        wheels = sorted(folder.glob(f"uv-{version}-*.whl"))
    except OSError:
        return None
    for wheel in wheels:
        try:
            if wheel.is_file() and not wheel.is_symlink() and _sha256(wheel) in hashes:
                return wheel
            wheel.unlink()
        except OSError:
            continue
    return None


def download(lock: Path, folder: Path, hashes: frozenset[str]) -> tuple[Path | None, str]:
    """The locked wheel for this platform downloaded (hash-checked by pip, then here) into ``folder``.

    Raises ``PipFailed`` when pip could not get it.
    """
    pip = pip_command()
    if pip is None:
        return None, f"{sys.executable} has no pip and no ensurepip wheel"
    cmd, env = pip
    try:
        folder.mkdir(parents=True, exist_ok=True)
        staging = Path(tempfile.mkdtemp(prefix=".download-", dir=folder))
    except OSError as exc:
        return None, f"cannot keep uv in {folder}: {exc.strerror or exc}"
    try:
        done = subprocess.run([*cmd, *DOWNLOAD_ARGS, "--dest", str(staging), "-r", str(lock)], env=env,
                              capture_output=True, text=True, check=False)
        if done.returncode != 0:
            raise PipFailed(_pip_error(done))
        wheels = sorted(staging.glob("uv-*.whl"))
        if len(wheels) != 1:
            return None, f"pip left {len(wheels)} uv wheels for {lock}, not one"
        if _sha256(wheels[0]) not in hashes:
            return None, f"{wheels[0].name} does not have a hash {lock} lists"
        kept = folder / wheels[0].name
        os.replace(wheels[0], kept)
        return kept, ""
    except OSError as exc:
        return None, f"cannot keep uv in {folder}: {exc.strerror or exc}"
    finally:
        shutil.rmtree(staging, ignore_errors=True)


def unpack(wheel: Path, version: str, target: Path) -> str:
    """Put the ``uv`` program of a checked ``wheel`` at ``target/bin`` and run it once ("" when it answers)."""
    member = f"uv-{version}.data/scripts/{PROGRAM}"
    program = target / "bin" / PROGRAM
    try:
        program.parent.mkdir(parents=True, exist_ok=True)
        partial = program.with_name(f".{PROGRAM}.partial")
        with zipfile.ZipFile(wheel) as archive, archive.open(member) as src, partial.open("wb") as dst:
            shutil.copyfileobj(src, dst, 1 << 20)
        partial.chmod(0o755)
        os.replace(partial, program)
        answer = subprocess.run([str(program), "--version"], capture_output=True, text=True, check=False,
                                timeout=60)
    except (OSError, KeyError, zipfile.BadZipFile, subprocess.SubprocessError) as exc:
        return f"cannot take uv out of {wheel.name}: {exc}"
    if answer.returncode != 0 or version not in answer.stdout:
        return f"{program} does not run here"
    return ""


def from_cache(lock: Path, target: Path) -> str:
    """uv from the kept wheel (downloaded first when none is kept): "" when ``target/bin/uv`` is ready.

    Raises ``PipFailed`` when the download's pip failed.
    """
    pin = pinned(lock)
    if pin is None:
        return f"{lock} pins no uv with hashes"
    version, hashes = pin
    folder = cache_root() / f"uv-{version}-{platform_key()}"
    wheel = kept_wheel(folder, version, hashes)
    if wheel is None:
        wheel, why = download(lock, folder, hashes)
        if wheel is None:
            return why
    why = unpack(wheel, version, target)
    if why:
        shutil.rmtree(target, ignore_errors=True)
    return why


def _pip_error(done: subprocess.CompletedProcess[str]) -> str:
    if UNREACHABLE.search(done.stderr):
        return "the package index cannot be reached"
    errors = [line.strip() for line in done.stderr.splitlines() if line.strip().startswith("ERROR")]
    return errors[0] if errors else f"pip exited with status {done.returncode}"


def fetch(lock: Path, target: Path) -> str | None:
    """Install the locked uv into ``target``; None when ``target/bin/uv`` is ready, else why not (one line)."""
    if not lock.is_file():
        return f"{lock} is missing"
    # A half-finished earlier attempt must not leave a uv that looks ready.
    shutil.rmtree(target, ignore_errors=True)
    try:
        if not from_cache(lock, target):
            return None
    except PipFailed as exc:
        return str(exc)
    pip = pip_command()
    if pip is None:
        return f"{sys.executable} has no pip and no ensurepip wheel"
    cmd, env = pip
    done = subprocess.run([*cmd, *PIP_ARGS, "--target", str(target), "-r", str(lock)], env=env,
                          capture_output=True, text=True, check=False)
    if done.returncode == 0 and (target / "bin" / PROGRAM).is_file():
        return None
    shutil.rmtree(target, ignore_errors=True)
    return _pip_error(done)


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("lock", type=Path, help="a lock file pinning uv with hashes")
    parser.add_argument("target", type=Path, help="the folder to install it into (uv lands in TARGET/bin)")
    ns = parser.parse_args(argv)
    why = fetch(ns.lock, ns.target)
    if why is not None:
        print(f"make: no uv ({why}); installing with pip, which is slower")
    return 0


if __name__ == "__main__":
    sys.exit(main())
