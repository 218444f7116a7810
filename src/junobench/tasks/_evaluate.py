"""Scoring a predictions file against the benchmark: one typed, versioned evaluation per run."""

from __future__ import annotations

import csv
import io
from collections.abc import Callable, Sequence
from dataclasses import dataclass, field
from pathlib import Path
from typing import TYPE_CHECKING, Any, cast

from .._exceptions import JunoBenchError
from .._sync import sync_twin
from .._text import markdown_table
from .._vocabulary import Task
from ..cases import Benchmark, Case
from ..engine import NOT_ISOLATED, Engine, Limits
from ..formats import (
    LABEL_FIELDS,
    DetectPrediction,
    DiagnosePrediction,
    LocalizePrediction,
    Prediction,
    RepairPrediction,
    item_key,
    read_predictions,
)
from ..verify import RemoteReplay, RepairResult, evaluate_repairs_async
from ._difficulty import strata_of
from ._scoring import (
    CaseResult,
    Metric,
    Tally,
    detect_results,
    diagnose_results,
    localize_results,
    metrics_of,
    score_detect,
    score_diagnose,
    score_diagnosis_text,
    score_localize,
    score_outcomes,
)

if TYPE_CHECKING:
    from ..llm import LLMSettings

__all__ = [
    "EVALUATION_VERSION",
    "Evaluation",
    "default_run_dir",
    "evaluate",
    "evaluate_async",
    "evaluation_csv",
    "evaluation_markdown",
    "strata_table",
]

EVALUATION_VERSION = 3  # 3: scores per stratum of difficulty (``strata``)


@dataclass(frozen=True)
class Evaluation:
    """The scores of one predictions file on one task.

    ``scores`` is a tree whose leaves are ``Metric``s (plus ``confusion`` matrices for
    ``diagnose``); ``to_json`` gives the fractions under the documented keys and, beside them,
    the per-library tallies under ``by_library`` and one row per input line under ``results``.
    """

    task: Task
    predictions: Path
    cases: tuple[Case, ...]
    scores: dict[str, Any]
    missing: tuple[str, ...]
    results: tuple[CaseResult, ...] = ()
    repairs: dict[str, RepairResult] = field(default_factory=dict)
    # Stratum (``_difficulty.STRATA``) -> its value ("yes", "no") -> (cases in it, their scores).
    strata: dict[str, dict[str, tuple[int, dict[str, Any]]]] = field(default_factory=dict)

    @property
    def isolated(self) -> bool | None:
        """For ``repair``, whether every prediction was replayed in a sandboxed kernel that saw
        only its working copy; None for the tasks that run nothing."""
        if self.task != "repair":
            return None
        ran = [result for result in self.repairs.values() if result.status != "invalid"]
        return all(result.isolated for result in ran)

    def metric_values(self, scores: dict[str, Any] | None = None) -> dict[str, Any]:
        """The fractions of ``scores`` (default: the evaluation's own) as a tree."""

        def values(node: Any) -> Any:
            if isinstance(node, Metric):
                return round(node.value, 6)
            return {key: values(value) for key, value in node.items() if key != "confusion"}

        return cast(dict[str, Any], values(self.scores if scores is None else scores))

    def strata_values(self) -> dict[str, Any]:
        """Per stratum and value: the number of cases and the fractions on them."""
        return {
            name: {
                value: {"cases": count, **self.metric_values(scores)}
                for value, (count, scores) in groups.items()
            }
            for name, groups in self.strata.items()
        }

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
        if self.isolated is not None:
            document["isolated"] = self.isolated
        document.update(self.metric_values())
        document["by_library"] = self.by_library()
        document["strata"] = self.strata_values()
        if self.task == "diagnose":
            document["confusion"] = {
                dim: self.scores[dim]["confusion"] for dim in LABEL_FIELDS if dim in self.scores
            }
        document["results"] = [result.to_json() for result in self.results]
        if self.repairs:
            document["repairs"] = {
                case_id: result.to_json() for case_id, result in sorted(self.repairs.items())
            }
        return document

    def _repr_markdown_(self) -> str:
        """The tables ``junobench evaluate`` prints, for Jupyter."""
        return evaluation_markdown(self, confusion=False)


def _unusable(case: Case, prediction: Prediction) -> str | None:
    """What makes a well-formed prediction impossible to score on ``case``, if anything."""
    if isinstance(prediction, LocalizePrediction):
        cells = {cell.id for cell in case.reproduced().cells}
        unknown = [cell_id for cell_id in prediction.cell_ids if cell_id not in cells]
        if unknown:
            return f"the notebook has no cell {unknown[0]!r}"
    if isinstance(prediction, RepairPrediction):
        try:
            case.reproduced().check_edits(prediction.cells, prediction.execution_order)
        except JunoBenchError as error:
            return str(error).split(": ", 1)[-1]
    return None


def _missing(
    task: Task, cases: Sequence[Case], predictions: Sequence[Prediction]
) -> tuple[str, ...]:
    """The item ids (as the inputs name them) of the lines without a prediction."""
    keys = {prediction.key for prediction in predictions}
    items = item_key(task, (case.id for case in cases))
    found = {
        item
        for item, (case_id, version) in items.items()
        if (case_id, version if task == "detect" else "") in keys
    }
    return tuple(sorted(set(items) - found))


def default_run_dir(predictions_path: Path) -> Path:
    """Where ``evaluate repair`` keeps its per-case logs unless told: beside the predictions
    file, named after it (``preds.jsonl`` -> ``preds.runs/``)."""
    return predictions_path.with_name(f"{predictions_path.stem}.runs")


def _repair_results(cases: Sequence[Case], repairs: dict[str, RepairResult]) -> list[CaseResult]:
    rows = []
    for case in cases:
        result = repairs.get(case.id)
        note = None
        if result is not None:
            note = result.problem or (
                f"{result.crash.ename} in {result.crash.cell_id}" if result.crash else None
            )
        values: dict[str, str | int | float | bool | None] = {
            "status": result.status if result else None,
            "resolved": bool(result and result.resolved),
            "crash_gone": bool(result and result.crash_gone),
            "checks_passed": sum(c.passed for c in result.checks) if result else None,
            "checks": len(result.checks) if result else None,
            "note": note,
        }
        rows.append(CaseResult(case.id, case.id, case.library_cause, values))
    return rows


def _scores(
    task: Task,
    cases: Sequence[Case],
    predictions: Sequence[Prediction],
    repairs: dict[str, RepairResult],
) -> tuple[dict[str, Any], list[CaseResult]]:
    """The scores of ``predictions`` (for repair, their replays ``repairs``) on ``cases``, and
    one result row per input line."""
    if task == "detect":
        detect = [p for p in predictions if isinstance(p, DetectPrediction)]
        return score_detect(cases, detect), detect_results(cases, detect)
    if task == "diagnose":
        diagnose = [p for p in predictions if isinstance(p, DiagnosePrediction)]
        scores = score_diagnose(cases, diagnose)
        scores["diagnosis"] = score_diagnosis_text(cases, diagnose)
        return scores, diagnose_results(cases, diagnose)
    if task == "localize":
        localize = [p for p in predictions if isinstance(p, LocalizePrediction)]
        return score_localize(cases, localize), localize_results(cases, localize)
    scores = score_outcomes(
        cases,
        {case_id: result.resolved for case_id, result in repairs.items()},
        {case_id: result.crash_gone for case_id, result in repairs.items()},
    )
    return scores, _repair_results(cases, repairs)


async def evaluate_async(
    benchmark: Benchmark,
    task: Task,
    predictions_path: Path,
    *,
    case_ids: Sequence[str] | None = None,
    run_dir: Path | None = None,
    engine: Engine | None = None,
    jobs: int = 1,
    limits: Limits | None = None,
    on_repair: Callable[[RepairResult, bool], None] | None = None,
    judge: LLMSettings | None = None,
    remote: RemoteReplay | None = None,
) -> Evaluation:
    """Score ``predictions_path`` for ``task`` on the cases ``case_ids`` (default: every case of
    ``benchmark``); predictions for the other cases are checked, then left out.

    ``judge``: for ``diagnose``, a chat model (``_llm``) that reads each predicted diagnosis
    beside the reference and says whether it finds the same cause: ``diagnosis.judge``.

    ``repair`` replays each prediction (``run_dir`` keeps per-case logs and makes the run
    resumable; default ``default_run_dir(predictions_path)``); with ``remote``, elsewhere (a
    Dask cluster's workers, ``junobench.cluster``).
    """
    every = benchmark.case_ids()
    chosen = set(case_ids) if case_ids is not None else set(every)
    cases = tuple(benchmark.case(case_id) for case_id in every if case_id in chosen)
    by_id = {case.id: case for case in cases}

    def unusable(prediction: Prediction) -> str | None:
        case = by_id.get(prediction.case_id) or benchmark.case(prediction.case_id)
        return _unusable(case, prediction)

    predictions = read_predictions(predictions_path, task, every, unusable, chosen.__contains__)
    missing = _missing(task, cases, predictions)
    repairs: dict[str, RepairResult] = {}
    if task == "repair":
        repairs = await evaluate_repairs_async(
            cases,
            [p for p in predictions if isinstance(p, RepairPrediction)],
            run_dir or default_run_dir(predictions_path),
            engine=engine,
            jobs=jobs,
            limits=limits,
            on_result=on_repair,
            remote=remote,
        )
    scores, results = _scores(task, cases, predictions, repairs)
    if judge is not None and task == "diagnose":
        diagnose = [p for p in predictions if isinstance(p, DiagnosePrediction)]
        scores["diagnosis"]["judge"] = await _judged(judge, cases, diagnose)
    strata = {
        name: {
            value: (len(group), _scores(task, group, predictions, repairs)[0])
            for value, group in groups.items()
        }
        for name, groups in strata_of(cases).items()
    }
    return Evaluation(
        task, predictions_path, cases, scores, missing, tuple(results), repairs, strata
    )


evaluate = sync_twin(evaluate_async)


async def _judged(
    judge: LLMSettings, cases: Sequence[Case], predictions: Sequence[DiagnosePrediction]
) -> Metric:
    """The share of cases whose predicted diagnosis the judge finds right (no prediction, an
    empty one or no verdict: not right), per library cause."""
    from ..llm import judge_diagnoses_async

    texts = {prediction.case_id: prediction.diagnosis for prediction in predictions}
    pairs = [(case.id, case.diagnosis, texts.get(case.id, "")) for case in cases]
    verdicts = await judge_diagnoses_async(judge, pairs)
    tallies: dict[str, Tally] = {}
    for case in cases:
        before = tallies.get(case.library_cause, Tally(0, 0))
        tallies[case.library_cause] = Tally(
            before.correct + (verdicts.get(case.id) is True), before.total + 1
        )
    return Metric.from_tallies(tallies)


# An evaluation as tables: Markdown (what ``junobench evaluate`` prints, and Jupyter shows) and
# CSV (one row per input line).


def _cell(value: Any) -> str:
    if value is None:
        return ""
    if isinstance(value, bool):
        return "yes" if value else "no"
    return str(value)


def evaluation_csv(evaluation: Evaluation) -> str:
    """One row per input line (``Evaluation.results``), for error analysis in a spreadsheet."""
    rows = [result.to_json() for result in evaluation.results]
    out = io.StringIO()
    if rows:
        writer = csv.DictWriter(out, fieldnames=list(rows[0]), lineterminator="\n")
        writer.writeheader()
        writer.writerows(rows)
    return out.getvalue()


def _short(name: str) -> str:
    """A metric's name as a column title: ``accuracy.overall`` -> ``overall``,
    ``crash_type.accuracy`` -> ``crash type``."""
    name = name.removeprefix("accuracy.").removesuffix(".accuracy")
    return name.replace(".", " ").replace("_", " ")


def evaluation_markdown(
    evaluation: Evaluation, *, per_case: bool = False, confusion: bool = True
) -> str:
    """The scores, per library cause, confusion matrices (unless ``confusion`` is false); with
    ``per_case`` one row per input line too (repair always lists its cases)."""
    metrics = list(metrics_of(evaluation.scores).items())
    parts = [
        f"# JunoBench evaluation: {evaluation.task}",
        "",
        f"Predictions: `{evaluation.predictions}`; cases: {len(evaluation.cases)}; "
        f"missing predictions: {len(evaluation.missing)}.",
        "",
        *([f"**{NOT_ISOLATED}.**", ""] if evaluation.isolated is False else []),
        "## Scores",
        "",
        markdown_table(
            ["metric", "value"], [(name, f"{metric.value:.3f}") for name, metric in metrics]
        ),
    ]
    if evaluation.strata:
        parts += ["", "## By stratum of difficulty", "", strata_table(evaluation)]
    per_library = [(name, metric) for name, metric in metrics if metric.by_library]
    libraries = sorted({library for _, metric in per_library for library in metric.by_library})
    if per_library:
        parts += ["", "## By library cause (correct / total)", ""]
        library_rows = [
            [library]
            + [
                str(metric.by_library.get(library, "")).replace(" ", "")
                for _, metric in per_library
            ]
            for library in libraries
        ]
        header = ["library"] + [_short(name) for name, _ in per_library]
        parts.append(markdown_table(header, library_rows))
    if evaluation.task == "diagnose" and not confusion:
        parts += ["", "Confusion matrices: `--wide`, or in the report (`--report DIR`)."]
    elif evaluation.task == "diagnose":
        for dimension in LABEL_FIELDS:
            matrix = evaluation.scores[dimension]["confusion"]
            parts += ["", f"## Confusion matrix: {dimension} (rows: truth, columns: predicted)", ""]
            matrix_rows = [
                [label, *counts]
                for label, counts in zip(matrix["labels"], matrix["matrix"], strict=True)
            ]
            parts.append(markdown_table(["truth \\ predicted", *matrix["predicted"]], matrix_rows))
    if evaluation.results and (per_case or evaluation.task == "repair"):
        rows = [result.to_json() for result in evaluation.results]
        if evaluation.task == "repair":  # cases without a prediction are under "missing"
            rows = [row for row in rows if row["status"] is not None]
            for row in rows:
                del row["id"]
        if rows:
            header = list(rows[0])
            parts += ["", "## Per case", ""]
            parts.append(
                markdown_table(header, [[_cell(row[key]) for key in header] for row in rows])
            )
    if evaluation.missing:
        parts += ["", "## Missing predictions", "", ", ".join(evaluation.missing)]
    return "\n".join(parts) + "\n"


def strata_table(evaluation: Evaluation) -> str:
    """A row per metric, a column per stratum value (with its number of cases): the scores on
    the easier cases beside those on the harder ones (``_difficulty.py``)."""
    header = ["metric"]
    columns: list[dict[str, Any]] = []
    for name, groups in evaluation.strata.items():
        for value, (count, scores) in groups.items():
            header.append(f"{name}: {value} ({count})")
            columns.append(metrics_of(scores))
    names = list(metrics_of(evaluation.scores))
    rows = [
        [name, *(f"{column[name].value:.3f}" if name in column else "" for column in columns)]
        for name in names
    ]
    return markdown_table(header, rows)
