"""Reading notebooks and resolving their order, without a kernel."""

from __future__ import annotations

from pathlib import Path

import nbformat
import pytest
from conftest import code, markdown, write_notebook

from junobench import RESTART, CellResult, NotebookError, OrderError, RunOutcome, load_notebook
from junobench.cases import RESTART_CELL


def test_recorded_order_with_repeats_and_unlisted_cells(tmp_path: Path) -> None:
    cells = [markdown("m", "# T"), code("a", "x = 1"), code("b", "y = 2"), code("c", "z = 3")]
    notebook = load_notebook(write_notebook(tmp_path / "nb.ipynb", cells, ["b", "a", "b"]))
    assert [cell.id for cell in notebook.order()] == ["b", "a", "b"]
    assert [cell.index for cell in notebook.order()] == [2, 1, 2]
    assert [cell.id for cell in notebook.order("top-down")] == ["a", "b", "c"]


def test_execution_count_order_without_metadata(tmp_path: Path) -> None:
    cells = [code("a", "", 3), code("b", "", None), code("c", "", 1), code("d", "", 2)]
    notebook = load_notebook(write_notebook(tmp_path / "nb.ipynb", cells))
    assert notebook.recorded_order is None
    assert [cell.id for cell in notebook.order()] == ["c", "d", "a"]


def test_order_naming_unknown_cell(tmp_path: Path) -> None:
    notebook = load_notebook(write_notebook(tmp_path / "nb.ipynb", [code("a", "")], ["a", "zz"]))
    with pytest.raises(OrderError, match=r"nb.ipynb: no cell with id 'zz'"):
        notebook.order()


def test_order_naming_markdown_cell(tmp_path: Path) -> None:
    notebook = load_notebook(
        write_notebook(tmp_path / "nb.ipynb", [markdown("m", "x"), code("a", "")], ["m"])
    )
    with pytest.raises(OrderError, match="execution_order names markdown cell 'm'"):
        notebook.order()


def test_malformed_order_metadata(tmp_path: Path) -> None:
    path = write_notebook(tmp_path / "nb.ipynb", [code("a", "")])
    node = nbformat.read(path, as_version=4)
    node.metadata["junobench"] = {"execution_order": "a"}
    nbformat.write(node, path)
    with pytest.raises(OrderError, match="must be a list of cell ids"):
        load_notebook(path)


@pytest.mark.parametrize(
    ("content", "message"),
    [
        ("{not json", "not a notebook: invalid JSON"),
        ('{"cells": 3}', "not a valid notebook"),
        ("", "not a notebook: invalid JSON"),
    ],
)
def test_malformed_notebook(tmp_path: Path, content: str, message: str) -> None:
    path = tmp_path / "bad.ipynb"
    path.write_text(content)
    with pytest.raises(NotebookError, match=message) as raised:
        load_notebook(path)
    assert "\n" not in str(raised.value)
    assert str(raised.value).startswith(str(path))


def test_missing_notebook(tmp_path: Path) -> None:
    with pytest.raises(NotebookError, match="no such notebook file"):
        load_notebook(tmp_path / "absent.ipynb")


def test_cells_without_ids_get_positional_ids(tmp_path: Path) -> None:
    path = tmp_path / "old.ipynb"
    path.write_text(
        '{"nbformat": 4, "nbformat_minor": 4, "metadata": {}, "cells": ['
        '{"cell_type": "code", "execution_count": 1, "metadata": {}, "outputs": [], "source": "x = 1"}]}'
    )
    notebook = load_notebook(path)
    assert [cell.id for cell in notebook.order()] == ["cell-0"]


@pytest.mark.parametrize(
    ("sources", "order", "message"),
    [
        ({"m": "x = 1"}, None, "cell 'm' is a markdown cell; only code cells run"),
        ({"a b": "x = 1"}, None, "'a b' is not a valid cell id"),
        ({"a": "x = 1"}, ["a", "zz"], "no cell with id 'zz'"),
        ({"a": "x = 1"}, ["m"], "execution_order names markdown cell 'm'"),
        ({"a": "x = 1"}, ["a", 3], "execution_order must be a list of cell ids"),
    ],
)
def test_an_edit_that_cannot_apply_is_refused_alike_with_or_without_the_copy(
    tmp_path: Path, sources: dict[str, str], order: list[str] | None, message: str
) -> None:
    notebook = load_notebook(
        write_notebook(tmp_path / "nb.ipynb", [markdown("m", "x"), code("a", "")], ["a"])
    )
    with pytest.raises(NotebookError, match=message):
        notebook.check_edits(sources, order)
    with pytest.raises(NotebookError, match=message):
        notebook.edited(sources, order)


def test_an_edit_sets_sources_adds_cells_and_keeps_the_original(tmp_path: Path) -> None:
    path = write_notebook(tmp_path / "nb.ipynb", [markdown("m", "x"), code("a", "x = 0")], ["a"])
    notebook = load_notebook(path)
    edited = notebook.edited({"a": "x = 1", "new": "y = x"}, ["a", "new"])
    assert [(cell.id, cell.kind, cell.source) for cell in edited.cells] == [
        ("m", "markdown", "x"),
        ("a", "code", "x = 1"),
        ("new", "code", "y = x"),
    ]
    assert [cell.id for cell in edited.order()] == ["a", "new"]
    nbformat.validate(edited.node)
    assert notebook.cell("a").source == "x = 0" and load_notebook(path).cells == notebook.cells


def test_a_restart_in_the_order_is_a_step_and_the_fresh_kernel_counts_from_one(
    tmp_path: Path,
) -> None:
    cells = [code("a", "x = 1"), code("b", "y = 2"), code("c", "x + y")]
    path = write_notebook(tmp_path / "nb.ipynb", cells, order=["a", "b", RESTART, "b", "c"])
    notebook = load_notebook(path)
    order = notebook.order()
    assert [cell.id for cell in order] == ["a", "b", RESTART, "b", "c"]
    assert order[2] is RESTART_CELL and order[2].restarts
    assert [cell.execution_count for cell in notebook.code_cells] == [1, 1, 2]
    notebook.check_edits({}, ["a", RESTART, "c"])  # a repair may restart too
    with pytest.raises(OrderError, match="no cell with id 'restart'"):
        notebook.check_edits({}, ["a", "restart", "c"])
    ran = [("a", 0), (RESTART, -1), ("b", 1), ("c", 2)]
    outcome = RunOutcome(
        "ok", 1.0, tuple(CellResult(cell_id, index, "ok", 0.1) for cell_id, index in ran)
    )
    saved = notebook.with_outcome(outcome)
    assert [cell.execution_count for cell in saved.cells] == [1, 1, 2]
