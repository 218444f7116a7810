"""Growing the benchmark: a case from a notebook that crashed (``junobench add``)."""

from __future__ import annotations

from typing import TYPE_CHECKING

from .._lazy import lazy_attributes

if TYPE_CHECKING:
    from ._add import AddResult, add_case, add_case_async

_MODULES: dict[str, str] = {
    "AddResult": "._add",
    "add_case": "._add",
    "add_case_async": "._add",
}

__all__ = ["AddResult", "add_case", "add_case_async"]

__getattr__, __dir__ = lazy_attributes(__name__, _MODULES)
