"""`stats` figures and the description sheet."""

from __future__ import annotations

import csv
import json
from collections.abc import Callable
from pathlib import Path

import pytest
from conftest import CASE_TOML

from junobench import load_case
from junobench.cli._main import main
from junobench.reports._stats import code_lines, imported_modules, notebook_size


def test_code_lines_and_imports() -> None:
    assert code_lines("import os\n\n# comment\n  x = 1  # trailing\n") == 2
    sources = [
        "import numpy as np, os.path\nfrom sklearn.linear_model import Ridge",
        "%matplotlib inline\nfrom . import x",
    ]
    assert imported_modules(sources) == {"numpy", "os", "sklearn"}


def test_notebook_size_of_fixture(make_case: Callable[..., Path]) -> None:
    size = notebook_size(load_case(make_case()))
    assert (size.cells_before_crash, size.code_lines, size.imports, size.out_of_order) == (
        1,
        3,
        1,
        False,
    )


def test_stats_command_json_and_plots(
    make_case: Callable[..., Path], tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    root = make_case().parent
    assert main(["--root", str(root), "stats", "--json", "--plots", str(tmp_path / "plots")]) == 0
    document = json.loads(capsys.readouterr().out)
    assert document["labels"]["crash_type"] == {"key error": 1}
    assert document["library_by_root_cause"] == {"pandas": {"data confusion": 1}}
    assert document["sizes"]["cells_before_crash"]["median"] == 1
    assert (tmp_path / "plots" / "labels_root_cause.png").is_file()
    assert (tmp_path / "plots" / "notebook_sizes.png").is_file()


@pytest.mark.parametrize("suffix", [".csv", ".xlsx"])
def test_export_desc_sheet(make_case: Callable[..., Path], tmp_path: Path, suffix: str) -> None:
    root = make_case().parent
    out = tmp_path / f"desc{suffix}"
    assert main(["--root", str(root), "export", "desc", "--out", str(out)]) == 0
    if suffix == ".csv":
        (row,) = csv.DictReader(out.open())
        assert row["nb_name"] == "pandas_1"
        assert row["label_refined_exp_type"] == "key error"
        assert row["label_ML_pipeline"] == "data preparation"
        assert row["ename"] == "KeyError"
    else:
        from openpyxl import load_workbook

        sheet = load_workbook(out).active
        header = [cell.value for cell in sheet[1]]
        assert header[:5] == ["nb_name", "title", "ename", "evalue", "traceback"]


def test_export_desc_needs_csv_or_xlsx(
    make_case: Callable[..., Path], tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    root = make_case().parent
    assert main(["--root", str(root), "export", "desc", "--out", str(tmp_path / "d.txt")]) == 2
    assert "written as .csv or .xlsx" in capsys.readouterr().err


def test_stats_lists_the_mechanism_tags_that_repeat(
    make_case: Callable[..., Path], capsys: pytest.CaptureFixture[str]
) -> None:
    tagged = 'mechanism = "column-renamed-in-source-file"\ndiagnosis = """Cell'
    for case_id in ("pandas_1", "pandas_2"):
        folder = make_case(case_id, toml=CASE_TOML.replace('diagnosis = """Cell', tagged, 1))
    make_case("pandas_3")
    assert load_case(folder).mechanism == "column-renamed-in-source-file"
    assert main(["--root", str(folder.parent), "stats", "--json"]) == 0
    mechanisms = json.loads(capsys.readouterr().out)["mechanisms"]
    assert mechanisms == {
        "tagged": 2,
        "tags": 1,
        "repeated": {"column-renamed-in-source-file": ["pandas_1", "pandas_2"]},
    }
