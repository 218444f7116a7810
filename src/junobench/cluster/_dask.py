"""Cases on a Dask cluster: each case a task, run by a worker with a warm engine of its own.

``Cluster.open(address)`` connects to a scheduler (``tcp://host:8786``) or, for ``local:N``,
starts a ``LocalCluster`` of N worker processes on this machine, and gives every worker the
``WarmEngine`` plugin: an event loop in a thread of the worker process, and a fast engine that
the worker's first case starts (its zygote warmed for the benchmark's imports) and that stops
with the worker. A worker runs one case at a time (one thread), so N workers run N cases at once.

The benchmark is read from a path every worker sees: the benchmark root the client uses (on a
cluster, a volume mounted at the same path on every worker, as in the project's compose file).
Each task carries a digest of its case folder: a worker that cannot see the folder, or sees
another copy of it, ends the case as ``error`` with the worker's address and the path.

A worker that dies in the middle of a case (its process killed, out of memory) loses nothing:
the scheduler runs the case again on another worker (Dask's ``allowed-failures``, 3 by default);
a case that kills every worker it is given ends as ``error`` with the reason. Results come back to
the client as each case finishes; the client keeps the run folder, as a local run does.
"""

from __future__ import annotations

import asyncio
import contextlib
import hashlib
import json
import logging
import tempfile
import threading
from collections.abc import Awaitable, Callable, Sequence
from pathlib import Path
from typing import Any, TypeVar

from distributed import Client, KilledWorker, LocalCluster, get_worker
from distributed.diagnostics.plugin import WorkerPlugin

from .._exceptions import EngineError, JunoBenchError, UsageError
from .._sync import sync_twin
from ..agent import Agent, AgentRun, Budget, CaseResult, play_episode, run_agent_async
from ..cases import Benchmark, Case
from ..engine import FastEngine, Limits, fingerprint, sandbox_available, warm_modules
from ..formats import RepairPrediction
from ..tasks import Evaluation, evaluate_async
from ..verify import (
    CaseVerdict,
    RepairResult,
    VerifyReport,
    replay_repair,
    verify_case_async,
    verify_cases_async,
)

__all__ = [
    "PLUGIN",
    "Cluster",
    "WarmEngine",
    "case_digest",
    "evaluate_on_cluster",
    "evaluate_on_cluster_async",
    "run_agent_on_cluster",
    "run_agent_on_cluster_async",
    "verify_on_cluster",
    "verify_on_cluster_async",
]

PLUGIN = "junobench-engine"
T = TypeVar("T")


def case_digest(folder: Path) -> str:
    """A digest of every file of a case folder (``engine.fingerprint``)."""
    text = json.dumps(fingerprint(folder), sort_keys=True)
    return hashlib.sha256(text.encode()).hexdigest()


class WarmEngine(WorkerPlugin):
    """A worker's own event loop, in a thread, and its fast engine (its zygote warmed with
    ``modules``), started by the worker's first case and stopped with the worker."""

    name = PLUGIN

    def __init__(self, modules: Sequence[str], sandbox: bool | None = None) -> None:
        self.modules = tuple(modules)
        self.sandbox = sandbox
        self.address = ""
        self._loop: asyncio.AbstractEventLoop | None = None
        self._thread: threading.Thread | None = None
        self._engine: FastEngine | None = None

    def setup(self, worker: Any) -> None:
        self.address = str(worker.address)
        self._loop = asyncio.new_event_loop()
        self._thread = threading.Thread(
            target=self._loop.run_forever, name="junobench-engine", daemon=True
        )
        self._thread.start()

    def teardown(self, worker: Any) -> None:
        loop, self._loop = self._loop, None
        if loop is None:
            return
        engine, self._engine = self._engine, None
        if engine is not None:
            loop.call_soon_threadsafe(engine.close)
        loop.call_soon_threadsafe(loop.stop)
        if self._thread is not None:
            self._thread.join(10.0)

    def run(self, work: Callable[[FastEngine], Awaitable[T]]) -> T:
        """``work`` with the worker's engine, on the worker's loop."""
        if self._loop is None:
            raise EngineError(f"worker {self.address}: its engine is stopped")

        async def with_engine() -> T:
            if self._engine is None:
                self._engine = FastEngine(modules=self.modules, sandbox=self.sandbox)
            return await work(self._engine)

        return asyncio.run_coroutine_threadsafe(with_engine(), self._loop).result()


def _plugin() -> WarmEngine:
    worker = get_worker()
    plugin = worker.plugins.get(PLUGIN)
    if not isinstance(plugin, WarmEngine):
        raise EngineError(f"worker {worker.address}: no junobench engine (register_plugin)")
    return plugin


def _seen(plugin: WarmEngine, root: str, case_id: str, digest: str) -> Benchmark:
    """The benchmark at ``root`` as this worker sees it, with the case as the client sees it."""
    folder = Path(root) / case_id
    if not (folder / "case.toml").is_file():
        raise EngineError(f"worker {plugin.address} cannot see case {case_id} at {folder}")
    if case_digest(folder) != digest:
        raise EngineError(
            f"worker {plugin.address} sees another copy of case {case_id} at {folder} "
            "(its files differ from the client's)"
        )
    return Benchmark(Path(root))


def _verify_task(
    root: str, case_id: str, digest: str, repeat: int, limits: Limits
) -> tuple[dict[str, Any], bool]:
    """On a worker: the case's verdict record, and whether its runs were isolated."""
    plugin = _plugin()
    benchmark = _seen(plugin, root, case_id, digest)

    async def work(engine: FastEngine) -> tuple[dict[str, Any], bool]:
        verdict = await verify_case_async(
            benchmark, case_id, engine=engine, repeat=repeat, limits=limits
        )
        return verdict.to_record(), engine.isolated

    return plugin.run(work)


def _replay_task(
    root: str, case_id: str, digest: str, prediction: dict[str, Any], limits: Limits
) -> tuple[dict[str, Any], str | None]:
    """On a worker: the prediction's result, and the notebook as it ran (``notebook.ipynb``)."""
    plugin = _plugin()
    benchmark = _seen(plugin, root, case_id, digest)
    case = benchmark.case(case_id)
    repair = RepairPrediction.model_validate(prediction)

    async def work(engine: FastEngine) -> tuple[dict[str, Any], str | None]:
        with tempfile.TemporaryDirectory(prefix="junobench-replay-") as kept:
            result = await replay_repair(engine, case, repair, limits, Path(kept))
            notebook = Path(kept) / "notebook.ipynb"
            text = notebook.read_text(encoding="utf-8") if notebook.is_file() else None
        return result.to_json(), text

    return plugin.run(work)


def _episode_task(
    root: str, case_id: str, digest: str, agent: Agent, budget: Budget, limits: Limits
) -> tuple[dict[str, Any], bool, str]:
    """On a worker: ``agent``'s episode of the case, as ``play_episode`` gives it, and its
    trajectory's JSON Lines."""
    plugin = _plugin()
    case = _seen(plugin, root, case_id, digest).case(case_id)

    async def work(engine: FastEngine) -> tuple[dict[str, Any], bool, str]:
        with tempfile.TemporaryDirectory(prefix="junobench-episode-") as kept:
            path = Path(kept) / "trajectory.jsonl"
            document, keep = await play_episode(case, agent, engine, budget, limits, path)
            text = path.read_text(encoding="utf-8") if path.is_file() else ""
        return document, keep, text

    return plugin.run(work)


class Cluster:
    """A Dask client with ``WarmEngine`` on its workers; ``async with await Cluster.open(...)``."""

    def __init__(self, client: Any, local: Any = None, sandbox: bool | None = None) -> None:
        self.client = client
        self._local = local
        self._sandbox = sandbox
        self._digests: dict[Path, str] = {}

    @classmethod
    async def open(
        cls, address: str, cases: Sequence[Case], *, sandbox: bool | None = None
    ) -> Cluster:
        """Connect to the scheduler at ``address``, or start ``local:N`` workers here; the
        workers' engines warm what ``cases`` import (``FastEngine.for_cases``)."""
        local: Any = None  # distributed's clusters and clients are untyped
        client: Any
        try:
            if address.startswith("local:"):
                workers = _local_workers(address)
                local = await LocalCluster(
                    n_workers=workers,
                    threads_per_worker=1,
                    processes=True,
                    asynchronous=True,
                    dashboard_address=":0",
                    silence_logs=logging.ERROR,
                )
                client = await Client(local, asynchronous=True)
            else:
                client = await Client(address, asynchronous=True, timeout=30)
        except (OSError, TimeoutError) as error:
            if local is not None:
                await local.close()
            raise UsageError(f"--scheduler {address}: could not reach it: {error}") from None
        try:
            sources = [source for case in cases for source in case.code()]
            await client.register_plugin(WarmEngine(warm_modules(sources), sandbox))
        except Exception:
            await client.close()
            if local is not None:
                await local.close()
            raise
        return cls(client, local, sandbox)

    async def __aenter__(self) -> Cluster:
        return self

    async def __aexit__(self, *exc: object) -> None:
        await self.close()

    async def close(self) -> None:
        with contextlib.suppress(Exception):
            await self.client.close()
        if self._local is not None:
            with contextlib.suppress(Exception):
                await self._local.close()

    async def slots(self) -> int:
        """Cases the workers run at once: their threads, summed."""
        threads: dict[str, int] = await self.client.nthreads()
        return max(1, sum(threads.values()))

    async def isolated(self) -> bool:
        """Whether every worker runs its kernels in the sandbox (not where it was turned off)."""
        if self._sandbox is False:
            return False
        answers: dict[str, bool] = await self.client.run(sandbox_available)
        return bool(answers) and all(answers.values())

    def _digest(self, case: Case) -> str:
        digest = self._digests.get(case.path)
        if digest is None:
            digest = self._digests[case.path] = case_digest(case.path)
        return digest

    async def verify(
        self, benchmark: Benchmark, case_id: str, repeat: int, limits: Limits
    ) -> CaseVerdict:
        """The case's verdict, judged on a worker; a worker's failure is an ``error`` verdict."""
        try:
            case = benchmark.case(case_id)
        except JunoBenchError as error:  # as a local run says it
            return CaseVerdict(case_id, "fail", str(error))
        future = self.client.submit(
            _verify_task,
            str(benchmark.root),
            case_id,
            self._digest(case),
            repeat,
            limits,
            pure=False,
            key=f"verify-{case_id}-{_token()}",
        )
        try:
            record, _ = await future
        except KilledWorker as error:
            return CaseVerdict(case_id, "error", f"environment: {_killed(error)}")
        except Exception as error:
            return CaseVerdict(case_id, "error", f"environment: {error}")
        return CaseVerdict.from_record(record)

    async def replay(
        self, case: Case, prediction: RepairPrediction, limits: Limits, folder: Path
    ) -> RepairResult:
        """The prediction replayed and judged on a worker, the notebook as it ran kept in
        ``folder``; a worker's failure is an ``error`` result."""
        root = str(case.path.parent)
        future = self.client.submit(
            _replay_task,
            root,
            case.id,
            self._digest(case),
            prediction.to_json(),
            limits,
            pure=False,
            key=f"replay-{case.id}-{_token()}",
        )
        try:
            document, notebook = await future
        except KilledWorker as error:
            return RepairResult(case.id, prediction.digest, "error", None, (), 0.0, _killed(error))
        except Exception as error:
            return RepairResult(case.id, prediction.digest, "error", None, (), 0.0, str(error))
        if notebook is not None:
            folder.mkdir(parents=True, exist_ok=True)
            (folder / "notebook.ipynb").write_text(notebook, encoding="utf-8")
        return RepairResult.from_json(document)

    async def episode(
        self, case: Case, agent: Agent, budget: Budget, limits: Limits
    ) -> tuple[dict[str, Any], bool, str]:
        """``agent``'s episode of ``case``, played on a worker (``RemoteEpisode``); a worker's
        failure is an unsolved episode that is not kept."""
        future = self.client.submit(
            _episode_task,
            str(case.path.parent),
            case.id,
            self._digest(case),
            agent,
            budget,
            limits,
            pure=False,
            key=f"episode-{case.id}-{_token()}",
        )
        try:
            document, keep, trajectory = await future
            return document, keep, trajectory
        except Exception as error:
            reason = _killed(error) if isinstance(error, KilledWorker) else str(error)
            document = {
                "id": case.id,
                "outcome": "unsolved",
                "resolved": False,
                "reason": f"environment: {reason}",
                "steps": 0,
                "seconds": 0.0,
            }
            return document, False, ""


def _local_workers(address: str) -> int:
    text = address.removeprefix("local:")
    if not text.isdigit() or int(text) < 1:
        raise UsageError(f"--scheduler {address}: local:N needs a number of workers, local:2")
    return int(text)


def _killed(error: BaseException) -> str:
    return f"the case's task killed every worker it ran on ({error})"


def _token() -> str:
    import uuid

    return uuid.uuid4().hex[:12]


async def verify_on_cluster_async(
    benchmark: Benchmark,
    case_ids: Sequence[str],
    address: str,
    *,
    repeat: int = 1,
    limits: Limits | None = None,
    run_dir: Path | None = None,
    on_verdict: Callable[[CaseVerdict], None] | None = None,
    sandbox: bool | None = None,
) -> VerifyReport:
    """``verify_cases_async`` with each case judged on the cluster at ``address`` (``local:N``
    for N workers here): as many cases at once as the workers have threads."""
    limits = limits or Limits()
    cases = benchmark.loadable(case_ids)
    async with await Cluster.open(address, cases, sandbox=sandbox) as cluster:
        slots, isolated = await cluster.slots(), await cluster.isolated()

        async def judge(case_id: str) -> CaseVerdict:
            return await cluster.verify(benchmark, case_id, max(1, repeat), limits)

        return await verify_cases_async(
            benchmark,
            case_ids,
            jobs=slots,
            repeat=repeat,
            limits=limits,
            run_dir=run_dir,
            on_verdict=on_verdict,
            remote=(judge, isolated),
        )


async def evaluate_on_cluster_async(
    benchmark: Benchmark,
    predictions_path: Path,
    address: str,
    *,
    case_ids: Sequence[str] | None = None,
    run_dir: Path | None = None,
    limits: Limits | None = None,
    on_repair: Callable[[RepairResult, bool], None] | None = None,
    sandbox: bool | None = None,
) -> Evaluation:
    """``evaluate_async`` of repair predictions, each replayed on the cluster at ``address``."""
    limits = limits or Limits()
    cases = benchmark.loadable(case_ids if case_ids is not None else benchmark.case_ids())
    async with await Cluster.open(address, cases, sandbox=sandbox) as cluster:
        slots = await cluster.slots()

        async def replay(case: Case, prediction: RepairPrediction, folder: Path) -> RepairResult:
            return await cluster.replay(case, prediction, limits, folder)

        return await evaluate_async(
            benchmark,
            "repair",
            predictions_path,
            case_ids=case_ids,
            run_dir=run_dir,
            jobs=slots,
            limits=limits,
            on_repair=on_repair,
            remote=replay,
        )


async def run_agent_on_cluster_async(
    benchmark: Benchmark,
    case_ids: Sequence[str],
    agent: Agent,
    run_dir: Path,
    address: str,
    *,
    budget: Budget | None = None,
    limits: Limits | None = None,
    on_result: Callable[[CaseResult], None] | None = None,
    sandbox: bool | None = None,
) -> AgentRun:
    """``run_agent_async`` with each episode played on the cluster at ``address`` (the agent
    travels to the workers, so it must pickle: the built-in ones do)."""
    budget, limits = budget or Budget(), limits or Limits()
    cases = benchmark.loadable(case_ids)
    async with await Cluster.open(address, cases, sandbox=sandbox) as cluster:
        slots = await cluster.slots()

        async def episode(case: Case) -> tuple[dict[str, Any], bool, str]:
            return await cluster.episode(case, agent, budget, limits)

        return await run_agent_async(
            benchmark,
            case_ids,
            agent,
            run_dir,
            jobs=slots,
            budget=budget,
            limits=limits,
            on_result=on_result,
            remote=episode,
        )


verify_on_cluster = sync_twin(verify_on_cluster_async)
run_agent_on_cluster = sync_twin(run_agent_on_cluster_async)
evaluate_on_cluster = sync_twin(evaluate_on_cluster_async)
