"""One running ipykernel and its client, driven message by message over ZeroMQ: what both
engines stand on (the plain one starts a kernel per run, the fast one forks it from a zygote).

It stands on jupyter_client rather than nbclient because it needs what nbclient leaves out: a
replayed order with repeats, a kill path for cells that ignore interrupts, a memory watchdog, a
cap on kept output, and the crash line read from the kernel's own traceback object.
"""

from __future__ import annotations

import asyncio
import contextlib
import os
import shutil
import signal
import time
import uuid
from collections.abc import AsyncIterator, Awaitable, Callable, Mapping
from dataclasses import dataclass, field
from pathlib import Path
from queue import Empty
from typing import Any, Literal

import psutil
import zmq
import zmq.asyncio
from jupyter_client.kernelspec import KernelSpec, KernelSpecManager
from jupyter_client.manager import AsyncKernelManager
from jupyter_client.provisioning.local_provisioner import LocalProvisioner
from nbformat.v4 import output_from_msg

from .._exceptions import EngineError
from .._text import strip_ansi
from ._launch import KERNEL_OPTIONS, KernelProcess
from ._oracle import GUARD
from ._protocol import Limits
from ._seed import SEED, SEED_CALL

__all__ = [
    "LINE_EXPRESSION",
    "PROBE",
    "Execution",
    "Kernel",
    "OutputCollector",
    "PinnedKernelSpecs",
]

# Installed silently in every kernel before its first cell: reads the line where the last exception
# left the cell's code, and holds the oracle's guard (``_oracle.GUARD``). It lives in a module of
# its own so that the notebook's namespace stays exactly the author's.
_CRASH_LINE = """
import sys

def _nested_codes(code):
    codes = {code}
    for const in code.co_consts:
        if hasattr(const, "co_code"):
            codes |= _nested_codes(const)
    return codes

def crash_line():
    # The cell is the first module-level frame; its own code is that frame's code and every code
    # object nested in it (functions, lambdas, comprehensions written in the cell).
    value = getattr(sys, "last_value", None)
    tb = getattr(sys, "last_traceback", None)
    cell_codes, line = None, None
    while tb is not None:
        code = tb.tb_frame.f_code
        if cell_codes is None and code.co_name == "<module>":
            cell_codes = _nested_codes(code)
        if cell_codes is not None and code in cell_codes:
            line = tb.tb_lineno
        tb = tb.tb_next
    if line is None and isinstance(value, SyntaxError):
        line = value.lineno
    return line
"""
PROBE = f"""
import sys as _sys, types as _types
_probe = _types.ModuleType("_junobench_probe")
exec(compile({_CRASH_LINE + SEED + GUARD!r}, "<junobench-probe>", "exec"), _probe.__dict__)
_sys.modules["_junobench_probe"] = _probe
del _sys, _types, _probe
"""
LINE_EXPRESSION = "__import__('_junobench_probe').crash_line()"


class _AdoptedProvisioner(LocalProvisioner):
    """Launches nothing: the kernel is the process ``start_kernel_process`` already started,
    which read its connection file (jupyter_client would write it anew before launching)."""

    started: KernelProcess

    async def pre_launch(self, **kwargs: Any) -> dict[str, Any]:
        assert self.parent is not None  # the kernel manager, which loaded the connection file
        self.connection_info = self.parent.get_connection_info()
        kwargs.pop("extra_arguments", None)
        return {**kwargs, "cmd": list(self.kernel_spec.argv)}

    async def launch_kernel(self, cmd: list[str], **kwargs: Any) -> Any:
        self.process = self.started.process
        self.pid = self.process.pid
        self.pgid = self.pid  # the kernel leads a session of its own
        self.cwd = str(self.started.workdir)
        return self.connection_info


class PinnedKernelSpecs(KernelSpecManager):
    """Every kernel is the harness's own Python with ipykernel: a ``python3`` kernelspec of the
    user's Jupyter path must not win over the pinned environment. In a sandbox, the kernel is
    interrupted by a message (its own control thread raises the interrupt inside)."""

    def __init__(self, argv: list[str], *, sandboxed: bool) -> None:
        super().__init__()
        self._argv = argv
        self._sandboxed = sandboxed

    def get_kernel_spec(self, kernel_name: str) -> KernelSpec:
        return KernelSpec(
            argv=self._argv,
            display_name="Python 3 (ipykernel)",
            language="python",
            name="python3",
            env={},
            metadata={},
            interrupt_mode="message" if self._sandboxed else "signal",
        )


_STDERR_TAIL = 4000  # characters of the kernel's own stderr kept in an outcome
_POLL_SECONDS = 0.25  # how often liveness and memory are checked while a cell runs
# How often a client's socket tries again to connect to a kernel that has not bound its own yet.
# A kernel binds a moment after it is started (a copy, tens of milliseconds after its pid is
# known); at ZeroMQ's default of 100 ms every run waited for the next try, about 90 ms a kernel.
_RECONNECT_MS = 5
_DRAIN_BATCH = 200  # messages read from a channel before the deadline is looked at again


@dataclass
class Execution:
    """What one execute request produced."""

    status: Literal["ok", "error", "timeout", "kernel_died"]
    seconds: float
    execution_count: int | None = None
    ename: str | None = None
    evalue: str | None = None
    traceback: tuple[str, ...] = ()
    user_expressions: dict[str, Any] = field(default_factory=dict)
    outputs: list[dict[str, Any]] = field(default_factory=list)

    def value(self, name: str) -> tuple[str | None, str | None]:
        """The user expression ``name`` as text, or None and why not."""
        value = self.user_expressions.get(name, {})
        if self.status == "ok" and value.get("status") == "ok":
            return str(value.get("data", {}).get("text/plain", "")), None
        return None, str(value.get("evalue") or self.evalue or self.status)


class OutputCollector:
    """Builds a cell's nbformat outputs from IOPub messages, keeping at most ``budget`` bytes.

    Whatever the kernel sends, this never raises: an output that nbformat rejects (display data
    whose values are not strings) is kept as a note saying so; error outputs count against the
    budget like the rest, their traceback cut to its head and tail; ``clear_output`` frees the
    budget of what it clears; ``update_display_data`` replaces the output it names.
    """

    _TRACEBACK_LINES = 40  # kept of an error's traceback: the first and last 20 lines

    def __init__(self, budget: int) -> None:
        self.outputs: list[dict[str, Any]] = []
        self._budget = budget
        self._sizes: list[int] = []  # budget used by each kept output
        self._used = 0  # their sum, kept as they change (a flood adds thousands)
        self._truncated = False
        self._clear_pending = False

    def _clear(self) -> None:
        self.outputs.clear()
        self._sizes.clear()
        self._used = 0
        self._truncated = False

    def add(self, msg: dict[str, Any]) -> None:
        kind = msg["header"]["msg_type"]
        content = msg.get("content", {})
        if kind == "clear_output":
            if content.get("wait"):
                self._clear_pending = True
            else:
                self._clear()
            return
        if kind not in ("stream", "display_data", "update_display_data", "execute_result", "error"):
            return
        if self._clear_pending:
            self._clear()
            self._clear_pending = False
        if kind == "error":
            content = self.capped_error(content)
            msg = {**msg, "content": content}
        output = self._output(msg)
        if kind == "update_display_data":
            self._update(output)
            return
        size = len(str(output))
        if self._used + size > self._budget and kind == "stream" and not self._truncated:
            head = self._head(output)  # what fits of it is kept, then the note
            if head is not None:
                self._keep(kind, head, len(str(head)))
        if self._used + size > self._budget:
            if not self._truncated:
                self._truncated = True
                note = f"[junobench: output beyond {self._budget} bytes dropped]\n"
                self.outputs.append({"output_type": "stream", "name": "stderr", "text": note})
                self._sizes.append(len(note))
                self._used += len(note)
            if kind != "error":
                return
            output = {**output, "traceback": output.get("traceback", [])[-3:]}
            size = len(str(output))
        self._keep(kind, output, size)

    def _head(self, output: dict[str, Any]) -> dict[str, Any] | None:
        """The head of a stream output that fits the budget with room for the note, or None."""
        room = self._budget - self._used - 200
        text = str(output.get("text", ""))
        while text:
            size = len(str({**output, "text": text}))
            if size <= room:
                return {**output, "text": text}
            # Sizes count the text as repr writes it (a newline is two characters): scale down.
            text = text[: min(len(text) - 1, int(len(text) * room / size))]
        return None

    def _keep(self, kind: str, output: dict[str, Any], size: int) -> None:
        last = self.outputs[-1] if self.outputs else None
        if (
            kind == "stream"
            and last is not None
            and last.get("output_type") == "stream"
            and last.get("name") == output["name"]
        ):
            last["text"] = last["text"] + output["text"]
            self._sizes[-1] += size
            self._used += size
        else:
            self.outputs.append(output)
            self._sizes.append(size)
            self._used += size

    def _output(self, msg: dict[str, Any]) -> dict[str, Any]:
        kind = msg["header"]["msg_type"]
        try:
            if kind == "update_display_data":
                msg = {**msg, "header": {**msg["header"], "msg_type": "display_data"}}
            output = dict(output_from_msg(msg))
        except Exception as error:  # nbformat validates outputs: a bad one must not stop a run
            problem = f"{type(error).__name__}: {str(error).splitlines()[0] if str(error) else ''}"
            text = f"[junobench: the kernel sent an invalid {kind} output ({problem[:200]})]\n"
            return {"output_type": "stream", "name": "stderr", "text": text}
        display_id = msg.get("content", {}).get("transient", {}).get("display_id")
        if display_id is not None:
            output["_display_id"] = display_id
        return output

    def _update(self, output: dict[str, Any]) -> None:
        display_id = output.pop("_display_id", None)
        for index, kept in enumerate(self.outputs):
            if display_id is not None and kept.get("_display_id") == display_id:
                size = len(str(output))
                if self._used - self._sizes[index] + size <= self._budget:
                    self.outputs[index] = {**output, "_display_id": display_id}
                    self._used += size - self._sizes[index]
                    self._sizes[index] = size

    def capped_error(self, content: dict[str, Any]) -> dict[str, Any]:
        """An error's name, message and traceback cut to fit the budget."""
        limit = max(1000, self._budget // 4)
        lines = [str(line)[:limit] for line in content.get("traceback", [])]
        if len(lines) > self._TRACEBACK_LINES:
            half = self._TRACEBACK_LINES // 2
            cut = f"[junobench: {len(lines) - 2 * half} traceback entries dropped]"
            lines = [*lines[:half], cut, *lines[-half:]]
        return {
            **content,
            "ename": str(content.get("ename", ""))[:limit],
            "evalue": str(content.get("evalue", ""))[:limit],
            "traceback": lines,
        }

    def finished(self) -> list[dict[str, Any]]:
        """The outputs, as a saved notebook holds them."""
        for output in self.outputs:
            output.pop("_display_id", None)
        return self.outputs


class Kernel:
    """One running kernel and its client. Use ``async with Kernel.started(...)``."""

    def __init__(
        self,
        km: Any,
        kc: Any,
        stderr_path: Path,
        limits: Limits,
        sandboxed: bool,
        memory: Callable[[], Awaitable[int]],
    ) -> None:
        self._sandboxed = sandboxed
        self._km = km
        self._kc = kc
        self._stderr_path = stderr_path
        self._limits = limits
        self._memory = memory
        self._poller = zmq.asyncio.Poller()
        self._poller.register(kc.iopub_channel.socket, zmq.POLLIN)
        self._poller.register(kc.shell_channel.socket, zmq.POLLIN)
        self.death: tuple[str, str] | None = None  # (ename, evalue) once the kernel has died
        # Where copies of this kernel keep their own files (the fast engine's): a folder its whole
        # family of copies sees, since they share the mount namespace of the first of them.
        self.family_folder: Path | None = None
        # The warm modules of the zygote this kernel was forked from (None: not forked).
        self.modules: tuple[str, ...] | None = None

    @classmethod
    @contextlib.asynccontextmanager
    async def adopted(
        cls, started: KernelProcess, limits: Limits, startup_timeout: float
    ) -> AsyncIterator[Kernel]:
        """The kernel of a process that ``_launch.start_kernel_process`` started: connected to,
        watched, and killed at the end like any other."""
        specs = PinnedKernelSpecs(list(KERNEL_OPTIONS), sandboxed=started.sandboxed)
        km = AsyncKernelManager(
            kernel_name="python3",
            kernel_spec_manager=specs,
            transport="ipc",
            connection_file=str(started.connection_file),
        )
        km.load_connection_file()
        provisioner = _AdoptedProvisioner(
            kernel_id=str(uuid.uuid4()), kernel_spec=specs.get_kernel_spec("python3"), parent=km
        )
        provisioner.started = started
        km.provisioner = provisioner

        async def memory() -> int:
            return _resident_bytes(started.process.pid)

        try:
            async with cls.launched(
                km,
                started.private,
                {},
                started.workdir,
                limits,
                startup_timeout,
                sandboxed=started.sandboxed,
                memory=memory,
            ) as kernel:
                yield kernel
        finally:
            started.discard()

    @classmethod
    @contextlib.asynccontextmanager
    async def launched(
        cls,
        km: Any,
        private: Path,
        env: Mapping[str, str],
        workdir: Path,
        limits: Limits,
        startup_timeout: float,
        *,
        sandboxed: bool,
        memory: Callable[[], Awaitable[int]],
        probed: bool = False,
        seeded: bool = True,
    ) -> AsyncIterator[Kernel]:
        """Start ``km``'s kernel working in ``workdir`` with the whole environment ``env``; its
        own files (connection file, stderr log) live in ``private``, removed afterwards.
        ``memory`` says how much memory the kernel and its children use. ``probed``: the
        kernel has ``PROBE`` installed already (from the process it was forked from). ``seeded``:
        its random generators are seeded before its first cell (``_seed.py``); a copy of a
        kernel is not, it carries on its original's state."""
        stderr_path = private / "stderr.log"
        kc = None
        try:
            with open(stderr_path, "ab") as stderr, open(os.devnull, "wb") as stdout:
                try:
                    await km.start_kernel(
                        cwd=str(workdir), env=dict(env), stdout=stdout, stderr=stderr
                    )
                    kc = km.client()
                    kc.context.setsockopt(zmq.RECONNECT_IVL, _RECONNECT_MS)  # its own context
                    kc.start_channels()
                    await _wait_ready(km, kc, time.monotonic() + startup_timeout)
                except EngineError:
                    raise
                except Exception as error:  # the environment's failure, not the notebook's
                    tail = stderr_path.read_text(errors="replace")[-_STDERR_TAIL:].strip()
                    detail = f": {tail.splitlines()[-1]}" if tail else ""
                    raise EngineError(
                        f"could not start a Jupyter kernel ({error}){detail}"
                    ) from error
                kernel = cls(km, kc, stderr_path, limits, sandboxed, memory)
                setup_source = "\n".join(
                    ([] if probed else [PROBE]) + ([SEED_CALL] if seeded else [])
                )
                if setup_source:
                    setup = await kernel.execute(
                        setup_source, time.monotonic() + startup_timeout, silent=True
                    )
                    if setup.status != "ok":
                        raise EngineError(
                            f"could not prepare the kernel: {setup.status} {setup.evalue}"
                        )
                yield kernel
        finally:
            if kc is not None:
                kc.stop_channels()
            await _stop(km)
            shutil.rmtree(private, ignore_errors=True)

    @property
    def private(self) -> Path:
        """The kernel's own folder: its connection file, log and home."""
        return self._stderr_path.parent

    def stderr_tail(self) -> str:
        try:
            return self._stderr_path.read_text(errors="replace")[-_STDERR_TAIL:]
        except OSError:
            return ""

    async def execute(
        self,
        source: str,
        deadline: float,
        *,
        silent: bool = False,
        user_expressions: dict[str, str] | None = None,
    ) -> Execution:
        """Run ``source`` and wait for its reply and its outputs, the kernel's death, or ``deadline``."""
        started = time.monotonic()
        collector = OutputCollector(self._limits.output_bytes)
        msg_id = self._kc.execute(
            source,
            silent=silent,
            store_history=not silent,
            user_expressions=user_expressions or {},
            allow_stdin=False,
        )
        reply: dict[str, Any] | None = None
        idle = False
        next_check = started
        # After the reply, outputs still in flight get a short while: an IOPub flood can drop the
        # final "idle" status, which must not hang the run.
        idle_deadline: float | None = None
        while reply is None or not idle:
            now = time.monotonic()
            if reply is not None and idle_deadline is not None and now > idle_deadline:
                break
            if reply is None and now >= deadline:
                return await self._timed_out(started, collector, msg_id)
            if now >= next_check:
                next_check = now + _POLL_SECONDS
                if await self._check_dead():
                    return Execution(
                        "kernel_died", time.monotonic() - started, outputs=collector.finished()
                    )
            wait = min(next_check, deadline if reply is None else idle_deadline or deadline) - now
            events = dict(await self._poller.poll(max(1, int(wait * 1000))))
            if self._kc.iopub_channel.socket in events:
                for msg in await self._drain(self._kc.iopub_channel):
                    if msg["parent_header"].get("msg_id") != msg_id:
                        continue
                    if msg["header"]["msg_type"] == "status":
                        idle = idle or msg["content"]["execution_state"] == "idle"
                    else:
                        collector.add(msg)
            if reply is None and self._kc.shell_channel.socket in events:
                for msg in await self._drain(self._kc.shell_channel):
                    if msg["parent_header"].get("msg_id") == msg_id:
                        reply = msg
                        idle_deadline = time.monotonic() + 2.0
        assert reply is not None
        content = reply["content"]
        seconds = time.monotonic() - started
        if content.get("status") == "ok":
            return Execution(
                "ok",
                seconds,
                content.get("execution_count"),
                user_expressions=content.get("user_expressions", {}),
                outputs=collector.finished(),
            )
        error = collector.capped_error(content)
        return Execution(
            "error",
            seconds,
            content.get("execution_count"),
            ename=error["ename"],
            evalue=error["evalue"],
            traceback=tuple(strip_ansi(line) for line in error["traceback"]),
            outputs=collector.finished(),
        )

    async def evaluate(self, expression: str, deadline: float) -> tuple[str | None, str | None]:
        """``expression`` evaluated in the kernel by a silent request (no cell, no history): its
        value as text, or None and why not."""
        reply = await self.execute("", deadline, silent=True, user_expressions={"x": expression})
        return reply.value("x")

    async def _drain(self, channel: Any) -> list[dict[str, Any]]:
        """The messages waiting on ``channel``, at most ``_DRAIN_BATCH``: a kernel that floods
        faster than we read must not keep the caller from its deadline and liveness checks."""
        messages: list[dict[str, Any]] = []
        while len(messages) < _DRAIN_BATCH:
            try:
                messages.append(await channel.get_msg(timeout=0))
            except Empty:
                break
        return messages

    async def _check_dead(self) -> bool:
        """True (and ``death`` set) when the kernel has exited or used more memory than allowed."""
        if self.death is not None:
            return True
        if not await self._km.is_alive():
            code = await self._km.provisioner.poll() if self._km.provisioner else None
            self.death = _describe_exit(code, sandboxed=self._sandboxed)
            return True
        try:
            rss = await self._memory()
        except EngineError:
            rss = 0  # the death itself is found at the next check
        if rss > self._limits.memory_bytes:
            await self._kill()
            self.death = (
                "MemoryLimit",
                f"kernel used {rss / 2**20:,.0f} MiB, over the limit of "
                f"{self._limits.memory_bytes / 2**20:,.0f} MiB, and was killed",
            )
            return True
        return False

    async def _kill(self) -> None:
        """SIGKILL the kernel's process group: the path that works when interrupts are ignored."""
        if self._km.provisioner is not None:
            with contextlib.suppress(ProcessLookupError, OSError):
                await self._km.provisioner.kill()

    async def _timed_out(
        self, started: float, collector: OutputCollector, msg_id: str
    ) -> Execution:
        """Interrupt a cell past its deadline; kill the kernel if it ignores the interrupt."""
        with contextlib.suppress(Exception):
            await self._km.interrupt_kernel()
        grace_end = time.monotonic() + self._limits.interrupt_grace
        how = "killed"
        while time.monotonic() < grace_end:
            events = dict(await self._poller.poll(100))
            if self._kc.iopub_channel.socket in events:
                for msg in await self._drain(self._kc.iopub_channel):
                    if (
                        msg["parent_header"].get("msg_id") == msg_id
                        and msg["header"]["msg_type"] != "status"
                    ):
                        collector.add(msg)
            if self._kc.shell_channel.socket in events and any(
                msg["parent_header"].get("msg_id") == msg_id
                for msg in await self._drain(self._kc.shell_channel)
            ):
                how = "interrupted"
                break
        if how == "killed":
            await self._kill()
        execution = Execution("timeout", time.monotonic() - started, outputs=collector.finished())
        execution.evalue = how
        return execution


def _running(process: psutil.Process) -> bool:
    """Not ended: a zombie has ended (its parent, not us, reaps it)."""
    try:
        return bool(process.status() != psutil.STATUS_ZOMBIE)
    except psutil.Error:
        return False


async def _stop(km: Any) -> None:
    """Kill the kernel (its process group) and reap it. As ``shutdown_kernel(now=True)``,
    without its interrupt first and its 0.1 s polling: a run ends in 10 ms, not 110."""
    provisioner = km.provisioner
    if provisioner is not None and provisioner.has_process:
        # Whatever the kernel started (in a sandbox, its whole process namespace) dies with it:
        # wait for those we can see, so that none is still running when the run returns.
        descendants: list[psutil.Process] = []
        if getattr(provisioner, "pid_is_ours", True):  # not a pid of another namespace
            with contextlib.suppress(psutil.Error, TypeError, ValueError):
                descendants = psutil.Process(provisioner.pid).children(recursive=True)
        with contextlib.suppress(Exception):
            await provisioner.kill()
        end = time.monotonic() + 5.0
        while time.monotonic() < end:
            with contextlib.suppress(Exception):
                if await provisioner.poll() is not None:
                    break
            await asyncio.sleep(0.01)
        with contextlib.suppress(Exception):
            await asyncio.wait_for(provisioner.wait(), 5.0)
        while descendants and time.monotonic() < end:
            descendants = [p for p in descendants if _running(p)]
            if descendants:
                await asyncio.sleep(0.01)
    with contextlib.suppress(Exception):
        await km.cleanup_resources()


async def _wait_ready(km: Any, kc: Any, deadline: float) -> None:
    """Until the kernel answers a kernel_info request on the shell channel and its IOPub
    messages reach us (a SUB socket connects late: what it misses is lost). jupyter_client's
    ``wait_for_ready`` does the same, then waits 0.2 s more for messages that nobody reads."""
    while True:
        msg_id = kc.kernel_info()
        answered = iopub = False
        retry = time.monotonic() + 1.0
        while time.monotonic() < retry and not (answered and iopub):
            with contextlib.suppress(Empty):
                msg = await kc.shell_channel.get_msg(timeout=0.05)
                answered = answered or msg["parent_header"].get("msg_id") == msg_id
            with contextlib.suppress(Empty):
                await kc.iopub_channel.get_msg(timeout=0.01 if answered else 0.0)
                iopub = True
        if answered and iopub:
            return
        if not await km.is_alive():
            raise RuntimeError("kernel died before replying to kernel_info")
        if time.monotonic() > deadline:
            raise RuntimeError("kernel did not answer in time")


def _resident_bytes(pid: int | None) -> int:
    if pid is None:
        return 0
    try:
        process = psutil.Process(pid)
        total = int(process.memory_info().rss)
        for child in process.children(recursive=True):
            with contextlib.suppress(psutil.Error):
                total += int(child.memory_info().rss)
        return total
    except psutil.Error:
        return 0


def _describe_exit(code: int | None, *, sandboxed: bool = False) -> tuple[str, str]:
    """(ename, evalue) for a kernel process that exited with ``code`` (negative: a signal).

    In a sandbox the process is bubblewrap, which exits with 128 + the signal that killed the
    kernel (so a kernel that itself exits with such a code reads as that signal).
    """
    if sandboxed and code is not None and code > 128:
        with contextlib.suppress(ValueError):
            code = -signal.Signals(code - 128).value
    if code is None:
        return ("DeadKernel", "kernel died")
    if code < 0:
        try:
            name = signal.Signals(-code).name
        except ValueError:
            name = f"signal {-code}"
        return (name, f"kernel killed by signal {-code} ({name})")
    return ("ExitCode", f"kernel exited with code {code}")
