"""``junobench add``: a case from a notebook that crashed, made in the tests as Jupyter saves one
(outputs, last execution counts, the error): the order read from the counts (gaps, cells never
run, a cell run twice), the data copied and its paths rewritten, the crash replayed, the case
written with proposals and an empty fix that ``verify`` names; every bad input a one-line error
that leaves nothing behind. Then the author's fix and checks, and ``verify`` passes."""

from __future__ import annotations

import json
import tomllib
from pathlib import Path
from typing import Any

import nbformat
import pytest
from nbformat.v4 import new_code_cell, new_markdown_cell, new_notebook, new_output

from junobench import load_case
from junobench.cli._main import main

pytestmark = pytest.mark.kernel


def crashed_notebook(path: Path, cells: list[tuple[str, str, int | None, str | None]]) -> Path:
    """A notebook as Jupyter saves it: (id, source, last count, the error it raised: 'Name:
    value')."""
    made = [new_markdown_cell("# Sales", id="m0")]
    for cell_id, source, count, error in cells:
        outputs = []
        if error is not None:
            ename, evalue = error.split(": ", 1)
            outputs = [new_output("error", ename=ename, evalue=evalue, traceback=[error])]
        made.append(new_code_cell(source, id=cell_id, execution_count=count, outputs=outputs))
    path.parent.mkdir(parents=True, exist_ok=True)
    nbformat.write(new_notebook(cells=made), path)
    return path


LOAD = "import pandas as pd\ndf = pd.read_csv('/kaggle/input/shop-sales/sales.csv')"


@pytest.fixture
def data(tmp_path: Path) -> Path:
    folder = tmp_path / "downloads"
    folder.mkdir()
    (folder / "sales.csv").write_text("price,qty\n4,1\n6,2\n")
    return folder


def add(root: Path, *argv: str) -> tuple[int, dict[str, Any] | None, str]:
    from contextlib import redirect_stderr, redirect_stdout
    from io import StringIO

    out, err = StringIO(), StringIO()
    with redirect_stdout(out), redirect_stderr(err):
        status = main(["--root", str(root), "add", *argv, "--json"])
    document = json.loads(out.getvalue()) if status == 0 else None
    return status, document, err.getvalue().strip()


def test_a_library_crash_becomes_a_case_and_verify_names_what_is_missing(
    tmp_path: Path, data: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    notebook = crashed_notebook(
        tmp_path / "shop.ipynb",
        [
            ("a1", LOAD, 1, None),
            ("b2", "df.head()", None, None),  # never run
            ("c3", "total = df['price_usd'].sum()", 4, "KeyError: 'price_usd'"),  # runs 2-3 unseen
            ("d4", "print(total)", None, None),
        ],
    )
    root = tmp_path / "bench"
    status, result, _ = add(root, str(notebook), "--data", str(data))
    assert status == 0 and result is not None
    assert result["id"] == "pandas_1"
    assert result["execution_order"] == ["a1", "c3"]
    assert result["copied"] == ["sales.csv"] and result["missing"] == []
    assert any("runs 2-3 are not in the notebook" in note for note in result["notes"])
    assert any("never run" in note and "b2, d4" in note for note in result["notes"])
    folder = root / "pandas_1"
    assert sorted(p.name for p in folder.iterdir()) == [
        "case.toml",
        "data",
        "pandas_1_reproduced.ipynb",
    ]
    reproduced = nbformat.read(folder / "pandas_1_reproduced.ipynb", as_version=4)
    assert "pd.read_csv('data/sales.csv')" in reproduced.cells[1].source
    assert reproduced.metadata["junobench"]["execution_order"] == ["a1", "c3"]
    assert [c.get("execution_count") for c in reproduced.cells[1:]] == [1, None, 2, None]
    toml = tomllib.loads((folder / "case.toml").read_text())
    assert toml["crash"] == {"cell_id": "c3", "ename": "KeyError", "evalue": "'price_usd'"}
    assert toml["library_cause"] == "pandas" and toml["diagnosis"].startswith("PROPOSAL: ")
    assert "PROPOSALS" in (folder / "case.toml").read_text()

    capsys.readouterr()
    assert main(["--root", str(root), "verify", "pandas_1"]) == 2
    error = capsys.readouterr().err.strip()
    assert error.endswith(
        "incomplete case: still missing the fixed notebook pandas_1_fixed.ipynb; the cells the "
        "fix changes (fix.cell_ids); the fix's summary (fix.summary); 2 to 5 checks of the "
        "notebook's intent (oracle.checks)"
    )

    # The author writes the fix and the checks; record saves the fixed run; verify passes.
    fixed = nbformat.read(folder / "pandas_1_reproduced.ipynb", as_version=4)
    fixed.cells[3].source = "total = df['price'].sum()"
    fixed.metadata["junobench"]["execution_order"] = ["a1", "c3", "d4"]
    nbformat.write(fixed, folder / "pandas_1_fixed.ipynb")
    text = (folder / "case.toml").read_text()
    text = text.replace("cell_ids = []", 'cell_ids = ["c3"]')
    text = text.replace('summary = ""', 'summary = "Read the price column by its name."')
    text = text.replace("checks = []", 'checks = ["assert total == 10", "assert len(df) == 2"]')
    (folder / "case.toml").write_text(text)
    assert main(["--root", str(root), "record", "pandas_1"]) == 0
    assert main(["--root", str(root), "verify", "pandas_1"]) == 0
    assert load_case(folder).crash.cell_id == "c3"


def test_a_cell_run_twice_is_found_in_a_gap_of_the_counts(tmp_path: Path, data: Path) -> None:
    notebook = crashed_notebook(
        tmp_path / "twice.ipynb",
        [
            ("a1", LOAD, 1, None),
            ("b2", "df = df.drop(columns=['qty'])", 3, "KeyError: \"['qty'] not found in axis\""),
        ],
    )
    status, result, _ = add(tmp_path / "bench", str(notebook), "--data", str(data))
    assert status == 0 and result is not None
    assert result["execution_order"] == ["a1", "b2", "b2"]
    assert any("assumed cell b2 also ran at count 2" in note for note in result["notes"])


@pytest.mark.parametrize(
    ("kind", "expected"),
    [
        ("not json", "not a notebook"),
        ("no error", "no error output: the notebook was saved without a crash"),
        ("no crash", "the notebook ran without an error (KeyError in cell c3 was saved)"),
        ("no data", "raised FileNotFoundError"),
        ("taken", "--id pandas_7: taken"),
    ],
)
def test_each_bad_input_is_one_line_and_leaves_nothing(
    tmp_path: Path, data: Path, kind: str, expected: str
) -> None:
    root = tmp_path / "bench"
    (root / "pandas_7").mkdir(parents=True)
    cells: list[tuple[str, str, int | None, str | None]] = [
        ("a1", LOAD, 1, None),
        ("c3", "total = df['price_usd'].sum()", 2, "KeyError: 'price_usd'"),
    ]
    argv = ["--data", str(data)]
    if kind == "not json":
        path = tmp_path / "broken.ipynb"
        path.write_text("{ not json")
    elif kind == "no error":
        path = crashed_notebook(tmp_path / "fine.ipynb", [("a1", LOAD, 1, None)])
    elif kind == "no crash":
        cells[1] = ("c3", "total = df['price'].sum()", 2, "KeyError: 'price_usd'")
        path = crashed_notebook(tmp_path / "fixed.ipynb", cells)
    elif kind == "no data":
        path = crashed_notebook(tmp_path / "shop.ipynb", cells)
        argv = []
    else:
        path = crashed_notebook(tmp_path / "shop.ipynb", cells)
        argv += ["--id", "pandas_7"]
    before = sorted(p.name for p in root.iterdir())
    status, _, error = add(root, str(path), *argv)
    assert status == 2
    assert expected in error and "\n" not in error, error
    assert sorted(p.name for p in root.iterdir()) == before  # nothing half-written
