"""Several tools side by side: one evaluation per predictions file, one table per task, as in a
paper (a row per metric, a column per tool, the best value of each row in bold)."""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from ..engine import NOT_ISOLATED
from ..tasks import Evaluation, metrics_of

__all__ = ["Comparison", "tool_names"]


def tool_names(paths: Sequence[Path]) -> list[str]:
    """A column title per predictions file: its name without suffix, or its path where two
    files share a name."""
    stems = [path.stem for path in paths]
    return [
        stem if stems.count(stem) == 1 else str(path)
        for stem, path in zip(stems, paths, strict=True)
    ]


@dataclass(frozen=True)
class Comparison:
    """The evaluations of several predictions files on one task and the same cases."""

    tools: tuple[str, ...]
    evaluations: tuple[Evaluation, ...]

    @property
    def task(self) -> str:
        return self.evaluations[0].task

    def metrics(self) -> dict[str, list[float]]:
        """Metric name -> its value for each tool, in the order of ``tools``."""
        flat = [metrics_of(evaluation.scores) for evaluation in self.evaluations]
        return {name: [scores[name].value for scores in flat] for name in flat[0]}

    def strata(self) -> dict[str, dict[tuple[str, str, int], list[float]]]:
        """Stratum -> (metric, stratum value, its cases) -> the metric's value for each tool."""
        found: dict[str, dict[tuple[str, str, int], list[float]]] = {}
        first = self.evaluations[0]
        for stratum, groups in first.strata.items():
            rows: dict[tuple[str, str, int], list[float]] = {}
            for metric in self.metrics():
                for value, (count, _) in groups.items():
                    rows[(metric, value, count)] = [
                        metrics_of(evaluation.strata[stratum][value][1])[metric].value
                        for evaluation in self.evaluations
                    ]
            found[stratum] = rows
        return found

    def to_json(self) -> dict[str, Any]:
        return {
            "task": self.task,
            "cases": len(self.evaluations[0].cases),
            "tools": [
                {
                    "name": name,
                    "predictions": str(evaluation.predictions),
                    "missing": len(evaluation.missing),
                    **({} if evaluation.isolated is None else {"isolated": evaluation.isolated}),
                    "scores": evaluation.metric_values(),
                    "strata": evaluation.strata_values(),
                }
                for name, evaluation in zip(self.tools, self.evaluations, strict=True)
            ],
        }

    def markdown(self) -> str:
        header = ["metric", *self.tools]
        lines = [
            f"# JunoBench {self.task}: {len(self.tools)} tools on "
            f"{len(self.evaluations[0].cases)} cases",
            "",
            "| " + " | ".join(header) + " |",
            "|" + "|".join([" --- "] + [" ---: "] * len(self.tools)) + "|",
        ]
        for name, values in self.metrics().items():
            best = max(values)
            cells = [
                f"**{v:.3f}**" if v == best and len(values) > 1 else f"{v:.3f}" for v in values
            ]
            lines.append("| " + " | ".join([name, *cells]) + " |")
        for stratum, rows in self.strata().items():
            lines += ["", f"## {stratum}", ""]
            lines += ["| " + " | ".join(["metric", "cases", *self.tools]) + " |"]
            lines += ["|" + "|".join([" --- ", " ---: "] + [" ---: "] * len(self.tools)) + "|"]
            for (metric, value, count), values in rows.items():
                cells = [f"{v:.3f}" for v in values]
                lines.append("| " + " | ".join([f"{metric} ({value})", str(count), *cells]) + " |")
        missing = [
            f"{name}: {len(evaluation.missing)}"
            for name, evaluation in zip(self.tools, self.evaluations, strict=True)
            if evaluation.missing
        ]
        if missing:
            lines += ["", "Missing predictions (scored as wrong): " + ", ".join(missing) + "."]
        unisolated = [
            name
            for name, evaluation in zip(self.tools, self.evaluations, strict=True)
            if evaluation.isolated is False
        ]
        if unisolated:
            lines += ["", f"**{NOT_ISOLATED}** ({', '.join(unisolated)})."]
        return "\n".join(lines) + "\n"

    def _repr_markdown_(self) -> str:
        """The table ``junobench compare`` prints, for Jupyter."""
        return self.markdown()
