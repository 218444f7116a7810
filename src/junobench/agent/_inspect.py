"""The benchmark as an inspect_ai task (the optional extra ``junobench[inspect]``).

Each case is a sample. Its solver opens the case's episode (the notebook replayed through its
crash in a kernel of the pinned environment), gives the episode's ten tools to the agent as
inspect tools and runs the agent until it submits or its budget ends the episode; the scorer
reads the outcome that the episode's own ``submit`` judged, exactly as ``evaluate repair``
judges a prediction (fresh kernel, continuation order, the case's oracle)::

    inspect eval junobench/junobench --model openai/gpt-5 -T cases=pandas_*
    inspect eval junobench/junobench --model mockllm/model -T agent=scripted -T cases=pandas_1

``agent=model`` (the default) is a tool-calling loop over inspect's model, the one given to
``inspect eval``; ``agent=scripted`` runs the ``scripted`` reference agent, its calls made
through the same inspect tools (they are in the log as any model's are). inspect_ai pins
packages the benchmark's environment pins otherwise (python-dateutil, fsspec), so it is usually
installed in an environment of its own: ``$JUNOBENCH_KERNEL_PYTHON`` then names the pinned
environment's interpreter (``.venv/bin/python``), in which every kernel runs.
"""

from __future__ import annotations

import fnmatch
from pathlib import Path
from typing import Any

from inspect_ai import Task, task
from inspect_ai.dataset import Sample
from inspect_ai.model import (
    ChatMessageAssistant,
    ChatMessageSystem,
    ChatMessageUser,
    execute_tools,
    get_model,
)
from inspect_ai.scorer import Score, Target, accuracy, scorer, stderr
from inspect_ai.solver import Generate, Solver, TaskState, solver
from inspect_ai.tool import ToolCall, ToolDef, ToolParams

from .._exceptions import UsageError
from ..cases import Benchmark, default_root
from ..engine import FastEngine, Limits
from ._budget import Budget
from ._episode import Episode, Observation
from ._scripted import ScriptedAgent
from ._tools import IDLE_TURNS, INSTRUCTIONS, NUDGE, START, TOOLS

__all__ = ["episode_tools", "junobench", "junobench_scorer", "junobench_solver"]

# Where a sample keeps its episode's result for the scorer.
RESULT_KEY = "junobench_result"


@task
def junobench(
    cases: str | None = None,
    agent: str = "model",
    root: str | None = None,
    steps: int = 40,
    seconds: float = 900.0,
    call_seconds: float = 120.0,
    output_chars: int = 6000,
    trajectories: str | None = None,
) -> Task:
    """The benchmark's cases (``cases``: ids or patterns, comma-separated; default all) as
    samples, worked by ``agent`` (``model`` or ``scripted``) within the episode's budget.
    ``trajectories``: a folder for each case's ``trajectory.jsonl``."""
    benchmark = Benchmark(Path(root).resolve() if root else default_root())
    chosen = _selected(benchmark, cases)
    dataset = [
        Sample(id=case_id, input=START, metadata={"library": case_id.rsplit("_", 1)[0]})
        for case_id in chosen
    ]
    budget = Budget(
        steps=steps, seconds=seconds, call_seconds=call_seconds, output_chars=output_chars
    )
    return Task(
        dataset=dataset,
        solver=junobench_solver(
            benchmark, agent, budget, Path(trajectories) if trajectories else None
        ),
        scorer=junobench_scorer(),
        name="junobench",
    )


def _selected(benchmark: Benchmark, cases: str | None) -> list[str]:
    known = benchmark.case_ids()
    if not cases:
        return known
    chosen: list[str] = []
    for pattern in (part.strip() for part in cases.split(",")):
        matched = [case_id for case_id in known if fnmatch.fnmatchcase(case_id, pattern)]
        if not matched:
            raise UsageError(f"cases={cases}: no case matches {pattern!r}")
        chosen += [case_id for case_id in matched if case_id not in chosen]
    return chosen


class _Steps:
    """What the episode's inspect tools share: the observations they gave, in order, and the
    tokens the model spent on the step that asked for the next call (recorded with it)."""

    def __init__(self) -> None:
        self.seen: list[Observation] = []
        self.tokens: int | None = None


def episode_tools(episode: Episode, steps: _Steps | None = None) -> list[Any]:
    """The episode's tools as inspect tools, with the JSON Schemas of ``TOOLS``."""
    shared = steps or _Steps()

    def make(name: str) -> Any:
        async def call(**arguments: Any) -> str:
            tokens, shared.tokens = shared.tokens, None
            observation = await episode.call(name, arguments, tokens=tokens)
            shared.seen.append(observation)
            return observation.text

        return call

    return [
        ToolDef(
            make(spec.name),
            name=spec.name,
            description=spec.description,
            parameters=ToolParams.model_validate(spec.schema()),
        ).as_tool()
        for spec in TOOLS.values()
    ]


@solver
def junobench_solver(
    benchmark: Benchmark, agent: str, budget: Budget, trajectories: Path | None = None
) -> Solver:
    """Open the sample's episode, let ``agent`` work it through the inspect tools, and keep the
    episode's result in the sample's store for ``junobench_scorer``."""
    if agent not in ("model", "scripted"):
        raise UsageError(f"agent={agent}: the agents of the inspect task are model and scripted")

    async def solve(state: TaskState, generate: Generate) -> TaskState:
        case = benchmark.case(str(state.sample_id))
        trajectory = None if trajectories is None else trajectories / case.id / "trajectory.jsonl"
        async with (
            FastEngine.for_cases([case]) as engine,
            Episode.open(
                case,
                engine,
                budget=budget,
                limits=Limits(),
                trajectory=trajectory,
                agent=f"inspect-{agent}",
            ) as episode,
        ):
            steps = _Steps()
            state.tools = episode_tools(episode, steps)
            if agent == "scripted":
                await ScriptedAgent().work(_Relay(episode, state, steps))
            else:
                await _model_loop(episode, state, steps)
            episode.abandon("the agent stopped without submitting")
        document = episode.result.to_json()
        document["isolated"] = engine.isolated
        state.store.set(RESULT_KEY, document)
        state.completed = True
        return state

    return solve


async def _model_loop(episode: Episode, state: TaskState, steps: _Steps) -> None:
    """The model given to inspect calls the tools until the episode ends (a submission or its
    budget); answers in words get a nudge, and three in a row end the episode."""
    model = get_model()
    state.messages.insert(0, ChatMessageSystem(content=INSTRUCTIONS))
    idle = 0
    while not episode.ended:
        output = await model.generate(state.messages, state.tools)
        state.output = output
        state.messages.append(output.message)
        if not output.message.tool_calls:
            idle += 1
            if idle >= IDLE_TURNS:
                episode.abandon(f"the model answered {IDLE_TURNS} times without calling a tool")
                return
            state.messages.append(ChatMessageUser(content=NUDGE))
            continue
        idle = 0
        steps.tokens = output.usage.total_tokens if output.usage is not None else None
        result = await execute_tools(state.messages, state.tools)
        state.messages.extend(result.messages)


class _Relay:
    """The episode as the scripted agent calls it, each call made through inspect's tools: an
    assistant message asks for it, inspect runs the tool, its message joins the sample's."""

    def __init__(self, episode: Episode, state: TaskState, steps: _Steps) -> None:
        self._episode = episode
        self._state = state
        self._seen = steps.seen

    @property
    def ended(self) -> bool:
        return self._episode.ended

    async def call(
        self, tool: str, arguments: Any = None, *, tokens: int | None = None
    ) -> Observation:
        number = len(self._seen) + 1
        request = ToolCall(id=f"scripted-{number}", function=tool, arguments=arguments or {})
        self._state.messages.append(ChatMessageAssistant(content="", tool_calls=[request]))
        before = len(self._seen)
        result = await execute_tools(self._state.messages, self._state.tools)
        self._state.messages.extend(result.messages)
        if len(self._seen) == before:  # inspect refused the call before the tool ran
            text = " ".join(str(message.text) for message in result.messages)
            return Observation(text or "the call was refused", error=True)
        return self._seen[-1]


@scorer(metrics=[accuracy(), stderr()])
def junobench_scorer() -> Any:
    """1 where the episode's submission resolved the case, else 0; the explanation is the
    outcome and its reason, the metadata the whole result (as ``result.json`` has it)."""

    async def score(state: TaskState, target: Target) -> Score:
        document: dict[str, Any] | None = state.store.get(RESULT_KEY)
        if document is None:
            return Score(value=0, answer="unsolved", explanation="the episode never started")
        reason = document.get("reason")
        outcome = str(document["outcome"])
        return Score(
            value=1 if document.get("resolved") else 0,
            answer=outcome,
            explanation=outcome + (f": {reason}" if reason else ""),
            metadata=document,
        )

    return score
