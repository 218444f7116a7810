"""`record`: the saved notebooks look as after their recorded runs."""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path

import nbformat
import pytest
from conftest import code, markdown, write_notebook

from junobench import Benchmark, load_case, record_case, verify_cases
from junobench.cases._leakage import machine_paths

pytestmark = pytest.mark.kernel


def test_record_writes_outputs_error_and_counts(make_case: Callable[..., Path]) -> None:
    folder = make_case()
    # An author writes cells and an order, with no counts and no outputs, plus a cell never run.
    for version, source in (
        ("reproduced", "total = df['price_usd'].sum()"),
        ("fixed", "total = df['price'].sum()\ntotal"),
    ):
        cells = [
            markdown("m1", "# Prices"),
            code("c1", "import pandas as pd\ndf = pd.read_csv('data/prices.csv')\nprint(len(df))"),
            code("c2", source),
            code("c3", "df.describe()"),
        ]
        path = write_notebook(folder / f"pandas_1_{version}.ipynb", cells)
        node = nbformat.read(path, as_version=4)
        node.metadata["junobench"] = {"execution_order": ["c1", "c1", "c2"]}
        nbformat.write(node, path)

    result = record_case(Benchmark(folder.parent), "pandas_1")
    assert result.problems == []

    reproduced = nbformat.read(folder / "pandas_1_reproduced.ipynb", as_version=4)
    c1, c2, c3 = reproduced.cells[1:]
    assert (c1.execution_count, c2.execution_count, c3.execution_count) == (2, 3, None)
    assert c1.outputs[0]["text"] == "2\n"
    assert c2.outputs[0]["output_type"] == "error"
    assert c2.outputs[0]["ename"] == "KeyError"
    assert c3.outputs == []
    # The traceback goes through pandas: its frames name the Docker image's paths, not ours.
    traceback = "\n".join(c2.outputs[0]["traceback"])
    assert "/usr/local/lib/python3.11/site-packages/pandas/" in traceback
    assert machine_paths(nbformat.writes(reproduced)) == []

    fixed = nbformat.read(folder / "pandas_1_fixed.ipynb", as_version=4)
    result_output = fixed.cells[2].outputs[0]
    assert result_output["output_type"] == "execute_result"
    assert result_output["execution_count"] == 3
    assert result_output["data"]["text/plain"] == "np.int64(10)"
    assert fixed.metadata["kernelspec"]["name"] == "python3"

    load_case(folder)  # counts now agree with the recorded order
    assert verify_cases(Benchmark(folder.parent), ["pandas_1"], jobs=2).cases[0].passed


def test_record_reports_an_unexpected_outcome(make_case: Callable[..., Path]) -> None:
    folder = make_case(crash_source="total = df['price'].sum()")
    result = record_case(Benchmark(folder.parent), "pandas_1")
    assert result.problems == ["reproduced version ran without error; expected KeyError in cell c2"]
