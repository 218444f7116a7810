"""Fixtures: small notebooks and cases made for the tests."""

from __future__ import annotations

import contextlib
import json
import textwrap
import traceback
from collections.abc import Callable, Sequence
from pathlib import Path
from typing import Any

import nbformat
import psutil
import pytest
from nbformat.v4 import new_code_cell, new_markdown_cell, new_notebook

from junobench import (
    RESTART,
    CaseVerdict,
    CellResult,
    CheckResult,
    Crash,
    FakeEngine,
    RunOutcome,
    RunRequest,
)


def pytest_addoption(parser: pytest.Parser) -> None:
    parser.addoption(
        "--every-case",
        action="store_true",
        help="test_engines: compare every case under both engines, not the first case of each "
        "library",
    )
    parser.addoption(
        "--every-repair",
        action="store_true",
        help="test_engines: run every repair verify tries in a kernel of its own, not one per "
        "place where repairs part from their shared steps",
    )


def code(cell_id: str, source: str, count: int | None = None) -> Any:
    return new_code_cell(textwrap.dedent(source).strip("\n"), id=cell_id, execution_count=count)


def markdown(cell_id: str, text: str) -> Any:
    return new_markdown_cell(text, id=cell_id)


def write_notebook(path: Path, cells: Sequence[Any], order: Sequence[str] | None = None) -> Path:
    """Write a notebook; with ``order``, store it as the recorded order and set matching counts."""
    notebook = new_notebook(cells=list(cells))
    if order is not None:
        notebook.metadata["junobench"] = {"execution_order": list(order)}
        positions: dict[str, int] = {}
        number = 0
        for cell_id in order:  # a restart's fresh kernel counts from 1
            number = 0 if cell_id == RESTART else number + 1
            if cell_id != RESTART:
                positions[cell_id] = number
        for cell in notebook.cells:
            if cell.cell_type == "code":
                cell.execution_count = positions.get(cell.id)
    path.parent.mkdir(parents=True, exist_ok=True)
    nbformat.write(notebook, path)
    return path


CASE_TOML = '''\
id = "{case_id}"
title = "Total of a price column that the file names differently"
library_cause = "pandas"
crash_type = "key error"
root_cause = "data confusion"
pipeline_stage = "data preparation"
diagnosis = """Cell c2 reads df['price_usd'] but the CSV header says price."""

[crash]
cell_id = "c2"
ename = "KeyError"
evalue = "'price_usd'"

[fix]
cell_ids = ["c2"]
summary = "Read the price column by its name in the file."

[oracle]
checks = {checks}

[data]
source = "synthetic"
license = "CC0-1.0"
'''

DEFAULT_CHECKS = ["assert total == 10", "assert df.shape == (2, 2)"]


def with_after(checks: Sequence[str], cell: str = "c2") -> str:
    """The case.toml of ``make_case`` with ``checks`` run after the last run of ``cell``
    (``[oracle.after]``)."""
    listed = "[" + ", ".join(f'"{check}"' for check in checks) + "]"
    after = f'\n[oracle.after]\ncell_id = "{cell}"\nchecks = {listed}\n\n[data]'
    return CASE_TOML.replace("\n[data]", after, 1)


@pytest.fixture
def make_case(tmp_path: Path) -> Callable[..., Path]:
    """Build a small pandas case under ``tmp_path/benchmark``; keyword arguments alter it.

    Cells: markdown m1, c1 (loads the data), c2 (the crashing cell), then ``after`` (cells below
    the crash, the same in both versions, not run in the reproduced order). ``repairs`` maps a
    path under the case folder (``repairs/wrong/x.json``) to the JSON document to write there.
    """

    def build(
        case_id: str = "pandas_1",
        *,
        crash_source: str = "total = df['price_usd'].sum()",
        fixed_source: str = "total = df['price'].sum()",
        checks: Sequence[str] = DEFAULT_CHECKS,
        toml: str | None = None,
        after: Sequence[tuple[str, str]] = (),
        reproduced_order: Sequence[str] = ("c1", "c2"),
        fixed_order: Sequence[str] | None = None,
        repairs: dict[str, Any] | None = None,
    ) -> Path:
        folder = tmp_path / "benchmark" / case_id
        (folder / "data").mkdir(parents=True)
        (folder / "data" / "prices.csv").write_text("price,qty\n4,1\n6,2\n")
        load = "import pandas as pd\ndf = pd.read_csv('data/prices.csv')"
        below = [code(cell_id, source) for cell_id, source in after]
        orders = {
            "reproduced": list(reproduced_order),
            "fixed": list(fixed_order)
            if fixed_order is not None
            else ["c1", "c2", *(cell_id for cell_id, _ in after)],
        }
        for version, source in (("reproduced", crash_source), ("fixed", fixed_source)):
            cells = [markdown("m1", "# Prices"), code("c1", load), code("c2", source), *below]
            write_notebook(folder / f"{case_id}_{version}.ipynb", cells, orders[version])
        text = toml if toml is not None else CASE_TOML
        (folder / "case.toml").write_text(
            text.format(case_id=case_id, checks="[" + ", ".join(f'"{c}"' for c in checks) + "]")
        )
        for name, document in (repairs or {}).items():
            (folder / name).parent.mkdir(parents=True, exist_ok=True)
            (folder / name).write_text(json.dumps(document))
        return folder

    return build


def exec_engine() -> FakeEngine:
    """A fake engine that runs each request's cells with ``exec`` in one fresh namespace, in the
    request's working directory: real Python semantics, no kernel, a few milliseconds a run."""

    def handler(request: RunRequest) -> RunOutcome:
        namespace: dict[str, Any] = {}
        cells: list[CellResult] = []
        with contextlib.chdir(request.workdir):
            for step in request.cells:
                if step.restarts:
                    namespace = {}
                    cells.append(CellResult(step.cell_id, step.index, "ok", 0.01))
                    continue
                try:
                    exec(compile(step.source, f"<cell {step.cell_id}>", "exec"), namespace)
                except Exception as error:
                    cells.append(CellResult(step.cell_id, step.index, "crash", 0.01))
                    frames = traceback.extract_tb(error.__traceback__)
                    lines = [f.lineno for f in frames if f.filename == f"<cell {step.cell_id}>"]
                    crash = Crash(
                        step.cell_id,
                        step.index,
                        type(error).__name__,
                        str(error),
                        lines[-1] if lines else None,
                    )
                    return RunOutcome("crash", 0.01, tuple(cells), crash)
                cells.append(CellResult(step.cell_id, step.index, "ok", 0.01))
            checks = []
            for check in request.checks:
                try:
                    exec(check, namespace)
                    checks.append(CheckResult(check, True))
                except Exception as error:
                    checks.append(CheckResult(check, False, type(error).__name__, str(error)))
        return RunOutcome("ok", 0.01, tuple(cells), checks=tuple(checks))

    return FakeEngine(handler)


def processes_running(marker: str) -> list[psutil.Process]:
    """The processes of the machine whose command line contains ``marker``."""
    found = []
    for process in psutil.process_iter(["cmdline"]):
        if marker in " ".join(process.info["cmdline"] or ()):
            found.append(process)
    return found


@pytest.fixture(scope="session")
def benchmark_verdicts() -> dict[str, CaseVerdict]:
    """Every case of the repository's benchmark verified once, as ``junobench verify`` does by
    default (the fast engine, one kernel per core); shared by the tests that need it."""
    from junobench import Benchmark, default_root, verify_cases
    from junobench.engine._fast import FastEngine
    from junobench.engine._protocol import default_jobs

    benchmark = Benchmark(default_root())
    with FastEngine.for_cases(benchmark.cases()) as engine:
        report = verify_cases(benchmark, benchmark.case_ids(), jobs=default_jobs(), engine=engine)
    return {verdict.id: verdict for verdict in report.cases}
