"""Verification of cases: the pass conditions of the README's `verify`, in parallel, optionally repeated.

A case passes when
1. the reproduced version, replayed in its recorded order, raises the expected exception in the
   expected cell at the last step of that order;
2. the fixed version runs its order without error and passes every oracle check;
3. every wrong repair (``_trials.py``) is rejected and every valid repair resolves the crash;
4. the case folder is byte for byte the same afterwards.

A case's runs (both versions and every repair) are one family (``_family.py``) in a scratch copy
of the case: each run's outcome is the one it would have in a fresh kernel, the steps the runs
share run once where the engine can copy a kernel. A case whose runs could not be judged because
the environment failed (no kernel, a full disk) gets the verdict ``error``, never ``fail``.
"""

from __future__ import annotations

import asyncio
import hashlib
import json
import os
import re
import time
from collections.abc import Awaitable, Callable, Sequence
from dataclasses import dataclass
from pathlib import Path
from typing import TYPE_CHECKING, Any, Literal

from .._exceptions import INTERNAL_ERROR, EngineError, JunoBenchError, UsageError
from .._stack import PINNED_MODULES
from .._sync import sync_twin
from .._text import short, stable
from ..cases import Benchmark, Case, RepairKind
from ..engine import (
    INPUTS,
    NOT_ISOLATED,
    CellToRun,
    Engine,
    Family,
    FamilyRun,
    Limits,
    RunOutcome,
    case_scratch,
    describe_changes,
    fingerprint,
)
from ._judging import judged_outcome, judging_runs
from ._repair import RepairResult, invalid_repair, repair_result, replay_order
from ._run import to_steps
from ._trials import Trial, contradictions, recorded_crash_line, trials

if TYPE_CHECKING:
    from rich.console import Console

__all__ = [
    "CaseVerdict",
    "RepairTrial",
    "Verdict",
    "VerifyReport",
    "fixed_problem",
    "render_verify",
    "reproduced_problem",
    "verify_cases",
    "verify_cases_async",
]

Verdict = Literal["pass", "fail", "error"]
RECORD_VERSION = 3  # of the per-case files of a run folder (3: the working copy holds no answer)

_NO_MODULE = re.compile(r"^No module named '([^'.]+)'$")


def missing_pinned_module(outcome: RunOutcome) -> str | None:
    """The pinned module a run could not import at all, if that is how it stopped."""
    crash = outcome.crash
    if crash is None or crash.ename != "ModuleNotFoundError":
        return None
    match = _NO_MODULE.match(crash.evalue or "")
    return match[1] if match and match[1] in PINNED_MODULES else None


def reproduced_problem(case: Case, outcome: RunOutcome, steps: int) -> str | None:
    """Why the reproduced run (of ``steps`` steps) is not the expected crash; None when it is."""
    expected = case.crash
    crash = outcome.crash
    if crash is None:
        return f"reproduced version ran without error; expected {expected.ename} in cell {expected.cell_id}"
    if outcome.status != "crash":
        return f"reproduced version: {outcome.status} in cell {crash.cell_id} ({crash.evalue})"
    if crash.cell_id != expected.cell_id:
        return (
            f"reproduced version raised {crash.ename} in cell {crash.cell_id}, "
            f"expected {expected.ename} in cell {expected.cell_id}"
        )
    if not expected.matches(crash.ename, crash.evalue):
        return (
            f"reproduced version raised {crash.ename}: {short(crash.evalue)}; "
            f"expected {expected.ename} matching {expected.evalue!r}"
        )
    if len(outcome.cells) != steps:
        return (
            f"reproduced version raised {crash.ename} in cell {crash.cell_id} at step "
            f"{len(outcome.cells)} of {steps}: the crash must be the last step of the order"
        )
    return None


def fixed_problem(case: Case, outcome: RunOutcome) -> str | None:
    """Why the fixed run does not pass (an error, a failed check); None when it passes."""
    if outcome.crash is not None:
        return (
            f"fixed version: {outcome.status} in cell {outcome.crash.cell_id}: "
            f"{outcome.crash.ename}: {short(outcome.crash.evalue)}"
        )
    for check in outcome.checks:
        if not check.passed:
            return f"fixed version: oracle check {check.source!r} failed: {check.ename}: {short(check.evalue)}"
    return None


@dataclass(frozen=True)
class RepairTrial:
    """A repair ``verify`` tried, and what its replay did."""

    name: str
    kind: RepairKind  # "valid": must be resolved; "wrong": must not be
    result: RepairResult

    @property
    def as_expected(self) -> bool:
        return self.result.resolved == (self.kind == "valid")

    def problem(self) -> str | None:
        """Why this trial breaks the case; None when it behaved as it must."""
        if self.as_expected:
            return None
        if self.kind == "wrong":
            return f"wrong repair {self.name!r} is resolved: the oracle does not reject it"
        return f"valid repair {self.name!r} is not resolved: {_what_failed(self.result)}"

    def to_json(self) -> dict[str, Any]:
        crash = self.result.crash
        return {
            "name": self.name,
            "kind": self.kind,
            "status": self.result.status,
            "resolved": self.result.resolved,
            "as_expected": self.as_expected,
            "crash": None
            if crash is None
            else {"cell_id": crash.cell_id, "ename": crash.ename, "evalue": crash.evalue},
            "failed_checks": [check.source for check in self.result.checks if not check.passed],
            "problem": self.result.problem,
            "seconds": round(self.result.seconds, 3),
        }


def _what_failed(result: RepairResult) -> str:
    if result.problem is not None:
        return f"it cannot be applied: {result.problem}"
    if result.crash is not None:
        crash = result.crash
        return f"{result.status} in cell {crash.cell_id}: {crash.ename}: {short(crash.evalue)}"
    failed = next(check for check in result.checks if not check.passed)
    return f"oracle check {failed.source!r} failed: {failed.ename}: {short(failed.evalue)}"


@dataclass(frozen=True)
class CaseVerdict:
    """The verdict on one case, with the runs it rests on (absent when a case did not load)."""

    id: str
    verdict: Verdict
    reason: str | None
    reproduced: RunOutcome | None = None
    fixed: RunOutcome | None = None
    repairs: tuple[RepairTrial, ...] = ()
    changed_files: tuple[str, ...] = ()
    seconds: float = 0.0  # time the case's runs held a kernel slot (not time waiting for one)

    @property
    def passed(self) -> bool:
        return self.verdict == "pass"

    @property
    def internal(self) -> bool:
        """Not judged because of a bug of the harness (not the environment)."""
        return self.verdict == "error" and (self.reason or "").startswith(INTERNAL_ERROR)

    def to_json(self) -> dict[str, Any]:
        document: dict[str, Any] = {"id": self.id, "verdict": self.verdict, "reason": self.reason}
        if self.reproduced is not None:
            crash = self.reproduced.crash
            document["reproduced"] = {
                "status": self.reproduced.status,
                "cell_id": crash.cell_id if crash else None,
                "ename": crash.ename if crash else None,
                "evalue": crash.evalue if crash else None,
                "line": crash.line if crash else None,
                "seconds": round(self.reproduced.seconds, 3),
            }
        if self.fixed is not None:
            document["fixed"] = {
                "status": self.fixed.status,
                "oracle": "pass" if self.fixed.checks_passed else "fail",
                "seconds": round(self.fixed.seconds, 3),
            }
        document["repairs"] = [trial.to_json() for trial in self.repairs]
        document["unchanged"] = not self.changed_files
        document["seconds"] = round(self.seconds, 3)
        return document

    def to_record(self) -> dict[str, Any]:
        """Everything the verdict rests on, for a run folder (``from_record`` reads it back)."""
        return {
            "id": self.id,
            "verdict": self.verdict,
            "reason": self.reason,
            "reproduced": self.reproduced.to_json() if self.reproduced else None,
            "fixed": self.fixed.to_json() if self.fixed else None,
            "repairs": [
                {"name": trial.name, "kind": trial.kind, "result": trial.result.to_json()}
                for trial in self.repairs
            ],
            "changed_files": list(self.changed_files),
            "seconds": self.seconds,
        }

    @classmethod
    def from_record(cls, document: dict[str, Any]) -> CaseVerdict:
        def outcome(node: dict[str, Any] | None) -> RunOutcome | None:
            return RunOutcome.from_json(node) if node is not None else None

        return cls(
            document["id"],
            document["verdict"],
            document["reason"],
            outcome(document["reproduced"]),
            outcome(document["fixed"]),
            tuple(
                RepairTrial(trial["name"], trial["kind"], RepairResult.from_json(trial["result"]))
                for trial in document["repairs"]
            ),
            tuple(document["changed_files"]),
            document["seconds"],
        )

    def signature(self) -> tuple[Any, ...]:
        """What must not differ between repeated runs of a case (volatile text normalized)."""

        def of(outcome: RunOutcome | None) -> tuple[Any, ...]:
            if outcome is None:
                return ()
            crash = outcome.crash
            where = (crash.cell_id, crash.ename, stable(crash.evalue)) if crash else ()
            return (outcome.status, where, tuple(check.passed for check in outcome.checks))

        repairs = tuple(
            (trial.name, trial.result.status, trial.result.resolved) for trial in self.repairs
        )
        return (self.verdict, of(self.reproduced), of(self.fixed), repairs)


@dataclass(frozen=True)
class VerifyReport:
    cases: tuple[CaseVerdict, ...]
    seconds: float
    isolated: bool = True  # every kernel saw only its working copy, in a sandbox

    @property
    def passed(self) -> int:
        return sum(case.verdict == "pass" for case in self.cases)

    @property
    def failed(self) -> int:
        return sum(case.verdict == "fail" for case in self.cases)

    @property
    def errors(self) -> int:
        return sum(case.verdict == "error" for case in self.cases)

    def to_json(self) -> dict[str, Any]:
        return {
            "summary": {
                "total": len(self.cases),
                "passed": self.passed,
                "failed": self.failed,
                "errors": self.errors,
                "seconds": round(self.seconds, 3),
                "isolated": self.isolated,
            },
            "cases": [case.to_json() for case in self.cases],
        }

    def _repr_html_(self) -> str:
        """The table ``junobench verify --wide`` prints, for Jupyter."""
        from .._console import as_html

        return as_html(lambda console: render_verify(console, self, wide=True))


class _Verifier:
    def __init__(self, engine: Engine, jobs: int, limits: Limits) -> None:
        self._engine = engine
        self._kernels = asyncio.Semaphore(max(1, jobs))
        self._limits = limits

    async def _run(
        self, case: Case, tried: Sequence[Trial], *, versions: bool = True
    ) -> tuple[list[RunOutcome], list[RepairTrial], float]:
        """With ``versions``, the reproduced version in its recorded order and the fixed one in
        its order with the oracle; and each of ``tried`` (its edits applied and its order chosen
        as ``evaluate`` replays a repair, then the oracle); all as one family in a scratch copy
        of the case, so that the steps they share run once where the engine can; and the
        seconds they held a kernel slot."""
        results: dict[int, RepairResult] = {}
        runs: list[FamilyRun] = []
        # Each judged order: its steps and where its runs start in the family (judging.py).
        judged: list[tuple[tuple[CellToRun, ...], int]] = []

        def judge(steps: tuple[CellToRun, ...]) -> None:
            judged.append((steps, len(runs)))
            runs.extend(judging_runs(case, steps))

        if versions:
            runs.append(FamilyRun(to_steps(case.reproduced().order())))
            judge(to_steps(case.fixed().order()))
        numbers: list[int] = []
        for number, trial in enumerate(tried):
            try:
                _, order = replay_order(case, trial.prediction)
            except JunoBenchError as error:
                results[number] = invalid_repair(case, trial.prediction, error)
                continue
            judge(to_steps(order))
            numbers.append(number)
        found: list[RunOutcome] = []
        seconds = 0.0
        if runs:
            # The working copy holds the reproduced notebook and the data, not the answers.
            with case_scratch(case.path, case.reproduced_path) as workdir:
                async with self._kernels:
                    began = time.monotonic()
                    family = Family(
                        tuple(runs), workdir, self._limits, case.oracle_context(), INPUTS
                    )
                    found = await self._engine.run_family(family)
                    seconds = time.monotonic() - began
        bounds = [start for _, start in judged] + [len(runs)]
        outcomes = [
            judged_outcome(case, steps, found[start:end])
            for (steps, start), end in zip(judged, bounds[1:], strict=True)
        ]
        if versions:
            outcomes.insert(0, found[0])
        own = 2 if versions else 0
        for number, outcome in zip(numbers, outcomes[own:], strict=True):
            results[number] = repair_result(
                case, tried[number].prediction, outcome, isolated=self._engine.isolated
            )
        repairs = [
            RepairTrial(trial.name, trial.kind, results[number])
            for number, trial in enumerate(tried)
        ]
        return outcomes[:own], repairs, seconds

    async def verify(self, case: Case) -> CaseVerdict:
        before = fingerprint(case.path)
        # Which repairs to try depends on the line the reproduced run raises on: the one its
        # recorded traceback shows is taken in advance, to run everything in one family; any
        # repair that the line of this run changes is then tried on its own.
        expected = trials(case, recorded_crash_line(case))
        # A case's seconds: the time its runs held a kernel slot (not the sum of the runs' own
        # times, which with shared steps count them in each run).
        (reproduced, fixed), done, seconds = await self._run(case, expected)
        steps = len(case.reproduced().order())
        for outcome in (reproduced, fixed):
            module = missing_pinned_module(outcome)
            if module is not None and case.crash.ename != "ModuleNotFoundError":
                raise EngineError(f"module {module!r} of the pinned environment is not installed")
        problems = [reproduced_problem(case, reproduced, steps), fixed_problem(case, fixed)]
        tried: tuple[RepairTrial, ...] = ()
        if problems[0] is None:
            line = reproduced.crash.line if reproduced.crash else None
            wanted = trials(case, line)
            known = {
                trial.prediction.digest: result
                for trial, result in zip(expected, done, strict=True)
            }
            missing = [trial for trial in wanted if trial.prediction.digest not in known]
            if missing:
                _, late, late_seconds = await self._run(case, missing, versions=False)
                seconds += late_seconds
                known.update(zip((t.prediction.digest for t in missing), late, strict=True))
            tried = tuple(
                RepairTrial(trial.name, trial.kind, known[trial.prediction.digest].result)
                for trial in wanted
            )
            problems += contradictions(case, line)  # first: it explains a repair misjudged
            problems += [trial.problem() for trial in tried]
        changes = tuple(describe_changes(before, fingerprint(case.path)))
        if changes:
            problems.append(f"case folder changed by the runs: {', '.join(changes[:5])}")
        found = [problem for problem in problems if problem is not None]
        reason = None
        if found:
            more = f" (and {len(found) - 1} more problems)" if len(found) > 1 else ""
            reason = found[0] + more
        return CaseVerdict(
            case.id,
            "fail" if found else "pass",
            reason,
            reproduced,
            fixed,
            tried,
            changes,
            seconds,
        )

    async def verify_repeated(self, benchmark: Benchmark, case_id: str, repeat: int) -> CaseVerdict:
        """The case's verdict over ``repeat`` runs; any failure of ours or of the environment
        becomes this case's verdict, never an exception that stops the other cases."""
        try:
            case = benchmark.case(case_id)
            runs = [await self.verify(case) for _ in range(repeat)]
        except (EngineError, OSError) as error:
            return CaseVerdict(case_id, "error", f"environment: {error}")
        except JunoBenchError as error:
            return CaseVerdict(case_id, "fail", str(error))
        except Exception as error:  # a bug of ours must not take the other cases down
            reason = f"{INTERNAL_ERROR}{type(error).__name__}: {error}"
            return CaseVerdict(case_id, "error", reason)
        first = runs[0]
        differing = next((run for run in runs if run.signature() != first.signature()), None)
        if differing is None:
            return first
        return CaseVerdict(
            first.id,
            "fail",
            f"flaky: outcomes differ across {repeat} runs "
            f"({first.reason or 'pass'} / {differing.reason or 'pass'})",
            first.reproduced,
            first.fixed,
            first.repairs,
            first.changed_files,
            sum(run.seconds for run in runs),
        )


class _RunFolder:
    """One result file per case (``<case_id>.json``), kept as soon as the case is judged. A file
    is reused when it was written by this version of the harness, for the same case folder
    (byte for byte), the same number of repeats and the same limits: an interrupted or repeated
    run skips the cases already judged. Verdicts of ``error`` are not kept: they are retried."""

    def __init__(self, folder: Path, repeat: int, limits: Limits, isolated: bool) -> None:
        if folder.exists() and not folder.is_dir():
            raise UsageError(f"--run-dir {folder}: is a file, not a folder")
        self._folder = folder
        self._settings = {
            "harness": _harness_version(),
            "repeat": repeat,
            "limits": repr(limits),
            "isolated": isolated,
        }

    def _key(self, case_folder: Path) -> str:
        prints = fingerprint(case_folder) if case_folder.is_dir() else {}
        text = json.dumps({"case": prints, **self._settings}, sort_keys=True)
        return hashlib.sha256(text.encode()).hexdigest()

    def stored(self, case_folder: Path) -> CaseVerdict | None:
        path = self._folder / f"{case_folder.name}.json"
        try:
            document = json.loads(path.read_text(encoding="utf-8"))
            if document.get("version") != RECORD_VERSION or document.get("key") != self._key(
                case_folder
            ):
                return None
            return CaseVerdict.from_record(document["record"])
        except (OSError, ValueError, KeyError, TypeError):
            return None  # absent, from another version, or damaged: judge the case again

    def keep(self, case_folder: Path, verdict: CaseVerdict) -> None:
        if verdict.verdict == "error":
            return
        self._folder.mkdir(parents=True, exist_ok=True)
        document = {
            "version": RECORD_VERSION,
            "key": self._key(case_folder),
            "record": verdict.to_record(),
        }
        temporary = self._folder / f".{case_folder.name}.json.tmp"
        temporary.write_text(json.dumps(document, indent=1) + "\n", encoding="utf-8")
        os.replace(temporary, self._folder / f"{case_folder.name}.json")


def _harness_version() -> str:
    from .._version import __version__

    return __version__


def longest_first(benchmark: Benchmark, case_ids: Sequence[str]) -> list[str]:
    """``case_ids`` in the order to start them: first the cases whose notebooks import
    TensorFlow or Keras (no run of theirs can share steps with another, so they hold a kernel
    longest), then the others, each group in its order; so that no long case is left to run
    alone at the end while the other kernels idle. A case that does not load keeps its place
    among the others (its verdict says why)."""
    from ..engine import starts_threads  # the Jupyter client, only when cases are verified

    def threaded(case_id: str) -> bool:
        try:
            case = benchmark.case(case_id)
            sources = [cell.source for cell in case.reproduced().code_cells]
        except Exception:  # only a hint: whatever keeps a case from loading, verify reports
            return False
        return starts_threads(sources)

    marks = {case_id: threaded(case_id) for case_id in case_ids}
    return sorted(case_ids, key=lambda case_id: not marks[case_id])


async def verify_case_async(
    benchmark: Benchmark,
    case_id: str,
    *,
    engine: Engine,
    repeat: int = 1,
    limits: Limits | None = None,
) -> CaseVerdict:
    """One case's verdict over ``repeat`` runs with ``engine`` (a cluster's worker runs each case
    this way); any failure becomes the verdict, never an exception."""
    verifier = _Verifier(engine, 1, limits or Limits())
    return await verifier.verify_repeated(benchmark, case_id, max(1, repeat))


# Judges one case where the cases are not run here (a cluster, ``junobench.cluster``).
RemoteJudge = Callable[[str], Awaitable[CaseVerdict]]


async def verify_cases_async(
    benchmark: Benchmark,
    case_ids: Sequence[str],
    *,
    engine: Engine | None = None,
    jobs: int = 1,
    repeat: int = 1,
    limits: Limits | None = None,
    run_dir: Path | None = None,
    on_verdict: Callable[[CaseVerdict], None] | None = None,
    remote: tuple[RemoteJudge, bool] | None = None,
) -> VerifyReport:
    """Verify ``case_ids`` of ``benchmark`` with up to ``jobs`` kernels at once; the form to
    ``await`` where an event loop already runs (Jupyter). ``verify_cases`` is the same for scripts.

    Without ``engine``, the fast engine warmed for these cases (``FastEngine.for_cases``), as
    ``junobench verify`` runs them. Each case is run ``repeat`` times; a case whose outcome
    differs between runs fails as flaky.
    With ``run_dir``, each verdict is kept there as soon as it is reached, and cases already
    judged there (same case files, same settings) are not run again. ``on_verdict`` is called as
    each case finishes (for a progress bar). Verdicts come back in the order of ``case_ids``.

    ``remote``: each case judged elsewhere (a Dask cluster's workers, ``junobench.cluster``) by
    the function given, ``jobs`` cases at once, with whether those runs are isolated; the rest
    (the run folder, the order, the report) is as here.
    """
    if remote is not None:
        elsewhere, isolated = remote
        return await _verify_with(
            benchmark, case_ids, elsewhere, isolated, jobs, repeat, limits, run_dir, on_verdict
        )
    if engine is None:  # the engine the command line uses, closed when done
        from ..engine import FastEngine

        async with FastEngine.for_cases(benchmark.loadable(case_ids)) as fast:
            return await verify_cases_async(
                benchmark,
                case_ids,
                engine=fast,
                jobs=jobs,
                repeat=repeat,
                limits=limits,
                run_dir=run_dir,
                on_verdict=on_verdict,
            )
    verifier = _Verifier(engine, jobs, limits or Limits())

    async def here(case_id: str) -> CaseVerdict:
        return await verifier.verify_repeated(benchmark, case_id, max(1, repeat))

    return await _verify_with(
        benchmark, case_ids, here, engine.isolated, jobs, repeat, limits, run_dir, on_verdict
    )


async def _verify_with(
    benchmark: Benchmark,
    case_ids: Sequence[str],
    judge: RemoteJudge,
    isolated: bool,
    jobs: int,
    repeat: int,
    limits: Limits | None,
    run_dir: Path | None,
    on_verdict: Callable[[CaseVerdict], None] | None,
) -> VerifyReport:
    limits = limits or Limits()
    started = time.monotonic()
    folder = _RunFolder(run_dir, max(1, repeat), limits, isolated) if run_dir is not None else None
    # A few cases at a time, each using the shared kernel slots: verdicts arrive in a steady
    # stream and memory stays bounded, while the slots never idle for want of work.
    active = asyncio.Semaphore(max(1, jobs) + 1)
    verdicts: dict[str, CaseVerdict] = {}

    async def one(case_id: str) -> None:
        case_folder = benchmark.root / case_id
        verdict = folder.stored(case_folder) if folder is not None else None
        if verdict is None:
            async with active:
                verdict = await judge(case_id)
            if folder is not None:
                try:
                    folder.keep(case_folder, verdict)
                except OSError as error:  # a full disk: the environment, not the case
                    verdict = CaseVerdict(
                        case_id, "error", f"environment: could not keep the result: {error}"
                    )
        verdicts[case_id] = verdict
        if on_verdict is not None:
            on_verdict(verdict)

    unique = list(dict.fromkeys(case_ids))
    async with asyncio.TaskGroup() as group:
        for case_id in longest_first(benchmark, unique):
            group.create_task(one(case_id))
    ordered = tuple(verdicts[case_id] for case_id in unique)
    return VerifyReport(ordered, time.monotonic() - started, isolated)


verify_cases = sync_twin(verify_cases_async)


_VERDICT_STYLE = {"pass": "green", "fail": "bold red", "error": "bold magenta"}


def _repairs_cell(verdict: CaseVerdict) -> str:
    """E.g. "wrong 4/4, valid 2/2": wrong repairs rejected, valid ones resolved, of those tried."""
    parts = []
    for kind in ("wrong", "valid"):
        tried = [trial for trial in verdict.repairs if trial.kind == kind]
        if tried:
            parts.append(f"{kind} {sum(trial.as_expected for trial in tried)}/{len(tried)}")
    return ", ".join(parts)


def render_verify(console: Console, report: VerifyReport, *, wide: bool = False) -> None:
    """The table ``junobench verify`` prints. One row per case; the reasons of failed cases follow the table, whole. On a terminal
    narrower than the full table (and without ``wide``), the reproduced crash is left out."""
    from rich.table import Table
    from rich.text import Text

    from .._console import print_wide

    full = wide or console.width >= 110
    table = Table(
        title_justify="left",
        title="verification (repairs: wrong ones rejected, valid ones resolved)",
    )
    table.add_column("case", no_wrap=True)
    table.add_column("verdict", no_wrap=True)
    if full:
        table.add_column("reproduced", overflow="fold")
    table.add_column("fixed", no_wrap=True)
    table.add_column("repairs", no_wrap=True)
    table.add_column("seconds", justify="right", no_wrap=True)
    for verdict in report.cases:
        reproduced = fixed = ""
        if verdict.reproduced is not None:
            crash = verdict.reproduced.crash
            reproduced = f"{crash.ename} in {crash.cell_id}" if crash else verdict.reproduced.status
        if verdict.fixed is not None:
            fixed = verdict.fixed.status + (
                ", oracle pass" if verdict.fixed.checks_passed else ", oracle fail"
            )
        row: list[Any] = [
            verdict.id,
            Text(verdict.verdict, style=_VERDICT_STYLE[verdict.verdict]),
            *([reproduced] if full else []),
            fixed,
            _repairs_cell(verdict),
            f"{verdict.seconds:.1f}",
        ]
        table.add_row(*row)
    if wide:
        print_wide(console, table)
    else:
        console.print(table)
    for verdict in report.cases:
        if verdict.reason:
            console.print(Text(f"{verdict.id}: ", style="bold"), Text(verdict.reason), sep="")
    if not report.isolated:
        console.print(Text(NOT_ISOLATED, style="bold yellow"))
    style = "green" if report.failed == report.errors == 0 else "bold red"
    errors = f", {report.errors} could not be judged (environment)" if report.errors else ""
    console.print(
        Text(
            f"{report.passed} passed, {report.failed} failed{errors} in {report.seconds:.1f} s",
            style=style,
        )
    )
