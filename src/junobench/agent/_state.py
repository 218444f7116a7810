"""The runtime context of a crash for the single-shot tasks (``export --with-state``): the names
the kernel held right after the crash, each with what ``inspect_variable`` shows of it (type,
shape, dtype, length, a frame's columns and dtypes, a short repr without memory addresses).

Taken from the reproduced notebook replayed through its crash, as an episode starts: only what
the crashed session defined, so nothing of the fix; modules, names starting with ``_`` and
IPython's own are left out, and at most ``MAX_NAMES`` are kept (in the namespace's order)."""

from __future__ import annotations

import asyncio
import json
import re
from collections.abc import Sequence
from typing import Any

from ..cases import Case
from ..engine import Engine, Limits
from ..formats import VariableState
from ._episode import Episode

__all__ = ["MAX_NAMES", "crash_states_async"]

MAX_NAMES = 60
_ADDRESS = re.compile(r" at 0x[0-9a-fA-F]+")

# Run in a scratch copy of the crashed kernel, after the episode's describer is defined there.
_LIST = """
def _junobench_state():
    import builtins as b
    import json
    import types
    from IPython import get_ipython

    shell = get_ipython()
    hidden = shell.user_ns_hidden
    found = []
    for name, value in b.list(shell.user_ns.items()):
        if name.startswith("_") or name in hidden or b.isinstance(value, types.ModuleType):
            continue
        if b.len(found) >= LIMIT:
            break
        try:
            described = json.loads(_junobench_describe(name))
        except b.Exception as error:
            described = {"type": b.type(value).__name__, "repr": f"<not described: {error}>"}
        found.append({"name": name, **described})
    return json.dumps(found)
""".replace("LIMIT", str(MAX_NAMES))


async def crash_states_async(
    cases: Sequence[Case], engine: Engine, *, jobs: int = 1, limits: Limits | None = None
) -> dict[str, list[VariableState]]:
    """Case id -> the names of its kernel right after its crash (see the module's notes)."""
    gate = asyncio.Semaphore(max(1, jobs))

    async def one(case: Case) -> tuple[str, list[VariableState]]:
        async with gate, Episode.open(case, engine, limits=limits, agent="state") as episode:
            observation = await episode.scratch_value(_LIST, "_junobench_state()")
        return case.id, [_state(item) for item in json.loads(observation)]

    async with asyncio.TaskGroup() as group:
        tasks = [group.create_task(one(case)) for case in cases]
    return dict(task.result() for task in tasks)


def _state(item: dict[str, Any]) -> VariableState:
    return VariableState(
        name=str(item["name"]),
        type=str(item.get("type", "")),
        shape=item.get("shape"),
        dtype=item.get("dtype"),
        length=item.get("length"),
        columns=item.get("columns"),
        repr=_ADDRESS.sub("", str(item.get("repr", "")))[:300],
    )
