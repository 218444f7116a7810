"""The wire formats: the JSON lines a tool reads and writes (inputs, predictions) as the typed
values the harness works with, and the reading of predictions files."""

from __future__ import annotations

from typing import TYPE_CHECKING

from .._lazy import lazy_attributes

if TYPE_CHECKING:
    from ._formats import (
        INPUT_MODELS,
        LABEL_FIELDS,
        PREDICTION_MODELS,
        CellLine,
        DetectInput,
        DetectPrediction,
        DiagnoseInput,
        DiagnosePrediction,
        ExecutedCell,
        Input,
        LocalizePrediction,
        OutputLine,
        Prediction,
        RecordedError,
        RepairInput,
        RepairPrediction,
        TargetCell,
        VariableState,
        problem_of,
        schema,
    )
    from ._items import (
        Version,
        item_id,
        item_key,
    )
    from ._predictions import (
        parse_repair,
        predictions_of,
        read_jsonl,
        read_predictions,
        write_jsonl,
    )

# Each name -> the module that defines it, imported when the name is first used.
_MODULES: dict[str, str] = {
    "CellLine": "._formats",
    "DetectInput": "._formats",
    "DetectPrediction": "._formats",
    "DiagnoseInput": "._formats",
    "DiagnosePrediction": "._formats",
    "ExecutedCell": "._formats",
    "INPUT_MODELS": "._formats",
    "Input": "._formats",
    "LABEL_FIELDS": "._formats",
    "LocalizePrediction": "._formats",
    "OutputLine": "._formats",
    "VariableState": "._formats",
    "PREDICTION_MODELS": "._formats",
    "Prediction": "._formats",
    "RecordedError": "._formats",
    "RepairInput": "._formats",
    "RepairPrediction": "._formats",
    "TargetCell": "._formats",
    "Version": "._items",
    "item_id": "._items",
    "item_key": "._items",
    "parse_repair": "._predictions",
    "predictions_of": "._predictions",
    "problem_of": "._formats",
    "read_jsonl": "._predictions",
    "read_predictions": "._predictions",
    "schema": "._formats",
    "write_jsonl": "._predictions",
}

__all__ = [
    "INPUT_MODELS",
    "LABEL_FIELDS",
    "PREDICTION_MODELS",
    "CellLine",
    "DetectInput",
    "DetectPrediction",
    "DiagnoseInput",
    "DiagnosePrediction",
    "ExecutedCell",
    "Input",
    "LocalizePrediction",
    "OutputLine",
    "Prediction",
    "RecordedError",
    "RepairInput",
    "RepairPrediction",
    "TargetCell",
    "VariableState",
    "Version",
    "item_id",
    "item_key",
    "parse_repair",
    "predictions_of",
    "problem_of",
    "read_jsonl",
    "read_predictions",
    "schema",
    "write_jsonl",
]

__getattr__, __dir__ = lazy_attributes(__name__, _MODULES)
