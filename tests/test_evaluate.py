"""`evaluate` and `baseline`: gold is perfect, sanity baselines score as known, bad files are exit 2,
repair runs resume, reports are written."""

from __future__ import annotations

import json
from collections.abc import Callable
from pathlib import Path

import pytest

from junobench import (
    Benchmark,
    CheckResult,
    Crash,
    EngineError,
    FakeEngine,
    RunOutcome,
    RunRequest,
    default_root,
)
from junobench.baselines._baselines import baseline_predictions
from junobench.cli._main import main
from junobench.formats._items import item_id
from junobench.formats._predictions import write_jsonl
from junobench.reports._reports import write_evaluation_report
from junobench.tasks._evaluate import evaluate


def write(path: Path, task: str, name: str, benchmark: Benchmark) -> Path:
    predictions = baseline_predictions(name, task, benchmark.cases())  # type: ignore[arg-type]
    write_jsonl([prediction.to_json() for prediction in predictions], path)
    return path


def leaves(document: dict[str, object]) -> list[float]:
    values: list[float] = []
    for key, value in document.items():
        if isinstance(value, dict) and key not in ("by_library", "confusion", "repairs"):
            values += leaves(value)  # type: ignore[arg-type]
        elif isinstance(value, float):
            values.append(value)
    return values


@pytest.mark.parametrize("task", ["detect", "diagnose", "localize"])
def test_gold_scores_perfectly_on_the_benchmark(task: str, tmp_path: Path) -> None:
    benchmark = Benchmark(default_root())
    path = write(tmp_path / "gold.jsonl", task, "gold", benchmark)
    document = evaluate(benchmark, task, path).to_json()  # type: ignore[arg-type]
    assert document["missing"] == []
    assert leaves(document) and all(value == 1.0 for value in leaves(document)), document


def test_always_and_never_crash_on_the_benchmark(tmp_path: Path) -> None:
    benchmark = Benchmark(default_root())
    always = evaluate(
        benchmark, "detect", write(tmp_path / "a.jsonl", "detect", "always-crash", benchmark)
    ).to_json()
    assert always["accuracy"]["overall"] == 0.5
    assert always["recall"] == 1.0 and always["precision"] == 0.5
    never = evaluate(
        benchmark, "detect", write(tmp_path / "n.jsonl", "detect", "never-crash", benchmark)
    ).to_json()
    assert never["accuracy"] == {"overall": 0.5, "reproduced": 0.0, "fixed": 1.0}
    assert never["recall"] == 0.0


def fake_kernel() -> FakeEngine:
    """Runs the fixture case: crashes when a cell reads 'price_usd', else passes the checks
    when the total was computed (cell c2 ran with any source that sums 'price')."""

    def handler(request: RunRequest) -> RunOutcome:
        sources = {step.cell_id: step.source for step in request.cells}
        for step in request.cells:
            if "price_usd" in step.source:
                return RunOutcome(
                    "crash", 0.1, crash=Crash(step.cell_id, step.index, "KeyError", "'price_usd'")
                )
        passed = "df['price'].sum()" in sources.get("c2", "")
        return RunOutcome(
            "ok", 0.1, checks=tuple(CheckResult(check, passed) for check in request.checks)
        )

    return FakeEngine(handler)


def test_repair_gold_resolves_empty_cell_does_not_and_runs_resume(
    make_case: Callable[..., Path], tmp_path: Path
) -> None:
    benchmark = Benchmark(make_case().parent)
    engine = fake_kernel()
    gold = write(tmp_path / "gold.jsonl", "repair", "gold", benchmark)
    run_dir = tmp_path / "run"
    first = evaluate(benchmark, "repair", gold, run_dir=run_dir, engine=engine)
    assert first.to_json()["resolved"] == 1.0
    assert len(engine.requests) == 1
    assert (run_dir / "pandas_1" / "result.json").is_file()
    assert (run_dir / "pandas_1" / "notebook.ipynb").is_file()
    again = evaluate(benchmark, "repair", gold, run_dir=run_dir, engine=engine)
    assert len(engine.requests) == 1  # nothing re-executed
    assert again.to_json() == first.to_json()
    empty = write(tmp_path / "empty.jsonl", "repair", "empty-crash-cell", benchmark)
    scores = evaluate(
        benchmark, "repair", empty, run_dir=tmp_path / "run2", engine=engine
    ).to_json()
    assert scores["resolved"] == 0.0
    assert scores["crash_gone"] == 1.0


@pytest.mark.kernel
def test_repair_on_the_real_kernel(make_case: Callable[..., Path], tmp_path: Path) -> None:
    benchmark = Benchmark(make_case().parent)
    for name, resolved in (("gold", 1.0), ("empty-crash-cell", 0.0), ("majority", 0.0)):
        path = write(tmp_path / f"{name}.jsonl", "repair", name, benchmark)
        document = evaluate(benchmark, "repair", path, run_dir=tmp_path / name).to_json()
        assert document["resolved"] == resolved, (name, document["repairs"])


REPRODUCED = item_id("detect", "pandas_1", "reproduced")
FIXED = item_id("detect", "pandas_1", "fixed")


@pytest.mark.parametrize(
    ("line", "problem"),
    [
        ("{nope", "invalid JSON (Expecting property name enclosed in double quotes)"),
        ("[1, 2]", "not a JSON object"),
        ('{"id": "pandas_1", "crash": true}', "unknown item id 'pandas_1'"),
        (
            f'{{"id": "{FIXED}", "crash": "yes"}}',
            "'crash' must be true or false",
        ),
        (
            f'{{"id": "{FIXED}", "crash": true, "samples": [true]}}',
            "give 'crash' or 'samples', not both",
        ),
        (
            f'{{"id": "{REPRODUCED}", "crash": true}}',
            f"duplicate prediction for {REPRODUCED} (first on line 1)",
        ),
    ],
)
def test_bad_predictions_are_exit_2_naming_the_line(
    make_case: Callable[..., Path],
    tmp_path: Path,
    capsys: pytest.CaptureFixture[str],
    line: str,
    problem: str,
) -> None:
    root = make_case().parent
    path = tmp_path / "p.jsonl"
    path.write_text(f'{{"id": "{REPRODUCED}", "crash": true}}\n' + line + "\n")
    assert main(["--root", str(root), "evaluate", "detect", str(path), "--json"]) == 2
    captured = capsys.readouterr()
    assert captured.out == ""
    assert captured.err == f"junobench evaluate: error: {path}:2: {problem}\n"


def test_missing_predictions_are_listed_and_wrong(
    make_case: Callable[..., Path], tmp_path: Path
) -> None:
    root = make_case().parent
    make_case("pandas_2")
    path = tmp_path / "p.jsonl"
    path.write_text(f'{{"id": "{item_id("localize", "pandas_1")}", "cell_ids": ["c2"]}}\n')
    document = evaluate(Benchmark(root), "localize", path).to_json()
    assert document["missing"] == [item_id("localize", "pandas_2")]
    assert document["top1"] == 0.5
    assert document["by_library"]["top1"] == {"pandas": {"correct": 1, "total": 2}}


def test_report_files(make_case: Callable[..., Path], tmp_path: Path) -> None:
    benchmark = Benchmark(make_case().parent)
    path = write(tmp_path / "m.jsonl", "diagnose", "majority", benchmark)
    evaluation = evaluate(benchmark, "diagnose", path)
    written = write_evaluation_report(evaluation, tmp_path / "report")
    names = sorted(p.name for p in written)
    assert "report.json" in names and "report.md" in names
    assert "confusion_crash_type.png" in names and "by_library_crash_type_accuracy.png" in names
    assert json.loads((tmp_path / "report" / "report.json").read_text()) == evaluation.to_json()
    markdown = (tmp_path / "report" / "report.md").read_text()
    assert "| crash_type.accuracy | 1.000 |" in markdown
    assert (tmp_path / "report" / "confusion_crash_type.png").read_bytes()[:4] == b"\x89PNG"


def test_baseline_for_a_task_it_does_not_have_is_exit_2(capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["baseline", "always-crash", "diagnose"]) == 2
    assert "has no predictions for task 'diagnose'" in capsys.readouterr().err


def test_a_repair_the_environment_could_not_judge_is_an_error_and_spares_the_others(
    make_case: Callable[..., Path],
    tmp_path: Path,
    capsys: pytest.CaptureFixture[str],
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    root = make_case().parent
    make_case("pandas_2")
    benchmark = Benchmark(root)
    gold = write(tmp_path / "gold.jsonl", "repair", "gold", benchmark)
    real = fake_kernel()

    def handler(request: RunRequest) -> RunOutcome:
        if "pandas_2" in str(request.workdir):
            raise EngineError("could not start a Jupyter kernel")
        return real._handler(request)

    engine = FakeEngine(handler)
    monkeypatch.setattr("junobench.engine.JupyterEngine", lambda **_: engine)
    run_dir = tmp_path / "run"
    argv = ["--root", str(root), "--engine", "plain", "evaluate", "repair", str(gold)]
    status = main([*argv, "--run-dir", str(run_dir)])
    err = capsys.readouterr().err
    assert status == 3
    assert "1 repairs could not be judged (the environment failed): pandas_2" in err
    assert (run_dir / "pandas_1" / "result.json").is_file()
    assert not (run_dir / "pandas_2" / "result.json").exists()  # retried when resumed


ITEM = item_id("diagnose", "pandas_1")
GOOD_LABELS = (
    '"library_cause": "pandas", "crash_type": "key error", "root_cause": "data confusion", '
    '"pipeline_stage": "data preparation"'
)


@pytest.mark.parametrize(
    ("task", "content", "problem"),
    [
        (
            "diagnose",
            f'{{"id": "{ITEM}", ' + GOOD_LABELS.replace('"key error"', '"KeyError"') + "}",
            ':1: crash_type "KeyError" is not a label of the vocabulary',
        ),
        (
            "diagnose",
            f'{{"id": "{ITEM}", "library_cause": "pandas", "crash_type": "key error"}}',
            ":1: 'root_cause' is required",
        ),
        ("diagnose", f'{{"id": "{ITEM}", "cell_ids": ["c2"]}}', ":1: 'library_cause' is required"),
        ("diagnose", '{"id": "pandas_1", ' + GOOD_LABELS + "}", ":1: unknown item id 'pandas_1'"),
        (
            "diagnose",
            f'{{"id": "{ITEM}", "diagnosis": 3, ' + GOOD_LABELS + "}",
            ":1: 'diagnosis' must be a string",
        ),
        (
            "diagnose",
            f'{{"id": "{ITEM}", "diagnosys": "x", ' + GOOD_LABELS + "}",
            ":1: unknown field 'diagnosys'",
        ),
        ("localize", f'{{"id": "{ITEM}", "cell_ids": "c2"}}', ":1: 'cell_ids' must be a list"),
        ("localize", "\n\n", ": no prediction in the file"),
        (
            "localize",
            f'{{"id": "{ITEM}", "cell_ids": ["c2", "zz"]}}',
            f":1: {ITEM}: the notebook has no cell 'zz'",
        ),
        (
            "repair",
            '{"id": "pandas_1", "cells": {"c2": "x = 1"}, "execution_order": ["c1", "zz"]}',
            ":1: pandas_1: no cell with id 'zz'",
        ),
        (
            "repair",
            '{"id": "pandas_1", "cells": {"m1": "x = 1"}}',
            ":1: pandas_1: cell 'm1' is a markdown cell; only code cells run",
        ),
    ],
)
def test_predictions_that_cannot_be_scored_are_exit_2_naming_the_line(
    make_case: Callable[..., Path],
    tmp_path: Path,
    capsys: pytest.CaptureFixture[str],
    task: str,
    content: str,
    problem: str,
) -> None:
    root = make_case().parent
    path = tmp_path / "p.jsonl"
    path.write_text(content + "\n")
    assert main(["--root", str(root), "evaluate", task, str(path), "--json"]) == 2
    captured = capsys.readouterr()
    assert captured.out == ""
    assert captured.err.startswith(f"junobench evaluate: error: {path}{problem}")
    assert captured.err.count("\n") == 1


@pytest.mark.parametrize("option", ["--report", "--run-dir"])
def test_a_report_or_run_folder_that_is_a_file_is_exit_2(
    make_case: Callable[..., Path],
    tmp_path: Path,
    capsys: pytest.CaptureFixture[str],
    option: str,
) -> None:
    benchmark = Benchmark(make_case().parent)
    gold = write(tmp_path / "gold.jsonl", "localize", "gold", benchmark)
    taken = tmp_path / "taken"
    taken.write_text("x")
    status = main(
        ["--root", str(benchmark.root), "evaluate", "localize", str(gold), option, str(taken)]
    )
    assert status == 2
    assert capsys.readouterr().err == (
        f"junobench evaluate: error: {option} {taken}: is a file; {option} names a folder\n"
    )


def test_an_evaluation_and_a_comparison_show_as_tables_in_jupyter(tmp_path: Path) -> None:
    from IPython.core.formatters import DisplayFormatter

    from junobench import Comparison

    benchmark = Benchmark(default_root())
    gold, majority = (
        evaluate(
            benchmark, "localize", write(tmp_path / f"{name}.jsonl", "localize", name, benchmark)
        )
        for name in ("gold", "majority")
    )
    top1 = majority.to_json()["top1"]
    shown, _ = DisplayFormatter().format(majority)
    assert "| metric | value |" in shown["text/markdown"]
    assert f"| top1 | {top1:.3f} |" in shown["text/markdown"]
    pandas = majority.to_json()["by_library"]["top1"]["pandas"]
    assert f"| pandas | {pandas['correct']}/{pandas['total']} |" in shown["text/markdown"]
    shown, _ = DisplayFormatter().format(Comparison(("gold", "majority"), (gold, majority)))
    assert "| metric | gold | majority |" in shown["text/markdown"]
    assert f"| top1 | **1.000** | {top1:.3f} |" in shown["text/markdown"]


@pytest.mark.parametrize("isolated", [False, True])
def test_repair_scores_say_whether_their_kernels_were_isolated(
    make_case: Callable[..., Path],
    tmp_path: Path,
    capsys: pytest.CaptureFixture[str],
    monkeypatch: pytest.MonkeyPatch,
    isolated: bool,
) -> None:
    root = make_case().parent
    gold = write(tmp_path / "gold.jsonl", "repair", "gold", Benchmark(root))
    engine = fake_kernel()
    engine.isolated = isolated
    monkeypatch.setattr("junobench.engine.JupyterEngine", lambda **_: engine)
    argv = ["--root", str(root), "--engine", "plain", "evaluate", "repair", str(gold)]
    assert main([*argv, "--json", "--run-dir", str(tmp_path / "json")]) == 0
    document = json.loads(capsys.readouterr().out)
    assert (document["isolated"], document["resolved"]) == (isolated, 1.0)
    assert main([*argv, "--run-dir", str(tmp_path / "text")]) == 0
    assert ("NOT ISOLATED" in capsys.readouterr().out) is not isolated
    # A result kept from a run that was not isolated is run again, never reused as isolated.
    stored = json.loads((tmp_path / "text" / "pandas_1" / "result.json").read_text())
    assert stored["isolated"] is isolated
