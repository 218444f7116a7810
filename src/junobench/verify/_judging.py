"""How one order of a case is judged: the runs that carry its oracle, and their outcome as one.

Most oracles run their checks after a run's last cell. A case may also check right after the
last run of one cell (``[oracle.after]``, docs/authoring.md), for an intent that a later cell
takes away from the end state: a ``%reset`` below the plots, a later experiment that rebinds
the names an analysis used. Such an order is judged by two runs of one family: the whole order
with the end checks, and the order through that cell's last run with the cell's checks (an
engine that shares steps runs them once and checks in a copy of the kernel, so the checks
never change what the later cells see). The order's outcome is the whole run's, with both
runs' checks; where the cell never runs, its checks fail and say so.
"""

from __future__ import annotations

import dataclasses
from collections.abc import Sequence
from pathlib import Path

from ..cases import Case
from ..engine import (
    INPUTS,
    CellToRun,
    CheckResult,
    Engine,
    Family,
    FamilyRun,
    Limits,
    RunOutcome,
    RunRequest,
    scratch_copy,
)

__all__ = ["judged_outcome", "judging_runs", "run_judged"]

NEVER_RAN = "CellNeverRan"


def judging_runs(case: Case, steps: tuple[CellToRun, ...]) -> tuple[FamilyRun, ...]:
    """The runs that judge ``steps`` by ``case``'s oracle: the whole order with the end checks,
    then, for checks after a cell that the order runs, the order through its last run."""
    runs = [FamilyRun(steps, case.checks)]
    after = case.checks_after
    if after is not None:
        last = _last_run(steps, after.cell_id)
        if last is not None:
            runs.append(FamilyRun(steps[: last + 1], after.checks))
    return tuple(runs)


def judged_outcome(
    case: Case, steps: tuple[CellToRun, ...], outcomes: Sequence[RunOutcome]
) -> RunOutcome:
    """The outcome of ``steps`` from the outcomes of ``judging_runs(case, steps)``: the whole
    run's, with the checks after the cell first; no checks where the whole run failed."""
    whole = outcomes[0]
    after = case.checks_after
    if after is None or whole.status != "ok":
        return whole
    if len(outcomes) > 1:
        early = outcomes[1].checks
        if outcomes[1].status != "ok":  # the same steps failed once and not the other time
            evalue = f"the run through cell {after.cell_id} failed where the whole run did not"
            early = tuple(
                CheckResult(source, False, "RunFailed", evalue) for source in after.checks
            )
    else:
        evalue = f"cell {after.cell_id} never ran, and this check runs right after it"
        early = tuple(CheckResult(source, False, NEVER_RAN, evalue) for source in after.checks)
    return dataclasses.replace(whole, checks=early + whole.checks)


async def run_judged(
    engine: Engine,
    case: Case,
    steps: tuple[CellToRun, ...],
    *,
    notebook: Path,
    limits: Limits,
) -> RunOutcome:
    """Run ``steps`` of ``case``, judged by its oracle, in a scratch copy that holds only the
    file ``notebook`` and the case's data (the inputs read-only)."""
    data = case.path / "data"
    runs = judging_runs(case, steps)
    oracle = case.oracle_context()
    with scratch_copy(
        case.path, data_dir=data if data.is_dir() else None, only=notebook
    ) as workdir:
        if len(runs) == 1:  # one run: the engine need not keep a family's snapshot
            request = RunRequest(steps, workdir, case.checks, limits, INPUTS, oracle)
            outcomes = [await engine.run(request)]
        else:
            outcomes = await engine.run_family(Family(runs, workdir, limits, oracle, INPUTS))
    return judged_outcome(case, steps, outcomes)


def _last_run(steps: Sequence[CellToRun], cell_id: str) -> int | None:
    found = [number for number, step in enumerate(steps) if step.cell_id == cell_id]
    return found[-1] if found else None
