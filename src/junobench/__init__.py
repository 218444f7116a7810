"""JunoBench: crashes in machine-learning Jupyter notebooks, and the harness that reproduces them.

The public API; everything else lives in private modules. Importing it imports no ML library.
Every function that runs kernels has an ``_async`` form for callers inside an event loop (a
Jupyter notebook); the plain form is for scripts. See docs/api.md.
"""

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
from ._formats import schema
from ._items import item_id, item_key
from ._jupyter import JupyterEngine
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
    "Fix",
    "JunoBenchError",
    "JupyterEngine",
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
]
