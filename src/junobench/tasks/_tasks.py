"""The four tasks' inputs (docs/tasks/), built from cases without leaking the answer.

Inputs carry code, order and the error a user would see; never labels, diagnosis, fix or oracle.
"""

from __future__ import annotations

import os
import shutil
from collections.abc import Sequence
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from .._exceptions import UsageError
from .._text import strip_ansi
from .._vocabulary import TASKS, Task, parse_task
from ..cases import Case, Notebook
from ..engine import output_text
from ..formats import (
    CellLine,
    DetectInputLine,
    DiagnoseInputLine,
    ErrorLine,
    ExecutedCell,
    OutputLine,
    RepairInputLine,
    TargetCell,
    Version,
    item_id,
)

__all__ = [
    "TASKS",
    "DetectInput",
    "DiagnoseInput",
    "RecordedError",
    "RepairInput",
    "Task",
    "detect_inputs",
    "diagnose_inputs",
    "parse_task",
    "repair_inputs",
]


@dataclass(frozen=True)
class DetectInput:
    """Will ``target`` crash when run after ``executed``? (cells as code only)

    Its JSON ``id`` is an opaque item id (``item_id``) that reveals neither the case nor the
    version: ``case_id`` and ``version`` stay with the harness, which keeps the key.
    """

    case_id: str
    version: Version
    executed: tuple[tuple[str, int, str], ...]  # (cell_id, execution_count, code)
    target: tuple[str, str]  # (cell_id, code)

    @property
    def id(self) -> str:
        return item_id("detect", self.case_id, self.version)

    def to_json(self) -> dict[str, Any]:
        line = DetectInputLine(
            id=self.id,
            executed=[
                ExecutedCell(cell_id=cell_id, execution_count=count, code=code)
                for cell_id, count, code in self.executed
            ],
            target=TargetCell(cell_id=self.target[0], code=self.target[1]),
        )
        return line.model_dump(mode="json")


@dataclass(frozen=True)
class RecordedError:
    """The error output saved in the reproduced notebook: what the user saw."""

    cell_id: str
    ename: str
    evalue: str
    traceback: tuple[str, ...]


@dataclass(frozen=True)
class InputCell:
    """A cell as a diagnose input shows it: code, or (opted in) markdown; outputs when opted in."""

    id: str
    source: str
    markdown: bool = False
    outputs: tuple[tuple[str, str], ...] | None = None  # (output_type, text)

    def to_line(self) -> CellLine:
        outputs = (
            [OutputLine(output_type=kind, text=text) for kind, text in self.outputs]  # type: ignore[arg-type]
            if self.outputs is not None
            else None
        )
        if self.markdown:
            return CellLine(cell_id=self.id, markdown=self.source)
        return CellLine(cell_id=self.id, code=self.source, outputs=outputs)


@dataclass(frozen=True)
class DiagnoseInput:
    """The input of ``diagnose`` and ``localize``: the crashed notebook's code, order and error.

    Its JSON ``id`` is an opaque item id: a case id starts with its library cause."""

    case_id: str
    cells: tuple[InputCell, ...]  # in file order: the code cells, and markdown cells if asked
    execution_order: tuple[str, ...]
    error: RecordedError

    @property
    def id(self) -> str:
        return item_id("diagnose", self.case_id)

    def to_json(self) -> dict[str, Any]:
        line = DiagnoseInputLine(
            id=self.id,
            cells=[cell.to_line() for cell in self.cells],
            execution_order=list(self.execution_order),
            error=ErrorLine(
                cell_id=self.error.cell_id,
                ename=self.error.ename,
                evalue=self.error.evalue,
                traceback=list(self.error.traceback),
            ),
        )
        return line.model_dump(mode="json", exclude_none=True)


@dataclass(frozen=True)
class RepairInput:
    id: str
    notebook: Path  # a scratch copy of the reproduced version, beside a copy of its data/

    def to_json(self, relative_to: Path | None = None) -> dict[str, Any]:
        """``notebook`` relative to ``relative_to`` (the inputs file's folder), when given."""
        path = Path(os.path.relpath(self.notebook, relative_to)) if relative_to else self.notebook
        return RepairInputLine(id=self.id, notebook=path.as_posix()).model_dump(mode="json")


def _steps_before_last(notebook: Notebook, cell_id: str) -> list[tuple[str, int, str]]:
    """The runs of the order before the last run of ``cell_id`` (all of them if it never runs)."""
    order = notebook.order()
    last = max((number for number, cell in enumerate(order) if cell.id == cell_id), default=None)
    before = order if last is None else order[:last]
    return [(cell.id, number, cell.source) for number, cell in enumerate(before, start=1)]


def detect_inputs(cases: Sequence[Case]) -> list[DetectInput]:
    """Two inputs per case: the reproduced version's crashing cell, and the same cell id in the
    fixed version, each with the cells run before it. In the order of their opaque ids, so that
    a line's position says nothing of its version either."""
    inputs = []
    for case in cases:
        crash_id = case.crash.cell_id
        for version, notebook in (("reproduced", case.reproduced()), ("fixed", case.fixed())):
            executed = _steps_before_last(notebook, crash_id)
            target = (crash_id, notebook.cell(crash_id).source)
            inputs.append(DetectInput(case.id, version, tuple(executed), target))  # type: ignore[arg-type]
    return sorted(inputs, key=lambda item: item.id)


def recorded_error(case: Case, notebook: Notebook) -> RecordedError:
    """The error output of the crashing cell as saved in the reproduced notebook."""
    raw = notebook.node.cells[notebook.cell(case.crash.cell_id).index]
    for output in raw.get("outputs", []):
        if output.get("output_type") == "error":
            return RecordedError(
                case.crash.cell_id,
                output.get("ename", ""),
                output.get("evalue", ""),
                tuple(strip_ansi(line) for line in output.get("traceback", [])),
            )
    return RecordedError(case.crash.cell_id, case.crash.ename, "", ())


def diagnose_inputs(
    cases: Sequence[Case], *, markdown: bool = False, outputs: bool = False
) -> list[DiagnoseInput]:
    """One input per case: its crashed notebook's code cells (and, when asked, its markdown
    cells and the saved outputs of code cells), its recorded order and its error output.
    In the order of their opaque ids."""
    inputs = []
    for case in cases:
        notebook = case.reproduced()
        cells = []
        for cell in notebook.cells:
            if cell.kind == "markdown" and markdown:
                cells.append(InputCell(cell.id, cell.source, markdown=True))
            elif cell.kind == "code":
                saved = notebook.node.cells[cell.index].get("outputs", [])
                texts = tuple(output_text(output) for output in saved) if outputs else None
                cells.append(InputCell(cell.id, cell.source, outputs=texts))
        order = notebook.recorded_order or tuple(cell.id for cell in notebook.order())
        error = recorded_error(case, notebook)
        inputs.append(DiagnoseInput(case.id, tuple(cells), order, error))
    return sorted(inputs, key=lambda item: item.id)


_INPUTS_MARK = ".junobench-inputs"


def repair_inputs(cases: Sequence[Case], workdir: Path) -> list[RepairInput]:
    """Copy each case's reproduced notebook and data into ``workdir/<id>/`` and point at it.

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
        inputs.append(RepairInput(case.id, (folder / case.reproduced_path.name).resolve()))
    return inputs
