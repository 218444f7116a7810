"""Scoring a diagnosis text against the case's reference diagnosis, by what it must mention.

A reference diagnosis names the cells that matter (by id) and, in backticks, the code that fails.
From it come the *terms* a predicted diagnosis must mention:

- cells: the ids of the crashing cell and the fix's cells that the reference names;
- names: the identifiers and string keys inside the reference's backticked code that the crashed
  notebook's code also uses (variables, columns, functions: ``patients["age"].astype(int)`` gives
  ``patients``, ``age`` and ``astype``), without Python keywords and builtins.

A term is mentioned when it occurs in the predicted text as a whole word (cell ids ignoring case).
The score is the share of terms mentioned, over all cases (micro-averaged): a diagnosis that says
where and in terms of the notebook's own code scores high; one that only names the exception, low.
It measures grounding, not truth; an LLM judge is the complement for the reasoning.
"""

from __future__ import annotations

import builtins
import keyword
import re
from dataclasses import dataclass

from ..cases import Case

__all__ = ["DiagnosisTerms", "diagnosis_terms", "mentioned"]

_BACKTICKED = re.compile(r"`([^`]+)`")
_WORD = re.compile(r"[A-Za-z_][A-Za-z0-9_]*")
_COMMON = frozenset(keyword.kwlist) | frozenset(dir(builtins)) | {"self", "np", "pd", "plt"}


@dataclass(frozen=True)
class DiagnosisTerms:
    """What a diagnosis of one case must mention."""

    cells: tuple[str, ...]
    names: tuple[str, ...]


def _code_words(case: Case) -> frozenset[str]:
    text = "\n".join(cell.source for cell in case.reproduced().code_cells)
    return frozenset(_WORD.findall(text))


def diagnosis_terms(case: Case) -> DiagnosisTerms:
    reference = case.diagnosis
    places = dict.fromkeys((case.crash.cell_id, *case.fix.cell_ids, *case.fix.valid_cell_ids))
    cells = tuple(cell_id for cell_id in places if mentioned(reference, cell_id, cell=True))
    words = _code_words(case)
    names: dict[str, None] = {}
    for span in _BACKTICKED.findall(reference):
        for word in _WORD.findall(span):
            if word in words and word not in _COMMON and len(word) > 1:
                names[word] = None
    return DiagnosisTerms(cells, tuple(names))


def mentioned(text: str, term: str, *, cell: bool = False) -> bool:
    """Does ``term`` occur in ``text`` as a whole word?"""
    pattern = rf"(?<![A-Za-z0-9_]){re.escape(term)}(?![A-Za-z0-9_])"
    return re.search(pattern, text, re.IGNORECASE if cell else 0) is not None
