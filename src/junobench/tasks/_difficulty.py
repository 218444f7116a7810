"""How hard a case is, computed from the case (never set by hand), and the strata scores are
reported by.

- ``fix_in_crash_cell``: the crashing cell is one of the fix's cells (``fix.cell_ids``: a tool
  that edits or re-runs the cell that raised is right there);
- ``hinted``: the error the person saw names the fix or the symbol it is about: the message
  suggests what to do ("use ... instead", "did you mean", "must be one of"), or names, quoted or
  as code (``a_name``, ``a.dotted``, ``camelCase``), a name the fix adds or removes (the missing
  column, the removed attribute);
- ``version_drift``: the error has the signature of an API that is not there any more: a
  keyword argument or an import name the library does not take, a module without the attribute,
  or a message that says it was deprecated, removed or renamed (an object's missing attribute is
  left out: it is as often a misuse as a removal);
- ``fix_cells``: how many cells the fix changes or must run (``fix.cell_ids``);
- ``fix_distance``: how many cells (in file order) from the crashing cell to the nearest of
  them; 0 when the crashing cell is one.
"""

from __future__ import annotations

import re
from collections.abc import Callable, Sequence
from dataclasses import dataclass

from ..cases import Case
from ..verify import gold_repair
from ._tasks import recorded_error

__all__ = ["STRATA", "Difficulty", "difficulty", "strata_of"]

# A message that tells the reader what to write instead.
_SUGGESTS = re.compile(
    r"\binstead\b|did you mean|must be one of|must end|must start|expected one of|"
    r"valid (options|values)|possible values|supported values|you (might|may) want to|"
    r"consider (using|passing)",
    re.IGNORECASE,
)
# A message that says an API is not there (any more).
_DRIFT = re.compile(
    r"unexpected keyword argument|cannot import name|module '[\w.]+' has no attribute|"
    r"deprecated|was removed|has been removed|no longer|renamed|not supported (any ?more|since)",
    re.IGNORECASE,
)
_WORD = re.compile(r"[A-Za-z_][A-Za-z0-9_.]{2,}")
_QUOTED = re.compile(r"['\"`]([^'\"`\s]{2,})['\"`]")


def _code_words(message: str) -> set[str]:
    """The names a message gives as code: quoted, or written as code (``_``, ``.``, camelCase)."""
    quoted = {word for text in _QUOTED.findall(message) for word in _words(text) | {text}}
    written = {
        word
        for word in _WORD.findall(message)
        if "_" in word or "." in word.strip(".") or re.search(r"[a-z][A-Z]", word)
    }
    return quoted | {part for word in written for part in word.split(".")} | written


@dataclass(frozen=True)
class Difficulty:
    fix_in_crash_cell: bool
    hinted: bool
    version_drift: bool
    fix_cells: int
    fix_distance: int

    def to_json(self) -> dict[str, bool | int]:
        return {
            "fix_in_crash_cell": self.fix_in_crash_cell,
            "hinted": self.hinted,
            "version_drift": self.version_drift,
            "fix_cells": self.fix_cells,
            "fix_distance": self.fix_distance,
        }


def _words(text: str) -> set[str]:
    """The identifiers and dotted names of ``text``, and each part of a dotted one."""
    words = set(_WORD.findall(text))
    return words | {part for word in words for part in word.split(".") if len(part) >= 3}


def difficulty(case: Case) -> Difficulty:
    """The difficulty of ``case``, from its notebooks, its recorded error and its gold fix."""
    reproduced = case.reproduced()
    fix = gold_repair(case, with_order=False).cells
    error = recorded_error(case, reproduced)
    message = f"{error.ename}: {error.evalue}"
    changed: set[str] = set()
    for cell_id, source in fix.items():
        before = reproduced.cell(cell_id).source if reproduced.has_cell(cell_id) else ""
        changed |= _words(source) ^ _words(before)  # what the fix adds, and what it removes
    named = changed & _code_words(error.evalue)
    crash = case.crash.cell_id
    position = {cell.id: cell.index for cell in reproduced.cells}
    at = [position[cell_id] for cell_id in case.fix.cell_ids]  # the case checks they exist
    return Difficulty(
        fix_in_crash_cell=crash in case.fix.cell_ids,
        hinted=bool(_SUGGESTS.search(error.evalue) or named),
        version_drift=bool(_DRIFT.search(message)),
        fix_cells=len(case.fix.cell_ids),
        fix_distance=min(abs(position[crash] - index) for index in at),
    )


def _yes(flag: bool) -> str:
    return "yes" if flag else "no"


# Stratum name -> the stratum a case falls in. Scores are reported overall and per stratum.
STRATA: dict[str, Callable[[Difficulty], str]] = {
    "fix in crashing cell": lambda found: _yes(found.fix_in_crash_cell),
    "hinted": lambda found: _yes(found.hinted),
    "version drift": lambda found: _yes(found.version_drift),
}


def strata_of(cases: Sequence[Case]) -> dict[str, dict[str, list[Case]]]:
    """For each stratum, its values ("yes", "no") and the cases in each, in the given order."""
    found: dict[str, dict[str, list[Case]]] = {name: {"yes": [], "no": []} for name in STRATA}
    for case in cases:
        measured = difficulty(case)
        for name, stratum in STRATA.items():
            found[name][stratum(measured)].append(case)
    return found
