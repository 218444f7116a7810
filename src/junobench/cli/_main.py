"""The command line: parse, call the library, render. Errors become one line and exit status 2."""

from __future__ import annotations

import argparse
import asyncio
import errno
import json
import os
import re
import signal
import sys
import tempfile
import threading
import traceback
from collections.abc import Callable, Sequence
from pathlib import Path
from typing import TYPE_CHECKING, Any, NoReturn

from rich.console import Console

from .._exceptions import EngineError, JunoBenchError, PredictionsError, UsageError
from .._vocabulary import (
    BASELINES,
    LIBRARY_CAUSES,
    LIBRARY_PREFIXES,
    PIPELINE_STAGES,
    ROOT_CAUSES,
    TASKS,
    Task,
    parse_task,
)
from ..cases import Benchmark, default_root
from ..engine import Engine, Limits, default_jobs

if TYPE_CHECKING:
    from ..engine import RunOutcome
    from ..llm import LLMRun, LLMSettings
    from ..verify import CaseVerdict

# Each command imports what it needs when it runs: `junobench run` must not wait for the
# scorers, pydantic and the task models to load.

__all__ = ["main"]

# The exit statuses, one table for every command (README, "Exit status"):
EXIT_OK = 0  # done; every case or check passed
EXIT_FAILED = 1  # a case, a verification or a check failed
EXIT_BAD_INPUT = 2  # bad usage or bad input: an unknown case, a malformed file, an unwritable --out
EXIT_ENVIRONMENT = 3  # the environment failed: a kernel, the sandbox, an OS error writing output
EXIT_INTERNAL = 70  # a bug of junobench (sysexits' EX_SOFTWARE); the traceback under --debug


class _Parser(argparse.ArgumentParser):
    """argparse with a one-line error message, as every other bad input gets."""

    def error(self, message: str) -> NoReturn:
        self.exit(EXIT_BAD_INPUT, f"{self.prog}: error: {message}\n")


def _print_json(document: Any) -> None:
    sys.stdout.write(json.dumps(document, indent=2, ensure_ascii=False) + "\n")


def _check_output_file(option: str, path: Path | None) -> None:
    """Before any work: ``path`` (``option``'s file to write) is not a folder, and its folder
    is one we can write in, or can create in a writable folder. Else a ``UsageError``."""
    if path is None:
        return
    if path.is_dir():
        raise UsageError(f"{option} {path}: is a folder; {option} names a file")
    _check_writable(option, path, path.parent)
    if path.exists() and not os.access(path, os.W_OK):
        raise UsageError(f"{option} {path}: the file cannot be written")


def _check_output_folder(option: str, folder: Path | None) -> None:
    """Before any work: ``folder`` (``option``'s folder to write in) is a folder we can write
    in, or one we can create in a writable folder. Else a ``UsageError``."""
    if folder is None:
        return
    if folder.exists() and not folder.is_dir():
        raise UsageError(f"{option} {folder}: is a file; {option} names a folder")
    _check_writable(option, folder, folder)


def _check_writable(option: str, path: Path, folder: Path) -> None:
    """Files can be made in ``folder``, or ``folder`` can be made (its parent exists): tried
    with a file that is removed at once, since permission bits do not say it for root or
    for a read-only or virtual file system (/proc)."""
    where = folder if folder.exists() else folder.parent
    if not where.exists():
        raise UsageError(f"{option} {path}: folder {where} does not exist")
    if not where.is_dir():
        raise UsageError(f"{option} {path}: {where} is not a folder")
    try:
        tempfile.TemporaryFile(dir=where).close()
    except OSError as error:
        reason = "" if error.errno == errno.ENOENT else f" ({error.strerror})"
        made = "" if where == folder else f"cannot create {folder}: "
        raise UsageError(f"{option} {path}: {made}cannot write in {where}{reason}") from None


def _engine(
    args: argparse.Namespace, benchmark: Benchmark | None = None, case_ids: Sequence[str] = ()
) -> Engine:
    """The engine a command runs kernels with: sandboxed wherever bubblewrap works, unless
    ``--no-sandbox``. ``--engine fast`` (the default of the commands that run many notebooks,
    given their cases) forks kernels from a zygote that has imported what the cases import."""
    from ..engine import JupyterEngine

    sandbox = False if args.no_sandbox else None
    if args.engine == "plain" or (args.engine is None and benchmark is None):
        return JupyterEngine(sandbox=sandbox)
    from ..engine import FastEngine

    cases = benchmark.loadable(case_ids) if benchmark is not None else []
    engine = FastEngine.for_cases(cases, sandbox=sandbox)
    args.engines.append(engine)  # closed when the command ends
    return engine


def _cmd_list(args: argparse.Namespace, benchmark: Benchmark, console: Console) -> int:
    from ._render import render_cases

    cases = benchmark.cases()
    if args.library:
        cases = [case for case in cases if case.library_cause == args.library]
    if args.root_cause:
        cases = [case for case in cases if case.root_cause == args.root_cause]
    if args.stage:
        cases = [case for case in cases if case.pipeline_stage == args.stage]
    if args.json:
        keys = ("id", "title", "library_cause", "crash_type", "root_cause", "pipeline_stage")
        _print_json([{key: case.to_json()[key] for key in keys} for case in cases])
    else:
        render_cases(console, cases, wide=args.wide)
    return EXIT_OK


def _cmd_show(args: argparse.Namespace, benchmark: Benchmark, console: Console) -> int:
    from ._render import render_case

    case = benchmark.case(args.case)
    if args.json:
        _print_json(case.to_json())
    else:
        render_case(console, case)
    return EXIT_OK


_SIZE = re.compile(r"^(\d+(?:\.\d+)?)\s*([KMG]i?B?|B)?$", re.IGNORECASE)
_UNITS = {"": 1, "B": 1, "K": 1 << 10, "M": 1 << 20, "G": 1 << 30}


def _size(text: str) -> int:
    """``2GiB``, ``512M``, ``100000`` -> bytes (argparse type)."""
    match = _SIZE.match(text.strip())
    if match is None:
        raise argparse.ArgumentTypeError(f"{text!r} is not a size such as 8GiB, 512MiB or 100000")
    return int(float(match[1]) * _UNITS[(match[2] or "")[:1].upper()])


def _library(text: str) -> str:
    """A library cause as ``list`` prints it (``tensorflow/keras``, ``none``); the case id
    prefixes (``tensorflow``, ``NBspecific``) are accepted too."""
    if text in LIBRARY_CAUSES:
        return text
    if text in LIBRARY_PREFIXES:
        return LIBRARY_PREFIXES[text]
    raise argparse.ArgumentTypeError(
        f"{text!r} is not a library cause ({', '.join(LIBRARY_CAUSES)})"
    )


def _limits(args: argparse.Namespace) -> Limits:
    """The limits of each run, from the command's options: ``--timeout`` bounds the whole run
    and, unless ``--cell-timeout`` is given, each cell too."""
    default = Limits()
    for name in ("timeout", "cell_timeout"):
        value = getattr(args, name)
        if value is not None and value <= 0:
            raise UsageError(f"--{name.replace('_', '-')} must be positive, got {value:g}")
    for name in ("memory_limit", "output_limit"):
        value = getattr(args, name)
        if value is not None and value <= 0:
            raise UsageError(f"--{name.replace('_', '-')} must be positive")
    timeout = args.timeout if args.timeout is not None else default.timeout
    cell = args.cell_timeout or (args.timeout if args.timeout is not None else default.cell_timeout)
    return Limits(
        cell_timeout=cell,
        timeout=timeout,
        memory_bytes=args.memory_limit or default.memory_bytes,
        output_bytes=args.output_limit or default.output_bytes,
    )


def _cmd_run(args: argparse.Namespace, benchmark: Benchmark, console: Console) -> int:
    notebook, data_dir, saved = Path(args.notebook), args.data_dir, args.save_executed
    _check_output_file("--save-executed", saved)
    if saved is not None and saved.resolve() == notebook.resolve():
        raise UsageError(f"--save-executed {saved}: is the notebook run, which is never modified")
    if args.engine == "fast" or not notebook.is_file() or (data_dir and not data_dir.is_dir()):
        from ..verify import run_notebook

        outcome = run_notebook(
            notebook,
            order=args.order,
            data_dir=data_dir,
            limits=_limits(args),
            engine=_engine(args),
        )
    else:
        outcome = _run_started_ahead(args, notebook, data_dir)
    from ._render import render_outcome

    if saved is not None:
        from ..cases import load_notebook, write_notebook

        saved.parent.mkdir(parents=True, exist_ok=True)
        write_notebook(load_notebook(notebook).with_outcome(outcome), saved)
    from ..engine import NOT_ISOLATED, sandbox_available

    isolated = not args.no_sandbox and sandbox_available()
    if args.json:
        _print_json({**outcome.to_json(outputs=True), "isolated": isolated})
    else:
        render_outcome(console, outcome)
        if not isolated:
            console.print(NOT_ISOLATED, style="bold yellow")
    return EXIT_OK


def _run_started_ahead(
    args: argparse.Namespace, notebook: Path, data_dir: Path | None
) -> RunOutcome:
    """``junobench run`` with its kernel started first, in the scratch folder the run will use,
    and the Jupyter client, the notebook reader and the engine imported while it boots."""
    from .._sync import run_sync
    from ..engine import kernel_process, notebook_scratch, sandbox_available

    sandbox = not args.no_sandbox and sandbox_available()
    with (
        notebook_scratch(notebook, data_dir) as workdir,
        kernel_process(workdir, sandbox=sandbox) as started,
    ):
        from ..engine import JupyterEngine
        from ..verify import run_notebook_in

        engine = JupyterEngine(sandbox=sandbox, ahead=started)
        coroutine = run_notebook_in(
            workdir, notebook, order=args.order, limits=_limits(args), engine=engine
        )
        return run_sync(coroutine, "run_notebook")


def _cmd_verify(args: argparse.Namespace, benchmark: Benchmark, console: Console) -> int:
    from ..verify import render_verify, verify_cases

    _check_output_file("--report", args.report)
    _check_output_folder("--run-dir", args.run_dir)
    case_ids = benchmark.select(args.cases) if args.cases else benchmark.case_ids()
    for case_id in case_ids if args.cases else ():
        benchmark.case(case_id, require_recorded=False)  # a malformed case named is bad input
    if args.jobs < 1 or args.repeat < 1:
        raise UsageError("--jobs and --repeat must be at least 1")
    show_progress = not args.json and console.is_terminal
    scheduler = _scheduler(args)
    with _progress(console, "verifying", len(case_ids), show_progress) as advance:
        if scheduler is not None:
            from ..cluster import verify_on_cluster

            report = verify_on_cluster(
                benchmark,
                case_ids,
                scheduler,
                repeat=args.repeat,
                limits=_limits(args),
                run_dir=args.run_dir,
                on_verdict=advance,
                sandbox=False if args.no_sandbox else None,
            )
        else:
            report = verify_cases(
                benchmark,
                case_ids,
                engine=_engine(args, benchmark, case_ids),
                jobs=args.jobs,
                repeat=args.repeat,
                limits=_limits(args),
                run_dir=args.run_dir,
                on_verdict=advance,
            )
    if args.report:
        args.report.parent.mkdir(parents=True, exist_ok=True)
        args.report.write_text(json.dumps(report.to_json(), indent=2, ensure_ascii=False) + "\n")
    if args.json:
        _print_json(report.to_json())
    else:
        render_verify(console, report, wide=args.wide)
    if any(verdict.internal for verdict in report.cases):
        return EXIT_INTERNAL
    if report.errors:
        return EXIT_ENVIRONMENT
    return EXIT_OK if report.failed == 0 else EXIT_FAILED


def _scheduler_option(parser: argparse.ArgumentParser, prefix: str = "") -> None:
    parser.add_argument(
        "--scheduler",
        metavar="ADDRESS",
        help=f"{prefix}run each case on a Dask cluster: a scheduler's address (tcp://host:8786) "
        "or local:N for N worker processes here (default: $JUNOBENCH_SCHEDULER; needs "
        "junobench[dask]); --jobs is then the workers' threads",
    )


def _scheduler(args: argparse.Namespace) -> str | None:
    """The Dask scheduler asked for (``--scheduler``, else ``$JUNOBENCH_SCHEDULER``), checked
    to be usable; None to run here."""
    from ..cluster import SCHEDULER_VARIABLE, require_dask

    address = args.scheduler or os.environ.get(SCHEDULER_VARIABLE) or None
    if address is None:
        return None
    if args.engine == "plain":
        raise UsageError("--scheduler runs the fast engine on its workers; drop --engine plain")
    require_dask()
    return str(address)


def _cmd_add(args: argparse.Namespace, benchmark: Benchmark, console: Console) -> int:
    from ..authoring import add_case

    result = add_case(
        benchmark,
        args.notebook,
        args.data,
        case_id=args.case_id,
        engine=_engine(args),
        limits=_limits(args),
    )
    if args.json:
        _print_json(result.to_json())
        return EXIT_OK
    console.print(f"added {result.case_id}: {result.folder}", markup=False)
    console.print(f"order: {' '.join(result.order)}", markup=False)
    if result.copied:
        console.print(f"data copied: {', '.join(result.copied)}", markup=False)
    if result.missing:
        console.print(f"data named but not found: {', '.join(result.missing)}", markup=False)
    for note in result.notes:
        console.print(f"note: {note}", markup=False)
    console.print(
        "to write: the fixed notebook, fix.cell_ids and fix.summary, 2-5 oracle checks; review "
        "the proposed labels (case.toml); then junobench verify " + result.case_id,
        markup=False,
    )
    return EXIT_OK


def _cmd_twins(args: argparse.Namespace, benchmark: Benchmark, console: Console) -> int:
    from ..authoring import make_twins
    from ._render import render_twins

    if args.jobs < 1:
        raise UsageError("--jobs must be at least 1")
    case_ids = _selected(args, benchmark)
    show_progress = not args.json and console.is_terminal
    with _progress(console, f"twins, seed {args.seed}", len(case_ids), show_progress) as advance:
        results = make_twins(
            benchmark,
            args.out,
            args.seed,
            case_ids=case_ids,
            engine=_engine(args, benchmark, case_ids),
            limits=_limits(args),
            jobs=args.jobs,
            on_result=advance,
        )
    if args.json:
        _print_json(
            {"seed": args.seed, "out": str(args.out), "cases": [r.to_json() for r in results]}
        )
    else:
        render_twins(console, results, args.out, args.seed)
    return EXIT_OK if all(result.written for result in results) else EXIT_FAILED


def _cmd_record(args: argparse.Namespace, benchmark: Benchmark, console: Console) -> int:
    from ..verify import record_case
    from ._render import render_record

    result = record_case(benchmark, args.case, engine=_engine(args), limits=_limits(args))
    render_record(console, result)
    return EXIT_OK if not result.problems else EXIT_FAILED


def _selected(args: argparse.Namespace, benchmark: Benchmark) -> list[str]:
    """The case ids ``--cases`` names (ids or patterns, comma-separated), else every case."""
    if not args.cases:
        return benchmark.case_ids()
    patterns = [part.strip() for part in args.cases.split(",") if part.strip()]
    if not patterns:
        raise UsageError("--cases names no case")
    return benchmark.select(patterns)


def _cmd_export(args: argparse.Namespace, benchmark: Benchmark, console: Console) -> int:
    from ..formats import write_jsonl
    from ..tasks import detect_inputs, diagnose_inputs, repair_inputs

    if args.task == "desc" and args.out is None:
        raise UsageError("export desc needs --out FILE (.csv or .xlsx)")
    _check_output_file("--out", args.out)
    _check_output_folder("--workdir", args.workdir)
    cases = [benchmark.case(case_id) for case_id in _selected(args, benchmark)]
    if args.task == "desc":
        from ..reports import write_sheet

        write_sheet(cases, args.out)
        return EXIT_OK
    task = parse_task(args.task)
    if (args.markdown or args.outputs) and task not in ("diagnose", "localize"):
        raise UsageError("--markdown and --outputs are options of diagnose and localize inputs")
    if args.workdir is not None and task != "repair":
        raise UsageError("--workdir is an option of repair inputs")
    if args.with_state and task == "detect":
        raise UsageError("--with-state is an option of diagnose, localize and repair inputs")
    states = None
    if args.with_state:
        from ..agent import crash_states_async

        engine = _engine(args, benchmark, [case.id for case in cases])
        states = asyncio.run(crash_states_async(cases, engine, jobs=default_jobs()))
    documents: list[dict[str, Any]]
    if task == "detect":
        documents = [item.to_json() for item in detect_inputs(cases)]
    elif task in ("diagnose", "localize"):
        inputs = diagnose_inputs(cases, markdown=args.markdown, outputs=args.outputs, states=states)
        documents = [item.to_json() for item in inputs]
    else:
        workdir = args.workdir or (args.out.with_suffix("") if args.out else Path("repair-inputs"))
        base = (args.out.parent if args.out else Path.cwd()).resolve()
        made = repair_inputs(cases, workdir, states)
        documents = [item.relative_to(base).to_json() for item in made]
    text = write_jsonl(documents, args.out)
    if args.out is None:
        sys.stdout.write(text)
    return EXIT_OK


def _cmd_baseline(args: argparse.Namespace, benchmark: Benchmark, console: Console) -> int:
    from ..baselines import READS_INPUTS, check_baseline, run_baseline
    from ..formats import item_key

    _check_output_file("--out", args.out)
    task = parse_task(args.task)
    settings = _llm_settings(args) if args.name == "llm" else None
    check_baseline(args.name, task, settings)
    if args.name in READS_INPUTS and args.inputs is not None:
        return _inputs_baseline(args, task, settings)
    case_ids = _selected(args, benchmark)
    if args.inputs is not None:
        wanted = set(_input_cases(args.inputs, task, benchmark))
        case_ids = [case_id for case_id in case_ids if case_id in wanted]
    cases = [benchmark.case(case_id) for case_id in case_ids]
    show = args.name in READS_INPUTS and args.out is not None and sys.stderr.isatty()
    lines = len(item_key(task, case_ids))
    with _progress(Console(stderr=True), f"{args.name} {task}", lines, show) as advance:
        run = run_baseline(args.name, task, cases, llm=settings, on_line=advance)
    documents = [prediction.to_json() for prediction in run.predictions]
    _write_predictions(args, documents, run.llm)
    return EXIT_OK


def _inputs_baseline(args: argparse.Namespace, task: Task, settings: LLMSettings | None) -> int:
    """A baseline that reads nothing but its inputs, on the file ``--inputs`` (any set's, whose
    ids need not be this benchmark's)."""
    from ..baselines import read_inputs, reference_predictions

    lines = read_inputs(args.inputs, task)
    show = args.out is not None and sys.stderr.isatty()
    run = None
    with _progress(Console(stderr=True), f"{args.name} {task}", len(lines), show) as advance:
        if settings is not None:
            from ..llm import llm_predictions

            base = args.inputs.resolve().parent
            run = llm_predictions(settings, task, lines, base=base, on_line=advance)
            predictions = run.predictions
        else:
            predictions = reference_predictions(args.name, task, lines, on_line=advance)
    _write_predictions(args, predictions, run)
    return EXIT_OK


def _write_predictions(
    args: argparse.Namespace, documents: list[dict[str, Any]], run: LLMRun | None
) -> None:
    """Prediction lines to ``--out`` or stdout; the llm baseline's record of each input beside
    ``--out`` (``PRED.llm.jsonl``) and its summary on stderr."""
    from ..formats import write_jsonl

    text = write_jsonl(documents, args.out)
    if args.out is None:
        sys.stdout.write(text)
    if run is not None:
        if args.out is not None:
            log = args.out.with_name(args.out.stem + ".llm.jsonl")
            write_jsonl([record.to_json() for record in run.records], log)
        sys.stderr.write(run.summary() + "\n")


def _judge_settings(args: argparse.Namespace, task: Task) -> LLMSettings | None:
    """The chat model that judges diagnoses, when ``--judge-model`` asks for one."""
    if not (args.judge_base_url or args.judge_model):
        return None
    if task != "diagnose" or not (args.judge_base_url and args.judge_model):
        raise UsageError("--judge-base-url and --judge-model go together, with evaluate diagnose")
    from ..llm import LLMSettings, default_cache

    return LLMSettings(base_url=args.judge_base_url, model=args.judge_model, cache=default_cache())


def _llm_settings(args: argparse.Namespace) -> LLMSettings:
    from ..llm import LLMSettings, default_cache

    if not args.base_url or not args.model:
        raise UsageError("baseline llm needs --base-url and --model (the key: $OPENAI_API_KEY)")
    return LLMSettings(
        base_url=args.base_url,
        model=args.model,
        samples=args.samples,
        concurrency=args.concurrency,
        max_prompt_tokens=args.max_prompt_tokens,
        cache=None if args.no_cache else (args.cache or default_cache()),
    )


def _input_cases(path: Path, task: Task, benchmark: Benchmark) -> list[str]:
    """The cases named by the ``id`` of each line of an exported inputs file of ``task``."""
    from ..formats import item_key, read_jsonl

    items = item_key(task, benchmark.case_ids())
    cases = []
    for number, document in read_jsonl(path):
        if not isinstance(document, dict) or not isinstance(document.get("id"), str):
            raise PredictionsError(path, number, "an input line needs a string 'id'")
        if document["id"] not in items:
            raise PredictionsError(
                path, number, f"no {task} input of this benchmark has id {document['id']!r}"
            )
        cases.append(items[document["id"]][0])
    return cases


def _check_run_folder(predictions: Path, run_dir: Path | None, task: Task) -> None:
    """``--run-dir``, or where a repair evaluation keeps its runs by default (beside the
    predictions file, when it exists: a missing file is reported as such)."""
    if run_dir is not None:
        _check_output_folder("--run-dir", run_dir)
    elif task == "repair" and predictions.is_file():
        from ..tasks import default_run_dir

        _check_output_folder("--run-dir (default)", default_run_dir(predictions))


def _cmd_evaluate(args: argparse.Namespace, benchmark: Benchmark, console: Console) -> int:
    from ..tasks import evaluate
    from ._render import render_markdown

    if args.task == "agent":
        return _evaluate_agent(args, benchmark, console)
    task = parse_task(args.task)
    if args.jobs < 1:
        raise UsageError("--jobs must be at least 1")
    _check_output_folder("--report", args.report)
    _check_run_folder(args.predictions, args.run_dir, task)
    case_ids = _selected(args, benchmark)
    show_progress = task == "repair" and not args.json and console.is_terminal
    scheduler = _scheduler(args) if task == "repair" else None
    with _progress(console, "replaying repairs", len(case_ids), show_progress) as advance:
        if scheduler is not None:
            from ..cluster import evaluate_on_cluster

            evaluation = evaluate_on_cluster(
                benchmark,
                args.predictions,
                scheduler,
                case_ids=case_ids,
                run_dir=args.run_dir,
                limits=_limits(args),
                on_repair=lambda result, reused: advance(result),
                sandbox=False if args.no_sandbox else None,
            )
        else:
            evaluation = evaluate(
                benchmark,
                task,
                args.predictions,
                case_ids=case_ids,
                engine=_engine(args, benchmark, case_ids) if task == "repair" else None,
                limits=_limits(args),
                run_dir=args.run_dir,
                jobs=args.jobs,
                on_repair=lambda result, reused: advance(result),
                judge=_judge_settings(args, task),
            )
    if args.report is not None:
        from ..reports import write_evaluation_report

        write_evaluation_report(evaluation, args.report)
    if args.json:
        _print_json(evaluation.to_json())
    else:
        from ..tasks import evaluation_markdown

        markdown = evaluation_markdown(evaluation, confusion=args.wide)
        render_markdown(console, markdown, wide=args.wide)
    unjudged = [result.id for result in evaluation.repairs.values() if result.status == "error"]
    if any(result.internal for result in evaluation.repairs.values()):
        print(
            f"junobench evaluate: internal error: a bug of junobench left repairs unjudged: "
            f"{', '.join(sorted(r.id for r in evaluation.repairs.values() if r.internal))}",
            file=sys.stderr,
        )
        return EXIT_INTERNAL
    if unjudged:
        print(
            f"junobench evaluate: error: {len(unjudged)} repairs could not be judged "
            f"(the environment failed): {', '.join(sorted(unjudged))}",
            file=sys.stderr,
        )
        return EXIT_ENVIRONMENT
    return EXIT_OK


def _cmd_compare(args: argparse.Namespace, benchmark: Benchmark, console: Console) -> int:
    from ..reports import Comparison, tool_names
    from ..tasks import evaluate
    from ._render import render_markdown

    task = parse_task(args.task)
    if len(args.predictions) < 2:
        raise UsageError("compare needs two predictions files or more")
    # TWIN_ROOT=FILE: predictions made on a twin benchmark (junobench twins), scored against it
    roots = [_predictions_root(argument, benchmark) for argument in args.predictions]
    args.predictions = [path for _, path in roots]
    names = [
        name if root is benchmark else f"{name} (twin {root.root.name})"
        for name, (root, _) in zip(tool_names(args.predictions), roots, strict=True)
    ]
    if task == "repair":  # an agent run folder: the repairs its episodes submitted
        from ..agent import agent_predictions, is_agent_run

        args.predictions = [
            agent_predictions(path) if is_agent_run(path) else path for path in args.predictions
        ]
        roots = [(root, path) for (root, _), path in zip(roots, args.predictions, strict=True)]
    for path in args.predictions:
        _check_run_folder(path, None, task)
    case_ids = _selected(args, benchmark)
    for root, _ in roots:
        missing = sorted(set(case_ids) - set(root.case_ids()))
        if missing:
            raise UsageError(f"{root.root}: no case {missing[0]} (a twin lacks cases compared)")
    evaluations = []
    for root, path in roots:  # every file checked before any repair replays
        if task != "repair":
            evaluations.append(evaluate(root, task, path, case_ids=case_ids))
    if task == "repair":
        engine = _engine(args, benchmark, case_ids)
        for root, path in roots:
            evaluations.append(
                evaluate(
                    root, task, path, case_ids=case_ids, engine=engine,
                    limits=_limits(args), jobs=args.jobs,
                )
            )  # fmt: skip
    comparison = Comparison(tuple(names), tuple(evaluations))
    if args.json:
        _print_json(comparison.to_json())
    else:
        render_markdown(console, comparison.markdown(), wide=args.wide)
    return EXIT_OK


def _predictions_root(argument: Path, benchmark: Benchmark) -> tuple[Benchmark, Path]:
    """A compare argument: ``FILE`` (scored on the benchmark), or ``TWIN_ROOT=FILE`` (scored on
    the twin benchmark in TWIN_ROOT)."""
    text = str(argument)
    if "=" not in text or Path(text).exists():
        return benchmark, argument
    root, _, file = text.partition("=")
    twin = Benchmark(Path(root).resolve())
    if not (twin.root / "TWINS.json").is_file():
        raise UsageError(f"{argument}: {root} is not a twin benchmark (no TWINS.json there)")
    return twin, Path(file)


def _cmd_schema(args: argparse.Namespace, benchmark: Benchmark, console: Console) -> int:
    from ..formats import schema

    if args.task == "agent":  # an episode's trajectory lines (docs/tasks/agent.md)
        from ..agent import trajectory_schema

        if args.part is not None:
            raise UsageError("schema agent has one part, the trajectory line: no --part")
        _print_json({"trajectory": trajectory_schema()})
        return EXIT_OK
    task = parse_task(args.task)
    documents = {"input": schema(task, "input"), "prediction": schema(task, "prediction")}
    _print_json(documents[args.part] if args.part else documents)
    return EXIT_OK


def _cmd_stats(args: argparse.Namespace, benchmark: Benchmark, console: Console) -> int:
    from ..reports import benchmark_stats, contents_markdown, stats_markdown, write_stats_plots
    from ._render import render_markdown

    if args.contents:
        print(contents_markdown(list(benchmark.cases())))
        return EXIT_OK
    _check_output_folder("--plots", args.plots)
    stats = benchmark_stats(benchmark.cases())
    if args.plots is not None:
        write_stats_plots(stats, args.plots)
    if args.json:
        _print_json(stats.to_json())
    else:
        render_markdown(console, stats_markdown(stats))
    return EXIT_OK


class _progress:
    """A progress bar on stderr while cases finish; nothing when stderr is not a terminal."""

    def __init__(self, console: Console, label: str, total: int, enabled: bool) -> None:
        from rich.progress import (
            BarColumn,
            MofNCompleteColumn,
            Progress,
            TextColumn,
            TimeElapsedColumn,
        )

        self._enabled = enabled
        self._progress = Progress(
            TextColumn(f"{label} {{task.fields[last]}}"),
            BarColumn(),
            MofNCompleteColumn(),
            TimeElapsedColumn(),
            console=Console(stderr=True),
            transient=True,
        )
        self._task = self._progress.add_task(label, total=total, last="")

    def __enter__(self) -> Callable[[Any], None]:
        if self._enabled:
            self._progress.start()
        return self._advance

    def _advance(self, done: CaseVerdict | Any) -> None:
        if self._enabled:
            self._progress.update(self._task, advance=1, last=done.id)

    def __exit__(self, *exc: object) -> None:
        if self._enabled:
            self._progress.stop()


def build_parser() -> argparse.ArgumentParser:
    parser = _Parser(
        prog="junobench", description="Crash cases in ML notebooks, and the harness to run them."
    )
    parser.add_argument(
        "--root", type=Path, help="benchmark folder (default: the repository's benchmark/)"
    )
    parser.add_argument(
        "--engine",
        choices=("plain", "fast"),
        help="plain: every kernel started from nothing; fast: forked from a warm zygote "
        "(default: fast for verify, evaluate and compare, plain for run and record)",
    )
    parser.add_argument(
        "--no-sandbox",
        action="store_true",
        help="run kernels without the bubblewrap sandbox (default: sandboxed where it works)",
    )
    parser.add_argument(
        "--debug", action="store_true", help="print the traceback of an internal error"
    )
    commands = parser.add_subparsers(dest="command", required=True, parser_class=_Parser)
    cases_help = "only these cases: ids or patterns, comma-separated (pandas_4,sklearn_*)"
    default = Limits()
    limits = _Parser(add_help=False)
    group = limits.add_argument_group("limits of each run (a run past one ends with a status)")
    group.add_argument(
        "--timeout",
        type=float,
        help=f"seconds for a whole notebook, and for each cell unless --cell-timeout "
        f"(default {default.timeout:g}, cells {default.cell_timeout:g})",
    )
    group.add_argument("--cell-timeout", type=float, help="seconds for any one cell")
    group.add_argument(
        "--memory-limit",
        type=_size,
        help=f"memory of a kernel and its children, e.g. 4GiB (default {default.memory_bytes >> 30}GiB)",
    )
    group.add_argument(
        "--output-limit",
        type=_size,
        help=f"output kept per cell, the rest dropped with a note (default {default.output_bytes >> 20}MiB)",
    )

    listing = commands.add_parser("list", help="the cases with their labels")
    listing.add_argument(
        "--library",
        type=_library,
        metavar="LIBRARY",
        help=f"a library cause: {', '.join(LIBRARY_CAUSES)}",
    )
    listing.add_argument("--root-cause", choices=ROOT_CAUSES)
    listing.add_argument("--stage", choices=PIPELINE_STAGES)
    listing.add_argument(
        "--wide", action="store_true", help="whole titles, past the terminal width"
    )
    listing.add_argument("--json", action="store_true")
    listing.set_defaults(handler=_cmd_list)

    show = commands.add_parser("show", help="one case: labels, diagnosis, crash, fix, oracle")
    show.add_argument("case")
    show.add_argument("--json", action="store_true")
    show.set_defaults(handler=_cmd_show)

    run = commands.add_parser(
        "run", parents=[limits], help="run a notebook in a fresh kernel and report the outcome"
    )
    run.add_argument("notebook", type=Path)
    run.add_argument(
        "--data-dir", type=Path, help="folder the notebook reads as data/ (default: its own)"
    )
    run.add_argument("--order", choices=("recorded", "top-down"), default="recorded")
    run.add_argument(
        "--save-executed",
        type=Path,
        metavar="OUT.ipynb",
        help="also save the notebook as run: each cell's outputs and execution count",
    )
    run.add_argument("--json", action="store_true", help="the outcome, with each cell's outputs")
    run.set_defaults(handler=_cmd_run)

    verify = commands.add_parser("verify", parents=[limits], help="reproduce and check cases")
    verify.add_argument(
        "cases",
        nargs="*",
        metavar="CASE",
        help="case ids or patterns such as 'pandas_*' (default: all)",
    )
    verify.add_argument(
        "--jobs",
        type=int,
        default=default_jobs(),
        help="kernels at once (default: the usable cores, fewer if memory is short)",
    )
    verify.add_argument(
        "--repeat", type=int, default=1, help="run everything K times; differing outcomes fail"
    )
    verify.add_argument("--report", type=Path, help="also write the JSON report to this file")
    verify.add_argument(
        "--run-dir",
        type=Path,
        help="keep one result per case here; cases already judged there are skipped (resume)",
    )
    verify.add_argument("--wide", action="store_true", help="every column, past the terminal width")
    verify.add_argument("--json", action="store_true")
    _scheduler_option(verify)
    verify.set_defaults(handler=_cmd_verify)

    export = commands.add_parser(
        "export", help="task inputs as JSON Lines, or the description sheet"
    )
    export.add_argument("task", choices=(*TASKS, "desc"))
    export.add_argument(
        "--out", type=Path, help="file to write (default: stdout; desc needs .csv or .xlsx)"
    )
    export.add_argument(
        "--workdir",
        type=Path,
        help="repair: folder for the notebook copies (default: --out without its suffix, "
        "or ./repair-inputs)",
    )
    export.add_argument(
        "--markdown", action="store_true", help="diagnose, localize: include markdown cells"
    )
    export.add_argument(
        "--outputs", action="store_true", help="diagnose, localize: include saved cell outputs"
    )
    export.add_argument("--cases", help=cases_help)
    export.add_argument(
        "--with-state",
        action="store_true",
        help="diagnose, localize, repair: the names the kernel held at the crash, each with its "
        "type, shape, dtype, columns and a short repr (replays every notebook)",
    )
    export.set_defaults(handler=_cmd_export)

    baseline = commands.add_parser("baseline", help="predictions of a built-in baseline")
    baseline.add_argument("name", choices=tuple(BASELINES))
    baseline.add_argument("task", choices=TASKS)
    baseline.add_argument(
        "--inputs",
        type=Path,
        help="exported inputs: predict only for their cases (static, heuristic: any file in the "
        "task's input format, of any set)",
    )
    baseline.add_argument("--out", type=Path, help="file to write (default: stdout)")
    baseline.add_argument("--cases", help=cases_help)
    llm = baseline.add_argument_group("llm", "the llm baseline: any OpenAI-compatible endpoint")
    llm.add_argument("--base-url", help="the endpoint, e.g. http://localhost:11434/v1 (Ollama)")
    llm.add_argument("--model", help="the model's name at that endpoint")
    llm.add_argument("--samples", type=int, default=1, help="answers per input, voted (default 1)")
    llm.add_argument("--concurrency", type=int, default=4, help="requests at a time (default 4)")
    llm.add_argument(
        "--max-prompt-tokens",
        type=int,
        default=100_000,
        help="longer inputs are recorded as over-long, not sent (default 100000)",
    )
    llm.add_argument("--cache", type=Path, help="answer cache (default ~/.cache/junobench/llm)")
    llm.add_argument("--no-cache", action="store_true", help="neither read nor write the cache")
    baseline.set_defaults(handler=_cmd_baseline)

    evaluation = commands.add_parser(
        "evaluate", parents=[limits], help="score predictions against the ground truth"
    )
    evaluation.add_argument("task", choices=(*TASKS, "agent"))
    evaluation.add_argument(
        "predictions", type=Path, help="a predictions file (agent: an agent run folder)"
    )
    evaluation.add_argument(
        "--replay",
        action="store_true",
        help="agent: replay every trajectory's edits and submission, and judge them again",
    )
    evaluation.add_argument(
        "--report", type=Path, help="folder for report.json, report.md and plots"
    )
    evaluation.add_argument(
        "--run-dir",
        type=Path,
        help="repair: folder of per-case logs, resumable (default: beside the predictions, "
        "PREDICTIONS without suffix + .runs)",
    )
    evaluation.add_argument(
        "--jobs", type=int, default=default_jobs(), help="repair: kernels at once"
    )
    evaluation.add_argument("--cases", help=cases_help)
    evaluation.add_argument(
        "--wide", action="store_true", help="confusion matrices; tables past the terminal width"
    )
    evaluation.add_argument(
        "--judge-base-url",
        help="diagnose: an OpenAI-compatible endpoint whose model judges each diagnosis text",
    )
    evaluation.add_argument("--judge-model", help="diagnose: the judging model at that endpoint")
    evaluation.add_argument("--json", action="store_true")
    _scheduler_option(evaluation, "repair: ")
    evaluation.set_defaults(handler=_cmd_evaluate)

    compare = commands.add_parser(
        "compare", parents=[limits], help="several tools' predictions side by side"
    )
    compare.add_argument("task", choices=TASKS)
    compare.add_argument(
        "predictions",
        type=Path,
        nargs="+",
        metavar="PREDICTIONS",
        help="predictions files (repair: an agent run folder too, by the repairs it submitted); "
        "TWIN_ROOT=FILE scores FILE on a twin benchmark (junobench twins), beside the others",
    )
    compare.add_argument("--cases", help=cases_help)
    compare.add_argument("--jobs", type=int, default=default_jobs(), help="repair: kernels at once")
    compare.add_argument("--wide", action="store_true", help="tables past the terminal width")
    compare.add_argument("--json", action="store_true")
    compare.set_defaults(handler=_cmd_compare)

    schema = commands.add_parser(
        "schema",
        help="JSON Schema of a task's input and prediction lines (agent: a trajectory line)",
    )
    schema.add_argument("task", choices=(*TASKS, "agent"))
    schema.add_argument(
        "--part", choices=("input", "prediction"), help="only this one (default: both, by name)"
    )
    schema.set_defaults(handler=_cmd_schema)

    stats = commands.add_parser("stats", help="label distributions and notebook sizes")
    stats.add_argument("--plots", type=Path, help="folder for PNG plots")
    stats.add_argument("--json", action="store_true")
    stats.add_argument(
        "--contents",
        action="store_true",
        help="the cases and repairs by library cause, as the Markdown table README.md shows",
    )
    stats.set_defaults(handler=_cmd_stats)

    record = commands.add_parser(
        "record", parents=[limits], help="authoring: run both versions and save outputs and counts"
    )
    record.add_argument("case")
    record.set_defaults(handler=_cmd_record)

    twins = commands.add_parser(
        "twins",
        parents=[limits],
        help="the benchmark under another surface: names renamed, data re-seeded (docs/twins.md)",
    )
    twins.add_argument("--seed", type=int, required=True, help="the twin's seed (data, names)")
    twins.add_argument("--out", type=Path, required=True, help="an empty or new folder")
    twins.add_argument("--cases", help=cases_help)
    twins.add_argument("--jobs", type=int, default=default_jobs(), help="cases at once")
    twins.add_argument("--json", action="store_true")
    twins.set_defaults(handler=_cmd_twins)

    add = commands.add_parser(
        "add",
        parents=[limits],
        help="authoring: a case from a notebook that crashed, replayed to check its crash",
    )
    add.add_argument("notebook", type=Path, help="the crashed notebook, saved with its outputs")
    add.add_argument("--data", type=Path, help="the folder of the data the notebook reads")
    add.add_argument("--id", dest="case_id", help="the new case's id (default: the next free one)")
    add.add_argument("--json", action="store_true")
    add.set_defaults(handler=_cmd_add)

    from ..agent import AGENTS, Budget  # from a module of their own: no engine imported

    agent_budget = _Parser(add_help=False)
    group = agent_budget.add_argument_group(
        "the agent's budget (past it, the episode ends unsolved)"
    )
    group.add_argument("--steps", type=int, help=f"tool calls (default {Budget().steps})")
    group.add_argument(
        "--seconds", type=float, help=f"wall-clock seconds (default {Budget().seconds:g})"
    )
    group.add_argument(
        "--call-seconds",
        type=float,
        help=f"seconds for one call (default {Budget().call_seconds:g})",
    )
    group.add_argument(
        "--output-chars",
        type=int,
        help=f"characters an observation shows (default {Budget().output_chars})",
    )
    mcp = commands.add_parser(
        "mcp",
        parents=[limits, agent_budget],
        help="serve one case's episode to an agent over MCP (stdio)",
    )
    mcp.add_argument("case")
    mcp.add_argument(
        "--out",
        type=Path,
        default=Path("junobench-mcp"),
        help="folder for CASE/result.json and CASE/trajectory.jsonl (default: junobench-mcp)",
    )
    mcp.set_defaults(handler=_cmd_mcp)

    agent = commands.add_parser("agent", help="run an agent over cases, one episode per case")
    agent_commands = agent.add_subparsers(dest="agent_command", required=True, parser_class=_Parser)
    agent_run = agent_commands.add_parser(
        "run",
        parents=[limits, agent_budget],
        help="a built-in agent over cases: CASE/result.json and CASE/trajectory.jsonl in --run-dir",
    )
    agent_run.add_argument("agent", choices=AGENTS)
    agent_run.add_argument("--cases", help=cases_help)
    agent_run.add_argument(
        "--run-dir",
        type=Path,
        required=True,
        help="folder of the results; a case already run there with the same settings is skipped",
    )
    agent_run.add_argument("--jobs", type=int, default=default_jobs(), help="episodes at once")
    _scheduler_option(agent_run)
    agent_run.add_argument(
        "--base-url", help="llm: an OpenAI-compatible endpoint (the key from $OPENAI_API_KEY)"
    )
    agent_run.add_argument("--model", help="llm: the model's name at that endpoint")
    agent_run.add_argument("--json", action="store_true")
    agent_run.set_defaults(handler=_cmd_agent)
    return parser


def _budget(args: argparse.Namespace) -> Any:
    """An agent's budget from the command's options (``--steps`` and the like)."""
    from ..agent import Budget

    default = Budget()
    for name in ("steps", "seconds", "call_seconds", "output_chars"):
        value = getattr(args, name)
        if value is not None and value <= 0:
            raise UsageError(f"--{name.replace('_', '-')} must be positive, got {value:g}")
    return Budget(
        steps=args.steps or default.steps,
        seconds=args.seconds or default.seconds,
        call_seconds=args.call_seconds or default.call_seconds,
        output_chars=args.output_chars or default.output_chars,
    )


def _cmd_mcp(args: argparse.Namespace, benchmark: Benchmark, console: Console) -> int:
    from ..agent import serve_mcp

    case = benchmark.case(args.case)
    out = args.out / case.id
    _check_output_file("--out", out / "result.json")
    budget, limits = _budget(args), _limits(args)
    engine = _engine(args, benchmark, [case.id])
    result = asyncio.run(serve_mcp(case, engine, out, budget=budget, limits=limits))
    reason = f" ({result['reason']})" if result.get("reason") else ""
    print(f"junobench mcp: {case.id}: {result['outcome']}{reason}; {out}", file=sys.stderr)
    return EXIT_OK


def _evaluate_agent(args: argparse.Namespace, benchmark: Benchmark, console: Console) -> int:
    """``evaluate agent RUN_DIR``: the run folder of ``agent run`` scored and described."""
    from ..agent import agent_report_async
    from ._render import render_agent_report

    if args.jobs < 1:
        raise UsageError("--jobs must be at least 1")
    case_ids = _selected(args, benchmark) if args.cases else None
    engine = _engine(args, benchmark, case_ids or benchmark.case_ids()) if args.replay else None
    report = asyncio.run(
        agent_report_async(
            benchmark,
            args.predictions,
            case_ids=case_ids,
            replay=args.replay,
            engine=engine,
            jobs=args.jobs,
            limits=_limits(args),
        )
    )
    if args.json:
        _print_json(report.to_json())
    else:
        render_agent_report(console, report)
    return EXIT_FAILED if report.replay_mismatches else EXIT_OK


def _cmd_agent(args: argparse.Namespace, benchmark: Benchmark, console: Console) -> int:
    from ..agent import make_agent, run_agent_async
    from ._render import render_agent_run

    if args.jobs < 1:
        raise UsageError("--jobs must be at least 1")
    _check_output_folder("--run-dir", args.run_dir)
    llm = None
    if args.agent == "llm" or args.base_url or args.model:
        if not (args.base_url and args.model):
            raise UsageError("the llm agent needs --base-url URL and --model NAME")
        from ..llm import LLMSettings

        llm = LLMSettings(base_url=args.base_url, model=args.model)
    agent = make_agent(args.agent, llm)
    case_ids = _selected(args, benchmark)
    budget, limits = _budget(args), _limits(args)
    show = not args.json and console.is_terminal
    scheduler = _scheduler(args)
    with _progress(console, f"{agent.name} agent", len(case_ids), show) as advance:
        if scheduler is not None:
            from ..cluster import run_agent_on_cluster

            run = run_agent_on_cluster(
                benchmark,
                case_ids,
                agent,
                args.run_dir,
                scheduler,
                budget=budget,
                limits=limits,
                on_result=advance,
                sandbox=False if args.no_sandbox else None,
            )
        else:
            run = asyncio.run(
                run_agent_async(
                    benchmark,
                    case_ids,
                    agent,
                    args.run_dir,
                    engine=_engine(args, benchmark, case_ids),
                    jobs=args.jobs,
                    budget=budget,
                    limits=limits,
                    on_result=advance,
                )
            )
    if args.json:
        _print_json(run.to_json())
    else:
        render_agent_run(console, run, args.run_dir)
    return EXIT_OK


def _terminated(signum: int, frame: object) -> None:
    """SIGTERM ends a run as Ctrl-C does: kernels shut down, scratch folders removed."""
    raise KeyboardInterrupt


def main(argv: Sequence[str] | None = None) -> int:
    """Entry point of ``junobench``; returns the exit status."""
    parser = build_parser()
    args = parser.parse_args(argv)
    args.engines = []  # the engines this command started, closed when it ends (``_engine``)
    benchmark = Benchmark((args.root or default_root()).resolve())
    console = Console(highlight=False)
    in_main_thread = threading.current_thread() is threading.main_thread()
    previous = signal.signal(signal.SIGTERM, _terminated) if in_main_thread else None
    prefix = f"junobench {args.command}"
    try:
        status: int = args.handler(args, benchmark, console)
    except EngineError as error:
        print(f"{prefix}: error: the environment failed: {error}", file=sys.stderr)
        return EXIT_ENVIRONMENT
    except JunoBenchError as error:
        print(f"{prefix}: error: {error}", file=sys.stderr)
        return EXIT_BAD_INPUT
    except OSError as error:  # past the checks of the inputs and outputs: a full disk, say
        print(f"{prefix}: error: the environment failed: {error}", file=sys.stderr)
        return EXIT_ENVIRONMENT
    except KeyboardInterrupt:
        print("junobench: interrupted", file=sys.stderr)
        return 130
    except Exception as error:
        if args.debug:
            traceback.print_exc()
        where = "" if args.debug else " (--debug shows the traceback)"
        print(
            f"{prefix}: internal error: {type(error).__name__}: {error}: a bug of junobench{where}",
            file=sys.stderr,
        )
        return EXIT_INTERNAL
    finally:
        for engine in args.engines:
            asyncio.run(engine.aclose())
        if previous is not None:
            signal.signal(signal.SIGTERM, previous)
    return status
