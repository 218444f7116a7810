"""Opaque item ids: what a task input line is called, without naming its case or version.

A detect line is one version of a case; a diagnose or localize line is a case's crashed notebook.
Their ids are salted digests, so neither the id nor the order of lines sorted by it says which
case (case ids start with the library cause) or which version a line is; the harness, which knows
every case, keeps the key. A repair line is named by its case id: the notebook copy it points at
names the case anyway, and no repair score depends on a label.

The ids hide the answer from a tool that reads only the inputs. A tool that reads the benchmark
folder itself (or another task's inputs: diagnose shows every reproduced notebook) can find it;
the benchmark's rules forbid that, they cannot prevent it.
"""

from __future__ import annotations

import hashlib
from collections.abc import Iterable
from typing import Literal

from .._vocabulary import Task

__all__ = ["Version", "item_id", "item_key"]

Version = Literal["reproduced", "fixed"]

# (prefix, salt) per task; diagnose and localize share one input, so one id.
_KINDS = {
    "detect": ("d", "junobench-detect-1"),
    "diagnose": ("c", "junobench-diagnose-1"),
    "localize": ("c", "junobench-diagnose-1"),
}


def item_id(task: Task, case_id: str, version: Version = "reproduced") -> str:
    """The id of the input line of ``task`` for ``case_id`` (and, for detect, ``version``)."""
    if task == "repair":
        return case_id
    prefix, salt = _KINDS[task]
    text = f"{salt}/{case_id}/{version}" if task == "detect" else f"{salt}/{case_id}"
    return f"{prefix}{hashlib.sha256(text.encode()).hexdigest()[:12]}"


def item_key(task: Task, case_ids: Iterable[str]) -> dict[str, tuple[str, Version]]:
    """Item id -> (case id, version) for every input line of ``task`` over ``case_ids``."""
    versions: tuple[Version, ...] = ("reproduced", "fixed") if task == "detect" else ("reproduced",)
    return {
        item_id(task, case_id, version): (case_id, version)
        for case_id in case_ids
        for version in versions
    }
