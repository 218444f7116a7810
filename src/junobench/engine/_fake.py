"""A fake engine for unit tests of everything above the engine, as httpx's ``MockTransport``."""

from __future__ import annotations

from collections.abc import Callable

from ._family import one_by_one
from ._outcome import RunOutcome
from ._protocol import Family, RunRequest

__all__ = ["FakeEngine"]


class FakeEngine:
    """An engine whose outcome is whatever ``handler`` returns for the request.

    ``requests`` keeps every request the engine was given, in order, so that a test can assert on
    what the layer above asked for (which cells, which checks, which working directory).
    """

    def __init__(
        self, handler: Callable[[RunRequest], RunOutcome], *, isolated: bool = False
    ) -> None:
        self._handler = handler
        self.requests: list[RunRequest] = []
        self.isolated = isolated  # in-process: nothing is isolated, unless a test says so

    async def run(self, request: RunRequest) -> RunOutcome:
        self.requests.append(request)
        return self._handler(request)

    async def run_family(self, family: Family) -> list[RunOutcome]:
        return await one_by_one(self, family, range(len(family.runs)))

    async def aclose(self) -> None:
        pass
