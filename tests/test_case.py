"""Loading and validating case.toml (no kernel)."""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path

import nbformat
import pytest
from conftest import CASE_TOML, with_after

from junobench import Benchmark, CaseError, UnknownCaseError, load_case
from junobench.cases import CellChecks
from junobench.engine._workspace import scratch_copy


def test_valid_case_loads_typed(make_case: Callable[..., Path]) -> None:
    case = load_case(make_case())
    assert case.id == "pandas_1"
    assert case.library_cause == "pandas"
    assert case.crash.cell_id == "c2"
    assert case.crash.matches("KeyError", "'price_usd'")
    assert not case.crash.matches("KeyError", "'price'")
    assert case.fix.cell_ids == ("c2",)
    assert case.checks == ("assert total == 10", "assert df.shape == (2, 2)")
    document = case.to_json()
    assert set(document) == {
        "id", "title", "library_cause", "crash_type", "root_cause", "pipeline_stage", "diagnosis",
        "crash", "fix", "oracle", "data", "path",
    }  # fmt: skip


@pytest.mark.parametrize(
    ("old", "new", "message"),
    [
        (
            'crash_type = "key error"',
            'crash_type = "keyerror"',
            "field crash_type: 'keyerror' is not one of",
        ),
        (
            'root_cause = "data confusion"',
            'root_cause = "bad data"',
            "field root_cause: 'bad data' is not one of",
        ),
        (
            'library_cause = "pandas"',
            'library_cause = "numpy"',
            "field library_cause: 'numpy' does not fit the id prefix",
        ),
        ('pipeline_stage = "data preparation"', "", "field pipeline_stage: missing"),
        (
            "evalue = \"'price_usd'\"",
            'evalue = "(unclosed"',
            "field crash.evalue: not a valid regex",
        ),
        (
            'cell_id = "c2"',
            'cell_id = "zz"',
            "field crash.cell_id: 'zz' is not the last cell of the reproduced order",
        ),
        (
            'cell_ids = ["c2"]',
            'cell_ids = ["c9"]',
            "field fix.cell_ids: the reproduced version has no cell 'c9'",
        ),
        (
            'cell_ids = ["c2"]',
            "cell_ids = []",
            "field fix.cell_ids: must be a non-empty list of strings",
        ),
        ('license = "CC0-1.0"', 'license = "CC0-1.0"\nurl = "x"', "field data.url: unknown field"),
        ('title = "', 'titel = "', "field titel: unknown field"),
        ("[data]", "[data", "not valid TOML"),
        ("[crash]", "[crash_]", "field crash_: unknown field"),
        ('[data]\nsource = "synthetic"\nlicense = "CC0-1.0"\n', "", "field data: missing table"),
        ("[data]", "[[data]]", "field data: must be a table"),
        ('diagnosis = """Cell', 'diagnosis = 7\nnote = """Cell', "field note: unknown field"),
        (
            '"Total of a price column that the file names differently"',
            '"  "',
            "field title: must be a non-empty string",
        ),
        ("evalue = \"'price_usd'\"", "evalue = 3", "field crash.evalue: must be a string"),
        (
            'cell_ids = ["c2"]',
            'cell_ids = ["c2"]\nvalid_cell_ids = []',
            "field fix.valid_cell_ids: must be a non-empty list",
        ),
        (
            'diagnosis = """Cell',
            'mechanism = "Renamed Column"\ndiagnosis = """Cell',
            "field mechanism: must be a short kebab-case tag",
        ),
        (
            'diagnosis = """Cell',
            'mechanism = "typo"\ndiagnosis = """Cell',
            "field mechanism: must be a short kebab-case tag",
        ),
    ],
)
def test_invalid_field_names_file_and_field(
    make_case: Callable[..., Path], old: str, new: str, message: str
) -> None:
    assert old in CASE_TOML
    folder = make_case(toml=CASE_TOML.replace(old, new, 1))
    with pytest.raises(CaseError, match=message.replace("(", r"\(").replace("[", r"\[")) as raised:
        load_case(folder)
    assert str(raised.value).startswith(str(folder / "case.toml"))


@pytest.mark.parametrize(
    "checks", [["assert True"], [f"assert {n}" for n in range(6)], ["assert (1"]]
)
def test_oracle_needs_two_to_five_valid_checks(
    make_case: Callable[..., Path], checks: list[str]
) -> None:
    with pytest.raises(CaseError, match=r"field oracle(\.checks)?: "):
        load_case(make_case(checks=checks))


def test_checks_after_a_cell_load_typed_and_count_with_the_end_checks(
    make_case: Callable[..., Path],
) -> None:
    folder = make_case(checks=["assert total == 10"], toml=with_after(["assert len(df) == 2"]))
    case = load_case(folder)
    assert case.checks == ("assert total == 10",)
    assert case.checks_after == CellChecks("c2", ("assert len(df) == 2",))
    assert case.to_json()["oracle"]["after"] == {"cell_id": "c2", "checks": ["assert len(df) == 2"]}
    too_many = make_case("pandas_2", toml=with_after([f"assert {n}" for n in range(4)]))
    with pytest.raises(CaseError, match=r"field oracle: has 6 checks; a case needs 2 to 5"):
        load_case(too_many)


def test_checks_after_a_cell_the_notebook_lacks_are_refused(
    make_case: Callable[..., Path],
) -> None:
    folder = make_case(toml=with_after(["assert True"], cell="c9"))
    with pytest.raises(CaseError, match=r"field oracle\.after\.cell_id: .* no cell 'c9'"):
        load_case(folder)


def test_id_must_match_folder(make_case: Callable[..., Path]) -> None:
    folder = make_case(toml=CASE_TOML.replace('id = "{case_id}"', 'id = "pandas_2"'))
    with pytest.raises(
        CaseError, match="field id: 'pandas_2' differs from the folder name 'pandas_1'"
    ):
        load_case(folder)


def test_unrecorded_notebook_is_reported(make_case: Callable[..., Path]) -> None:
    folder = make_case()
    path = folder / "pandas_1_fixed.ipynb"
    node = nbformat.read(path, as_version=4)
    node.cells[1].execution_count = None
    nbformat.write(node, path)
    with pytest.raises(
        CaseError, match=r"cell 'c1' has execution_count None, its recorded run gives 1"
    ):
        load_case(folder)
    assert load_case(folder, require_recorded=False).id == "pandas_1"


def test_missing_notebook(make_case: Callable[..., Path]) -> None:
    folder = make_case()
    (folder / "pandas_1_fixed.ipynb").unlink()
    with pytest.raises(CaseError, match=r"pandas_1_fixed\.ipynb: missing notebook"):
        load_case(folder)


def test_benchmark_lists_in_natural_order_and_rejects_unknown(
    make_case: Callable[..., Path],
) -> None:
    for case_id in ("pandas_10", "pandas_2", "NBspecific_1"):
        make_case(case_id)
    root = make_case("pandas_1").parent
    benchmark = Benchmark(root)
    assert benchmark.case_ids() == ["NBspecific_1", "pandas_1", "pandas_2", "pandas_10"]
    with pytest.raises(UnknownCaseError, match="no case named 'pandas_99'"):
        benchmark.case("pandas_99")
    with pytest.raises(UnknownCaseError):
        benchmark.case("../pandas_1")


def test_the_scratch_copy_follows_symbolic_links(tmp_path: Path) -> None:
    outside = tmp_path / "outside"
    outside.mkdir()
    (outside / "train.csv").write_text("a\n1\n")
    folder = tmp_path / "nb"
    folder.mkdir()
    (folder / "data").symlink_to(outside, target_is_directory=True)
    (folder / "dangling").symlink_to(tmp_path / "nowhere")
    with scratch_copy(folder) as work:
        assert not (work / "data").is_symlink()
        (work / "data" / "train.csv").write_text("overwritten")
        assert not (work / "dangling").exists()
    assert (outside / "train.csv").read_text() == "a\n1\n"
