"""Metrics on small examples computed by hand."""

from __future__ import annotations

import os
from collections.abc import Callable
from pathlib import Path

import pytest
from conftest import CASE_TOML

from junobench import load_case
from junobench.baselines._baselines import baseline_predictions
from junobench.cases._case import Case
from junobench.cases._notebook import order_anomalies
from junobench.formats import DetectPrediction, DiagnosePrediction, LocalizePrediction
from junobench.tasks._scoring import (
    confusion_matrix,
    macro_f1,
    score_detect,
    score_diagnose,
    score_localize,
)


@pytest.fixture
def cases(make_case: Callable[..., Path]) -> list[Case]:
    return [load_case(make_case(f"pandas_{n}")) for n in (1, 2, 3, 4)]


def test_detect_hand_computed(cases: list[Case]) -> None:
    # Truth: reproduced crash, fixed no crash. Predictions (R = reproduced, F = fixed):
    # pandas_1: R crash (TP), F crash (FP); pandas_2: R no (FN), F no (TN);
    # pandas_3: R crash (TP), F no (TN); pandas_4: nothing (missing: FN and FP).
    predictions = [
        DetectPrediction.for_case("pandas_1", "reproduced", crash=True),
        DetectPrediction.for_case("pandas_1", "fixed", crash=True),
        DetectPrediction.for_case("pandas_2", "reproduced", crash=False),
        DetectPrediction.for_case("pandas_2", "fixed", crash=False),
        DetectPrediction.for_case("pandas_3", "reproduced", crash=True),
        DetectPrediction.for_case("pandas_3", "fixed", crash=False),
    ]
    scores = score_detect(cases, predictions)
    # correct: pandas_1 R, pandas_2 F, pandas_3 R and F -> 4 of 8
    assert scores["accuracy"]["overall"].value == pytest.approx(4 / 8)
    assert scores["accuracy"]["reproduced"].value == pytest.approx(2 / 4)
    assert scores["accuracy"]["fixed"].value == pytest.approx(2 / 4)
    # TP = 2, FP = 2 (pandas_1 F, pandas_4 F), FN = 2 (pandas_2 R, pandas_4 R)
    assert scores["precision"].value == pytest.approx(2 / 4)
    assert scores["recall"].value == pytest.approx(2 / 4)
    assert scores["f1"].value == pytest.approx(2 * 2 / (2 * 2 + 2 + 2))
    tally = scores["accuracy"]["overall"].by_library["pandas"]
    assert (tally.correct, tally.total) == (4, 8)


def test_detect_majority_vote_of_samples() -> None:
    from junobench.formats import DetectPrediction
    from junobench.formats._predictions import _parse

    def vote(samples: list[bool]) -> bool:
        prediction = _parse(Path("p.jsonl"), 1, "detect", {"id": "x", "samples": samples})
        assert isinstance(prediction, DetectPrediction)
        return prediction.answer

    assert vote([True, True, False]) is True
    assert vote([True, False, False]) is False
    assert vote([True, False]) is False  # a tie is no majority for "crash"
    assert vote([True]) is True


def test_macro_f1_hand_computed() -> None:
    truth = ["a", "a", "b", "c"]
    predicted = ["a", "b", "b", "x"]
    # a: TP 1, FP 0, FN 1 -> 2/3; b: TP 1, FP 1, FN 0 -> 2/3; c: TP 0 -> 0
    assert macro_f1(truth, predicted) == pytest.approx((2 / 3 + 2 / 3 + 0) / 3)
    assert macro_f1(truth, truth) == 1.0


def test_confusion_matrix_with_other_column() -> None:
    confusion = confusion_matrix(["a", "b", "b"], ["a", "a", "zz"], ["a", "b", "c"])
    assert confusion == {
        "labels": ["a", "b"],
        "predicted": ["a", "b", "(other)"],
        "matrix": [[1, 0, 0], [1, 0, 1]],
    }


def diagnosis(case_id: str, *labels: str) -> DiagnosePrediction:
    fields = dict(
        zip(("library_cause", "crash_type", "root_cause", "pipeline_stage"), labels, strict=True)
    )
    return DiagnosePrediction.for_case(case_id, **fields)


def test_diagnose_accuracy_and_missing(cases: list[Case]) -> None:
    predictions = [
        diagnosis("pandas_1", "pandas", "key error", "data confusion", "data preparation"),
        diagnosis("pandas_2", "pandas", "value error", "API misuse", "training"),
    ]
    scores = score_diagnose(cases, predictions)
    assert scores["library_cause"]["accuracy"].value == pytest.approx(2 / 4)
    assert scores["crash_type"]["accuracy"].value == pytest.approx(1 / 4)
    assert scores["pipeline_stage"]["accuracy"].value == pytest.approx(1 / 4)
    # one true class ("key error"): TP 1, FN 3 -> F1 = 2 / 5
    assert scores["crash_type"]["macro_f1"].value == pytest.approx(2 / 5)


def test_localize_top1_top3(cases: list[Case]) -> None:
    predictions = [
        LocalizePrediction.for_case("pandas_1", cell_ids=["c2", "c1"]),
        LocalizePrediction.for_case("pandas_2", cell_ids=["c1", "m1", "c2"]),
        LocalizePrediction.for_case("pandas_3", cell_ids=["c1", "m1", "x", "c2"]),
    ]
    scores = score_localize(cases, predictions)
    assert scores["top1"].value == pytest.approx(1 / 4)
    assert scores["top3"].value == pytest.approx(2 / 4)


def test_localize_counts_a_valid_alternative_cell_as_a_hit(
    make_case: Callable[..., Path],
) -> None:
    toml = CASE_TOML.replace('cell_ids = ["c2"]', 'cell_ids = ["c2"]\nvalid_cell_ids = ["c1"]')
    case = load_case(make_case(toml=toml))
    assert case.fix.valid_cell_ids == ("c1",)
    scores = score_localize(
        [case], [LocalizePrediction.for_case("pandas_1", cell_ids=["c1", "c2"])]
    )
    assert scores["top1"].value == 1.0


def test_the_order_baseline_flags_unclean_orders_and_ranks_their_anomalies(
    make_case: Callable[..., Path],
) -> None:
    clean = load_case(make_case(after=[("c3", "print(1)")]))
    # c1 ran twice and c0 (above the crash) never ran: both are anomalies; c1 is nearer.
    messy_folder = make_case("pandas_2", reproduced_order=["c1", "c1", "c2"])
    messy = load_case(messy_folder)
    diagnoses = baseline_predictions("order", "diagnose", [clean, messy])
    assert [(p.root_cause, p.library_cause) for p in diagnoses] == [  # type: ignore[union-attr]
        ("API misuse", "tensorflow/keras"),
        ("NB specific", "none"),
    ]
    ranked = baseline_predictions("order", "localize", [clean, messy])
    assert [p.cell_ids for p in ranked] == [["c2", "c1"], ["c1", "c2"]]  # type: ignore[union-attr]


def test_order_anomalies_as_near_to_the_crash_come_in_file_order() -> None:
    """The same answer whatever the interpreter's string hashing (a set's order is not)."""
    import subprocess
    import sys

    program = (
        "from junobench.cases._notebook import order_anomalies\n"
        "cells = [(name, 'x = 1') for name in 'abcde']\n"
        "print(order_anomalies(cells, ['e', 'd', 'b', 'c'], 'c'))"
    )
    answers = {
        subprocess.run(
            [sys.executable, "-c", program],
            env={**os.environ, "PYTHONHASHSEED": str(seed)},
            capture_output=True,
            text=True,
            check=True,
        ).stdout.strip()
        for seed in range(6)
    }
    # b and d are one cell from the crash, above and below it
    assert answers == {"['c', 'b', 'd', 'a']"}


def test_order_anomalies() -> None:
    cells = [("a", "x = 1"), ("b", ""), ("c", "y = 2"), ("d", "z = x + y"), ("e", "w = 0")]
    assert order_anomalies(cells, ["a", "c", "d"], "d") == []  # the blank cell may be skipped
    assert order_anomalies(cells, ["a", "d"], "d") == ["c"]  # skipped
    assert order_anomalies(cells, ["c", "a", "d"], "d") == ["a"]  # ran after a later cell
    assert order_anomalies(cells, ["a", "c", "c", "d"], "d") == ["c"]  # ran twice
    assert order_anomalies(cells, ["a", "c", "e", "d"], "d") == ["d"]  # crash cell after e
    assert order_anomalies(cells, ["a", "c", "d", "d"], "d") == ["d"]
