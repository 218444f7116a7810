"""Text as it crosses the harness: terminal colour codes, this machine's paths, volatile details.

- ``strip_ansi``: Jupyter's tracebacks carry colour codes; people and tools read them without.
- ``portable_paths``: saved notebooks carry no path of the machine that recorded them; paths into
  the environment are written as they are in the project's Docker image (README, "The benchmark").
- ``stable``: what may differ between two runs of the same notebook (object addresses, scratch
  folders, kernel temporary files) replaced by placeholders, for comparing repeated runs.
"""

from __future__ import annotations

import ast
import re
import sys
import sysconfig
import tempfile
from collections.abc import Iterable, Iterator, Sequence
from functools import cache
from pathlib import Path
from typing import Any

__all__ = [
    "DOCKER_PREFIX",
    "as_python",
    "bound_names",
    "is_ipython_line",
    "markdown_table",
    "portable_paths",
    "short",
    "stable",
    "strip_ansi",
    "uses_names",
]

_ANSI = re.compile(r"\x1b\[[0-9;?]*[A-Za-z]")
# A line of IPython syntax (a magic or a shell escape) that Python's parser cannot read.
_IPYTHON_LINE = re.compile(r"^(\s*)[%!]")

# Where the Docker image (``python:3.11-slim``, see Dockerfile) keeps Python and the project.
DOCKER_PREFIX = "/usr/local"
DOCKER_PROJECT = "/junobench"
_DOCKER_STDLIB = f"{DOCKER_PREFIX}/lib/python{sys.version_info[0]}.{sys.version_info[1]}"
_DOCKER_SITE = f"{_DOCKER_STDLIB}/site-packages"

_TMP = re.escape(tempfile.gettempdir().rstrip("/"))
_VOLATILE = (
    (re.compile(r"0x[0-9a-fA-F]{6,}"), "0x…"),
    (re.compile(_TMP + r"/junobench-[A-Za-z0-9_-]+(/[A-Za-z0-9_.-]+)?"), "<scratch>"),
    (re.compile(_TMP + r"/ipykernel_\d+/\d+\.py"), "<ipykernel>"),
)


def strip_ansi(text: str) -> str:
    """Remove terminal colour codes, as Jupyter's tracebacks carry them."""
    return _ANSI.sub("", text)


@cache
def _path_map() -> tuple[tuple[str, str], ...]:
    """(this machine's path, the Docker image's path), longest first so that the most specific
    prefix wins (the environment's site-packages before the environment itself)."""
    paths = sysconfig.get_paths()
    pairs = {
        paths["purelib"]: _DOCKER_SITE,
        paths["platlib"]: _DOCKER_SITE,
        paths["stdlib"]: _DOCKER_STDLIB,
        paths["platstdlib"]: _DOCKER_STDLIB,
        str(Path(sys.prefix, "bin")): f"{DOCKER_PREFIX}/bin",
        str(Path(__file__).resolve().parents[2]): DOCKER_PROJECT,
    }
    # Resolved forms too: a venv reached through a symlink prints either.
    for path, target in list(pairs.items()):
        pairs.setdefault(str(Path(path).resolve()), target)
    usable = [(path.rstrip("/"), target) for path, target in pairs.items() if len(path) > 1]
    return tuple(sorted(usable, key=lambda pair: len(pair[0]), reverse=True))


def portable_paths(text: str) -> str:
    """``text`` with every path into this machine's environment written as in the Docker image."""
    for path, target in _path_map():
        if path in text:
            text = text.replace(path, target)
    return text


def stable(text: str | None) -> str | None:
    """``text`` without the details that differ between two runs of the same code."""
    if text is None:
        return None
    for pattern, placeholder in _VOLATILE:
        text = pattern.sub(placeholder, text)
    return text


def short(text: str | None, limit: int = 160) -> str:
    """One line of at most ``limit`` characters, for a reason or a table cell."""
    text = " ".join((text or "").split())
    return text if len(text) <= limit else text[: limit - 1] + "…"


def is_ipython_line(line: str) -> bool:
    """A magic (``%matplotlib inline``) or a shell escape (``!pip install x``)."""
    return _IPYTHON_LINE.match(line) is not None


def as_python(source: str) -> str:
    """A cell's source that Python's parser can read: each IPython line becomes ``pass`` at its
    indentation, so that line numbers and blocks stay as they were."""
    return "\n".join(
        (match[1] + "pass") if (match := _IPYTHON_LINE.match(line)) else line
        for line in source.splitlines()
    )


def parsed(sources: Iterable[str]) -> Iterator[ast.Module]:
    """The syntax trees of the cells ``sources`` (``as_python``); unparsable cells skipped."""
    for source in sources:
        try:
            yield ast.parse(as_python(source))
        except SyntaxError:
            continue


def imported_names(sources: Iterable[str]) -> list[str]:
    """The modules the cells ``sources`` import, dotted (``sklearn.ensemble``), in the order
    first met; relative imports, magics and shell lines ignored, unparsable cells skipped."""
    names: dict[str, None] = {}
    for tree in parsed(sources):
        for node in ast.walk(tree):
            if isinstance(node, ast.Import):
                names.update(dict.fromkeys(alias.name for alias in node.names))
            elif isinstance(node, ast.ImportFrom) and node.module and node.level == 0:
                names[node.module] = None
    return list(names)


def bound_names(sources: Iterable[str], packages: Iterable[str]) -> set[str]:
    """The names that the cells ``sources`` bind by importing from ``packages`` (top-level
    names): ``tf`` for ``import tensorflow as tf``, ``Dense`` for ``from keras.layers import
    Dense``, ``tensorflow`` for ``import tensorflow.keras``, ``*`` for a star import.
    Unparsable cells skipped."""
    tops = set(packages)
    names: set[str] = set()
    for tree in parsed(sources):
        for node in ast.walk(tree):
            if isinstance(node, ast.Import):
                for alias in node.names:
                    if alias.name.split(".")[0] in tops:
                        names.add(alias.asname or alias.name.split(".")[0])
            elif (
                isinstance(node, ast.ImportFrom)
                and node.module
                and node.level == 0
                and node.module.split(".")[0] in tops
            ):
                names.update(alias.asname or alias.name for alias in node.names)
    return names


def uses_names(source: str, names: set[str]) -> bool:
    """Whether the cell ``source`` reads or imports any of ``names`` (or cannot be parsed, so
    might). ``names`` empty: False; holding ``*`` (a star import): True."""
    if not names:
        return False
    if "*" in names:
        return True
    try:
        tree = ast.parse(as_python(source))
    except SyntaxError:
        return True
    for node in ast.walk(tree):
        if isinstance(node, ast.Name) and node.id in names:
            return True
        if isinstance(node, ast.alias) and (node.asname or node.name.split(".")[0]) in names:
            return True
    return False


def markdown_table(header: Sequence[str], rows: Sequence[Sequence[Any]]) -> str:
    """A Markdown table of ``rows`` under ``header``."""
    lines = ["| " + " | ".join(header) + " |", "|" + "|".join(" --- " for _ in header) + "|"]
    lines += ["| " + " | ".join(str(cell) for cell in row) + " |" for row in rows]
    return "\n".join(lines)
