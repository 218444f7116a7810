"""Leakage scans: what in a case or a task input would give the answer away (docs/authoring.md).

- ``fix_leaks``: a reproduced cell below the crash that uses a name the fix binds or a string
  the fix introduces was written against the fixed code (a later cell that reads
  ``param_clf__max_depth`` when only the fix names ``clf__max_depth``).
- ``machine_paths``: paths of the machine that recorded a case (its environment, the project,
  the home and temporary folders), which saved tracebacks and outputs must not carry.
"""

from __future__ import annotations

import ast
import re
import sys
import sysconfig
import tempfile
from pathlib import Path

from .._text import as_python
from ._case import Case

__all__ = ["fix_leaks", "machine_paths"]

_MIN_LITERAL = 4  # shorter strings ("id", "x") occur everywhere


def _parse(source: str) -> ast.Module | None:
    try:
        return ast.parse(as_python(source))
    except SyntaxError:
        return None


def _bound_names(tree: ast.AST) -> set[str]:
    """Names a cell binds: assignment and loop targets, definitions, imports."""
    names: set[str] = set()
    for node in ast.walk(tree):
        if isinstance(node, ast.Name) and isinstance(node.ctx, ast.Store):
            names.add(node.id)
        elif isinstance(node, ast.FunctionDef | ast.AsyncFunctionDef | ast.ClassDef):
            names.add(node.name)
        elif isinstance(node, ast.Import | ast.ImportFrom):
            names.update((alias.asname or alias.name).split(".")[0] for alias in node.names)
    return names


def _used_names(tree: ast.AST) -> set[str]:
    return {node.id for node in ast.walk(tree) if isinstance(node, ast.Name)}


def _strings(tree: ast.AST) -> set[str]:
    return {
        node.value
        for node in ast.walk(tree)
        if isinstance(node, ast.Constant) and isinstance(node.value, str)
    }


def fix_leaks(case: Case) -> list[str]:
    """Each reproduced cell below the crashing cell that names what only the fix introduces,
    as ``"cell <id>: <name or string>"``."""
    reproduced, fixed = case.reproduced(), case.fixed()
    crash_index = reproduced.cell(case.crash.cell_id).index
    known_names: set[str] = set()
    known_strings: set[str] = set()
    for cell in reproduced.code_cells:
        if cell.index <= crash_index:
            tree = _parse(cell.source)
            if tree is not None:
                known_names |= _used_names(tree) | _bound_names(tree)
                known_strings |= _strings(tree)
    names: set[str] = set()
    strings: set[str] = set()
    for cell in fixed.code_cells:
        before = reproduced.cell(cell.id).source if reproduced.has_cell(cell.id) else ""
        if before == cell.source:
            continue
        tree, old = _parse(cell.source), _parse(before)
        if tree is None:
            continue
        names |= _bound_names(tree) - (_bound_names(old) if old else set())
        strings |= _strings(tree) - (_strings(old) if old else set())
    names -= known_names
    strings = {text for text in strings if len(text) >= _MIN_LITERAL and text not in known_strings}
    leaks = []
    for cell in reproduced.code_cells:
        if cell.index <= crash_index:
            continue
        tree = _parse(cell.source)
        if tree is None:
            continue
        later_strings = _strings(tree)
        found = sorted(names & _used_names(tree)) + sorted(
            repr(text) for text in strings if any(_mentions(other, text) for other in later_strings)
        )
        leaks += [f"cell {cell.id}: {what}" for what in found]
    return leaks


def _mentions(string: str, text: str) -> bool:
    """``text`` in a later cell's ``string`` as a whole word or a part between underscores
    ("clf__max_depth" in "param_clf__max_depth", "price" in "price" but not in "prices.csv")."""
    pattern = r"(?<![A-Za-z0-9])" + re.escape(text) + r"(?![A-Za-z0-9])"
    return re.search(pattern, string) is not None


def _machine_folders() -> list[str]:
    paths = sysconfig.get_paths()
    folders = {
        sys.prefix,
        sys.base_prefix,
        paths["purelib"],
        paths["stdlib"],
        str(Path(__file__).resolve().parents[2]),
        str(Path.home()),
        str(Path(tempfile.gettempdir(), "junobench-")),
    }
    # "/usr/local" is the Docker image's own prefix, where portable paths point: not a leak.
    return sorted(
        folder for folder in folders if len(folder) > 1 and not folder.startswith("/usr/local")
    )


def machine_paths(text: str) -> list[str]:
    """The folders of this machine that ``text`` mentions."""
    return [folder for folder in _machine_folders() if folder + "/" in text or text == folder]
