"""The synchronous forms of the public async functions, for scripts."""

from __future__ import annotations

import asyncio
import functools
from collections.abc import Callable, Coroutine
from typing import Any, ParamSpec, TypeVar

from ._exceptions import UsageError

__all__ = ["run_sync", "sync_twin"]

T = TypeVar("T")
P = ParamSpec("P")


def sync_twin(function: Callable[P, Coroutine[Any, Any, T]]) -> Callable[P, T]:
    """The synchronous form of the public ``<name>_async`` function ``function``, for scripts:
    same parameters and documentation, named ``<name>``. Inside a running event loop (Jupyter)
    it says to ``await`` the async form instead (``run_sync``)."""
    name = function.__name__.removesuffix("_async")

    @functools.wraps(function)
    def twin(*args: P.args, **kwargs: P.kwargs) -> T:
        return run_sync(function(*args, **kwargs), name)

    twin.__name__ = twin.__qualname__ = name
    twin.__doc__ = f"``{function.__name__}`` for scripts (not inside a running event loop).\n\n" + (
        function.__doc__ or ""
    )
    return twin


def run_sync(coroutine: Coroutine[Any, Any, T], name: str) -> T:
    """Run ``coroutine`` for the synchronous form of a public function. Inside a running event
    loop (a Jupyter notebook, where our users work) that cannot be done: the error says to
    ``await`` the ``_async`` form instead."""
    try:
        asyncio.get_running_loop()
    except RuntimeError:
        return asyncio.run(coroutine)
    coroutine.close()
    raise UsageError(
        f"{name}() cannot run inside a running event loop (as in Jupyter): "
        f"use 'await {name}_async(...)'"
    )
