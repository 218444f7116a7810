"""``junobench evaluate agent RUN_DIR``: an agent run folder scored and described.

Per case: the outcome, steps, seconds, tokens, the tools used, and the step at which the agent
first touched one of the fix's cells (named it in a call: read, edited, deleted, inserted after,
ran). Overall, per library and per stratum of difficulty (``tasks.STRATA``): the resolve rate.
With ``replay``, every trajectory is replayed (its edits and its submission applied to the
reproduced notebook) and its prediction judged again: the outcome must be the one stored.
"""

from __future__ import annotations

import asyncio
import json
from collections import Counter
from collections.abc import Sequence
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from .._exceptions import PredictionsError, UsageError
from ..cases import Benchmark, Case
from ..engine import Engine, Limits
from ..tasks import strata_of
from ..verify import replay_repair
from ._edits import replayed_prediction
from ._trajectory import Call, read_trajectory

__all__ = ["AgentCase", "AgentReport", "agent_report_async"]


@dataclass(frozen=True)
class AgentCase:
    case_id: str
    library: str
    outcome: str
    reason: str | None
    steps: int
    seconds: float
    tokens: int | None
    tools: dict[str, int]
    first_touch: int | None  # the step that first named a fix cell; None: never
    replayed: str | None = None  # the outcome of the replayed trajectory, with ``replay``

    @property
    def resolved(self) -> bool:
        return self.outcome == "resolved"

    def to_json(self) -> dict[str, Any]:
        return {
            "id": self.case_id,
            "library": self.library,
            "outcome": self.outcome,
            "reason": self.reason,
            "steps": self.steps,
            "seconds": round(self.seconds, 3),
            "tokens": self.tokens,
            "tools": self.tools,
            "first_touch_of_fix_cells": self.first_touch,
            "replayed": self.replayed,
        }


@dataclass(frozen=True)
class AgentReport:
    run_dir: Path
    agent: str
    cases: tuple[AgentCase, ...]
    strata: dict[str, dict[str, tuple[int, float]]] = field(default_factory=dict)

    @property
    def resolve_rate(self) -> float:
        return sum(case.resolved for case in self.cases) / max(1, len(self.cases))

    def by_library(self) -> dict[str, tuple[int, float]]:
        groups: dict[str, list[AgentCase]] = {}
        for case in self.cases:
            groups.setdefault(case.library, []).append(case)
        return {
            library: (len(group), sum(case.resolved for case in group) / len(group))
            for library, group in sorted(groups.items())
        }

    @property
    def replay_mismatches(self) -> list[str]:
        return [
            case.case_id
            for case in self.cases
            if case.replayed is not None and case.replayed != case.outcome
        ]

    def to_json(self) -> dict[str, Any]:
        return {
            "run_dir": str(self.run_dir),
            "agent": self.agent,
            "cases": len(self.cases),
            "resolved": sum(case.resolved for case in self.cases),
            "resolve_rate": round(self.resolve_rate, 4),
            "by_library": {
                library: {"cases": count, "resolve_rate": round(rate, 4)}
                for library, (count, rate) in self.by_library().items()
            },
            "strata": {
                name: {
                    value: {"cases": count, "resolve_rate": round(rate, 4)}
                    for value, (count, rate) in values.items()
                }
                for name, values in self.strata.items()
            },
            "replay_mismatches": self.replay_mismatches,
            "results": [case.to_json() for case in self.cases],
        }


def _first_touch(calls: Sequence[Call], fix_cells: set[str]) -> int | None:
    for call in calls:
        named: list[Any] = []
        for key in ("cell_id", "after"):
            named.append(call.arguments.get(key))
        for key in ("cell_ids", "run", "execution_order"):
            value = call.arguments.get(key)
            if isinstance(value, list):
                named += value
        if fix_cells & {name for name in named if isinstance(name, str)}:
            return call.step
    return None


async def agent_report_async(
    benchmark: Benchmark,
    run_dir: Path,
    *,
    case_ids: Sequence[str] | None = None,
    replay: bool = False,
    engine: Engine | None = None,
    jobs: int = 1,
    limits: Limits | None = None,
) -> AgentReport:
    """The report of the run folder ``run_dir`` (every case in it, or ``case_ids``); with
    ``replay``, each trajectory's prediction replayed and judged again with ``engine``."""
    if not run_dir.is_dir():
        raise UsageError(f"{run_dir}: no such run folder (junobench agent run ... --run-dir)")
    stored = {path.parent.name for path in run_dir.glob("*/result.json")}
    found = [case_id for case_id in benchmark.case_ids() if case_id in stored]
    wanted = list(case_ids) if case_ids is not None else found
    missing = [case_id for case_id in wanted if case_id not in found]
    if missing or not wanted:
        raise UsageError(f"{run_dir}: no result for {', '.join(missing) or 'any case'}")
    if replay and engine is None:
        raise UsageError("replaying trajectories needs an engine")
    cases = [benchmark.case(case_id) for case_id in wanted]
    gate = asyncio.Semaphore(max(1, jobs))
    agents: set[str] = set()

    async def one(case: Case) -> AgentCase:
        folder = run_dir / case.id
        try:
            result = json.loads((folder / "result.json").read_text(encoding="utf-8"))
        except (OSError, ValueError) as error:
            raise PredictionsError(folder / "result.json", None, f"unreadable: {error}") from None
        agents.add(str(result.get("agent", "")))
        trajectory = read_trajectory(folder / "trajectory.jsonl")
        calls = trajectory.calls
        tokens = [call.tokens for call in calls if call.tokens is not None]
        replayed = None
        if replay:
            assert engine is not None
            prediction = replayed_prediction(case, calls)
            if prediction is None:
                replayed = "unsolved"
            else:
                async with gate:
                    repair = await replay_repair(engine, case, prediction, limits or Limits())
                replayed = (
                    "unsolved"
                    if repair.status == "error"
                    else "resolved"
                    if repair.resolved
                    else "unresolved"
                )
        return AgentCase(
            case.id,
            case.library_cause,
            str(result["outcome"]),
            result.get("reason"),
            int(result.get("steps", len(calls))),
            float(result.get("seconds", 0.0)),
            sum(tokens) if tokens else None,
            dict(Counter(call.tool for call in calls)),
            _first_touch(calls, set(case.fix.cell_ids)),
            replayed,
        )

    async with asyncio.TaskGroup() as group:
        tasks = [group.create_task(one(case)) for case in cases]
    described = tuple(task.result() for task in tasks)
    by_id = {case.case_id: case for case in described}
    strata = {
        name: {
            value: (
                len(group_cases),
                sum(by_id[case.id].resolved for case in group_cases) / max(1, len(group_cases)),
            )
            for value, group_cases in values.items()
        }
        for name, values in strata_of(cases).items()
    }
    agent = ", ".join(sorted(agents)) or "?"
    return AgentReport(run_dir, agent, described, strata)
