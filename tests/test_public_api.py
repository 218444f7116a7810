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


@pytest.mark.parametrize("name", ["verify_cases", "evaluate", "record_case", "run_notebook"])
def test_each_sync_form_is_its_async_twin_for_scripts(name: str) -> None:
    """Made from the async form by one helper: same parameters, its own name; inside a running
    event loop (Jupyter) a one-line error says to await the async form, and nothing runs."""
    import inspect
    import warnings

    sync, twin = getattr(junobench, name), getattr(junobench, f"{name}_async")
    assert sync.__name__ == name
    assert inspect.signature(sync).parameters == inspect.signature(twin).parameters
    assert not inspect.iscoroutinefunction(sync)

    async def inside() -> str:
        arguments = {
            "verify_cases": (None, []),
            "evaluate": (None, "detect", None),
            "record_case": (None, "pandas_1"),
            "run_notebook": ("nb.ipynb",),
        }
        with pytest.raises(junobench.UsageError) as raised:
            sync(*arguments[name])
        return str(raised.value)

    with warnings.catch_warnings():
        warnings.simplefilter("error")  # a coroutine never awaited would warn
        message = asyncio.run(inside())
    assert message == (
        f"{name}() cannot run inside a running event loop (as in Jupyter): "
        f"use 'await {name}_async(...)'"
    )
