"""Names of a package imported when first used, so that importing the package stays fast."""

from __future__ import annotations

import importlib
from collections.abc import Callable, Mapping
from typing import Any


def lazy_attributes(
    package: str, modules: Mapping[str, str]
) -> tuple[Callable[[str], Any], Callable[[], list[str]]]:
    """The module-level ``__getattr__`` and ``__dir__`` of ``package``, whose public names are
    defined in the modules ``modules`` maps them to (relative names, such as ``"._fast"``)."""
    namespace = importlib.import_module(package).__dict__

    def __getattr__(name: str) -> Any:
        module = modules.get(name)
        if module is None:
            raise AttributeError(f"module {package!r} has no attribute {name!r}")
        value = getattr(importlib.import_module(module, package), name)
        namespace[name] = value
        return value

    def __dir__() -> list[str]:
        return sorted(modules)

    return __getattr__, __dir__
