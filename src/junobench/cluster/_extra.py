"""Whether the dask extra is installed, asked without importing it."""

from __future__ import annotations

import importlib.util

from .._exceptions import UsageError

__all__ = ["SCHEDULER_VARIABLE", "require_dask"]

# The scheduler the commands use when --scheduler is not given.
SCHEDULER_VARIABLE = "JUNOBENCH_SCHEDULER"


def require_dask() -> None:
    """A ``UsageError`` in one line where ``dask.distributed`` is not installed."""
    if importlib.util.find_spec("distributed") is None:
        raise UsageError("--scheduler needs dask.distributed: pip install 'junobench[dask]'")
