"""Difficulty, computed from each case, and the scores reported per stratum of it."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from junobench import Benchmark, baseline_predictions, benchmark_stats, default_root, evaluate
from junobench.cli._main import main
from junobench.tasks import STRATA, difficulty, strata_of

BENCHMARK = Benchmark(default_root())
SAMPLE = ["pandas_1", "pandas_4", "sklearn_7", "torch_7", "tensorflow_9", "numpy_6"]


def test_what_each_case_is_measured_by() -> None:
    # An unexpected keyword argument: an API that is gone, named in the message, in the cell.
    drift = difficulty(BENCHMARK.case("sklearn_7"))
    assert (drift.version_drift, drift.hinted, drift.fix_in_crash_cell) == (True, True, True)
    # The message says what to write instead.
    assert difficulty(BENCHMARK.case("torch_7")).hinted
    # A fix six cells above the crash, the message naming nothing it changes.
    far = difficulty(BENCHMARK.case("pandas_1"))
    assert (far.fix_in_crash_cell, far.hinted, far.fix_distance, far.fix_cells) == (
        False,
        False,
        6,
        1,
    )


def test_every_case_falls_in_one_value_of_each_stratum() -> None:
    cases = BENCHMARK.cases()
    for name, groups in strata_of(cases).items():
        assert name in STRATA
        assert sorted(case.id for group in groups.values() for case in group) == sorted(
            case.id for case in cases
        )


def write(predictions: list[object], path: Path) -> Path:
    path.write_text("".join(json.dumps(p.to_json()) + "\n" for p in predictions))  # type: ignore[attr-defined]
    return path


def test_an_evaluation_scores_each_stratum_as_the_task_scores_its_cases(tmp_path: Path) -> None:
    cases = [BENCHMARK.case(case_id) for case_id in SAMPLE]
    path = write(baseline_predictions("heuristic", "localize", cases), tmp_path / "h.jsonl")
    evaluation = evaluate(BENCHMARK, "localize", path, case_ids=SAMPLE)
    document = evaluation.to_json()
    for name, groups in strata_of(cases).items():
        for value, group in groups.items():
            alone = evaluate(BENCHMARK, "localize", path, case_ids=[case.id for case in group])
            shown = document["strata"][name][value]
            assert shown["cases"] == len(group)
            assert shown["top1"] == alone.to_json()["top1"]
    assert "## By stratum of difficulty" in evaluation._repr_markdown_()


def test_compare_prints_a_table_per_stratum(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    cases = [BENCHMARK.case(case_id) for case_id in SAMPLE]
    files = [
        write(baseline_predictions(name, "localize", cases), tmp_path / f"{name}.jsonl")
        for name in ("heuristic", "order")
    ]
    argv = ["compare", "localize", *map(str, files), "--cases", ",".join(SAMPLE)]
    assert main(argv) == 0
    out = capsys.readouterr().out
    for name in STRATA:
        assert name in out
    assert main([*argv, "--json"]) == 0
    document = json.loads(capsys.readouterr().out)
    assert set(document["tools"][0]["strata"]) == set(STRATA)


def test_stats_show_the_distribution(capsys: pytest.CaptureFixture[str]) -> None:
    stats = benchmark_stats([BENCHMARK.case(case_id) for case_id in SAMPLE])
    summary = stats.to_json()["difficulty"]
    assert sum(summary["strata"]["fix in crashing cell"].values()) == len(SAMPLE)
    assert main(["stats"]) == 0
    assert "Difficulty (computed from each case)" in capsys.readouterr().out
