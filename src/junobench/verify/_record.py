"""Authoring: run both versions of a case in their recorded order and save what the runs showed.

Authors write the cells and the order; recording makes the saved state true: each run cell gets
the outputs and error output of its last run and the execution count of that run; cells the order
does not reach are saved with no count and no output, as Jupyter leaves them.
"""

from __future__ import annotations

import asyncio
from dataclasses import dataclass

from .._sync import sync_twin
from ..cases import Benchmark, Case, write_notebook
from ..engine import INPUTS, Engine, Limits, RunOutcome
from ._judging import run_judged
from ._run import run_steps, to_steps
from ._verify import fixed_problem, reproduced_problem

__all__ = ["RecordResult", "record_case", "record_case_async"]


@dataclass(frozen=True)
class RecordResult:
    case: Case
    reproduced: RunOutcome
    fixed: RunOutcome
    reproduced_steps: int  # length of the reproduced version's recorded order

    @property
    def problems(self) -> list[str]:
        """Ways in which the recorded runs differ from what ``case.toml`` expects."""
        found = (
            reproduced_problem(self.case, self.reproduced, self.reproduced_steps),
            fixed_problem(self.case, self.fixed),
        )
        return [problem for problem in found if problem is not None]


async def record_case_async(
    benchmark: Benchmark,
    case_id: str,
    *,
    engine: Engine | None = None,
    limits: Limits | None = None,
) -> RecordResult:
    """Run both versions of ``case_id`` and write their outputs and counts into the two notebooks."""
    if engine is None:
        from ..engine import default_engine  # the Jupyter client, only when a kernel runs

        engine = default_engine()
    case = benchmark.case(case_id, require_recorded=False)
    reproduced_nb, fixed_nb = case.reproduced(), case.fixed()
    reproduced_order, fixed_order = reproduced_nb.order(), fixed_nb.order()
    data = case.path / "data" if (case.path / "data").is_dir() else None
    reproduced, fixed = await asyncio.gather(
        run_steps(
            engine,
            case.path,
            to_steps(reproduced_order),
            limits=limits,
            data_dir=data,
            only=case.reproduced_path,
            read_only=INPUTS,
        ),
        run_judged(
            engine, case, to_steps(fixed_order), notebook=case.fixed_path, limits=limits or Limits()
        ),
    )
    write_notebook(reproduced_nb.with_outcome(reproduced), reproduced_nb.path)
    write_notebook(fixed_nb.with_outcome(fixed), fixed_nb.path)
    return RecordResult(case, reproduced, fixed, len(reproduced_order))


record_case = sync_twin(record_case_async)
