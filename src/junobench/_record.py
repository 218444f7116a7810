"""Authoring: run both versions of a case in their recorded order and save what the runs showed.

Authors write the cells and the order; recording makes the saved state true: each run cell gets
the outputs and error output of its last run and the execution count of that run; cells the order
does not reach are saved with no count and no output, as Jupyter leaves them.
"""

from __future__ import annotations

import asyncio
import os
import sys
from dataclasses import dataclass
from pathlib import Path
from typing import Any

import nbformat

from ._benchmark import Benchmark
from ._case import Case
from ._engine import Engine, Limits
from ._notebook import Notebook
from ._outcome import RunOutcome
from ._run import run_steps

__all__ = ["RecordResult", "record_case"]

_KERNELSPEC = {"display_name": "Python 3 (ipykernel)", "language": "python", "name": "python3"}


@dataclass(frozen=True)
class RecordResult:
    case: Case
    reproduced: RunOutcome
    fixed: RunOutcome

    @property
    def problems(self) -> list[str]:
        """Ways in which the recorded runs differ from what ``case.toml`` expects."""
        problems = []
        crash = self.reproduced.crash
        if crash is None or crash.cell_id != self.case.crash.cell_id:
            where = f"{crash.ename} in cell {crash.cell_id}" if crash else "no error"
            problems.append(
                f"reproduced version: {where}, expected {self.case.crash.ename} in cell {self.case.crash.cell_id}"
            )
        elif not self.case.crash.matches(crash.ename, crash.evalue):
            problems.append(
                f"reproduced version raised {crash.ename}: {crash.evalue}; expected {self.case.crash.ename} "
                f"matching {self.case.crash.evalue!r}"
            )
        if self.fixed.crash is not None:
            problems.append(
                f"fixed version: {self.fixed.status} in cell {self.fixed.crash.cell_id}: "
                f"{self.fixed.crash.ename}: {self.fixed.crash.evalue}"
            )
        problems += [
            f"fixed version: oracle check {check.source!r} failed: {check.ename}: {check.evalue}"
            for check in self.fixed.checks
            if not check.passed
        ]
        return problems


def record_case(
    benchmark: Benchmark,
    case_id: str,
    *,
    engine: Engine | None = None,
    limits: Limits | None = None,
) -> RecordResult:
    """Run both versions of ``case_id`` and write their outputs and counts into the two notebooks."""
    if engine is None:
        from ._jupyter import JupyterEngine

        engine = JupyterEngine()
    case = benchmark.case(case_id, require_recorded=False)
    reproduced_nb, fixed_nb = case.reproduced(), case.fixed()

    async def both() -> tuple[RunOutcome, RunOutcome]:
        return await asyncio.gather(
            run_steps(engine, case.path, reproduced_nb.steps(), limits=limits),
            run_steps(engine, case.path, fixed_nb.steps(), checks=case.checks, limits=limits),
        )

    reproduced, fixed = asyncio.run(both())
    save_recorded(reproduced_nb, reproduced)
    save_recorded(fixed_nb, fixed)
    return RecordResult(case, reproduced, fixed)


def save_recorded(notebook: Notebook, outcome: RunOutcome, path: Path | None = None) -> None:
    """Write ``outcome``'s counts and outputs into the notebook, saved atomically to ``path``
    (default: the notebook's own file)."""
    node = notebook.node
    by_id: dict[str, Any] = {}
    for index, cell in enumerate(node.cells):
        by_id[notebook.cells[index].id] = cell
        if cell.cell_type == "code":
            cell.execution_count = None
            cell.outputs = []
            cell.metadata.pop("execution", None)
    for number, result in enumerate(outcome.cells, start=1):
        cell = by_id[result.cell_id]
        cell.execution_count = number
        outputs = []
        for output in result.outputs:
            output = nbformat.from_dict(output)
            if output.get("output_type") == "execute_result":
                output["execution_count"] = number
            outputs.append(output)
        cell.outputs = outputs
    node.metadata["kernelspec"] = dict(_KERNELSPEC)
    node.metadata["language_info"] = {
        "name": "python",
        "version": ".".join(str(part) for part in sys.version_info[:3]),
        "file_extension": ".py",
        "mimetype": "text/x-python",
    }
    write_notebook_file(node, path or notebook.path)


def write_notebook_file(node: Any, path: Path) -> None:
    """Validate and write an nbformat document, replacing ``path`` atomically."""
    nbformat.validate(node)
    temporary = path.with_name(path.name + ".tmp")
    nbformat.write(node, temporary)
    os.replace(temporary, path)
