"""Figures about the benchmark itself: label distributions and notebook sizes."""

from __future__ import annotations

import itertools
import statistics
from collections import Counter
from collections.abc import Sequence
from dataclasses import dataclass, field
from typing import Any

from .._text import imported_names
from ..cases import Case, order_anomalies
from ..formats import LABEL_FIELDS
from ..tasks import STRATA, Difficulty, difficulty

__all__ = [
    "BenchmarkStats",
    "NotebookSize",
    "benchmark_stats",
    "code_lines",
    "imported_modules",
    "notebook_size",
]


def code_lines(source: str) -> int:
    """Non-blank lines that are not comments."""
    return sum(
        1 for line in source.splitlines() if line.strip() and not line.strip().startswith("#")
    )


def imported_modules(sources: Sequence[str]) -> set[str]:
    """Top-level modules imported by the given cells (magics and shell lines ignored)."""
    return {name.split(".")[0] for name in imported_names(sources)}


@dataclass(frozen=True)
class NotebookSize:
    """Size figures of one reproduced notebook, as the published JunoBench reports them."""

    case_id: str
    cells_before_crash: int  # runs of the recorded order before the crashing run
    code_lines: int  # non-blank, non-comment lines of the cells run, crashing cell included
    imports: int  # distinct top-level modules imported by the cells run
    out_of_order: bool  # the order repeats a cell or goes back up the notebook
    clean_prefix: bool  # the order is a clean top-down run of the cells above the crash

    def to_json(self) -> dict[str, Any]:
        return {
            "id": self.case_id,
            "cells_before_crash": self.cells_before_crash,
            "code_lines": self.code_lines,
            "imports": self.imports,
            "out_of_order": self.out_of_order,
            "clean_prefix": self.clean_prefix,
        }


def notebook_size(case: Case) -> NotebookSize:
    notebook = case.reproduced()
    order = [cell for cell in notebook.order() if not cell.restarts]
    run_once = {cell.id: cell for cell in order}.values()
    indices = [cell.index for cell in order]
    out_of_order = any(later <= earlier for earlier, later in itertools.pairwise(indices))
    return NotebookSize(
        case.id,
        len(order) - 1,
        sum(code_lines(cell.source) for cell in run_once),
        len(imported_modules([cell.source for cell in run_once])),
        out_of_order,
        not order_anomalies(
            [(cell.id, cell.source) for cell in notebook.code_cells],
            [cell.id for cell in order],
            case.crash.cell_id,
        ),
    )


def _quartiles(values: Sequence[int]) -> dict[str, float]:
    if not values:
        return {"min": 0, "q1": 0, "median": 0, "q3": 0, "max": 0}
    if len(values) == 1:
        q1 = median = q3 = float(values[0])
    else:
        q1, median, q3 = statistics.quantiles(values, n=4, method="inclusive")
    return {"min": min(values), "q1": q1, "median": median, "q3": q3, "max": max(values)}


@dataclass(frozen=True)
class BenchmarkStats:
    cases: int
    labels: dict[str, dict[str, int]]  # dimension -> label -> count
    library_by_root_cause: dict[str, dict[str, int]]
    library_by_stage: dict[str, dict[str, int]]
    sizes: tuple[NotebookSize, ...]
    difficulty: dict[str, Difficulty] = field(default_factory=dict)  # case id -> its difficulty
    mechanisms: dict[str, tuple[str, ...]] = field(default_factory=dict)  # tag -> its cases

    def mechanism_summary(self) -> dict[str, Any]:
        """How many cases carry a ``mechanism`` tag, how many tags there are, and the tags that
        more than one case carries (with those cases)."""
        return {
            "tagged": sum(len(ids) for ids in self.mechanisms.values()),
            "tags": len(self.mechanisms),
            "repeated": {tag: list(ids) for tag, ids in self.mechanisms.items() if len(ids) > 1},
        }

    def difficulty_summary(self) -> dict[str, Any]:
        """How many cases fall in each stratum (``_difficulty.STRATA``), and the spread of the
        number of fix cells and of their distance from the crashing cell."""
        found = list(self.difficulty.values())
        return {
            "strata": {
                name: dict(Counter(stratum(item) for item in found).most_common())
                for name, stratum in STRATA.items()
            },
            "fix_cells": _quartiles([item.fix_cells for item in found]),
            "fix_distance": _quartiles([item.fix_distance for item in found]),
        }

    def size_summary(self) -> dict[str, Any]:
        cells = [size.cells_before_crash for size in self.sizes]
        return {
            "cells_before_crash": _quartiles(cells),
            "code_lines": _quartiles([size.code_lines for size in self.sizes]),
            "imports": _quartiles([size.imports for size in self.sizes]),
            "share_under_4_cells_before_crash": round(sum(c < 4 for c in cells) / len(cells), 4)
            if cells
            else 0,
            "share_out_of_order": round(
                sum(s.out_of_order for s in self.sizes) / len(self.sizes), 4
            )
            if self.sizes
            else 0,
            "share_clean_prefix": round(
                sum(s.clean_prefix for s in self.sizes) / len(self.sizes), 4
            )
            if self.sizes
            else 0,
        }

    def to_json(self) -> dict[str, Any]:
        return {
            "cases": self.cases,
            "labels": self.labels,
            "library_by_root_cause": self.library_by_root_cause,
            "library_by_stage": self.library_by_stage,
            "sizes": self.size_summary(),
            "difficulty": self.difficulty_summary(),
            "mechanisms": self.mechanism_summary(),
            "notebooks": [size.to_json() for size in self.sizes],
            "cases_difficulty": {
                case_id: item.to_json() for case_id, item in self.difficulty.items()
            },
        }


def _cross(cases: Sequence[Case], row: str, column: str) -> dict[str, dict[str, int]]:
    table: dict[str, dict[str, int]] = {}
    for case in cases:
        labels = case.labels()
        cell = table.setdefault(labels[row], {})
        cell[labels[column]] = cell.get(labels[column], 0) + 1
    return dict(sorted(table.items()))


def benchmark_stats(cases: Sequence[Case]) -> BenchmarkStats:
    labels = {
        dimension: dict(Counter(case.labels()[dimension] for case in cases).most_common())
        for dimension in LABEL_FIELDS
    }
    return BenchmarkStats(
        len(cases),
        labels,
        _cross(cases, "library_cause", "root_cause"),
        _cross(cases, "library_cause", "pipeline_stage"),
        tuple(notebook_size(case) for case in cases),
        {case.id: difficulty(case) for case in cases},
        _mechanisms(cases),
    )


def _mechanisms(cases: Sequence[Case]) -> dict[str, tuple[str, ...]]:
    found: dict[str, list[str]] = {}
    for case in cases:
        if case.mechanism is not None:
            found.setdefault(case.mechanism, []).append(case.id)
    return {tag: tuple(ids) for tag, ids in sorted(found.items())}
