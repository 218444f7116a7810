"""The public face of the package."""

from __future__ import annotations

import asyncio
import pickle
import subprocess
import sys
from pathlib import Path

import pytest
from conftest import code, write_notebook

import junobench
from junobench import CaseError, NotebookError, UnknownCaseError


def test_all_lists_exactly_the_public_names() -> None:
    public = {name for name in dir(junobench) if not name.startswith("_")}
    assert set(junobench.__all__) - {"__version__"} == public
    for name in junobench.__all__:  # each resolves (imported on first use)
        assert getattr(junobench, name) is not None


def test_import_loads_no_ml_library() -> None:
    code = (
        "import sys, junobench\n"
        "heavy = {'numpy', 'pandas', 'torch', 'tensorflow', 'sklearn', 'matplotlib'} & set(sys.modules)\n"
        "print(sorted(heavy))"
    )
    out = subprocess.run(
        [sys.executable, "-c", code], capture_output=True, text=True, check=True
    ).stdout
    assert out.strip() == "[]"


def test_errors_share_one_root_and_pickle() -> None:
    for error in (
        NotebookError("a.ipynb", "bad"),
        CaseError("case.toml", "field x: bad"),
        UnknownCaseError("bench", "x_1"),
    ):
        assert isinstance(error, junobench.JunoBenchError)
        copy = pickle.loads(pickle.dumps(error))
        assert type(copy) is type(error) and str(copy) == str(error)


def test_the_sync_forms_say_to_await_inside_an_event_loop(tmp_path: Path) -> None:
    path = write_notebook(tmp_path / "nb.ipynb", [code("a", "x = 1")], order=["a"])

    async def inside_jupyter() -> None:
        with pytest.raises(junobench.UsageError, match=r"use 'await run_notebook_async\(\.\.\.\)'"):
            junobench.run_notebook(path)

    asyncio.run(inside_jupyter())


@pytest.mark.kernel
def test_the_async_forms_run_inside_an_event_loop(tmp_path: Path) -> None:
    path = write_notebook(tmp_path / "nb.ipynb", [code("a", "x = 1 / 0")], order=["a"])

    async def inside_jupyter() -> junobench.RunOutcome:
        return await junobench.run_notebook_async(path)

    outcome = asyncio.run(inside_jupyter())
    assert outcome.crash is not None and outcome.crash.ename == "ZeroDivisionError"
