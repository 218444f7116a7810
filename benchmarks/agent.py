"""How fast and how large is an agent's episode? One run of this script measures, on this machine,
with the fast engine's zygote warm:

1. starting an episode for pandas and sklearn cases, each several times: the median and the
   spread. Each case's first episode replays the notebook through its crash and parks a kernel
   there (``ParkedCrashes``: reported apart, as "first start"); every later one copies that
   kernel and borrows its working folder;
2. a scratch evaluation of a small expression (``evaluate`` with ``len(dir())``): the median
   once the copy of the kernel that the episode makes ahead is ready (0.5 s after the episode
   started or the last call, as an agent's model takes longer than that to answer), and the
   median of one asked at once (the copy made on demand, or awaited);
3. the peak memory (PSS of the harness, the zygotes and every kernel, sampled) with two episodes
   at once, each doing a scratch evaluation and a run of its crashing cell;

and writes them to the section "Agent episodes" of benchmarks/BENCHMARKS.md (the rest of the
file is kept). The targets (issue 33): start at most 2 s median, a scratch evaluation at most
0.1 s median, two episodes within 4 GiB.

    .venv/bin/python benchmarks/agent.py [--cases pandas_1,sklearn_1,...] [--repeat 5]
"""

from __future__ import annotations

import argparse
import asyncio
import statistics
import time
from datetime import UTC, datetime
from pathlib import Path

# The sampler benchmarks/verify.py measures verification with (this script's folder is on the path).
from verify import PeakMemory

import junobench
from junobench import Benchmark, FastEngine, default_root
from junobench.agent import Episode, ParkedCrashes

ROOT = Path(__file__).resolve().parents[1]
HEADING = "## Agent episodes"


async def measure(case_ids: list[str], repeat: int) -> dict[str, object]:
    benchmark = Benchmark(default_root())
    cases = [benchmark.case(case_id) for case_id in case_ids]
    starts: dict[str, list[float]] = {case.id: [] for case in cases}
    first: dict[str, float] = {}
    scratch: list[float] = []
    at_once: list[float] = []
    async with FastEngine.for_cases(cases) as engine, ParkedCrashes(engine, cases=8) as parked:
        async with Episode.open(cases[0], engine):  # warms the zygote: not measured
            pass
        for case in cases:
            began = time.monotonic()
            async with Episode.open(case, engine, parked=parked):
                first[case.id] = time.monotonic() - began
        for _ in range(repeat):
            for case in cases:
                began = time.monotonic()
                async with Episode.open(case, engine, parked=parked) as episode:
                    starts[case.id].append(time.monotonic() - began)
                    for number in range(4):
                        if number < 3:
                            await asyncio.sleep(0.5)  # the model's turn
                        began = time.monotonic()
                        observation = await episode.call("evaluate", {"code": "len(dir())"})
                        (scratch if number < 3 else at_once).append(time.monotonic() - began)
                        assert not observation.error, observation.text

        async def busy(case_id: str) -> None:
            case = benchmark.case(case_id)
            async with Episode.open(case, engine) as episode:
                await episode.call("evaluate", {"code": "len(dir())"})
                await episode.call("run_cells", {"cell_ids": [case.crash.cell_id]})

        with PeakMemory(every=0.2) as memory:
            await asyncio.gather(busy(case_ids[0]), busy(case_ids[-1]))
    return {
        "starts": starts,
        "first": first,
        "scratch": scratch,
        "at_once": at_once,
        "peak": memory.peak,
    }


def section(case_ids: list[str], repeat: int, found: dict[str, object]) -> str:
    starts: dict[str, list[float]] = found["starts"]  # type: ignore[assignment]
    scratch: list[float] = found["scratch"]  # type: ignore[assignment]
    at_once: list[float] = found["at_once"]  # type: ignore[assignment]
    every = [value for values in starts.values() for value in values]
    lines = [
        HEADING,
        "",
        f"Written by `benchmarks/agent.py`, {datetime.now(UTC):%Y-%m-%d %H:%M} UTC, junobench "
        f"{junobench.__version__}; the fast engine's zygote warm; {repeat} episodes per case.",
        "",
        "| what | median | min-max | target |",
        "| --- | --- | --- | --- |",
        f"| start of an episode (a copy of the kernel parked at the crash), all cases | "
        f"{statistics.median(every):.2f} s | {min(every):.2f}-{max(every):.2f} s | at most 2 s |",
    ]
    first: dict[str, float] = found["first"]  # type: ignore[assignment]
    for case_id, values in starts.items():
        lines.append(
            f"| start, {case_id} (first start: replay and park, {first[case_id]:.2f} s) | "
            f"{statistics.median(values):.2f} s | {min(values):.2f}-{max(values):.2f} s | |"
        )
    lines += [
        f"| scratch evaluation of `len(dir())`, 0.5 s after the last call (the copy made ahead) | "
        f"{statistics.median(scratch) * 1000:.0f} ms | {min(scratch) * 1000:.0f}-"
        f"{max(scratch) * 1000:.0f} ms | at most 100 ms |",
        f"| the same right after another (the next copy awaited) | "
        f"{statistics.median(at_once) * 1000:.0f} ms | {min(at_once) * 1000:.0f}-"
        f"{max(at_once) * 1000:.0f} ms | |",
        f"| peak memory (PSS), two episodes at once ({case_ids[0]}, {case_ids[-1]}) | "
        f"{int(found['peak']) / (1 << 30):.2f} GiB | | within 4 GiB |",  # type: ignore[call-overload]
        "",
    ]
    return "\n".join(lines)


def replace_section(path: Path, text: str, heading: str = HEADING) -> str:
    """The file at ``path`` with its section under ``heading`` replaced by ``text`` (appended
    where it has none); the other sections kept (benchmarks/cluster.py uses it too)."""
    old = path.read_text() if path.exists() else "# Benchmarks\n\n"
    if heading not in old:
        return old.rstrip("\n") + "\n\n" + text
    before, rest = old.split(heading, 1)
    following = rest.find("\n## ")
    after = rest[following + 1 :] if following >= 0 else ""
    return before + text + ("\n" + after if after else "")


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--cases", default="pandas_1,pandas_5,sklearn_1,sklearn_6")
    parser.add_argument("--repeat", type=int, default=5)
    parser.add_argument("--out", type=Path, default=ROOT / "benchmarks" / "BENCHMARKS.md")
    args = parser.parse_args()
    case_ids = [part.strip() for part in args.cases.split(",") if part.strip()]
    found = asyncio.run(measure(case_ids, args.repeat))
    text = section(case_ids, args.repeat, found)
    print(text)
    args.out.write_text(replace_section(args.out, text))
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
