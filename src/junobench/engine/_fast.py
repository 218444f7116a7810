"""The fast engine: every kernel forked from a warm *zygote* instead of started from nothing.

A run with the plain engine spends most of its time starting Python and ipykernel and importing
pandas, scikit-learn, TensorFlow or PyTorch again. The zygote (``_zygote.py``) imports them once,
into ``sys.modules`` only, and forks a child per run that becomes a real ipykernel, in the run's
folder, environment and session, driven over ZeroMQ like any other. The notebook's namespace is
as empty as in a fresh kernel: a missing import still raises ``NameError``; what an import
prints (TensorFlow's log lines) is printed by the notebook's first import of that package, into
its cell, as in a fresh kernel.

What a fork could share, it must not:

- threads: the zygote checks that it has one thread before serving, and forks before ipykernel
  starts any of its own (the child starts them);
- random state: ``random`` reseeds itself in a child, the zygote reseeds NumPy's global
  generator; then, as every new kernel, the child is seeded before its first cell (``_seed.py``),
  each generator to the state a plain kernel has there;
- OpenMP and BLAS pools: one native thread per kernel, as with the plain engine (the pools are
  not started in the zygote);
- files: each child has its own working folder, home and log; in the sandbox, the zygote runs in
  one bubblewrap sandbox whose writable folder is this process's scratch root
  (``junobench-<pid>``), and each child, before it becomes a kernel, narrows its view to its own
  working copy and private folder under a private ``/tmp`` (a mount namespace of its own), then
  drops every capability (``_zygote._confine``): a notebook sees no sibling run, no harness
  file, no case folder, and cannot write the environment;

A family of runs (``_family.py``) runs its shared steps once: where runs part, the kernel is
copied (``_zygote._branch``: a fork between two cells, whose copy starts ipykernel's sockets,
threads and event loop anew around the same shell). What a copy could share, it must not:

- threads: a kernel running threads besides ipykernel's and ZeroMQ's, or child processes, is not
  copied. While runs share steps, the kernel is asked after each whether it could still be
  copied; the runs that part after it could not start again in a new kernel that runs the steps
  before that point once and is copied there for each distinct run (``_Tree``);
- files: the branches take turns in one working folder, put back as it stood at the fork before
  each; the copy's log is its own, its input history in memory;
- process: the copy has its own session (signals, kills and memory go through the zygote, which
  adopts it as a child).

The differential test (``tests/test_engines.py``) runs every case under both engines and requires
the same outcomes, and every repair ``verify`` tries with shared steps and from the start. A
request whose folder is not under the scratch root runs in the plain engine.
"""

from __future__ import annotations

import asyncio
import contextlib
import json
import os
import shutil
import signal
import subprocess
import tempfile
import time
import uuid
from collections.abc import AsyncIterator, Callable, Iterable, Mapping, Sequence
from dataclasses import dataclass
from pathlib import Path
from typing import Any, Protocol

from jupyter_client.manager import AsyncKernelManager
from jupyter_client.provisioning.local_provisioner import LocalProvisioner

from .._exceptions import EngineError
from .._stack import ML_STACK
from .._text import bound_names, imported_names, uses_names
from ._family import Node, Snapshot, one_by_one, plan
from ._jupyter import JupyterEngine
from ._kernel import PROBE, Kernel, PinnedKernelSpecs
from ._launch import KERNEL_OPTIONS, kernel_environment, launch, matplotlib_cache
from ._live import KernelNotCopied
from ._outcome import CellResult, Crash, RunOutcome
from ._protocol import CellToRun, Family, FamilyRun, Limits, RunRequest
from ._sandbox import installation_paths, kernel_python, sandboxed
from ._session import outcome_of, run_checks, run_request, run_step, run_steps
from ._workspace import scratch_folder, scratch_root


class Runnable(Protocol):
    """What the engine for a set of cases needs to know of each (a ``Case`` is one)."""

    def code(self) -> Iterable[str]:
        """The source of every cell its runs may run: notebooks and repairs."""
        ...


__all__ = ["WARM_MODULES", "FastEngine", "warm_modules"]

# What the zygote imports when told nothing else: the stack of most notebooks, without
# TensorFlow and PyTorch (seconds to import, and gigabytes): those are warmed when the notebooks
# to run import them (``warm_modules``).
WARM_MODULES: tuple[str, ...] = (
    "numpy",
    "pandas",
    "scipy",
    "scipy.stats",
    "sklearn",
    "sklearn.base",
    "sklearn.compose",
    "sklearn.ensemble",
    "sklearn.impute",
    "sklearn.linear_model",
    "sklearn.metrics",
    "sklearn.model_selection",
    "sklearn.pipeline",
    "sklearn.preprocessing",
    "sklearn.tree",
    "matplotlib",
    "matplotlib.pyplot",
    "seaborn",
)
# Never warmed: a module whose import does something only inside a running IPython shell.
# matplotlib_inline's backend registers the PNG display of figures when it is imported in a
# kernel; imported in the zygote, it would do nothing, and figures would show as text only.
_NEVER_WARM = {"matplotlib_inline", "IPython", "ipykernel"}
# torch's and TensorFlow's packages: never both in one zygote (``FastEngine._modules_for``).
_TORCH = {"torch", "torchvision", "torchaudio"}
_TENSORFLOW = {"tensorflow", "keras", "tf_keras"}


def starts_threads(sources: Iterable[str]) -> bool:
    """Whether the cells ``sources`` import TensorFlow or Keras, whose runtime starts threads of
    its own in the kernel once used: such a kernel cannot be copied after its first model, so
    the runs of the notebook share only the steps before it."""
    return any(name.split(".")[0] in _TENSORFLOW for name in imported_names(sources))


def warm_modules(sources: Iterable[str]) -> tuple[str, ...]:
    """The modules of the pinned stack that ``sources`` (cells) import, with the default ones."""
    found: dict[str, None] = dict.fromkeys(WARM_MODULES)
    for name in imported_names(sources):
        top = name.split(".")[0]
        if top in ML_STACK and top not in _NEVER_WARM:
            found[name] = None
    return tuple(found)


class _Zygote:
    """One zygote process and the requests in flight to it. Its replies are read by whichever
    event loop is running when a request is made, so that one zygote serves the runs of
    several ``asyncio.run`` calls (each public synchronous function is one)."""

    def __init__(
        self, process: subprocess.Popen[bytes], sandboxed: bool, folders: Sequence[Path]
    ) -> None:
        assert process.stdin is not None and process.stdout is not None
        self.process = process
        self.folders = tuple(folders)  # its home and log: removed with it
        self.sandboxed = sandboxed
        self._in = process.stdin.fileno()
        self._out = process.stdout.fileno()
        os.set_blocking(self._out, False)
        self._buffer = b""
        self._replies: dict[int, asyncio.Future[dict[str, Any]]] = {}
        self._exits: dict[int, int] = {}
        self._next = 0
        self._loop: asyncio.AbstractEventLoop | None = None
        self._ready: asyncio.Future[dict[str, Any]] | None = None
        self._eof = False

    @classmethod
    async def start(
        cls,
        modules: Sequence[str],
        env: Mapping[str, str],
        sandbox: bool,
        timeout: float,
        home: Path,
    ) -> _Zygote:
        source = (Path(__file__).parent / "_zygote.py").read_text()
        argv = [kernel_python(), "-c", source, json.dumps(list(modules)), PROBE]
        root = scratch_root()
        if sandbox:
            cache = matplotlib_cache()
            cache.mkdir(parents=True, exist_ok=True)
            argv = sandboxed(argv, [root, cache], root, capable=True)
        log = home / "stderr.log"
        process = launch(argv, cwd=root, env=env, log=log, pipes=True)
        zygote = cls(process, sandbox, [home])
        zygote._ready = asyncio.get_running_loop().create_future()
        zygote._attach()
        try:
            await asyncio.wait_for(asyncio.shield(zygote._ready), timeout)
        except (TimeoutError, EngineError):
            try:  # read before kill(), which removes the zygote's folder and its log
                lines = log.read_text(errors="replace").strip().splitlines()
            except OSError:
                lines = []
            code = process.poll()
            zygote.kill()
            how = "did not answer in time" if code is None else f"exited with {code}"
            last = lines[-1] if lines else "no message"
            raise EngineError(f"could not start the fast engine's zygote ({how}): {last}") from None
        return zygote

    def _attach(self) -> None:
        """Read replies in the running event loop."""
        loop = asyncio.get_running_loop()
        if self._loop is loop:
            return
        if self._loop is not None and not self._loop.is_closed():
            self._loop.remove_reader(self._out)
        self._loop = loop
        if not self._eof:
            loop.add_reader(self._out, self._readable)

    def _readable(self) -> None:
        try:
            chunk = os.read(self._out, 1 << 16)
        except BlockingIOError:
            return
        except OSError:
            chunk = b""
        if not chunk:  # the zygote died: so did its children
            self._eof = True
            if self._loop is not None:
                self._loop.remove_reader(self._out)
            for future in (*self._replies.values(), self._ready):
                if future is not None and not future.done():
                    future.set_exception(EngineError("the fast engine's zygote died"))
            self._replies.clear()
            return
        self._buffer += chunk
        while b"\n" in self._buffer:
            line, self._buffer = self._buffer.split(b"\n", 1)
            message = json.loads(line)
            if "exit" in message:
                self._exits[message["exit"]] = message["code"]
            elif "ready" in message:
                if self._ready is not None and not self._ready.done():
                    self._ready.set_result(message)
            elif message.get("id") in self._replies:
                future = self._replies.pop(message["id"])
                if not future.done():
                    future.set_result(message)

    @property
    def alive(self) -> bool:
        return not self._eof and self.process.poll() is None

    async def _ask(self, op: str, **fields: Any) -> dict[str, Any]:
        self._attach()
        if not self.alive:
            raise EngineError("the fast engine's zygote died")
        self._next += 1
        future: asyncio.Future[dict[str, Any]] = asyncio.get_running_loop().create_future()
        self._replies[self._next] = future
        data = (json.dumps({"op": op, "id": self._next, **fields}) + "\n").encode()
        try:
            while data:
                data = data[os.write(self._in, data) :]
        except OSError as error:
            self._replies.pop(self._next, None)
            raise EngineError(f"the fast engine's zygote died ({error})") from error
        return await asyncio.wait_for(future, 30)

    async def fork(
        self,
        argv: Sequence[str],
        cwd: str,
        env: Mapping[str, str],
        log: Path,
        confine: Mapping[str, list[str]] | None,
    ) -> int:
        """A new kernel; in a sandbox, ``confine`` says what of it the kernel keeps
        (``_zygote._confine``)."""
        reply = await self._ask(
            "fork", argv=list(argv), cwd=cwd, env=dict(env), log=str(log), confine=confine
        )
        return self.adopt(int(reply["pid"]))

    def adopt(self, pid: int) -> int:
        """``pid`` is a new child of the zygote: an exit reported for an earlier process of
        that id is forgotten."""
        self._exits.pop(pid, None)
        return pid

    async def signal(self, pid: int, signum: int) -> bool:
        return bool((await self._ask("signal", pid=pid, signal=int(signum)))["ok"])

    async def memory(self, pid: int, above: int) -> int:
        """The PSS of the child ``pid`` and its descendants, or their RSS where that is at most
        ``above`` (PSS is never more: a limit of ``above`` holds)."""
        return int((await self._ask("memory", pid=pid, above=above))["bytes"])

    def exit_code(self, pid: int) -> int | None:
        """The child's exit code (negative: the signal that killed it), None while it runs; a
        child of a dead zygote is dead too (it dies with it)."""
        if pid in self._exits:
            return self._exits[pid]
        if not self.alive:
            return -signal.SIGKILL
        return None

    def kill(self) -> None:
        """End the zygote and, with it, every kernel it forked."""
        with contextlib.suppress(ProcessLookupError, PermissionError):
            os.killpg(self.process.pid, signal.SIGKILL)
        with contextlib.suppress(subprocess.TimeoutExpired):
            self.process.wait(5)
        if self._loop is not None and not self._loop.is_closed() and not self._eof:
            self._loop.remove_reader(self._out)
        self._eof = True
        for stream in (self.process.stdin, self.process.stdout):
            if stream is not None:
                with contextlib.suppress(OSError):
                    stream.close()
        for folder in self.folders:
            shutil.rmtree(folder, ignore_errors=True)


class _ForkProvisioner(LocalProvisioner):
    """Launches a kernel by asking the zygote to fork one; signals and exit codes go through it
    too (in a sandbox only the zygote sees its children's process ids)."""

    zygote: _Zygote
    log_path: Path
    confine: dict[str, list[str]] | None = None  # in a sandbox: the folders the kernel keeps
    pid_is_ours = False  # the zygote's pid for the child: in a sandbox, of its own namespace

    @property
    def has_process(self) -> bool:
        return self.pid is not None

    async def launch_kernel(self, cmd: list[str], **kwargs: Any) -> Any:
        env = kwargs.get("env") or {}
        self.cwd = kwargs.get("cwd")
        self.pid = await self.zygote.fork(cmd, str(self.cwd), env, self.log_path, self.confine)
        self.pgid = self.pid
        return self.connection_info

    async def poll(self) -> int | None:
        return None if self.pid is None else self.zygote.exit_code(self.pid)

    async def wait(self) -> int | None:
        while (code := await self.poll()) is None:
            await asyncio.sleep(0.02)
        return code

    async def send_signal(self, signum: int) -> None:
        if self.pid is not None and self.zygote.exit_code(self.pid) is None:
            await self.zygote.signal(self.pid, signum)

    async def kill(self, restart: bool = False) -> None:
        await self.send_signal(signal.SIGKILL)

    async def terminate(self, restart: bool = False) -> None:
        await self.send_signal(signal.SIGTERM)

    async def cleanup(self, restart: bool = False) -> None:
        return None


class _CopyProvisioner(_ForkProvisioner):
    """Launches a kernel by asking a running one to copy itself, its state included
    (``_zygote._branch``); the copy is the zygote's child like any other."""

    source: Kernel

    async def launch_kernel(self, cmd: list[str], **kwargs: Any) -> Any:
        self.cwd = kwargs.get("cwd")
        call = f"__import__('_junobench_zygote').branch({cmd!r}, {str(self.log_path)!r})"
        text, error = await self.source.evaluate(call, time.monotonic() + 30.0)
        if text is None or not text.isdigit():
            raise KernelNotCopied(f"the kernel could not be copied: {text or error}")
        self.pid = int(text)
        self.pgid = self.pid
        self.zygote.adopt(self.pid)
        return self.connection_info


class FastEngine:
    """Runs each request in a kernel forked from a warm zygote (see the module's notes).

    The zygote starts with the first run, imports ``modules`` (default ``WARM_MODULES``), and
    lives until ``close()`` or the end of the process, serving runs from any event loop. Use it
    as ``async with FastEngine() as engine`` or ``with``, or call ``close()``.
    """

    def __init__(
        self,
        *,
        modules: Sequence[str] | None = None,
        env: Mapping[str, str] | None = None,
        startup_timeout: float = 60.0,
        sandbox: bool | None = None,
    ) -> None:
        # Runs outside the scratch folder (a notebook run in place) get a kernel of their own,
        # from the plain engine; it also checks the sandbox asked for, and settles the defaults.
        self._plain = JupyterEngine(env=env, startup_timeout=startup_timeout, sandbox=sandbox)
        self._env = self._plain.env
        self._startup_timeout = self._plain.startup_timeout
        self.sandbox = self._plain.sandbox
        self.modules = tuple(modules) if modules is not None else WARM_MODULES
        self._zygotes: dict[tuple[str, ...], _Zygote] = {}
        self._starting: asyncio.Lock | None = None
        self._starting_loop: asyncio.AbstractEventLoop | None = None

    @classmethod
    def for_cases(
        cls,
        cases: Iterable[Runnable],
        *,
        env: Mapping[str, str] | None = None,
        sandbox: bool | None = None,
    ) -> FastEngine:
        """The engine that runs ``cases`` (as ``verify`` and ``evaluate`` do): its zygote warms
        what their notebooks and repairs import. The one place that choice is made, for the
        command line, the library's ``verify_cases``, the tests and the benchmark script."""
        sources = [source for case in cases for source in case.code()]
        return cls(modules=warm_modules(sources), env=env, sandbox=sandbox)

    def _modules_for(self, sources: Iterable[str]) -> tuple[str, ...]:
        """The warm modules of the zygote that forks kernels for notebooks of ``sources``.

        torch and TensorFlow never share a zygote: a process that imported TensorFlow (or Keras)
        crashes with SIGSEGV in torch (its import, its optimizers), forked or not, measured here
        with torch 2.14.1 and TensorFlow 2.21; one that imported torch runs TensorFlow well.
        Notebooks that import torch get a zygote without TensorFlow, the others one without
        torch."""
        if any(name.split(".")[0] in _TORCH for name in imported_names(sources)):
            leave_out = _TENSORFLOW
        else:
            leave_out = _TORCH
        return tuple(name for name in self.modules if name.split(".")[0] not in leave_out)

    async def _zygote_ready(self, modules: tuple[str, ...]) -> _Zygote:
        loop = asyncio.get_running_loop()
        if self._starting is None or self._starting_loop is not loop:
            self._starting, self._starting_loop = asyncio.Lock(), loop
        async with self._starting:
            zygote = self._zygotes.get(modules)
            if zygote is None or not zygote.alive:
                if zygote is not None:
                    zygote.kill()
                folder = scratch_folder("zygote")
                (folder / "home").mkdir()
                env = kernel_environment(folder / "home", self._env, sandboxed=self.sandbox)
                zygote = await _Zygote.start(
                    modules, env, self.sandbox, max(self._startup_timeout, 120.0), folder
                )
                self._zygotes[modules] = zygote
            return zygote

    @property
    def isolated(self) -> bool:
        """Each kernel sees only its working copy (in the sandbox)."""
        return self.sandbox

    async def run(self, request: RunRequest) -> RunOutcome:
        if not _in_scratch(request.workdir):
            return await self._plain.run(request)
        return await run_request(request, lambda: self._forked_kernel(request, request.limits))

    def _forked_kernel(
        self, request: RunRequest, limits: Limits
    ) -> contextlib.AbstractAsyncContextManager[Kernel]:
        """A new kernel forked from the zygote for the request's notebook."""
        modules = self._modules_for(step.source for step in request.cells)
        return self._provisioned(
            _ForkProvisioner, request.workdir, limits, modules, request.read_only
        )

    def live_kernel(
        self,
        workdir: Path,
        sources: Sequence[str],
        limits: Limits,
        read_only: Sequence[str] = (),
    ) -> contextlib.AbstractAsyncContextManager[Kernel]:
        """A kernel forked for a notebook of ``sources``, working in ``workdir`` and kept until
        the block ends (``LiveKernels``); outside the scratch folder, the plain engine's."""
        if not _in_scratch(workdir):
            return self._plain.live_kernel(workdir, sources, limits, read_only)
        modules = self._modules_for(sources)
        return self._provisioned(_ForkProvisioner, workdir, limits, modules, read_only)

    def copied_kernel(
        self, kernel: Kernel, workdir: Path, limits: Limits
    ) -> contextlib.AbstractAsyncContextManager[Kernel]:
        """A copy of ``kernel`` (a live kernel of this engine) with its state, in ``workdir``;
        ``KernelNotCopied`` on entering where none can be made (``LiveKernels``)."""
        if kernel.modules is None:
            return self._plain.copied_kernel(kernel, workdir, limits)
        return self._copied_kernel(kernel, workdir, limits, kernel.modules)

    def _copied_kernel(
        self, source: Kernel, workdir: Path, limits: Limits, modules: tuple[str, ...]
    ) -> contextlib.AbstractAsyncContextManager[Kernel]:
        """A copy of ``source`` (a kernel of this engine), standing where it stands. Raises
        ``KernelNotCopied`` when ``source`` cannot be copied faithfully (``_zygote._branch``).
        ``modules``: those of the zygote that forked ``source``, which adopts the copy."""

        def provisioner(**kwargs: Any) -> _CopyProvisioner:
            made = _CopyProvisioner(**kwargs)
            made.source = source
            return made

        # The copy sees what its original sees: its own files go inside the folder of the first
        # kernel of the family, side by side (nested, their socket paths outgrew the limit).
        within = source.family_folder or source.private
        return self._provisioned(provisioner, workdir, limits, modules, within=within)

    @contextlib.asynccontextmanager
    async def _provisioned(
        self,
        provisioner_class: Callable[..., _ForkProvisioner],
        workdir: Path,
        limits: Limits,
        modules: tuple[str, ...],
        read_only: Sequence[str] = (),
        within: Path | None = None,
    ) -> AsyncIterator[Kernel]:
        """A kernel working in ``workdir`` (its folders ``read_only`` read-only in a sandbox),
        from the zygote warmed with ``modules``, launched by ``provisioner_class``; its own
        folder in the harness's scratch folder, or in ``within``."""
        zygote = await self._zygote_ready(modules)
        if within is None:
            private = scratch_folder("kernel")
        else:
            private = Path(tempfile.mkdtemp(prefix="copy-", dir=within))
        home = private / "home"
        home.mkdir()
        specs = PinnedKernelSpecs(list(KERNEL_OPTIONS), sandboxed=False)
        km = AsyncKernelManager(
            kernel_name="python3",
            kernel_spec_manager=specs,
            transport="ipc",
            connection_file=str(private / "kernel.json"),
        )
        provisioner = provisioner_class(
            kernel_id=str(uuid.uuid4()), kernel_spec=specs.get_kernel_spec("python3"), parent=km
        )
        provisioner.zygote = zygote
        provisioner.log_path = private / "stderr.log"
        if self.sandbox:  # the kernel keeps its own folders, and no view of the others
            shared = [matplotlib_cache(), *map(Path, installation_paths())]
            provisioner.confine = {
                "keep": [str(workdir), str(private), *(str(path) for path in shared)],
                "read_only": [str(workdir / folder) for folder in read_only],
                "hide": [str(scratch_root())],
            }
        km.provisioner = provisioner
        env = kernel_environment(home, self._env, sandboxed=self.sandbox)

        async def memory() -> int:  # exact where it matters: above the limit
            pid = provisioner.pid
            return await zygote.memory(pid, limits.memory_bytes) if pid is not None else 0

        async with Kernel.launched(
            km,
            private,
            env,
            workdir,
            limits,
            min(self._startup_timeout, limits.timeout),
            sandboxed=False,
            memory=memory,
            probed=True,  # installed in the zygote: every kernel and copy inherits it
            seeded=within is None,  # a copy carries on its original's random state
        ) as kernel:
            kernel.family_folder = within or private
            kernel.modules = modules
            yield kernel

    async def run_family(self, family: Family) -> list[RunOutcome]:
        """The family's runs, their shared steps run once (``_family.plan``): a kernel is copied
        where runs part, each branch in turn in the working folder as it stood there."""
        if not family.runs:
            return []
        if not _in_scratch(family.workdir):
            return await one_by_one(self._plain, family, range(len(family.runs)))
        outcomes: dict[int, RunOutcome] = {}
        limits = family.limits
        # A run that restarts its kernel runs alone (``run``: a kernel per stretch between
        # restarts); the others share their steps.
        alone = [i for i, run in enumerate(family.runs) if any(s.restarts for s in run.cells)]
        shared = [index for index in range(len(family.runs)) if index not in alone]
        with Snapshot(family.workdir) as start:
            for index in alone:
                run = family.runs[index]
                request = RunRequest(
                    run.cells, family.workdir, run.checks, limits, family.read_only, family.oracle
                )
                outcomes[index] = await self.run(request)
                start.restore()
            if shared:
                began = time.monotonic()
                sources = [step.source for index in shared for step in family.runs[index].cells]
                modules = self._modules_for(sources)
                async with self._provisioned(
                    _ForkProvisioner, family.workdir, limits, modules, family.read_only
                ) as kernel:
                    tree = _Tree(self, family, start, outcomes, modules)
                    root = plan(family.runs, which=shared)
                    await tree.grow(kernel, root, [], time.monotonic() - began)
        return [outcomes[index] for index in range(len(family.runs))]

    def close(self) -> None:
        """Stop the zygotes and every kernel they forked."""
        zygotes, self._zygotes = self._zygotes, {}
        for zygote in zygotes.values():
            zygote.kill()

    async def aclose(self) -> None:
        self.close()

    async def __aenter__(self) -> FastEngine:
        return self

    async def __aexit__(self, *exc: object) -> None:
        self.close()

    def __enter__(self) -> FastEngine:
        return self

    def __exit__(self, *exc: object) -> None:
        self.close()


# Why a kernel of the zygote cannot be copied now, "" when it can (``_zygote._refusal``).
_REFUSAL = "__import__('_junobench_zygote').refusal()"


@dataclass
class _Parked:
    """A copy of a watched kernel made before a step that might start threads, standing after
    ``position`` steps (whose results are ``done``, in ``elapsed`` seconds), with a copy of the
    working folder as it stood (``folder``); ``close`` stops the copy."""

    kernel: Kernel
    position: int
    done: list[CellResult]
    elapsed: float
    folder: Snapshot
    _stack: contextlib.AsyncExitStack[bool | None]
    _closed: bool = False

    async def close(self) -> None:
        if not self._closed:
            self._closed = True
            await self._stack.aclose()


def _in_scratch(workdir: Path) -> bool:
    """Whether the fast engine's sandbox can see ``workdir`` (else the plain engine runs it)."""
    return workdir.resolve().is_relative_to(scratch_root().resolve())


class _Tree:
    """One family's run through its plan: each node's shared steps in a kernel, then each of its
    branches in a copy of it (the last one in the kernel itself).

    A kernel that cannot be copied where runs part (a library started threads in it: Keras's
    runtime) is copied instead where it last could be: its *waypoint*, the number of steps
    after which it was last seen copyable (checked after each shared step, while it is). The
    runs that needed a copy start again in one new kernel, which runs the steps before the
    waypoint once and is copied there for each distinct run (``_again``).

    So that they need not run those steps again, a watched kernel about to run a step that
    uses a name imported from TensorFlow or Keras (the steps that may start its threads) is
    copied first, with the working folder as it stands: a *parked* copy, kept while that step
    runs. If the step leaves the kernel copyable, the parked copy is dropped; if not, the runs
    that needed a copy go on from it (``_Parked``)."""

    def __init__(
        self,
        engine: FastEngine,
        family: Family,
        start: Snapshot,
        outcomes: dict[int, RunOutcome],
        modules: tuple[str, ...],
    ) -> None:
        self._engine = engine
        self._family = family
        self._start = start
        self.outcomes = outcomes
        self._modules = modules  # of the zygote the family's kernels come from
        sources = (step.source for run in family.runs for step in run.cells)
        self._threaded = bound_names(sources, _TENSORFLOW)  # a step using these is parked

    async def grow(
        self,
        kernel: Kernel,
        node: Node,
        done: list[CellResult],
        elapsed: float,
        waypoint: int | None = 0,
    ) -> None:
        """Run ``node`` in ``kernel``, where ``done`` ran before in ``elapsed`` seconds.
        ``waypoint``: the steps after which ``kernel`` (or the kernel it was copied from) was
        last seen copyable; None where runs that cannot be copied start from nothing."""
        family, limits = self._family, self._family.limits
        began = time.monotonic()
        steps = family.runs[node.runs[0]].cells[node.start : node.end]
        deadline = began + limits.timeout - elapsed
        parked: _Parked | None = None
        if waypoint == node.start and node.branches > 1:
            cells, crash, waypoint, parked = await self._watched(
                kernel, steps, node.start, deadline, done, began - elapsed
            )
        else:
            cells, crash = await run_steps(kernel, steps, limits, deadline)
        async with contextlib.AsyncExitStack() as stack:
            if parked is not None:
                stack.push_async_callback(parked.close)
            await self._grown(
                kernel,
                node,
                done + cells,
                elapsed + time.monotonic() - began,
                crash,
                waypoint,
                parked,
            )

    async def _grown(
        self,
        kernel: Kernel,
        node: Node,
        done: list[CellResult],
        elapsed: float,
        crash: Crash | None,
        waypoint: int | None,
        parked: _Parked | None,
    ) -> None:
        """``node`` after its shared steps ran in ``kernel``: its branches."""
        family, limits = self._family, self._family.limits
        if crash is not None:
            outcome = outcome_of(done, crash, (), elapsed, kernel.stderr_tail())
            self.outcomes.update(dict.fromkeys(node.runs, outcome))
            return
        branches: list[tuple[int, ...] | Node] = [*node.finished, *node.children]
        copyable = waypoint == node.end  # else a copy would be refused: not asked for
        refused: list[int] = []  # runs of the branches that needed a copy and got none
        with contextlib.ExitStack() as stack:
            here = stack.enter_context(Snapshot(family.workdir)) if len(branches) > 1 else None
            for number, branch in enumerate(branches):
                members = branch if isinstance(branch, tuple) else branch.runs
                last = number == len(branches) - 1
                if not last and not copyable and waypoint is not None:
                    refused += members
                    continue
                if last and refused:
                    if parked is not None and parked.position == waypoint:
                        await self._from_parked(parked, refused)
                    else:
                        await self._again(refused, waypoint or 0)
                if here is not None and number:
                    here.restore()
                if last:
                    await self._branch(kernel, branch, done, elapsed, waypoint)
                    continue
                began = time.monotonic()
                try:
                    async with self._engine._copied_kernel(
                        kernel, family.workdir, limits, self._modules
                    ) as copy:
                        spent = elapsed + time.monotonic() - began
                        await self._branch(copy, branch, done, spent, node.end)
                except KernelNotCopied:
                    if waypoint is not None:  # seen copyable: it started threads since
                        copyable = False
                        refused += members
                        continue
                    self._start.restore()
                    await self._afresh(members)

    async def _watched(
        self,
        kernel: Kernel,
        steps: Sequence[CellToRun],
        start: int,
        deadline: float,
        done: list[CellResult],
        since: float,
    ) -> tuple[list[CellResult], Crash | None, int, _Parked | None]:
        """``steps`` (from step ``start``, after ``done``), asking after each whether ``kernel``
        can still be copied: their results, the crash, the kernel's waypoint after them, and
        the copy parked there if one was (see the class's notes). ``since``: the monotonic
        time at which the run's clock read zero."""
        limits = self._family.limits
        cells: list[CellResult] = []
        waypoint = start
        parked: _Parked | None = None
        try:
            for position, step in enumerate(steps, start + 1):
                if parked is not None:
                    await parked.close()
                    parked = None
                if uses_names(step.source, self._threaded):
                    parked = await self._park(kernel, position - 1, done + cells, since)
                # Asked in the step's own request, right after it (one round trip, not two).
                ran, crash, reason = await run_step(kernel, step, limits, deadline, _REFUSAL)
                cells.append(ran)
                if crash is not None:
                    return cells, crash, waypoint, await self._kept(parked, waypoint)
                if reason != "''":  # threads or children now (or no answer): watched no longer
                    rest, crash = await run_steps(kernel, steps[len(cells) :], limits, deadline)
                    return cells + rest, crash, waypoint, await self._kept(parked, waypoint)
                waypoint = position
            return cells, None, waypoint, await self._kept(parked, waypoint)
        except BaseException:
            if parked is not None:
                await parked.close()
            raise

    @staticmethod
    async def _kept(parked: _Parked | None, waypoint: int) -> _Parked | None:
        """``parked`` if it stands at ``waypoint`` (so may be needed), else None (closed)."""
        if parked is not None and parked.position != waypoint:
            await parked.close()
            return None
        return parked

    async def _park(
        self, kernel: Kernel, position: int, done: list[CellResult], since: float
    ) -> _Parked | None:
        """A copy of ``kernel``, which stands after ``position`` steps, and of the working
        folder; None if the kernel would not be copied."""
        family = self._family
        stack = contextlib.AsyncExitStack()
        try:
            folder = stack.enter_context(Snapshot(family.workdir))
            copy = await stack.enter_async_context(
                self._engine._copied_kernel(kernel, family.workdir, family.limits, self._modules)
            )
        except KernelNotCopied:
            await stack.aclose()
            return None
        except BaseException:
            await stack.aclose()
            raise
        return _Parked(copy, position, list(done), time.monotonic() - since, folder, stack)

    async def _from_parked(self, parked: _Parked, members: Sequence[int]) -> None:
        """Runs ``members``, which share their first ``parked.position`` steps, from the copy
        parked there: each distinct run in a copy of it (the last in the parked copy itself)."""
        runs = self._family.runs
        position = parked.position
        leaves = tuple(
            Node(position, len(runs[group[0]].cells), group, (group,), ())
            for group in self._alike(members)
        )
        parked.folder.restore()
        node = Node(position, position, tuple(members), (), leaves)
        await self.grow(parked.kernel, node, parked.done, parked.elapsed, position)

    async def _again(self, members: Sequence[int], waypoint: int) -> None:
        """Runs ``members``, which share their first ``waypoint`` steps, from the start in a
        new kernel: those steps once, then each distinct run in a copy of it (runs with the
        same steps and checks share one outcome); each from nothing where no copy is made."""
        runs = self._family.runs
        groups = self._alike(members)
        self._start.restore()
        if not waypoint or len(groups) == 1:
            await self._afresh(members)
            return
        leaves = tuple(
            Node(waypoint, len(runs[group[0]].cells), group, (group,), ()) for group in groups
        )
        node = Node(0, waypoint, tuple(members), (), leaves)
        family = self._family
        began = time.monotonic()
        async with self._engine._provisioned(
            _ForkProvisioner, family.workdir, family.limits, self._modules, family.read_only
        ) as kernel:
            await self.grow(kernel, node, [], time.monotonic() - began, None)

    async def _afresh(self, members: Sequence[int]) -> None:
        """Runs ``members`` each from the start in a new kernel, once per distinct run: runs
        with the same steps and checks share one outcome, as they do in a copied kernel."""
        groups = self._alike(members)
        fresh = await one_by_one(self._engine, self._family, [group[0] for group in groups])
        for group, outcome in zip(groups, fresh, strict=True):
            self.outcomes.update(dict.fromkeys(group, outcome))

    def _alike(self, members: Sequence[int]) -> list[tuple[int, ...]]:
        """``members`` grouped by run: the same steps and checks."""
        alike: dict[FamilyRun, list[int]] = {}
        for index in members:
            alike.setdefault(self._family.runs[index], []).append(index)
        return [tuple(group) for group in alike.values()]

    async def _branch(
        self,
        kernel: Kernel,
        branch: tuple[int, ...] | Node,
        done: list[CellResult],
        elapsed: float,
        waypoint: int | None,
    ) -> None:
        if isinstance(branch, Node):
            await self.grow(kernel, branch, done, elapsed, waypoint)
            return
        limits = self._family.limits
        began = time.monotonic()
        checks = self._family.runs[branch[0]].checks
        results = await run_checks(
            kernel,
            checks,
            limits,
            began + limits.timeout - elapsed,
            self._family.oracle,
            self._family.workdir,
        )
        elapsed += time.monotonic() - began
        outcome = outcome_of(done, None, results, elapsed, kernel.stderr_tail())
        self.outcomes.update(dict.fromkeys(branch, outcome))
