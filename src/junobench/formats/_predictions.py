"""Predictions files: JSON Lines, one prediction per line, read into typed values.

A line that is not a JSON object of the task's shape, an unknown id or a duplicate is an input
error naming the file and the line; a case without a prediction is scored as wrong.
"""

from __future__ import annotations

import dataclasses
import hashlib
import json
from collections.abc import Callable, Iterable, Iterator, Sequence
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from pydantic import ValidationError

from .._exceptions import PredictionsError
from .._vocabulary import Task
from ._formats import (
    PREDICTION_MODELS,
    DetectPredictionLine,
    DiagnosePredictionLine,
    LocalizePredictionLine,
    RepairPredictionLine,
    problem_of,
)
from ._items import item_id, item_key

__all__ = [
    "DetectPrediction",
    "DiagnosePrediction",
    "LocalizePrediction",
    "Prediction",
    "RepairPrediction",
    "parse_repair",
    "predictions_of",
    "read_jsonl",
    "read_predictions",
    "write_jsonl",
]

LABEL_FIELDS = ("library_cause", "crash_type", "root_cause", "pipeline_stage")


@dataclass(frozen=True)
class DetectPrediction:
    """A detect answer for one version of one case. In a predictions file its ``id`` is the
    opaque item id of the input line (``{"id": "d…", "crash": true}``); the harness maps it back."""

    id: str  # the case id
    version: str
    crash: bool
    samples: tuple[bool, ...] = ()  # when given, ``crash`` is their majority vote

    @property
    def key(self) -> tuple[str, str]:
        return (self.id, self.version)

    def to_json(self) -> dict[str, Any]:
        document: dict[str, Any] = {"id": item_id("detect", self.id, self.version)}  # type: ignore[arg-type]
        if self.samples:
            document["samples"] = list(self.samples)
        else:
            document["crash"] = self.crash
        return document


@dataclass(frozen=True)
class DiagnosePrediction:
    id: str
    library_cause: str | None
    crash_type: str | None
    root_cause: str | None
    pipeline_stage: str | None
    diagnosis: str = ""

    @property
    def key(self) -> tuple[str, str]:
        return (self.id, "")

    def label(self, dimension: str) -> str | None:
        value: str | None = getattr(self, dimension)
        return value

    def to_json(self) -> dict[str, Any]:
        document: dict[str, Any] = {"id": item_id("diagnose", self.id)}
        document.update({field: getattr(self, field) for field in LABEL_FIELDS})
        document["diagnosis"] = self.diagnosis
        return document


@dataclass(frozen=True)
class LocalizePrediction:
    id: str
    cell_ids: tuple[str, ...]

    @property
    def key(self) -> tuple[str, str]:
        return (self.id, "")

    def to_json(self) -> dict[str, Any]:
        return {"id": item_id("localize", self.id), "cell_ids": list(self.cell_ids)}


@dataclass(frozen=True)
class RepairPrediction:
    id: str
    cells: tuple[tuple[str, str], ...]  # (cell_id, new source), in the file's order
    execution_order: tuple[str, ...] | None = None

    @property
    def key(self) -> tuple[str, str]:
        return (self.id, "")

    def to_json(self) -> dict[str, Any]:
        document: dict[str, Any] = {"id": self.id, "cells": dict(self.cells)}
        if self.execution_order is not None:
            document["execution_order"] = list(self.execution_order)
        return document

    @property
    def digest(self) -> str:
        """A fingerprint of the prediction: a stored result is reused only for the same one."""
        text = json.dumps(self.to_json(), sort_keys=True, ensure_ascii=False)
        return hashlib.sha256(text.encode()).hexdigest()


Prediction = DetectPrediction | DiagnosePrediction | LocalizePrediction | RepairPrediction


def _parse(path: Path, number: int | None, task: Task, document: Any) -> Prediction:
    """One prediction line, checked against its format (``_formats``), as a typed value."""
    try:
        line = PREDICTION_MODELS[task].model_validate(document)
    except ValidationError as error:
        raise PredictionsError(path, number, problem_of(error)) from None
    if isinstance(line, DetectPredictionLine):
        if line.samples is not None:
            samples = tuple(line.samples)  # majority vote; a tie is not a majority for "crash"
            return DetectPrediction(line.id, "", 2 * sum(samples) > len(samples), samples)
        return DetectPrediction(line.id, "", bool(line.crash))
    if isinstance(line, DiagnosePredictionLine):
        labels = {field: getattr(line, field) for field in LABEL_FIELDS}
        return DiagnosePrediction(line.id, diagnosis=line.diagnosis, **labels)
    if isinstance(line, LocalizePredictionLine):
        return LocalizePrediction(line.id, tuple(line.cell_ids))
    assert isinstance(line, RepairPredictionLine)
    order = tuple(line.execution_order) if line.execution_order is not None else None
    return RepairPrediction(line.id, tuple(line.cells.items()), order)


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
        prediction = _of_case(prediction, items[prediction.id])
        case_id = prediction.id
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


def _of_case(prediction: Prediction, key: tuple[str, str]) -> Prediction:
    """``prediction``, named by an input line's id, as the prediction of that line's case (and,
    for detect, version)."""
    case_id, version = key
    prediction = dataclasses.replace(prediction, id=case_id)
    if isinstance(prediction, DetectPrediction):
        prediction = dataclasses.replace(prediction, version=version)
    return prediction


def predictions_of(
    documents: Iterable[Any], task: Task, case_ids: Iterable[str], source: str
) -> list[Prediction]:
    """Prediction lines (JSON documents named by the ids of the benchmark's input lines, as a
    tool writes them) as typed predictions of ``case_ids``. A document that is not one is a
    ``PredictionsError`` naming ``source`` (what made them)."""
    items = item_key(task, case_ids)
    predictions = []
    for number, document in enumerate(documents, start=1):
        prediction = _parse(Path(source), number, task, document)
        if prediction.id not in items:
            raise PredictionsError(source, number, f"unknown id {prediction.id!r}")
        predictions.append(_of_case(prediction, items[prediction.id]))
    return predictions


def write_jsonl(documents: Sequence[dict[str, Any]], path: Path | None) -> str:
    """JSON Lines text of ``documents``, also written to ``path`` when given."""
    text = "".join(json.dumps(document, ensure_ascii=False) + "\n" for document in documents)
    if path is not None:
        path.parent.mkdir(parents=True, exist_ok=True)
        path.write_text(text, encoding="utf-8")
    return text
