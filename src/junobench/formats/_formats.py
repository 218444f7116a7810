"""The JSON formats users see, as pydantic models: one task input line and one prediction line per
task. They are the single definition of each format and the values the harness works with:
``export`` writes them, predictions are read into them, baselines make them, the scorer reads
them, and ``junobench schema`` prints the JSON Schemas generated from them.

A line of detect, diagnose or localize is named by an opaque item id (``_items.py``); the harness,
which knows every case, gives each line it makes or reads its key, the case (and, for detect, the
version) it is about (``key``, ``case_id``), which is never written out.

Every model is strict (``"true"`` is not ``true``, ``1`` is not ``"1"``) and forbids fields it
does not define, so that a misspelled optional field is an error rather than silently ignored.
"""

from __future__ import annotations

import hashlib
import json
import os
from pathlib import Path
from typing import Annotated, Any, ClassVar, Literal, Self

from pydantic import (
    BaseModel,
    ConfigDict,
    Field,
    PrivateAttr,
    ValidationError,
    WithJsonSchema,
    model_validator,
)

from .._vocabulary import TASKS, CrashType, LibraryCause, PipelineStage, RootCause, Task
from ._items import Version, item_id

__all__ = [
    "INPUT_MODELS",
    "LABEL_FIELDS",
    "PREDICTION_MODELS",
    "CellLine",
    "DetectInput",
    "DetectPrediction",
    "DiagnoseInput",
    "DiagnosePrediction",
    "ExecutedCell",
    "Input",
    "LocalizePrediction",
    "OutputLine",
    "Prediction",
    "RecordedError",
    "RepairInput",
    "RepairPrediction",
    "TargetCell",
    "problem_of",
    "schema",
]

LABEL_FIELDS = ("library_cause", "crash_type", "root_cause", "pipeline_stage")

Id = Annotated[str, Field(min_length=1)]


def _optional(schema: dict[str, Any]) -> Any:
    """An optional field's schema: the value's own (absent is allowed; ``null`` is not)."""
    return WithJsonSchema(schema)


class _Line(BaseModel):
    model_config = ConfigDict(extra="forbid", strict=True, frozen=True)

    def to_json(self) -> dict[str, Any]:
        """The line as written in a JSON Lines file (absent optional fields left out)."""
        return self.model_dump(mode="json", exclude_none=True)


class _Keyed(_Line):
    """A line of ``_task``, named by its item id, that the harness knows the case of."""

    _task: ClassVar[Task]
    _key: tuple[str, str] | None = PrivateAttr(default=None)

    id: Id

    @classmethod
    def for_case(cls, case_id: str, version: Version = "reproduced", /, **fields: Any) -> Self:
        """The line of ``case_id`` (and, for detect, ``version``), named by its item id."""
        return cls(id=item_id(cls._task, case_id, version), **fields).keyed(case_id, version)

    def keyed(self, case_id: str, version: Version = "reproduced") -> Self:
        """This line, known to be about ``case_id`` (and ``version``)."""
        line = self.model_copy()
        line._key = (case_id, version if self._task == "detect" else "")
        return line

    @property
    def key(self) -> tuple[str, str]:
        """(case id, version) for detect, (case id, "") for the other tasks."""
        if self._key is not None:
            return self._key
        if self._task == "repair":  # named by its case id
            return (self.id, "")
        raise ValueError(f"line {self.id!r} is not keyed to its case")

    @property
    def case_id(self) -> str:
        return self.key[0]


# -- inputs ----------------------------------------------------------------------------------


class ExecutedCell(_Line):
    """A cell run before the target, with the position of that run in the order (1-based)."""

    cell_id: str
    execution_count: int
    code: str


class TargetCell(_Line):
    cell_id: str
    code: str


class DetectInput(_Keyed):
    """Will ``target`` raise when run after the cells of ``executed``, in that order?"""

    _task = "detect"

    id: Id = Field(description="opaque item id: names neither the case nor its version")
    executed: list[ExecutedCell]
    target: TargetCell


class OutputLine(_Line):
    """One saved output of a code cell, as text (only with ``export --outputs``)."""

    output_type: Literal["stream", "execute_result", "display_data", "error"]
    text: str = Field(
        description="stream text, text/plain (then a note such as '[image/png]' for an image), or "
        "'ename: evalue'"
    )


class CellLine(_Line):
    """A cell of the notebook, in file order: a code cell (``code``), or, with ``export
    --markdown``, a markdown cell (``markdown``)."""

    model_config = ConfigDict(
        json_schema_extra={"oneOf": [{"required": ["code"]}, {"required": ["markdown"]}]}
    )

    cell_id: str
    code: Annotated[str | None, _optional({"type": "string"})] = None
    markdown: Annotated[str | None, _optional({"type": "string"})] = None
    outputs: Annotated[
        list[OutputLine] | None,
        _optional({"type": "array", "items": OutputLine.model_json_schema()}),
    ] = Field(default=None, description="with export --outputs: the cell's saved outputs")

    @model_validator(mode="after")
    def _one_kind(self) -> CellLine:
        if (self.code is None) == (self.markdown is None):
            raise ValueError("a cell has 'code' or 'markdown', one of them")
        return self


class VariableState(_Line):
    """A name of the crashed kernel (``export --with-state``): what a structured look at its
    value shows, taken right after the crash."""

    name: str
    type: str
    shape: Annotated[list[int | str] | None, _optional({"type": "array"})] = None
    dtype: Annotated[str | None, _optional({"type": "string"})] = None
    length: Annotated[int | None, _optional({"type": "integer"})] = None
    columns: Annotated[
        dict[str, str] | None,
        _optional({"type": "object", "additionalProperties": {"type": "string"}}),
    ] = Field(default=None, description="a data frame's columns and their dtypes")
    repr: str = Field(description="a short repr, memory addresses removed")


_STATE = _optional({"type": "array", "items": VariableState.model_json_schema()})


class RecordedError(_Line):
    """The error output of the crashing cell, as the notebook saved it (ANSI colours removed)."""

    cell_id: str
    ename: str
    evalue: str
    traceback: list[str]


class DiagnoseInput(_Keyed):
    """The crashed notebook (the input of ``diagnose`` and of ``localize``)."""

    _task = "diagnose"

    id: Id = Field(description="opaque item id: does not name the case")
    cells: list[CellLine]
    execution_order: list[str] = Field(
        description="cell ids in the order they ran; repeats allowed; '<restart>' where the "
        "kernel was restarted"
    )
    error: RecordedError
    state: Annotated[list[VariableState] | None, _STATE] = Field(
        default=None,
        description="with export --with-state: the names the kernel held at the crash",
    )

    @property
    def code_cells(self) -> list[tuple[str, str]]:
        """(cell id, code) of the code cells, in file order."""
        return [(cell.cell_id, cell.code) for cell in self.cells if cell.code is not None]


class RepairInput(_Keyed):
    _task = "repair"

    id: Id = Field(description="the case id")
    notebook: str = Field(
        description="the crashed notebook's copy, beside its data/ folder; a relative path is "
        "relative to the folder of the inputs file"
    )
    state: Annotated[list[VariableState] | None, _STATE] = Field(
        default=None,
        description="with export --with-state: the names the kernel held at the crash",
    )

    def relative_to(self, folder: Path) -> RepairInput:
        """This line with its notebook's path relative to ``folder`` (the inputs file's)."""
        path = Path(os.path.relpath(self.notebook, folder)).as_posix()
        return self.model_copy(update={"notebook": path})


# -- predictions -----------------------------------------------------------------------------


class DetectPrediction(_Keyed):
    """``crash``, or ``samples`` (several answers, of which the majority counts; a tie is no crash)."""

    _task = "detect"

    model_config = ConfigDict(
        json_schema_extra={"oneOf": [{"required": ["crash"]}, {"required": ["samples"]}]}
    )

    id: Id = Field(description="the item id of the input line")
    crash: Annotated[bool | None, _optional({"type": "boolean"})] = None
    samples: Annotated[
        list[bool] | None,
        Field(min_length=1),
        _optional({"type": "array", "items": {"type": "boolean"}, "minItems": 1}),
    ] = None

    @model_validator(mode="after")
    def _one_answer(self) -> DetectPrediction:
        if self.crash is not None and self.samples is not None:
            raise ValueError("give 'crash' or 'samples', not both")
        if self.crash is None and self.samples is None:
            raise ValueError("'crash' (true or false) or 'samples' is required")
        return self

    @property
    def answer(self) -> bool:
        """``crash``, or the majority of ``samples`` (a tie is not a majority for a crash)."""
        if self.samples is not None:
            return 2 * sum(self.samples) > len(self.samples)
        return bool(self.crash)


class DiagnosePrediction(_Keyed):
    _task = "diagnose"

    id: Id = Field(description="the item id of the input line")
    library_cause: LibraryCause
    crash_type: CrashType
    root_cause: RootCause
    pipeline_stage: PipelineStage
    diagnosis: str = Field(
        default="",
        description="what fails, why and where; scored on the cells and names it mentions",
    )

    def label(self, dimension: str) -> str:
        """The label of ``dimension`` (one of ``LABEL_FIELDS``)."""
        value: str = getattr(self, dimension)
        return value


class LocalizePrediction(_Keyed):
    _task = "localize"

    id: Id = Field(description="the item id of the input line")
    cell_ids: list[str] = Field(description="cells the fix must change, best first")


class RepairPrediction(_Keyed):
    _task = "repair"

    id: Id = Field(description="the case id")
    cells: dict[str, str] = Field(
        description="cell id -> new source; an id the notebook lacks is a new code cell, appended"
    )
    execution_order: Annotated[
        list[str] | None, _optional({"type": "array", "items": {"type": "string"}})
    ] = Field(
        default=None,
        description="cell ids to run, in order ('<restart>': a fresh kernel from there on); "
        "default: the order a person re-runs",
    )

    @property
    def digest(self) -> str:
        """A fingerprint of the prediction: a stored result is reused only for the same one."""
        text = json.dumps(self.to_json(), sort_keys=True, ensure_ascii=False)
        return hashlib.sha256(text.encode()).hexdigest()


Input = DetectInput | DiagnoseInput | RepairInput
Prediction = DetectPrediction | DiagnosePrediction | LocalizePrediction | RepairPrediction

INPUT_MODELS: dict[str, type[Input]] = {
    "detect": DetectInput,
    "diagnose": DiagnoseInput,
    "localize": DiagnoseInput,
    "repair": RepairInput,
}
PREDICTION_MODELS: dict[str, type[Prediction]] = {
    "detect": DetectPrediction,
    "diagnose": DiagnosePrediction,
    "localize": LocalizePrediction,
    "repair": RepairPrediction,
}


def schema(task: Task, part: Literal["input", "prediction"]) -> dict[str, Any]:
    """The JSON Schema of one line of ``task``'s inputs or predictions files."""
    models = INPUT_MODELS if part == "input" else PREDICTION_MODELS
    document = _without_null_defaults(models[task].model_json_schema())
    return {
        "$schema": "https://json-schema.org/draft/2020-12/schema",
        "$id": f"junobench/{task}.{part}.schema.json",
        **document,
        "title": f"JunoBench {task} {part} line",
    }


_MUST_BE = {
    "bool_type": "true or false",
    "string_type": "a string",
    "string_too_short": "a non-empty string",
    "int_type": "an integer",
    "list_type": "a list",
    "too_short": "a non-empty list",
    "dict_type": "an object",
    "model_type": "an object",
}


def _without_null_defaults(node: Any) -> Any:
    """The schema without ``"default": null`` (absent fields are allowed, ``null`` is not)."""
    if isinstance(node, dict):
        return {
            key: _without_null_defaults(value)
            for key, value in node.items()
            if not (key == "default" and value is None)
        }
    if isinstance(node, list):
        return [_without_null_defaults(value) for value in node]
    return node


def _where(location: tuple[int | str, ...]) -> str:
    return (
        "".join(f"[{part}]" if isinstance(part, int) else f".{part}" for part in location)[1:]
        or "the line"
    )


def problem_of(error: ValidationError) -> str:
    """One line saying what is wrong with a document, from pydantic's first error."""
    first = error.errors(include_url=False)[0]
    location = tuple(first["loc"])
    where = _where(location)
    kind = first["type"]
    if kind == "missing":
        return f"{where!r} is required"
    if kind == "extra_forbidden":
        return f"unknown field {where!r}"
    if kind == "literal_error":
        value = json.dumps(first["input"], ensure_ascii=False)
        return (
            f"{where} {value} is not a label of the vocabulary (junobench schema TASK lists them)"
        )
    if kind == "value_error":
        return str(first["msg"]).removeprefix("Value error, ")
    if kind == "model_type" and not location:
        return "not a JSON object"
    if kind in _MUST_BE:
        return f"{where!r} must be {_MUST_BE[kind]}"
    return f"{where!r}: {first['msg'][:1].lower()}{first['msg'][1:]}"


assert set(INPUT_MODELS) == set(TASKS) == set(PREDICTION_MODELS)
