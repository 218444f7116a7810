"""Hostile notebooks: each gets the right status and a clear message, the harness never crashes,
and the machine is left as it was (no process of the run alive, no scratch folder left).

Notebooks run through the command line where the point is what a user sees (exit status, one
line), through the library where the point is the outcome.
"""

from __future__ import annotations

import json
import os
import re
import tempfile
import time
from collections.abc import Iterator
from dataclasses import dataclass, field
from pathlib import Path

import psutil
import pytest
from conftest import code, processes_running, write_notebook

from junobench import JupyterEngine, Limits, run_notebook
from junobench.cli._main import main
from junobench.engine._fast import FastEngine
from junobench.engine._outcome import RunOutcome
from junobench.engine._sandbox import sandbox_available

pytestmark = pytest.mark.kernel

LIMITS = Limits(
    cell_timeout=4.0,
    timeout=20.0,
    interrupt_grace=2.0,
    output_bytes=100_000,
    memory_bytes=800 << 20,
)


@dataclass(frozen=True)
class Hostile:
    name: str
    cells: tuple[str, ...]
    status: str
    ename: str | None = None
    evalue: str = ""  # regex searched in the crash's evalue
    sandbox_only: bool = False
    output: str = ""  # regex searched in the outputs of the cells
    limits: Limits = field(default=LIMITS)


HOSTILE = [
    Hostile("busy loop", ("while True:\n    pass",), "timeout", None, r"^timed out after 4 s"),
    Hostile(
        "loop that swallows interrupts",
        ("import time\nwhile True:\n    try:\n        time.sleep(0.05)\n"
         "    except KeyboardInterrupt:\n        pass",),
        "timeout", None, r"^timed out after 4 s \(killed\)$",
    ),
    Hostile(
        "SIGINT ignored",
        ("import signal, time\nsignal.signal(signal.SIGINT, signal.SIG_IGN)\nwhile True:\n"
         "    time.sleep(0.05)",),
        "timeout", None, r"\(killed\)$",
    ),
    Hostile(
        "sleeps past the whole run's limit",
        ("import time\ntime.sleep(3)",) * 8,
        "timeout", None, r"the whole run's limit of 20 s was reached",
    ),
    Hostile(
        "memory bomb",
        ("blocks = []\nwhile True:\n    blocks.append(bytearray(50 * 2**20))",),
        "kernel_died", "MemoryLimit", r"over the limit of 800 MiB, and was killed",
    ),
    Hostile(
        "memory bomb in a child process",
        ("import subprocess, sys\nsubprocess.run([sys.executable, '-c', "
         "'b = []\\nwhile True: b.append(bytearray(50 * 2**20))'])",),
        "kernel_died", "MemoryLimit", r"was killed",
    ),
    Hostile(
        "a hundred subprocesses left sleeping",
        ("import subprocess\nfor _ in range(100):\n    subprocess.Popen(['sleep', '120'])",),
        "ok",
    ),
    Hostile(
        "twenty forked children left sleeping",
        ("import os, time\nfor _ in range(20):\n    if os.fork() == 0:\n        time.sleep(120)\n"
         "        os._exit(0)",),
        "ok", limits=Limits(cell_timeout=10.0, timeout=20.0, memory_bytes=8 << 30),
    ),
    Hostile(
        "a subprocess left running",
        ("import subprocess\nsubprocess.Popen(['sleep', '120'])",),
        "ok",
    ),
    Hostile(
        "a daemon in a session of its own",
        ("import subprocess\nsubprocess.Popen(['sleep', '120'], start_new_session=True)",),
        "ok", sandbox_only=True,
    ),
    Hostile("input()", ("name = input('name? ')",), "crash", "StdinNotImplementedError"),
    Hostile("shell escape", ("!echo hostile-shell",), "ok", output=r"hostile-shell"),
    Hostile(
        "shell escape that deletes the data",
        ("!rm -rf data *.ipynb",),
        "ok",
    ),
    Hostile(
        "pip install",
        ("import subprocess, sys\nr = subprocess.run([sys.executable, '-m', 'pip', 'install', "
         "'--force-reinstall', '--no-deps', '--retries', '0', '--timeout', '3', 'six'], "
         "capture_output=True)\nassert r.returncode == 0, r.stderr[-300:]",),
        "crash", "AssertionError", sandbox_only=True,
        limits=Limits(cell_timeout=60.0, timeout=90.0),
    ),
    Hostile(
        "writes into the environment",
        ("import sysconfig\nopen(sysconfig.get_paths()['purelib'] + '/hostile.pth', 'w')",),
        "crash", "OSError", r"Read-only file system", sandbox_only=True,
    ),
    Hostile(
        "writes at the root of the filesystem",
        ("import os\nos.chdir('/')\nopen('hostile.txt', 'w')",),
        "crash", "OSError", r"Read-only file system", sandbox_only=True,
    ),
    Hostile(
        "opens a socket",
        ("import socket\nsocket.create_connection(('1.1.1.1', 53), timeout=3)",),
        "crash", "OSError", r"Network is unreachable", sandbox_only=True,
    ),
    Hostile(
        "output flood",
        ("for i in range(200_000):\n    print('x' * 100)\ndone = True",),
        "ok", output=r"output beyond 100000 bytes dropped",
    ),
    Hostile(
        "display flood with clear_output",
        ("from IPython.display import display, clear_output\nfor i in range(3000):\n"
         "    clear_output(wait=True)\n    display(f'step {i}')",),
        "ok", output=r"step \d+", limits=Limits(cell_timeout=60.0, timeout=90.0),
    ),
    Hostile(
        "invalid display data",
        ("from IPython.display import publish_display_data\n"
         "publish_display_data({'text/plain': 1})",),
        "ok", output=r"the kernel sent an invalid display_data output",
    ),
    Hostile(
        "huge exception message",
        ("raise ValueError('v' * 50_000_000)",),
        "crash", "ValueError", r"^v{25000}$",
    ),
    Hostile(
        "deep recursion",
        ("def down(n):\n    return down(n + 1)\ndown(0)",),
        "crash", "RecursionError", r"maximum recursion depth exceeded",
        limits=Limits(cell_timeout=60.0, timeout=90.0),
    ),
    Hostile(
        "recursion limit lifted until the C stack overflows",
        ("import sys\nsys.setrecursionlimit(10**6)\nx = []\nfor _ in range(10**6):\n    x = [x]\n"
         "repr(x)",),
        "kernel_died", "SIGSEGV", r"kernel killed by signal 11",
    ),
    Hostile(
        "segfault",
        ("import ctypes\nctypes.string_at(0)",),
        "kernel_died", "SIGSEGV", r"kernel killed by signal 11",
    ),
    Hostile("os._exit", ("import os\nos._exit(3)",), "kernel_died", "ExitCode", r"code 3$"),
    Hostile(
        "kills its own kernel",
        ("import os, signal\nos.kill(os.getpid(), signal.SIGKILL)",),
        "kernel_died", "SIGKILL", r"signal 9",
    ),
    Hostile(
        "alarm signal",
        ("import signal, time\nsignal.alarm(1)\ntime.sleep(3)",),
        "kernel_died", "SIGALRM", r"signal 14",
    ),
    Hostile("sys.exit", ("import sys\nsys.exit(4)",), "crash", "SystemExit", r"^4$"),
    Hostile(
        "a busy thread left running",
        ("import threading\nthreading.Thread(target=lambda: [0 for _ in iter(int, 1)], "
         "daemon=True).start()", "x = 1"),
        "ok",
    ),
    Hostile("a huge cell", ("\n".join(f"x{i} = {i}" for i in range(20_000)) + "\nprint(x19999)",),
            "ok", output=r"19999"),
]  # fmt: skip


def scratch_folders() -> set[Path]:
    """This process's scratch and kernel folders (their names carry its pid)."""
    return set(Path(tempfile.gettempdir()).glob(f"junobench-{os.getpid()}/*"))


@pytest.fixture
def machine_left_as_it_was() -> Iterator[None]:
    """No process started by the test outlives it; no scratch folder it made is left behind."""
    me = psutil.Process()
    folders = scratch_folders()
    # children of this process from before the test are not the test's (multiprocessing's
    # resource tracker, which a LocalCluster of an earlier test starts, lives as long as pytest)
    earlier = {child.pid for child in me.children(recursive=True)}
    yield
    deadline = time.monotonic() + 15
    alive: list[str] = []
    while time.monotonic() < deadline:
        alive = []
        for child in me.children(recursive=True):
            if child.pid in earlier:
                continue
            try:
                if child.status() != psutil.STATUS_ZOMBIE:
                    alive.append(" ".join(child.cmdline())[:80])
            except psutil.Error:
                pass
        if not alive:
            break
        time.sleep(0.2)
    assert alive == []
    assert scratch_folders() - folders == set()


@pytest.mark.usefixtures("machine_left_as_it_was")
@pytest.mark.parametrize("engine", ["plain", "fast"])
@pytest.mark.parametrize("hostile", HOSTILE, ids=[hostile.name for hostile in HOSTILE])
def test_a_hostile_notebook_gets_its_status_and_leaves_nothing(
    hostile: Hostile, engine: str, tmp_path: Path
) -> None:
    if hostile.sandbox_only and not sandbox_available():
        pytest.skip("needs the bubblewrap sandbox")
    folder = tmp_path / "case"
    (folder / "data").mkdir(parents=True)
    (folder / "data" / "train.csv").write_text("a,b\n1,2\n")
    ids = [f"c{index}" for index in range(len(hostile.cells))]
    cells = [code(cell_id, source) for cell_id, source in zip(ids, hostile.cells, strict=True)]
    path = write_notebook(folder / "nb.ipynb", cells, order=ids)
    before = {p: p.read_bytes() for p in folder.rglob("*") if p.is_file()}
    started = time.time() - 1  # process start times are rounded
    if engine == "plain":
        outcome = run_notebook(path, limits=hostile.limits, engine=JupyterEngine())
    else:  # the zygote warms nothing: these notebooks import little, and it starts at once
        with FastEngine(modules=()) as fast:
            outcome = run_notebook(path, limits=hostile.limits, engine=fast)
    assert outcome.status == hostile.status, (outcome.crash, outcome.kernel_stderr[-500:])
    if hostile.status != "ok":
        assert outcome.crash is not None
        assert outcome.crash.ename == hostile.ename
        assert re.search(hostile.evalue, outcome.crash.evalue or ""), outcome.crash.evalue
    if hostile.output:
        text = json.dumps([cell.outputs for cell in outcome.cells])
        assert re.search(hostile.output, text), text[-300:]
    assert {p: p.read_bytes() for p in folder.rglob("*") if p.is_file()} == before
    if hostile.name == "a daemon in a session of its own":
        assert daemons_left(since=started) == []


def daemons_left(since: float) -> list[int]:
    """The hostile daemons started since ``since`` that are still alive a few seconds on (the
    sandbox kills them when the kernel dies, which takes a moment on a busy machine; daemons of
    other runs of this test on the machine are not ours)."""
    deadline = time.monotonic() + 10
    while True:
        alive = []
        for process in processes_running("sleep 120"):
            try:
                if process.create_time() >= since and process.status() != psutil.STATUS_ZOMBIE:
                    alive.append(process.pid)
            except psutil.Error:
                pass
        if not alive or time.monotonic() > deadline:
            return alive
        time.sleep(0.2)


@pytest.mark.parametrize(
    ("content", "problem"),
    [
        (b"{not json", "not a notebook: invalid JSON"),
        (b"\xff\xfe\x00n\x00o\x00t", "not a notebook: invalid JSON"),
        (json.dumps({"cells": 3}).encode(), "not a valid notebook"),
        (b"", "not a notebook: invalid JSON"),
        (json.dumps({"nbformat": 4, "nbformat_minor": 5, "metadata": {}, "cells": [
            {"cell_type": "code", "id": "a", "source": "x", "metadata": {}, "outputs": [],
             "execution_count": None},
            {"cell_type": "code", "id": "a", "source": "y", "metadata": {}, "outputs": [],
             "execution_count": None}]}).encode(), "cell id 'a' appears twice"),
    ],
    ids=["malformed JSON", "not UTF-8", "not a notebook", "empty file", "duplicate cell ids"],
)  # fmt: skip
def test_a_malformed_notebook_is_one_line_and_exit_2(
    tmp_path: Path, capsys: pytest.CaptureFixture[str], content: bytes, problem: str
) -> None:
    path = tmp_path / "bad.ipynb"
    path.write_bytes(content)
    assert main(["run", str(path)]) == 2
    captured = capsys.readouterr()
    assert captured.out == ""
    assert captured.err.count("\n") == 1
    assert captured.err.startswith(f"junobench run: error: {path}: ")
    assert problem in captured.err


@pytest.mark.usefixtures("machine_left_as_it_was")
def test_old_notebook_formats_run(tmp_path: Path) -> None:
    v3 = {
        "nbformat": 3,
        "nbformat_minor": 0,
        "metadata": {"name": "old"},
        "worksheets": [
            {
                "cells": [
                    {"cell_type": "code", "input": "y = 2", "language": "python",
                     "outputs": [], "prompt_number": 2},
                    {"cell_type": "code", "input": "x = 1", "language": "python",
                     "outputs": [], "prompt_number": 1},
                    {"cell_type": "code", "input": "print(x + y)", "language": "python",
                     "outputs": [], "prompt_number": 3},
                ],
                "metadata": {},
            }
        ],
    }  # fmt: skip
    v40 = {
        "nbformat": 4,
        "nbformat_minor": 0,
        "metadata": {},
        "cells": [
            {"cell_type": "code", "source": "print(1 / 0)", "metadata": {}, "outputs": [],
             "execution_count": 1},
        ],
    }  # fmt: skip
    old = tmp_path / "v3.ipynb"
    old.write_text(json.dumps(v3))
    outcome = run_notebook(old, limits=LIMITS)
    assert outcome.status == "ok"
    assert [cell.cell_id for cell in outcome.cells] == ["cell-1", "cell-0", "cell-2"]
    assert outcome.cells[-1].outputs[0]["text"] == "3\n"
    no_ids = tmp_path / "v40.ipynb"
    no_ids.write_text(json.dumps(v40))
    outcome = run_notebook(no_ids, limits=LIMITS)
    assert outcome.crash is not None
    assert (outcome.crash.cell_id, outcome.crash.ename) == ("cell-0", "ZeroDivisionError")


def smaps_figures(outcome: RunOutcome) -> tuple[int, int]:
    """(Rss, Pss) in bytes, as the notebook's only cell printed them from smaps_rollup."""
    text = "".join(output.get("text", "") for cell in outcome.cells for output in cell.outputs)
    found = dict(re.findall(r"^(Rss|Pss):\s+(\d+) kB$", text, re.MULTILINE))
    return int(found["Rss"]) << 10, int(found["Pss"]) << 10


@pytest.mark.usefixtures("machine_left_as_it_was")
def test_a_forked_kernel_is_held_to_its_limit_by_its_share_of_the_zygote_pages(
    tmp_path: Path,
) -> None:
    """The fast engine's limit applies to PSS, which charges a fork its share of the pages it
    shares with the zygote, not all of them as RSS would (it checks RSS first, and measures PSS
    only where RSS is over the limit): a limit between the kernel's PSS and its RSS holds, and
    kills it once its own pages take its PSS over."""
    folder = tmp_path / "case"
    folder.mkdir()
    read = "import torch\nprint(open('/proc/self/smaps_rollup').read())"
    wait = read + "\nimport time\ntime.sleep(0.8)"  # a few memory checks while it runs
    path = write_notebook(folder / "nb.ipynb", [code("c0", read)], order=["c0"])
    waiting = write_notebook(folder / "wait.ipynb", [code("c0", wait)], order=["c0"])
    grow = "blob = b'x' * (400 << 20)\n" + wait  # pages of its own, over the limit
    growing = write_notebook(folder / "grow.ipynb", [code("c0", grow)], order=["c0"])
    roomy = Limits(cell_timeout=20.0, timeout=60.0)
    with FastEngine(modules=("numpy", "torch")) as fast:  # torch: hundreds of MiB to share
        resident, proportional = smaps_figures(run_notebook(path, limits=roomy, engine=fast))
        gap = resident - proportional
        assert gap > 100 << 20, (resident, proportional)  # the zygote's pages, shared
        between = Limits(cell_timeout=20.0, timeout=60.0, memory_bytes=proportional + gap // 2)
        held = run_notebook(waiting, limits=between, engine=fast)
        assert held.status == "ok", held.crash
        rss, pss = smaps_figures(held)
        assert pss < between.memory_bytes < rss  # over the limit by RSS, within it by PSS
        killed = run_notebook(growing, limits=between, engine=fast)
    assert killed.status == "kernel_died"
    assert killed.crash is not None and killed.crash.ename == "MemoryLimit"
