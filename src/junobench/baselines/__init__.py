"""The baselines: reference, static, heuristic and LLM predictions for every task."""

from __future__ import annotations

from typing import TYPE_CHECKING

from .._lazy import lazy_attributes

if TYPE_CHECKING:
    from ._baselines import (
        BASELINES,
        baseline_predictions,
        baseline_predictions_async,
        check_baseline,
        run_baseline,
    )
    from ._code import ALWAYS_BOUND, Bind, CellCode, Read, parse_python, read_cell, to_python
    from ._heuristic import HeuristicDiagnosis, heuristic_diagnosis
    from ._reference import READS_INPUTS, read_inputs, reference_predictions

# Each name -> the module that defines it, imported when the name is first used.
_MODULES: dict[str, str] = {
    "ALWAYS_BOUND": "._code",
    "BASELINES": "._baselines",
    "Bind": "._code",
    "CellCode": "._code",
    "HeuristicDiagnosis": "._heuristic",
    "heuristic_diagnosis": "._heuristic",
    "READS_INPUTS": "._reference",
    "Read": "._code",
    "baseline_predictions": "._baselines",
    "baseline_predictions_async": "._baselines",
    "check_baseline": "._baselines",
    "parse_python": "._code",
    "read_cell": "._code",
    "to_python": "._code",
    "read_inputs": "._reference",
    "reference_predictions": "._reference",
    "run_baseline": "._baselines",
}

__all__ = [
    "ALWAYS_BOUND",
    "BASELINES",
    "READS_INPUTS",
    "Bind",
    "CellCode",
    "HeuristicDiagnosis",
    "Read",
    "baseline_predictions",
    "baseline_predictions_async",
    "check_baseline",
    "heuristic_diagnosis",
    "parse_python",
    "read_cell",
    "read_inputs",
    "reference_predictions",
    "run_baseline",
    "to_python",
]

__getattr__, __dir__ = lazy_attributes(__name__, _MODULES)
