"""The engine: runs a notebook's cells in a Jupyter kernel and tells what happened.

The ``Engine`` protocol and its request and outcome types; the plain engine (a fresh ipykernel
per run), the fast engine (kernels forked from a warm zygote) with the sandbox both run under;
the oracle's guard; the fake engine for tests of the layers above."""

from __future__ import annotations

from typing import TYPE_CHECKING

from .._lazy import lazy_attributes

if TYPE_CHECKING:
    from ._engine import (
        CellToRun,
        Engine,
        Limits,
        RunRequest,
        default_engine,
        default_jobs,
        run_sync,
        sync_twin,
    )
    from ._fake import FakeEngine
    from ._family import Family, FamilyRun, run_family
    from ._fast import FastEngine, starts_threads, warm_modules
    from ._jupyter import JupyterEngine
    from ._launch import kernel_process
    from ._oracle import OracleContext, oracle_context
    from ._outcome import CellResult, CheckResult, Crash, RunOutcome, Status, output_text
    from ._sandbox import NOT_ISOLATED, sandbox_available
    from ._workspace import (
        INPUTS,
        case_scratch,
        describe_changes,
        fingerprint,
        notebook_scratch,
        scratch_copy,
    )

# Each name -> the module that defines it, imported when the name is first used.
_MODULES: dict[str, str] = {
    "CellResult": "._outcome",
    "CellToRun": "._engine",
    "CheckResult": "._outcome",
    "Crash": "._outcome",
    "Engine": "._engine",
    "FakeEngine": "._fake",
    "Family": "._family",
    "FamilyRun": "._family",
    "FastEngine": "._fast",
    "INPUTS": "._workspace",
    "JupyterEngine": "._jupyter",
    "Limits": "._engine",
    "NOT_ISOLATED": "._sandbox",
    "OracleContext": "._oracle",
    "RunOutcome": "._outcome",
    "RunRequest": "._engine",
    "Status": "._outcome",
    "case_scratch": "._workspace",
    "default_engine": "._engine",
    "default_jobs": "._engine",
    "describe_changes": "._workspace",
    "fingerprint": "._workspace",
    "kernel_process": "._launch",
    "notebook_scratch": "._workspace",
    "oracle_context": "._oracle",
    "output_text": "._outcome",
    "run_family": "._family",
    "run_sync": "._engine",
    "sandbox_available": "._sandbox",
    "scratch_copy": "._workspace",
    "starts_threads": "._fast",
    "sync_twin": "._engine",
    "warm_modules": "._fast",
}

__all__ = [
    "INPUTS",
    "NOT_ISOLATED",
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
    "Limits",
    "OracleContext",
    "RunOutcome",
    "RunRequest",
    "Status",
    "case_scratch",
    "default_engine",
    "default_jobs",
    "describe_changes",
    "fingerprint",
    "kernel_process",
    "notebook_scratch",
    "oracle_context",
    "output_text",
    "run_family",
    "run_sync",
    "sandbox_available",
    "scratch_copy",
    "starts_threads",
    "sync_twin",
    "warm_modules",
]

__getattr__, __dir__ = lazy_attributes(__name__, _MODULES)
