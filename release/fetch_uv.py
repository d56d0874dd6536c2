"""Fetch the uv pinned in a lock file into a folder, with pip, so `make run` installs at uv's speed.

    python release/fetch_uv.py requirements-uv.lock .venv/tools

uv makes the locked environment from its cache in seconds where pip takes half a minute (docs/benchmarks.md).
This installs the prebuilt uv wheel whose hash the lock holds, with the pip of the Python running it or, when
that Python has no pip, with the pip wheel its ``ensurepip`` carries (the one ``python -m venv`` would use).
It never fails the build: when uv cannot be had (offline, no wheel for this platform, no pip at all) it says
so in one line and leaves the folder without ``bin/uv``, and the Makefile installs with pip instead.
"""

from __future__ import annotations

import argparse
import importlib.util
import os
import shutil
import subprocess
import sys
import sysconfig
from pathlib import Path

# Only a prebuilt wheel: building uv from its source distribution needs Rust and takes minutes.
PIP_ARGS = ("install", "--quiet", "--disable-pip-version-check", "--no-deps", "--only-binary", ":all:",
            "--no-compile", "--require-hashes")


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


def fetch(lock: Path, target: Path) -> str | None:
    """Install the locked uv into ``target``; None when ``target/bin/uv`` is ready, else why not (one line)."""
    if not lock.is_file():
        return f"{lock} is missing"
    pip = pip_command()
    if pip is None:
        return f"{sys.executable} has no pip and no ensurepip wheel"
    cmd, env = pip
    # A half-finished earlier attempt must not leave a uv that looks ready.
    shutil.rmtree(target, ignore_errors=True)
    done = subprocess.run([*cmd, *PIP_ARGS, "--target", str(target), "-r", str(lock)], env=env,
                          capture_output=True, text=True, check=False)
    uv = target / "bin" / ("uv.exe" if os.name == "nt" else "uv")
    if done.returncode == 0 and uv.is_file():
        return None
    shutil.rmtree(target, ignore_errors=True)
    errors = [line.strip() for line in done.stderr.splitlines() if line.strip().startswith("ERROR")]
    return errors[0] if errors else f"pip exited with status {done.returncode}"


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
