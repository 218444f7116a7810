"""The ``scripted`` reference agent: deterministic, no model. It works a case the way a careful
person starts, through the episode's tools only:

1. reads the error and the notebook;
2. inspects the values the failing line reads (what is defined of them);
3. tries the cheapest plausible fixes in the live kernel, each going on from where the last
   left it:
   - a ``NameError``: run a cell that binds the missing name, then the crashing cell;
   - for each name the failing line reads, re-run the last cell above the crash that binds it,
     then the crashing cell (a stale or twice-changed value);
   - restart the kernel and run every code cell from the top through the crashing cell (cells
     run out of order, or a state no cell produces);
4. submits the first that lets the crashing cell run, with the order that ran it (the runs
   before it that raised nothing, as ``read_notebook`` lists the kernel's history, then the
   cells below); if none does, the notebook as it is.

It changes no code: it gives the table a floor that is not trivial (the crashes of state and
order), and it exercises every tool but ``edit_cell``, ``insert_cell`` and ``delete_cell``.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any, Protocol

from ..baselines import Read, read_cell
from ._episode import Observation

__all__ = ["ScriptedAgent", "Workbench"]


class Workbench(Protocol):
    """What the scripted agent works through: an ``Episode``, or anything that carries its calls
    to one (the inspect task makes them through inspect's tools)."""

    @property
    def ended(self) -> bool: ...

    async def call(
        self, tool: str, arguments: Any = None, *, tokens: int | None = None
    ) -> Observation: ...


@dataclass(frozen=True)
class _Attempt:
    why: str
    cells: tuple[str, ...]  # run after the cells run before the crash (or, restart: alone)
    restart: bool = False


class ScriptedAgent:
    """See the module's notes."""

    name = "scripted"

    async def work(self, episode: Workbench) -> None:
        error = (await episode.call("read_error")).data
        notebook = (await episode.call("read_notebook")).data
        cells = notebook.get("cells", [])
        crash = str(error.get("cell_id"))
        code = {cell["id"]: cell["source"] for cell in cells if cell["kind"] == "code"}
        if crash not in code:
            await episode.call("submit")
            return
        ids = [cell["id"] for cell in cells if cell["kind"] == "code"]
        before = [run["cell_id"] for run in notebook.get("history", []) if run["status"] == "ok"]
        below = ids[ids.index(crash) + 1 :]
        reads = _reads(code[crash], error.get("line"))
        for name in reads[:3]:
            if not episode.ended:
                await episode.call("inspect_variable", {"name": name})
        ran: list[str] = []  # cells the attempts ran without an error, in the live kernel
        for attempt in _attempts(code, ids, crash, error, reads):
            if episode.ended:
                return
            if attempt.restart:
                observation = await episode.call("restart_kernel", {"run": list(attempt.cells)})
                order = list(attempt.cells)
            else:
                observation = await episode.call("run_cells", {"cell_ids": list(attempt.cells)})
                order = [*before, *ran, *attempt.cells]
            if observation.ended:
                return
            if not observation.data.get("failed", True):
                await episode.call("submit", {"execution_order": [*order, *below]})
                return
            # The next attempt goes on from here: what ran without an error stays in its order.
            done = [cell["cell_id"] for cell in observation.data.get("cells", [])][:-1]
            if attempt.restart:
                before, ran = [], done
            else:
                ran += done
        if not episode.ended:
            await episode.call("submit")


def _reads(source: str, line: int | None) -> list[str]:
    """The names the failing line reads (the whole cell's where the line is not known), in the
    order they are read, each once."""
    found: list[str] = []
    for event in read_cell(source).events:
        if isinstance(event, Read) and event.name not in found and line in (None, event.line):
            found.append(event.name)
    return found


def _binders(code: dict[str, str], name: str) -> list[str]:
    return [cell_id for cell_id, source in code.items() if name in read_cell(source).binds]


def _attempts(
    code: dict[str, str], ids: list[str], crash: str, error: dict[str, Any], reads: list[str]
) -> list[_Attempt]:
    """The fixes to try, cheapest and likeliest first, each once."""
    attempts: list[_Attempt] = []
    position = {cell_id: index for index, cell_id in enumerate(ids)}
    if error.get("ename") == "NameError":
        missing = str(error.get("evalue") or "").split("'")
        name = missing[1] if len(missing) > 2 else None
        if name:
            binders = [cell for cell in _binders(code, name) if cell != crash]
            binders.sort(key=lambda cell: (position[cell] > position[crash], position[cell]))
            attempts += [
                _Attempt(f"run {cell}, which binds {name}", (cell, crash)) for cell in binders[:2]
            ]
    for name in reads:
        above = [
            cell
            for cell in _binders(code, name)
            if cell != crash and position[cell] < position[crash]
        ]
        if above:
            attempts.append(_Attempt(f"re-run {above[-1]}, which binds {name}", (above[-1], crash)))
    top_down = tuple(ids[: position[crash] + 1])
    attempts.append(_Attempt("restart and run from the top", top_down, restart=True))
    unique: list[_Attempt] = []
    for attempt in attempts:
        if all(attempt.cells != kept.cells or attempt.restart != kept.restart for kept in unique):
            unique.append(attempt)
    return unique[:4]
