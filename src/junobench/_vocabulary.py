"""The closed vocabularies: case labels (docs/labels.md) and the four tasks (docs/tasks/)."""

from __future__ import annotations

from typing import Literal, get_args

from ._exceptions import UsageError

__all__ = [
    "BASELINES",
    "CRASH_TYPES",
    "LIBRARY_CAUSES",
    "LIBRARY_PREFIXES",
    "PIPELINE_STAGES",
    "ROOT_CAUSES",
    "TASKS",
    "CrashType",
    "LibraryCause",
    "PipelineStage",
    "RootCause",
    "Task",
    "parse_task",
]

LibraryCause = Literal[
    "none",
    "tensorflow/keras",
    "torch",
    "sklearn",
    "numpy",
    "pandas",
    "matplotlib",
    "seaborn",
    "statsmodels",
    "lightgbm",
    "torchvision",
]

CrashType = Literal[
    "invalid argument",
    "tensor shape mismatch",
    "key error",
    "value error",
    "variable not found",
    "index error",
    "attribute error",
    "data value violation",
    "unsupported broadcast",
    "type error",
    "module not found",
    "runtime error",
    "feature name mismatch",
    "io error",
    "model initialization error",
]

RootCause = Literal[
    "API misuse",
    "data confusion",
    "NB specific",
    "implementation error",
    "ML model confusion",
    "library cause",
]

PipelineStage = Literal[
    "training",
    "data preparation",
    "evaluation/prediction",
    "data visualization",
    "model construction",
]

LIBRARY_CAUSES: tuple[str, ...] = get_args(LibraryCause)
CRASH_TYPES: tuple[str, ...] = get_args(CrashType)
ROOT_CAUSES: tuple[str, ...] = get_args(RootCause)
PIPELINE_STAGES: tuple[str, ...] = get_args(PipelineStage)

# Case id prefix -> the library cause every case of that prefix carries.
LIBRARY_PREFIXES: dict[str, LibraryCause] = {
    "NBspecific": "none",
    "tensorflow": "tensorflow/keras",
    "torch": "torch",
    "sklearn": "sklearn",
    "numpy": "numpy",
    "pandas": "pandas",
    "matplotlib": "matplotlib",
    "seaborn": "seaborn",
    "statsmodels": "statsmodels",
    "lightgbm": "lightgbm",
    "torchvision": "torchvision",
}

Task = Literal["detect", "diagnose", "localize", "repair"]
TASKS: tuple[str, ...] = get_args(Task)


# The built-in baselines (``_baselines.py``) and the tasks each has predictions for.
BASELINES: dict[str, tuple[str, ...]] = {
    "gold": ("detect", "diagnose", "localize", "repair"),
    "always-crash": ("detect",),
    "never-crash": ("detect",),
    "majority": ("detect", "diagnose", "localize", "repair"),
    "empty-crash-cell": ("repair",),
    "order": ("diagnose", "localize"),
    "static": ("detect",),
    "heuristic": ("diagnose", "localize"),
    "llm": ("detect", "diagnose", "localize", "repair"),
}


def parse_task(name: str) -> Task:
    """``name`` as a task; an unknown one is a ``UsageError``."""
    if name not in TASKS:
        raise UsageError(f"unknown task {name!r}; tasks are {', '.join(TASKS)}")
    return name  # type: ignore[return-value]
