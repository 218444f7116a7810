"""The fast engine is faithful: every case of the benchmark, both versions, gives the same outcome
under the fast engine as under the plain one (status, cell, exception, message, line, checks).

The hostile notebooks (tests/test_hostile.py) run under both engines too."""

from __future__ import annotations

import asyncio
from typing import Any

import pytest

from junobench import Benchmark, JupyterEngine, RunOutcome, default_root
from junobench._engine import Engine, default_jobs
from junobench._fast import FastEngine, warm_modules
from junobench._run import run_steps, to_steps
from junobench._text import stable

pytestmark = [pytest.mark.kernel, pytest.mark.benchmark, pytest.mark.timeout(3600)]

BENCHMARK = Benchmark(default_root())
CASE_IDS = BENCHMARK.case_ids() if BENCHMARK.root.is_dir() else []


def summary(outcome: RunOutcome) -> dict[str, Any]:
    """What must be identical: the outcome's status and crash, each cell's status and the kinds
    of its outputs (a figure shown, a table, printed text), the checks."""
    crash = outcome.crash
    return {
        "status": outcome.status,
        "cells": [
            (
                cell.cell_id,
                cell.status,
                [(out.get("output_type"), sorted(out.get("data", {}))) for out in cell.outputs],
            )
            for cell in outcome.cells
        ],
        "crash": crash and (crash.cell_id, crash.ename, stable(crash.evalue), crash.line),
        "checks": [(c.source, c.passed, c.ename, stable(c.evalue)) for c in outcome.checks],
    }


async def _outcomes(engine: Engine, jobs: int) -> dict[tuple[str, str], dict[str, Any]]:
    gate = asyncio.Semaphore(jobs)

    async def one(case_id: str, version: str) -> tuple[tuple[str, str], dict[str, Any]]:
        case = BENCHMARK.case(case_id)
        notebook = case.reproduced() if version == "reproduced" else case.fixed()
        checks = case.checks if version == "fixed" else ()
        async with gate:
            outcome = await run_steps(engine, case.path, to_steps(notebook.order()), checks=checks)
        return (case_id, version), summary(outcome)

    pairs = await asyncio.gather(
        *(one(case_id, version) for case_id in CASE_IDS for version in ("reproduced", "fixed"))
    )
    return dict(pairs)


@pytest.fixture(scope="module")
def outcomes() -> dict[str, dict[tuple[str, str], dict[str, Any]]]:
    sources = [cell.source for case in BENCHMARK.cases() for cell in case.fixed().code_cells]
    plain = asyncio.run(_outcomes(JupyterEngine(), default_jobs()))
    with FastEngine(modules=warm_modules(sources)) as engine:
        fast = asyncio.run(_outcomes(engine, default_jobs()))
    return {"plain": plain, "fast": fast}


@pytest.mark.parametrize("version", ["reproduced", "fixed"])
@pytest.mark.parametrize("case_id", CASE_IDS)
def test_both_engines_give_the_same_outcome(
    outcomes: dict[str, dict[tuple[str, str], dict[str, Any]]], case_id: str, version: str
) -> None:
    plain, fast = outcomes["plain"][(case_id, version)], outcomes["fast"][(case_id, version)]
    assert fast == plain
    assert plain["status"] == ("crash" if version == "reproduced" else "ok")
