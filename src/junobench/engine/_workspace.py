"""Scratch copies of notebook folders, and fingerprints that prove an original was left untouched."""

from __future__ import annotations

import atexit
import contextlib
import errno
import hashlib
import os
import shutil
import tempfile
from collections.abc import Callable, Iterator
from pathlib import Path

from .._exceptions import EngineError, NotebookError

__all__ = [
    "INPUTS",
    "case_scratch",
    "describe_changes",
    "fingerprint",
    "notebook_scratch",
    "scratch_copy",
    "scratch_folder",
    "scratch_root",
]


# Kernels talk over Unix sockets whose paths (at most 107 bytes on Linux) lie within this folder,
# up to 50 characters deeper (a copied kernel's: kernel-…/copy-…/kernel-ipc-N).
_LONGEST_ROOT = 56


def scratch_root() -> Path:
    """This process's folder for scratch copies and kernel files, ``junobench-<pid>`` in the
    temporary directory: one folder the fast engine's sandbox can make writable. Removed when
    the process exits. Where the temporary directory's path is too long for the kernels' socket
    paths, ``/tmp`` instead (or an error saying so where there is none)."""
    root = Path(tempfile.gettempdir()) / f"junobench-{os.getpid()}"
    if len(str(root)) > _LONGEST_ROOT:
        if not os.access("/tmp", os.W_OK | os.X_OK):
            raise EngineError(
                f"the temporary directory {root.parent} is too long a path for the kernels' "
                f"sockets ({len(str(root))} characters with junobench's folder, at most "
                f"{_LONGEST_ROOT}): set TMPDIR to a shorter one"
            )
        root = Path("/tmp") / f"junobench-{os.getpid()}"
    if not root.is_dir():
        root.mkdir(mode=0o700, exist_ok=True)
        atexit.register(shutil.rmtree, root, ignore_errors=True)
    return root


def scratch_folder(kind: str) -> Path:
    """A new private folder ``<kind>-…`` under ``scratch_root()``."""
    return Path(tempfile.mkdtemp(prefix=f"{kind}-", dir=scratch_root()))


def fingerprint(folder: Path) -> dict[str, str]:
    """Every file and folder under ``folder`` by relative path, files with their SHA-256."""
    prints: dict[str, str] = {}
    for path in sorted(folder.rglob("*")):
        relative = path.relative_to(folder).as_posix()
        if path.is_symlink():
            prints[relative] = "link:" + str(path.readlink())
        elif path.is_dir():
            prints[relative] = "dir"
        else:
            prints[relative] = hashlib.sha256(path.read_bytes()).hexdigest()
    return prints


def describe_changes(before: dict[str, str], after: dict[str, str]) -> list[str]:
    """Human-readable differences between two fingerprints, e.g. ``changed data/train.csv``."""
    changes = [f"removed {name}" for name in before if name not in after]
    changes += [f"added {name}" for name in after if name not in before]
    changes += [
        f"changed {name}" for name in before if name in after and before[name] != after[name]
    ]
    return sorted(changes)


# A copy that fails with one of these is the environment's failure (a full disk), not the case's.
_ENVIRONMENT_ERRNOS = {errno.ENOSPC, errno.EDQUOT, errno.EIO, errno.EROFS, errno.ENOMEM}

# A notebook's folder is copied whole; a folder beyond these bounds is not a notebook's own folder.
MAX_COPY_FILES = 20_000
MAX_COPY_BYTES = 2 << 30


@contextlib.contextmanager
def scratch_copy(
    folder: Path, *, data_dir: Path | None = None, only: Path | None = None
) -> Iterator[Path]:
    """A private copy of ``folder`` to run in, removed afterwards.

    Symbolic links are copied as what they point to, so that a notebook cannot write through
    one into a folder outside its copy.

    With ``data_dir``, that folder is copied in as ``data/`` in place of the folder's own. With
    ``only`` (a file in ``folder``), that file alone is copied from ``folder``. A folder too large to
    be a notebook's own (a home or temporary directory) is refused with a ``NotebookError``.
    """
    parent = scratch_folder("run")
    work = parent / folder.name
    try:
        try:
            if only is not None:
                work.mkdir()
                shutil.copy2(only, work / only.name)
            else:
                _check_copy_size(folder, parent)
                shutil.copytree(
                    folder,
                    work,
                    symlinks=False,
                    ignore_dangling_symlinks=True,
                    ignore=_ignore_inside(parent),
                )
            if data_dir is not None:
                shutil.rmtree(work / "data", ignore_errors=True)
                _check_copy_size(data_dir, parent)
                shutil.copytree(
                    data_dir,
                    work / "data",
                    symlinks=False,
                    ignore_dangling_symlinks=True,
                    ignore=_ignore_inside(parent),
                )
        except OSError as error:
            if error.errno in _ENVIRONMENT_ERRNOS:  # the machine's fault, not the notebook's
                raise EngineError(f"could not make a scratch folder: {error}") from error
            raise NotebookError(folder, f"could not copy the folder to run in: {error}") from error
        except shutil.Error as error:
            raise NotebookError(folder, f"could not copy the folder to run in: {error}") from error
        yield work
    finally:
        shutil.rmtree(parent, ignore_errors=True)


# The folders of a case's working copy that hold its inputs: read-only in the sandbox (as Kaggle's
# input folder is), since the oracle's checks compare the notebook's results with them.
INPUTS = ("data",)


def case_scratch(folder: Path, notebook: Path) -> contextlib.AbstractContextManager[Path]:
    """The working copy a run of a case's notebook gets: ``notebook`` and the case's ``data/``,
    nothing else of ``folder`` (not ``case.toml``, the fixed version or ``repairs/``)."""
    data = folder / "data"
    return scratch_copy(folder, data_dir=data if data.is_dir() else None, only=notebook)


def notebook_scratch(
    notebook: Path, data_dir: Path | None = None
) -> contextlib.AbstractContextManager[Path]:
    """The scratch folder a notebook runs in: a copy of its folder, or, with ``data_dir``, of
    the notebook alone with ``data_dir`` as ``data/``."""
    notebook = notebook.resolve()
    if data_dir is None:
        return scratch_copy(notebook.parent)
    return scratch_copy(notebook.parent, data_dir=data_dir, only=notebook)


def _check_copy_size(folder: Path, scratch: Path) -> None:
    files = size = 0
    for root, dirs, names in os.walk(folder, followlinks=True):
        dirs[:] = [name for name in dirs if Path(root, name).resolve() != scratch.resolve()]
        files += len(names)
        size += sum(_size(Path(root, name)) for name in names)
        if files > MAX_COPY_FILES or size > MAX_COPY_BYTES:
            raise NotebookError(
                folder,
                f"folder too large to copy for a run (over {MAX_COPY_FILES} files or "
                f"{MAX_COPY_BYTES >> 30} GiB): put the notebook in a folder of its own, or pass --data-dir",
            )


def _size(path: Path) -> int:
    try:
        return path.lstat().st_size
    except OSError:
        return 0


def _ignore_inside(scratch: Path) -> Callable[[str, list[str]], set[str]]:
    """A copytree filter that never copies the scratch folder into itself."""
    target = scratch.resolve()

    def ignore(directory: str, names: list[str]) -> set[str]:
        return {name for name in names if Path(directory, name).resolve() == target}

    return ignore
