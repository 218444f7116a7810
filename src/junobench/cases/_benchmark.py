"""The benchmark folder: which cases it holds, found by id."""

from __future__ import annotations

import contextlib
import fnmatch
import re
from collections.abc import Sequence
from dataclasses import dataclass
from pathlib import Path
from typing import TYPE_CHECKING

from .._exceptions import CaseError, JunoBenchError, UnknownCaseError

if TYPE_CHECKING:
    from ._case import Case

__all__ = ["Benchmark", "default_root"]


def default_root() -> Path:
    """The repository's ``benchmark/`` folder (beside ``src/``), else ``./benchmark``."""
    beside_source = Path(__file__).resolve().parents[3] / "benchmark"
    return beside_source if beside_source.is_dir() else Path.cwd() / "benchmark"


def _natural_key(case_id: str) -> tuple[str, int, str]:
    match = re.match(r"^(.*)_(\d+)$", case_id)
    return (match[1], int(match[2]), case_id) if match else (case_id, 0, case_id)


@dataclass(frozen=True)
class Benchmark:
    """A folder of case folders, each holding a ``case.toml``."""

    root: Path

    def case_ids(self) -> list[str]:
        """Ids of the cases, in natural order (``numpy_2`` before ``numpy_10``); a folder without
        any case is a ``CaseError``."""
        if not self.root.is_dir():
            raise CaseError(self.root, "benchmark folder does not exist")
        ids = [path.parent.name for path in self.root.glob("*/case.toml")]
        if not ids:
            raise CaseError(self.root, "no case here: a benchmark folder holds <case_id>/case.toml")
        return sorted(ids, key=_natural_key)

    def case(self, case_id: str, *, require_recorded: bool = True) -> Case:
        from ._case import load_case

        folder = self.root / case_id
        if not case_id or "/" in case_id or not (folder / "case.toml").is_file():
            raise UnknownCaseError(self.root, case_id)
        return load_case(folder, require_recorded=require_recorded)

    def cases(self) -> list[Case]:
        return [self.case(case_id) for case_id in self.case_ids()]

    def loadable(self, case_ids: Sequence[str]) -> list[Case]:
        """The cases of ``case_ids`` that load, each once: to plan a run of them (which engine,
        which modules to warm), where a case that does not load gets its verdict later."""
        cases = []
        for case_id in dict.fromkeys(case_ids):
            with contextlib.suppress(JunoBenchError):
                cases.append(self.case(case_id, require_recorded=False))
        return cases

    def select(self, patterns: Sequence[str]) -> list[str]:
        """The case ids that match ``patterns`` (ids, or shell patterns such as ``pandas_*``),
        in natural order; a pattern that matches nothing is an ``UnknownCaseError``."""
        ids = self.case_ids()
        chosen: set[str] = set()
        for pattern in patterns:
            matched = fnmatch.filter(ids, pattern)
            if not matched:
                raise UnknownCaseError(self.root, pattern)
            chosen.update(matched)
        return [case_id for case_id in ids if case_id in chosen]
