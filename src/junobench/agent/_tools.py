"""The tools an agent works a case with: their names, what they do, and their arguments as
JSON Schema (docs/tasks/agent.md). The episode (``_episode.py``) carries them out; every face (the
Python API, the MCP server, the LLM loop) offers these, by these names."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from pydantic import BaseModel, ConfigDict, Field, ValidationError

from .._exceptions import UsageError

__all__ = ["IDLE_TURNS", "INSTRUCTIONS", "NUDGE", "START", "TOOLS", "ToolSpec", "parse_arguments"]

# What an agent is told the task is (the MCP server's instructions, the LLM agent's system prompt).
INSTRUCTIONS = """\
A Jupyter notebook of machine-learning code crashed. Its kernel stands where the person left it:
every cell they ran has run, in their order, and the last one raised the error. Find out why, fix
the notebook, and submit it. A fresh kernel then runs the submitted notebook (the cells run
before the crash, then the crashing cell and every cell below it, unless you give an order) and
the case's checks judge whether it now does what its author meant: a fix that only hides the
error (deleting the failing code, catching the exception, changing the data or the model's
intent) does not pass. You have a budget of tool calls and time; submit once."""

# What a model agent is told first, what it is told when it answers in words, and how many such
# answers in a row end its episode (the llm agent and the inspect_ai task's model loop).
START = "The notebook has just crashed. Start with read_error."
NUDGE = "Call a tool: work the notebook with the tools, and call submit when it is fixed."
IDLE_TURNS = 3


class _Arguments(BaseModel):
    model_config = ConfigDict(extra="forbid", frozen=True)


class NoArguments(_Arguments):
    pass


class ReadNotebook(_Arguments):
    cell_id: str | None = Field(
        default=None, description="one cell, with its outputs in full; default: every cell"
    )


class Evaluate(_Arguments):
    code: str = Field(
        description="Python to run in a scratch copy of the kernel (its last expression's value "
        "is shown); the notebook's own kernel is not changed"
    )


class InspectVariable(_Arguments):
    name: str = Field(description="a name, or an expression such as df['price'] or model.coef_")


class EditCell(_Arguments):
    cell_id: str = Field(description="the id of the code cell to change")
    source: str = Field(description="the cell's whole new source")


class InsertCell(_Arguments):
    source: str = Field(description="the new code cell's source")
    after: str | None = Field(
        default=None, description="the id of the cell to insert after; default: at the top"
    )


class DeleteCell(_Arguments):
    cell_id: str = Field(description="the id of the cell to delete")


class RunCells(_Arguments):
    cell_ids: list[str] = Field(
        min_length=1,
        description="code cells to run in the notebook's kernel, in this order; stops at the "
        "first that raises",
    )


class RestartKernel(_Arguments):
    run: list[str] = Field(
        default_factory=list,
        description="cells to run in the fresh kernel, in order (the working folder is first "
        "put back as the case's copy started)",
    )


class Submit(_Arguments):
    execution_order: list[str] | None = Field(
        default=None,
        description="cells a fresh kernel runs to judge the notebook ('<restart>': a fresh "
        "kernel from there on, files kept); default: the recorded order through the crashing "
        "cell, then every code cell below it, top to bottom",
    )


@dataclass(frozen=True)
class ToolSpec:
    """A tool: its name, what it does (the agent reads this), and its arguments' model."""

    name: str
    description: str
    arguments: type[_Arguments]

    def schema(self) -> dict[str, Any]:
        """The arguments as a JSON Schema object (no titles: models read them as noise)."""
        schema = self.arguments.model_json_schema()
        schema.pop("title", None)
        for field in schema.get("properties", {}).values():
            field.pop("title", None)
        schema.setdefault("properties", {})
        return schema


TOOLS: dict[str, ToolSpec] = {
    spec.name: spec
    for spec in (
        ToolSpec(
            "read_notebook",
            "The notebook: every cell with its id, kind, execution count, source and a short "
            "view of its outputs; or one cell with its outputs in full.",
            ReadNotebook,
        ),
        ToolSpec(
            "read_error",
            "The last error the notebook's kernel raised: the cell, the exception and its "
            "traceback. At the start, the crash the case is about.",
            NoArguments,
        ),
        ToolSpec(
            "evaluate",
            "Run Python in a scratch copy of the notebook's kernel, with every variable as it is "
            "now: its output, value or error. Nothing it does reaches the notebook's kernel.",
            Evaluate,
        ),
        ToolSpec(
            "inspect_variable",
            "A structured look at a value in the kernel: its type, shape, dtype, length, a "
            "frame's columns and dtypes, and a short repr.",
            InspectVariable,
        ),
        ToolSpec("edit_cell", "Replace a code cell's source.", EditCell),
        ToolSpec(
            "insert_cell",
            "Insert a new code cell after a cell (or at the top); returns its id.",
            InsertCell,
        ),
        ToolSpec("delete_cell", "Delete a cell.", DeleteCell),
        ToolSpec(
            "run_cells",
            "Run cells in the notebook's kernel, as a person does, one after another: each "
            "one's outputs, error and time. Stops at the first error.",
            RunCells,
        ),
        ToolSpec(
            "restart_kernel",
            "Start the notebook's kernel afresh (every variable gone, the working folder as at "
            "the start), then run the cells given, in order.",
            RestartKernel,
        ),
        ToolSpec(
            "submit",
            "Hand in the notebook as it now is: a fresh kernel runs it in the order given (or "
            "the default) and the case's checks judge it. Ends the episode.",
            Submit,
        ),
    )
}


def parse_arguments(tool: str, arguments: Any) -> _Arguments:
    """``arguments`` checked against ``tool``'s schema; a ``UsageError`` with one line saying
    what is wrong (an unknown tool, a missing or extra field, a wrong type)."""
    spec = TOOLS.get(tool)
    if spec is None:
        raise UsageError(f"no tool {tool!r}; the tools are {', '.join(TOOLS)}")
    if arguments is None:
        arguments = {}
    if not isinstance(arguments, dict):
        raise UsageError(f"{tool}: the arguments must be a JSON object")
    try:
        return spec.arguments.model_validate(arguments)
    except ValidationError as error:
        first = error.errors()[0]
        where = ".".join(str(part) for part in first["loc"]) or "arguments"
        message = "unknown argument" if first["type"] == "extra_forbidden" else first["msg"]
        raise UsageError(f"{tool}: {where}: {message}") from None
