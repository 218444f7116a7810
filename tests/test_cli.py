"""The command line: exit codes, one-line errors, JSON on stdout and nothing else there."""

from __future__ import annotations

import contextlib
import json
from collections.abc import Callable
from pathlib import Path

import nbformat
import pytest
from conftest import code, processes_running, write_notebook

from junobench import Limits
from junobench.cli._main import _limits, build_parser, main
from junobench.engine._workspace import scratch_root


def run_cli(capsys: pytest.CaptureFixture[str], *argv: str) -> tuple[int, str, str]:
    status = main(list(argv))
    captured = capsys.readouterr()
    return status, captured.out, captured.err


def test_list_with_a_malformed_case_is_exit_2(
    make_case: Callable[..., Path], capsys: pytest.CaptureFixture[str]
) -> None:
    root = make_case().parent
    make_case("NBspecific_1")  # pandas labels under an NBspecific id: invalid
    status, out, err = run_cli(capsys, "--root", str(root), "list", "--json")
    assert status == 2
    assert out == ""
    assert err.count("\n") == 1 and "NBspecific_1" in err


def test_list_and_filters(
    make_case: Callable[..., Path], capsys: pytest.CaptureFixture[str]
) -> None:
    root = make_case().parent
    make_case("pandas_2")
    status, out, _ = run_cli(capsys, "--root", str(root), "list", "--json")
    assert status == 0
    cases = json.loads(out)
    assert [case["id"] for case in cases] == ["pandas_1", "pandas_2"]
    assert set(cases[0]) == {
        "id",
        "title",
        "library_cause",
        "crash_type",
        "root_cause",
        "pipeline_stage",
    }
    _, out, _ = run_cli(capsys, "--root", str(root), "list", "--library", "numpy", "--json")
    assert json.loads(out) == []
    _, out, _ = run_cli(
        capsys, "--root", str(root), "list", "--stage", "data preparation", "--json"
    )
    assert len(json.loads(out)) == 2
    status, out, _ = run_cli(capsys, "--root", str(root), "list")
    assert status == 0 and "pandas_2" in out


def test_show(make_case: Callable[..., Path], capsys: pytest.CaptureFixture[str]) -> None:
    root = make_case().parent
    status, out, _ = run_cli(capsys, "--root", str(root), "show", "pandas_1", "--json")
    assert status == 0
    document = json.loads(out)
    assert document["crash"] == {"cell_id": "c2", "ename": "KeyError", "evalue": "'price_usd'"}
    assert document["path"] == str(root / "pandas_1")
    status, out, _ = run_cli(capsys, "--root", str(root), "show", "pandas_1")
    assert status == 0 and "Diagnosis" in out and "assert total == 10" in out


@pytest.mark.parametrize(
    "command", [["show", "pandas_9"], ["verify", "pandas_9"], ["record", "pandas_9"]]
)
def test_unknown_case_is_exit_2_with_one_line(
    make_case: Callable[..., Path], capsys: pytest.CaptureFixture[str], command: list[str]
) -> None:
    root = make_case().parent
    status, out, err = run_cli(capsys, "--root", str(root), *command)
    assert status == 2
    assert out == ""
    assert err == f"junobench {command[0]}: error: {root}: no case named 'pandas_9'\n"


def test_bad_arguments_are_exit_2_with_one_line(capsys: pytest.CaptureFixture[str]) -> None:
    with pytest.raises(SystemExit) as raised:
        main(["run"])
    assert raised.value.code == 2
    err = capsys.readouterr().err
    assert err.count("\n") == 1 and "error:" in err


@pytest.mark.parametrize(
    ("content", "problem"), [("{oops", "invalid JSON"), (None, "no such notebook file")]
)
def test_run_bad_notebook_is_exit_2(
    tmp_path: Path, capsys: pytest.CaptureFixture[str], content: str | None, problem: str
) -> None:
    path = tmp_path / "nb.ipynb"
    if content is not None:
        path.write_text(content)
    status, out, err = run_cli(capsys, "run", str(path), "--json")
    assert status == 2
    assert out == ""
    assert err.startswith(f"junobench run: error: {path}: ") and problem in err
    assert err.count("\n") == 1
    if content is not None:
        assert path.read_text() == content


def test_a_rejected_notebook_takes_the_kernel_started_ahead_with_it(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    """`run` starts its kernel before it reads the notebook: one it then rejects leaves no
    kernel running and no scratch folder."""
    path = tmp_path / "nb.ipynb"
    path.write_text('{"cells": "not a list"}')
    status, _, _ = run_cli(capsys, "run", str(path))
    assert status == 2
    ours = str(scratch_root())
    assert processes_running(ours) == []
    assert list(Path(ours).glob("kernel-*")) == list(Path(ours).glob("run-*")) == []


def test_run_unknown_cell_in_order_is_exit_2(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    path = write_notebook(tmp_path / "nb.ipynb", [code("a", "x = 1")], ["a", "ghost"])
    status, _, err = run_cli(capsys, "run", str(path))
    assert status == 2
    assert "no cell with id 'ghost'" in err


@pytest.mark.kernel
def test_run_json_shape_and_file_unchanged(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    path = write_notebook(
        tmp_path / "nb.ipynb", [code("a", "x = 1"), code("b", "y = x +\n")], ["a", "b"]
    )
    before = path.read_bytes()
    status, out, _ = run_cli(capsys, "run", str(path), "--json", "--timeout", "30")
    assert status == 0
    document = json.loads(out)
    assert document["status"] == "crash"
    assert set(document) == {"status", "seconds", "crash", "cells", "isolated"}
    assert set(document["crash"]) == {
        "cell_id",
        "cell_index",
        "ename",
        "evalue",
        "line",
        "traceback",
    }
    assert document["crash"]["cell_id"] == "b"
    assert document["crash"]["ename"] == "SyntaxError"
    assert [cell["status"] for cell in document["cells"]] == ["ok", "crash"]
    assert path.read_bytes() == before


@pytest.mark.kernel
def test_run_json_has_the_outputs_and_the_executed_notebook_is_saved(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    png = "iVBORw0KGgo="
    cells = [
        code("a", "print('hello')\nx = 41"),
        code("b", "x + 1"),
        code("m", f"display({{'image/png': '{png}', 'text/plain': '<Figure>'}}, raw=True)"),
        code("n", f"display({{'image/png': '{png}'}}, raw=True)"),
        code("c", "1 / 0"),
    ]
    path = write_notebook(tmp_path / "nb.ipynb", cells, ["a", "b", "m", "n", "c"])
    before = path.read_bytes()
    saved = tmp_path / "out" / "executed.ipynb"
    argv = ["run", str(path), "--json", "--save-executed", str(saved), "--timeout", "30"]
    status, out, _ = run_cli(capsys, *argv)
    assert status == 0
    document = json.loads(out)
    assert set(document) == {"status", "seconds", "crash", "cells", "isolated"}
    assert [set(cell) for cell in document["cells"]] == [
        {"cell_id", "cell_index", "status", "seconds", "outputs"}
    ] * 5
    assert [cell["outputs"] for cell in document["cells"]] == [
        [{"output_type": "stream", "text": "hello\n"}],
        [{"output_type": "execute_result", "text": "42"}],
        [{"output_type": "display_data", "text": "<Figure> [image/png]"}],
        [{"output_type": "display_data", "text": "[image/png]"}],
        [{"output_type": "error", "text": "ZeroDivisionError: division by zero"}],
    ]
    assert path.read_bytes() == before
    executed = nbformat.read(saved, as_version=4)
    assert [cell.execution_count for cell in executed.cells] == [1, 2, 3, 4, 5]
    assert executed.cells[0].outputs[0].text == "hello\n"
    assert executed.cells[1].outputs[0].data["text/plain"] == "42"
    assert executed.cells[3].outputs[0].data["image/png"].strip() == png
    assert executed.cells[4].outputs[0].ename == "ZeroDivisionError"
    status, _, err = run_cli(capsys, "run", str(path), "--save-executed", str(path))
    assert status == 2 and path.read_bytes() == before
    assert err == (
        f"junobench run: error: --save-executed {path}: is the notebook run, "
        "which is never modified\n"
    )


@pytest.mark.kernel
def test_run_top_down_human_output(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    path = write_notebook(tmp_path / "nb.ipynb", [code("a", "x = 1"), code("b", "print(x)")])
    status, out, _ = run_cli(capsys, "run", str(path), "--order", "top-down")
    assert status == 0
    assert "outcome: ok" in out


@pytest.mark.kernel
def test_verify_exit_codes_and_report(
    make_case: Callable[..., Path], tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    root = make_case().parent
    make_case("pandas_2", crash_source="total = df['price'].sum()")
    report = tmp_path / "out" / "report.json"
    status, out, _ = run_cli(
        capsys, "--root", str(root), "verify", "pandas_1", "--json", "--report", str(report)
    )
    assert status == 0
    assert json.loads(out) == json.loads(report.read_text())
    status, out, _ = run_cli(capsys, "--root", str(root), "verify", "--json")
    assert status == 1
    document = json.loads(out)
    assert document["summary"]["total"] == 2
    assert document["summary"]["failed"] == 1
    assert document["cases"][1]["reason"].startswith("reproduced version ran without error")
    status, out, _ = run_cli(capsys, "--root", str(root), "verify")  # for people: fits 80 columns
    assert status == 1
    lines = out.splitlines()
    assert max(map(len, lines)) <= 80, out
    assert len([line for line in lines if "pandas_1" in line]) == 1
    assert "pandas_2: reproduced version ran without error" in out  # the reason, whole


@pytest.mark.parametrize("command", [["verify"], ["list"], ["stats"], ["export", "diagnose"]])
def test_a_root_with_no_case_is_exit_2(
    tmp_path: Path, capsys: pytest.CaptureFixture[str], command: list[str]
) -> None:
    status, out, err = run_cli(capsys, "--root", str(tmp_path), *command)
    assert status == 2
    assert out == ""
    assert err == (
        f"junobench {command[0]}: error: {tmp_path.resolve()}: "
        "no case here: a benchmark folder holds <case_id>/case.toml\n"
    )


@pytest.mark.parametrize(
    ("options", "expected"),
    [
        ([], Limits()),
        (["--timeout", "5"], Limits(cell_timeout=5.0, timeout=5.0)),
        (["--timeout", "50", "--cell-timeout", "5"], Limits(cell_timeout=5.0, timeout=50.0)),
        (["--memory-limit", "2GiB", "--output-limit", "64K"],
         Limits(memory_bytes=2 << 30, output_bytes=64 << 10)),
        (["--memory-limit", "1.5G"], Limits(memory_bytes=3 << 29)),
    ],
)  # fmt: skip
def test_limits_options(options: list[str], expected: Limits) -> None:
    args = build_parser().parse_args(["run", "nb.ipynb", *options])
    assert _limits(args) == expected


@pytest.mark.parametrize(
    ("options", "message"),
    [
        (["--timeout", "0"], "--timeout must be positive, got 0"),
        (["--memory-limit", "lots"], "'lots' is not a size such as 8GiB, 512MiB or 100000"),
    ],
)
def test_bad_limits_are_exit_2_with_one_line(
    tmp_path: Path, capsys: pytest.CaptureFixture[str], options: list[str], message: str
) -> None:
    path = write_notebook(tmp_path / "nb.ipynb", [code("a", "x = 1")], order=["a"])
    with contextlib.suppress(SystemExit):
        assert main(["run", str(path), *options]) == 2
    err = capsys.readouterr().err
    assert err.count("\n") == 1 and message in err


# Output paths are checked before any work starts: a file option (--out, verify's --report,
# --save-executed) and a folder option (--report DIR, --run-dir, --plots, --workdir).
FILE_OPTIONS = [
    ["export", "detect", "--out"],
    ["export", "desc", "--out"],
    ["baseline", "order", "localize", "--out"],
    ["verify", "pandas_1", "--report"],
    ["run", "{notebook}", "--save-executed"],
]
FOLDER_OPTIONS = [
    ["verify", "pandas_1", "--run-dir"],
    ["evaluate", "localize", "{predictions}", "--report"],
    ["evaluate", "localize", "{predictions}", "--run-dir"],
    ["stats", "--plots"],
    ["export", "repair", "--workdir"],
]


@pytest.mark.parametrize("where", ["unwritable", "missing", "wrong kind"])
@pytest.mark.parametrize(
    "command", FILE_OPTIONS + FOLDER_OPTIONS, ids=lambda command: " ".join(command)
)
def test_an_output_path_that_cannot_be_written_is_exit_2_before_any_work(
    make_case: Callable[..., Path],
    tmp_path: Path,
    capsys: pytest.CaptureFixture[str],
    command: list[str],
    where: str,
) -> None:
    from junobench import Benchmark
    from junobench.baselines._baselines import baseline_predictions
    from junobench.formats._predictions import write_jsonl

    root = make_case().parent
    notebook = write_notebook(tmp_path / "nb.ipynb", [code("a", "x = 1")], order=["a"])
    predictions = tmp_path / "gold.jsonl"
    gold = baseline_predictions("gold", "localize", Benchmark(root).cases())
    write_jsonl([prediction.to_json() for prediction in gold], predictions)
    (tmp_path / "a-folder").mkdir()
    (tmp_path / "a-file").write_text("kept")
    option = command[-1]
    is_file = command in FILE_OPTIONS
    name = "/out.csv" if is_file else ""
    path, message = {
        "unwritable": (
            f"/proc/junobench-nowhere{name}",
            "cannot create /proc/junobench-nowhere: cannot write in /proc",
        ),
        "missing": (
            f"{tmp_path}/missing/deeper{name}",
            f"folder {tmp_path}/missing does not exist",
        ),
        "wrong kind": (
            f"{tmp_path}/a-folder" if is_file else f"{tmp_path}/a-file",
            f"is a folder; {option} names a file"
            if is_file
            else f"is a file; {option} names a folder",
        ),
    }[where]
    before = sorted(tmp_path.rglob("*"))
    argv = [part.format(notebook=notebook, predictions=predictions) for part in command]
    status, out, err = run_cli(capsys, "--root", str(root), *argv, path)
    assert (status, out) == (2, "")
    assert err == f"junobench {command[0]}: error: {option} {path}: {message}\n"
    assert sorted(tmp_path.rglob("*")) == before
    assert (tmp_path / "a-file").read_text() == "kept"


def test_a_default_run_folder_that_is_a_file_is_exit_2(
    make_case: Callable[..., Path], tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    """``evaluate repair`` and ``compare repair`` keep runs beside each predictions file."""
    root = make_case().parent
    predictions = tmp_path / "preds.jsonl"
    predictions.write_text('{"id": "pandas_1", "cells": {}}\n')
    (tmp_path / "preds.runs").write_text("kept")
    for argv in (["evaluate", "repair"], ["compare", "repair", str(tmp_path / "other.jsonl")]):
        status, out, err = run_cli(capsys, "--root", str(root), *argv, str(predictions))
        assert (status, out) == (2, "")
        runs = tmp_path / "preds.runs"
        assert err == (
            f"junobench {argv[0]}: error: --run-dir (default) {runs}: "
            "is a file; --run-dir (default) names a folder\n"
        )
        assert runs.read_text() == "kept"
