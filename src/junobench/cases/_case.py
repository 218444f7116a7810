"""The case model: one folder of the benchmark, its ``case.toml`` loaded into typed values."""

from __future__ import annotations

import dataclasses
import json
import re
import tomllib
from dataclasses import dataclass
from pathlib import Path
from typing import Any, Literal, cast

from .._exceptions import CaseError, JunoBenchError
from .._vocabulary import (
    CRASH_TYPES,
    LIBRARY_CAUSES,
    LIBRARY_PREFIXES,
    PIPELINE_STAGES,
    ROOT_CAUSES,
    CrashType,
    LibraryCause,
    PipelineStage,
    RootCause,
)
from ..engine import OracleContext, oracle_context
from ..formats import RepairPrediction, parse_repair
from ._notebook import Notebook, load_notebook

__all__ = ["Case", "CaseRepair", "DataSource", "ExpectedCrash", "Fix", "RepairKind", "load_case"]

_CASE_ID = re.compile(r"^(?P<prefix>[A-Za-z]+)_(?P<n>[1-9][0-9]*)$")
_TOP_KEYS = {
    "id", "title", "library_cause", "crash_type", "root_cause", "pipeline_stage", "diagnosis",
    "crash", "fix", "oracle", "data",
}  # fmt: skip
_TABLE_KEYS = {
    "crash": {"cell_id", "ename", "evalue"},
    "fix": {"cell_ids", "valid_cell_ids", "summary"},
    "oracle": {"checks"},
    "data": {"source", "license"},
}
MIN_CHECKS, MAX_CHECKS = 2, 5


@dataclass(frozen=True)
class ExpectedCrash:
    """What the reproduced version must raise, and where."""

    cell_id: str
    ename: str
    evalue: str  # a Python regex, searched in the exception message

    def matches(self, ename: str | None, evalue: str | None) -> bool:
        return ename == self.ename and re.search(self.evalue, evalue or "") is not None


@dataclass(frozen=True)
class Fix:
    cell_ids: tuple[str, ...]  # localization ground truth, cells of the reproduced version
    summary: str
    valid_cell_ids: tuple[str, ...] = ()  # cells where an equally valid fix exists (also a hit)

    @property
    def hits(self) -> frozenset[str]:
        """The cells a localization may name to be right."""
        return frozenset(self.cell_ids) | frozenset(self.valid_cell_ids)


RepairKind = Literal["valid", "wrong"]


@dataclass(frozen=True)
class CaseRepair:
    """A repair kept in the case folder: ``repairs/valid/*.json`` must resolve the crash,
    ``repairs/wrong/*.json`` (a plausible cheap patch) must not."""

    kind: RepairKind
    name: str  # its path in the case folder, e.g. repairs/wrong/fit_on_test_data.json
    prediction: RepairPrediction


@dataclass(frozen=True)
class DataSource:
    source: str
    license: str


@dataclass(frozen=True)
class Case:
    """One crash case: labels, expected crash, fix location, oracle and data provenance."""

    id: str
    title: str
    library_cause: LibraryCause
    crash_type: CrashType
    root_cause: RootCause
    pipeline_stage: PipelineStage
    diagnosis: str
    crash: ExpectedCrash
    fix: Fix
    checks: tuple[str, ...]
    data: DataSource
    path: Path  # the case folder
    repairs: tuple[CaseRepair, ...] = ()  # repairs/valid/ and repairs/wrong/, by name

    @property
    def reproduced_path(self) -> Path:
        return self.path / f"{self.id}_reproduced.ipynb"

    @property
    def fixed_path(self) -> Path:
        return self.path / f"{self.id}_fixed.ipynb"

    def reproduced(self) -> Notebook:
        return load_notebook(self.reproduced_path)

    def code(self) -> list[str]:
        """The source of every cell its runs may run: both notebooks' and its repairs'."""
        sources = [cell.source for cell in self.reproduced().code_cells]
        sources += [cell.source for cell in self.fixed().code_cells]
        return sources + [
            source for repair in self.repairs for _, source in repair.prediction.cells
        ]

    def oracle_context(self) -> OracleContext:
        """What the oracle's checks rely on, read from the fixed version they were written for."""
        return oracle_context(cell.source for cell in self.fixed().code_cells)

    def fixed(self) -> Notebook:
        return load_notebook(self.fixed_path)

    def to_json(self) -> dict[str, Any]:
        """Every field of ``case.toml``, in its layout, and the folder's ``path``."""
        return {
            "id": self.id,
            "title": self.title,
            "library_cause": self.library_cause,
            "crash_type": self.crash_type,
            "root_cause": self.root_cause,
            "pipeline_stage": self.pipeline_stage,
            "diagnosis": self.diagnosis,
            "crash": {
                "cell_id": self.crash.cell_id,
                "ename": self.crash.ename,
                "evalue": self.crash.evalue,
            },
            "fix": {
                "cell_ids": list(self.fix.cell_ids),
                "valid_cell_ids": list(self.fix.valid_cell_ids),
                "summary": self.fix.summary,
            },
            "oracle": {"checks": list(self.checks)},
            "data": {"source": self.data.source, "license": self.data.license},
            "path": str(self.path),
        }

    def labels(self) -> dict[str, str]:
        return {
            "library_cause": self.library_cause,
            "crash_type": self.crash_type,
            "root_cause": self.root_cause,
            "pipeline_stage": self.pipeline_stage,
        }


def load_case(folder: Path | str, *, require_recorded: bool = True) -> Case:
    """Load and validate the case in ``folder``.

    Every field is checked against the case format (docs/authoring.md) and the label vocabulary (docs/labels.md), and every cell id
    against the notebooks. With ``require_recorded`` the notebooks must also be saved as after
    their recorded runs (execution counts agree with the order): ``junobench record`` makes them so.
    A problem is a ``CaseError`` naming the file and the field.
    """
    folder = Path(folder)
    toml_path = folder / "case.toml"
    if not toml_path.is_file():
        raise CaseError(toml_path, "missing: every case folder needs a case.toml")
    try:
        raw = tomllib.loads(toml_path.read_text(encoding="utf-8"))
    except (tomllib.TOMLDecodeError, UnicodeDecodeError) as error:
        raise CaseError(toml_path, f"not valid TOML: {error}") from error
    fields = _Fields(toml_path, raw)
    case = fields.case(folder)
    reproduced = _check_notebooks(case, toml_path, require_recorded)
    return _with_repairs(case, reproduced)


def _with_repairs(case: Case, reproduced: Notebook) -> Case:
    """The case with its repair files, each checked to apply to the reproduced version."""
    repairs = []
    for kind in ("valid", "wrong"):
        for path in sorted((case.path / "repairs" / kind).glob("*")):
            name = path.relative_to(case.path).as_posix()
            if path.suffix != ".json" or not path.is_file():
                raise CaseError(path, "a repair file is a .json file of one repair prediction")
            try:
                document = json.loads(path.read_text(encoding="utf-8"))
            except (json.JSONDecodeError, UnicodeDecodeError) as error:
                raise CaseError(path, f"not valid JSON: {error}") from error
            if isinstance(document, dict) and document.setdefault("id", case.id) != case.id:
                raise CaseError(path, f"'id' is {document['id']!r}, not the case's {case.id!r}")
            try:
                prediction = parse_repair(document, path)
                reproduced.edited(prediction.cells, prediction.execution_order)
            except JunoBenchError as error:
                raise CaseError(path, str(error).removeprefix(f"{path}: ")) from error
            repairs.append(CaseRepair(kind, name, prediction))
    if not repairs:
        return case
    return dataclasses.replace(case, repairs=tuple(repairs))


class _Fields:
    """Typed access to a parsed case.toml; every failure names the file and the field."""

    def __init__(self, path: Path, raw: dict[str, Any]) -> None:
        self.path = path
        self.raw = raw
        unknown = sorted(set(raw) - _TOP_KEYS)
        if unknown:
            self.fail(unknown[0], "unknown field")
        for table, keys in _TABLE_KEYS.items():
            value = raw.get(table)
            if not isinstance(value, dict):
                self.fail(table, "missing table" if value is None else "must be a table")
            extra = sorted(set(cast(dict[str, Any], value)) - keys)
            if extra:
                self.fail(f"{table}.{extra[0]}", "unknown field")

    def fail(self, name: str, problem: str) -> Any:
        raise CaseError(self.path, f"field {name}: {problem}")

    def get(self, name: str) -> Any:
        node: Any = self.raw
        for part in name.split("."):
            node = node.get(part) if isinstance(node, dict) else None
        if node is None:
            self.fail(name, "missing")
        return node

    def text(self, name: str) -> str:
        value = self.get(name)
        if not isinstance(value, str) or not value.strip():
            self.fail(name, "must be a non-empty string")
        return cast(str, value).strip()

    def choice(self, name: str, allowed: tuple[str, ...]) -> Any:
        value = self.text(name)
        if value not in allowed:
            self.fail(name, f"{value!r} is not one of {', '.join(repr(a) for a in allowed)}")
        return value

    def texts(self, name: str) -> tuple[str, ...]:
        value = self.get(name)
        if not isinstance(value, list) or not value:
            self.fail(name, "must be a non-empty list of strings")
        for item in value:
            if not isinstance(item, str) or not item.strip():
                self.fail(name, "must be a non-empty list of strings")
        return tuple(item.strip() for item in value)

    def case(self, folder: Path) -> Case:
        case_id = self.text("id")
        if case_id != folder.name:
            self.fail("id", f"{case_id!r} differs from the folder name {folder.name!r}")
        match = _CASE_ID.match(case_id)
        if match is None or match["prefix"] not in LIBRARY_PREFIXES:
            self.fail(
                "id",
                f"{case_id!r} is not <library>_<n> with library one of {', '.join(LIBRARY_PREFIXES)}",
            )
        library_cause = self.choice("library_cause", LIBRARY_CAUSES)
        expected = LIBRARY_PREFIXES[match["prefix"]] if match else None
        if library_cause != expected:
            self.fail(
                "library_cause",
                f"{library_cause!r} does not fit the id prefix (expected {expected!r})",
            )
        evalue = self.get("crash.evalue")
        if not isinstance(evalue, str):
            self.fail("crash.evalue", "must be a string (a Python regex)")
        try:
            re.compile(evalue)
        except re.error as error:
            self.fail("crash.evalue", f"not a valid regex: {error}")
        checks = self.texts("oracle.checks")
        if not MIN_CHECKS <= len(checks) <= MAX_CHECKS:
            self.fail(
                "oracle.checks",
                f"has {len(checks)} checks; a case needs {MIN_CHECKS} to {MAX_CHECKS}",
            )
        for check in checks:
            try:
                compile(check, "<check>", "exec")
            except SyntaxError as error:
                self.fail("oracle.checks", f"{check!r} is not valid Python: {error.msg}")
        return Case(
            id=case_id,
            title=self.text("title"),
            library_cause=library_cause,
            crash_type=self.choice("crash_type", CRASH_TYPES),
            root_cause=self.choice("root_cause", ROOT_CAUSES),
            pipeline_stage=self.choice("pipeline_stage", PIPELINE_STAGES),
            diagnosis=self.text("diagnosis"),
            crash=ExpectedCrash(self.text("crash.cell_id"), self.text("crash.ename"), evalue),
            fix=Fix(
                self.texts("fix.cell_ids"),
                self.text("fix.summary"),
                self.texts("fix.valid_cell_ids") if "valid_cell_ids" in self.raw["fix"] else (),
            ),
            checks=checks,
            data=DataSource(self.text("data.source"), self.text("data.license")),
            path=folder,
        )


def _check_notebooks(case: Case, toml_path: Path, require_recorded: bool) -> Notebook:
    for path in (case.reproduced_path, case.fixed_path):
        if not path.is_file():
            raise CaseError(path, "missing notebook")
    reproduced, fixed = case.reproduced(), case.fixed()
    for notebook in (reproduced, fixed):
        if notebook.recorded_order is None:
            raise CaseError(notebook.path, "has no metadata.junobench.execution_order")
        notebook.order()  # raises OrderError for an id the notebook lacks
    crash_cell = case.crash.cell_id
    if not reproduced.recorded_order or reproduced.recorded_order[-1] != crash_cell:
        # The author ran cells until one raised: the recorded order ends with the crashing run.
        raise CaseError(
            toml_path,
            f"field crash.cell_id: {crash_cell!r} is not the last cell of the reproduced order",
        )
    if not fixed.has_cell(crash_cell):
        raise CaseError(
            toml_path, f"field crash.cell_id: the fixed version has no cell {crash_cell!r}"
        )
    for name, cell_ids in (
        ("fix.cell_ids", case.fix.cell_ids),
        ("fix.valid_cell_ids", case.fix.valid_cell_ids),
    ):
        for cell_id in cell_ids:
            if not reproduced.has_cell(cell_id):
                raise CaseError(
                    toml_path, f"field {name}: the reproduced version has no cell {cell_id!r}"
                )
    if require_recorded:
        _check_recorded(reproduced)
        _check_recorded(fixed)
    return reproduced


def recorded_counts(notebook: Notebook) -> dict[str, int]:
    """Execution count of each cell once its recorded order has run: the number of its last run."""
    return {cell.id: number for number, cell in enumerate(notebook.order(), start=1)}


def _check_recorded(notebook: Notebook) -> None:
    counts = recorded_counts(notebook)
    for cell in notebook.code_cells:
        if cell.execution_count != counts.get(cell.id):
            raise CaseError(
                notebook.path,
                f"cell {cell.id!r} has execution_count {cell.execution_count}, its recorded run gives "
                f"{counts.get(cell.id)}: record the case (junobench record {notebook.path.parent.name})",
            )
