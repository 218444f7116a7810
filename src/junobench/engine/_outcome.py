"""What running a notebook produced: typed values, turned into JSON only at the edges."""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any, Literal

from .._text import strip_ansi

__all__ = ["CellResult", "CheckResult", "Crash", "RunOutcome", "Status", "output_text"]

Status = Literal["ok", "crash", "timeout", "kernel_died"]


@dataclass(frozen=True)
class Crash:
    """Where and how a run stopped early.

    For ``crash`` the exception as Jupyter reports it; for ``timeout`` and ``kernel_died`` the cell
    that was running, with ``ename``/``evalue`` saying what happened (a signal, an exit code, a
    limit) when that is known.
    """

    cell_id: str
    cell_index: int
    ename: str | None
    evalue: str | None
    line: int | None = None  # 1-based line in the cell where the exception left the cell's code
    traceback: tuple[str, ...] = ()

    def to_json(self) -> dict[str, Any]:
        return {
            "cell_id": self.cell_id,
            "cell_index": self.cell_index,
            "ename": self.ename,
            "evalue": self.evalue,
            "line": self.line,
            "traceback": list(self.traceback),
        }

    @classmethod
    def from_json(cls, document: dict[str, Any]) -> Crash:
        return cls(
            document["cell_id"],
            document["cell_index"],
            document["ename"],
            document["evalue"],
            document.get("line"),
            tuple(document.get("traceback", ())),
        )


def output_text(output: dict[str, Any]) -> tuple[str, str]:
    """(output_type, text) of one nbformat output, as a person reading the notebook sees it:
    stream text, a result's ``text/plain`` repr, ``ename: evalue`` of an error, and a note
    such as ``[image/png]`` for an image (or for any output without text)."""
    kind = str(output.get("output_type", ""))
    if kind == "stream":
        text = output.get("text", "")
        return kind, strip_ansi("".join(text) if isinstance(text, list) else str(text))
    if kind == "error":
        return kind, f"{output.get('ename', '')}: {strip_ansi(str(output.get('evalue', '')))}"
    data = output.get("data", {})
    parts = []
    if "text/plain" in data:
        plain = data["text/plain"]
        parts.append("".join(plain) if isinstance(plain, list) else str(plain))
    parts += [
        f"[{mime}]"
        for mime in sorted(data)
        if mime.startswith("image/") or "text/plain" not in data
    ]
    return kind, " ".join(parts)


@dataclass(frozen=True)
class CellResult:
    """One execution of one cell (a cell run twice has two results)."""

    cell_id: str
    cell_index: int
    status: Status
    seconds: float
    execution_count: int | None = None
    # nbformat output dicts, as a saved notebook holds them (``record``, ``run --save-executed``).
    outputs: tuple[dict[str, Any], ...] = field(default=(), compare=False, repr=False)

    def to_json(self, *, outputs: bool = False) -> dict[str, Any]:
        """With ``outputs``, the cell's outputs as text too (``output_text``)."""
        document: dict[str, Any] = {
            "cell_id": self.cell_id,
            "cell_index": self.cell_index,
            "status": self.status,
            "seconds": round(self.seconds, 3),
        }
        if outputs:
            texts = [output_text(output) for output in self.outputs]
            document["outputs"] = [{"output_type": kind, "text": text} for kind, text in texts]
        return document

    @classmethod
    def from_json(cls, document: dict[str, Any]) -> CellResult:
        return cls(
            document["cell_id"], document["cell_index"], document["status"], document["seconds"]
        )


@dataclass(frozen=True)
class CheckResult:
    """One oracle statement run in the kernel after the notebook's last cell (or right after the
    last run of the cell a case ties it to: ``[oracle.after]``)."""

    source: str
    passed: bool
    ename: str | None = None
    evalue: str | None = None

    def to_json(self) -> dict[str, Any]:
        return {
            "check": self.source,
            "passed": self.passed,
            "ename": self.ename,
            "evalue": self.evalue,
        }

    @classmethod
    def from_json(cls, document: dict[str, Any]) -> CheckResult:
        return cls(
            document["check"], document["passed"], document.get("ename"), document.get("evalue")
        )


@dataclass(frozen=True)
class RunOutcome:
    """The outcome of replaying one notebook order in one fresh kernel."""

    status: Status
    seconds: float
    cells: tuple[CellResult, ...] = ()
    crash: Crash | None = None
    checks: tuple[CheckResult, ...] = ()
    # The tail of what the kernel process wrote to its own stderr (native library errors land here).
    kernel_stderr: str = field(default="", compare=False, repr=False)

    def __post_init__(self) -> None:
        if (self.status == "ok") != (self.crash is None):
            raise ValueError(
                f"a {self.status!r} outcome {'needs' if self.crash is None else 'has no'} crash"
            )

    @property
    def checks_passed(self) -> bool:
        """True when the run finished and every check ran and passed."""
        return self.status == "ok" and all(check.passed for check in self.checks)

    def to_json(self, *, outputs: bool = False) -> dict[str, Any]:
        """As ``run --json`` prints it; with ``outputs``, each cell's outputs as text too."""
        document: dict[str, Any] = {"status": self.status, "seconds": round(self.seconds, 3)}
        if self.crash is not None:
            document["crash"] = self.crash.to_json()
        document["cells"] = [cell.to_json(outputs=outputs) for cell in self.cells]
        if self.checks:
            document["checks"] = [check.to_json() for check in self.checks]
        return document

    @classmethod
    def from_json(cls, document: dict[str, Any]) -> RunOutcome:
        """The outcome as ``to_json`` wrote it (outputs and the kernel's stderr are not kept)."""
        crash = document.get("crash")
        return cls(
            document["status"],
            document["seconds"],
            tuple(CellResult.from_json(cell) for cell in document.get("cells", ())),
            Crash.from_json(crash) if crash is not None else None,
            tuple(CheckResult.from_json(check) for check in document.get("checks", ())),
        )
