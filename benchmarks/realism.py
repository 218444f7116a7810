"""The traits that tell our notebooks from published crash notebooks (issue 34), counted on this
benchmark's reproduced notebooks and written beside the published set's shares (measured by the
issue's reviewers on the 111 published JunoBench crash notebooks; their notebooks are not here).

    .venv/bin/python benchmarks/realism.py [--root DIR] [--out benchmarks/REALISM.md]

Every notebook is read as the published ones were: each code cell once, at its last execution
count, then the crashing cell; comments dropped (the code re-printed from its syntax tree, magics
as IPython runs them). Cells never run are left out.
"""

from __future__ import annotations

import argparse
import ast
import re
import statistics
import subprocess
import sys
from collections.abc import Callable
from dataclasses import dataclass
from datetime import UTC, datetime
from pathlib import Path

from junobench.baselines import read_cell
from junobench.baselines._code import ALWAYS_BOUND, Bind, Read
from junobench.cases import Benchmark, Case, default_root

ROOT = Path(__file__).resolve().parents[1]


@dataclass(frozen=True)
class Processed:
    """A notebook as the reviewers read it: its cells' code, in order, comments dropped."""

    case_id: str
    cells: tuple[str, ...]

    @property
    def code(self) -> str:
        return "\n".join(self.cells)


def processed(case: Case) -> Processed:
    notebook = case.reproduced()
    crash = case.crash.cell_id
    counted = [
        cell
        for cell in notebook.code_cells
        if cell.execution_count is not None and cell.id != crash
    ]
    counted.sort(key=lambda cell: (cell.execution_count or 0, cell.index))
    cells = [*counted, notebook.cell(crash)]
    return Processed(case.id, tuple(_reprinted(cell.source) for cell in cells))


def _reprinted(source: str) -> str:
    python = read_cell(source).python
    try:
        return ast.unparse(ast.parse(python))
    except SyntaxError:  # kept as it is, comments and all
        return python


def _has(pattern: str, flags: int = 0) -> Callable[[Processed], bool]:
    compiled = re.compile(pattern, flags)
    return lambda notebook: compiled.search(notebook.code) is not None


def same_import_in_two_cells(notebook: Processed) -> bool:
    seen: dict[str, int] = {}
    for cell in notebook.cells:
        lines = {line.strip() for line in cell.splitlines()}
        for line in lines:
            if line.startswith(("import ", "from ")):
                seen[line] = seen.get(line, 0) + 1
    return any(count >= 2 for count in seen.values())


def tensorflow_imported(notebook: Processed) -> bool:
    return re.search(r"^\s*(import|from)\s+tensorflow\b", notebook.code, re.M) is not None


def defined_late(notebook: Processed) -> bool:
    """A name a cell reads that no earlier cell binds but a later one does: in the session, the
    later cell ran before too (a hidden earlier run)."""
    reads: list[set[str]] = []
    binds: list[set[str]] = []
    for cell in notebook.cells:
        code = read_cell(cell)
        bound: set[str] = set()
        read: set[str] = set()
        for event in code.events:
            if isinstance(event, Bind):
                bound.add(event.name)
            elif isinstance(event, Read) and event.name not in bound and not event.guarded:
                read.add(event.name)
        reads.append(read - ALWAYS_BOUND)
        binds.append(bound)
    for index, read in enumerate(reads[:-1]):  # the crashing cell has no later cell
        earlier = set().union(*binds[:index]) if index else set()
        later = set().union(*binds[index + 1 :])
        if (read - earlier) & later:
            return True
    return False


def prints(notebook: Processed) -> int:
    return sum(_calls(cell, "print") for cell in notebook.cells)


def functions_defined(notebook: Processed) -> int:
    count = 0
    for cell in notebook.cells:
        tree = _tree(cell)
        if tree is not None:
            count += sum(
                isinstance(node, ast.FunctionDef | ast.AsyncFunctionDef) for node in ast.walk(tree)
            )
    return count


def unused_import_share(notebook: Processed) -> float | None:
    imported: set[str] = set()
    read: set[str] = set()
    for cell in notebook.cells:
        for event in read_cell(cell).events:
            if isinstance(event, Bind) and event.kind == "import":
                imported.add(event.name)
            elif isinstance(event, Read):
                read.add(event.name)
        tree = _tree(cell)
        if tree is not None:  # reads inside function bodies are not events
            read |= {node.id for node in ast.walk(tree) if isinstance(node, ast.Name)}
    if not imported:
        return None
    return len(imported - read) / len(imported)


def _tree(cell: str) -> ast.Module | None:
    try:
        return ast.parse(cell)
    except SyntaxError:
        return None


def _calls(cell: str, name: str) -> int:
    tree = _tree(cell)
    if tree is None:
        return cell.count(name + "(")
    return sum(
        isinstance(node, ast.Call) and isinstance(node.func, ast.Name) and node.func.id == name
        for node in ast.walk(tree)
    )


# (trait, how it is counted on a notebook, the published share the issue measured)
SHARES: tuple[tuple[str, Callable[[Processed], bool], str], ...] = (
    ("a name read before the cell that defines it ran (in count order)", defined_late, "4 %"),
    ("the same import line in two or more cells", same_import_in_two_cells, "32 %"),
    ("`.head(` anywhere", _has(r"\.head\("), "41 %"),
    ("`figsize`", _has(r"figsize"), "30 %"),
    ("`subplots`", _has(r"subplots"), "18 %"),
    ("`set_title`", _has(r"set_title"), "11 %"),
    ("`ylabel`", _has(r"ylabel"), "7 %"),
    ("`heatmap`", _has(r"heatmap"), "1 %"),
    ("`.corr`", _has(r"\.corr\b"), "2 %"),
    ("`sort_values`", _has(r"sort_values"), "4 %"),
    ("`value_counts`", _has(r"value_counts"), "19 %"),
    ("`read_csv`", _has(r"read_csv"), "62 %"),
    ("`warnings.filterwarnings`", _has(r"warnings\.filterwarnings"), "19 %"),
    (
        "image inputs (`image`, `img`, `ImageDataGenerator`, torchvision `transforms`)",
        _has(r"image|\bimg|ImageDataGenerator|\btransforms\b", re.I),
        "13-28 %",
    ),
    ("`tensorflow` imported", tensorflow_imported, "32 %"),
)


def measure(cases: list[Case]) -> list[tuple[str, str, str]]:
    notebooks = [processed(case) for case in cases]
    rows: list[tuple[str, str, str]] = []
    for trait, test, published in SHARES:
        share = sum(test(notebook) for notebook in notebooks) / len(notebooks)
        rows.append((trait, f"{share:.0%}".replace("%", " %"), published))
    rows.append(
        (
            "print calls per notebook (median)",
            f"{statistics.median(prints(notebook) for notebook in notebooks):g}",
            "2",
        )
    )
    shares = [s for s in map(unused_import_share, notebooks) if s is not None]
    rows.append(
        (
            "imports never used (mean share)",
            f"{statistics.fmean(shares):.0%}".replace("%", " %"),
            "39 %",
        )
    )
    rows.append(
        (
            "functions defined (mean)",
            f"{statistics.fmean(functions_defined(notebook) for notebook in notebooks):.1f}",
            "3.1",
        )
    )
    return rows


def markdown(rows: list[tuple[str, str, str]], cases: int, commit: str) -> str:
    lines = [
        "# Realism traits",
        "",
        "Written by `benchmarks/realism.py`. Our share counts this benchmark's reproduced notebooks, "
        "each read as the published ones were (each code cell once at its last execution count, "
        "then the crashing cell; comments dropped). The published column is the share issue 34's "
        "reviewers measured on the 111 published JunoBench crash notebooks, which are not here.",
        "",
        f"- Date: {datetime.now(UTC):%Y-%m-%d %H:%M} UTC; commit {commit}; cases: {cases}",
        "",
        "| trait | ours | published |",
        "| --- | ---: | ---: |",
    ]
    lines += [f"| {trait} | {ours} | {published} |" for trait, ours, published in rows]
    return "\n".join(lines) + "\n"


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--root", type=Path, default=None)
    parser.add_argument("--out", type=Path, default=ROOT / "benchmarks" / "REALISM.md")
    args = parser.parse_args()
    benchmark = Benchmark((args.root or default_root()).resolve())
    cases = list(benchmark.cases())
    rows = measure(cases)
    commit = subprocess.run(
        ["git", "rev-parse", "--short", "HEAD"], capture_output=True, text=True, cwd=ROOT
    ).stdout.strip()
    text = markdown(rows, len(cases), commit or "unknown")
    args.out.write_text(text, encoding="utf-8")
    print(text)
    return 0


if __name__ == "__main__":
    sys.exit(main())
