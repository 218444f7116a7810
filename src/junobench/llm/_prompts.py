"""The ``llm`` baseline's prompts, one per task, in the project's own words: what the model sees
of an input line, and the JSON answer it is asked for (``_llm`` parses it)."""

from __future__ import annotations

from collections.abc import Sequence

from .._vocabulary import CRASH_TYPES, LIBRARY_CAUSES, PIPELINE_STAGES, ROOT_CAUSES

__all__ = ["SYSTEM", "crash_prompt", "detect_prompt", "judge_prompt"]

SYSTEM = (
    "You debug Python machine-learning code in Jupyter notebooks. Cells of a notebook run in the "
    "order the user ran them, which need not be the order they appear in; a name exists only if "
    "a cell that ran bound it. Answer with one JSON object and nothing else."
)

_LABEL_RULES = f"""Labels (use exactly these words):
- library_cause: the library whose API raised, or whose contract the failing call broke; "none" when the crash comes from how the notebook was run. One of: {", ".join(LIBRARY_CAUSES)}.
- root_cause, decided in this order: "NB specific" if the notebook, run top to bottom from a fresh kernel, would not crash; "ML model confusion" if the code misunderstands what a model needs (a loss that does not fit the labels, an output layer that does not fit the task); "API misuse" if it misunderstands the library (a wrong, removed or renamed argument, a method on the wrong kind of object); "data confusion" if it misunderstands the data (a missing column, a shape, dtype, encoding or missing values other than assumed) while using the API as documented; "implementation error" for a logic mistake in the notebook's own code; "library cause" if the library itself is at fault. One of: {", ".join(ROOT_CAUSES)}.
- crash_type, by the symptom rather than the exception class ("tensor shape mismatch": shapes, dimensions or feature counts that do not fit; "unsupported broadcast": broadcasting or assignment between incompatible shapes; "invalid argument": an argument of the wrong type, value or combination; "data value violation": values of the data that break the API's expectations, such as NaN or text where numbers are needed; "value error": a value that cannot be parsed or converted; "variable not found": a NameError on a variable; "module not found": a missing import, or a NameError on a module alias). One of: {", ".join(CRASH_TYPES)}.
- pipeline_stage, by what the crashing statement is for. One of: {", ".join(PIPELINE_STAGES)}."""


def _cells(cells: Sequence[tuple[str, str]], heading: str) -> str:
    parts = [heading]
    for cell_id, code in cells:
        parts.append(f"--- cell {cell_id} ---\n{code}")
    return "\n".join(parts)


def _error(cell_id: str, ename: str, evalue: str, traceback: Sequence[str]) -> str:
    text = "\n".join(traceback).strip() or f"{ename}: {evalue}"
    return f"The error, raised by cell {cell_id}:\n{ename}: {evalue}\n\nTraceback:\n{text}"


def detect_prompt(executed: Sequence[tuple[str, str]], target: tuple[str, str]) -> str:
    ran = _cells(executed, "These cells ran, in this order, in a fresh kernel:")
    return (
        f"{ran}\n\nThen this cell runs:\n--- cell {target[0]} ---\n{target[1]}\n\n"
        'Will this last cell raise an exception? Answer {"crash": true} or {"crash": false}.'
    )


def _crashed(
    cells: Sequence[tuple[str, str]],
    order: Sequence[str],
    error: tuple[str, str, str, Sequence[str]],
) -> str:
    notebook = _cells(cells, "The notebook's code cells, in the order they appear:")
    return f"{notebook}\n\nThe cells the user ran, in order: {', '.join(order)}\n\n{_error(*error)}"


# What the model is asked about a crashed notebook, per task.
_QUESTIONS = {
    "diagnose": f"{_LABEL_RULES}\n\n"
    'Answer {"library_cause": ..., "crash_type": ..., "root_cause": ..., '
    '"pipeline_stage": ..., "diagnosis": "two to five sentences: what fails, why, and where '
    '(name the cell and the line)"}.',
    "localize": "Which cells must a fix change, or run, for the notebook to work? "
    'Answer {"cell_ids": [...]} with cell ids from above, the most likely first.',
    "repair": "Repair the notebook with the smallest change that keeps what it is meant to do. "
    'Answer {"cells": {"<cell id>": "<the cell\'s whole new code>"}} with only the cells you '
    'change (a new id adds a cell at the end), and "execution_order": [...] only when the '
    "cells must run in another order than the user's, followed by the cells below the crash.",
}


def crash_prompt(
    task: str,
    cells: Sequence[tuple[str, str]],
    order: Sequence[str],
    error: tuple[str, str, str, Sequence[str]],
) -> str:
    """The prompt of ``diagnose``, ``localize`` or ``repair`` for one crashed notebook."""
    return f"{_crashed(cells, order, error)}\n\n{_QUESTIONS[task]}"


def judge_prompt(reference: str, predicted: str) -> str:
    """For ``evaluate diagnose --judge-model``: does a predicted diagnosis find the cause?"""
    return (
        "Two diagnoses of the same crash of a notebook. The reference is right.\n\n"
        f"Reference:\n{reference}\n\nPredicted:\n{predicted}\n\n"
        "Does the predicted diagnosis identify the same cause of the crash as the reference (what "
        "fails and why; wording and detail may differ, a wrong or missing cause does not agree)? "
        'Answer {"agrees": true} or {"agrees": false}.'
    )
