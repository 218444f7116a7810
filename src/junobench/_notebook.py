"""Reading notebooks and resolving the order in which their cells were run (SPEC.md)."""

from __future__ import annotations

import json
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any, Literal

import nbformat

from ._engine import CellToRun
from ._exceptions import NotebookError, OrderError

__all__ = ["Cell", "Notebook", "OrderMode", "load_notebook"]

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
        not run); without it, code cells in ascending ``execution_count``, uncounted cells skipped.
        ``top-down``: every code cell in file order.
        """
        if mode == "top-down":
            return self.code_cells
        if self.recorded_order is not None:
            return tuple(self._code_cell(cell_id) for cell_id in self.recorded_order)
        counted = [cell for cell in self.code_cells if cell.execution_count is not None]
        return tuple(sorted(counted, key=lambda cell: (cell.execution_count or 0, cell.index)))

    def steps(self, mode: OrderMode = "recorded") -> tuple[CellToRun, ...]:
        """The order as engine steps."""
        return tuple(CellToRun(cell.id, cell.index, cell.source) for cell in self.order(mode))

    def _code_cell(self, cell_id: str) -> Cell:
        cell = self.cell(cell_id)
        if cell.kind != "code":
            raise OrderError(self.path, f"execution_order names {cell.kind} cell {cell_id!r}")
        return cell


def load_notebook(path: Path | str) -> Notebook:
    """Read a notebook file; a file that is missing or not a valid notebook is a ``NotebookError``."""
    path = Path(path)
    if not path.is_file():
        raise NotebookError(path, "no such notebook file")
    try:
        text = path.read_text(encoding="utf-8")
        json.loads(text)
    except (json.JSONDecodeError, UnicodeDecodeError) as error:
        raise NotebookError(path, f"not a notebook: invalid JSON ({error})") from error
    try:
        node = nbformat.reads(text, as_version=4)
    except Exception as error:  # nbformat raises several unrelated types for bad documents
        raise NotebookError(path, f"not a valid notebook: {_first_line(error)}") from error
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
