"""JunoBench: crashes in machine-learning Jupyter notebooks, and the harness that reproduces them.

The public API; everything else lives in private modules. Importing it imports no ML library.
"""

from ._baselines import BASELINES, baseline_predictions
from ._benchmark import Benchmark, default_root
from ._case import Case, DataSource, ExpectedCrash, Fix, load_case
from ._engine import CellToRun, Engine, Limits, RunRequest
from ._evaluate import Evaluation, evaluate
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
from ._record import RecordResult, record_case
from ._run import run_notebook, run_steps
from ._stats import BenchmarkStats, benchmark_stats
from ._tasks import detect_inputs, diagnose_inputs, repair_inputs
from ._verify import CaseVerdict, VerifyReport, verify_cases
from ._vocabulary import TASKS, Task

__version__ = "0.1.0"

__all__ = [
    "BASELINES",
    "TASKS",
    "Benchmark",
    "BenchmarkStats",
    "Case",
    "CaseError",
    "CaseVerdict",
    "Cell",
    "CellResult",
    "CellToRun",
    "CheckResult",
    "Crash",
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
    "Limits",
    "LocalizePrediction",
    "Notebook",
    "NotebookError",
    "OrderError",
    "OrderMode",
    "Prediction",
    "PredictionsError",
    "RecordResult",
    "RepairPrediction",
    "RunOutcome",
    "RunRequest",
    "Status",
    "Task",
    "UnknownCaseError",
    "UsageError",
    "VerifyReport",
    "__version__",
    "baseline_predictions",
    "benchmark_stats",
    "default_root",
    "detect_inputs",
    "diagnose_inputs",
    "evaluate",
    "load_case",
    "load_notebook",
    "read_predictions",
    "record_case",
    "repair_inputs",
    "run_notebook",
    "run_steps",
    "verify_cases",
]
