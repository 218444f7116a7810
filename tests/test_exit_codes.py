"""The exit statuses of the command line, one table for every command (README, "Exit status"):
each asserted on a real command, with the one line it prints."""

from __future__ import annotations

import errno
from collections.abc import Callable
from pathlib import Path

import pytest
from conftest import exec_engine

from junobench import EngineError, FakeEngine, RunOutcome, RunRequest
from junobench.cli._main import main


@pytest.fixture
def root(make_case: Callable[..., Path], monkeypatch: pytest.MonkeyPatch) -> Path:

    return make_case().parent


def engine_of(monkeypatch: pytest.MonkeyPatch, engine: FakeEngine) -> None:
    monkeypatch.setattr("junobench.engine.JupyterEngine", lambda **_: engine)


def run(capsys: pytest.CaptureFixture[str], *argv: str) -> tuple[int, str, str]:
    status = main(list(argv))
    out, err = capsys.readouterr()
    return status, out, err


def test_0_when_the_work_is_done_and_everything_passed(
    root: Path, capsys: pytest.CaptureFixture[str], monkeypatch: pytest.MonkeyPatch
) -> None:
    engine_of(monkeypatch, exec_engine())
    assert run(capsys, "--root", str(root), "list")[0] == 0
    assert run(capsys, "--root", str(root), "--engine", "plain", "verify", "--json")[0] == 0


def test_1_when_a_case_fails(
    make_case: Callable[..., Path],
    capsys: pytest.CaptureFixture[str],
    monkeypatch: pytest.MonkeyPatch,
) -> None:

    root = make_case(checks=["assert df.shape == (2, 2)", "assert len(df) == 2"]).parent
    engine_of(monkeypatch, exec_engine())
    assert run(capsys, "--root", str(root), "--engine", "plain", "verify")[0] == 1


def test_2_on_bad_usage_or_bad_input(root: Path, capsys: pytest.CaptureFixture[str]) -> None:
    status, _, err = run(capsys, "--root", str(root), "show", "pandas_99")
    assert status == 2
    assert err.count("\n") == 1 and "pandas_99" in err
    status, _, err = run(capsys, "baseline", "order", "localize", "--out", "/proc/nope/x.jsonl")
    assert status == 2
    assert err.count("\n") == 1 and "/proc/nope/x.jsonl" in err
    with pytest.raises(SystemExit) as exited:  # argparse's own exit, with our status and line
        main(["verify", "--jobs", "zero"])
    assert exited.value.code == 2
    assert capsys.readouterr().err.count("\n") == 1


def test_3_when_the_environment_fails(
    root: Path,
    tmp_path: Path,
    capsys: pytest.CaptureFixture[str],
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    def no_kernel(request: RunRequest) -> RunOutcome:
        raise EngineError("could not start a Jupyter kernel (no such kernel)")

    engine_of(monkeypatch, FakeEngine(no_kernel))
    argv = ["--root", str(root), "--engine", "plain"]
    assert run(capsys, *argv, "verify", "--json")[0] == 3
    # An engine failure outside any case (a notebook run) is the environment's too, not bad input.
    notebook = root / "pandas_1" / "pandas_1_reproduced.ipynb"
    status, _, err = run(capsys, *argv, "run", str(notebook))
    assert status == 3
    assert err.count("\n") == 1 and "no such kernel" in err

    # An OS error writing the output once the work is done (a full disk).
    def full(*args: object, **kwargs: object) -> str:
        raise OSError(errno.ENOSPC, "No space left on device")

    monkeypatch.setattr("junobench.formats.write_jsonl", full)
    status, _, err = run(
        capsys, "--root", str(root), "export", "diagnose", "--out", str(tmp_path / "x")
    )
    assert status == 3
    assert err.count("\n") == 1 and "No space left on device" in err


def test_70_on_a_bug_of_junobench_with_the_traceback_only_under_debug(
    root: Path, capsys: pytest.CaptureFixture[str], monkeypatch: pytest.MonkeyPatch
) -> None:
    def broken(*args: object, **kwargs: object) -> object:
        raise KeyError("oops")

    monkeypatch.setattr("junobench.reports.benchmark_stats", broken)
    status, _, err = run(capsys, "--root", str(root), "stats")
    assert status == 70
    assert err.count("\n") == 1
    assert "internal error: KeyError" in err and "--debug" in err
    assert "Traceback" not in err
    status, _, err = run(capsys, "--root", str(root), "--debug", "stats")
    assert status == 70
    assert "Traceback (most recent call last)" in err


def test_70_when_a_bug_leaves_a_case_unjudged_not_3(
    root: Path, capsys: pytest.CaptureFixture[str], monkeypatch: pytest.MonkeyPatch
) -> None:
    def buggy(request: RunRequest) -> RunOutcome:
        raise TypeError("a bug of the harness")

    engine_of(monkeypatch, FakeEngine(buggy))
    status, out, _ = run(capsys, "--root", str(root), "--engine", "plain", "verify", "--json")
    assert status == 70
    assert '"verdict": "error"' in out and "internal error: TypeError" in out
