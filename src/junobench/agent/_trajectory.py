"""Trajectories: every tool call of an episode and what the agent saw, as typed records in JSON
Lines (docs/tasks/agent.md; ``junobench schema agent``).

A trajectory is a ``start`` record, one ``call`` record per tool call, and an ``end`` record with
the outcome and the submitted prediction. It replays: the edits it records, applied to the case's
reproduced notebook, and its submission give the prediction it ended with
(``_edits.replayed_prediction``), which scores the same.
"""

from __future__ import annotations

import json
from pathlib import Path
from typing import Annotated, Any, Literal

from pydantic import BaseModel, ConfigDict, Field, TypeAdapter, ValidationError

from .._exceptions import PredictionsError

__all__ = ["Call", "End", "Record", "Start", "Trajectory", "read_trajectory", "trajectory_schema"]

TRAJECTORY_VERSION = 1


class _Record(BaseModel):
    model_config = ConfigDict(extra="forbid", frozen=True)


class Start(_Record):
    """The episode began: its case, the agent, its budget and tools, and whether its kernels
    were sandboxed."""

    kind: Literal["start"] = "start"
    version: int = TRAJECTORY_VERSION
    case_id: str
    agent: str = ""
    budget: dict[str, int | float]
    isolated: bool
    tools: list[str]


class Call(_Record):
    """One tool call: its arguments, the observation as the agent saw it (cut to the budget),
    whether the call failed, its seconds, and the tokens the agent's model spent where known."""

    kind: Literal["call"] = "call"
    step: int
    tool: str
    arguments: dict[str, Any]
    observation: str
    error: bool
    seconds: float
    tokens: int | None = None


class End(_Record):
    """The episode ended: its outcome, why (for ``unsolved``), and the prediction submitted."""

    kind: Literal["end"] = "end"
    case_id: str
    outcome: Literal["resolved", "unresolved", "unsolved"]
    reason: str | None
    steps: int
    seconds: float
    prediction: dict[str, Any] | None


Record = Annotated[Start | Call | End, Field(discriminator="kind")]
_RECORD: TypeAdapter[Start | Call | End] = TypeAdapter(Record)


class Trajectory:
    """An episode's records, kept in order and, with ``path``, appended to that file as they
    come (an episode cut short leaves what it did)."""

    def __init__(self, path: Path | None = None) -> None:
        self.path = path
        self.records: list[Start | Call | End] = []
        if path is not None:
            path.parent.mkdir(parents=True, exist_ok=True)
            path.write_text("", encoding="utf-8")

    def add(self, record: Start | Call | End) -> None:
        self.records.append(record)
        if self.path is not None:
            with self.path.open("a", encoding="utf-8") as file:
                file.write(record.model_dump_json() + "\n")

    @property
    def calls(self) -> list[Call]:
        return [record for record in self.records if isinstance(record, Call)]

    @property
    def end(self) -> End | None:
        ends = [record for record in self.records if isinstance(record, End)]
        return ends[-1] if ends else None


def read_trajectory(path: Path) -> Trajectory:
    """The trajectory in ``path``; a line that is not a record is a ``PredictionsError`` naming
    the file and the line."""
    trajectory = Trajectory()
    try:
        lines = path.read_text(encoding="utf-8").splitlines()
    except (OSError, UnicodeDecodeError) as error:
        raise PredictionsError(path, None, f"cannot read the trajectory: {error}") from error
    for number, line in enumerate(lines, start=1):
        if not line.strip():
            continue
        try:
            trajectory.records.append(_RECORD.validate_json(line))
        except ValidationError as error:
            first = error.errors()[0]
            where = ".".join(str(part) for part in first["loc"])
            raise PredictionsError(
                path, number, f"not a trajectory record: {where}: {first['msg']}"
            ) from None
    if not trajectory.records or not isinstance(trajectory.records[0], Start):
        raise PredictionsError(path, 1, "a trajectory starts with a 'start' record")
    return trajectory


def trajectory_schema() -> dict[str, Any]:
    """The JSON Schema of a trajectory line."""
    found: dict[str, Any] = json.loads(json.dumps(_RECORD.json_schema()))
    return found
