"""The engine interface: what the layers above ask of an engine, and what they give it.

An engine runs a request (cells in a fresh interpreter, then the oracle's checks) and a family of
runs that share their first steps, and is closed when done. ``JupyterEngine`` (``_jupyter.py``)
starts a kernel per run; ``FastEngine`` (``_fast.py``) forks kernels from a warm zygote and copies
them where a family's runs part; both run a request through ``_session.py``. ``FakeEngine``
(``_fake.py``) stands in for them in unit tests of everything above the engine.
"""

from __future__ import annotations

import os
from dataclasses import dataclass, field
from pathlib import Path
from typing import Protocol

import psutil

from ._oracle import OracleContext
from ._outcome import RunOutcome

__all__ = [
    "RESTART",
    "RESTART_STEP",
    "CellToRun",
    "Engine",
    "Family",
    "FamilyRun",
    "Limits",
    "RunRequest",
    "default_jobs",
]

# Memory a busy kernel may take (a Keras or torch notebook): kernels beyond what memory allows
# are not started at once, whatever the number of cores.
KERNEL_MEMORY = 2 << 30


@dataclass(frozen=True)
class Limits:
    """Bounds on one run. A run that exceeds one ends with a status, never a harness error."""

    cell_timeout: float = 120.0  # seconds for one cell
    timeout: float = 600.0  # seconds for the whole run, kernel start-up included
    output_bytes: int = 1 << 20  # output kept per cell; the rest is dropped with a note
    memory_bytes: int = 8 << 30  # resident memory of the kernel and its children
    interrupt_grace: float = (
        3.0  # seconds a timed-out cell gets to honour an interrupt before a kill
    )


# The step of an order where the kernel was restarted (docs/cases.md, "Execution order"): the
# cells after it run in a fresh kernel, in the working folder as the cells before it left it. Not
# a cell id (nbformat's are 1-64 of A-Z a-z 0-9 - _), so no cell can be taken for it.
RESTART = "<restart>"


@dataclass(frozen=True)
class CellToRun:
    """One step of an order: a cell of the notebook (its id and index) and the source to run;
    or a restart of the kernel (``RESTART_STEP``)."""

    cell_id: str
    index: int
    source: str

    @property
    def restarts(self) -> bool:
        return self.cell_id == RESTART


RESTART_STEP = CellToRun(RESTART, -1, "")


@dataclass(frozen=True)
class RunRequest:
    """Run ``cells`` in order in a fresh interpreter whose working directory is ``workdir``,
    stopping at the first that fails; if all succeed, run each of ``checks`` after them (the
    oracle, ``_oracle.py``, told about the notebook by ``oracle``). ``read_only``: folders of
    ``workdir`` (relative paths) the notebook may read but not write, in a sandbox: the inputs
    the checks compare it with."""

    cells: tuple[CellToRun, ...]
    workdir: Path
    checks: tuple[str, ...] = ()
    limits: Limits = field(default_factory=Limits)
    read_only: tuple[str, ...] = ()
    oracle: OracleContext = field(default_factory=OracleContext)


@dataclass(frozen=True)
class FamilyRun:
    """One run of a family: its steps, and the checks run after them if all succeed."""

    cells: tuple[CellToRun, ...]
    checks: tuple[str, ...] = ()


@dataclass(frozen=True)
class Family:
    """Runs that start from the same working folder, ``workdir`` (a scratch copy), whose checks
    rely on ``oracle``; ``read_only`` as in ``RunRequest``."""

    runs: tuple[FamilyRun, ...]
    workdir: Path
    limits: Limits = field(default_factory=Limits)
    oracle: OracleContext = field(default_factory=OracleContext)
    read_only: tuple[str, ...] = ()


class Engine(Protocol):
    """What the layers above use of an engine.

    ``run`` runs one request in a fresh interpreter; ``run_family`` runs each of a family's runs
    as if alone, from the same folder (an engine may share their common steps). Neither raises
    for anything the notebook does: crashes, hangs, floods and dead kernels are outcomes. They
    raise ``EngineError`` only when the environment itself fails (no kernel could be started).
    ``aclose`` stops what the engine keeps running between runs. ``isolated``: whether each
    run's kernel sees only its working copy, in a sandbox (``_sandbox.py``); reports say when
    not."""

    @property
    def isolated(self) -> bool: ...

    async def run(self, request: RunRequest) -> RunOutcome: ...

    async def run_family(self, family: Family) -> list[RunOutcome]: ...

    async def aclose(self) -> None: ...


def default_jobs() -> int:
    """Kernels to run at once by default: the CPUs this process may use, fewer when the memory
    available would not hold that many busy kernels."""
    try:
        cpus = len(os.sched_getaffinity(0))
    except AttributeError:  # not on Linux
        cpus = os.cpu_count() or 1
    by_memory = int(psutil.virtual_memory().available // KERNEL_MEMORY)
    return max(1, min(cpus, by_memory))
