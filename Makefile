# Set-up and checks. `make verify` and `make test` each create .venv from the pins when needed.
PYTHON ?= python3.11
VENV := .venv
BIN := $(VENV)/bin
STAMP := $(VENV)/.junobench-installed

.PHONY: setup verify test test-fast lint freeze clean

setup: $(STAMP)

$(STAMP): requirements.txt pyproject.toml
	test -x $(BIN)/python || $(PYTHON) -m venv $(VENV)
	$(BIN)/pip install --quiet --disable-pip-version-check -r requirements.txt
	$(BIN)/pip install --quiet --disable-pip-version-check --no-deps -e .
	touch $@

verify: $(STAMP)
	$(BIN)/junobench verify

lint: $(STAMP)
	$(BIN)/ruff check src tests
	$(BIN)/ruff check --select E9,F benchmark
	$(BIN)/ruff format --check src tests
	$(BIN)/mypy

test: $(STAMP) lint
	$(BIN)/pytest

# Everything that needs no Jupyter kernel: lint, types and the unit tests, in well under a minute.
test-fast: $(STAMP) lint
	$(BIN)/pytest -m "not kernel"

freeze: $(STAMP)
	$(BIN)/pip freeze --exclude-editable | grep -v -i '^junobench' > requirements.txt.new
	@echo "review requirements.txt.new, then move it over requirements.txt"

clean:
	rm -rf $(VENV)
