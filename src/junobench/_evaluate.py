"""Scoring a predictions file against the benchmark: one typed, versioned evaluation per run."""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any, cast

from ._benchmark import Benchmark
from ._case import Case
from ._engine import Engine, Limits, run_sync
from ._exceptions import JunoBenchError
from ._predictions import (
    DetectPrediction,
    DiagnosePrediction,
    LocalizePrediction,
    Prediction,
    RepairPrediction,
    read_predictions,
)
from ._repair import RepairResult, evaluate_repairs_async
from ._scoring import Metric, score_detect, score_diagnose, score_localize, score_outcomes
from ._tasks import detect_key
from ._vocabulary import Task

__all__ = ["EVALUATION_VERSION", "Evaluation", "evaluate", "evaluate_async"]

EVALUATION_VERSION = 1


@dataclass(frozen=True)
class Evaluation:
    """The scores of one predictions file on one task.

    ``scores`` is a tree whose leaves are ``Metric``s (plus ``confusion`` matrices for
    ``diagnose``); ``to_json`` gives the fractions under the SPEC.md keys and, beside them, the
    per-library tallies under ``by_library``.
    """

    task: Task
    predictions: Path
    cases: tuple[Case, ...]
    scores: dict[str, Any]
    missing: tuple[str, ...]
    repairs: dict[str, RepairResult] = field(default_factory=dict)

    def metric_values(self) -> dict[str, Any]:
        def values(node: Any) -> Any:
            if isinstance(node, Metric):
                return round(node.value, 6)
            return {key: values(value) for key, value in node.items() if key != "confusion"}

        return cast(dict[str, Any], values(self.scores))

    def by_library(self) -> dict[str, Any]:
        def tallies(node: Any) -> Any:
            if isinstance(node, Metric):
                return {library: tally.to_json() for library, tally in node.by_library.items()}
            tree = {key: tallies(value) for key, value in node.items() if key != "confusion"}
            return {key: value for key, value in tree.items() if value}

        return cast(dict[str, Any], tallies(self.scores))

    def to_json(self) -> dict[str, Any]:
        document: dict[str, Any] = {
            "version": EVALUATION_VERSION,
            "task": self.task,
            "predictions": str(self.predictions),
            "cases": len(self.cases),
            "missing": list(self.missing),
        }
        document.update(self.metric_values())
        document["by_library"] = self.by_library()
        if self.task == "diagnose":
            document["confusion"] = {dim: self.scores[dim]["confusion"] for dim in self.scores}
        if self.repairs:
            document["repairs"] = {
                case_id: result.to_json() for case_id, result in sorted(self.repairs.items())
            }
        return document


def _unusable(case: Case, prediction: Prediction) -> str | None:
    """What makes a well-formed prediction impossible to score on ``case``, if anything."""
    if isinstance(prediction, LocalizePrediction):
        cells = {cell.id for cell in case.reproduced().cells}
        unknown = [cell_id for cell_id in prediction.cell_ids if cell_id not in cells]
        if unknown:
            return f"{case.id} has no cell {unknown[0]!r}"
    if isinstance(prediction, RepairPrediction):
        try:
            case.reproduced().edited(prediction.cells, prediction.execution_order)
        except JunoBenchError as error:
            return f"{case.id}: {str(error).split(': ', 1)[-1]}"
    return None


def _missing(
    task: Task, cases: Sequence[Case], predictions: Sequence[Prediction]
) -> tuple[str, ...]:
    keys = {prediction.key for prediction in predictions}
    if task == "detect":  # by opaque item id: a missing list must not reveal the key
        items = detect_key(case.id for case in cases)
        return tuple(sorted(item for item, key in items.items() if key not in keys))
    return tuple(case.id for case in cases if (case.id, "") not in keys)


async def evaluate_async(
    benchmark: Benchmark,
    task: Task,
    predictions_path: Path,
    *,
    run_dir: Path | None = None,
    engine: Engine | None = None,
    jobs: int = 1,
    limits: Limits | None = None,
    on_repair: Callable[[RepairResult, bool], None] | None = None,
) -> Evaluation:
    """Score ``predictions_path`` for ``task`` on every case of ``benchmark``.

    ``repair`` replays each prediction (``run_dir`` keeps per-case logs and makes the run
    resumable; default ``runs/repair-<predictions file name>``).
    """
    cases = tuple(benchmark.cases())
    by_id = {case.id: case for case in cases}
    predictions = read_predictions(
        predictions_path,
        task,
        by_id,
        lambda prediction: _unusable(by_id[prediction.id], prediction),
    )
    missing = _missing(task, cases, predictions)
    repairs: dict[str, RepairResult] = {}
    if task == "detect":
        scores = score_detect(cases, [p for p in predictions if isinstance(p, DetectPrediction)])
    elif task == "diagnose":
        scores = score_diagnose(
            cases, [p for p in predictions if isinstance(p, DiagnosePrediction)]
        )
    elif task == "localize":
        scores = score_localize(
            cases, [p for p in predictions if isinstance(p, LocalizePrediction)]
        )
    else:
        folder = run_dir or Path("runs") / f"repair-{predictions_path.stem}"
        repairs = await evaluate_repairs_async(
            cases,
            [p for p in predictions if isinstance(p, RepairPrediction)],
            folder,
            engine=engine,
            jobs=jobs,
            limits=limits,
            on_result=on_repair,
        )
        scores = score_outcomes(
            cases,
            {case_id: result.resolved for case_id, result in repairs.items()},
            {case_id: result.crash_gone for case_id, result in repairs.items()},
        )
    return Evaluation(task, predictions_path, cases, scores, missing, repairs)


def evaluate(
    benchmark: Benchmark,
    task: Task,
    predictions_path: Path,
    *,
    run_dir: Path | None = None,
    engine: Engine | None = None,
    jobs: int = 1,
    limits: Limits | None = None,
    on_repair: Callable[[RepairResult, bool], None] | None = None,
) -> Evaluation:
    """``evaluate_async`` for scripts (not inside a running event loop)."""
    coroutine = evaluate_async(
        benchmark,
        task,
        predictions_path,
        run_dir=run_dir,
        engine=engine,
        jobs=jobs,
        limits=limits,
        on_repair=on_repair,
    )
    return run_sync(coroutine, "evaluate")
