"""Terminal rendering of results for people: tables and short summaries (rich)."""

from __future__ import annotations

from collections.abc import Sequence
from pathlib import Path
from typing import TYPE_CHECKING

from rich.console import Console
from rich.markdown import Markdown
from rich.table import Table
from rich.text import Text

from .._console import print_wide
from ..engine import RESTART

if TYPE_CHECKING:
    from ..agent import AgentReport, AgentRun
    from ..authoring import TwinResult
    from ..cases import Case
    from ..engine import RunOutcome
    from ..verify import RecordResult

__all__ = [
    "render_case",
    "render_cases",
    "render_markdown",
    "render_outcome",
    "render_record",
    "render_twins",
]

_STATUS_STYLE = {"ok": "green", "crash": "red", "timeout": "yellow", "kernel_died": "magenta"}


def render_cases(console: Console, cases: Sequence[Case], *, wide: bool = False) -> None:
    """One row per case. Unless ``wide``, the table fits the terminal: titles are cut, and on a
    narrow terminal the crash type and stage columns are left out (with a note)."""
    columns: dict[str, list[str]] = {
        "id": [case.id for case in cases],
        "library cause": [case.library_cause for case in cases],
        "crash type": [case.crash_type for case in cases],
        "root cause": [case.root_cause for case in cases],
        "stage": [case.pipeline_stage for case in cases],
    }
    widths = {
        name: max([len(name), *(len(value) for value in values)])
        for name, values in columns.items()
    }
    if not wide and sum(widths.values()) + 3 * len(widths) + 30 > console.width:
        for name in ("crash type", "stage"):
            del columns[name], widths[name]
    table = Table(title=f"{len(cases)} cases", title_justify="left")
    for name, width in widths.items():
        table.add_column(name, no_wrap=True, min_width=width)
    room = None if wide else max(12, console.width - sum(widths.values()) - 3 * len(widths) - 4)
    table.add_column("title", no_wrap=not wide, overflow="ellipsis", max_width=room)
    for number, case in enumerate(cases):
        table.add_row(*(values[number] for values in columns.values()), case.title)
    if wide:
        print_wide(console, table)
    else:
        console.print(table)
    if len(columns) < 5:
        console.print("crash type and stage: a wider terminal, --wide or --json", style="dim")


def render_case(console: Console, case: Case) -> None:
    console.print(Text(f"{case.id}: {case.title}", style="bold"))
    console.print(f"folder          {case.path}")
    for name, value in case.labels().items():
        console.print(f"{name:<16}{value}")
    console.print(
        f"crash           {case.crash.ename} matching {case.crash.evalue!r} in cell {case.crash.cell_id}"
    )
    console.print(f"fix             cells {', '.join(case.fix.cell_ids)}: {case.fix.summary}")
    if case.fix.valid_cell_ids:
        console.print(f"also valid      cells {', '.join(case.fix.valid_cell_ids)}")
    console.print(f"data            {case.data.source} ({case.data.license})")
    console.print("\n[bold]Diagnosis[/bold]")
    console.print(case.diagnosis, markup=False)
    console.print("\n[bold]Oracle[/bold]")
    if case.checks_after is not None:
        console.print(f"  after the last run of cell {case.checks_after.cell_id}:", markup=False)
        for check in case.checks_after.checks:
            console.print(f"    {check}", markup=False)
        console.print("  after the last cell:")
    for check in case.checks:
        console.print(f"  {'  ' if case.checks_after else ''}{check}", markup=False)
    if case.repairs:
        console.print("\n[bold]Repairs the oracle is tried on[/bold]")
        for repair in case.repairs:
            must = "must resolve" if repair.kind == "valid" else "must be rejected"
            console.print(f"  {repair.name} ({must})", markup=False)


def render_outcome(console: Console, outcome: RunOutcome) -> None:
    runs = sum(cell.cell_id != RESTART for cell in outcome.cells)
    table = Table(title_justify="left", title=f"{runs} cells run")
    table.add_column("#", justify="right")
    table.add_column("cell")
    table.add_column("status")
    table.add_column("seconds", justify="right")
    for number, cell in enumerate(outcome.cells, start=1):
        if cell.cell_id == RESTART:
            table.add_row(str(number), "(kernel restarted)", "", f"{cell.seconds:.2f}")
            continue
        style = _STATUS_STYLE[cell.status]
        table.add_row(
            str(number), cell.cell_id, Text(cell.status, style=style), f"{cell.seconds:.2f}"
        )
    console.print(table)
    status = Text(outcome.status, style=f"bold {_STATUS_STYLE[outcome.status]}")
    console.print(Text.assemble("outcome: ", status, f" in {outcome.seconds:.1f} s"))
    crash = outcome.crash
    if crash is not None:
        line = f", line {crash.line}" if crash.line is not None else ""
        console.print(
            f"in cell {crash.cell_id} (index {crash.cell_index}{line}): {crash.ename}: {crash.evalue}",
            markup=False,
        )
        if crash.traceback:
            console.print("\n".join(crash.traceback), markup=False, highlight=False)


def render_record(console: Console, result: RecordResult) -> None:
    for version, outcome in (("reproduced", result.reproduced), ("fixed", result.fixed)):
        crash = outcome.crash
        what = f"{crash.ename} in cell {crash.cell_id}" if crash else "every cell ran"
        console.print(
            f"{version:<11} {outcome.status:<8} {what} ({len(outcome.cells)} cells, {outcome.seconds:.1f} s)"
        )
    for problem in result.problems:
        console.print(Text(problem, style="bold red"))
    if not result.problems:
        console.print(
            Text(
                f"recorded {result.case.id}: both notebooks saved as after their runs",
                style="green",
            )
        )


def render_twins(console: Console, results: Sequence[TwinResult], out: Path, seed: int) -> None:
    """A row per case: the names renamed, the cosmetics varied, and whether its twin was written
    (else why not)."""
    table = Table(title=f"twins, seed {seed}: {out}")
    for column in ("case", "names", "cosmetics", "twin"):
        table.add_column(column)
    for result in results:
        table.add_row(
            result.id,
            str(len(result.renaming.names)),
            str(len(result.renaming.literals)),
            Text("written", style="green")
            if result.written
            else Text(f"not written: {result.problem}", style="red"),
        )
    console.print(table)
    written = sum(result.written for result in results)
    console.print(
        f"{written} of {len(results)} twins written to {out} (TWINS.json says what changed)"
    )


def render_markdown(console: Console, text: str, *, wide: bool = False) -> None:
    """A markdown report (tables and headings) rendered for the terminal; ``wide`` lets tables
    run past the terminal's width instead of wrapping."""
    if wide:  # a markdown table's rendered row is about as long as its source line
        print_wide(console, Markdown(text), max(map(len, text.splitlines()), default=0) + 4)
    else:
        console.print(Markdown(text))


def render_agent_run(console: Console, run: AgentRun, run_dir: Path) -> None:
    """One row per case (outcome, steps, seconds, why unsolved), then the resolve rate."""
    table = Table(title=f"agent {run.agent}", title_justify="left")
    for column in ("case", "outcome", "steps", "seconds", "reason"):
        table.add_column(column, justify="right" if column in ("steps", "seconds") else "left")
    styles = {"resolved": "green", "unresolved": "yellow", "unsolved": "red"}
    for result in run.results:
        table.add_row(
            result.case_id,
            f"[{styles.get(result.outcome, '')}]{result.outcome}[/]",
            str(result.steps),
            f"{result.seconds:.1f}",
            result.reason or "",
        )
    console.print(table)
    resolved = sum(result.resolved for result in run.results)
    console.print(
        f"{run.agent}: {resolved}/{len(run.results)} resolved ({run.resolve_rate:.1%}) in "
        f"{run.seconds:.0f} s; results and trajectories in {run_dir}"
    )


def render_agent_report(console: Console, report: AgentReport) -> None:
    """A row per case, then the resolve rate overall, per library and per stratum."""
    table = Table(title=f"agent {report.agent}: {report.run_dir}", title_justify="left")
    columns = ("case", "outcome", "steps", "seconds", "tokens", "fix cells first named", "tools")
    for column in columns:
        table.add_column(column, justify="right" if column in columns[2:6] else "left")
    for case in report.cases:
        replayed = "" if case.replayed in (None, case.outcome) else f" (replayed: {case.replayed})"
        table.add_row(
            case.case_id,
            case.outcome + replayed,
            str(case.steps),
            f"{case.seconds:.1f}",
            "" if case.tokens is None else str(case.tokens),
            "" if case.first_touch is None else f"step {case.first_touch}",
            ", ".join(f"{tool} {count}" for tool, count in sorted(case.tools.items())),
        )
    print_wide(console, table)
    resolved = sum(case.resolved for case in report.cases)
    console.print(
        f"resolved {resolved}/{len(report.cases)} ({report.resolve_rate:.1%})"
        + "".join(
            f"; {library} {rate:.0%} of {count}"
            for library, (count, rate) in report.by_library().items()
        )
    )
    for name, values in report.strata.items():
        console.print(
            f"{name}: "
            + ", ".join(f"{value} {rate:.0%} of {count}" for value, (count, rate) in values.items())
        )
    if report.replay_mismatches:
        console.print(
            f"[bold red]replayed to another outcome: {', '.join(report.replay_mismatches)}"
        )
