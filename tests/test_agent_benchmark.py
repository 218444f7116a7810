"""The scripted agent works a sample of the benchmark's cases, one from every library (the one
with the shortest recorded order), as ``junobench agent run scripted`` does: every case ends with
a result and a trajectory that starts at the crash and ends with the outcome, and the tools it
uses all work on real notebooks. Its resolve rate over all 111 cases is measured once and written
in README.md."""

from __future__ import annotations

import asyncio
from pathlib import Path

import pytest

from junobench import Benchmark, FastEngine, default_root
from junobench.agent import ScriptedAgent, read_trajectory, run_agent_async

pytestmark = [pytest.mark.kernel, pytest.mark.benchmark, pytest.mark.timeout(1800)]

BENCHMARK = Benchmark(default_root())


def shortest_of_each_library() -> list[str]:
    """Of each library, the case whose recorded order has the fewest steps (the first of them):
    the episode replays it before the agent starts, so these start soonest (220 s of episodes
    for the first case of each library, 151 s for these, measured over all 111 on 2026-12-05)."""
    chosen: dict[str, tuple[int, str]] = {}
    for case_id in BENCHMARK.case_ids():
        steps = len(BENCHMARK.case(case_id).reproduced().order())
        library = case_id.rsplit("_", 1)[0]
        if library not in chosen or steps < chosen[library][0]:
            chosen[library] = (steps, case_id)
    return [case_id for _, case_id in chosen.values()]


def test_the_scripted_agent_works_a_case_of_every_library(tmp_path: Path) -> None:
    case_ids = shortest_of_each_library()
    cases = [BENCHMARK.case(case_id) for case_id in case_ids]

    async def work() -> object:
        async with FastEngine.for_cases(cases) as engine:
            return await run_agent_async(
                BENCHMARK, case_ids, ScriptedAgent(), tmp_path, engine=engine, jobs=2
            )

    run = asyncio.run(work())
    outcomes = {result.case_id: result.outcome for result in run.results}  # type: ignore[attr-defined]
    assert list(outcomes) == case_ids
    assert set(outcomes.values()) <= {"resolved", "unresolved"}, outcomes  # each submitted
    used: set[str] = set()
    for case in cases:
        trajectory = read_trajectory(tmp_path / case.id / "trajectory.jsonl")
        calls = trajectory.calls
        assert calls[0].tool == "read_error" and case.crash.ename in calls[0].observation
        assert not any(call.error and call.tool != "inspect_variable" for call in calls), [
            (call.tool, call.observation[:200]) for call in calls if call.error
        ]
        assert trajectory.end is not None and trajectory.end.outcome == outcomes[case.id]
        used |= {call.tool for call in calls}
    assert used >= {"read_error", "read_notebook", "inspect_variable", "run_cells", "submit"}
