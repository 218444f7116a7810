"""The baselines that read nothing but their task's inputs: ``static`` (detect), ``heuristic``
(diagnose, localize) and ``llm`` (every task). They work on the inputs ``export`` writes and on
any file in that format, whose ids need not be cases of this benchmark.

Each takes the input lines (validated by the models of ``_formats``) and gives one prediction
line per input, as JSON documents in the prediction format of the task.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from pathlib import Path
from typing import Any

from pydantic import ValidationError

from .._exceptions import PredictionsError
from .._vocabulary import Task
from ..cases import Case
from ..engine import RESTART
from ..formats import (
    INPUT_MODELS,
    DetectInput,
    Input,
    RepairInput,
    problem_of,
    read_jsonl,
)
from ..tasks import detect_inputs, diagnose_inputs, repair_inputs
from ._heuristic import diagnose
from ._static import predict_crash

__all__ = ["READS_INPUTS", "benchmark_inputs", "read_inputs", "reference_predictions"]


# The baselines that read only their inputs (their tasks: ``_vocabulary.BASELINES``).
READS_INPUTS = frozenset({"static", "heuristic", "llm"})


def read_inputs(path: Path, task: Task) -> list[Input]:
    """The input lines of ``task`` in the JSON Lines file ``path``; a line that is not one is a
    ``PredictionsError`` naming the file and line."""
    model = INPUT_MODELS[task]
    lines: list[Input] = []
    for number, document in read_jsonl(path):
        try:
            lines.append(model.model_validate(document))
        except ValidationError as error:
            problem = f"not a {task} input line: {problem_of(error)}"
            raise PredictionsError(path, number, problem) from None
    if not lines:
        raise PredictionsError(path, None, f"no {task} input line")
    return lines


def benchmark_inputs(task: Task, cases: Sequence[Case], workdir: Path | None = None) -> list[Input]:
    """The input lines ``export`` writes for ``task`` over ``cases`` (for repair, with the
    notebooks copied into ``workdir``)."""
    if task == "detect":
        return list(detect_inputs(cases))
    if task == "repair":
        assert workdir is not None
        return list(repair_inputs(cases, workdir))
    return list(diagnose_inputs(cases))


def reference_predictions(
    name: str,
    task: Task,
    lines: Sequence[Input],
    on_line: Callable[[Input], None] | None = None,
) -> list[dict[str, Any]]:
    """Baseline ``name``'s prediction for each input line of ``task``, in their order."""
    predictions = []
    for line in lines:
        if isinstance(line, RepairInput):
            raise ValueError(f"baseline {name!r} has no repair predictions")
        if isinstance(line, DetectInput):
            executed = [None if cell.cell_id == RESTART else cell.code for cell in line.executed]
            crash = predict_crash(executed, line.target.code) is not None
            predictions.append({"id": line.id, "crash": crash})
        else:
            found = diagnose(line)
            if task == "localize":
                predictions.append({"id": line.id, "cell_ids": list(found.cell_ids)})
            else:
                predictions.append(
                    {
                        "id": line.id,
                        "library_cause": found.library_cause,
                        "crash_type": found.crash_type,
                        "root_cause": found.root_cause,
                        "pipeline_stage": found.pipeline_stage,
                        "diagnosis": found.diagnosis,
                    }
                )
        if on_line is not None:
            on_line(line)
    return predictions
