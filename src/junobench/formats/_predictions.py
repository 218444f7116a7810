"""Predictions files: JSON Lines, one prediction per line, read into typed values.

A line that is not a JSON object of the task's shape, an unknown id or a duplicate is an input
error naming the file and the line; a case without a prediction is scored as wrong.
"""

from __future__ import annotations

import json
from collections.abc import Callable, Iterable, Iterator, Sequence
from pathlib import Path
from typing import Any

from pydantic import ValidationError

from .._exceptions import PredictionsError
from .._vocabulary import Task
from ._formats import PREDICTION_MODELS, Prediction, RepairPrediction, problem_of
from ._items import item_key

__all__ = ["parse_repair", "predictions_of", "read_jsonl", "read_predictions", "write_jsonl"]


def _parse(path: Path | str, number: int | None, task: Task, document: Any) -> Prediction:
    """One prediction line, checked against its format (``_formats``)."""
    try:
        return PREDICTION_MODELS[task].model_validate(document)
    except ValidationError as error:
        raise PredictionsError(path, number, problem_of(error)) from None


def parse_repair(document: Any, path: Path, line: int | None = None) -> RepairPrediction:
    """One repair prediction object (a line of a predictions file, or a case's repair file)."""
    prediction = _parse(path, line, "repair", document)
    assert isinstance(prediction, RepairPrediction)
    return prediction


def read_jsonl(path: Path) -> Iterator[tuple[int, Any]]:
    """The JSON documents of a JSON Lines file with their line numbers; blank lines skipped."""
    try:
        lines = path.read_text(encoding="utf-8").splitlines()
    except FileNotFoundError as error:
        raise PredictionsError(path, None, "no such file") from error
    except (OSError, UnicodeDecodeError) as error:
        raise PredictionsError(path, None, f"cannot be read: {error}") from error
    for number, raw in enumerate(lines, start=1):
        if raw.strip():
            try:
                yield number, json.loads(raw)
            except json.JSONDecodeError as error:
                raise PredictionsError(path, number, f"invalid JSON ({error.msg})") from error


def read_predictions(
    path: Path,
    task: Task,
    known_ids: Iterable[str],
    check: Callable[[Prediction], str | None] | None = None,
    keep: Callable[[str], bool] | None = None,
) -> list[Prediction]:
    """Read and check a predictions file for ``task`` against the benchmark's case ids.

    Lines name the item ids of the input lines (opaque for detect, diagnose and localize); each
    is mapped back to its case (and version) here. ``check`` says what is wrong with a prediction
    that parses but cannot be scored (a cell the case's notebook does not have); a file without
    any prediction is an error too. Predictions for cases ``keep`` rejects are checked, then
    dropped (an evaluation of some of the cases).
    """
    items = item_key(task, known_ids)
    predictions: list[Prediction] = []
    seen: dict[tuple[str, str], int] = {}
    for number, document in read_jsonl(path):
        prediction = _parse(path, number, task, document)
        what = prediction.id  # as the file names it
        if prediction.id not in items:
            kind = "case id" if task == "repair" else "item id"
            raise PredictionsError(path, number, f"unknown {kind} {prediction.id!r}")
        prediction = prediction.keyed(*items[prediction.id])
        case_id = prediction.case_id
        if prediction.key in seen:
            raise PredictionsError(
                path,
                number,
                f"duplicate prediction for {what} (first on line {seen[prediction.key]})",
            )
        seen[prediction.key] = number
        problem = check(prediction) if check is not None else None
        if problem is not None:
            raise PredictionsError(path, number, f"{what}: {problem}")
        if keep is None or keep(case_id):
            predictions.append(prediction)
    if not seen:
        raise PredictionsError(path, None, "no prediction in the file")
    return predictions


def predictions_of(
    documents: Iterable[Any], task: Task, case_ids: Iterable[str], source: str
) -> list[Prediction]:
    """Prediction lines (JSON documents named by the ids of the benchmark's input lines, as a
    tool writes them) as typed predictions of ``case_ids``. A document that is not one is a
    ``PredictionsError`` naming ``source`` (what made them)."""
    items = item_key(task, case_ids)
    predictions = []
    for number, document in enumerate(documents, start=1):
        prediction = _parse(source, number, task, document)
        if prediction.id not in items:
            raise PredictionsError(source, number, f"unknown id {prediction.id!r}")
        predictions.append(prediction.keyed(*items[prediction.id]))
    return predictions


def write_jsonl(documents: Sequence[dict[str, Any]], path: Path | None) -> str:
    """JSON Lines text of ``documents``, also written to ``path`` when given."""
    text = "".join(json.dumps(document, ensure_ascii=False) + "\n" for document in documents)
    if path is not None:
        path.parent.mkdir(parents=True, exist_ok=True)
        path.write_text(text, encoding="utf-8")
    return text
