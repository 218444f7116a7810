# Set-up and checks. `make verify` and `make test` each create .venv from the pins when needed.
PYTHON ?= python3.11
VENV := .venv
BIN := $(VENV)/bin
STAMP := $(VENV)/.junobench-installed

.PHONY: setup sandbox verify test test-fast test-fast-only test-kernel test-benchmark lint freeze clean

setup: $(STAMP) sandbox

# Kernels run under bubblewrap where it works. Installed here when we may (root with apt-get, as
# in CI); elsewhere install the package 'bubblewrap' yourself, or kernels run unsandboxed.
sandbox:
	@command -v bwrap >/dev/null 2>&1 \
	|| { [ "$$(id -u)" = 0 ] && command -v apt-get >/dev/null 2>&1 \
	     && apt-get update -qq >/dev/null && apt-get install -y -qq bubblewrap >/dev/null; } \
	|| echo "bubblewrap is not installed: kernels will run without the sandbox (see README)"

$(STAMP): requirements.txt pyproject.toml
	test -x $(BIN)/python || $(PYTHON) -m venv $(VENV)
	$(BIN)/pip install --quiet --disable-pip-version-check -r requirements.txt
	$(BIN)/pip install --quiet --disable-pip-version-check --no-deps -e .
	touch $@

verify: $(STAMP) sandbox
	$(BIN)/junobench verify

lint: $(STAMP)
	$(BIN)/ruff check src tests benchmarks
	$(BIN)/ruff check --select E9,F benchmark
	$(BIN)/ruff format --check src tests benchmarks
	$(BIN)/mypy

test: $(STAMP) sandbox lint
	$(BIN)/pytest

# Everything that needs no Jupyter kernel: lint, types and the unit tests, in a few minutes.
test-fast: $(STAMP) lint test-fast-only

# The stages of `make test`, as .ci/run runs them one after another (together, every test once).
test-fast-only: $(STAMP)
	$(BIN)/pytest -m "not kernel and not benchmark"

test-kernel: $(STAMP) sandbox
	$(BIN)/pytest -m "kernel and not benchmark"

test-benchmark: $(STAMP) sandbox
	$(BIN)/pytest -m "benchmark"

freeze: $(STAMP)
	$(BIN)/pip freeze --exclude-editable | grep -v -i '^junobench' > requirements.txt.new
	@echo "review requirements.txt.new, then move it over requirements.txt"

clean:
	rm -rf $(VENV)
