"""Verification of cases: the four pass conditions of SPEC.md, in parallel, optionally repeated."""

from __future__ import annotations

import asyncio
import time
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from typing import Any, Literal

from ._benchmark import Benchmark
from ._case import Case
from ._engine import Engine, Limits
from ._exceptions import EngineError, JunoBenchError
from ._outcome import RunOutcome
from ._run import run_steps
from ._workspace import describe_changes, fingerprint

__all__ = ["CaseVerdict", "VerifyReport", "verify_cases"]

Verdict = Literal["pass", "fail"]


@dataclass(frozen=True)
class CaseVerdict:
    """The verdict on one case, with the three runs it rests on (absent when a case did not load)."""

    id: str
    verdict: Verdict
    reason: str | None
    reproduced: RunOutcome | None = None
    fixed: RunOutcome | None = None
    discriminating: RunOutcome | None = None
    changed_files: tuple[str, ...] = ()
    seconds: float = 0.0

    @property
    def passed(self) -> bool:
        return self.verdict == "pass"

    def to_json(self) -> dict[str, Any]:
        document: dict[str, Any] = {"id": self.id, "verdict": self.verdict, "reason": self.reason}
        if self.reproduced is not None:
            crash = self.reproduced.crash
            document["reproduced"] = {
                "status": self.reproduced.status,
                "cell_id": crash.cell_id if crash else None,
                "ename": crash.ename if crash else None,
                "evalue": crash.evalue if crash else None,
                "seconds": round(self.reproduced.seconds, 3),
            }
        if self.fixed is not None:
            document["fixed"] = {
                "status": self.fixed.status,
                "oracle": "pass" if self.fixed.checks_passed else "fail",
                "seconds": round(self.fixed.seconds, 3),
            }
        if self.discriminating is not None:
            document["discriminating"] = {
                "status": self.discriminating.status,
                "oracle": "pass" if self.discriminating.checks_passed else "fail",
                "seconds": round(self.discriminating.seconds, 3),
            }
        document["unchanged"] = not self.changed_files
        return document


@dataclass(frozen=True)
class VerifyReport:
    cases: tuple[CaseVerdict, ...]
    seconds: float

    @property
    def passed(self) -> int:
        return sum(case.passed for case in self.cases)

    @property
    def failed(self) -> int:
        return len(self.cases) - self.passed

    def to_json(self) -> dict[str, Any]:
        return {
            "summary": {
                "total": len(self.cases),
                "passed": self.passed,
                "failed": self.failed,
                "seconds": round(self.seconds, 3),
            },
            "cases": [case.to_json() for case in self.cases],
        }


def judge(
    case: Case, reproduced: RunOutcome, fixed: RunOutcome, discriminating: RunOutcome
) -> str | None:
    """The first pass condition that does not hold, as a reason; None when the case passes."""
    expected = case.crash
    crash = reproduced.crash
    if crash is None:
        return f"reproduced version ran without error; expected {expected.ename} in cell {expected.cell_id}"
    if reproduced.status != "crash":
        return f"reproduced version: {reproduced.status} in cell {crash.cell_id} ({crash.evalue})"
    if crash.cell_id != expected.cell_id:
        return (
            f"reproduced version raised {crash.ename} in cell {crash.cell_id}, "
            f"expected {expected.ename} in cell {expected.cell_id}"
        )
    if not expected.matches(crash.ename, crash.evalue):
        return (
            f"reproduced version raised {crash.ename}: {_short(crash.evalue)}; "
            f"expected {expected.ename} matching {expected.evalue!r}"
        )
    if fixed.crash is not None:
        return (
            f"fixed version: {fixed.status} in cell {fixed.crash.cell_id}: "
            f"{fixed.crash.ename}: {_short(fixed.crash.evalue)}"
        )
    for check in fixed.checks:
        if not check.passed:
            return f"fixed version: oracle check {check.source!r} failed: {check.ename}: {_short(check.evalue)}"
    if discriminating.checks_passed:
        return (
            f"oracle does not discriminate: the reproduced version without cell "
            f"{expected.cell_id} passes every check"
        )
    return None


def _short(text: str | None, limit: int = 160) -> str:
    text = (text or "").strip().replace("\n", " ")
    return text if len(text) <= limit else text[: limit - 1] + "…"


def _signature(verdict: CaseVerdict) -> tuple[Any, ...]:
    """What must not differ between repeated runs of a case."""

    def of(outcome: RunOutcome | None) -> tuple[Any, ...]:
        if outcome is None:
            return ()
        crash = outcome.crash
        where = (crash.cell_id, crash.ename, crash.evalue) if crash else ()
        return (outcome.status, where, tuple(check.passed for check in outcome.checks))

    return (verdict.verdict, of(verdict.reproduced), of(verdict.fixed), of(verdict.discriminating))


class _Verifier:
    def __init__(self, engine: Engine, jobs: int, limits: Limits) -> None:
        self._engine = engine
        self._slots = asyncio.Semaphore(max(1, jobs))
        self._limits = limits

    async def _run(
        self, case: Case, version: str, *, drop_crash: bool = False, checks: bool = False
    ) -> RunOutcome:
        notebook = case.fixed() if version == "fixed" else case.reproduced()
        steps = notebook.steps()
        if drop_crash:
            steps = tuple(step for step in steps if step.cell_id != case.crash.cell_id)
        async with self._slots:
            return await run_steps(
                self._engine,
                case.path,
                steps,
                checks=case.checks if checks else (),
                limits=self._limits,
            )

    async def verify(self, case: Case) -> CaseVerdict:
        started = time.monotonic()
        before = fingerprint(case.path)
        try:
            reproduced, fixed, discriminating = await asyncio.gather(
                self._run(case, "reproduced"),
                self._run(case, "fixed", checks=True),
                self._run(case, "reproduced", drop_crash=True, checks=True),
            )
        except EngineError as error:
            return CaseVerdict(
                case.id, "fail", f"environment: {error}", seconds=time.monotonic() - started
            )
        changes = tuple(describe_changes(before, fingerprint(case.path)))
        reason = judge(case, reproduced, fixed, discriminating)
        if reason is None and changes:
            reason = f"case folder changed by the runs: {', '.join(changes[:5])}"
        return CaseVerdict(
            case.id,
            "pass" if reason is None else "fail",
            reason,
            reproduced,
            fixed,
            discriminating,
            changes,
            time.monotonic() - started,
        )

    async def verify_repeated(self, benchmark: Benchmark, case_id: str, repeat: int) -> CaseVerdict:
        try:
            case = benchmark.case(case_id)
        except JunoBenchError as error:
            return CaseVerdict(case_id, "fail", str(error))
        runs = (
            [await self.verify(case)]
            if repeat <= 1
            else await asyncio.gather(*(self.verify(case) for _ in range(repeat)))
        )
        first = runs[0]
        signatures = {_signature(run) for run in runs}
        if len(signatures) > 1:
            differing = next(run for run in runs if _signature(run) != _signature(first))
            return CaseVerdict(
                first.id,
                "fail",
                f"flaky: outcomes differ across {repeat} runs "
                f"({first.reason or 'pass'} / {differing.reason or 'pass'})",
                first.reproduced,
                first.fixed,
                first.discriminating,
                first.changed_files,
                sum(run.seconds for run in runs),
            )
        return first


def verify_cases(
    benchmark: Benchmark,
    case_ids: Sequence[str],
    *,
    engine: Engine | None = None,
    jobs: int = 1,
    repeat: int = 1,
    limits: Limits | None = None,
    on_verdict: Callable[[CaseVerdict], None] | None = None,
) -> VerifyReport:
    """Verify ``case_ids`` of ``benchmark`` with up to ``jobs`` kernels at once.

    Each case is run ``repeat`` times; a case whose outcome differs between runs fails as flaky.
    ``on_verdict`` is called as each case finishes (for a progress bar). Verdicts come back in the
    order of ``case_ids``.
    """
    if engine is None:
        from ._jupyter import JupyterEngine

        engine = JupyterEngine()

    async def main() -> VerifyReport:
        started = time.monotonic()
        verifier = _Verifier(engine, jobs, limits or Limits())

        async def one(case_id: str) -> CaseVerdict:
            verdict = await verifier.verify_repeated(benchmark, case_id, repeat)
            if on_verdict is not None:
                on_verdict(verdict)
            return verdict

        verdicts = await asyncio.gather(*(one(case_id) for case_id in case_ids))
        return VerifyReport(tuple(verdicts), time.monotonic() - started)

    return asyncio.run(main())
