"""A run in a kernel: its steps up to the first that fails, the crash read from the kernel, the
oracle's checks after a clean run, and the outcome. Both engines run requests through these;
they differ only in where the kernel comes from."""

from __future__ import annotations

import contextlib
import time
from collections.abc import Callable, Sequence
from pathlib import Path

from ._kernel import LINE_EXPRESSION, Execution, Kernel
from ._oracle import OracleContext, run_oracle
from ._outcome import CellResult, CheckResult, Crash, RunOutcome
from ._protocol import RESTART_STEP, CellToRun, Limits, RunRequest

__all__ = ["outcome_of", "run_checks", "run_request", "run_step", "run_steps"]


async def run_request(
    request: RunRequest, kernel: Callable[[], contextlib.AbstractAsyncContextManager[Kernel]]
) -> RunOutcome:
    """Run ``request`` in the kernel that ``kernel()`` starts (its start-up counts in the run's
    time and limit); at each restart step, in a new one that ``kernel()`` starts, in the working
    folder as the steps before left it (the restart's result says how long it took)."""
    started = time.monotonic()
    limits = request.limits
    run_deadline = started + limits.timeout
    segments = _segments(request.cells)
    cells: list[CellResult] = []
    crash: Crash | None = None
    checks: tuple[CheckResult, ...] = ()
    stderr = ""
    for number, segment in enumerate(segments):
        began = time.monotonic()
        async with kernel() as running:
            if number:
                restart = RESTART_STEP
                cells.append(
                    CellResult(restart.cell_id, restart.index, "ok", time.monotonic() - began)
                )
            done, crash = await run_steps(running, segment, limits, run_deadline)
            cells += done
            if crash is None and number == len(segments) - 1:
                checks = await run_checks(
                    running, request.checks, limits, run_deadline, request.oracle, request.workdir
                )
            stderr = running.stderr_tail()
        if crash is not None:
            break
    return outcome_of(cells, crash, checks, time.monotonic() - started, stderr)


def _segments(steps: Sequence[CellToRun]) -> list[list[CellToRun]]:
    """``steps`` cut at each restart: the steps each kernel runs."""
    segments: list[list[CellToRun]] = [[]]
    for step in steps:
        if step.restarts:
            segments.append([])
        else:
            segments[-1].append(step)
    return segments


def outcome_of(
    cells: Sequence[CellResult],
    crash: Crash | None,
    checks: Sequence[CheckResult],
    seconds: float,
    stderr: str,
) -> RunOutcome:
    """A run's outcome from its cells' results, its crash (None: it ran to the end) and checks."""
    status = cells[-1].status if crash is not None else "ok"
    return RunOutcome(status, seconds, tuple(cells), crash, tuple(checks), stderr)


async def run_steps(
    kernel: Kernel, steps: Sequence[CellToRun], limits: Limits, run_deadline: float
) -> tuple[list[CellResult], Crash | None]:
    """Run ``steps`` in ``kernel`` up to the first that fails: their results and its crash."""
    cells: list[CellResult] = []
    for step in steps:
        cell, crash, _ = await run_step(kernel, step, limits, run_deadline)
        cells.append(cell)
        if crash is not None:
            return cells, crash
    return cells, None


async def run_step(
    kernel: Kernel,
    step: CellToRun,
    limits: Limits,
    run_deadline: float,
    expression: str | None = None,
) -> tuple[CellResult, Crash | None, str | None]:
    """Run ``step``: its result, its crash, and the value of ``expression`` as text right
    after it, evaluated in the same request (a user expression: in no cell, no history);
    None where it was not asked, the step failed, or it raised."""
    deadline = min(time.monotonic() + limits.cell_timeout, run_deadline)
    asked = {"x": expression} if expression is not None else None
    result = await kernel.execute(step.source, deadline, user_expressions=asked)
    status = {"ok": "ok", "error": "crash"}.get(result.status, result.status)
    cell = CellResult(
        step.cell_id,
        step.index,
        status,  # type: ignore[arg-type]
        result.seconds,
        result.execution_count,
        tuple(result.outputs),
    )
    if result.status != "ok":
        crash = await _crash(kernel, step, result, limits, run_deadline, deadline == run_deadline)
        return cell, crash, None
    return cell, None, result.value("x")[0] if expression is not None else None


async def run_checks(
    kernel: Kernel,
    sources: Sequence[str],
    limits: Limits,
    run_deadline: float,
    oracle: OracleContext,
    workdir: Path,
) -> tuple[CheckResult, ...]:
    """The oracle's ``sources`` run in ``kernel`` by its guard (``_oracle.py``)."""
    return await run_oracle(kernel, sources, oracle, workdir, limits.cell_timeout, run_deadline)


async def _crash(
    kernel: Kernel,
    step: CellToRun,
    result: Execution,
    limits: Limits,
    run_deadline: float,
    run_limited: bool,
) -> Crash:
    """The crash of ``step``; ``run_limited`` when its deadline was the whole run's."""
    cell_id, index = step.cell_id, step.index
    if result.status == "error":
        line = await _crash_line(kernel, run_deadline)
        return Crash(cell_id, index, result.ename, result.evalue, line, result.traceback)
    if result.status == "timeout":
        if run_limited:
            what = f"the whole run's limit of {limits.timeout:g} s was reached"
            return Crash(cell_id, index, None, f"timed out: {what} ({result.evalue})")
        evalue = f"timed out after {limits.cell_timeout:g} s ({result.evalue})"
        return Crash(cell_id, index, None, evalue)
    ename, evalue = kernel.death or ("DeadKernel", "kernel died")
    return Crash(cell_id, index, ename, evalue)


async def _crash_line(kernel: Kernel, run_deadline: float) -> int | None:
    deadline = min(time.monotonic() + 10.0, run_deadline + 10.0)
    text, _ = await kernel.evaluate(LINE_EXPRESSION, deadline)
    return int(text) if text is not None and text.isdigit() else None
