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
from typing import Any, cast

from ._exceptions import PredictionsError
from ._vocabulary import Task

__all__ = [
    "DetectPrediction",
    "DiagnosePrediction",
    "LocalizePrediction",
    "Prediction",
    "RepairPrediction",
    "parse_repair",
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
        from ._tasks import detect_item_id

        document: dict[str, Any] = {"id": detect_item_id(self.id, self.version)}
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
        document: dict[str, Any] = {"id": self.id}
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
        return {"id": self.id, "cell_ids": list(self.cell_ids)}


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


class _Line:
    """One parsed line; failures raise ``PredictionsError`` naming file and line."""

    def __init__(self, path: Path, number: int | None, document: Any) -> None:
        self.path = path
        self.number = number
        if not isinstance(document, dict):
            self.fail("not a JSON object")
        self.document: dict[str, Any] = document

    def fail(self, problem: str) -> Any:
        raise PredictionsError(self.path, self.number, problem)

    def text(self, name: str, *, required: bool = True) -> str | None:
        value = self.document.get(name)
        if value is None and not required:
            return None
        if not isinstance(value, str) or (required and not value):
            self.fail(f"{name!r} must be a {'non-empty ' if required else ''}string")
        return cast(str | None, value)

    def texts(self, name: str) -> tuple[str, ...]:
        value = self.document.get(name)
        if not isinstance(value, list) or not all(isinstance(item, str) for item in value):
            self.fail(f"{name!r} must be a list of strings")
        return tuple(value)  # type: ignore[arg-type]


def _detect(line: _Line) -> DetectPrediction:
    item_id = line.text("id") or ""
    if "crash" in line.document and "samples" in line.document:
        line.fail("give 'crash' or 'samples', not both")
    if "samples" in line.document:
        samples = line.document["samples"]
        if (
            not isinstance(samples, list)
            or not samples
            or not all(isinstance(s, bool) for s in samples)
        ):
            line.fail("'samples' must be a non-empty list of true/false")
        # Majority vote; a tie is not a majority for "crash".
        return DetectPrediction(item_id, "", 2 * sum(samples) > len(samples), tuple(samples))
    crash = line.document.get("crash")
    if not isinstance(crash, bool):
        line.fail("'crash' must be true or false (or give 'samples')")
    return DetectPrediction(item_id, "", bool(crash))


def _diagnose(line: _Line) -> DiagnosePrediction:
    from ._vocabulary import CRASH_TYPES, LIBRARY_CAUSES, PIPELINE_STAGES, ROOT_CAUSES

    vocabularies = {
        "library_cause": LIBRARY_CAUSES,
        "crash_type": CRASH_TYPES,
        "root_cause": ROOT_CAUSES,
        "pipeline_stage": PIPELINE_STAGES,
    }
    labels = {field: line.text(field) for field in LABEL_FIELDS}
    for field, value in labels.items():
        if value not in vocabularies[field]:
            line.fail(f"{field} {value!r} is not one of the vocabulary's labels")
    return DiagnosePrediction(
        line.text("id") or "", diagnosis=line.text("diagnosis", required=False) or "", **labels
    )


def _localize(line: _Line) -> LocalizePrediction:
    return LocalizePrediction(line.text("id") or "", line.texts("cell_ids"))


def _repair(line: _Line) -> RepairPrediction:
    cells = line.document.get("cells")
    if not isinstance(cells, dict) or not all(isinstance(v, str) for v in cells.values()):
        line.fail("'cells' must be an object mapping cell ids to source strings")
    order = line.texts("execution_order") if "execution_order" in line.document else None
    return RepairPrediction(line.text("id") or "", tuple(cells.items()), order)  # type: ignore[union-attr]


def parse_repair(document: Any, path: Path, line: int | None = None) -> RepairPrediction:
    """One repair prediction object (a line of a predictions file, or a case's repair file)."""
    return _repair(_Line(path, line, document))


_PARSERS: dict[str, Callable[[_Line], Prediction]] = {
    "detect": _detect,
    "diagnose": _diagnose,
    "localize": _localize,
    "repair": _repair,
}


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
) -> list[Prediction]:
    """Read and check a predictions file for ``task`` against the benchmark's case ids.

    Detect lines name opaque item ids; each is mapped back to its case and version here.
    ``check`` says what is wrong with a prediction that parses but cannot be scored (a cell the
    case's notebook does not have); a file without any prediction is an error too.
    """
    from ._tasks import detect_key

    known = set(known_ids)
    items = detect_key(known) if task == "detect" else {}
    predictions: list[Prediction] = []
    seen: dict[tuple[str, str], int] = {}
    for number, document in read_jsonl(path):
        prediction = _PARSERS[task](_Line(path, number, document))
        what = prediction.id  # as the file names it (for detect, the opaque item id)
        if isinstance(prediction, DetectPrediction):
            if prediction.id not in items:
                raise PredictionsError(path, number, f"unknown item id {prediction.id!r}")
            case_id, version = items[prediction.id]
            prediction = dataclasses.replace(prediction, id=case_id, version=version)
        elif prediction.id not in known:
            raise PredictionsError(path, number, f"unknown case id {prediction.id!r}")
        if prediction.key in seen:
            raise PredictionsError(
                path,
                number,
                f"duplicate prediction for {what} (first on line {seen[prediction.key]})",
            )
        seen[prediction.key] = number
        problem = check(prediction) if check is not None else None
        if problem is not None:
            raise PredictionsError(path, number, problem)
        predictions.append(prediction)
    if not predictions:
        raise PredictionsError(path, None, "no prediction in the file")
    return predictions


def write_jsonl(documents: Sequence[dict[str, Any]], path: Path | None) -> str:
    """JSON Lines text of ``documents``, also written to ``path`` when given."""
    text = "".join(json.dumps(document, ensure_ascii=False) + "\n" for document in documents)
    if path is not None:
        path.parent.mkdir(parents=True, exist_ok=True)
        path.write_text(text, encoding="utf-8")
    return text
