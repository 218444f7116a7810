"""The cases: a case folder's model (``case.toml``), its notebooks and their orders, the benchmark."""

from __future__ import annotations

from typing import TYPE_CHECKING

from .._lazy import lazy_attributes

if TYPE_CHECKING:
    from ._benchmark import Benchmark, default_root
    from ._case import (
        Case,
        CaseRepair,
        CellChecks,
        DataSource,
        ExpectedCrash,
        Fix,
        RepairKind,
        load_case,
    )
    from ._notebook import (
        RESTART_CELL,
        Cell,
        Notebook,
        OrderMode,
        load_notebook,
        order_anomalies,
        write_notebook,
    )

# Each name -> the module that defines it, imported when the name is first used.
_MODULES: dict[str, str] = {
    "Benchmark": "._benchmark",
    "Case": "._case",
    "CaseRepair": "._case",
    "Cell": "._notebook",
    "RESTART_CELL": "._notebook",
    "CellChecks": "._case",
    "DataSource": "._case",
    "ExpectedCrash": "._case",
    "Fix": "._case",
    "Notebook": "._notebook",
    "OrderMode": "._notebook",
    "RepairKind": "._case",
    "default_root": "._benchmark",
    "load_case": "._case",
    "load_notebook": "._notebook",
    "order_anomalies": "._notebook",
    "write_notebook": "._notebook",
}

__all__ = [
    "RESTART_CELL",
    "Benchmark",
    "Case",
    "CaseRepair",
    "Cell",
    "CellChecks",
    "DataSource",
    "ExpectedCrash",
    "Fix",
    "Notebook",
    "OrderMode",
    "RepairKind",
    "default_root",
    "load_case",
    "load_notebook",
    "order_anomalies",
    "write_notebook",
]

__getattr__, __dir__ = lazy_attributes(__name__, _MODULES)
