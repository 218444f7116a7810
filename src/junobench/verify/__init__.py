"""Verification: running a case's notebooks, orders and repairs, and judging what they did."""

from __future__ import annotations

from typing import TYPE_CHECKING

from .._lazy import lazy_attributes

if TYPE_CHECKING:
    from ._record import RecordResult, record_case, record_case_async
    from ._repair import RemoteReplay, RepairResult, evaluate_repairs_async, replay_repair
    from ._run import run_notebook, run_notebook_async, run_notebook_in, run_steps
    from ._trials import gold_repair
    from ._verify import (
        CaseVerdict,
        RemoteJudge,
        RepairTrial,
        Verdict,
        VerifyReport,
        render_verify,
        verify_case_async,
        verify_cases,
        verify_cases_async,
    )

# Each name -> the module that defines it, imported when the name is first used.
_MODULES: dict[str, str] = {
    "CaseVerdict": "._verify",
    "RecordResult": "._record",
    "RemoteReplay": "._repair",
    "RepairResult": "._repair",
    "RepairTrial": "._verify",
    "Verdict": "._verify",
    "VerifyReport": "._verify",
    "RemoteJudge": "._verify",
    "evaluate_repairs_async": "._repair",
    "gold_repair": "._trials",
    "record_case": "._record",
    "record_case_async": "._record",
    "render_verify": "._verify",
    "replay_repair": "._repair",
    "run_notebook": "._run",
    "run_notebook_async": "._run",
    "run_notebook_in": "._run",
    "run_steps": "._run",
    "verify_cases": "._verify",
    "verify_case_async": "._verify",
    "verify_cases_async": "._verify",
}

__all__ = [
    "CaseVerdict",
    "RecordResult",
    "RemoteJudge",
    "RemoteReplay",
    "RepairResult",
    "RepairTrial",
    "Verdict",
    "VerifyReport",
    "evaluate_repairs_async",
    "gold_repair",
    "record_case",
    "record_case_async",
    "render_verify",
    "replay_repair",
    "run_notebook",
    "run_notebook_async",
    "run_notebook_in",
    "run_steps",
    "verify_case_async",
    "verify_cases",
    "verify_cases_async",
]

__getattr__, __dir__ = lazy_attributes(__name__, _MODULES)
