"""An episode: one case worked by an agent through tools over its live kernel.

The episode starts where the person stood: the reproduced notebook replayed in its recorded order
through the crash, in a kernel of the pinned environment whose working copy holds the notebook
and the case's data only (never ``case.toml``, the fixed version, ``repairs/`` or the oracle).
The agent reads the notebook and the error, looks at the state in scratch copies of the kernel,
edits cells, runs them in the live kernel, restarts it, and submits: the notebook it leaves
becomes a repair prediction, scored as ``evaluate repair`` scores it (a fresh kernel, the
continuation order or the agent's, the oracle).

Every call goes through ``Episode.call``: it checks the arguments, keeps the budget (steps,
seconds, seconds per call, characters per observation), carries the tool out and records the
call and its observation in the trajectory. Nothing the notebook does (a hang, a flood, a dead
kernel) is an error of the harness: the agent is told, and carries on.
"""

from __future__ import annotations

import ast
import asyncio
import contextlib
import json
import shutil
import time
from collections.abc import Sequence
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any, Literal

from .._exceptions import EngineError, UsageError
from ..cases import Case
from ..engine import (
    INPUTS,
    RESTART,
    RESTART_STEP,
    CellToRun,
    Engine,
    Kernel,
    KernelNotCopied,
    Limits,
    LiveKernels,
    Snapshot,
    case_scratch,
    output_text,
    run_step,
    scratch_folder,
)
from ..formats import RepairPrediction
from ..verify import RepairResult, replay_repair
from . import _tools as tools
from ._budget import Budget
from ._edits import EditedCell, NotebookEdits
from ._trajectory import Call, End, Start, Trajectory

__all__ = ["Episode", "EpisodeResult", "Observation", "Outcome", "ParkedCrashes"]

Outcome = Literal["resolved", "unresolved", "unsolved"]

# Defined in a scratch kernel (never the notebook's) by inspect_variable: a JSON description.
_DESCRIBE = r"""
def _junobench_describer():
    # Everything it uses is bound here: the notebook may have rebound str, len or json.
    import builtins as b
    import json
    from IPython import get_ipython

    def describe(expression):
        value = b.eval(expression, get_ipython().user_ns)
        kind = b.type(value)
        found = {"type": f"{kind.__module__}.{kind.__qualname__}".removeprefix("builtins.")}
        shape = b.getattr(value, "shape", None)
        if b.isinstance(shape, b.tuple):
            found["shape"] = [b.int(n) if b.isinstance(n, b.int) else b.str(n) for n in shape]
        dtype = b.getattr(value, "dtype", None)
        if dtype is not None and not b.callable(dtype):
            found["dtype"] = b.str(dtype)
        dtypes = b.getattr(value, "dtypes", None)
        if dtypes is not None and b.hasattr(dtypes, "items") and b.hasattr(value, "columns"):
            items = b.list(dtypes.items())
            found["columns"] = {b.str(name): b.str(kind) for name, kind in items[:60]}
            if b.len(items) > 60:
                found["columns_not_shown"] = b.len(items) - 60
        try:
            found["length"] = b.len(value)
        except b.Exception:
            pass
        try:
            text = b.repr(value)
            found["repr"] = text if b.len(text) <= 600 else text[:600] + " ..."
        except b.Exception as error:
            found["repr"] = f"<repr raised {b.type(error).__name__}: {error}>"
        return json.dumps(found)

    return describe


_junobench_describe = _junobench_describer()
"""


@dataclass(frozen=True)
class Observation:
    """What a tool call gave back: ``text`` as the agent sees it (cut to the budget), ``error``
    when the call itself failed (bad arguments, a missing cell, the episode over), ``data`` the
    same in structured form for callers of the Python API, and ``ended`` once the episode is
    over."""

    text: str
    error: bool = False
    data: dict[str, Any] = field(default_factory=dict)
    ended: bool = False


@dataclass(frozen=True)
class EpisodeResult:
    """How an episode ended: ``resolved`` (the submitted notebook runs and passes every check),
    ``unresolved`` (submitted, not resolved), ``unsolved`` (no submission: ``reason`` says why)."""

    case_id: str
    outcome: Outcome
    reason: str | None
    steps: int
    seconds: float
    repair: RepairResult | None
    prediction: RepairPrediction | None

    @property
    def resolved(self) -> bool:
        return self.outcome == "resolved"

    def to_json(self) -> dict[str, Any]:
        return {
            "id": self.case_id,
            "outcome": self.outcome,
            "resolved": self.resolved,
            "reason": self.reason,
            "steps": self.steps,
            "seconds": round(self.seconds, 3),
            "repair": None if self.repair is None else self.repair.to_json(),
            "prediction": None if self.prediction is None else self.prediction.to_json(),
        }


@dataclass
class _Error:
    cell_id: str
    ename: str | None
    evalue: str | None
    line: int | None  # in the cell's source, where the exception left it
    traceback: tuple[str, ...]


@dataclass
class _Spare:
    generation: int
    kernel: Kernel
    stack: contextlib.AsyncExitStack


def _put_back(workdir: Path, start: Path) -> None:
    """``workdir`` as ``start`` holds it, in place (a kernel standing in it keeps its folder)."""
    for child in list(workdir.iterdir()):
        if child.is_dir() and not child.is_symlink():
            shutil.rmtree(child)
        else:
            child.unlink()
    shutil.copytree(start, workdir, symlinks=True, dirs_exist_ok=True)


class Episode:
    """One case worked by an agent (see the module's notes). Open with ``Episode.open`` as an
    ``async with`` block; call tools with ``call``; ``result`` once it has ended."""

    def __init__(
        self,
        case: Case,
        engine: Engine,
        budget: Budget,
        limits: Limits,
        trajectory: Trajectory,
    ) -> None:
        if not hasattr(engine, "live_kernel"):
            raise UsageError(
                f"the engine {type(engine).__name__} cannot keep a kernel for an agent"
            )
        self.case = case
        self.engine = engine
        self._live: LiveKernels = engine  # type: ignore[assignment]
        self.budget = budget
        self.limits = limits
        self.trajectory = trajectory
        reproduced = case.reproduced()
        self.notebook = NotebookEdits(case, reproduced)
        self._indexes = {cell.id: cell.index for cell in reproduced.cells}
        self._sources = [cell.source for cell in reproduced.code_cells]
        self._stack = contextlib.AsyncExitStack()
        self._kernel_stack: contextlib.AsyncExitStack | None = None
        self._kernel: Kernel | None = None
        self._history: list[CellToRun] = []  # run in the live kernel since it started
        self._statuses: list[str] = []  # how each of those runs ended
        self._error: _Error | None = None
        self._workdir: Path | None = None
        self._start: Path | None = None  # a copy of the working folder as it started
        self._started = time.monotonic()
        self._steps = 0
        self._result: EpisodeResult | None = None
        self._run_counter = 0
        self._scoring = Limits()  # a submission is judged as `evaluate repair` judges it
        # A copy of the live kernel made ahead, for the next scratch evaluation: valid while the
        # live kernel's state (its generation) is the one it was copied from.
        self._generation = 0
        self._kernel_lock = asyncio.Lock()  # one request at a time to the live kernel
        self._copyable = True
        self._spare_task: asyncio.Task[_Spare | None] | None = None
        self._closing: set[asyncio.Task[None]] = set()
        self._scratched = True  # keep a copy made ahead (a parked episode does not)

    # -- opening and closing ------------------------------------------------------------------

    @classmethod
    @contextlib.asynccontextmanager
    async def open(
        cls,
        case: Case,
        engine: Engine,
        *,
        budget: Budget | None = None,
        limits: Limits | None = None,
        trajectory: Path | None = None,
        agent: str = "",
        parked: ParkedCrashes | None = None,
    ) -> Any:
        """The episode of ``case``, its kernel standing at the crash; closed (its kernels
        stopped, its working copy removed, an unfinished episode ended as unsolved) on leaving
        the block. With ``trajectory``, every record is also appended to that JSON Lines file.
        With ``parked``, the kernel is a copy of one parked at the case's crash (parked there
        by the first episode of the case that asked), where it can be copied."""
        budget = budget or Budget()
        scoring = limits = limits or Limits()
        limits = Limits(
            cell_timeout=min(limits.cell_timeout, budget.call_seconds),
            timeout=max(limits.timeout, budget.seconds),
            output_bytes=limits.output_bytes,
            memory_bytes=limits.memory_bytes,
            interrupt_grace=limits.interrupt_grace,
        )
        log = Trajectory(trajectory)
        episode = cls(case, engine, budget, limits, log)
        episode._scoring = scoring
        log.add(
            Start(
                case_id=case.id,
                agent=agent,
                budget=budget.to_json(),
                isolated=engine.isolated,
                tools=list(tools.TOOLS),
            )
        )
        try:
            await episode._begin(parked)
            episode._started = time.monotonic()  # the agent's clock starts at the crash
            yield episode
        finally:
            if episode._result is None:
                episode._end("unsolved", "the episode was closed before a submission", None, None)
            episode._flush_end()
            await episode._stack.aclose()

    async def _begin(self, parked: ParkedCrashes | None = None) -> None:
        """The working copy, and the kernel replayed through the crash (or copied from one
        parked there)."""
        if parked is not None:
            source = await parked.take(self.case)
            if source is not None:
                self._stack.push_async_callback(parked.give_back, self.case.id)
                self._stack.push_async_callback(self._stop_kernel)
                self._stack.push_async_callback(self._drop_spares)
                await self._copy_from(source)
                return
        self._workdir = self._stack.enter_context(
            case_scratch(self.case.path, self.case.reproduced_path)
        )
        start = scratch_folder("episode") / "start"
        shutil.copytree(self._workdir, start, symlinks=True)
        self._start = start
        self._stack.callback(shutil.rmtree, start.parent, True)
        self._stack.push_async_callback(self._stop_kernel)
        self._stack.push_async_callback(self._drop_spares)
        await self._start_kernel()
        order = self.case.reproduced().order()
        await self._run([cell.id for cell in order], self.limits.timeout)  # makes a spare

    async def _copy_from(self, source: Episode) -> None:
        """Stand where ``source`` (an episode parked at the crash, whose working folder this
        episode borrows) stands: a copy of its kernel, its notebook's outputs and counts, its
        kernel's history and error."""
        self._workdir, self._start = source._workdir, source._start
        assert self._workdir is not None
        async with source._kernel_lock:
            assert source._kernel is not None
            stack = contextlib.AsyncExitStack()
            try:
                self._kernel = await stack.enter_async_context(
                    self._live.copied_kernel(source._kernel, self._workdir, self.limits)
                )
            except BaseException:
                await stack.aclose()
                raise
        self._kernel_stack = stack
        self._history, self._statuses = list(source._history), list(source._statuses)
        self._error, self._run_counter = source._error, source._run_counter
        self._generation += 1
        shown = {cell.id: cell for cell in source.notebook.cells}
        for cell in self.notebook.cells:
            cell.execution_count = shown[cell.id].execution_count
            cell.outputs = list(shown[cell.id].outputs)
        self._renew_spare()

    async def _start_kernel(self) -> None:
        await self._stop_kernel()
        assert self._workdir is not None
        stack = contextlib.AsyncExitStack()
        self._kernel = await stack.enter_async_context(
            self._live.live_kernel(self._workdir, self._sources, self.limits, INPUTS)
        )
        self._kernel_stack = stack
        self._history, self._statuses = [], []
        self._generation += 1

    async def _stop_kernel(self) -> None:
        self._generation += 1
        stack, self._kernel_stack, self._kernel = self._kernel_stack, None, None
        if stack is not None:
            await stack.aclose()

    # -- the one entry point ------------------------------------------------------------------

    @property
    def ended(self) -> bool:
        return self._result is not None

    @property
    def result(self) -> EpisodeResult:
        if self._result is None:
            raise UsageError("the episode has not ended: submit, or close it")
        return self._result

    async def call(
        self, tool: str, arguments: Any = None, *, tokens: int | None = None
    ) -> Observation:
        """Carry out one tool call: its observation, recorded in the trajectory. ``arguments``: a
        JSON object (anything else is an observation saying so). ``tokens``: what the agent's
        model spent on this step, where it reports it."""
        began = time.monotonic()
        if self._result is not None:
            return Observation("the episode is over: " + self._summary(), error=True, ended=True)
        over = self._over_budget()
        if over is not None:
            self._end("unsolved", over, None, None)
            self._flush_end()
            return Observation(f"the episode is over: {over}", error=True, ended=True)
        self._steps += 1
        try:
            parsed = tools.parse_arguments(tool, arguments)
            observation = await getattr(self, "_" + tool)(parsed)
        except UsageError as error:
            observation = Observation(str(error), error=True)
        except EngineError as error:  # the machine failed, not the notebook: the agent is told
            observation = Observation(f"the environment failed: {error}", error=True)
        observation = self._cut(observation)
        self.trajectory.add(
            Call(
                step=self._steps,
                tool=tool,
                arguments=_recorded(arguments),
                observation=observation.text,
                error=observation.error,
                seconds=round(time.monotonic() - began, 3),
                tokens=tokens,
            )
        )
        if self._result is None and self._steps >= self.budget.steps:
            self._end("unsolved", f"the budget of {self.budget.steps} steps is spent", None, None)
            self._flush_end()
            observation = Observation(
                observation.text + f"\n[the episode is over: {self._result_reason()}]",
                observation.error,
                observation.data,
                ended=True,
            )
        self._flush_end()
        return observation

    def abandon(self, reason: str) -> None:
        """End the episode unsolved with ``reason`` (an agent that failed), if it has not ended."""
        if self._result is None:
            self._end("unsolved", reason, None, None)
            self._flush_end()

    def _over_budget(self) -> str | None:
        spent = time.monotonic() - self._started
        if spent > self.budget.seconds:
            return f"the budget of {self.budget.seconds:g} s is spent"
        return None

    def _remaining(self) -> float:
        left = self.budget.seconds - (time.monotonic() - self._started)
        return max(1.0, min(self.budget.call_seconds, left))

    def _cut(self, observation: Observation) -> Observation:
        limit = self.budget.output_chars
        if len(observation.text) <= limit:
            return observation
        text = observation.text[:limit] + (
            f"\n[{len(observation.text) - limit} more characters cut: an observation shows at "
            f"most {limit}]"
        )
        return Observation(text, observation.error, observation.data, observation.ended)

    def _end(
        self,
        outcome: Outcome,
        reason: str | None,
        repair: RepairResult | None,
        prediction: RepairPrediction | None,
    ) -> None:
        seconds = time.monotonic() - self._started
        self._result = EpisodeResult(
            self.case.id, outcome, reason, self._steps, seconds, repair, prediction
        )

    def _flush_end(self) -> None:
        """The end record, after the call that ended the episode (once)."""
        if self._result is not None and self.trajectory.end is None:
            self.trajectory.add(_end_record(self._result))

    def _result_reason(self) -> str:
        return self._result.reason or self._result.outcome if self._result else ""

    def _summary(self) -> str:
        result = self.result
        return result.outcome + (f" ({result.reason})" if result.reason else "")

    # -- the tools ----------------------------------------------------------------------------

    async def _read_notebook(self, arguments: tools.ReadNotebook) -> Observation:
        if arguments.cell_id is not None:
            cell = self.notebook.cell(arguments.cell_id)
            return Observation(_cell_text(cell, full=True), data=_cell_json(cell))
        text = "\n\n".join(_cell_text(cell, full=False) for cell in self.notebook.cells)
        history = [
            {"cell_id": step.cell_id, "status": status}
            for step, status in zip(self._history, self._statuses, strict=True)
        ]
        runs = ", ".join(
            run["cell_id"] + ("" if run["status"] == "ok" else f" ({run['status']})")
            for run in history
        )
        if any(step.restarts for step in self._history):
            runs += f" ({RESTART}: the kernel was restarted there, its files left as they were)"
        text = (text or "(the notebook has no cells)") + (
            f"\n\n--- run in this kernel since it started, in order: {runs or 'nothing'}"
        )
        data = {"cells": [_cell_json(cell) for cell in self.notebook.cells], "history": history}
        return Observation(text, data=data)

    async def _read_error(self, arguments: tools.NoArguments) -> Observation:
        error = self._error
        if error is None:
            return Observation("no error: the last cells run in the kernel raised none")
        where = f"cell {error.cell_id}" + (f", line {error.line}" if error.line else "")
        text = (f"{where}: {error.ename}: {error.evalue}\n" + "\n".join(error.traceback)).strip()
        data = {
            "cell_id": error.cell_id,
            "ename": error.ename,
            "evalue": error.evalue,
            "line": error.line,
            "traceback": list(error.traceback),
        }
        return Observation(text, data=data)

    async def _evaluate(self, arguments: tools.Evaluate) -> Observation:
        return await self._in_scratch(arguments.code, None)

    async def _inspect_variable(self, arguments: tools.InspectVariable) -> Observation:
        return await self._in_scratch(_DESCRIBE, f"_junobench_describe({arguments.name!r})")

    async def _edit_cell(self, arguments: tools.EditCell) -> Observation:
        self.notebook.edit(arguments.cell_id, arguments.source)
        return Observation(f"cell {arguments.cell_id} now holds the new source (not run yet)")

    async def _insert_cell(self, arguments: tools.InsertCell) -> Observation:
        cell_id = self.notebook.insert(arguments.source, arguments.after)
        where = "at the top" if arguments.after is None else f"after cell {arguments.after}"
        return Observation(
            f"inserted cell {cell_id} {where} (not run yet)", data={"cell_id": cell_id}
        )

    async def _delete_cell(self, arguments: tools.DeleteCell) -> Observation:
        self.notebook.delete(arguments.cell_id)
        return Observation(f"deleted cell {arguments.cell_id}")

    async def _run_cells(self, arguments: tools.RunCells) -> Observation:
        for cell_id in arguments.cell_ids:
            self.notebook.code_cell(cell_id)
        if self._kernel is None or self._kernel.death is not None:
            return Observation("the kernel is dead: restart_kernel starts a fresh one", error=True)
        return await self._run(arguments.cell_ids, self._remaining())

    async def _restart_kernel(self, arguments: tools.RestartKernel) -> Observation:
        for cell_id in arguments.run:
            self.notebook.code_cell(cell_id)
        assert self._workdir is not None and self._start is not None
        async with self._kernel_lock:
            await self._stop_kernel()
            _put_back(self._workdir, self._start)
            await self._start_kernel()
        self._error = None
        self._run_counter = 0
        for cell in self.notebook.cells:
            cell.execution_count, cell.outputs = None, []
        if not arguments.run:
            return Observation("the kernel was restarted: no variable is defined")
        observation = await self._run(arguments.run, self._remaining())
        return Observation(
            "the kernel was restarted, then:\n" + observation.text,
            observation.error,
            observation.data,
        )

    async def _submit(self, arguments: tools.Submit) -> Observation:
        prediction = self.notebook.prediction(arguments.execution_order)
        repair = await replay_repair(self.engine, self.case, prediction, self._scoring)
        if repair.status == "error":
            self._end(
                "unsolved",
                f"the submission could not be judged: {repair.problem}",
                repair,
                prediction,
            )
        else:
            self._end("resolved" if repair.resolved else "unresolved", None, repair, prediction)
        text = f"submitted: {self._summary()}"
        if repair.crash is not None:
            text += f"\nthe replay stopped at cell {repair.crash.cell_id}: {repair.crash.ename}: {repair.crash.evalue}"
        elif repair.problem:
            text += f"\n{repair.problem}"
        return Observation(text, data=self.result.to_json(), ended=True)

    # -- running ------------------------------------------------------------------------------

    async def _run(self, cell_ids: Sequence[str], seconds: float) -> Observation:
        """Run ``cell_ids`` in the live kernel, up to the first that fails."""
        async with self._kernel_lock:
            self._generation += 1
            observation = await self._run_locked(cell_ids, seconds)
        self._renew_spare()
        return observation

    async def _run_locked(self, cell_ids: Sequence[str], seconds: float) -> Observation:
        assert self._kernel is not None
        kernel = self._kernel
        deadline = time.monotonic() + seconds
        parts: list[str] = []
        ran: list[dict[str, Any]] = []
        failed = False
        for cell_id in cell_ids:
            if cell_id == RESTART:  # the recorded order's restart: the folder stays as it is
                began = time.monotonic()
                history, statuses = self._history, self._statuses
                await self._start_kernel()
                assert self._kernel is not None
                kernel = self._kernel
                self._history, self._statuses = [*history, RESTART_STEP], [*statuses, "ok"]
                self._run_counter = 0
                parts.append("the kernel was restarted")
                seconds = time.monotonic() - began
                ran.append({"cell_id": RESTART, "status": "ok", "seconds": seconds})
                continue
            cell = self.notebook.code_cell(cell_id)
            step = CellToRun(cell_id, self._indexes.get(cell_id, len(self._indexes)), cell.source)
            result, crash, _ = await run_step(kernel, step, self.limits, deadline)
            self._history.append(step)
            self._statuses.append(result.status)
            self._run_counter += 1
            cell.execution_count = result.execution_count or self._run_counter
            cell.outputs = list(result.outputs)
            text = _outputs_text(cell.outputs)
            head = f"cell {cell_id} ({result.status}, {result.seconds:.2f} s)"
            parts.append(head + (":\n" + text if text else ""))
            ran.append({"cell_id": cell_id, "status": result.status, "seconds": result.seconds})
            if crash is not None:
                failed = True
                self._error = _Error(
                    cell_id, crash.ename, crash.evalue, crash.line, tuple(crash.traceback or ())
                )
                if result.status == "crash":
                    parts.append(f"{crash.ename}: {crash.evalue} (read_error for the traceback)")
                elif result.status == "timeout":
                    parts.append(f"the cell was stopped: {crash.evalue}")
                else:
                    parts.append(
                        f"the kernel died ({crash.ename}: {crash.evalue}): restart_kernel "
                        "starts a fresh one"
                    )
                break
            self._error = None
        return Observation("\n".join(parts), error=False, data={"cells": ran, "failed": failed})

    async def _in_scratch(
        self, code: str, expression: str | None, *, raw: bool = False
    ) -> Observation:
        """``code`` (then ``expression``'s value) in a copy of the live kernel, the working folder
        put back afterwards; where the kernel cannot be copied, in a fresh kernel that replayed
        the live kernel's cells from the start, in a folder of its own. The copy is the one made
        ahead after the last scratch evaluation, if the live kernel has not changed since."""
        if self._kernel is None or self._kernel.death is not None:
            return Observation("the kernel is dead: restart_kernel starts a fresh one", error=True)
        assert self._workdir is not None
        deadline = time.monotonic() + self._remaining()
        spare = await self._take_spare()
        if spare is None and self._copyable:
            spare = await self._make_spare()
        if spare is None:
            return await self._in_replayed(code, expression, deadline, raw=raw)
        try:
            with Snapshot(self._workdir) as folder:
                try:
                    return await _scratch_call(spare.kernel, code, expression, deadline, raw=raw)
                finally:
                    folder.restore()
        finally:
            self._close_later(spare)
            self._scratched = True
            self._renew_spare()

    async def _make_spare(self) -> _Spare | None:
        """A copy of the live kernel as it stands (None where it cannot be copied)."""
        async with self._kernel_lock:
            kernel, generation = self._kernel, self._generation
            if kernel is None or kernel.death is not None or not self._copyable:
                return None
            assert self._workdir is not None
            stack = contextlib.AsyncExitStack()
            try:
                copy = await stack.enter_async_context(
                    self._live.copied_kernel(kernel, self._workdir, self.limits)
                )
            except KernelNotCopied:
                await stack.aclose()
                self._copyable = False
                return None
            except BaseException:
                await stack.aclose()
                raise
            return _Spare(generation, copy, stack)

    async def scratch_value(self, code: str, expression: str) -> str:
        """``code`` then ``expression`` in a scratch copy of the kernel (the describer of
        ``inspect_variable`` defined there first): the expression's value as a string (its
        ``repr`` read back). Not a tool call: nothing is recorded. A failure is an
        ``EngineError`` saying why."""
        import ast as parse

        observation = await self._in_scratch(_DESCRIBE + "\n" + code, expression, raw=True)
        if observation.error:
            raise EngineError(
                f"{self.case.id}: could not read the kernel's state: {observation.text}"
            )
        value = parse.literal_eval(observation.text)
        if not isinstance(value, str):
            raise EngineError(f"{self.case.id}: the kernel's state is not text")
        return value

    def _renew_spare(self) -> None:
        """Start making a copy of the live kernel as it will stand once free, for the next
        scratch evaluation."""
        if not (self._scratched and self._copyable) or self._kernel is None:
            return
        old, self._spare_task = self._spare_task, asyncio.create_task(self._make_spare())
        if old is not None:
            self._discard(old)

    def _discard(self, task: asyncio.Task[_Spare | None]) -> None:
        async def close() -> None:
            with contextlib.suppress(Exception):
                spare = await task
                if spare is not None:
                    await spare.stack.aclose()

        closing = asyncio.create_task(close())
        self._closing.add(closing)
        closing.add_done_callback(self._closing.discard)

    async def _take_spare(self) -> _Spare | None:
        """The copy made ahead, if it is of the live kernel as it now stands."""
        task, self._spare_task = self._spare_task, None
        if task is None:
            return None
        try:
            spare = await task
        except EngineError:
            return None
        if spare is not None and spare.generation != self._generation:
            self._close_later(spare)
            return None
        return spare

    def _close_later(self, spare: _Spare) -> None:
        """Stop a used or stale copy in the background: the agent need not wait for it."""
        task = asyncio.create_task(spare.stack.aclose())
        self._closing.add(task)
        task.add_done_callback(self._closing.discard)

    async def _drop_spares(self) -> None:
        spare = None
        if self._spare_task is not None:
            with contextlib.suppress(Exception):
                spare = await self._spare_task
            self._spare_task = None
        if spare is not None:
            await spare.stack.aclose()
        if self._closing:
            await asyncio.gather(*self._closing, return_exceptions=True)

    async def _in_replayed(
        self, code: str, expression: str | None, deadline: float, *, raw: bool = False
    ) -> Observation:
        assert self._start is not None
        shadow = scratch_folder("shadow") / self._start.name
        shutil.copytree(self._start, shadow, symlinks=True)
        try:
            # A kernel per stretch between restarts, in the one folder, as the session ran.
            stretches: list[list[CellToRun]] = [[]]
            for step in self._history:
                if step.restarts:
                    stretches.append([])
                else:
                    stretches[-1].append(step)
            for number, stretch in enumerate(stretches):
                async with self._live.live_kernel(
                    shadow, self._sources, self.limits, INPUTS
                ) as kernel:
                    for step in stretch:
                        if time.monotonic() >= deadline:
                            return Observation(
                                "out of time replaying the kernel's cells for a scratch copy",
                                error=True,
                            )
                        result, _, _ = await run_step(kernel, step, self.limits, deadline)
                        if result.status in ("timeout", "kernel_died"):
                            return Observation(
                                f"the scratch copy could not be rebuilt: cell {step.cell_id} "
                                f"{result.status}",
                                error=True,
                            )
                    if number == len(stretches) - 1:
                        observation = await _scratch_call(
                            kernel, code, expression, deadline, raw=raw
                        )
        finally:
            shutil.rmtree(shadow.parent, ignore_errors=True)
        if raw:
            return observation
        note = "[a copy of this kernel could not be forked (threads); it was rebuilt by re-running its cells]\n"
        return Observation(note + observation.text, observation.error, observation.data)


async def _scratch_call(
    kernel: Kernel, code: str, expression: str | None, deadline: float, *, raw: bool = False
) -> Observation:
    if expression is None:
        result = await kernel.execute(code, deadline)
        text = _outputs_text(result.outputs)
        if result.status == "error":
            text = (text + "\n" if text else "") + f"{result.ename}: {result.evalue}"
            tail = "\n".join(result.traceback[-6:])
            return Observation(f"{text}\n{tail}".strip(), error=False, data={"status": "error"})
        if result.status != "ok":
            what = "timed out" if result.status == "timeout" else "killed the scratch kernel"
            return Observation(f"{text}\n[the code {what}]".strip(), data={"status": result.status})
        return Observation(text or "(no output)", data={"status": "ok"})
    result = await kernel.execute(code, deadline, silent=True, user_expressions={"x": expression})
    value, problem = result.value("x")
    if value is None:
        return Observation(f"could not inspect it: {problem}", error=True)
    if raw:
        return Observation(value)
    try:  # the text/plain of a str: its repr
        described = json.loads(ast.literal_eval(value))
    except (ValueError, SyntaxError, TypeError):
        return Observation(value)
    lines = [f"{key}: {value}" for key, value in described.items() if key != "columns"]
    if "columns" in described:
        lines.append(
            "columns: "
            + ", ".join(f"{name} ({kind})" for name, kind in described["columns"].items())
        )
    return Observation("\n".join(lines), data=described)


def _end_record(result: EpisodeResult) -> End:
    return End(
        case_id=result.case_id,
        outcome=result.outcome,
        reason=result.reason,
        steps=result.steps,
        seconds=round(result.seconds, 3),
        prediction=None if result.prediction is None else result.prediction.to_json(),
    )


def _recorded(arguments: Any) -> dict[str, Any]:
    """The arguments as the trajectory keeps them: an object as given, anything else noted."""
    if arguments is None:
        return {}
    if isinstance(arguments, dict):
        return arguments
    return {"(not an object)": arguments}


def _outputs_text(outputs: Sequence[dict[str, Any]]) -> str:
    texts = []
    for output in outputs:
        kind, text = output_text(output)
        if kind != "error":
            texts.append(text.rstrip("\n"))
    return "\n".join(text for text in texts if text)


def _cell_text(cell: EditedCell, *, full: bool) -> str:
    count = "" if cell.execution_count is None else f" [{cell.execution_count}]"
    head = f"--- cell {cell.id} ({cell.kind}){count}"
    body = cell.source
    outputs = _outputs_text(cell.outputs)
    if outputs:
        if not full and len(outputs) > 400:
            outputs = (
                outputs[:400] + f" ... [{len(outputs) - 400} characters: read_notebook cell_id]"
            )
        body += "\n>>> output:\n" + outputs
    return f"{head}\n{body}"


def _cell_json(cell: EditedCell) -> dict[str, Any]:
    return {
        "id": cell.id,
        "kind": cell.kind,
        "source": cell.source,
        "execution_count": cell.execution_count,
        "outputs": [
            dict(zip(("kind", "text"), output_text(out), strict=True)) for out in cell.outputs
        ],
    }


class ParkedCrashes:
    """Kernels parked at the crash of cases, so that each new episode of a case starts from a
    copy of one instead of replaying the notebook: the first episode of a case that asks parks
    it (an episode of its own, opened and never worked), every episode of it copies that kernel
    and borrows its working folder, put back as it stood at the crash when the episode ends.

    One episode of a case at a time borrows its parked kernel; another opened meanwhile replays
    the notebook itself, as does any episode of a case whose kernel cannot be copied (TensorFlow's
    runtime). At most ``cases`` cases stay parked; the one used least recently goes first. Use as
    ``async with ParkedCrashes(engine) as parked`` and pass ``parked=`` to ``Episode.open``."""

    def __init__(self, engine: Engine, *, cases: int = 4, limits: Limits | None = None) -> None:
        self.engine = engine
        self.cases = max(1, cases)
        self.limits = limits or Limits()
        self._parked: dict[str, tuple[Episode, Snapshot, contextlib.AsyncExitStack]] = {}
        self._busy: set[str] = set()
        self._refused: set[str] = set()
        self._lock = asyncio.Lock()

    async def take(self, case: Case) -> Episode | None:
        """The episode parked at ``case``'s crash, now borrowed (None: replay it yourself)."""
        async with self._lock:
            if case.id in self._busy or case.id in self._refused:
                return None
            if case.id not in self._parked:
                parked = await self._park(case)
                if parked is None:
                    self._refused.add(case.id)
                    return None
                while len(self._parked) >= self.cases:
                    if not await self._evict():
                        break
                self._parked[case.id] = parked
            else:  # the most recently used is kept longest
                self._parked[case.id] = self._parked.pop(case.id)
            self._busy.add(case.id)
            return self._parked[case.id][0]

    async def give_back(self, case_id: str) -> None:
        """The borrowed folder put back as it stood at the crash; the case free again."""
        parked = self._parked.get(case_id)
        if parked is not None:
            parked[1].restore()
        self._busy.discard(case_id)

    async def _park(self, case: Case) -> tuple[Episode, Snapshot, contextlib.AsyncExitStack] | None:
        stack = contextlib.AsyncExitStack()
        try:
            episode = await stack.enter_async_context(
                Episode.open(case, self.engine, limits=self.limits, agent="parked")
            )
            await episode._drop_spares()
            episode._scratched = False  # never worked: it keeps no copy made ahead
            if episode._kernel is None or episode._kernel.death is not None:
                await stack.aclose()
                return None
            if not await _copyable(episode):
                await stack.aclose()
                return None
            assert episode._workdir is not None
            folder = stack.enter_context(Snapshot(episode._workdir))
        except BaseException:
            await stack.aclose()
            raise
        return episode, folder, stack

    async def _evict(self) -> bool:
        for case_id in list(self._parked):
            if case_id not in self._busy:
                _, _, stack = self._parked.pop(case_id)
                await stack.aclose()
                return True
        return False

    async def aclose(self) -> None:
        parked, self._parked = self._parked, {}
        for _, _, stack in parked.values():
            await stack.aclose()

    async def __aenter__(self) -> ParkedCrashes:
        return self

    async def __aexit__(self, *exc: object) -> None:
        await self.aclose()


async def _copyable(episode: Episode) -> bool:
    """Whether the episode's kernel can be copied (a trial copy, stopped at once)."""
    spare = await episode._make_spare()
    if spare is None:
        return False
    await spare.stack.aclose()
    return True
