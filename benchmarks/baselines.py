"""Every built-in baseline on every task it predicts, scored by `evaluate` on this benchmark, as a
Markdown table (written to benchmarks/BASELINES.md and printed). It runs the command line as a
user would: `junobench baseline NAME TASK --out F`, then `junobench evaluate TASK F --json`.

    .venv/bin/python benchmarks/baselines.py [--cases IDS] [--base-url URL --model NAME]

The `llm` rows need an OpenAI-compatible endpoint (`--base-url`, `--model`, the key in
$OPENAI_API_KEY); without one they are left out.
"""

from __future__ import annotations

import argparse
import json
import subprocess
import sys
import tempfile
import time
from datetime import UTC, datetime
from pathlib import Path

from junobench._vocabulary import BASELINES

ROOT = Path(__file__).resolve().parents[1]
JUNOBENCH = str(Path(sys.executable).parent / "junobench")

# The columns: (task, metric path in `evaluate --json`, heading).
COLUMNS = (
    ("detect", ("accuracy", "overall"), "detect accuracy"),
    ("diagnose", ("library_cause", "accuracy"), "library cause"),
    ("diagnose", ("crash_type", "accuracy"), "crash type"),
    ("diagnose", ("root_cause", "accuracy"), "root cause"),
    ("diagnose", ("pipeline_stage", "accuracy"), "stage"),
    ("localize", ("top1",), "localize top-1"),
    ("localize", ("top3",), "top-3"),
    ("repair", ("resolved",), "repair resolved"),
)


def score(name: str, task: str, folder: Path, options: list[str]) -> tuple[dict, float]:
    """`evaluate --json`'s scores of baseline ``name`` on ``task``, and the seconds it took."""
    predictions = folder / f"{name}-{task}.jsonl"
    started = time.monotonic()
    extra = options if name == "llm" else [o for o in options if o.startswith("--cases")]
    command = [JUNOBENCH, "baseline", name, task, "--out", str(predictions), *extra]
    subprocess.run(command, check=True, cwd=ROOT)
    evaluate = [JUNOBENCH, "evaluate", task, str(predictions), "--json"]
    evaluate += [o for o in options if o.startswith("--cases")]
    result = subprocess.run(evaluate, check=True, capture_output=True, text=True, cwd=ROOT)
    return json.loads(result.stdout), time.monotonic() - started


def strata_cells(
    scored: dict[str, dict], tasks: list[str]
) -> dict[str, dict[tuple[str, int], list[str]]]:
    """The main table's cells of one baseline, per stratum of difficulty (``evaluate --json``'s
    ``strata``) and value: ``stratum -> (value, its cases) -> cells``."""
    found: dict[str, dict[tuple[str, int], list[str]]] = {}
    first = next(iter(scored.values()), None)
    if first is None:
        return found
    for stratum, values in first.get("strata", {}).items():
        for group, shown in values.items():
            cells = []
            for task, path, _ in COLUMNS:
                if task not in scored or task not in tasks:
                    cells.append("")
                    continue
                value = scored[task]["strata"][stratum][group]
                for key in path:
                    value = value[key]
                cells.append(f"{value:.3f}")
            found.setdefault(stratum, {})[(group, shown["cases"])] = cells
    return found


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--cases", help="cases to score (ids or patterns), default all")
    parser.add_argument("--base-url", help="an OpenAI-compatible endpoint, for the llm rows")
    parser.add_argument("--model", help="the model at that endpoint")
    parser.add_argument("--out", type=Path, default=ROOT / "benchmarks" / "BASELINES.md")
    parser.add_argument(
        "--tasks", default="detect,diagnose,localize,repair", help="tasks to score (default all)"
    )
    args = parser.parse_args()
    options = [f"--cases={args.cases}"] if args.cases else []
    if args.base_url and args.model:
        options += ["--base-url", args.base_url, "--model", args.model]
    names = [name for name in BASELINES if name != "llm" or (args.base_url and args.model)]
    rows = []
    # stratum -> (value, cases) -> baseline -> its cells, as in the main table
    by_stratum: dict[str, dict[tuple[str, int], dict[str, list[str]]]] = {}
    with tempfile.TemporaryDirectory(prefix="junobench-baselines-") as scratch:
        for name in names:
            cells = []
            scored: dict[str, dict] = {}  # each task's evaluation, shared by its columns
            for task, path, _ in COLUMNS:
                if task not in args.tasks.split(","):
                    cells.append("n/m")
                    continue
                if task not in BASELINES[name]:
                    cells.append("")
                    continue
                if task not in scored:
                    scored[task], seconds = score(name, task, Path(scratch), options)
                    print(f"{name} {task}: {seconds:.0f} s", file=sys.stderr)
                value = scored[task]
                for key in path:
                    value = value[key]
                cells.append(f"{value:.3f}")
            rows.append(f"| `{name}` | " + " | ".join(cells) + " |")
            for stratum, values in strata_cells(scored, args.tasks.split(",")).items():
                for group, group_cells in values.items():
                    by_stratum.setdefault(stratum, {}).setdefault(group, {})[name] = group_cells
    cases = subprocess.run(
        [JUNOBENCH, "list", "--json"], check=True, capture_output=True, text=True, cwd=ROOT
    )
    count = len(json.loads(cases.stdout)) if not args.cases else args.cases
    header = "| baseline | " + " | ".join(heading for _, _, heading in COLUMNS) + " |"
    table = "\n".join([header, "|" + " --- |" * (len(COLUMNS) + 1), *rows])
    stamp = datetime.now(UTC).strftime("%Y-%m-%d")
    text = (
        f"# Baselines\n\nEvery built-in baseline on every task it predicts, on {count} cases, "
        f"{stamp}; made by `.venv/bin/python benchmarks/baselines.py`"
        + (f" `--tasks {args.tasks}` (n/m: not measured in this run)" if "n/m" in table else "")
        + f".\n\n{table}\n"
    )
    for stratum, groups in by_stratum.items():
        lines = [
            f"## {stratum}",
            "",
            "| baseline | " + " | ".join(heading for _, _, heading in COLUMNS) + " |",
            "|" + " --- |" * (len(COLUMNS) + 1),
        ]
        for (group, count), baselines in groups.items():
            lines += [
                f"| `{name}` ({stratum}: {group}, {count} cases) | " + " | ".join(cells) + " |"
                for name, cells in baselines.items()
            ]
        text += "\n" + "\n".join(lines) + "\n"
    args.out.write_text(text)
    print(text)
    return 0


if __name__ == "__main__":
    sys.exit(main())
