"""Every case of the repository's benchmark verifies: a case that stops reproducing turns CI red.

Verified with the fast engine, as `junobench verify` does by default; tests/test_engines.py
proves it gives the plain engine's outcomes."""

from __future__ import annotations

import pytest

from junobench import Benchmark, CaseVerdict, default_root, verify_cases
from junobench._engine import default_jobs
from junobench._fast import FastEngine, warm_modules

# The first test waits for the whole benchmark's verification (a session fixture).
pytestmark = [pytest.mark.kernel, pytest.mark.benchmark, pytest.mark.timeout(3600)]

BENCHMARK = Benchmark(default_root())
CASE_IDS = BENCHMARK.case_ids() if BENCHMARK.root.is_dir() else []


@pytest.fixture(scope="session")
def verdicts() -> dict[str, CaseVerdict]:
    """All cases verified once, in parallel (one kernel per core)."""
    cases = BENCHMARK.cases()
    sources = [cell.source for case in cases for cell in case.reproduced().code_cells]
    with FastEngine(modules=warm_modules(sources)) as engine:
        report = verify_cases(BENCHMARK, CASE_IDS, jobs=default_jobs(), engine=engine)
    return {verdict.id: verdict for verdict in report.cases}


def test_benchmark_has_cases() -> None:
    assert len(CASE_IDS) >= 3


@pytest.mark.parametrize("case_id", CASE_IDS)
def test_case_verifies(verdicts: dict[str, CaseVerdict], case_id: str) -> None:
    verdict = verdicts[case_id]
    assert verdict.passed, verdict.reason
