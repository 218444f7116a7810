"""How fast and how large is an agent's episode? One run of this script measures, on this machine,
with the fast engine's zygote warm:

1. starting an episode (the working copy, a kernel forked, the notebook replayed through its
   crash) for pandas and sklearn cases, each several times: the median and the spread;
2. a scratch evaluation of a small expression (``evaluate`` with ``len(dir())``: the kernel
   copied, the code run, the copy stopped, the working folder put back): the median;
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
import threading
import time
from datetime import UTC, datetime
from pathlib import Path

import psutil

import junobench
from junobench import Benchmark, FastEngine, default_root
from junobench.agent import Episode

ROOT = Path(__file__).resolve().parents[1]
HEADING = "## Agent episodes"


def pss_of_tree(root: psutil.Process) -> int:
    """Proportional set size of ``root`` and every process below it (shared pages split)."""
    total = 0
    for process in [root, *root.children(recursive=True)]:
        try:
            total += process.memory_full_info().pss
        except (psutil.NoSuchProcess, psutil.AccessDenied):
            continue
    return total


class PeakMemory:
    """Samples the tree's PSS every 0.2 s while in the ``with`` block; ``peak`` in bytes."""

    def __init__(self) -> None:
        self.peak = 0
        self._stop = threading.Event()
        self._thread = threading.Thread(target=self._sample, daemon=True)

    def _sample(self) -> None:
        me = psutil.Process()
        while not self._stop.wait(0.2):
            self.peak = max(self.peak, pss_of_tree(me))

    def __enter__(self) -> PeakMemory:
        self._thread.start()
        return self

    def __exit__(self, *exc: object) -> None:
        self._stop.set()
        self._thread.join()


async def measure(case_ids: list[str], repeat: int) -> dict[str, object]:
    benchmark = Benchmark(default_root())
    cases = [benchmark.case(case_id) for case_id in case_ids]
    starts: dict[str, list[float]] = {case.id: [] for case in cases}
    scratch: list[float] = []
    async with FastEngine.for_cases(cases) as engine:
        async with Episode.open(cases[0], engine):  # warms the zygote: not measured
            pass
        for _ in range(repeat):
            for case in cases:
                began = time.monotonic()
                async with Episode.open(case, engine) as episode:
                    starts[case.id].append(time.monotonic() - began)
                    for _ in range(3):
                        began = time.monotonic()
                        observation = await episode.call("evaluate", {"code": "len(dir())"})
                        scratch.append(time.monotonic() - began)
                        assert not observation.error, observation.text

        async def busy(case_id: str) -> None:
            case = benchmark.case(case_id)
            async with Episode.open(case, engine) as episode:
                await episode.call("evaluate", {"code": "len(dir())"})
                await episode.call("run_cells", {"cell_ids": [case.crash.cell_id]})

        with PeakMemory() as memory:
            await asyncio.gather(busy(case_ids[0]), busy(case_ids[-1]))
    return {"starts": starts, "scratch": scratch, "peak": memory.peak}


def section(case_ids: list[str], repeat: int, found: dict[str, object]) -> str:
    starts: dict[str, list[float]] = found["starts"]  # type: ignore[assignment]
    scratch: list[float] = found["scratch"]  # type: ignore[assignment]
    every = [value for values in starts.values() for value in values]
    lines = [
        HEADING,
        "",
        f"Written by `benchmarks/agent.py`, {datetime.now(UTC):%Y-%m-%d %H:%M} UTC, junobench "
        f"{junobench.__version__}; the fast engine's zygote warm; {repeat} episodes per case.",
        "",
        "| what | median | min-max | target |",
        "| --- | --- | --- | --- |",
        f"| start of an episode (working copy, kernel, replay through the crash), all cases | "
        f"{statistics.median(every):.2f} s | {min(every):.2f}-{max(every):.2f} s | at most 2 s |",
    ]
    for case_id, values in starts.items():
        lines.append(
            f"| start, {case_id} | {statistics.median(values):.2f} s | "
            f"{min(values):.2f}-{max(values):.2f} s | |"
        )
    lines += [
        f"| scratch evaluation of `len(dir())` (kernel copied, run, stopped; folder put back) | "
        f"{statistics.median(scratch) * 1000:.0f} ms | {min(scratch) * 1000:.0f}-"
        f"{max(scratch) * 1000:.0f} ms | at most 100 ms |",
        f"| peak memory (PSS), two episodes at once ({case_ids[0]}, {case_ids[-1]}) | "
        f"{int(found['peak']) / (1 << 30):.2f} GiB | | within 4 GiB |",  # type: ignore[call-overload]
        "",
    ]
    return "\n".join(lines)


def replace_section(path: Path, text: str) -> str:
    old = path.read_text() if path.exists() else "# Benchmarks\n\n"
    if HEADING not in old:
        return old.rstrip("\n") + "\n\n" + text
    before, rest = old.split(HEADING, 1)
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
