"""Leakage: nothing in a case or a task input gives the answer away (CASES.md, SPEC.md)."""

from __future__ import annotations

import json
import sysconfig
from collections.abc import Callable
from pathlib import Path

import pytest

from junobench import Benchmark, default_root, load_case
from junobench.cases._leakage import fix_leaks, machine_paths
from junobench.tasks._tasks import detect_inputs, diagnose_inputs, repair_inputs

BENCHMARK = Benchmark(default_root())
CASE_IDS = BENCHMARK.case_ids() if BENCHMARK.root.is_dir() else []


def test_a_cell_after_the_crash_written_against_the_fix_is_found(
    make_case: Callable[..., Path],
) -> None:
    folder = make_case(
        crash_source="totals = df.groupby('qty')['price_usd'].sum()",
        fixed_source="totals = df.groupby('qty')['price'].sum()\nbest_qty = totals.idxmax()",
        after=[("c3", "print(best_qty, totals.loc[best_qty])"), ("c4", "df.plot()")],
    )
    assert fix_leaks(load_case(folder)) == ["cell c3: best_qty"]


def test_names_and_strings_the_notebook_had_before_the_crash_are_not_leaks(
    make_case: Callable[..., Path],
) -> None:
    folder = make_case(
        crash_source="total = df['price_usd'].sum()",
        fixed_source="total = df['price'].sum()",
        after=[("c3", "share = df['price'] / total")],
    )
    # 'price' is in the data and the fix, but the notebook never wrote it before the crash:
    assert fix_leaks(load_case(folder)) == ["cell c3: 'price'"]
    clean = make_case(
        "pandas_2",
        crash_source="print(df['price'].mean())\ntotal = df['price_usd'].sum()",
        fixed_source="print(df['price'].mean())\ntotal = df['price'].sum()",
        after=[("c3", "share = df['price'] / total")],
    )
    assert fix_leaks(load_case(clean)) == []


def test_machine_paths_are_found() -> None:
    site = sysconfig.get_paths()["purelib"]
    assert machine_paths(f"File {site}/pandas/core/frame.py:4113") != []
    assert machine_paths("File /usr/local/lib/python3.11/site-packages/pandas/core/frame.py") == []


@pytest.mark.benchmark
@pytest.mark.parametrize("case_id", CASE_IDS)
def test_no_reproduced_cell_after_the_crash_is_written_against_the_fix(case_id: str) -> None:
    assert fix_leaks(BENCHMARK.case(case_id)) == []


@pytest.mark.benchmark
@pytest.mark.parametrize("case_id", CASE_IDS)
def test_saved_notebooks_carry_no_path_of_the_recording_machine(case_id: str) -> None:
    case = BENCHMARK.case(case_id)
    for path in (case.reproduced_path, case.fixed_path):
        assert machine_paths(path.read_text(encoding="utf-8")) == [], path.name


@pytest.mark.benchmark
def test_task_inputs_carry_no_path_of_the_recording_machine(tmp_path: Path) -> None:
    cases = BENCHMARK.cases()
    lines = [item.to_json() for item in detect_inputs(cases)]
    lines += [item.to_json() for item in diagnose_inputs(cases)]
    for document in lines:
        assert machine_paths(json.dumps(document)) == [], document["id"]
    for item in repair_inputs(cases, tmp_path / "inputs"):
        assert machine_paths(Path(item.notebook).read_text(encoding="utf-8")) == [], item.id
