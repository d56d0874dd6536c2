"""The lock files: `make run` installs only what the app needs to run, pinned inside pyproject's ranges."""

from __future__ import annotations

import re
import tomllib
from pathlib import Path

from packaging.requirements import Requirement
from packaging.utils import canonicalize_name

REPO = Path(__file__).resolve().parents[2]
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


def test_the_bundle_lock_freezes_the_runtime_versions_with_the_small_dictionary() -> None:
    """Promise: the bundle is built from the runtime pins, with the Sudachi dictionary chosen for it and
    without the other one."""
    runtime, bundle = _pins("requirements.lock"), _pins("requirements-bundle.lock")
    assert {k: bundle.get(k) for k in runtime if k != "sudachidict-core"} == \
        {k: v for k, v in runtime.items() if k != "sudachidict-core"}
    assert "sudachidict-small" in bundle and "sudachidict-core" not in bundle
    assert "pyinstaller" in bundle


def test_make_run_installs_from_the_runtime_lock_only() -> None:
    """Promise: `make run` installs the runtime lock and the app, never the test extra, with uv or with pip
    (each from the lock, with hashes); `make test` adds the test lock."""
    text = (REPO / "Makefile").read_text(encoding="utf-8")
    recipe = r"((?:(?:\t|ifeq |else|endif)[^\n]*\n)+)"  # recipe lines, and make's conditionals among them
    run_rule = re.search(r"^\$\(RUN_STAMP\):[^\n]*\n" + recipe, text, re.M)
    test_rule = re.search(r"^\$\(TEST_STAMP\):[^\n]*\n" + recipe, text, re.M)
    assert run_rule and test_rule
    assert run_rule.group(1).count("--require-hashes -r requirements.lock") == 2
    assert "requirements-dev.lock" not in run_rule.group(1) and "[test]" not in run_rule.group(1)
    assert "-r requirements-dev.lock" in test_rule.group(1)
    assert "$(RUN_STAMP)" in re.search(r"^run:([^\n]*)", text, re.M).group(1)
    assert "judge-app-gui" in _makefile_recipe("run")


def test_ci_runs_the_suite_and_never_builds_the_bundle() -> None:
    """Promise: .ci/run calls `make test`, and `make test` does not build the standalone bundle."""
    ci = (REPO / ".ci" / "run").read_text(encoding="utf-8")
    assert "make test" in ci and "bundle" not in ci
    assert "bundle" not in re.search(r"^test:([^\n]*)", (REPO / "Makefile").read_text(encoding="utf-8"),
                                     re.M).group(1)
    assert "pyinstaller" not in _makefile_recipe("test").lower()
