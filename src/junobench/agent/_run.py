"""An agent run over cases: one episode per case, ``--jobs`` at once, each leaving
``RUN_DIR/<case_id>/result.json`` and ``trajectory.jsonl``. A run folder resumes: a case whose
result was written for the same case files, agent, budget and limits is not run again."""

from __future__ import annotations

import asyncio
import hashlib
import json
import os
import time
from collections.abc import Awaitable, Callable, Sequence
from dataclasses import dataclass
from pathlib import Path
from typing import Any, Protocol

from .._exceptions import EngineError, UsageError
from .._version import __version__
from ..cases import Benchmark, Case
from ..engine import Engine, Limits, fingerprint
from ..llm import LLMSettings
from ._budget import AGENTS, Budget
from ._episode import Episode

__all__ = [
    "AGENTS",
    "Agent",
    "AgentRun",
    "CaseResult",
    "RemoteEpisode",
    "agent_predictions",
    "is_agent_run",
    "make_agent",
    "play_episode",
    "run_agent_async",
]

RESULT_VERSION = 1


class Agent(Protocol):
    """An agent: ``name`` for the trajectories and results, and ``work``, which calls the
    episode's tools until it submits or its budget ends it."""

    name: str

    async def work(self, episode: Episode) -> None: ...


def make_agent(name: str, llm: LLMSettings | None = None) -> Agent:
    """The built-in agent ``name`` (``AGENTS``); ``llm`` needs the endpoint's settings."""
    if name == "scripted":
        from ._scripted import ScriptedAgent

        return ScriptedAgent()
    if name == "llm":
        if llm is None:
            raise UsageError("the llm agent needs an endpoint: --base-url URL --model NAME")
        from ._llm_agent import LLMAgent

        return LLMAgent(llm)
    raise UsageError(f"unknown agent {name!r}; the agents are {', '.join(AGENTS)}")


@dataclass(frozen=True)
class CaseResult:
    """One case's episode as its ``result.json`` keeps it."""

    case_id: str
    outcome: str
    reason: str | None
    steps: int
    seconds: float
    document: dict[str, Any]

    @property
    def resolved(self) -> bool:
        return self.outcome == "resolved"

    @property
    def id(self) -> str:
        return self.case_id


@dataclass(frozen=True)
class AgentRun:
    agent: str
    results: tuple[CaseResult, ...]
    seconds: float

    @property
    def resolve_rate(self) -> float:
        return sum(result.resolved for result in self.results) / max(1, len(self.results))

    def to_json(self) -> dict[str, Any]:
        return {
            "agent": self.agent,
            "cases": len(self.results),
            "resolved": sum(result.resolved for result in self.results),
            "resolve_rate": round(self.resolve_rate, 4),
            "seconds": round(self.seconds, 3),
            "results": [result.document for result in self.results],
        }


class _RunDir:
    def __init__(self, folder: Path, settings: dict[str, Any]) -> None:
        if folder.exists() and not folder.is_dir():
            raise UsageError(f"--run-dir {folder}: is a file, not a folder")
        self.folder = folder
        self.settings = {"harness": __version__, **settings}

    def key(self, case_folder: Path) -> str:
        text = json.dumps({"case": fingerprint(case_folder), **self.settings}, sort_keys=True)
        return hashlib.sha256(text.encode()).hexdigest()

    def stored(self, case_folder: Path) -> CaseResult | None:
        try:
            document = json.loads((self.folder / case_folder.name / "result.json").read_text())
            if document.get("version") != RESULT_VERSION or document.get("key") != self.key(
                case_folder
            ):
                return None
            return _result(document)
        except (OSError, ValueError, KeyError, TypeError):
            return None

    def keep(self, case_folder: Path, document: dict[str, Any]) -> CaseResult:
        document = {"version": RESULT_VERSION, "key": self.key(case_folder), **document}
        folder = self.folder / case_folder.name
        folder.mkdir(parents=True, exist_ok=True)
        temporary = folder / ".result.json.tmp"
        temporary.write_text(json.dumps(document, indent=1) + "\n", encoding="utf-8")
        os.replace(temporary, folder / "result.json")
        return _result(document)


def _result(document: dict[str, Any]) -> CaseResult:
    return CaseResult(
        document["id"],
        document["outcome"],
        document.get("reason"),
        int(document.get("steps", 0)),
        float(document.get("seconds", 0.0)),
        document,
    )


# Plays one case's episode where the cases are not run here (a cluster, ``junobench.cluster``):
# its result document, whether to keep it (not where the environment failed: a rerun tries the
# case again) and its trajectory's JSON Lines.
RemoteEpisode = Callable[[Case], Awaitable[tuple[dict[str, Any], bool, str]]]


async def run_agent_async(
    benchmark: Benchmark,
    case_ids: Sequence[str],
    agent: Agent,
    run_dir: Path,
    *,
    engine: Engine | None = None,
    jobs: int = 1,
    budget: Budget | None = None,
    limits: Limits | None = None,
    on_result: Callable[[CaseResult], None] | None = None,
    remote: RemoteEpisode | None = None,
) -> AgentRun:
    """``agent`` over ``case_ids``, ``jobs`` episodes at once, results in ``run_dir``; in the
    order asked. An agent that raises ends its episode unsolved with the reason; an episode
    that could not start (the environment) too, and is not kept, so that a rerun tries it.
    ``remote``: each episode played elsewhere (a Dask cluster's workers, ``junobench.cluster``)
    instead of with ``engine``."""
    if engine is None and remote is None:
        raise UsageError("an agent run needs an engine, or a cluster to play its episodes")
    budget = budget or Budget()
    limits = limits or Limits()
    folder = _RunDir(
        run_dir, {"agent": agent.name, "budget": budget.to_json(), "limits": repr(limits)}
    )
    gate = asyncio.Semaphore(max(1, jobs))
    results: dict[str, CaseResult] = {}
    started = time.monotonic()

    async def one(case_id: str) -> None:
        case = benchmark.case(case_id)
        result = folder.stored(case.path)
        if result is None:
            async with gate:
                if remote is not None:
                    document, keep, trajectory = await remote(case)
                else:
                    assert engine is not None
                    where = folder.folder / case.id / "trajectory.jsonl"
                    document, keep = await play_episode(case, agent, engine, budget, limits, where)
                    trajectory = None
                if trajectory is not None:
                    (folder.folder / case.id).mkdir(parents=True, exist_ok=True)
                    (folder.folder / case.id / "trajectory.jsonl").write_text(
                        trajectory, encoding="utf-8"
                    )
                result = folder.keep(case.path, document) if keep else _result(document)
        results[case_id] = result
        if on_result is not None:
            on_result(result)

    unique = list(dict.fromkeys(case_ids))
    async with asyncio.TaskGroup() as group:
        for case_id in unique:
            group.create_task(one(case_id))
    ordered = tuple(results[case_id] for case_id in unique)
    return AgentRun(agent.name, ordered, time.monotonic() - started)


async def play_episode(
    case: Case,
    agent: Agent,
    engine: Engine,
    budget: Budget,
    limits: Limits,
    trajectory: Path | None,
) -> tuple[dict[str, Any], bool]:
    """``agent``'s episode of ``case``: its result document, and whether to keep it (not where
    the environment failed, so that a rerun tries the case again)."""
    try:
        async with Episode.open(
            case, engine, budget=budget, limits=limits, trajectory=trajectory, agent=agent.name
        ) as episode:
            try:
                await agent.work(episode)
            except EngineError:
                raise
            except Exception as error:  # the agent's bug, not the case's: its episode ends
                episode.abandon(f"the agent failed: {type(error).__name__}: {error}")
    except EngineError as error:
        document = {
            "id": case.id,
            "outcome": "unsolved",
            "resolved": False,
            "reason": f"environment: {error}",
            "steps": 0,
            "seconds": 0.0,
        }
        return document, False
    document = episode.result.to_json()
    document.update(agent=agent.name, isolated=engine.isolated)
    return document, True


def is_agent_run(path: Path) -> bool:
    """Whether ``path`` is an agent run folder (``agent run --run-dir``): a folder of
    ``CASE/result.json`` files."""
    return path.is_dir() and any(path.glob("*/result.json"))


def agent_predictions(run_dir: Path) -> Path:
    """The repair predictions the run's episodes submitted, one line per case that submitted,
    written to ``RUN_DIR/predictions.jsonl`` (so that ``compare repair`` judges them as any
    repair tool's, beside the single-shot tools); its path."""
    lines = []
    for path in sorted(run_dir.glob("*/result.json")):
        try:
            document = json.loads(path.read_text(encoding="utf-8"))
        except (OSError, ValueError) as error:
            raise UsageError(f"{path}: not an agent result: {error}") from None
        prediction = document.get("prediction") if isinstance(document, dict) else None
        if isinstance(prediction, dict):
            lines.append(json.dumps(prediction, ensure_ascii=False))
    target = run_dir / "predictions.jsonl"
    target.write_text("".join(line + "\n" for line in lines), encoding="utf-8")
    return target
