"""The benchmark description sheet, with the published JunoBench sheet's columns."""

from __future__ import annotations

import csv
from collections.abc import Sequence
from pathlib import Path

from .._exceptions import UsageError
from ..cases import Case
from ..tasks import recorded_error

__all__ = ["SHEET_COLUMNS", "sheet_rows", "write_sheet"]

SHEET_COLUMNS = (
    "nb_name",
    "title",
    "ename",
    "evalue",
    "traceback",
    "label_library_cause",
    "label_root_cause",
    "label_refined_exp_type",
    "label_ML_pipeline",
    "diagnosis",
    "crash_cell_id",
    "fix_cell_ids",
    "fix_summary",
    "data_source",
    "data_license",
)


def sheet_rows(cases: Sequence[Case]) -> list[dict[str, str]]:
    rows = []
    for case in cases:
        error = recorded_error(case, case.reproduced())
        rows.append(
            {
                "nb_name": case.id,
                "title": case.title,
                "ename": error.ename,
                "evalue": error.evalue,
                "traceback": "\n".join(error.traceback),
                "label_library_cause": case.library_cause,
                "label_root_cause": case.root_cause,
                "label_refined_exp_type": case.crash_type,
                "label_ML_pipeline": case.pipeline_stage,
                "diagnosis": case.diagnosis,
                "crash_cell_id": case.crash.cell_id,
                "fix_cell_ids": ", ".join(case.fix.cell_ids),
                "fix_summary": case.fix.summary,
                "data_source": case.data.source,
                "data_license": case.data.license,
            }
        )
    return rows


def write_sheet(cases: Sequence[Case], path: Path) -> None:
    """Write the sheet as ``.csv`` or ``.xlsx``, by the file's suffix."""
    if path.suffix not in (".csv", ".xlsx"):
        raise UsageError(f"{path}: the description sheet is written as .csv or .xlsx")
    rows = sheet_rows(cases)
    path.parent.mkdir(parents=True, exist_ok=True)
    if path.suffix == ".csv":
        with path.open("w", newline="", encoding="utf-8") as handle:
            writer = csv.DictWriter(handle, fieldnames=SHEET_COLUMNS)
            writer.writeheader()
            writer.writerows(rows)
    else:
        from openpyxl import Workbook

        book = Workbook()
        sheet = book.active
        sheet.title = "JunoBench"
        sheet.append(list(SHEET_COLUMNS))
        for row in rows:
            sheet.append([row[column] for column in SHEET_COLUMNS])
        book.save(path)
