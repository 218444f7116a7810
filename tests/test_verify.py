"""The four pass conditions of `verify`, on the fake engine and on the real kernel."""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path

import pytest

from junobench import (
    Benchmark,
    CheckResult,
    Crash,
    FakeEngine,
    RunOutcome,
    RunRequest,
    verify_cases,
)


def scripted(
    reproduced: RunOutcome,
    fixed: RunOutcome,
    discriminating: RunOutcome,
    on_run: Callable[[], None] | None = None,
) -> FakeEngine:
    """A fake engine answering by the kind of request verify sends."""

    def handler(request: RunRequest) -> RunOutcome:
        if on_run is not None:
            on_run()
        if not request.checks:
            return reproduced
        ids = [step.cell_id for step in request.cells]
        return fixed if "c2" in ids else discriminating

    return FakeEngine(handler)


CRASHED = RunOutcome("crash", 1.0, crash=Crash("c2", 2, "KeyError", "'price_usd'"))
CLEAN = RunOutcome("ok", 1.0, checks=(CheckResult("assert total == 10", True),))
CHECK_FAILS = RunOutcome(
    "ok",
    1.0,
    checks=(CheckResult("assert total == 10", False, "NameError", "name 'total' is not defined"),),
)


def verdict_of(folder: Path, engine: FakeEngine, repeat: int = 1) -> tuple[str, str | None]:
    report = verify_cases(Benchmark(folder.parent), [folder.name], engine=engine, repeat=repeat)
    (verdict,) = report.cases
    return verdict.verdict, verdict.reason


def test_pass_when_all_four_conditions_hold(make_case: Callable[..., Path]) -> None:
    engine = scripted(CRASHED, CLEAN, CHECK_FAILS)
    assert verdict_of(make_case(), engine) == ("pass", None)
    reproduced, discriminating, fixed = sorted(
        engine.requests, key=lambda r: (len(r.checks), len(r.cells))
    )
    assert [step.cell_id for step in reproduced.cells] == ["c1", "c2"]
    assert [step.cell_id for step in discriminating.cells] == ["c1"]
    assert fixed.checks == ("assert total == 10", "assert df.shape == (2, 2)")
    assert all(request.workdir.name == "pandas_1" for request in engine.requests)


@pytest.mark.parametrize(
    ("reproduced", "fixed", "discriminating", "reason"),
    [
        (
            CLEAN,
            CLEAN,
            CHECK_FAILS,
            "reproduced version ran without error; expected KeyError in cell c2",
        ),
        (
            RunOutcome("crash", 1.0, crash=Crash("c1", 1, "FileNotFoundError", "x")),
            CLEAN,
            CHECK_FAILS,
            "reproduced version raised FileNotFoundError in cell c1, expected KeyError in cell c2",
        ),
        (
            RunOutcome("crash", 1.0, crash=Crash("c2", 2, "KeyError", "'price'")),
            CLEAN,
            CHECK_FAILS,
            "reproduced version raised KeyError: 'price'; expected KeyError matching \"'price_usd'\"",
        ),
        (
            RunOutcome("timeout", 1.0, crash=Crash("c2", 2, None, "timed out after 5 s (killed)")),
            CLEAN,
            CHECK_FAILS,
            "reproduced version: timeout in cell c2 (timed out after 5 s (killed))",
        ),
        (CRASHED, CRASHED, CHECK_FAILS, "fixed version: crash in cell c2: KeyError: 'price_usd'"),
        (
            CRASHED,
            CHECK_FAILS,
            CHECK_FAILS,
            "fixed version: oracle check 'assert total == 10' failed: NameError",
        ),
        (
            CRASHED,
            CLEAN,
            CLEAN,
            "oracle does not discriminate: the reproduced version without cell c2 passes",
        ),
    ],
)
def test_each_failed_condition_has_its_reason(
    make_case: Callable[..., Path],
    reproduced: RunOutcome,
    fixed: RunOutcome,
    discriminating: RunOutcome,
    reason: str,
) -> None:
    verdict, got = verdict_of(make_case(), scripted(reproduced, fixed, discriminating))
    assert verdict == "fail"
    assert got is not None
    assert got.startswith(reason)


def test_a_run_that_changes_the_case_folder_fails(make_case: Callable[..., Path]) -> None:
    folder = make_case()

    def vandal() -> None:
        (folder / "data" / "prices.csv").write_text("price\n1\n")

    verdict, reason = verdict_of(folder, scripted(CRASHED, CLEAN, CHECK_FAILS, on_run=vandal))
    assert verdict == "fail"
    assert reason == "case folder changed by the runs: changed data/prices.csv"


def test_repeat_flags_a_flaky_case(make_case: Callable[..., Path]) -> None:
    outcomes = iter([CRASHED, CLEAN])

    def handler(request: RunRequest) -> RunOutcome:
        if not request.checks:
            return next(outcomes)
        return CLEAN if any(step.cell_id == "c2" for step in request.cells) else CHECK_FAILS

    verdict, reason = verdict_of(make_case(), FakeEngine(handler), repeat=2)
    assert verdict == "fail"
    assert reason is not None and reason.startswith("flaky: outcomes differ across 2 runs")


def test_malformed_case_fails_without_running(make_case: Callable[..., Path]) -> None:
    folder = make_case()
    (folder / "case.toml").write_text("id = 3")
    engine = scripted(CRASHED, CLEAN, CHECK_FAILS)
    verdict, reason = verdict_of(folder, engine)
    assert verdict == "fail"
    assert reason is not None and "case.toml" in reason
    assert engine.requests == []


@pytest.mark.kernel
def test_real_kernel_verify_pass_and_json_shape(make_case: Callable[..., Path]) -> None:
    folder = make_case()
    report = verify_cases(Benchmark(folder.parent), ["pandas_1"], jobs=2)
    document = report.to_json()
    assert document["summary"]["total"] == 1
    assert document["summary"]["passed"] == 1, document
    (case,) = document["cases"]
    assert case["verdict"] == "pass"
    assert case["reproduced"]["status"] == "crash"
    assert (case["reproduced"]["cell_id"], case["reproduced"]["ename"]) == ("c2", "KeyError")
    assert case["fixed"] == {"status": "ok", "oracle": "pass", "seconds": case["fixed"]["seconds"]}
    assert case["unchanged"] is True


@pytest.mark.kernel
def test_real_kernel_oracle_that_does_not_discriminate(make_case: Callable[..., Path]) -> None:
    folder = make_case(checks=["assert df.shape == (2, 2)", "assert len(df) == 2"])
    report = verify_cases(Benchmark(folder.parent), ["pandas_1"], jobs=2)
    assert report.cases[0].reason is not None
    assert report.cases[0].reason.startswith("oracle does not discriminate")
