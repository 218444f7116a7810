"""Running one notebook: resolve its order, copy its folder, hand the steps to an engine."""

from __future__ import annotations

from collections.abc import Sequence
from pathlib import Path

from .._exceptions import NotebookError
from .._sync import sync_twin
from ..cases import Cell, OrderMode, load_notebook
from ..engine import (
    CellToRun,
    Engine,
    Limits,
    OracleContext,
    RunOutcome,
    RunRequest,
    notebook_scratch,
    scratch_copy,
)

__all__ = ["run_notebook", "run_notebook_async", "run_notebook_in", "run_steps", "to_steps"]


def to_steps(cells: Sequence[Cell]) -> tuple[CellToRun, ...]:
    """An order of cells as engine steps."""
    return tuple(CellToRun(cell.id, cell.index, cell.source) for cell in cells)


async def run_steps(
    engine: Engine,
    folder: Path,
    steps: Sequence[CellToRun],
    *,
    checks: Sequence[str] = (),
    limits: Limits | None = None,
    data_dir: Path | None = None,
    only: Path | None = None,
    read_only: Sequence[str] = (),
    oracle: OracleContext | None = None,
) -> RunOutcome:
    """Run ``steps`` in a fresh kernel whose working directory is a scratch copy of ``folder``
    (or of the file ``only`` in it), with ``data_dir`` copied in as ``data/`` when given; then
    ``checks``, relying on ``oracle``. ``read_only``: folders of the copy the notebook may only
    read (in a sandbox)."""
    with scratch_copy(folder, data_dir=data_dir, only=only) as workdir:
        request = RunRequest(
            tuple(steps),
            workdir,
            tuple(checks),
            limits or Limits(),
            tuple(read_only),
            oracle or OracleContext(),
        )
        return await engine.run(request)


async def run_notebook_async(
    path: Path | str,
    *,
    order: OrderMode = "recorded",
    data_dir: Path | str | None = None,
    limits: Limits | None = None,
    engine: Engine | None = None,
) -> RunOutcome:
    """Run the notebook at ``path`` in the order asked and report what happened.

    The kernel works in a scratch copy of the notebook's folder, so the notebook and its folder
    are never modified. With ``data_dir``, the scratch folder holds the notebook and a copy of
    ``data_dir`` as ``data/``, and nothing else of the notebook's folder.
    """
    notebook = load_notebook(path)
    if data_dir is not None and not Path(data_dir).is_dir():
        raise NotebookError(path, f"data folder {data_dir} does not exist")
    with notebook_scratch(notebook.path, Path(data_dir) if data_dir is not None else None) as work:
        return await run_notebook_in(work, notebook.path, order=order, limits=limits, engine=engine)


async def run_notebook_in(
    workdir: Path,
    path: Path | str,
    *,
    order: OrderMode = "recorded",
    limits: Limits | None = None,
    engine: Engine | None = None,
) -> RunOutcome:
    """``run_notebook_async`` in ``workdir``, a folder ``notebook_scratch`` made for it (the
    command line makes it first, to start the kernel there while it loads the rest)."""
    steps = to_steps(load_notebook(path).order(order))
    request = RunRequest(steps, workdir, (), limits or Limits())
    if engine is None:
        from ..engine import default_engine  # the Jupyter client, only when a kernel runs

        engine = default_engine()
    return await engine.run(request)


run_notebook = sync_twin(run_notebook_async)
