"""The agent's notebook: the case's reproduced notebook with the edits an agent made (no kernel),
and the repair prediction it makes. The episode keeps one; replaying a trajectory builds another
from the recorded calls, so that both make the same prediction."""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from dataclasses import dataclass, field
from typing import Any

from .._exceptions import UsageError
from ..cases import Case, Notebook
from ..engine import RESTART
from ..formats import RepairPrediction
from ._tools import parse_arguments
from ._trajectory import Call

__all__ = ["EditedCell", "NotebookEdits", "replayed_prediction"]

# The first id given to an inserted cell; then agent-2, agent-3, ...
_NEW_ID = "agent-{}"


@dataclass
class EditedCell:
    """A cell of the agent's notebook: as the notebook had it, or as the agent left it."""

    id: str
    kind: str
    source: str
    execution_count: int | None = None
    outputs: list[dict[str, Any]] = field(default_factory=list)


class NotebookEdits:
    """The agent's notebook: the reproduced one with the edits made so far (no kernel). Shared by
    the episode and the replay of a trajectory, so that both make the same prediction."""

    def __init__(self, case: Case, reproduced: Notebook) -> None:
        self.case = case
        self.original = {cell.id: cell.source for cell in reproduced.cells}
        self.cells = [EditedCell(cell.id, cell.kind, cell.source) for cell in reproduced.cells]
        self.inserted = 0

    def cell(self, cell_id: str) -> EditedCell:
        for cell in self.cells:
            if cell.id == cell_id:
                return cell
        raise UsageError(f"no cell {cell_id!r} (read_notebook lists the cells)")

    def code_cell(self, cell_id: str) -> EditedCell:
        cell = self.cell(cell_id)
        if cell.kind != "code":
            raise UsageError(f"cell {cell_id!r} is a {cell.kind} cell; only code cells run")
        return cell

    def edit(self, cell_id: str, source: str) -> None:
        self.code_cell(cell_id).source = source

    def insert(self, source: str, after: str | None) -> str:
        position = 0 if after is None else self.cells.index(self.cell(after)) + 1
        taken = {cell.id for cell in self.cells} | set(self.original)
        self.inserted += 1
        while _NEW_ID.format(self.inserted) in taken:
            self.inserted += 1
        cell_id = _NEW_ID.format(self.inserted)
        self.cells.insert(position, EditedCell(cell_id, "code", source))
        return cell_id

    def delete(self, cell_id: str) -> None:
        self.cells.remove(self.cell(cell_id))

    def prediction(self, order: Sequence[str] | None) -> RepairPrediction:
        """The notebook as a repair prediction (docs/tasks/repair.md): the cells whose source
        changed or that are new; a deleted cell as an empty one. Cells the repair format would
        append at the end run where the agent put them: where the agent inserted a cell and set
        no order, the order is the default one written out (the recorded order through the last
        run of the crashing cell, then every code cell below it in the agent's notebook)."""
        present = {cell.id: cell for cell in self.cells}
        changed = {
            cell.id: cell.source
            for cell in self.cells
            if cell.kind == "code" and self.original.get(cell.id) != cell.source
        }
        deleted = [cell_id for cell_id in self.original if cell_id not in present]
        changed.update({cell_id: "" for cell_id in deleted if self._is_code(cell_id)})
        if order is not None:
            for cell_id in order:
                if cell_id != RESTART:  # a fresh kernel from there on
                    self.code_cell(cell_id)
            return RepairPrediction(id=self.case.id, cells=changed, execution_order=list(order))
        if not any(cell.id not in self.original for cell in self.cells):
            return RepairPrediction(id=self.case.id, cells=changed)
        return RepairPrediction(
            id=self.case.id, cells=changed, execution_order=self.default_order()
        )

    def default_order(self) -> list[str]:
        """The recorded order through the crashing cell's last run, then the code cells below it
        as the agent's notebook has them (deleted cells left out)."""
        recorded = list(self.case.reproduced().recorded_order or ())
        crash = self.case.crash.cell_id
        through = (
            recorded[: len(recorded) - recorded[::-1].index(crash)] if crash in recorded else []
        )
        present = {cell.id for cell in self.cells}
        ids = [cell.id for cell in self.cells]
        below = ids[ids.index(crash) + 1 :] if crash in ids else []
        code_below = [cell_id for cell_id in below if self.cell(cell_id).kind == "code"]
        return [cell_id for cell_id in through if cell_id in present] + code_below

    def _is_code(self, cell_id: str) -> bool:
        return any(
            cell.id == cell_id and cell.kind == "code" for cell in self.case.reproduced().cells
        )


def replayed_prediction(case: Case, calls: Iterable[Call]) -> RepairPrediction | None:
    """The prediction that the edits and the submission among ``calls`` make of ``case``'s
    reproduced notebook (None where nothing was submitted): the calls that failed changed
    nothing, as in the episode."""
    notebook = NotebookEdits(case, case.reproduced())
    for call in calls:
        if call.error:
            continue
        arguments: Any = parse_arguments(call.tool, call.arguments)
        if call.tool == "edit_cell":
            notebook.edit(arguments.cell_id, arguments.source)
        elif call.tool == "insert_cell":
            notebook.insert(arguments.source, arguments.after)
        elif call.tool == "delete_cell":
            notebook.delete(arguments.cell_id)
        elif call.tool == "submit":
            return notebook.prediction(arguments.execution_order)
    return None
