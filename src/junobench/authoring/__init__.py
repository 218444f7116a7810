"""Growing and guarding the benchmark: a case from a notebook that crashed (``junobench add``),
and the benchmark under another surface (``junobench twins``)."""

from __future__ import annotations

from typing import TYPE_CHECKING

from .._lazy import lazy_attributes

if TYPE_CHECKING:
    from ._add import AddResult, add_case, add_case_async
    from ._rename import Renaming
    from ._twins import TwinResult, make_twins, make_twins_async, twin_case

_MODULES: dict[str, str] = {
    "AddResult": "._add",
    "add_case": "._add",
    "add_case_async": "._add",
    "Renaming": "._rename",
    "TwinResult": "._twins",
    "make_twins": "._twins",
    "make_twins_async": "._twins",
    "twin_case": "._twins",
}

__all__ = [
    "AddResult",
    "Renaming",
    "TwinResult",
    "add_case",
    "add_case_async",
    "make_twins",
    "make_twins_async",
    "twin_case",
]

__getattr__, __dir__ = lazy_attributes(__name__, _MODULES)
