"""The fast engine is faithful.

- Both versions of every case give, under the fast engine as ``verify`` runs them (the steps
  that a case's runs share run once, in a kernel copied where they part: ``_family.py``), the
  outcome they give under the plain engine, each in a kernel of its own: status, every cell's
  status and kinds of outputs, exception, message, line, checks.
- The repairs ``verify`` tries give the same outcome (status, crash, checks) in a copied
  kernel as in a kernel of its own: one repair for each place where the automatic and the
  author's repairs part from the steps they share with other runs of their case (the longest of
  those that part there), every repair, outside ones included, with ``pytest --every-repair``.

Both comparisons run on the first case of each library (11 cases: every library, both of
TensorFlow's and torch's zygotes; about 3 minutes on two cores), every case with
``pytest --every-case``: a CI run that compared all 111 cases, beside the benchmark's own
verification in full (tests/test_benchmark_cases.py, about 36 minutes), did not finish within
its 90 minutes, and one that compared the first and the last of each library (20 cases) kept
CI over its 45-minute target. Run them in full when the fast engine changes; ``benchmarks/verify.py`` compares
the outcomes ``verify`` reports of every case under both engines (reproduced and fixed runs:
status, crash cell, exception, message, line, oracle; every repair trial: status, crash, failed
checks).

The hostile notebooks (tests/test_hostile.py) run under both engines too."""

from __future__ import annotations

import asyncio
import re
from typing import Any

import pytest

from junobench import Benchmark, CaseVerdict, JupyterEngine, RunOutcome, default_root
from junobench._exceptions import JunoBenchError
from junobench._text import stable
from junobench.engine import FamilyRun, Limits
from junobench.engine._family import plan
from junobench.engine._fast import FastEngine, warm_modules
from junobench.engine._outcome import CheckResult, Crash
from junobench.engine._protocol import Engine, default_jobs
from junobench.verify._judging import run_judged
from junobench.verify._repair import replay_order
from junobench.verify._run import run_steps, to_steps
from junobench.verify._trials import trials

pytestmark = [pytest.mark.kernel, pytest.mark.benchmark, pytest.mark.timeout(3600)]

BENCHMARK = Benchmark(default_root())
CASE_IDS = BENCHMARK.case_ids() if BENCHMARK.root.is_dir() else []


def first_of_each_library(case_ids: list[str]) -> list[str]:
    """The lowest-numbered case of each library prefix, in natural order."""
    by_library: dict[str, str] = {}
    for case_id in case_ids:  # natural order: numpy_2 before numpy_10
        by_library.setdefault(case_id.rsplit("_", 1)[0], case_id)
    chosen = set(by_library.values())
    return [case_id for case_id in case_ids if case_id in chosen]


def compared(config: pytest.Config) -> list[str]:
    """The cases both comparisons run on: a sample, or every case with ``--every-case``."""
    if config.getoption("--every-case"):
        return CASE_IDS
    return first_of_each_library(CASE_IDS)


def pytest_generate_tests(metafunc: pytest.Metafunc) -> None:
    if "case_id" in metafunc.fixturenames:
        metafunc.parametrize("case_id", compared(metafunc.config))


def summary(outcome: RunOutcome) -> dict[str, Any]:
    """What must be identical: the outcome's status and crash, each cell's status and the kinds
    of its outputs (a figure shown, a table, printed text), the checks. Printed text counts once
    per run of outputs: how a kernel splits a stream into messages, and how a library's native
    stderr interleaves with Python's prints, depends on timing (TensorFlow's import logs)."""
    return {
        "status": outcome.status,
        "cells": [(cell.cell_id, cell.status, kinds(cell.outputs)) for cell in outcome.cells],
        **result(outcome.status, outcome.crash, outcome.checks),
    }


def kinds(outputs: Any) -> list[tuple[str, list[str]]]:
    found: list[tuple[str, list[str]]] = []
    for out in outputs:
        kind = (out.get("output_type"), sorted(out.get("data", {})))
        if not (kind[0] == "stream" and found and found[-1][0] == "stream"):
            found.append(kind)
    return found


# TensorFlow's graph errors list the whole Python stack where an op was defined, from the
# process's start: a plain kernel's launcher frames, a forked kernel's zygote frames. What the
# notebook did starts at its cell's frame ("<ipykernel>" or ipykernel's cell file).
_BEFORE_THE_CELL = re.compile(
    r"(defined at \(most recent call last\):\n).*?(?=  File \"(?:<ipykernel>|[^\"]*ipykernel_\d+/))",
    re.DOTALL,
)


def message(evalue: str | None) -> str | None:
    return None if evalue is None else stable(_BEFORE_THE_CELL.sub(r"\1", evalue))


def result(status: str, crash: Crash | None, checks: tuple[CheckResult, ...]) -> dict[str, Any]:
    return {
        "status": status,
        "crash": crash and (crash.cell_id, crash.ename, message(crash.evalue), crash.line),
        "checks": [(c.source, c.passed, c.ename, stable(c.evalue)) for c in checks],
    }


async def _alone(engine: Engine, jobs: int, runs: dict[tuple[str, str], Any]) -> dict[Any, Any]:
    """Each of ``runs`` ((case id, name) -> (steps, judged)) in a kernel of its own; a judged
    one with its case's oracle, as ``verify`` judges it (checks after a cell included)."""
    gate = asyncio.Semaphore(jobs)

    async def one(key: tuple[str, str]) -> tuple[tuple[str, str], RunOutcome]:
        steps, judged = runs[key]
        case = BENCHMARK.case(key[0])
        async with gate:
            if judged:
                outcome = await run_judged(
                    engine, case, steps, notebook=case.reproduced_path, limits=Limits()
                )
            else:
                outcome = await run_steps(engine, case.path, steps)
        return key, outcome

    return dict(await asyncio.gather(*(one(key) for key in runs)))


@pytest.fixture(scope="module")
def plain(request: pytest.FixtureRequest) -> dict[tuple[str, str], dict[str, Any]]:
    """Both versions of each compared case with the plain engine, each run alone."""
    runs: dict[tuple[str, str], Any] = {}
    for case in map(BENCHMARK.case, compared(request.config)):
        runs[(case.id, "reproduced")] = (to_steps(case.reproduced().order()), False)
        runs[(case.id, "fixed")] = (to_steps(case.fixed().order()), True)
    outcomes = asyncio.run(_alone(JupyterEngine(), default_jobs(), runs))
    return {key: summary(outcome) for key, outcome in outcomes.items()}


def parting_places(runs: list[FamilyRun]) -> dict[int, int]:
    """For each run of a family, the node of its plan where it parts from the runs it shares
    steps with (its deepest node with other runs in it), by the node's number."""
    places: dict[int, int] = {}
    nodes = [plan(runs)]
    while nodes:
        node = nodes.pop()
        if len(node.runs) > 1:
            places.update(dict.fromkeys(node.runs, id(node)))
        nodes.extend(node.children)
    return places


@pytest.fixture(scope="module")
def repairs_alone(
    request: pytest.FixtureRequest,
    benchmark_verdicts: dict[str, CaseVerdict],
) -> dict[tuple[str, str], dict[str, Any]]:
    """The repairs that ``verify`` tried (one per parting place, or every one with
    ``--every-repair``), with the fast engine, each in a kernel of its own."""
    every = request.config.getoption("--every-repair")
    runs: dict[tuple[str, str], Any] = {}
    cases = list(map(BENCHMARK.case, compared(request.config)))
    for case in cases:
        verdict = benchmark_verdicts[case.id]
        line = (
            verdict.reproduced.crash.line
            if verdict.reproduced and verdict.reproduced.crash
            else None
        )
        family = [
            FamilyRun(to_steps(case.reproduced().order())),
            FamilyRun(to_steps(case.fixed().order()), case.checks),
        ]
        names: list[str] = []
        outside = {repair.name for repair in case.repairs if repair.outside}
        for trial in trials(case, line):
            if trial.name in outside and not every:
                continue  # the author's repairs part in the same places; --every-repair tries all
            try:
                order = replay_order(case, trial.prediction)[1]
            except JunoBenchError:  # not run by verify either: "invalid"
                continue
            family.append(FamilyRun(to_steps(order), case.checks))
            names.append(trial.name)
        chosen: dict[int, int] = {}
        places = parting_places(family)
        for index in range(2, len(family)):
            key = index if every else places[index]
            best = chosen.get(key)
            if best is None or len(family[index].cells) > len(family[best].cells):
                chosen[key] = index
        for index in chosen.values():
            runs[(case.id, names[index - 2])] = (family[index].cells, True)
    with FastEngine.for_cases(cases) as engine:
        outcomes = asyncio.run(_alone(engine, default_jobs(), runs))
    return {key: result(o.status, o.crash, o.checks) for key, o in outcomes.items()}


def test_the_sample_has_every_library() -> None:
    sample = first_of_each_library(CASE_IDS)
    libraries = {case_id.rsplit("_", 1)[0] for case_id in CASE_IDS}
    assert {case_id.rsplit("_", 1)[0] for case_id in sample} == libraries
    assert first_of_each_library(["numpy_2", "numpy_9", "numpy_10", "torchvision_1"]) == [
        "numpy_2",
        "torchvision_1",
    ]


@pytest.mark.parametrize("version", ["reproduced", "fixed"])
def test_both_engines_give_the_same_outcome(
    plain: dict[tuple[str, str], dict[str, Any]],
    benchmark_verdicts: dict[str, CaseVerdict],
    case_id: str,
    version: str,
) -> None:
    outcome = getattr(benchmark_verdicts[case_id], version)
    assert outcome is not None
    assert summary(outcome) == plain[(case_id, version)]
    assert outcome.status == ("crash" if version == "reproduced" else "ok")


def test_shared_steps_change_no_repairs_outcome(
    repairs_alone: dict[tuple[str, str], dict[str, Any]],
    benchmark_verdicts: dict[str, CaseVerdict],
    case_id: str,
) -> None:
    tried = benchmark_verdicts[case_id].repairs
    assert tried
    shared = {
        (case_id, trial.name): result(trial.result.status, trial.result.crash, trial.result.checks)
        for trial in tried
        if trial.result.status != "invalid"
    }
    alone = {key: value for key, value in repairs_alone.items() if key[0] == case_id}
    assert alone
    assert {key: shared.get(key) for key in alone} == alone


def test_torch_and_tensorflow_notebooks_share_one_fast_engine(tmp_path: Any) -> None:
    """A process that imported TensorFlow crashes in torch: the fast engine never forks a torch
    notebook's kernel from a zygote that warmed TensorFlow, whatever else it serves."""
    from conftest import code, write_notebook

    from junobench import run_notebook

    torch_cell = (
        "import torch\nmodel = torch.nn.Sequential(torch.nn.Linear(4, 8), torch.nn.ReLU())\n"
        "optimizer = torch.optim.Adam(model.parameters(), lr=0.01)\n"
        "model(torch.ones(2, 4)).sum().backward()\noptimizer.step()"
    )
    keras_cell = "import keras\nlayer = keras.layers.Dense(3)\nout = layer(keras.ops.ones((2, 4)))"
    paths = []
    for name, source in (("torch_nb", torch_cell), ("keras_nb", keras_cell)):
        folder = tmp_path / name
        folder.mkdir()
        paths.append(write_notebook(folder / "nb.ipynb", [code("c", source)], ["c"]))
    with FastEngine(modules=warm_modules([torch_cell, keras_cell])) as engine:
        for path in paths:
            outcome = run_notebook(path, engine=engine)
            assert outcome.status == "ok", (path, outcome.crash)


def test_what_an_import_prints_shows_in_the_cell_that_imports_it(tmp_path: Any) -> None:
    """TensorFlow prints log lines when imported. In a fresh kernel they are the output of the
    cell that first imports it (here through Keras); a kernel forked from a zygote that imported
    TensorFlow already shows them there too, and not again, nor in a cell that imports a package
    TensorFlow happens to load (matplotlib), whatever order the zygote warmed them in."""
    from conftest import code, write_notebook

    from junobench import run_notebook

    cells = [
        code("a", "import matplotlib.pyplot as plt\nprint('plt')"),
        code("b", "import keras\nprint('keras')"),
        code("c", "import tensorflow as tf\nprint(tf.constant([1.0]).numpy())"),
    ]
    path = write_notebook(tmp_path / "nb.ipynb", cells, ["a", "b", "c"])
    plain = run_notebook(path, engine=JupyterEngine())
    # TensorFlow first: its import loads matplotlib, warmed after it.
    with FastEngine(modules=("numpy", "tensorflow", "keras", "matplotlib")) as engine:
        fast = run_notebook(path, engine=engine)
    for outcome in (plain, fast):
        assert outcome.status == "ok"
        names = [sorted({out.get("name") for out in cell.outputs}) for cell in outcome.cells]
        assert names == [["stdout"], ["stderr", "stdout"], ["stdout"]], names
