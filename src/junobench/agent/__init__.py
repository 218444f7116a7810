"""Agents: a case worked through tools over its live kernel (docs/tasks/agent.md).

``Episode`` is one case, its kernel standing at the crash; ``TOOLS`` the tools an agent calls,
with their JSON Schemas; trajectories record every call and replay. The MCP server, the command
line's ``agent run`` and the reference agents are built on these."""

from __future__ import annotations

from typing import TYPE_CHECKING

from .._lazy import lazy_attributes

if TYPE_CHECKING:
    from ._edits import replayed_prediction
    from ._episode import Budget, Episode, EpisodeResult, Observation, Outcome
    from ._tools import TOOLS, ToolSpec
    from ._trajectory import Call, End, Start, Trajectory, read_trajectory

_MODULES: dict[str, str] = {
    "Budget": "._episode",
    "Call": "._trajectory",
    "End": "._trajectory",
    "Episode": "._episode",
    "EpisodeResult": "._episode",
    "Observation": "._episode",
    "Outcome": "._episode",
    "Start": "._trajectory",
    "TOOLS": "._tools",
    "ToolSpec": "._tools",
    "Trajectory": "._trajectory",
    "read_trajectory": "._trajectory",
    "replayed_prediction": "._edits",
}

__all__ = [
    "TOOLS",
    "Budget",
    "Call",
    "End",
    "Episode",
    "EpisodeResult",
    "Observation",
    "Outcome",
    "Start",
    "ToolSpec",
    "Trajectory",
    "read_trajectory",
    "replayed_prediction",
]

__getattr__, __dir__ = lazy_attributes(__name__, _MODULES)
