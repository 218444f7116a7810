"""Cases on a Dask cluster (``--scheduler``, junobench.cluster): a LocalCluster of two worker
processes gives the verdicts and scores a local run gives; a worker killed in the middle of a case
loses nothing and no case gets two results; a case that kills every worker it is given is an
``error`` verdict; a worker that cannot see a case says which worker and which path."""

from __future__ import annotations

import asyncio
import contextlib
import json
import os
import signal
from pathlib import Path
from typing import Any

import pytest

from junobench import Benchmark, FastEngine, Limits, default_root
from junobench.cli._main import main
from junobench.verify import CaseVerdict, gold_repair, verify_cases_async

distributed = pytest.importorskip(
    "distributed", reason="the dask extra is not installed: pip install 'junobench[dask]'"
)

from junobench.cluster import Cluster, case_digest  # noqa: E402
from junobench.cluster._dask import WarmEngine, _seen  # noqa: E402

pytestmark = [pytest.mark.kernel, pytest.mark.timeout(1500)]

BENCHMARK = Benchmark(default_root())
# Two cheap cases: a notebook-specific one (an order fix) and a library crash.
SAMPLE = ["NBspecific_8", "pandas_1"]


def essentials(verdict: CaseVerdict) -> tuple[Any, ...]:
    """A verdict without its timings."""
    return (verdict.id, verdict.verdict, verdict.reason, verdict.signature())


async def _local(case_ids: list[str]) -> list[CaseVerdict]:
    async with FastEngine.for_cases(BENCHMARK.loadable(case_ids)) as engine:
        report = await verify_cases_async(BENCHMARK, case_ids, engine=engine, jobs=2)
    return list(report.cases)


async def _on(
    cluster: Cluster, case_ids: list[str], run_dir: Path | None = None
) -> list[CaseVerdict]:
    isolated = await cluster.isolated()

    async def judge(case_id: str) -> CaseVerdict:
        return await cluster.verify(BENCHMARK, case_id, 1, _limits())

    report = await verify_cases_async(
        BENCHMARK, case_ids, jobs=await cluster.slots(), run_dir=run_dir, remote=(judge, isolated)
    )
    return list(report.cases)


def _limits() -> Limits:
    return Limits()


def test_verify_on_two_workers_gives_the_local_verdicts(tmp_path: Path) -> None:
    local = asyncio.run(_local(SAMPLE))
    json_out = tmp_path / "report.json"
    status = main(
        ["verify", *SAMPLE, "--scheduler", "local:2", "--run-dir", str(tmp_path / "runs"),
         "--report", str(json_out), "--json"]
    )  # fmt: skip
    assert status == 0
    report = json.loads(json_out.read_text())
    on_cluster = [CaseVerdict.from_record(case) for case in _records(tmp_path / "runs", SAMPLE)]
    assert [essentials(v) for v in on_cluster] == [essentials(v) for v in local]
    assert [case["id"] for case in report["cases"]] == BENCHMARK.select(SAMPLE)  # as locally
    assert report["summary"]["passed"] == len(SAMPLE)


def _records(folder: Path, case_ids: list[str]) -> list[dict[str, Any]]:
    return [json.loads((folder / f"{case_id}.json").read_text())["record"] for case_id in case_ids]


def test_evaluate_repair_on_two_workers_gives_the_local_scores(tmp_path: Path) -> None:
    predictions = tmp_path / "gold.jsonl"
    lines = [gold_repair(BENCHMARK.case(SAMPLE[0])).to_json()]
    lines.append({"id": SAMPLE[1], "cells": {}})  # the notebook as it is: not resolved
    predictions.write_text("".join(json.dumps(line) + "\n" for line in lines))
    scores = []
    for where in (["--jobs", "2"], ["--scheduler", "local:2"]):
        out = tmp_path / f"out{len(scores)}.json"
        argv = ["evaluate", "repair", str(predictions), "--cases", ",".join(SAMPLE), "--json"]
        argv += ["--run-dir", str(tmp_path / f"runs{len(scores)}"), *where]
        with open(out, "w") as stream, contextlib.redirect_stdout(stream):
            assert main(argv) == 0
        document = json.loads(out.read_text())
        figures = {key: document[key] for key in ("resolved", "crash_gone", "by_library", "strata")}
        scores.append((figures, {r["id"]: r["resolved"] for r in document["results"]}))
    assert scores[0] == scores[1]
    assert scores[1][1] == {SAMPLE[0]: True, SAMPLE[1]: False}
    assert (tmp_path / "runs1" / SAMPLE[0] / "notebook.ipynb").is_file()  # kept as locally


async def _kill_workers_running(
    cluster: Cluster, key_part: str, times: int, killed: list[str]
) -> None:
    """Kill (SIGKILL) the worker processes running a task whose key holds ``key_part``, up to
    ``times`` times, as each starts it."""
    seen: set[str] = set()
    while len(killed) < times:
        processing = await cluster.client.processing()
        for address, keys in processing.items():
            if any(key_part in str(key) for key in keys) and address not in seen:
                pids = await cluster.client.run(os.getpid, workers=[address])
                await asyncio.sleep(3.0)  # in the middle of the case
                os.kill(pids[address], signal.SIGKILL)
                seen.add(address)
                killed.append(address)
        await asyncio.sleep(0.2)


def test_a_worker_killed_in_the_middle_of_a_case_loses_nothing(tmp_path: Path) -> None:
    runs = tmp_path / "runs"

    async def work() -> tuple[list[CaseVerdict], list[str]]:
        cases = BENCHMARK.loadable(SAMPLE)
        async with await Cluster.open("local:2", cases) as cluster:
            killed: list[str] = []
            killer = asyncio.create_task(_kill_workers_running(cluster, "pandas_1", 1, killed))
            verdicts = await _on(cluster, SAMPLE, runs)
            killer.cancel()
            return verdicts, killed

    verdicts, killed = asyncio.run(work())
    assert len(killed) == 1
    assert [(v.id, v.verdict) for v in verdicts] == [(case_id, "pass") for case_id in SAMPLE]
    assert sorted(path.name for path in runs.iterdir()) == sorted(f"{c}.json" for c in SAMPLE)


def test_a_case_that_kills_every_worker_it_is_given_is_an_error(tmp_path: Path) -> None:
    async def work() -> CaseVerdict:
        import dask

        with dask.config.set({"distributed.scheduler.allowed-failures": 1}):
            cases = BENCHMARK.loadable(["pandas_1"])
            async with await Cluster.open("local:2", cases) as cluster:
                killed: list[str] = []
                killer = asyncio.create_task(_kill_workers_running(cluster, "pandas_1", 9, killed))
                [verdict] = await _on(cluster, ["pandas_1"])
                killer.cancel()
                return verdict

    verdict = asyncio.run(work())
    assert verdict.verdict == "error"
    assert "killed every worker it ran on" in str(verdict.reason)


def test_a_worker_that_cannot_see_the_case_says_which_and_where(tmp_path: Path) -> None:
    plugin = WarmEngine(())
    plugin.address = "tcp://10.0.0.7:40111"
    digest = case_digest(BENCHMARK.root / "pandas_1")
    with pytest.raises(Exception, match=r"tcp://10\.0\.0\.7:40111 cannot see case pandas_1 at "):
        _seen(plugin, str(tmp_path), "pandas_1", digest)
    copy = tmp_path / "pandas_1"
    copy.mkdir()
    (copy / "case.toml").write_text("id = 'pandas_1'\n")
    with pytest.raises(Exception, match="sees another copy of case pandas_1"):
        _seen(plugin, str(tmp_path), "pandas_1", digest)


def test_the_scheduler_variable_and_a_bad_address_are_one_line_errors(
    monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    monkeypatch.setenv("JUNOBENCH_SCHEDULER", "local:zero")
    assert main(["verify", "pandas_1"]) == 2
    err = capsys.readouterr().err.strip()
    assert err == (
        "junobench verify: error: --scheduler local:zero: local:N needs a number of workers, "
        "local:2"
    )


def test_without_dask_scheduler_is_a_one_line_error(
    monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    import importlib.util

    real = importlib.util.find_spec

    def find_spec(name: str, *args: Any) -> Any:
        return None if name == "distributed" else real(name, *args)

    monkeypatch.setattr(importlib.util, "find_spec", find_spec)
    assert main(["verify", "pandas_1", "--scheduler", "local:2"]) == 2
    err = capsys.readouterr().err.strip()
    assert err == (
        "junobench verify: error: --scheduler needs dask.distributed: pip install 'junobench[dask]'"
    )


def test_the_compose_file_starts_a_scheduler_and_two_workers_from_the_image() -> None:
    yaml = pytest.importorskip("yaml")
    root = Path(__file__).resolve().parents[1]
    compose = yaml.safe_load((root / "docker-compose.yml").read_text())
    services = compose["services"]
    assert {"scheduler", "worker", "client"} <= set(services)
    assert all(service["image"] == "junobench" for service in services.values())
    assert services["scheduler"]["build"] == "."
    assert services["scheduler"]["entrypoint"][2:4] == ["dask", "scheduler"]
    worker = services["worker"]["entrypoint"]
    assert worker[2:5] == ["dask", "worker", "tcp://scheduler:8786"]
    assert worker[worker.index("--nthreads") + 1] == "1"
    assert services["worker"]["deploy"]["replicas"] == 2
    command = services["client"]["command"]
    assert command[command.index("--scheduler") + 1] == "tcp://scheduler:8786"
    # The benchmark is in the image where the client says it is: WORKDIR + benchmark/.
    dockerfile = (root / "Dockerfile").read_text()
    assert "WORKDIR /junobench" in dockerfile and "COPY . ." in dockerfile
    assert command[command.index("--root") + 1] == "/junobench/benchmark"


def test_an_agent_run_on_two_workers_keeps_what_a_local_run_keeps(tmp_path: Path) -> None:
    case_ids = ["NBspecific_8", "pandas_1"]
    outcomes = []
    for where in (["--jobs", "2"], ["--scheduler", "local:2"]):
        run_dir = tmp_path / f"run{len(outcomes)}"
        assert main(["agent", "run", "scripted", "--cases", ",".join(case_ids),
                     "--run-dir", str(run_dir), "--json", *where]) == 0  # fmt: skip
        documents = [json.loads((run_dir / c / "result.json").read_text()) for c in case_ids]
        calls = [len((run_dir / c / "trajectory.jsonl").read_text().splitlines()) for c in case_ids]
        outcomes.append(([(d["id"], d["outcome"], d["steps"]) for d in documents], calls))
    assert outcomes[0] == outcomes[1]
    assert outcomes[1][0][0][1] == "resolved"  # NBspecific_8: the scripted agent fixes it
