"""The documented formats: `junobench schema` prints them; every exported input, every baseline's
predictions and every JSON example in the docs is valid against them, and true of the benchmark."""

from __future__ import annotations

import json
import re
from dataclasses import dataclass
from pathlib import Path
from typing import Any

import jsonschema
import pytest

from junobench import Benchmark, JunoBenchError, Notebook, default_root, item_id, item_key
from junobench.baselines._baselines import BASELINES, baseline_predictions
from junobench.cli._main import main
from junobench.formats._formats import schema
from junobench.formats._predictions import write_jsonl
from junobench.tasks._evaluate import evaluate

TASKS = ("detect", "diagnose", "localize", "repair")
ROOT = Path(__file__).resolve().parents[1]


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
    ("name", "task"),
    [(name, task) for name, tasks in BASELINES.items() for task in tasks if name != "llm"],
)  # llm's: test_llm.py
def test_every_baseline_prediction_is_valid(name: str, task: str) -> None:
    check = validator(task, "prediction")
    for prediction in baseline_predictions(name, task, Benchmark(default_root()).cases()):  # type: ignore[arg-type]
        check.validate(prediction.to_json())


# A JSON example in the docs is a fenced block marked with what it is: ```json input,
# ```json prediction (JSON Lines: one document a line) or ```json evaluation (one document,
# as `evaluate --json` prints it), then the task unless the page is the task's own.
BLOCK = re.compile(r"^```json([^\n]*)\n(.*?)^```", re.DOTALL | re.MULTILINE)
PARTS = ("input", "prediction", "evaluation")


@dataclass(frozen=True)
class Example:
    where: str  # file:line of the block
    part: str
    task: str
    documents: tuple[Any, ...]


def doc_examples() -> tuple[list[Example], list[str]]:
    """Every ```json block of docs/**/*.md and README.md, and what is wrong with the blocks
    that are not marked or not JSON."""
    found, problems = [], []
    for path in [ROOT / "README.md", *sorted((ROOT / "docs").rglob("*.md"))]:
        text = path.read_text()
        for match in BLOCK.finditer(text):
            where = f"{path.relative_to(ROOT)}:{text.count(chr(10), 0, match.start()) + 1}"
            words = match[1].split()
            part = words[0] if words else ""
            task = words[1] if len(words) > 1 else path.stem
            if part not in PARTS or task not in TASKS:
                problems.append(f"{where}: mark it ```json input|prediction|evaluation [TASK]")
                continue
            body = match[2]
            try:
                lines = [body] if part == "evaluation" else body.splitlines()
                documents = tuple(json.loads(line) for line in lines if line.strip())
            except json.JSONDecodeError as error:
                problems.append(f"{where}: not JSON ({error})")
                continue
            found.append(Example(where, part, task, documents))
    return found, problems


def cell_problems(notebook: Notebook, cell_ids: list[str], what: str) -> list[str]:
    return [
        f"{what} {cell_id!r}: no such cell"
        for cell_id in cell_ids
        if not notebook.has_cell(cell_id)
    ]


def benchmark_problems(
    example: Example, document: dict[str, Any], benchmark: Benchmark
) -> list[str]:
    """What in ``document`` disagrees with the benchmark, when it names a case of it: a repair
    line's case, or the case of an item id."""
    task, part = example.task, example.part
    if task == "repair":
        case = benchmark.case(document["id"])  # an unknown case raises, naming it
        notebook = case.reproduced()
        if part == "input":
            name = Path(document["notebook"]).name
            return [] if name == case.reproduced_path.name else [f"notebook {name}: not the case's"]
        problems = cell_problems(notebook, list(document["cells"]), "edits cell")
        order = document.get("execution_order") or []
        problems += cell_problems(notebook, order, "execution_order names")
        if not problems:
            try:
                notebook.edited(document["cells"], order or None)
            except JunoBenchError as error:
                problems.append(str(error))
        return problems
    key = item_key(task, benchmark.case_ids())  # type: ignore[arg-type]
    if document["id"] not in key:
        return []  # an example of another set's lines
    case_id, version = key[document["id"]]
    case = benchmark.case(case_id)
    notebook = case.reproduced() if version == "reproduced" else case.fixed()
    if part == "prediction":
        return cell_problems(notebook, document.get("cell_ids", []), "cell_ids names")
    if task == "detect":
        cells = [cell["cell_id"] for cell in [*document["executed"], document["target"]]]
        return cell_problems(notebook, cells, f"{case_id} ({version}) has no")
    problems = cell_problems(notebook, [cell["cell_id"] for cell in document["cells"]], "cells")
    if document["error"]["cell_id"] != case.crash.cell_id:
        problems.append(f"the error is in {case.crash.cell_id}, not {document['error']['cell_id']}")
    return problems


def evaluation_problems(example: Example, benchmark: Benchmark, tmp_path: Path) -> list[str]:
    """An ``evaluate --json`` example against a real evaluation of the task's gold answers:
    the same keys, fractions in [0, 1], result rows of real cases."""
    assert example.task != "repair", "an evaluate repair example needs kernels to check"
    gold = tmp_path / "gold.jsonl"
    predictions = baseline_predictions("gold", example.task, benchmark.cases())  # type: ignore[arg-type]
    write_jsonl([prediction.to_json() for prediction in predictions], gold)
    real = evaluate(benchmark, example.task, gold).to_json()  # type: ignore[arg-type]
    rows = {row["case"]: row for row in real["results"]}
    (document,) = example.documents
    problems = [f"key {key!r}: evaluate has none" for key in document if key not in real]
    for key, value in document.items():
        if isinstance(value, float) and not 0 <= value <= 1:
            problems.append(f"{key}: {value} is not a fraction")
    for row in document.get("results", []):
        if set(row) != set(rows[benchmark.case_ids()[0]]):
            problems.append(f"result row keys {sorted(row)}, not {sorted(real['results'][0])}")
        case = benchmark.case(row["case"])
        if row["id"] != item_id(example.task, case.id):  # type: ignore[arg-type]
            problems.append(f"{case.id}'s item id is {item_id(example.task, case.id)}")  # type: ignore[arg-type]
        if row.get("fix_cells") != rows[case.id].get("fix_cells"):
            problems.append(f"{case.id}'s fix cells are {rows[case.id].get('fix_cells')}")
        predicted = str(row.get("predicted", "")).split()
        problems += cell_problems(case.reproduced(), predicted, f"{case.id}: predicted")
    return problems


def test_every_json_example_in_the_docs_is_valid_and_true(tmp_path: Path) -> None:
    """Each example is valid against its schema; one that names a case of the benchmark (a
    repair line's id, an item id, a result row) names cells the case's notebook has; a
    prediction of another set's example names cells of that example's input."""
    examples, problems = doc_examples()
    benchmark = Benchmark(default_root())
    inputs = {
        (example.task, document["id"]): document
        for example in examples
        if example.part == "input"
        for document in example.documents
    }
    for example in examples:
        if example.part == "evaluation":
            problems += [
                f"{example.where}: {p}" for p in evaluation_problems(example, benchmark, tmp_path)
            ]
            continue
        check = validator(example.task, example.part)
        for document in example.documents:
            errors = [error.message for error in check.iter_errors(document)]
            problems += [f"{example.where}: {document.get('id')}: {e}" for e in errors]
            if errors:
                continue
            found = benchmark_problems(example, document, benchmark)
            given = inputs.get(
                ("diagnose" if example.task == "localize" else example.task, document["id"])
            )
            if example.part == "prediction" and given is not None and "cell_ids" in document:
                known = {cell["cell_id"] for cell in given["cells"]}
                found += [
                    f"cell {c!r} is not in the input"
                    for c in document["cell_ids"]
                    if c not in known
                ]
            problems += [f"{example.where}: {document['id']}: {p}" for p in found]
    assert problems == []
    for task in TASKS:
        parts = {example.part for example in examples if example.task == task}
        assert {"input", "prediction"} <= parts, f"docs/tasks/{task}.md has no example"


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
