# Entry points for a fresh machine: `make run` (the app) and `make test` (the suite); releases use
# `make bundle bundle-check`. Installs come from the lock files (`make lock` rebuilds them from the ranges
# in pyproject.toml): requirements.lock holds what the app needs to run, requirements-dev.lock adds the
# test tools, requirements-bundle.lock adds the freezer.
PYTHON ?= python3
VENV := .venv
BIN := $(VENV)/bin
PIP := $(BIN)/python -m pip --quiet
RUN_STAMP := $(VENV)/.installed-run
TEST_STAMP := $(VENV)/.installed-test
STAMP := $(TEST_STAMP)

BUNDLE_VENV := build/bundle-venv
BUNDLE_BIN := $(BUNDLE_VENV)/bin
BUNDLE_STAMP := $(BUNDLE_VENV)/.installed
DIST := dist
BUNDLE := $(DIST)/judge-app
# The bundle's morphological dictionary: core, the runtime's own (chosen by measurement: release/bundle.in,
# docs/benchmarks.md). Another (small, full) must be installed into the bundle environment first.
SUDACHI_DICT ?= core

.PHONY: run test lint bench translations lock bundle bundle-check clean

# uv makes the environment from its cache in seconds where pip takes half a minute (docs/benchmarks.md): the
# uv on the PATH when there is one, else the one pinned in requirements-uv.lock, put into $(TOOLS) when the
# environment is made: its wheel is downloaded once with its hash by the Python's own pip and kept in the
# user's cache folder, where the next clone finds it (its hash checked against the lock again each time);
# when that fails (offline, no wheel for this platform) make says so in one line and installs with pip.
# Every route installs the same hashed locks.
UV ?= $(shell command -v uv 2>/dev/null)
TOOLS := $(VENV)/tools
# Expanded as each recipe runs, so after the environment, and the uv fetched into it, exist.
INSTALL_UV = $(or $(UV),$(shell test -x $(TOOLS)/bin/uv && echo $(TOOLS)/bin/uv))
INSTALL = $(if $(INSTALL_UV),$(INSTALL_UV) pip install --quiet --python $(BIN)/python,$(PIP) install)
# pip for the pip route (ensurepip's, then the lock's), into an environment made without it.
ENSURE_PIP = $(if $(INSTALL_UV),,$(BIN)/python -m ensurepip --default-pip >/dev/null)

# Made without pip: making a venv with pip costs about 10 s, and uv needs none; the pip route adds it later,
# and `make test` installs the locked pip the suite uses.
$(BIN)/python:
	$(PYTHON) -m venv --without-pip $(VENV)
ifeq ($(UV),)
	$(PYTHON) release/fetch_uv.py requirements-uv.lock $(TOOLS)
endif

# Runtime dependencies only, pinned with hashes; then the app itself, editable, with no dependency lookup
# (quietly: setuptools warns about editable installs of a flat layout, which is what a checkout is).
$(RUN_STAMP): $(BIN)/python requirements.lock pyproject.toml setup.py
	$(ENSURE_PIP)
	$(INSTALL) --require-hashes -r requirements.lock
	PYTHONWARNINGS=ignore::UserWarning $(INSTALL) --no-deps --no-build-isolation -e .
	touch $@

$(TEST_STAMP): $(RUN_STAMP) requirements-dev.lock
	$(INSTALL) --require-hashes -r requirements-dev.lock
	touch $@

run: $(RUN_STAMP)
	$(BIN)/judge-app-gui

test: $(TEST_STAMP)
	QT_QPA_PLATFORM=offscreen $(BIN)/python -m pytest

# Style, and the import contracts in pyproject.toml (layers, game independence, no Qt in the core).
lint: $(TEST_STAMP)
	$(BIN)/ruff check judge_app tests benchmarks release setup.py
	$(BIN)/lint-imports

# Merge the strings the UI marks with tr() into the Japanese catalogue (one context per class, paths kept
# relative); then translate any new entry by hand. The test suite fails while one is missing. Then compile
# each catalogue to the .qm the app loads (checked in; a test fails while one is older than its .ts).
translations: $(RUN_STAMP)
	cd resources/translations && ../../$(BIN)/pyside6-lupdate -silent \
		$$(cd ../.. && find judge_app/ui -name '*.py' | sort | sed 's|^|../../|') -ts judge_app_ja.ts
	for ts in resources/translations/*.ts; do \
		$(BIN)/pyside6-lrelease -silent "$$ts" -qm "$${ts%.ts}.qm" || exit 1; \
	done

# Re-resolve the locks from pyproject.toml's ranges (needs the network), for every platform the release
# workflow builds on, with the uv of `make run` (on the PATH or fetched).
LOCK_FLAGS := --universal --python-version 3.11 --generate-hashes --quiet --custom-compile-command "make lock"
lock: $(BIN)/python
	$(if $(INSTALL_UV),,$(error make lock needs uv: on the PATH, or fetched into $(TOOLS) with the network))
	$(INSTALL_UV) pip compile $(LOCK_FLAGS) pyproject.toml release/build.in -o requirements.lock
	$(INSTALL_UV) pip compile $(LOCK_FLAGS) pyproject.toml release/build.in release/dev.in --extra test \
		-c requirements.lock -o requirements-dev.lock
	$(INSTALL_UV) pip compile $(LOCK_FLAGS) pyproject.toml release/build.in release/bundle.in \
		-c requirements.lock -o requirements-bundle.lock
	$(INSTALL_UV) pip compile $(LOCK_FLAGS) release/uv.in -o requirements-uv.lock

bench: $(RUN_STAMP)
	$(BIN)/python benchmarks/corpus_bench.py

# The standalone one-folder app (dist/judge-app), built from a wheel-like install of this tree in its own
# environment, so what is frozen is what a user would install. Not part of `make test`: it takes minutes.
# The environment is made anew when the lock changes: a package the lock dropped must not linger, since every
# installed Sudachi dictionary enters the search index's key. The install builds the wheel's search index with
# the bundle's own dictionary, so the bundle carries that index as it is and a first start adopts it.
$(BUNDLE_STAMP): requirements-bundle.lock
	rm -rf $(BUNDLE_VENV)
	$(PYTHON) -m venv $(BUNDLE_VENV)
	$(BUNDLE_BIN)/python -m pip --quiet install --require-hashes -r requirements-bundle.lock
	touch $@

bundle: $(BUNDLE_STAMP)
	rm -rf build/lib
	$(BUNDLE_BIN)/python -m pip --quiet install --force-reinstall --no-deps --no-build-isolation .
	SUDACHI_DICT=$(SUDACHI_DICT) $(BUNDLE_BIN)/pyinstaller --noconfirm --clean --log-level WARN \
		--distpath $(DIST) --workpath build/pyinstaller judge_app.spec

# Run the bundle as a user would: from outside the checkout, with an empty HOME. Compares its search
# evaluation with this checkout's environment.
bundle-check: $(RUN_STAMP)
	$(BIN)/python release/bundle_check.py $(BUNDLE) --venv-cli $(BIN)/judge-app

clean:
	rm -rf $(VENV) build $(DIST) *.egg-info
