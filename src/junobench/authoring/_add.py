"""``junobench add NOTEBOOK --data DIR``: a case from a notebook that crashed (docs/authoring.md,
"From a crashed notebook").

A notebook saved by Jupyter, JupyterLab or Kaggle keeps each code cell's last execution count and
its outputs, the error among them. From those:

- **the order**: the cells that ran, in ascending count, up to and including the crashing cell
  (the cell whose error output has the highest count). What the counts cannot say is assumed and
  noted: a gap in the counts (a run of a cell that ran again later, or of a cell since deleted or
  edited) is taken to have left nothing the order needs; cells run after the crash are left out;
  cells never run stay in the notebook, not in the order;
- **the data**: every string literal of the code that names a file under ``--data`` (by its
  path there, or by its name) is copied to ``data/`` and the literal rewritten to that path; a
  literal that looks like a data file but is not under ``--data`` is reported as missing;
- **the check**: the notebook is replayed in that order in the pinned kernel, and must raise the
  saved exception in the saved cell (at the saved line, where the traceback says it); else the
  case is not written and the error says what happened instead (a missing data file, a module
  outside the pinned set, another error first, no error at all);
- **the case**: ``<id>_reproduced.ipynb`` as the replay left it (outputs and counts of the
  pinned environment, as ``record`` writes them), ``data/``, and a ``case.toml`` with the crash,
  the ``heuristic`` baseline's labels and diagnosis marked as proposals, and an empty fix and
  oracle: ``verify`` says what is still missing until the author writes the fixed notebook, the
  fix and the checks.

Nothing is written unless all of it is: the case is made in a folder beside its place and moved
there at the end.
"""

from __future__ import annotations

import ast
import hashlib
import json
import re
import shutil
import tempfile
from collections.abc import Sequence
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

import nbformat

from .._exceptions import NotebookError, UsageError
from .._sync import sync_twin
from .._text import strip_ansi
from .._vocabulary import LIBRARY_PREFIXES
from ..baselines import heuristic_diagnosis
from ..cases import Benchmark, load_notebook, write_notebook
from ..engine import Engine, Limits, RunOutcome
from ..formats import CellLine, DiagnoseInput, RecordedError
from ..verify import run_notebook_async

__all__ = ["AddResult", "add_case", "add_case_async"]

# A literal that names a data file: a path with an extension data is kept in.
_DATA_FILE = re.compile(
    r"[^\n\"']*\.(csv|tsv|txt|json|jsonl|xlsx?|parquet|feather|pkl|pickle|npy|npz|h5|hdf5|"
    r"zip|gz|data|dat|png|jpe?g|bmp|gif|wav|mp3|db|sqlite)$",
    re.IGNORECASE,
)


@dataclass(frozen=True)
class AddResult:
    """The case written: its id and folder, and what was assumed or could not be done."""

    case_id: str
    folder: Path
    order: tuple[str, ...]
    copied: tuple[str, ...]  # files of --data now under data/
    missing: tuple[str, ...]  # data files the code names that are not under --data
    notes: tuple[str, ...] = field(default=())

    def to_json(self) -> dict[str, Any]:
        return {
            "id": self.case_id,
            "folder": str(self.folder),
            "execution_order": list(self.order),
            "copied": list(self.copied),
            "missing": list(self.missing),
            "notes": list(self.notes),
        }


@dataclass
class _Saved:
    """What the saved notebook says of its session."""

    node: Any
    order: list[str]
    crash_id: str
    ename: str
    evalue: str
    traceback: list[str]
    notes: list[str]
    counted: list[tuple[int, str]] = field(default_factory=list)  # (count, cell id), in order
    gaps: list[int] = field(default_factory=list)  # counts before the crash no cell shows

    def filled(self) -> list[tuple[list[str], str]]:
        """Orders that fill the gap nearest the crash with a run of a cell whose last count is
        after it (a cell run twice), nearest first, each with the note saying so; at most
        ``_FILLS``."""
        if not self.gaps:
            return []
        gap = self.gaps[-1]
        before = [cell_id for count, cell_id in self.counted if count < gap]
        after = [cell_id for count, cell_id in self.counted if count > gap]
        orders = []
        for cell_id in after[:_FILLS]:
            note = f"assumed cell {cell_id} also ran at count {gap}, where the counts have a gap"
            orders.append(([*before, cell_id, *after], note))
        return orders


# Orders tried to fill a gap in the counts when the plain order does not reproduce the crash.
_FILLS = 8


async def add_case_async(
    benchmark: Benchmark,
    notebook_path: Path,
    data_dir: Path | None,
    *,
    case_id: str | None = None,
    engine: Engine,
    limits: Limits | None = None,
) -> AddResult:
    """Make a case of ``benchmark`` from the crashed notebook at ``notebook_path`` and its data
    in ``data_dir`` (see the module's notes); a ``JunoBenchError`` in one line where it cannot."""
    if data_dir is not None and not data_dir.is_dir():
        raise UsageError(f"--data {data_dir}: no such folder")
    if case_id is not None:
        _check_new_id(benchmark, case_id)
    saved = _read_saved(notebook_path)
    copied, missing = _bring_data(saved.node, data_dir)
    benchmark.root.mkdir(parents=True, exist_ok=True)
    with tempfile.TemporaryDirectory(prefix=".add-", dir=benchmark.root) as scratch:
        staging = Path(scratch) / "case"
        (staging / "data").mkdir(parents=True)
        for relative, source in copied.items():
            target = staging / "data" / relative
            target.parent.mkdir(parents=True, exist_ok=True)
            shutil.copy2(source, target)
        draft = staging / "draft.ipynb"

        async def replay(order: list[str]) -> RunOutcome:
            saved.node.metadata.setdefault("junobench", {})["execution_order"] = order
            write_notebook(saved.node, draft)
            return await run_notebook_async(
                draft, data_dir=staging / "data", limits=limits or Limits(), engine=engine
            )

        outcome = await replay(saved.order)
        problem = _replay_problem(saved, outcome, missing)
        fills = saved.filled() if problem is not None else []
        for order, note in fills:
            trial = await replay(order)
            if _replay_problem(saved, trial, missing) is None:
                saved.order, outcome, problem = order, trial, None
                saved.notes.append(note)
                break
        if problem is not None:
            if fills:
                problem += f" (nor with any of {len(fills)} orders that fill the gap in the counts)"
            raise UsageError(problem)
        saved.node.metadata["junobench"]["execution_order"] = saved.order
        assert outcome.crash is not None
        saved.evalue = outcome.crash.evalue or saved.evalue  # the pinned environment's words
        draft.unlink()
        labels = _proposals(saved)
        chosen = case_id or _next_id(benchmark, labels["library_cause"])
        notebook = load_notebook(_written(saved.node, staging / "replayed.ipynb"))
        write_notebook(notebook.with_outcome(outcome), staging / f"{chosen}_reproduced.ipynb")
        (staging / "replayed.ipynb").unlink()
        library = LIBRARY_PREFIXES[chosen.rsplit("_", 1)[0]]
        notes = list(saved.notes)
        if library != labels["library_cause"]:
            notes.append(
                f"the heuristic proposed library cause {labels['library_cause']!r}; the id "
                f"{chosen} makes it {library!r}"
            )
            labels["library_cause"] = library
        (staging / "case.toml").write_text(
            _case_toml(chosen, saved, labels, notes), encoding="utf-8"
        )
        final = benchmark.root / chosen
        if final.exists():  # taken while we replayed
            raise UsageError(f"case id {chosen} is taken: {final} exists")
        staging.rename(final)
    return AddResult(
        chosen,
        final,
        tuple(saved.order),
        tuple(sorted(copied)),
        tuple(missing),
        tuple(notes),
    )


def _check_new_id(benchmark: Benchmark, case_id: str) -> None:
    prefix, _, number = case_id.rpartition("_")
    if prefix not in LIBRARY_PREFIXES or not number.isdigit():
        prefixes = ", ".join(LIBRARY_PREFIXES)
        raise UsageError(f"--id {case_id}: not <library>_<n> with library one of {prefixes}")
    if (benchmark.root / case_id).exists():
        raise UsageError(f"--id {case_id}: taken, {benchmark.root / case_id} exists")


def _next_id(benchmark: Benchmark, library_cause: str) -> str:
    prefix = next(p for p, cause in LIBRARY_PREFIXES.items() if cause == library_cause)
    taken = {path.name for path in benchmark.root.iterdir()} if benchmark.root.is_dir() else set()
    number = 1
    while f"{prefix}_{number}" in taken:
        number += 1
    return f"{prefix}_{number}"


def _read_saved(path: Path) -> _Saved:
    """The order and the crash the saved notebook shows (see the module's notes)."""
    if not path.is_file():
        raise NotebookError(path, "no such notebook file")
    try:
        node = nbformat.reads(path.read_text(encoding="utf-8"), as_version=4)
    except Exception as problem:  # nbformat raises several unrelated types for bad documents
        text = str(problem).strip()
        first = text.splitlines()[0] if text else type(problem).__name__
        raise NotebookError(path, f"not a notebook: {first}") from None
    notes: list[str] = []
    seen: set[str] = set()
    for index, cell in enumerate(node.cells):
        cell_id = cell.get("id")
        if not cell_id or not re.fullmatch(r"[A-Za-z0-9_-]{1,64}", cell_id) or cell_id in seen:
            digest = hashlib.sha256(f"{index}\n{cell.source}".encode()).hexdigest()[:8]
            cell["id"] = digest
        seen.add(cell["id"])
    node["nbformat_minor"] = max(node.get("nbformat_minor", 0), 5)
    counted: list[tuple[int, int, Any]] = []
    errors: list[tuple[int, Any, dict[str, Any]]] = []
    for index, cell in enumerate(node.cells):
        if cell.cell_type != "code":
            continue
        count = cell.get("execution_count")
        if isinstance(count, int):
            counted.append((count, index, cell))
        for output in cell.get("outputs", []):
            if output.get("output_type") == "error":
                errors.append((count if isinstance(count, int) else -1, cell, output))
    if not errors:
        raise UsageError(f"{path}: no error output: the notebook was saved without a crash")
    _, crashed, error = max(errors, key=lambda item: item[0])
    crash_count = crashed.get("execution_count")
    if not isinstance(crash_count, int):
        raise UsageError(
            f"{path}: the error output of cell {crashed['id']} has no execution count, so its "
            "place in the session is unknown"
        )
    counted.sort(key=lambda item: (item[0], item[1]))
    order = [cell["id"] for count, _, cell in counted if count <= crash_count]
    after = [cell["id"] for count, _, cell in counted if count > crash_count]
    if after:
        notes.append(f"cells run after the crash, left out of the order: {', '.join(after)}")
    counts = {count for count, _, _ in counted if count <= crash_count}
    gaps = [number for number in range(1, crash_count) if number not in counts]
    if gaps:
        notes.append(
            f"runs {_spans(gaps)} are not in the notebook (a cell run again later, or since "
            "deleted or edited): assumed to have left nothing the order needs"
        )
    never = [
        cell["id"]
        for cell in node.cells
        if cell.cell_type == "code" and cell.get("execution_count") is None and cell.source.strip()
    ]
    if never:
        notes.append(f"cells never run, kept out of the order: {', '.join(never)}")
    return _Saved(
        node,
        order,
        crashed["id"],
        str(error.get("ename", "")),
        strip_ansi(str(error.get("evalue", ""))),
        [strip_ansi(line) for line in error.get("traceback", [])],
        notes,
        [(count, cell["id"]) for count, _, cell in counted if count <= crash_count],
        gaps,
    )


def _spans(numbers: Sequence[int]) -> str:
    spans: list[str] = []
    start = previous = numbers[0]
    for number in [*numbers[1:], None]:
        if number is not None and number == previous + 1:
            previous = number
            continue
        spans.append(str(start) if start == previous else f"{start}-{previous}")
        if number is not None:
            start = previous = number
    return ", ".join(spans)


def _bring_data(node: Any, data_dir: Path | None) -> tuple[dict[str, Path], list[str]]:
    """The files of ``data_dir`` the code names (relative path under data/ -> the file), each
    literal rewritten to ``data/<path>``; and the data files it names that are not there."""
    files: dict[str, Path] = {}
    if data_dir is not None:
        for path in sorted(data_dir.rglob("*")):
            if path.is_file():
                files[path.relative_to(data_dir).as_posix()] = path
    by_name: dict[str, list[str]] = {}
    for relative in files:
        by_name.setdefault(Path(relative).name, []).append(relative)
    copied: dict[str, Path] = {}
    missing: list[str] = []
    for cell in node.cells:
        if cell.cell_type != "code":
            continue
        source = cell.source
        for literal in sorted(_string_literals(source), key=len, reverse=True):
            found = _match(literal, files, by_name)
            if found is not None:
                copied[found] = files[found]
                target = f"data/{found}"
                if literal != target:
                    source = _replace_literal(source, literal, target)
            elif (
                _DATA_FILE.fullmatch(literal)
                and literal not in missing
                and not literal.startswith(("http://", "https://", "s3://", "gs://"))
            ):
                missing.append(literal)
        cell.source = source
    return copied, missing


def _match(literal: str, files: dict[str, Path], by_name: dict[str, list[str]]) -> str | None:
    if not literal or "\n" in literal:
        return None
    clean = literal.replace("\\", "/")
    for prefix in ("./", "data/"):
        if clean.startswith(prefix) and clean[len(prefix) :] in files:
            return clean[len(prefix) :]
    if clean in files:
        return clean
    # Kaggle's /kaggle/input/<dataset>/x.csv, ../input/x.csv, an absolute path of the author's:
    # the file of that name, where only one has it.
    candidates = by_name.get(Path(clean).name, [])
    return candidates[0] if len(candidates) == 1 else None


def _string_literals(source: str) -> set[str]:
    try:
        tree = ast.parse(_python(source))
    except SyntaxError:
        return set()
    return {
        node.value
        for node in ast.walk(tree)
        if isinstance(node, ast.Constant) and isinstance(node.value, str)
    }


def _python(source: str) -> str:
    """The cell as Python, magics and shell escapes blanked (for reading its literals only)."""
    lines = []
    for line in source.splitlines():
        stripped = line.lstrip()
        lines.append("" if stripped.startswith(("%", "!")) else line)
    return "\n".join(lines)


def _replace_literal(source: str, literal: str, target: str) -> str:
    for quote in ('"', "'"):
        source = source.replace(f"{quote}{literal}{quote}", f"{quote}{target}{quote}")
        source = source.replace(f"r{quote}{target}{quote}", f"{quote}{target}{quote}")
    return source


def _replay_problem(saved: _Saved, outcome: RunOutcome, missing: list[str]) -> str | None:
    """None where the replay raised the saved exception in the saved cell; else what it did
    instead, in one line."""
    crash = outcome.crash
    expected = f"{saved.ename} in cell {saved.crash_id}"
    if crash is None:
        return (
            f"replayed in the pinned environment, the notebook ran without an error ({expected} "
            "was saved): not a crash this environment reproduces"
        )
    if crash.cell_id == saved.crash_id and crash.ename == saved.ename:
        return None
    happened = f"{crash.ename}: {crash.evalue}" if crash.ename else str(crash.evalue)
    hint = ""
    if crash.ename in ("FileNotFoundError", "OSError") and missing:
        hint = f" (data files the code names but --data lacks: {', '.join(missing)})"
    elif crash.ename == "ModuleNotFoundError":
        hint = " (a module outside the pinned environment)"
    return (
        f"replayed, cell {crash.cell_id} raised {happened.splitlines()[0][:200]} before "
        f"{expected}{hint}"
    )


def _proposals(saved: _Saved) -> dict[str, str]:
    """The heuristic baseline's labels and diagnosis of the saved crash."""
    cells = [
        CellLine(cell_id=cell["id"], code=cell.source)
        for cell in saved.node.cells
        if cell.cell_type == "code"
    ]
    error = RecordedError(
        cell_id=saved.crash_id, ename=saved.ename, evalue=saved.evalue, traceback=saved.traceback
    )
    line = DiagnoseInput(id="proposal", cells=cells, execution_order=saved.order, error=error)
    found = heuristic_diagnosis(line)
    return {
        "library_cause": found.library_cause,
        "crash_type": found.crash_type,
        "root_cause": found.root_cause,
        "pipeline_stage": found.pipeline_stage,
        "diagnosis": found.diagnosis,
    }


def _written(node: Any, path: Path) -> Path:
    write_notebook(node, path)
    return path


def _case_toml(case_id: str, saved: _Saved, labels: dict[str, str], notes: list[str]) -> str:
    evalue = re.escape(saved.evalue.strip().splitlines()[0] if saved.evalue.strip() else "")
    lines = [
        "# Made by `junobench add`. The labels and the diagnosis are the heuristic baseline's",
        "# PROPOSALS: review every one against docs/labels.md before the case counts.",
        *(f"# note: {note}" for note in notes),
        f"id = {json.dumps(case_id)}",
        f"title = {json.dumps(f'{saved.ename} in a notebook (title to write)')}",
        f"library_cause = {json.dumps(labels['library_cause'])}  # proposal",
        f"crash_type = {json.dumps(labels['crash_type'])}  # proposal",
        f"root_cause = {json.dumps(labels['root_cause'])}  # proposal",
        f"pipeline_stage = {json.dumps(labels['pipeline_stage'])}  # proposal",
        f"diagnosis = {json.dumps('PROPOSAL: ' + labels['diagnosis'])}",
        "",
        "[crash]",
        f"cell_id = {json.dumps(saved.crash_id)}",
        f"ename = {json.dumps(saved.ename)}",
        f"evalue = {json.dumps(evalue)}",
        "",
        "# To write: the fixed notebook (<id>_fixed.ipynb, the same cell ids, its order in",
        "# metadata.junobench.execution_order), the cells the fix changes, and what it does.",
        "[fix]",
        "cell_ids = []",
        'summary = ""',
        "",
        "# To write: 2 to 5 checks of what the notebook means to produce (docs/authoring.md).",
        "[oracle]",
        "checks = []",
        "",
        "[data]",
        'source = "to write: where the data comes from"',
        'license = "to write"',
        "",
    ]
    return "\n".join(lines)


add_case = sync_twin(add_case_async)
