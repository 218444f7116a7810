"""The repair task's evaluation: apply each prediction to a copy of the reproduced notebook,
replay it, run the oracle, and keep a per-case log under a run folder.

A run folder holds ``<case_id>/result.json`` (outcome, oracle results, the prediction's digest)
and ``<case_id>/notebook.ipynb`` (the edited notebook, saved with the outputs of its replay). A
result whose digest matches the prediction is reused, so an interrupted run resumes where it
stopped and a finished one is re-scored without executing anything.
"""

from __future__ import annotations

import asyncio
import copy
import json
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from nbformat.v4 import new_code_cell

from ._case import Case
from ._engine import Engine, Limits
from ._exceptions import JunoBenchError
from ._notebook import load_notebook
from ._outcome import CheckResult, Crash
from ._predictions import RepairPrediction
from ._record import save_recorded, write_notebook_file
from ._run import run_steps

__all__ = ["RepairResult", "evaluate_repairs"]

RESULT_VERSION = 1


@dataclass(frozen=True)
class RepairResult:
    """What one repair prediction did when replayed."""

    id: str
    digest: str
    status: str  # a run status, or "invalid" for a prediction that cannot be applied
    crash: Crash | None
    checks: tuple[CheckResult, ...]
    seconds: float
    problem: str | None = None  # why an invalid prediction could not be applied

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
        }

    @classmethod
    def from_json(cls, document: dict[str, Any]) -> RepairResult:
        crash = document.get("crash")
        return cls(
            id=document["id"],
            digest=document["digest"],
            status=document["status"],
            crash=None
            if crash is None
            else Crash(
                crash["cell_id"],
                crash["cell_index"],
                crash["ename"],
                crash["evalue"],
                crash.get("line"),
                tuple(crash.get("traceback", ())),
            ),
            checks=tuple(
                CheckResult(c["check"], c["passed"], c.get("ename"), c.get("evalue"))
                for c in document.get("checks", [])
            ),
            seconds=document.get("seconds", 0.0),
            problem=document.get("problem"),
        )


def _edited_notebook(case: Case, prediction: RepairPrediction, path: Path) -> None:
    """Write the reproduced version with the prediction's edits to ``path``.

    ``cells`` replaces the source of existing code cells and appends unknown ids as new code
    cells; ``execution_order`` replaces the recorded order when given.
    """
    notebook = case.reproduced()
    node = copy.deepcopy(notebook.node)
    for cell_id, source in prediction.cells:
        if notebook.has_cell(cell_id):
            cell = notebook.cell(cell_id)
            if cell.kind != "code":
                raise JunoBenchError(f"cell {cell_id!r} is a {cell.kind} cell, not a code cell")
            node.cells[cell.index].source = source
        else:
            node.cells.append(new_code_cell(source, id=cell_id))
    if prediction.execution_order is not None:
        node.metadata.setdefault("junobench", {})["execution_order"] = list(
            prediction.execution_order
        )
    path.parent.mkdir(parents=True, exist_ok=True)
    write_notebook_file(node, path)


async def _replay(
    engine: Engine, case: Case, prediction: RepairPrediction, folder: Path, limits: Limits
) -> RepairResult:
    notebook_path = folder / "notebook.ipynb"
    try:
        _edited_notebook(case, prediction, notebook_path)
        notebook = load_notebook(notebook_path)
        steps = notebook.steps()
    except (JunoBenchError, ValueError) as error:
        return RepairResult(case.id, prediction.digest, "invalid", None, (), 0.0, str(error))
    # The kernel sees what a user has: the edited notebook and the data, not the case's answers.
    outcome = await run_steps(
        engine,
        case.path,
        steps,
        checks=case.checks,
        limits=limits,
        data_dir=case.path / "data" if (case.path / "data").is_dir() else None,
        only=notebook_path,
    )
    save_recorded(notebook, outcome, notebook_path)
    return RepairResult(
        case.id, prediction.digest, outcome.status, outcome.crash, outcome.checks, outcome.seconds
    )


def _stored(folder: Path, digest: str) -> RepairResult | None:
    try:
        document = json.loads((folder / "result.json").read_text(encoding="utf-8"))
    except (OSError, ValueError):
        return None
    if document.get("version") != RESULT_VERSION or document.get("digest") != digest:
        return None
    return RepairResult.from_json(document)


def evaluate_repairs(
    cases: Sequence[Case],
    predictions: Sequence[RepairPrediction],
    run_dir: Path,
    *,
    engine: Engine | None = None,
    jobs: int = 1,
    limits: Limits | None = None,
    on_result: Callable[[RepairResult, bool], None] | None = None,
) -> dict[str, RepairResult]:
    """Replay every prediction (reusing results already in ``run_dir``); results by case id.

    ``on_result(result, reused)`` is called as each case is done.
    """
    by_id = {case.id: case for case in cases}
    limits = limits or Limits()
    wanted = [p for p in predictions if p.id in by_id]
    stored = {p.id: _stored(run_dir / p.id, p.digest) for p in wanted}
    if engine is None and None in stored.values():
        from ._jupyter import JupyterEngine

        engine = JupyterEngine()

    async def main() -> list[RepairResult]:
        slots = asyncio.Semaphore(max(1, jobs))

        async def one(prediction: RepairPrediction) -> RepairResult:
            result = stored[prediction.id]
            reused = result is not None
            if result is None:
                assert engine is not None
                folder = run_dir / prediction.id
                async with slots:
                    result = await _replay(engine, by_id[prediction.id], prediction, folder, limits)
                folder.mkdir(parents=True, exist_ok=True)
                (folder / "result.json").write_text(json.dumps(result.to_json(), indent=2) + "\n")
            if on_result is not None:
                on_result(result, reused)
            return result

        return await asyncio.gather(*(one(p) for p in wanted))

    return {result.id: result for result in asyncio.run(main())}
