"""Fixtures: small notebooks and cases made for the tests."""

from __future__ import annotations

import textwrap
from collections.abc import Callable, Sequence
from pathlib import Path
from typing import Any

import nbformat
import pytest
from nbformat.v4 import new_code_cell, new_markdown_cell, new_notebook


def code(cell_id: str, source: str, count: int | None = None) -> Any:
    return new_code_cell(textwrap.dedent(source).strip("\n"), id=cell_id, execution_count=count)


def markdown(cell_id: str, text: str) -> Any:
    return new_markdown_cell(text, id=cell_id)


def write_notebook(path: Path, cells: Sequence[Any], order: Sequence[str] | None = None) -> Path:
    """Write a notebook; with ``order``, store it as the recorded order and set matching counts."""
    notebook = new_notebook(cells=list(cells))
    if order is not None:
        notebook.metadata["junobench"] = {"execution_order": list(order)}
        positions = {cell_id: number for number, cell_id in enumerate(order, start=1)}
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


@pytest.fixture
def make_case(tmp_path: Path) -> Callable[..., Path]:
    """Build a small pandas case under ``tmp_path/benchmark``; keyword arguments alter it."""

    def build(
        case_id: str = "pandas_1",
        *,
        crash_source: str = "total = df['price_usd'].sum()",
        fixed_source: str = "total = df['price'].sum()",
        checks: Sequence[str] = DEFAULT_CHECKS,
        toml: str | None = None,
    ) -> Path:
        folder = tmp_path / "benchmark" / case_id
        (folder / "data").mkdir(parents=True)
        (folder / "data" / "prices.csv").write_text("price,qty\n4,1\n6,2\n")
        load = "import pandas as pd\ndf = pd.read_csv('data/prices.csv')"
        for version, source in (("reproduced", crash_source), ("fixed", fixed_source)):
            cells = [markdown("m1", "# Prices"), code("c1", load), code("c2", source)]
            write_notebook(folder / f"{case_id}_{version}.ipynb", cells, ["c1", "c2"])
        text = toml if toml is not None else CASE_TOML
        (folder / "case.toml").write_text(
            text.format(case_id=case_id, checks="[" + ", ".join(f'"{c}"' for c in checks) + "]")
        )
        return folder

    return build
