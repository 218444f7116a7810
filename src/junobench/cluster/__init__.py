"""Verification, evaluation and agent runs on a Dask cluster (``--scheduler``, README "On a
cluster"): each case a Dask task, each worker with a warm engine of its own.

``dask[distributed]`` is the extra ``junobench[dask]``; ``require_dask`` says so in one line where
it is missing. ``Cluster`` (``_dask.py``) imports it."""

from __future__ import annotations

from typing import TYPE_CHECKING

from .._lazy import lazy_attributes
from ._extra import SCHEDULER_VARIABLE, require_dask

if TYPE_CHECKING:
    from ._dask import (
        PLUGIN,
        Cluster,
        WarmEngine,
        case_digest,
        evaluate_on_cluster,
        evaluate_on_cluster_async,
        run_agent_on_cluster,
        run_agent_on_cluster_async,
        verify_on_cluster,
        verify_on_cluster_async,
    )

_MODULES: dict[str, str] = {
    "PLUGIN": "._dask",
    "Cluster": "._dask",
    "WarmEngine": "._dask",
    "case_digest": "._dask",
    "evaluate_on_cluster": "._dask",
    "evaluate_on_cluster_async": "._dask",
    "run_agent_on_cluster": "._dask",
    "run_agent_on_cluster_async": "._dask",
    "verify_on_cluster": "._dask",
    "verify_on_cluster_async": "._dask",
}

__all__ = [
    "PLUGIN",
    "SCHEDULER_VARIABLE",
    "Cluster",
    "WarmEngine",
    "case_digest",
    "evaluate_on_cluster",
    "evaluate_on_cluster_async",
    "require_dask",
    "run_agent_on_cluster",
    "run_agent_on_cluster_async",
    "verify_on_cluster",
    "verify_on_cluster_async",
]

__getattr__, __dir__ = lazy_attributes(__name__, _MODULES)
