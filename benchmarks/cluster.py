"""What does a Dask cluster cost, and what does it buy? One run of this script verifies the same
cases twice on this machine, one after the other:

1. locally, as `junobench verify --jobs 2` does (the fast engine, two kernels at once);
2. on a LocalCluster of two worker processes (`--scheduler local:2`), its start-up included;

and writes to the section "On a cluster" of benchmarks/BENCHMARKS.md (the rest of the file is
kept): both wall times, the cluster's overhead (target, issue 35: at most 10 %), whether the
verdicts agree, and a projection of the wall time with more workers, from the seconds each case
held a worker here (cases x runs x seconds, shared out longest first).

    .venv/bin/python benchmarks/cluster.py [--cases IDS] [--per-library 2]
"""

from __future__ import annotations

import argparse
import asyncio
import heapq
import time
from datetime import UTC, datetime
from pathlib import Path

# The section writer of benchmarks/agent.py (this script's folder is on the path).
from agent import replace_section

from junobench import Benchmark, FastEngine, default_root
from junobench.cluster import verify_on_cluster_async
from junobench.verify import CaseVerdict, verify_cases_async

ROOT = Path(__file__).resolve().parents[1]
HEADING = "## On a cluster"


def sample(benchmark: Benchmark, per_library: int) -> list[str]:
    """The first ``per_library`` cases of each library."""
    chosen: dict[str, list[str]] = {}
    for case_id in benchmark.case_ids():
        group = chosen.setdefault(case_id.rsplit("_", 1)[0], [])
        if len(group) < per_library:
            group.append(case_id)
    return [case_id for group in chosen.values() for case_id in group]


async def local(benchmark: Benchmark, case_ids: list[str]) -> tuple[float, list[CaseVerdict]]:
    started = time.monotonic()
    async with FastEngine.for_cases(benchmark.loadable(case_ids)) as engine:
        report = await verify_cases_async(benchmark, case_ids, engine=engine, jobs=2)
    return time.monotonic() - started, list(report.cases)


async def cluster(benchmark: Benchmark, case_ids: list[str]) -> tuple[float, list[CaseVerdict]]:
    started = time.monotonic()
    report = await verify_on_cluster_async(benchmark, case_ids, "local:2")
    return time.monotonic() - started, list(report.cases)


def projected(seconds: list[float], workers: int) -> float:
    """Wall time of ``seconds`` of work shared out longest first over ``workers``."""
    loads = [0.0] * workers
    for item in sorted(seconds, reverse=True):
        heapq.heapreplace(loads, loads[0] + item)
    return max(loads)


def section(case_ids: list[str], found: dict[str, object]) -> str:
    local_seconds = float(found["local"])  # type: ignore[arg-type]
    cluster_seconds = float(found["cluster"])  # type: ignore[arg-type]
    per_case: dict[str, float] = found["per_case"]  # type: ignore[assignment]
    overhead = cluster_seconds / local_seconds - 1
    busy = list(per_case.values())
    mean = sum(busy) / len(busy)
    lines = [
        HEADING,
        "",
        f"Written by `benchmarks/cluster.py` on {datetime.now(UTC):%Y-%m-%d %H:%M} UTC: "
        f"{len(case_ids)} cases ({', '.join(case_ids)}), verified once locally with two kernels "
        "at once, then on a LocalCluster of two worker processes (its start-up, the workers' "
        "imports and their zygotes included).",
        "",
        "| run | wall time |",
        "| --- | ---: |",
        f"| local, `--jobs 2` | {local_seconds:.1f} s |",
        f"| `--scheduler local:2` | {cluster_seconds:.1f} s |",
        "",
        f"**Overhead of the cluster: {overhead:+.1%}** of the local wall time (target: at most "
        f"+10 %). Verdicts identical: {found['same']}.",
        "",
        "Projection, from the seconds each case held a worker here (mean "
        f"{mean:.1f} s a case): the same work shared out longest first over more workers, and "
        f"the whole benchmark (111 cases) at this mean, without start-up or network costs.",
        "",
        "| workers | these cases, once | these cases x 3 | 111 cases x 3 (at the mean) |",
        "| ---: | ---: | ---: | ---: |",
    ]
    for workers in (1, 2, 4, 8, 16, 32, 64):
        once = projected(busy, workers)
        thrice = projected(busy * 3, workers)
        whole = projected([mean] * 111 * 3, workers)
        lines.append(f"| {workers} | {once:.0f} s | {thrice:.0f} s | {whole / 60:.1f} min |")
    return "\n".join(lines) + "\n"


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--cases", help="comma-separated ids (default: --per-library of each)")
    parser.add_argument("--per-library", type=int, default=2)
    parser.add_argument("--out", type=Path, default=ROOT / "benchmarks" / "BENCHMARKS.md")
    args = parser.parse_args()
    benchmark = Benchmark(default_root())
    if args.cases:
        case_ids = [part.strip() for part in args.cases.split(",") if part.strip()]
    else:
        case_ids = sample(benchmark, args.per_library)
    local_seconds, local_verdicts = asyncio.run(local(benchmark, case_ids))
    cluster_seconds, cluster_verdicts = asyncio.run(cluster(benchmark, case_ids))
    same = [(v.id, v.verdict, v.signature()) for v in local_verdicts] == [
        (v.id, v.verdict, v.signature()) for v in cluster_verdicts
    ]
    found: dict[str, object] = {
        "local": local_seconds,
        "cluster": cluster_seconds,
        "per_case": {v.id: v.seconds for v in cluster_verdicts},
        "same": same,
    }
    text = section(case_ids, found)
    print(text)
    args.out.write_text(replace_section(args.out, text, HEADING))
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
