"""The built-in baselines: ``baseline_predictions`` gives what ``junobench baseline NAME TASK``
writes, for every one of them.

The sanity baselines' scores are known in advance, which proves the scorers right:

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

The reference baselines (``static``, ``heuristic``, ``llm``: ``_reference.py``) read nothing but
the inputs ``export`` writes; here they are given those of the cases asked for.
"""

from __future__ import annotations

import tempfile
from collections import Counter
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from pathlib import Path
from typing import TYPE_CHECKING, Any

from .._exceptions import UsageError
from .._sync import run_sync
from .._vocabulary import BASELINES, Task
from ..cases import Case, order_anomalies
from ..engine import RESTART
from ..formats import (
    LABEL_FIELDS,
    DetectPrediction,
    DiagnoseInput,
    DiagnosePrediction,
    LocalizePrediction,
    Prediction,
    RepairPrediction,
    predictions_of,
)
from ..tasks import VOCABULARIES, diagnose_inputs
from ..verify import gold_repair

if TYPE_CHECKING:
    from ..llm import LLMRun, LLMSettings

__all__ = ["BASELINES", "BaselineRun", "baseline_predictions", "check_baseline", "run_baseline"]


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
        DetectPrediction.for_case(
            case.id, version, crash=version == "reproduced" if answer is None else answer
        )
        for case in cases
        for version in ("reproduced", "fixed")
    ]


def _order_anomalies(item: DiagnoseInput) -> list[str]:
    return order_anomalies(item.code_cells, item.execution_order, item.error.cell_id)


def _order_diagnosis(item: DiagnoseInput) -> DiagnosePrediction:
    if not _order_anomalies(item):
        return DiagnosePrediction.for_case(item.case_id, **_CLEAN_ORDER_LABELS)
    labels = {**_CLEAN_ORDER_LABELS, "library_cause": "none", "root_cause": "NB specific"}
    return DiagnosePrediction.for_case(item.case_id, **labels)


def _order_localization(item: DiagnoseInput) -> LocalizePrediction:
    anomalies = _order_anomalies(item)
    ran = [
        cell_id for cell_id in dict.fromkeys(reversed(item.execution_order)) if cell_id != RESTART
    ]
    ranked = [*anomalies, item.error.cell_id, *ran]
    return LocalizePrediction.for_case(item.case_id, cell_ids=list(dict.fromkeys(ranked)))


def _most_frequent(cases: Sequence[Case], dimension: str) -> str:
    counts = Counter(case.labels()[dimension] for case in cases)
    vocabulary = VOCABULARIES[dimension]
    return max(counts, key=lambda label: (counts[label], -vocabulary.index(label)))


def check_baseline(name: str, task: Task, llm: LLMSettings | None = None) -> None:
    """Raise ``UsageError`` unless baseline ``name`` has predictions for ``task`` and has the
    settings it needs: ``llm`` exactly when ``name`` is the llm baseline."""
    if name not in BASELINES:
        raise UsageError(f"unknown baseline {name!r}; baselines are {', '.join(BASELINES)}")
    if task not in BASELINES[name]:
        raise UsageError(
            f"baseline {name!r} has no predictions for task {task!r} (only {', '.join(BASELINES[name])})"
        )
    if name == "llm" and llm is None:
        raise UsageError(
            "baseline 'llm' needs an endpoint: llm=LLMSettings(base_url=..., model=...) "
            "(on the command line --base-url and --model)"
        )
    if name != "llm" and llm is not None:
        raise UsageError(f"baseline {name!r} takes no LLM settings; only 'llm' does")


def _gold_diagnoses(cases: Sequence[Case]) -> list[Prediction]:
    return [
        DiagnosePrediction.for_case(case.id, diagnosis=case.diagnosis, **case.labels())
        for case in cases
    ]


def _majority_diagnoses(cases: Sequence[Case]) -> list[Prediction]:
    labels = {dimension: _most_frequent(cases, dimension) for dimension in LABEL_FIELDS}
    return [DiagnosePrediction.for_case(case.id, **labels) for case in cases]


_Baseline = Callable[[Sequence[Case]], list[Prediction]]

# Every sanity baseline, by (name, task); the reference ones are ``_reference``'s.
_SANITY: dict[tuple[str, str], _Baseline] = {
    ("gold", "detect"): lambda cases: _detect(cases, None),
    ("always-crash", "detect"): lambda cases: _detect(cases, True),
    ("never-crash", "detect"): lambda cases: _detect(cases, False),
    ("majority", "detect"): lambda cases: _detect(cases, True),
    ("gold", "diagnose"): _gold_diagnoses,
    ("majority", "diagnose"): _majority_diagnoses,
    ("order", "diagnose"): lambda cases: [
        _order_diagnosis(item) for item in diagnose_inputs(cases)
    ],
    ("gold", "localize"): lambda cases: [
        LocalizePrediction.for_case(case.id, cell_ids=list(case.fix.cell_ids)) for case in cases
    ],
    ("majority", "localize"): lambda cases: [
        LocalizePrediction.for_case(case.id, cell_ids=[case.crash.cell_id]) for case in cases
    ],
    ("order", "localize"): lambda cases: [
        _order_localization(item) for item in diagnose_inputs(cases)
    ],
    ("gold", "repair"): lambda cases: [gold_repair(case) for case in cases],
    ("majority", "repair"): lambda cases: [
        RepairPrediction(id=case.id, cells={}) for case in cases
    ],
    ("empty-crash-cell", "repair"): lambda cases: [
        RepairPrediction(id=case.id, cells={case.crash.cell_id: ""}) for case in cases
    ],
}


@dataclass(frozen=True)
class BaselineRun:
    """A baseline's predictions and, for ``llm``, what happened to each input (``LLMRun``)."""

    predictions: list[Prediction]
    llm: LLMRun | None = None


def run_baseline(
    name: str,
    task: Task,
    cases: Sequence[Case],
    *,
    llm: LLMSettings | None = None,
    on_line: Callable[[Any], None] | None = None,
) -> BaselineRun:
    """``baseline_predictions``, with the llm baseline's records; ``on_line`` is called with
    each input line a reference baseline has answered. The llm baseline runs its requests in an
    event loop of its own: inside a running one (Jupyter), ``await run_baseline_async``."""
    if llm is not None:
        run = run_baseline_async(name, task, cases, llm=llm, on_line=on_line)
        return run_sync(run, "baseline_predictions")
    check_baseline(name, task, llm)
    if (name, task) in _SANITY:
        return BaselineRun(_SANITY[name, task](cases))
    from ._reference import reference_predictions

    with tempfile.TemporaryDirectory(prefix="junobench-inputs-") as scratch:
        lines = _inputs(name, task, cases, Path(scratch))
        documents = reference_predictions(name, task, lines, on_line=on_line)
    return BaselineRun(predictions_of(documents, task, _ids(cases), f"<baseline {name}>"))


async def run_baseline_async(
    name: str,
    task: Task,
    cases: Sequence[Case],
    *,
    llm: LLMSettings | None = None,
    on_line: Callable[[Any], None] | None = None,
) -> BaselineRun:
    """``run_baseline`` inside a running event loop."""
    if llm is None:
        return run_baseline(name, task, cases, on_line=on_line)
    check_baseline(name, task, llm)
    from ..llm import llm_predictions_async

    with tempfile.TemporaryDirectory(prefix="junobench-inputs-") as scratch:
        lines = _inputs(name, task, cases, Path(scratch))
        run = await llm_predictions_async(llm, task, lines, on_line=on_line)
    documents = run.predictions
    return BaselineRun(predictions_of(documents, task, _ids(cases), f"<baseline {name}>"), run)


def _inputs(name: str, task: Task, cases: Sequence[Case], scratch: Path) -> list[Any]:
    """The input lines ``export`` writes for ``cases``, for a baseline that reads them."""
    from ._reference import READS_INPUTS, benchmark_inputs

    if name not in READS_INPUTS:  # BASELINES names a task that nothing here predicts
        raise UsageError(f"baseline {name!r} has no predictions for task {task!r}")
    return list(benchmark_inputs(task, cases, scratch / "repair"))


def _ids(cases: Sequence[Case]) -> list[str]:
    return [case.id for case in cases]


def baseline_predictions(
    name: str, task: Task, cases: Sequence[Case], *, llm: LLMSettings | None = None
) -> list[Prediction]:
    """The predictions of baseline ``name`` for ``task`` on ``cases``: what
    ``junobench baseline NAME TASK`` writes (``to_json()`` gives its lines).

    ``static``, ``heuristic`` and ``llm`` answer the inputs ``export`` writes for ``cases``;
    ``llm`` needs its endpoint, ``llm=LLMSettings(base_url=..., model=...)``, and inside a
    running event loop (Jupyter) ``await baseline_predictions_async(...)``. A baseline without
    predictions for ``task`` (``BASELINES`` says which it has), or ``llm`` without settings, is a
    ``UsageError``. The llm baseline leaves out the inputs it got no usable answer for.
    """
    return run_baseline(name, task, cases, llm=llm).predictions


async def baseline_predictions_async(
    name: str, task: Task, cases: Sequence[Case], *, llm: LLMSettings | None = None
) -> list[Prediction]:
    """``baseline_predictions`` inside a running event loop (as in Jupyter), for ``llm``."""
    return (await run_baseline_async(name, task, cases, llm=llm)).predictions
