"""The command line: parses, calls the library, renders; exit codes from one table."""

from __future__ import annotations

from typing import TYPE_CHECKING

from .._lazy import lazy_attributes

if TYPE_CHECKING:
    from ._main import main

# Each name -> the module that defines it, imported when the name is first used.
_MODULES: dict[str, str] = {
    "main": "._main",
}

__all__ = [
    "main",
]

__getattr__, __dir__ = lazy_attributes(__name__, _MODULES)
