"""The repair task's evaluation: apply each prediction to a copy of the reproduced notebook,
replay it, run the oracle, and keep a per-case log under a run folder.

A run folder holds ``<case_id>/result.json`` (outcome, oracle results, the prediction's digest)
and ``<case_id>/notebook.ipynb`` (the edited notebook, saved with the outputs of its replay). A
result whose digest matches the prediction is reused, so an interrupted run resumes where it
stopped and a finished one is re-scored without executing anything.
"""

from __future__ import annotations

import asyncio
import contextlib
import json
import tempfile
from collections.abc import Awaitable, Callable, Sequence
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from .._exceptions import INTERNAL_ERROR, JunoBenchError
from ..cases import Case, Cell, Notebook, write_notebook
from ..engine import CheckResult, Crash, Engine, Limits, RunOutcome
from ..formats import RepairPrediction
from ._judging import run_judged
from ._run import to_steps

__all__ = ["RepairResult", "evaluate_repairs_async", "replay_order", "replay_repair"]

RESULT_VERSION = 2  # 2: results say whether their kernel was isolated


@dataclass(frozen=True)
class RepairResult:
    """What one repair prediction did when replayed."""

    id: str
    digest: str
    # A run status; "invalid" for a prediction that cannot be applied; "error" when the
    # environment failed and the prediction could not be judged.
    status: str
    crash: Crash | None
    checks: tuple[CheckResult, ...]
    seconds: float
    problem: str | None = None  # why an invalid prediction could not be applied
    isolated: bool = False  # replayed in a sandboxed kernel that saw only its working copy

    @property
    def internal(self) -> bool:
        """Not judged because of a bug of the harness (not the environment)."""
        return self.status == "error" and (self.problem or "").startswith(INTERNAL_ERROR)

    @property
    def crash_gone(self) -> bool:
        """The edited notebook ran its whole order without an error."""
        return self.status == "ok"

    @property
    def resolved(self) -> bool:
        """No error, and every oracle check passed."""
        return self.crash_gone and bool(self.checks) and all(check.passed for check in self.checks)

    def to_json(self) -> dict[str, Any]:
        return {
            "version": RESULT_VERSION,
            "id": self.id,
            "digest": self.digest,
            "status": self.status,
            "resolved": self.resolved,
            "crash_gone": self.crash_gone,
            "crash": self.crash.to_json() if self.crash else None,
            "checks": [check.to_json() for check in self.checks],
            "seconds": round(self.seconds, 3),
            "problem": self.problem,
            "isolated": self.isolated,
        }

    @classmethod
    def from_json(cls, document: dict[str, Any]) -> RepairResult:
        crash = document.get("crash")
        return cls(
            id=document["id"],
            digest=document["digest"],
            status=document["status"],
            crash=None if crash is None else Crash.from_json(crash),
            checks=tuple(CheckResult.from_json(check) for check in document.get("checks", [])),
            seconds=document.get("seconds", 0.0),
            problem=document.get("problem"),
            isolated=bool(document.get("isolated", False)),
        )


def replay_order(case: Case, prediction: RepairPrediction) -> tuple[Notebook, tuple[Cell, ...]]:
    """The reproduced notebook with the prediction's edits, and the order its replay runs.

    With ``execution_order``, that order. Without it, the way a person carries on after fixing a
    crash (docs/tasks/repair.md): the recorded order through the last run of the crashing cell, then every
    code cell below the crashing cell, top to bottom (cells the prediction adds among them).
    A prediction that cannot be applied is a ``JunoBenchError``.
    """
    edited = case.reproduced().edited(prediction.cells, prediction.execution_order)
    order = edited.order()
    if prediction.execution_order is not None:
        return edited, order
    crash_cell = edited.cell(case.crash.cell_id)
    runs = [number for number, cell in enumerate(order) if cell.id == crash_cell.id]
    through_crash = order[: runs[-1] + 1] if runs else order
    below = tuple(cell for cell in edited.code_cells if cell.index > crash_cell.index)
    return edited, through_crash + below


async def replay_repair(
    engine: Engine,
    case: Case,
    prediction: RepairPrediction,
    limits: Limits,
    folder: Path | None = None,
) -> RepairResult:
    """Apply ``prediction`` to the reproduced version, replay it and run the oracle.

    The kernel sees what a user has: the edited notebook and the case's data, not its answers.
    With ``folder``, the edited notebook is kept there as ``notebook.ipynb``, saved with the
    outputs of its replay.
    """
    try:
        edited, order = replay_order(case, prediction)
    except JunoBenchError as error:
        return invalid_repair(case, prediction, error)
    with contextlib.ExitStack() as stack:
        where = folder or Path(stack.enter_context(tempfile.TemporaryDirectory()))
        where.mkdir(parents=True, exist_ok=True)
        notebook_path = where / "notebook.ipynb"
        write_notebook(edited.node, notebook_path)
        outcome = await run_judged(
            engine, case, to_steps(order), notebook=notebook_path, limits=limits
        )
        if folder is not None:
            write_notebook(edited.with_outcome(outcome), notebook_path)
    return repair_result(case, prediction, outcome, isolated=engine.isolated)


def repair_result(
    case: Case, prediction: RepairPrediction, outcome: RunOutcome, *, isolated: bool
) -> RepairResult:
    """What the replay of ``prediction`` on ``case`` did (``isolated``: in a sandbox)."""
    return RepairResult(
        case.id,
        prediction.digest,
        outcome.status,
        outcome.crash,
        outcome.checks,
        outcome.seconds,
        isolated=isolated,
    )


def invalid_repair(case: Case, prediction: RepairPrediction, error: Exception) -> RepairResult:
    """The result of a prediction that cannot be applied (``error`` says why)."""
    return RepairResult(case.id, prediction.digest, "invalid", None, (), 0.0, str(error))


def _stored(folder: Path, digest: str) -> RepairResult | None:
    try:
        document = json.loads((folder / "result.json").read_text(encoding="utf-8"))
    except (OSError, ValueError):
        return None
    if document.get("version") != RESULT_VERSION or document.get("digest") != digest:
        return None
    return RepairResult.from_json(document)


async def evaluate_repairs_async(
    cases: Sequence[Case],
    predictions: Sequence[RepairPrediction],
    run_dir: Path,
    *,
    engine: Engine | None = None,
    jobs: int = 1,
    limits: Limits | None = None,
    on_result: Callable[[RepairResult, bool], None] | None = None,
    remote: RemoteReplay | None = None,
) -> dict[str, RepairResult]:
    """Replay every prediction (reusing results already in ``run_dir``); results by case id.

    ``on_result(result, reused)`` is called as each case is done. ``remote``: each prediction
    replayed elsewhere (a Dask cluster's workers, ``junobench.cluster``), ``jobs`` at once.
    """
    by_id = {case.id: case for case in cases}
    limits = limits or Limits()
    wanted = [p for p in predictions if p.id in by_id]
    stored = {p.id: _stored(run_dir / p.id, p.digest) for p in wanted}
    if remote is None and engine is None and None in stored.values():
        from ..engine import default_engine  # the Jupyter client, only when a kernel runs

        engine = default_engine()
    slots = asyncio.Semaphore(max(1, jobs))
    results: dict[str, RepairResult] = {}

    async def one(prediction: RepairPrediction) -> None:
        result = stored[prediction.id]
        reused = result is not None
        if result is None:
            async with slots:
                result = await _replay_one(
                    engine,
                    by_id[prediction.id],
                    prediction,
                    limits,
                    run_dir / prediction.id,
                    remote,
                )
        results[prediction.id] = result
        if on_result is not None:
            on_result(result, reused)

    async with asyncio.TaskGroup() as group:
        for prediction in wanted:
            group.create_task(one(prediction))
    return results


# Replays one prediction where the cases are not run here (a cluster, ``junobench.cluster``).
# It keeps the notebook as it ran in the folder it is given, as ``replay_repair`` does.
RemoteReplay = Callable[[Case, RepairPrediction, Path], Awaitable[RepairResult]]


async def _replay_one(
    engine: Engine | None,
    case: Case,
    prediction: RepairPrediction,
    limits: Limits,
    folder: Path,
    remote: RemoteReplay | None = None,
) -> RepairResult:
    """One prediction replayed and its result stored; a failure of the environment or of ours
    becomes this case's result (status ``error``, not stored, so that a resumed run retries it),
    never an exception that stops the other cases."""
    try:
        if remote is not None:
            result = await remote(case, prediction, folder)
            if result.status == "error":
                return result
        else:
            assert engine is not None
            result = await replay_repair(engine, case, prediction, limits, folder)
        folder.mkdir(parents=True, exist_ok=True)
        (folder / "result.json").write_text(json.dumps(result.to_json(), indent=2) + "\n")
    except (JunoBenchError, OSError) as error:
        return RepairResult(case.id, prediction.digest, "error", None, (), 0.0, str(error))
    except Exception as error:
        problem = f"{INTERNAL_ERROR}{type(error).__name__}: {error}"
        return RepairResult(case.id, prediction.digest, "error", None, (), 0.0, problem)
    return result
