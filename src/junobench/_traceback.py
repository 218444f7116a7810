"""Reading a notebook crash's traceback as Jupyter shows it: which frames ran, in a notebook cell or
in which library, on which line, in which function.

Read as they are written by IPython 8 and later (``Cell In[3], line 2`` and
``File /path/lib.py:120, in func(args)``), by IPython 7 (``<ipython-input-3-5f2a…> in <module>``
and ``/path/lib.py in func(args)`` with a ``---> 12`` marker on the line), by plain Python
(``File "/path/lib.py", line 120, in func``), and inside messages that carry frames of their own:
TensorFlow's "Graph execution error" (``defined at (most recent call last)``) and its "in user
code" reports, whose notebook frames are ipykernel's temporary files. Colour codes are ignored.
A building block of the heuristic baselines (issue 14); nothing here runs code.
"""

from __future__ import annotations

import re
from collections.abc import Sequence
from dataclasses import dataclass

from ._text import strip_ansi

__all__ = ["Frame", "library_of", "parse_frames"]

# IPython 8+: "Cell In[12], line 3", and ", in f(x)" in a function of the cell (the counter may
# be empty: "Cell In[ ], line 3").
_CELL_8 = re.compile(r"^\s*Cell In\s*\[\s*(\d*)\s*\], line (\d+)(?:, in (.+?))?\s*$")
# IPython 8+: "File /usr/lib/python3.11/site-packages/pandas/core/frame.py:3805, in DataFrame.__getitem__(self, key)"
_FILE_8 = re.compile(r"^\s*File (.+?):(\d+), in (.+?)\s*$")
# IPython 7: "<ipython-input-5-2a3bc1d> in <module>" or "... in f(x)"
_CELL_7 = re.compile(r"^\s*<ipython-input-(\d+)-[0-9a-f]*>\s+in\s+(.+?)\s*$")
# IPython 7: "/usr/lib/python3/dist-packages/pandas/core/frame.py in __getitem__(self, key)"
_FILE_7 = re.compile(r"^\s*((?:~|/|[A-Za-z]:\\)\S*\.py)\s+in\s+(.+?)\s*$")
# The arrow IPython puts on the line of a frame: "----> 3 df['a']", "-> 2902 return x".
_ARROW = re.compile(r"^\s*-*> ?\s*(\d+)\b")
# Plain Python, TensorFlow's reports: 'File "/path/x.py", line 120, in func'
_FILE_PY = re.compile(r'^\s*File "(.+?)", line (\d+), in (.+?)\s*(?:\*+)?\s*$')
# ipykernel's file for a cell's code, as TensorFlow and plain tracebacks name it.
_IPYKERNEL_FILE = re.compile(r"(?:^|/)ipykernel_\d+/\d+\.py$|^<ipython-input-\d+-[0-9a-f]*>$")
_PACKAGE_DIRS = ("site-packages", "dist-packages")
_STDLIB = re.compile(r"(?:^|/)(?:lib|Lib)/python\d(?:\.\d+)?/")


@dataclass(frozen=True)
class Frame:
    """One frame of a traceback: in a notebook cell (``file`` None; ``cell`` its execution count
    when the traceback says it) or in a file, with its line and function when known."""

    file: str | None
    line: int | None
    function: str | None
    cell: int | None = None

    @property
    def in_notebook(self) -> bool:
        return self.file is None

    @property
    def library(self) -> str | None:
        """The top-level package of a file frame (``python`` for the standard library)."""
        return None if self.file is None else library_of(self.file)


def library_of(path: str) -> str | None:
    """``sklearn`` for ``…/site-packages/sklearn/ensemble/_forest.py``; ``python`` for a module
    of the standard library; None for any other file."""
    parts = path.replace("\\", "/").split("/")
    for marker in _PACKAGE_DIRS:
        if marker in parts:
            position = len(parts) - 1 - parts[::-1].index(marker)
            if position + 1 < len(parts):
                name = parts[position + 1]
                return name.removesuffix(".py") if name.endswith(".py") else name.split(".")[0]
    if _STDLIB.search(path.replace("\\", "/")):
        return "python"
    return None


def _function(text: str) -> str:
    """``DataFrame.__getitem__`` of ``DataFrame.__getitem__(self, key)``."""
    return text.split("(", 1)[0].strip() or text.strip()


def parse_frames(traceback: str | Sequence[str]) -> tuple[Frame, ...]:
    """Every frame named in ``traceback`` (a string, or Jupyter's list of traceback strings), in
    the order written: outermost first for Python and IPython. The frames of a TensorFlow report
    inside the message come after those of the traceback itself."""
    text = traceback if isinstance(traceback, str) else "\n".join(traceback)
    frames: list[Frame] = []
    pending: Frame | None = None  # an IPython 7 frame waiting for its arrow line

    def flush() -> None:
        nonlocal pending
        if pending is not None:
            frames.append(pending)
            pending = None

    for raw in strip_ansi(text).splitlines():
        if match := _CELL_8.match(raw):
            flush()
            count = int(match[1]) if match[1] else None
            function = _function(match[3]) if match[3] else "<module>"
            frames.append(Frame(None, int(match[2]), function, count))
        elif match := _FILE_PY.match(raw):
            flush()
            path, line, function = match[1], int(match[2]), match[3]
            if _IPYKERNEL_FILE.search(path):
                frames.append(Frame(None, line, function))
            else:
                frames.append(Frame(path, line, function))
        elif match := _FILE_8.match(raw):
            flush()
            frames.append(Frame(match[1], int(match[2]), _function(match[3])))
        elif match := _CELL_7.match(raw):
            flush()
            pending = Frame(None, None, _function(match[2]), int(match[1]))
        elif match := _FILE_7.match(raw):
            flush()
            pending = Frame(match[1], None, _function(match[2]))
        elif pending is not None and (match := _ARROW.match(raw)):
            pending = Frame(pending.file, int(match[1]), pending.function, pending.cell)
            flush()
    flush()
    return tuple(frames)
