"""Exported task inputs: shapes, and no leak of the answer, on every case of the benchmark."""

from __future__ import annotations

import json
from collections.abc import Callable, Iterator
from pathlib import Path
from typing import Any

import pytest

from junobench import Benchmark, default_root
from junobench.cli._main import main
from junobench.formats._items import item_id, item_key

ANSWER_KEYS = {
    "library_cause",
    "crash_type",
    "root_cause",
    "pipeline_stage",
    "diagnosis",
    "fix",
    "oracle",
    "checks",
    "title",
}
OUTPUT_KEYS = {"outputs", "error", "traceback", "ename", "evalue"}


def keys(node: Any) -> Iterator[str]:
    if isinstance(node, dict):
        for key, value in node.items():
            yield key
            yield from keys(value)
    elif isinstance(node, list):
        for item in node:
            yield from keys(item)


def export(capsys: pytest.CaptureFixture[str], root: Path, *argv: str) -> list[dict[str, Any]]:
    assert main(["--root", str(root), "export", *argv]) == 0
    return [json.loads(line) for line in capsys.readouterr().out.splitlines()]


@pytest.mark.parametrize("task", ["detect", "diagnose", "localize", "repair"])
def test_exported_inputs_leak_nothing(
    task: str, capsys: pytest.CaptureFixture[str], tmp_path: Path
) -> None:
    benchmark = Benchmark(default_root())
    cases = {case.id: case for case in benchmark.cases()}
    extra = ["--workdir", str(tmp_path / "inputs")] if task == "repair" else []
    lines = export(capsys, benchmark.root, task, *extra)
    assert len(lines) == len(cases) * (2 if task == "detect" else 1)
    key = item_key(task, cases)  # type: ignore[arg-type]
    if task == "detect":
        # The id is opaque and the order says nothing: a guess from a line's position (every
        # other line the reproduced version, as the lines once alternated) is at chance.
        assert not any(case_id in line["id"] for line in lines for case_id in cases)
        versions = [key[line["id"]][1] for line in lines]
        at_even = sum(v == "reproduced" for v in versions[::2]) / len(versions[::2])
        assert 0.35 < at_even < 0.65, at_even
    for line in lines:
        case = cases[key[line["id"]][0]]
        assert not ANSWER_KEYS & set(keys(line)), line["id"]
        text = json.dumps(line)
        secrets = [case.diagnosis, case.fix.summary, case.title, *case.checks]
        assert not any(json.dumps(secret)[1:-1] in text for secret in secrets), line["id"]
        if task == "detect":
            assert not OUTPUT_KEYS & set(keys(line))
            assert line["target"]["cell_id"] == case.crash.cell_id
    if task == "repair":
        for line in lines:
            folder = Path(line["notebook"]).parent
            assert sorted(path.name for path in folder.iterdir()) in (
                sorted([Path(line["notebook"]).name, "data"]),
                [Path(line["notebook"]).name],
            )


def test_detect_inputs_of_a_case(
    make_case: Callable[..., Path], capsys: pytest.CaptureFixture[str]
) -> None:
    root = make_case().parent
    lines = export(capsys, root, "detect")
    by_id = {line["id"]: line for line in lines}
    reproduced = by_id[item_id("detect", "pandas_1", "reproduced")]
    fixed = by_id[item_id("detect", "pandas_1", "fixed")]
    assert [line["id"] for line in lines] == sorted(by_id)  # in the order of the opaque ids
    assert set(reproduced) == {"id", "executed", "target"}  # no version, no case id
    assert reproduced["executed"] == [
        {
            "cell_id": "c1",
            "execution_count": 1,
            "code": "import pandas as pd\ndf = pd.read_csv('data/prices.csv')",
        }
    ]
    assert reproduced["target"] == {"cell_id": "c2", "code": "total = df['price_usd'].sum()"}
    assert fixed["target"] == {"cell_id": "c2", "code": "total = df['price'].sum()"}


def test_export_repair_never_deletes_a_folder_it_did_not_make(
    make_case: Callable[..., Path], capsys: pytest.CaptureFixture[str], tmp_path: Path
) -> None:
    root = make_case().parent
    mine = tmp_path / "mine"
    (mine / "pandas_1").mkdir(parents=True)
    (mine / "pandas_1" / "thesis.tex").write_text("years of work")
    status = main(["--root", str(root), "export", "repair", "--workdir", str(mine)])
    assert status == 2
    assert "was not made by 'junobench export repair'" in capsys.readouterr().err
    assert (mine / "pandas_1" / "thesis.tex").read_text() == "years of work"
    made = tmp_path / "made"
    for _ in range(2):  # a second export replaces what the first one made
        assert main(["--root", str(root), "export", "repair", "--workdir", str(made)]) == 0
    assert (made / "pandas_1" / "pandas_1_reproduced.ipynb").is_file()
    capsys.readouterr()
