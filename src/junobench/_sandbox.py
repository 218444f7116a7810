"""The sandbox a kernel runs in: bubblewrap (``bwrap``), where it is installed and works.

Inside it, a notebook sees the whole filesystem read-only except its scratch folder, the run's
private folder (its home, the kernel's connection files) and a private ``/tmp``; it has no
network (``pip install``, downloads and sockets fail inside the run), its own process ids, and
dies with the harness. Without bubblewrap, kernels run unsandboxed (``--no-sandbox`` asks for
that); the README says how to install it.
"""

from __future__ import annotations

import shutil
import subprocess
import sys
from collections.abc import Sequence
from functools import cache
from pathlib import Path

__all__ = ["sandbox_available", "sandboxed"]


@cache
def sandbox_available() -> bool:
    """True when ``bwrap`` is installed and can make a sandbox here (it needs user namespaces,
    or root)."""
    bwrap = shutil.which("bwrap")
    if bwrap is None:
        return False
    probe = [bwrap, *_isolation(()), "--", "true"]
    try:
        return subprocess.run(probe, capture_output=True, timeout=20).returncode == 0
    except (OSError, subprocess.SubprocessError):
        return False


_PRIVATE = ("/tmp", "/dev/shm")  # replaced by empty folders in the sandbox


def _needed_inside_private() -> list[str]:
    """What a kernel must still read that lives under /tmp or /dev/shm: the environment and the
    project, when they were installed there (a clone in a temporary folder)."""
    paths = {sys.prefix, sys.base_prefix, str(Path(__file__).resolve().parents[2])}
    return sorted(
        path
        for path in paths
        if any(Path(path).is_relative_to(private) for private in _PRIVATE) and Path(path).exists()
    )


def _isolation(writable: Sequence[Path]) -> list[str]:
    args = ["--ro-bind", "/", "/", "--dev", "/dev", "--proc", "/proc"]
    args += ["--tmpfs", "/tmp", "--tmpfs", "/dev/shm"]
    for path in _needed_inside_private():
        args += ["--ro-bind", path, path]
    for folder in writable:
        args += ["--bind", str(folder), str(folder)]
    return [*args, "--unshare-net", "--unshare-pid", "--unshare-ipc", "--die-with-parent"]


def sandboxed(argv: Sequence[str], writable: Sequence[Path], cwd: Path) -> list[str]:
    """``argv`` run inside a sandbox where only the folders ``writable`` can be written."""
    bwrap = shutil.which("bwrap") or "bwrap"
    return [bwrap, *_isolation(writable), "--chdir", str(cwd), "--", *argv]
