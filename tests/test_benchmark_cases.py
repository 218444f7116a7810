"""Every case of the repository's benchmark verifies: a case that stops reproducing turns CI red."""

from __future__ import annotations

import pytest

from junobench import Benchmark, CaseVerdict, default_root, verify_cases
from junobench._engine import default_jobs

# The first test waits for the whole benchmark's verification (a session fixture).
pytestmark = [pytest.mark.kernel, pytest.mark.benchmark, pytest.mark.timeout(3600)]

BENCHMARK = Benchmark(default_root())
CASE_IDS = BENCHMARK.case_ids() if BENCHMARK.root.is_dir() else []


@pytest.fixture(scope="session")
def verdicts() -> dict[str, CaseVerdict]:
    """All cases verified once, in parallel (one kernel per core)."""
    report = verify_cases(BENCHMARK, CASE_IDS, jobs=default_jobs())
    return {verdict.id: verdict for verdict in report.cases}


def test_benchmark_has_cases() -> None:
    assert len(CASE_IDS) >= 3


@pytest.mark.parametrize("case_id", CASE_IDS)
def test_case_verifies(verdicts: dict[str, CaseVerdict], case_id: str) -> None:
    verdict = verdicts[case_id]
    assert verdict.passed, verdict.reason
