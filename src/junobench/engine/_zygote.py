# The zygote of the fast engine. Not imported by the package: the harness reads this file and
# runs it as `python -c <source> <modules as JSON> <probe>`, in the kernels' environment (and
# sandbox); <probe> is the code a plain kernel runs silently before its first cell (the module
# that reads a crash's line), run here once so that every kernel forked from us has it.
#
# It imports the heavy libraries once (into sys.modules only: a notebook's namespace starts
# empty, and a missing import still raises NameError), then serves requests, one JSON object per
# line on stdin, answering on stdout:
#
#   {"op": "fork", "id": n, "argv": [...], "cwd": ..., "env": {...}, "log": path,
#    "confine": null | {"keep": [folders], "read_only": [folders], "hide": [folders]}}
#       -> {"id": n, "pid": pid}: a child that becomes an ipykernel (as ipykernel_launcher would),
#       in a sandbox confined first to the folders ``keep`` (``_confine``)
#   {"op": "signal", "id": n, "pid": pid, "signal": s} -> {"id": n, "ok": bool}: to its group
#   {"op": "memory", "id": n, "pid": pid, "above": a} -> {"id": n, "bytes": b}: proportional set
#       size (PSS) of the child and its descendants, so that pages shared with the zygote count
#       once; where their resident size (RSS, never below PSS) is at most ``a``, that instead:
#       enough to tell they are within a limit of ``a``, at a thousandth the cost
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
import tempfile
import threading
import time
import traceback
import types
from typing import Any

PR_SET_PDEATHSIG = 1
PR_SET_DUMPABLE = 4
PR_CAPBSET_DROP = 24
PR_SET_CHILD_SUBREAPER = 36
PR_SET_NO_NEW_PRIVS = 38
PR_CAP_AMBIENT = 47
PR_CAP_AMBIENT_CLEAR_ALL = 4
CLONE_NEWNS = 0x00020000
MS_RDONLY, MS_NOSUID, MS_NODEV, MS_REMOUNT = 1, 2, 4, 32
MS_BIND, MS_REC, MS_PRIVATE = 4096, 16384, 1 << 18
SYS_OPEN_TREE, SYS_MOVE_MOUNT = 428, 429  # the same number on every architecture
OPEN_TREE_CLONE, AT_RECURSIVE, AT_FDCWD = 1, 0x8000, -100
MOVE_MOUNT_F_EMPTY_PATH = 4
_SUBREAPER = False  # whether orphaned copies of kernels become our children


def _die_with_parent() -> None:
    with contextlib.suppress(AttributeError, OSError):
        ctypes.CDLL(None, use_errno=True).prctl(PR_SET_PDEATHSIG, signal.SIGKILL)


# What warming printed, to be printed again where a kernel's notebook first imports it: (the
# top-level packages whose import prints it, the bytes). A library that prints when imported
# (TensorFlow's absl log lines on stderr) prints into the cell that imports it in a fresh kernel.
_PRINTED_ON_IMPORT: list[tuple[frozenset[str], bytes]] = []

# Packages whose import imports another (Keras 3 runs on TensorFlow): in a fresh kernel,
# `import keras` prints what `import tensorflow` prints. The other packages an import loads on
# the way (TensorFlow loads pandas, matplotlib, scikit-learn) print nothing of it when imported
# first, so they are not listed: what a package prints is printed by its own import and by the
# imports of the packages listed here as loading it, never by another's.
_LOADS = {"keras": "tensorflow", "tf_keras": "tensorflow"}


def _warm(modules: list[str]) -> None:
    # A package before those that load it, so that what it prints is caught on its own import.
    order = sorted(modules, key=lambda name: name.partition(".")[0] in _LOADS)
    for name in order:
        with tempfile.TemporaryFile() as printed:
            with _output_to(printed.fileno()), contextlib.suppress(Exception):
                # A library that fails to import fails the same way in the notebook.
                importlib.import_module(name)
            printed.seek(0)
            output = printed.read()
        if output:
            package = name.partition(".")[0]
            package = _LOADS.get(package, package)
            loaders = {other for other, loaded in _LOADS.items() if loaded == package}
            _PRINTED_ON_IMPORT.append((frozenset({package, *loaders}), output))


@contextlib.contextmanager
def _output_to(fd: int) -> Any:
    """File descriptors 1 and 2 (native libraries' output, and Python's) written to ``fd``."""
    saved = [os.dup(1), os.dup(2)]
    for stream in (sys.stdout, sys.stderr):
        stream.flush()
    os.dup2(fd, 1)
    os.dup2(fd, 2)
    try:
        yield
    finally:
        for stream in (sys.stdout, sys.stderr):
            with contextlib.suppress(Exception):
                stream.flush()
        os.dup2(saved[0], 1)
        os.dup2(saved[1], 2)
        for copy in saved:
            os.close(copy)


def _print_on_first_import() -> None:
    """In a kernel: what warming a package printed is printed by the first ``import`` statement
    of one of its packages, as that import would in a fresh kernel, into the running cell. It is
    written to ``sys.stderr`` (the kernel's stream of the running cell), not to fd 2: a fresh
    kernel's import takes seconds, time enough for ipykernel's fd watcher to pass its native
    output on before the cell ends, while a warm import returns at once, and output still in the
    watcher's pipe would go to the next cell. The hook removes itself once nothing is pending."""
    import builtins

    pending = list(_PRINTED_ON_IMPORT)
    if not pending:
        return
    original = builtins.__import__

    def __import__(name: str, *args: Any, **kwargs: Any) -> Any:
        __tracebackhide__ = True  # IPython leaves this frame out of tracebacks
        level = args[3] if len(args) > 3 else kwargs.get("level", 0)
        if level == 0:
            package = name.partition(".")[0]
            for entry in [entry for entry in pending if package in entry[0]]:
                pending.remove(entry)
                sys.stderr.write(entry[1].decode(errors="replace"))
            if not pending:
                builtins.__import__ = original
        return original(name, *args, **kwargs)

    builtins.__import__ = __import__
    probe = sys.modules.get("_junobench_probe")
    if probe is not None:  # the oracle's guard must not take this for the notebook's doing
        probe.allow(__import__)


def _reseed() -> None:
    """A fork shares its parent's random state; each run must not (``random`` reseeds itself)."""
    numpy = sys.modules.get("numpy")
    if numpy is not None:
        numpy.random.seed()


class _Capabilities(ctypes.Structure):
    _fields_ = [("effective", ctypes.c_uint32), ("permitted", ctypes.c_uint32),
                ("inheritable", ctypes.c_uint32)]  # fmt: skip


class _CapabilityHeader(ctypes.Structure):
    _fields_ = [("version", ctypes.c_uint32), ("pid", ctypes.c_int)]


def _confine(keep: list[str], read_only: list[str], hide: list[str]) -> None:
    """In a child, in the zygote's sandbox: a mount namespace of its own in which, of the
    zygote's writable folders (``hide``: the harness's scratch folder), only ``keep`` (the run's
    working copy and private folder) are still there, ``read_only`` of them (its ``data/``)
    read-only, under a private ``/tmp`` and ``/dev/shm``; then no capability at all, no new
    privileges, and not dumpable, so that no other process of the sandbox but the zygote can
    read its memory or its view of the files (``/proc/<pid>/root``), and it cannot read the
    zygote's, which keeps capabilities it lacks. Raises ``OSError`` when any step fails: a
    kernel that cannot be confined must not run."""
    libc = ctypes.CDLL(None, use_errno=True)

    def check(result: int, what: str) -> int:
        if result < 0:
            error = ctypes.get_errno()
            raise OSError(error, f"cannot confine the kernel ({what}): {os.strerror(error)}")
        return result

    check(libc.unshare(CLONE_NEWNS), "unshare")
    check(libc.mount(None, b"/", None, MS_REC | MS_PRIVATE, None), "private mounts")
    covered = [
        folder
        for number, folder in enumerate(["/tmp", "/dev/shm", *hide])
        if os.path.isdir(folder)
        and not any(_inside(folder, other) for other in ["/tmp", "/dev/shm", *hide][:number])
    ]
    # What it keeps of the folders covered (its own, and the environment if it lies in one of
    # them) is taken first, to be put back on the new, empty folders.
    flags = OPEN_TREE_CLONE | AT_RECURSIVE | os.O_CLOEXEC
    trees = [
        (path, check(libc.syscall(SYS_OPEN_TREE, AT_FDCWD, path.encode(), flags), "open_tree"))
        for path in keep
        if os.path.isdir(path) and any(_inside(path, folder) for folder in covered)
    ]
    for folder in covered:
        check(libc.mount(b"tmpfs", folder.encode(), b"tmpfs", MS_NOSUID | MS_NODEV,
                         b"mode=1777"), f"tmpfs on {folder}")  # fmt: skip
    for path, tree in trees:
        os.makedirs(path, exist_ok=True)
        moved = libc.syscall(SYS_MOVE_MOUNT, tree, b"", AT_FDCWD, path.encode(),
                             MOVE_MOUNT_F_EMPTY_PATH)  # fmt: skip
        check(moved, "move_mount")
        os.close(tree)
    for path in read_only:
        if os.path.isdir(path):
            check(libc.mount(path.encode(), path.encode(), None, MS_BIND | MS_REC, None), "bind")
            remount = MS_REMOUNT | MS_BIND | MS_RDONLY | MS_NOSUID | MS_NODEV
            check(libc.mount(None, path.encode(), None, remount, None), "read-only data")
    check(libc.prctl(PR_SET_DUMPABLE, 0, 0, 0, 0), "not dumpable")
    check(libc.prctl(PR_SET_NO_NEW_PRIVS, 1, 0, 0, 0), "no new privileges")
    check(libc.prctl(PR_CAP_AMBIENT, PR_CAP_AMBIENT_CLEAR_ALL, 0, 0, 0), "ambient capabilities")
    for capability in range(64):
        if libc.prctl(PR_CAPBSET_DROP, capability, 0, 0, 0) < 0:
            break  # past the last capability this kernel knows
    header = _CapabilityHeader(0x20080522, 0)  # _LINUX_CAPABILITY_VERSION_3
    check(libc.capset(ctypes.byref(header), ctypes.byref((_Capabilities * 2)())), "capset")


def _inside(path: str, folder: str) -> bool:
    return path == folder or path.startswith(folder.rstrip("/") + "/")


def _confinement_works() -> str:
    """Why a child of this zygote could not be confined (``_confine``), or "" when it can."""
    scratch = tempfile.mkdtemp()
    read, write = os.pipe()
    pid = os.fork()
    if pid == 0:
        try:
            os.close(read)
            _confine([scratch], [], [])
            os.write(write, b"ok")
        except BaseException as error:
            os.write(write, str(error).encode()[:500])
        finally:
            os._exit(0)
    os.close(write)
    os.waitpid(pid, 0)
    answer = os.read(read, 1000).decode(errors="replace")
    os.close(read)
    os.rmdir(scratch)
    return "" if answer == "ok" else answer or "the test child died"


def _become_kernel(request: dict[str, Any], own_fds: tuple[int, ...]) -> None:
    """In the child: confined to its folders (in a sandbox), a fresh session, the run's
    environment, folder and log, then ipykernel."""
    for fd in own_fds:
        os.close(fd)
    confine = request.get("confine")
    if confine:
        _confine(confine["keep"], confine["read_only"], confine["hide"])
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
    _print_on_first_import()
    from ipykernel import kernelapp

    site = os.path.dirname(os.path.dirname(kernelapp.__file__))
    sys.argv = [os.path.join(site, "ipykernel_launcher.py"), *request["argv"]]
    kernelapp.launch_new_instance()


def _foreign_threads() -> list[str]:
    """Threads of this kernel that are not ipykernel's or ZeroMQ's own (which a copy makes
    anew): Python threads by name, native ones (OpenMP, TensorFlow) as "native"."""
    python = threading.enumerate()
    foreign = [
        thread.name
        for thread in python
        if thread is not threading.main_thread()
        and not type(thread).__module__.startswith(("ipykernel.", "zmq."))
        and thread.name != "IOPub"
        and not thread.name.endswith("(_watch_pipe_fd)")
    ]
    tasks = os.listdir("/proc/self/task")
    zmq = 0
    for task in tasks:
        with contextlib.suppress(OSError), open(f"/proc/self/task/{task}/comm") as comm:
            zmq += comm.read().startswith("ZMQbg/")
    return foreign + ["native"] * (len(tasks) - zmq - len(python))


def _branch(argv: list[str], log: str) -> int | str:
    """In a kernel, between two cells (called by the harness in a silent request): a copy of
    this kernel, its user namespace and every module's state included, that serves as a kernel
    of its own with the options ``argv`` (its connection file); its pid (the zygote reaps it).

    Refused, with the reason, when the kernel runs threads besides ipykernel's and ZeroMQ's, or
    any child process: a thread pool of a library (OpenMP, a joblib executor, TensorFlow's
    runtime) or a worker would be missing in the copy, whose behaviour would then differ. Never
    raises: an exception here would become the kernel's ``sys.last_value``."""
    try:
        refused = _refusal()
        if refused:
            return refused
        for stream in (sys.stdout, sys.stderr):
            stream.flush()
        zygote = os.getppid()
        read, write = os.pipe()
        first = os.fork()
    except Exception as error:  # a refusal, not a failure of the kernel
        return f"{type(error).__name__}: {error}"
    if first == 0:
        try:
            os.close(read)
            middle = os.getpid()
            if os.fork() == 0:
                os.setsid()
                # Orphaned when ``middle`` exits, the copy becomes the zygote's child; then, as
                # the zygote's other children, it dies with the zygote.
                while os.getppid() == middle:
                    time.sleep(0.001)
                _die_with_parent()
                if os.getppid() != zygote:
                    os._exit(1)
                os.write(write, str(os.getpid()).encode())
                os.close(write)
                _serve_copy(argv, log)
        finally:
            os._exit(0)
    os.close(write)
    with contextlib.suppress(ChildProcessError):
        os.waitpid(first, 0)
    data = b""
    while chunk := os.read(read, 64):
        data += chunk
    os.close(read)
    return int(data) if data else "the copy did not start"


def _refusal() -> str:
    """Why this kernel cannot be copied now (``_branch``), or "" when it can. Never raises."""
    try:
        if not _SUBREAPER:
            return "the zygote cannot adopt a copy (no PR_SET_CHILD_SUBREAPER)"
        foreign = _foreign_threads()
        if foreign:
            return f"threads a copy would not have: {', '.join(foreign)}"
        if _has_children():
            return "child processes a copy would not have"
        return ""
    except Exception as error:
        return f"{type(error).__name__}: {error}"


def _has_children() -> bool:
    try:
        for task in os.listdir("/proc/self/task"):
            with open(f"/proc/self/task/{task}/children") as children:
                if children.read().strip():
                    return True
        return False
    except OSError:
        import psutil

        return bool(psutil.Process().children())


def _serve_copy(argv: list[str], log: str) -> None:
    """In the copy: a new kernel application (sockets, threads, event loop) around the same
    shell, so that the copy runs its next cells exactly where its original stood."""
    import asyncio
    import asyncio.events

    from ipykernel import ipkernel, kernelapp

    fd = os.open(log, os.O_WRONLY | os.O_CREAT | os.O_APPEND, 0o600)
    os.dup2(fd, 1)
    os.dup2(fd, 2)
    os.close(fd)
    sys.stdout = open(1, "w", closefd=False)  # noqa: SIM115
    sys.stderr = open(2, "w", closefd=False)  # noqa: SIM115
    original = kernelapp.IPKernelApp.instance()
    shell, count = original.shell, original.kernel.execution_count
    kernelapp.IPKernelApp.clear_instance()
    ipkernel.IPythonKernel.clear_instance()
    ipkernel._comm_manager = None
    asyncio.events._set_running_loop(None)
    signal.set_wakeup_fd(-1)  # the original's loop's, shared with it
    asyncio.set_event_loop(asyncio.new_event_loop())
    app: Any = kernelapp.IPKernelApp.instance()
    for step in ("init_code", "init_extensions", "init_gui_pylab", "init_pdb"):
        setattr(app, step, lambda: None)  # done once, in the original
    app.initialize(argv)
    assert app.shell is shell
    shell.kernel = app.kernel
    app.kernel.execution_count = count
    app.start()
    os._exit(0)


def _memory(pid: int, above: int) -> int:
    """The PSS of ``pid`` and its descendants, or their RSS where that is at most ``above``.

    A kernel's memory is checked against its limit four times a second and before each request:
    PSS walks every page table of the process (12 ms for a kernel that imported TensorFlow),
    RSS is one counter (10 us). PSS is never more than RSS, so an RSS within the limit answers
    the check; PSS is measured only where it could be over."""
    import psutil

    members: list[psutil.Process] = []
    with contextlib.suppress(psutil.Error):
        process = psutil.Process(pid)
        members = [process, *process.children(recursive=True)]
    resident = 0
    for member in members:
        with contextlib.suppress(psutil.Error):
            resident += int(member.memory_info().rss)
    if resident <= above:
        return resident
    total = 0
    for member in members:
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
    if len(sys.argv) > 2:  # after ipykernel's import: the probe records its pristine classes
        exec(compile(sys.argv[2], "<junobench-probe-setup>", "exec"), {})
    if "JUNOBENCH_SANDBOXED" in os.environ:
        refused = _confinement_works()
        if refused:
            sys.stderr.write(f"junobench zygote: {refused}\n")
            sys.exit(3)
    if threading.active_count() > 1 or len(os.listdir("/proc/self/task")) > 1:
        sys.stderr.write("junobench zygote: an import started a thread; cannot fork safely\n")
        sys.exit(3)
    # Copies of kernels (``_branch``) are orphaned at birth: they become our children, reaped
    # and reported like the rest.
    global _SUBREAPER
    with contextlib.suppress(AttributeError, OSError):
        _SUBREAPER = ctypes.CDLL(None, use_errno=True).prctl(PR_SET_CHILD_SUBREAPER, 1) == 0
    module = types.ModuleType("_junobench_zygote")
    module.branch = _branch  # type: ignore[attr-defined]
    module.refusal = _refusal  # type: ignore[attr-defined]
    sys.modules[module.__name__] = module
    wake_read, wake_write = os.pipe()
    os.set_blocking(wake_write, False)
    signal.set_wakeup_fd(wake_write)
    signal.signal(signal.SIGCHLD, lambda *_: None)
    _send({"ready": True, "pid": os.getpid()})
    buffer = b""
    while True:
        readable, _, _ = select.select([0, wake_read], [], [])
        if wake_read in readable:
            os.read(wake_read, 4096)
        while True:
            try:
                done, status = os.waitpid(-1, os.WNOHANG)
            except ChildProcessError:
                break
            if not done:
                break
            code = -os.WTERMSIG(status) if os.WIFSIGNALED(status) else os.WEXITSTATUS(status)
            _send({"exit": done, "code": code})
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
                _send({"id": request["id"], "pid": pid})
            elif op == "signal":
                try:
                    os.killpg(request["pid"], request["signal"])
                    ok = True
                except OSError:
                    ok = False
                _send({"id": request["id"], "ok": ok})
            elif op == "memory":
                used = _memory(request["pid"], request["above"])
                _send({"id": request["id"], "bytes": used})


main()
