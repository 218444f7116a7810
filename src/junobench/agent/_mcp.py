"""``junobench mcp CASE``: one episode's tools served over MCP (stdio, the official ``mcp`` SDK),
so that any MCP-capable coding agent can work a case.

The server answers at once; the episode (the notebook replayed through its crash) starts beside
it, and the first tool call waits for it. Calls are carried out one at a time, in the order they
arrive. The result (``result.json``: the episode's outcome and score) is written when the agent
submits and again when the server stops; the trajectory is appended to as the calls come.
"""

from __future__ import annotations

import asyncio
import contextlib
import json
from pathlib import Path
from typing import Any

from .._exceptions import UsageError
from .._version import __version__
from ..cases import Case
from ..engine import Engine, Limits
from ._budget import Budget
from ._episode import Episode, Observation
from ._tools import INSTRUCTIONS, TOOLS

__all__ = ["serve_mcp"]


def _mcp_modules() -> Any:
    try:
        import mcp.types as types
        from mcp.server.lowlevel import Server
        from mcp.server.stdio import stdio_server
    except ImportError:
        raise UsageError(
            "the MCP server needs the 'mcp' package: pip install 'junobench[mcp]'"
        ) from None
    return types, Server, stdio_server


async def serve_mcp(
    case: Case,
    engine: Engine,
    out: Path,
    *,
    budget: Budget | None = None,
    limits: Limits | None = None,
) -> dict[str, Any]:
    """Serve ``case``'s episode on this process's stdin and stdout until the client leaves;
    ``out`` receives ``result.json`` and ``trajectory.jsonl``. Returns the result."""
    types, server_class, stdio_server = _mcp_modules()
    out.mkdir(parents=True, exist_ok=True)
    result_path = out / "result.json"
    ready: asyncio.Future[Episode] = asyncio.get_running_loop().create_future()
    stop = asyncio.Event()
    lock = asyncio.Lock()

    async def hold_episode() -> None:
        try:
            async with Episode.open(
                case,
                engine,
                budget=budget,
                limits=limits,
                trajectory=out / "trajectory.jsonl",
                agent="mcp",
            ) as episode:
                ready.set_result(episode)
                await stop.wait()
        except BaseException as error:
            if not ready.done():
                ready.set_exception(error)
            raise
        finally:
            if ready.done() and not ready.cancelled() and ready.exception() is None:
                _write_result(result_path, ready.result())

    async def list_tools(context: Any, params: Any) -> Any:
        return types.ListToolsResult(
            tools=[
                types.Tool(name=spec.name, description=spec.description, inputSchema=spec.schema())
                for spec in TOOLS.values()
            ]
        )

    async def call_tool(context: Any, params: Any) -> Any:
        try:
            episode = await asyncio.shield(ready)
        except Exception as error:
            observation = Observation(f"the episode could not start: {error}", error=True)
        else:
            async with lock:
                observation = await episode.call(params.name, dict(params.arguments or {}))
            if observation.ended and episode.ended:
                _write_result(result_path, episode)
        return types.CallToolResult(
            content=[types.TextContent(text=observation.text)],
            structuredContent=observation.data or None,
            isError=observation.error,
        )

    server = server_class(
        "junobench",
        version=__version__,
        instructions=INSTRUCTIONS,
        on_list_tools=list_tools,
        on_call_tool=call_tool,
    )
    async with stdio_server() as (read, write):
        # Started once the standard streams are claimed: nothing the kernels print reaches them.
        holder = asyncio.create_task(hold_episode())
        try:
            await server.run(read, write, server.create_initialization_options())
        finally:
            stop.set()
            with contextlib.suppress(Exception):  # never started: its error is the result
                await holder
    if not ready.done() or ready.exception() is not None:
        problem = "never started" if not ready.done() else str(ready.exception())
        document = {"id": case.id, "outcome": "unsolved", "reason": f"the episode {problem}"}
        result_path.write_text(json.dumps(document, indent=1) + "\n", encoding="utf-8")
        return document
    written: dict[str, Any] = json.loads(result_path.read_text(encoding="utf-8"))
    return written


def _write_result(path: Path, episode: Episode) -> None:
    if episode.ended:
        document = episode.result.to_json()
        document["isolated"] = episode.engine.isolated
        path.write_text(json.dumps(document, indent=1) + "\n", encoding="utf-8")
