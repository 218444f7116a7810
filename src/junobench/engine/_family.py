"""Families of runs: several runs of one notebook folder that differ in some of their cells (a
case's reproduced and fixed versions; the repairs ``verify`` tries on it).

Every engine runs a family as if each run had a fresh kernel and a fresh copy of the folder: the
runs take turns in one working folder, which is put back as it was before each. An engine that
can copy a running kernel (the fast engine) runs the steps that several runs share once, and
copies the kernel where they part (``plan``): a run's outcome is then made of the shared steps'
results and its own.
"""

from __future__ import annotations

import shutil
from collections.abc import Sequence
from dataclasses import dataclass
from pathlib import Path

from .._exceptions import EngineError
from ._outcome import RunOutcome
from ._protocol import CellToRun, Engine, Family, FamilyRun, RunRequest
from ._workspace import scratch_folder

__all__ = ["Node", "Snapshot", "one_by_one", "plan"]


async def one_by_one(engine: Engine, family: Family, which: Sequence[int]) -> list[RunOutcome]:
    """Runs ``which`` of ``family`` each in a fresh kernel, the folder restored before each."""
    outcomes: list[RunOutcome] = []
    if not which:
        return outcomes
    with Snapshot(family.workdir) as start:
        for number, index in enumerate(which):
            run = family.runs[index]
            if number:
                start.restore()
            request = RunRequest(
                run.cells,
                family.workdir,
                run.checks,
                family.limits,
                family.read_only,
                family.oracle,
            )
            outcomes.append(await engine.run(request))
    return outcomes


class Snapshot:
    """A copy of a working folder as it is now, to put it back that way (``restore``); removed
    on leaving the ``with`` block."""

    def __init__(self, workdir: Path) -> None:
        self.workdir = workdir
        self._copy = scratch_folder("snapshot") / "copy"
        try:
            shutil.copytree(workdir, self._copy, symlinks=True)
        except OSError as error:
            raise EngineError(f"could not copy the working folder: {error}") from error

    def restore(self) -> None:
        """The folder as it was, in place (a kernel standing in it keeps its working folder)."""
        try:
            for child in list(self.workdir.iterdir()):
                if child.is_dir() and not child.is_symlink():
                    shutil.rmtree(child)
                else:
                    child.unlink()
            shutil.copytree(self._copy, self.workdir, symlinks=True, dirs_exist_ok=True)
        except OSError as error:
            raise EngineError(f"could not restore the working folder: {error}") from error

    def __enter__(self) -> Snapshot:
        return self

    def __exit__(self, *exc: object) -> None:
        shutil.rmtree(self._copy.parent, ignore_errors=True)


@dataclass(frozen=True)
class Node:
    """Steps ``start:end`` that the runs ``runs`` share, run in one kernel; then the runs that
    end there (``finished``, grouped by their checks) and the ``children``, each in a copy of
    that kernel (the last of them in the kernel itself)."""

    start: int
    end: int
    runs: tuple[int, ...]
    finished: tuple[tuple[int, ...], ...]
    children: tuple[Node, ...]

    @property
    def branches(self) -> int:
        return len(self.finished) + len(self.children)


def plan(runs: Sequence[FamilyRun], start: int = 0, which: Sequence[int] | None = None) -> Node:
    """The tree of shared steps of ``runs`` (all of them, or ``which``), from step ``start``."""
    members = tuple(range(len(runs)) if which is None else which)
    steps = [runs[index].cells for index in members]
    end = min(len(cells) for cells in steps)
    for position in range(start, end):
        if any(cells[position] != steps[0][position] for cells in steps):
            end = position
            break
    finished: dict[tuple[str, ...], list[int]] = {}
    parting: dict[CellToRun, list[int]] = {}
    for index in members:
        cells = runs[index].cells
        if len(cells) == end:
            finished.setdefault(runs[index].checks, []).append(index)
        else:
            parting.setdefault(cells[end], []).append(index)
    children = tuple(plan(runs, end, group) for group in parting.values())
    return Node(start, end, members, tuple(tuple(g) for g in finished.values()), children)
