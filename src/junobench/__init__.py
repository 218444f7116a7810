"""JunoBench: crashes in machine-learning Jupyter notebooks, and the harness that reproduces them.

The public API; everything else lives in private modules. Importing it imports no ML library.
Every function that runs kernels has an ``_async`` form for callers inside an event loop (a
Jupyter notebook); the plain form is for scripts. See docs/api.md.

Names are imported when first used (``junobench.run_notebook``), so that ``import junobench``
and the command line start fast.
"""

from __future__ import annotations

import importlib
from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:
    from ._baselines import BASELINES, baseline_predictions
    from ._benchmark import Benchmark, default_root
    from ._case import Case, CaseRepair, DataSource, ExpectedCrash, Fix, RepairKind, load_case
    from ._compare import Comparison, tool_names
    from ._engine import CellToRun, Engine, Limits, RunRequest, default_jobs
    from ._evaluate import Evaluation, evaluate, evaluate_async
    from ._exceptions import (
        CaseError,
        EngineError,
        JunoBenchError,
        NotebookError,
        OrderError,
        PredictionsError,
        UnknownCaseError,
        UsageError,
    )
    from ._fake import FakeEngine
    from ._fast import FastEngine, warm_modules
    from ._formats import schema
    from ._items import item_id, item_key
    from ._jupyter import JupyterEngine
    from ._llm import LLMSettings
    from ._notebook import Cell, Notebook, OrderMode, load_notebook
    from ._outcome import CellResult, CheckResult, Crash, RunOutcome, Status
    from ._predictions import (
        DetectPrediction,
        DiagnosePrediction,
        LocalizePrediction,
        Prediction,
        RepairPrediction,
        read_predictions,
    )
    from ._record import RecordResult, record_case, record_case_async
    from ._repair import RepairResult
    from ._run import run_notebook, run_notebook_async, run_steps
    from ._sandbox import sandbox_available
    from ._scoring import CaseResult
    from ._stats import BenchmarkStats, benchmark_stats
    from ._tasks import detect_inputs, diagnose_inputs, repair_inputs
    from ._verify import (
        CaseVerdict,
        RepairTrial,
        Verdict,
        VerifyReport,
        verify_cases,
        verify_cases_async,
    )
    from ._vocabulary import (
        CRASH_TYPES,
        LIBRARY_CAUSES,
        PIPELINE_STAGES,
        ROOT_CAUSES,
        TASKS,
        CrashType,
        LibraryCause,
        PipelineStage,
        RootCause,
        Task,
    )

__version__ = "0.2.0"

# Public name -> the private module that defines it.
_MODULES: dict[str, str] = {
    "BASELINES": "._baselines",
    "Benchmark": "._benchmark",
    "BenchmarkStats": "._stats",
    "CRASH_TYPES": "._vocabulary",
    "Case": "._case",
    "CaseError": "._exceptions",
    "CaseRepair": "._case",
    "CaseResult": "._scoring",
    "CaseVerdict": "._verify",
    "Cell": "._notebook",
    "CellResult": "._outcome",
    "CellToRun": "._engine",
    "CheckResult": "._outcome",
    "Comparison": "._compare",
    "Crash": "._outcome",
    "CrashType": "._vocabulary",
    "DataSource": "._case",
    "DetectPrediction": "._predictions",
    "DiagnosePrediction": "._predictions",
    "Engine": "._engine",
    "EngineError": "._exceptions",
    "Evaluation": "._evaluate",
    "ExpectedCrash": "._case",
    "FakeEngine": "._fake",
    "FastEngine": "._fast",
    "Fix": "._case",
    "JunoBenchError": "._exceptions",
    "JupyterEngine": "._jupyter",
    "LIBRARY_CAUSES": "._vocabulary",
    "LLMSettings": "._llm",
    "LibraryCause": "._vocabulary",
    "Limits": "._engine",
    "LocalizePrediction": "._predictions",
    "Notebook": "._notebook",
    "NotebookError": "._exceptions",
    "OrderError": "._exceptions",
    "OrderMode": "._notebook",
    "PIPELINE_STAGES": "._vocabulary",
    "PipelineStage": "._vocabulary",
    "Prediction": "._predictions",
    "PredictionsError": "._exceptions",
    "ROOT_CAUSES": "._vocabulary",
    "RecordResult": "._record",
    "RepairKind": "._case",
    "RepairPrediction": "._predictions",
    "RepairResult": "._repair",
    "RepairTrial": "._verify",
    "RootCause": "._vocabulary",
    "RunOutcome": "._outcome",
    "RunRequest": "._engine",
    "Status": "._outcome",
    "TASKS": "._vocabulary",
    "Task": "._vocabulary",
    "UnknownCaseError": "._exceptions",
    "UsageError": "._exceptions",
    "Verdict": "._verify",
    "VerifyReport": "._verify",
    "baseline_predictions": "._baselines",
    "benchmark_stats": "._stats",
    "default_jobs": "._engine",
    "default_root": "._benchmark",
    "detect_inputs": "._tasks",
    "diagnose_inputs": "._tasks",
    "evaluate": "._evaluate",
    "evaluate_async": "._evaluate",
    "item_id": "._items",
    "item_key": "._items",
    "load_case": "._case",
    "load_notebook": "._notebook",
    "read_predictions": "._predictions",
    "record_case": "._record",
    "record_case_async": "._record",
    "repair_inputs": "._tasks",
    "run_notebook": "._run",
    "run_notebook_async": "._run",
    "run_steps": "._run",
    "sandbox_available": "._sandbox",
    "schema": "._formats",
    "tool_names": "._compare",
    "verify_cases": "._verify",
    "verify_cases_async": "._verify",
    "warm_modules": "._fast",
}

__all__ = [
    "BASELINES",
    "CRASH_TYPES",
    "LIBRARY_CAUSES",
    "PIPELINE_STAGES",
    "ROOT_CAUSES",
    "TASKS",
    "Benchmark",
    "BenchmarkStats",
    "Case",
    "CaseError",
    "CaseRepair",
    "CaseResult",
    "CaseVerdict",
    "Cell",
    "CellResult",
    "CellToRun",
    "CheckResult",
    "Comparison",
    "Crash",
    "CrashType",
    "DataSource",
    "DetectPrediction",
    "DiagnosePrediction",
    "Engine",
    "EngineError",
    "Evaluation",
    "ExpectedCrash",
    "FakeEngine",
    "FastEngine",
    "Fix",
    "JunoBenchError",
    "JupyterEngine",
    "LLMSettings",
    "LibraryCause",
    "Limits",
    "LocalizePrediction",
    "Notebook",
    "NotebookError",
    "OrderError",
    "OrderMode",
    "PipelineStage",
    "Prediction",
    "PredictionsError",
    "RecordResult",
    "RepairKind",
    "RepairPrediction",
    "RepairResult",
    "RepairTrial",
    "RootCause",
    "RunOutcome",
    "RunRequest",
    "Status",
    "Task",
    "UnknownCaseError",
    "UsageError",
    "Verdict",
    "VerifyReport",
    "__version__",
    "baseline_predictions",
    "benchmark_stats",
    "default_jobs",
    "default_root",
    "detect_inputs",
    "diagnose_inputs",
    "evaluate",
    "evaluate_async",
    "item_id",
    "item_key",
    "load_case",
    "load_notebook",
    "read_predictions",
    "record_case",
    "record_case_async",
    "repair_inputs",
    "run_notebook",
    "run_notebook_async",
    "run_steps",
    "sandbox_available",
    "schema",
    "tool_names",
    "verify_cases",
    "verify_cases_async",
    "warm_modules",
]


def __getattr__(name: str) -> Any:
    module = _MODULES.get(name)
    if module is None:
        raise AttributeError(f"module 'junobench' has no attribute {name!r}")
    value = getattr(importlib.import_module(module, __name__), name)
    globals()[name] = value
    return value


def __dir__() -> list[str]:
    return sorted(__all__)
