"""Agents: a case worked through tools over its live kernel (docs/tasks/agent.md).

``Episode`` is one case, its kernel standing at the crash; ``TOOLS`` the tools an agent calls,
with their JSON Schemas; trajectories record every call and replay. The MCP server, the command
line's ``agent run`` and the reference agents are built on these."""

from __future__ import annotations

from typing import TYPE_CHECKING

from .._lazy import lazy_attributes

if TYPE_CHECKING:
    from ._budget import AGENTS, Budget
    from ._edits import replayed_prediction
    from ._episode import Episode, EpisodeResult, Observation, Outcome, ParkedCrashes
    from ._llm_agent import LLMAgent
    from ._mcp import serve_mcp
    from ._report import AgentCase, AgentReport, agent_report_async
    from ._run import (
        Agent,
        AgentRun,
        CaseResult,
        RemoteEpisode,
        agent_predictions,
        is_agent_run,
        make_agent,
        play_episode,
        run_agent_async,
    )
    from ._scripted import ScriptedAgent
    from ._state import crash_states_async
    from ._tools import TOOLS, ToolSpec
    from ._trajectory import Call, End, Start, Trajectory, read_trajectory, trajectory_schema

_MODULES: dict[str, str] = {
    "AGENTS": "._budget",
    "AgentCase": "._report",
    "AgentReport": "._report",
    "agent_report_async": "._report",
    "Agent": "._run",
    "AgentRun": "._run",
    "CaseResult": "._run",
    "LLMAgent": "._llm_agent",
    "ScriptedAgent": "._scripted",
    "crash_states_async": "._state",
    "agent_predictions": "._run",
    "is_agent_run": "._run",
    "make_agent": "._run",
    "play_episode": "._run",
    "RemoteEpisode": "._run",
    "run_agent_async": "._run",
    "Budget": "._budget",
    "Call": "._trajectory",
    "End": "._trajectory",
    "Episode": "._episode",
    "EpisodeResult": "._episode",
    "Observation": "._episode",
    "Outcome": "._episode",
    "ParkedCrashes": "._episode",
    "Start": "._trajectory",
    "TOOLS": "._tools",
    "ToolSpec": "._tools",
    "Trajectory": "._trajectory",
    "read_trajectory": "._trajectory",
    "replayed_prediction": "._edits",
    "serve_mcp": "._mcp",
    "trajectory_schema": "._trajectory",
}

__all__ = [
    "AGENTS",
    "TOOLS",
    "Agent",
    "AgentCase",
    "AgentReport",
    "AgentRun",
    "Budget",
    "Call",
    "CaseResult",
    "End",
    "Episode",
    "EpisodeResult",
    "LLMAgent",
    "Observation",
    "Outcome",
    "ParkedCrashes",
    "RemoteEpisode",
    "ScriptedAgent",
    "Start",
    "ToolSpec",
    "Trajectory",
    "agent_predictions",
    "agent_report_async",
    "crash_states_async",
    "is_agent_run",
    "make_agent",
    "play_episode",
    "read_trajectory",
    "replayed_prediction",
    "run_agent_async",
    "serve_mcp",
    "trajectory_schema",
]

__getattr__, __dir__ = lazy_attributes(__name__, _MODULES)
