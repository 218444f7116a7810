"""The four tasks: their inputs, the scoring of predictions and the evaluation of a tool."""

from __future__ import annotations

from typing import TYPE_CHECKING

from .._lazy import lazy_attributes

if TYPE_CHECKING:
    from ._difficulty import STRATA, Difficulty, difficulty, strata_of
    from ._evaluate import (
        Evaluation,
        default_run_dir,
        evaluate,
        evaluate_async,
        evaluation_csv,
        evaluation_markdown,
        strata_table,
    )
    from ._scoring import VOCABULARIES, CaseResult, Metric, metrics_of
    from ._tasks import detect_inputs, diagnose_inputs, recorded_error, repair_inputs

# Each name -> the module that defines it, imported when the name is first used.
_MODULES: dict[str, str] = {
    "strata_table": "._evaluate",
    "STRATA": "._difficulty",
    "Difficulty": "._difficulty",
    "difficulty": "._difficulty",
    "strata_of": "._difficulty",
    "metrics_of": "._scoring",
    "evaluation_csv": "._evaluate",
    "evaluation_markdown": "._evaluate",
    "CaseResult": "._scoring",
    "Evaluation": "._evaluate",
    "Metric": "._scoring",
    "VOCABULARIES": "._scoring",
    "default_run_dir": "._evaluate",
    "detect_inputs": "._tasks",
    "diagnose_inputs": "._tasks",
    "evaluate": "._evaluate",
    "evaluate_async": "._evaluate",
    "recorded_error": "._tasks",
    "repair_inputs": "._tasks",
}

__all__ = [
    "STRATA",
    "VOCABULARIES",
    "CaseResult",
    "Difficulty",
    "Evaluation",
    "Metric",
    "default_run_dir",
    "detect_inputs",
    "diagnose_inputs",
    "difficulty",
    "evaluate",
    "evaluate_async",
    "evaluation_csv",
    "evaluation_markdown",
    "metrics_of",
    "recorded_error",
    "repair_inputs",
    "strata_of",
    "strata_table",
]

__getattr__, __dir__ = lazy_attributes(__name__, _MODULES)
