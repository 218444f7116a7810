"""The pass conditions of `verify`: on an exec-based fake engine (real Python semantics, no
kernel) for the logic, and on the real kernel for the whole path."""

from __future__ import annotations

import asyncio
import errno
import html
import json
import re
import shutil
from collections.abc import Callable
from pathlib import Path
from typing import Any

import nbformat
import pytest
from conftest import exec_engine, with_after
from nbformat.v4 import new_code_cell

from junobench import (
    RESTART,
    Benchmark,
    CaseError,
    CellResult,
    Crash,
    EngineError,
    FakeEngine,
    RunOutcome,
    RunRequest,
    load_case,
    verify_cases,
)
from junobench.cases._case import recorded_counts
from junobench.cli._main import main
from junobench.engine import Family, Limits
from junobench.formats import RepairPrediction
from junobench.verify._repair import replay_order, replay_repair
from junobench.verify._trials import trials, without_statement, wrapped_in_try
from junobench.verify._verify import CaseVerdict, VerifyReport, longest_first

NB_SPECIFIC = """\
id = "{case_id}"
title = "A total read before the cell that computes it ran"
library_cause = "none"
crash_type = "variable not found"
root_cause = "NB specific"
pipeline_stage = "data preparation"
diagnosis = "Cell c2 reads total, which cell c1b computes; c1b never ran."

[crash]
cell_id = "c2"
ename = "NameError"
evalue = "name 'subtotal' is not defined"

[fix]
cell_ids = ["c1b"]
summary = "Run c1b before c2."

[oracle]
checks = {checks}

[data]
source = "synthetic"
license = "CC0-1.0"
"""


def verify_one(folder: Path, engine: FakeEngine | None = None, repeat: int = 1) -> CaseVerdict:
    report = verify_cases(
        Benchmark(folder.parent), [folder.name], engine=engine or exec_engine(), repeat=repeat
    )
    (verdict,) = report.cases
    return verdict


def test_a_sound_case_passes_with_every_repair_tried(make_case: Callable[..., Path]) -> None:
    verdict = verify_one(make_case())
    assert (verdict.verdict, verdict.reason) == ("pass", None)
    tried = {trial.name: (trial.kind, trial.result.resolved) for trial in verdict.repairs}
    assert tried == {
        "crashing cell emptied": ("wrong", False),
        "crashing cell wrapped in try/except": ("wrong", False),
        "raising statement deleted (line 1)": ("wrong", False),
        "gold fix with its order": ("valid", True),
        "gold code edits without an order": ("valid", True),
    }
    assert all(trial.as_expected for trial in verdict.repairs)
    document = verdict.to_json()
    assert [repair["name"] for repair in document["repairs"]] == list(tried)
    assert document["repairs"][1] == {
        "name": "crashing cell wrapped in try/except",
        "kind": "wrong",
        "status": "ok",
        "resolved": False,
        "as_expected": True,
        "crash": None,
        "failed_checks": ["assert total == 10"],
        "problem": None,
        "seconds": 0.01,
    }


AFTER_C2 = with_after(["assert total == 10", "assert df.shape == (2, 2)"])
# Below the crash, a cell that takes away what the crashing cell made, as a `%reset` does.
TAKES_AWAY = [
    ("c3", "for name in ('total', 'df'):\n    globals().pop(name, None)\nsummary = 'done'")
]


def test_checks_after_a_cell_judge_what_a_later_cell_takes_away(
    make_case: Callable[..., Path],
) -> None:
    folder = make_case(
        checks=["assert summary == 'done'"],
        toml=AFTER_C2,
        after=TAKES_AWAY,
    )
    verdict = verify_one(folder)
    assert (verdict.verdict, verdict.reason) == ("pass", None)
    emptied = next(t for t in verdict.repairs if t.name == "crashing cell emptied")
    assert emptied.result.crash is None  # it ran to the end, and the checks after c2 failed
    assert [c.passed for c in emptied.result.checks] == [False, True, True]
    # The same checks at the end see what c3 took away: the gold fix itself would fail.
    at_the_end = make_case(
        "pandas_2", checks=["assert total == 10", "assert summary == 'done'"], after=TAKES_AWAY
    )
    reason = verify_one(at_the_end).reason or ""
    assert reason.startswith("fixed version: oracle check 'assert total == 10' failed: NameError")


def test_checks_after_a_cell_that_a_repair_never_runs_fail_and_say_so(
    make_case: Callable[..., Path],
) -> None:
    case = load_case(
        make_case(
            checks=["assert summary == 'done'"],
            toml=AFTER_C2,
            after=TAKES_AWAY,
        )
    )
    skipping = RepairPrediction(
        id=case.id, cells={"c3": "summary = 'done'"}, execution_order=["c1", "c3"]
    )
    result = asyncio.run(replay_repair(exec_engine(), case, skipping, Limits()))
    assert result.crash_gone and not result.resolved
    never = [(c.passed, c.ename, c.evalue) for c in result.checks[:2]]
    assert (
        never
        == [(False, "CellNeverRan", "cell c2 never ran, and this check runs right after it")] * 2
    )
    assert result.checks[2].passed


def test_an_oracle_that_accepts_a_standard_wrong_repair_fails(
    make_case: Callable[..., Path],
) -> None:
    verdict = verify_one(make_case(checks=["assert df.shape == (2, 2)", "assert len(df) == 2"]))
    assert verdict.verdict == "fail"
    assert verdict.reason is not None
    assert verdict.reason.startswith(
        "wrong repair 'crashing cell emptied' is resolved: the oracle does not reject it"
    )
    assert "(and 2 more problems)" in verdict.reason  # try/except and deletion pass too


def test_a_hand_written_wrong_repair_that_passes_the_oracle_fails_the_case(
    make_case: Callable[..., Path],
) -> None:
    folder = make_case(repairs={"repairs/wrong/hard_coded.json": {"cells": {"c2": "total = 10"}}})
    verdict = verify_one(folder)
    assert verdict.verdict == "fail"
    assert verdict.reason == (
        "wrong repair 'repairs/wrong/hard_coded.json' is resolved: the oracle does not reject it"
    )
    # An oracle that states the intent (the total of the column, whatever it is) rejects it.
    strong = make_case(
        "pandas_2",
        checks=["assert total == df['price'].sum()", "assert df.shape == (2, 2)"],
        repairs={"repairs/wrong/hard_coded.json": {"cells": {"c2": "total = 10.5"}}},
    )
    assert verify_one(strong).verdict == "pass"


def test_a_valid_repair_that_does_not_resolve_fails_the_case(
    make_case: Callable[..., Path],
) -> None:
    folder = make_case(
        repairs={
            "repairs/valid/iloc.json": {"cells": {"c2": "total = df.iloc[:, 0].sum()"}},
            "repairs/valid/qty.json": {"cells": {"c2": "total = df['qty'].sum()"}},
        }
    )
    verdict = verify_one(folder)
    assert verdict.verdict == "fail"
    assert verdict.reason == (
        "valid repair 'repairs/valid/qty.json' is not resolved: "
        "oracle check 'assert total == 10' failed: AssertionError: "
    )
    resolved = {trial.name: trial.result.resolved for trial in verdict.repairs}
    assert resolved["repairs/valid/iloc.json"] is True


def test_the_gold_edits_without_an_order_must_resolve_a_code_only_case(
    make_case: Callable[..., Path],
) -> None:
    # The fix defines the total in a new cell above the crash: with its order it works; as code
    # alone, the new cell is appended below the crash and runs too late.
    folder = make_case(
        crash_source="print(total)",
        fixed_source="print(total)",
        fixed_order=["c1", "c0", "c2"],
    )
    fixed = folder / "pandas_1_fixed.ipynb"
    node = nbformat.read(fixed, as_version=4)
    node.cells.insert(2, new_code_cell("total = df['price'].sum()", id="c0", execution_count=2))
    node.cells[3].execution_count = 3
    nbformat.write(node, fixed)
    (folder / "case.toml").write_text(
        (folder / "case.toml")
        .read_text()
        .replace('ename = "KeyError"', 'ename = "NameError"')
        .replace("evalue = \"'price_usd'\"", "evalue = \"name 'total'\"")
    )
    verdict = verify_one(folder)
    assert verdict.verdict == "fail"
    assert verdict.reason is not None
    assert verdict.reason.startswith(
        "valid repair 'gold code edits without an order' is not resolved: "
        "crash in cell c2: NameError: name 'total' is not defined"
    )
    gold = next(trial for trial in verdict.repairs if trial.kind == "valid")
    assert (gold.name, gold.result.resolved) == ("gold fix with its order", True)


def test_a_notebook_specific_case_is_not_held_to_a_fix_without_an_order(
    make_case: Callable[..., Path],
) -> None:
    folder = make_case(
        "NBspecific_1",
        toml=NB_SPECIFIC,
        crash_source="total = subtotal * 1",
        fixed_source="total = subtotal * 1",
        checks=["assert total == 10", "assert subtotal == 10"],
        after=[("c1b", "subtotal = df['price'].sum()")],
        reproduced_order=["c1", "c2"],
        fixed_order=["c1", "c1b", "c2"],
    )
    verdict = verify_one(folder)
    assert (verdict.verdict, verdict.reason) == ("pass", None)
    names = [trial.name for trial in verdict.repairs]
    assert "gold code edits without an order" not in names
    assert "gold fix with its order" in names


def test_the_crash_must_be_the_last_step_of_the_order(make_case: Callable[..., Path]) -> None:
    verdict = verify_one(make_case(reproduced_order=["c1", "c2", "c2"]))
    assert verdict.verdict == "fail"
    assert verdict.reason == (
        "reproduced version raised KeyError in cell c2 at step 2 of 3: "
        "the crash must be the last step of the order"
    )


def scripted(reproduced: RunOutcome) -> FakeEngine:
    """The exec engine, except that the reproduced run (no checks, original c2) is scripted."""
    real = exec_engine()

    def handler(request: RunRequest) -> RunOutcome:
        sources = [step.source for step in request.cells]
        if not request.checks and "total = df['price_usd'].sum()" in sources:
            return reproduced
        return real._handler(request)

    return FakeEngine(handler)


TWO_CELLS = (CellResult("c1", 1, "ok", 0.1), CellResult("c2", 2, "crash", 0.1))


@pytest.mark.parametrize(
    ("reproduced", "reason"),
    [
        (
            RunOutcome("ok", 1.0, TWO_CELLS[:1]),
            "reproduced version ran without error; expected KeyError in cell c2",
        ),
        (
            RunOutcome(
                "crash",
                1.0,
                (CellResult("c1", 1, "crash", 0.1),),
                Crash("c1", 1, "FileNotFoundError", "x"),
            ),
            "reproduced version raised FileNotFoundError in cell c1, expected KeyError in cell c2",
        ),
        (
            RunOutcome("crash", 1.0, TWO_CELLS, Crash("c2", 2, "KeyError", "'price'")),
            "reproduced version raised KeyError: 'price'; expected KeyError matching \"'price_usd'\"",
        ),
        (
            RunOutcome("timeout", 1.0, TWO_CELLS, Crash("c2", 2, None, "timed out after 5 s")),
            "reproduced version: timeout in cell c2 (timed out after 5 s)",
        ),
    ],
)
def test_each_way_the_reproduced_run_can_be_wrong_has_its_reason(
    make_case: Callable[..., Path], reproduced: RunOutcome, reason: str
) -> None:
    verdict = verify_one(make_case(), scripted(reproduced))
    assert verdict.verdict == "fail"
    assert verdict.reason == reason
    assert verdict.repairs == ()  # without the expected crash, repairs are not tried


@pytest.mark.parametrize(
    ("fixed_source", "reason"),
    [
        ("total = df['cost'].sum()", "fixed version: crash in cell c2: KeyError: 'cost'"),
        (
            "total = df['qty'].sum()",
            "fixed version: oracle check 'assert total == 10' failed: AssertionError: ",
        ),
    ],
)
def test_a_fixed_version_that_fails_has_its_reason(
    make_case: Callable[..., Path], fixed_source: str, reason: str
) -> None:
    verdict = verify_one(make_case(fixed_source=fixed_source))
    assert verdict.verdict == "fail"
    assert verdict.reason is not None and verdict.reason.startswith(reason)


def test_a_run_that_changes_the_case_folder_fails(make_case: Callable[..., Path]) -> None:
    folder = make_case()
    real = exec_engine()

    def vandal(request: RunRequest) -> RunOutcome:
        (folder / "data" / "prices.csv").write_text("price,qty\n4,1\n6,2\n\n")
        return real._handler(request)

    verdict = verify_one(folder, FakeEngine(vandal))
    assert verdict.verdict == "fail"
    assert verdict.reason == "case folder changed by the runs: changed data/prices.csv"


def test_repeat_flags_a_flaky_case(make_case: Callable[..., Path]) -> None:
    real = exec_engine()
    reproduced_runs = 0

    def handler(request: RunRequest) -> RunOutcome:
        nonlocal reproduced_runs
        if not request.checks and len(request.cells) == 2:
            reproduced_runs += 1
            if reproduced_runs == 2:
                return RunOutcome("ok", 0.1, TWO_CELLS[:1])
        return real._handler(request)

    verdict = verify_one(make_case(), FakeEngine(handler), repeat=2)
    assert verdict.verdict == "fail"
    assert verdict.reason is not None
    assert verdict.reason.startswith("flaky: outcomes differ across 2 runs")


def test_repeat_ignores_addresses_and_scratch_paths(make_case: Callable[..., Path]) -> None:
    real = exec_engine()
    runs = 0

    def handler(request: RunRequest) -> RunOutcome:
        nonlocal runs
        outcome = real._handler(request)
        if outcome.crash is not None and outcome.crash.ename == "KeyError":
            runs += 1
            message = f"'price_usd' at 0x7f00deadbe{runs:02d} in {request.workdir}"
            crash = Crash("c2", 2, "KeyError", message, 1)
            return RunOutcome("crash", 0.1, outcome.cells, crash)
        return outcome

    assert verify_one(make_case(), FakeEngine(handler), repeat=2).verdict == "pass"


def test_malformed_case_fails_without_running(make_case: Callable[..., Path]) -> None:
    folder = make_case()
    (folder / "case.toml").write_text("id = 3")
    engine = exec_engine()
    verdict = verify_one(folder, engine)
    assert verdict.verdict == "fail"
    assert verdict.reason is not None and "case.toml" in verdict.reason
    assert engine.requests == []


def test_an_environment_failure_is_an_error_not_a_failure_and_spares_the_other_cases(
    make_case: Callable[..., Path], capsys: pytest.CaptureFixture[str]
) -> None:
    root = make_case().parent
    make_case("pandas_2")
    real = exec_engine()

    def handler(request: RunRequest) -> RunOutcome:
        if request.workdir.name == "pandas_2":
            raise EngineError("could not start a Jupyter kernel (no such kernel)")
        return real._handler(request)

    report = verify_cases(Benchmark(root), ["pandas_1", "pandas_2"], engine=FakeEngine(handler))
    verdicts = {case.id: (case.verdict, case.reason) for case in report.cases}
    assert verdicts == {
        "pandas_1": ("pass", None),
        "pandas_2": ("error", "environment: could not start a Jupyter kernel (no such kernel)"),
    }
    assert report.to_json()["summary"] == {
        "total": 2,
        "passed": 1,
        "failed": 0,
        "errors": 1,
        "seconds": report.to_json()["summary"]["seconds"],
        "isolated": False,
    }


def test_repair_files_are_checked_when_the_case_loads(make_case: Callable[..., Path]) -> None:
    for document, problem in (
        ({"cells": {"c2": "x"}, "execution_order": ["c1", "zz"]}, "no cell with id 'zz'"),
        ({"cells": {"m1": "x"}}, "cell 'm1' is a markdown cell"),
        ({"cells": ["x"]}, "'cells' must be an object"),
        ({"id": "pandas_9", "cells": {}}, "'id' is 'pandas_9', not the case's 'pandas_1'"),
    ):
        folder = make_case(repairs={"repairs/wrong/w.json": document})
        with pytest.raises(CaseError, match=problem) as raised:
            load_case(folder)
        assert "repairs/wrong/w.json" in str(raised.value)
        shutil.rmtree(folder)


def test_a_repair_without_an_order_replays_the_recorded_order_then_the_cells_below(
    make_case: Callable[..., Path],
) -> None:
    folder = make_case(
        after=[("c3", "print(total)"), ("c4", "total2 = total * 2")],
        reproduced_order=["c1", "c1", "c2"],
    )
    case = load_case(folder)
    edited, order = replay_order(
        case, RepairPrediction(id="pandas_1", cells={"c2": "total = 1", "new1": "print(2)"})
    )
    assert [cell.id for cell in order] == ["c1", "c1", "c2", "c3", "c4", "new1"]
    assert edited.cell("c2").source == "total = 1"
    _, explicit = replay_order(
        case,
        RepairPrediction(id="pandas_1", cells={"c2": "total = 1"}, execution_order=["c1", "c2"]),
    )
    assert [cell.id for cell in explicit] == ["c1", "c2"]


def test_standard_wrong_repairs_and_their_deduplication(make_case: Callable[..., Path]) -> None:
    case = load_case(make_case())
    names = [trial.name for trial in trials(case, crash_line=1)]
    assert names[:3] == [
        "crashing cell emptied",
        "crashing cell wrapped in try/except",
        "raising statement deleted (line 1)",
    ]
    # Without a crash line, the statement cannot be found: that repair is not tried.
    assert "raising statement deleted (line 1)" not in [t.name for t in trials(case, None)]


def test_a_repair_listed_both_wrong_and_valid_fails_the_case(
    make_case: Callable[..., Path],
) -> None:
    same = {"cells": {"c2": "total = df['price'].sum() + 0"}}
    folder = make_case(
        repairs={"repairs/valid/plus_zero.json": same, "repairs/wrong/zero.json": same}
    )
    verdict = verify_one(folder)
    assert verdict.verdict == "fail"
    assert "valid repair 'repairs/valid/plus_zero.json' is the same repair as wrong repair " in (
        verdict.reason or ""
    )


def test_deleting_the_raising_statement_keeps_the_cell_valid() -> None:
    source = (
        "%matplotlib inline\n"
        "for i in range(3):\n"
        "    x = df.loc[i, 'é']; print(x)\n"
        "model.fit(X,\n"
        "          y)\n"
        "print('done')"
    )
    assert without_statement(source, 3) == source.replace("x = df.loc[i, 'é']", "pass")
    assert without_statement(source, 5) == (
        "%matplotlib inline\nfor i in range(3):\n    x = df.loc[i, 'é']; print(x)\npass\n"
        "print('done')"
    )
    assert without_statement(source, 2) == "%matplotlib inline\npass\n" + source.split("\n", 3)[3]
    assert without_statement(source, 1) == "pass\n" + source.split("\n", 1)[1]
    assert without_statement("def f(:\n  pass", 1) is None
    assert without_statement("%%time\nx = 1", 2) is None


def test_wrapping_in_try_keeps_a_cell_magic_first() -> None:
    assert wrapped_in_try("%%time\nx = 1\n\ny = 2") == (
        "%%time\ntry:\n    x = 1\n\n    y = 2\nexcept Exception:\n    pass"
    )
    assert wrapped_in_try("") == "try:\n    pass\nexcept Exception:\n    pass"


def test_cli_exit_statuses(
    make_case: Callable[..., Path],
    capsys: pytest.CaptureFixture[str],
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    root = make_case(checks=["assert df.shape == (2, 2)", "assert len(df) == 2"]).parent
    engine = exec_engine()
    monkeypatch.setattr("junobench.engine.JupyterEngine", lambda **_: engine)
    assert main(["--root", str(root), "--engine", "plain", "verify", "--json"]) == 1
    failing = FakeEngine(lambda request: (_ for _ in ()).throw(EngineError("no kernel")))
    monkeypatch.setattr("junobench.engine.JupyterEngine", lambda **_: failing)
    assert main(["--root", str(root), "--engine", "plain", "verify", "--json"]) == 3
    capsys.readouterr()


@pytest.mark.kernel
def test_real_kernel_verify_pass_and_json_shape(make_case: Callable[..., Path]) -> None:
    folder = make_case(after=[("c3", "share = df['price'] / total")])
    report = verify_cases(Benchmark(folder.parent), ["pandas_1"], jobs=2)
    document = report.to_json()
    assert document["summary"]["total"] == 1
    assert document["summary"]["passed"] == 1, document
    (case,) = document["cases"]
    assert case["verdict"] == "pass"
    assert case["reproduced"]["status"] == "crash"
    assert (case["reproduced"]["cell_id"], case["reproduced"]["ename"]) == ("c2", "KeyError")
    assert case["reproduced"]["line"] == 1
    assert case["fixed"] == {"status": "ok", "oracle": "pass", "seconds": case["fixed"]["seconds"]}
    assert [(r["name"], r["resolved"]) for r in case["repairs"]] == [
        ("crashing cell emptied", False),
        ("crashing cell wrapped in try/except", False),
        ("raising statement deleted (line 1)", False),
        ("gold fix with its order", True),
        ("gold code edits without an order", True),
    ]
    assert case["unchanged"] is True


@pytest.mark.kernel
def test_real_kernel_checks_after_a_cell_survive_a_reset_below_it(
    make_case: Callable[..., Path],
) -> None:
    folder = make_case(
        checks=["assert summary == 'done' and 'total' not in dir()"],
        toml=AFTER_C2,
        after=[("c3", "%reset -f\nsummary = 'done'")],
    )
    (verdict,) = verify_cases(Benchmark(folder.parent), ["pandas_1"], jobs=1).cases
    assert (verdict.verdict, verdict.reason) == ("pass", None)
    emptied = next(t for t in verdict.repairs if t.name == "crashing cell emptied")
    assert emptied.result.crash is None
    assert [c.passed for c in emptied.result.checks] == [False, True, True]


@pytest.mark.kernel
def test_real_kernel_oracle_that_does_not_discriminate(make_case: Callable[..., Path]) -> None:
    folder = make_case(checks=["assert df.shape == (2, 2)", "assert len(df) == 2"])
    report = verify_cases(Benchmark(folder.parent), ["pandas_1"], jobs=2)
    assert report.cases[0].reason is not None
    assert report.cases[0].reason.startswith("wrong repair 'crashing cell emptied' is resolved")


def test_a_missing_module_of_the_pinned_environment_is_an_error(
    make_case: Callable[..., Path],
) -> None:
    folder = make_case(fixed_source="import tensorflow_not_installed_here\ntotal = 10")
    verdict = verify_one(folder)
    assert verdict.verdict == "fail"  # a module outside the pinned set: the case's own crash
    pinned = make_case("pandas_2", fixed_source="import torch\ntotal = 10")
    real = exec_engine()

    def without_torch(request: RunRequest) -> RunOutcome:
        outcome = real._handler(request)
        if any("import torch" in step.source for step in request.cells):
            cells = (*outcome.cells[:1], CellResult("c2", 2, "crash", 0.01))
            crash = Crash("c2", 2, "ModuleNotFoundError", "No module named 'torch'", 1)
            return RunOutcome("crash", 0.01, cells, crash)
        return outcome

    verdict = verify_one(pinned, FakeEngine(without_torch))
    assert (verdict.verdict, verdict.reason) == (
        "error",
        "environment: module 'torch' of the pinned environment is not installed",
    )


def test_a_full_disk_is_an_error(
    make_case: Callable[..., Path], monkeypatch: pytest.MonkeyPatch
) -> None:
    folder = make_case()

    def full(*args: object, **kwargs: object) -> None:
        raise OSError(errno.ENOSPC, "No space left on device")

    monkeypatch.setattr("junobench.engine._workspace.shutil.copytree", full)
    verdict = verify_one(folder)
    assert verdict.verdict == "error"
    assert verdict.reason == (
        "environment: could not make a scratch folder: [Errno 28] No space left on device"
    )


def test_a_run_folder_keeps_each_verdict_and_a_second_run_resumes_from_it(
    make_case: Callable[..., Path], tmp_path: Path
) -> None:
    root = make_case().parent
    make_case("pandas_2")
    run_dir = tmp_path / "runs"
    first = exec_engine()
    report = verify_cases(Benchmark(root), ["pandas_1", "pandas_2"], engine=first, run_dir=run_dir)
    assert sorted(path.name for path in run_dir.iterdir()) == ["pandas_1.json", "pandas_2.json"]
    again = exec_engine()
    resumed = verify_cases(Benchmark(root), ["pandas_1", "pandas_2"], engine=again, run_dir=run_dir)
    assert again.requests == []  # nothing re-run
    assert [case.to_json() for case in resumed.cases] == [case.to_json() for case in report.cases]
    # A case whose files changed is judged again; so is every case under other settings.
    (root / "pandas_2" / "case.toml").write_text(
        (root / "pandas_2" / "case.toml").read_text() + "# edited\n"
    )
    third = exec_engine()
    verify_cases(Benchmark(root), ["pandas_1", "pandas_2"], engine=third, run_dir=run_dir)
    assert {request.workdir.name for request in third.requests} == {"pandas_2"}
    fourth = exec_engine()
    verify_cases(Benchmark(root), ["pandas_1"], engine=fourth, run_dir=run_dir, repeat=2)
    assert fourth.requests != []


def test_a_run_folder_that_is_a_file_is_exit_2(
    make_case: Callable[..., Path], tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    root = make_case().parent
    taken = tmp_path / "taken"
    taken.write_text("x")
    assert main(["--root", str(root), "verify", "--run-dir", str(taken)]) == 2
    assert capsys.readouterr().err == (
        f"junobench verify: error: --run-dir {taken}: is a file; --run-dir names a folder\n"
    )


def test_a_run_folder_that_cannot_be_written_is_an_error(
    make_case: Callable[..., Path], tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    folder = make_case()

    def full(self: object, *args: object) -> None:
        raise OSError(errno.ENOSPC, "No space left on device")

    monkeypatch.setattr("junobench.verify._verify._RunFolder.keep", full)
    report = verify_cases(
        Benchmark(folder.parent), ["pandas_1"], engine=exec_engine(), run_dir=tmp_path / "r"
    )
    assert (report.cases[0].verdict, report.cases[0].reason) == (
        "error",
        "environment: could not keep the result: [Errno 28] No space left on device",
    )


def test_cases_that_import_tensorflow_start_first(make_case: Callable[..., Path]) -> None:
    """Their runs cannot share steps: started last, one would run alone at the end."""
    root = make_case().parent
    make_case("pandas_2", crash_source="from tensorflow import keras\ntotal = df['x'].sum()")
    make_case("pandas_3")
    make_case("pandas_4", crash_source="import keras.layers\ntotal = df['x'].sum()")
    ids = ["pandas_1", "missing_1", "pandas_2", "pandas_3", "pandas_4"]
    order = longest_first(Benchmark(root), ids)
    assert order == ["pandas_2", "pandas_4", "pandas_1", "missing_1", "pandas_3"]


def test_a_report_shows_as_the_verify_table_in_jupyter(make_case: Callable[..., Path]) -> None:
    from IPython.core.formatters import DisplayFormatter

    root = make_case().parent
    make_case("pandas_2", crash_source="total = df['price'].sum()")
    report = verify_cases(Benchmark(root), ["pandas_1", "pandas_2"], engine=exec_engine())
    shown, _ = DisplayFormatter().format(report)
    assert shown["text/html"].startswith("<pre")
    text = html.unescape(re.sub(r"<[^>]+>", "", shown["text/html"]))  # as the browser shows it
    rows = [line.split("│") for line in text.splitlines() if line.startswith("│ pandas_")]
    assert [[cell.strip() for cell in row[1:4]] for row in rows] == [
        ["pandas_1", "pass", "KeyError in c2"],
        ["pandas_2", "fail", "ok"],
    ]
    assert "pandas_2: reproduced version ran without error" in text
    assert "1 passed, 1 failed" in text


@pytest.mark.parametrize("isolated", [False, True])
def test_a_verification_says_whether_its_kernels_were_isolated(
    make_case: Callable[..., Path],
    capsys: pytest.CaptureFixture[str],
    monkeypatch: pytest.MonkeyPatch,
    isolated: bool,
) -> None:

    root = make_case().parent
    engine = exec_engine()
    engine.isolated = isolated
    monkeypatch.setattr("junobench.engine.JupyterEngine", lambda **_: engine)
    argv = ["--root", str(root), "--engine", "plain", "--no-sandbox", "verify"]
    assert main([*argv, "--json"]) == 0
    assert json.loads(capsys.readouterr().out)["summary"]["isolated"] is isolated
    assert main(argv) == 0
    assert ("NOT ISOLATED" in capsys.readouterr().out) is not isolated


def test_without_an_engine_verify_cases_runs_the_fast_engine_warmed_for_its_cases(
    make_case: Callable[..., Path], monkeypatch: pytest.MonkeyPatch
) -> None:
    """The library picks the engine as the command line does (``FastEngine.for_cases``), and
    closes it when done."""
    from junobench.engine._fast import FastEngine

    asked: list[list[str]] = []
    closed: list[bool] = []

    class Engine:
        def __init__(self) -> None:
            self.inner = exec_engine()
            self.isolated = True

        async def run(self, request: RunRequest) -> RunOutcome:
            return await self.inner.run(request)

        async def run_family(self, family: Family) -> list[RunOutcome]:
            return await self.inner.run_family(family)

        async def aclose(self) -> None:
            closed.append(True)

        async def __aenter__(self) -> Engine:
            return self

        async def __aexit__(self, *exc: object) -> None:
            closed.append(True)

    def for_cases(cases: Any, **kwargs: Any) -> Engine:
        asked.append([case.id for case in cases])
        return Engine()

    monkeypatch.setattr(FastEngine, "for_cases", for_cases)
    root = make_case().parent
    make_case("pandas_2")
    report = verify_cases(Benchmark(root), ["pandas_1", "pandas_2", "pandas_1"])
    assert asked == [["pandas_1", "pandas_2"]]
    assert closed == [True]
    assert [case.verdict for case in report.cases] == ["pass", "pass"]


def test_a_report_shows_in_jupyter_as_the_table_the_command_prints() -> None:
    report = VerifyReport(
        (
            CaseVerdict(
                "pandas_1", "fail", "fixed version: oracle check failed", None, None, (), (), 1.5
            ),
        ),
        1.5,
        False,
    )
    html = report._repr_html_()
    assert "pandas_1" in html and "fixed version: oracle check failed" in html
    assert "0 passed, 1 failed" in html


def test_a_case_whose_recorded_order_restarts_the_kernel(make_case: Callable[..., Path]) -> None:
    """The reproduced session loaded the data, restarted the kernel and ran c2 on (a NameError);
    the fix runs c1 again after the restart. The counts of a restarted session (c1 keeps 1, c2
    shows 1 in the fresh kernel) are the ones the case must carry."""
    folder = make_case(
        "NBspecific_1",
        toml=NB_SPECIFIC.replace("name 'subtotal'", "name 'df'").replace('["c1b"]', '["c1"]'),
        crash_source="total = df['price'].sum()",
        fixed_source="total = df['price'].sum()",
        checks=["assert total == 10", "assert df.shape == (2, 2)"],
        reproduced_order=["c1", RESTART, "c2"],
        fixed_order=["c1", RESTART, "c1", "c2"],
    )
    reproduced = load_case(folder).reproduced()
    assert [cell.id for cell in reproduced.order()] == ["c1", RESTART, "c2"]
    assert recorded_counts(reproduced) == {"c1": 1, "c2": 1}
    verdict = verify_one(folder)
    assert (verdict.verdict, verdict.reason) == ("pass", None)
    gold = next(trial for trial in verdict.repairs if trial.name == "gold fix with its order")
    assert gold.result.resolved
