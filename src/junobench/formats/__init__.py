"""The wire formats: the JSON lines a tool reads and writes, and the predictions read from them."""

from __future__ import annotations

from typing import TYPE_CHECKING

from .._lazy import lazy_attributes

if TYPE_CHECKING:
    from ._formats import (
        CellLine,
        DetectInputLine,
        DiagnoseInputLine,
        ErrorLine,
        ExecutedCell,
        OutputLine,
        RepairInputLine,
        TargetCell,
        problem_of,
        schema,
    )
    from ._items import Version, item_id, item_key
    from ._predictions import (
        LABEL_FIELDS,
        DetectPrediction,
        DiagnosePrediction,
        LocalizePrediction,
        Prediction,
        RepairPrediction,
        parse_repair,
        predictions_of,
        read_jsonl,
        read_predictions,
        write_jsonl,
    )

# Each name -> the module that defines it, imported when the name is first used.
_MODULES: dict[str, str] = {
    "CellLine": "._formats",
    "DetectInputLine": "._formats",
    "DetectPrediction": "._predictions",
    "DiagnoseInputLine": "._formats",
    "DiagnosePrediction": "._predictions",
    "ErrorLine": "._formats",
    "ExecutedCell": "._formats",
    "LABEL_FIELDS": "._predictions",
    "LocalizePrediction": "._predictions",
    "OutputLine": "._formats",
    "Prediction": "._predictions",
    "RepairInputLine": "._formats",
    "RepairPrediction": "._predictions",
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
    "LABEL_FIELDS",
    "CellLine",
    "DetectInputLine",
    "DetectPrediction",
    "DiagnoseInputLine",
    "DiagnosePrediction",
    "ErrorLine",
    "ExecutedCell",
    "LocalizePrediction",
    "OutputLine",
    "Prediction",
    "RepairInputLine",
    "RepairPrediction",
    "TargetCell",
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
