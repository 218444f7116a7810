"""The built-in baselines: the library's ``baseline_predictions`` and the command line's
``baseline NAME TASK`` are one function, for every baseline and task; a baseline asked for a
task it has no predictions for is an error, never another baseline standing in.

The ``llm`` baseline, which needs an endpoint, is tested against a loopback server in
``test_llm.py``."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import pytest

import junobench
from junobench import BASELINES, TASKS, Benchmark, UsageError, default_root
from junobench.cli._main import main

ROOT = default_root()
# A case or two of each library cause, the notebook-specific ones included.
CASES = "NBspecific_1,NBspecific_3,pandas_4,numpy_2,sklearn_1,tensorflow_1,torch_1,seaborn_1"
PAIRS = [(name, task) for name, tasks in BASELINES.items() for task in tasks if name != "llm"]


def cli_lines(capsys: pytest.CaptureFixture[str], *argv: str) -> list[dict[str, Any]]:
    status = main(["--root", str(ROOT), *argv])
    captured = capsys.readouterr()
    assert status == 0, captured.err
    return [json.loads(line) for line in captured.out.splitlines()]


@pytest.fixture(scope="module")
def cases() -> list[junobench.Case]:
    benchmark = Benchmark(ROOT)  # in the order ``--cases`` picks them
    return [benchmark.case(case_id) for case_id in benchmark.select(CASES.split(","))]


@pytest.mark.parametrize(("name", "task"), PAIRS, ids=[f"{n}-{t}" for n, t in PAIRS])
def test_the_library_and_the_command_line_give_the_same_predictions(
    name: str,
    task: junobench.Task,
    cases: list[junobench.Case],
    capsys: pytest.CaptureFixture[str],
    tmp_path: Path,
) -> None:
    library = [p.to_json() for p in junobench.baseline_predictions(name, task, cases)]
    assert len(library) == len(cases) * (2 if task == "detect" else 1)
    assert cli_lines(capsys, "baseline", name, task, "--cases", CASES) == library
    # The inputs ``export`` writes for the same cases, read as any set's inputs are (the
    # reference baselines) or as a choice of cases (the others): the same predictions again.
    inputs = tmp_path / "inputs.jsonl"
    workdir = ["--workdir", str(tmp_path / "copies")] if task == "repair" else []
    assert (
        main(
            ["--root", str(ROOT), "export", task, "--cases", CASES, "--out", str(inputs), *workdir]
        )
        == 0
    )
    from_inputs = cli_lines(capsys, "baseline", name, task, "--inputs", str(inputs))
    if name in ("static", "heuristic"):  # in the order of the input lines, as the library's
        assert from_inputs == library
    else:  # in the order of the cases
        assert sorted(from_inputs, key=by_id) == sorted(library, key=by_id)


def by_id(line: dict[str, Any]) -> str:
    return str(line["id"])


def test_the_reference_baselines_answer_with_their_own_predictions(
    cases: list[junobench.Case],
) -> None:
    """The issue this guards against: the library gave ``majority`` for ``heuristic`` and
    ``always-crash`` for ``static``."""
    for name, stand_in, task in [
        ("heuristic", "majority", "diagnose"),
        ("heuristic", "majority", "localize"),
        ("static", "always-crash", "detect"),
    ]:
        ours = junobench.baseline_predictions(name, task, cases)  # type: ignore[arg-type]
        other = junobench.baseline_predictions(stand_in, task, cases)  # type: ignore[arg-type]
        assert [p.to_json() for p in ours] != [p.to_json() for p in other], (name, task)
    static = junobench.baseline_predictions("static", "detect", cases)
    assert any(not p.crash for p in static)  # type: ignore[union-attr]
    heuristic = junobench.baseline_predictions("heuristic", "diagnose", cases)
    assert {p.library_cause for p in heuristic} >= {"none", "pandas", "torch"}  # type: ignore[union-attr]


MISSING = [(name, task) for name in BASELINES for task in TASKS if task not in BASELINES[name]]


@pytest.mark.parametrize(("name", "task"), MISSING, ids=[f"{n}-{t}" for n, t in MISSING])
def test_a_baseline_without_the_task_is_an_error(
    name: str, task: str, cases: list[junobench.Case], capsys: pytest.CaptureFixture[str]
) -> None:
    message = f"baseline {name!r} has no predictions for task {task!r} (only {', '.join(BASELINES[name])})"
    with pytest.raises(UsageError) as raised:
        junobench.baseline_predictions(name, task, cases)  # type: ignore[arg-type]
    assert str(raised.value) == message
    assert main(["--root", str(ROOT), "baseline", name, task, "--cases", "numpy_2"]) == 2
    captured = capsys.readouterr()
    assert captured.out == ""
    assert captured.err == f"junobench baseline: error: {message}\n"


def test_llm_settings_go_with_the_llm_baseline_only(cases: list[junobench.Case]) -> None:
    with pytest.raises(UsageError, match=r"^baseline 'llm' needs an endpoint: llm=LLMSettings"):
        junobench.baseline_predictions("llm", "diagnose", cases)
    settings = junobench.LLMSettings(base_url="http://127.0.0.1:9/v1", model="m")
    with pytest.raises(UsageError, match="baseline 'heuristic' takes no LLM settings"):
        junobench.baseline_predictions("heuristic", "diagnose", cases, llm=settings)
    with pytest.raises(UsageError, match="unknown baseline 'oracle'"):
        junobench.baseline_predictions("oracle", "diagnose", cases)
