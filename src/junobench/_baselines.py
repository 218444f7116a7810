"""Sanity baselines: predictions whose scores are known in advance, which prove the scorers right.

- ``gold``: the ground truth, for every task; it must score perfectly.
- ``always-crash`` / ``never-crash``: ``detect`` only.
- ``majority``: the most frequent answer: for ``detect``, "crash" (the two classes tie); for
  ``diagnose``, the most frequent label of each dimension; for ``localize``, the cell that
  raised (the most frequent fix location); for ``repair``, no edit.
- ``empty-crash-cell``: ``repair`` only: empties the crashing cell, which the oracles must reject.
- ``order``: ``diagnose`` and ``localize``, from the execution order alone: "NB specific" (library
  cause "none") when the order is not a clean top-down run up to the crash, and the cells that
  make it so ranked first. It measures a shortcut that a benchmark must not allow: on a sound
  benchmark it is useless.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Sequence

from ._case import Case
from ._exceptions import UsageError
from ._notebook import order_anomalies
from ._predictions import (
    LABEL_FIELDS,
    DetectPrediction,
    DiagnosePrediction,
    LocalizePrediction,
    Prediction,
    RepairPrediction,
)
from ._scoring import VOCABULARIES
from ._tasks import DiagnoseInput, diagnose_inputs
from ._trials import gold_repair
from ._vocabulary import BASELINES, Task

__all__ = ["BASELINES", "baseline_predictions", "check_baseline"]


# The ``order`` baseline's labels for a clean order: the most frequent ones of the published
# JunoBench that are not notebook-specific (library causes tie; the first in the vocabulary).
_CLEAN_ORDER_LABELS = {
    "library_cause": "tensorflow/keras",
    "crash_type": "invalid argument",
    "root_cause": "API misuse",
    "pipeline_stage": "training",
}


def _detect(cases: Sequence[Case], answer: bool | None) -> list[Prediction]:
    return [
        DetectPrediction(case.id, version, version == "reproduced" if answer is None else answer)
        for case in cases
        for version in ("reproduced", "fixed")
    ]


def _order_anomalies(item: DiagnoseInput) -> list[str]:
    code = [(cell.id, cell.source) for cell in item.cells if not cell.markdown]
    return order_anomalies(code, item.execution_order, item.error.cell_id)


def _order_diagnosis(item: DiagnoseInput) -> DiagnosePrediction:
    if not _order_anomalies(item):
        return DiagnosePrediction(item.case_id, **_CLEAN_ORDER_LABELS)
    labels = {**_CLEAN_ORDER_LABELS, "library_cause": "none", "root_cause": "NB specific"}
    return DiagnosePrediction(item.case_id, **labels)


def _order_localization(item: DiagnoseInput) -> LocalizePrediction:
    anomalies = _order_anomalies(item)
    ran = list(dict.fromkeys(reversed(item.execution_order)))
    ranked = [*anomalies, item.error.cell_id, *ran]
    return LocalizePrediction(item.case_id, tuple(dict.fromkeys(ranked)))


def _most_frequent(cases: Sequence[Case], dimension: str) -> str:
    counts = Counter(case.labels()[dimension] for case in cases)
    vocabulary = VOCABULARIES[dimension]
    return max(counts, key=lambda label: (counts[label], -vocabulary.index(label)))


def check_baseline(name: str, task: Task) -> None:
    """Raise ``UsageError`` unless baseline ``name`` has predictions for ``task``."""
    if name not in BASELINES:
        raise UsageError(f"unknown baseline {name!r}; baselines are {', '.join(BASELINES)}")
    if task not in BASELINES[name]:
        raise UsageError(
            f"baseline {name!r} has no predictions for task {task!r} (only {', '.join(BASELINES[name])})"
        )


def baseline_predictions(name: str, task: Task, cases: Sequence[Case]) -> list[Prediction]:
    """The predictions of baseline ``name`` for ``task`` on ``cases``."""
    check_baseline(name, task)
    if task == "detect":
        answer = {"gold": None, "never-crash": False}.get(name, True)
        return _detect(cases, answer)
    if name == "order":
        inputs = diagnose_inputs(cases)
        if task == "diagnose":
            return [_order_diagnosis(item) for item in inputs]
        return [_order_localization(item) for item in inputs]
    if task == "diagnose":
        if name == "gold":
            return [
                DiagnosePrediction(case.id, diagnosis=case.diagnosis, **case.labels())
                for case in cases
            ]
        labels = {dimension: _most_frequent(cases, dimension) for dimension in LABEL_FIELDS}
        return [DiagnosePrediction(case.id, diagnosis="", **labels) for case in cases]
    if task == "localize":
        if name == "gold":
            return [LocalizePrediction(case.id, case.fix.cell_ids) for case in cases]
        return [LocalizePrediction(case.id, (case.crash.cell_id,)) for case in cases]
    if name == "gold":
        return [gold_repair(case) for case in cases]
    if name == "empty-crash-cell":
        return [RepairPrediction(case.id, ((case.crash.cell_id, ""),)) for case in cases]
    return [RepairPrediction(case.id, ()) for case in cases]
