"""The real engine on small notebooks made for each failure mode (SPEC.md, `run`)."""

from __future__ import annotations

import asyncio
import os
import sys
import sysconfig
import time
from pathlib import Path

import pytest
from conftest import code, markdown, write_notebook

from junobench import (
    EngineError,
    FastEngine,
    JupyterEngine,
    Limits,
    RunOutcome,
    run_notebook,
    run_notebook_async,
)
from junobench.engine._launch import _blas_pinning
from junobench.engine._sandbox import sandbox_available
from junobench.engine._workspace import fingerprint

pytestmark = pytest.mark.kernel

SHORT = Limits(cell_timeout=4.0, timeout=20.0, interrupt_grace=2.0)


def test_recorded_order_out_of_order_name_error(tmp_path: Path) -> None:
    path = write_notebook(
        tmp_path / "nb.ipynb",
        [
            code("load", "rows = [1, 2, 3]"),
            code("use", "total = sum(rows)\nmean = total / count"),
            code("count", "count = 3"),
        ],
        order=["load", "use"],
    )
    outcome = run_notebook(path)
    assert outcome.status == "crash"
    assert outcome.crash is not None
    assert (outcome.crash.cell_id, outcome.crash.cell_index) == ("use", 1)
    assert outcome.crash.ename == "NameError"
    assert outcome.crash.evalue == "name 'count' is not defined"
    assert outcome.crash.line == 2
    assert "NameError" in outcome.crash.traceback[-1]
    assert not any("\x1b[" in line for line in outcome.crash.traceback)
    assert [cell.cell_id for cell in outcome.cells] == ["load", "use"]
    assert [cell.status for cell in outcome.cells] == ["ok", "crash"]


def test_cell_run_twice_crashes_on_second_run(tmp_path: Path) -> None:
    cells = [
        code("load", "import pandas as pd\ndf = pd.DataFrame({'a': [1], 'b': [2]})"),
        code("drop", "df = df.drop(columns=['b'])"),
    ]
    path = write_notebook(tmp_path / "nb.ipynb", cells, order=["load", "drop", "drop"])
    outcome = run_notebook(path)
    assert outcome.status == "crash"
    assert outcome.crash is not None
    assert outcome.crash.cell_id == "drop"
    assert outcome.crash.ename == "KeyError"
    assert "not found in axis" in (outcome.crash.evalue or "")
    assert [cell.status for cell in outcome.cells] == ["ok", "ok", "crash"]


def test_execution_count_fallback_and_top_down(tmp_path: Path) -> None:
    cells = [
        code("a", "x = 1", count=2),
        code("b", "x = 10", count=1),
        code("c", "assert x == 1, x", count=3),
        code("d", "raise RuntimeError('never counted')", count=None),
    ]
    path = write_notebook(tmp_path / "nb.ipynb", cells)
    recorded = run_notebook(path)
    assert recorded.status == "ok"
    assert [cell.cell_id for cell in recorded.cells] == ["b", "a", "c"]
    top_down = run_notebook(path, order="top-down")
    assert top_down.status == "crash"
    assert top_down.crash is not None
    assert (top_down.crash.cell_id, top_down.crash.ename) == ("c", "AssertionError")
    assert top_down.crash.evalue == "10"


def test_crash_line_inside_function_defined_in_earlier_cell(tmp_path: Path) -> None:
    cells = [
        code("define", "def ratio(a, b):\n    return a / b"),
        code("call", "values = [4, 2, 0]\n\nresult = [ratio(8, v) for v in values]"),
    ]
    path = write_notebook(tmp_path / "nb.ipynb", cells, order=["define", "call"])
    outcome = run_notebook(path)
    assert outcome.crash is not None
    assert outcome.crash.ename == "ZeroDivisionError"
    assert outcome.crash.line == 3


def test_syntax_error_line(tmp_path: Path) -> None:
    path = write_notebook(
        tmp_path / "nb.ipynb", [code("bad", "x = 1\ny = [1, 2\nz = 3")], order=["bad"]
    )
    outcome = run_notebook(path)
    assert outcome.crash is not None
    assert outcome.crash.ename == "SyntaxError"
    assert outcome.crash.line in (2, 3)


def test_timeout_of_loop_that_swallows_keyboard_interrupt(tmp_path: Path) -> None:
    stubborn = """
    import time
    while True:
        try:
            time.sleep(0.05)
        except KeyboardInterrupt:
            pass
    """
    path = write_notebook(
        tmp_path / "nb.ipynb", [code("ok", "x = 1"), code("hang", stubborn)], order=["ok", "hang"]
    )
    started = time.monotonic()
    outcome = run_notebook(path, limits=Limits(cell_timeout=3.0, timeout=30.0, interrupt_grace=1.0))
    elapsed = time.monotonic() - started
    assert outcome.status == "timeout"
    assert outcome.crash is not None
    assert (outcome.crash.cell_id, outcome.crash.cell_index) == ("hang", 1)
    assert outcome.crash.evalue == "timed out after 3 s (killed)"
    assert elapsed < 3.0 + 1.0 + 6.0


def test_timeout_honoured_interrupt(tmp_path: Path) -> None:
    path = write_notebook(
        tmp_path / "nb.ipynb", [code("sleep", "import time\ntime.sleep(60)")], order=["sleep"]
    )
    outcome = run_notebook(path, limits=Limits(cell_timeout=2.0, timeout=30.0))
    assert outcome.status == "timeout"
    assert outcome.crash is not None
    assert outcome.crash.evalue == "timed out after 2 s (interrupted)"


def test_whole_notebook_timeout(tmp_path: Path) -> None:
    cells = [code(f"c{i}", "import time\ntime.sleep(1.5)") for i in range(5)]
    path = write_notebook(tmp_path / "nb.ipynb", cells, order=[f"c{i}" for i in range(5)])
    outcome = run_notebook(path, limits=Limits(cell_timeout=10.0, timeout=4.0))
    assert outcome.status == "timeout"
    assert outcome.crash is not None
    assert outcome.crash.cell_id in ("c1", "c2")
    assert outcome.crash.evalue == (
        "timed out: the whole run's limit of 4 s was reached (interrupted)"
    )


def test_os_exit_is_kernel_died_with_exit_code(tmp_path: Path) -> None:
    path = write_notebook(
        tmp_path / "nb.ipynb",
        [code("a", "x = 1"), code("die", "import os\nos._exit(3)")],
        order=["a", "die"],
    )
    outcome = run_notebook(path, limits=SHORT)
    assert outcome.status == "kernel_died"
    assert outcome.crash is not None
    assert (outcome.crash.cell_id, outcome.crash.ename) == ("die", "ExitCode")
    assert outcome.crash.evalue == "kernel exited with code 3"


def test_segfault_is_kernel_died_with_signal(tmp_path: Path) -> None:
    path = write_notebook(
        tmp_path / "nb.ipynb", [code("segv", "import ctypes\nctypes.string_at(0)")], order=["segv"]
    )
    outcome = run_notebook(path, limits=SHORT)
    assert outcome.status == "kernel_died"
    assert outcome.crash is not None
    assert outcome.crash.ename == "SIGSEGV"
    assert "signal 11" in (outcome.crash.evalue or "")


def test_sys_exit_is_a_crash(tmp_path: Path) -> None:
    path = write_notebook(
        tmp_path / "nb.ipynb", [code("quit", "import sys\nsys.exit(4)")], order=["quit"]
    )
    outcome = run_notebook(path, limits=SHORT)
    assert outcome.status == "crash"
    assert outcome.crash is not None
    assert (outcome.crash.ename, outcome.crash.evalue, outcome.crash.line) == ("SystemExit", "4", 2)


def test_input_without_stdin_is_a_crash(tmp_path: Path) -> None:
    path = write_notebook(
        tmp_path / "nb.ipynb", [code("ask", "name = input('name? ')")], order=["ask"]
    )
    outcome = run_notebook(path, limits=SHORT)
    assert outcome.crash is not None
    assert outcome.crash.ename == "StdinNotImplementedError"


def test_output_flood_is_capped_and_ends(tmp_path: Path) -> None:
    flood = "for i in range(300_000):\n    print('x' * 200)\ndone = True"
    path = write_notebook(tmp_path / "nb.ipynb", [code("flood", flood)], order=["flood"])
    limits = Limits(cell_timeout=60.0, timeout=90.0, output_bytes=100_000)
    outcome = run_notebook(path, limits=limits)
    assert outcome.status == "ok"
    kept = sum(len(str(output)) for output in outcome.cells[0].outputs)
    assert kept < 200_000
    assert "output beyond 100000 bytes dropped" in str(outcome.cells[0].outputs[-1])


def test_memory_limit_kills_the_kernel(tmp_path: Path) -> None:
    hog = "blocks = []\nwhile True:\n    blocks.append(bytearray(100 * 2**20))"
    path = write_notebook(tmp_path / "nb.ipynb", [code("hog", hog)], order=["hog"])
    outcome = run_notebook(path, limits=Limits(cell_timeout=60.0, memory_bytes=600 << 20))
    assert outcome.status == "kernel_died"
    assert outcome.crash is not None
    assert outcome.crash.ename == "MemoryLimit"


def test_notebook_that_rewrites_its_folder_leaves_original_unchanged(tmp_path: Path) -> None:
    folder = tmp_path / "case"
    (folder / "data").mkdir(parents=True)
    (folder / "data" / "train.csv").write_text("a,b\n1,2\n")
    vandal = """
    import os, shutil
    os.remove('data/train.csv')
    shutil.rmtree('data')
    with open('nb.ipynb', 'w') as handle:
        handle.write('overwritten')
    with open('new_file.txt', 'w') as handle:
        handle.write('x')
    """
    path = write_notebook(
        folder / "nb.ipynb", [markdown("m", "# Vandal"), code("v", vandal)], order=["v"]
    )
    before = fingerprint(folder)
    outcome = run_notebook(path, limits=SHORT)
    assert outcome.status == "ok"
    assert fingerprint(folder) == before


def test_data_dir_is_copied_in_as_data(tmp_path: Path) -> None:
    data = tmp_path / "elsewhere"
    data.mkdir()
    (data / "values.txt").write_text("41")
    reader = "value = int(open('data/values.txt').read()) + 1\nassert value == 42"
    path = write_notebook(tmp_path / "nb" / "nb.ipynb", [code("r", reader)], order=["r"])
    assert run_notebook(path, data_dir=data, limits=SHORT).status == "ok"
    assert run_notebook(path, limits=SHORT).status == "crash"


def test_notebook_in_a_folder_too_large_to_copy(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    from junobench import NotebookError
    from junobench.engine import _workspace

    monkeypatch.setattr(_workspace, "MAX_COPY_FILES", 5)
    for number in range(10):
        (tmp_path / f"file{number}.txt").write_text("x")
    path = write_notebook(tmp_path / "nb.ipynb", [code("a", "x = 1")], order=["a"])
    with pytest.raises(NotebookError, match="folder too large to copy for a run"):
        run_notebook(path, limits=SHORT)
    data = tmp_path / "only_data"
    data.mkdir()
    assert run_notebook(path, data_dir=data, limits=SHORT).status == "ok"


def test_notebook_in_the_temporary_folder_itself(
    monkeypatch: pytest.MonkeyPatch, tmp_path: Path
) -> None:
    # The scratch folder is made inside the notebook's folder: it must not copy itself.
    import tempfile

    monkeypatch.setattr(tempfile, "tempdir", str(tmp_path))
    path = write_notebook(
        tmp_path / "nb.ipynb", [code("a", "import os\nentries = os.listdir('.')")], order=["a"]
    )
    outcome = run_notebook(path, limits=SHORT)
    assert outcome.status == "ok"


def test_a_temporary_directory_too_long_for_sockets_is_not_used_for_them(
    monkeypatch: pytest.MonkeyPatch, tmp_path: Path
) -> None:
    # A kernel's sockets are files in the scratch folder, and a socket path has at most 107
    # bytes: under a long TMPDIR the kernel could not be reached.
    import tempfile

    long = tmp_path / ("t" * 90)
    long.mkdir()
    monkeypatch.setattr(tempfile, "tempdir", str(long))
    path = write_notebook(tmp_path / "nb.ipynb", [code("a", "x = 1")], order=["a"])
    outcome = run_notebook(path, limits=SHORT)
    assert outcome.status == "ok"
    assert list(long.iterdir()) == []


def test_odd_kernel_messages_do_not_stop_the_run(tmp_path: Path) -> None:
    cells = [
        code(
            "bad",
            "from IPython.display import publish_display_data\n"
            "publish_display_data({'text/plain': 1})\nx = 1",
        ),
        code("huge", "raise ValueError('v' * 20_000_000)"),
    ]
    path = write_notebook(tmp_path / "nb.ipynb", cells, order=["bad", "huge"])
    outcome = run_notebook(path, limits=Limits(cell_timeout=60.0, output_bytes=100_000))
    assert outcome.status == "crash"
    assert "invalid display_data output" in str(outcome.cells[0].outputs)
    assert outcome.crash is not None
    assert outcome.crash.ename == "ValueError"
    assert outcome.crash.evalue is not None and len(outcome.crash.evalue) <= 25_000
    assert sum(len(str(output)) for output in outcome.cells[1].outputs) < 200_000


def test_kernels_are_the_pinned_environment_with_an_isolated_environment(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    # A user's own python3 kernelspec, earlier on the Jupyter path, must not be used.
    spec = tmp_path / "jupyter" / "kernels" / "python3"
    spec.mkdir(parents=True)
    (spec / "kernel.json").write_text(
        '{"argv": ["/bin/false", "{connection_file}"], "display_name": "x", "language": "python"}'
    )
    monkeypatch.setenv("JUPYTER_PATH", str(tmp_path / "jupyter"))
    monkeypatch.setenv("JUPYTER_DATA_DIR", str(tmp_path / "jupyter"))
    monkeypatch.setenv("JUNOBENCH_TEST_SECRET", "leaked")
    monkeypatch.setenv("TZ", "America/New_York")
    probe = f"""
    import os, sys
    assert sys.executable == {sys.executable!r}, sys.executable
    assert "JUNOBENCH_TEST_SECRET" not in os.environ
    assert os.environ["TZ"] == "UTC" and os.environ["CUDA_VISIBLE_DEVICES"] == ""
    threads = ("OMP_NUM_THREADS", "TF_NUM_INTRAOP_THREADS", "TF_NUM_INTEROP_THREADS")
    assert [os.environ[name] for name in threads] == ["1", "1", "1"]
    assert os.environ.get("OPENBLAS_CORETYPE") == {_blas_pinning().get("OPENBLAS_CORETYPE")!r}
    assert os.path.expanduser("~") != {str(Path.home())!r}
    open(os.path.expanduser("~/.keras_probe"), "w").write("x")
    """
    path = write_notebook(tmp_path / "nb.ipynb", [code("probe", probe)], order=["probe"])
    outcome = run_notebook(path, limits=SHORT)
    assert outcome.status == "ok", outcome.crash
    assert not (Path.home() / ".keras_probe").exists()


needs_sandbox = pytest.mark.skipif(
    not sandbox_available() and not os.environ.get("CI"),
    reason="bubblewrap is not installed here (make setup installs it where it can; CI must have it)",
)


@needs_sandbox
def test_the_sandbox_keeps_a_notebook_inside_its_scratch_folder(tmp_path: Path) -> None:
    outside = tmp_path / "outside.txt"
    outside.write_text("untouched")
    site = sysconfig.get_paths()["purelib"]
    attempts = f"""
    def attempt(path, text="changed"):
        try:
            open(path, "w").write(text)
            return "wrote"
        except OSError as error:
            return type(error).__name__

    print(attempt({str(outside)!r}), attempt({site!r} + "/evil.pth"), attempt("result.txt"))
    """
    path = write_notebook(tmp_path / "nb.ipynb", [code("try", attempts)], order=["try"])
    outcome = run_notebook(path, limits=SHORT, engine=JupyterEngine(sandbox=True))
    assert outcome.status == "ok", outcome.crash
    # The test's folder is not in the sandbox (its /tmp is private); the environment is
    # read-only; the scratch folder is the notebook's own.
    assert outcome.cells[0].outputs[0]["text"] == "FileNotFoundError OSError wrote\n"
    assert outside.read_text() == "untouched"
    assert not Path(site, "evil.pth").exists()


@needs_sandbox
def test_the_sandbox_has_no_network(tmp_path: Path) -> None:
    source = "import socket\nsocket.create_connection(('1.1.1.1', 53), timeout=5)"
    path = write_notebook(tmp_path / "nb.ipynb", [code("net", source)], order=["net"])
    outcome = run_notebook(path, limits=SHORT, engine=JupyterEngine(sandbox=True))
    assert outcome.crash is not None
    assert outcome.crash.ename == "OSError"
    assert "Network is unreachable" in (outcome.crash.evalue or "")


def test_without_the_sandbox_the_same_notebook_writes_outside(tmp_path: Path) -> None:
    outside = tmp_path / "outside.txt"
    cells = [code("tmp", f"open({str(outside)!r}, 'w').write('changed')")]
    path = write_notebook(tmp_path / "nb.ipynb", cells, order=["tmp"])
    outcome = run_notebook(path, limits=SHORT, engine=JupyterEngine(sandbox=False))
    assert outcome.status == "ok"
    assert outside.read_text() == "changed"


@pytest.mark.parametrize("fast", [False, True], ids=["plain", "fast"])
def test_kernels_run_in_the_interpreter_junobench_kernel_python_names(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch, fast: bool
) -> None:
    # An interpreter of its own (a harness installed beside inspect_ai runs its kernels in the
    # pinned environment): here this one, behind a script that leaves a mark in the environment.
    wrapper = tmp_path / "elsewhere" / "python"
    wrapper.parent.mkdir()
    wrapper.write_text(f'#!/bin/sh\nJUNOBENCH_WRAPPED=yes exec "{sys.executable}" "$@"\n')
    wrapper.chmod(0o755)
    monkeypatch.setenv("JUNOBENCH_KERNEL_PYTHON", str(wrapper))
    check = "import os, sys\nassert os.environ.get('JUNOBENCH_WRAPPED') == 'yes', sys.executable"
    path = write_notebook(tmp_path / "nb.ipynb", [code("where", check)])

    async def run() -> RunOutcome:
        if not fast:
            return await run_notebook_async(path, engine=JupyterEngine())
        async with FastEngine() as engine:
            return await run_notebook_async(path, engine=engine)

    outcome = asyncio.run(run())
    assert outcome.status == "ok", outcome.crash

    monkeypatch.setenv("JUNOBENCH_KERNEL_PYTHON", str(tmp_path / "no-python"))
    with pytest.raises(EngineError, match=r"JUNOBENCH_KERNEL_PYTHON=.*no-python: no Python"):
        run_notebook(path)
