"""What benchmarks/verify.py writes where the engines disagree on a case (no kernel is run)."""

from __future__ import annotations

import asyncio
import importlib.util
import sys
from pathlib import Path
from types import ModuleType

import pytest

from junobench import CaseVerdict
from junobench.engine._outcome import CellResult, CheckResult, Crash, RunOutcome
from junobench.verify._repair import RepairResult
from junobench.verify._verify import RepairTrial

SCRIPT = Path(__file__).resolve().parents[1] / "benchmarks" / "verify.py"


@pytest.fixture(scope="module")
def script() -> ModuleType:
    spec = importlib.util.spec_from_file_location("benchmark_verify", SCRIPT)
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    sys.modules[spec.name] = module
    spec.loader.exec_module(module)
    return module


def verdict(check_passed: bool, seconds: float) -> CaseVerdict:
    check = CheckResult(
        "assert acc > 0.5", check_passed, None if check_passed else "AssertionError"
    )
    result = RepairResult("tensorflow_3", "d1", "ok", None, (check,), seconds)
    trial = RepairTrial("gold fix with its order", "valid", result)
    reason = None if check_passed else "valid repair 'gold fix with its order' is not resolved"
    return CaseVerdict(
        "tensorflow_3",
        "pass" if check_passed else "fail",
        reason,
        repairs=(trial,),
        seconds=seconds,
    )


def test_differences_name_the_repair_and_both_values(script: ModuleType) -> None:
    lines = script.differences(verdict(False, 40.0), verdict(True, 30.0))
    assert (
        "`repairs[0].failed_checks[0] (gold fix with its order)`: plain 'assert acc > 0.5', fast None"
        in lines
    )
    assert "`repairs[0].resolved (gold fix with its order)`: plain False, fast True" in lines
    assert not any("seconds" in line or line.startswith("`verdict`") for line in lines)


def test_identical_outcomes_differ_nowhere_whatever_their_times(script: ModuleType) -> None:
    assert script.differences(verdict(True, 40.0), verdict(True, 12.5)) == []


def crashed(evalue: str) -> CaseVerdict:
    crash = Crash("c9", 9, "InvalidArgumentError", evalue)
    return CaseVerdict("tensorflow_13", "pass", None, RunOutcome("crash", 3.0, crash=crash))


def test_a_kernel_file_named_after_its_process_is_no_difference(script: ModuleType) -> None:
    """What differs between two runs of the same code (a kernel's temporary file is named
    after its process id) is not a difference of outcome; what a message says is."""
    text = 'in user code:\n\n    File "/tmp/ipykernel_{}/1685213229.py", line 19, in train_step'
    assert script.differences(crashed(text.format(2)), crashed(text.format(7301))) == []
    other = crashed(text.format(2).replace("line 19", "line 20"))
    assert len(script.differences(crashed(text.format(2)), other)) == 1


def test_a_differing_case_gets_an_entry_with_each_verdict_and_reason(script: ModuleType) -> None:
    plain = script.Measure("plain", 1, 40.0, 0, [1.0], {"tensorflow_3": verdict(False, 40.0)})
    fast = script.Measure("fast", 2, 30.0, 0, [2.0], {"tensorflow_3": verdict(True, 30.0)})
    text = script.report(
        [script.Round(["tensorflow_3"], plain, fast, True)], [0.5], ["tensorflow_3"], ""
    )
    assert "Verdicts differ on: tensorflow_3." in text
    assert (
        "- **tensorflow_3**: plain fail (valid repair 'gold fix with its order' is not "
        "resolved); fast pass" in text
    )
    assert "| tensorflow | 1 | 40.0 | 30.0 | 0.75 | 100% |" in text


def test_rounds_take_cases_across_the_list_and_none_is_empty(script: ModuleType) -> None:
    ids = [f"case_{number}" for number in range(1, 11)]
    assert script.rounds(ids, 4) == [
        ["case_1", "case_5", "case_9"],
        ["case_2", "case_6", "case_10"],
        ["case_3", "case_7"],
        ["case_4", "case_8"],
    ]
    assert script.rounds(ids[:2], 4) == [["case_1"], ["case_2"]]


def test_wall_times_are_summed_over_rounds_and_shown_per_round(script: ModuleType) -> None:
    def one(case_id: str, plain_seconds: float, fast_seconds: float, first: bool) -> object:
        plain = script.Measure("plain", 1, plain_seconds, 2**30, [1.0], {case_id: verdict(True, 1)})
        fast = script.Measure("fast", 2, fast_seconds, 2**31, [2.0], {case_id: verdict(True, 1)})
        return script.Round([case_id], plain, fast, first)

    done = [one("numpy_1", 100.0, 10.0, True), one("numpy_2", 300.0, 50.0, False)]
    text = script.report(done, [0.5], ["numpy_1", "numpy_2"], "")
    assert "**Fast / sequential plain: 0.150**" in text
    assert "| plain | 1 | 400.0 s | 1.00 GiB |" in text
    assert "| 1 | 1 | plain | 100.0 s | 10.0 s | 0.100 |" in text
    assert "| 2 | 1 | fast | 300.0 s | 50.0 s | 0.167 |" in text


def test_a_run_cut_short_says_so_and_shows_the_rounds_done(script: ModuleType) -> None:
    plain = script.Measure("plain", 1, 100.0, 0, [1.0], {"numpy_1": verdict(True, 1)})
    fast = script.Measure("fast", 2, 20.0, 0, [1.0], {"numpy_1": verdict(True, 1)})
    text = script.report([script.Round(["numpy_1"], plain, fast, True)], [0.5], ["numpy_1"], "", 3)
    assert "- **Unfinished**: 1 of 3 rounds done" in text
    assert "**Fast / sequential plain: 0.200**" in text


class _Shared:
    """An engine whose two runs of a family share the result of their first step, as the fast
    engine's outcomes do where it ran a step once for both."""

    def __init__(self) -> None:
        self.shared = CellResult("a", 0, "ok", 2.0)

    async def run(self, request: object) -> RunOutcome:
        return RunOutcome("ok", 1.0, (CellResult("a", 0, "ok", 0.5),))

    async def run_family(self, family: object) -> list[RunOutcome]:
        own = CellResult("b", 1, "ok", 1.0)
        return [
            RunOutcome("ok", 3.0, (self.shared, own)),
            RunOutcome("ok", 3.5, (self.shared, CellResult("b", 1, "ok", 1.5))),
            RunOutcome("ok", 3.0, (self.shared, own)),  # a run alike the first: one outcome
        ]


def test_the_cell_clock_counts_each_execution_once(script: ModuleType) -> None:
    engine = _Shared()
    clock = script.cell_clock(engine)
    outcomes = asyncio.run(clock.run_family(object()))
    assert [outcome.seconds for outcome in outcomes] == [3.0, 3.5, 3.0]
    assert clock.seconds == 2.0 + 1.0 + 1.5
    asyncio.run(clock.run(object()))
    assert clock.seconds == 5.0


def test_the_cell_clock_counts_runs_and_families_of_a_one_by_one_engine(
    script: ModuleType, tmp_path: Path
) -> None:
    from junobench.engine import CellToRun, FakeEngine, Family, FamilyRun

    engine = FakeEngine(lambda request: RunOutcome("ok", 1.0, (CellResult("a", 0, "ok", 0.5),)))
    clock = script.cell_clock(engine)
    asyncio.run(clock.run(object()))
    runs = (FamilyRun((CellToRun("a", 0, "x = 1"),)),) * 2
    asyncio.run(clock.run_family(Family(runs, tmp_path)))
    assert clock.seconds == 1.5  # each run its own execution of the cell
    assert len(engine.requests) == 3


def test_the_report_says_how_much_of_the_slot_time_cells_ran(script: ModuleType) -> None:
    plain = script.Measure("plain", 1, 100.0, 0, [1.0], {"numpy_1": verdict(True, 80)})
    fast = script.Measure("fast", 2, 20.0, 0, [1.0], {"numpy_1": verdict(True, 40)}, 0, 0, 30.0)
    text = script.report([script.Round(["numpy_1"], plain, fast, True)], [0.5], ["numpy_1"], "")
    assert "| plain | 80.0 s | 0.0 s | 0% | 80.0 s |" in text
    assert "| fast | 40.0 s | 30.0 s | 75% | 10.0 s |" in text
    assert "a ratio of about 0.150" in text
