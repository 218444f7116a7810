"""The sandbox a kernel runs in: bubblewrap (``bwrap``), where it is installed and works.

Inside it, a notebook sees the operating system and the Python installation read-only, and of
everything else only its working copy (the notebook and its ``data/``), its private folder (its
home, the kernel's connection file) and a private ``/tmp``: not the benchmark, the project, the
user's home, other runs or the harness's own files, whatever their paths. ``data/`` can be made
read-only as well (``read_only``), as Kaggle's input folder is, so that a notebook cannot change
the inputs the oracle compares it with. The kernel has no network (``pip install``, downloads and
sockets fail inside the run), its own process ids, and dies with the harness. Without
bubblewrap, kernels run unsandboxed (``--no-sandbox`` asks for that), and every report says the
run was not isolated.

The fast engine's zygote runs in one sandbox for all its kernels (``sandboxed(capable=True)``), with
the capabilities of its own user namespace: each kernel it forks narrows its own view to its
folders in a mount namespace of its own, then drops every capability (``_zygote._confine``).
"""

from __future__ import annotations

import json
import os
import shutil
import site
import subprocess
import sys
from collections.abc import Sequence
from functools import cache
from pathlib import Path

from .._exceptions import EngineError

__all__ = [
    "KERNEL_PYTHON",
    "NOT_ISOLATED",
    "installation_paths",
    "kernel_python",
    "sandbox_available",
    "sandboxed",
]

# Names the interpreter the kernels run, where it is not the harness's own: a harness installed
# beside tools whose pins clash with the benchmark's (inspect_ai, say) still runs every notebook in
# the pinned environment, `.venv/bin/python` of `make setup`.
KERNEL_PYTHON = "JUNOBENCH_KERNEL_PYTHON"

# What a report says of runs whose kernels were not sandboxed.
NOT_ISOLATED = (
    "NOT ISOLATED: kernels ran without the sandbox (--no-sandbox, or bubblewrap missing or not "
    "working): a notebook could read the benchmark's answers and write outside its copy, so "
    "these results do not count as the benchmark's"
)

# The operating system a kernel needs: programs, libraries, configuration and fonts. Nothing
# else of the machine's filesystem is mounted.
_SYSTEM = ("/usr", "/bin", "/sbin", "/lib", "/lib32", "/lib64", "/libx32", "/etc", "/sys")


def kernel_python() -> str:
    """The interpreter the kernels run: ``$JUNOBENCH_KERNEL_PYTHON`` where it is set, else the
    harness's own."""
    chosen = os.environ.get(KERNEL_PYTHON, "").strip()
    if not chosen:
        return sys.executable
    path = Path(chosen).expanduser()
    if not path.is_file() or not os.access(path, os.X_OK):
        raise EngineError(f"${KERNEL_PYTHON}={chosen}: no Python interpreter there")
    return str(path)


_PREFIXES = (
    "import json, site, sys; print(json.dumps([sys.prefix, sys.base_prefix, sys.exec_prefix, "
    "sys.base_exec_prefix, *site.getsitepackages()]))"
)


def installation_paths() -> tuple[str, ...]:
    """The folders of the Python installation the kernels run: its prefixes and site folders,
    as given and resolved, outermost first."""
    return _installation_paths(kernel_python())


@cache
def _installation_paths(python: str) -> tuple[str, ...]:
    found: set[str] = set()
    if python == sys.executable:
        candidates = [sys.prefix, sys.base_prefix, sys.exec_prefix, sys.base_exec_prefix]
        candidates += site.getsitepackages()
    else:
        try:
            answer = subprocess.run(
                [python, "-c", _PREFIXES], capture_output=True, text=True, timeout=60, check=True
            )
            candidates = [str(path) for path in json.loads(answer.stdout)]
        except (OSError, subprocess.SubprocessError, ValueError) as error:
            problem = f"could not ask it its folders: {error}"
            raise EngineError(f"${KERNEL_PYTHON}={python}: {problem}") from None
    candidates.append(str(Path(python).parent))
    for candidate in candidates:
        for path in (Path(candidate), Path(candidate).resolve()):
            if path.is_dir():
                found.add(str(path))
    # A folder inside another is already mounted with it.
    outermost = [
        path
        for path in found
        if not any(other != path and Path(path).is_relative_to(other) for other in found)
    ]
    return tuple(sorted(outermost))


_PRIVATE = ("/tmp", "/dev/shm")  # each sandbox has its own, empty


def in_private(path: str | Path) -> bool:
    """Whether ``path`` lies in a folder that each sandbox replaces with an empty one of its own
    (an environment or a clone of the project in a temporary folder)."""
    return any(Path(path).is_relative_to(private) for private in _PRIVATE)


def _system() -> list[str]:
    """The operating system, and the Python installation bound where it lies; those parts of it
    in a private folder come after that folder's own mount (``_isolation``)."""
    args: list[str] = []
    for name in _SYSTEM:
        path = Path(name)
        if path.is_symlink():  # /bin -> usr/bin on a merged-/usr system
            args += ["--symlink", os.readlink(path), name]
        elif path.is_dir():
            args += ["--ro-bind", name, name]
    for prefix in installation_paths():
        if not any(Path(prefix).is_relative_to(name) for name in _SYSTEM) and not in_private(
            prefix
        ):
            args += ["--ro-bind", prefix, prefix]
    return args


def _isolation(
    writable: Sequence[Path], read_only: Sequence[Path] = (), *, capable: bool = False
) -> list[str]:
    args = [*_system(), "--dev", "/dev", "--proc", "/proc"]
    for private in _PRIVATE:
        args += ["--tmpfs", private]
    for prefix in installation_paths():
        if in_private(prefix):
            args += ["--ro-bind", prefix, prefix]
    for folder in writable:
        args += ["--bind", str(folder), str(folder)]
    for folder in read_only:
        if folder.is_dir():
            args += ["--ro-bind", str(folder), str(folder)]
    args += ["--remount-ro", "/"]  # the root's own folders are bwrap's, made for the mounts
    if capable:
        # Its own user namespace, whose capabilities the zygote keeps; and the zygote is the
        # sandbox's first process, so that no process without them (bwrap's own reaper would
        # be one) can show a kernel the zygote's view of the files through /proc/1.
        args += ["--unshare-user", "--cap-add", "ALL", "--as-pid-1"]
    return [*args, "--unshare-net", "--unshare-pid", "--unshare-ipc", "--die-with-parent"]


@cache
def sandbox_available() -> bool:
    """True when ``bwrap`` is installed and can make a sandbox here (it needs user namespaces,
    or root), one whose processes may narrow their own view as the fast engine's kernels do."""
    bwrap = shutil.which("bwrap")
    if bwrap is None:
        return False
    probe = [bwrap, *_isolation((), capable=True), "--", "true"]
    try:
        return subprocess.run(probe, capture_output=True, timeout=20).returncode == 0
    except (OSError, subprocess.SubprocessError):
        return False


def sandboxed(
    argv: Sequence[str],
    writable: Sequence[Path],
    cwd: Path,
    read_only: Sequence[Path] = (),
    *,
    capable: bool = False,
) -> list[str]:
    """``argv`` run inside a sandbox that sees the system, the Python installation and the
    folders ``writable``, of which it can write only those, except ``read_only`` (folders
    inside them). ``capable``: for the fast engine's zygote, which keeps the capabilities of
    the sandbox's own user namespace, that its kernels use to narrow their view before they
    drop them."""
    bwrap = shutil.which("bwrap") or "bwrap"
    isolation = _isolation(writable, read_only, capable=capable)
    return [bwrap, *isolation, "--chdir", str(cwd), "--", *argv]
