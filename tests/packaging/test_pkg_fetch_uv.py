"""The uv `make run` fetches is kept, hash-checked, in the user's cache: a second clone takes it from there."""

import hashlib
import importlib.util
import os
import sys
import zipfile
from pathlib import Path

import pytest

REPO = Path(__file__).resolve().parents[2]
# A script the Makefile runs (release/ is not a package): loaded from its file.
_SPEC = importlib.util.spec_from_file_location("fetch_uv_cache", REPO / "release" / "fetch_uv.py")
assert _SPEC and _SPEC.loader
fetch_uv = importlib.util.module_from_spec(_SPEC)
_SPEC.loader.exec_module(fetch_uv)

pytestmark = pytest.mark.skipif(os.name == "nt", reason="the stand-in uv is a shell script")
VERSION = "9.9.9"


def _wheel(folder: Path, says: str = VERSION) -> Path:
    """A stand-in uv wheel: its program prints a version."""
    folder.mkdir(parents=True, exist_ok=True)
    wheel = folder / f"uv-{VERSION}-py3-none-any.whl"
    with zipfile.ZipFile(wheel, "w") as archive:
        archive.writestr(f"uv-{VERSION}.data/scripts/uv", f"#!/bin/sh\necho 'uv {says}'\n")
        archive.writestr(f"uv-{VERSION}.dist-info/METADATA", "Name: uv\n")
    return wheel


def _lock(tmp: Path, *wheels: Path) -> Path:
    hashes = " ".join(f"--hash=sha256:{hashlib.sha256(w.read_bytes()).hexdigest()}" for w in wheels)
    lock = tmp / "uv.lock"
    lock.write_text(f"uv=={VERSION} \\\n    {hashes}\n    # via -r release/uv.in\n", encoding="utf-8")
    return lock


@pytest.fixture
def cache(tmp_path, monkeypatch):
    monkeypatch.setenv("JUDGE_APP_TOOLS_CACHE", str(tmp_path / "cache"))
    return tmp_path / "cache" / f"uv-{VERSION}-{fetch_uv.platform_key()}"


def _no_pip(monkeypatch):
    def refuse():
        raise AssertionError("pip ran")

    monkeypatch.setattr(fetch_uv, "pip_command", refuse)


def _pip_downloading(monkeypatch, source: Path):
    """A stand-in pip whose download copies ``source`` into --dest."""
    script = ("import shutil, sys; a = sys.argv; "
              f"shutil.copy({str(source)!r}, a[a.index('--dest') + 1])")
    monkeypatch.setattr(fetch_uv, "pip_command", lambda: ([sys.executable, "-c", script], dict(os.environ)))


def test_a_kept_wheel_whose_hash_the_lock_lists_gives_uv_without_pip(tmp_path, cache, monkeypatch):
    """Promise: a second clone takes uv out of the kept wheel after checking its hash; pip does not run."""
    lock = _lock(tmp_path, _wheel(cache))
    _no_pip(monkeypatch)
    assert fetch_uv.fetch(lock, tmp_path / "tools") is None
    program = tmp_path / "tools" / "bin" / "uv"
    assert program.is_file() and os.access(program, os.X_OK)


def test_the_first_fetch_downloads_checks_and_keeps_the_wheel(tmp_path, cache, monkeypatch):
    """Promise: without a kept wheel, pip downloads the locked one; it is checked, kept, and uv taken from it."""
    source = _wheel(tmp_path / "index")
    lock = _lock(tmp_path, source)
    _pip_downloading(monkeypatch, source)
    assert fetch_uv.fetch(lock, tmp_path / "tools") is None
    assert [p.name for p in cache.iterdir()] == [source.name]
    assert (tmp_path / "tools" / "bin" / "uv").is_file()


def test_a_kept_wheel_that_was_changed_is_never_used(tmp_path, cache, monkeypatch):
    """Promise: a kept wheel whose hash the lock does not list is deleted, not unpacked; a fresh one is fetched."""
    good = _wheel(tmp_path / "index")
    lock = _lock(tmp_path, good)
    _wheel(cache, says="planted")  # same name, other bytes
    _pip_downloading(monkeypatch, good)
    assert fetch_uv.fetch(lock, tmp_path / "tools") is None
    assert (cache / good.name).read_bytes() == good.read_bytes()


def test_a_download_the_lock_does_not_list_is_refused(tmp_path, cache, monkeypatch, capsys):
    """Promise: a downloaded file with another hash is neither kept nor unpacked; make falls back to pip."""
    lock = _lock(tmp_path, _wheel(tmp_path / "index"))
    _pip_downloading(monkeypatch, _wheel(tmp_path / "elsewhere", says="other"))
    assert fetch_uv.main([str(lock), str(tmp_path / "tools")]) == 0
    assert capsys.readouterr().out.startswith("make: no uv (")
    assert not (tmp_path / "tools").exists()
    assert not any(cache.glob("*.whl"))


def test_a_program_that_does_not_answer_its_version_is_not_left(tmp_path, cache, monkeypatch):
    """Promise: a kept wheel whose program does not run here (another machine's) leaves no uv behind."""
    lock = _lock(tmp_path, _wheel(cache, says="0.0.0"))
    monkeypatch.setattr(fetch_uv, "pip_command", lambda: None)
    assert fetch_uv.fetch(lock, tmp_path / "tools")
    assert not (tmp_path / "tools").exists()


def test_the_cache_folder_follows_the_users_cache(monkeypatch, tmp_path):
    """Promise: beside pip's cache: $XDG_CACHE_HOME or ~/.cache (on Linux), unless told otherwise."""
    monkeypatch.delenv("JUDGE_APP_TOOLS_CACHE", raising=False)
    monkeypatch.setenv("XDG_CACHE_HOME", str(tmp_path / "xdg"))
    if sys.platform.startswith("linux"):
        assert fetch_uv.cache_root() == tmp_path / "xdg" / "judge-app" / "tools"
    monkeypatch.setenv("JUDGE_APP_TOOLS_CACHE", str(tmp_path / "mine"))
    assert fetch_uv.cache_root() == tmp_path / "mine"


def test_offline_pip_is_bounded_and_run_once(tmp_path, cache, monkeypatch, capsys):
    """Promise: offline, the download's pip is given a bounded wait (--timeout, --retries), its failure is not
    followed by a second pip run, and make is told in one line that the index cannot be reached."""
    lock = _lock(tmp_path, _wheel(tmp_path / "index"))
    calls = tmp_path / "calls"
    script = ("import sys; open(sys.argv[1], 'a').write(' '.join(sys.argv[2:]) + '\\n'); "
              "sys.stderr.write(\"WARNING: Retrying after connection broken by 'NewConnectionError(: Failed to "
              "establish a new connection: [Errno 111] Connection refused)': /simple/uv/\\n"
              "ERROR: No matching distribution found for uv\\n\"); sys.exit(1)")
    monkeypatch.setattr(fetch_uv, "pip_command", lambda: ([sys.executable, "-c", script, str(calls)],
                                                          dict(os.environ)))
    assert fetch_uv.main([str(lock), str(tmp_path / "tools")]) == 0
    out = capsys.readouterr().out
    assert out == "make: no uv (the package index cannot be reached); installing with pip, which is slower\n"
    runs = calls.read_text(encoding="utf-8").splitlines()
    assert len(runs) == 1 and runs[0].startswith("download ")
    args = runs[0].split()
    assert int(args[args.index("--timeout") + 1]) > 0 and int(args[args.index("--retries") + 1]) >= 0
    assert "--timeout" in fetch_uv.PIP_ARGS and "--retries" in fetch_uv.PIP_ARGS
    assert not (tmp_path / "tools").exists()


def test_an_unusable_cache_folder_still_lets_pip_install_uv(tmp_path, monkeypatch):
    """Promise: when the cache folder cannot be written (not a pip failure), pip installs the locked wheel
    straight into the tools folder, as before the cache existed."""
    source = _wheel(tmp_path / "index")
    lock = _lock(tmp_path, source)
    blocked = tmp_path / "blocked"
    blocked.write_text("a file where the cache folder would be", encoding="utf-8")
    monkeypatch.setenv("JUDGE_APP_TOOLS_CACHE", str(blocked))
    script = ("import sys, zipfile, pathlib; a = sys.argv; assert a[1] == 'install', a; "
              "t = pathlib.Path(a[a.index('--target') + 1]) / 'bin'; t.mkdir(parents=True); "
              f"(t / 'uv').write_bytes(zipfile.ZipFile({str(source)!r}).read('uv-{VERSION}.data/scripts/uv'))")
    monkeypatch.setattr(fetch_uv, "pip_command", lambda: ([sys.executable, "-c", script], dict(os.environ)))
    assert fetch_uv.fetch(lock, tmp_path / "tools") is None
    assert (tmp_path / "tools" / "bin" / "uv").is_file()
