"""Reports: tables, plots and statistics of evaluations and of the benchmark, and comparisons."""

from __future__ import annotations

from typing import TYPE_CHECKING

from .._lazy import lazy_attributes

if TYPE_CHECKING:
    from ._compare import Comparison, tool_names
    from ._reports import (
        contents_markdown,
        stats_markdown,
        write_evaluation_report,
        write_stats_plots,
    )
    from ._sheet import write_sheet
    from ._stats import BenchmarkStats, benchmark_stats

# Each name -> the module that defines it, imported when the name is first used.
_MODULES: dict[str, str] = {
    "BenchmarkStats": "._stats",
    "Comparison": "._compare",
    "benchmark_stats": "._stats",
    "contents_markdown": "._reports",
    "stats_markdown": "._reports",
    "tool_names": "._compare",
    "write_evaluation_report": "._reports",
    "write_sheet": "._sheet",
    "write_stats_plots": "._reports",
}

__all__ = [
    "BenchmarkStats",
    "Comparison",
    "benchmark_stats",
    "contents_markdown",
    "stats_markdown",
    "tool_names",
    "write_evaluation_report",
    "write_sheet",
    "write_stats_plots",
]

__getattr__, __dir__ = lazy_attributes(__name__, _MODULES)
