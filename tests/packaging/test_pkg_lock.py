"""The lock files: `make run` installs only what the app needs to run, pinned inside pyproject's ranges."""

from __future__ import annotations

import importlib.util
import re
import shutil
import subprocess
import tomllib
from pathlib import Path

import pytest
from packaging.requirements import Requirement
from packaging.utils import canonicalize_name

REPO = Path(__file__).resolve().parents[2]
# A script the Makefile runs (release/ is not a package): loaded from its file.
_SPEC = importlib.util.spec_from_file_location("fetch_uv", REPO / "release" / "fetch_uv.py")
assert _SPEC and _SPEC.loader
fetch_uv = importlib.util.module_from_spec(_SPEC)
_SPEC.loader.exec_module(fetch_uv)
PIN = re.compile(r"^([A-Za-z0-9_.\-]+)==([^\s;\\]+)")


def _pins(lock: str) -> dict[str, str]:
    out = {}
    for line in (REPO / lock).read_text(encoding="utf-8").splitlines():
        m = PIN.match(line)
        if m:
            out[canonicalize_name(m.group(1))] = m.group(2)
    return out


def _project() -> dict:
    return tomllib.loads((REPO / "pyproject.toml").read_text(encoding="utf-8"))["project"]


def _makefile_recipe(target: str) -> str:
    text = (REPO / "Makefile").read_text(encoding="utf-8")
    m = re.search(rf"^{re.escape(target)}:[^\n]*\n((?:\t[^\n]*\n)+)", text, re.M)
    assert m, target
    return m.group(1)


def test_the_runtime_lock_pins_every_dependency_inside_its_range() -> None:
    """Promise: requirements.lock pins each runtime dependency at a version pyproject's range allows, with
    hashes, so `make run` installs the same thing on every machine and library users keep the ranges."""
    pins = _pins("requirements.lock")
    for spec in _project()["dependencies"]:
        req = Requirement(spec)
        name = canonicalize_name(req.name)
        assert name in pins, f"{req.name} is not in requirements.lock (run make lock)"
        assert req.specifier.contains(pins[name], prereleases=True), f"{name}=={pins[name]} is outside {spec}"
    text = (REPO / "requirements.lock").read_text(encoding="utf-8")
    assert text.count("--hash=sha256:") >= len(pins)


def test_the_runtime_lock_has_no_test_tools() -> None:
    """Promise: `make run` does not install pytest, hypothesis, ruff, janome or any other test-only package."""
    pins = _pins("requirements.lock")
    test_only = {canonicalize_name(Requirement(s).name) for s in _project()["optional-dependencies"]["test"]}
    assert not test_only & set(pins)
    assert "pytest" not in pins and "hypothesis" not in pins


def test_the_test_lock_agrees_with_the_runtime_lock() -> None:
    """Promise: `make test` runs against the very versions `make run` installs, plus the test tools."""
    runtime, dev = _pins("requirements.lock"), _pins("requirements-dev.lock")
    assert {k: dev.get(k) for k in runtime} == runtime
    for spec in _project()["optional-dependencies"]["test"]:
        req = Requirement(spec)
        name = canonicalize_name(req.name)
        assert name in dev and req.specifier.contains(dev[name], prereleases=True), spec


def test_the_bundle_lock_freezes_the_runtime_versions_with_the_runtime_dictionary() -> None:
    """Promise: the bundle is built from the runtime pins, its Sudachi dictionary included (the one its
    search was measured with and its shipped index is keyed by), and no other dictionary, which would enter
    the index's key; make builds it with that dictionary."""
    runtime, bundle = _pins("requirements.lock"), _pins("requirements-bundle.lock")
    assert {k: bundle.get(k) for k in runtime} == runtime
    assert "sudachidict-core" in runtime
    assert not {"sudachidict-small", "sudachidict-full"} & set(bundle)
    assert "pyinstaller" in bundle
    makefile = (REPO / "Makefile").read_text(encoding="utf-8")
    assert re.search(r"^SUDACHI_DICT \?= core$", makefile, re.M)


def test_make_run_installs_from_the_runtime_lock_only() -> None:
    """Promise: `make run` installs the runtime lock and the app, never the test extra, with uv or with pip
    (each from the lock, with hashes); `make test` adds the test lock."""
    text = (REPO / "Makefile").read_text(encoding="utf-8")
    run_rule = re.search(r"^\$\(RUN_STAMP\):[^\n]*\n((?:\t[^\n]*\n)+)", text, re.M)
    test_rule = re.search(r"^\$\(TEST_STAMP\):[^\n]*\n((?:\t[^\n]*\n)+)", text, re.M)
    assert run_rule and test_rule
    assert "$(INSTALL) --require-hashes -r requirements.lock" in run_rule.group(1)
    assert "requirements-dev.lock" not in run_rule.group(1) and "[test]" not in run_rule.group(1)
    assert "$(INSTALL) --require-hashes -r requirements-dev.lock" in test_rule.group(1)
    assert "$(RUN_STAMP)" in re.search(r"^run:([^\n]*)", text, re.M).group(1)
    assert "judge-app-gui" in _makefile_recipe("run")


def _dry_run(tmp_path: Path, *args: str) -> list[str]:
    """The commands `make` would run to install the app here, in a copy of the Makefile beside stand-in files."""
    for name in ("Makefile", "requirements.lock", "requirements-dev.lock", "requirements-uv.lock",
                 "pyproject.toml", "setup.py"):
        shutil.copy(REPO / name, tmp_path / name)
    out = subprocess.run(["make", "--no-print-directory", "-n", ".venv/.installed-test", *args], cwd=tmp_path,
                         capture_output=True, text=True, timeout=60, check=True)
    return [line.removeprefix("PYTHONWARNINGS=ignore::UserWarning ") for line in out.stdout.splitlines()]


def test_make_uses_the_uv_on_the_path_for_every_lock(tmp_path: Path) -> None:
    """Promise: with uv on the PATH, the environment is made without pip and uv installs both locks and the
    app, with hashes; nothing is fetched."""
    lines = _dry_run(tmp_path, "UV=/opt/uv/bin/uv")
    assert lines[0].endswith("-m venv --without-pip .venv")
    installs = [line for line in lines if " install " in line]
    assert len(installs) == 3 and all(line.startswith("/opt/uv/bin/uv pip install") for line in installs)
    assert "--require-hashes -r requirements.lock" in installs[0]
    assert "--require-hashes -r requirements-dev.lock" in installs[2]
    assert not any("fetch_uv" in line or "ensurepip" in line for line in lines)


def test_without_uv_make_fetches_the_locked_uv_then_installs_with_it(tmp_path: Path) -> None:
    """Promise: without uv on the PATH, make fetches the uv pinned in requirements-uv.lock into the
    environment and installs the same locks with it."""
    lines = _dry_run(tmp_path, "UV=")
    assert "release/fetch_uv.py requirements-uv.lock .venv/tools" in lines[1]
    # Once fetched (here: a stand-in), the installs use it.
    (tmp_path / ".venv" / "bin").mkdir(parents=True)
    (tmp_path / ".venv" / "bin" / "python").write_text("", encoding="utf-8")
    uv = tmp_path / ".venv" / "tools" / "bin" / "uv"
    uv.parent.mkdir(parents=True)
    uv.write_text("#!/bin/sh\n", encoding="utf-8")
    uv.chmod(0o755)
    installs = [line for line in _dry_run(tmp_path, "UV=") if " install " in line]
    assert len(installs) == 3 and all(line.startswith(".venv/tools/bin/uv pip install") for line in installs)


def test_when_uv_cannot_be_had_make_installs_the_same_locks_with_pip(tmp_path: Path) -> None:
    """Promise: when no uv could be fetched, make puts pip into the environment and installs the same locks
    with it, with hashes."""
    (tmp_path / ".venv" / "bin").mkdir(parents=True)
    (tmp_path / ".venv" / "bin" / "python").write_text("", encoding="utf-8")
    lines = _dry_run(tmp_path, "UV=")
    assert lines[0] == ".venv/bin/python -m ensurepip --default-pip >/dev/null"
    installs = [line for line in lines if " install " in line]
    assert len(installs) == 3 and all(line.startswith(".venv/bin/python -m pip") for line in installs)
    assert "--require-hashes -r requirements.lock" in installs[0]


def test_the_uv_lock_pins_one_prebuilt_uv_for_every_platform() -> None:
    """Promise: the uv make fetches is one pinned version, hash-checked, with a wheel hash for each platform
    the release builds on (and more), so a tampered or different file is refused."""
    pins = _pins("requirements-uv.lock")
    assert list(pins) == ["uv"]
    text = (REPO / "requirements-uv.lock").read_text(encoding="utf-8")
    assert text.count("--hash=sha256:") >= 6
    assert "--only-binary" in " ".join(fetch_uv.PIP_ARGS) and "--require-hashes" in fetch_uv.PIP_ARGS


def test_the_test_lock_carries_the_pip_the_suite_uses() -> None:
    """Promise: the environment is made without pip, so `make test` installs the locked pip the wheel test
    builds and installs with."""
    assert "pip" in _pins("requirements-dev.lock") and "pip" not in _pins("requirements.lock")


def test_fetching_uv_never_fails_the_build(tmp_path: Path, capsys: pytest.CaptureFixture) -> None:
    """Promise: when uv cannot be fetched, the fetch says why in one line, exits 0 and leaves no uv behind,
    so make goes on with pip."""
    assert fetch_uv.main([str(tmp_path / "missing.lock"), str(tmp_path / "tools")]) == 0
    out = capsys.readouterr().out
    assert out.count("\n") == 1 and out.startswith("make: no uv (") and "missing.lock is missing" in out
    lock = tmp_path / "bad.lock"
    lock.write_text(f"{tmp_path / 'no-such-uv.whl'} --hash=sha256:{'0' * 64}\n", encoding="utf-8")
    (tmp_path / "tools" / "bin").mkdir(parents=True)
    (tmp_path / "tools" / "bin" / "uv").write_text("left from an earlier attempt", encoding="utf-8")
    why = fetch_uv.fetch(lock, tmp_path / "tools")
    assert why and "\n" not in why
    assert not (tmp_path / "tools").exists()


def test_ci_runs_the_suite_and_never_builds_the_bundle() -> None:
    """Promise: .ci/run calls `make test`, and `make test` does not build the standalone bundle."""
    ci = (REPO / ".ci" / "run").read_text(encoding="utf-8")
    assert "make test" in ci and "bundle" not in ci
    assert "bundle" not in re.search(r"^test:([^\n]*)", (REPO / "Makefile").read_text(encoding="utf-8"),
                                     re.M).group(1)
    assert "pyinstaller" not in _makefile_recipe("test").lower()
