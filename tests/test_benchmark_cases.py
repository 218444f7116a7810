"""Every case of the repository's benchmark verifies: a case that stops reproducing turns CI red.

Verified with the fast engine, as `junobench verify` does by default (the ``benchmark_verdicts``
fixture of conftest.py); tests/test_engines.py proves it gives the plain engine's outcomes."""

from __future__ import annotations

import pytest

from junobench import Benchmark, CaseVerdict, default_root

# The first test waits for the whole benchmark's verification (a session fixture).
pytestmark = [pytest.mark.kernel, pytest.mark.benchmark, pytest.mark.timeout(3600)]

BENCHMARK = Benchmark(default_root())
CASE_IDS = BENCHMARK.case_ids() if BENCHMARK.root.is_dir() else []


def test_benchmark_has_cases() -> None:
    assert len(CASE_IDS) >= 3


@pytest.mark.parametrize("case_id", CASE_IDS)
def test_case_verifies(benchmark_verdicts: dict[str, CaseVerdict], case_id: str) -> None:
    verdict = benchmark_verdicts[case_id]
    assert verdict.passed, verdict.reason
