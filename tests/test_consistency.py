"""Each case's diagnosis agrees with its labels where that can be checked from its words."""

from __future__ import annotations

import json
import re
from pathlib import Path

import pytest

from junobench import ROOT_CAUSES, Benchmark, default_root

BENCHMARK = Benchmark(default_root())
CASES = BENCHMARK.cases()
LABELLING = Path(__file__).parents[1] / "docs" / "labelling"

# How a diagnosis speaks of the session: a cell run twice or out of order, a stale name...
SESSION = re.compile(
    r"run twice|ran twice|again|re-?ran|re-?run|out of order|earlier|stale|fresh kernel|"
    r"top to bottom|skipped|never (ran|run)|left over|before .{0,40}(ran|run)|later cell|"
    r"second (time|run)|restart|session|order",
    re.IGNORECASE,
)
# What only a notebook-specific crash's diagnosis may claim.
SESSION_ONLY = re.compile(r"fresh kernel|top to bottom|run twice|ran twice|out of order", re.I)


@pytest.mark.parametrize("case", CASES, ids=lambda case: case.id)
def test_the_diagnosis_names_no_other_root_cause(case: object) -> None:
    said = [
        cause
        for cause in ROOT_CAUSES
        if re.search(rf"\b{re.escape(cause)}\b", case.diagnosis, re.IGNORECASE)  # type: ignore[attr-defined]
    ]
    assert set(said) <= {case.root_cause}, said  # type: ignore[attr-defined]


@pytest.mark.parametrize("case", CASES, ids=lambda case: case.id)
def test_a_notebook_specific_diagnosis_speaks_of_the_session_and_only_it(case: object) -> None:
    diagnosis, cause = case.diagnosis, case.root_cause  # type: ignore[attr-defined]
    if cause == "NB specific":
        assert SESSION.search(diagnosis), (
            "an NB specific crash's diagnosis says how the session went"
        )
        assert case.library_cause == "none"  # type: ignore[attr-defined]
    else:
        assert not SESSION_ONLY.search(diagnosis), "the diagnosis describes an NB specific crash"


def test_every_case_has_a_mechanism_of_its_own() -> None:
    """SPEC: case.toml carries a short mechanism tag, distinct per case (CASES.md "Distinct")."""
    untagged = [case.id for case in CASES if case.mechanism is None]  # type: ignore[attr-defined]
    assert not untagged
    seen: dict[str, list[str]] = {}
    for case in CASES:
        seen.setdefault(case.mechanism, []).append(case.id)  # type: ignore[attr-defined]
    assert not {tag: ids for tag, ids in seen.items() if len(ids) > 1}


def test_the_labels_are_those_of_the_latest_independent_labelling() -> None:
    """docs/labelling/round*/settled.jsonl are the labellings every case's labels come from, a
    later round's over an earlier's for the cases it relabelled: a label changed in case.toml
    without a new labelling of its case shows here."""
    settled = {
        line["id"]: line
        for path in sorted(
            LABELLING.glob("round*/settled.jsonl"), key=lambda path: int(path.parent.name[5:])
        )
        for line in map(json.loads, path.read_text().splitlines())
    }
    assert set(settled) == {case.id for case in CASES}
    differ = {
        case.id: dimension
        for case in CASES
        for dimension, label in case.labels().items()
        if settled[case.id][dimension] != label
    }
    assert not differ


@pytest.mark.parametrize("case", CASES, ids=lambda case: case.id)
def test_a_pending_outside_repair_is_said_why(case: object) -> None:
    """An outside repair held back in repairs/pending/ (judged wrongly, or not yet run) is named,
    with the reason, in the case's repairs/OUTSIDE.md, and is a repair of this notebook."""
    folder = case.path / "repairs"  # type: ignore[attr-defined]
    pending = sorted(folder.glob("pending/*/*.json"))
    if not pending:
        return
    said = (folder / "OUTSIDE.md").read_text().split("## Pending", 1)
    assert len(said) == 2 and "Why:" in said[1]
    ids = {cell.id for cell in case.reproduced().cells}  # type: ignore[attr-defined]
    for path in pending:
        assert path.parent.name in ("wrong", "valid") and path.name.startswith("outside_")
        assert f"- {path.parent.name}/{path.name}" in said[1]
        repair = json.loads(path.read_text())
        order = repair.get("execution_order") or []
        assert set(repair["cells"]) & ids or (order and set(order) <= ids), (
            "neither edits a cell of the notebook nor orders its cells"
        )
