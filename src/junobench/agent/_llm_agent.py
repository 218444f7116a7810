"""The ``llm`` reference agent: a tool-calling loop over the ``openai`` client, for any
OpenAI-compatible server (``--base-url``, ``--model``; the key from ``$OPENAI_API_KEY``).

The model gets the task (``INSTRUCTIONS``) and the ten tools as function schemas; each tool call
it makes is carried out by the episode and its observation sent back. Arguments that are not
JSON, an unknown tool and the like are observations for the model, as for any agent. The episode
ends when the model submits or the budget is spent; a model that answers in words three times in
a row without calling a tool, or an endpoint that keeps failing after the client's retries, ends
it unsolved with the reason.
"""

from __future__ import annotations

import json
import os
from typing import Any

from .._exceptions import UsageError
from ..llm import LLMSettings
from ._episode import Episode
from ._tools import IDLE_TURNS, INSTRUCTIONS, NUDGE, START, TOOLS

__all__ = ["LLMAgent"]


class LLMAgent:
    """See the module's notes."""

    name = "llm"

    def __init__(self, settings: LLMSettings) -> None:
        self.settings = settings

    async def work(self, episode: Episode) -> None:
        try:
            import openai
        except ImportError:
            raise UsageError(
                "the llm agent needs the openai client: pip install 'junobench[llm]'"
            ) from None
        settings = self.settings
        client = openai.AsyncOpenAI(
            base_url=settings.base_url,
            api_key=settings.api_key or os.environ.get("OPENAI_API_KEY") or "none",
            max_retries=settings.max_retries,
            timeout=settings.timeout,
        )
        tools = [
            {
                "type": "function",
                "function": {
                    "name": spec.name,
                    "description": spec.description,
                    "parameters": spec.schema(),
                },
            }
            for spec in TOOLS.values()
        ]
        messages: list[dict[str, Any]] = [
            {"role": "system", "content": INSTRUCTIONS},
            {"role": "user", "content": START},
        ]
        idle = 0
        try:
            while not episode.ended:
                try:
                    response = await client.chat.completions.create(
                        model=settings.model,
                        messages=messages,  # type: ignore[arg-type]
                        tools=tools,  # type: ignore[arg-type]
                        temperature=0.0 if settings.temperature is None else settings.temperature,
                    )
                except openai.APIError as error:
                    episode.abandon(f"the model's endpoint failed: {error}"[:500])
                    return
                if not response.choices:
                    episode.abandon("the model's endpoint answered without a choice")
                    return
                message = response.choices[0].message
                tokens = response.usage.total_tokens if response.usage is not None else None
                calls: list[Any] = list(message.tool_calls or [])
                messages.append(_assistant(message.content, calls))
                if not calls:
                    idle += 1
                    if idle >= IDLE_TURNS:
                        episode.abandon(
                            f"the model answered {IDLE_TURNS} times without calling a tool"
                        )
                        return
                    messages.append({"role": "user", "content": NUDGE})
                    continue
                idle = 0
                for number, call in enumerate(calls):
                    arguments = _arguments(call.function.arguments)
                    observation = await episode.call(
                        call.function.name, arguments, tokens=tokens if number == 0 else None
                    )
                    messages.append(
                        {"role": "tool", "tool_call_id": call.id, "content": observation.text}
                    )
                    if observation.ended:
                        return
        finally:
            await client.close()


def _arguments(text: str | None) -> Any:
    """The call's arguments: a JSON object, or the text as sent (the episode says it is not one)."""
    if not text:
        return {}
    try:
        return json.loads(text)
    except json.JSONDecodeError:
        return text


def _assistant(content: str | None, calls: list[Any]) -> dict[str, Any]:
    message: dict[str, Any] = {"role": "assistant", "content": content or ""}
    if calls:
        message["tool_calls"] = [
            {
                "id": call.id,
                "type": "function",
                "function": {"name": call.function.name, "arguments": call.function.arguments},
            }
            for call in calls
        ]
    return message
