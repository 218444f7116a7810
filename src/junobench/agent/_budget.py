"""What an agent's episode may spend, and the built-in agents' names (kept apart: the command
line reads them without importing the engine)."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

__all__ = ["AGENTS", "Budget"]

AGENTS = ("scripted", "llm")  # the built-in agents (``_run.make_agent``)


@dataclass(frozen=True)
class Budget:
    """What an episode may spend. Past ``steps`` tool calls or ``seconds`` of wall-clock time the
    episode ends unsolved; a call runs at most ``call_seconds`` (a cell past it is interrupted);
    an observation shows at most ``output_chars`` characters (the rest cut, with a note)."""

    steps: int = 40
    seconds: float = 900.0
    call_seconds: float = 120.0
    output_chars: int = 6000

    def to_json(self) -> dict[str, Any]:
        return {
            "steps": self.steps,
            "seconds": self.seconds,
            "call_seconds": self.call_seconds,
            "output_chars": self.output_chars,
        }
