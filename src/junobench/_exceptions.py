"""The exceptions JunoBench raises.

Every error the library raises on purpose is a ``JunoBenchError``; the command line turns one into
a one-line message on stderr and exit status 2 (bad input). A notebook that crashes is not an
error of ours: it is an outcome (``RunOutcome``), never an exception.

    JunoBenchError
    ├── NotebookError        a notebook file that cannot be read or replayed
    │   └── OrderError       an execution order naming cells the notebook lacks
    ├── CaseError            a case folder or case.toml that is missing or malformed
    │   └── UnknownCaseError a case id that the benchmark does not have
    ├── PredictionsError     a predictions file with a malformed, unknown or duplicate line
    ├── EngineError          the engine could not start or talk to a kernel (environment, not notebook)
    └── UsageError           a command used with arguments that cannot work together
"""

from __future__ import annotations

from pathlib import Path

__all__ = [
    "CaseError",
    "EngineError",
    "JunoBenchError",
    "NotebookError",
    "OrderError",
    "PredictionsError",
    "UnknownCaseError",
    "UsageError",
]


class JunoBenchError(Exception):
    """Root of every error JunoBench raises on purpose. ``str(error)`` is one line for a user."""


class _FileError(JunoBenchError):
    """An error about a file or folder: ``path: problem``."""

    def __init__(self, path: Path | str, problem: str) -> None:
        self.path = Path(path)
        self.problem = problem
        super().__init__(f"{path}: {problem}")

    def __reduce__(self) -> tuple[type, tuple[Path, str]]:
        return (type(self), (self.path, self.problem))


class NotebookError(_FileError):
    """A notebook that cannot be read, or that cannot be replayed as asked."""


class OrderError(NotebookError):
    """An execution order that names a cell the notebook does not have, or a non-code cell."""


class CaseError(_FileError):
    """A case folder or ``case.toml`` that is missing or malformed; says which file and field."""


class UnknownCaseError(CaseError):
    """A case id that is not a folder of the benchmark."""

    def __init__(self, root: Path | str, case_id: str) -> None:
        self.root = Path(root)
        self.case_id = case_id
        super().__init__(self.root, f"no case named {case_id!r}")

    def __reduce__(self) -> tuple[type, tuple[Path, str]]:
        return (type(self), (self.root, self.case_id))


class PredictionsError(JunoBenchError):
    """A predictions file that cannot be scored: says which file and line, and what is wrong."""

    def __init__(self, path: Path | str, line: int | None, problem: str) -> None:
        self.path = Path(path)
        self.line = line
        self.problem = problem
        where = f"{path}:{line}" if line is not None else str(path)
        super().__init__(f"{where}: {problem}")

    def __reduce__(self) -> tuple[type, tuple[Path, int | None, str]]:
        return (type(self), (self.path, self.line, self.problem))


class EngineError(JunoBenchError):
    """The engine could not start a kernel or lost contact with it for a reason of the environment."""


# The beginning of the reason of a verdict or result that a bug of the harness, not the case or
# the environment, left unjudged.
INTERNAL_ERROR = "internal error: "


class UsageError(JunoBenchError):
    """Arguments that cannot work together."""
