"""Kernels that stay between requests, for a caller that works in one (an agent's episode):
what an engine offers it, and the error of a kernel that cannot be copied."""

from __future__ import annotations

import contextlib
from collections.abc import Sequence
from pathlib import Path
from typing import Protocol

from .._exceptions import EngineError
from ._kernel import Kernel
from ._protocol import Limits

__all__ = ["KernelNotCopied", "LiveKernels"]


class KernelNotCopied(EngineError):
    """A kernel that cannot be copied faithfully: the plain engine's (it copies none), or one
    running threads a copy would lack (TensorFlow's runtime)."""


class LiveKernels(Protocol):
    """What an engine offers a caller that keeps a kernel between requests (an agent's episode).

    ``live_kernel`` starts a kernel working in ``workdir`` (a scratch copy) for a notebook of
    ``sources``, held to ``limits``, stopped on leaving the block. ``copied_kernel`` is a copy
    of such a kernel with its whole state, in the same working folder; entering it raises
    ``KernelNotCopied`` where no faithful copy can be made."""

    def live_kernel(
        self,
        workdir: Path,
        sources: Sequence[str],
        limits: Limits,
        read_only: Sequence[str] = (),
    ) -> contextlib.AbstractAsyncContextManager[Kernel]: ...

    def copied_kernel(
        self, kernel: Kernel, workdir: Path, limits: Limits
    ) -> contextlib.AbstractAsyncContextManager[Kernel]: ...
