"""A researcher's workflow: choosing cases, per-case results, comparing tools, scoring the
diagnosis text, inputs that move with their folder, tables that fit the terminal."""

from __future__ import annotations

import csv
import json
from collections.abc import Callable
from pathlib import Path

import pytest
from rich.console import Console

from junobench import Benchmark, default_root
from junobench.baselines._baselines import baseline_predictions
from junobench.cases._case import Case
from junobench.cli._main import main
from junobench.cli._render import render_cases
from junobench.formats import DiagnosePrediction, write_jsonl
from junobench.formats._items import item_id
from junobench.tasks._diagnosis import diagnosis_terms, mentioned
from junobench.tasks._evaluate import evaluate
from junobench.tasks._scoring import score_diagnosis_text

ROOT = str(default_root())


def run(capsys: pytest.CaptureFixture[str], *argv: str) -> tuple[int, str, str]:
    status = main(list(argv))
    captured = capsys.readouterr()
    return status, captured.out, captured.err


def test_cases_pick_what_export_and_baseline_write(capsys: pytest.CaptureFixture[str]) -> None:
    status, out, _ = run(
        capsys, "--root", ROOT, "export", "localize", "--cases", "pandas_*,numpy_2"
    )
    ids = {json.loads(line)["id"] for line in out.splitlines()}
    pandas = [c for c in Benchmark(default_root()).case_ids() if c.startswith("pandas_")]
    assert status == 0
    assert ids == {item_id("localize", c) for c in [*pandas, "numpy_2"]}
    status, out, _ = run(capsys, "--root", ROOT, "baseline", "gold", "detect", "--cases", "numpy_2")
    assert status == 0
    assert {json.loads(line)["id"] for line in out.splitlines()} == {
        item_id("detect", "numpy_2", "reproduced"),
        item_id("detect", "numpy_2", "fixed"),
    }
    status, _, err = run(capsys, "--root", ROOT, "export", "detect", "--cases", "pandas_999")
    assert status == 2 and "no case named 'pandas_999'" in err and err.count("\n") == 1


def test_evaluate_cases_scores_only_those_and_lists_results(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    gold = tmp_path / "gold.jsonl"
    assert run(capsys, "--root", ROOT, "baseline", "gold", "localize", "--out", str(gold))[0] == 0
    status, out, _ = run(
        capsys, "--root", ROOT, "evaluate", "localize", str(gold), "--cases", "numpy_*", "--json"
    )
    document = json.loads(out)
    numpy = [c for c in Benchmark(default_root()).case_ids() if c.startswith("numpy_")]
    assert status == 0
    assert document["cases"] == len(numpy) and document["missing"] == []
    assert document["top1"] == 1.0
    assert [row["case"] for row in document["results"]] == numpy
    assert all(row["first_hit_rank"] == 1 and row["top1"] for row in document["results"])


def test_every_task_writes_per_case_results_and_a_csv(
    make_case: Callable[..., Path], tmp_path: Path
) -> None:
    benchmark = Benchmark(make_case().parent)
    make_case("pandas_2")
    for task, columns in (
        ("detect", {"version", "crash", "predicted", "correct"}),
        ("diagnose", {"crash_type_predicted", "root_cause_correct", "cells_mentioned"}),
        ("localize", {"fix_cells", "first_hit_rank", "top3"}),
    ):
        path = tmp_path / f"{task}.jsonl"
        predictions = baseline_predictions("majority", task, benchmark.cases())  # type: ignore[arg-type]
        write_jsonl([p.to_json() for p in predictions[:1]], path)  # one line: the rest missing
        evaluation = evaluate(benchmark, task, path)  # type: ignore[arg-type]
        rows = [result.to_json() for result in evaluation.results]
        assert len(rows) == (4 if task == "detect" else 2)
        assert columns <= set(rows[0]) and {"id", "case", "library_cause"} <= set(rows[0])
        answered = [row for row in rows if row["id"] not in evaluation.missing]
        assert len(answered) == 1
        from junobench.reports._reports import write_evaluation_report

        write_evaluation_report(evaluation, tmp_path / task)
        with (tmp_path / task / "results.csv").open() as handle:
            table = list(csv.DictReader(handle))
        assert [row["id"] for row in table] == [row["id"] for row in rows]
        assert "## Per case" in (tmp_path / task / "report.md").read_text()


def test_compare_puts_tools_side_by_side(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    files = []
    for name in ("gold", "majority"):
        files.append(tmp_path / f"{name}.jsonl")
        assert (
            run(capsys, "--root", ROOT, "baseline", name, "localize", "--out", str(files[-1]))[0]
            == 0
        )
    status, out, _ = run(capsys, "--root", ROOT, "compare", "localize", *map(str, files), "--json")
    document = json.loads(out)
    assert status == 0 and [tool["name"] for tool in document["tools"]] == ["gold", "majority"]
    assert document["tools"][0]["scores"]["top1"] == 1.0
    assert document["tools"][1]["scores"]["top1"] < 1.0
    status, out, _ = run(capsys, "--root", ROOT, "compare", "localize", *map(str, files))
    assert status == 0 and "gold" in out and "majority" in out and "top3" in out
    bad = tmp_path / "bad.jsonl"
    bad.write_text('{"id": "nope", "cell_ids": []}\n')
    status, out, err = run(capsys, "--root", ROOT, "compare", "localize", str(files[0]), str(bad))
    assert status == 2 and out == "" and err.startswith(f"junobench compare: error: {bad}:1: ")


def _case(diagnosis: str, make_case: Callable[..., Path]) -> Case:
    return Benchmark(make_case(diagnosis=diagnosis).parent).case("pandas_1")


def test_diagnosis_terms_and_mentions(make_case: Callable[..., Path]) -> None:
    case = Benchmark(make_case().parent).case("pandas_1")
    assert diagnosis_terms(case).cells == ("c2",)
    assert mentioned("the cell C2 fails", "c2", cell=True)
    assert not mentioned("cell c21 fails", "c2", cell=True)
    assert mentioned("uses `df.price_usd`", "price_usd")
    assert not mentioned("uses price_usd_2", "price_usd")


def test_the_diagnosis_text_is_scored_on_what_it_mentions() -> None:
    bench = Benchmark(default_root())
    case = bench.case("pandas_4")
    terms = diagnosis_terms(case)
    assert terms.cells == ("4e7d12ac",)
    assert {"TotalCharges", "to_numeric", "isnull"} <= set(terms.names) and "pd" not in terms.names

    def score(text: str) -> tuple[float, float]:
        labels = case.labels()
        scores = score_diagnosis_text(
            [case], [DiagnosePrediction.for_case(case.id, diagnosis=text, **labels)]
        )
        return scores["cells"].value, scores["names"].value

    assert score(case.diagnosis) == (1.0, 1.0)
    assert score("ValueError: unable to parse a string at position 488.") == (0.0, 0.0)
    cells, names = score("Cell 4e7d12ac: pd.to_numeric meets blank strings in TotalCharges.")
    assert cells == 1.0 and names == 0.5


def test_repair_inputs_point_at_their_copies_relatively(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    out = tmp_path / "here" / "inputs.jsonl"
    status, _, _ = run(
        capsys, "--root", ROOT, "export", "repair", "--cases", "numpy_2", "--out", str(out)
    )
    assert status == 0
    line = json.loads(out.read_text())
    assert line["notebook"] == "inputs/numpy_2/numpy_2_reproduced.ipynb"
    moved = tmp_path / "moved"
    (tmp_path / "here").rename(moved)
    assert (moved / line["notebook"]).is_file()  # the inputs move with their folder


def test_list_fits_the_terminal_unless_wide(capsys: pytest.CaptureFixture[str]) -> None:
    cases = Benchmark(default_root()).cases()
    for width, wide in ((80, False), (120, False)):
        console = Console(width=width, record=True)
        render_cases(console, cases, wide=wide)
        lines = console.export_text().splitlines()
        assert max(map(len, lines)) <= width
        assert len([line for line in lines if "sklearn_2 " in line]) == 1  # one line per case
    console = Console(width=80, record=True)
    render_cases(console, cases, wide=True)
    longest = max(cases, key=lambda case: len(case.title)).title
    assert longest in console.export_text()


def test_library_filter_takes_the_label_or_the_prefix(capsys: pytest.CaptureFixture[str]) -> None:
    for name in ("none", "NBspecific"):
        status, out, _ = run(capsys, "--root", ROOT, "list", "--library", name, "--json")
        assert status == 0 and {c["library_cause"] for c in json.loads(out)} == {"none"}
    with pytest.raises(SystemExit) as exit_status:
        main(["list", "--library", "keras"])
    assert exit_status.value.code == 2
    assert "'keras' is not a library cause" in capsys.readouterr().err
