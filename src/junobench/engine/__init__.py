"""The engine: runs a notebook's cells in a Jupyter kernel and tells what happened.

The ``Engine`` protocol and its request and outcome types; the plain engine (a fresh ipykernel
per run), the fast engine (kernels forked from a warm zygote) with the sandbox both run under;
the oracle's guard; the fake engine for tests of the layers above."""

from __future__ import annotations

from typing import TYPE_CHECKING

from .._lazy import lazy_attributes

if TYPE_CHECKING:
    from ._fake import FakeEngine
    from ._family import Snapshot
    from ._fast import FastEngine, starts_threads, warm_modules
    from ._jupyter import JupyterEngine, default_engine
    from ._kernel import Kernel
    from ._launch import kernel_process
    from ._live import KernelNotCopied, LiveKernels
    from ._oracle import OracleContext, oracle_context
    from ._outcome import CellResult, CheckResult, Crash, RunOutcome, Status, output_text
    from ._protocol import (
        RESTART,
        RESTART_STEP,
        CellToRun,
        Engine,
        Family,
        FamilyRun,
        Limits,
        RunRequest,
        default_jobs,
    )
    from ._sandbox import NOT_ISOLATED, kernel_python, sandbox_available
    from ._seed import SEED_VALUE
    from ._session import run_step
    from ._workspace import (
        INPUTS,
        case_scratch,
        describe_changes,
        fingerprint,
        notebook_scratch,
        scratch_copy,
        scratch_folder,
    )

# Each name -> the module that defines it, imported when the name is first used.
_MODULES: dict[str, str] = {
    "CellResult": "._outcome",
    "CellToRun": "._protocol",
    "RESTART": "._protocol",
    "RESTART_STEP": "._protocol",
    "CheckResult": "._outcome",
    "Crash": "._outcome",
    "Engine": "._protocol",
    "FakeEngine": "._fake",
    "Family": "._protocol",
    "FamilyRun": "._protocol",
    "FastEngine": "._fast",
    "INPUTS": "._workspace",
    "JupyterEngine": "._jupyter",
    "Kernel": "._kernel",
    "KernelNotCopied": "._live",
    "Limits": "._protocol",
    "LiveKernels": "._live",
    "NOT_ISOLATED": "._sandbox",
    "OracleContext": "._oracle",
    "RunOutcome": "._outcome",
    "RunRequest": "._protocol",
    "SEED_VALUE": "._seed",
    "Snapshot": "._family",
    "Status": "._outcome",
    "case_scratch": "._workspace",
    "default_engine": "._jupyter",
    "default_jobs": "._protocol",
    "describe_changes": "._workspace",
    "fingerprint": "._workspace",
    "kernel_process": "._launch",
    "kernel_python": "._sandbox",
    "notebook_scratch": "._workspace",
    "oracle_context": "._oracle",
    "output_text": "._outcome",
    "sandbox_available": "._sandbox",
    "run_step": "._session",
    "scratch_copy": "._workspace",
    "scratch_folder": "._workspace",
    "starts_threads": "._fast",
    "warm_modules": "._fast",
}

__all__ = [
    "INPUTS",
    "NOT_ISOLATED",
    "RESTART",
    "RESTART_STEP",
    "SEED_VALUE",
    "CellResult",
    "CellToRun",
    "CheckResult",
    "Crash",
    "Engine",
    "FakeEngine",
    "Family",
    "FamilyRun",
    "FastEngine",
    "JupyterEngine",
    "Kernel",
    "KernelNotCopied",
    "Limits",
    "LiveKernels",
    "OracleContext",
    "RunOutcome",
    "RunRequest",
    "Snapshot",
    "Status",
    "case_scratch",
    "default_engine",
    "default_jobs",
    "describe_changes",
    "fingerprint",
    "kernel_process",
    "kernel_python",
    "notebook_scratch",
    "oracle_context",
    "output_text",
    "run_step",
    "sandbox_available",
    "scratch_copy",
    "scratch_folder",
    "starts_threads",
    "warm_modules",
]

__getattr__, __dir__ = lazy_attributes(__name__, _MODULES)
