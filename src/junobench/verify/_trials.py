"""The repairs ``verify`` tries on a case, to prove its oracle discriminates (README, `verify`, condition 3).

Wrong repairs, which the oracle must reject:
- the crashing cell emptied;
- its code wrapped in ``try: ... except Exception: pass``;
- the statement that raised deleted (replaced by ``pass``, so the cell still parses);
- every ``repairs/wrong/*.json`` of the case (a leaked fit, a hard-coded value, a dropped argument).

Valid repairs, which must resolve the crash:
- the gold fix: the fixed version's changed and added cells, with the fixed version's order;
- the gold code edits alone, without an order, where the fix is a code change only (every case
  that is not notebook-specific: no cell above the crash must run differently);
- every ``repairs/valid/*.json`` of the case.
"""

from __future__ import annotations

import ast
from dataclasses import dataclass

from .._text import as_python, is_ipython_line
from .._traceback import parse_frames
from ..cases import Case, RepairKind
from ..formats import RepairPrediction

__all__ = [
    "Trial",
    "contradictions",
    "gold_repair",
    "recorded_crash_line",
    "standard_wrong_repairs",
    "trials",
    "without_statement",
]


@dataclass(frozen=True)
class Trial:
    """One repair to try, and whether the oracle must accept it (``valid``) or reject it."""

    name: str
    kind: RepairKind
    prediction: RepairPrediction


def gold_repair(case: Case, *, with_order: bool = True) -> RepairPrediction:
    """The fixed version as a repair of the reproduced one: its changed and added code cells,
    and (``with_order``) its recorded order."""
    reproduced, fixed = case.reproduced(), case.fixed()
    edits = {
        cell.id: cell.source
        for cell in fixed.code_cells
        if not reproduced.has_cell(cell.id) or reproduced.cell(cell.id).source != cell.source
    }
    if not with_order:
        return RepairPrediction(id=case.id, cells=edits)
    order = fixed.recorded_order or tuple(cell.id for cell in fixed.order())
    return RepairPrediction(id=case.id, cells=edits, execution_order=list(order))


def standard_wrong_repairs(case: Case, crash_line: int | None) -> list[Trial]:
    """The three cheap patches every oracle must reject. The third needs the line where the
    exception left the crashing cell (from the reproduced run); without one it is not tried."""
    cell_id = case.crash.cell_id
    source = case.reproduced().cell(cell_id).source
    patches = [
        ("crashing cell emptied", ""),
        ("crashing cell wrapped in try/except", wrapped_in_try(source)),
    ]
    if crash_line is not None:
        deleted = without_statement(source, crash_line)
        if deleted is not None:
            patches.append((f"raising statement deleted (line {crash_line})", deleted))
    return [
        Trial(name, "wrong", RepairPrediction(id=case.id, cells={cell_id: patched}))
        for name, patched in patches
    ]


def trials(case: Case, crash_line: int | None) -> list[Trial]:
    """Every repair ``verify`` tries on ``case``, wrong ones first; a repair identical to one
    already listed is tried once, under its first name."""
    unique: dict[str, Trial] = {}
    for trial in _candidates(case, crash_line):
        unique.setdefault(trial.prediction.digest, trial)
    return list(unique.values())


def contradictions(case: Case, crash_line: int | None) -> list[str]:
    """A problem for each repair listed both as one the oracle must reject and as one it must
    accept (the same edits and order under two names): no oracle can judge it both ways."""
    first: dict[str, Trial] = {}
    found = []
    for trial in _candidates(case, crash_line):
        earlier = first.setdefault(trial.prediction.digest, trial)
        if earlier.kind != trial.kind:
            found.append(
                f"{trial.kind} repair {trial.name!r} is the same repair as "
                f"{earlier.kind} repair {earlier.name!r}"
            )
    return found


def _candidates(case: Case, crash_line: int | None) -> list[Trial]:
    found = standard_wrong_repairs(case, crash_line)
    found += [
        Trial(repair.name, repair.kind, repair.prediction)
        for repair in case.repairs
        if repair.kind == "wrong"
    ]
    found.append(Trial("gold fix with its order", "valid", gold_repair(case)))
    edits_only = gold_repair(case, with_order=False)
    if case.root_cause != "NB specific" and edits_only.cells:
        found.append(Trial("gold code edits without an order", "valid", edits_only))
    found += [
        Trial(repair.name, repair.kind, repair.prediction)
        for repair in case.repairs
        if repair.kind == "valid"
    ]
    return found


def recorded_crash_line(case: Case) -> int | None:
    """The line the reproduced notebook's saved traceback shows the exception leaving the
    crashing cell on (its innermost frame in that cell's code); None without one."""
    notebook = case.reproduced()
    cell = notebook.cell(case.crash.cell_id)
    try:
        outputs = notebook.node["cells"][cell.index].get("outputs", [])
    except (IndexError, KeyError, TypeError):
        return None
    for output in outputs:
        if output.get("output_type") == "error":
            frames = [f for f in parse_frames(output.get("traceback", [])) if f.in_notebook]
            # The crashing cell is the outermost cell frame; a later cell frame of another
            # cell is a function that cell defines.
            own = [f for f in frames if f.cell == frames[0].cell]
            return own[-1].line if own else None
    return None


def wrapped_in_try(source: str) -> str:
    """``source`` inside ``try: ... except Exception: pass`` (a leading cell magic stays first)."""
    lines = source.splitlines()
    head = [lines.pop(0)] if lines and lines[0].lstrip().startswith("%%") else []
    body = [("    " + line) if line.strip() else line for line in lines] or ["    pass"]
    if not any(line.strip() for line in body):
        body = ["    pass"]
    return "\n".join([*head, "try:", *body, "except Exception:", "    pass"])


def without_statement(source: str, line: int) -> str | None:
    """``source`` with the innermost statement on ``line`` (1-based) replaced by ``pass``.

    None when the cell does not parse or no statement covers the line.
    """
    lines = source.splitlines()
    if not 1 <= line <= len(lines) or lines[0].lstrip().startswith("%%"):
        return None
    try:
        tree = ast.parse(as_python(source))
    except SyntaxError:
        return None
    innermost: ast.stmt | None = None
    depth_of_innermost = -1

    def visit(node: ast.AST, depth: int) -> None:
        nonlocal innermost, depth_of_innermost
        for child in ast.iter_child_nodes(node):
            if isinstance(child, ast.stmt):
                end = child.end_lineno or child.lineno
                if child.lineno <= line <= end and depth > depth_of_innermost:
                    innermost, depth_of_innermost = child, depth
                visit(child, depth + 1)
            else:
                visit(child, depth)

    visit(tree, 0)
    if innermost is None:
        return None
    first, last = innermost.lineno - 1, (innermost.end_lineno or innermost.lineno) - 1
    if is_ipython_line(lines[first]):
        start_col = len(lines[first]) - len(lines[first].lstrip())
        end_col = len(lines[last].encode())
    else:
        start_col = innermost.col_offset
        end_col = innermost.end_col_offset or len(lines[last].encode())
    # ast offsets count UTF-8 bytes; slice the encoded lines so that non-ASCII text stays whole.
    head = lines[first].encode()[:start_col].decode()
    tail = lines[last].encode()[end_col:].decode()
    patched = [*lines[:first], head + "pass" + tail, *lines[last + 1 :]]
    return "\n".join(patched)
