"""Reports on disk: ``report.json``, ``report.md`` and PNG plots, for evaluations and for stats.

matplotlib is imported only when a plot is drawn, so the package stays light to import.
"""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

from .._text import markdown_table
from ..cases import Case
from ..formats import LABEL_FIELDS
from ..tasks import Evaluation, Metric, evaluation_csv, evaluation_markdown, metrics_of
from ._stats import BenchmarkStats

__all__ = [
    "contents_markdown",
    "stats_markdown",
    "write_evaluation_report",
    "write_stats_plots",
]


def _pyplot() -> Any:
    import matplotlib

    matplotlib.use("Agg")
    import matplotlib.pyplot as plt

    return plt


def _bar_by_library(metric: Metric, title: str, path: Path) -> None:
    plt = _pyplot()
    libraries = list(metric.by_library)
    values = [metric.by_library[library].fraction for library in libraries]
    fig, ax = plt.subplots(figsize=(max(5.0, 0.8 * len(libraries) + 2), 3.8))
    bars = ax.bar(libraries, values, color="#4c72b0")
    for bar, library in zip(bars, libraries, strict=True):
        ax.annotate(str(metric.by_library[library]), (bar.get_x() + bar.get_width() / 2, bar.get_height()),
                    ha="center", va="bottom", fontsize=8)  # fmt: skip
    ax.set_ylim(0, 1.1)
    ax.set_ylabel("fraction")
    ax.set_title(title)
    ax.tick_params(axis="x", rotation=30)
    fig.tight_layout()
    fig.savefig(path, dpi=110)
    plt.close(fig)


def _confusion_plot(dimension: str, confusion: dict[str, Any], path: Path) -> None:
    plt = _pyplot()
    matrix = confusion["matrix"]
    fig, ax = plt.subplots(
        figsize=(1.0 + 0.6 * max(4, len(confusion["predicted"])), 1.0 + 0.5 * max(3, len(matrix)))
    )
    image = ax.imshow(matrix, cmap="Blues")
    ax.set_xticks(
        range(len(confusion["predicted"])),
        confusion["predicted"],
        rotation=45,
        ha="right",
        fontsize=8,
    )
    ax.set_yticks(range(len(confusion["labels"])), confusion["labels"], fontsize=8)
    darkest = max((max(counts) for counts in matrix), default=0)
    for row, counts in enumerate(matrix):
        for column, count in enumerate(counts):
            if count:
                colour = "white" if count > darkest / 2 else "black"
                ax.text(column, row, str(count), ha="center", va="center", fontsize=8, color=colour)
    ax.set_xlabel("predicted")
    ax.set_ylabel("truth")
    ax.set_title(f"{dimension}")
    fig.colorbar(image, ax=ax, fraction=0.04)
    fig.tight_layout()
    fig.savefig(path, dpi=110)
    plt.close(fig)


def write_evaluation_report(evaluation: Evaluation, folder: Path) -> list[Path]:
    """Write report.json, report.md and the plots into ``folder``; returns the files written."""
    folder.mkdir(parents=True, exist_ok=True)
    written = [folder / "report.json", folder / "report.md", folder / "results.csv"]
    written[0].write_text(json.dumps(evaluation.to_json(), indent=2, ensure_ascii=False) + "\n")
    written[1].write_text(evaluation_markdown(evaluation, per_case=True))
    written[2].write_text(evaluation_csv(evaluation))
    for name, metric in metrics_of(evaluation.scores).items():
        if metric.by_library:
            path = folder / f"by_library_{name.replace('.', '_')}.png"
            _bar_by_library(metric, f"{evaluation.task}: {name} by library cause", path)
            written.append(path)
    if evaluation.task == "diagnose":
        for dimension in LABEL_FIELDS:
            path = folder / f"confusion_{dimension}.png"
            _confusion_plot(dimension, evaluation.scores[dimension]["confusion"], path)
            written.append(path)
    return written


def contents_markdown(cases: list[Case]) -> str:
    """The benchmark's contents as README.md shows them: cases by library cause, and the repairs
    ``verify`` tries their oracles on (written by the case's author, or from outside: a reviewer
    who saw only the reproduced notebook, its error and data; the automatic ones not counted),
    and the outside repairs held back in ``repairs/pending/`` (the oracle still judges them
    wrongly, or they have not been run yet)."""
    rows: dict[str, list[int]] = {}
    for case in cases:
        row = rows.setdefault(case.library_cause, [0, 0, 0, 0, 0, 0])
        row[0] += 1
        for repair in case.repairs:
            row[(1 if repair.kind == "wrong" else 3) + repair.outside] += 1
        row[5] += len(list(case.path.glob("repairs/pending/*/*.json")))
    ordered = sorted(rows.items(), key=lambda item: (-item[1][0], item[0]))
    total = [sum(row[column] for _, row in ordered) for column in range(6)]
    header = ["library cause", "cases", "wrong, by the author", "wrong, outside",
              "valid, by the author", "valid, outside", "outside, pending"]  # fmt: skip
    lines = [[name, *row] for name, row in ordered] + [["all", *total]]
    return markdown_table(header, lines)


def stats_markdown(stats: BenchmarkStats) -> str:
    parts = [f"# JunoBench: {stats.cases} cases", ""]
    for dimension, counts in stats.labels.items():
        parts += [
            f"## {dimension}",
            "",
            markdown_table([dimension, "cases"], list(counts.items())),
            "",
        ]
    for title, table in (
        ("library cause x root cause", stats.library_by_root_cause),
        ("library cause x pipeline stage", stats.library_by_stage),
    ):
        columns = sorted({column for row in table.values() for column in row})
        rows = [
            [library, *(row.get(column, "") for column in columns)]
            for library, row in table.items()
        ]
        parts += [f"## {title}", "", markdown_table(["library cause", *columns], rows), ""]
    summary = stats.size_summary()
    rows = [
        [name, *(f"{summary[name][key]:g}" for key in ("min", "q1", "median", "q3", "max"))]
        for name in ("cells_before_crash", "code_lines", "imports")
    ]
    parts += [
        "## Notebook sizes (reproduced versions)",
        "",
        markdown_table(["figure", "min", "q1", "median", "q3", "max"], rows),
        "",
    ]
    parts.append(
        f"Cases with fewer than 4 cells run before the crash: {summary['share_under_4_cells_before_crash']:.1%}. "
    )
    parts.append(
        f"Cases run out of order (a cell repeated or run after a later one): {summary['share_out_of_order']:.1%}. "
    )
    parts.append(
        "Cases whose order is a clean top-down run up to the crash (every non-blank cell above it "
        f"once, in file order): {summary['share_clean_prefix']:.1%}."
    )
    difficulty = stats.difficulty_summary()
    rows = [
        [name, *(f"{value}: {count}" for value, count in counts.items())]
        for name, counts in difficulty["strata"].items()
    ]
    parts += ["", "", "## Difficulty (computed from each case)", ""]
    parts.append(markdown_table(["stratum", "cases", ""], [[r[0], *r[1:3]] for r in rows]))
    for figure in ("fix_cells", "fix_distance"):
        spread = difficulty[figure]
        line = ", ".join(f"{key} {spread[key]:g}" for key in ("min", "q1", "median", "q3", "max"))
        parts += ["", f"{figure.replace('_', ' ')}: {line}."]
    mechanisms = stats.mechanism_summary()
    parts += [
        "",
        "## Mechanisms",
        "",
        f"{mechanisms['tagged']} of {stats.cases} cases carry a mechanism tag; "
        f"{mechanisms['tags']} distinct tags.",
    ]
    if mechanisms["repeated"]:
        rows = [[tag, ", ".join(ids)] for tag, ids in mechanisms["repeated"].items()]
        parts += ["", "Tags more than one case carries:", ""]
        parts.append(markdown_table(["mechanism", "cases"], rows))
    return "\n".join(parts) + "\n"


def write_stats_plots(stats: BenchmarkStats, folder: Path) -> list[Path]:
    """One bar chart per label dimension, and histograms of notebook sizes."""
    plt = _pyplot()
    folder.mkdir(parents=True, exist_ok=True)
    written = []
    for dimension, counts in stats.labels.items():
        fig, ax = plt.subplots(figsize=(max(5.0, 0.6 * len(counts) + 2), 3.8))
        ax.bar(list(counts), list(counts.values()), color="#55a868")
        ax.set_title(f"{dimension} ({stats.cases} cases)")
        ax.set_ylabel("cases")
        ax.tick_params(axis="x", rotation=40)
        for label in ax.get_xticklabels():
            label.set_ha("right")
        fig.tight_layout()
        path = folder / f"labels_{dimension}.png"
        fig.savefig(path, dpi=110)
        plt.close(fig)
        written.append(path)
    fig, axes = plt.subplots(1, 3, figsize=(12, 3.5))
    for ax, name in zip(axes, ("cells_before_crash", "code_lines", "imports"), strict=True):
        ax.hist([getattr(size, name) for size in stats.sizes], bins=12, color="#8172b2")
        ax.set_title(name.replace("_", " "))
        ax.set_ylabel("cases")
    fig.tight_layout()
    path = folder / "notebook_sizes.png"
    fig.savefig(path, dpi=110)
    plt.close(fig)
    written.append(path)
    return written
