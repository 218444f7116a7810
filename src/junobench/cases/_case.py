"""The case model: one folder of the benchmark, its ``case.toml`` loaded into typed values."""

from __future__ import annotations

import dataclasses
import json
import re
import tomllib
from dataclasses import dataclass
from pathlib import Path
from typing import Annotated, Any, Literal, NoReturn

from pydantic import BaseModel, ConfigDict, PlainValidator, ValidationError, model_validator
from pydantic_core import PydanticCustomError

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

__all__ = [
    "Case",
    "CaseFile",
    "CaseRepair",
    "CellChecks",
    "DataSource",
    "ExpectedCrash",
    "Fix",
    "RepairKind",
    "load_case",
]

_CASE_ID = re.compile(r"^(?P<prefix>[A-Za-z]+)_(?P<n>[1-9][0-9]*)$")
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


@dataclass(frozen=True)
class CellChecks:
    """Oracle checks run right after the last time a run runs one cell (``[oracle.after]``),
    for an intent that a later cell takes away from the end state (a ``%reset``, a rebound
    name): the figures a cell draws, the analysis a cell makes before the next experiment."""

    cell_id: str
    checks: tuple[str, ...]


RepairKind = Literal["valid", "wrong"]


@dataclass(frozen=True)
class CaseRepair:
    """A repair kept in the case folder: ``repairs/valid/*.json`` must resolve the crash,
    ``repairs/wrong/*.json`` (a plausible cheap patch) must not."""

    kind: RepairKind
    name: str  # its path in the case folder, e.g. repairs/wrong/fit_on_test_data.json
    prediction: RepairPrediction

    @property
    def outside(self) -> bool:
        """Written from outside: by someone who saw only the reproduced notebook, its error and
        its data, never the checks, the fix or the other repairs (``outside_*.json``)."""
        return self.name.rpartition("/")[2].startswith("outside_")


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
    checks: tuple[str, ...]  # run after a run's last cell
    data: DataSource
    path: Path  # the case folder
    repairs: tuple[CaseRepair, ...] = ()  # repairs/valid/ and repairs/wrong/, by name
    checks_after: CellChecks | None = None  # run after the last run of one cell
    mechanism: str | None = None  # a short tag of how the crash comes about (docs/authoring.md)

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
            source for repair in self.repairs for source in repair.prediction.cells.values()
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
            "oracle": self._oracle_json(),
            "data": {"source": self.data.source, "license": self.data.license},
            "path": str(self.path),
        }

    def _oracle_json(self) -> dict[str, Any]:
        oracle: dict[str, Any] = {"checks": list(self.checks)}
        if self.checks_after is not None:
            after = self.checks_after
            oracle["after"] = {"cell_id": after.cell_id, "checks": list(after.checks)}
        return oracle

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
    case = _case(CaseFile.read(toml_path), folder, toml_path)
    reproduced = _check_notebooks(case, toml_path, require_recorded)
    return _with_repairs(case, reproduced)


def _check_complete(path: Path, raw: dict[str, Any]) -> None:
    """A case still being written (``junobench add`` leaves the fix and the checks to its
    author) is a ``CaseError`` that names everything it still lacks, in one line."""
    fix, oracle = raw.get("fix"), raw.get("oracle")
    if not isinstance(fix, dict) or not isinstance(oracle, dict):
        return
    missing = []
    case_id = raw.get("id")
    if isinstance(case_id, str) and not (path.parent / f"{case_id}_fixed.ipynb").exists():
        missing.append(f"the fixed notebook {case_id}_fixed.ipynb")
    if fix.get("cell_ids") == []:
        missing.append("the cells the fix changes (fix.cell_ids)")
    if fix.get("summary") == "":
        missing.append("the fix's summary (fix.summary)")
    if oracle.get("checks") == []:
        missing.append("2 to 5 checks of the notebook's intent (oracle.checks)")
    if len(missing) > 1:  # one alone: the field's own message says it
        raise CaseError(path, "incomplete case: still missing " + "; ".join(missing))


def _case(document: CaseFile, folder: Path, path: Path) -> Case:
    """The case of a valid ``case.toml``, once its id fits its folder and its library."""
    case_id = document.id
    if case_id != folder.name:
        raise CaseError(path, f"field id: {case_id!r} differs from the folder name {folder.name!r}")
    match = _CASE_ID.match(case_id)
    if match is None or match["prefix"] not in LIBRARY_PREFIXES:
        prefixes = ", ".join(LIBRARY_PREFIXES)
        raise CaseError(
            path, f"field id: {case_id!r} is not <library>_<n> with library one of {prefixes}"
        )
    expected = LIBRARY_PREFIXES[match["prefix"]]
    if document.library_cause != expected:
        raise CaseError(
            path,
            f"field library_cause: {document.library_cause!r} does not fit the id prefix "
            f"(expected {expected!r})",
        )
    crash, fix, data, after = document.crash, document.fix, document.data, document.oracle.after
    return Case(
        id=case_id,
        title=document.title,
        library_cause=document.library_cause,
        crash_type=document.crash_type,
        root_cause=document.root_cause,
        pipeline_stage=document.pipeline_stage,
        diagnosis=document.diagnosis,
        crash=ExpectedCrash(crash.cell_id, crash.ename, crash.evalue),
        fix=Fix(fix.cell_ids, fix.summary, fix.valid_cell_ids),
        checks=document.oracle.checks,
        data=DataSource(data.source, data.license),
        path=folder,
        checks_after=None if after is None else CellChecks(after.cell_id, after.checks),
        mechanism=document.mechanism,
    )


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
                reproduced.check_edits(prediction.cells, prediction.execution_order)
            except JunoBenchError as error:
                raise CaseError(path, str(error).removeprefix(f"{path}: ")) from error
            repairs.append(CaseRepair(kind, name, prediction))
    if not repairs:
        return case
    return dataclasses.replace(case, repairs=tuple(repairs))


def _fail(problem: str) -> NoReturn:
    raise PydanticCustomError("case", "{problem}", {"problem": problem})


def _text(value: Any) -> str:
    if not isinstance(value, str) or not value.strip():
        _fail("must be a non-empty string")
    return value.strip()


def _texts(value: Any) -> tuple[str, ...]:
    if not isinstance(value, list) or not value:
        _fail("must be a non-empty list of strings")
    if not all(isinstance(item, str) and item.strip() for item in value):
        _fail("must be a non-empty list of strings")
    return tuple(item.strip() for item in value)


def _choice(vocabulary: tuple[str, ...]) -> Any:
    def check(value: Any) -> str:
        text = _text(value)
        if text not in vocabulary:
            _fail(f"{text!r} is not one of {', '.join(repr(label) for label in vocabulary)}")
        return text

    return PlainValidator(check)


def _regex(value: Any) -> str:
    if not isinstance(value, str):
        _fail("must be a string (a Python regex)")
    try:
        re.compile(value)
    except re.error as error:
        _fail(f"not a valid regex: {error}")
    return value


def _checks(value: Any) -> tuple[str, ...]:
    checks = _texts(value)
    for check in checks:
        try:
            compile(check, "<check>", "exec")
        except SyntaxError as error:
            _fail(f"{check!r} is not valid Python: {error.msg}")
    return checks


Text = Annotated[str, PlainValidator(_text)]


def _tag(value: Any) -> str:
    text = _text(value)
    if not _TAG.fullmatch(text):
        _fail("must be a short kebab-case tag, 2 to 8 words: 'blank-string-in-numeric-column'")
    return text


_TAG = re.compile(r"[a-z0-9]+(-[a-z0-9]+){1,7}")
Texts = Annotated[tuple[str, ...], PlainValidator(_texts)]


class _Table(BaseModel):
    model_config = ConfigDict(extra="forbid", frozen=True)


class _CrashTable(_Table):
    cell_id: Text
    ename: Text
    evalue: Annotated[str, PlainValidator(_regex)]


class _FixTable(_Table):
    cell_ids: Texts
    valid_cell_ids: Texts = ()
    summary: Text


Checks = Annotated[tuple[str, ...], PlainValidator(_checks)]


class _AfterTable(_Table):
    cell_id: Text
    checks: Checks


class _OracleTable(_Table):
    checks: Checks
    after: _AfterTable | None = None

    @model_validator(mode="after")
    def _counted(self) -> _OracleTable:
        count = len(self.checks) + (len(self.after.checks) if self.after is not None else 0)
        if not MIN_CHECKS <= count <= MAX_CHECKS:
            _fail(f"has {count} checks; a case needs {MIN_CHECKS} to {MAX_CHECKS}")
        return self


class _DataTable(_Table):
    source: Text
    license: Text


class CaseFile(_Table):
    """A ``case.toml``, its format (docs/authoring.md): read through this model, every field
    checked against it and the label vocabulary (docs/labels.md)."""

    id: Text
    title: Text
    library_cause: Annotated[LibraryCause, _choice(LIBRARY_CAUSES)]
    crash_type: Annotated[CrashType, _choice(CRASH_TYPES)]
    root_cause: Annotated[RootCause, _choice(ROOT_CAUSES)]
    pipeline_stage: Annotated[PipelineStage, _choice(PIPELINE_STAGES)]
    diagnosis: Text
    mechanism: Annotated[str | None, PlainValidator(_tag)] = None
    crash: _CrashTable
    fix: _FixTable
    oracle: _OracleTable
    data: _DataTable

    @classmethod
    def read(cls, path: Path) -> CaseFile:
        """The ``case.toml`` at ``path``; a ``CaseError`` naming the file and the field."""
        if not path.is_file():
            raise CaseError(path, "missing: every case folder needs a case.toml")
        try:
            raw = tomllib.loads(path.read_text(encoding="utf-8"))
        except (tomllib.TOMLDecodeError, UnicodeDecodeError) as error:
            raise CaseError(path, f"not valid TOML: {error}") from error
        _check_complete(path, raw)
        try:
            return cls.model_validate(raw)
        except ValidationError as error:
            raise CaseError(path, _problem(error)) from None


_TABLES = ("crash", "fix", "oracle", "data")


def _problem(error: ValidationError) -> str:
    """One line from the first of pydantic's errors, an unknown field first (it is often the
    misspelling of a missing one)."""
    errors = error.errors(include_url=False)
    first = min(errors, key=lambda item: item["type"] != "extra_forbidden")
    location = ".".join(str(part) for part in first["loc"])
    kind = first["type"]
    if kind == "extra_forbidden":
        problem = "unknown field"
    elif kind == "missing":
        problem = "missing table" if location in _TABLES else "missing"
    elif kind in ("model_type", "model_attributes_type", "dict_type"):
        problem = "must be a table"
    else:
        problem = str(first["msg"])
    return f"field {location}: {problem}"


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
    after = case.checks_after
    for name, cell_ids in (
        ("fix.cell_ids", case.fix.cell_ids),
        ("fix.valid_cell_ids", case.fix.valid_cell_ids),
        ("oracle.after.cell_id", () if after is None else (after.cell_id,)),
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
    """Execution count of each cell once its recorded order has run: the number of its last run
    (after a restart, the fresh kernel counts from 1; a cell run only before it keeps its
    count, as Jupyter shows it)."""
    counts: dict[str, int] = {}
    number = 0
    for cell in notebook.order():
        if cell.restarts:
            number = 0
            continue
        number += 1
        counts[cell.id] = number
    return counts


def _check_recorded(notebook: Notebook) -> None:
    counts = recorded_counts(notebook)
    for cell in notebook.code_cells:
        if cell.execution_count != counts.get(cell.id):
            raise CaseError(
                notebook.path,
                f"cell {cell.id!r} has execution_count {cell.execution_count}, its recorded run gives "
                f"{counts.get(cell.id)}: record the case (junobench record {notebook.path.parent.name})",
            )
