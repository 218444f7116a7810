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


def _isolation(writable: Sequence[Path]) -> list[str]:
    args = ["--ro-bind", "/", "/", "--dev", "/dev", "--proc", "/proc"]
    args += ["--tmpfs", "/tmp", "--tmpfs", "/dev/shm"]
    for folder in writable:
        args += ["--bind", str(folder), str(folder)]
    return [*args, "--unshare-net", "--unshare-pid", "--unshare-ipc", "--die-with-parent"]


def sandboxed(argv: Sequence[str], writable: Sequence[Path], cwd: Path) -> list[str]:
    """``argv`` run inside a sandbox where only the folders ``writable`` can be written."""
    bwrap = shutil.which("bwrap") or "bwrap"
    return [bwrap, *_isolation(writable), "--chdir", str(cwd), "--", *argv]
