"""JunoBench: crashes in machine-learning Jupyter notebooks, and the harness that reproduces them.

The public API; everything else lives in private modules. Importing it imports no ML library.
"""

from ._benchmark import Benchmark, default_root
from ._case import Case, DataSource, ExpectedCrash, Fix, load_case
from ._engine import CellToRun, Engine, Limits, RunRequest
from ._exceptions import (
    CaseError,
    EngineError,
    JunoBenchError,
    NotebookError,
    OrderError,
    UnknownCaseError,
    UsageError,
)
from ._fake import FakeEngine
from ._jupyter import JupyterEngine
from ._notebook import Cell, Notebook, OrderMode, load_notebook
from ._outcome import CellResult, CheckResult, Crash, RunOutcome, Status
from ._record import RecordResult, record_case
from ._run import run_notebook, run_steps
from ._verify import CaseVerdict, VerifyReport, verify_cases

__version__ = "0.1.0"

__all__ = [
    "Benchmark",
    "Case",
    "CaseError",
    "CaseVerdict",
    "Cell",
    "CellResult",
    "CellToRun",
    "CheckResult",
    "Crash",
    "DataSource",
    "Engine",
    "EngineError",
    "ExpectedCrash",
    "FakeEngine",
    "Fix",
    "JunoBenchError",
    "JupyterEngine",
    "Limits",
    "Notebook",
    "NotebookError",
    "OrderError",
    "OrderMode",
    "RecordResult",
    "RunOutcome",
    "RunRequest",
    "Status",
    "UnknownCaseError",
    "UsageError",
    "VerifyReport",
    "__version__",
    "default_root",
    "load_case",
    "load_notebook",
    "record_case",
    "run_notebook",
    "run_steps",
    "verify_cases",
]
