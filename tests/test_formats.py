"""The documented formats: `junobench schema` prints them; every exported input, every baseline's
predictions and every example in docs/tasks/ is valid against them."""

from __future__ import annotations

import json
import re
from pathlib import Path
from typing import Any

import jsonschema
import pytest

from junobench import Benchmark, default_root
from junobench._baselines import BASELINES, baseline_predictions
from junobench._formats import schema
from junobench._main import main

TASKS = ("detect", "diagnose", "localize", "repair")
DOCS = Path(__file__).resolve().parents[1] / "docs" / "tasks"


def validator(task: str, part: str) -> jsonschema.Draft202012Validator:
    document = schema(task, part)  # type: ignore[arg-type]
    jsonschema.Draft202012Validator.check_schema(document)
    return jsonschema.Draft202012Validator(document)


def lines_of(capsys: pytest.CaptureFixture[str], *argv: str) -> list[dict[str, Any]]:
    assert main(["--root", str(default_root()), *argv]) == 0
    return [json.loads(line) for line in capsys.readouterr().out.splitlines()]


@pytest.mark.parametrize("task", TASKS)
def test_schema_command_prints_both_schemas(task: str, capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["schema", task]) == 0
    printed = json.loads(capsys.readouterr().out)
    assert printed == {"input": schema(task, "input"), "prediction": schema(task, "prediction")}  # type: ignore[arg-type]
    assert main(["schema", task, "--part", "prediction"]) == 0
    assert json.loads(capsys.readouterr().out)["title"] == f"JunoBench {task} prediction line"


@pytest.mark.parametrize(
    "argv",
    [
        ["detect"],
        ["diagnose"],
        ["diagnose", "--markdown", "--outputs"],
        ["localize", "--outputs"],
        ["repair"],
    ],
    ids=" ".join,
)
def test_every_exported_input_is_valid(
    argv: list[str], capsys: pytest.CaptureFixture[str], tmp_path: Path
) -> None:
    extra = ["--workdir", str(tmp_path / "w")] if argv[0] == "repair" else []
    lines = lines_of(capsys, "export", *argv, *extra)
    check = validator(argv[0], "input")
    assert len(lines) >= len(Benchmark(default_root()).case_ids())
    for line in lines:
        check.validate(line)
    if "--markdown" in argv:
        assert any("markdown" in cell for line in lines for cell in line["cells"])
    if "--outputs" in argv:
        assert any(cell.get("outputs") for line in lines for cell in line["cells"])


@pytest.mark.parametrize(
    ("name", "task"), [(name, task) for name, tasks in BASELINES.items() for task in tasks]
)
def test_every_baseline_prediction_is_valid(name: str, task: str) -> None:
    check = validator(task, "prediction")
    for prediction in baseline_predictions(name, task, Benchmark(default_root()).cases()):  # type: ignore[arg-type]
        check.validate(prediction.to_json())


def examples(task: str) -> dict[str, list[dict[str, Any]]]:
    """The lines of the page's code blocks marked ```json input / ```json prediction."""
    text = (DOCS / f"{task}.md").read_text()
    found: dict[str, list[dict[str, Any]]] = {"input": [], "prediction": []}
    for part, body in re.findall(r"```json (input|prediction)\n(.*?)```", text, re.DOTALL):
        found[part] += [json.loads(line) for line in body.splitlines() if line.strip()]
    return found


@pytest.mark.parametrize("task", TASKS)
def test_the_documented_examples_are_valid(task: str) -> None:
    found = examples(task)
    assert found["input"] and found["prediction"], f"docs/tasks/{task}.md has no example"
    for part, lines in found.items():
        check = validator(task, part)
        for line in lines:
            check.validate(line)


def test_the_schemas_reject_what_the_reader_rejects() -> None:
    check = validator("diagnose", "prediction")
    good = {
        "id": "c1",
        "library_cause": "pandas",
        "crash_type": "key error",
        "root_cause": "data confusion",
        "pipeline_stage": "data preparation",
    }
    check.validate(good)
    for bad in (
        {**good, "crash_type": "KeyError"},
        {**good, "extra": 1},
        {key: value for key, value in good.items() if key != "root_cause"},
    ):
        with pytest.raises(jsonschema.ValidationError):
            check.validate(bad)
