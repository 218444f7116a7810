# The zygote of the fast engine. Not imported by the package: the harness reads this file and
# runs it as `python -c <source> <modules as JSON>`, in the kernels' environment (and sandbox).
#
# It imports the heavy libraries once (into sys.modules only: a notebook's namespace starts
# empty, and a missing import still raises NameError), then serves requests, one JSON object per
# line on stdin, answering on stdout:
#
#   {"op": "fork", "id": n, "argv": [...], "cwd": ..., "env": {...}, "log": path}
#       -> {"id": n, "pid": pid}: a child that becomes an ipykernel (as ipykernel_launcher would)
#   {"op": "signal", "id": n, "pid": pid, "signal": s} -> {"id": n, "ok": bool}: to its group
#   {"op": "memory", "id": n, "pid": pid} -> {"id": n, "bytes": b}: proportional set size (PSS)
#       of the child and its descendants, so that pages shared with the zygote count once
#   and, unasked, {"exit": pid, "code": c} when a child ends (c < 0: killed by signal -c).
#
# It dies with the harness (parent-death signal) and its children die with it. It must fork
# while it has one thread only: it refuses to serve (exit 3) if an import left a thread running.

from __future__ import annotations

import contextlib
import ctypes
import importlib
import json
import os
import select
import signal
import sys
import threading
import traceback
from typing import Any

PR_SET_PDEATHSIG = 1


def _die_with_parent() -> None:
    with contextlib.suppress(AttributeError, OSError):
        ctypes.CDLL(None, use_errno=True).prctl(PR_SET_PDEATHSIG, signal.SIGKILL)


def _warm(modules: list[str]) -> None:
    for name in modules:
        # A library that fails to import fails the same way in the notebook.
        with contextlib.suppress(Exception):
            importlib.import_module(name)


def _reseed() -> None:
    """A fork shares its parent's random state; each run must not (``random`` reseeds itself)."""
    numpy = sys.modules.get("numpy")
    if numpy is not None:
        numpy.random.seed()


def _become_kernel(request: dict[str, Any], own_fds: tuple[int, ...]) -> None:
    """In the child: a fresh session, the run's environment, folder and log, then ipykernel."""
    for fd in own_fds:
        os.close(fd)
    os.setsid()
    _die_with_parent()
    signal.signal(signal.SIGCHLD, signal.SIG_DFL)
    signal.set_wakeup_fd(-1)
    null = os.open(os.devnull, os.O_RDONLY)
    os.dup2(null, 0)
    log = os.open(request["log"], os.O_WRONLY | os.O_CREAT | os.O_APPEND, 0o600)
    os.dup2(log, 1)
    os.dup2(log, 2)
    for fd in (null, log):
        os.close(fd)
    os.chdir(request["cwd"])
    os.environ.clear()
    os.environ.update(request["env"])
    os.environ["JPY_PARENT_PID"] = str(os.getppid())
    sys.stdin = open(0, closefd=False)  # noqa: SIM115
    sys.stdout = open(1, "w", closefd=False)  # noqa: SIM115
    sys.stderr = open(2, "w", closefd=False)  # noqa: SIM115
    _reseed()
    from ipykernel import kernelapp

    site = os.path.dirname(os.path.dirname(kernelapp.__file__))
    sys.argv = [os.path.join(site, "ipykernel_launcher.py"), *request["argv"]]
    kernelapp.launch_new_instance()


def _pss(pid: int) -> int:
    import psutil

    total = 0
    with contextlib.suppress(psutil.Error):
        process = psutil.Process(pid)
        for member in (process, *process.children(recursive=True)):
            with contextlib.suppress(psutil.Error):
                total += int(member.memory_full_info().pss)
    return total


def _send(document: dict[str, Any]) -> None:
    data = (json.dumps(document) + "\n").encode()
    while data:
        data = data[os.write(1, data) :]


def main() -> None:
    _die_with_parent()
    if sys.path and sys.path[0] == "":
        del sys.path[0]  # as ipykernel_launcher does
    _warm(json.loads(sys.argv[1]) if len(sys.argv) > 1 else [])
    for name in ("ipykernel.kernelapp", "ipykernel.ipkernel", "psutil"):
        importlib.import_module(name)
    if threading.active_count() > 1 or len(os.listdir("/proc/self/task")) > 1:
        sys.stderr.write("junobench zygote: an import started a thread; cannot fork safely\n")
        sys.exit(3)
    wake_read, wake_write = os.pipe()
    os.set_blocking(wake_write, False)
    signal.set_wakeup_fd(wake_write)
    signal.signal(signal.SIGCHLD, lambda *_: None)
    children: set[int] = set()
    _send({"ready": True, "pid": os.getpid()})
    buffer = b""
    while True:
        readable, _, _ = select.select([0, wake_read], [], [])
        if wake_read in readable:
            os.read(wake_read, 4096)
        for pid in list(children):
            try:
                done, status = os.waitpid(pid, os.WNOHANG)
            except ChildProcessError:
                done, status = pid, 0
            if done:
                children.discard(pid)
                code = -os.WTERMSIG(status) if os.WIFSIGNALED(status) else os.WEXITSTATUS(status)
                _send({"exit": pid, "code": code})
        if 0 not in readable:
            continue
        chunk = os.read(0, 65536)
        if not chunk:
            return  # the harness closed our stdin: the engine is closed
        buffer += chunk
        while b"\n" in buffer:
            line, buffer = buffer.split(b"\n", 1)
            request = json.loads(line)
            op = request["op"]
            if op == "fork":
                pid = os.fork()
                if pid == 0:
                    try:
                        _become_kernel(request, (wake_read, wake_write))
                    except BaseException:
                        traceback.print_exc()
                    finally:
                        os._exit(1)
                children.add(pid)
                _send({"id": request["id"], "pid": pid})
            elif op == "signal":
                try:
                    os.killpg(request["pid"], request["signal"])
                    ok = True
                except OSError:
                    ok = False
                _send({"id": request["id"], "ok": ok})
            elif op == "memory":
                _send({"id": request["id"], "bytes": _pss(request["pid"])})


main()
