# Two entry points for a fresh machine: `make run` and `make test`.
PYTHON ?= python3
VENV := .venv
BIN := $(VENV)/bin
STAMP := $(VENV)/.installed

.PHONY: run test lint bench translations clean

$(BIN)/python:
	$(PYTHON) -m venv $(VENV)
	$(BIN)/python -m pip install --quiet --upgrade pip

$(STAMP): $(BIN)/python pyproject.toml
	$(BIN)/python -m pip install --quiet -e ".[test]"
	touch $(STAMP)

run: $(STAMP)
	$(BIN)/judge-app

test: $(STAMP)
	QT_QPA_PLATFORM=offscreen $(BIN)/python -m pytest

lint: $(STAMP)
	$(BIN)/ruff check judge_app tests benchmarks

# Merge the strings the UI marks with tr() into the Japanese catalogue (one context per class, paths kept
# relative); then translate any new entry by hand. The test suite fails while one is missing. Then compile
# each catalogue to the .qm the app loads (checked in; a test fails while one is older than its .ts).
translations: $(STAMP)
	cd resources/translations && ../../$(BIN)/pyside6-lupdate -silent \
		$$(cd ../.. && find judge_app/ui -name '*.py' | sort | sed 's|^|../../|') -ts judge_app_ja.ts
	for ts in resources/translations/*.ts; do \
		$(BIN)/pyside6-lrelease -silent "$$ts" -qm "$${ts%.ts}.qm" || exit 1; \
	done

bench: $(STAMP)
	$(BIN)/python benchmarks/corpus_bench.py

clean:
	rm -rf $(VENV) build *.egg-info
