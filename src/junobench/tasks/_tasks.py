"""The four tasks' inputs (docs/tasks/), built from cases without leaking the answer.

Inputs carry code, order and the error a user would see; never labels, diagnosis, fix or oracle.
"""

from __future__ import annotations

import shutil
from collections.abc import Mapping, Sequence
from pathlib import Path
from typing import Any

from .._exceptions import UsageError
from .._text import strip_ansi
from .._vocabulary import TASKS, Task, parse_task
from ..cases import Case, Notebook
from ..engine import output_text
from ..formats import (
    CellLine,
    DetectInput,
    DiagnoseInput,
    ExecutedCell,
    OutputLine,
    RecordedError,
    RepairInput,
    TargetCell,
    VariableState,
)

__all__ = [
    "TASKS",
    "Task",
    "detect_inputs",
    "diagnose_inputs",
    "parse_task",
    "recorded_error",
    "repair_inputs",
]


def _steps_before_last(notebook: Notebook, cell_id: str) -> list[ExecutedCell]:
    """The runs of the order before the last run of ``cell_id`` (all of them if it never runs)."""
    order = notebook.order()
    last = max((number for number, cell in enumerate(order) if cell.id == cell_id), default=None)
    before = order if last is None else order[:last]
    return [
        ExecutedCell(cell_id=cell.id, execution_count=number, code=cell.source)
        for number, cell in enumerate(before, start=1)
    ]


def detect_inputs(cases: Sequence[Case]) -> list[DetectInput]:
    """Two inputs per case: the reproduced version's crashing cell, and the same cell id in the
    fixed version, each with the cells run before it. In the order of their opaque ids, so that
    a line's position says nothing of its version either."""
    inputs = []
    for case in cases:
        crash_id = case.crash.cell_id
        versions = (("reproduced", case.reproduced()), ("fixed", case.fixed()))
        for version, notebook in versions:
            target = TargetCell(cell_id=crash_id, code=notebook.cell(crash_id).source)
            executed = _steps_before_last(notebook, crash_id)
            item = DetectInput.for_case(case.id, version, executed=executed, target=target)  # type: ignore[arg-type]
            inputs.append(item)
    return sorted(inputs, key=lambda item: item.id)


def recorded_error(case: Case, notebook: Notebook) -> RecordedError:
    """The error output of the crashing cell as saved in the reproduced notebook."""
    raw = notebook.node.cells[notebook.cell(case.crash.cell_id).index]
    for output in raw.get("outputs", []):
        if output.get("output_type") == "error":
            return RecordedError(
                cell_id=case.crash.cell_id,
                ename=str(output.get("ename", "")),
                evalue=str(output.get("evalue", "")),
                traceback=[strip_ansi(line) for line in output.get("traceback", [])],
            )
    return RecordedError(
        cell_id=case.crash.cell_id, ename=case.crash.ename, evalue="", traceback=[]
    )


def diagnose_inputs(
    cases: Sequence[Case],
    *,
    markdown: bool = False,
    outputs: bool = False,
    states: Mapping[str, Sequence[VariableState]] | None = None,
) -> list[DiagnoseInput]:
    """One input per case: its crashed notebook's code cells (and, when asked, its markdown
    cells and the saved outputs of code cells), its recorded order and its error output; with
    ``states`` (case id -> the names of its kernel at the crash: ``agent.crash_states``), those.
    In the order of their opaque ids."""
    inputs = []
    for case in cases:
        notebook = case.reproduced()
        cells = []
        for cell in notebook.cells:
            if cell.kind == "markdown" and markdown:
                cells.append(CellLine(cell_id=cell.id, markdown=cell.source))
            elif cell.kind == "code":
                saved = notebook.node.cells[cell.index].get("outputs", [])
                texts = [_output(output) for output in saved] if outputs else None
                cells.append(CellLine(cell_id=cell.id, code=cell.source, outputs=texts))
        order = notebook.recorded_order or tuple(cell.id for cell in notebook.order())
        error = recorded_error(case, notebook)
        state = None if states is None else list(states[case.id])
        item = DiagnoseInput.for_case(
            case.id, cells=cells, execution_order=list(order), error=error, state=state
        )
        inputs.append(item)
    return sorted(inputs, key=lambda item: item.id)


_INPUTS_MARK = ".junobench-inputs"


def repair_inputs(
    cases: Sequence[Case],
    workdir: Path,
    states: Mapping[str, Sequence[VariableState]] | None = None,
) -> list[RepairInput]:
    """Copy each case's reproduced notebook and data into ``workdir/<id>/`` and point at it
    (with ``states``, the names of its kernel at the crash too).

    Only what a user has is copied: the crashed notebook (with its error output) and its data.
    Nothing is deleted that an earlier export did not make: a ``workdir`` that exists, holds
    something and lacks the mark an export leaves (``.junobench-inputs``) is a ``UsageError``.
    """
    mark = workdir / _INPUTS_MARK
    if workdir.exists() and (
        not workdir.is_dir() or (any(workdir.iterdir()) and not mark.exists())
    ):
        raise UsageError(
            f"{workdir} exists and was not made by 'junobench export repair': "
            "choose another --workdir, or remove it yourself"
        )
    workdir.mkdir(parents=True, exist_ok=True)
    mark.write_text("made by 'junobench export repair'; its case folders are replaced on export\n")
    inputs = []
    for case in cases:
        folder = workdir / case.id
        if folder.exists():
            shutil.rmtree(folder)
        folder.mkdir(parents=True)
        shutil.copy2(case.reproduced_path, folder / case.reproduced_path.name)
        if (case.path / "data").is_dir():
            shutil.copytree(case.path / "data", folder / "data")
        notebook = (folder / case.reproduced_path.name).resolve()
        state = None if states is None else list(states[case.id])
        inputs.append(RepairInput(id=case.id, notebook=str(notebook), state=state))
    return inputs


def _output(output: dict[str, Any]) -> OutputLine:
    kind, text = output_text(output)
    return OutputLine(output_type=kind, text=text)  # type: ignore[arg-type]
