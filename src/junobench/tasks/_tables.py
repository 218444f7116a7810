"""An evaluation as tables: Markdown (what ``junobench evaluate`` prints, and Jupyter shows) and
CSV (one row per input line)."""

from __future__ import annotations

import csv
import io
from typing import TYPE_CHECKING, Any

from .._text import markdown_table
from ..engine import NOT_ISOLATED
from ..formats import LABEL_FIELDS
from ._scoring import metrics_of

if TYPE_CHECKING:
    from ._evaluate import Evaluation

__all__ = ["evaluation_csv", "evaluation_markdown", "strata_table"]


def _cell(value: Any) -> str:
    if value is None:
        return ""
    if isinstance(value, bool):
        return "yes" if value else "no"
    return str(value)


def evaluation_csv(evaluation: Evaluation) -> str:
    """One row per input line (``Evaluation.results``), for error analysis in a spreadsheet."""
    rows = [result.to_json() for result in evaluation.results]
    out = io.StringIO()
    if rows:
        writer = csv.DictWriter(out, fieldnames=list(rows[0]), lineterminator="\n")
        writer.writeheader()
        writer.writerows(rows)
    return out.getvalue()


def _short(name: str) -> str:
    """A metric's name as a column title: ``accuracy.overall`` -> ``overall``,
    ``crash_type.accuracy`` -> ``crash type``."""
    name = name.removeprefix("accuracy.").removesuffix(".accuracy")
    return name.replace(".", " ").replace("_", " ")


def evaluation_markdown(
    evaluation: Evaluation, *, per_case: bool = False, confusion: bool = True
) -> str:
    """The scores, per library cause, confusion matrices (unless ``confusion`` is false); with
    ``per_case`` one row per input line too (repair always lists its cases)."""
    metrics = list(metrics_of(evaluation.scores).items())
    parts = [
        f"# JunoBench evaluation: {evaluation.task}",
        "",
        f"Predictions: `{evaluation.predictions}`; cases: {len(evaluation.cases)}; "
        f"missing predictions: {len(evaluation.missing)}.",
        "",
        *([f"**{NOT_ISOLATED}.**", ""] if evaluation.isolated is False else []),
        "## Scores",
        "",
        markdown_table(
            ["metric", "value"], [(name, f"{metric.value:.3f}") for name, metric in metrics]
        ),
    ]
    if evaluation.strata:
        parts += ["", "## By stratum of difficulty", "", strata_table(evaluation)]
    per_library = [(name, metric) for name, metric in metrics if metric.by_library]
    libraries = sorted({library for _, metric in per_library for library in metric.by_library})
    if per_library:
        parts += ["", "## By library cause (correct / total)", ""]
        library_rows = [
            [library]
            + [
                str(metric.by_library.get(library, "")).replace(" ", "")
                for _, metric in per_library
            ]
            for library in libraries
        ]
        header = ["library"] + [_short(name) for name, _ in per_library]
        parts.append(markdown_table(header, library_rows))
    if evaluation.task == "diagnose" and not confusion:
        parts += ["", "Confusion matrices: `--wide`, or in the report (`--report DIR`)."]
    elif evaluation.task == "diagnose":
        for dimension in LABEL_FIELDS:
            matrix = evaluation.scores[dimension]["confusion"]
            parts += ["", f"## Confusion matrix: {dimension} (rows: truth, columns: predicted)", ""]
            matrix_rows = [
                [label, *counts]
                for label, counts in zip(matrix["labels"], matrix["matrix"], strict=True)
            ]
            parts.append(markdown_table(["truth \\ predicted", *matrix["predicted"]], matrix_rows))
    if evaluation.results and (per_case or evaluation.task == "repair"):
        rows = [result.to_json() for result in evaluation.results]
        if evaluation.task == "repair":  # cases without a prediction are under "missing"
            rows = [row for row in rows if row["status"] is not None]
            for row in rows:
                del row["id"]
        if rows:
            header = list(rows[0])
            parts += ["", "## Per case", ""]
            parts.append(
                markdown_table(header, [[_cell(row[key]) for key in header] for row in rows])
            )
    if evaluation.missing:
        parts += ["", "## Missing predictions", "", ", ".join(evaluation.missing)]
    return "\n".join(parts) + "\n"


def strata_table(evaluation: Evaluation) -> str:
    """A row per metric, a column per stratum value (with its number of cases): the scores on
    the easier cases beside those on the harder ones (``_difficulty.py``)."""
    header = ["metric"]
    columns: list[dict[str, Any]] = []
    for name, groups in evaluation.strata.items():
        for value, (count, scores) in groups.items():
            header.append(f"{name}: {value} ({count})")
            columns.append(metrics_of(scores))
    names = list(metrics_of(evaluation.scores))
    rows = [
        [name, *(f"{column[name].value:.3f}" if name in column else "" for column in columns)]
        for name in names
    ]
    return markdown_table(header, rows)
