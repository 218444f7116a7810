"""The plain engine: one fresh ipykernel per run, started for it and killed after it."""

from __future__ import annotations

import contextlib
from collections.abc import Mapping, Sequence
from pathlib import Path

from .._exceptions import EngineError
from ._family import one_by_one
from ._kernel import Kernel
from ._launch import KernelProcess, start_kernel_process
from ._live import KernelNotCopied
from ._outcome import RunOutcome
from ._protocol import Engine, Family, Limits, RunRequest
from ._sandbox import sandbox_available
from ._session import run_request

__all__ = ["JupyterEngine", "default_engine"]


class JupyterEngine:
    """Runs each request in a fresh ipykernel of the harness's own Python environment."""

    def __init__(
        self,
        *,
        env: Mapping[str, str] | None = None,
        startup_timeout: float = 60.0,
        sandbox: bool | None = None,
        ahead: KernelProcess | None = None,
    ) -> None:
        """``env``: variables added to the kernel's environment (``kernel_environment``).
        ``sandbox``: run each kernel under bubblewrap (``_sandbox.py``); by default, wherever
        bubblewrap works. Asking for it where it does not work is an ``EngineError``.
        ``ahead``: a kernel already starting (``start_kernel_process``, with the same ``env``
        and ``sandbox``), for the first run in its working folder: ``junobench run`` starts its
        kernel before it imports the Jupyter client."""
        if sandbox and not sandbox_available():
            raise EngineError("no sandbox: bubblewrap (bwrap) is not installed or cannot run here")
        self.env = dict(env or {})
        self.startup_timeout = startup_timeout
        self.sandbox = sandbox_available() if sandbox is None else sandbox
        self._ahead = ahead

    @property
    def isolated(self) -> bool:
        """Each kernel sees only its working copy (in the sandbox)."""
        return self.sandbox

    async def run(self, request: RunRequest) -> RunOutcome:
        return await run_request(request, lambda: self._kernel(request, request.limits))

    async def run_family(self, family: Family) -> list[RunOutcome]:
        """The family's runs one by one, each in a fresh kernel."""
        return await one_by_one(self, family, range(len(family.runs)))

    async def aclose(self) -> None:
        """Nothing to stop: each kernel is stopped when its run ends."""
        if self._ahead is not None:
            self._ahead.discard()
            self._ahead = None

    def _kernel(
        self, request: RunRequest, limits: Limits
    ) -> contextlib.AbstractAsyncContextManager[Kernel]:
        """A kernel for ``request``: the one started ahead for its folder, or one started now."""
        started, self._ahead = self._ahead, None
        if started is None or started.workdir != request.workdir:
            if started is not None:
                started.discard()
            read_only = [request.workdir / folder for folder in request.read_only]
            started = start_kernel_process(
                request.workdir, self.env, sandbox=self.sandbox, read_only=read_only
            )
        return Kernel.adopted(started, limits, min(self.startup_timeout, limits.timeout))

    def live_kernel(
        self,
        workdir: Path,
        sources: Sequence[str],
        limits: Limits,
        read_only: Sequence[str] = (),
    ) -> contextlib.AbstractAsyncContextManager[Kernel]:
        """A fresh kernel working in ``workdir``, kept until the block ends (``LiveKernels``)."""
        request = RunRequest((), workdir, (), limits, tuple(read_only))
        return self._kernel(request, limits)

    def copied_kernel(
        self, kernel: Kernel, workdir: Path, limits: Limits
    ) -> contextlib.AbstractAsyncContextManager[Kernel]:
        """The plain engine copies no kernel: ``KernelNotCopied`` on entering."""
        return _NoCopy()


class _NoCopy(contextlib.AbstractAsyncContextManager[Kernel]):
    async def __aenter__(self) -> Kernel:
        raise KernelNotCopied("the plain engine does not copy kernels")

    async def __aexit__(self, *exc: object) -> None:
        return None


def default_engine() -> Engine:
    """The plain engine, for one run where no engine is given."""
    return JupyterEngine()
