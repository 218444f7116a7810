"""Nothing a run starts outlives it: kernels, the processes a notebook leaves behind, scratch
folders, even when the harness is stopped with SIGTERM or killed."""

from __future__ import annotations

import contextlib
import os
import signal
import subprocess
import sys
import time
from pathlib import Path

import psutil
import pytest
from conftest import code, processes_running, write_notebook

from junobench import Limits, run_notebook
from junobench.engine._sandbox import sandbox_available

pytestmark = pytest.mark.kernel


def gone(pid: int, within: float = 10.0) -> bool:
    deadline = time.monotonic() + within
    while time.monotonic() < deadline:
        try:
            if psutil.Process(pid).status() == psutil.STATUS_ZOMBIE:
                return True
        except psutil.NoSuchProcess:
            return True
        time.sleep(0.1)
    return False


def test_a_process_the_notebook_leaves_behind_is_killed_with_the_run(tmp_path: Path) -> None:
    marker = f"{time.time() % 1000:.6f}"  # a sleep no other test starts
    source = f"import subprocess\nchild = subprocess.Popen(['sleep', '300{marker}'])"
    path = write_notebook(tmp_path / "nb.ipynb", [code("spawn", source)], order=["spawn"])
    outcome = run_notebook(path, limits=Limits(cell_timeout=30.0, timeout=60.0))
    assert outcome.status == "ok"
    assert all(gone(process.pid) for process in processes_running(f"300{marker}"))


def start_run(tmp_path: Path) -> tuple[subprocess.Popen[bytes], psutil.Process]:
    """`junobench run` of a notebook that sleeps, once its kernel is running the cell."""
    path = write_notebook(
        tmp_path / "nb.ipynb", [code("sleep", "import time\ntime.sleep(120)")], order=["sleep"]
    )
    harness = subprocess.Popen(
        [sys.executable, "-m", "junobench", "run", str(path)],
        stdout=subprocess.DEVNULL,
        stderr=subprocess.PIPE,
    )
    deadline = time.monotonic() + 60
    while time.monotonic() < deadline:
        kernels = []
        for child in psutil.Process(harness.pid).children(recursive=True):
            with contextlib.suppress(psutil.Error):
                if child.cmdline()[1:3] == ["-m", "ipykernel_launcher"]:  # after the exec
                    kernels.append(child)
        if kernels and kernels[0].cwd() != "/":
            time.sleep(2.0)  # the kernel is up and has started the cell
            return harness, kernels[0]
        time.sleep(0.2)
    harness.kill()
    raise AssertionError("the kernel did not start")


def test_sigterm_shuts_the_kernel_down_and_removes_the_scratch_folder(tmp_path: Path) -> None:
    harness, kernel = start_run(tmp_path)
    scratch = Path(kernel.cwd())
    harness.send_signal(signal.SIGTERM)
    _, err = harness.communicate(timeout=30)
    assert harness.returncode == 130
    assert err.decode().strip().endswith("junobench: interrupted")
    assert gone(kernel.pid)
    assert not scratch.exists()


def test_a_killed_harness_takes_its_kernel_with_it(tmp_path: Path) -> None:
    harness, kernel = start_run(tmp_path)
    os.kill(harness.pid, signal.SIGKILL)
    harness.wait(timeout=10)
    assert gone(kernel.pid)


COPYING_HARNESS = """
import asyncio, sys
from junobench.engine import CellToRun, FastEngine, Family, FamilyRun
from junobench.engine._workspace import scratch_folder

def steps(*sources):
    return tuple(CellToRun(f"c{n}", n, source) for n, source in enumerate(sources))

async def main():
    sandbox = sys.argv[2] == "sandbox"
    engine = FastEngine(modules=(), env={"JUNOBENCH_TEST_MARKER": sys.argv[1]}, sandbox=sandbox)
    workdir = scratch_folder("test") / "work"
    workdir.mkdir()
    runs = (
        FamilyRun(steps("x = 1", "import time; time.sleep(300)")),
        FamilyRun(steps("x = 1", "y = 2")),
    )
    await engine.run_family(Family(runs, workdir))

asyncio.run(main())
"""


def marked(marker: str) -> list[psutil.Process]:
    """The Python processes of the machine whose environment carries ``marker``."""
    found = []
    for process in psutil.process_iter():
        with contextlib.suppress(psutil.Error):
            python = process.name().startswith("python")
            if python and process.environ().get("JUNOBENCH_TEST_MARKER") == marker:
                found.append(process)
    return found


@pytest.mark.parametrize("sandbox", ["sandbox", "no sandbox"])
def test_a_killed_harness_takes_the_copies_of_its_kernels_with_it(sandbox: str) -> None:
    """A copy of a kernel (the fast engine's shared steps) is the zygote's child, and dies with
    it as the other kernels do, in the sandbox (whose processes die with it) or not."""
    if sandbox == "sandbox" and not sandbox_available():
        pytest.skip("no bubblewrap here")
    marker = f"copy-{os.getpid()}-{time.monotonic_ns()}"
    harness = subprocess.Popen([sys.executable, "-c", COPYING_HARNESS, marker, sandbox])
    deadline = time.monotonic() + 60
    # the zygote, the kernel that ran "x = 1", and its copy sleeping in the second cell
    while len(marked(marker)) < 3 and time.monotonic() < deadline:
        time.sleep(0.2)
    processes = marked(marker)
    assert len(processes) >= 3
    os.kill(harness.pid, signal.SIGKILL)
    harness.wait(timeout=10)
    assert all(gone(process.pid) for process in processes)
    assert not [p for p in marked(marker) if p.status() != psutil.STATUS_ZOMBIE]
