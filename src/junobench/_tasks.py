"""The four tasks' inputs (SPEC.md, "Tasks"), built from cases without leaking the answer.

Inputs carry code, order and the error a user would see; never labels, diagnosis, fix or oracle.
"""

from __future__ import annotations

import hashlib
import shutil
from collections.abc import Iterable, Sequence
from dataclasses import dataclass
from pathlib import Path
from typing import Any, Literal

from ._case import Case
from ._exceptions import UsageError
from ._notebook import Notebook
from ._text import strip_ansi
from ._vocabulary import TASKS, Task, parse_task

__all__ = [
    "TASKS",
    "DetectInput",
    "DiagnoseInput",
    "RecordedError",
    "RepairInput",
    "Task",
    "detect_inputs",
    "detect_item_id",
    "detect_key",
    "diagnose_inputs",
    "parse_task",
    "repair_inputs",
]

Version = Literal["reproduced", "fixed"]


@dataclass(frozen=True)
class DetectInput:
    """Will ``target`` crash when run after ``executed``? (cells as code only)

    Its JSON ``id`` is an opaque item id (``detect_item_id``) that reveals neither the case nor
    the version: ``case_id`` and ``version`` stay with the harness, which keeps the key.
    """

    case_id: str
    version: Version
    executed: tuple[tuple[str, int, str], ...]  # (cell_id, execution_count, code)
    target: tuple[str, str]  # (cell_id, code)

    @property
    def id(self) -> str:
        return detect_item_id(self.case_id, self.version)

    def to_json(self) -> dict[str, Any]:
        return {
            "id": self.id,
            "executed": [
                {"cell_id": cell_id, "execution_count": count, "code": code}
                for cell_id, count, code in self.executed
            ],
            "target": {"cell_id": self.target[0], "code": self.target[1]},
        }


# Salt of the opaque detect item ids: an id says nothing of its case or version to a tool that
# reads only the inputs (the harness, which knows every case, maps it back).
_ITEM_SALT = "junobench-detect-1"


def detect_item_id(case_id: str, version: str) -> str:
    """The opaque id of one detect item (a version of a case)."""
    digest = hashlib.sha256(f"{_ITEM_SALT}/{case_id}/{version}".encode()).hexdigest()
    return f"d{digest[:12]}"


def detect_key(case_ids: Iterable[str]) -> dict[str, tuple[str, Version]]:
    """Item id -> (case id, version), for every version of ``case_ids``."""
    versions: tuple[Version, ...] = ("reproduced", "fixed")
    return {
        detect_item_id(case_id, version): (case_id, version)
        for case_id in case_ids
        for version in versions
    }


@dataclass(frozen=True)
class RecordedError:
    """The error output saved in the reproduced notebook: what the user saw."""

    cell_id: str
    ename: str
    evalue: str
    traceback: tuple[str, ...]


@dataclass(frozen=True)
class DiagnoseInput:
    """The input of ``diagnose`` and ``localize``: the crashed notebook's code, order and error."""

    id: str
    cells: tuple[tuple[str, str], ...]  # (cell_id, code) of every code cell, in file order
    execution_order: tuple[str, ...]
    error: RecordedError

    def to_json(self) -> dict[str, Any]:
        return {
            "id": self.id,
            "cells": [{"cell_id": cell_id, "code": code} for cell_id, code in self.cells],
            "execution_order": list(self.execution_order),
            "error": {
                "cell_id": self.error.cell_id,
                "ename": self.error.ename,
                "evalue": self.error.evalue,
                "traceback": list(self.error.traceback),
            },
        }


@dataclass(frozen=True)
class RepairInput:
    id: str
    notebook: Path  # a scratch copy of the reproduced version, beside a copy of its data/

    def to_json(self) -> dict[str, Any]:
        return {"id": self.id, "notebook": str(self.notebook)}


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


def diagnose_inputs(cases: Sequence[Case]) -> list[DiagnoseInput]:
    inputs = []
    for case in cases:
        notebook = case.reproduced()
        cells = tuple((cell.id, cell.source) for cell in notebook.code_cells)
        order = notebook.recorded_order or tuple(cell.id for cell in notebook.order())
        inputs.append(DiagnoseInput(case.id, cells, order, recorded_error(case, notebook)))
    return inputs


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
