"""How fast is verification? One run of this script measures, on this machine:

1. full `verify` with the plain engine, sequentially (--jobs 1: a fresh kernel per notebook, one
   at a time, as JunoBench's own tool runs them);
2. full `verify` with the fast engine at the default jobs;
3. `junobench run` of a one-cell notebook, end to end (a new process each time);

and writes the wall times, their ratio, the peak memory of the harness with all its kernels, and
per-case times to benchmarks/BENCHMARKS.md. Verdicts must be identical under both engines. Beside
them, how much of the time the cases held a kernel slot their notebooks' own cells ran, each
execution once (``CellClock``): the rest is the engine's own time, what a faster engine could
save without running fewer cells.

The cases are verified in rounds (``--rounds``, default 4), each a share of the cases taken
across the whole list, and in each round both engines verify the same cases one after the other,
in the order plain, fast, then fast, plain in the next round (ABBA). The same machine here ran a
TensorFlow case in 179 s at one time and 88 s half an hour later, with nothing else of ours
running: a run of one engine after the other measures the machine as much as the engines, and the
rounds make a slow spell weigh on both.

    .venv/bin/python benchmarks/verify.py [--cases ID,...] [--rounds N] [--out benchmarks/BENCHMARKS.md]
    .venv/bin/python benchmarks/verify.py --run-only   # 3. alone, its section of the file replaced

Compare ratios measured in one run: machines here are shared and noisy.
"""

from __future__ import annotations

import argparse
import contextlib
import os
import platform
import statistics
import subprocess
import sys
import tempfile
import threading
import time
from collections.abc import Callable, Iterable
from dataclasses import dataclass
from datetime import UTC, datetime
from pathlib import Path
from typing import Any

import psutil

import junobench
from junobench import Benchmark, CaseVerdict, JupyterEngine, default_root, verify_cases
from junobench._text import stable
from junobench.engine._fast import FastEngine
from junobench.engine._outcome import RunOutcome
from junobench.engine._protocol import Engine, Family, RunRequest, default_jobs

ROOT = Path(__file__).resolve().parents[1]


def cpu_seconds() -> tuple[float, float]:
    """The machine's CPU time so far: (stolen by the hypervisor, all). Guest time is already
    counted in user time; ``steal`` exists on Linux only."""
    times = psutil.cpu_times()
    guest = getattr(times, "guest", 0.0) + getattr(times, "guest_nice", 0.0)
    return getattr(times, "steal", 0.0), sum(times) - guest


class PeakMemory:
    """The peak proportional set size (PSS) of this process and all its descendants, sampled,
    and the machine's one-minute load average beside it (how quiet the machine was)."""

    def __init__(self, every: float = 0.5) -> None:
        self.peak = 0
        self.loads: list[float] = []
        self._every = every
        self._stop = threading.Event()
        self._thread = threading.Thread(target=self._sample, daemon=True)

    def _total(self) -> int:
        me = psutil.Process()
        total = 0
        for process in (me, *me.children(recursive=True)):
            with contextlib.suppress(psutil.Error):
                total += process.memory_full_info().pss
        return total

    def _sample(self) -> None:
        while not self._stop.is_set():
            self.peak = max(self.peak, self._total())
            self.loads.append(os.getloadavg()[0])
            self._stop.wait(self._every)

    def __enter__(self) -> PeakMemory:
        self._thread.start()
        return self

    def __exit__(self, *exc: object) -> None:
        self._stop.set()
        self._thread.join()


class CellClock:
    """An engine as ``verify`` sees it, adding up the seconds the notebooks' own cells ran:
    each execution once. A ``CellResult`` is one execution of one cell, so a step run once for
    several runs (the fast engine's shared steps, a parked copy's) is one result in all their
    outcomes and counts once. What a kernel slot held beyond these seconds went to the engine
    (starting or copying kernels, imports, the oracle's checks, restoring the folder)."""

    def __init__(self, engine: Engine) -> None:
        self.engine = engine
        self.seconds = 0.0

    def add(self, outcomes: Iterable[RunOutcome]) -> None:
        executions = {id(cell): cell.seconds for outcome in outcomes for cell in outcome.cells}
        self.seconds += sum(executions.values())

    @property
    def isolated(self) -> bool:
        return self.engine.isolated

    async def run(self, request: RunRequest) -> RunOutcome:
        outcome = await self.engine.run(request)
        self.add([outcome])
        return outcome

    async def run_family(self, family: Family) -> list[RunOutcome]:
        outcomes = await self.engine.run_family(family)
        self.add(outcomes)
        return outcomes

    async def aclose(self) -> None:
        await self.engine.aclose()


def cell_clock(engine: Engine) -> CellClock:
    """``engine`` with a clock of its cells' seconds."""
    return CellClock(engine)


@dataclass
class Measure:
    """One engine's verification of some cases (of one round, or of all rounds summed)."""

    name: str
    jobs: int
    seconds: float
    peak_bytes: int
    loads: list[float]
    verdicts: dict[str, CaseVerdict]
    stolen: float = 0.0  # CPU seconds the hypervisor took from the machine meanwhile
    cpu: float = 0.0  # all the machine's CPU seconds meanwhile
    cell_seconds: float = 0.0  # the notebooks' cells running, each execution once (CellClock)

    @property
    def slot_seconds(self) -> float:
        """The seconds the cases held a kernel slot, summed."""
        return sum(verdict.seconds for verdict in self.verdicts.values())

    @property
    def cell_share(self) -> float:
        """The share of the slot seconds that the notebooks' own cells ran."""
        return self.cell_seconds / self.slot_seconds if self.slot_seconds else 0.0

    @property
    def load(self) -> float:
        return statistics.mean(self.loads) if self.loads else 0.0

    @property
    def steal(self) -> float:
        """The share of the machine's CPU time the hypervisor took while this ran."""
        return self.stolen / self.cpu if self.cpu else 0.0

    def plus(self, other: Measure) -> Measure:
        return Measure(
            self.name,
            self.jobs,
            self.seconds + other.seconds,
            max(self.peak_bytes, other.peak_bytes),
            self.loads + other.loads,
            {**self.verdicts, **other.verdicts},
            self.stolen + other.stolen,
            self.cpu + other.cpu,
            self.cell_seconds + other.cell_seconds,
        )


def measure(name: str, engine: Engine, benchmark: Benchmark, ids: list[str], jobs: int) -> Measure:
    print(f"{name}: verifying {len(ids)} cases with --jobs {jobs} ...", file=sys.stderr, flush=True)
    stolen, cpu = cpu_seconds()
    clock = cell_clock(engine)
    with PeakMemory() as memory:
        started = time.monotonic()
        report = verify_cases(benchmark, ids, engine=clock, jobs=jobs)
        seconds = time.monotonic() - started
    now_stolen, now_cpu = cpu_seconds()
    print(f"{name}: {seconds:.1f} s, {report.passed} passed", file=sys.stderr, flush=True)
    verdicts = {v.id: v for v in report.cases}
    return Measure(
        name,
        jobs,
        seconds,
        memory.peak,
        memory.loads,
        verdicts,
        now_stolen - stolen,
        now_cpu - cpu,
        clock.seconds,
    )


def rounds(ids: list[str], count: int) -> list[list[str]]:
    """``ids`` in ``count`` rounds, each taking every ``count``-th case (so that each round has
    cases of every library), none empty."""
    count = max(1, min(count, len(ids)))
    return [ids[start::count] for start in range(count)]


@dataclass
class Round:
    ids: list[str]
    plain: Measure
    fast: Measure
    plain_first: bool


def measure_rounds(
    plain_engine: Engine,
    fast_engine: Engine,
    benchmark: Benchmark,
    ids: list[str],
    count: int,
    after: Callable[[list[Round], int], None] = lambda done, total: None,
) -> list[Round]:
    """Both engines on each round's cases, plain first in even rounds and fast first in odd;
    ``after`` is called with the rounds done and their number after each."""
    done: list[Round] = []
    shares = rounds(ids, count)
    for number, chosen in enumerate(shares):
        print(
            f"round {number + 1} of {len(shares)}: {len(chosen)} of {len(ids)} cases",
            file=sys.stderr,
            flush=True,
        )
        first = number % 2 == 0
        measures = {}
        for name in ("plain", "fast") if first else ("fast", "plain"):
            engine, jobs = (plain_engine, 1) if name == "plain" else (fast_engine, default_jobs())
            measures[name] = measure(name, engine, benchmark, chosen, jobs)
        done.append(Round(chosen, measures["plain"], measures["fast"], first))
        after(done, len(shares))
    return done


def one_cell_run(times: int = 15) -> list[float]:
    """Wall seconds of `junobench run` of a one-cell notebook, each in a new process."""
    import nbformat
    from nbformat.v4 import new_code_cell, new_notebook

    folder = Path(tempfile.mkdtemp(prefix="junobench-bench-"))
    path = folder / "one.ipynb"
    nbformat.write(new_notebook(cells=[new_code_cell("x = 1", id="one")]), path)
    command = [
        str(Path(sys.executable).parent / "junobench"),
        "run",
        str(path),
        "--order",
        "top-down",
    ]
    walls = []
    for _ in range(times):
        started = time.monotonic()
        subprocess.run(command, check=True, capture_output=True)
        walls.append(time.monotonic() - started)
    return walls


def machine() -> str:
    cpu = platform.processor() or platform.machine()
    try:
        for line in Path("/proc/cpuinfo").read_text().splitlines():
            if line.startswith("model name"):
                cpu = line.split(":", 1)[1].strip()
                break
    except OSError:
        pass
    memory = psutil.virtual_memory().total / 2**30
    return (
        f"{cpu}; {len(os.sched_getaffinity(0))} usable cores; {memory:.0f} GiB; "
        f"Linux {platform.release()}; Python {platform.python_version()}"
    )


def commit() -> str:
    try:
        return subprocess.run(
            ["git", "rev-parse", "--short", "HEAD"], cwd=ROOT, capture_output=True, text=True
        ).stdout.strip()
    except OSError:
        return "?"


def outcomes(verdict: CaseVerdict) -> Any:
    """What a case's verdict rests on, without its timings: the reproduced run's status and crash,
    the fixed run's status and oracle, every repair trial's status, crash and failed checks; text
    without what differs between two runs of the same code (``stable``: a kernel's temporary
    file names its process, an object its address)."""

    def untimed(value: Any) -> Any:
        if isinstance(value, dict):
            return {key: untimed(item) for key, item in value.items() if key != "seconds"}
        if isinstance(value, list):
            return [untimed(item) for item in value]
        if isinstance(value, str):
            return stable(value)
        return value

    return untimed(verdict.to_json())


def flattened(value: Any, path: str = "") -> dict[str, Any]:
    """``value``'s leaves by their path (``repairs[2].crash.evalue``)."""
    if isinstance(value, dict):
        leaves: dict[str, Any] = {}
        for key, item in value.items():
            leaves.update(flattened(item, f"{path}.{key}" if path else str(key)))
        return leaves
    if isinstance(value, list):
        leaves = {}
        for number, item in enumerate(value):
            leaves.update(flattened(item, f"{path}[{number}]"))
        return leaves
    return {path: value}


def differences(plain: CaseVerdict, fast: CaseVerdict, most: int = 6) -> list[str]:
    """Where two verdicts of one case differ, a line each: the path, then each engine's value
    (a repair's path names it)."""
    left, right = flattened(outcomes(plain)), flattened(outcomes(fast))
    names = {f"repairs[{number}]": trial.name for number, trial in enumerate(plain.repairs)}
    lines = []
    for path in sorted(left.keys() | right.keys(), key=lambda key: (key.count("."), key)):
        if path in ("verdict", "reason") or left.get(path) == right.get(path):
            continue  # the verdict and its reason head the case's entry
        head = path.split(".", 1)[0]
        where = f"{path} ({names[head]})" if head in names else path
        lines.append(
            f"`{where}`: plain {shortened(left.get(path))}, fast {shortened(right.get(path))}"
        )
    return lines[:most] + ([f"and {len(lines) - most} more"] if len(lines) > most else [])


def shortened(value: Any, width: int = 90) -> str:
    text = repr(value)
    return text if len(text) <= width else text[: width - 1] + "…"


def libraries(plain: Measure, fast: Measure) -> list[str]:
    """Seconds the cases of each library held a kernel slot, largest first under fast."""
    totals: dict[str, list[float]] = {}
    for case_id, verdict in plain.verdicts.items():
        row = totals.setdefault(case_id.rsplit("_", 1)[0], [0, 0.0, 0.0])
        row[0] += 1
        row[1] += verdict.seconds
        row[2] += fast.verdicts[case_id].seconds
    lines = [
        "## Per library (seconds the cases held a kernel slot, summed)",
        "",
        "Under the fast engine two cases hold a slot at once, so a slot's seconds include the "
        "time its kernel waited for a core.",
        "",
        "| library | cases | plain | fast | fast / plain | share of fast |",
        "| --- | ---: | ---: | ---: | ---: | ---: |",
    ]
    whole = sum(row[2] for row in totals.values()) or 1.0
    for library, (count, slow, quick) in sorted(totals.items(), key=lambda item: -item[1][2]):
        lines.append(
            f"| {library} | {count:.0f} | {slow:.1f} | {quick:.1f} | "
            f"{quick / slow if slow else 0:.2f} | {quick / whole:.0%} |"
        )
    return [*lines, ""]


def report(
    done: list[Round], walls: list[float], ids: list[str], chosen: str, rounds_planned: int = 0
) -> str:
    plain, fast = done[0].plain, done[0].fast
    for later in done[1:]:
        plain, fast = plain.plus(later.plain), fast.plus(later.fast)
    cases = len(ids)
    same = [
        case_id
        for case_id in plain.verdicts
        if plain.verdicts[case_id].verdict != fast.verdicts[case_id].verdict
    ]
    differ = [
        case_id
        for case_id in plain.verdicts
        if outcomes(plain.verdicts[case_id]) != outcomes(fast.verdicts[case_id])
    ]
    ratio = fast.seconds / plain.seconds
    lines = [
        "# Benchmarks",
        "",
        "Written by `benchmarks/verify.py`; every figure below comes from one run of it.",
        "",
        f"- Date: {datetime.now(UTC):%Y-%m-%d %H:%M} UTC; commit {commit()}; junobench {junobench.__version__}",
        f"- Machine: {machine()}",
        f"- Cases: {cases}" + (f" (`--cases {chosen}`)" if chosen else " (the whole benchmark)"),
        *(
            [
                f"- **Unfinished**: {len(done)} of {rounds_planned} rounds done; the figures "
                "below are those of the cases of the rounds done."
            ]
            if rounds_planned > len(done)
            else []
        ),
        "",
        "## Full verification",
        "",
        f"In {len(done)} rounds, each engine verifying the same share of the cases in turn "
        "(plain then fast, then fast then plain); a wall time is the sum over the rounds.",
        "",
        "| engine | jobs | wall time | peak memory (PSS, harness + kernels) | mean load average "
        "| CPU stolen by the hypervisor | passed |",
        "| --- | ---: | ---: | ---: | ---: | ---: | ---: |",
    ]
    for m in (plain, fast):
        passed = sum(v.passed for v in m.verdicts.values())
        lines.append(
            f"| {m.name} | {m.jobs} | {m.seconds:.1f} s | {m.peak_bytes / 2**30:.2f} GiB | "
            f"{m.load:.2f} | {m.steal:.1%} | {passed} / {cases} |"
        )
    lines += [
        "",
        f"**Fast / sequential plain: {ratio:.3f}** (wall time). "
        + ("Identical verdicts." if not same else f"Verdicts differ on: {', '.join(same)}.")
        + (
            " Identical outcomes of every run (status, crash cell, exception and message, oracle "
            "checks, every repair trial)."
            if not differ
            else f" Outcomes of some runs differ on: {', '.join(differ)}."
        ),
        "",
        "The mean load average is the machine's one-minute load, sampled every half second "
        "while each engine ran. It counts every runnable thread, the engine's own (a kernel's thread "
        "pools, the fast engine's copies) as well as any other work on the machine, so it says "
        "how busy the cores were, not who kept them busy.",
        "",
        *differing(plain, fast, differ),
        *cell_section(plain, fast, ratio),
        *round_section(done),
        *run_section(walls),
        *libraries(plain, fast),
        "## Per case (seconds the case held a kernel slot; shared steps counted once)",
        "",
        "| case | plain | fast | fast / plain |",
        "| --- | ---: | ---: | ---: |",
    ]
    for case_id in ids:
        verdict, other = plain.verdicts[case_id], fast.verdicts[case_id]
        lines.append(
            f"| {case_id} | {verdict.seconds:.1f} | {other.seconds:.1f} | "
            f"{other.seconds / verdict.seconds if verdict.seconds else 0:.2f} |"
        )
    return "\n".join(lines) + "\n"


def differing(plain: Measure, fast: Measure, cases: list[str]) -> list[str]:
    """A section on each case whose outcomes differ: its verdict under each engine, with the
    reason of a failure, and where the outcomes part."""
    if not cases:
        return []
    lines = ["## Differing outcomes", ""]
    for case_id in cases:
        one, other = plain.verdicts[case_id], fast.verdicts[case_id]
        lines.append(f"- **{case_id}**: plain {verdict_text(one)}; fast {verdict_text(other)}")
        lines += [f"  - {line}" for line in differences(one, other)]
    return [*lines, ""]


def cell_section(plain: Measure, fast: Measure, ratio: float) -> list[str]:
    """How much of the slot time the notebooks' own cells ran (``CellClock``), and what that
    leaves the fast engine to gain: were its own time nil, about ``ratio`` times the share."""
    lines = [
        "## Cells against the rest",
        "",
        "The seconds the cases held a kernel slot, summed, and the seconds the notebooks' own "
        "cells ran in them, each execution once (a step the fast engine ran once for several "
        "runs counts once). The rest went to the engine: starting or copying kernels, the "
        "oracle's checks, restoring the working folder. A notebook's imports are its cells' "
        "time under the plain engine; the fast engine's zygote made most of them beforehand.",
        "",
        "| engine | slot seconds | cells ran | share | the rest |",
        "| --- | ---: | ---: | ---: | ---: |",
    ]
    for m in (plain, fast):
        lines.append(
            f"| {m.name} | {m.slot_seconds:.1f} s | {m.cell_seconds:.1f} s | "
            f"{m.cell_share:.0%} | {m.slot_seconds - m.cell_seconds:.1f} s |"
        )
    lines += [
        "",
        "Were the fast engine's own time nil, its wall time would be about its cells' share of "
        f"it: a ratio of about {ratio * fast.cell_share:.3f}. Below that, only running fewer "
        "cell executions (more shared steps), or shorter ones, helps.",
        "",
    ]
    return lines


def round_section(done: list[Round]) -> list[str]:
    """Each round's wall times: how much the ratio moves from one share of cases (and one spell
    of the machine) to the next."""
    lines = [
        "## Per round",
        "",
        "| round | cases | first | plain | fast | fast / plain | mean load, plain / fast "
        "| CPU stolen, plain / fast |",
        "| ---: | ---: | --- | ---: | ---: | ---: | ---: | ---: |",
    ]
    for number, one in enumerate(done, 1):
        ratio = one.fast.seconds / one.plain.seconds if one.plain.seconds else 0.0
        lines.append(
            f"| {number} | {len(one.ids)} | {'plain' if one.plain_first else 'fast'} "
            f"| {one.plain.seconds:.1f} s | {one.fast.seconds:.1f} s | {ratio:.3f} "
            f"| {one.plain.load:.2f} / {one.fast.load:.2f} "
            f"| {one.plain.steal:.1%} / {one.fast.steal:.1%} |"
        )
    return [*lines, ""]


def verdict_text(verdict: CaseVerdict) -> str:
    return verdict.verdict + (f" ({verdict.reason})" if verdict.reason else "")


_RUN_HEADING = "## `junobench run` of a one-cell notebook"


def run_section(walls: list[float], alone: bool = False) -> list[str]:
    when = (
        f" Measured on its own (`--run-only`), {datetime.now(UTC):%Y-%m-%d %H:%M} UTC, commit "
        f"{commit()}."
        if alone
        else ""
    )
    return [
        _RUN_HEADING,
        "",
        f"Wall time of the whole command, {len(walls)} runs, each a new process: median "
        f"{statistics.median(walls):.2f} s, min {min(walls):.2f} s, max {max(walls):.2f} s.{when}",
        "",
    ]


def replace_run_section(path: Path, walls: list[float]) -> str:
    """``path``'s text with its one-cell section replaced by a new measurement."""
    text = path.read_text() if path.exists() else "# Benchmarks\n\n"
    section = "\n".join(run_section(walls, alone=True))
    if _RUN_HEADING not in text:
        return text.rstrip("\n") + "\n\n" + section
    before, rest = text.split(_RUN_HEADING, 1)
    following = rest.find("\n## ")  # the next section, kept as it is
    after = rest[following + 1 :] if following >= 0 else ""
    return before + section + "\n" + after


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--cases", help="comma-separated case ids or patterns (default: all)")
    parser.add_argument("--out", type=Path, default=ROOT / "benchmarks" / "BENCHMARKS.md")
    parser.add_argument(
        "--rounds", type=int, default=4, help="rounds of both engines in turn (default 4)"
    )
    parser.add_argument(
        "--run-only", action="store_true", help="measure `junobench run` alone (3. above)"
    )
    args = parser.parse_args()
    if args.run_only:
        text = replace_run_section(args.out, one_cell_run())
        args.out.write_text(text)
        print(text)
        return 0
    benchmark = Benchmark(default_root())
    ids = benchmark.select(args.cases.split(",")) if args.cases else benchmark.case_ids()
    cases = [benchmark.case(case_id) for case_id in ids]
    walls = one_cell_run()
    with FastEngine.for_cases(cases) as engine:

        def write(done: list[Round], total: int) -> None:
            """The rounds so far, so that a run cut short still leaves what it measured."""
            if len(done) < total:
                measured = {case_id for one in done for case_id in one.ids}
                order = [case_id for case_id in ids if case_id in measured]
                args.out.write_text(report(done, walls, order, args.cases or "", total))

        done = measure_rounds(JupyterEngine(), engine, benchmark, ids, args.rounds, write)
    text = report(done, walls, ids, args.cases or "")
    args.out.parent.mkdir(parents=True, exist_ok=True)
    args.out.write_text(text)
    print(text)
    return 0


if __name__ == "__main__":
    sys.exit(main())
