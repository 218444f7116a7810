"""Starting a kernel process: its command, its environment and its connection file.

Nothing here needs more than the standard library, so that ``junobench run`` can start its kernel
first and import the Jupyter client while the kernel boots (``_jupyter`` adopts the process).
Every kernel of the plain engine starts this way; the fast engine's zygote uses the same
environment and options.
"""

from __future__ import annotations

import contextlib
import json
import os
import platform
import shutil
import signal
import subprocess
import tempfile
import uuid
from collections.abc import Iterator, Mapping, Sequence
from dataclasses import dataclass
from functools import cache
from pathlib import Path

from .._exceptions import EngineError
from ._sandbox import kernel_python, sandboxed
from ._workspace import scratch_folder

__all__ = [
    "KERNEL_OPTIONS",
    "KernelProcess",
    "kernel_argv",
    "kernel_environment",
    "matplotlib_cache",
    "start_kernel_process",
]

# Environment of every kernel: Jupyter's own inline plotting backend (figures become outputs, as
# in a saved notebook, whatever the user's MPLBACKEND), a fixed hash seed, and one native thread
# per kernel, so that a notebook behaves the same in every run and for every user, and parallel
# kernels do not oversubscribe the cores (thread pools fighting for them can stall a model's fit).
# TensorFlow sizes its op pools by the cores unless told: 16 Keras cases verified with two
# kernels at once took 617 s with one thread each, 674 s with TensorFlow's own choice.
_KERNEL_ENV = {
    "OMP_NUM_THREADS": "1",
    "OPENBLAS_NUM_THREADS": "1",
    "MKL_NUM_THREADS": "1",
    "TF_NUM_INTRAOP_THREADS": "1",
    "TF_NUM_INTEROP_THREADS": "1",
    "MPLBACKEND": "module://matplotlib_inline.backend_inline",
    "PYTHONHASHSEED": "0",
    "PYDEVD_DISABLE_FILE_VALIDATION": "1",
    "JUPYTER_PLATFORM_DIRS": "1",
    "LANG": "C.UTF-8",
    "LC_ALL": "C.UTF-8",
    "TZ": "UTC",
    "CUDA_VISIBLE_DEVICES": "",  # the benchmark runs on the CPU, on every host
    "PYTHONNOUSERSITE": "1",  # no packages from the user's ~/.local
}


def kernel_environment(
    home: Path, extra: Mapping[str, str] | None = None, *, sandboxed: bool = False
) -> dict[str, str]:
    """The whole environment of a kernel: nothing of the user's but what is listed here.

    ``home`` is the run's own home folder, so that caches and configuration in the user's
    (``~/.keras``, ``~/.ipython``, ``~/.config/matplotlib``) cannot change what a notebook does.
    Matplotlib's font cache is kept in a folder of the harness's own, shared by the runs, so
    that each kernel does not rebuild it. ``sandboxed``: it runs in the sandbox (the kernel
    then knows that its parent is bubblewrap, and a zygote that it must confine its children).
    """
    path = [str(Path(kernel_python()).parent), "/usr/local/bin", "/usr/bin", "/bin"]
    return {
        "PATH": os.pathsep.join(path),
        "HOME": str(home),
        "IPYTHONDIR": str(home / ".ipython"),
        "MPLCONFIGDIR": str(matplotlib_cache()),
        "TMPDIR": tempfile.gettempdir(),
        **_KERNEL_ENV,
        **_blas_pinning(),
        **(extra or {}),
        **({"JUNOBENCH_SANDBOXED": "1"} if sandboxed else {}),
    }


def launch(
    argv: Sequence[str], *, cwd: Path, env: Mapping[str, str], log: Path, pipes: bool = False
) -> subprocess.Popen[bytes]:
    """Start a process of the engine (a kernel, a zygote) as jupyter_client's local launcher
    would: in a session of its own (its whole group is killed as one), its stderr appended to
    ``log``; with ``pipes``, its stdin and stdout are pipes to the harness, else closed. An OS
    error is an ``EngineError``."""
    stdio = subprocess.PIPE if pipes else subprocess.DEVNULL
    try:
        with open(log, "ab") as stderr:
            return subprocess.Popen(
                list(argv),
                stdin=stdio,
                stdout=stdio,
                stderr=stderr,
                cwd=cwd,
                env=dict(env),
                start_new_session=True,
            )
    except OSError as error:
        raise EngineError(f"could not start {Path(argv[0]).name} ({error})") from error


@cache
def _blas_pinning() -> dict[str, str]:
    """One OpenBLAS code path on every x86-64 CPU that has it (AVX2: Intel since 2013, AMD since
    2015). Left to itself, OpenBLAS picks kernels by CPU, and their rounding differs: an exactly
    singular matrix that one CPU's LU factorization finds singular (numpy_6) another inverts."""
    if platform.machine().lower() not in ("x86_64", "amd64"):
        return {}
    try:
        flags = Path("/proc/cpuinfo").read_text(errors="replace")
    except OSError:
        return {}
    return {"OPENBLAS_CORETYPE": "Haswell"} if " avx2" in flags else {}


def matplotlib_cache() -> Path:
    """The harness's own folder for matplotlib's font cache, shared by every kernel."""
    cache = Path(os.environ.get("XDG_CACHE_HOME") or Path.home() / ".cache")
    return cache / "junobench" / "matplotlib"


# Starts ipykernel so that it dies with the harness, even one killed with SIGKILL (Linux's
# parent-death signal; elsewhere the harness's own shutdown path is all there is).
_LAUNCHER = """
import os, signal, sys
try:
    import ctypes
    ctypes.CDLL(None, use_errno=True).prctl(1, signal.SIGKILL)  # PR_SET_PDEATHSIG
    parent = os.environ.get("JPY_PARENT_PID", "")
    if "JUNOBENCH_SANDBOXED" not in os.environ and parent and str(os.getppid()) != parent:
        os._exit(1)  # the harness died before the signal was armed
except (AttributeError, OSError):
    pass
if "JUNOBENCH_SANDBOXED" in os.environ:
    # Inside its own process ids the harness's pid means nothing: ipykernel would take its
    # parent for dead. The sandbox itself dies with the harness.
    os.environ.pop("JPY_PARENT_PID", None)
os.execv(sys.executable, [sys.executable, "-m", "ipykernel_launcher", *sys.argv[1:]])
"""


# ipykernel's options for every kernel: its connection file, and the input history kept in
# memory (a run's home is its own, so nothing on disk outlives it anyway; and a kernel copied by
# the fast engine must not share a history database with its original).
KERNEL_OPTIONS = ("-f", "{connection_file}", "--HistoryManager.hist_file=:memory:")


def kernel_argv(
    workdir: Path, private: Path, sandbox: bool, read_only: Sequence[Path] = ()
) -> list[str]:
    """The command that starts a kernel working in ``workdir``, in a sandbox where only
    ``workdir`` (but its folders ``read_only``), ``private`` (its home and connection files) and
    the shared matplotlib cache can be written."""
    argv = [kernel_python(), "-c", _LAUNCHER, *KERNEL_OPTIONS]
    if not sandbox:
        return argv
    cache = matplotlib_cache()
    cache.mkdir(parents=True, exist_ok=True)
    return sandboxed(argv, [workdir, private, cache], workdir, read_only)


@dataclass(frozen=True)
class KernelProcess:
    """A kernel process started by ``start_kernel_process``, working in ``workdir``; its
    connection file, home and stderr log live in ``private``."""

    process: subprocess.Popen[bytes]
    workdir: Path
    private: Path
    sandboxed: bool

    @property
    def connection_file(self) -> Path:
        return self.private / "kernel.json"

    @property
    def stderr_path(self) -> Path:
        return self.private / "stderr.log"

    def discard(self) -> None:
        """Kill the kernel (its process group) if it still runs, and remove its files."""
        if self.process.poll() is None:
            with contextlib.suppress(ProcessLookupError, PermissionError):
                os.killpg(self.process.pid, signal.SIGKILL)
            with contextlib.suppress(subprocess.TimeoutExpired):
                self.process.wait(5.0)
        shutil.rmtree(self.private, ignore_errors=True)


def start_kernel_process(
    workdir: Path,
    env: Mapping[str, str] | None = None,
    *,
    sandbox: bool,
    read_only: Sequence[Path] = (),
) -> KernelProcess:
    """Start ipykernel working in ``workdir``, sandboxed or not, with ``kernel_environment``
    plus ``env``, listening on IPC sockets named in a connection file of its own (as
    jupyter_client's local launcher would: a session of its own, stdin closed, and
    ``JPY_PARENT_PID`` so that it ends when the harness does)."""
    private = scratch_folder("kernel")
    home = private / "home"
    home.mkdir()
    connection_file = private / "kernel.json"
    channels = ("shell", "iopub", "stdin", "control", "hb")
    connection: dict[str, str | int] = {
        f"{name}_port": port for port, name in enumerate(channels, start=1)
    }
    connection.update(
        ip=str(private / "kernel-ipc"),
        transport="ipc",
        key=uuid.uuid4().hex,
        signature_scheme="hmac-sha256",
        kernel_name="python3",
    )
    connection_file.write_text(json.dumps(connection, indent=1))
    connection_file.chmod(0o600)
    argv = [
        part.format(connection_file=connection_file)
        for part in kernel_argv(workdir, private, sandbox, read_only)
    ]
    extra = {**(env or {}), "JPY_PARENT_PID": str(os.getpid())}
    environment = kernel_environment(home, extra, sandboxed=sandbox)
    try:
        process = launch(argv, cwd=workdir, env=environment, log=private / "stderr.log")
    except EngineError as error:
        shutil.rmtree(private, ignore_errors=True)
        raise EngineError(f"could not start a Jupyter kernel ({error.__cause__})") from error
    return KernelProcess(process, workdir, private, sandbox)


@contextlib.contextmanager
def kernel_process(
    workdir: Path, env: Mapping[str, str] | None = None, *, sandbox: bool
) -> Iterator[KernelProcess]:
    """``start_kernel_process`` for a ``with`` block: the kernel is discarded at its end if
    nothing adopted and ended it first."""
    started = start_kernel_process(workdir, env, sandbox=sandbox)
    try:
        yield started
    finally:
        started.discard()
