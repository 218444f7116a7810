"""Notebooks: reading them, resolving the order in which their cells were run (README, "The benchmark"),
editing them as a repair does, and saving them as after a run."""

from __future__ import annotations

import copy
import json
import os
import re
import sys
from collections.abc import Mapping, Sequence
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any, Literal

import nbformat
from nbformat.v4 import new_code_cell

from .._exceptions import NotebookError, OrderError
from .._text import portable_paths
from ..engine import RESTART, RunOutcome

__all__ = [
    "RESTART_CELL",
    "Cell",
    "Notebook",
    "OrderMode",
    "load_notebook",
    "order_anomalies",
    "write_notebook",
]

OrderMode = Literal["recorded", "top-down"]
CellKind = Literal["code", "markdown", "raw"]


@dataclass(frozen=True)
class Cell:
    """One cell of a notebook file."""

    id: str
    index: int  # position in the file, 0-based, markdown cells included
    kind: CellKind
    source: str
    execution_count: int | None

    @property
    def restarts(self) -> bool:
        """This is the restart marker of an order (``RESTART_CELL``), not a cell of the file."""
        return self.id == RESTART


# The restart marker of a recorded order, where ``Notebook.order`` lists it: no cell of the file.
RESTART_CELL = Cell(RESTART, -1, "code", "", None)


@dataclass(frozen=True)
class Notebook:
    """A notebook file: its cells and, when it has one, the order its author ran them in."""

    path: Path
    cells: tuple[Cell, ...]
    recorded_order: tuple[str, ...] | None  # metadata.junobench.execution_order
    node: Any = field(compare=False, repr=False)  # the nbformat document, for writing back

    def cell(self, cell_id: str) -> Cell:
        for cell in self.cells:
            if cell.id == cell_id:
                return cell
        raise OrderError(self.path, f"no cell with id {cell_id!r}")

    def has_cell(self, cell_id: str) -> bool:
        return any(cell.id == cell_id for cell in self.cells)

    @property
    def code_cells(self) -> tuple[Cell, ...]:
        return tuple(cell for cell in self.cells if cell.kind == "code")

    def order(self, mode: OrderMode = "recorded") -> tuple[Cell, ...]:
        """The cells to run, in order.

        ``recorded``: ``metadata.junobench.execution_order`` (repeats allowed; cells not listed do
        not run; ``RESTART_CELL`` where it says the kernel was restarted); without it, code cells
        in ascending ``execution_count``, uncounted cells skipped. ``top-down``: every code cell
        in file order.
        """
        if mode == "top-down":
            return self.code_cells
        if self.recorded_order is not None:
            return tuple(self._code_cell(cell_id) for cell_id in self.recorded_order)
        counted = [cell for cell in self.code_cells if cell.execution_count is not None]
        return tuple(sorted(counted, key=lambda cell: (cell.execution_count or 0, cell.index)))

    def edited(self, sources: Mapping[str, str], order: Sequence[str] | None = None) -> Notebook:
        """A copy with the sources of some code cells replaced and, with ``order``, a new
        recorded order (a repair, docs/tasks/repair.md). An id the notebook lacks is appended as a new code
        cell. A markdown cell, a malformed id or an order naming a missing cell is a
        ``NotebookError``."""
        self.check_edits(sources, order)
        node = copy.deepcopy(self.node)
        for cell_id, source in sources.items():
            if self.has_cell(cell_id):
                node.cells[self.cell(cell_id).index].source = source
            else:
                node.cells.append(new_code_cell(source, id=cell_id))
        if order is not None:
            node.metadata.setdefault("junobench", {})["execution_order"] = list(order)
        # Valid: this notebook was, and the edits only set sources and add code cells.
        return _from_node(self.path, node, validated=True)

    def check_edits(self, sources: Mapping[str, str], order: Sequence[str] | None = None) -> None:
        """Raises the ``NotebookError`` that ``edited`` would for these edits, without making the
        copy (an order naming a cell the notebook lacks fails here, not in a kernel)."""
        for cell_id in sources:
            if self.has_cell(cell_id):
                kind = self.cell(cell_id).kind
                if kind != "code":
                    raise NotebookError(
                        self.path, f"cell {cell_id!r} is a {kind} cell; only code cells run"
                    )
            elif not _CELL_ID.fullmatch(cell_id):
                raise NotebookError(
                    self.path, f"{cell_id!r} is not a valid cell id (1-64 of A-Z a-z 0-9 - _)"
                )
        if order is None:
            return
        if not all(isinstance(item, str) for item in order):
            raise OrderError(
                self.path, "metadata.junobench.execution_order must be a list of cell ids"
            )
        for cell_id in order:
            if cell_id not in sources or self.has_cell(cell_id):
                self._code_cell(cell_id)

    def with_outcome(self, outcome: RunOutcome) -> Any:
        """The nbformat document saved as after ``outcome``'s run: each cell that ran holds the
        outputs and the execution count of its last run, the others none, as Jupyter leaves
        them. Paths of this machine in outputs are written as in the Docker image."""
        node = copy.deepcopy(self.node)
        by_id: dict[str, Any] = {}
        for index, cell in enumerate(node.cells):
            by_id[self.cells[index].id] = cell
            if cell.cell_type == "code":
                cell.execution_count = None
                cell.outputs = []
                cell.metadata.pop("execution", None)
        number = 0
        for result in outcome.cells:
            if result.cell_id == RESTART:  # a fresh kernel counts from 1 again
                number = 0
                continue
            number += 1
            cell = by_id[result.cell_id]
            cell.execution_count = number
            outputs = []
            for output in result.outputs:
                output = nbformat.from_dict(_portable(output))
                if output.get("output_type") == "execute_result":
                    output["execution_count"] = number
                outputs.append(output)
            cell.outputs = outputs
        node.metadata["kernelspec"] = dict(_KERNELSPEC)
        node.metadata["language_info"] = {
            "name": "python",
            "version": ".".join(str(part) for part in sys.version_info[:3]),
            "file_extension": ".py",
            "mimetype": "text/x-python",
        }
        return node

    def _code_cell(self, cell_id: str) -> Cell:
        if cell_id == RESTART:
            return RESTART_CELL
        cell = self.cell(cell_id)
        if cell.kind != "code":
            raise OrderError(self.path, f"execution_order names {cell.kind} cell {cell_id!r}")
        return cell


# nbformat 4.5 cell ids.
_CELL_ID = re.compile(r"[A-Za-z0-9_-]{1,64}")
_KERNELSPEC = {"display_name": "Python 3 (ipykernel)", "language": "python", "name": "python3"}


def order_anomalies(
    code_cells: Sequence[tuple[str, str]], order: Sequence[str], crash_cell_id: str
) -> list[str]:
    """The cells that make ``order`` other than a clean top-down run up to ``crash_cell_id``.

    ``code_cells`` are (id, source) in file order. A clean run executes every non-blank code cell
    above the crashing cell once, top to bottom, then the crashing cell. The anomalies are the
    cells run more than once, run after a cell below them, or skipped (above the crashing cell,
    never run), nearest to the crashing cell first (of two as near, the one above it); the
    crashing cell itself is one when it ran before its last run.
    """
    position = {cell_id: index for index, (cell_id, _) in enumerate(code_cells)}
    crash_at = position.get(crash_cell_id, len(code_cells))
    runs = [cell_id for cell_id in order if cell_id in position]
    anomalous: set[str] = set()
    seen: set[str] = set()
    deepest = -1
    for cell_id in runs:
        if cell_id in seen or position[cell_id] < deepest:
            anomalous.add(cell_id)
        seen.add(cell_id)
        deepest = max(deepest, position[cell_id])
    for cell_id, source in code_cells[:crash_at]:
        if cell_id not in seen and source.strip():
            anomalous.add(cell_id)
    return sorted(
        anomalous, key=lambda cell_id: (abs(crash_at - position[cell_id]), position[cell_id])
    )


def write_notebook(node: Any, path: Path) -> None:
    """Validate and write an nbformat document, replacing ``path`` atomically."""
    nbformat.validate(node)
    temporary = path.with_name(path.name + ".tmp")
    nbformat.write(node, temporary)
    os.replace(temporary, path)


def _portable(output: Any) -> Any:
    """An output with this machine's environment paths written as in the Docker image."""
    if isinstance(output, str):
        return portable_paths(output)
    if isinstance(output, list):
        return [_portable(item) for item in output]
    if isinstance(output, dict):
        return {key: _portable(value) for key, value in output.items()}
    return output


def load_notebook(path: Path | str) -> Notebook:
    """Read a notebook file; a file that is missing or not a valid notebook is a ``NotebookError``."""
    path = Path(path)
    if not path.is_file():
        raise NotebookError(path, "no such notebook file")
    try:
        text = path.read_text(encoding="utf-8")
        document = json.loads(text)
    except (json.JSONDecodeError, UnicodeDecodeError) as error:
        raise NotebookError(path, f"not a notebook: invalid JSON ({error})") from error
    ids = _file_cell_ids(path, document)
    try:
        node = nbformat.reads(text, as_version=4)
    except Exception as error:  # nbformat raises several unrelated types for bad documents
        raise NotebookError(path, f"not a valid notebook: {_first_line(error)}") from error
    # nbformat gives cells that had no id (notebooks before nbformat 4.5) random ones, and
    # "corrects" duplicates at random: ids must be the same at every load.
    ids = ids or [None] * len(node.cells)
    if len(ids) == len(node.cells):
        for index, (cell, cell_id) in enumerate(zip(node.cells, ids, strict=True)):
            cell["id"] = cell_id or f"cell-{index}"
        node["nbformat_minor"] = max(node.get("nbformat_minor", 0), 5)  # ids are 4.5's
    return _from_node(path, node)


def _file_cell_ids(path: Path, document: Any) -> list[str | None]:
    """The cell ids as the file has them (None where a cell has none); a duplicate is an error."""
    cells = document.get("cells") if isinstance(document, dict) else None
    if not isinstance(cells, list):
        return []  # nbformat 3 (worksheets) or not a notebook: nbformat says which
    ids = [cell.get("id") if isinstance(cell, dict) else None for cell in cells]
    found = [cell_id for cell_id in ids if isinstance(cell_id, str)]
    for cell_id in found:
        if found.count(cell_id) > 1:
            raise NotebookError(path, f"cell id {cell_id!r} appears twice")
    return [cell_id if isinstance(cell_id, str) else None for cell_id in ids]


def _from_node(path: Path, node: Any, *, validated: bool = False) -> Notebook:
    if not validated:
        try:
            nbformat.validate(node)
        except nbformat.ValidationError as error:
            raise NotebookError(path, f"not a valid notebook: {_first_line(error)}") from error
    cells = []
    seen: set[str] = set()
    for index, raw in enumerate(node.cells):
        cell_id = str(raw.get("id") or f"cell-{index}")
        if cell_id in seen:
            raise NotebookError(path, f"cell id {cell_id!r} appears twice")
        seen.add(cell_id)
        count = raw.get("execution_count") if raw.cell_type == "code" else None
        cells.append(Cell(cell_id, index, raw.cell_type, raw.source, count))
    return Notebook(path, tuple(cells), _recorded_order(path, node), node)


def _recorded_order(path: Path, node: Any) -> tuple[str, ...] | None:
    order = node.metadata.get("junobench", {}).get("execution_order")
    if order is None:
        return None
    if not isinstance(order, list) or not all(isinstance(item, str) for item in order):
        raise OrderError(path, "metadata.junobench.execution_order must be a list of cell ids")
    return tuple(order)


def _first_line(error: Exception) -> str:
    text = str(error).strip()
    return text.splitlines()[0] if text else type(error).__name__
