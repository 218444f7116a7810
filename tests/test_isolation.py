"""No run can read the answers, and nothing a notebook leaves behind changes the oracle's verdict.

Every test runs under both engines, in the sandbox (CI has bubblewrap; elsewhere the tests that
need it are skipped where it is missing): a repair that looks for the case's answers on the
file system finds none and is not resolved, and repairs that fake a pass by changing what the
checks see are not resolved either.
"""

from __future__ import annotations

import asyncio
import json
import os
import re
from collections.abc import Callable
from pathlib import Path
from typing import Any

import pytest

from junobench import Benchmark, FastEngine, JupyterEngine, Limits, RepairPrediction, default_root
from junobench.engine._sandbox import sandbox_available
from junobench.verify._repair import RepairResult, replay_repair
from junobench.verify._verify import verify_cases_async

pytestmark = [
    pytest.mark.kernel,
    pytest.mark.skipif(
        not sandbox_available() and not os.environ.get("CI"),
        reason="bubblewrap is not installed here (make setup installs it where it can)",
    ),
]

LIMITS = Limits(cell_timeout=60.0, timeout=120.0)

# Looks for every case.toml, fixed notebook and repairs/ folder it can reach: from the root, the
# home folder, the working copy and each of its parents, /proc/self/cwd, the sandbox's first
# process, and every path an environment variable names; the Python installation skipped (it
# holds none). Then, if it found the fixed notebook, runs the fixed cell's code, as a repair
# that read the answer would; else what the crashing cell ran.
SEARCH = r"""
import json, os, sys
skip = {"/proc", "/sys", "/dev", "/usr"}
skip |= {os.path.realpath(path) for path in (sys.prefix, sys.base_prefix)}
roots = ["/", os.path.expanduser("~"), os.getcwd(), "/proc/self/cwd", "/proc/1/root", "/proc/1/cwd"]
here = os.getcwd()
while here != "/":
    here = os.path.dirname(here)
    roots.append(here)
roots += [part for value in os.environ.values() for part in value.split(os.pathsep) if part.startswith("/")]
found = set()
for root in roots:
    try:
        walk = list(os.walk(root))
    except OSError:
        continue
    for folder, folders, files in walk:
        real = os.path.realpath(folder)
        if any(real == path or real.startswith(path + "/") for path in skip) and folder != root:
            continue
        for name in files + folders:
            if name == "case.toml" or name.endswith("_fixed.ipynb") or name == "repairs":
                found.add(os.path.join(folder, name))
print("FOUND", json.dumps(sorted(found)))
fixed = sorted(path for path in found if path.endswith("{case_id}_fixed.ipynb"))
if fixed:
    cells = json.load(open(fixed[0]))["cells"]
    exec("".join(next(cell for cell in cells if cell.get("id") == "{cell_id}")["source"]))
else:
{original}
"""


def searching_repair(case_id: str, cell_id: str, original: str) -> RepairPrediction:
    body = "\n".join("    " + line for line in original.splitlines()) or "    pass"
    source = SEARCH.replace("{case_id}", case_id).replace("{cell_id}", cell_id)
    return RepairPrediction(id=case_id, cells={cell_id: source.replace("{original}", body)})


def engines() -> list[Any]:
    return [
        pytest.param(lambda: JupyterEngine(sandbox=True), id="plain"),
        pytest.param(
            lambda: FastEngine(modules=("pandas", "sklearn.metrics"), sandbox=True), id="fast"
        ),
    ]


def replay(make_engine: Callable[[], Any], case: Any, prediction: RepairPrediction) -> RepairResult:
    async def go() -> RepairResult:
        engine = make_engine()
        try:
            return await replay_repair(engine, case, prediction, LIMITS)
        finally:
            if hasattr(engine, "close"):
                engine.close()

    return asyncio.run(go())


def found_paths(result_folder: Path) -> list[str]:
    notebook = json.loads((result_folder / "notebook.ipynb").read_text())
    for cell in notebook["cells"]:
        for output in cell.get("outputs", []):
            match = re.search(r"FOUND (\[.*\])", "".join(output.get("text", "")))
            if match:
                return list(json.loads(match[1]))
    raise AssertionError("the search printed nothing")


@pytest.mark.parametrize("make_engine", engines())
def test_a_repair_that_looks_for_the_answers_finds_none(
    make_engine: Callable[[], Any], tmp_path: Path
) -> None:
    case = Benchmark(default_root()).case("pandas_4")
    cell = case.crash.cell_id
    original = case.reproduced().cell(cell).source
    prediction = searching_repair(case.id, cell, original)

    async def go() -> RepairResult:
        engine = make_engine()
        try:
            return await replay_repair(engine, case, prediction, LIMITS, tmp_path / "run")
        finally:
            if hasattr(engine, "close"):
                engine.close()

    result = asyncio.run(go())
    assert found_paths(tmp_path / "run") == []
    assert not result.resolved
    assert result.crash is not None and result.crash.ename == "ValueError"


@pytest.mark.parametrize("make_engine", engines())
def test_verify_runs_a_repair_that_reads_the_fixed_notebook_without_it(
    make_engine: Callable[[], Any], make_case: Callable[..., Path]
) -> None:
    """In ``verify``, whose runs work in a copy of the case, the copy holds no answer either:
    a wrong repair that would resolve if it read the fixed notebook is rejected."""
    original = "total = df['price_usd'].sum()"
    prediction = searching_repair("pandas_1", "c2", original)
    document = {"cells": dict(prediction.cells)}
    folder = make_case(repairs={"repairs/wrong/reads_the_answer.json": document})
    benchmark = Benchmark(folder.parent)

    async def go() -> Any:
        engine = make_engine()
        try:
            return await verify_cases_async(benchmark, ["pandas_1"], engine=engine, limits=LIMITS)
        finally:
            if hasattr(engine, "close"):
                engine.close()

    (verdict,) = asyncio.run(go()).cases
    trial = next(trial for trial in verdict.repairs if "reads_the_answer" in trial.name)
    assert not trial.result.resolved
    assert verdict.verdict == "pass", verdict.reason


# Each: checks, cells below the crash (the same in both versions), the repair's cells, and what
# its checks must fail with. Without the oracle's guard each would be resolved: the repair is
# wrong (the total is 7, not 10; a row is dropped) and fakes a pass.
AFTER = [("c3", "import numpy as np\nfrom sklearn.metrics import mean_absolute_error")]
TAMPERING = {
    "a library function replaced": (
        ["assert np.isclose(total, 10)"],
        {"c2": "total = 7\nimport numpy\nnumpy.isclose = lambda *a, **k: True"},
        "Tampered",
    ),
    "a library class's property replaced": (
        ["assert df.shape == (2, 2) and total == 10"],
        {
            "c2": "df = df.head(1)\ntotal = 10\nimport pandas\n"
            "pandas.DataFrame.shape = property(lambda self: (2, 2))"
        },
        "Tampered",
    ),
    "an input transformer that empties the checks": (
        ["assert total == 10"],
        {
            "c2": "total = 7\nget_ipython().input_transformers_post.append(lambda lines: ['pass\\n'])"
        },
        "Tampered",
    ),
    "the shell's run_cell replaced": (
        ["assert total == 10"],
        {
            "c2": "total = 7\nfrom IPython.core.interactiveshell import ExecutionInfo, ExecutionResult\n"
            "shell = get_ipython()\n"
            "async def fake(*args, **kwargs):\n"
            "    return ExecutionResult(ExecutionInfo('', False, False, False, None))\n"
            "shell.run_cell_async = fake\n"
            "shell.should_run_async = lambda *args, **kwargs: True"
        },
        "Tampered",
    ),
    "an imported function rebound": (
        ["assert mean_absolute_error([total], [10]) == 0"],
        {"c2": "total = 7", "c9": "mean_absolute_error = lambda *a, **k: 0"},
        "AssertionError",
    ),
    "a builtin shadowed": (
        ["assert len(df) == 2 and total == 10"],
        {"c2": "df = df.head(1)\ntotal = 10\nlen = lambda x: 2"},
        "AssertionError",
    ),
    "the data the checks read rewritten": (
        ["assert pd.read_csv('data/prices.csv')['price'].sum() == total"],
        {"c2": "total = 7\nopen('data/prices.csv', 'w').write('price,qty\\n7,1\\n')"},
        "crash",
    ),
    "a fake data folder elsewhere": (
        ["assert pd.read_csv('data/prices.csv')['price'].sum() == total"],
        {
            "c2": "total = 7\nimport os\nos.makedirs('/tmp/fake/data', exist_ok=True)\n"
            "open('/tmp/fake/data/prices.csv', 'w').write('price,qty\\n7,1\\n')\n"
            "os.chdir('/tmp/fake')"
        },
        "AssertionError",
    ),
    "an audit hook that patches before each check": (
        ["assert np.isclose(total, 10)"],
        {
            "c2": "total = 7\nimport sys, numpy\n"
            "def hook(event, args):\n"
            "    if event == 'exec':\n"
            "        numpy.isclose = lambda *a, **k: True\n"
            "sys.addaudithook(hook)"
        },
        "AssertionError",
    ),
    "a thread that keeps patching": (
        ["assert np.isclose(total, 10)"],
        {
            "c2": "total = 7\nimport threading, time, numpy\n"
            "def patch():\n"
            "    while True:\n"
            "        numpy.isclose = lambda *a, **k: True\n"
            "        time.sleep(0.005)\n"
            "threading.Thread(target=patch, daemon=True).start()"
        },
        "Tampered",
    ),
}


@pytest.mark.parametrize("make_engine", engines())
def test_repairs_that_change_what_the_checks_see_are_not_resolved(
    make_engine: Callable[[], Any], make_case: Callable[..., Path], tmp_path: Path
) -> None:
    outcomes: dict[str, tuple[RepairResult, RepairResult]] = {}

    async def go() -> None:
        engine = make_engine()
        try:
            for number, (name, (checks, cells, _)) in enumerate(TAMPERING.items()):
                every = [*checks, "assert 'price' in df.columns"]  # a case has 2 to 5
                folder = make_case(f"pandas_{number + 1}", checks=every, after=AFTER)
                case = Benchmark(folder.parent).case(folder.name, require_recorded=False)
                gold = RepairPrediction(id=case.id, cells={"c2": "total = df['price'].sum()"})
                tampering = RepairPrediction(id=case.id, cells=cells)
                outcomes[name] = (
                    await replay_repair(engine, case, gold, LIMITS),
                    await replay_repair(engine, case, tampering, LIMITS),
                )
        finally:
            if hasattr(engine, "close"):
                engine.close()

    asyncio.run(go())
    for name, (gold, tampering) in outcomes.items():
        expected = TAMPERING[name][2]
        assert gold.resolved, (name, gold)
        assert not tampering.resolved, (name, tampering)
        if expected == "crash":
            assert tampering.crash is not None and tampering.crash.ename == "OSError", name
        else:
            assert tampering.crash is None, (name, tampering.crash)
            assert tampering.checks[0].ename == expected, (name, tampering)


def test_the_checks_see_the_notebooks_own_builtins_and_functions(
    make_case: Callable[..., Path],
) -> None:
    """What the fixed version itself binds stays its own: a function of the notebook named like
    a builtin, or a helper it defines, is what the checks call."""
    checks = ["assert max(total) == 'ten'", "assert describe(total) == 'total: ten'"]
    fixed = (
        "def max(x):\n    return 'ten'\ndef describe(x):\n    return 'total: ' + max(x)\ntotal = 10"
    )
    folder = make_case(checks=checks, fixed_source=fixed)
    case = Benchmark(folder.parent).case(folder.name, require_recorded=False)
    result = replay(
        lambda: JupyterEngine(sandbox=True), case, RepairPrediction(id=case.id, cells={"c2": fixed})
    )
    assert result.resolved, result
