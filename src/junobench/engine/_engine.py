"""The engine interface: what runs a list of cells in a fresh interpreter and reports the outcome.

The real engine is ``JupyterEngine`` (``_jupyter.py``); ``FakeEngine`` (``_fake.py``) stands in for
it in unit tests of everything above the engine. A faster engine implements the same Protocol.
"""

from __future__ import annotations

import asyncio
import functools
import os
from collections.abc import Callable, Coroutine
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any, ParamSpec, Protocol, TypeVar

import psutil

from .._exceptions import UsageError
from ._oracle import OracleContext
from ._outcome import RunOutcome

__all__ = [
    "CellToRun",
    "Engine",
    "Limits",
    "RunRequest",
    "default_engine",
    "default_jobs",
    "run_sync",
    "sync_twin",
]

T = TypeVar("T")
P = ParamSpec("P")

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


@dataclass(frozen=True)
class CellToRun:
    """One step of an order: a cell of the notebook (its id and index) and the source to run."""

    cell_id: str
    index: int
    source: str


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


class Engine(Protocol):
    """Runs one request in a fresh interpreter. Must not raise for anything the notebook does:
    crashes, hangs, floods and dead kernels are outcomes. Raises ``EngineError`` only when the
    environment itself fails (no kernel could be started). ``isolated``: whether each run's
    kernel sees only its working copy, in a sandbox (``_sandbox.py``); reports say when not."""

    @property
    def isolated(self) -> bool: ...

    async def run(self, request: RunRequest) -> RunOutcome: ...


def default_engine() -> Engine:
    """The real engine. Imported only when a kernel is needed: the package stays light to import."""
    from ._jupyter import JupyterEngine

    return JupyterEngine()


def default_jobs() -> int:
    """Kernels to run at once by default: the CPUs this process may use, fewer when the memory
    available would not hold that many busy kernels."""
    try:
        cpus = len(os.sched_getaffinity(0))
    except AttributeError:  # not on Linux
        cpus = os.cpu_count() or 1
    by_memory = int(psutil.virtual_memory().available // KERNEL_MEMORY)
    return max(1, min(cpus, by_memory))


def sync_twin(function: Callable[P, Coroutine[Any, Any, T]]) -> Callable[P, T]:
    """The synchronous form of the public ``<name>_async`` function ``function``, for scripts:
    same parameters and documentation, named ``<name>``. Inside a running event loop (Jupyter)
    it says to ``await`` the async form instead (``run_sync``)."""
    name = function.__name__.removesuffix("_async")

    @functools.wraps(function)
    def twin(*args: P.args, **kwargs: P.kwargs) -> T:
        return run_sync(function(*args, **kwargs), name)

    twin.__name__ = twin.__qualname__ = name
    twin.__doc__ = f"``{function.__name__}`` for scripts (not inside a running event loop).\n\n" + (
        function.__doc__ or ""
    )
    return twin


def run_sync(coroutine: Coroutine[Any, Any, T], name: str) -> T:
    """Run ``coroutine`` for the synchronous form of a public function. Inside a running event
    loop (a Jupyter notebook, where our users work) that cannot be done: the error says to
    ``await`` the ``_async`` form instead."""
    try:
        asyncio.get_running_loop()
    except RuntimeError:
        return asyncio.run(coroutine)
    coroutine.close()
    raise UsageError(
        f"{name}() cannot run inside a running event loop (as in Jupyter): "
        f"use 'await {name}_async(...)'"
    )
