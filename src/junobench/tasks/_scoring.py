"""Metrics of the four tasks, as pure functions of the cases and typed predictions.

A case (or, for ``detect``, a version of a case) without a prediction counts as answered wrong.
Every fraction comes with its per-library "correct / total", as in the published paper's tables.
"""

from __future__ import annotations

from collections import Counter, defaultdict
from collections.abc import Callable, Iterable, Mapping, Sequence
from dataclasses import dataclass, field
from typing import Any

from .._vocabulary import CRASH_TYPES, LIBRARY_CAUSES, PIPELINE_STAGES, ROOT_CAUSES
from ..cases import Case
from ..formats import (
    LABEL_FIELDS,
    DetectPrediction,
    DiagnosePrediction,
    LocalizePrediction,
    item_id,
)
from ._diagnosis import diagnosis_terms, mentioned

__all__ = [
    "CaseResult",
    "Metric",
    "Tally",
    "confusion_matrix",
    "detect_results",
    "diagnose_results",
    "localize_results",
    "macro_f1",
    "metrics_of",
    "score_detect",
    "score_diagnose",
    "score_diagnosis_text",
    "score_localize",
    "score_outcomes",
]

VOCABULARIES: dict[str, tuple[str, ...]] = {
    "library_cause": LIBRARY_CAUSES,
    "crash_type": CRASH_TYPES,
    "root_cause": ROOT_CAUSES,
    "pipeline_stage": PIPELINE_STAGES,
}
OTHER = "(other)"  # a predicted label outside the vocabulary, or no prediction


@dataclass(frozen=True)
class Tally:
    correct: int
    total: int

    @property
    def fraction(self) -> float:
        return self.correct / self.total if self.total else 0.0

    def to_json(self) -> dict[str, int]:
        return {"correct": self.correct, "total": self.total}

    def __str__(self) -> str:
        return f"{self.correct} / {self.total}"


@dataclass(frozen=True)
class Metric:
    """A fraction in [0, 1] and the per-library tallies it sums."""

    value: float
    by_library: Mapping[str, Tally] = field(default_factory=dict)

    @classmethod
    def from_outcomes(cls, outcomes: Iterable[tuple[str, bool]]) -> Metric:
        """From (library, correct?) pairs."""
        counts: dict[str, list[int]] = defaultdict(lambda: [0, 0])
        for library, correct in outcomes:
            counts[library][0] += int(correct)
            counts[library][1] += 1
        by_library = {library: Tally(c, t) for library, (c, t) in sorted(counts.items())}
        total = Tally(
            sum(t.correct for t in by_library.values()), sum(t.total for t in by_library.values())
        )
        return cls(total.fraction, by_library)

    @classmethod
    def from_tallies(cls, tallies: Mapping[str, Tally]) -> Metric:
        correct = sum(t.correct for t in tallies.values())
        total = sum(t.total for t in tallies.values())
        return cls(correct / total if total else 0.0, dict(sorted(tallies.items())))


def score_detect(cases: Sequence[Case], predictions: Sequence[DetectPrediction]) -> dict[str, Any]:
    """Accuracy on reproduced, fixed and overall; precision, recall and F1 of ``crash``.

    The reproduced version should be predicted to crash, the fixed one not. A missing prediction
    is the wrong answer: a missed crash, or a false alarm.
    """
    answers = {prediction.key: prediction.answer for prediction in predictions}
    rows = []  # (library, version, truth, predicted)
    for case in cases:
        for version, truth in (("reproduced", True), ("fixed", False)):
            predicted = answers.get((case.id, version), not truth)
            rows.append((case.library_cause, version, truth, predicted))

    def tallies(
        keep: Callable[[tuple[str, str, bool, bool]], bool],
        hit: Callable[[tuple[str, str, bool, bool]], bool],
    ) -> dict[str, Tally]:
        counts: dict[str, list[int]] = defaultdict(lambda: [0, 0])
        for row in rows:
            if keep(row):
                counts[row[0]][0] += int(hit(row))
                counts[row[0]][1] += 1
        return {library: Tally(c, t) for library, (c, t) in counts.items()}

    correct = lambda row: row[2] == row[3]  # noqa: E731
    accuracy = {
        "overall": Metric.from_tallies(tallies(lambda row: True, correct)),
        "reproduced": Metric.from_tallies(tallies(lambda row: row[1] == "reproduced", correct)),
        "fixed": Metric.from_tallies(tallies(lambda row: row[1] == "fixed", correct)),
    }
    precision = Metric.from_tallies(tallies(lambda row: row[3], lambda row: row[2]))
    recall = Metric.from_tallies(tallies(lambda row: row[2], lambda row: row[3]))
    # F1 = 2TP / (2TP + FP + FN): a ratio of counts, so it too has a per-library tally.
    f1_counts: dict[str, list[int]] = defaultdict(lambda: [0, 0])
    for library, _, truth, predicted in rows:
        if truth and predicted:
            f1_counts[library][0] += 2
            f1_counts[library][1] += 2
        elif truth or predicted:
            f1_counts[library][1] += 1
        else:
            f1_counts.setdefault(library, [0, 0])
    f1 = Metric.from_tallies({library: Tally(c, t) for library, (c, t) in f1_counts.items()})
    return {"accuracy": accuracy, "precision": precision, "recall": recall, "f1": f1}


def macro_f1(truth: Sequence[str], predicted: Sequence[str]) -> float:
    """The mean F1 over the classes present in ``truth`` (a wrong or missing label is a miss for
    the true class and a false alarm for the predicted one, if that one is a true class)."""
    classes = sorted(set(truth))
    if not classes:
        return 0.0
    scores = []
    for label in classes:
        tp = sum(t == label and p == label for t, p in zip(truth, predicted, strict=True))
        fp = sum(t != label and p == label for t, p in zip(truth, predicted, strict=True))
        fn = sum(t == label and p != label for t, p in zip(truth, predicted, strict=True))
        scores.append(2 * tp / (2 * tp + fp + fn) if tp else 0.0)
    return sum(scores) / len(scores)


def confusion_matrix(
    truth: Sequence[str], predicted: Sequence[str], vocabulary: Sequence[str]
) -> dict[str, Any]:
    """Rows: true labels; columns: predicted labels (vocabulary order, then ``(other)``)."""
    rows = [label for label in vocabulary if label in set(truth)]
    columns = [label for label in vocabulary if label in set(truth) | set(predicted)]
    if any(label not in vocabulary for label in predicted):
        columns.append(OTHER)
    counts = Counter(zip(truth, (p if p in vocabulary else OTHER for p in predicted), strict=True))
    return {
        "labels": rows,
        "predicted": columns,
        "matrix": [[counts[(r, c)] for c in columns] for r in rows],
    }


def score_diagnose(
    cases: Sequence[Case], predictions: Sequence[DiagnosePrediction]
) -> dict[str, Any]:
    """Accuracy (with per-library tallies), macro-F1 and a confusion matrix per label dimension."""
    by_id = {prediction.case_id: prediction for prediction in predictions}
    scores: dict[str, Any] = {}
    for dimension in LABEL_FIELDS:
        truth = [case.labels()[dimension] for case in cases]
        predicted = [
            (by_id[case.id].label(dimension) or OTHER) if case.id in by_id else OTHER
            for case in cases
        ]
        accuracy = Metric.from_outcomes(
            (case.library_cause, t == p) for case, t, p in zip(cases, truth, predicted, strict=True)
        )
        scores[dimension] = {
            "accuracy": accuracy,
            "macro_f1": Metric(macro_f1(truth, predicted)),
            "confusion": confusion_matrix(truth, predicted, VOCABULARIES[dimension]),
        }
    return scores


def score_localize(
    cases: Sequence[Case], predictions: Sequence[LocalizePrediction]
) -> dict[str, Any]:
    """Top-1: the best-ranked cell is a fix cell (``fix.cell_ids`` or ``fix.valid_cell_ids``);
    top-3: one of the first three is."""
    ranked = {prediction.case_id: prediction.cell_ids for prediction in predictions}

    def hit(case: Case, k: int) -> bool:
        return any(cell_id in case.fix.hits for cell_id in ranked.get(case.id, ())[:k])

    return {
        "top1": Metric.from_outcomes((case.library_cause, hit(case, 1)) for case in cases),
        "top3": Metric.from_outcomes((case.library_cause, hit(case, 3)) for case in cases),
    }


def score_outcomes(
    cases: Sequence[Case], resolved: Mapping[str, bool], crash_gone: Mapping[str, bool]
) -> dict[str, Any]:
    """The repair task's scores from each case's replayed outcome (missing cases unresolved)."""
    return {
        "resolved": Metric.from_outcomes(
            (case.library_cause, resolved.get(case.id, False)) for case in cases
        ),
        "crash_gone": Metric.from_outcomes(
            (case.library_cause, crash_gone.get(case.id, False)) for case in cases
        ),
    }


def _mentions(case: Case, text: str) -> dict[str, tuple[int, int]]:
    """For "cells" and "names": (how many of the reference's terms ``text`` mentions, how many
    there are)."""
    terms = diagnosis_terms(case)
    return {
        "cells": (sum(mentioned(text, c, cell=True) for c in terms.cells), len(terms.cells)),
        "names": (sum(mentioned(text, n) for n in terms.names), len(terms.names)),
    }


def score_diagnosis_text(
    cases: Sequence[Case], predictions: Sequence[DiagnosePrediction]
) -> dict[str, Metric]:
    """The share of the reference's cells and names (``_diagnosis``) the diagnoses mention,
    over every case (a case without a prediction mentions nothing)."""
    texts = {prediction.case_id: prediction.diagnosis for prediction in predictions}
    counts: dict[str, dict[str, list[int]]] = {
        "cells": defaultdict(lambda: [0, 0]),
        "names": defaultdict(lambda: [0, 0]),
    }
    for case in cases:
        for kind, (found, required) in _mentions(case, texts.get(case.id, "")).items():
            counts[kind][case.library_cause][0] += found
            counts[kind][case.library_cause][1] += required
    return {
        kind: Metric.from_tallies({lib: Tally(c, t) for lib, (c, t) in tally.items()})
        for kind, tally in counts.items()
    }


@dataclass(frozen=True)
class CaseResult:
    """One input line's result, for error analysis: ``item`` as the inputs name it, its case,
    and the task's columns (truth, prediction, whether it scored) in ``values``."""

    item: str
    case: str
    library_cause: str
    values: Mapping[str, str | int | float | bool | None]

    def to_json(self) -> dict[str, Any]:
        return {
            "id": self.item,
            "case": self.case,
            "library_cause": self.library_cause,
            **self.values,
        }


def detect_results(
    cases: Sequence[Case], predictions: Sequence[DetectPrediction]
) -> list[CaseResult]:
    answers = {prediction.key: prediction.answer for prediction in predictions}
    rows = []
    for case in cases:
        for version, truth in (("reproduced", True), ("fixed", False)):
            predicted = answers.get((case.id, version))
            values: dict[str, str | int | float | bool | None] = {
                "version": version,
                "crash": truth,
                "predicted": predicted,
                "correct": predicted == truth,
            }
            item = item_id("detect", case.id, version)  # type: ignore[arg-type]
            rows.append(CaseResult(item, case.id, case.library_cause, values))
    return rows


def diagnose_results(
    cases: Sequence[Case], predictions: Sequence[DiagnosePrediction]
) -> list[CaseResult]:
    by_id = {prediction.case_id: prediction for prediction in predictions}
    rows = []
    for case in cases:
        prediction = by_id.get(case.id)
        values: dict[str, str | int | float | bool | None] = {}
        for dimension in LABEL_FIELDS:
            truth = case.labels()[dimension]
            predicted = prediction.label(dimension) if prediction else None
            values[dimension] = truth
            values[f"{dimension}_predicted"] = predicted
            values[f"{dimension}_correct"] = predicted == truth
        for kind, (found, required) in _mentions(
            case, prediction.diagnosis if prediction else ""
        ).items():
            values[f"{kind}_mentioned"] = found
            values[f"{kind}_required"] = required
        rows.append(CaseResult(item_id("diagnose", case.id), case.id, case.library_cause, values))
    return rows


def localize_results(
    cases: Sequence[Case], predictions: Sequence[LocalizePrediction]
) -> list[CaseResult]:
    ranked = {prediction.case_id: prediction.cell_ids for prediction in predictions}
    rows = []
    for case in cases:
        cells = ranked.get(case.id)
        rank = next(
            (n for n, cell_id in enumerate(cells or (), start=1) if cell_id in case.fix.hits), None
        )
        values: dict[str, str | int | float | bool | None] = {
            "fix_cells": " ".join(dict.fromkeys((*case.fix.cell_ids, *case.fix.valid_cell_ids))),
            "predicted": " ".join(cells[:3]) if cells is not None else None,
            "first_hit_rank": rank,
            "top1": rank == 1,
            "top3": rank is not None and rank <= 3,
        }
        rows.append(CaseResult(item_id("localize", case.id), case.id, case.library_cause, values))
    return rows


def metrics_of(scores: dict[str, Any], prefix: str = "") -> dict[str, Metric]:
    """The metrics of a score tree by dotted name (``accuracy.overall``), in the tree's order;
    confusion matrices left out."""
    found: dict[str, Metric] = {}
    for key, value in scores.items():
        if key == "confusion":
            continue
        if isinstance(value, Metric):
            found[f"{prefix}{key}"] = value
        else:
            found.update(metrics_of(value, f"{prefix}{key}."))
    return found
