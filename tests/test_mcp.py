"""``junobench mcp CASE`` started as a subprocess and worked by an MCP client over stdio: the
tools listed with their schemas, a notebook-specific case and a library case fixed by tool calls
and resolved, a cheating look at the disk that finds nothing, the result and trajectory files."""

from __future__ import annotations

import asyncio
import json
import sys
from pathlib import Path
from typing import Any

import pytest

from junobench import Benchmark, default_root, sandbox_available
from junobench.agent import TOOLS, read_trajectory
from junobench.verify import gold_repair

pytest.importorskip("mcp", reason="the MCP extra is not installed: pip install 'junobench[mcp]'")

pytestmark = pytest.mark.kernel

BENCHMARK = Benchmark(default_root())
JUNOBENCH = str(Path(sys.executable).parent / "junobench")


async def _work(case_id: str, out: Path, calls: list[tuple[str, dict[str, Any]]]) -> Any:
    from mcp import Client
    from mcp.client.stdio import StdioServerParameters

    server = StdioServerParameters(
        command=JUNOBENCH, args=["mcp", case_id, "--out", str(out), "--steps", "20"]
    )
    async with Client(server) as client:
        listed = await client.list_tools()
        results = [await client.call_tool(tool, arguments) for tool, arguments in calls]
    return listed, results


def _fix_calls(case_id: str) -> list[tuple[str, dict[str, Any]]]:
    """The case's gold fix, made by tool calls: an edit per changed cell, then the submission."""
    gold = gold_repair(BENCHMARK.case(case_id))
    edits = [
        ("edit_cell", {"cell_id": cell, "source": source}) for cell, source in gold.cells.items()
    ]
    order = {} if gold.execution_order is None else {"execution_order": gold.execution_order}
    return [*edits, ("submit", order)]


@pytest.mark.parametrize("case_id", ["NBspecific_8", "pandas_1"])
def test_an_mcp_client_works_a_case_to_resolved(case_id: str, tmp_path: Path) -> None:
    case = BENCHMARK.case(case_id)
    calls = [
        ("read_error", {}),
        ("read_notebook", {"cell_id": case.crash.cell_id}),
        (
            "evaluate",
            {"code": "print(sorted(name for name in dir() if not name.startswith('_'))[:5])"},
        ),
        *_fix_calls(case_id),
        ("read_notebook", {}),  # after the submission: the episode is over
    ]
    listed, results = asyncio.run(_work(case_id, tmp_path, calls))
    assert [tool.name for tool in listed.tools] == list(TOOLS)
    assert all(tool.input_schema["type"] == "object" for tool in listed.tools)
    error, crash_cell, evaluated, *fix, after = results
    assert not error.is_error and case.crash.ename in error.content[0].text
    assert crash_cell.structured_content["id"] == case.crash.cell_id
    assert evaluated.content[0].text.startswith("[")
    submitted = fix[-1]
    assert submitted.content[0].text == "submitted: resolved"
    assert after.is_error and after.content[0].text.startswith("the episode is over")
    result = json.loads((tmp_path / case_id / "result.json").read_text())
    assert result["outcome"] == "resolved" and result["repair"]["resolved"] is True
    trajectory = read_trajectory(tmp_path / case_id / "trajectory.jsonl")
    assert trajectory.end is not None and trajectory.end.outcome == "resolved"
    assert [call.tool for call in trajectory.calls] == [tool for tool, _ in calls[:-1]]


@pytest.mark.skipif(not sandbox_available(), reason="the sandbox (bubblewrap) is not available")
def test_an_agent_that_cheats_through_the_file_system_finds_no_case_file(tmp_path: Path) -> None:
    case = BENCHMARK.case("pandas_1")
    look = (
        "import os, glob\n"
        "print(sorted(os.listdir('.')))\n"
        f"print(os.path.exists({str(case.path)!r}), os.path.exists({str(case.fixed_path)!r}))\n"
        "print(glob.glob('../**/case.toml', recursive=True) + glob.glob('/tmp/**/case.toml', recursive=True))"
    )
    _, (looked, _) = asyncio.run(
        _work("pandas_1", tmp_path, [("evaluate", {"code": look}), ("read_error", {})])
    )
    lines = looked.content[0].text.splitlines()
    assert lines == ["['data', 'pandas_1_reproduced.ipynb']", "False False", "[]"]
    result = json.loads((tmp_path / "pandas_1" / "result.json").read_text())
    assert result["outcome"] == "unsolved"  # the client left without submitting
    assert result["reason"] == "the episode was closed before a submission"
